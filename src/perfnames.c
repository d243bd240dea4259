// SPDX-License-Identifier: MIT
/*
 * perf's symbolic names of the kernel's generic events.  The names and
 * their aliases are perf's (tools/perf/util/parse-events.l and evsel.c,
 * Linux 6.12: event_symbols_hw/sw, the legacy cache names); the numbers
 * are the perf_event ABI's (include/uapi/linux/perf_event.h).  The tables
 * are generated from data/gen.py's GENERIC_* (src/tables.h pg_perf_*), the
 * one list of them the data's validation also reads.  A concept of the
 * same name wins in the parser: these tables are what perf users write
 * beyond the concepts, e.g. cs, faults, bus-cycles, L1-dcache-loads.
 */
#include <errno.h>
#include <linux/perf_event.h>
#include <stdio.h>
#include <string.h>

#include "perfnames.h"
#include "tables.h"

static int exact(const struct pg_perf_name *t, size_t n, const char *s, size_t len)
{
	for (size_t i = 0; i < n; i++)
		if (strlen(t[i].name) == len && !memcmp(t[i].name, s, len))
			return t[i].config;
	return -1;
}

/*
 * The longest name of t that s starts with, followed by '-' or the end
 * ("L1-dcache" and "l1-d" both start "l1-d..."; names hold dashes).
 */
static int prefix(const struct pg_perf_name *t, size_t n, const char *s, size_t len, size_t *used)
{
	int best = -1;

	*used = 0;
	for (size_t i = 0; i < n; i++) {
		size_t l = strlen(t[i].name);

		if (l <= len && l > *used && !strncmp(t[i].name, s, l) &&
		    (l == len || s[l] == '-')) {
			best = t[i].config;
			*used = l;
		}
	}
	return best;
}

int pg_perf_name(const char *name, size_t len, uint32_t *type, uint64_t *config)
{
	int c, op = -1, res = -1, v;
	size_t used;

	if ((c = exact(pg_perf_hw, pg_nr_perf_hw, name, len)) >= 0) {
		*type = PERF_TYPE_HARDWARE;
		*config = (uint64_t)c;
		return 0;
	}
	if ((c = exact(pg_perf_sw, pg_nr_perf_sw, name, len)) >= 0) {
		*type = PERF_TYPE_SOFTWARE;
		*config = (uint64_t)c;
		return 0;
	}
	c = prefix(pg_perf_caches, pg_nr_perf_caches, name, len, &used);
	if (c < 0)
		return -ENOENT;
	name += used, len -= used;
	/*
	 * Then up to two words, each an op or a result: the first whichever
	 * it is, the second what is still missing (perf reads LLC-misses,
	 * L1-dcache-load-misses and LLC-misses-load alike).
	 */
	for (int slot = 0; slot < 2 && len; slot++) {
		int is_op = op < 0 && (v = prefix(pg_perf_ops, pg_nr_perf_ops, name + 1, len - 1,
						  &used)) >= 0;

		if (is_op)
			op = v;
		else if (res < 0 && (slot == 0 || op >= 0) &&
			 (v = prefix(pg_perf_results, pg_nr_perf_results, name + 1, len - 1,
				     &used)) >= 0)
			res = v;
		else
			return -ENOENT;
		name += used + 1, len -= used + 1;
	}
	if (len)
		return -ENOENT;
	if (op < 0)
		op = PERF_COUNT_HW_CACHE_OP_READ;
	if (res < 0)
		res = PERF_COUNT_HW_CACHE_RESULT_ACCESS;
	/* the ops perf allows each cache (tools/perf/util/evsel.c, evsel__hw_cache_stat) */
	if (!(pg_perf_cache_ops[c] & 1u << op))
		return -EINVAL;
	*type = PERF_TYPE_HW_CACHE;
	*config = (uint64_t)c | (uint64_t)op << 8 | (uint64_t)res << 16;
	return 0;
}

/* The nth name of config in t (perf's own spelling first), or NULL. */
static const char *nth(const struct pg_perf_name *t, size_t n, uint64_t config, int which)
{
	for (size_t i = 0; i < n; i++)
		if (t[i].config == config && which-- == 0)
			return t[i].name;
	return NULL;
}

const char *pg_perf_event_name(uint32_t type, uint64_t config, int which, char *buf, size_t sz)
{
	uint64_t c = config & 0xff, op = config >> 8 & 0xff, res = config >> 16 & 0xff;

	switch (type) {
	case PERF_TYPE_HARDWARE:
		return nth(pg_perf_hw, pg_nr_perf_hw, config, which);
	case PERF_TYPE_SOFTWARE:
		return nth(pg_perf_sw, pg_nr_perf_sw, config, which);
	case PERF_TYPE_HW_CACHE:
		if (c >= PERF_COUNT_HW_CACHE_MAX || op >= PERF_COUNT_HW_CACHE_OP_MAX ||
		    res >= PERF_COUNT_HW_CACHE_RESULT_MAX || config >> 24 || which)
			return NULL;
		/* perf's spelling: L1-dcache-loads, -prefetches, L1-dcache-load-misses */
		if (res == PERF_COUNT_HW_CACHE_RESULT_MISS)
			snprintf(buf, sz, "%s-%s-misses",
				 nth(pg_perf_caches, pg_nr_perf_caches, c, 0),
				 nth(pg_perf_ops, pg_nr_perf_ops, op, 0));
		else
			snprintf(buf, sz, "%s-%s", nth(pg_perf_caches, pg_nr_perf_caches, c, 0),
				 pg_perf_op_plural[op]);
		return buf;
	default:
		return NULL;
	}
}
