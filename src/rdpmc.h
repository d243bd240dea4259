/* SPDX-License-Identifier: MIT */
/*
 * Self-monitoring reads from the event's mmapped perf_event_mmap_page
 * (include/uapi/linux/perf_event.h): the page's seqlock, the rdpmc
 * instruction, and the arithmetic that turns both into a count.
 */
#ifndef PERFGEN_RDPMC_H
#define PERFGEN_RDPMC_H

#include <linux/perf_event.h>
#include <stdint.h>

#include "counts.h"

#if defined(__x86_64__) || defined(__i386__)
#define PG_HAVE_RDPMC 1

/* The one place that executes rdpmc: counter is perf's index - 1. */
static inline uint64_t pg_rdpmc(uint32_t counter)
{
	uint32_t lo, hi;

	__asm__ __volatile__("rdpmc" : "=a"(lo), "=d"(hi) : "c"(counter));
	return lo | (uint64_t)hi << 32;
}

static inline uint64_t pg_rdtsc(void)
{
	uint32_t lo, hi;

	__asm__ __volatile__("rdtsc" : "=a"(lo), "=d"(hi));
	return lo | (uint64_t)hi << 32;
}
#else
#define PG_HAVE_RDPMC 0
#endif

/*
 * Pure arithmetic: the count that page pc (a snapshot taken under its
 * seqlock) and the counter value pmc and timestamp cyc read in the same
 * pass stand for.  pmc is sign-extended from pmc_width bits and added to
 * offset; time_enabled/running are advanced by the time since the page
 * was written (time_offset, time_mult, time_shift; time_cycles/mask with
 * cap_user_time_short).  -EAGAIN when the page does not allow it (no
 * cap_user_rdpmc, index 0: not on a counter now, no cap_user_time, bad
 * pmc_width/time_shift): read(2) then.
 */
PG_HIDDEN int pg_rdpmc_compute(const struct perf_event_mmap_page *pc, uint64_t pmc,
			       uint64_t cyc, struct perfgen_count *c);

/*
 * Read the calling thread's own event through its live page: -EAGAIN when
 * rdpmc cannot be used.  Must run on the monitored thread.
 */
PG_HIDDEN int pg_rdpmc_read(const volatile struct perf_event_mmap_page *pc,
			    struct perfgen_count *c);

#endif
