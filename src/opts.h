/* SPDX-License-Identifier: MIT */
/*
 * Structs that start with `size_t sz`, options and results alike (opts.c):
 * the one rule of perfgen.h.  The caller's sz may be smaller (an older
 * header, down to the first release's size) or larger (a newer header,
 * whose extra bytes must then be zero); the library reads a full-size copy
 * and writes only the bytes inside sz.
 */
#ifndef PERFGEN_OPTS_H
#define PERFGEN_OPTS_H

#include <perfgen/perfgen.h>
#include <stddef.h>
#include <string.h>

#include "error.h"

/*
 * The first release's size of each struct (0.1): a caller built then still
 * works.  tests/abi/ compiles callers against copies of those layouts.
 */
#define PG_SZ0_OPEN_OPTS sizeof(struct perfgen_open_opts)
#define PG_SZ0_EVENT_OPTS offsetof(struct perfgen_event_opts, process)
#define PG_SZ0_COUNT sizeof(struct perfgen_count)
#define PG_SZ0_CPU offsetof(struct perfgen_cpu, architectural)
#define PG_SZ0_CONCEPT sizeof(struct perfgen_concept)
#define PG_SZ0_INFO offsetof(struct perfgen_info, nr_parts)

/*
 * s (may be NULL when optional) by the rule: sz at least first, every byte
 * past known zero.  0, or -EINVAL with the message naming what.
 */
PG_HIDDEN int pg_sz_valid(const void *s, size_t first, size_t known, const char *what);

/* A zeroed full-size copy of the caller's struct (s may be NULL). */
static inline void pg_opts_copy(void *dst, size_t known, const void *s)
{
	size_t sz = s ? *(const size_t *)s : 0;

	memset(dst, 0, known);
	if (s)
		memcpy(dst, s, sz < known ? sz : known);
	*(size_t *)dst = known;
}

/* Give the caller the fields of a full-size result that fit its sz. */
static inline void pg_out_copy(void *dst, const void *full, size_t known)
{
	size_t sz = *(const size_t *)dst;

	memcpy((char *)dst + sizeof(size_t), (const char *)full + sizeof(size_t),
	       (sz < known ? sz : known) - sizeof(size_t));
}

/*
 * The bitfield word of perfgen_event_opts holds the first release's flags
 * only: a bit set outside them (a flag some other header put there) is
 * refused, not ignored.
 */
PG_HIDDEN int pg_event_opts_flags_valid(const struct perfgen_event_opts *o, const char *what);

#endif
