/* SPDX-License-Identifier: MIT */
/*
 * perfgen_counter (counter.c): N events over explicit units, and the
 * rdpmc fast path when it counts one event on the calling thread alone.
 * event.c and group.c, the deprecated handles, embed one.
 */
#ifndef PERFGEN_COUNTER_H
#define PERFGEN_COUNTER_H

#include <perfgen/perfgen.h>

#include "grid.h"
#include "rdpmc.h"

struct perfgen_counter {
	struct pg_set set;
	void *page;		/* perf_event_mmap_page for rdpmc, or NULL */
	size_t page_sz;
	const void *owner;	/* the opening thread's marker: rdpmc only there */
};

/*
 * Open c (zeroed by the caller) as perfgen_counter_open() does, from a
 * full-size, validated copy of the options.  On failure nothing stays open.
 */
PG_HIDDEN int pg_counter_init(struct perfgen_counter *c, const char *const *events, int nr,
			      const struct perfgen_counter_opts *o);
/* A thread's own marker: its address tells the opening thread from others. */
PG_HIDDEN extern __thread char pg_counter_self;

/*
 * Read one count, by rdpmc where the counter mapped its page.  Inline: a
 * call more on the handle's read path was 11 instructions (tests/test_cost.sh).
 */
static inline int pg_counter_read1(struct perfgen_counter *c, struct perfgen_count *count)
{
	if (c->page && c->owner == &pg_counter_self && !pg_rdpmc_read(c->page, count))
		return 0;
	return pg_set_read(&c->set, count, sizeof(*count));
}
/* Unmap and close everything (c itself is the caller's). */
PG_HIDDEN void pg_counter_fini(struct perfgen_counter *c);

#endif
