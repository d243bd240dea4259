// SPDX-License-Identifier: MIT
/*
 * This machine's CPU, staged through the seam: CPUID leaves and sysfs of
 * the fake machine (mock-sys.c).  The host is detected once per process,
 * so each scenario runs in its own process: `test-hostcpu NAME` (meson
 * runs every name of the table).  Covers the vendors' fallback tables on
 * the host path (which architectural events CPUID leaf 0AH leaves
 * present), hybrid model numbers with and without the hybrid bit, and
 * which CPUID instructions each path executes (its budget: one on the
 * common path, none for a named CPU).
 */
/* This test exercises the deprecated perfgen_event and perfgen_group. */
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

#include "cpu.h"
#include "host.h"
#include "mock-sys.h"

/* CPUID.1:EAX signatures (SDM Vol.2A leaf 01H; AMD: family = 0xF + ext). */
#define SIG_INTEL_6_FF 0x000f06f1u	/* GenuineIntel-6-FF-1: in no table */
#define SIG_NEHALEM_EP 0x000106a5u	/* GenuineIntel-6-1A-5 */
#define SIG_ADL_S 0x00090672u		/* GenuineIntel-6-97-2 */
#define SIG_AMD_30 0x00f00f11u		/* AuthenticAMD-30-1-1: in no table */
#define SIG_HYGON_25 0x00a00f01u	/* HygonGenuine-25-0-1: in no table */
/* Leaf 0AH EAX: version 5, 8 counters, 48 bits wide, EBX length 7. */
#define ARCH_V5 0x07300805u

static void resolves(const char *ev, uint32_t type, uint64_t config, int avail)
{
	PERFGEN_OPTS(perfgen_info, info);
	struct perf_event_attr a;
	int err = perfgen_resolve_info(ev, NULL, &a, &info);

	if (err)
		fail_msg("%s: %d %s", ev, err, perfgen_errmsg());
	if (a.type != type || a.config != config)
		fail_msg("%s: type %u config 0x%llx, want %u 0x%llx", ev, a.type,
			 (unsigned long long)a.config, type, (unsigned long long)config);
	if (info.avail != avail)
		fail_msg("%s: avail %d, want %d (%s)", ev, info.avail, avail, info.note);
}

static void refused(const char *ev, int want, const char *msg)
{
	struct perf_event_attr a;
	int err = perfgen_resolve(ev, NULL, &a);

	if (err != want)
		fail_msg("%s: %d, want %d (%s)", ev, err, want, perfgen_errmsg());
	if (!strstr(perfgen_errmsg(), msg))
		fail_msg("%s: message '%s' lacks '%s'", ev, perfgen_errmsg(), msg);
}

static void concept_avail(const char *name, int avail, const char *note)
{
	for (int i = 0; i < perfgen_concept_count(); i++) {
		PERFGEN_OPTS(perfgen_concept, c);

		assert_int_equal(perfgen_concept_get(i, NULL, &c), 0);
		if (strcmp(c.name, name))
			continue;
		if (c.avail != avail || !strstr(c.note, note))
			fail_msg("%s: avail %d note '%s', want %d '%s'", name, c.avail, c.note,
				 avail, note);
		return;
	}
	fail_msg("no concept %s", name);
}

static void identifies(const char *uarch, int hybrid, int architectural)
{
	PERFGEN_OPTS(perfgen_cpu, cpu);

	assert_int_equal(perfgen_cpu_identify(NULL, &cpu), 0);
	assert_string_equal(cpu.uarch, uarch);
	assert_int_equal(cpu.hybrid, hybrid);
	assert_int_equal(cpu.architectural, architectural);
	assert_int_equal(cpu.detected, 1);
}

/* ---- Intel without a model table: what leaf 0AH leaves present ---- */

static void stage_intel(uint32_t max_leaf, uint32_t eax_a, uint32_t ebx_a)
{
	mock_cpu("GenuineIntel", max_leaf, SIG_INTEL_6_FF, 0);
	mock_cpuid(0xa, eax_a, ebx_a, 0, 0);
}

static void intel_arch_all(void)
{
	stage_intel(0x20, ARCH_V5, 0);
	identifies("intel-arch-fallback", 0, 1);
	resolves("cycles", PERF_TYPE_HARDWARE, PERF_COUNT_HW_CPU_CYCLES, PERFGEN_AVAIL_ARCHITECTURAL);
	resolves("instructions", PERF_TYPE_HARDWARE, PERF_COUNT_HW_INSTRUCTIONS,
		 PERFGEN_AVAIL_ARCHITECTURAL);
	resolves("branches", PERF_TYPE_HARDWARE, PERF_COUNT_HW_BRANCH_INSTRUCTIONS,
		 PERFGEN_AVAIL_ARCHITECTURAL);
	resolves("branch-misses", PERF_TYPE_HARDWARE, PERF_COUNT_HW_BRANCH_MISSES,
		 PERFGEN_AVAIL_ARCHITECTURAL);
	resolves("cache-references", PERF_TYPE_HARDWARE, PERF_COUNT_HW_CACHE_REFERENCES,
		 PERFGEN_AVAIL_ARCHITECTURAL);
	resolves("cache-misses", PERF_TYPE_HARDWARE, PERF_COUNT_HW_CACHE_MISSES,
		 PERFGEN_AVAIL_ARCHITECTURAL);
	refused("dram-remote", -EOPNOTSUPP, "GenuineIntel-6-FF-1");
	refused("llc-load-misses", -EOPNOTSUPP, "How to add a CPU");
	refused("r1b7:20ff", -EINVAL, "no extra registers");
	concept_avail("cycles", PERFGEN_AVAIL_ARCHITECTURAL, "architectural");
	concept_avail("dram", PERFGEN_AVAIL_UNSUPPORTED, "model-specific");
	/*
	 * Executed: leaf 0 (the vendor) and leaf 0AH, which the fallback
	 * needs; leaf 1 is the C library's copy; no leaf 7 (not hybrid).
	 */
	assert_int_equal(mock_cpuid_count(0), 1);
	assert_int_equal(mock_cpuid_count(1), 0);
	assert_int_equal(mock_cpuid_count(0xa), 1);
	assert_int_equal(mock_cpuid_count(7), 0);
	assert_int_equal(mock.cpuid_calls, 2);
}

static void intel_arch_bits(void)
{
	/* EBX bit 0 (cycles) and bit 6 (branch misses retired) say absent. */
	stage_intel(0x20, ARCH_V5, 0x41);
	refused("cycles", -EOPNOTSUPP, "EBX bit 0");
	refused("branch-misses", -EOPNOTSUPP, "EBX bit 6");
	resolves("instructions", PERF_TYPE_HARDWARE, PERF_COUNT_HW_INSTRUCTIONS,
		 PERFGEN_AVAIL_ARCHITECTURAL);
	resolves("cache-misses", PERF_TYPE_HARDWARE, PERF_COUNT_HW_CACHE_MISSES,
		 PERFGEN_AVAIL_ARCHITECTURAL);
	concept_avail("branch-misses", PERFGEN_AVAIL_UNSUPPORTED, "EBX bit 6");
	concept_avail("branches", PERFGEN_AVAIL_ARCHITECTURAL, "");
}

static void intel_arch_v0(void)
{
	stage_intel(0x20, 0, 0);
	refused("cycles", -EOPNOTSUPP, "version 0");
	refused("instructions", -EOPNOTSUPP, "version 0");
	concept_avail("cycles", PERFGEN_AVAIL_UNSUPPORTED, "version 0");
	resolves("task-clock", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_TASK_CLOCK, PERFGEN_AVAIL_EXACT);
}

static void intel_arch_short(void)
{
	stage_intel(0x20, 0x05300805, 0);	/* EBX length 5 */
	refused("cycles", -EOPNOTSUPP, "fewer than the 7");
}

/*
 * ref-cycles counts on fixed counter 2, which leaf 0AH enumerates apart
 * from the EBX event bits: by the ECX bitmap from version 5, EDX[4:0]
 * before (Linux assumes 3 outside a hypervisor), none on version 1.
 */
static void intel_arch_fixed_ref(void)
{
	mock_cpu("GenuineIntel", 0x20, SIG_INTEL_6_FF, 0);
	mock_cpuid(0xa, ARCH_V5, 0, 0x7, 0);
	resolves("ref-cycles", PERF_TYPE_HARDWARE, PERF_COUNT_HW_REF_CPU_CYCLES,
		 PERFGEN_AVAIL_ARCHITECTURAL);
}

static void intel_arch_no_fixed_ref(void)
{
	mock_cpu("GenuineIntel", 0x20, SIG_INTEL_6_FF, 0);
	mock_cpuid(0xa, ARCH_V5, 0, 0x3, 3);	/* fixed counters 0 and 1 only */
	refused("ref-cycles", -EOPNOTSUPP, "no fixed counter 2");
	concept_avail("ref-cycles", PERFGEN_AVAIL_UNSUPPORTED, "fixed counter 2");
	resolves("cycles", PERF_TYPE_HARDWARE, PERF_COUNT_HW_CPU_CYCLES, PERFGEN_AVAIL_ARCHITECTURAL);
}

static void intel_arch_v1_ref(void)
{
	mock_cpu("GenuineIntel", 0x20, SIG_INTEL_6_FF, 0);
	mock_cpuid(0xa, 0x07280201, 0, 0, 0);	/* version 1: no fixed counters */
	refused("ref-cycles", -EOPNOTSUPP, "version 1");
	resolves("cycles", PERF_TYPE_HARDWARE, PERF_COUNT_HW_CPU_CYCLES, PERFGEN_AVAIL_ARCHITECTURAL);
}

static void intel_arch_v4_ref(void)
{
	/* Version 4, EDX[4:0] 0: Linux assumes 3 fixed counters on bare metal. */
	mock_cpu("GenuineIntel", 0x20, SIG_INTEL_6_FF, 0);
	mock_cpuid(0xa, 0x07300804, 0, 0, 0);
	resolves("ref-cycles", PERF_TYPE_HARDWARE, PERF_COUNT_HW_REF_CPU_CYCLES,
		 PERFGEN_AVAIL_ARCHITECTURAL);
}

static void intel_arch_v4_guest_ref(void)
{
	/* ... but under a hypervisor (leaf 1 ECX[31]) takes EDX[4:0] as it is. */
	mock_cpu("GenuineIntel", 0x20, SIG_INTEL_6_FF, 1u << 31);
	mock_cpuid(0xa, 0x07300804, 0, 0, 2);
	refused("ref-cycles", -EOPNOTSUPP, "under a hypervisor");
}

static void intel_arch_no_leaf_a(void)
{
	/* Leaf 0 says leaf 5 is the last: leaf 0AH must not be executed. */
	stage_intel(5, ARCH_V5, 0);
	refused("cycles", -EOPNOTSUPP, "version 0");
	assert_int_equal(mock_cpuid_count(0xa), 0);
}

/*
 * ---- the CPUID budget of each path ----
 * The common path executes one CPUID instruction (leaf 0, the vendor):
 * leaves 1 and 7 come from the C library's copy.  Each instruction is a VM
 * exit in a guest, a few microseconds of a process's first resolve.
 */

static void intel_known(void)
{
	mock_cpu("GenuineIntel", 0xb, SIG_NEHALEM_EP, 0);
	identifies("nehalem-ep", 0, 0);
	resolves("cycles", PERF_TYPE_HARDWARE, PERF_COUNT_HW_CPU_CYCLES, PERFGEN_AVAIL_EXACT);
	resolves("dram-remote", PERF_TYPE_RAW, 0x1b7, PERFGEN_AVAIL_EXACT);
	assert_int_equal(mock.cpuid_calls, 1);
	assert_int_equal(mock_cpuid_count(0), 1);
}

/* Without the C library's copies: leaf 1 (and 7 on hybrids) executed too. */
static void no_glibc_cache(void)
{
	mock.no_cpuid_cache = true;
	mock_cpu("GenuineIntel", 0x20, SIG_ADL_S, 0);
	mock_cpuid(7, 0, 0, 0, 1u << 15);
	mock_file("/sys/bus/event_source/devices/cpu_core/type", "8");
	identifies("alderlake", 1, 0);
	assert_int_equal(mock_cpuid_count(0), 1);
	assert_int_equal(mock_cpuid_count(1), 1);
	assert_int_equal(mock_cpuid_count(7), 1);
	assert_int_equal(mock.cpuid_calls, 3);
}

/*
 * A named CPU (PERFGEN_CPU): no CPUID at all, and resolving reads nothing
 * of this machine, not even the C library's copies (their first read costs
 * a lazy binding); the hypervisor bit is read when identify asks for it.
 */
static void named_cpu(void)
{
	PERFGEN_OPTS(perfgen_cpu, cpu);

	setenv("PERFGEN_CPU", "GenuineIntel-6-1A", 1);
	mock_cpu("GenuineIntel", 0x20, SIG_ADL_S, 1u << 31);	/* a guest, cached */
	resolves("dram-remote", PERF_TYPE_RAW, 0x1b7, PERFGEN_AVAIL_EXACT);
	resolves("task-clock", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_TASK_CLOCK, PERFGEN_AVAIL_EXACT);
	assert_int_equal(mock.cached_calls, 0);
	assert_int_equal(perfgen_cpu_identify(NULL, &cpu), 0);
	assert_string_equal(cpu.uarch, "nehalem-ep");
	assert_int_equal(cpu.hypervisor, 1);
	assert_int_equal(cpu.detected, 0);
	assert_int_equal(mock.cpuid_calls, 0);
}

/* ---- AMD and Hygon without a model table ---- */

static void amd_generic(void)
{
	mock_cpu("AuthenticAMD", 0x10, SIG_AMD_30, 0);
	identifies("amd-generic-fallback", 0, 1);
	resolves("cycles", PERF_TYPE_HARDWARE, PERF_COUNT_HW_CPU_CYCLES, PERFGEN_AVAIL_ARCHITECTURAL);
	/* Counted by the generic event, which may count unpredicted transfers too. */
	resolves("branch-misses", PERF_TYPE_HARDWARE, PERF_COUNT_HW_BRANCH_MISSES,
		 PERFGEN_AVAIL_APPROX);
	refused("cache-misses", -EOPNOTSUPP, "family to family");
	refused("dram", -EOPNOTSUPP, "AuthenticAMD-30-1-1");
	/* No Intel leaf is asked of an AMD CPU: leaf 0 only. */
	assert_int_equal(mock_cpuid_count(0xa), 0);
	assert_int_equal(mock.cpuid_calls, 1);
}

static void hygon_generic(void)
{
	mock_cpu("HygonGenuine", 0x10, SIG_HYGON_25, 0);
	identifies("amd-generic-fallback", 0, 1);
	resolves("instructions", PERF_TYPE_HARDWARE, PERF_COUNT_HW_INSTRUCTIONS,
		 PERFGEN_AVAIL_ARCHITECTURAL);
	refused("llc-loads", -EOPNOTSUPP, "HygonGenuine-25-0-1");
}

/* ---- a hybrid model number, with and without the hybrid bit ---- */

static void stage_adl(uint32_t edx7)
{
	mock_cpu("GenuineIntel", 0x20, SIG_ADL_S, 0);
	mock_cpuid(7, 0, 0, 0, edx7);
	mock_cpuid(0x1a, 0x40u << 24, 0, 0, 0);	/* a Core (big) core */
	mock_file("/sys/devices/system/cpu/online", "0-3");
}

static void adl_nonhybrid(void)
{
	struct perfgen_event *ev;
	PERFGEN_OPTS(perfgen_event_opts, o, .all_cpus = 1, .pid = -1);

	/* An Alder Lake part with P-cores only: one 'cpu' PMU. */
	stage_adl(0);
	mock_file("/sys/bus/event_source/devices/cpu/type", "4");
	mock.open_ret = 3;
	identifies("alderlake", 0, 0);
	resolves("cycles", PERF_TYPE_HARDWARE, PERF_COUNT_HW_CPU_CYCLES, PERFGEN_AVAIL_EXACT);
	/* The big-core rows (perf JSON alderlake OCR.DEMAND_DATA_RD.ANY_RESPONSE). */
	resolves("llc-loads", PERF_TYPE_RAW, 0x12a, PERFGEN_AVAIL_EXACT);
	refused("cpu_core/cycles/", -ENOENT, "one core type");
	refused("cpu_atom/llc-loads/", -ENOENT, "one core type");
	assert_int_equal(perfgen_event_open("cycles", &o, &ev), 0);
	assert_int_equal(perfgen_event_nr_fds(ev), 4);
	for (int i = 0; i < 4; i++) {
		assert_int_equal(mock.cpu[i], i);
		assert_int_equal(mock.attr[i].type, PERF_TYPE_HARDWARE);
		assert_int_equal(mock.attr[i].config, PERF_COUNT_HW_CPU_CYCLES);
	}
	perfgen_event_close(ev);
	/* Leaf 7 from the C library's copy; no core type asked (not hybrid). */
	assert_int_equal(mock_cpuid_count(7), 0);
	assert_int_equal(mock_cpuid_count(0x1a), 0);
	assert_int_equal(mock.cpuid_calls, 1);
}

static void adl_hybrid(void)
{
	struct perfgen_event *ev;
	PERFGEN_OPTS(perfgen_event_opts, o, .all_cpus = 1, .pid = -1);

	stage_adl(1u << 15);
	mock_file("/sys/bus/event_source/devices/cpu_core/type", "8");
	mock_file("/sys/bus/event_source/devices/cpu_atom/type", "9");
	mock_file("/sys/bus/event_source/devices/cpu_core/cpus", "0-1");
	mock_file("/sys/bus/event_source/devices/cpu_atom/cpus", "2-3");
	mock.open_ret = 3;
	identifies("alderlake", 1, 0);
	resolves("cycles", PERF_TYPE_HARDWARE, PERF_COUNT_HW_CPU_CYCLES | 8ULL << 32,
		 PERFGEN_AVAIL_EXACT);
	resolves("cpu_atom/cycles/", PERF_TYPE_HARDWARE, PERF_COUNT_HW_CPU_CYCLES | 9ULL << 32,
		 PERFGEN_AVAIL_EXACT);
	assert_int_equal(perfgen_event_open("cycles", &o, &ev), 0);
	assert_int_equal(perfgen_event_nr_fds(ev), 4);
	perfgen_event_close(ev);
}

/* ---- another CPU's encodings are not opened on this one ---- */

/*
 * perfgen_open_ext() of ev for cpuid: the fd, or err with msg in the
 * message; perfgen_cpu_check() decides the same without opening, with the
 * reason code.
 */
static void opens(const char *ev, const char *cpuid, int want, const char *msg)
{
	PERFGEN_OPTS(perfgen_open_opts, o, .cpuid = cpuid);
	PERFGEN_OPTS(perfgen_error, e);
	int calls = mock.open_calls, fd, check = perfgen_cpu_check(cpuid, ev);

	if (mock.open_calls != calls)
		fail_msg("perfgen_cpu_check(%s, %s) called perf_event_open", cpuid, ev);
	if (check != (want < 0 ? want : 0))
		fail_msg("perfgen_cpu_check(%s, %s): %d, want %d (%s)", cpuid, ev, check,
			 want < 0 ? want : 0, perfgen_errmsg());
	if (want == -EXDEV) {
		assert_int_equal(perfgen_errinfo(&e), 0);
		assert_int_equal(e.reason, PERFGEN_ERR_FOREIGN_CPU);
		assert_int_equal(e.err, -EXDEV);
		if (msg && !strstr(perfgen_errmsg(), msg))
			fail_msg("perfgen_cpu_check(%s, %s): message '%s' lacks '%s'", cpuid, ev,
				 perfgen_errmsg(), msg);
	}
	fd = perfgen_open_ext(ev, 0, -1, -1, 0, &o);

	if (fd != want)
		fail_msg("%s for %s: %d, want %d (%s)", ev, cpuid ? cpuid : "this machine", fd,
			 want, perfgen_errmsg());
	if (want < 0 && mock.open_calls != calls)
		fail_msg("%s for %s: refused, yet perf_event_open was called", ev, cpuid);
	if (msg && !strstr(perfgen_errmsg(), msg))
		fail_msg("%s for %s: message '%s' lacks '%s'", ev, cpuid, perfgen_errmsg(), msg);
}

/* This machine a Nehalem-EP (GenuineIntel-6-1A-5); CPUs named by the option. */
static void foreign_option(void)
{
	struct perfgen_event *h = NULL;
	PERFGEN_OPTS(perfgen_event_opts, eo, .cpuid = "AuthenticAMD-25-1");

	unsetenv("PERFGEN_ALLOW_FOREIGN_CPU");
	mock_cpu("GenuineIntel", 0xb, SIG_NEHALEM_EP, 0);
	mock.open_ret = 42;
	opens("dram-remote", NULL, 42, NULL);
	/* The same table: another stepping, the same model without one. */
	opens("dram-remote", "GenuineIntel-6-1A-5", 42, NULL);
	opens("dram-remote", "GenuineIntel-6-1A-2", 42, NULL);
	opens("dram-remote", "GenuineIntel-6-1A", 42, NULL);
	/* Another vendor, another model: what was named, by what, and this machine. */
	opens("cycles", "AuthenticAMD-25-1", -EXDEV,
	      "'cycles' encoded for AuthenticAMD-25-1 (zen3) named by the cpuid option on this "
	      "machine, GenuineIntel-6-1A-5 (nehalem-ep)");
	opens("dram-remote", "GenuineIntel-6-55-4", -EXDEV, "skylake-x");
	opens("dram-local", "GenuineIntel-6-1E", -EXDEV, "GenuineIntel-6-1E (nehalem)");
	opens("r1b7:20ff", "GenuineIntel-6-2C", -EXDEV, "westmere-ep-dp");
	opens("cpu/event=0x3c/", "AuthenticAMD-25-1", -EXDEV, "PERFGEN_ALLOW_FOREIGN_CPU=1");
	/* Software events are every CPU's. */
	opens("task-clock", "AuthenticAMD-25-1", 42, NULL);
	opens("page-faults:u", "GenuineIntel-6-55-4", 42, NULL);
	/* The handles take the same road. */
	assert_int_equal(perfgen_event_open("cycles", &eo, &h), -EXDEV);
	assert_null(h);
	assert_non_null(strstr(perfgen_errmsg(), "AuthenticAMD-25-1"));
	/* Allowed explicitly. */
	setenv("PERFGEN_ALLOW_FOREIGN_CPU", "1", 1);
	opens("cycles", "AuthenticAMD-25-1", 42, NULL);
	setenv("PERFGEN_ALLOW_FOREIGN_CPU", "yes", 1);	/* only "1" allows */
	opens("cycles", "AuthenticAMD-25-1", -EXDEV, NULL);
	unsetenv("PERFGEN_ALLOW_FOREIGN_CPU");
}

/* PERFGEN_CPU names another CPU than this one, a Nehalem-EP. */
static void foreign_env(void)
{
	unsetenv("PERFGEN_ALLOW_FOREIGN_CPU");
	setenv("PERFGEN_CPU", "GenuineIntel-6-55-4", 1);
	mock_cpu("GenuineIntel", 0xb, SIG_NEHALEM_EP, 0);
	mock.open_ret = 42;
	opens("dram-remote", NULL, -EXDEV, "'dram-remote' encoded for GenuineIntel-6-55-4 "
	      "(skylake-x) named by PERFGEN_CPU on this machine, GenuineIntel-6-1A-5 (nehalem-ep)");
	opens("task-clock", NULL, 42, NULL);
	/* The option naming this machine's table wins over PERFGEN_CPU. */
	opens("dram-remote", "GenuineIntel-6-1A", 42, NULL);
}

/* PERFGEN_CPU names this machine's own table. */
static void foreign_env_same(void)
{
	unsetenv("PERFGEN_ALLOW_FOREIGN_CPU");
	setenv("PERFGEN_CPU", "GenuineIntel-6-1A-2", 1);
	mock_cpu("GenuineIntel", 0xb, SIG_NEHALEM_EP, 0);
	mock.open_ret = 42;
	opens("dram-remote", NULL, 42, NULL);
	opens("dram-remote", "AuthenticAMD-25-1", -EXDEV, "named by the cpuid option");
}

/* Not x86 (no CPUID): no named CPU's encoding can be shown to be this machine's. */
static void foreign_no_cpuid(void)
{
	unsetenv("PERFGEN_ALLOW_FOREIGN_CPU");
	setenv("PERFGEN_CPU", "GenuineIntel-6-1A", 1);
	mock.no_cpuid = true;
	mock.open_ret = 42;
	opens("dram-remote", NULL, -EXDEV, "this machine's CPU cannot be identified");
	opens("task-clock", NULL, 42, NULL);
}

static void has_reason(int reason)
{
	PERFGEN_OPTS(perfgen_error, e);

	assert_int_equal(perfgen_errinfo(&e), 0);
	if (e.reason != reason)
		fail_msg("reason %d, want %d (%s)", e.reason, reason, perfgen_errmsg());
}

static void no_cpuid(void)
{
	PERFGEN_OPTS(perfgen_cpu, cpu);

	mock.no_cpuid = true;
	assert_int_equal(perfgen_cpu_identify(NULL, &cpu), -EOPNOTSUPP);
	refused("cycles", -EOPNOTSUPP, "PERFGEN_CPU");
	has_reason(PERFGEN_ERR_UNKNOWN_CPU);
	resolves("page-faults", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_PAGE_FAULTS, PERFGEN_AVAIL_EXACT);
}

#define ARM_PMU "/sys/bus/event_source/devices/armv8_pmuv3"
#define MIDR_OF(n) "/sys/devices/system/cpu/cpu" #n "/regs/identification/midr_el1"

/* The PMU QEMU's TCG emulates: what its sysfs events/ lists. */
static void qemu_pmu(const char *pmu, const char *cpus)
{
	static char paths[4][4][128];
	static int n;
	const char *files[] = { "type", "cpus", "events/cpu_cycles", "events/inst_retired" };
	const char *texts[] = { "8", cpus, "event=0x0011", "event=0x0008" };

	for (int i = 0; i < 4; i++) {
		snprintf(paths[n][i], sizeof(paths[n][i]), "/sys/bus/event_source/devices/%s/%s",
			 pmu, files[i]);
		mock_file(paths[n][i], texts[i]);
	}
	n = (n + 1) % 4;
}

/* pmu/terms/ of an arm64 core PMU: its own type and the PMUv3 event field. */
static void arm_raw(const char *ev, uint32_t type, uint64_t config, const char *perf)
{
	struct perf_event_attr a;
	char s[64];
	int err = perfgen_resolve(ev, NULL, &a);

	if (err)
		fail_msg("%s: %d %s", ev, err, perfgen_errmsg());
	if (a.type != type || a.config != config || a.config1)
		fail_msg("%s: type %u config 0x%llx config1 0x%llx, want %u 0x%llx 0", ev, a.type,
			 (unsigned long long)a.config, (unsigned long long)a.config1, type,
			 (unsigned long long)config);
	/* Written back as perf's raw form (no 'cpu' PMU on arm64). */
	a.type = PERF_TYPE_RAW;
	if (perfgen_format(&a, NULL, NULL, s, sizeof(s)) < 0 || strcmp(s, perf))
		fail_msg("%s: formatted '%s' (%s), want '%s'", ev, s, perfgen_errmsg(), perf);
}

/* An arm64 machine: no CPUID; sysfs's MIDR of the first online CPU, as perf. */
static void arm_sysfs(void)
{
	PERFGEN_OPTS(perfgen_cpu, cpu);

	mock.no_cpuid = true;
	qemu_pmu("armv8_pmuv3", "0-3");
	mock_file("/sys/devices/system/cpu/online", "1-3");
	/* cpu0 is offline: its file, were it read, would name another core. */
	mock_file("/sys/devices/system/cpu/cpu0/regs/identification/midr_el1",
		  "0x00000000410fd034");
	mock_file("/sys/devices/system/cpu/cpu1/regs/identification/midr_el1",
		  "0x00000000414fd4d1\n");	/* Cortex-A715 r4p1: no core table */
	mock.have_midr = true;
	mock.midr = 0x411fd070;		/* MRS is the fallback only */
	assert_int_equal(perfgen_cpu_identify(NULL, &cpu), 0);
	assert_string_equal(cpu.id, "0x00000000414fd4d1");
	assert_string_equal(cpu.vendor, "arm64");
	assert_int_equal(cpu.family, 0x41);
	assert_int_equal(cpu.model, 0xd4d);
	assert_int_equal(cpu.stepping, 1);
	assert_int_equal(cpu.detected, 1);
	assert_int_equal(mock.midr_calls, 0);
	/* No core table: the fallback's generic events, which the PMU lists. */
	assert_string_equal(cpu.uarch, "arm64-arch-fallback");
	assert_int_equal(cpu.architectural, 1);
	resolves("instructions", PERF_TYPE_HARDWARE, PERF_COUNT_HW_INSTRUCTIONS,
		 PERFGEN_AVAIL_ARCHITECTURAL);
	resolves("cycles", PERF_TYPE_HARDWARE, PERF_COUNT_HW_CPU_CYCLES,
		 PERFGEN_AVAIL_ARCHITECTURAL);
	refused("branches", -EOPNOTSUPP, "BR_RETIRED (0x21) where the PMU implements it");
	refused("llc-load-misses", -EOPNOTSUPP, "has no table in libperfgen");
	resolves("page-faults", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_PAGE_FAULTS, PERFGEN_AVAIL_EXACT);
	/* Never worse than perf: the PMU form of the core PMU the kernel registers. */
	arm_raw("armv8_pmuv3/event=0x08/u", 8, 0x8, "r8:u");
	arm_raw("armv8_pmuv3/event=0x4008/", 8, 0x4008, "r4008");
	arm_raw("r11", PERF_TYPE_RAW, 0x11, "r11");
	/* The PMU's sysfs events by name, as perf reads them. */
	arm_raw("armv8_pmuv3/inst_retired/u", 8, 0x8, "r8:u");
	arm_raw("armv8_pmuv3/cpu_cycles/", 8, 0x11, "r11");
	refused("armv8_pmuv3/br_retired/", -ENOENT, "lists no event br_retired");
	refused("armv8_pmuv3/../type/", -EINVAL, "");
	{
		/* Another CPU named: this machine's sysfs says nothing of it. */
		struct perf_event_attr a;

		assert_int_equal(perfgen_resolve("armv8_pmuv3/inst_retired/", "0x410fd0c0", &a),
				 -EOPNOTSUPP);
		assert_non_null(strstr(perfgen_errmsg(), "name the event by its number"));
	}
	/* x86's terms and PMU name would count another event: refused. */
	refused("armv8_pmuv3/event=0x08,umask=0x1/", -EINVAL, "unknown term 'umask'");
	refused("armv8_pmuv3/event=0x10008/", -EINVAL, "");
	refused("cpu/event=0x08/", -ENOENT, "armv8_* or armv9_*");
	refused("armv8_cortex_a53/event=0x08/", -ENOENT, "no PMU armv8_cortex_a53");
}

/* A PMU whose PMCEID lacks INST_RETIRED: instructions refused, never opened to count 0. */
static void arm_pmceid(void)
{
	mock.no_cpuid = true;
	mock_file(MIDR_OF(0), "0x00000000000f0510");	/* QEMU's -cpu max: implementer 0 */
	mock_file(ARM_PMU "/type", "8");
	mock_file(ARM_PMU "/cpus", "0");
	mock_file(ARM_PMU "/events/cpu_cycles", "event=0x0011");
	resolves("cycles", PERF_TYPE_HARDWARE, PERF_COUNT_HW_CPU_CYCLES,
		 PERFGEN_AVAIL_ARCHITECTURAL);
	refused("instructions", -EOPNOTSUPP, "does not list inst_retired in sysfs events/");
	concept_avail("instructions", PERFGEN_AVAIL_UNSUPPORTED, "PMCEID0_EL0");
	concept_avail("cycles", PERFGEN_AVAIL_ARCHITECTURAL, "arm64 CPU without a core table");
}

/*
 * A core table's rows on a PMU that lists only some common events (QEMU's
 * neoverse-n1 lists cpu_cycles and inst_retired): an unlisted one is
 * refused with the PMCEID reason, never opened to count 0; so is an
 * IMPLEMENTATION DEFINED event (PMCEID does not enumerate them) on such a
 * PMU, which is not the core's own.
 */
static void arm_table_pmceid(void)
{
	mock.no_cpuid = true;
	mock_file(MIDR_OF(0), "0x00000000413fd0c1");	/* Neoverse N1 r3p1 */
	qemu_pmu("armv8_pmuv3", "0");
	resolves("cycles", PERF_TYPE_RAW, 0x11, PERFGEN_AVAIL_EXACT);
	resolves("instructions", PERF_TYPE_RAW, 0x08, PERFGEN_AVAIL_EXACT);
	refused("branches", -EOPNOTSUPP, "event 0x0021: the core PMU does not list this "
		"architected common event in sysfs events/");
	concept_avail("branches", PERFGEN_AVAIL_UNSUPPORTED, "PMCEID0/1_EL0");
	refused("cache-misses", -EOPNOTSUPP, "event 0x0017: the core PMU does not list");
	refused("llc-loads", -EOPNOTSUPP, "event 0x0050: an IMPLEMENTATION DEFINED event");
	concept_avail("llc-loads", PERFGEN_AVAIL_UNSUPPORTED, "not the core's own PMU");
	refused("dram", -EOPNOTSUPP, "cannot tell where data came from");
	/* A difference of two unlisted common events (L2D_CACHE - L2D_CACHE_REFILL). */
	refused("l2-hits", -EOPNOTSUPP, "event 0x0016: the core PMU does not list");
	concept_avail("l2-hits", PERFGEN_AVAIL_UNSUPPORTED, "PMCEID0/1_EL0");
}

/*
 * A64FX's weighted FLOP rows (IMPLEMENTATION DEFINED events 0x80c4-0x80c7)
 * on QEMU's -cpu a64fx PMU, which lists cpu_cycles and inst_retired only:
 * refused like a raw row of such events, never opened to count 0.
 */
static void arm_a64fx_pmceid(void)
{
	mock.no_cpuid = true;
	mock_file(MIDR_OF(0), "0x00000000461f0010");	/* QEMU's a64fx */
	qemu_pmu("armv8_pmuv3", "0");
	resolves("instructions", PERF_TYPE_RAW, 0x08, PERFGEN_AVAIL_EXACT);
	refused("fp-ops-dp", -EOPNOTSUPP, "event 0x80c6: an IMPLEMENTATION DEFINED event");
	concept_avail("fp-ops", PERFGEN_AVAIL_UNSUPPORTED, "not the core's own PMU");
	refused("loads", -EOPNOTSUPP, "event 0x0070: an IMPLEMENTATION DEFINED event");
	refused("stalled-cycles-issue", -EOPNOTSUPP, "event 0x0023: the core PMU does not list");
}

/*
 * The core's own PMU lists every common event its table uses: they count,
 * and so do its IMPLEMENTATION DEFINED ones (the host is read once per
 * process: a scenario of its own).
 */
static void arm_table_listed(void)
{
	static const char *const ev[][2] = {
		{ "br_retired", "event=0x0021\n" }, { "br_mis_pred_retired", "event=0x22" },
		{ "l2d_cache", "event=0x0016" }, { "l2d_cache_refill", "event=0x0017" },
		{ "l1i_cache_lmiss", "event=0x4006" }, { "unrelated", "config=0x1" },
		/* the common events of neoverse-n1's L1, TLB and stall rows */
		{ "l1d_cache_refill", "event=0x0003" }, { "l1i_cache_refill", "event=0x0001" },
		{ "itlb_walk", "event=0x0035" }, { "dtlb_walk", "event=0x0034" },
		{ "stall_frontend", "event=0x0023" },
		/* and of its write-back rows */
		{ "l1d_cache_wb", "event=0x0015" }, { "l2d_cache_wb", "event=0x0018" },
		{ "stall_backend", "event=0x0024" },
		/* and of its L1 lookup rows */
		{ "l1d_cache", "event=0x0004" }, { "l1i_cache", "event=0x0014" },
	};
	static char paths[16][96];

	mock.no_cpuid = true;
	mock_file(MIDR_OF(0), "0x00000000413fd0c1");
	qemu_pmu("armv8_pmuv3_0", "0");
	for (int i = 0; i < 16; i++) {
		snprintf(paths[i], sizeof(paths[i]), "/sys/bus/event_source/devices/armv8_pmuv3_0"
			 "/events/%s", ev[i][0]);
		mock_file(paths[i], ev[i][1]);
	}
	resolves("branches", PERF_TYPE_RAW, 0x21, PERFGEN_AVAIL_EXACT);
	resolves("branch-misses", PERF_TYPE_RAW, 0x22, PERFGEN_AVAIL_EXACT);
	resolves("cache-misses", PERF_TYPE_RAW, 0x17, PERFGEN_AVAIL_APPROX);
	resolves("llc-loads", PERF_TYPE_RAW, 0x50, PERFGEN_AVAIL_APPROX);
	resolves("llc-load-misses", PERF_TYPE_RAW, 0x52, PERFGEN_AVAIL_APPROX);
	resolves("l1d-load-misses", PERF_TYPE_RAW, 0x42, PERFGEN_AVAIL_APPROX);
	resolves("stalled-cycles-backend", PERF_TYPE_RAW, 0x24, PERFGEN_AVAIL_APPROX);
	resolves("l1i-references", PERF_TYPE_RAW, 0x14, PERFGEN_AVAIL_APPROX);
	resolves("dtlb-misses", PERF_TYPE_RAW, 0x34, PERFGEN_AVAIL_APPROX);
}

/*
 * User-space reads on arm64: a counter of one event on the calling thread
 * asks the core PMU for them (config1:1, format/rdpmc) and, refused,
 * opens the same event without; anything else never asks.
 */
static void arm_user_read(void)
{
	const char *ev[] = { "instructions" };
	int cpus[] = { 0 };
	struct perfgen_counter *c;

	mock.no_cpuid = true;
	mock_file(MIDR_OF(0), "0x00000000414fd0c1");
	qemu_pmu("armv8_pmuv3", "0");
	mock.open_ret = 42;
	{
		PERFGEN_OPTS(perfgen_counter_opts, o);

		assert_int_equal(perfgen_counter_open(ev, 1, &o, &c), 0);
		assert_int_equal(mock.open_calls, 1);
		assert_int_equal(mock.attr[0].type, PERF_TYPE_RAW);
		assert_int_equal(mock.attr[0].config, 0x08);	/* neoverse-n1: INST_RETIRED */
		assert_int_equal(mock.attr[0].config1, 2);
		perfgen_counter_close(c);
	}
	{
		/* A kernel that refuses the bit: the same event, without it. */
		PERFGEN_OPTS(perfgen_counter_opts, o);

		mock.open_calls = 0;
		mock.fail_at = 0;
		mock.fail_err = -EOPNOTSUPP;
		assert_int_equal(perfgen_counter_open(ev, 1, &o, &c), 0);
		assert_int_equal(mock.open_calls, 2);
		assert_int_equal(mock.attr[0].config1, 2);
		assert_int_equal(mock.attr[1].config1, 0);
		assert_int_equal(mock.attr[1].config, 0x08);
		perfgen_counter_close(c);
		mock.fail_at = -1;
	}
	{
		/* On a CPU of its own, or with no_rdpmc: never asked. */
		PERFGEN_OPTS(perfgen_counter_opts, o, .cpus = cpus, .nr_cpus = 1, .pid = -1);
		PERFGEN_OPTS(perfgen_counter_opts, n, .no_rdpmc = true);

		mock.open_calls = 0;
		assert_int_equal(perfgen_counter_open(ev, 1, &o, &c), 0);
		perfgen_counter_close(c);
		assert_int_equal(perfgen_counter_open(ev, 1, &n, &c), 0);
		perfgen_counter_close(c);
		assert_int_equal(mock.open_calls, 2);
		assert_int_equal(mock.attr[0].config1, 0);
		assert_int_equal(mock.attr[1].config1, 0);
	}
	{
		/* Software events have no such bit. */
		const char *sw[] = { "page-faults" };
		PERFGEN_OPTS(perfgen_counter_opts, o);

		mock.open_calls = 0;
		assert_int_equal(perfgen_counter_open(sw, 1, &o, &c), 0);
		perfgen_counter_close(c);
		assert_int_equal(mock.open_calls, 1);
		assert_int_equal(mock.attr[0].config1, 0);
	}
}

/* No core PMU at all (a guest without one): nothing hardware counts. */
static void arm_no_pmu(void)
{
	mock.no_cpuid = true;
	mock_file(MIDR_OF(0), "0x00000000410fd0c0");
	refused("cycles", -EOPNOTSUPP, "no arm64 core PMU (armv8_*, armv9_*)");
	refused("instructions", -EOPNOTSUPP, "no arm64 core PMU");
}

/*
 * big.LITTLE: an event that names no PMU would open on one PMU and count
 * only on its cores, so it is refused with the reason; each PMU named
 * counts on its own cores, by its own type.
 */
static void arm_big_little(void)
{
	mock.no_cpuid = true;
	mock_file("/sys/devices/system/cpu/online", "4-5");
	mock_file(MIDR_OF(4), "0x00000000410fd080");	/* Cortex-A72 */
	/* The LITTLE cores' PMU, sorting first, lists neither event... */
	mock_file("/sys/bus/event_source/devices/armv8_cortex_a53/type", "9");
	mock_file("/sys/bus/event_source/devices/armv8_cortex_a53/cpus", "0-3");
	/* ...the big cores', the one of cpu4, both. */
	qemu_pmu("armv8_cortex_a72", "4-5");
	/*
	 * Every core PMU counts, or the event is refused: the LITTLE cores
	 * are offline, so sysfs has no MIDR for them, and what they are is
	 * not known (test_pmus_arm.c counts on both).
	 */
	refused("instructions", -EOPNOTSUPP, "core PMU armv8_cortex_a53 has a MIDR_EL1");
	refused("cycles", -EOPNOTSUPP, "armv8_cortex_a53");
	refused("cpu-cycles", -EOPNOTSUPP, "armv8_cortex_a53");
	refused("r08", -EOPNOTSUPP, "armv8_cortex_a53");
	/* Absent from the machine's description: the A53 PMU lists neither event. */
	concept_avail("instructions", PERFGEN_AVAIL_UNSUPPORTED, "does not list this architected");
	resolves("page-faults", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_PAGE_FAULTS, PERFGEN_AVAIL_EXACT);
	/* Each PMU named counts on its own cores: its own type. */
	arm_raw("armv8_cortex_a53/event=0x11/", 9, 0x11, "r11");
	arm_raw("armv8_cortex_a72/event=0x11/", 8, 0x11, "r11");
}

/* No sysfs file (a kernel before 4.11): MRS, which the kernel emulates. */
static void arm_mrs(void)
{
	PERFGEN_OPTS(perfgen_cpu, cpu);

	mock.no_cpuid = true;
	mock.have_midr = true;
	mock.midr = 0x411fd070;
	assert_int_equal(perfgen_cpu_identify(NULL, &cpu), 0);
	assert_string_equal(cpu.id, "0x00000000411fd070");
	assert_int_equal(cpu.model, 0xd07);
	assert_int_equal(mock.midr_calls, 1);
}

/* A malformed PERFGEN_CPU: every call that needs it says so, as malformed. */
static void named_cpu_malformed(void)
{
	struct perf_event_attr a;

	setenv("PERFGEN_CPU", "GenuineIntel-6-1A-5-7", 1);
	mock_cpu("GenuineIntel", 0xb, SIG_NEHALEM_EP, 0);
	for (int i = 0; i < 2; i++) {	/* detected once, the reason kept with it */
		assert_int_equal(perfgen_resolve("cycles", NULL, &a), -EINVAL);
		assert_non_null(strstr(perfgen_errmsg(), "PERFGEN_CPU: malformed CPU id"));
		has_reason(PERFGEN_ERR_SYNTAX);
	}
}

static const struct {
	const char *name;
	void (*run)(void);
} scenarios[] = {
	{ "intel-arch-all", intel_arch_all },
	{ "intel-arch-bits", intel_arch_bits },
	{ "intel-arch-v0", intel_arch_v0 },
	{ "intel-arch-short", intel_arch_short },
	{ "intel-arch-no-leaf-a", intel_arch_no_leaf_a },
	{ "intel-arch-fixed-ref", intel_arch_fixed_ref },
	{ "intel-arch-no-fixed-ref", intel_arch_no_fixed_ref },
	{ "intel-arch-v1-ref", intel_arch_v1_ref },
	{ "intel-arch-v4-ref", intel_arch_v4_ref },
	{ "intel-arch-v4-guest-ref", intel_arch_v4_guest_ref },
	{ "intel-known", intel_known },
	{ "amd-generic", amd_generic },
	{ "hygon-generic", hygon_generic },
	{ "adl-nonhybrid", adl_nonhybrid },
	{ "adl-hybrid", adl_hybrid },
	{ "no-glibc-cache", no_glibc_cache },
	{ "named-cpu", named_cpu },
	{ "named-cpu-malformed", named_cpu_malformed },
	{ "no-cpuid", no_cpuid },
	{ "foreign-option", foreign_option },
	{ "foreign-env", foreign_env },
	{ "foreign-env-same", foreign_env_same },
	{ "foreign-no-cpuid", foreign_no_cpuid },
	{ "arm-sysfs", arm_sysfs },
	{ "arm-mrs", arm_mrs },
	{ "arm-pmceid", arm_pmceid },
	{ "arm-no-pmu", arm_no_pmu },
	{ "arm-user-read", arm_user_read },
	{ "arm-big-little", arm_big_little },
	{ "arm-table-pmceid", arm_table_pmceid },
	{ "arm-table-listed", arm_table_listed },
	{ "arm-a64fx-pmceid", arm_a64fx_pmceid },
};

static void (*chosen)(void);

static void run(void **state)
{
	(void)state;
	chosen();
}

int main(int argc, char **argv)
{
	const struct CMUnitTest tests[] = { cmocka_unit_test(run) };

	unsetenv("PERFGEN_CPU");
	mock_reset();
	for (size_t i = 0; argc == 2 && i < sizeof(scenarios) / sizeof(*scenarios); i++)
		if (!strcmp(argv[1], scenarios[i].name))
			chosen = scenarios[i].run;
	if (!chosen) {
		fprintf(stderr, "usage: test-hostcpu SCENARIO; scenarios:");
		for (size_t i = 0; i < sizeof(scenarios) / sizeof(*scenarios); i++)
			fprintf(stderr, " %s", scenarios[i].name);
		fprintf(stderr, "\n");
		return 2;
	}
	return cmocka_run_group_tests_name(argv[1], tests, NULL, NULL);
}
