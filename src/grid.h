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

#include "plan.h"
#include "uncore.h"

struct pg_inst {
	int cpu;		/* -1: wherever the task runs */
	pid_t pid;		/* the task (a thread of the process) it counts */
	bool gone;		/* its thread exited before it could be opened */
	int slot;		/* alternatives share one slot */
	int alt;		/* index into the plan's alternatives */
	int first;		/* its cells: cell[first .. first + nr_cells) */
	int nr_cells;		/* in a group: cell[first] leads */
	int uncore;		/* index into the set's uinst[]: an uncore PMU
				 * instance (its own type); -1 for a core PMU */
	/*
	 * cpu's socket and die + 2 (0: not read yet), read from sysfs at the
	 * first perfgen_counter_unit(): readers may race and write the same
	 * values; socket2 is stored last (release) and read first (acquire).
	 */
	int socket2, die2;
};

/* One fd: part `part` of event `event`, its count times `weight`. */
struct pg_cell {
	int fd;
	int event;
	int part;
	int weight;		/* 1, but in a weighted row (a difference: -1) */
};

struct pg_set {
	int nr_events;
	int nr_inst;
	int nr_cells;
	bool group;
	bool cgroup;		/* each pid is a cgroup directory's fd */
	const char *pmu[PG_PMU_SLOTS]; /* each alternative's PMU name, "software"
				     * when none of its events has one */
	struct pg_inst *inst;
	struct pg_cell *cell;
	/* Uncore events: the PMU instances opened, each event's scale and unit. */
	struct pg_uncore_inst *uinst;
	int nr_uinst;
	double *scale;		/* [event], NULL when every event counts events */
	const char **unit;	/* [event] */
};

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

/* Is cpu in mask (PG_CPUS_MAX bits)?  -1, any CPU, is in every mask. */
static inline bool pg_has_cpu(const uint64_t *mask, int cpu)
{
	return cpu < 0 || (mask[cpu / 64] >> (cpu % 64) & 1);
}
/* Close every fd and free the grid. */
PG_HIDDEN void pg_set_close(struct pg_set *s);

#endif
