// SPDX-License-Identifier: MIT
/*
 * rdpmc fast path: the seqlock protocol of perf_event_mmap_page around one
 * rdpmc, then a pure function of the snapshot (tested on synthetic pages).
 */
#include <errno.h>

#include "cpu.h"
#include "rdpmc.h"
#include "resolve.h"

#define barrier() __asm__ __volatile__("" ::: "memory")

static int64_t sign_extend(uint64_t pmc, unsigned int width)
{
	unsigned int shift = 64 - width;

	return (int64_t)(pmc << shift) >> shift;
}

/* ns since the page was written, from the timestamp counter (cap_user_time). */
static uint64_t time_delta(const struct perf_event_mmap_page *pc, uint64_t cyc)
{
	uint64_t quot, rem;

	if (pc->cap_user_time_short)
		cyc = pc->time_cycles + ((cyc - pc->time_cycles) & pc->time_mask);
	quot = cyc >> pc->time_shift;
	rem = cyc & (((uint64_t)1 << pc->time_shift) - 1);
	return pc->time_offset + quot * pc->time_mult + ((rem * pc->time_mult) >> pc->time_shift);
}

int pg_rdpmc_compute(const struct perf_event_mmap_page *pc, uint64_t pmc, uint64_t cyc,
		     struct perfgen_count *c)
{
	uint64_t delta;

	if (!pc->cap_user_rdpmc || !pc->index || !pc->cap_user_time)
		return -EAGAIN;
	if (pc->pmc_width == 0 || pc->pmc_width > 64 || pc->time_shift >= 64)
		return -EAGAIN;
	delta = time_delta(pc, cyc);
	c->value = (uint64_t)(pc->offset + sign_extend(pmc, pc->pmc_width));
	c->time_enabled = pc->time_enabled + delta;
	c->time_running = pc->time_running + delta; /* index != 0: it is running */
	c->scaled = pg_scale(c->value, c->time_enabled, c->time_running);
	return 0;
}

#if PG_HAVE_RDPMC
/* Copy the fields the arithmetic uses; read pmc and cyc in the same pass. */
static void snapshot(const volatile struct perf_event_mmap_page *pc,
		     struct perf_event_mmap_page *s, uint64_t *pmc, uint64_t *cyc)
{
	s->index = pc->index;
	s->offset = pc->offset;
	s->time_enabled = pc->time_enabled;
	s->time_running = pc->time_running;
	s->capabilities = pc->capabilities;
	s->pmc_width = pc->pmc_width;
	s->time_shift = pc->time_shift;
	s->time_mult = pc->time_mult;
	s->time_offset = pc->time_offset;
	s->time_cycles = pc->time_cycles;
	s->time_mask = pc->time_mask;
	*pmc = *cyc = 0;
	if (s->index > PG_RDPMC_COUNTERS)
		s->index = 0;	/* a counter this reader does not know: read(2) */
	if (s->cap_user_rdpmc && s->index) {
		*pmc = pg_rdpmc(s->index - 1);
		*cyc = pg_rdtsc();
	}
}

int pg_rdpmc_read(const volatile struct perf_event_mmap_page *pc, struct perfgen_count *c)
{
	struct perf_event_mmap_page s;
	uint64_t pmc, cyc;
	uint32_t seq;

	if (!pc->cap_user_rdpmc)
		return -EAGAIN;
	do {
		seq = pc->lock;
		barrier();
		snapshot(pc, &s, &pmc, &cyc);
		barrier();
	} while (pc->lock != seq);
	return pg_rdpmc_compute(&s, pmc, cyc, c);
}
#endif

/* An Arm CPU is this machine's (a named one is never read through a page). */
uint64_t pg_rdpmc_config1(const struct pg_resolved *r)
{
	return !r->software && r->cpu && r->cpu->vendor == PG_VENDOR_ARM ? 1ULL << 1 : 0;
}

#if !PG_HAVE_RDPMC
int pg_rdpmc_read(const volatile struct perf_event_mmap_page *pc, struct perfgen_count *c)
{
	(void)pc, (void)c;
	return -EAGAIN;
}
#endif
