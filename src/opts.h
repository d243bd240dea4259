/* SPDX-License-Identifier: MIT */
/*
 * Options structs that start with `size_t sz` (libbpf's rule, opts.c): the
 * caller's sz may be smaller (an older header) or larger (a newer one,
 * whose extra bytes must be zero); the library reads a full-size copy.
 */
#ifndef PERFGEN_OPTS_H
#define PERFGEN_OPTS_H

#include <stddef.h>
#include <string.h>

#include "error.h"

/* sz covers the sz field; bytes past `known` (this library's size) are 0. */
PG_HIDDEN int pg_opts_valid(const void *opts, size_t known, const char *what);

/* A zeroed full-size copy of the caller's struct (opts may be NULL). */
static inline void pg_opts_copy(void *dst, size_t known, const void *opts)
{
	size_t sz = opts ? *(const size_t *)opts : 0;

	memset(dst, 0, known);
	if (opts)
		memcpy(dst, opts, sz < known ? sz : known);
	*(size_t *)dst = known;
}

#endif
