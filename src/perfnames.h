/* SPDX-License-Identifier: MIT */
/*
 * perf's symbolic event names (perfnames.c): the generic hardware,
 * software and cache events of the perf_event ABI, as perf spells them.
 * The parser reads them; the formatter writes them.
 */
#ifndef PERFGEN_PERFNAMES_H
#define PERFGEN_PERFNAMES_H

#include <stddef.h>
#include <stdint.h>

#include "error.h"

/*
 * The attr type (PERF_TYPE_HARDWARE, _SOFTWARE or _HW_CACHE) and config
 * perf gives name[0..len): 0, -ENOENT when perf has no such name, -EINVAL
 * for a cache operation perf does not allow that cache (L1-icache-stores).
 * Matched exactly, as perf's lexer does.
 */
PG_HIDDEN int pg_perf_name(const char *name, size_t len, uint32_t *type, uint64_t *config);

/*
 * The which-th of perf's names for (type, config), perf's own spelling
 * first; NULL past the last or for no such event.  A cache event has one,
 * perf's, written into buf.
 */
PG_HIDDEN const char *pg_perf_event_name(uint32_t type, uint64_t config, int which, char *buf,
					 size_t sz);

#endif
