/* SPDX-License-Identifier: MIT */
/* CPU identification (cpu.c, pure) and what a CPU can count. */
#ifndef PERFGEN_CPU_H
#define PERFGEN_CPU_H

#include <perfgen/perfgen.h>
#include <stdbool.h>
#include <stdint.h>

#include "error.h"
#include "tables.h"

/*
 * arch_absent bit 7: the CPU has no fixed counter 2, which the kernel's
 * generic ref-cycles (pseudo-encoding 0x0300) needs (data/gen.py
 * INTEL_ARCH_BITS).
 */
#define PG_ARCH_NO_FIXED_REF 7u

/* What CPUID leaf 0AH said about the architectural events (pg_cpu). */
enum pg_arch_state {
	PG_ARCH_ASSUMED = 0,	/* not read (a named CPU): all present */
	PG_ARCH_READ,		/* read on this machine: see arch_absent */
	PG_ARCH_NONE,		/* version 0: no architectural perfmon */
	PG_ARCH_SHORT,		/* fewer than 7 events enumerated (EAX[31:24]) */
};

struct pg_cpu {
	uint8_t vendor;		/* enum pg_vendor; PG_VENDOR_NR if unknown */
	uint16_t family;	/* arm64: the MIDR implementer */
	uint16_t model;		/* arm64: the MIDR part number (12 bits) */
	uint8_t stepping;	/* arm64: the MIDR revision */
	uint8_t variant;	/* arm64: the MIDR variant */
	uint32_t midr;		/* arm64: MIDR_EL1 as read or named */
	int8_t step_given;	/* stepping came from the string */
	uint8_t hypervisor;
	/* uarch is the vendor's fallback table (no model table maps this CPU) */
	uint8_t arch;
	/*
	 * A model of a hybrid table whose CPUID says it has one core type
	 * (leaf 7 EDX[15] clear): one 'cpu' PMU, counted with the table's
	 * first (big-core) rows.
	 */
	uint8_t nonhybrid;
	uint8_t arch_state;	/* enum pg_arch_state (Intel fallback on this machine) */
	uint8_t arch_absent;	/* CPUID.0AH:EBX bits 0-6: events marked absent;
				 * bit 7 (PG_ARCH_NO_FIXED_REF): no fixed counter 2
				 * as Linux counts them (pg_cpu_apply_leafa);
				 * arm64: data/gen.py ARM_ARCH_BITS its core PMU
				 * does not list in sysfs events/ */
	/*
	 * arm64, this machine: more core PMUs than PG_PMU_ARM_MAX (two to that
	 * many each get a slot, armcpu.c).  An event that names no PMU would
	 * leave some cores uncounted: refused.
	 */
	uint8_t arm_hetero;
	/*
	 * arm64, this machine (arch_state PG_ARCH_READ): the architected common
	 * events its core PMU lists in sysfs events/, where the kernel shows
	 * only what PMCEID0/1_EL0 say the CPU implements: bit n of [0] is event
	 * n (0x00-0x3F), of [1] event 0x4000 + n.
	 */
	uint64_t arm_common[2];
	/*
	 * A CPU id string (--cpu, PERFGEN_CPU) that does not parse: malformed,
	 * or a vendor no table knows.  Refused for every event, software too,
	 * and described by no perfgen_cpu_identify(): nothing it names is known.
	 */
	uint8_t id_bad;
	const struct pg_uarch *uarch; /* NULL: not in the tables */
	const struct pg_cpumap *map;  /* NULL: not in the map (fallback or unknown) */
	char id[PERFGEN_CPUID_MAX];
};

/* Raw CPUID values, as recorded from a machine. */
struct pg_cpuid_regs {
	uint32_t leaf0[4];	/* eax ebx ecx edx of leaf 0 */
	uint32_t leaf1[4];	/* of leaf 1 */
};

/* Vendor, family, model, stepping, hypervisor bit from leaves 0 and 1. */
PG_HIDDEN int pg_cpu_from_regs(const struct pg_cpuid_regs *r, struct pg_cpu *cpu);
/* An arm64 CPU from its MIDR_EL1 value. */
PG_HIDDEN void pg_cpu_from_midr(uint32_t midr, struct pg_cpu *cpu);
/*
 * "GenuineIntel-6-1A[-5]", or an arm64 MIDR as perf's mapfile and sysfs
 * write it ("0x00000000410fd0c0"); sets the message on error.
 */
PG_HIDDEN int pg_cpu_parse(const char *s, struct pg_cpu *cpu);
/* From /proc/cpuinfo text (cpuinfo.c; fixtures, CPUs whose CPUID is not at hand). */
PG_HIDDEN int pg_cpu_from_cpuinfo(const char *text, struct pg_cpu *cpu);
/*
 * Fill cpu->uarch/map from the CPU map, or the vendor's fallback table
 * (cpu->arch); -ENOENT when neither has it, -EINVAL when ambiguous.
 */
PG_HIDDEN int pg_cpu_lookup(struct pg_cpu *cpu);
/* Leaf 7 EDX (hybrid bit 15) of a CPU whose table is hybrid. */
PG_HIDDEN void pg_cpu_apply_leaf7(struct pg_cpu *cpu, uint32_t edx);
/* Leaf 0AH EAX/EBX/ECX/EDX of a CPU on its vendor's fallback table (Intel). */
PG_HIDDEN void pg_cpu_apply_leafa(struct pg_cpu *cpu, uint32_t eax, uint32_t ebx,
				  uint32_t ecx, uint32_t edx);
/*
 * Why the architectural event of CPUID.0AH:EBX bit `bit` cannot count on
 * cpu, or NULL when it can (or leaf 0AH was not read: a named CPU).
 */
PG_HIDDEN const char *pg_cpu_arch_absent(const struct pg_cpu *cpu, unsigned int bit);
/*
 * An arm64 architected common event (0x00-0x3F, 0x4000-0x403F: Arm ARM
 * D12.11, the events PMCEID0/1_EL0 enumerate)?
 */
static inline bool pg_arm_common_event(uint64_t config)
{
	return config < 0x40 || (config >= 0x4000 && config < 0x4040);
}
/*
 * Why row cannot count on cpu on this machine, or NULL: an architectural
 * event CPUID leaf 0AH marks absent (Intel fallback), or on arm64 a
 * common event of a raw row (any part of a sum) that the core PMU does
 * not list in sysfs events/ (then *event is that event, else 0).
 */
PG_HIDDEN const char *pg_cpu_row_absent(const struct pg_cpu *cpu, const struct pg_row *row,
					uint64_t *event);

/* Why an event that names no PMU is refused on an arm64 big.LITTLE machine. */
#define PG_ARM_HETERO_WHY                                                                  \
	"this machine has more than 8 arm64 core PMUs (armv8_*, armv9_*): libperfgen "    \
	"opens an event that names no PMU on each of at most 8, and would leave the "     \
	"others' cores uncounted; name the PMU, e.g. armv8_cortex_a53/event=0x08/, once " \
	"for each core type"

/* Does cpu have the cpu_core and cpu_atom (and maybe cpu_lowpower) PMUs? */
static inline bool pg_cpu_hybrid(const struct pg_cpu *cpu)
{
	return cpu->uarch && cpu->uarch->nr_pmus > 1 && !cpu->nonhybrid;
}

/* The rows of PMU pmu (enum pg_pmu) on cpu, or NULL when it has no such PMU. */
PG_HIDDEN const struct pg_pmu_rows *pg_cpu_pmu(const struct pg_cpu *cpu, int pmu);
/*
 * Availability (enum perfgen_avail) of a row on cpu; *note says why it is
 * approximate, unsupported or architectural ("" when exact).
 */
PG_HIDDEN int pg_row_avail(const struct pg_cpu *cpu, const struct pg_row *row,
			   const char **note);

#endif
