// SPDX-License-Identifier: MIT
/* This machine's core PMUs in sysfs (pmu.h). */
#include <errno.h>
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <string.h>

#include "cpu.h"
#include "cpulist.h"
#include "pmu.h"
#include "sys.h"
#include "table.h"

#define PMU_DIR "/sys/bus/event_source/devices/"

static int read_type(const char *name)
{
	char path[160], buf[32];
	int type = 0;

	snprintf(path, sizeof(path), PMU_DIR "%.64s/type", name);
	if (pg_sys_read_file(path, buf, sizeof(buf)))
		return -1;
	if (sscanf(buf, "%d", &type) != 1 || type <= 0)
		return -1;
	return type;
}

static pthread_once_t types_once PG_HOT_DATA = PTHREAD_ONCE_INIT;
static int types[PG_PMU_SLOTS] PG_HOT_DATA;
static unsigned int host_mask PG_HOT_DATA;	/* bit per named PMU whose type sysfs gives */
static unsigned int no_offcore_mask PG_HOT_DATA;	/* bit per PMU whose format/ lacks offcore_rsp */

/*
 * arm64: the kernel's armv8_* and armv9_* core PMUs (its arm_pmu names),
 * in name order; slots PG_PMU_ARM + i when there are two or more.
 */
static char arm_names[PG_PMU_ARM_MAX][64];
static int arm_found PG_HOT_DATA;		/* how many the kernel registered */
static unsigned int arm_mask PG_HOT_DATA;	/* their slots; 0: fewer than two, or too many */
static uint64_t arm_cpus[PG_PMU_ARM_MAX][PG_CPUS_MAX / 64];
static bool arm_cpus_listed[PG_PMU_ARM_MAX];

static void read_arm(void)
{
	static const char *const prefixes[] = { "armv8_", "armv9_" };
	char name[64], after[64];

	for (size_t p = 0; p < sizeof(prefixes) / sizeof(prefixes[0]); p++) {
		after[0] = '\0';
		while (!pg_sys_dir_next("/sys/bus/event_source/devices", prefixes[p], after, name,
					 sizeof(name))) {
			snprintf(after, sizeof(after), "%s", name);
			if (arm_found < PG_PMU_ARM_MAX)
				memcpy(arm_names[arm_found], name, sizeof(name));
			arm_found++;
		}
	}
	/*
	 * One PMU stays 'cpu' (as today); more than the slots are refused
	 * (host.c), never counted on some of them only.
	 */
	if (arm_found < 2 || arm_found > PG_PMU_ARM_MAX)
		return;
	for (int i = 0; i < arm_found; i++) {
		char path[160];

		/* Every slot, its type readable or not: resolve refuses one without. */
		arm_mask |= 1u << (PG_PMU_ARM + i);
		types[PG_PMU_ARM + i] = read_type(arm_names[i]);
		snprintf(path, sizeof(path), PMU_DIR "%.64s/cpus", arm_names[i]);
		arm_cpus_listed[i] = pg_cpulist_read(path, arm_cpus[i]) > 0;
		if (!arm_cpus_listed[i])
			memset(arm_cpus[i], 0xff, sizeof(arm_cpus[i]));
	}
}

/*
 * Does PMU pmu's sysfs format/ directory exist without an offcore_rsp
 * entry?  The kernel lists offcore_rsp there only for the models whose
 * intel_pmu_init() case installs an offcore extra register (extra_attr:
 * nhm_format_attr, slm_format_attr, cmt_format_attr, the hybrid
 * extra_attr lists; Linux 6.12 arch/x86/events/intel/core.c); the
 * default case lists none, and then config1 reaches no register.
 */
static bool lacks_offcore_rsp(int pmu)
{
	char path[128], buf[64], name[64];

	snprintf(path, sizeof(path), PMU_DIR "%s/format/offcore_rsp", pg_pmu_name(pmu));
	if (!pg_sys_read_file(path, buf, sizeof(buf)))
		return false;
	snprintf(path, sizeof(path), PMU_DIR "%s/format", pg_pmu_name(pmu));
	/* No format/ at all: nothing to go by (not a kernel's sysfs). */
	return !pg_sys_dir_next(path, "", "", name, sizeof(name));
}

static void read_types(void)
{
	for (int i = 0; i < PG_PMU_NR; i++) {
		types[i] = read_type(pg_pmu_names[i]);
		if (types[i] > 0)
			host_mask |= 1u << i;
		if (types[i] > 0 && lacks_offcore_rsp(i))
			no_offcore_mask |= 1u << i;
	}
	read_arm();
}

bool pg_pmu_no_offcore(int pmu)
{
	if (pmu < 0 || pmu >= PG_PMU_NR)
		return false;
	pthread_once(&types_once, read_types);
	return no_offcore_mask >> pmu & 1;
}

int pg_pmu_type(int pmu)
{
	if (pmu < 0 || pmu >= PG_PMU_SLOTS)
		return -1;
	pthread_once(&types_once, read_types);
	return types[pmu];
}

void pg_pmu_cpus(int pmu, uint64_t *mask)
{
	char path[160];

	if (pmu >= PG_PMU_ARM && pmu < PG_PMU_SLOTS) {
		/* Read once with the slots: a slot's CPUs are its identity's too. */
		pthread_once(&types_once, read_types);
		memcpy(mask, arm_cpus[pmu - PG_PMU_ARM], sizeof(arm_cpus[0]));
		return;
	}
	snprintf(path, sizeof(path), PMU_DIR "%.64s/cpus", pg_pmu_name(pmu));
	if (pg_cpulist_read(path, mask) <= 0)
		memset(mask, 0xff, PG_CPUS_MAX / 8);
}

const char *pg_pmu_name(int pmu)
{
	if (pmu >= PG_PMU_ARM)
		return pg_pmu_arm_name(pmu);	/* the kernel's, read at run time */
	return pmu >= 0 ? pg_pmu_names[pmu] : "?";
}

int pg_pmu_arm_count(void)
{
	pthread_once(&types_once, read_types);
	return arm_found;
}

const char *pg_pmu_arm_name(int pmu)
{
	if (pmu < PG_PMU_ARM || pmu >= PG_PMU_SLOTS)
		return "?";
	pthread_once(&types_once, read_types);
	return arm_mask >> pmu & 1 ? arm_names[pmu - PG_PMU_ARM] : "?";
}

int pg_pmu_arm_find(const char *name, size_t len)
{
	pthread_once(&types_once, read_types);
	for (int i = 0; arm_mask && i < arm_found; i++)
		if (strlen(arm_names[i]) == len && !memcmp(arm_names[i], name, len))
			return PG_PMU_ARM + i;
	return -1;
}

bool pg_pmu_arm_listed(int pmu)
{
	if (pmu < PG_PMU_ARM || pmu >= PG_PMU_SLOTS)
		return false;
	pthread_once(&types_once, read_types);
	return arm_cpus_listed[pmu - PG_PMU_ARM];
}

int pg_pmu_arm_here(unsigned int layout)
{
	int cpu = sched_getcpu();

	for (int i = 0; cpu >= 0 && cpu < PG_CPUS_MAX && i < PG_PMU_ARM_MAX; i++)
		if (layout >> (PG_PMU_ARM + i) & 1 && arm_cpus_listed[i] &&
		    arm_cpus[i][cpu / 64] >> (cpu % 64) & 1)
			return PG_PMU_ARM + i;
	return __builtin_ctz(layout);
}

bool pg_pmu_any(void)
{
	/* Read afresh: this explains a failure, and sysfs is the witness. */
	char name[64];

	for (int i = 0; i < PG_PMU_NR; i++)
		if (read_type(pg_pmu_names[i]) > 0)
			return true;
	/* arm64: the kernel's arm_pmu names (armv8_pmuv3, armv8_cortex_a53, ...). */
	return !pg_sys_dir_next("/sys/bus/event_source/devices", "armv8_", "", name, sizeof(name)) ||
	       !pg_sys_dir_next("/sys/bus/event_source/devices", "armv9_", "", name, sizeof(name));
}

int pg_pmu_type_named(const char *name, size_t len)
{
	char path[160], buf[32];
	int type = 0;

	if (len > 64 || memchr(name, '/', len))
		return -1;
	snprintf(path, sizeof(path), PMU_DIR "%.*s/type", (int)len, name);
	if (pg_sys_read_file(path, buf, sizeof(buf)))
		return -1;
	if (sscanf(buf, "%d", &type) != 1 || type <= 0)
		return -1;
	return type;
}

int pg_pmu_alias(const char *name, size_t len, const char *alias, size_t alen, char *buf,
		 size_t sz)
{
	char path[256];

	if (len > 64 || alen > 64 || memchr(name, '/', len) || memchr(alias, '/', alen) ||
	    (alen && alias[0] == '.'))
		return -ENOENT;
	snprintf(path, sizeof(path), PMU_DIR "%.*s/events/%.*s", (int)len, name, (int)alen, alias);
	return pg_sys_read_file(path, buf, sz) ? -ENOENT : 0;
}

unsigned int pg_pmu_layout(const struct pg_cpu *cpu, bool host)
{
	unsigned int m = 0;

	if (host) {
		pthread_once(&types_once, read_types);
		m = host_mask;
		/* arm64 big.LITTLE: every armv8_*, armv9_* core PMU of the kernel. */
		if (cpu->vendor == PG_VENDOR_ARM && arm_mask)
			return arm_mask;
	}
	/*
	 * A hybrid kernel registers cpu_core/cpu_atom/cpu_lowpower and no
	 * 'cpu'; whichever it registered are the core PMUs, so that every
	 * core type counts, whatever the table was written for (6.12 drives
	 * Arrow Lake-H with one 'cpu' PMU, later kernels with three).
	 */
	if (m & ~(1u << PG_PMU_CPU))
		return m & ~(1u << PG_PMU_CPU);
	if (m)
		return 1u << PG_PMU_CPU;
	if (!pg_cpu_hybrid(cpu))
		return 1u << PG_PMU_CPU;
	/* The table's: cpu_core + cpu_atom (+ cpu_lowpower, Arrow Lake-H). */
	for (unsigned int i = 0; i < cpu->uarch->nr_pmus; i++)
		m |= 1u << cpu->uarch->pmus[i].pmu;
	return m;
}

const char *pg_pmu_layout_names(unsigned int layout, char *buf, size_t sz)
{
	size_t len = 0;

	buf[0] = '\0';
	for (int i = 0; i < PG_PMU_SLOTS; i++)
		if (layout >> i & 1 && len < sz)
			len += (size_t)snprintf(buf + len, sz - len, "%s%s", len ? ", " : "",
						pg_pmu_name(i));
	return buf;
}
