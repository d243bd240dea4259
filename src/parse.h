/* SPDX-License-Identifier: MIT */
/* Event strings (parse.c). */
#ifndef PERFGEN_PARSE_H
#define PERFGEN_PARSE_H

#include <stdint.h>

#include "bounds.h"
#include "error.h"

enum pg_spec_kind {
	PG_SPEC_CONCEPT,	/* a name from the tables */
	PG_SPEC_RAW,		/* rNNN[:NNN] or pmu/terms/ */
	PG_SPEC_NATIVE,		/* a libpfm4 event string */
	PG_SPEC_PERF,		/* perf's name of a generic or software event */
	PG_SPEC_PAPI,		/* a PAPI preset no concept has the meaning of: refused */
};

/* Modifiers, as perf reads them: u user, k kernel, h hypervisor. */
#define PG_MOD_U 1
#define PG_MOD_K 2
#define PG_MOD_H 4
/* The privilege modifiers: an event given any of them is counted as written. */
#define PG_MOD_PRIV (PG_MOD_U | PG_MOD_K | PG_MOD_H)

struct pg_spec {
	int kind;		/* enum pg_spec_kind */
	int pmu;		/* enum pg_pmu or -1 when not given */
	int concept;		/* index into pg_concepts */
	int papi;		/* index into pg_papi when named by PAPI's name, else -1 */
	unsigned int mods;	/* PG_MOD_*, 0 when none given */
	unsigned int precise;	/* how many p modifiers: precise_ip, 0 to 3 */
	uint64_t config, config1, config2;
	unsigned int terms;	/* bitmask of terms seen (pmu form) */
	const char *native;	/* points into the input */
	uint32_t perf_type;	/* PG_SPEC_PERF: the attr type, config its config */
	/*
	 * arm64: the core PMU named in pmu/terms/ (armv8_pmuv3, armv8_cortex_a53,
	 * ...), its name's bytes in the input; pmu is then PG_PMU_CPU.
	 */
	const char *arm_pmu;
	size_t arm_pmu_len;
	/* arm64: pmu/NAME/ with NAME one of the PMU's sysfs events/ (inst_retired) */
	const char *arm_alias;
	size_t arm_alias_len;
};

/* Parse event with the terms of vendor's core PMU; message on error. */
PG_HIDDEN int pg_parse(const char *event, int vendor, struct pg_spec *spec);

#endif
