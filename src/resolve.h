/* SPDX-License-Identifier: MIT */
/* name -> CPU -> table row -> attr (resolve.c). */
#ifndef PERFGEN_RESOLVE_H
#define PERFGEN_RESOLVE_H

#include <linux/perf_event.h>
#include <stdbool.h>

#include "cpu.h"

struct pg_resolved {
	struct perf_event_attr attr;
	const struct pg_cpu *cpu;
	const struct pg_row *row;	/* NULL for raw/native and uncore concepts */
	const struct pg_uncore_row *uncore; /* an uncore concept's row, else NULL */
	int concept;			/* -1 for raw/native */
	int pmu;			/* enum pg_pmu; -1 software */
	bool software;
	bool wl_checked;		/* config1 checked against the whitelist */
	bool hybrid_pmu;		/* attr type must name cpu_core/cpu_atom/cpu_lowpower */
	bool arch_rows;			/* a PMU the table lacks: the vendor's architectural rows */
	unsigned int mods;		/* PG_MOD_* given in the string */
};

/*
 * Resolve event for cpuid (NULL: this machine) on PMU want_pmu (enum
 * pg_pmu; -1: the default) unless the string names one.  cpubuf holds a
 * named CPU.  No allocation, no I/O after the first detection.
 */
PG_HIDDEN int pg_resolve(const char *event, const char *cpuid, int want_pmu,
			 struct pg_cpu *cpubuf, struct pg_resolved *out);
/* The whitelist of r's PMU when its encoding reaches the extra registers. */
PG_HIDDEN const struct pg_whitelist *pg_resolved_whitelist(const struct pg_resolved *r);

#endif
