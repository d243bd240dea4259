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
#elif defined(__aarch64__)
#define PG_HAVE_RDPMC 1

/*
 * The page's index on arm64 (Linux since 5.17, when user access came,
 * drivers/perf/arm_pmuv3.c armv8pmu_user_event_idx; tools/lib/perf/mmap.c
 * reads the same way): index - 1 is the event counter PMEVCNTR<n>_EL0 for
 * 0..30, and 31 the cycle counter PMCCNTR_EL0 (the kernel reports it as
 * index 32).  A register number in an MRS is part of the instruction,
 * hence the switch.
 */
#define PG_RDPMC_COUNTERS 32

#define PG_MRS(reg) ({ uint64_t v_; __asm__ __volatile__("mrs %0, " #reg : "=r"(v_)); v_; })
#define PG_EVCNTR(n) case n: return PG_MRS(pmevcntr##n##_el0)

static inline uint64_t pg_rdpmc(uint32_t counter)
{
	switch (counter) {
	PG_EVCNTR(0); PG_EVCNTR(1); PG_EVCNTR(2); PG_EVCNTR(3); PG_EVCNTR(4);
	PG_EVCNTR(5); PG_EVCNTR(6); PG_EVCNTR(7); PG_EVCNTR(8); PG_EVCNTR(9);
	PG_EVCNTR(10); PG_EVCNTR(11); PG_EVCNTR(12); PG_EVCNTR(13); PG_EVCNTR(14);
	PG_EVCNTR(15); PG_EVCNTR(16); PG_EVCNTR(17); PG_EVCNTR(18); PG_EVCNTR(19);
	PG_EVCNTR(20); PG_EVCNTR(21); PG_EVCNTR(22); PG_EVCNTR(23); PG_EVCNTR(24);
	PG_EVCNTR(25); PG_EVCNTR(26); PG_EVCNTR(27); PG_EVCNTR(28); PG_EVCNTR(29);
	PG_EVCNTR(30);
	default:
		return PG_MRS(pmccntr_el0);	/* 31: pg_rdpmc_read() passes no other */
	}
}
#undef PG_EVCNTR

/* The timestamp of the page's time_* fields: the generic timer's virtual count. */
static inline uint64_t pg_rdtsc(void)
{
	return PG_MRS(cntvct_el0);
}
#else
#define PG_HAVE_RDPMC 0
#endif

#ifndef PG_RDPMC_COUNTERS
#define PG_RDPMC_COUNTERS UINT32_MAX	/* x86: rdpmc takes any index the page gives */
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

struct pg_resolved;
/*
 * The config1 bits an event must be opened with for its page to allow
 * user-space reads: on arm64 the core PMU's "rdpmc" format bit, config1:1
 * (drivers/perf/arm_pmuv3.c, format/rdpmc; honoured when
 * /proc/sys/kernel/perf_user_access is 1); 0 elsewhere (x86 needs none:
 * /sys/devices/cpu/rdpmc decides).  Asking for it changes how the count
 * may be read, not what is counted.
 */
PG_HIDDEN uint64_t pg_rdpmc_config1(const struct pg_resolved *r);

#endif
