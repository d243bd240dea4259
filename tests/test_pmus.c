// SPDX-License-Identifier: MIT
/*
 * Which core PMUs a CPU has is the running kernel's answer, not the
 * table's.  Each scenario stages one machine's sysfs
 * (/sys/bus/event_source/devices/<pmu>/{type,cpus}) on the fake machine
 * (mock-sys.c) and runs in its own process, since the PMU types are read
 * once per process: `test-pmus SCENARIO`.
 *
 * Linux 6.12 has no case for Arrow Lake-H (6-C5) and Panther Lake (6-CC,
 * 6-D5) in intel_pmu_init(): one 'cpu' PMU, architectural events.  Later
 * kernels register cpu_core + cpu_atom + cpu_lowpower for Arrow Lake-H
 * (intel_pmu_init_hybrid(hybrid_big_small_tiny)) and cpu_core + cpu_atom
 * for Panther Lake (hybrid_big_small), as the tables say; on 6.12 the
 * architectural events count on every core, and the offcore rows count
 * only where the kernel lists offcore_rsp in the PMU's sysfs format/ (it
 * installed the register).
 */
/* Core PMUs through the deprecated perfgen_event, which 0.1 callers still use. */
#define PERFGEN_ALLOW_DEPRECATED
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include <errno.h>

#include "mock-sys.h"

#define DEV "/sys/bus/event_source/devices/"

static const char *scenario_cpu;

/*
 * This machine is the scenario's CPU (CPUID leaves 0 and 1): its own
 * encodings are opened, as on the real part, not refused as another's.
 */
static void stage_host_cpu(void)
{
	unsigned int family, model;

	if (sscanf(scenario_cpu, "GenuineIntel-%u-%x", &family, &model) != 2 || family != 6)
		fail_msg("scenario CPU %s: want GenuineIntel-6-MODEL", scenario_cpu);
	mock_cpu("GenuineIntel", 0x20, (model >> 4) << 16 | family << 8 | (model & 0xf) << 4, 0);
}

/*
 * The PMU's sysfs format/ as a kernel lists it: always event and umask;
 * offcore_rsp only where its intel_pmu_init() case installed the
 * offcore-response register (Linux 6.12 has no case for 6-C5/CC/D5/DD).
 */
static void stage_format(const char *pmu, bool offcore)
{
	static char paths[8][3][112];
	static int n;
	int i = n++ % 8;

	snprintf(paths[i][0], sizeof(paths[i][0]), DEV "%s/format/event", pmu);
	snprintf(paths[i][1], sizeof(paths[i][1]), DEV "%s/format/umask", pmu);
	mock_file(paths[i][0], "config:0-7");
	mock_file(paths[i][1], "config:8-15");
	if (offcore) {
		snprintf(paths[i][2], sizeof(paths[i][2]), DEV "%s/format/offcore_rsp", pmu);
		mock_file(paths[i][2], "config1:0-63");
	}
}

static void stage(const char *pmu_types_cpus[][3])
{
	static char paths[8][2][96];

	mock_reset();
	stage_host_cpu();
	mock.pipe_fds = true;
	mock_file("/sys/devices/system/cpu/online", "0-15");
	for (int i = 0; pmu_types_cpus[i][0]; i++) {
		snprintf(paths[i][0], sizeof(paths[i][0]), DEV "%s/type", pmu_types_cpus[i][0]);
		snprintf(paths[i][1], sizeof(paths[i][1]), DEV "%s/cpus", pmu_types_cpus[i][0]);
		mock_file(paths[i][0], pmu_types_cpus[i][1]);
		if (pmu_types_cpus[i][2])
			mock_file(paths[i][1], pmu_types_cpus[i][2]);
	}
}

/*
 * cycles for a task: one open per core PMU the kernel registered, each
 * naming its PMU's type (config bits 63:32) when there are several, and
 * the count is their sum.  want_types[0] == 0: the one 'cpu' PMU.
 */
static void check_cycles_task(const int *want_types, int n)
{
	struct perfgen_event *ev = NULL;
	PERFGEN_OPTS(perfgen_count, c);
	uint64_t sum = 0;

	for (int i = 0; i < n; i++) {
		mock_reply(i, 3, (const uint64_t[]){ 100u << i, 1000, 1000 });
		sum += 100u << i;
	}
	assert_int_equal(perfgen_event_open("cycles", NULL, &ev), 0);
	assert_int_equal(mock.open_calls, n);
	for (int i = 0; i < n; i++) {
		assert_int_equal(mock.attr[i].type, PERF_TYPE_HARDWARE);
		assert_int_equal(mock.attr[i].config,
				 PERF_COUNT_HW_CPU_CYCLES | (uint64_t)want_types[i] << 32);
		assert_int_equal(mock.cpu[i], -1);
	}
	assert_int_equal(perfgen_event_read(ev, &c), 0);
	assert_int_equal(c.value, sum);
	perfgen_event_close(ev);
}

/* System-wide instructions: each CPU on the PMU whose cpus list has it. */
static void check_instructions_per_cpu(const int *type_of_cpu, int nr_cpus)
{
	PERFGEN_OPTS(perfgen_event_opts, o, .pid = -1, .all_cpus = 1);
	struct perfgen_event *ev = NULL;

	mock.open_calls = 0;
	assert_int_equal(perfgen_event_open("instructions", &o, &ev), 0);
	assert_int_equal(mock.open_calls, nr_cpus);
	for (int i = 0; i < nr_cpus; i++) {
		assert_int_equal(mock.cpu[i], i);
		assert_int_equal(mock.attr[i].config,
				 PERF_COUNT_HW_INSTRUCTIONS | (uint64_t)type_of_cpu[i] << 32);
	}
	perfgen_event_close(ev);
}

/* ---- Linux 6.12: one 'cpu' PMU, the table's view ---------------------- */

static void test_612_one_cpu_pmu(void **state)
{
	const char *sysfs[][3] = { { "cpu", "4", "0-15" }, { NULL } };
	struct perf_event_attr attr;

	(void)state;
	stage(sysfs);
	stage_format("cpu", false);
	check_cycles_task((const int[]){ 0 }, 1);
	assert_int_equal(perfgen_resolve("cpu_core/cycles/", NULL, &attr), -ENOENT);
	assert_non_null(strstr(perfgen_errmsg(), "one core PMU, 'cpu'"));
}

/*
 * Linux 6.12 on a Panther Lake or Arrow Lake-H part with several core
 * types (CPUID leaf 7 EDX[15]): one 'cpu' PMU over all of them.  The architectural events
 * count on every core; a model-specific one would be encoded for one core
 * type and run on both, so it is refused, saying why.
 */
/* This machine's availability of concept name, as perfgen list shows it. */
static void check_list(const char *name, int want)
{
	for (int i = 0; i < perfgen_concept_count(); i++) {
		PERFGEN_OPTS(perfgen_concept, c);

		assert_int_equal(perfgen_concept_get(i, NULL, &c), 0);
		if (strcmp(c.name, name))
			continue;
		if (c.avail != want)
			fail_msg("%s: avail %d, want %d (%s)", name, c.avail, want, c.note);
		return;
	}
	fail_msg("no concept %s", name);
}

static void test_612_hybrid_part_one_pmu(void **state)
{
	const char *sysfs[][3] = { { "cpu", "4", "0-15" }, { NULL } };
	struct perf_event_attr attr;
	struct perfgen_event *ev = NULL;

	(void)state;
	stage(sysfs);
	stage_format("cpu", false);
	mock_cpuid(7, 0, 0, 0, 1u << 15);
	check_cycles_task((const int[]){ 0 }, 1);
	assert_int_equal(perfgen_resolve("cache-misses", NULL, &attr), 0);
	assert_int_equal(attr.type, PERF_TYPE_HARDWARE);
	mock.open_calls = 0;
	assert_int_equal(perfgen_event_open("llc-load-misses", NULL, &ev), -EOPNOTSUPP);
	assert_null(ev);
	assert_int_equal(mock.open_calls, 0);
	assert_non_null(strstr(perfgen_errmsg(), "one 'cpu' PMU over this hybrid part"));
	assert_int_equal(perfgen_resolve("dram", NULL, &attr), -EOPNOTSUPP);
	/* perfgen list follows the running kernel's PMUs too. */
	check_list("llc-load-misses", PERFGEN_AVAIL_UNSUPPORTED);
	check_list("cycles", PERFGEN_AVAIL_ARCHITECTURAL);
}

/*
 * Linux 6.12 on a Panther Lake part with P-cores only (leaf 7 EDX[15]
 * clear: the table's P-core rows on the 'cpu' PMU) or on Clearwater
 * Forest: the kernel has no offcore register for the model and would drop
 * config1, so an OCR row would count every request of its event select.
 * Refused as a whitelist failure; rows without config1 still count.
 */
/* Clearwater Forest (one core type, OCR 0xb7) or Panther Lake (P-core, OCR 0x2a). */
static bool cwf(void)
{
	return !strncmp(scenario_cpu, "GenuineIntel-6-DD", 17);
}

#define LLC_MISS_CONFIG (cwf() ? 0x1b7u : 0x12au)
#define LLC_MISS_CONFIG1 (cwf() ? 0x33fbfc00001ULL : 0x9e7fa000001ULL)

static void test_612_offcore_refused(void **state)
{
	const char *sysfs[][3] = { { "cpu", "4", "0-15" }, { NULL } };
	PERFGEN_OPTS(perfgen_error, e);
	struct perf_event_attr attr;
	struct perfgen_event *ev = NULL;

	(void)state;
	stage(sysfs);
	stage_format("cpu", false);
	mock.open_calls = 0;
	assert_int_equal(perfgen_event_open("llc-load-misses", NULL, &ev), -EOPNOTSUPP);
	assert_null(ev);
	assert_int_equal(mock.open_calls, 0);
	assert_int_equal(perfgen_errinfo(&e), 0);
	assert_int_equal(e.reason, PERFGEN_ERR_WHITELIST);
	assert_int_equal(e.config1, LLC_MISS_CONFIG1);
	assert_int_equal(e.msr, 0x1a6);
	assert_non_null(strstr(perfgen_errmsg(), "offcore_rsp"));
	check_list("llc-load-misses", PERFGEN_AVAIL_UNSUPPORTED);
	/* What the user writes is held to the same rule. */
	assert_int_equal(perfgen_resolve(cwf() ? "cpu/event=0xb7,umask=0x1,offcore_rsp=0x10001/"
					       : "cpu/event=0x2a,umask=0x1,offcore_rsp=0x10001/",
					 NULL, &attr), -EOPNOTSUPP);
	assert_int_equal(perfgen_resolve("cycles", NULL, &attr), 0);
	/* A model-specific row without config1 counts (Clearwater Forest). */
	if (cwf()) {
		assert_int_equal(perfgen_resolve("remote-hitm", NULL, &attr), 0);
		assert_int_equal(attr.config, 0x8d3);
	}
}

/* The same part on a kernel that lists offcore_rsp: the rows count. */
static void test_offcore_listed_counts(void **state)
{
	const char *sysfs[][3] = { { "cpu", "4", "0-15" }, { NULL } };
	struct perf_event_attr attr;

	(void)state;
	stage(sysfs);
	stage_format("cpu", true);
	assert_int_equal(perfgen_resolve("llc-load-misses", NULL, &attr), 0);
	assert_int_equal(attr.type, PERF_TYPE_RAW);
	assert_int_equal(attr.config, LLC_MISS_CONFIG);
	assert_int_equal(attr.config1, LLC_MISS_CONFIG1);
	check_list("llc-load-misses", PERFGEN_AVAIL_EXACT);
}

/* ---- later kernels: the hybrid PMUs, whatever the table says ------------ */

static const char *const ptl_sysfs[][3] = {
	{ "cpu_core", "4", "0-3" }, { "cpu_atom", "10", "4-15" }, { NULL } };
static const char *const arlh_sysfs[][3] = {
	{ "cpu_core", "4", "0-5" }, { "cpu_atom", "10", "6-13" },
	{ "cpu_lowpower", "11", "14-15" }, { NULL } };

static bool three_pmus(void)
{
	return !strncmp(scenario_cpu, "GenuineIntel-6-C5", 17);
}

/* A later kernel: its hybrid PMUs, each listing offcore_rsp. */
static void stage_hybrid(void)
{
	stage(three_pmus() ? (const char *(*)[3])arlh_sysfs : (const char *(*)[3])ptl_sysfs);
	stage_format("cpu_core", true);
	stage_format("cpu_atom", true);
	if (three_pmus())
		stage_format("cpu_lowpower", true);
}

static void test_hybrid_kernel_counts_every_core_pmu(void **state)
{
	int types_of_cpu[16];

	(void)state;
	stage_hybrid();
	if (three_pmus())
		check_cycles_task((const int[]){ 4, 10, 11 }, 3);
	else
		check_cycles_task((const int[]){ 4, 10 }, 2);
	for (int i = 0; i < 16; i++)
		types_of_cpu[i] = three_pmus() ? (i < 6 ? 4 : i < 14 ? 10 : 11) : (i < 4 ? 4 : 10);
	check_instructions_per_cpu(types_of_cpu, 16);
}

static void test_hybrid_kernel_pmu_names(void **state)
{
	PERFGEN_OPTS(perfgen_info, info);
	struct perf_event_attr attr;

	(void)state;
	stage_hybrid();
	/* The kernel's PMUs are the ones a string may name; 'cpu' is gone. */
	assert_int_equal(perfgen_resolve_info("cpu_atom/branches/", NULL, &attr, &info), 0);
	assert_string_equal(info.pmu, "cpu_atom");
	assert_int_equal(attr.config, PERF_COUNT_HW_BRANCH_INSTRUCTIONS | 10ULL << 32);
	assert_int_equal(perfgen_resolve("cpu/cycles/", NULL, &attr), -ENOENT);
	assert_non_null(strstr(perfgen_errmsg(), three_pmus()
				? "cpu_core, cpu_atom, cpu_lowpower, not cpu"
				: "cpu_core, cpu_atom, not cpu"));
	assert_int_equal(perfgen_resolve_info("cpu_lowpower/cycles/", NULL, &attr, &info),
			 three_pmus() ? 0 : -ENOENT);
	if (three_pmus())
		assert_int_equal(attr.config, PERF_COUNT_HW_CPU_CYCLES | 11ULL << 32);
}

/*
 * One fd counts on one core PMU: perfgen_open() of an event naming none,
 * for the calling thread on any CPU, is refused; on a given CPU it opens
 * on the PMU that owns that CPU.
 */
static void test_one_fd_one_core_pmu(void **state)
{
	int fd;

	(void)state;
	stage_hybrid();
	mock.pipe_fds = false;
	mock.open_ret = 3;
	assert_int_equal(perfgen_open("cycles"), -EOPNOTSUPP);
	assert_non_null(strstr(perfgen_errmsg(), "perfgen_event_open()"));
	assert_int_equal(mock.open_calls, 0);
	fd = perfgen_open_ext("instructions", -1, 15, -1, 0, NULL);
	assert_int_equal(fd, 3);
	assert_int_equal(mock.cpu[0], 15);
	assert_int_equal(mock.attr[0].config,
			 PERF_COUNT_HW_INSTRUCTIONS | (three_pmus() ? 11ULL : 10ULL) << 32);
	assert_int_equal(perfgen_open_ext("instructions", -1, 0, -1, 0, NULL), 3);
	assert_int_equal(mock.attr[1].config, PERF_COUNT_HW_INSTRUCTIONS | 4ULL << 32);
	assert_int_equal(perfgen_open("cpu_atom/cycles/"), 3);
	assert_int_equal(mock.attr[2].config, PERF_COUNT_HW_CPU_CYCLES | 10ULL << 32);
	assert_int_equal(perfgen_open("task-clock"), 3);
}

/*
 * Arrow Lake-H: the E-core lists publish no DRAM or offcore demand-read
 * event, so dram and llc-loads are refused whole; the P-cores count them
 * when named, and the low-power cores say why they cannot.
 */
static void test_hybrid_kernel_model_specific_refused(void **state)
{
	struct perfgen_event *ev = NULL;
	struct perf_event_attr attr;

	(void)state;
	stage_hybrid();
	assert_int_equal(perfgen_event_open("dram", NULL, &ev), -EOPNOTSUPP);
	assert_null(ev);
	assert_int_equal(mock.open_calls, 0);
	assert_int_equal(perfgen_event_open("llc-loads", NULL, &ev), -EOPNOTSUPP);
	assert_int_equal(mock.open_calls, 0);
	assert_int_equal(perfgen_resolve("cpu_lowpower/llc-loads/", NULL, &attr), -EOPNOTSUPP);
	assert_non_null(strstr(perfgen_errmsg(), "Crestmont"));
	assert_int_equal(perfgen_resolve("cpu_core/llc-loads/", NULL, &attr), 0);
	assert_int_equal(attr.type, 4);
	assert_int_equal(attr.config, 0x12a);
	assert_int_equal(attr.config1, 0x10001);
}

/*
 * Panther Lake on a kernel with its case: each core type counts with its
 * own offcore event (Cougar Cove 0x2a, Darkmont 0xb7), one open per PMU.
 */
static void test_hybrid_kernel_offcore_per_pmu(void **state)
{
	struct perfgen_event *ev = NULL;

	(void)state;
	stage_hybrid();
	mock_reply(0, 3, (const uint64_t[]){ 5, 1000, 1000 });
	mock_reply(1, 3, (const uint64_t[]){ 7, 1000, 1000 });
	assert_int_equal(perfgen_event_open("llc-load-misses", NULL, &ev), 0);
	assert_int_equal(mock.open_calls, 2);
	assert_int_equal(mock.attr[0].type, 4);
	assert_int_equal(mock.attr[0].config, 0x12a);
	assert_int_equal(mock.attr[0].config1, 0x9e7fa000001ULL);
	assert_int_equal(mock.attr[1].type, 10);
	assert_int_equal(mock.attr[1].config, 0x1b7);
	assert_int_equal(mock.attr[1].config1, 0x13fbfc00001ULL);
	perfgen_event_close(ev);
}

/* A named CPU is taken as its table says, whatever this machine's sysfs. */
static void test_named_cpu_keeps_table_layout(void **state)
{
	PERFGEN_OPTS(perfgen_info, info);
	struct perf_event_attr attr;

	(void)state;
	stage_hybrid();
	assert_int_equal(perfgen_resolve_info("cycles", scenario_cpu, &attr, &info), 0);
	assert_string_equal(info.pmu, "cpu_core");
	assert_int_equal(attr.config, PERF_COUNT_HW_CPU_CYCLES);
	assert_int_equal(perfgen_resolve_info("cpu_lowpower/cycles/", scenario_cpu, &attr, &info),
			 three_pmus() ? 0 : -ENOENT);
	if (three_pmus())
		assert_string_equal(info.pmu, "cpu_lowpower");
}

/*
 * A model table with cpu_core and cpu_atom rows (Arrow Lake 6-C6) on a
 * kernel that also registers cpu_lowpower: the architectural events count
 * there too; a model-specific concept has no row for that core type and is
 * refused rather than counted on two core types of three.
 */
static void test_table_lacks_a_core_type(void **state)
{
	PERFGEN_OPTS(perfgen_info, info);
	struct perf_event_attr attr;
	struct perfgen_event *ev = NULL;

	(void)state;
	stage((const char *(*)[3])arlh_sysfs);
	check_cycles_task((const int[]){ 4, 10, 11 }, 3);
	assert_int_equal(perfgen_resolve_info("cpu_lowpower/instructions/", NULL, &attr, &info),
			 0);
	assert_int_equal(info.avail, PERFGEN_AVAIL_ARCHITECTURAL);
	assert_int_equal(perfgen_resolve("cpu_lowpower/llc-loads/", NULL, &attr), -EOPNOTSUPP);
	assert_non_null(strstr(perfgen_errmsg(), "cpu_lowpower PMU"));
	assert_non_null(strstr(perfgen_errmsg(), "no rows for that core type"));
	mock.open_calls = 0;
	assert_int_equal(perfgen_event_open("cache-references", NULL, &ev), 0);
	assert_int_equal(mock.open_calls, 3);
	perfgen_event_close(ev);
}

/*
 * A concept one core type of a hybrid table cannot count is refused
 * whole: counting it on the others only would report the P-core share of
 * a task's events as the task's.
 */
static void test_no_partial_hybrid_count(void **state)
{
	struct perfgen_event *ev = NULL;

	(void)state;
	stage((const char *(*)[3])ptl_sysfs);
	assert_int_equal(perfgen_event_open("cpu_atom/llc-loads/", NULL, &ev), -EOPNOTSUPP);
	/* Named explicitly, one PMU is what was asked. */
	assert_int_equal(perfgen_event_open("cpu_core/llc-loads/", NULL, &ev), 0);
	perfgen_event_close(ev);
	ev = NULL;
	mock.open_calls = 0;
	assert_int_equal(perfgen_event_open("llc-loads", NULL, &ev), -EOPNOTSUPP);
	assert_null(ev);
	assert_int_equal(mock.open_calls, 0);
	assert_non_null(strstr(perfgen_errmsg(), "cpu_atom PMU"));
	assert_non_null(strstr(perfgen_errmsg(), "every core PMU"));
}

/*
 * perfgen_cpu_identify() of this machine (PERFGEN_CPU unset: CPUID)
 * reports the core PMUs its kernel registered, as counting uses them; a
 * CPU named by string is assumed to have its table's.
 */
static void check_identify(int want_host_hybrid, int want_table_hybrid)
{
	PERFGEN_OPTS(perfgen_cpu, c);
	PERFGEN_OPTS(perfgen_cpu, named);

	assert_int_equal(perfgen_cpu_identify(NULL, &c), 0);
	assert_int_equal(c.detected, 1);
	assert_int_equal(strncmp(c.id, scenario_cpu, strlen(scenario_cpu)), 0);
	assert_int_equal(perfgen_cpu_identify(scenario_cpu, &named), 0);
	assert_string_equal(c.uarch, named.uarch);
	assert_int_equal(c.hybrid, want_host_hybrid);
	assert_int_equal(named.detected, 0);
	assert_int_equal(named.hybrid, want_table_hybrid);
}

/* Both tables are hybrid, and so is a later kernel. */
static void test_identify_hybrid_kernel(void **state)
{
	(void)state;
	stage_hybrid();
	check_identify(1, 1);
}

/* Alder Lake's table is hybrid; this kernel registered one 'cpu' PMU. */
static void test_identify_one_pmu_kernel(void **state)
{
	const char *sysfs[][3] = { { "cpu", "4", "0-15" }, { NULL } };

	(void)state;
	stage(sysfs);
	mock_cpuid(7, 0, 0, 0, 1u << 15); /* CPUID: a hybrid part */
	check_identify(0, 1);
}

static const struct {
	const char *name, *cpu;
	const struct CMUnitTest *tests;
	size_t n;
} scenarios[] = {
#define SC(name, cpu, ...) { name, cpu, (const struct CMUnitTest[]){ __VA_ARGS__ }, \
	sizeof((const struct CMUnitTest[]){ __VA_ARGS__ }) / sizeof(struct CMUnitTest) }
#define HYBRID_KERNEL cmocka_unit_test(test_hybrid_kernel_counts_every_core_pmu), \
	cmocka_unit_test(test_hybrid_kernel_pmu_names), \
	cmocka_unit_test(test_one_fd_one_core_pmu), \
	cmocka_unit_test(test_named_cpu_keeps_table_layout)
	SC("arl-h-6.12", "GenuineIntel-6-C5", cmocka_unit_test(test_612_one_cpu_pmu)),
	SC("ptl-cc-6.12", "GenuineIntel-6-CC", cmocka_unit_test(test_612_one_cpu_pmu)),
	SC("ptl-d5-6.12", "GenuineIntel-6-D5", cmocka_unit_test(test_612_one_cpu_pmu)),
	SC("id-ptl-cc-6.12-hybrid-part", "GenuineIntel-6-CC",
	   cmocka_unit_test(test_612_hybrid_part_one_pmu)),
	SC("id-ptl-d5-6.12-hybrid-part", "GenuineIntel-6-D5",
	   cmocka_unit_test(test_612_hybrid_part_one_pmu)),
	SC("id-arl-h-6.12-hybrid-part", "GenuineIntel-6-C5",
	   cmocka_unit_test(test_612_hybrid_part_one_pmu)),
	SC("id-ptl-cc-6.12-offcore", "GenuineIntel-6-CC", cmocka_unit_test(test_612_offcore_refused)),
	SC("id-ptl-cc-offcore-listed", "GenuineIntel-6-CC",
	   cmocka_unit_test(test_offcore_listed_counts)),
	SC("id-cwf-6.12-offcore", "GenuineIntel-6-DD", cmocka_unit_test(test_612_offcore_refused)),
	SC("id-cwf-offcore-listed", "GenuineIntel-6-DD",
	   cmocka_unit_test(test_offcore_listed_counts)),
	SC("arl-h-hybrid", "GenuineIntel-6-C5", HYBRID_KERNEL,
	   cmocka_unit_test(test_hybrid_kernel_model_specific_refused)),
	SC("ptl-cc-hybrid", "GenuineIntel-6-CC", HYBRID_KERNEL,
	   cmocka_unit_test(test_hybrid_kernel_offcore_per_pmu)),
	SC("ptl-d5-hybrid", "GenuineIntel-6-D5", HYBRID_KERNEL,
	   cmocka_unit_test(test_hybrid_kernel_offcore_per_pmu)),
	SC("arl-lowpower", "GenuineIntel-6-C6", cmocka_unit_test(test_table_lacks_a_core_type)),
	SC("arl-partial", "GenuineIntel-6-C6", cmocka_unit_test(test_no_partial_hybrid_count)),
	/* "id-": this machine is CPUID's, PERFGEN_CPU unset. */
	SC("id-ptl-hybrid", "GenuineIntel-6-CC", cmocka_unit_test(test_identify_hybrid_kernel)),
	SC("id-arl-h-hybrid", "GenuineIntel-6-C5", cmocka_unit_test(test_identify_hybrid_kernel)),
	SC("id-adl-one-pmu", "GenuineIntel-6-97", cmocka_unit_test(test_identify_one_pmu_kernel)),
};

int main(int argc, char **argv)
{
	for (size_t i = 0; argc == 2 && i < sizeof(scenarios) / sizeof(*scenarios); i++) {
		if (strcmp(argv[1], scenarios[i].name))
			continue;
		scenario_cpu = scenarios[i].cpu;
		if (strncmp(scenarios[i].name, "id-", 3))
			setenv("PERFGEN_CPU", scenario_cpu, 1);
		else
			unsetenv("PERFGEN_CPU");
		return _cmocka_run_group_tests(scenarios[i].name, scenarios[i].tests,
					       scenarios[i].n, NULL, NULL);
	}
	fprintf(stderr, "usage: test-pmus SCENARIO; scenarios:");
	for (size_t i = 0; i < sizeof(scenarios) / sizeof(*scenarios); i++)
		fprintf(stderr, " %s", scenarios[i].name);
	fprintf(stderr, "\n");
	return 2;
}
