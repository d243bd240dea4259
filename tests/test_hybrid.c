// SPDX-License-Identifier: MIT
/*
 * A hybrid host, staged: PERFGEN_CPU=GenuineIntel-6-97-2 (Alder Lake, set
 * by meson) and sysfs PMU types cpu_core=8, cpu_atom=9 on the fake machine
 * (mock-sys.c).  Generic events carry the PMU type in config bits 63:32; raw ones
 * use the PMU's type as attr.type.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include <errno.h>

#include "mock-sys.h"

#define last MOCK_LAST(attr)

static void test_generic_carries_pmu_type(void **state)
{
	(void)state;
	assert_int_equal(perfgen_open("cpu_core/cycles/"), 3);
	assert_int_equal(last.type, PERF_TYPE_HARDWARE);
	assert_int_equal(last.config, PERF_COUNT_HW_CPU_CYCLES | 8ULL << 32);
	assert_int_equal(perfgen_open("cpu_atom/instructions/"), 3);
	assert_int_equal(last.config, PERF_COUNT_HW_INSTRUCTIONS | 9ULL << 32);
}

static void test_raw_uses_pmu_type(void **state)
{
	(void)state;
	assert_int_equal(perfgen_open("cpu_atom/event=0xc0,umask=0x0/"), 3);
	assert_int_equal(last.type, 9);
	assert_int_equal(last.config, 0xc0);
	assert_int_equal(perfgen_open("cpu_core/event=0x2a,umask=0x1,offcore_rsp=0x1/"), 3);
	assert_int_equal(last.type, 8);
	assert_int_equal(last.config1, 1);
}

static void test_cpu_pmu_refused(void **state)
{
	struct perf_event_attr attr;

	(void)state;
	assert_int_equal(perfgen_resolve("cpu/cycles/", NULL, &attr), -ENOENT);
	assert_non_null(strstr(perfgen_errmsg(), "hybrid"));
	/* Forced (not host) resolution keeps PERF_TYPE_RAW and says which PMU. */
	PERFGEN_OPTS(perfgen_info, info);
	assert_int_equal(perfgen_resolve_info("cpu_atom/event=0xc0/", "GenuineIntel-6-97",
					      &attr, &info), 0);
	assert_int_equal(attr.type, PERF_TYPE_RAW);
	assert_string_equal(info.pmu, "cpu_atom");
	/* A non-hybrid CPU has no cpu_core. */
	assert_int_equal(perfgen_resolve("cpu_core/cycles/", "GenuineIntel-6-1A", &attr), -ENOENT);
	assert_non_null(strstr(perfgen_errmsg(), "one core PMU"));
}

static void test_identify(void **state)
{
	PERFGEN_OPTS(perfgen_cpu, cpu);

	(void)state;
	assert_int_equal(perfgen_cpu_identify(NULL, &cpu), 0);
	assert_string_equal(cpu.id, "GenuineIntel-6-97-2");
	assert_int_equal(cpu.hybrid, 1);
	assert_int_equal(cpu.detected, 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_generic_carries_pmu_type),
		cmocka_unit_test(test_raw_uses_pmu_type),
		cmocka_unit_test(test_cpu_pmu_refused),
		cmocka_unit_test(test_identify),
	};

	mock_reset();
	mock.open_ret = 3;
	mock_file("/sys/bus/event_source/devices/cpu_core/type", "8");
	mock_file("/sys/bus/event_source/devices/cpu_atom/type", "9");
	return cmocka_run_group_tests(tests, NULL, NULL);
}
