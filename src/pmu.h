/* SPDX-License-Identifier: MIT */
/*
 * This machine's core PMUs, as sysfs shows them (pmu.c): their types, the
 * CPUs each owns, whether there is any.  Read through the seam.
 */
#ifndef PERFGEN_PMU_H
#define PERFGEN_PMU_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "error.h"

/* The name of core PMU pmu (enum pg_pmu, an arm slot), "?" when none. */
PG_HIDDEN const char *pg_pmu_name(int pmu);
/* attr.type of core PMU pmu (enum pg_pmu, an arm slot), read once: -1 when absent. */
PG_HIDDEN int pg_pmu_type(int pmu);
/*
 * The CPUs core PMU pmu owns (its sysfs cpus list) into mask
 * (PG_CPUS_MAX bits); every bit when it lists none.
 */
PG_HIDDEN void pg_pmu_cpus(int pmu, uint64_t *mask);
/*
 * arm64: how many armv8_* and armv9_* core PMUs the kernel registered
 * (read once).  Two to PG_PMU_ARM_MAX are the slots PG_PMU_ARM + i, in name
 * order (big.LITTLE, DynamIQ); one stays PG_PMU_CPU; more are refused.
 */
PG_HIDDEN int pg_pmu_arm_count(void);
/* The kernel's name of arm slot pmu (armv8_cortex_a53), "?" when none. */
PG_HIDDEN const char *pg_pmu_arm_name(int pmu);
/* The arm slot of the PMU named name (len bytes), or -1. */
PG_HIDDEN int pg_pmu_arm_find(const char *name, size_t len);
/* Does sysfs list the CPUs of arm slot pmu (its cpus file, well formed)? */
PG_HIDDEN bool pg_pmu_arm_listed(int pmu);
/* The arm slot of layout owning the CPU the caller runs on (else the first). */
PG_HIDDEN int pg_pmu_arm_here(unsigned int layout);
/*
 * Does core PMU pmu's sysfs format/ directory exist and lack offcore_rsp
 * (read once)?  Then the running kernel installed no offcore-response
 * extra register for it, and a config1 for MSR_OFFCORE_RSP_x would be
 * silently ignored.
 */
PG_HIDDEN bool pg_pmu_no_offcore(int pmu);
/* Does sysfs list a core PMU (cpu, cpu_core, cpu_atom, cpu_lowpower) now? */
PG_HIDDEN bool pg_pmu_any(void);

/*
 * The type of the PMU named name (len bytes) in sysfs, read now (an
 * arm64 core PMU named in an event string), or -1 when there is none.
 */
PG_HIDDEN int pg_pmu_type_named(const char *name, size_t len);
/*
 * The text of sysfs event alias `alias` of PMU `name` (events/<alias>,
 * "event=0x0008"), read now, into buf: 0, or -ENOENT.
 */
PG_HIDDEN int pg_pmu_alias(const char *name, size_t len, const char *alias, size_t alen,
			   char *buf, size_t sz);
struct pg_cpu;
/*
 * The core PMUs events of cpu open on, one bit per enum pg_pmu.  On this
 * machine (host) the running kernel decides: the core PMUs its sysfs
 * lists (cpu_core, cpu_atom, cpu_lowpower on a hybrid kernel, whatever
 * the table says), or the table's when sysfs lists none.  For a CPU named
 * by the caller, the table's: cpu alone, or cpu_core + cpu_atom (+
 * cpu_lowpower).
 */
PG_HIDDEN unsigned int pg_pmu_layout(const struct pg_cpu *cpu, bool host);
/* "cpu_core, cpu_atom, cpu_lowpower": the PMUs of a layout, into buf. */
PG_HIDDEN const char *pg_pmu_layout_names(unsigned int layout, char *buf, size_t sz);

#endif
