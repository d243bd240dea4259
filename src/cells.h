/* SPDX-License-Identifier: MIT */
/*
 * The layout of a grid of fds (grid.h): its instances, each with its
 * cells, one fd per part of each event.  grid.c lays out and reads the
 * core PMUs' instances, grid_uncore.c those of uncore PMUs.
 */
#ifndef PERFGEN_CELLS_H
#define PERFGEN_CELLS_H

#include <stdbool.h>
#include <stdint.h>
#include <sys/types.h>

#include "bounds.h"
#include "tables.h"
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

/* Is cpu in mask (PG_CPUS_MAX bits)?  -1, any CPU, is in every mask. */
static inline bool pg_has_cpu(const uint64_t *mask, int cpu)
{
	return cpu < 0 || (mask[cpu / 64] >> (cpu % 64) & 1);
}

#endif
