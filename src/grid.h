/* SPDX-License-Identifier: MIT */
/*
 * The grid of fds behind a handle or group (grid.c).  A set is a list of
 * instances (one thread, or the task asked for; one CPU, or any CPU; on
 * one PMU), each with its cells: one fd per part of each event (one event
 * for perfgen_event, nr for perfgen_group; one part, or the parts of a
 * sum row).  Instances of one slot (the PMUs of one CPU on a hybrid
 * machine, for one thread) are alternatives: one runs at a time.  Parts
 * of one event on one instance are counters running side by side.
 * Everything else (CPUs, the threads of a process) sums.
 */
#ifndef PERFGEN_GRID_H
#define PERFGEN_GRID_H

#include <perfgen/perfgen.h>
#include <stdbool.h>
#include <sys/types.h>

#include "cells.h"
#include "plan.h"

/*
 * Open nr events as opts (a full-size, validated copy; a group when
 * opts->group) say.  user_read: a lone event of one cell is opened, where
 * the PMU needs it, with the config1 bit that lets its page be read from
 * user space (pg_rdpmc_config1()), and again without it if refused.  On
 * failure nothing stays open.
 */
PG_HIDDEN int pg_set_open(struct pg_set *s, const char *const *events, int nr,
			  const struct perfgen_counter_opts *opts, bool user_read);
/* Fill counts[k] (stride bytes apart) for every event of s. */
PG_HIDDEN int pg_set_read(const struct pg_set *s, struct perfgen_count *counts, size_t stride);
/* Fill counts[k] (stride bytes apart) for every event of instance i alone. */
PG_HIDDEN int pg_set_read_inst(const struct pg_set *s, int i, struct perfgen_count *counts,
			       size_t stride);
/* ioctl req on every fd (groups: on each leader, for the whole group). */
PG_HIDDEN int pg_set_ioctl(const struct pg_set *s, unsigned long req, const char *what);
/* Close every fd and free the grid. */
PG_HIDDEN void pg_set_close(struct pg_set *s);

#endif
