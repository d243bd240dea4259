// SPDX-License-Identifier: MIT
/*
 * arm64 big.LITTLE and DynamIQ: several core PMUs (armv8_cortex_a53 +
 * armv8_cortex_a72, armv9_cortex_a510 + armv9_cortex_a710 +
 * armv9_cortex_x2), each owning the CPUs of its sysfs cpus list, counted
 * as Intel's cpu_core/cpu_atom are: a concept opens on every core PMU
 * and the counts add, or it is refused naming the PMU that cannot count
 * it.  Each PMU has its own CPU (the MIDR of its CPUs), table and sysfs
 * events/.  Each scenario stages one machine on the fake machine
 * (mock-sys.c) and runs in its own process: `test-pmus-arm SCENARIO`.
 */
/* Core PMUs through the deprecated perfgen_event, as test_pmus.c. */
#define PERFGEN_ALLOW_DEPRECATED
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <cmocka.h>

#include <errno.h>

#include "mock-sys.h"

#include "arm-machines.h"

/* want_type of check_task(): as the table of each PMU's own CPU encodes it. */
#define TABLE UINT32_MAX

/* The MIDRs of the scenario's core PMUs, in order (TABLE). */
static const char *const *midrs;

/*
 * What the table of CPU midr encodes event as, opened on the core PMU of
 * type t: a raw encoding with t as attr.type, a generic one with t in
 * config bits 63:32.
 */
static void table_attr(const char *event, const char *midr, int t, uint32_t *type,
		       uint64_t *config)
{
	struct perf_event_attr a;

	if (perfgen_resolve(event, midr, &a))
		fail_msg("%s for %s: %s", event, midr, perfgen_errmsg());
	if (a.type == PERF_TYPE_RAW) {
		*type = (uint32_t)t;
		*config = a.config;
	} else {
		*type = a.type;
		*config = a.config | (uint64_t)t << 32;
	}
}

/*
 * A task's event on every core PMU: one open each, each naming its PMU's
 * type (config bits 63:32 for the generic events, attr.type for raw
 * ones), and the count is their sum.
 */
static void check_task(const char *event, uint32_t want_type, uint64_t want_config,
		       const int *types, int n)
{
	struct perfgen_event *ev = NULL;
	PERFGEN_OPTS(perfgen_count, c);
	uint64_t sum = 0;

	mock.open_calls = 0;
	for (int i = 0; i < n; i++) {
		mock_reply(i, 3, (const uint64_t[]){ 100u << i, 1000, 1000 });
		sum += 100u << i;
	}
	if (perfgen_event_open(event, NULL, &ev))
		fail_msg("%s: %s", event, perfgen_errmsg());
	assert_int_equal(mock.open_calls, n);
	for (int i = 0; i < n; i++) {
		if (want_type == PERF_TYPE_SOFTWARE) {
			assert_int_equal(mock.attr[i].type, PERF_TYPE_SOFTWARE);
			assert_int_equal(mock.attr[i].config, want_config);
		} else if (want_type == TABLE) {
			uint32_t type;
			uint64_t config;

			table_attr(event, midrs[i], types[i], &type, &config);
			assert_int_equal(mock.attr[i].type, type);
			assert_int_equal(mock.attr[i].config, config);
		} else if (want_type == PERF_TYPE_HARDWARE) {
			assert_int_equal(mock.attr[i].type, PERF_TYPE_HARDWARE);
			assert_int_equal(mock.attr[i].config, want_config | (uint64_t)types[i] << 32);
		} else {
			assert_int_equal(mock.attr[i].type, types[i]);
			assert_int_equal(mock.attr[i].config, want_config);
		}
		assert_int_equal(mock.cpu[i], -1);
	}
	assert_int_equal(perfgen_event_read(ev, &c), 0);
	assert_int_equal(c.value, sum);
	perfgen_event_close(ev);
}

/* System-wide: each CPU on the PMU whose cpus list has it. */
static void check_per_cpu(const char *event, const int *type_of_cpu, int nr_cpus)
{
	PERFGEN_OPTS(perfgen_event_opts, o, .pid = -1, .all_cpus = 1);
	struct perfgen_event *ev = NULL;

	mock.open_calls = 0;
	if (perfgen_event_open(event, &o, &ev))
		fail_msg("%s: %s", event, perfgen_errmsg());
	assert_int_equal(mock.open_calls, nr_cpus);
	for (int i = 0; i < nr_cpus; i++) {
		assert_int_equal(mock.cpu[i], i);
		if (mock.attr[i].type == PERF_TYPE_HARDWARE)
			assert_int_equal(mock.attr[i].config >> 32, type_of_cpu[i]);
		else
			assert_int_equal(mock.attr[i].type, type_of_cpu[i]);
	}
	perfgen_event_close(ev);
}

static void refused(const char *event, int err, const char *why)
{
	struct perfgen_event *ev = NULL;
	int got = perfgen_event_open(event, NULL, &ev);

	if (got != err || !strstr(perfgen_errmsg(), why))
		fail_msg("%s: %d '%s', want %d and '%s'", event, got, perfgen_errmsg(), err, why);
}

/* The PMU resolve names, the CPU it resolved for, the attr type. */
static void resolves_on(const char *event, const char *pmu, const char *cpuid, int pmu_type)
{
	PERFGEN_OPTS(perfgen_info, info);
	struct perf_event_attr a;
	uint32_t type;
	uint64_t config;

	table_attr(event, cpuid, pmu_type, &type, &config);
	if (perfgen_resolve_info(event, NULL, &a, &info))
		fail_msg("%s: %s", event, perfgen_errmsg());
	assert_string_equal(info.pmu, pmu);
	assert_string_equal(info.cpuid, cpuid);
	assert_int_equal(a.type, type);
	assert_int_equal(a.config, config);
}

/* perfgen_cpu_pmu(i): the name, type, CPUs and identity of core PMU i of n. */
static void check_pmu(int i, int n, const char *name, int type, int nr_cpus, const char *id)
{
	PERFGEN_OPTS(perfgen_pmu, p);

	if (perfgen_cpu_pmu(i, &p) != n)
		fail_msg("perfgen_cpu_pmu(%d): %s", i, perfgen_errmsg());
	assert_string_equal(p.name, name);
	assert_int_equal(p.type, type);
	assert_int_equal(p.nr_cpus, nr_cpus);
	assert_string_equal(p.id, id);
	if (id[0])
		assert_non_null(p.uarch);
	else
		assert_null(p.uarch);
	if (i == n - 1)
		assert_int_equal(perfgen_cpu_pmu(n, &p), -ENOENT);
}

/* ---- RK3399: 4x Cortex-A53 + 2x Cortex-A72 ----------------------------- */

#define A53 "0x00000000410fd034"
#define A72 "0x00000000410fd082"

static void test_rk3399(void **state)
{
	(void)state;
	stage(rk3399, "0-5");
	/* Every concept on both PMUs, each as its own core's table has it, summed. */
	midrs = (const char *const[]){ A53, A72 };
	check_task("cycles", TABLE, 0, (const int[]){ 8, 9 }, 2);
	check_task("instructions:u", TABLE, 0, (const int[]){ 8, 9 }, 2);
	/* A raw encoding that names no PMU: every core PMU, by its type. */
	check_task("r08", 8, 0x8, (const int[]){ 8, 9 }, 2);
	/* A PMU named: that PMU only. */
	check_task("armv8_cortex_a72/event=0x11/", 9, 0x11, (const int[]){ 9 }, 1);
	check_task("armv8_cortex_a53/cycles/", TABLE, 0, (const int[]){ 8 }, 1);
	check_per_cpu("instructions", (const int[]){ 8, 8, 8, 8, 9, 9 }, 6);
	/* One fd counts on one PMU: the one owning its CPU, or refused for a task. */
	{
		int fd = perfgen_open_ext("cycles", -1, 5, -1, 0, NULL);

		assert_true(fd >= 0);
		assert_int_equal(MOCK_LAST(attr).type, 9);
		close(fd);
		assert_int_equal(perfgen_open("cycles"), -EOPNOTSUPP);
		assert_non_null(strstr(perfgen_errmsg(), "or name one (armv8_cortex_a53/cycles/)"));
	}
	/* One PMU's attr: its own CPU's identity, its own type. */
	resolves_on("armv8_cortex_a72/cycles/", "armv8_cortex_a72", A72, 9);
	resolves_on("armv8_cortex_a53/instructions/", "armv8_cortex_a53", A53, 8);
	/* Each PMU its own PMCEID: BR_MIS_PRED is listed by neither here. */
	refused("branch-misses", -EOPNOTSUPP, "armv8_cortex_a53 PMU): event 0x0010");
	/* Each PMU its own table: the A53's has no L2 read event, the A72's has. */
	refused("llc-loads", -EOPNOTSUPP, "Cortex-A53's PMU has no read event of its L2");
	refused("armv8_cortex_a72/llc-loads/", -EOPNOTSUPP, "IMPLEMENTATION DEFINED");
	refused("armv8_cortex_a57/cycles/", -ENOENT, "no PMU armv8_cortex_a57");
	/* Software events count on every CPU, once. */
	check_task("page-faults", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_PAGE_FAULTS, NULL, 1);
	check_pmu(0, 2, "armv8_cortex_a53", 8, 4, A53);
	check_pmu(1, 2, "armv8_cortex_a72", 9, 2, A72);
}

/* ---- two PMUs, the LITTLE one without INST_RETIRED in PMCEID0 --------- */

static void test_a55_a76(void **state)
{
	(void)state;
	stage(a55_a76, "0-7");
	midrs = (const char *const[]){ "0x00000000411fd050", "0x00000000414fd0b0" };
	check_task("cycles", TABLE, 0, (const int[]){ 8, 9 }, 2);
	/* Never counted on the big cores only: refused, naming the PMU. */
	refused("instructions", -EOPNOTSUPP, "armv8_cortex_a55 PMU");
	{
		const char *const ev[] = { "cycles", "instructions" };
		struct perfgen_group *g = NULL;

		assert_int_equal(perfgen_group_open(ev, 2, NULL, &g), -EOPNOTSUPP);
		assert_non_null(strstr(perfgen_errmsg(), "armv8_cortex_a55 PMU"));
	}
	midrs = (const char *const[]){ "0x00000000414fd0b0" };
	check_task("armv8_cortex_a76/instructions/", TABLE, 0, (const int[]){ 9 }, 1);
	refused("armv8_cortex_a55/instructions/", -EOPNOTSUPP, "event 0x0008");
	/* This machine's availability: unsupported, as one PMU refuses it. */
	for (int i = 0;; i++) {
		PERFGEN_OPTS(perfgen_concept, c);

		assert_int_equal(perfgen_concept_get(i, NULL, &c), 0);
		if (strcmp(c.name, "instructions") && strcmp(c.name, "cycles"))
			continue;
		assert_int_equal(c.avail, strcmp(c.name, "cycles") ? PERFGEN_AVAIL_UNSUPPORTED
								   : PERFGEN_AVAIL_EXACT);
		if (!strcmp(c.name, "instructions"))
			break;
	}
}

/* ---- DynamIQ, three PMUs: Cortex-A510 + A710 + X2 ---------------------- */

static void test_three(void **state)
{
	(void)state;
	stage(a510_a710_x2, "0-7");
	midrs = (const char *const[]){ "0x00000000410fd460", "0x00000000410fd470",
				       "0x00000000410fd480" };
	check_task("cycles", TABLE, 0, (const int[]){ 8, 9, 10 }, 3);
	check_per_cpu("cycles", (const int[]){ 8, 8, 8, 8, 9, 9, 9, 10 }, 8);
	resolves_on("armv9_cortex_x2/cycles/", "armv9_cortex_x2", "0x00000000410fd480", 10);
	check_pmu(0, 3, "armv9_cortex_a510", 8, 4, "0x00000000410fd460");
	check_pmu(1, 3, "armv9_cortex_a710", 9, 3, "0x00000000410fd470");
	check_pmu(2, 3, "armv9_cortex_x2", 10, 1, "0x00000000410fd480");
}

/* ---- one armv8_pmuv3: as before, no PMU type in the attr -------------- */

static void test_one_pmu(void **state)
{
	(void)state;
	stage(pmuv3, "0-3");
	check_task("cycles", PERF_TYPE_RAW, 0x11, (const int[]){ PERF_TYPE_RAW }, 1);
	{
		/* Neoverse-N1's table: CPU_CYCLES, raw, no PMU type (PERF_TYPE_RAW). */
		struct perf_event_attr a;

		assert_int_equal(perfgen_resolve("cycles", NULL, &a), 0);
		assert_int_equal(a.type, PERF_TYPE_RAW);
		assert_int_equal(a.config, 0x11);
	}
	check_task("armv8_pmuv3/event=0x08/", 8, 0x8, (const int[]){ 8 }, 1);
	check_pmu(0, 1, "armv8_pmuv3", 8, 4, "0x00000000410fd0c0");
}

/* ---- a PMU whose cpus list is missing, or malformed -------------------- */

static void check_unknown_cpus(const char *pmu)
{
	char want[64];

	snprintf(want, sizeof(want), "core PMU %s lists no CPUs", pmu);
	/* Not counted on the other PMU only: refused, naming the PMU. */
	refused("cycles", -EOPNOTSUPP, want);
	refused("r11", -EOPNOTSUPP, want);
	check_task("page-faults", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_PAGE_FAULTS, NULL, 1);
}

static void test_no_cpus(void **state)
{
	(void)state;
	stage(no_cpus, "0-5");
	check_unknown_cpus("armv8_cortex_a53");
	midrs = (const char *const[]){ A72 };
	check_task("armv8_cortex_a72/cycles/", TABLE, 0, (const int[]){ 9 }, 1);
	check_pmu(0, 2, "armv8_cortex_a53", 8, 0, "");
	check_pmu(1, 2, "armv8_cortex_a72", 9, 2, A72);
}

static void test_odd_cpus(void **state)
{
	(void)state;
	stage(odd_cpus, "0-5");
	check_unknown_cpus("armv8_cortex_a72");
}

/* ---- more core PMUs than the slots: refused, not counted on 8 ---------- */

static void test_nine(void **state)
{
	static char paths[9][96];

	(void)state;
	mock_reset();
	mock.no_cpuid = true;
	mock.pipe_fds = true;
	mock_file("/sys/devices/system/cpu/online", "0-8");
	mock_file("/sys/devices/system/cpu/cpu0/regs/identification/midr_el1",
		  "0x00000000410fd034");
	for (int i = 0; i < 9; i++) {
		snprintf(paths[i], sizeof(paths[i]), DEV "armv8_pmuv3_%d/type", i);
		mock_file(paths[i], "8");
	}
	refused("cycles", -EOPNOTSUPP, "more than 8 arm64 core PMUs");
	refused("r11", -EOPNOTSUPP, "more than 8 arm64 core PMUs");
	check_task("page-faults", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_PAGE_FAULTS, NULL, 1);
}

static const struct {
	const char *name;
	void (*run)(void **);
} scenarios[] = {
	{ "rk3399", test_rk3399 },
	{ "a55-a76", test_a55_a76 },
	{ "a510-a710-x2", test_three },
	{ "one-pmuv3", test_one_pmu },
	{ "no-cpus", test_no_cpus },
	{ "odd-cpus", test_odd_cpus },
	{ "nine", test_nine },
};

int main(int argc, char **argv)
{
	unsetenv("PERFGEN_CPU");
	for (size_t i = 0; argc == 2 && i < sizeof(scenarios) / sizeof(*scenarios); i++) {
		const struct CMUnitTest tests[] = {
			cmocka_unit_test(scenarios[i].run),
		};

		if (strcmp(argv[1], scenarios[i].name))
			continue;
		return cmocka_run_group_tests_name(argv[1], tests, NULL, NULL);
	}
	fprintf(stderr, "usage: test-pmus-arm SCENARIO; scenarios:");
	for (size_t i = 0; i < sizeof(scenarios) / sizeof(*scenarios); i++)
		fprintf(stderr, " %s", scenarios[i].name);
	fprintf(stderr, "\n");
	return 2;
}
