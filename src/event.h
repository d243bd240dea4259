/* SPDX-License-Identifier: MIT */
/* Internal interfaces of event.c (handles and groups), for its tests. */
#ifndef PERFGEN_EVENT_H
#define PERFGEN_EVENT_H

#include <stdbool.h>
#include <stdint.h>

#include "internal.h"

/* CPU numbers 0 .. PG_CPUS_MAX-1 (Debian's NR_CPUS). */
#define PG_CPUS_MAX 8192

/*
 * Parse a CPU list as sysfs writes them ("0-3,8,10-11") into mask (max
 * bits).  Returns the number of CPUs, -EINVAL if malformed, -E2BIG if a
 * CPU is >= max.  Pure.
 */
PG_HIDDEN int pg_cpulist_parse(const char *s, uint64_t *mask, int max);

/* One fd's reading. */
struct pg_val {
	uint64_t value, enabled, running;
};

/*
 * Sum n readings into c.  Readings of the same slot (adjacent, equal
 * slot[i]) and the same part (part[i]; NULL: all part 0) are alternatives
 * that never run at once (the PMUs of a hybrid CPU): their values and
 * running times add, their enabled time is the longest, and they are
 * scaled together.  The parts of a slot (a sum concept's events, counting
 * side by side) are scaled each on its own and added; the slot counts as
 * enabled for the longest part's enabled time and running for the
 * shortest part's running time.  Slots then add.  Pure.
 */
PG_HIDDEN void pg_combine(const struct pg_val *v, const int *slot, const int *part, int n,
			  struct perfgen_count *c);

/* The page the handle mapped for the rdpmc fast path, or NULL. */
PG_HIDDEN const void *pg_event_page(const struct perfgen_event *ev);

#endif
