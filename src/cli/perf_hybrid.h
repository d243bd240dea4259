/* SPDX-License-Identifier: MIT */
/* Concepts on every core PMU of a hybrid CPU (perf_hybrid.c). */
#ifndef PERFGEN_CLI_PERF_HYBRID_H
#define PERFGEN_CLI_PERF_HYBRID_H

#include "evlist.h"
#include "perf_write.h"

/* r->pmus: the CPU's core PMUs, when it has several (the library says). */
void ph_probe_pmus(struct pw_list *r);

/* Is text a concept to place on each core PMU (no PMU written)? */
int ph_per_pmu(const struct pw_list *r, const char *text);

/*
 * text on every core PMU that can count it (--cputype's alone), with
 * notes: perf's rows add up, a PMU left out is named.  0, 1 refused when
 * none can (each reason printed), -1 out of memory.
 */
int ph_every_pmu(struct pw_list *r, const char *text);

/*
 * The group g of list (split in l) once per core PMU that can count every
 * member, each copy with the group's modifiers; a member that is not a
 * concept is refused.  Returns as ph_every_pmu().
 */
int ph_every_pmu_group(struct pw_list *r, const char *list, const struct ev_list *l,
		       const struct ev_group *g);

#endif
