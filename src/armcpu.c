// SPDX-License-Identifier: MIT
/*
 * An arm64 machine's identity from sysfs (armcpu.h): MIDR_EL1 of the CPUs,
 * the core PMU of a CPU and what its events/ lists, and on big.LITTLE the
 * CPU of each core PMU slot.  Read through the seam, once, by host.c.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "armcpu.h"
#include "cpulist.h"
#include "pmu.h"
#include "sys.h"

/* The sysfs MIDR of the first CPU of mask that has one: 0, or -ENOENT. */
static int read_midr_of(const uint64_t *mask, uint32_t *midr, int *from)
{
	char path[80], buf[32], *end;
	uint64_t v;
	int cpu = -1;

	while ((cpu = pg_cpulist_next(mask, cpu)) >= 0) {
		snprintf(path, sizeof(path),
			 "/sys/devices/system/cpu/cpu%d/regs/identification/midr_el1", cpu);
		if (pg_sys_read_file(path, buf, sizeof(buf)))
			continue;
		v = strtoull(buf, &end, 16);
		while (*end == '\n' || *end == ' ')
			end++;
		if (end != buf && !*end && !(v >> 32)) {
			*midr = (uint32_t)v;
			*from = cpu;
			return 0;
		}
	}
	return -ENOENT;
}

int pg_arm_midr(uint32_t *midr, int *from)
{
	uint64_t online[PG_CPUS_MAX / 64] = { 0 }, v;

	if (pg_cpus_online(online) <= 0)
		online[0] = 1;	/* no list: cpu0, which Linux never takes offline first */
	if (!read_midr_of(online, midr, from))
		return 0;
	if (!pg_sys_midr(&v)) {
		*midr = (uint32_t)v;
		*from = -1;
		return 0;
	}
	return -ENOENT;
}

#define PMU_DIR "/sys/bus/event_source/devices"

/*
 * The arm64 core PMU of CPU `cpu` (-1: any): the first armv8_* or armv9_*
 * PMU (the kernel's arm_pmu names: armv8_pmuv3, armv8_pmuv3_0 under ACPI,
 * armv8_cortex_a53, ...) whose cpus list has it.  0 or -ENOENT.
 */
int pg_arm_core_pmu(int cpu, char *name, size_t sz)
{
	static const char *const prefixes[] = { "armv8_", "armv9_" };
	uint64_t mask[PG_CPUS_MAX / 64];
	char path[160], after[64];

	for (size_t i = 0; i < sizeof(prefixes) / sizeof(prefixes[0]); i++) {
		after[0] = '\0';
		while (!pg_sys_dir_next(PMU_DIR, prefixes[i], after, name, sz)) {
			snprintf(after, sizeof(after), "%s", name);
			snprintf(path, sizeof(path), PMU_DIR "/%s/cpus", name);
			if (cpu < 0 || pg_cpulist_read(path, mask) <= 0 ||
			    (cpu < PG_CPUS_MAX && mask[cpu / 64] >> (cpu % 64) & 1))
				return 0;
		}
	}
	return -ENOENT;
}

/*
 * The architected common events core PMU `pmu` lists in sysfs events/: the
 * kernel shows there only what PMCEID0/1_EL0 say the CPU implements
 * (drivers/perf/arm_pmuv3.c armv8pmu_event_attr_is_visible), each file
 * "event=0x0011".  Into cpu->arm_common (every table row's common events
 * are checked against it) and, for the fallback's generic rows, the
 * arch_absent bits of data/gen.py ARM_ARCH_BITS.
 */
static void read_pmu_events(struct pg_cpu *cpu, const char *pmu)
{
	static const uint64_t arch_events[] = { 0x11, 0x08 };	/* CPU_CYCLES, INST_RETIRED */
	char dir[160], path[256], name[64], after[64] = "", buf[64];

	cpu->arch_state = PG_ARCH_READ;
	snprintf(dir, sizeof(dir), PMU_DIR "/%.64s/events", pmu);
	while (!pg_sys_dir_next(dir, "", after, name, sizeof(name))) {
		char *end;
		unsigned long long ev;

		snprintf(after, sizeof(after), "%s", name);
		snprintf(path, sizeof(path), "%s/%s", dir, name);
		if (pg_sys_read_file(path, buf, sizeof(buf)) || strncmp(buf, "event=0x", 8))
			continue;
		errno = 0;
		ev = strtoull(buf + 8, &end, 16);
		if (errno || end == buf + 8 || (*end && *end != '\n') || !pg_arm_common_event(ev))
			continue;
		cpu->arm_common[ev >> 14 & 1] |= 1ULL << (ev & 0x3f);
	}
	for (unsigned int i = 0; i < sizeof(arch_events) / sizeof(arch_events[0]); i++)
		if (!(cpu->arm_common[0] >> arch_events[i] & 1))
			cpu->arch_absent |= (uint8_t)(1u << i);
}

static void read_arm_events(struct pg_cpu *cpu, int from)
{
	char pmu[64];

	if (pg_arm_core_pmu(from, pmu, sizeof(pmu))) {
		cpu->arch_state = PG_ARCH_NONE;
		return;
	}
	read_pmu_events(cpu, pmu);
}

/*
 * The CPU of arm slot i: the MIDR of the first CPU its sysfs cpus list
 * has, looked up in the tables on its own (a Cortex-A53 PMU gets the
 * A53's table, an A72 one the A72's), with its own events/.  A failure
 * names the PMU: events are then refused on every core PMU, not counted
 * on the others only.
 */
static void slot_detect(struct pg_arm_slot *s, int pmu)
{
	const char *name = pg_pmu_name(pmu);
	uint64_t mask[PG_CPUS_MAX / 64];
	uint32_t midr;
	int from;

	memset(s, 0, sizeof(*s));
	/* What it lists, known or not what its cores are (the machine's too). */
	read_pmu_events(&s->cpu, name);
	if (!pg_pmu_arm_listed(pmu)) {
		s->err = -EOPNOTSUPP;
		s->reason = PERFGEN_ERR_NO_PMU;
		snprintf(s->msg, sizeof(s->msg), "the core PMU %s lists no CPUs in sysfs "
			 "(%s/%s/cpus missing or malformed): which cores it counts, and what "
			 "they are, is not known", name, PMU_DIR, name);
		return;
	}
	pg_pmu_cpus(pmu, mask);
	if (read_midr_of(mask, &midr, &from)) {
		s->err = -EOPNOTSUPP;
		s->reason = PERFGEN_ERR_UNKNOWN_CPU;
		snprintf(s->msg, sizeof(s->msg), "no CPU of the core PMU %s has a MIDR_EL1 in "
			 "sysfs (/sys/devices/system/cpu/cpuN/regs/identification/midr_el1): "
			 "its cores cannot be identified", name);
		return;
	}
	pg_cpu_from_midr(midr, &s->cpu);
	s->err = pg_cpu_lookup(&s->cpu);
	if (s->err) {
		snprintf(s->msg, sizeof(s->msg), "the core PMU %s (cpu%d): %s", name, from,
			 perfgen_errmsg());
		s->reason = pg_err_last_reason();
		return;
	}
	read_pmu_events(&s->cpu, name);	/* pg_cpu_from_midr() cleared it */
}

/*
 * An arm64 machine's core PMUs: one (or none) is the machine's CPU as
 * read; several each get theirs (slot_detect()).  More than the slots
 * are refused (arm_hetero), never counted on some of them only.
 */
void pg_arm_detect(struct pg_cpu *cpu, int from, struct pg_arm_slot *slots)
{
	int n = pg_pmu_arm_count();

	if (n > PG_PMU_ARM_MAX) {
		cpu->arm_hetero = 1;
		return;
	}
	if (n < 2) {
		read_arm_events(cpu, from);
		return;
	}
	/*
	 * The machine's own CPU (what perfgen_concept_get() describes): an
	 * event one core PMU does not list is absent for the whole machine.
	 */
	cpu->arch_state = PG_ARCH_READ;
	cpu->arm_common[0] = cpu->arm_common[1] = ~0ULL;
	for (int i = 0; i < n; i++) {
		slot_detect(&slots[i], PG_PMU_ARM + i);
		cpu->arch_absent |= slots[i].cpu.arch_absent;
		cpu->arm_common[0] &= slots[i].cpu.arm_common[0];
		cpu->arm_common[1] &= slots[i].cpu.arm_common[1];
	}
}
