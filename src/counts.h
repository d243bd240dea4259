/* SPDX-License-Identifier: MIT */
/* Counts: one fd's reading, scaling, and the sums of many (counts.c). */
#ifndef PERFGEN_COUNTS_H
#define PERFGEN_COUNTS_H

#include <perfgen/perfgen.h>
#include <stdint.h>

#include "error.h"

/* One fd's reading. */
struct pg_val {
	uint64_t value, enabled, running;
};

/* value * enabled / running; value when equal, 0 when never running. */
PG_HIDDEN uint64_t pg_scale(uint64_t value, uint64_t enabled, uint64_t running);

/*
 * Sum n readings into c.  Readings of the same slot (adjacent, equal
 * slot[i]) and the same part (part[i]; NULL: all part 0) are alternatives
 * that never run at once (the PMUs of a hybrid CPU): their values and
 * running times add, their enabled time is the longest, and they are
 * scaled together.  The parts of a slot (a sum concept's events, counting
 * side by side) are scaled each on its own, multiplied by their weight
 * (weight[i] of any reading of the part; NULL: all 1; a difference's
 * subtracted part has -1) and added; the slot counts as enabled for the
 * longest part's enabled time and running for the shortest part's running
 * time.  Slots then add.  A total below zero (a difference whose
 * subtracted part's estimate is the larger, as multiplexing or parts read
 * at different instants can make it) is 0, value and scaled alike.  Pure.
 */
PG_HIDDEN void pg_combine(const struct pg_val *v, const int *slot, const int *part,
			  const int *weight, int n, struct perfgen_count *c);

/* A caller's struct perfgen_count: 0, or -EINVAL with the message. */
PG_HIDDEN int pg_count_valid(const struct perfgen_count *c, const char *what);

/* Read n u64 of a counter fd: 0, or -errno/-EIO with the message. */
PG_HIDDEN int pg_read_u64(int fd, uint64_t *v, size_t n);

#endif
