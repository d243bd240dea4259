/* SPDX-License-Identifier: MIT */
/* The grid of an uncore counter (grid_uncore.c), for grid.c. */
#ifndef PERFGEN_GRID_UNCORE_H
#define PERFGEN_GRID_UNCORE_H

#include <perfgen/perfgen.h>

#include "cells.h"
#include "plan.h"

/*
 * Uncore events (grid_uncore.c).  pg_plan_uncore(): are the nr planned
 * events all uncore concepts (1) or none (0); a mix is refused.
 * pg_uncore_layout(): refuses what opts ask that a socket's count cannot
 * give (a task, a cgroup, a group, exclude bits; no CPUs: cpus NULL),
 * else lays out s's instances and cells, one instance per CPU of each
 * PMU instance's cpumask within cpus, sysfs checked against the rows.
 */
PG_HIDDEN int pg_plan_uncore(const struct pg_plan *p, const char *const *events, int nr);
PG_HIDDEN int pg_uncore_layout(struct pg_set *s, const struct pg_plan *p,
			       const char *const *events, const struct perfgen_counter_opts *o,
			       const uint64_t *cpus);
/* r's attr for part `part` on uncore instance in: its PMU's type, the encoding. */
PG_HIDDEN void pg_uncore_attr(const struct pg_set *s, const struct pg_inst *in,
			      struct pg_resolved *r, int part);
/* Free what pg_uncore_layout() allocated. */
PG_HIDDEN void pg_uncore_free(struct pg_set *s);

#endif
