/* SPDX-License-Identifier: MIT */
/*
 * Uncore concepts (uncore.c): a row of data/uncore.toml, the instances of
 * its PMU on this machine as sysfs lists them (their type, the CPU of
 * their cpumask to open on, its socket and die), and the check that the
 * running kernel encodes and scales the event as the row does.
 */
#ifndef PERFGEN_UNCORE_H
#define PERFGEN_UNCORE_H

#include <stdbool.h>
#include <stdint.h>

#include "error.h"
#include "tables.h"

/* The row of uncore concept `concept` on uarch u, or NULL. */
PG_HIDDEN const struct pg_uncore_row *pg_uncore_find(const struct pg_uarch *u, int concept);

static inline const struct pg_uncore_event *pg_uncore_event(const struct pg_uncore_row *r,
							    unsigned int i)
{
	return &pg_uncore_events[r->first_event + i];
}

/* The longest PMU name sysfs gives (a directory name). */
#define PG_UNCORE_NAME_MAX 64

/* One instance of an uncore PMU on this machine. */
struct pg_uncore_inst {
	char name[PG_UNCORE_NAME_MAX];	/* "uncore_imc_0", "power" */
	int type;			/* its attr.type */
	int cpu;			/* the first CPU of its cpumask: open there */
	int socket;			/* that CPU's physical_package_id, -1 unknown */
	int die;			/* its die_id, -1 unknown */
};

/*
 * Every instance of the PMU of row r on this machine, into out (max of
 * them), one per CPU of each PMU's cpumask, in instance order
 * (uncore_imc_0, _1, ..., _10): the PMU named exactly so, or so plus
 * "_<n>".  The count (>= 1), or -ENODEV (PERFGEN_ERR_NO_PMU) when there is
 * none, or another -errno, each with the message naming concept.  Reads
 * sysfs; allocates its scratch.
 */
PG_HIDDEN int pg_uncore_instances(const struct pg_uncore_row *r, const char *concept,
				  struct pg_uncore_inst *out, int max);

/*
 * The first instance of row r's PMU (the lowest _<n>), on the first CPU of
 * its cpumask, into *out, without allocating: 0, or -ENODEV
 * (PERFGEN_ERR_NO_PMU) with the message naming concept.  Reads sysfs.
 */
PG_HIDDEN int pg_uncore_first(const struct pg_uncore_row *r, const char *concept,
			      struct pg_uncore_inst *out);

/*
 * Does the running kernel encode and scale r's events on instance in as
 * the table does?  Where the row names the driver's event (events/<alias>),
 * the PMU must have it, its terms through the PMU's format/ files must give
 * the row's config, and its .scale and .unit the row's scale.  0, or -EPROTO with the message
 * (PERFGEN_ERR_KERNEL_MISMATCH): counting on would turn counts into
 * bytes or joules with another meaning.  Reads sysfs.
 */
PG_HIDDEN int pg_uncore_check(const struct pg_uncore_row *r, const char *concept,
			      const struct pg_uncore_inst *in);

/* Is name (a PMU sysfs lists) an instance of row r's PMU? */
PG_HIDDEN bool pg_uncore_pmu_is(const struct pg_uncore_row *r, const char *name);

/* cpu's physical_package_id and die_id from sysfs (-1 when unknown). */
PG_HIDDEN void pg_cpu_topology(int cpu, int *socket, int *die);

/* "bytes", "joules", "" for a concept's unit (enum pg_unit). */
PG_HIDDEN const char *pg_unit_name(int unit);

#endif
