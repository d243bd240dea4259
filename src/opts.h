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
/* The structs of 0.3, in their first release. */
#define PG_SZ0_COUNTER_OPTS sizeof(struct perfgen_counter_opts)
#define PG_SZ0_UNIT sizeof(struct perfgen_unit)
#define PG_SZ0_PMU sizeof(struct perfgen_pmu)
#define PG_SZ0_PAPI sizeof(struct perfgen_papi)

/*
 * Where each struct's last field ends (libbpf's __last_field and
 * offsetofend).  A newer header's field can land in the tail padding
 * after it without changing sizeof, and so without changing sz: every
 * byte from here to the caller's sz, that padding included, must be zero,
 * or the library would ignore a field it cannot see.  Move the define
 * when a field is appended; the asserts below fail when a field grows the
 * struct past it.
 */
#define pg_offsetofend(type, field) (offsetof(type, field) + sizeof(((type *)0)->field))
#define PG_END_CPU pg_offsetofend(struct perfgen_cpu, architectural)
#define PG_END_COUNT pg_offsetofend(struct perfgen_count, scaled)
#define PG_END_CONCEPT pg_offsetofend(struct perfgen_concept, note)
#define PG_END_INFO pg_offsetofend(struct perfgen_info, system_wide)
/* Where the weights of a derived concept end (a shorter struct cannot take one). */
#define PG_END_INFO_TERMS pg_offsetofend(struct perfgen_info, terms)
/* The flags word after read_format is the last field (a bitfield). */
#define PG_END_OPEN_OPTS \
	(pg_offsetofend(struct perfgen_open_opts, read_format) + sizeof(unsigned int))
#define PG_END_EVENT_OPTS pg_offsetofend(struct perfgen_event_opts, process)
#define PG_END_COUNTER_OPTS pg_offsetofend(struct perfgen_counter_opts, no_rdpmc)
#define PG_END_UNIT pg_offsetofend(struct perfgen_unit, die)
#define PG_END_PMU pg_offsetofend(struct perfgen_pmu, uarch)
#define PG_END_PAPI pg_offsetofend(struct perfgen_papi, note)

#define PG_END_CHECK(type, end) \
	_Static_assert((end) <= sizeof(type) && sizeof(type) - (end) < _Alignof(type), \
		       #type ": a field after the one its PG_END_ define names")
PG_END_CHECK(struct perfgen_cpu, PG_END_CPU);
PG_END_CHECK(struct perfgen_pmu, PG_END_PMU);
PG_END_CHECK(struct perfgen_count, PG_END_COUNT);
PG_END_CHECK(struct perfgen_concept, PG_END_CONCEPT);
PG_END_CHECK(struct perfgen_info, PG_END_INFO);
PG_END_CHECK(struct perfgen_open_opts, PG_END_OPEN_OPTS);
PG_END_CHECK(struct perfgen_event_opts, PG_END_EVENT_OPTS);
PG_END_CHECK(struct perfgen_counter_opts, PG_END_COUNTER_OPTS);
PG_END_CHECK(struct perfgen_unit, PG_END_UNIT);
PG_END_CHECK(struct perfgen_papi, PG_END_PAPI);
/* perfgen_read()'s fast path takes sz == sizeof as valid: no padding. */
_Static_assert(PG_END_COUNT == sizeof(struct perfgen_count), "perfgen_count has tail padding");

/*
 * s (may be NULL when optional) by the rule: sz at least first, every byte
 * from end (where the last field this library knows ends) up to sz zero,
 * tail padding included; known is sizeof the library's struct, for the
 * message.  0, or -EINVAL with the message naming what.
 */
PG_HIDDEN int pg_sz_valid(const void *s, size_t first, size_t end, size_t known,
			  const char *what);

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
 * The bitfield words hold the flags this library knows only: a bit set
 * outside them (a flag some other header put there) is refused, not
 * ignored.  perfgen_event_opts' reserved word must be zero too.
 */
PG_HIDDEN int pg_event_opts_flags_valid(const struct perfgen_event_opts *o, const char *what);
PG_HIDDEN int pg_open_opts_flags_valid(const struct perfgen_open_opts *o, const char *what);

#endif
