// SPDX-License-Identifier: MIT
/*
 * What a CPU's table row can count on this machine: the architectural
 * events CPUID leaf 0AH marks absent (Intel fallback), the arm64 common
 * events the core PMU does not list in sysfs events/ (PMCEID0/1_EL0), and
 * the availability a row reports (exact, approx, architectural, refused).
 */
#include <stdbool.h>
#include <stdint.h>

#include "cpu.h"
#include "tables.h"

const char *pg_cpu_arch_absent(const struct pg_cpu *cpu, unsigned int bit)
{
	static const char *const absent[8] = {
		"CPUID leaf 0AH EBX bit 0 marks the architectural cycles event absent on this CPU (the kernel maps no generic cycles event either)",
		"CPUID leaf 0AH EBX bit 1 marks the architectural instructions-retired event absent on this CPU (the kernel maps no generic instructions event either)",
		"CPUID leaf 0AH EBX bit 2 marks the architectural reference-cycles event absent on this CPU",
		"CPUID leaf 0AH EBX bit 3 marks the architectural LLC-reference event absent on this CPU (the kernel maps no generic cache-references event either)",
		"CPUID leaf 0AH EBX bit 4 marks the architectural LLC-miss event absent on this CPU (the kernel maps no generic cache-misses event either)",
		"CPUID leaf 0AH EBX bit 5 marks the architectural branch-instructions-retired event absent on this CPU (the kernel maps no generic branches event either)",
		"CPUID leaf 0AH EBX bit 6 marks the architectural branch-misses-retired event absent on this CPU (the kernel maps no generic branch-misses event either)",
		"CPUID leaf 0AH enumerates no fixed counter 2 (architectural performance monitoring version 1, fewer than 3 fixed counters under a hypervisor, or ECX bit 2 clear from version 5), which the kernel's generic ref-cycles counts on",
	};

	if (cpu->vendor == PG_VENDOR_ARM) {
		static const char *const arm_absent[2] = {
			"the core PMU does not list cpu_cycles in sysfs events/: PMCEID0_EL0 "
			"says this CPU does not implement CPU_CYCLES (0x11), so the kernel's "
			"generic cycles event maps to nothing",
			"the core PMU does not list inst_retired in sysfs events/: PMCEID0_EL0 "
			"says this CPU does not implement INST_RETIRED (0x08), so the kernel's "
			"generic instructions event maps to nothing",
		};

		if (cpu->arm_hetero)
			return PG_ARM_HETERO_WHY;
		if (cpu->arch_state == PG_ARCH_NONE)
			return "no arm64 core PMU (armv8_*, armv9_*) is in /sys/bus/event_source/"
			       "devices: the kernel drives no PMU on this CPU (a guest without "
			       "a virtual PMU, or firmware that describes none)";
		if (cpu->arch_state == PG_ARCH_READ && bit < 2 && (cpu->arch_absent >> bit & 1))
			return arm_absent[bit];
		return NULL;
	}
	switch (cpu->arch_state) {
	case PG_ARCH_NONE:
		return "this CPU reports no architectural performance monitoring (CPUID leaf "
		       "0AH version 0) and has no model table, so Linux registers no PMU for it";
	case PG_ARCH_SHORT:
		return "CPUID leaf 0AH enumerates fewer than the 7 architectural events "
		       "(EAX[31:24] < 7), so Linux registers no PMU for this CPU";
	case PG_ARCH_READ:
		return bit < 8 && (cpu->arch_absent >> bit & 1) ? absent[bit] : NULL;
	default:
		return NULL;
	}
}

/* An arm64 common event this machine's core PMU does not list? */
static bool arm_unlisted(const struct pg_cpu *cpu, uint64_t config)
{
	if (!pg_arm_common_event(config))
		return false;
	return !(cpu->arm_common[config >> 14 & 1] >> (config & 0x3f) & 1);
}

/* A raw row's (or sum part's) config i. */
static int row_has_parts(const struct pg_row *row)
{
	return row->type == PG_ROW_SUM || row->type == PG_ROW_WEIGHTED;
}

static uint64_t row_config(const struct pg_row *row, unsigned int i)
{
	return row_has_parts(row) ? pg_parts[row->first_part + i].config : row->config;
}

/* The raw encodings a row opens: one, or each part of a sum, weighted sum or difference. */
static unsigned int row_configs(const struct pg_row *row)
{
	if (row_has_parts(row))
		return row->nr_parts;
	return row->type == PG_ROW_RAW;
}

/*
 * A common event some row of cpu's own table counts with that the core
 * PMU does not list, or UINT64_MAX: then the PMU is not the core's
 * (QEMU's emulation, a hypervisor's), and its IMPLEMENTATION DEFINED
 * events, which PMCEID does not enumerate, cannot be trusted to count.
 */
static uint64_t arm_core_event_missing(const struct pg_cpu *cpu)
{
	for (unsigned int p = 0; p < cpu->uarch->nr_pmus; p++) {
		const struct pg_row *rows = pg_uarch_rows(cpu->uarch, p);

		for (unsigned int c = 0; c < pg_nr_concepts; c++)
			for (unsigned int i = 0; i < row_configs(&rows[c]); i++)
				if (arm_unlisted(cpu, row_config(&rows[c], i)))
					return row_config(&rows[c], i);
	}
	return UINT64_MAX;
}

const char *pg_cpu_row_absent(const struct pg_cpu *cpu, const struct pg_row *row,
			      uint64_t *event)
{
	uint64_t missing;

	*event = 0;
	if (row->arch_bit)
		return pg_cpu_arch_absent(cpu, row->arch_bit - 1u);
	if (cpu->vendor != PG_VENDOR_ARM || !row_configs(row))
		return NULL;
	if (cpu->arm_hetero)
		return PG_ARM_HETERO_WHY;
	if (cpu->arch_state == PG_ARCH_NONE)
		return pg_cpu_arch_absent(cpu, 0);
	if (cpu->arch_state != PG_ARCH_READ)
		return NULL;	/* a named CPU: as its table says */
	for (unsigned int i = 0; i < row_configs(row); i++) {
		if (arm_unlisted(cpu, row_config(row, i))) {
			*event = row_config(row, i);
			return "the core PMU does not list this architected common event in sysfs "
			       "events/: PMCEID0/1_EL0 say this CPU does not implement it (an "
			       "emulated or virtual PMU implements only some), so it would count "
			       "nothing";
		}
	}
	for (unsigned int i = 0; i < row_configs(row); i++) {
		if (pg_arm_common_event(row_config(row, i)) || cpu->arch)
			continue;
		missing = arm_core_event_missing(cpu);
		if (missing != UINT64_MAX) {
			*event = row_config(row, i);
			return "an IMPLEMENTATION DEFINED event, which PMCEID does not enumerate, on "
			       "a core PMU that lacks common events this core implements (its "
			       "table's, not listed in sysfs events/): not the core's own PMU but an "
			       "emulated or virtual one, where this event would count nothing";
		}
	}
	return NULL;
}

int pg_row_avail(const struct pg_cpu *cpu, const struct pg_row *row, const char **note)
{
	const char *absent;
	uint64_t event;

	*note = "";
	if (row->type == PG_ROW_UNSUPPORTED) {
		*note = pg_str(row->unsupported);
		return PERFGEN_AVAIL_UNSUPPORTED;
	}
	absent = pg_cpu_row_absent(cpu, row, &event);
	if (absent) {
		*note = absent;
		return PERFGEN_AVAIL_UNSUPPORTED;
	}
	if (!row->exact) {
		*note = pg_str(row->approx);
		return PERFGEN_AVAIL_APPROX;
	}
	if (cpu->arch) {
		/* Why this CPU has only its vendor's common events: its map line, or none. */
		*note = cpu->map ? pg_str(cpu->map->source) : pg_str(cpu->uarch->description);
		return PERFGEN_AVAIL_ARCHITECTURAL;
	}
	return PERFGEN_AVAIL_EXACT;
}
