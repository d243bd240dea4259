/* SPDX-License-Identifier: MIT */
/*
 * Every event of a handle or group resolved for every core PMU it must
 * live on (plan.c): one alternative on a CPU with one core PMU, one per
 * core type that can count them all on a hybrid CPU.
 */
#ifndef PERFGEN_PLAN_H
#define PERFGEN_PLAN_H

#include <stdint.h>

#include "bounds.h"
#include "resolve.h"

/*
 * In a group on a hybrid CPU a software member follows its hardware
 * leader's PMU, so it counts only the time on that PMU's CPUs and the
 * alternatives still add.
 */
struct pg_plan {
	int nr_alt;
	struct pg_cpu cpubuf;
	struct pg_resolved *r;	/* [alt * nr + event] */
	int key[PG_PMU_SLOTS][PG_GROUP_MAX]; /* PMU of event k in alt a, -1 software */
	uint64_t cpus[PG_PMU_SLOTS][PG_CPUS_MAX / 64]; /* CPUs each alt can count on */
};

/* Resolve nr events for cpuid (NULL: this machine); message on error. */
PG_HIDDEN int pg_plan_make(struct pg_plan *p, const char *const *events, int nr,
			   const char *cpuid);
PG_HIDDEN void pg_plan_free(struct pg_plan *p);
/*
 * The PMU of alternative a (of nr events): its first hardware event's
 * (an arm64 big.LITTLE PMU by the kernel's name), else "software".
 */
PG_HIDDEN const char *pg_plan_alt_pmu(const struct pg_plan *p, int a, int nr);

/* Parts of a resolved event: a sum or weighted row's, else 1. */
static inline int pg_resolved_parts(const struct pg_resolved *r)
{
	if (r->uncore)
		return r->uncore->nr_events;
	return r->row && pg_row_derived(r->row) ? r->row->nr_parts : 1;
}

/* The weight of part `part` of a resolved event: 1 but in a weighted row. */
static inline int pg_resolved_weight(const struct pg_resolved *r, int part)
{
	return r->row && pg_row_derived(r->row) ? pg_row_part(r->row, (unsigned int)part)->weight : 1;
}

#endif
