// SPDX-License-Identifier: MIT
/*
 * perf's symbolic names of the kernel's generic events.  The names and
 * their aliases are perf's (tools/perf/util/parse-events.l and evsel.c,
 * Linux 6.12: event_symbols_hw/sw, the legacy cache names); the numbers
 * are the perf_event ABI's (include/uapi/linux/perf_event.h).  A concept
 * of the same name wins in the parser: this table is what perf users
 * write beyond the concepts, e.g. cs, faults, bus-cycles, L1-dcache-loads.
 */
#include <errno.h>
#include <linux/perf_event.h>
#include <stdio.h>
#include <string.h>

#include "perfnames.h"

struct perf_name {
	const char *name;
	uint8_t config;
};

/* In each table the first name of a config is perf's own spelling. */
static const struct perf_name hw[] = {
	{ "cpu-cycles", PERF_COUNT_HW_CPU_CYCLES },
	{ "cycles", PERF_COUNT_HW_CPU_CYCLES },
	{ "instructions", PERF_COUNT_HW_INSTRUCTIONS },
	{ "cache-references", PERF_COUNT_HW_CACHE_REFERENCES },
	{ "cache-misses", PERF_COUNT_HW_CACHE_MISSES },
	{ "branch-instructions", PERF_COUNT_HW_BRANCH_INSTRUCTIONS },
	{ "branches", PERF_COUNT_HW_BRANCH_INSTRUCTIONS },
	{ "branch-misses", PERF_COUNT_HW_BRANCH_MISSES },
	{ "bus-cycles", PERF_COUNT_HW_BUS_CYCLES },
	{ "stalled-cycles-frontend", PERF_COUNT_HW_STALLED_CYCLES_FRONTEND },
	{ "idle-cycles-frontend", PERF_COUNT_HW_STALLED_CYCLES_FRONTEND },
	{ "stalled-cycles-backend", PERF_COUNT_HW_STALLED_CYCLES_BACKEND },
	{ "idle-cycles-backend", PERF_COUNT_HW_STALLED_CYCLES_BACKEND },
	{ "ref-cycles", PERF_COUNT_HW_REF_CPU_CYCLES },
};

static const struct perf_name sw[] = {
	{ "cpu-clock", PERF_COUNT_SW_CPU_CLOCK },
	{ "task-clock", PERF_COUNT_SW_TASK_CLOCK },
	{ "page-faults", PERF_COUNT_SW_PAGE_FAULTS },
	{ "faults", PERF_COUNT_SW_PAGE_FAULTS },
	{ "context-switches", PERF_COUNT_SW_CONTEXT_SWITCHES },
	{ "cs", PERF_COUNT_SW_CONTEXT_SWITCHES },
	{ "cpu-migrations", PERF_COUNT_SW_CPU_MIGRATIONS },
	{ "migrations", PERF_COUNT_SW_CPU_MIGRATIONS },
	{ "minor-faults", PERF_COUNT_SW_PAGE_FAULTS_MIN },
	{ "major-faults", PERF_COUNT_SW_PAGE_FAULTS_MAJ },
	{ "alignment-faults", PERF_COUNT_SW_ALIGNMENT_FAULTS },
	{ "emulation-faults", PERF_COUNT_SW_EMULATION_FAULTS },
	{ "dummy", PERF_COUNT_SW_DUMMY },
	{ "bpf-output", PERF_COUNT_SW_BPF_OUTPUT },
	{ "cgroup-switches", PERF_COUNT_SW_CGROUP_SWITCHES },
};

/* The legacy cache events: cache[-op][-result], op read and result access by default. */
static const struct perf_name caches[] = {
	{ "L1-dcache", PERF_COUNT_HW_CACHE_L1D }, { "l1-d", PERF_COUNT_HW_CACHE_L1D },
	{ "l1d", PERF_COUNT_HW_CACHE_L1D }, { "L1-data", PERF_COUNT_HW_CACHE_L1D },
	{ "L1-icache", PERF_COUNT_HW_CACHE_L1I }, { "l1-i", PERF_COUNT_HW_CACHE_L1I },
	{ "l1i", PERF_COUNT_HW_CACHE_L1I }, { "L1-instruction", PERF_COUNT_HW_CACHE_L1I },
	{ "LLC", PERF_COUNT_HW_CACHE_LL }, { "L2", PERF_COUNT_HW_CACHE_LL },
	{ "dTLB", PERF_COUNT_HW_CACHE_DTLB }, { "d-tlb", PERF_COUNT_HW_CACHE_DTLB },
	{ "Data-TLB", PERF_COUNT_HW_CACHE_DTLB },
	{ "iTLB", PERF_COUNT_HW_CACHE_ITLB }, { "i-tlb", PERF_COUNT_HW_CACHE_ITLB },
	{ "Instruction-TLB", PERF_COUNT_HW_CACHE_ITLB },
	{ "branch", PERF_COUNT_HW_CACHE_BPU }, { "branches", PERF_COUNT_HW_CACHE_BPU },
	{ "bpu", PERF_COUNT_HW_CACHE_BPU }, { "btb", PERF_COUNT_HW_CACHE_BPU },
	{ "bpc", PERF_COUNT_HW_CACHE_BPU },
	{ "node", PERF_COUNT_HW_CACHE_NODE },
};

static const struct perf_name ops[] = {
	{ "load", PERF_COUNT_HW_CACHE_OP_READ }, { "loads", PERF_COUNT_HW_CACHE_OP_READ },
	{ "read", PERF_COUNT_HW_CACHE_OP_READ },
	{ "store", PERF_COUNT_HW_CACHE_OP_WRITE }, { "stores", PERF_COUNT_HW_CACHE_OP_WRITE },
	{ "write", PERF_COUNT_HW_CACHE_OP_WRITE },
	{ "prefetch", PERF_COUNT_HW_CACHE_OP_PREFETCH },
	{ "prefetches", PERF_COUNT_HW_CACHE_OP_PREFETCH },
	{ "speculative-read", PERF_COUNT_HW_CACHE_OP_PREFETCH },
	{ "speculative-load", PERF_COUNT_HW_CACHE_OP_PREFETCH },
};

/* An op in the name of the access count: perf's plural. */
static const char *const plural[PERF_COUNT_HW_CACHE_OP_MAX] = { "loads", "stores", "prefetches" };

static const struct perf_name results[] = {
	{ "refs", PERF_COUNT_HW_CACHE_RESULT_ACCESS },
	{ "Reference", PERF_COUNT_HW_CACHE_RESULT_ACCESS },
	{ "ops", PERF_COUNT_HW_CACHE_RESULT_ACCESS },
	{ "access", PERF_COUNT_HW_CACHE_RESULT_ACCESS },
	{ "misses", PERF_COUNT_HW_CACHE_RESULT_MISS },
	{ "miss", PERF_COUNT_HW_CACHE_RESULT_MISS },
};

#define N(a) (sizeof(a) / sizeof((a)[0]))
#define R (1u << PERF_COUNT_HW_CACHE_OP_READ)
#define W (1u << PERF_COUNT_HW_CACHE_OP_WRITE)
#define P (1u << PERF_COUNT_HW_CACHE_OP_PREFETCH)

static const unsigned int valid_ops[PERF_COUNT_HW_CACHE_MAX] = {
	[PERF_COUNT_HW_CACHE_L1D] = R | W | P, [PERF_COUNT_HW_CACHE_L1I] = R | P,
	[PERF_COUNT_HW_CACHE_LL] = R | W | P, [PERF_COUNT_HW_CACHE_DTLB] = R | W | P,
	[PERF_COUNT_HW_CACHE_ITLB] = R, [PERF_COUNT_HW_CACHE_BPU] = R,
	[PERF_COUNT_HW_CACHE_NODE] = R | W | P,
};

static int exact(const struct perf_name *t, size_t n, const char *s, size_t len)
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
static int prefix(const struct perf_name *t, size_t n, const char *s, size_t len, size_t *used)
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

	if ((c = exact(hw, N(hw), name, len)) >= 0) {
		*type = PERF_TYPE_HARDWARE;
		*config = (uint64_t)c;
		return 0;
	}
	if ((c = exact(sw, N(sw), name, len)) >= 0) {
		*type = PERF_TYPE_SOFTWARE;
		*config = (uint64_t)c;
		return 0;
	}
	c = prefix(caches, N(caches), name, len, &used);
	if (c < 0)
		return -ENOENT;
	name += used, len -= used;
	/*
	 * Then up to two words, each an op or a result: the first whichever
	 * it is, the second what is still missing (perf reads LLC-misses,
	 * L1-dcache-load-misses and LLC-misses-load alike).
	 */
	for (int slot = 0; slot < 2 && len; slot++) {
		int is_op = op < 0 && (v = prefix(ops, N(ops), name + 1, len - 1, &used)) >= 0;

		if (is_op)
			op = v;
		else if (res < 0 && (slot == 0 || op >= 0) &&
			 (v = prefix(results, N(results), name + 1, len - 1, &used)) >= 0)
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
	if (!(valid_ops[c] & 1u << op))
		return -EINVAL;
	*type = PERF_TYPE_HW_CACHE;
	*config = (uint64_t)c | (uint64_t)op << 8 | (uint64_t)res << 16;
	return 0;
}

/* The nth name of config in t (perf's own spelling first), or NULL. */
static const char *nth(const struct perf_name *t, size_t n, uint64_t config, int which)
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
		return nth(hw, N(hw), config, which);
	case PERF_TYPE_SOFTWARE:
		return nth(sw, N(sw), config, which);
	case PERF_TYPE_HW_CACHE:
		if (c >= PERF_COUNT_HW_CACHE_MAX || op >= PERF_COUNT_HW_CACHE_OP_MAX ||
		    res >= PERF_COUNT_HW_CACHE_RESULT_MAX || config >> 24 || which)
			return NULL;
		/* perf's spelling: L1-dcache-loads, -prefetches, L1-dcache-load-misses */
		if (res == PERF_COUNT_HW_CACHE_RESULT_MISS)
			snprintf(buf, sz, "%s-%s-misses", nth(caches, N(caches), c, 0),
				 nth(ops, N(ops), op, 0));
		else
			snprintf(buf, sz, "%s-%s", nth(caches, N(caches), c, 0), plural[op]);
		return buf;
	default:
		return NULL;
	}
}
