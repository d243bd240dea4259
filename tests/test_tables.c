// SPDX-License-Identifier: MIT
/*
 * Every (CPU, concept) of the tables, resolved through the public API and
 * compared with an expected encoding written here.  The numbers were taken
 * from the oracles, not from data/: the perf JSON event of each row
 * (EventCode | UMask << 8, MSRValue as config1), Intel's published event
 * file (intel/perfmon, tests/oracle/perfmon-facts.tsv: the same fields, a
 * matrix file's request and response values ORed) where perf 6.12 has
 * none, or libpfm4's encoding of the row's event string; the source is
 * named on each line.  Unsupported rows expect -EOPNOTSUPP, generic rows the
 * kernel's PERF_TYPE_HARDWARE id.  A table row added without an
 * expectation here fails test_every_row_is_expected.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include <errno.h>

#include <perfgen/perfgen.h>

#include "table.h"
#include "tables.h"

struct trow {
	const char *cpu;
	const char *event;
	int err;
	uint32_t type;
	uint64_t config, config1;
	int line;
	int nr_parts;		/* SUM rows: attr is part 0 */
	struct { uint64_t config, config1; } part[PERFGEN_PARTS_MAX];
	int sum_exact;		/* SUM and WSUM rows: the sum is the concept exactly */
	int nr_terms;		/* WSUM rows: attr is term 0 */
	struct { uint64_t config; int64_t weight; } term[PERFGEN_TERMS_MAX];
	int diff;		/* a difference: term 0's count minus term 1's */
	int perfmon_parts;	/* SUM rows whose parts only Intel's perfmon names (no perf JSON name) */
};

#define RAW(cpu, ev, c, c1) { cpu, ev, 0, PERF_TYPE_RAW, c, c1, __LINE__ }
#define HWE(cpu, ev, id) { cpu, ev, 0, PERF_TYPE_HARDWARE, id, 0, __LINE__ }
#define CACHE(cpu, ev, c) { cpu, ev, 0, PERF_TYPE_HW_CACHE, c, 0, __LINE__ }
#define UNSUP(cpu, ev) { cpu, ev, -EOPNOTSUPP, 0, 0, 0, __LINE__ }
/* A concept the CPU counts (approximately, or exactly) as the sum of two
 * raw events. */
#define SUM(cpu, ev, c0, c01, c1, c11) \
	{ cpu, ev, 0, PERF_TYPE_RAW, c0, c01, __LINE__, 2, { { c0, c01 }, { c1, c11 } }, 0 }
#define SUM_EXACT(cpu, ev, c0, c01, c1, c11) \
	{ cpu, ev, 0, PERF_TYPE_RAW, c0, c01, __LINE__, 2, { { c0, c01 }, { c1, c11 } }, 1 }
/* Sums of three and four raw parts (config1 0), exact or not: the packed FP
 * instructions of the AVX-512 cores, Sandy/Ivy Bridge's L2 request kinds
 * and their hits. */
#define SUM3(cpu, ev, ex, c0, c1, c2) \
	{ cpu, ev, 0, PERF_TYPE_RAW, c0, 0, __LINE__, 3, { { c0, 0 }, { c1, 0 }, { c2, 0 } }, ex }
#define SUM4(cpu, ev, ex, c0, c1, c2, c3) \
	{ cpu, ev, 0, PERF_TYPE_RAW, c0, 0, __LINE__, 4, \
	  { { c0, 0 }, { c1, 0 }, { c2, 0 }, { c3, 0 } }, ex }

/*
 * A concept the CPU counts as a weighted sum of n raw events (config1 0):
 * WSUM(cpu, event, exact, n, config0, weight0, T(config, weight), ...).
 */
#define T(c, w) { c, w }
#define WSUM(cpu, ev, ex, n, c0, w0, ...) \
	{ cpu, ev, 0, PERF_TYPE_RAW, c0, 0, __LINE__, \
	  (n) < PERFGEN_PARTS_MAX ? (n) : PERFGEN_PARTS_MAX, { { 0, 0 } }, ex, n, \
	  { { c0, w0 }, __VA_ARGS__ } }

/* A concept the CPU counts as one raw event's count minus another's. */
#define DIFF(cpu, ev, ex, c0, c1) \
	{ cpu, ev, 0, PERF_TYPE_RAW, c0, 0, __LINE__, 2, { { 0, 0 } }, ex, 2, \
	  { { c0, 1 }, { c1, -1 } }, 1 }

static const struct trow rows[] = {
	HWE("GenuineIntel-6-97-0", "cpu_core/branch-misses/", PERF_COUNT_HW_BRANCH_MISSES),
	HWE("GenuineIntel-6-97-0", "cpu_core/branches/", PERF_COUNT_HW_BRANCH_INSTRUCTIONS),
	HWE("GenuineIntel-6-97-0", "cpu_core/cache-misses/", PERF_COUNT_HW_CACHE_MISSES),
	HWE("GenuineIntel-6-97-0", "cpu_core/cache-references/", PERF_COUNT_HW_CACHE_REFERENCES),
	HWE("GenuineIntel-6-97-0", "cpu_core/cycles/", PERF_COUNT_HW_CPU_CYCLES),
	RAW("GenuineIntel-6-97-0", "cpu_core/dram/", 0x12a, 0x184000001), /* perf JSON alderlake OCR.DEMAND_DATA_RD.DRAM */
	RAW("GenuineIntel-6-97-0", "cpu_core/dram-local/", 0x12a, 0x184000001), /* perf JSON alderlake OCR.DEMAND_DATA_RD.DRAM */
	UNSUP("GenuineIntel-6-97-0", "cpu_core/dram-remote/"),
	HWE("GenuineIntel-6-97-0", "cpu_core/instructions/", PERF_COUNT_HW_INSTRUCTIONS),
	RAW("GenuineIntel-6-97-0", "cpu_core/llc-load-misses/", 0x12a, 0x3fbfc00001), /* perf JSON alderlake OCR.DEMAND_DATA_RD.L3_MISS */
	RAW("GenuineIntel-6-97-0", "cpu_core/llc-loads/", 0x12a, 0x10001), /* perf JSON alderlake OCR.DEMAND_DATA_RD.ANY_RESPONSE */
	RAW("GenuineIntel-6-97-0", "cpu_core/llc-store-misses/", 0x12a, 0x3fbfc00002), /* perf JSON alderlake OCR.DEMAND_RFO.L3_MISS */
	RAW("GenuineIntel-6-97-0", "cpu_core/llc-stores/", 0x12a, 0x10002), /* perf JSON alderlake OCR.DEMAND_RFO.ANY_RESPONSE */
	UNSUP("GenuineIntel-6-97-0", "cpu_core/remote-hitm/"),
	HWE("GenuineIntel-6-97-0", "cpu_atom/branch-misses/", PERF_COUNT_HW_BRANCH_MISSES),
	HWE("GenuineIntel-6-97-0", "cpu_atom/branches/", PERF_COUNT_HW_BRANCH_INSTRUCTIONS),
	HWE("GenuineIntel-6-97-0", "cpu_atom/cache-misses/", PERF_COUNT_HW_CACHE_MISSES),
	HWE("GenuineIntel-6-97-0", "cpu_atom/cache-references/", PERF_COUNT_HW_CACHE_REFERENCES),
	HWE("GenuineIntel-6-97-0", "cpu_atom/cycles/", PERF_COUNT_HW_CPU_CYCLES),
	RAW("GenuineIntel-6-97-0", "cpu_atom/dram/", 0x1b7, 0x784000001), /* Intel perfmon alderlake_gracemont_core.json V1.40 OCR.DEMAND_DATA_RD.DRAM (0xB7/0x01, MSRValue 0x784000001) */
	RAW("GenuineIntel-6-97-0", "cpu_atom/dram-local/", 0x1b7, 0x784000001), /* Intel perfmon alderlake_gracemont_core.json V1.40 OCR.DEMAND_DATA_RD.DRAM (single socket) */
	UNSUP("GenuineIntel-6-97-0", "cpu_atom/dram-remote/"),
	HWE("GenuineIntel-6-97-0", "cpu_atom/instructions/", PERF_COUNT_HW_INSTRUCTIONS),
	RAW("GenuineIntel-6-97-0", "cpu_atom/llc-load-misses/", 0x1b7, 0x3f84400001), /* perf JSON alderlake OCR.DEMAND_DATA_RD.L3_MISS */
	RAW("GenuineIntel-6-97-0", "cpu_atom/llc-loads/", 0x1b7, 0x10001), /* perf JSON alderlake OCR.DEMAND_DATA_RD.ANY_RESPONSE */
	RAW("GenuineIntel-6-97-0", "cpu_atom/llc-store-misses/", 0x1b7, 0x3f84400002), /* perf JSON alderlake OCR.DEMAND_RFO.L3_MISS */
	RAW("GenuineIntel-6-97-0", "cpu_atom/llc-stores/", 0x1b7, 0x10002), /* perf JSON alderlake OCR.DEMAND_RFO.ANY_RESPONSE */
	UNSUP("GenuineIntel-6-97-0", "cpu_atom/remote-hitm/"),
	HWE("GenuineIntel-6-BE-0", "branch-misses", PERF_COUNT_HW_BRANCH_MISSES),
	HWE("GenuineIntel-6-BE-0", "branches", PERF_COUNT_HW_BRANCH_INSTRUCTIONS),
	HWE("GenuineIntel-6-BE-0", "cache-misses", PERF_COUNT_HW_CACHE_MISSES),
	HWE("GenuineIntel-6-BE-0", "cache-references", PERF_COUNT_HW_CACHE_REFERENCES),
	HWE("GenuineIntel-6-BE-0", "cycles", PERF_COUNT_HW_CPU_CYCLES),
	RAW("GenuineIntel-6-BE-0", "dram", 0x1b7, 0x784004007), /* perfmon ADL/events/alderlake_gracemont_core.json V1.40 OCR.{DEMAND_DATA_RD,DEMAND_RFO,DEMAND_CODE_RD,SWPF_RD}.DRAM: request bits 0x1|0x2|0x4|0x4000, response 0x784000000 */
	RAW("GenuineIntel-6-BE-0", "dram-local", 0x1b7, 0x784004007), /* perfmon ADL/events/alderlake_gracemont_core.json V1.40 OCR.{DEMAND_DATA_RD,DEMAND_RFO,DEMAND_CODE_RD,SWPF_RD}.DRAM: request bits 0x1|0x2|0x4|0x4000, response 0x784000000 */
	UNSUP("GenuineIntel-6-BE-0", "dram-remote"),
	HWE("GenuineIntel-6-BE-0", "instructions", PERF_COUNT_HW_INSTRUCTIONS),
	RAW("GenuineIntel-6-BE-0", "llc-load-misses", 0x1b7, 0x3f84400001), /* perf JSON alderlaken OCR.DEMAND_DATA_RD.L3_MISS */
	RAW("GenuineIntel-6-BE-0", "llc-loads", 0x1b7, 0x10001), /* perf JSON alderlaken OCR.DEMAND_DATA_RD.ANY_RESPONSE */
	RAW("GenuineIntel-6-BE-0", "llc-store-misses", 0x1b7, 0x3f84400002), /* perf JSON alderlaken OCR.DEMAND_RFO.L3_MISS */
	RAW("GenuineIntel-6-BE-0", "llc-stores", 0x1b7, 0x10002), /* perf JSON alderlaken OCR.DEMAND_RFO.ANY_RESPONSE */
	UNSUP("GenuineIntel-6-BE-0", "remote-hitm"),
	HWE("GenuineIntel-6-C6-0", "cpu_core/branch-misses/", PERF_COUNT_HW_BRANCH_MISSES),
	HWE("GenuineIntel-6-C6-0", "cpu_core/branches/", PERF_COUNT_HW_BRANCH_INSTRUCTIONS),
	HWE("GenuineIntel-6-C6-0", "cpu_core/cache-misses/", PERF_COUNT_HW_CACHE_MISSES),
	HWE("GenuineIntel-6-C6-0", "cpu_core/cache-references/", PERF_COUNT_HW_CACHE_REFERENCES),
	HWE("GenuineIntel-6-C6-0", "cpu_core/cycles/", PERF_COUNT_HW_CPU_CYCLES),
	RAW("GenuineIntel-6-C6-0", "cpu_core/dram/", 0x12a, 0x1e780000001), /* perfmon ARL/events/arrowlake_lioncove_core.json V1.20 OCR.DEMAND_DATA_RD.DRAM */
	RAW("GenuineIntel-6-C6-0", "cpu_core/dram-local/", 0x12a, 0x1e780000001), /* perfmon ARL/events/arrowlake_lioncove_core.json V1.20 OCR.DEMAND_DATA_RD.DRAM */
	UNSUP("GenuineIntel-6-C6-0", "cpu_core/dram-remote/"),
	HWE("GenuineIntel-6-C6-0", "cpu_core/instructions/", PERF_COUNT_HW_INSTRUCTIONS),
	RAW("GenuineIntel-6-C6-0", "cpu_core/llc-load-misses/", 0x12a, 0xfe7f8000001), /* perfmon ARL/events/arrowlake_lioncove_core.json V1.20 OCR.DEMAND_DATA_RD.L3_MISS */
	RAW("GenuineIntel-6-C6-0", "cpu_core/llc-loads/", 0x12a, 0x10001), /* perfmon ARL/events/arrowlake_lioncove_core.json V1.20 OCR.DEMAND_DATA_RD.ANY_RESPONSE */
	RAW("GenuineIntel-6-C6-0", "cpu_core/llc-store-misses/", 0x12a, 0xfe7f8000002), /* perfmon ARL/events/arrowlake_lioncove_core.json V1.20 OCR.DEMAND_RFO.L3_MISS */
	RAW("GenuineIntel-6-C6-0", "cpu_core/llc-stores/", 0x12a, 0x10002), /* perfmon ARL/events/arrowlake_lioncove_core.json V1.20 OCR.DEMAND_RFO.ANY_RESPONSE */
	UNSUP("GenuineIntel-6-C6-0", "cpu_core/remote-hitm/"),
	HWE("GenuineIntel-6-C6-0", "cpu_atom/branch-misses/", PERF_COUNT_HW_BRANCH_MISSES),
	HWE("GenuineIntel-6-C6-0", "cpu_atom/branches/", PERF_COUNT_HW_BRANCH_INSTRUCTIONS),
	HWE("GenuineIntel-6-C6-0", "cpu_atom/cache-misses/", PERF_COUNT_HW_CACHE_MISSES),
	HWE("GenuineIntel-6-C6-0", "cpu_atom/cache-references/", PERF_COUNT_HW_CACHE_REFERENCES),
	HWE("GenuineIntel-6-C6-0", "cpu_atom/cycles/", PERF_COUNT_HW_CPU_CYCLES),
	UNSUP("GenuineIntel-6-C6-0", "cpu_atom/dram/"),
	UNSUP("GenuineIntel-6-C6-0", "cpu_atom/dram-local/"),
	UNSUP("GenuineIntel-6-C6-0", "cpu_atom/dram-remote/"),
	HWE("GenuineIntel-6-C6-0", "cpu_atom/instructions/", PERF_COUNT_HW_INSTRUCTIONS),
	UNSUP("GenuineIntel-6-C6-0", "cpu_atom/llc-load-misses/"),
	UNSUP("GenuineIntel-6-C6-0", "cpu_atom/llc-loads/"),
	UNSUP("GenuineIntel-6-C6-0", "cpu_atom/llc-store-misses/"),
	UNSUP("GenuineIntel-6-C6-0", "cpu_atom/llc-stores/"),
	UNSUP("GenuineIntel-6-C6-0", "cpu_atom/remote-hitm/"),
	HWE("GenuineIntel-6-C5-0", "cpu_core/branch-misses/", PERF_COUNT_HW_BRANCH_MISSES),
	HWE("GenuineIntel-6-C5-0", "cpu_core/branches/", PERF_COUNT_HW_BRANCH_INSTRUCTIONS),
	HWE("GenuineIntel-6-C5-0", "cpu_core/cache-misses/", PERF_COUNT_HW_CACHE_MISSES),
	HWE("GenuineIntel-6-C5-0", "cpu_core/cache-references/", PERF_COUNT_HW_CACHE_REFERENCES),
	HWE("GenuineIntel-6-C5-0", "cpu_core/cycles/", PERF_COUNT_HW_CPU_CYCLES),
	RAW("GenuineIntel-6-C5-0", "cpu_core/dram/", 0x12a, 0x1e780000001), /* perfmon ARL/events/arrowlake_lioncove_core.json V1.20 OCR.DEMAND_DATA_RD.DRAM */
	RAW("GenuineIntel-6-C5-0", "cpu_core/dram-local/", 0x12a, 0x1e780000001), /* perfmon ARL/events/arrowlake_lioncove_core.json V1.20 OCR.DEMAND_DATA_RD.DRAM */
	UNSUP("GenuineIntel-6-C5-0", "cpu_core/dram-remote/"),
	HWE("GenuineIntel-6-C5-0", "cpu_core/instructions/", PERF_COUNT_HW_INSTRUCTIONS),
	RAW("GenuineIntel-6-C5-0", "cpu_core/llc-load-misses/", 0x12a, 0xfe7f8000001), /* perfmon ARL/events/arrowlake_lioncove_core.json V1.20 OCR.DEMAND_DATA_RD.L3_MISS */
	RAW("GenuineIntel-6-C5-0", "cpu_core/llc-loads/", 0x12a, 0x10001), /* perfmon ARL/events/arrowlake_lioncove_core.json V1.20 OCR.DEMAND_DATA_RD.ANY_RESPONSE */
	RAW("GenuineIntel-6-C5-0", "cpu_core/llc-store-misses/", 0x12a, 0xfe7f8000002), /* perfmon ARL/events/arrowlake_lioncove_core.json V1.20 OCR.DEMAND_RFO.L3_MISS */
	RAW("GenuineIntel-6-C5-0", "cpu_core/llc-stores/", 0x12a, 0x10002), /* perfmon ARL/events/arrowlake_lioncove_core.json V1.20 OCR.DEMAND_RFO.ANY_RESPONSE */
	UNSUP("GenuineIntel-6-C5-0", "cpu_core/remote-hitm/"),
	HWE("GenuineIntel-6-C5-0", "cpu_atom/branch-misses/", PERF_COUNT_HW_BRANCH_MISSES),
	HWE("GenuineIntel-6-C5-0", "cpu_atom/branches/", PERF_COUNT_HW_BRANCH_INSTRUCTIONS),
	HWE("GenuineIntel-6-C5-0", "cpu_atom/cache-misses/", PERF_COUNT_HW_CACHE_MISSES),
	HWE("GenuineIntel-6-C5-0", "cpu_atom/cache-references/", PERF_COUNT_HW_CACHE_REFERENCES),
	HWE("GenuineIntel-6-C5-0", "cpu_atom/cycles/", PERF_COUNT_HW_CPU_CYCLES),
	UNSUP("GenuineIntel-6-C5-0", "cpu_atom/dram/"),
	UNSUP("GenuineIntel-6-C5-0", "cpu_atom/dram-local/"),
	UNSUP("GenuineIntel-6-C5-0", "cpu_atom/dram-remote/"),
	HWE("GenuineIntel-6-C5-0", "cpu_atom/instructions/", PERF_COUNT_HW_INSTRUCTIONS),
	UNSUP("GenuineIntel-6-C5-0", "cpu_atom/llc-load-misses/"),
	UNSUP("GenuineIntel-6-C5-0", "cpu_atom/llc-loads/"),
	UNSUP("GenuineIntel-6-C5-0", "cpu_atom/llc-store-misses/"),
	UNSUP("GenuineIntel-6-C5-0", "cpu_atom/llc-stores/"),
	UNSUP("GenuineIntel-6-C5-0", "cpu_atom/remote-hitm/"),
	HWE("GenuineIntel-6-C5-0", "cpu_lowpower/branch-misses/", PERF_COUNT_HW_BRANCH_MISSES), /* perfmon ARL arrowlake_crestmont_core.json V1.20 (LowPower_Atom) */
	HWE("GenuineIntel-6-C5-0", "cpu_lowpower/branches/", PERF_COUNT_HW_BRANCH_INSTRUCTIONS), /* perfmon ARL arrowlake_crestmont_core.json V1.20 (LowPower_Atom) */
	HWE("GenuineIntel-6-C5-0", "cpu_lowpower/cache-misses/", PERF_COUNT_HW_CACHE_MISSES), /* perfmon ARL arrowlake_crestmont_core.json V1.20 (LowPower_Atom) */
	HWE("GenuineIntel-6-C5-0", "cpu_lowpower/cache-references/", PERF_COUNT_HW_CACHE_REFERENCES), /* perfmon ARL arrowlake_crestmont_core.json V1.20 (LowPower_Atom) */
	HWE("GenuineIntel-6-C5-0", "cpu_lowpower/cycles/", PERF_COUNT_HW_CPU_CYCLES), /* perfmon ARL arrowlake_crestmont_core.json V1.20 (LowPower_Atom) */
	UNSUP("GenuineIntel-6-C5-0", "cpu_lowpower/dram/"),
	UNSUP("GenuineIntel-6-C5-0", "cpu_lowpower/dram-local/"),
	UNSUP("GenuineIntel-6-C5-0", "cpu_lowpower/dram-remote/"),
	HWE("GenuineIntel-6-C5-0", "cpu_lowpower/instructions/", PERF_COUNT_HW_INSTRUCTIONS), /* perfmon ARL arrowlake_crestmont_core.json V1.20 (LowPower_Atom) */
	UNSUP("GenuineIntel-6-C5-0", "cpu_lowpower/llc-load-misses/"),
	UNSUP("GenuineIntel-6-C5-0", "cpu_lowpower/llc-loads/"),
	UNSUP("GenuineIntel-6-C5-0", "cpu_lowpower/llc-store-misses/"),
	UNSUP("GenuineIntel-6-C5-0", "cpu_lowpower/llc-stores/"),
	UNSUP("GenuineIntel-6-C5-0", "cpu_lowpower/remote-hitm/"),
	HWE("GenuineIntel-6-CC-0", "cpu_core/branch-misses/", PERF_COUNT_HW_BRANCH_MISSES),
	HWE("GenuineIntel-6-CC-0", "cpu_core/branches/", PERF_COUNT_HW_BRANCH_INSTRUCTIONS),
	HWE("GenuineIntel-6-CC-0", "cpu_core/cache-misses/", PERF_COUNT_HW_CACHE_MISSES),
	HWE("GenuineIntel-6-CC-0", "cpu_core/cache-references/", PERF_COUNT_HW_CACHE_REFERENCES),
	HWE("GenuineIntel-6-CC-0", "cpu_core/cycles/", PERF_COUNT_HW_CPU_CYCLES),
	RAW("GenuineIntel-6-CC-0", "cpu_core/dram/", 0x12a, 0x1e780000001), /* perfmon PTL/events/pantherlake_cougarcove_core.json V1.07 OCR.DEMAND_DATA_RD.DRAM */
	RAW("GenuineIntel-6-CC-0", "cpu_core/dram-local/", 0x12a, 0x1e780000001), /* perfmon PTL/events/pantherlake_cougarcove_core.json V1.07 OCR.DEMAND_DATA_RD.DRAM */
	UNSUP("GenuineIntel-6-CC-0", "cpu_core/dram-remote/"),
	HWE("GenuineIntel-6-CC-0", "cpu_core/instructions/", PERF_COUNT_HW_INSTRUCTIONS),
	RAW("GenuineIntel-6-CC-0", "cpu_core/llc-load-misses/", 0x12a, 0x9e7fa000001), /* perfmon PTL/events/pantherlake_cougarcove_core.json V1.07 OCR.DEMAND_DATA_RD.L3_MISS */
	RAW("GenuineIntel-6-CC-0", "cpu_core/llc-loads/", 0x12a, 0x10001), /* perfmon PTL/events/pantherlake_cougarcove_core.json V1.07 OCR.DEMAND_DATA_RD.ANY_RESPONSE */
	RAW("GenuineIntel-6-CC-0", "cpu_core/llc-store-misses/", 0x12a, 0x9e7fa000002), /* perfmon PTL/events/pantherlake_cougarcove_core.json V1.07 OCR.DEMAND_RFO.L3_MISS */
	RAW("GenuineIntel-6-CC-0", "cpu_core/llc-stores/", 0x12a, 0x10002), /* perfmon PTL/events/pantherlake_cougarcove_core.json V1.07 OCR.DEMAND_RFO.ANY_RESPONSE */
	UNSUP("GenuineIntel-6-CC-0", "cpu_core/remote-hitm/"),
	HWE("GenuineIntel-6-CC-0", "cpu_atom/branch-misses/", PERF_COUNT_HW_BRANCH_MISSES),
	HWE("GenuineIntel-6-CC-0", "cpu_atom/branches/", PERF_COUNT_HW_BRANCH_INSTRUCTIONS),
	HWE("GenuineIntel-6-CC-0", "cpu_atom/cache-misses/", PERF_COUNT_HW_CACHE_MISSES),
	HWE("GenuineIntel-6-CC-0", "cpu_atom/cache-references/", PERF_COUNT_HW_CACHE_REFERENCES),
	HWE("GenuineIntel-6-CC-0", "cpu_atom/cycles/", PERF_COUNT_HW_CPU_CYCLES),
	RAW("GenuineIntel-6-CC-0", "cpu_atom/dram/", 0x1b7, 0x7bc000001), /* perfmon PTL/events/pantherlake_darkmont_core.json V1.07 OCR.DEMAND_DATA_RD.DRAM */
	RAW("GenuineIntel-6-CC-0", "cpu_atom/dram-local/", 0x1b7, 0x7bc000001), /* perfmon PTL/events/pantherlake_darkmont_core.json V1.07 OCR.DEMAND_DATA_RD.DRAM */
	UNSUP("GenuineIntel-6-CC-0", "cpu_atom/dram-remote/"),
	HWE("GenuineIntel-6-CC-0", "cpu_atom/instructions/", PERF_COUNT_HW_INSTRUCTIONS),
	RAW("GenuineIntel-6-CC-0", "cpu_atom/llc-load-misses/", 0x1b7, 0x13fbfc00001), /* perfmon PTL/events/pantherlake_darkmont_core.json V1.07 OCR.DEMAND_DATA_RD.L3_MISS */
	RAW("GenuineIntel-6-CC-0", "cpu_atom/llc-loads/", 0x1b7, 0x10001), /* perfmon PTL/events/pantherlake_darkmont_core.json V1.07 OCR.DEMAND_DATA_RD.ANY_RESPONSE */
	RAW("GenuineIntel-6-CC-0", "cpu_atom/llc-store-misses/", 0x1b7, 0x13fbfc00002), /* perfmon PTL/events/pantherlake_darkmont_core.json V1.07 OCR.DEMAND_RFO.L3_MISS */
	RAW("GenuineIntel-6-CC-0", "cpu_atom/llc-stores/", 0x1b7, 0x10002), /* perfmon PTL/events/pantherlake_darkmont_core.json V1.07 OCR.DEMAND_RFO.ANY_RESPONSE */
	UNSUP("GenuineIntel-6-CC-0", "cpu_atom/remote-hitm/"),
	HWE("GenuineIntel-6-DD-0", "branch-misses", PERF_COUNT_HW_BRANCH_MISSES),
	HWE("GenuineIntel-6-DD-0", "branches", PERF_COUNT_HW_BRANCH_INSTRUCTIONS),
	HWE("GenuineIntel-6-DD-0", "cache-misses", PERF_COUNT_HW_CACHE_MISSES),
	HWE("GenuineIntel-6-DD-0", "cache-references", PERF_COUNT_HW_CACHE_REFERENCES),
	HWE("GenuineIntel-6-DD-0", "cycles", PERF_COUNT_HW_CPU_CYCLES),
	RAW("GenuineIntel-6-DD-0", "dram", 0x1b7, 0x7bc000001), /* perfmon CWF/events/clearwaterforest_core.json V1.04 OCR.DEMAND_DATA_RD.DRAM */
	RAW("GenuineIntel-6-DD-0", "dram-local", 0x1b7, 0x784000001), /* perfmon CWF/events/clearwaterforest_core.json V1.04 OCR.DEMAND_DATA_RD.LOCAL_DRAM */
	RAW("GenuineIntel-6-DD-0", "dram-remote", 0x1b7, 0x738000001), /* perfmon CWF/events/clearwaterforest_core.json V1.04 OCR.DEMAND_DATA_RD.REMOTE_DRAM | supplier bit 27 (in OCR.DEMAND_DATA_RD.DRAM) */
	HWE("GenuineIntel-6-DD-0", "instructions", PERF_COUNT_HW_INSTRUCTIONS),
	RAW("GenuineIntel-6-DD-0", "llc-load-misses", 0x1b7, 0x33fbfc00001), /* perfmon CWF/events/clearwaterforest_core.json V1.04 OCR.DEMAND_DATA_RD.L3_MISS */
	RAW("GenuineIntel-6-DD-0", "llc-loads", 0x1b7, 0x10001), /* perfmon CWF/events/clearwaterforest_core.json V1.04 OCR.DEMAND_DATA_RD.ANY_RESPONSE */
	RAW("GenuineIntel-6-DD-0", "llc-store-misses", 0x1b7, 0x33fbfc00002), /* perfmon CWF/events/clearwaterforest_core.json V1.04 OCR.DEMAND_RFO.L3_MISS */
	RAW("GenuineIntel-6-DD-0", "llc-stores", 0x1b7, 0x10002), /* perfmon CWF/events/clearwaterforest_core.json V1.04 OCR.DEMAND_RFO.ANY_RESPONSE */
	RAW("GenuineIntel-6-DD-0", "remote-hitm", 0x8d3, 0), /* perfmon CWF/events/clearwaterforest_core.json V1.04 MEM_LOAD_UOPS_L3_MISS_RETIRED.REMOTE_FWD_HITM */
	HWE("GenuineIntel-6-1C-2", "branch-misses", PERF_COUNT_HW_BRANCH_MISSES),
	HWE("GenuineIntel-6-1C-2", "branches", PERF_COUNT_HW_BRANCH_INSTRUCTIONS),
	HWE("GenuineIntel-6-1C-2", "cache-misses", PERF_COUNT_HW_CACHE_MISSES), /* L2_RQSTS.SELF.DEMAND.I_STATE 0x412e */
	HWE("GenuineIntel-6-1C-2", "cache-references", PERF_COUNT_HW_CACHE_REFERENCES), /* L2_RQSTS.SELF.DEMAND.MESI 0x4f2e */
	HWE("GenuineIntel-6-1C-2", "cycles", PERF_COUNT_HW_CPU_CYCLES),
	UNSUP("GenuineIntel-6-1C-2", "dram"),
	UNSUP("GenuineIntel-6-1C-2", "dram-local"),
	UNSUP("GenuineIntel-6-1C-2", "dram-remote"),
	HWE("GenuineIntel-6-1C-2", "instructions", PERF_COUNT_HW_INSTRUCTIONS),
	RAW("GenuineIntel-6-1C-2", "llc-load-misses", 0x4129, 0), /* perf bonnell, perfmon BNL V5 L2_LD.SELF.DEMAND.I_STATE */
	RAW("GenuineIntel-6-1C-2", "llc-loads", 0x4f29, 0), /* perf bonnell, perfmon BNL V5 L2_LD.SELF.DEMAND.MESI */
	RAW("GenuineIntel-6-1C-2", "llc-store-misses", 0x412a, 0), /* perf bonnell, perfmon BNL V5 L2_ST.SELF.I_STATE; libpfm4 atom::L2_ST:SELF:I_STATE */
	RAW("GenuineIntel-6-1C-2", "llc-stores", 0x4f2a, 0), /* perf bonnell, perfmon BNL V5 L2_ST.SELF.MESI; libpfm4 atom::L2_ST:SELF:MESI */
	UNSUP("GenuineIntel-6-1C-2", "remote-hitm"),
	HWE("GenuineIntel-6-3D-0", "branch-misses", PERF_COUNT_HW_BRANCH_MISSES),
	HWE("GenuineIntel-6-3D-0", "branches", PERF_COUNT_HW_BRANCH_INSTRUCTIONS),
	HWE("GenuineIntel-6-3D-0", "cache-misses", PERF_COUNT_HW_CACHE_MISSES),
	HWE("GenuineIntel-6-3D-0", "cache-references", PERF_COUNT_HW_CACHE_REFERENCES),
	HWE("GenuineIntel-6-3D-0", "cycles", PERF_COUNT_HW_CPU_CYCLES),
	RAW("GenuineIntel-6-3D-0", "dram", 0x1b7, 0x3f840007f7), /* libpfm4 bdw::OFFCORE_RESPONSE_0:DMND_DATA_RD:DMND_RFO:DMND_CODE_RD:PF_DATA_RD:PF_RFO:PF_IFETCH:PF_LLC_DATA_RD:PF_LLC_RFO:PF_LLC_IFETCH:BUS_LOCKS:L3_MISS_LOCAL:SNP_ANY */
	RAW("GenuineIntel-6-3D-0", "dram-local", 0x1b7, 0x3f840007f7), /* libpfm4 bdw::OFFCORE_RESPONSE_0:DMND_DATA_RD:DMND_RFO:DMND_CODE_RD:PF_DATA_RD:PF_RFO:PF_IFETCH:PF_LLC_DATA_RD:PF_LLC_RFO:PF_LLC_IFETCH:BUS_LOCKS:L3_MISS_LOCAL:SNP_ANY */
	UNSUP("GenuineIntel-6-3D-0", "dram-remote"),
	HWE("GenuineIntel-6-3D-0", "instructions", PERF_COUNT_HW_INSTRUCTIONS),
	RAW("GenuineIntel-6-3D-0", "llc-load-misses", 0x1b7, 0x3f84000001), /* perf JSON broadwell OFFCORE_RESPONSE.DEMAND_DATA_RD.L3_MISS_LOCAL_DRAM.ANY_SNOOP */
	RAW("GenuineIntel-6-3D-0", "llc-loads", 0x1b7, 0x10001), /* perf JSON broadwell OFFCORE_RESPONSE.DEMAND_DATA_RD.ANY_RESPONSE */
	RAW("GenuineIntel-6-3D-0", "llc-store-misses", 0x1b7, 0x3f84000002), /* perf JSON broadwell OFFCORE_RESPONSE.DEMAND_RFO.L3_MISS_LOCAL_DRAM.ANY_SNOOP */
	RAW("GenuineIntel-6-3D-0", "llc-stores", 0x1b7, 0x10002), /* perf JSON broadwell OFFCORE_RESPONSE.DEMAND_RFO.ANY_RESPONSE */
	UNSUP("GenuineIntel-6-3D-0", "remote-hitm"),
	HWE("GenuineIntel-6-4F-0", "branch-misses", PERF_COUNT_HW_BRANCH_MISSES),
	HWE("GenuineIntel-6-4F-0", "branches", PERF_COUNT_HW_BRANCH_INSTRUCTIONS),
	HWE("GenuineIntel-6-4F-0", "cache-misses", PERF_COUNT_HW_CACHE_MISSES),
	HWE("GenuineIntel-6-4F-0", "cache-references", PERF_COUNT_HW_CACHE_REFERENCES),
	HWE("GenuineIntel-6-4F-0", "cycles", PERF_COUNT_HW_CPU_CYCLES),
	RAW("GenuineIntel-6-4F-0", "dram", 0x1b7, 0x63fc007f7), /* Intel perfmon broadwellx_matrix.json V23: request ALL_READS 0x7f7 | response LLC_MISS.ANY_DRAM 0x63fc00000 */
	RAW("GenuineIntel-6-4F-0", "dram-local", 0x1b7, 0x6040007f7), /* perf JSON broadwellx OFFCORE_RESPONSE.ALL_READS.LLC_MISS.LOCAL_DRAM */
	RAW("GenuineIntel-6-4F-0", "dram-remote", 0x1b7, 0x63bc007f7), /* perf JSON broadwellx OFFCORE_RESPONSE.ALL_READS.LLC_MISS.REMOTE_DRAM */
	HWE("GenuineIntel-6-4F-0", "instructions", PERF_COUNT_HW_INSTRUCTIONS),
	RAW("GenuineIntel-6-4F-0", "llc-load-misses", 0x1b7, 0x3fbfc00001), /* Intel perfmon broadwellx_matrix.json V23: request DEMAND_DATA_RD 0x1 | response LLC_MISS.ANY_RESPONSE 0x3fbfc00000 */
	RAW("GenuineIntel-6-4F-0", "llc-loads", 0x1b7, 0x10001), /* libpfm4 bdw_ep::OFFCORE_RESPONSE_0:DMND_DATA_RD:ANY_RESPONSE */
	RAW("GenuineIntel-6-4F-0", "llc-store-misses", 0x1b7, 0x3fbfc00002), /* perf JSON broadwellx OFFCORE_RESPONSE.DEMAND_RFO.LLC_MISS.ANY_RESPONSE */
	RAW("GenuineIntel-6-4F-0", "llc-stores", 0x1b7, 0x10002), /* libpfm4 bdw_ep::OFFCORE_RESPONSE_0:DMND_RFO:ANY_RESPONSE */
	RAW("GenuineIntel-6-4F-0", "remote-hitm", 0x10d3, 0x0), /* perf JSON broadwellx MEM_LOAD_UOPS_L3_MISS_RETIRED.REMOTE_HITM */
	HWE("GenuineIntel-6-55-5", "branch-misses", PERF_COUNT_HW_BRANCH_MISSES),
	HWE("GenuineIntel-6-55-5", "branches", PERF_COUNT_HW_BRANCH_INSTRUCTIONS),
	HWE("GenuineIntel-6-55-5", "cache-misses", PERF_COUNT_HW_CACHE_MISSES),
	HWE("GenuineIntel-6-55-5", "cache-references", PERF_COUNT_HW_CACHE_REFERENCES),
	HWE("GenuineIntel-6-55-5", "cycles", PERF_COUNT_HW_CPU_CYCLES),
	SUM_EXACT("GenuineIntel-6-55-5", "dram", 0x1b7, 0x6040007f7, 0x1b7, 0x63b8007f7), /* perf JSON cascadelakex OCR.ALL_READS.L3_MISS_LOCAL_DRAM.SNOOP_MISS_OR_NO_FWD + OCR.ALL_READS.L3_MISS_REMOTE_DRAM.SNOOP_MISS_OR_NO_FWD */
	RAW("GenuineIntel-6-55-5", "dram-local", 0x1b7, 0x6040007f7), /* perf JSON cascadelakex OCR.ALL_READS.L3_MISS_LOCAL_DRAM.SNOOP_MISS_OR_NO_FWD */
	RAW("GenuineIntel-6-55-5", "dram-remote", 0x1b7, 0x63b8007f7), /* perf JSON cascadelakex OCR.ALL_READS.L3_MISS_REMOTE_DRAM.SNOOP_MISS_OR_NO_FWD */
	HWE("GenuineIntel-6-55-5", "instructions", PERF_COUNT_HW_INSTRUCTIONS),
	RAW("GenuineIntel-6-55-5", "llc-load-misses", 0x1b7, 0x3fbc000001), /* perf JSON cascadelakex OCR.DEMAND_DATA_RD.L3_MISS.ANY_SNOOP */
	RAW("GenuineIntel-6-55-5", "llc-loads", 0x1b7, 0x10001), /* perf JSON cascadelakex OCR.DEMAND_DATA_RD.ANY_RESPONSE */
	RAW("GenuineIntel-6-55-5", "llc-store-misses", 0x1b7, 0x3fbc000002), /* perf JSON cascadelakex OCR.DEMAND_RFO.L3_MISS.ANY_SNOOP */
	RAW("GenuineIntel-6-55-5", "llc-stores", 0x1b7, 0x10002), /* perf JSON cascadelakex OCR.DEMAND_RFO.ANY_RESPONSE */
	RAW("GenuineIntel-6-55-5", "remote-hitm", 0x4d3, 0x0), /* perf JSON cascadelakex MEM_LOAD_L3_MISS_RETIRED.REMOTE_HITM */
	HWE("GenuineIntel-6-CF-0", "branch-misses", PERF_COUNT_HW_BRANCH_MISSES),
	HWE("GenuineIntel-6-CF-0", "branches", PERF_COUNT_HW_BRANCH_INSTRUCTIONS),
	HWE("GenuineIntel-6-CF-0", "cache-misses", PERF_COUNT_HW_CACHE_MISSES),
	HWE("GenuineIntel-6-CF-0", "cache-references", PERF_COUNT_HW_CACHE_REFERENCES),
	HWE("GenuineIntel-6-CF-0", "cycles", PERF_COUNT_HW_CPU_CYCLES),
	SUM("GenuineIntel-6-CF-0", "dram", 0x12a, 0x73c004477, 0x12a, 0x94002380), /* perf JSON emeraldrapids OCR.READS_TO_CORE.DRAM + OCR.HWPF_L3.L3_MISS */
	SUM("GenuineIntel-6-CF-0", "dram-local", 0x12a, 0x104004477, 0x12a, 0x84002380), /* perf JSON emeraldrapids OCR.READS_TO_CORE.LOCAL_DRAM + OCR.HWPF_L3.L3_MISS_LOCAL */
	SUM("GenuineIntel-6-CF-0", "dram-remote", 0x12a, 0x738004477, 0x12a, 0x90002380), /* perf JSON emeraldrapids OCR.READS_TO_CORE.REMOTE_DRAM|OCR.READS_TO_CORE.SNC_DRAM (0x730004477|0x708004477) + OCR.HWPF_L3.REMOTE */
	HWE("GenuineIntel-6-CF-0", "instructions", PERF_COUNT_HW_INSTRUCTIONS),
	RAW("GenuineIntel-6-CF-0", "llc-load-misses", 0x12a, 0x3fbfc00001), /* perf JSON emeraldrapids OCR.DEMAND_DATA_RD.L3_MISS */
	RAW("GenuineIntel-6-CF-0", "llc-loads", 0x12a, 0x10001), /* perf JSON emeraldrapids OCR.DEMAND_DATA_RD.ANY_RESPONSE */
	RAW("GenuineIntel-6-CF-0", "llc-store-misses", 0x12a, 0x3f3fc00002), /* perf JSON emeraldrapids OCR.DEMAND_RFO.L3_MISS */
	RAW("GenuineIntel-6-CF-0", "llc-stores", 0x12a, 0x3f3ffc0002), /* perf JSON emeraldrapids OCR.DEMAND_RFO.ANY_RESPONSE */
	RAW("GenuineIntel-6-CF-0", "remote-hitm", 0x4d3, 0x0), /* perf JSON emeraldrapids MEM_LOAD_L3_MISS_RETIRED.REMOTE_HITM */
	HWE("GenuineIntel-6-AD-0", "branch-misses", PERF_COUNT_HW_BRANCH_MISSES),
	HWE("GenuineIntel-6-AD-0", "branches", PERF_COUNT_HW_BRANCH_INSTRUCTIONS),
	HWE("GenuineIntel-6-AD-0", "cache-misses", PERF_COUNT_HW_CACHE_MISSES),
	HWE("GenuineIntel-6-AD-0", "cache-references", PERF_COUNT_HW_CACHE_REFERENCES),
	HWE("GenuineIntel-6-AD-0", "cycles", PERF_COUNT_HW_CPU_CYCLES),
	RAW("GenuineIntel-6-AD-0", "dram", 0x12a, 0x73c004477), /* perf JSON graniterapids OCR.READS_TO_CORE.DRAM */
	RAW("GenuineIntel-6-AD-0", "dram-local", 0x12a, 0x104004477), /* Intel perfmon graniterapids_core.json V1.20 OCR.READS_TO_CORE.LOCAL_DRAM (0x2A/0x01, MSRValue 0x104004477) */
	RAW("GenuineIntel-6-AD-0", "dram-remote", 0x12a, 0x738004477), /* Intel perfmon graniterapids_core.json V1.20 OCR.READS_TO_CORE.REMOTE_DRAM (MSRValue 0x730004477) | supplier bit 27 (LOCAL_SOCKET_DRAM 0x70C004477 less LOCAL_DRAM 0x104004477) */
	HWE("GenuineIntel-6-AD-0", "instructions", PERF_COUNT_HW_INSTRUCTIONS),
	RAW("GenuineIntel-6-AD-0", "llc-load-misses", 0x12a, 0x3fbfc00001), /* perf JSON graniterapids OCR.DEMAND_DATA_RD.L3_MISS */
	RAW("GenuineIntel-6-AD-0", "llc-loads", 0x12a, 0x10001), /* perf JSON graniterapids OCR.DEMAND_DATA_RD.ANY_RESPONSE */
	RAW("GenuineIntel-6-AD-0", "llc-store-misses", 0x12a, 0x3f3fc00002), /* perf JSON graniterapids OCR.DEMAND_RFO.L3_MISS */
	RAW("GenuineIntel-6-AD-0", "llc-stores", 0x12a, 0x3f3ffc0002), /* Intel perfmon graniterapids_core.json V1.20 OCR.DEMAND_RFO.ANY_RESPONSE (MSRValue 0x3f3ffc0002) */
	RAW("GenuineIntel-6-AD-0", "remote-hitm", 0x4d3, 0x0), /* perf JSON graniterapids MEM_LOAD_L3_MISS_RETIRED.REMOTE_HITM */
	HWE("GenuineIntel-6-B6-0", "branch-misses", PERF_COUNT_HW_BRANCH_MISSES),
	HWE("GenuineIntel-6-B6-0", "branches", PERF_COUNT_HW_BRANCH_INSTRUCTIONS),
	HWE("GenuineIntel-6-B6-0", "cache-misses", PERF_COUNT_HW_CACHE_MISSES),
	HWE("GenuineIntel-6-B6-0", "cache-references", PERF_COUNT_HW_CACHE_REFERENCES),
	HWE("GenuineIntel-6-B6-0", "cycles", PERF_COUNT_HW_CPU_CYCLES),
	RAW("GenuineIntel-6-B6-0", "dram", 0x1d3, 0x0), /* perf JSON grandridge MEM_LOAD_UOPS_L3_MISS_RETIRED.LOCAL_DRAM */
	RAW("GenuineIntel-6-B6-0", "dram-local", 0x1d3, 0x0), /* perf JSON grandridge MEM_LOAD_UOPS_L3_MISS_RETIRED.LOCAL_DRAM */
	UNSUP("GenuineIntel-6-B6-0", "dram-remote"),
	HWE("GenuineIntel-6-B6-0", "instructions", PERF_COUNT_HW_INSTRUCTIONS),
	RAW("GenuineIntel-6-B6-0", "llc-load-misses", 0x1b7, 0x3fbfc00001), /* perf JSON grandridge OCR.DEMAND_DATA_RD.L3_MISS */
	RAW("GenuineIntel-6-B6-0", "llc-loads", 0x1b7, 0x10001), /* perf JSON grandridge OCR.DEMAND_DATA_RD.ANY_RESPONSE */
	RAW("GenuineIntel-6-B6-0", "llc-store-misses", 0x1b7, 0x3fbfc00002), /* perf JSON grandridge OCR.DEMAND_RFO.L3_MISS */
	RAW("GenuineIntel-6-B6-0", "llc-stores", 0x1b7, 0x10002), /* perf JSON grandridge OCR.DEMAND_RFO.ANY_RESPONSE */
	UNSUP("GenuineIntel-6-B6-0", "remote-hitm"),
	HWE("GenuineIntel-6-37-0", "branch-misses", PERF_COUNT_HW_BRANCH_MISSES),
	HWE("GenuineIntel-6-37-0", "branches", PERF_COUNT_HW_BRANCH_INSTRUCTIONS),
	HWE("GenuineIntel-6-37-0", "cache-misses", PERF_COUNT_HW_CACHE_MISSES),
	HWE("GenuineIntel-6-37-0", "cache-references", PERF_COUNT_HW_CACHE_REFERENCES),
	HWE("GenuineIntel-6-37-0", "cycles", PERF_COUNT_HW_CPU_CYCLES),
	UNSUP("GenuineIntel-6-37-0", "dram"),
	UNSUP("GenuineIntel-6-37-0", "dram-local"),
	UNSUP("GenuineIntel-6-37-0", "dram-remote"),
	HWE("GenuineIntel-6-37-0", "instructions", PERF_COUNT_HW_INSTRUCTIONS),
	RAW("GenuineIntel-6-37-0", "llc-load-misses", 0x1b7, 0x1680000001), /* perf JSON silvermont OFFCORE_RESPONSE.DEMAND_DATA_RD.L2_MISS.ANY */
	RAW("GenuineIntel-6-37-0", "llc-loads", 0x1b7, 0x10001), /* perf JSON silvermont OFFCORE_RESPONSE.DEMAND_DATA_RD.ANY_RESPONSE */
	RAW("GenuineIntel-6-37-0", "llc-store-misses", 0x1b7, 0x1680000002), /* perf JSON silvermont OFFCORE_RESPONSE.DEMAND_RFO.L2_MISS.ANY */
	RAW("GenuineIntel-6-37-0", "llc-stores", 0x1b7, 0x10002), /* Intel perfmon SLM/events/Silvermont_matrix.json V15 DEMAND_RFO x ANY_RESPONSE */
	UNSUP("GenuineIntel-6-37-0", "remote-hitm"),
	HWE("GenuineIntel-6-5C-0", "branch-misses", PERF_COUNT_HW_BRANCH_MISSES),
	HWE("GenuineIntel-6-5C-0", "branches", PERF_COUNT_HW_BRANCH_INSTRUCTIONS),
	HWE("GenuineIntel-6-5C-0", "cache-misses", PERF_COUNT_HW_CACHE_MISSES),
	HWE("GenuineIntel-6-5C-0", "cache-references", PERF_COUNT_HW_CACHE_REFERENCES),
	HWE("GenuineIntel-6-5C-0", "cycles", PERF_COUNT_HW_CPU_CYCLES),
	RAW("GenuineIntel-6-5C-0", "dram", 0x80d1, 0x0), /* perf JSON goldmont MEM_LOAD_UOPS_RETIRED.DRAM_HIT */
	RAW("GenuineIntel-6-5C-0", "dram-local", 0x80d1, 0x0), /* perf JSON goldmont MEM_LOAD_UOPS_RETIRED.DRAM_HIT */
	UNSUP("GenuineIntel-6-5C-0", "dram-remote"),
	HWE("GenuineIntel-6-5C-0", "instructions", PERF_COUNT_HW_INSTRUCTIONS),
	RAW("GenuineIntel-6-5C-0", "llc-load-misses", 0x1b7, 0x3600000001), /* Intel perfmon GLM/events/goldmont_matrix.json V13 DEMAND_DATA_RD x L2_MISS.ANY */
	RAW("GenuineIntel-6-5C-0", "llc-loads", 0x1b7, 0x10001), /* Intel perfmon GLM/events/goldmont_matrix.json V13 DEMAND_DATA_RD x ANY_RESPONSE */
	RAW("GenuineIntel-6-5C-0", "llc-store-misses", 0x1b7, 0x3600000002), /* Intel perfmon GLM/events/goldmont_matrix.json V13 DEMAND_RFO x L2_MISS.ANY */
	RAW("GenuineIntel-6-5C-0", "llc-stores", 0x1b7, 0x10002), /* Intel perfmon GLM/events/goldmont_matrix.json V13 DEMAND_RFO x ANY_RESPONSE */
	UNSUP("GenuineIntel-6-5C-0", "remote-hitm"),
	HWE("GenuineIntel-6-7A-0", "branch-misses", PERF_COUNT_HW_BRANCH_MISSES),
	HWE("GenuineIntel-6-7A-0", "branches", PERF_COUNT_HW_BRANCH_INSTRUCTIONS),
	HWE("GenuineIntel-6-7A-0", "cache-misses", PERF_COUNT_HW_CACHE_MISSES),
	HWE("GenuineIntel-6-7A-0", "cache-references", PERF_COUNT_HW_CACHE_REFERENCES),
	HWE("GenuineIntel-6-7A-0", "cycles", PERF_COUNT_HW_CPU_CYCLES),
	RAW("GenuineIntel-6-7A-0", "dram", 0x80d1, 0x0), /* perf JSON goldmontplus MEM_LOAD_UOPS_RETIRED.DRAM_HIT */
	RAW("GenuineIntel-6-7A-0", "dram-local", 0x80d1, 0x0), /* perf JSON goldmontplus MEM_LOAD_UOPS_RETIRED.DRAM_HIT */
	UNSUP("GenuineIntel-6-7A-0", "dram-remote"),
	HWE("GenuineIntel-6-7A-0", "instructions", PERF_COUNT_HW_INSTRUCTIONS),
	RAW("GenuineIntel-6-7A-0", "llc-load-misses", 0x1b7, 0x3600000001), /* Intel perfmon GLP/events/goldmontplus_matrix.json V1.01 DEMAND_DATA_RD x L2_MISS.ANY */
	RAW("GenuineIntel-6-7A-0", "llc-loads", 0x1b7, 0x10001), /* Intel perfmon GLP/events/goldmontplus_matrix.json V1.01 DEMAND_DATA_RD x ANY_RESPONSE */
	RAW("GenuineIntel-6-7A-0", "llc-store-misses", 0x1b7, 0x3600000002), /* Intel perfmon GLP/events/goldmontplus_matrix.json V1.01 DEMAND_RFO x L2_MISS.ANY */
	RAW("GenuineIntel-6-7A-0", "llc-stores", 0x1b7, 0x10002), /* Intel perfmon GLP/events/goldmontplus_matrix.json V1.01 DEMAND_RFO x ANY_RESPONSE */
	UNSUP("GenuineIntel-6-7A-0", "remote-hitm"),
	HWE("GenuineIntel-6-86-0", "branch-misses", PERF_COUNT_HW_BRANCH_MISSES),
	HWE("GenuineIntel-6-86-0", "branches", PERF_COUNT_HW_BRANCH_INSTRUCTIONS),
	HWE("GenuineIntel-6-86-0", "cache-misses", PERF_COUNT_HW_CACHE_MISSES),
	HWE("GenuineIntel-6-86-0", "cache-references", PERF_COUNT_HW_CACHE_REFERENCES),
	HWE("GenuineIntel-6-86-0", "cycles", PERF_COUNT_HW_CPU_CYCLES),
	RAW("GenuineIntel-6-86-0", "dram", 0x1b7, 0x184000003), /* Intel perfmon SNR/events/snowridgex_core.json V1.23 OCR.DEMAND_DATA_AND_L1PF_RD.DRAM|OCR.DEMAND_RFO.DRAM (0x184000001|0x184000002) */
	RAW("GenuineIntel-6-86-0", "dram-local", 0x1b7, 0x184000003), /* Intel perfmon SNR/events/snowridgex_core.json V1.23 OCR.DEMAND_DATA_AND_L1PF_RD.LOCAL_DRAM|OCR.DEMAND_RFO.LOCAL_DRAM */
	UNSUP("GenuineIntel-6-86-0", "dram-remote"),
	HWE("GenuineIntel-6-86-0", "instructions", PERF_COUNT_HW_INSTRUCTIONS),
	RAW("GenuineIntel-6-86-0", "llc-load-misses", 0x1b7, 0x2184000001), /* perf JSON snowridgex OCR.DEMAND_DATA_RD.L3_MISS */
	RAW("GenuineIntel-6-86-0", "llc-loads", 0x1b7, 0x10001), /* Intel perfmon SNR/events/snowridgex_core.json V1.23 OCR.DEMAND_DATA_AND_L1PF_RD.ANY_RESPONSE */
	RAW("GenuineIntel-6-86-0", "llc-store-misses", 0x1b7, 0x2184000002), /* perf JSON snowridgex OCR.DEMAND_RFO.L3_MISS */
	RAW("GenuineIntel-6-86-0", "llc-stores", 0x1b7, 0x10002), /* Intel perfmon SNR/events/snowridgex_core.json V1.23 OCR.DEMAND_RFO.ANY_RESPONSE */
	UNSUP("GenuineIntel-6-86-0", "remote-hitm"),
	HWE("GenuineIntel-6-96-0", "branch-misses", PERF_COUNT_HW_BRANCH_MISSES),
	HWE("GenuineIntel-6-96-0", "branches", PERF_COUNT_HW_BRANCH_INSTRUCTIONS),
	HWE("GenuineIntel-6-96-0", "cache-misses", PERF_COUNT_HW_CACHE_MISSES),
	HWE("GenuineIntel-6-96-0", "cache-references", PERF_COUNT_HW_CACHE_REFERENCES),
	HWE("GenuineIntel-6-96-0", "cycles", PERF_COUNT_HW_CPU_CYCLES),
	RAW("GenuineIntel-6-96-0", "dram", 0x1b7, 0x184000003), /* Intel perfmon EHL/events/elkhartlake_core.json V1.05 OCR.DEMAND_DATA_AND_L1PF_RD.DRAM|OCR.DEMAND_RFO.DRAM (0x184000001|0x184000002) */
	RAW("GenuineIntel-6-96-0", "dram-local", 0x1b7, 0x184000003), /* Intel perfmon EHL/events/elkhartlake_core.json V1.05 OCR.DEMAND_DATA_AND_L1PF_RD.LOCAL_DRAM|OCR.DEMAND_RFO.LOCAL_DRAM */
	UNSUP("GenuineIntel-6-96-0", "dram-remote"),
	HWE("GenuineIntel-6-96-0", "instructions", PERF_COUNT_HW_INSTRUCTIONS),
	RAW("GenuineIntel-6-96-0", "llc-load-misses", 0x1b7, 0x2184000001), /* perf JSON elkhartlake OCR.DEMAND_DATA_RD.L3_MISS */
	RAW("GenuineIntel-6-96-0", "llc-loads", 0x1b7, 0x10001), /* Intel perfmon EHL/events/elkhartlake_core.json V1.05 OCR.DEMAND_DATA_AND_L1PF_RD.ANY_RESPONSE */
	RAW("GenuineIntel-6-96-0", "llc-store-misses", 0x1b7, 0x2184000002), /* perf JSON elkhartlake OCR.DEMAND_RFO.L3_MISS */
	RAW("GenuineIntel-6-96-0", "llc-stores", 0x1b7, 0x10002), /* Intel perfmon EHL/events/elkhartlake_core.json V1.05 OCR.DEMAND_RFO.ANY_RESPONSE */
	UNSUP("GenuineIntel-6-96-0", "remote-hitm"),
	HWE("GenuineIntel-6-3C-0", "branch-misses", PERF_COUNT_HW_BRANCH_MISSES),
	HWE("GenuineIntel-6-3C-0", "branches", PERF_COUNT_HW_BRANCH_INSTRUCTIONS),
	HWE("GenuineIntel-6-3C-0", "cache-misses", PERF_COUNT_HW_CACHE_MISSES),
	HWE("GenuineIntel-6-3C-0", "cache-references", PERF_COUNT_HW_CACHE_REFERENCES),
	HWE("GenuineIntel-6-3C-0", "cycles", PERF_COUNT_HW_CPU_CYCLES),
	RAW("GenuineIntel-6-3C-0", "dram", 0x1b7, 0x1004007f7), /* perf JSON haswell OFFCORE_RESPONSE.ALL_READS.L3_MISS.LOCAL_DRAM */
	RAW("GenuineIntel-6-3C-0", "dram-local", 0x1b7, 0x1004007f7), /* perf JSON haswell OFFCORE_RESPONSE.ALL_READS.L3_MISS.LOCAL_DRAM */
	UNSUP("GenuineIntel-6-3C-0", "dram-remote"),
	HWE("GenuineIntel-6-3C-0", "instructions", PERF_COUNT_HW_INSTRUCTIONS),
	RAW("GenuineIntel-6-3C-0", "llc-load-misses", 0x1b7, 0x3fffc00001), /* perf JSON haswell OFFCORE_RESPONSE.DEMAND_DATA_RD.L3_MISS.ANY_RESPONSE */
	RAW("GenuineIntel-6-3C-0", "llc-loads", 0x1b7, 0x10001), /* libpfm4 hsw::OFFCORE_RESPONSE_0:DMND_DATA_RD:ANY_RESPONSE */
	RAW("GenuineIntel-6-3C-0", "llc-store-misses", 0x1b7, 0x3fffc00002), /* perf JSON haswell OFFCORE_RESPONSE.DEMAND_RFO.L3_MISS.ANY_RESPONSE */
	RAW("GenuineIntel-6-3C-0", "llc-stores", 0x1b7, 0x10002), /* libpfm4 hsw::OFFCORE_RESPONSE_0:DMND_RFO:ANY_RESPONSE */
	UNSUP("GenuineIntel-6-3C-0", "remote-hitm"),
	HWE("GenuineIntel-6-3F-0", "branch-misses", PERF_COUNT_HW_BRANCH_MISSES),
	HWE("GenuineIntel-6-3F-0", "branches", PERF_COUNT_HW_BRANCH_INSTRUCTIONS),
	HWE("GenuineIntel-6-3F-0", "cache-misses", PERF_COUNT_HW_CACHE_MISSES),
	HWE("GenuineIntel-6-3F-0", "cache-references", PERF_COUNT_HW_CACHE_REFERENCES),
	HWE("GenuineIntel-6-3F-0", "cycles", PERF_COUNT_HW_CPU_CYCLES),
	RAW("GenuineIntel-6-3F-0", "dram", 0x1b7, 0x63fc007f7), /* Intel perfmon haswellx_matrix.json V29: request ALL_READS 0x7f7 | response LLC_MISS.ANY_DRAM 0x63fc00000 */
	RAW("GenuineIntel-6-3F-0", "dram-local", 0x1b7, 0x6004007f7), /* perf JSON haswellx OFFCORE_RESPONSE.ALL_READS.LLC_MISS.LOCAL_DRAM */
	RAW("GenuineIntel-6-3F-0", "dram-remote", 0x1b7, 0x63f8007f7), /* perf JSON haswellx OFFCORE_RESPONSE.ALL_READS.LLC_MISS.REMOTE_DRAM */
	HWE("GenuineIntel-6-3F-0", "instructions", PERF_COUNT_HW_INSTRUCTIONS),
	RAW("GenuineIntel-6-3F-0", "llc-load-misses", 0x1b7, 0x3fbfc00001), /* perf JSON haswellx OFFCORE_RESPONSE.DEMAND_DATA_RD.LLC_MISS.ANY_RESPONSE */
	RAW("GenuineIntel-6-3F-0", "llc-loads", 0x1b7, 0x10001), /* libpfm4 hsw_ep::OFFCORE_RESPONSE_0:DMND_DATA_RD:ANY_RESPONSE */
	RAW("GenuineIntel-6-3F-0", "llc-store-misses", 0x1b7, 0x3fbfc00002), /* perf JSON haswellx OFFCORE_RESPONSE.DEMAND_RFO.LLC_MISS.ANY_RESPONSE */
	RAW("GenuineIntel-6-3F-0", "llc-stores", 0x1b7, 0x10002), /* libpfm4 hsw_ep::OFFCORE_RESPONSE_0:DMND_RFO:ANY_RESPONSE */
	RAW("GenuineIntel-6-3F-0", "remote-hitm", 0x10d3, 0x0), /* perf JSON haswellx MEM_LOAD_UOPS_L3_MISS_RETIRED.REMOTE_HITM */
	HWE("GenuineIntel-6-7D-0", "branch-misses", PERF_COUNT_HW_BRANCH_MISSES),
	HWE("GenuineIntel-6-7D-0", "branches", PERF_COUNT_HW_BRANCH_INSTRUCTIONS),
	HWE("GenuineIntel-6-7D-0", "cache-misses", PERF_COUNT_HW_CACHE_MISSES),
	HWE("GenuineIntel-6-7D-0", "cache-references", PERF_COUNT_HW_CACHE_REFERENCES),
	HWE("GenuineIntel-6-7D-0", "cycles", PERF_COUNT_HW_CPU_CYCLES),
	RAW("GenuineIntel-6-7D-0", "dram", 0x1b7, 0x184000437), /* union of the request bits of icelake OCR.{DEMAND_DATA_RD,DEMAND_RFO,DEMAND_CODE_RD,HWPF_L1D_AND_SWPF,...}.DRAM (0x437) with their DRAM response 0x184000000 */
	RAW("GenuineIntel-6-7D-0", "dram-local", 0x1b7, 0x184000437), /* same union with icelake OCR.*.LOCAL_DRAM response 0x184000000 */
	UNSUP("GenuineIntel-6-7D-0", "dram-remote"),
	HWE("GenuineIntel-6-7D-0", "instructions", PERF_COUNT_HW_INSTRUCTIONS),
	RAW("GenuineIntel-6-7D-0", "llc-load-misses", 0x1b7, 0x3fffc00001), /* perf JSON icelake OCR.DEMAND_DATA_RD.L3_MISS */
	RAW("GenuineIntel-6-7D-0", "llc-loads", 0x1b7, 0x10001), /* perf JSON icelake OCR.DEMAND_DATA_RD.ANY_RESPONSE */
	RAW("GenuineIntel-6-7D-0", "llc-store-misses", 0x1b7, 0x3fffc00002), /* perf JSON icelake OCR.DEMAND_RFO.L3_MISS */
	RAW("GenuineIntel-6-7D-0", "llc-stores", 0x1b7, 0x10002), /* perf JSON icelake OCR.DEMAND_RFO.ANY_RESPONSE */
	UNSUP("GenuineIntel-6-7D-0", "remote-hitm"),
	HWE("GenuineIntel-6-6A-0", "branch-misses", PERF_COUNT_HW_BRANCH_MISSES),
	HWE("GenuineIntel-6-6A-0", "branches", PERF_COUNT_HW_BRANCH_INSTRUCTIONS),
	HWE("GenuineIntel-6-6A-0", "cache-misses", PERF_COUNT_HW_CACHE_MISSES),
	HWE("GenuineIntel-6-6A-0", "cache-references", PERF_COUNT_HW_CACHE_REFERENCES),
	HWE("GenuineIntel-6-6A-0", "cycles", PERF_COUNT_HW_CPU_CYCLES),
	SUM("GenuineIntel-6-6A-0", "dram", 0x1b7, 0x73c000477, 0x1b7, 0x94002380), /* perf JSON icelakex OCR.READS_TO_CORE.DRAM + OCR.HWPF_L3.L3_MISS */
	SUM("GenuineIntel-6-6A-0", "dram-local", 0x1b7, 0x104000477, 0x1b7, 0x84002380), /* perf JSON icelakex OCR.READS_TO_CORE.LOCAL_DRAM + OCR.HWPF_L3.L3_MISS_LOCAL */
	SUM("GenuineIntel-6-6A-0", "dram-remote", 0x1b7, 0x738000477, 0x1b7, 0x90002380), /* perf JSON icelakex OCR.READS_TO_CORE.REMOTE_DRAM|OCR.READS_TO_CORE.SNC_DRAM (0x730000477|0x708000477) + OCR.HWPF_L3.REMOTE */
	HWE("GenuineIntel-6-6A-0", "instructions", PERF_COUNT_HW_INSTRUCTIONS),
	RAW("GenuineIntel-6-6A-0", "llc-load-misses", 0x1b7, 0x3fbfc00001), /* perf JSON icelakex OCR.DEMAND_DATA_RD.L3_MISS */
	RAW("GenuineIntel-6-6A-0", "llc-loads", 0x1b7, 0x10001), /* perf JSON icelakex OCR.DEMAND_DATA_RD.ANY_RESPONSE */
	RAW("GenuineIntel-6-6A-0", "llc-store-misses", 0x1b7, 0x3f3fc00002), /* perf JSON icelakex OCR.DEMAND_RFO.L3_MISS */
	RAW("GenuineIntel-6-6A-0", "llc-stores", 0x1b7, 0x3f3ffc0002), /* perf JSON icelakex OCR.DEMAND_RFO.ANY_RESPONSE */
	RAW("GenuineIntel-6-6A-0", "remote-hitm", 0x4d3, 0x0), /* perf JSON icelakex MEM_LOAD_L3_MISS_RETIRED.REMOTE_HITM */
	HWE("GenuineIntel-6-3A-0", "branch-misses", PERF_COUNT_HW_BRANCH_MISSES),
	HWE("GenuineIntel-6-3A-0", "branches", PERF_COUNT_HW_BRANCH_INSTRUCTIONS),
	HWE("GenuineIntel-6-3A-0", "cache-misses", PERF_COUNT_HW_CACHE_MISSES),
	HWE("GenuineIntel-6-3A-0", "cache-references", PERF_COUNT_HW_CACHE_REFERENCES),
	HWE("GenuineIntel-6-3A-0", "cycles", PERF_COUNT_HW_CPU_CYCLES),
	RAW("GenuineIntel-6-3A-0", "dram", 0x1b7, 0x3004003f7), /* perf JSON ivybridge OFFCORE_RESPONSE.ALL_READS.LLC_MISS.DRAM */
	RAW("GenuineIntel-6-3A-0", "dram-local", 0x1b7, 0x3004003f7), /* perf JSON ivybridge OFFCORE_RESPONSE.ALL_READS.LLC_MISS.DRAM */
	UNSUP("GenuineIntel-6-3A-0", "dram-remote"),
	HWE("GenuineIntel-6-3A-0", "instructions", PERF_COUNT_HW_INSTRUCTIONS),
	RAW("GenuineIntel-6-3A-0", "llc-load-misses", 0x1b7, 0x3f80400001), /* libpfm4 ivb::OFFCORE_RESPONSE_0:DMND_DATA_RD:LLC_MISS_LOCAL:SNP_ANY */
	RAW("GenuineIntel-6-3A-0", "llc-loads", 0x1b7, 0x10001), /* perf JSON ivybridge OFFCORE_RESPONSE.DEMAND_DATA_RD.ANY_RESPONSE */
	RAW("GenuineIntel-6-3A-0", "llc-store-misses", 0x1b7, 0x3f80400002), /* libpfm4 ivb::OFFCORE_RESPONSE_0:DMND_RFO:LLC_MISS_LOCAL:SNP_ANY */
	RAW("GenuineIntel-6-3A-0", "llc-stores", 0x1b7, 0x10002), /* perf JSON ivybridge OFFCORE_RESPONSE.DEMAND_RFO.ANY_RESPONSE */
	UNSUP("GenuineIntel-6-3A-0", "remote-hitm"),
	HWE("GenuineIntel-6-3E-0", "branch-misses", PERF_COUNT_HW_BRANCH_MISSES),
	HWE("GenuineIntel-6-3E-0", "branches", PERF_COUNT_HW_BRANCH_INSTRUCTIONS),
	HWE("GenuineIntel-6-3E-0", "cache-misses", PERF_COUNT_HW_CACHE_MISSES),
	HWE("GenuineIntel-6-3E-0", "cache-references", PERF_COUNT_HW_CACHE_REFERENCES),
	HWE("GenuineIntel-6-3E-0", "cycles", PERF_COUNT_HW_CPU_CYCLES),
	RAW("GenuineIntel-6-3E-0", "dram", 0x1b7, 0x67fc003f7), /* libpfm4 ivb_ep::OFFCORE_RESPONSE_0:DMND_DATA_RD:DMND_RFO:DMND_IFETCH:PF_DATA_RD:PF_RFO:PF_IFETCH:PF_LLC_DATA_RD:PF_LLC_RFO:PF_LLC_IFETCH:LLC_MISS_LOCAL:LLC_MISS_REMOTE:SNP_MISS:SNP_NO_FWD */
	RAW("GenuineIntel-6-3E-0", "dram-local", 0x1b7, 0x6004003f7), /* perf JSON ivytown OFFCORE_RESPONSE.ALL_READS.LLC_MISS.LOCAL_DRAM */
	RAW("GenuineIntel-6-3E-0", "dram-remote", 0x1b7, 0x67f8003f7), /* libpfm4 ivb_ep::OFFCORE_RESPONSE_0:DMND_DATA_RD:DMND_RFO:DMND_IFETCH:PF_DATA_RD:PF_RFO:PF_IFETCH:PF_LLC_DATA_RD:PF_LLC_RFO:PF_LLC_IFETCH:LLC_MISS_REMOTE:SNP_MISS:SNP_NO_FWD */
	HWE("GenuineIntel-6-3E-0", "instructions", PERF_COUNT_HW_INSTRUCTIONS),
	RAW("GenuineIntel-6-3E-0", "llc-load-misses", 0x1b7, 0x3fffc20001), /* perf JSON ivytown OFFCORE_RESPONSE.DEMAND_DATA_RD.LLC_MISS.ANY_RESPONSE */
	RAW("GenuineIntel-6-3E-0", "llc-loads", 0x1b7, 0x10001), /* libpfm4 ivb_ep::OFFCORE_RESPONSE_0:DMND_DATA_RD:ANY_RESPONSE */
	RAW("GenuineIntel-6-3E-0", "llc-store-misses", 0x1b7, 0x3fffc20002), /* libpfm4 ivb_ep::OFFCORE_RESPONSE_0:DMND_RFO:NO_SUPP:LLC_MISS_LOCAL:LLC_MISS_REMOTE:SNP_ANY */
	RAW("GenuineIntel-6-3E-0", "llc-stores", 0x1b7, 0x10002), /* libpfm4 ivb_ep::OFFCORE_RESPONSE_0:DMND_RFO:ANY_RESPONSE */
	RAW("GenuineIntel-6-3E-0", "remote-hitm", 0x1b7, 0x107fc00001), /* perf JSON ivytown OFFCORE_RESPONSE.DEMAND_DATA_RD.LLC_MISS.REMOTE_HITM */
	HWE("GenuineIntel-6-57-0", "branch-misses", PERF_COUNT_HW_BRANCH_MISSES),
	HWE("GenuineIntel-6-57-0", "branches", PERF_COUNT_HW_BRANCH_INSTRUCTIONS),
	HWE("GenuineIntel-6-57-0", "cache-misses", PERF_COUNT_HW_CACHE_MISSES),
	HWE("GenuineIntel-6-57-0", "cache-references", PERF_COUNT_HW_CACHE_REFERENCES),
	HWE("GenuineIntel-6-57-0", "cycles", PERF_COUNT_HW_CPU_CYCLES),
	RAW("GenuineIntel-6-57-0", "dram", 0x1b7, 0x181e032e7), /* libpfm4 knl::OFFCORE_RESPONSE_0:ANY_READ:MCDRAM:DDR */
	RAW("GenuineIntel-6-57-0", "dram-local", 0x1b7, 0x181e032e7), /* libpfm4 knl::OFFCORE_RESPONSE_0:ANY_READ:MCDRAM:DDR */
	UNSUP("GenuineIntel-6-57-0", "dram-remote"),
	HWE("GenuineIntel-6-57-0", "instructions", PERF_COUNT_HW_INSTRUCTIONS),
	RAW("GenuineIntel-6-57-0", "llc-load-misses", 0x1b7, 0x181e00001), /* libpfm4 knl::OFFCORE_RESPONSE_0:DMND_DATA_RD:MCDRAM:DDR */
	RAW("GenuineIntel-6-57-0", "llc-loads", 0x1b7, 0x10001), /* perf JSON knightslanding OFFCORE_RESPONSE.DEMAND_DATA_RD.ANY_RESPONSE */
	RAW("GenuineIntel-6-57-0", "llc-store-misses", 0x1b7, 0x1981f80002), /* libpfm4 knl::OFFCORE_RESPONSE_0:DMND_RFO:L2_HIT_NEAR_TILE:L2_HIT_FAR_TILE:MCDRAM:DDR = perfmon KNL matrix V16 DEMAND_RFO x L2_MISS */
	RAW("GenuineIntel-6-57-0", "llc-stores", 0x1b7, 0x10002), /* perf JSON knightslanding OFFCORE_RESPONSE.DEMAND_RFO.ANY_RESPONSE */
	UNSUP("GenuineIntel-6-57-0", "remote-hitm"),
	HWE("GenuineIntel-6-85-0", "branch-misses", PERF_COUNT_HW_BRANCH_MISSES),
	HWE("GenuineIntel-6-85-0", "branches", PERF_COUNT_HW_BRANCH_INSTRUCTIONS),
	HWE("GenuineIntel-6-85-0", "cache-misses", PERF_COUNT_HW_CACHE_MISSES),
	HWE("GenuineIntel-6-85-0", "cache-references", PERF_COUNT_HW_CACHE_REFERENCES),
	HWE("GenuineIntel-6-85-0", "cycles", PERF_COUNT_HW_CPU_CYCLES),
	RAW("GenuineIntel-6-85-0", "dram", 0x1b7, 0x181e032e7), /* libpfm4 knm::OFFCORE_RESPONSE_0:ANY_READ:MCDRAM:DDR */
	RAW("GenuineIntel-6-85-0", "dram-local", 0x1b7, 0x181e032e7), /* libpfm4 knm::OFFCORE_RESPONSE_0:ANY_READ:MCDRAM:DDR */
	UNSUP("GenuineIntel-6-85-0", "dram-remote"),
	HWE("GenuineIntel-6-85-0", "instructions", PERF_COUNT_HW_INSTRUCTIONS),
	RAW("GenuineIntel-6-85-0", "llc-load-misses", 0x1b7, 0x181e00001), /* libpfm4 knm::OFFCORE_RESPONSE_0:DMND_DATA_RD:MCDRAM:DDR */
	RAW("GenuineIntel-6-85-0", "llc-loads", 0x1b7, 0x10001), /* perf JSON knightslanding OFFCORE_RESPONSE.DEMAND_DATA_RD.ANY_RESPONSE */
	RAW("GenuineIntel-6-85-0", "llc-store-misses", 0x1b7, 0x1981f80002), /* libpfm4 knm::OFFCORE_RESPONSE_0:DMND_RFO:L2_HIT_NEAR_TILE:L2_HIT_FAR_TILE:MCDRAM:DDR = perfmon KNL matrix V16 DEMAND_RFO x L2_MISS */
	RAW("GenuineIntel-6-85-0", "llc-stores", 0x1b7, 0x10002), /* perf JSON knightslanding OFFCORE_RESPONSE.DEMAND_RFO.ANY_RESPONSE */
	UNSUP("GenuineIntel-6-85-0", "remote-hitm"),
	HWE("GenuineIntel-6-BD-0", "cpu_core/branch-misses/", PERF_COUNT_HW_BRANCH_MISSES),
	HWE("GenuineIntel-6-BD-0", "cpu_core/branches/", PERF_COUNT_HW_BRANCH_INSTRUCTIONS),
	HWE("GenuineIntel-6-BD-0", "cpu_core/cache-misses/", PERF_COUNT_HW_CACHE_MISSES),
	HWE("GenuineIntel-6-BD-0", "cpu_core/cache-references/", PERF_COUNT_HW_CACHE_REFERENCES),
	HWE("GenuineIntel-6-BD-0", "cpu_core/cycles/", PERF_COUNT_HW_CPU_CYCLES),
	RAW("GenuineIntel-6-BD-0", "cpu_core/dram/", 0x12a, 0x1e780000001), /* perf JSON lunarlake OCR.DEMAND_DATA_RD.DRAM (Unit cpu_core) */
	RAW("GenuineIntel-6-BD-0", "cpu_core/dram-local/", 0x12a, 0x1e780000001), /* perf JSON lunarlake OCR.DEMAND_DATA_RD.DRAM (Unit cpu_core) */
	UNSUP("GenuineIntel-6-BD-0", "cpu_core/dram-remote/"),
	HWE("GenuineIntel-6-BD-0", "cpu_core/instructions/", PERF_COUNT_HW_INSTRUCTIONS),
	RAW("GenuineIntel-6-BD-0", "cpu_core/llc-load-misses/", 0x12a, 0x9e7fa000001), /* perfmon LNL/events/lunarlake_lioncove_core.json V1.26 OCR.DEMAND_DATA_RD.L3_MISS */
	RAW("GenuineIntel-6-BD-0", "cpu_core/llc-loads/", 0x12a, 0x10001), /* perf JSON lunarlake OCR.DEMAND_DATA_RD.ANY_RESPONSE (Unit cpu_core) */
	RAW("GenuineIntel-6-BD-0", "cpu_core/llc-store-misses/", 0x12a, 0x9e7fa000002), /* perfmon LNL/events/lunarlake_lioncove_core.json V1.26 OCR.DEMAND_RFO.L3_MISS */
	RAW("GenuineIntel-6-BD-0", "cpu_core/llc-stores/", 0x12a, 0x10002), /* perf JSON lunarlake OCR.DEMAND_RFO.ANY_RESPONSE (Unit cpu_core) */
	UNSUP("GenuineIntel-6-BD-0", "cpu_core/remote-hitm/"),
	HWE("GenuineIntel-6-BD-0", "cpu_atom/branch-misses/", PERF_COUNT_HW_BRANCH_MISSES),
	HWE("GenuineIntel-6-BD-0", "cpu_atom/branches/", PERF_COUNT_HW_BRANCH_INSTRUCTIONS),
	HWE("GenuineIntel-6-BD-0", "cpu_atom/cache-misses/", PERF_COUNT_HW_CACHE_MISSES),
	HWE("GenuineIntel-6-BD-0", "cpu_atom/cache-references/", PERF_COUNT_HW_CACHE_REFERENCES),
	HWE("GenuineIntel-6-BD-0", "cpu_atom/cycles/", PERF_COUNT_HW_CPU_CYCLES),
	RAW("GenuineIntel-6-BD-0", "cpu_atom/dram/", 0x1b7, 0x1fbc000007), /* perfmon LNL/events/lunarlake_skymont_core.json V1.26 OCR.DEMAND_{DATA_RD,RFO,CODE_RD}.DRAM: request bits 0x1|0x2|0x4, response 0x1FBC000000 */
	RAW("GenuineIntel-6-BD-0", "cpu_atom/dram-local/", 0x1b7, 0x1fbc000007), /* perfmon LNL/events/lunarlake_skymont_core.json V1.26 OCR.DEMAND_{DATA_RD,RFO,CODE_RD}.DRAM: request bits 0x1|0x2|0x4, response 0x1FBC000000 */
	UNSUP("GenuineIntel-6-BD-0", "cpu_atom/dram-remote/"),
	HWE("GenuineIntel-6-BD-0", "cpu_atom/instructions/", PERF_COUNT_HW_INSTRUCTIONS),
	RAW("GenuineIntel-6-BD-0", "cpu_atom/llc-load-misses/", 0x1b7, 0x10001), /* perf JSON lunarlake OCR.DEMAND_DATA_RD.ANY_RESPONSE: leaving the L2, these E-cores' last level */
	UNSUP("GenuineIntel-6-BD-0", "cpu_atom/llc-loads/"), /* lunarlake: no L3; no count of L2 lookups by request type */
	RAW("GenuineIntel-6-BD-0", "cpu_atom/llc-store-misses/", 0x1b7, 0x10002), /* perf JSON lunarlake OCR.DEMAND_RFO.ANY_RESPONSE: leaving the L2, these E-cores' last level */
	UNSUP("GenuineIntel-6-BD-0", "cpu_atom/llc-stores/"), /* lunarlake: no L3; no count of L2 lookups by request type */
	UNSUP("GenuineIntel-6-BD-0", "cpu_atom/remote-hitm/"),
	HWE("GenuineIntel-6-AA-0", "cpu_core/branch-misses/", PERF_COUNT_HW_BRANCH_MISSES),
	HWE("GenuineIntel-6-AA-0", "cpu_core/branches/", PERF_COUNT_HW_BRANCH_INSTRUCTIONS),
	HWE("GenuineIntel-6-AA-0", "cpu_core/cache-misses/", PERF_COUNT_HW_CACHE_MISSES),
	HWE("GenuineIntel-6-AA-0", "cpu_core/cache-references/", PERF_COUNT_HW_CACHE_REFERENCES),
	HWE("GenuineIntel-6-AA-0", "cpu_core/cycles/", PERF_COUNT_HW_CPU_CYCLES),
	RAW("GenuineIntel-6-AA-0", "cpu_core/dram/", 0x12a, 0x184000001), /* perf JSON meteorlake OCR.DEMAND_DATA_RD.DRAM */
	RAW("GenuineIntel-6-AA-0", "cpu_core/dram-local/", 0x12a, 0x184000001), /* perf JSON meteorlake OCR.DEMAND_DATA_RD.DRAM */
	UNSUP("GenuineIntel-6-AA-0", "cpu_core/dram-remote/"),
	HWE("GenuineIntel-6-AA-0", "cpu_core/instructions/", PERF_COUNT_HW_INSTRUCTIONS),
	RAW("GenuineIntel-6-AA-0", "cpu_core/llc-load-misses/", 0x12a, 0x3fbfc00001), /* perf JSON meteorlake OCR.DEMAND_DATA_RD.L3_MISS */
	RAW("GenuineIntel-6-AA-0", "cpu_core/llc-loads/", 0x12a, 0x10001), /* perf JSON meteorlake OCR.DEMAND_DATA_RD.ANY_RESPONSE */
	RAW("GenuineIntel-6-AA-0", "cpu_core/llc-store-misses/", 0x12a, 0x3fbfc00002), /* perf JSON meteorlake OCR.DEMAND_RFO.L3_MISS */
	RAW("GenuineIntel-6-AA-0", "cpu_core/llc-stores/", 0x12a, 0x10002), /* perf JSON meteorlake OCR.DEMAND_RFO.ANY_RESPONSE */
	UNSUP("GenuineIntel-6-AA-0", "cpu_core/remote-hitm/"),
	HWE("GenuineIntel-6-AA-0", "cpu_atom/branch-misses/", PERF_COUNT_HW_BRANCH_MISSES),
	HWE("GenuineIntel-6-AA-0", "cpu_atom/branches/", PERF_COUNT_HW_BRANCH_INSTRUCTIONS),
	HWE("GenuineIntel-6-AA-0", "cpu_atom/cache-misses/", PERF_COUNT_HW_CACHE_MISSES),
	HWE("GenuineIntel-6-AA-0", "cpu_atom/cache-references/", PERF_COUNT_HW_CACHE_REFERENCES),
	HWE("GenuineIntel-6-AA-0", "cpu_atom/cycles/", PERF_COUNT_HW_CPU_CYCLES),
	RAW("GenuineIntel-6-AA-0", "cpu_atom/dram/", 0x1b7, 0x184000001), /* perf JSON meteorlake OCR.DEMAND_DATA_RD.DRAM */
	RAW("GenuineIntel-6-AA-0", "cpu_atom/dram-local/", 0x1b7, 0x184000001), /* perf JSON meteorlake OCR.DEMAND_DATA_RD.DRAM */
	UNSUP("GenuineIntel-6-AA-0", "cpu_atom/dram-remote/"),
	HWE("GenuineIntel-6-AA-0", "cpu_atom/instructions/", PERF_COUNT_HW_INSTRUCTIONS),
	RAW("GenuineIntel-6-AA-0", "cpu_atom/llc-load-misses/", 0x1b7, 0x3fbfc00001), /* perf JSON meteorlake OCR.DEMAND_DATA_RD.L3_MISS */
	RAW("GenuineIntel-6-AA-0", "cpu_atom/llc-loads/", 0x1b7, 0x10001), /* perf JSON meteorlake OCR.DEMAND_DATA_RD.ANY_RESPONSE */
	RAW("GenuineIntel-6-AA-0", "cpu_atom/llc-store-misses/", 0x1b7, 0x3fbfc00002), /* perf JSON meteorlake OCR.DEMAND_RFO.L3_MISS */
	RAW("GenuineIntel-6-AA-0", "cpu_atom/llc-stores/", 0x1b7, 0x10002), /* perf JSON meteorlake OCR.DEMAND_RFO.ANY_RESPONSE */
	UNSUP("GenuineIntel-6-AA-0", "cpu_atom/remote-hitm/"),
	RAW("GenuineIntel-6-1E-0", "branch-misses", 0x7f89, 0x0), /* perf JSON nehalemep BR_MISP_EXEC.ANY */
	HWE("GenuineIntel-6-1E-0", "branches", PERF_COUNT_HW_BRANCH_INSTRUCTIONS),
	HWE("GenuineIntel-6-1E-0", "cache-misses", PERF_COUNT_HW_CACHE_MISSES),
	HWE("GenuineIntel-6-1E-0", "cache-references", PERF_COUNT_HW_CACHE_REFERENCES),
	HWE("GenuineIntel-6-1E-0", "cycles", PERF_COUNT_HW_CPU_CYCLES),
	RAW("GenuineIntel-6-1E-0", "dram", 0x1b7, 0x60ff), /* perf JSON nehalemep OFFCORE_RESPONSE.ANY_REQUEST.ANY_DRAM */
	RAW("GenuineIntel-6-1E-0", "dram-local", 0x1b7, 0x40ff), /* perf JSON nehalemep OFFCORE_RESPONSE.ANY_REQUEST.LOCAL_DRAM */
	UNSUP("GenuineIntel-6-1E-0", "dram-remote"),
	HWE("GenuineIntel-6-1E-0", "instructions", PERF_COUNT_HW_INSTRUCTIONS),
	RAW("GenuineIntel-6-1E-0", "llc-load-misses", 0x1b7, 0xf801), /* perf JSON nehalemep OFFCORE_RESPONSE.DEMAND_DATA_RD.ANY_LLC_MISS */
	RAW("GenuineIntel-6-1E-0", "llc-loads", 0x1b7, 0xff01), /* perf JSON nehalemep OFFCORE_RESPONSE.DEMAND_DATA_RD.ANY_LOCATION */
	RAW("GenuineIntel-6-1E-0", "llc-store-misses", 0x1b7, 0xf802), /* perf JSON nehalemep OFFCORE_RESPONSE.DEMAND_RFO.ANY_LLC_MISS */
	RAW("GenuineIntel-6-1E-0", "llc-stores", 0x1b7, 0xff02), /* perf JSON nehalemep OFFCORE_RESPONSE.DEMAND_RFO.ANY_LOCATION */
	UNSUP("GenuineIntel-6-1E-0", "remote-hitm"),
	RAW("GenuineIntel-6-1A-0", "branch-misses", 0x7f89, 0x0), /* perf JSON nehalemep BR_MISP_EXEC.ANY */
	HWE("GenuineIntel-6-1A-0", "branches", PERF_COUNT_HW_BRANCH_INSTRUCTIONS),
	HWE("GenuineIntel-6-1A-0", "cache-misses", PERF_COUNT_HW_CACHE_MISSES),
	HWE("GenuineIntel-6-1A-0", "cache-references", PERF_COUNT_HW_CACHE_REFERENCES),
	HWE("GenuineIntel-6-1A-0", "cycles", PERF_COUNT_HW_CPU_CYCLES),
	RAW("GenuineIntel-6-1A-0", "dram", 0x1b7, 0x60ff), /* perf JSON nehalemep OFFCORE_RESPONSE.ANY_REQUEST.ANY_DRAM */
	RAW("GenuineIntel-6-1A-0", "dram-local", 0x1b7, 0x40ff), /* perf JSON nehalemep OFFCORE_RESPONSE.ANY_REQUEST.LOCAL_DRAM */
	RAW("GenuineIntel-6-1A-0", "dram-remote", 0x1b7, 0x20ff), /* perf JSON nehalemep OFFCORE_RESPONSE.ANY_REQUEST.REMOTE_DRAM */
	HWE("GenuineIntel-6-1A-0", "instructions", PERF_COUNT_HW_INSTRUCTIONS),
	RAW("GenuineIntel-6-1A-0", "llc-load-misses", 0x1b7, 0xf801), /* perf JSON nehalemep OFFCORE_RESPONSE.DEMAND_DATA_RD.ANY_LLC_MISS */
	RAW("GenuineIntel-6-1A-0", "llc-loads", 0x1b7, 0xff01), /* perf JSON nehalemep OFFCORE_RESPONSE.DEMAND_DATA_RD.ANY_LOCATION */
	RAW("GenuineIntel-6-1A-0", "llc-store-misses", 0x1b7, 0xf802), /* perf JSON nehalemep OFFCORE_RESPONSE.DEMAND_RFO.ANY_LLC_MISS */
	RAW("GenuineIntel-6-1A-0", "llc-stores", 0x1b7, 0xff02), /* perf JSON nehalemep OFFCORE_RESPONSE.DEMAND_RFO.ANY_LOCATION */
	RAW("GenuineIntel-6-1A-0", "remote-hitm", 0x1b7, 0x801), /* perf JSON nehalemep OFFCORE_RESPONSE.DEMAND_DATA_RD.REMOTE_CACHE_HITM */
	RAW("GenuineIntel-6-2E-0", "branch-misses", 0x7f89, 0x0), /* perf JSON nehalemex BR_MISP_EXEC.ANY */
	HWE("GenuineIntel-6-2E-0", "branches", PERF_COUNT_HW_BRANCH_INSTRUCTIONS),
	HWE("GenuineIntel-6-2E-0", "cache-misses", PERF_COUNT_HW_CACHE_MISSES),
	HWE("GenuineIntel-6-2E-0", "cache-references", PERF_COUNT_HW_CACHE_REFERENCES),
	HWE("GenuineIntel-6-2E-0", "cycles", PERF_COUNT_HW_CPU_CYCLES),
	RAW("GenuineIntel-6-2E-0", "dram", 0x1b7, 0x60ff), /* perf JSON nehalemex OFFCORE_RESPONSE.ANY_REQUEST.ANY_DRAM */
	RAW("GenuineIntel-6-2E-0", "dram-local", 0x1b7, 0x40ff), /* perf JSON nehalemex OFFCORE_RESPONSE.ANY_REQUEST.LOCAL_DRAM */
	RAW("GenuineIntel-6-2E-0", "dram-remote", 0x1b7, 0x20ff), /* perf JSON nehalemex OFFCORE_RESPONSE.ANY_REQUEST.REMOTE_DRAM */
	HWE("GenuineIntel-6-2E-0", "instructions", PERF_COUNT_HW_INSTRUCTIONS),
	RAW("GenuineIntel-6-2E-0", "llc-load-misses", 0x1b7, 0xf801), /* perf JSON nehalemex OFFCORE_RESPONSE.DEMAND_DATA_RD.ANY_LLC_MISS */
	RAW("GenuineIntel-6-2E-0", "llc-loads", 0x1b7, 0xff01), /* perf JSON nehalemex OFFCORE_RESPONSE.DEMAND_DATA_RD.ANY_LOCATION */
	RAW("GenuineIntel-6-2E-0", "llc-store-misses", 0x1b7, 0xf802), /* perf JSON nehalemex OFFCORE_RESPONSE.DEMAND_RFO.ANY_LLC_MISS */
	RAW("GenuineIntel-6-2E-0", "llc-stores", 0x1b7, 0xff02), /* perf JSON nehalemex OFFCORE_RESPONSE.DEMAND_RFO.ANY_LOCATION */
	RAW("GenuineIntel-6-2E-0", "remote-hitm", 0x1b7, 0x801), /* perf JSON nehalemex OFFCORE_RESPONSE.DEMAND_DATA_RD.REMOTE_CACHE_HITM */
	HWE("GenuineIntel-6-2A-0", "branch-misses", PERF_COUNT_HW_BRANCH_MISSES),
	HWE("GenuineIntel-6-2A-0", "branches", PERF_COUNT_HW_BRANCH_INSTRUCTIONS),
	HWE("GenuineIntel-6-2A-0", "cache-misses", PERF_COUNT_HW_CACHE_MISSES),
	HWE("GenuineIntel-6-2A-0", "cache-references", PERF_COUNT_HW_CACHE_REFERENCES),
	HWE("GenuineIntel-6-2A-0", "cycles", PERF_COUNT_HW_CPU_CYCLES),
	RAW("GenuineIntel-6-2A-0", "dram", 0x1b7, 0x3004003f7), /* perf JSON sandybridge OFFCORE_RESPONSE.ALL_READS.LLC_MISS.DRAM */
	RAW("GenuineIntel-6-2A-0", "dram-local", 0x1b7, 0x3004003f7), /* perf JSON sandybridge OFFCORE_RESPONSE.ALL_READS.LLC_MISS.DRAM */
	UNSUP("GenuineIntel-6-2A-0", "dram-remote"),
	HWE("GenuineIntel-6-2A-0", "instructions", PERF_COUNT_HW_INSTRUCTIONS),
	RAW("GenuineIntel-6-2A-0", "llc-load-misses", 0x1b7, 0x3f80400001), /* libpfm4 snb::OFFCORE_RESPONSE_0:DMND_DATA_RD:LLC_MISS_LOCAL:SNP_ANY */
	RAW("GenuineIntel-6-2A-0", "llc-loads", 0x1b7, 0x10001), /* perf JSON sandybridge OFFCORE_RESPONSE.DEMAND_DATA_RD.ANY_RESPONSE */
	RAW("GenuineIntel-6-2A-0", "llc-store-misses", 0x1b7, 0x3f80400002), /* libpfm4 snb::OFFCORE_RESPONSE_0:DMND_RFO:LLC_MISS_LOCAL:SNP_ANY */
	RAW("GenuineIntel-6-2A-0", "llc-stores", 0x1b7, 0x10002), /* perf JSON sandybridge OFFCORE_RESPONSE.DEMAND_RFO.ANY_RESPONSE */
	UNSUP("GenuineIntel-6-2A-0", "remote-hitm"),
	HWE("GenuineIntel-6-2D-0", "branch-misses", PERF_COUNT_HW_BRANCH_MISSES),
	HWE("GenuineIntel-6-2D-0", "branches", PERF_COUNT_HW_BRANCH_INSTRUCTIONS),
	HWE("GenuineIntel-6-2D-0", "cache-misses", PERF_COUNT_HW_CACHE_MISSES),
	HWE("GenuineIntel-6-2D-0", "cache-references", PERF_COUNT_HW_CACHE_REFERENCES),
	HWE("GenuineIntel-6-2D-0", "cycles", PERF_COUNT_HW_CPU_CYCLES),
	RAW("GenuineIntel-6-2D-0", "dram", 0x1b7, 0x67fc003f7), /* libpfm4 snb_ep::OFFCORE_RESPONSE_0:DMND_DATA_RD:DMND_RFO:DMND_IFETCH:PF_DATA_RD:PF_RFO:PF_IFETCH:PF_LLC_DATA_RD:PF_LLC_RFO:PF_LLC_IFETCH:LLC_MISS_LOCAL:LLC_MISS_REMOTE:SNP_MISS:SNP_NO_FWD */
	RAW("GenuineIntel-6-2D-0", "dram-local", 0x1b7, 0x6004003f7), /* libpfm4 snb_ep::OFFCORE_RESPONSE_0:DMND_DATA_RD:DMND_RFO:DMND_IFETCH:PF_DATA_RD:PF_RFO:PF_IFETCH:PF_LLC_DATA_RD:PF_LLC_RFO:PF_LLC_IFETCH:LLC_MISS_LOCAL:SNP_MISS:SNP_NO_FWD */
	RAW("GenuineIntel-6-2D-0", "dram-remote", 0x1b7, 0x67f8003f7), /* libpfm4 snb_ep::OFFCORE_RESPONSE_0:DMND_DATA_RD:DMND_RFO:DMND_IFETCH:PF_DATA_RD:PF_RFO:PF_IFETCH:PF_LLC_DATA_RD:PF_LLC_RFO:PF_LLC_IFETCH:LLC_MISS_REMOTE:SNP_MISS:SNP_NO_FWD */
	HWE("GenuineIntel-6-2D-0", "instructions", PERF_COUNT_HW_INSTRUCTIONS),
	RAW("GenuineIntel-6-2D-0", "llc-load-misses", 0x1b7, 0x3fffc20001), /* perf JSON jaketown OFFCORE_RESPONSE.DEMAND_DATA_RD.LLC_MISS.ANY_RESPONSE */
	RAW("GenuineIntel-6-2D-0", "llc-loads", 0x1b7, 0x10001), /* perf JSON jaketown OFFCORE_RESPONSE.DEMAND_DATA_RD.ANY_RESPONSE */
	RAW("GenuineIntel-6-2D-0", "llc-store-misses", 0x1b7, 0x3fffc20002), /* libpfm4 snb_ep::OFFCORE_RESPONSE_0:DMND_RFO:NO_SUPP:LLC_MISS_LOCAL:LLC_MISS_REMOTE:SNP_ANY */
	RAW("GenuineIntel-6-2D-0", "llc-stores", 0x1b7, 0x10002), /* perf JSON jaketown OFFCORE_RESPONSE.DEMAND_RFO.ANY_RESPONSE */
	RAW("GenuineIntel-6-2D-0", "remote-hitm", 0x1b7, 0x107fc00001), /* perf JSON jaketown OFFCORE_RESPONSE.DEMAND_DATA_RD.LLC_MISS.REMOTE_HITM */
	HWE("GenuineIntel-6-8F-0", "branch-misses", PERF_COUNT_HW_BRANCH_MISSES),
	HWE("GenuineIntel-6-8F-0", "branches", PERF_COUNT_HW_BRANCH_INSTRUCTIONS),
	HWE("GenuineIntel-6-8F-0", "cache-misses", PERF_COUNT_HW_CACHE_MISSES),
	HWE("GenuineIntel-6-8F-0", "cache-references", PERF_COUNT_HW_CACHE_REFERENCES),
	HWE("GenuineIntel-6-8F-0", "cycles", PERF_COUNT_HW_CPU_CYCLES),
	SUM("GenuineIntel-6-8F-0", "dram", 0x12a, 0x73c004477, 0x12a, 0x94002380), /* perf JSON sapphirerapids OCR.READS_TO_CORE.DRAM + OCR.HWPF_L3.L3_MISS */
	SUM("GenuineIntel-6-8F-0", "dram-local", 0x12a, 0x104004477, 0x12a, 0x84002380), /* perf JSON sapphirerapids OCR.READS_TO_CORE.LOCAL_DRAM + OCR.HWPF_L3.L3_MISS_LOCAL */
	SUM("GenuineIntel-6-8F-0", "dram-remote", 0x12a, 0x738004477, 0x12a, 0x90002380), /* perf JSON sapphirerapids OCR.READS_TO_CORE.REMOTE_DRAM|OCR.READS_TO_CORE.SNC_DRAM (0x730004477|0x708004477) + OCR.HWPF_L3.REMOTE */
	HWE("GenuineIntel-6-8F-0", "instructions", PERF_COUNT_HW_INSTRUCTIONS),
	RAW("GenuineIntel-6-8F-0", "llc-load-misses", 0x12a, 0x3fbfc00001), /* perf JSON sapphirerapids OCR.DEMAND_DATA_RD.L3_MISS */
	RAW("GenuineIntel-6-8F-0", "llc-loads", 0x12a, 0x10001), /* perf JSON sapphirerapids OCR.DEMAND_DATA_RD.ANY_RESPONSE */
	RAW("GenuineIntel-6-8F-0", "llc-store-misses", 0x12a, 0x3f3fc00002), /* perf JSON sapphirerapids OCR.DEMAND_RFO.L3_MISS */
	RAW("GenuineIntel-6-8F-0", "llc-stores", 0x12a, 0x3f3ffc0002), /* perf JSON sapphirerapids OCR.DEMAND_RFO.ANY_RESPONSE */
	RAW("GenuineIntel-6-8F-0", "remote-hitm", 0x4d3, 0x0), /* perf JSON sapphirerapids MEM_LOAD_L3_MISS_RETIRED.REMOTE_HITM */
	HWE("GenuineIntel-6-AF-0", "branch-misses", PERF_COUNT_HW_BRANCH_MISSES),
	HWE("GenuineIntel-6-AF-0", "branches", PERF_COUNT_HW_BRANCH_INSTRUCTIONS),
	HWE("GenuineIntel-6-AF-0", "cache-misses", PERF_COUNT_HW_CACHE_MISSES),
	HWE("GenuineIntel-6-AF-0", "cache-references", PERF_COUNT_HW_CACHE_REFERENCES),
	HWE("GenuineIntel-6-AF-0", "cycles", PERF_COUNT_HW_CPU_CYCLES),
	RAW("GenuineIntel-6-AF-0", "dram", 0x1b7, 0x7b4000001), /* perfmon SRF/events/sierraforest_core.json V1.18 OCR.DEMAND_DATA_RD.LOCAL_DRAM 0x184000001 | OCR.DEMAND_DATA_RD.REMOTE_DRAM 0x730000001 */
	RAW("GenuineIntel-6-AF-0", "dram-local", 0x1b7, 0x184000001), /* perfmon SRF/events/sierraforest_core.json V1.18 OCR.DEMAND_DATA_RD.LOCAL_DRAM */
	RAW("GenuineIntel-6-AF-0", "dram-remote", 0x1b7, 0x730000001), /* perfmon SRF/events/sierraforest_core.json V1.18 OCR.DEMAND_DATA_RD.REMOTE_DRAM */
	HWE("GenuineIntel-6-AF-0", "instructions", PERF_COUNT_HW_INSTRUCTIONS),
	RAW("GenuineIntel-6-AF-0", "llc-load-misses", 0x1b7, 0x3fbfc00001), /* perf JSON sierraforest OCR.DEMAND_DATA_RD.L3_MISS */
	RAW("GenuineIntel-6-AF-0", "llc-loads", 0x1b7, 0x10001), /* perf JSON sierraforest OCR.DEMAND_DATA_RD.ANY_RESPONSE */
	RAW("GenuineIntel-6-AF-0", "llc-store-misses", 0x1b7, 0x3fbfc00002), /* perf JSON sierraforest OCR.DEMAND_RFO.L3_MISS */
	RAW("GenuineIntel-6-AF-0", "llc-stores", 0x1b7, 0x10002), /* perf JSON sierraforest OCR.DEMAND_RFO.ANY_RESPONSE */
	RAW("GenuineIntel-6-AF-0", "remote-hitm", 0x8d3, 0x0), /* perfmon SRF/events/sierraforest_core.json V1.18 MEM_LOAD_UOPS_L3_MISS_RETIRED.REMOTE_FWD_HITM */
	HWE("GenuineIntel-6-4E-0", "branch-misses", PERF_COUNT_HW_BRANCH_MISSES),
	HWE("GenuineIntel-6-4E-0", "branches", PERF_COUNT_HW_BRANCH_INSTRUCTIONS),
	HWE("GenuineIntel-6-4E-0", "cache-misses", PERF_COUNT_HW_CACHE_MISSES),
	HWE("GenuineIntel-6-4E-0", "cache-references", PERF_COUNT_HW_CACHE_REFERENCES),
	HWE("GenuineIntel-6-4E-0", "cycles", PERF_COUNT_HW_CPU_CYCLES),
	RAW("GenuineIntel-6-4E-0", "dram", 0x1b7, 0x3fc4000007), /* libpfm4 skl::OFFCORE_RESPONSE_0:DMND_DATA_RD:DMND_RFO:DMND_CODE_RD:L3_MISS_LOCAL:SPL_HIT:SNP_ANY */
	RAW("GenuineIntel-6-4E-0", "dram-local", 0x1b7, 0x3fc4000007), /* libpfm4 skl::OFFCORE_RESPONSE_0:DMND_DATA_RD:DMND_RFO:DMND_CODE_RD:L3_MISS_LOCAL:SPL_HIT:SNP_ANY */
	UNSUP("GenuineIntel-6-4E-0", "dram-remote"),
	HWE("GenuineIntel-6-4E-0", "instructions", PERF_COUNT_HW_INSTRUCTIONS),
	RAW("GenuineIntel-6-4E-0", "llc-load-misses", 0x1b7, 0x3ffc400001), /* perf JSON skylake OFFCORE_RESPONSE.DEMAND_DATA_RD.L3_MISS.ANY_SNOOP */
	RAW("GenuineIntel-6-4E-0", "llc-loads", 0x1b7, 0x10001), /* perf JSON skylake OFFCORE_RESPONSE.DEMAND_DATA_RD.ANY_RESPONSE */
	RAW("GenuineIntel-6-4E-0", "llc-store-misses", 0x1b7, 0x3ffc400002), /* perf JSON skylake OFFCORE_RESPONSE.DEMAND_RFO.L3_MISS.ANY_SNOOP */
	RAW("GenuineIntel-6-4E-0", "llc-stores", 0x1b7, 0x10002), /* perf JSON skylake OFFCORE_RESPONSE.DEMAND_RFO.ANY_RESPONSE */
	UNSUP("GenuineIntel-6-4E-0", "remote-hitm"),
	HWE("GenuineIntel-6-55-0", "branch-misses", PERF_COUNT_HW_BRANCH_MISSES),
	HWE("GenuineIntel-6-55-0", "branches", PERF_COUNT_HW_BRANCH_INSTRUCTIONS),
	HWE("GenuineIntel-6-55-0", "cache-misses", PERF_COUNT_HW_CACHE_MISSES),
	HWE("GenuineIntel-6-55-0", "cache-references", PERF_COUNT_HW_CACHE_REFERENCES),
	HWE("GenuineIntel-6-55-0", "cycles", PERF_COUNT_HW_CPU_CYCLES),
	RAW("GenuineIntel-6-55-0", "dram", 0x1b7, 0x63f8005b7), /* libpfm4 skx read-type bits of OFFCORE_RESPONSE_0:DMND_DATA_RD:DMND_RFO:DMND_CODE_RD:PF_L2_DATA_RD:PF_L2_RFO:PF_L3_DATA_RD:PF_L3_RFO:PF_L1D_AND_SW (0x5b7) | Intel perfmon skylakex_core.json V1.37 L3_MISS_LOCAL_DRAM.SNOOP_MISS_OR_NO_FWD | L3_MISS_REMOTE_DRAM.SNOOP_MISS_OR_NO_FWD responses (0x604000491 | 0x63b800491, minus the request 0x491) */
	RAW("GenuineIntel-6-55-0", "dram-local", 0x1b7, 0x6040005b7), /* libpfm4 skx::OFFCORE_RESPONSE_0:DMND_DATA_RD:DMND_RFO:DMND_CODE_RD:PF_L2_DATA_RD:PF_L2_RFO:PF_L3_DATA_RD:PF_L3_RFO:PF_L1D_AND_SW:L3_MISS_LOCAL:SNP_MISS:SNP_HIT_NO_FWD */
	RAW("GenuineIntel-6-55-0", "dram-remote", 0x1b7, 0x63b8005b7), /* libpfm4 skx read-type bits (0x5b7, as dram-local) | Intel perfmon skylakex_core.json V1.37 L3_MISS_REMOTE_DRAM.SNOOP_MISS_OR_NO_FWD response (ALL_DATA_RD form 0x63b800491 minus 0x491) */
	HWE("GenuineIntel-6-55-0", "instructions", PERF_COUNT_HW_INSTRUCTIONS),
	RAW("GenuineIntel-6-55-0", "llc-load-misses", 0x1b7, 0x3fbc000001), /* perf JSON skylakex OFFCORE_RESPONSE.DEMAND_DATA_RD.L3_MISS.ANY_SNOOP */
	RAW("GenuineIntel-6-55-0", "llc-loads", 0x1b7, 0x10001), /* perf JSON skylakex OFFCORE_RESPONSE.DEMAND_DATA_RD.ANY_RESPONSE */
	RAW("GenuineIntel-6-55-0", "llc-store-misses", 0x1b7, 0x3fbc000002), /* perf JSON skylakex OFFCORE_RESPONSE.DEMAND_RFO.L3_MISS.ANY_SNOOP */
	RAW("GenuineIntel-6-55-0", "llc-stores", 0x1b7, 0x10002), /* perf JSON skylakex OFFCORE_RESPONSE.DEMAND_RFO.ANY_RESPONSE */
	RAW("GenuineIntel-6-55-0", "remote-hitm", 0x4d3, 0x0), /* perf JSON skylakex MEM_LOAD_L3_MISS_RETIRED.REMOTE_HITM */
	HWE("GenuineIntel-6-8C-0", "branch-misses", PERF_COUNT_HW_BRANCH_MISSES),
	HWE("GenuineIntel-6-8C-0", "branches", PERF_COUNT_HW_BRANCH_INSTRUCTIONS),
	HWE("GenuineIntel-6-8C-0", "cache-misses", PERF_COUNT_HW_CACHE_MISSES),
	HWE("GenuineIntel-6-8C-0", "cache-references", PERF_COUNT_HW_CACHE_REFERENCES),
	HWE("GenuineIntel-6-8C-0", "cycles", PERF_COUNT_HW_CPU_CYCLES),
	RAW("GenuineIntel-6-8C-0", "dram", 0x10b0, 0x0), /* perf JSON tigerlake OFFCORE_REQUESTS.L3_MISS_DEMAND_DATA_RD */
	RAW("GenuineIntel-6-8C-0", "dram-local", 0x10b0, 0x0), /* perf JSON tigerlake OFFCORE_REQUESTS.L3_MISS_DEMAND_DATA_RD */
	UNSUP("GenuineIntel-6-8C-0", "dram-remote"),
	HWE("GenuineIntel-6-8C-0", "instructions", PERF_COUNT_HW_INSTRUCTIONS),
	RAW("GenuineIntel-6-8C-0", "llc-load-misses", 0x10b0, 0x0), /* perf JSON tigerlake OFFCORE_REQUESTS.L3_MISS_DEMAND_DATA_RD */
	RAW("GenuineIntel-6-8C-0", "llc-loads", 0x1b0, 0x0), /* perf JSON tigerlake OFFCORE_REQUESTS.DEMAND_DATA_RD */
	UNSUP("GenuineIntel-6-8C-0", "llc-store-misses"),
	RAW("GenuineIntel-6-8C-0", "llc-stores", 0x4b0, 0x0), /* perf JSON tigerlake OFFCORE_REQUESTS.DEMAND_RFO */
	UNSUP("GenuineIntel-6-8C-0", "remote-hitm"),
	HWE("GenuineIntel-6-2C-0", "branch-misses", PERF_COUNT_HW_BRANCH_MISSES),
	HWE("GenuineIntel-6-2C-0", "branches", PERF_COUNT_HW_BRANCH_INSTRUCTIONS),
	HWE("GenuineIntel-6-2C-0", "cache-misses", PERF_COUNT_HW_CACHE_MISSES),
	HWE("GenuineIntel-6-2C-0", "cache-references", PERF_COUNT_HW_CACHE_REFERENCES),
	HWE("GenuineIntel-6-2C-0", "cycles", PERF_COUNT_HW_CPU_CYCLES),
	RAW("GenuineIntel-6-2C-0", "dram", 0x1b7, 0x70ff), /* libpfm4 wsm_dp::OFFCORE_RESPONSE_0:ANY_REQUEST:LOCAL_DRAM_AND_REMOTE_CACHE_HIT:REMOTE_DRAM:OTHER_LLC_MISS */
	RAW("GenuineIntel-6-2C-0", "dram-local", 0x1b7, 0x50ff), /* perf JSON westmereep-dp OFFCORE_RESPONSE.ANY_REQUEST.ALL_LOCAL_DRAM_AND_REMOTE_CACHE_HIT */
	RAW("GenuineIntel-6-2C-0", "dram-remote", 0x1b7, 0x20ff), /* perf JSON westmereep-dp OFFCORE_RESPONSE.ANY_REQUEST.REMOTE_DRAM */
	HWE("GenuineIntel-6-2C-0", "instructions", PERF_COUNT_HW_INSTRUCTIONS),
	RAW("GenuineIntel-6-2C-0", "llc-load-misses", 0x1b7, 0xf801), /* perf JSON westmereep-dp OFFCORE_RESPONSE.DEMAND_DATA_RD.ANY_LLC_MISS */
	RAW("GenuineIntel-6-2C-0", "llc-loads", 0x1b7, 0xff01), /* perf JSON westmereep-dp OFFCORE_RESPONSE.DEMAND_DATA_RD.ANY_LOCATION */
	RAW("GenuineIntel-6-2C-0", "llc-store-misses", 0x1b7, 0xf802), /* perf JSON westmereep-dp OFFCORE_RESPONSE.DEMAND_RFO.ANY_LLC_MISS */
	RAW("GenuineIntel-6-2C-0", "llc-stores", 0x1b7, 0xff02), /* perf JSON westmereep-dp OFFCORE_RESPONSE.DEMAND_RFO.ANY_LOCATION */
	RAW("GenuineIntel-6-2C-0", "remote-hitm", 0x1b7, 0x801), /* perf JSON westmereep-dp OFFCORE_RESPONSE.DEMAND_DATA_RD.REMOTE_CACHE_HITM */
	HWE("GenuineIntel-6-25-0", "branch-misses", PERF_COUNT_HW_BRANCH_MISSES),
	HWE("GenuineIntel-6-25-0", "branches", PERF_COUNT_HW_BRANCH_INSTRUCTIONS),
	HWE("GenuineIntel-6-25-0", "cache-misses", PERF_COUNT_HW_CACHE_MISSES),
	HWE("GenuineIntel-6-25-0", "cache-references", PERF_COUNT_HW_CACHE_REFERENCES),
	HWE("GenuineIntel-6-25-0", "cycles", PERF_COUNT_HW_CPU_CYCLES),
	RAW("GenuineIntel-6-25-0", "dram", 0x1b7, 0x6077), /* perf JSON westmereep-sp OFFCORE_RESPONSE.DATA_IFETCH.ANY_DRAM */
	RAW("GenuineIntel-6-25-0", "dram-local", 0x1b7, 0x2077), /* perf JSON westmereep-sp OFFCORE_RESPONSE.DATA_IFETCH.LOCAL_DRAM */
	UNSUP("GenuineIntel-6-25-0", "dram-remote"),
	HWE("GenuineIntel-6-25-0", "instructions", PERF_COUNT_HW_INSTRUCTIONS),
	RAW("GenuineIntel-6-25-0", "llc-load-misses", 0x1b7, 0xf801), /* perf JSON westmereep-sp OFFCORE_RESPONSE.DEMAND_DATA_RD.ANY_LLC_MISS */
	RAW("GenuineIntel-6-25-0", "llc-loads", 0x1b7, 0xff01), /* perf JSON westmereep-sp OFFCORE_RESPONSE.DEMAND_DATA_RD.ANY_LOCATION */
	RAW("GenuineIntel-6-25-0", "llc-store-misses", 0x1b7, 0xf802), /* perf JSON westmereep-sp OFFCORE_RESPONSE.DEMAND_RFO.ANY_LLC_MISS */
	RAW("GenuineIntel-6-25-0", "llc-stores", 0x1b7, 0xff02), /* perf JSON westmereep-sp OFFCORE_RESPONSE.DEMAND_RFO.ANY_LOCATION */
	UNSUP("GenuineIntel-6-25-0", "remote-hitm"),
	HWE("GenuineIntel-6-2F-0", "branch-misses", PERF_COUNT_HW_BRANCH_MISSES),
	HWE("GenuineIntel-6-2F-0", "branches", PERF_COUNT_HW_BRANCH_INSTRUCTIONS),
	HWE("GenuineIntel-6-2F-0", "cache-misses", PERF_COUNT_HW_CACHE_MISSES),
	HWE("GenuineIntel-6-2F-0", "cache-references", PERF_COUNT_HW_CACHE_REFERENCES),
	HWE("GenuineIntel-6-2F-0", "cycles", PERF_COUNT_HW_CPU_CYCLES),
	RAW("GenuineIntel-6-2F-0", "dram", 0x1b7, 0x60ff), /* perf JSON westmereex OFFCORE_RESPONSE.ANY_REQUEST.ANY_DRAM */
	RAW("GenuineIntel-6-2F-0", "dram-local", 0x1b7, 0x40ff), /* perf JSON westmereex OFFCORE_RESPONSE.ANY_REQUEST.LOCAL_DRAM */
	RAW("GenuineIntel-6-2F-0", "dram-remote", 0x1b7, 0x20ff), /* perf JSON westmereex OFFCORE_RESPONSE.ANY_REQUEST.REMOTE_DRAM */
	HWE("GenuineIntel-6-2F-0", "instructions", PERF_COUNT_HW_INSTRUCTIONS),
	RAW("GenuineIntel-6-2F-0", "llc-load-misses", 0x1b7, 0xf801), /* perf JSON westmereex OFFCORE_RESPONSE.DEMAND_DATA_RD.ANY_LLC_MISS */
	RAW("GenuineIntel-6-2F-0", "llc-loads", 0x1b7, 0xff01), /* perf JSON westmereex OFFCORE_RESPONSE.DEMAND_DATA_RD.ANY_LOCATION */
	RAW("GenuineIntel-6-2F-0", "llc-store-misses", 0x1b7, 0xf802), /* perf JSON westmereex OFFCORE_RESPONSE.DEMAND_RFO.ANY_LLC_MISS */
	RAW("GenuineIntel-6-2F-0", "llc-stores", 0x1b7, 0xff02), /* perf JSON westmereex OFFCORE_RESPONSE.DEMAND_RFO.ANY_LOCATION */
	RAW("GenuineIntel-6-2F-0", "remote-hitm", 0x1b7, 0x801), /* perf JSON westmereex OFFCORE_RESPONSE.DEMAND_DATA_RD.REMOTE_CACHE_HITM */
	HWE("AuthenticAMD-23-0-0", "branch-misses", PERF_COUNT_HW_BRANCH_MISSES),
	RAW("AuthenticAMD-23-0-0", "branches", 0xc2, 0x0), /* perf JSON amdzen1 ex_ret_brn */
	RAW("AuthenticAMD-23-0-0", "cache-misses", 0x964, 0x0), /* perf JSON amdzen1 l2_cache_req_stat.ic_dc_miss_in_l2 */
	RAW("AuthenticAMD-23-0-0", "cache-references", 0xff60, 0x0), /* libpfm4 amd64_fam17h_zen1::REQUESTS_TO_L2_GROUP1:RD_BLK_L:RD_BLK_X:LS_RD_BLK_C_S:CACHEABLE_IC_READ:CHANGE_TO_X:PREFETCH_L2:L2_HW_PF:OTHER_REQUESTS */
	HWE("AuthenticAMD-23-0-0", "cycles", PERF_COUNT_HW_CPU_CYCLES),
	UNSUP("AuthenticAMD-23-0-0", "dram"),
	UNSUP("AuthenticAMD-23-0-0", "dram-local"),
	UNSUP("AuthenticAMD-23-0-0", "dram-remote"),
	HWE("AuthenticAMD-23-0-0", "instructions", PERF_COUNT_HW_INSTRUCTIONS),
	UNSUP("AuthenticAMD-23-0-0", "llc-load-misses"),
	RAW("AuthenticAMD-23-0-0", "llc-loads", 0x864, 0x0), /* perf JSON amdzen1 l2_cache_req_stat.ls_rd_blk_c */
	UNSUP("AuthenticAMD-23-0-0", "llc-store-misses"),
	UNSUP("AuthenticAMD-23-0-0", "llc-stores"),
	UNSUP("AuthenticAMD-23-0-0", "remote-hitm"),
	HWE("AuthenticAMD-23-30-0", "branch-misses", PERF_COUNT_HW_BRANCH_MISSES),
	RAW("AuthenticAMD-23-30-0", "branches", 0xc2, 0x0), /* perf JSON amdzen2 ex_ret_brn */
	RAW("AuthenticAMD-23-30-0", "cache-misses", 0x964, 0x0), /* perf JSON amdzen2 l2_cache_req_stat.ic_dc_miss_in_l2 */
	RAW("AuthenticAMD-23-30-0", "cache-references", 0xff60, 0x0), /* libpfm4 amd64_fam17h_zen2::REQUESTS_TO_L2_GROUP1:RD_BLK_L:RD_BLK_X:LS_RD_BLK_C_S:CACHEABLE_IC_READ:CHANGE_TO_X:PREFETCH_L2:L2_HW_PF:GROUP2 */
	HWE("AuthenticAMD-23-30-0", "cycles", PERF_COUNT_HW_CPU_CYCLES),
	RAW("AuthenticAMD-23-30-0", "dram", 0x4843, 0x0), /* libpfm4 amd64_fam17h_zen2::DATA_CACHE_REFILLS_FROM_SYSTEM:LS_MABRESP_LCL_DRAM:LS_MABRESP_RMT_DRAM */
	RAW("AuthenticAMD-23-30-0", "dram-local", 0x843, 0x0), /* perf JSON amdzen2 ls_refills_from_sys.ls_mabresp_lcl_dram */
	RAW("AuthenticAMD-23-30-0", "dram-remote", 0x4043, 0x0), /* perf JSON amdzen2 ls_refills_from_sys.ls_mabresp_rmt_dram */
	HWE("AuthenticAMD-23-30-0", "instructions", PERF_COUNT_HW_INSTRUCTIONS),
	RAW("AuthenticAMD-23-30-0", "llc-load-misses", 0x5843, 0x0), /* libpfm4 amd64_fam17h_zen2::DATA_CACHE_REFILLS_FROM_SYSTEM:LS_MABRESP_LCL_DRAM:LS_MABRESP_RMT_CACHE:LS_MABRESP_RMT_DRAM */
	RAW("AuthenticAMD-23-30-0", "llc-loads", 0x5a43, 0x0), /* libpfm4 amd64_fam17h_zen2::DATA_CACHE_REFILLS_FROM_SYSTEM:LS_MABRESP_LCL_CACHE:LS_MABRESP_LCL_DRAM:LS_MABRESP_RMT_CACHE:LS_MABRESP_RMT_DRAM */
	UNSUP("AuthenticAMD-23-30-0", "llc-store-misses"),
	UNSUP("AuthenticAMD-23-30-0", "llc-stores"),
	RAW("AuthenticAMD-23-30-0", "remote-hitm", 0x1043, 0x0), /* perf JSON amdzen2 ls_refills_from_sys.ls_mabresp_rmt_cache */
	HWE("AuthenticAMD-25-0-0", "branch-misses", PERF_COUNT_HW_BRANCH_MISSES),
	RAW("AuthenticAMD-25-0-0", "branches", 0xc2, 0x0), /* perf JSON amdzen3 ex_ret_brn */
	RAW("AuthenticAMD-25-0-0", "cache-misses", 0x964, 0x0), /* perf JSON amdzen3 l2_cache_req_stat.ic_dc_miss_in_l2 */
	RAW("AuthenticAMD-25-0-0", "cache-references", 0xff60, 0x0), /* kernel amd_zen2/amd_zen4_perfmon_event_map PERF_COUNT_HW_CACHE_REFERENCES = 0xff60 (raw: the row is approximate) */
	HWE("AuthenticAMD-25-0-0", "cycles", PERF_COUNT_HW_CPU_CYCLES),
	RAW("AuthenticAMD-25-0-0", "dram", 0x4844, 0x0), /* perf JSON amdzen3 l1_data_cache_fills_from_memory */
	RAW("AuthenticAMD-25-0-0", "dram-local", 0x844, 0x0), /* perf JSON amdzen3 ls_any_fills_from_sys.mem_io_local */
	RAW("AuthenticAMD-25-0-0", "dram-remote", 0x4044, 0x0), /* perf JSON amdzen3 ls_any_fills_from_sys.mem_io_remote */
	HWE("AuthenticAMD-25-0-0", "instructions", PERF_COUNT_HW_INSTRUCTIONS),
	RAW("AuthenticAMD-25-0-0", "llc-load-misses", 0x5c43, 0x0), /* libpfm4 amd64_fam19h_zen3::DEMAND_DATA_CACHE_FILLS_FROM_SYSTEM:EXT_CACHE_LCL:MEM_IO_LCL:EXT_CACHE_RMT:MEM_IO_RMT */
	RAW("AuthenticAMD-25-0-0", "llc-loads", 0x5e43, 0x0), /* libpfm4 amd64_fam19h_zen3::DEMAND_DATA_CACHE_FILLS_FROM_SYSTEM:INT_CACHE:EXT_CACHE_LCL:MEM_IO_LCL:EXT_CACHE_RMT:MEM_IO_RMT */
	UNSUP("AuthenticAMD-25-0-0", "llc-store-misses"),
	UNSUP("AuthenticAMD-25-0-0", "llc-stores"),
	RAW("AuthenticAMD-25-0-0", "remote-hitm", 0x1043, 0x0), /* perf JSON amdzen3 ls_dmnd_fills_from_sys.ext_cache_remote */
	HWE("AuthenticAMD-25-10-0", "branch-misses", PERF_COUNT_HW_BRANCH_MISSES),
	RAW("AuthenticAMD-25-10-0", "branches", 0xc2, 0x0), /* perf JSON amdzen4 ex_ret_brn */
	RAW("AuthenticAMD-25-10-0", "cache-misses", 0x964, 0x0), /* perf JSON amdzen4 l2_cache_req_stat.ic_dc_miss_in_l2 */
	RAW("AuthenticAMD-25-10-0", "cache-references", 0xff60, 0x0), /* perf JSON amdzen4 l2_request_g1.all */
	HWE("AuthenticAMD-25-10-0", "cycles", PERF_COUNT_HW_CPU_CYCLES),
	RAW("AuthenticAMD-25-10-0", "dram", 0x4844, 0x0), /* perf JSON amdzen4 ls_any_fills_from_sys.dram_io_all */
	RAW("AuthenticAMD-25-10-0", "dram-local", 0x844, 0x0), /* perf JSON amdzen4 ls_any_fills_from_sys.dram_io_near */
	RAW("AuthenticAMD-25-10-0", "dram-remote", 0x4044, 0x0), /* perf JSON amdzen4 ls_any_fills_from_sys.dram_io_far */
	HWE("AuthenticAMD-25-10-0", "instructions", PERF_COUNT_HW_INSTRUCTIONS),
	RAW("AuthenticAMD-25-10-0", "llc-load-misses", 0xdc43, 0x0), /* perf amdzen5 ls_dmnd_fills_from_sys.{near_cache, dram_io_near, far_cache, dram_io_far, alternate_memories} = 0xdc */
	RAW("AuthenticAMD-25-10-0", "llc-loads", 0xde43, 0x0), /* perf amdzen5 ls_dmnd_fills_from_sys.{local_ccx 0x02, near_cache 0x04, dram_io_near 0x08, far_cache 0x10, dram_io_far 0x40, alternate_memories 0x80} = 0xde */
	UNSUP("AuthenticAMD-25-10-0", "llc-store-misses"),
	UNSUP("AuthenticAMD-25-10-0", "llc-stores"),
	RAW("AuthenticAMD-25-10-0", "remote-hitm", 0x1043, 0x0), /* perf JSON amdzen4 ls_dmnd_fills_from_sys.far_cache */
	HWE("AuthenticAMD-26-0-0", "branch-misses", PERF_COUNT_HW_BRANCH_MISSES),
	RAW("AuthenticAMD-26-0-0", "branches", 0xc2, 0x0), /* perf JSON amdzen5 ex_ret_brn */
	RAW("AuthenticAMD-26-0-0", "cache-misses", 0x964, 0x0), /* perf JSON amdzen5 l2_cache_req_stat.ic_dc_miss_in_l2 */
	RAW("AuthenticAMD-26-0-0", "cache-references", 0xff60, 0x0), /* kernel amd_zen2/amd_zen4_perfmon_event_map PERF_COUNT_HW_CACHE_REFERENCES = 0xff60 (raw: the row is approximate) */
	HWE("AuthenticAMD-26-0-0", "cycles", PERF_COUNT_HW_CPU_CYCLES),
	RAW("AuthenticAMD-26-0-0", "dram", 0x4844, 0x0), /* perf JSON amdzen5 ls_any_fills_from_sys.dram_io_all */
	RAW("AuthenticAMD-26-0-0", "dram-local", 0x844, 0x0), /* perf JSON amdzen5 ls_any_fills_from_sys.dram_io_near */
	RAW("AuthenticAMD-26-0-0", "dram-remote", 0x4044, 0x0), /* perf JSON amdzen5 ls_any_fills_from_sys.dram_io_far */
	HWE("AuthenticAMD-26-0-0", "instructions", PERF_COUNT_HW_INSTRUCTIONS),
	RAW("AuthenticAMD-26-0-0", "llc-load-misses", 0xdc43, 0x0), /* perf amdzen5 ls_dmnd_fills_from_sys.{near_cache, dram_io_near, far_cache, dram_io_far, alternate_memories} = 0xdc */
	RAW("AuthenticAMD-26-0-0", "llc-loads", 0xde43, 0x0), /* perf amdzen5 ls_dmnd_fills_from_sys.{local_ccx 0x02, near_cache 0x04, dram_io_near 0x08, far_cache 0x10, dram_io_far 0x40, alternate_memories 0x80} = 0xde */
	UNSUP("AuthenticAMD-26-0-0", "llc-store-misses"),
	UNSUP("AuthenticAMD-26-0-0", "llc-stores"),
	RAW("AuthenticAMD-26-0-0", "remote-hitm", 0x1043, 0x0), /* perf JSON amdzen5 ls_dmnd_fills_from_sys.far_cache */
	/* Zen 6: perf's later amdzen6 JSON (tests/oracle/amd-json-facts.tsv:
	 * load-store.json, l2-cache.json at c7decec2, execution.json at c17ee635). */
	HWE("AuthenticAMD-26-50-0", "branch-misses", PERF_COUNT_HW_BRANCH_MISSES),
	RAW("AuthenticAMD-26-50-0", "branches", 0xc2, 0x0), /* perf amdzen6 ex_ret_brn */
	RAW("AuthenticAMD-26-50-0", "cache-misses", 0x964, 0x0), /* perf amdzen6 l2_cache_req_stat.ic_dc_miss_in_l2 */
	RAW("AuthenticAMD-26-50-0", "cache-references", 0xff60, 0x0), /* kernel amd_zen4_perfmon_event_map PERF_COUNT_HW_CACHE_REFERENCES = 0xff60 (raw: the row is approximate) */
	HWE("AuthenticAMD-26-50-0", "cycles", PERF_COUNT_HW_CPU_CYCLES),
	RAW("AuthenticAMD-26-50-0", "dram", 0x4844, 0x0), /* perf amdzen6 ls_any_fills_from_sys.dram_io_all */
	RAW("AuthenticAMD-26-50-0", "dram-local", 0x844, 0x0), /* perf amdzen6 ls_any_fills_from_sys.dram_io_near */
	RAW("AuthenticAMD-26-50-0", "dram-remote", 0x4044, 0x0), /* perf amdzen6 ls_any_fills_from_sys.dram_io_far */
	HWE("AuthenticAMD-26-50-0", "instructions", PERF_COUNT_HW_INSTRUCTIONS),
	RAW("AuthenticAMD-26-50-0", "llc-load-misses", 0xdc43, 0x0), /* perf amdzen6 ls_dmnd_fills_from_sys.{near_cache, dram_io_near, far_cache, dram_io_far, alt_mem} = 0xdc */
	RAW("AuthenticAMD-26-50-0", "llc-loads", 0xde43, 0x0), /* perf amdzen6 ls_dmnd_fills_from_sys.{local_ccx, near_cache, dram_io_near, far_cache, dram_io_far, alt_mem} = 0xde */
	UNSUP("AuthenticAMD-26-50-0", "llc-store-misses"),
	UNSUP("AuthenticAMD-26-50-0", "llc-stores"),
	RAW("AuthenticAMD-26-50-0", "remote-hitm", 0x1043, 0x0), /* perf amdzen6 ls_dmnd_fills_from_sys.far_cache */
	/*
	 * No model table: Intel's architectural events (SDM Vol.3B 20.2.1.2 table
	 * 20-1, the kernel's intel_perfmon_event_map) and the AMD/Hygon events
	 * every amd_*perfmon_event_map of Linux 6.12 encodes alike.
	 */
	HWE("GenuineIntel-6-FF", "cycles", PERF_COUNT_HW_CPU_CYCLES),
	HWE("GenuineIntel-6-FF", "instructions", PERF_COUNT_HW_INSTRUCTIONS),
	HWE("GenuineIntel-6-FF", "branches", PERF_COUNT_HW_BRANCH_INSTRUCTIONS),
	HWE("GenuineIntel-6-FF", "branch-misses", PERF_COUNT_HW_BRANCH_MISSES),
	HWE("GenuineIntel-6-FF", "cache-references", PERF_COUNT_HW_CACHE_REFERENCES),
	HWE("GenuineIntel-6-FF", "cache-misses", PERF_COUNT_HW_CACHE_MISSES),
	UNSUP("GenuineIntel-6-FF", "llc-loads"),
	UNSUP("GenuineIntel-6-FF", "llc-load-misses"),
	UNSUP("GenuineIntel-6-FF", "llc-stores"),
	UNSUP("GenuineIntel-6-FF", "llc-store-misses"),
	UNSUP("GenuineIntel-6-FF", "dram"),
	UNSUP("GenuineIntel-6-FF", "dram-local"),
	UNSUP("GenuineIntel-6-FF", "dram-remote"),
	UNSUP("GenuineIntel-6-FF", "remote-hitm"),
	HWE("AuthenticAMD-30-1", "cycles", PERF_COUNT_HW_CPU_CYCLES),
	HWE("AuthenticAMD-30-1", "instructions", PERF_COUNT_HW_INSTRUCTIONS),
	HWE("AuthenticAMD-30-1", "branches", PERF_COUNT_HW_BRANCH_INSTRUCTIONS),
	HWE("AuthenticAMD-30-1", "branch-misses", PERF_COUNT_HW_BRANCH_MISSES),
	UNSUP("AuthenticAMD-30-1", "cache-references"),
	UNSUP("AuthenticAMD-30-1", "cache-misses"),
	UNSUP("AuthenticAMD-30-1", "llc-loads"),
	UNSUP("AuthenticAMD-30-1", "llc-load-misses"),
	UNSUP("AuthenticAMD-30-1", "llc-stores"),
	UNSUP("AuthenticAMD-30-1", "llc-store-misses"),
	UNSUP("AuthenticAMD-30-1", "dram"),
	UNSUP("AuthenticAMD-30-1", "dram-local"),
	UNSUP("AuthenticAMD-30-1", "dram-remote"),
	UNSUP("AuthenticAMD-30-1", "remote-hitm"),
	/* arm64 without a core table (QEMU's -cpu max): the generic events only. */
	HWE("0x00000000000f0510", "cycles", PERF_COUNT_HW_CPU_CYCLES),
	HWE("0x00000000000f0510", "instructions", PERF_COUNT_HW_INSTRUCTIONS),
	UNSUP("0x00000000000f0510", "branches"),
	UNSUP("0x00000000000f0510", "branch-misses"),
	UNSUP("0x00000000000f0510", "cache-references"),
	UNSUP("0x00000000000f0510", "cache-misses"),
	UNSUP("0x00000000000f0510", "llc-loads"),
	UNSUP("0x00000000000f0510", "llc-load-misses"),
	UNSUP("0x00000000000f0510", "llc-stores"),
	UNSUP("0x00000000000f0510", "llc-store-misses"),
	UNSUP("0x00000000000f0510", "dram"),
	UNSUP("0x00000000000f0510", "dram-local"),
	UNSUP("0x00000000000f0510", "dram-remote"),
	UNSUP("0x00000000000f0510", "remote-hitm"),
	/*
	 * arm64 cores by their MIDR (perf's mapfile form, r0p0): each concept as
	 * the core's table gives it, the event as perf 6.12's arm64 JSON or libpfm4 names it.
	 */
	RAW("0x00000000460f0010", "branch-misses", 0x10, 0x0), /* a64fx: BR_MIS_PRED (approx) */
	SUM("0x00000000460f0010", "branches", 0x78, 0, 0x7a, 0), /* a64fx: BR_IMMED_SPEC + BR_INDIRECT_SPEC, counted at commit (approx) */
	RAW("0x00000000460f0010", "cache-misses", 0x17, 0x0), /* a64fx: L2D_CACHE_REFILL (approx) */
	RAW("0x00000000460f0010", "cache-references", 0x16, 0x0), /* a64fx: L2D_CACHE (approx) */
	RAW("0x00000000460f0010", "cycles", 0x11, 0x0), /* a64fx: CPU_CYCLES */
	UNSUP("0x00000000460f0010", "dram"),
	UNSUP("0x00000000460f0010", "dram-local"),
	UNSUP("0x00000000460f0010", "dram-remote"),
	RAW("0x00000000460f0010", "instructions", 0x8, 0x0), /* a64fx: INST_RETIRED */
	UNSUP("0x00000000460f0010", "llc-load-misses"),
	UNSUP("0x00000000460f0010", "llc-loads"),
	UNSUP("0x00000000460f0010", "llc-store-misses"),
	UNSUP("0x00000000460f0010", "llc-stores"),
	UNSUP("0x00000000460f0010", "remote-hitm"),
	RAW("0x00000000c00fac30", "branch-misses", 0x22, 0x0), /* ampereone: BR_MIS_PRED_RETIRED */
	RAW("0x00000000c00fac30", "branches", 0x21, 0x0), /* ampereone: BR_RETIRED */
	RAW("0x00000000c00fac30", "cache-misses", 0x17, 0x0), /* ampereone: L2D_CACHE_REFILL (approx) */
	RAW("0x00000000c00fac30", "cache-references", 0x16, 0x0), /* ampereone: L2D_CACHE (approx) */
	RAW("0x00000000c00fac30", "cycles", 0x11, 0x0), /* ampereone: CPU_CYCLES */
	UNSUP("0x00000000c00fac30", "dram"),
	UNSUP("0x00000000c00fac30", "dram-local"),
	UNSUP("0x00000000c00fac30", "dram-remote"),
	RAW("0x00000000c00fac30", "instructions", 0x8, 0x0), /* ampereone: INST_RETIRED */
	RAW("0x00000000c00fac30", "llc-load-misses", 0x52, 0x0), /* ampereone: L2D_CACHE_REFILL_RD (approx) */
	RAW("0x00000000c00fac30", "llc-loads", 0x50, 0x0), /* ampereone: L2D_CACHE_RD (approx) */
	UNSUP("0x00000000c00fac30", "llc-store-misses"),
	UNSUP("0x00000000c00fac30", "llc-stores"),
	UNSUP("0x00000000c00fac30", "remote-hitm"),
	RAW("0x00000000c00fac40", "branch-misses", 0x22, 0x0), /* ampereonex: BR_MIS_PRED_RETIRED */
	RAW("0x00000000c00fac40", "branches", 0x21, 0x0), /* ampereonex: BR_RETIRED */
	RAW("0x00000000c00fac40", "cache-misses", 0x17, 0x0), /* ampereonex: L2D_CACHE_REFILL (approx) */
	RAW("0x00000000c00fac40", "cache-references", 0x16, 0x0), /* ampereonex: L2D_CACHE (approx) */
	RAW("0x00000000c00fac40", "cycles", 0x11, 0x0), /* ampereonex: CPU_CYCLES */
	UNSUP("0x00000000c00fac40", "dram"),
	UNSUP("0x00000000c00fac40", "dram-local"),
	UNSUP("0x00000000c00fac40", "dram-remote"),
	RAW("0x00000000c00fac40", "instructions", 0x8, 0x0), /* ampereonex: INST_RETIRED */
	RAW("0x00000000c00fac40", "llc-load-misses", 0x52, 0x0), /* ampereonex: L2D_CACHE_REFILL_RD (approx) */
	RAW("0x00000000c00fac40", "llc-loads", 0x50, 0x0), /* ampereonex: L2D_CACHE_RD (approx) */
	UNSUP("0x00000000c00fac40", "llc-store-misses"),
	UNSUP("0x00000000c00fac40", "llc-stores"),
	UNSUP("0x00000000c00fac40", "remote-hitm"),
	RAW("0x00000000410fd020", "branch-misses", 0x10, 0x0), /* cortex-a34: BR_MIS_PRED (approx) */
	UNSUP("0x00000000410fd020", "branches"),
	RAW("0x00000000410fd020", "cache-misses", 0x17, 0x0), /* cortex-a34: L2D_CACHE_REFILL (approx) */
	RAW("0x00000000410fd020", "cache-references", 0x16, 0x0), /* cortex-a34: L2D_CACHE (approx) */
	RAW("0x00000000410fd020", "cycles", 0x11, 0x0), /* cortex-a34: CPU_CYCLES */
	UNSUP("0x00000000410fd020", "dram"),
	UNSUP("0x00000000410fd020", "dram-local"),
	UNSUP("0x00000000410fd020", "dram-remote"),
	RAW("0x00000000410fd020", "instructions", 0x8, 0x0), /* cortex-a34: INST_RETIRED */
	UNSUP("0x00000000410fd020", "llc-load-misses"),
	UNSUP("0x00000000410fd020", "llc-loads"),
	UNSUP("0x00000000410fd020", "llc-store-misses"),
	UNSUP("0x00000000410fd020", "llc-stores"),
	UNSUP("0x00000000410fd020", "remote-hitm"),
	RAW("0x00000000410fd040", "branch-misses", 0x10, 0x0), /* cortex-a35: BR_MIS_PRED (approx) */
	UNSUP("0x00000000410fd040", "branches"),
	RAW("0x00000000410fd040", "cache-misses", 0x17, 0x0), /* cortex-a35: L2D_CACHE_REFILL (approx) */
	RAW("0x00000000410fd040", "cache-references", 0x16, 0x0), /* cortex-a35: L2D_CACHE (approx) */
	RAW("0x00000000410fd040", "cycles", 0x11, 0x0), /* cortex-a35: CPU_CYCLES */
	UNSUP("0x00000000410fd040", "dram"),
	UNSUP("0x00000000410fd040", "dram-local"),
	UNSUP("0x00000000410fd040", "dram-remote"),
	RAW("0x00000000410fd040", "instructions", 0x8, 0x0), /* cortex-a35: INST_RETIRED */
	UNSUP("0x00000000410fd040", "llc-load-misses"),
	UNSUP("0x00000000410fd040", "llc-loads"),
	UNSUP("0x00000000410fd040", "llc-store-misses"),
	UNSUP("0x00000000410fd040", "llc-stores"),
	UNSUP("0x00000000410fd040", "remote-hitm"),
	RAW("0x00000000410fd460", "branch-misses", 0x22, 0x0), /* cortex-a510: BR_MIS_PRED_RETIRED */
	RAW("0x00000000410fd460", "branches", 0x21, 0x0), /* cortex-a510: BR_RETIRED */
	RAW("0x00000000410fd460", "cache-misses", 0x17, 0x0), /* cortex-a510: L2D_CACHE_REFILL (approx) */
	RAW("0x00000000410fd460", "cache-references", 0x16, 0x0), /* cortex-a510: L2D_CACHE (approx) */
	RAW("0x00000000410fd460", "cycles", 0x11, 0x0), /* cortex-a510: CPU_CYCLES */
	UNSUP("0x00000000410fd460", "dram"),
	UNSUP("0x00000000410fd460", "dram-local"),
	UNSUP("0x00000000410fd460", "dram-remote"),
	RAW("0x00000000410fd460", "instructions", 0x8, 0x0), /* cortex-a510: INST_RETIRED */
	RAW("0x00000000410fd460", "llc-load-misses", 0x52, 0x0), /* cortex-a510: L2D_CACHE_REFILL_RD (approx) */
	RAW("0x00000000410fd460", "llc-loads", 0x50, 0x0), /* cortex-a510: L2D_CACHE_RD (approx) */
	UNSUP("0x00000000410fd460", "llc-store-misses"),
	UNSUP("0x00000000410fd460", "llc-stores"),
	UNSUP("0x00000000410fd460", "remote-hitm"),
	RAW("0x00000000410fd030", "branch-misses", 0x10, 0x0), /* cortex-a53: BR_MIS_PRED (approx) */
	UNSUP("0x00000000410fd030", "branches"),
	RAW("0x00000000410fd030", "cache-misses", 0x17, 0x0), /* cortex-a53: L2D_CACHE_REFILL (approx) */
	RAW("0x00000000410fd030", "cache-references", 0x16, 0x0), /* cortex-a53: L2D_CACHE (approx) */
	RAW("0x00000000410fd030", "cycles", 0x11, 0x0), /* cortex-a53: CPU_CYCLES */
	UNSUP("0x00000000410fd030", "dram"),
	UNSUP("0x00000000410fd030", "dram-local"),
	UNSUP("0x00000000410fd030", "dram-remote"),
	RAW("0x00000000410fd030", "instructions", 0x8, 0x0), /* cortex-a53: INST_RETIRED */
	UNSUP("0x00000000410fd030", "llc-load-misses"),
	UNSUP("0x00000000410fd030", "llc-loads"),
	UNSUP("0x00000000410fd030", "llc-store-misses"),
	UNSUP("0x00000000410fd030", "llc-stores"),
	UNSUP("0x00000000410fd030", "remote-hitm"),
	RAW("0x00000000410fd050", "branch-misses", 0x22, 0x0), /* cortex-a55: BR_MIS_PRED_RETIRED */
	RAW("0x00000000410fd050", "branches", 0x21, 0x0), /* cortex-a55: BR_RETIRED */
	RAW("0x00000000410fd050", "cache-misses", 0x17, 0x0), /* cortex-a55: L2D_CACHE_REFILL (approx) */
	RAW("0x00000000410fd050", "cache-references", 0x16, 0x0), /* cortex-a55: L2D_CACHE (approx) */
	RAW("0x00000000410fd050", "cycles", 0x11, 0x0), /* cortex-a55: CPU_CYCLES */
	UNSUP("0x00000000410fd050", "dram"),
	UNSUP("0x00000000410fd050", "dram-local"),
	UNSUP("0x00000000410fd050", "dram-remote"),
	RAW("0x00000000410fd050", "instructions", 0x8, 0x0), /* cortex-a55: INST_RETIRED */
	RAW("0x00000000410fd050", "llc-load-misses", 0x52, 0x0), /* cortex-a55: L2D_CACHE_REFILL_RD (approx) */
	RAW("0x00000000410fd050", "llc-loads", 0x50, 0x0), /* cortex-a55: L2D_CACHE_RD (approx) */
	UNSUP("0x00000000410fd050", "llc-store-misses"),
	UNSUP("0x00000000410fd050", "llc-stores"),
	UNSUP("0x00000000410fd050", "remote-hitm"),
	RAW("0x00000000410fd070", "branch-misses", 0x10, 0x0), /* cortex-a57-a72: BR_MIS_PRED (approx) */
	UNSUP("0x00000000410fd070", "branches"),
	RAW("0x00000000410fd070", "cache-misses", 0x17, 0x0), /* cortex-a57-a72: L2D_CACHE_REFILL (approx) */
	RAW("0x00000000410fd070", "cache-references", 0x16, 0x0), /* cortex-a57-a72: L2D_CACHE (approx) */
	RAW("0x00000000410fd070", "cycles", 0x11, 0x0), /* cortex-a57-a72: CPU_CYCLES */
	UNSUP("0x00000000410fd070", "dram"),
	UNSUP("0x00000000410fd070", "dram-local"),
	UNSUP("0x00000000410fd070", "dram-remote"),
	RAW("0x00000000410fd070", "instructions", 0x8, 0x0), /* cortex-a57-a72: INST_RETIRED */
	RAW("0x00000000410fd070", "llc-load-misses", 0x52, 0x0), /* cortex-a57-a72: L2D_CACHE_REFILL_RD (approx) */
	RAW("0x00000000410fd070", "llc-loads", 0x50, 0x0), /* cortex-a57-a72: L2D_CACHE_RD (approx) */
	UNSUP("0x00000000410fd070", "llc-store-misses"),
	UNSUP("0x00000000410fd070", "llc-stores"),
	UNSUP("0x00000000410fd070", "remote-hitm"),
	RAW("0x00000000410fd060", "branch-misses", 0x22, 0x0), /* cortex-a65-e1: BR_MIS_PRED_RETIRED */
	RAW("0x00000000410fd060", "branches", 0x21, 0x0), /* cortex-a65-e1: BR_RETIRED */
	RAW("0x00000000410fd060", "cache-misses", 0x17, 0x0), /* cortex-a65-e1: L2D_CACHE_REFILL (approx) */
	RAW("0x00000000410fd060", "cache-references", 0x16, 0x0), /* cortex-a65-e1: L2D_CACHE (approx) */
	RAW("0x00000000410fd060", "cycles", 0x11, 0x0), /* cortex-a65-e1: CPU_CYCLES */
	UNSUP("0x00000000410fd060", "dram"),
	UNSUP("0x00000000410fd060", "dram-local"),
	UNSUP("0x00000000410fd060", "dram-remote"),
	RAW("0x00000000410fd060", "instructions", 0x8, 0x0), /* cortex-a65-e1: INST_RETIRED */
	RAW("0x00000000410fd060", "llc-load-misses", 0x52, 0x0), /* cortex-a65-e1: L2D_CACHE_REFILL_RD (approx) */
	RAW("0x00000000410fd060", "llc-loads", 0x50, 0x0), /* cortex-a65-e1: L2D_CACHE_RD (approx) */
	UNSUP("0x00000000410fd060", "llc-store-misses"),
	UNSUP("0x00000000410fd060", "llc-stores"),
	UNSUP("0x00000000410fd060", "remote-hitm"),
	RAW("0x00000000410fd470", "branch-misses", 0x22, 0x0), /* cortex-a710: BR_MIS_PRED_RETIRED */
	RAW("0x00000000410fd470", "branches", 0x21, 0x0), /* cortex-a710: BR_RETIRED */
	RAW("0x00000000410fd470", "cache-misses", 0x17, 0x0), /* cortex-a710: L2D_CACHE_REFILL (approx) */
	RAW("0x00000000410fd470", "cache-references", 0x16, 0x0), /* cortex-a710: L2D_CACHE (approx) */
	RAW("0x00000000410fd470", "cycles", 0x11, 0x0), /* cortex-a710: CPU_CYCLES */
	UNSUP("0x00000000410fd470", "dram"),
	UNSUP("0x00000000410fd470", "dram-local"),
	UNSUP("0x00000000410fd470", "dram-remote"),
	RAW("0x00000000410fd470", "instructions", 0x8, 0x0), /* cortex-a710: INST_RETIRED */
	RAW("0x00000000410fd470", "llc-load-misses", 0x52, 0x0), /* cortex-a710: L2D_CACHE_REFILL_RD (approx) */
	RAW("0x00000000410fd470", "llc-loads", 0x50, 0x0), /* cortex-a710: L2D_CACHE_RD (approx) */
	UNSUP("0x00000000410fd470", "llc-store-misses"),
	UNSUP("0x00000000410fd470", "llc-stores"),
	UNSUP("0x00000000410fd470", "remote-hitm"),
	RAW("0x00000000410fd090", "branch-misses", 0x10, 0x0), /* cortex-a73: BR_MIS_PRED (approx) */
	UNSUP("0x00000000410fd090", "branches"),
	RAW("0x00000000410fd090", "cache-misses", 0x17, 0x0), /* cortex-a73: L2D_CACHE_REFILL (approx) */
	RAW("0x00000000410fd090", "cache-references", 0x16, 0x0), /* cortex-a73: L2D_CACHE (approx) */
	RAW("0x00000000410fd090", "cycles", 0x11, 0x0), /* cortex-a73: CPU_CYCLES */
	UNSUP("0x00000000410fd090", "dram"),
	UNSUP("0x00000000410fd090", "dram-local"),
	UNSUP("0x00000000410fd090", "dram-remote"),
	RAW("0x00000000410fd090", "instructions", 0x8, 0x0), /* cortex-a73: INST_RETIRED */
	UNSUP("0x00000000410fd090", "llc-load-misses"),
	RAW("0x00000000410fd090", "llc-loads", 0x50, 0), /* perf arm/cortex-a73 L2D_CACHE_RD, as l2-loads */
	UNSUP("0x00000000410fd090", "llc-store-misses"),
	UNSUP("0x00000000410fd090", "llc-stores"),
	UNSUP("0x00000000410fd090", "remote-hitm"),
	RAW("0x00000000410fd0a0", "branch-misses", 0x10, 0x0), /* cortex-a75: BR_MIS_PRED (approx) */
	RAW("0x00000000410fd0a0", "branches", 0x21, 0x0), /* cortex-a75: BR_RETIRED */
	RAW("0x00000000410fd0a0", "cache-misses", 0x17, 0x0), /* cortex-a75: L2D_CACHE_REFILL (approx) */
	RAW("0x00000000410fd0a0", "cache-references", 0x16, 0x0), /* cortex-a75: L2D_CACHE (approx) */
	RAW("0x00000000410fd0a0", "cycles", 0x11, 0x0), /* cortex-a75: CPU_CYCLES */
	UNSUP("0x00000000410fd0a0", "dram"),
	UNSUP("0x00000000410fd0a0", "dram-local"),
	UNSUP("0x00000000410fd0a0", "dram-remote"),
	RAW("0x00000000410fd0a0", "instructions", 0x8, 0x0), /* cortex-a75: INST_RETIRED */
	UNSUP("0x00000000410fd0a0", "llc-load-misses"),
	RAW("0x00000000410fd0a0", "llc-loads", 0x50, 0), /* perf arm/cortex-a75 L2D_CACHE_RD, as l2-loads */
	UNSUP("0x00000000410fd0a0", "llc-store-misses"),
	UNSUP("0x00000000410fd0a0", "llc-stores"),
	UNSUP("0x00000000410fd0a0", "remote-hitm"),
	RAW("0x00000000410fd0b0", "branch-misses", 0x22, 0x0), /* cortex-a76: BR_MIS_PRED_RETIRED */
	RAW("0x00000000410fd0b0", "branches", 0x21, 0x0), /* cortex-a76: BR_RETIRED */
	RAW("0x00000000410fd0b0", "cache-misses", 0x17, 0x0), /* cortex-a76: L2D_CACHE_REFILL (approx) */
	RAW("0x00000000410fd0b0", "cache-references", 0x16, 0x0), /* cortex-a76: L2D_CACHE (approx) */
	RAW("0x00000000410fd0b0", "cycles", 0x11, 0x0), /* cortex-a76: CPU_CYCLES */
	UNSUP("0x00000000410fd0b0", "dram"),
	UNSUP("0x00000000410fd0b0", "dram-local"),
	UNSUP("0x00000000410fd0b0", "dram-remote"),
	RAW("0x00000000410fd0b0", "instructions", 0x8, 0x0), /* cortex-a76: INST_RETIRED */
	RAW("0x00000000410fd0b0", "llc-load-misses", 0x52, 0x0), /* cortex-a76: L2D_CACHE_REFILL_RD (approx) */
	RAW("0x00000000410fd0b0", "llc-loads", 0x50, 0x0), /* cortex-a76: L2D_CACHE_RD (approx) */
	UNSUP("0x00000000410fd0b0", "llc-store-misses"),
	UNSUP("0x00000000410fd0b0", "llc-stores"),
	UNSUP("0x00000000410fd0b0", "remote-hitm"),
	RAW("0x00000000410fd0d0", "branch-misses", 0x22, 0x0), /* cortex-a77: BR_MIS_PRED_RETIRED */
	RAW("0x00000000410fd0d0", "branches", 0x21, 0x0), /* cortex-a77: BR_RETIRED */
	RAW("0x00000000410fd0d0", "cache-misses", 0x17, 0x0), /* cortex-a77: L2D_CACHE_REFILL (approx) */
	RAW("0x00000000410fd0d0", "cache-references", 0x16, 0x0), /* cortex-a77: L2D_CACHE (approx) */
	RAW("0x00000000410fd0d0", "cycles", 0x11, 0x0), /* cortex-a77: CPU_CYCLES */
	UNSUP("0x00000000410fd0d0", "dram"),
	UNSUP("0x00000000410fd0d0", "dram-local"),
	UNSUP("0x00000000410fd0d0", "dram-remote"),
	RAW("0x00000000410fd0d0", "instructions", 0x8, 0x0), /* cortex-a77: INST_RETIRED */
	RAW("0x00000000410fd0d0", "llc-load-misses", 0x52, 0x0), /* cortex-a77: L2D_CACHE_REFILL_RD (approx) */
	RAW("0x00000000410fd0d0", "llc-loads", 0x50, 0x0), /* cortex-a77: L2D_CACHE_RD (approx) */
	UNSUP("0x00000000410fd0d0", "llc-store-misses"),
	UNSUP("0x00000000410fd0d0", "llc-stores"),
	UNSUP("0x00000000410fd0d0", "remote-hitm"),
	RAW("0x00000000410fd410", "branch-misses", 0x22, 0x0), /* cortex-a78: BR_MIS_PRED_RETIRED */
	RAW("0x00000000410fd410", "branches", 0x21, 0x0), /* cortex-a78: BR_RETIRED */
	RAW("0x00000000410fd410", "cache-misses", 0x17, 0x0), /* cortex-a78: L2D_CACHE_REFILL (approx) */
	RAW("0x00000000410fd410", "cache-references", 0x16, 0x0), /* cortex-a78: L2D_CACHE (approx) */
	RAW("0x00000000410fd410", "cycles", 0x11, 0x0), /* cortex-a78: CPU_CYCLES */
	UNSUP("0x00000000410fd410", "dram"),
	UNSUP("0x00000000410fd410", "dram-local"),
	UNSUP("0x00000000410fd410", "dram-remote"),
	RAW("0x00000000410fd410", "instructions", 0x8, 0x0), /* cortex-a78: INST_RETIRED */
	RAW("0x00000000410fd410", "llc-load-misses", 0x52, 0x0), /* cortex-a78: L2D_CACHE_REFILL_RD (approx) */
	RAW("0x00000000410fd410", "llc-loads", 0x50, 0x0), /* cortex-a78: L2D_CACHE_RD (approx) */
	UNSUP("0x00000000410fd410", "llc-store-misses"),
	UNSUP("0x00000000410fd410", "llc-stores"),
	UNSUP("0x00000000410fd410", "remote-hitm"),
	RAW("0x00000000410fd440", "branch-misses", 0x22, 0x0), /* cortex-x1: BR_MIS_PRED_RETIRED */
	RAW("0x00000000410fd440", "branches", 0x21, 0x0), /* cortex-x1: BR_RETIRED */
	RAW("0x00000000410fd440", "cache-misses", 0x17, 0x0), /* cortex-x1: L2D_CACHE_REFILL (approx) */
	RAW("0x00000000410fd440", "cache-references", 0x16, 0x0), /* cortex-x1: L2D_CACHE (approx) */
	RAW("0x00000000410fd440", "cycles", 0x11, 0x0), /* cortex-x1: CPU_CYCLES */
	UNSUP("0x00000000410fd440", "dram"),
	UNSUP("0x00000000410fd440", "dram-local"),
	UNSUP("0x00000000410fd440", "dram-remote"),
	RAW("0x00000000410fd440", "instructions", 0x8, 0x0), /* cortex-x1: INST_RETIRED */
	RAW("0x00000000410fd440", "llc-load-misses", 0x52, 0x0), /* cortex-x1: L2D_CACHE_REFILL_RD (approx) */
	RAW("0x00000000410fd440", "llc-loads", 0x50, 0x0), /* cortex-x1: L2D_CACHE_RD (approx) */
	UNSUP("0x00000000410fd440", "llc-store-misses"),
	UNSUP("0x00000000410fd440", "llc-stores"),
	UNSUP("0x00000000410fd440", "remote-hitm"),
	RAW("0x00000000410fd480", "branch-misses", 0x22, 0x0), /* cortex-x2: BR_MIS_PRED_RETIRED */
	RAW("0x00000000410fd480", "branches", 0x21, 0x0), /* cortex-x2: BR_RETIRED */
	RAW("0x00000000410fd480", "cache-misses", 0x17, 0x0), /* cortex-x2: L2D_CACHE_REFILL (approx) */
	RAW("0x00000000410fd480", "cache-references", 0x16, 0x0), /* cortex-x2: L2D_CACHE (approx) */
	RAW("0x00000000410fd480", "cycles", 0x11, 0x0), /* cortex-x2: CPU_CYCLES */
	UNSUP("0x00000000410fd480", "dram"),
	UNSUP("0x00000000410fd480", "dram-local"),
	UNSUP("0x00000000410fd480", "dram-remote"),
	RAW("0x00000000410fd480", "instructions", 0x8, 0x0), /* cortex-x2: INST_RETIRED */
	RAW("0x00000000410fd480", "llc-load-misses", 0x52, 0x0), /* cortex-x2: L2D_CACHE_REFILL_RD (approx) */
	RAW("0x00000000410fd480", "llc-loads", 0x50, 0x0), /* cortex-x2: L2D_CACHE_RD (approx) */
	UNSUP("0x00000000410fd480", "llc-store-misses"),
	UNSUP("0x00000000410fd480", "llc-stores"),
	UNSUP("0x00000000410fd480", "remote-hitm"),
	RAW("0x00000000500f0000", "branch-misses", 0x22, 0x0), /* emag: BR_MIS_PRED_RETIRED */
	RAW("0x00000000500f0000", "branches", 0x21, 0x0), /* emag: BR_RETIRED */
	RAW("0x00000000500f0000", "cache-misses", 0x17, 0x0), /* emag: L2D_CACHE_REFILL (approx) */
	RAW("0x00000000500f0000", "cache-references", 0x16, 0x0), /* emag: L2D_CACHE (approx) */
	RAW("0x00000000500f0000", "cycles", 0x11, 0x0), /* emag: CPU_CYCLES */
	UNSUP("0x00000000500f0000", "dram"),
	UNSUP("0x00000000500f0000", "dram-local"),
	UNSUP("0x00000000500f0000", "dram-remote"),
	RAW("0x00000000500f0000", "instructions", 0x8, 0x0), /* emag: INST_RETIRED */
	RAW("0x00000000500f0000", "llc-load-misses", 0x52, 0x0), /* emag: L2D_CACHE_REFILL_RD (approx) */
	RAW("0x00000000500f0000", "llc-loads", 0x50, 0x0), /* emag: L2D_CACHE_RD (approx) */
	UNSUP("0x00000000500f0000", "llc-store-misses"),
	UNSUP("0x00000000500f0000", "llc-stores"),
	UNSUP("0x00000000500f0000", "remote-hitm"),
	RAW("0x00000000480fd010", "branch-misses", 0x22, 0x0), /* hip08: BR_MIS_PRED_RETIRED */
	RAW("0x00000000480fd010", "branches", 0x21, 0x0), /* hip08: BR_RETIRED */
	RAW("0x00000000480fd010", "cache-misses", 0x17, 0x0), /* hip08: L2D_CACHE_REFILL (approx) */
	RAW("0x00000000480fd010", "cache-references", 0x16, 0x0), /* hip08: L2D_CACHE (approx) */
	RAW("0x00000000480fd010", "cycles", 0x11, 0x0), /* hip08: CPU_CYCLES */
	UNSUP("0x00000000480fd010", "dram"),
	UNSUP("0x00000000480fd010", "dram-local"),
	UNSUP("0x00000000480fd010", "dram-remote"),
	RAW("0x00000000480fd010", "instructions", 0x8, 0x0), /* hip08: INST_RETIRED */
	RAW("0x00000000480fd010", "llc-load-misses", 0x52, 0x0), /* hip08: L2D_CACHE_REFILL_RD (approx) */
	RAW("0x00000000480fd010", "llc-loads", 0x50, 0x0), /* hip08: L2D_CACHE_RD (approx) */
	UNSUP("0x00000000480fd010", "llc-store-misses"),
	UNSUP("0x00000000480fd010", "llc-stores"),
	UNSUP("0x00000000480fd010", "remote-hitm"),
	RAW("0x00000000410fd0c0", "branch-misses", 0x22, 0x0), /* neoverse-n1: BR_MIS_PRED_RETIRED */
	RAW("0x00000000410fd0c0", "branches", 0x21, 0x0), /* neoverse-n1: BR_RETIRED */
	RAW("0x00000000410fd0c0", "cache-misses", 0x17, 0x0), /* neoverse-n1: L2D_CACHE_REFILL (approx) */
	RAW("0x00000000410fd0c0", "cache-references", 0x16, 0x0), /* neoverse-n1: L2D_CACHE (approx) */
	RAW("0x00000000410fd0c0", "cycles", 0x11, 0x0), /* neoverse-n1: CPU_CYCLES */
	UNSUP("0x00000000410fd0c0", "dram"),
	UNSUP("0x00000000410fd0c0", "dram-local"),
	UNSUP("0x00000000410fd0c0", "dram-remote"),
	RAW("0x00000000410fd0c0", "instructions", 0x8, 0x0), /* neoverse-n1: INST_RETIRED */
	RAW("0x00000000410fd0c0", "llc-load-misses", 0x52, 0x0), /* neoverse-n1: L2D_CACHE_REFILL_RD (approx) */
	RAW("0x00000000410fd0c0", "llc-loads", 0x50, 0x0), /* neoverse-n1: L2D_CACHE_RD (approx) */
	UNSUP("0x00000000410fd0c0", "llc-store-misses"),
	UNSUP("0x00000000410fd0c0", "llc-stores"),
	UNSUP("0x00000000410fd0c0", "remote-hitm"),
	RAW("0x00000000410fd490", "branch-misses", 0x22, 0x0), /* neoverse-n2: BR_MIS_PRED_RETIRED */
	RAW("0x00000000410fd490", "branches", 0x21, 0x0), /* neoverse-n2: BR_RETIRED */
	RAW("0x00000000410fd490", "cache-misses", 0x17, 0x0), /* neoverse-n2: L2D_CACHE_REFILL (approx) */
	RAW("0x00000000410fd490", "cache-references", 0x16, 0x0), /* neoverse-n2: L2D_CACHE (approx) */
	RAW("0x00000000410fd490", "cycles", 0x11, 0x0), /* neoverse-n2: CPU_CYCLES */
	UNSUP("0x00000000410fd490", "dram"),
	UNSUP("0x00000000410fd490", "dram-local"),
	UNSUP("0x00000000410fd490", "dram-remote"),
	RAW("0x00000000410fd490", "instructions", 0x8, 0x0), /* neoverse-n2: INST_RETIRED */
	RAW("0x00000000410fd490", "llc-load-misses", 0x52, 0x0), /* neoverse-n2: L2D_CACHE_REFILL_RD (approx) */
	RAW("0x00000000410fd490", "llc-loads", 0x50, 0x0), /* neoverse-n2: L2D_CACHE_RD (approx) */
	UNSUP("0x00000000410fd490", "llc-store-misses"),
	UNSUP("0x00000000410fd490", "llc-stores"),
	UNSUP("0x00000000410fd490", "remote-hitm"),
	RAW("0x00000000410fd400", "branch-misses", 0x22, 0x0), /* neoverse-v1: BR_MIS_PRED_RETIRED */
	RAW("0x00000000410fd400", "branches", 0x21, 0x0), /* neoverse-v1: BR_RETIRED */
	RAW("0x00000000410fd400", "cache-misses", 0x17, 0x0), /* neoverse-v1: L2D_CACHE_REFILL (approx) */
	RAW("0x00000000410fd400", "cache-references", 0x16, 0x0), /* neoverse-v1: L2D_CACHE (approx) */
	RAW("0x00000000410fd400", "cycles", 0x11, 0x0), /* neoverse-v1: CPU_CYCLES */
	UNSUP("0x00000000410fd400", "dram"),
	UNSUP("0x00000000410fd400", "dram-local"),
	UNSUP("0x00000000410fd400", "dram-remote"),
	RAW("0x00000000410fd400", "instructions", 0x8, 0x0), /* neoverse-v1: INST_RETIRED */
	RAW("0x00000000410fd400", "llc-load-misses", 0x52, 0x0), /* neoverse-v1: L2D_CACHE_REFILL_RD (approx) */
	RAW("0x00000000410fd400", "llc-loads", 0x50, 0x0), /* neoverse-v1: L2D_CACHE_RD (approx) */
	UNSUP("0x00000000410fd400", "llc-store-misses"),
	UNSUP("0x00000000410fd400", "llc-stores"),
	UNSUP("0x00000000410fd400", "remote-hitm"),
	RAW("0x00000000410fd4f0", "branch-misses", 0x22, 0x0), /* neoverse-v2: BR_MIS_PRED_RETIRED */
	RAW("0x00000000410fd4f0", "branches", 0x21, 0x0), /* neoverse-v2: BR_RETIRED */
	RAW("0x00000000410fd4f0", "cache-misses", 0x17, 0x0), /* neoverse-v2: L2D_CACHE_REFILL (approx) */
	RAW("0x00000000410fd4f0", "cache-references", 0x16, 0x0), /* neoverse-v2: L2D_CACHE (approx) */
	RAW("0x00000000410fd4f0", "cycles", 0x11, 0x0), /* neoverse-v2: CPU_CYCLES */
	UNSUP("0x00000000410fd4f0", "dram"),
	UNSUP("0x00000000410fd4f0", "dram-local"),
	UNSUP("0x00000000410fd4f0", "dram-remote"),
	RAW("0x00000000410fd4f0", "instructions", 0x8, 0x0), /* neoverse-v2: INST_RETIRED */
	RAW("0x00000000410fd4f0", "llc-load-misses", 0x52, 0x0), /* neoverse-v2: L2D_CACHE_REFILL_RD (approx) */
	RAW("0x00000000410fd4f0", "llc-loads", 0x50, 0x0), /* neoverse-v2: L2D_CACHE_RD (approx) */
	UNSUP("0x00000000410fd4f0", "llc-store-misses"),
	UNSUP("0x00000000410fd4f0", "llc-stores"),
	UNSUP("0x00000000410fd4f0", "remote-hitm"),
	RAW("0x00000000420f5160", "branch-misses", 0x22, 0x0), /* thunderx2: BR_MIS_PRED_RETIRED */
	RAW("0x00000000420f5160", "branches", 0x21, 0x0), /* thunderx2: BR_RETIRED */
	RAW("0x00000000420f5160", "cache-misses", 0x17, 0x0), /* thunderx2: L2D_CACHE_REFILL (approx) */
	RAW("0x00000000420f5160", "cache-references", 0x16, 0x0), /* thunderx2: L2D_CACHE (approx) */
	RAW("0x00000000420f5160", "cycles", 0x11, 0x0), /* thunderx2: CPU_CYCLES */
	UNSUP("0x00000000420f5160", "dram"),
	UNSUP("0x00000000420f5160", "dram-local"),
	UNSUP("0x00000000420f5160", "dram-remote"),
	RAW("0x00000000420f5160", "instructions", 0x8, 0x0), /* thunderx2: INST_RETIRED */
	RAW("0x00000000420f5160", "llc-load-misses", 0x52, 0x0), /* thunderx2: libpfm4 L2D_CACHE_REFILL_RD (approx) */
	RAW("0x00000000420f5160", "llc-loads", 0x50, 0x0), /* thunderx2: libpfm4 L2D_CACHE_RD (approx) */
	UNSUP("0x00000000420f5160", "llc-store-misses"),
	UNSUP("0x00000000420f5160", "llc-stores"),
	UNSUP("0x00000000420f5160", "remote-hitm"),
	HWE("HygonGenuine-24-0-0", "branch-misses", PERF_COUNT_HW_BRANCH_MISSES),
	RAW("HygonGenuine-24-0-0", "branches", 0xc2, 0x0), /* perf JSON amdzen1 ex_ret_brn */
	RAW("HygonGenuine-24-0-0", "cache-misses", 0x964, 0x0), /* perf JSON amdzen1 l2_cache_req_stat.ic_dc_miss_in_l2 */
	RAW("HygonGenuine-24-0-0", "cache-references", 0xff60, 0x0), /* libpfm4 amd64_fam17h_zen1::REQUESTS_TO_L2_GROUP1 with all eight umasks */
	HWE("HygonGenuine-24-0-0", "cycles", PERF_COUNT_HW_CPU_CYCLES),
	UNSUP("HygonGenuine-24-0-0", "dram"),
	UNSUP("HygonGenuine-24-0-0", "dram-local"),
	UNSUP("HygonGenuine-24-0-0", "dram-remote"),
	HWE("HygonGenuine-24-0-0", "instructions", PERF_COUNT_HW_INSTRUCTIONS),
	UNSUP("HygonGenuine-24-0-0", "llc-load-misses"),
	RAW("HygonGenuine-24-0-0", "llc-loads", 0x864, 0x0), /* perf JSON amdzen1 l2_cache_req_stat.ls_rd_blk_c */
	UNSUP("HygonGenuine-24-0-0", "llc-store-misses"),
	UNSUP("HygonGenuine-24-0-0", "llc-stores"),
	UNSUP("HygonGenuine-24-0-0", "remote-hitm"),
	/* Floating-point operations: each width's count times its elements. */
	UNSUP("0x00000000000f0510", "fp-ops"), /* arm64-arch-fallback: no retired FLOPs by precision */
	UNSUP("0x00000000000f0510", "fp-ops-sp"), /* arm64-arch-fallback: no retired FLOPs by precision */
	UNSUP("0x00000000000f0510", "fp-ops-dp"), /* arm64-arch-fallback: no retired FLOPs by precision */
	WSUM("0x00000000460f0010", "fp-ops", 0, 4, 0x80c4, 4, T(0x80c5, 1), T(0x80c6, 4), T(0x80c7, 1)), /* a64fx: FP_{SP,DP}_{SCALE,FIXED}_OPS_SPEC, SVE at 512 bits */
	WSUM("0x00000000460f0010", "fp-ops-sp", 0, 2, 0x80c4, 4, T(0x80c5, 1)), /* a64fx: FP_SP_SCALE_OPS_SPEC x4 + FP_SP_FIXED_OPS_SPEC */
	WSUM("0x00000000460f0010", "fp-ops-dp", 0, 2, 0x80c6, 4, T(0x80c7, 1)), /* a64fx: FP_DP_SCALE_OPS_SPEC x4 + FP_DP_FIXED_OPS_SPEC */
	UNSUP("0x00000000c00fac30", "fp-ops"), /* ampereone: no event counts retired FLOPs */
	UNSUP("0x00000000c00fac30", "fp-ops-sp"), /* ampereone: no event counts retired FLOPs */
	UNSUP("0x00000000c00fac30", "fp-ops-dp"), /* ampereone: no event counts retired FLOPs */
	UNSUP("0x00000000c00fac40", "fp-ops"), /* ampereonex: no event counts retired FLOPs */
	UNSUP("0x00000000c00fac40", "fp-ops-sp"), /* ampereonex: no event counts retired FLOPs */
	UNSUP("0x00000000c00fac40", "fp-ops-dp"), /* ampereonex: no event counts retired FLOPs */
	UNSUP("0x00000000410fd020", "fp-ops"), /* cortex-a34: no event counts retired FLOPs */
	UNSUP("0x00000000410fd020", "fp-ops-sp"), /* cortex-a34: no event counts retired FLOPs */
	UNSUP("0x00000000410fd020", "fp-ops-dp"), /* cortex-a34: no event counts retired FLOPs */
	UNSUP("0x00000000410fd040", "fp-ops"), /* cortex-a35: no event counts retired FLOPs */
	UNSUP("0x00000000410fd040", "fp-ops-sp"), /* cortex-a35: no event counts retired FLOPs */
	UNSUP("0x00000000410fd040", "fp-ops-dp"), /* cortex-a35: no event counts retired FLOPs */
	UNSUP("0x00000000410fd460", "fp-ops"), /* cortex-a510: no event counts retired FLOPs */
	UNSUP("0x00000000410fd460", "fp-ops-sp"), /* cortex-a510: no event counts retired FLOPs */
	UNSUP("0x00000000410fd460", "fp-ops-dp"), /* cortex-a510: no event counts retired FLOPs */
	UNSUP("0x00000000410fd030", "fp-ops"), /* cortex-a53: no event counts retired FLOPs */
	UNSUP("0x00000000410fd030", "fp-ops-sp"), /* cortex-a53: no event counts retired FLOPs */
	UNSUP("0x00000000410fd030", "fp-ops-dp"), /* cortex-a53: no event counts retired FLOPs */
	UNSUP("0x00000000410fd050", "fp-ops"), /* cortex-a55: no event counts retired FLOPs */
	UNSUP("0x00000000410fd050", "fp-ops-sp"), /* cortex-a55: no event counts retired FLOPs */
	UNSUP("0x00000000410fd050", "fp-ops-dp"), /* cortex-a55: no event counts retired FLOPs */
	UNSUP("0x00000000410fd070", "fp-ops"), /* cortex-a57-a72: no event counts retired FLOPs */
	UNSUP("0x00000000410fd070", "fp-ops-sp"), /* cortex-a57-a72: no event counts retired FLOPs */
	UNSUP("0x00000000410fd070", "fp-ops-dp"), /* cortex-a57-a72: no event counts retired FLOPs */
	UNSUP("0x00000000410fd060", "fp-ops"), /* cortex-a65-e1: no event counts retired FLOPs */
	UNSUP("0x00000000410fd060", "fp-ops-sp"), /* cortex-a65-e1: no event counts retired FLOPs */
	UNSUP("0x00000000410fd060", "fp-ops-dp"), /* cortex-a65-e1: no event counts retired FLOPs */
	UNSUP("0x00000000410fd470", "fp-ops"), /* cortex-a710: no event counts retired FLOPs */
	UNSUP("0x00000000410fd470", "fp-ops-sp"), /* cortex-a710: no event counts retired FLOPs */
	UNSUP("0x00000000410fd470", "fp-ops-dp"), /* cortex-a710: no event counts retired FLOPs */
	UNSUP("0x00000000410fd090", "fp-ops"), /* cortex-a73: no event counts retired FLOPs */
	UNSUP("0x00000000410fd090", "fp-ops-sp"), /* cortex-a73: no event counts retired FLOPs */
	UNSUP("0x00000000410fd090", "fp-ops-dp"), /* cortex-a73: no event counts retired FLOPs */
	UNSUP("0x00000000410fd0a0", "fp-ops"), /* cortex-a75: no event counts retired FLOPs */
	UNSUP("0x00000000410fd0a0", "fp-ops-sp"), /* cortex-a75: no event counts retired FLOPs */
	UNSUP("0x00000000410fd0a0", "fp-ops-dp"), /* cortex-a75: no event counts retired FLOPs */
	UNSUP("0x00000000410fd0b0", "fp-ops"), /* cortex-a76: no event counts retired FLOPs */
	UNSUP("0x00000000410fd0b0", "fp-ops-sp"), /* cortex-a76: no event counts retired FLOPs */
	UNSUP("0x00000000410fd0b0", "fp-ops-dp"), /* cortex-a76: no event counts retired FLOPs */
	UNSUP("0x00000000410fd0d0", "fp-ops"), /* cortex-a77: no event counts retired FLOPs */
	UNSUP("0x00000000410fd0d0", "fp-ops-sp"), /* cortex-a77: no event counts retired FLOPs */
	UNSUP("0x00000000410fd0d0", "fp-ops-dp"), /* cortex-a77: no event counts retired FLOPs */
	UNSUP("0x00000000410fd410", "fp-ops"), /* cortex-a78: no event counts retired FLOPs */
	UNSUP("0x00000000410fd410", "fp-ops-sp"), /* cortex-a78: no event counts retired FLOPs */
	UNSUP("0x00000000410fd410", "fp-ops-dp"), /* cortex-a78: no event counts retired FLOPs */
	UNSUP("0x00000000410fd440", "fp-ops"), /* cortex-x1: no event counts retired FLOPs */
	UNSUP("0x00000000410fd440", "fp-ops-sp"), /* cortex-x1: no event counts retired FLOPs */
	UNSUP("0x00000000410fd440", "fp-ops-dp"), /* cortex-x1: no event counts retired FLOPs */
	UNSUP("0x00000000410fd480", "fp-ops"), /* cortex-x2: no event counts retired FLOPs */
	UNSUP("0x00000000410fd480", "fp-ops-sp"), /* cortex-x2: no event counts retired FLOPs */
	UNSUP("0x00000000410fd480", "fp-ops-dp"), /* cortex-x2: no event counts retired FLOPs */
	UNSUP("0x00000000500f0000", "fp-ops"), /* emag: no event counts retired FLOPs */
	UNSUP("0x00000000500f0000", "fp-ops-sp"), /* emag: no event counts retired FLOPs */
	UNSUP("0x00000000500f0000", "fp-ops-dp"), /* emag: no event counts retired FLOPs */
	UNSUP("0x00000000480fd010", "fp-ops"), /* hip08: no event counts retired FLOPs */
	UNSUP("0x00000000480fd010", "fp-ops-sp"), /* hip08: no event counts retired FLOPs */
	UNSUP("0x00000000480fd010", "fp-ops-dp"), /* hip08: no event counts retired FLOPs */
	UNSUP("0x00000000410fd0c0", "fp-ops"), /* neoverse-n1: no event counts retired FLOPs */
	UNSUP("0x00000000410fd0c0", "fp-ops-sp"), /* neoverse-n1: no event counts retired FLOPs */
	UNSUP("0x00000000410fd0c0", "fp-ops-dp"), /* neoverse-n1: no event counts retired FLOPs */
	UNSUP("0x00000000410fd490", "fp-ops"), /* neoverse-n2: no event counts retired FLOPs */
	UNSUP("0x00000000410fd490", "fp-ops-sp"), /* neoverse-n2: no event counts retired FLOPs */
	UNSUP("0x00000000410fd490", "fp-ops-dp"), /* neoverse-n2: no event counts retired FLOPs */
	UNSUP("0x00000000410fd400", "fp-ops"), /* neoverse-v1: no event counts retired FLOPs */
	UNSUP("0x00000000410fd400", "fp-ops-sp"), /* neoverse-v1: no event counts retired FLOPs */
	UNSUP("0x00000000410fd400", "fp-ops-dp"), /* neoverse-v1: no event counts retired FLOPs */
	UNSUP("0x00000000410fd4f0", "fp-ops"), /* neoverse-v2: no event counts retired FLOPs */
	UNSUP("0x00000000410fd4f0", "fp-ops-sp"), /* neoverse-v2: no event counts retired FLOPs */
	UNSUP("0x00000000410fd4f0", "fp-ops-dp"), /* neoverse-v2: no event counts retired FLOPs */
	UNSUP("0x00000000420f5160", "fp-ops"), /* thunderx2: no event counts retired FLOPs */
	UNSUP("0x00000000420f5160", "fp-ops-sp"), /* thunderx2: no event counts retired FLOPs */
	UNSUP("0x00000000420f5160", "fp-ops-dp"), /* thunderx2: no event counts retired FLOPs */
	RAW("AuthenticAMD-26-50-0", "fp-ops", 0xf03, 0), /* perf amdzen6 fp_ret_sse_avx_ops.all */
	UNSUP("AuthenticAMD-26-50-0", "fp-ops-sp"),
	UNSUP("AuthenticAMD-26-50-0", "fp-ops-dp"),
	RAW("AuthenticAMD-23-0-0", "fp-ops", 0xff03, 0), /* perf JSON amdzen1 fp_ret_sse_avx_ops.all */
	RAW("AuthenticAMD-23-0-0", "fp-ops-sp", 0xf03, 0), /* perf JSON amdzen1 fp_ret_sse_avx_ops.sp_add_sub_flops|fp_ret_sse_avx_ops.sp_mult_flops|fp_ret_sse_avx_ops.sp_div_flops|fp_ret_sse_avx_ops.sp_mult_add_flops */
	RAW("AuthenticAMD-23-0-0", "fp-ops-dp", 0xf003, 0), /* perf JSON amdzen1 fp_ret_sse_avx_ops.dp_add_sub_flops|fp_ret_sse_avx_ops.dp_mult_flops|fp_ret_sse_avx_ops.dp_div_flops|fp_ret_sse_avx_ops.dp_mult_add_flops */
	RAW("AuthenticAMD-23-30-0", "fp-ops", 0xff03, 0), /* perf JSON amdzen2 fp_ret_sse_avx_ops.all */
	UNSUP("AuthenticAMD-23-30-0", "fp-ops-sp"), /* zen2: no retired FLOPs by precision */
	UNSUP("AuthenticAMD-23-30-0", "fp-ops-dp"), /* zen2: no retired FLOPs by precision */
	RAW("AuthenticAMD-25-0-0", "fp-ops", 0xff03, 0), /* perf JSON amdzen3 fp_ret_sse_avx_ops.all */
	UNSUP("AuthenticAMD-25-0-0", "fp-ops-sp"), /* zen3: no retired FLOPs by precision */
	UNSUP("AuthenticAMD-25-0-0", "fp-ops-dp"), /* zen3: no retired FLOPs by precision */
	RAW("AuthenticAMD-25-10-0", "fp-ops", 0xf03, 0), /* perf JSON amdzen4 fp_ret_sse_avx_ops.add_sub_flops|fp_ret_sse_avx_ops.mult_flops|fp_ret_sse_avx_ops.div_flops|fp_ret_sse_avx_ops.mac_flops */
	UNSUP("AuthenticAMD-25-10-0", "fp-ops-sp"), /* zen4: no retired FLOPs by precision */
	UNSUP("AuthenticAMD-25-10-0", "fp-ops-dp"), /* zen4: no retired FLOPs by precision */
	RAW("AuthenticAMD-26-0-0", "fp-ops", 0xf03, 0), /* perf JSON amdzen5 fp_ret_sse_avx_ops.all */
	UNSUP("AuthenticAMD-26-0-0", "fp-ops-sp"), /* zen5: no retired FLOPs by precision */
	UNSUP("AuthenticAMD-26-0-0", "fp-ops-dp"), /* zen5: no retired FLOPs by precision */
	UNSUP("AuthenticAMD-30-1", "fp-ops"), /* amd-generic-fallback: no retired FLOPs by precision */
	UNSUP("AuthenticAMD-30-1", "fp-ops-sp"), /* amd-generic-fallback: no retired FLOPs by precision */
	UNSUP("AuthenticAMD-30-1", "fp-ops-dp"), /* amd-generic-fallback: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-1A-0", "fp-ops"), /* nehalem-ep: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-1A-0", "fp-ops-sp"), /* nehalem-ep: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-1A-0", "fp-ops-dp"), /* nehalem-ep: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-1E-0", "fp-ops"), /* nehalem: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-1E-0", "fp-ops-sp"), /* nehalem: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-1E-0", "fp-ops-dp"), /* nehalem: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-25-0", "fp-ops"), /* westmere-ep-sp: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-25-0", "fp-ops-sp"), /* westmere-ep-sp: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-25-0", "fp-ops-dp"), /* westmere-ep-sp: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-2A-0", "fp-ops"), /* sandybridge: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-2A-0", "fp-ops-sp"), /* sandybridge: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-2A-0", "fp-ops-dp"), /* sandybridge: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-2C-0", "fp-ops"), /* westmere-ep-dp: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-2C-0", "fp-ops-sp"), /* westmere-ep-dp: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-2C-0", "fp-ops-dp"), /* westmere-ep-dp: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-2D-0", "fp-ops"), /* sandybridge-ep: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-2D-0", "fp-ops-sp"), /* sandybridge-ep: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-2D-0", "fp-ops-dp"), /* sandybridge-ep: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-2E-0", "fp-ops"), /* nehalem-ex: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-2E-0", "fp-ops-sp"), /* nehalem-ex: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-2E-0", "fp-ops-dp"), /* nehalem-ex: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-2F-0", "fp-ops"), /* westmere-ex: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-2F-0", "fp-ops-sp"), /* westmere-ex: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-2F-0", "fp-ops-dp"), /* westmere-ex: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-37-0", "fp-ops"), /* silvermont: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-37-0", "fp-ops-sp"), /* silvermont: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-37-0", "fp-ops-dp"), /* silvermont: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-3A-0", "fp-ops"), /* ivybridge: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-3A-0", "fp-ops-sp"), /* ivybridge: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-3A-0", "fp-ops-dp"), /* ivybridge: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-3C-0", "fp-ops"), /* haswell: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-3C-0", "fp-ops-sp"), /* haswell: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-3C-0", "fp-ops-dp"), /* haswell: no retired FLOPs by precision */
	WSUM("GenuineIntel-6-3D-0", "fp-ops", 1, 4, 0x3c7, 1, T(0x4c7, 2), T(0x18c7, 4), T(0x20c7, 8)), /* perf JSON broadwell FP_ARITH_INST_RETIRED: SCALAR + 2 * 128B_PACKED_DOUBLE + 4 * 4_FLOPS + 8 * 256B_PACKED_SINGLE */
	WSUM("GenuineIntel-6-3D-0", "fp-ops-sp", 1, 3, 0x2c7, 1, T(0x8c7, 4), T(0x20c7, 8)), /* perf JSON broadwell FP_ARITH_INST_RETIRED: SCALAR_SINGLE + 4 * 128B_PACKED_SINGLE + 8 * 256B_PACKED_SINGLE */
	WSUM("GenuineIntel-6-3D-0", "fp-ops-dp", 1, 3, 0x1c7, 1, T(0x4c7, 2), T(0x10c7, 4)), /* perf JSON broadwell FP_ARITH_INST_RETIRED: SCALAR_DOUBLE + 2 * 128B_PACKED_DOUBLE + 4 * 256B_PACKED_DOUBLE */
	UNSUP("GenuineIntel-6-3E-0", "fp-ops"), /* ivybridge-ep: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-3E-0", "fp-ops-sp"), /* ivybridge-ep: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-3E-0", "fp-ops-dp"), /* ivybridge-ep: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-3F-0", "fp-ops"), /* haswell-x: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-3F-0", "fp-ops-sp"), /* haswell-x: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-3F-0", "fp-ops-dp"), /* haswell-x: no retired FLOPs by precision */
	WSUM("GenuineIntel-6-4E-0", "fp-ops", 1, 4, 0x3c7, 1, T(0x4c7, 2), T(0x18c7, 4), T(0x20c7, 8)), /* perf JSON skylake FP_ARITH_INST_RETIRED: SCALAR + 2 * 128B_PACKED_DOUBLE + 4 * 4_FLOPS + 8 * 256B_PACKED_SINGLE */
	WSUM("GenuineIntel-6-4E-0", "fp-ops-sp", 1, 3, 0x2c7, 1, T(0x8c7, 4), T(0x20c7, 8)), /* perf JSON skylake FP_ARITH_INST_RETIRED: SCALAR_SINGLE + 4 * 128B_PACKED_SINGLE + 8 * 256B_PACKED_SINGLE */
	WSUM("GenuineIntel-6-4E-0", "fp-ops-dp", 1, 3, 0x1c7, 1, T(0x4c7, 2), T(0x10c7, 4)), /* perf JSON skylake FP_ARITH_INST_RETIRED: SCALAR_DOUBLE + 2 * 128B_PACKED_DOUBLE + 4 * 256B_PACKED_DOUBLE */
	WSUM("GenuineIntel-6-4F-0", "fp-ops", 1, 4, 0x3c7, 1, T(0x4c7, 2), T(0x18c7, 4), T(0x20c7, 8)), /* perf JSON broadwellx FP_ARITH_INST_RETIRED: SCALAR + 2 * 128B_PACKED_DOUBLE + 4 * 4_FLOPS + 8 * 256B_PACKED_SINGLE */
	WSUM("GenuineIntel-6-4F-0", "fp-ops-sp", 1, 3, 0x2c7, 1, T(0x8c7, 4), T(0x20c7, 8)), /* perf JSON broadwellx FP_ARITH_INST_RETIRED: SCALAR_SINGLE + 4 * 128B_PACKED_SINGLE + 8 * 256B_PACKED_SINGLE */
	WSUM("GenuineIntel-6-4F-0", "fp-ops-dp", 1, 3, 0x1c7, 1, T(0x4c7, 2), T(0x10c7, 4)), /* perf JSON broadwellx FP_ARITH_INST_RETIRED: SCALAR_DOUBLE + 2 * 128B_PACKED_DOUBLE + 4 * 256B_PACKED_DOUBLE */
	WSUM("GenuineIntel-6-55-0", "fp-ops", 0, 6, 0x3c7, 1, T(0x4c7, 2), T(0x18c7, 4), T(0x20c7, 8), T(0x40c7, 8), T(0x80c7, 16)), /* perf JSON skylakex FP_ARITH_INST_RETIRED: SCALAR + 2 * 128B_PACKED_DOUBLE + 4 * 4_FLOPS + 8 * 256B_PACKED_SINGLE + 8 * 512B_PACKED_DOUBLE + 16 * 512B_PACKED_SINGLE */
	WSUM("GenuineIntel-6-55-0", "fp-ops-sp", 0, 4, 0x2c7, 1, T(0x8c7, 4), T(0x20c7, 8), T(0x80c7, 16)), /* perf JSON skylakex FP_ARITH_INST_RETIRED: SCALAR_SINGLE + 4 * 128B_PACKED_SINGLE + 8 * 256B_PACKED_SINGLE + 16 * 512B_PACKED_SINGLE */
	WSUM("GenuineIntel-6-55-0", "fp-ops-dp", 0, 4, 0x1c7, 1, T(0x4c7, 2), T(0x10c7, 4), T(0x40c7, 8)), /* perf JSON skylakex FP_ARITH_INST_RETIRED: SCALAR_DOUBLE + 2 * 128B_PACKED_DOUBLE + 4 * 256B_PACKED_DOUBLE + 8 * 512B_PACKED_DOUBLE */
	WSUM("GenuineIntel-6-55-5", "fp-ops", 0, 6, 0x3c7, 1, T(0x4c7, 2), T(0x18c7, 4), T(0x20c7, 8), T(0x40c7, 8), T(0x80c7, 16)), /* perf JSON cascadelakex FP_ARITH_INST_RETIRED: SCALAR + 2 * 128B_PACKED_DOUBLE + 4 * 4_FLOPS + 8 * 256B_PACKED_SINGLE + 8 * 512B_PACKED_DOUBLE + 16 * 512B_PACKED_SINGLE */
	WSUM("GenuineIntel-6-55-5", "fp-ops-sp", 0, 4, 0x2c7, 1, T(0x8c7, 4), T(0x20c7, 8), T(0x80c7, 16)), /* perf JSON cascadelakex FP_ARITH_INST_RETIRED: SCALAR_SINGLE + 4 * 128B_PACKED_SINGLE + 8 * 256B_PACKED_SINGLE + 16 * 512B_PACKED_SINGLE */
	WSUM("GenuineIntel-6-55-5", "fp-ops-dp", 0, 4, 0x1c7, 1, T(0x4c7, 2), T(0x10c7, 4), T(0x40c7, 8)), /* perf JSON cascadelakex FP_ARITH_INST_RETIRED: SCALAR_DOUBLE + 2 * 128B_PACKED_DOUBLE + 4 * 256B_PACKED_DOUBLE + 8 * 512B_PACKED_DOUBLE */
	UNSUP("GenuineIntel-6-57-0", "fp-ops"), /* knightslanding: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-57-0", "fp-ops-sp"), /* knightslanding: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-57-0", "fp-ops-dp"), /* knightslanding: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-5C-0", "fp-ops"), /* goldmont: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-5C-0", "fp-ops-sp"), /* goldmont: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-5C-0", "fp-ops-dp"), /* goldmont: no retired FLOPs by precision */
	WSUM("GenuineIntel-6-6A-0", "fp-ops", 0, 5, 0x3c7, 1, T(0x4c7, 2), T(0x18c7, 4), T(0x60c7, 8), T(0x80c7, 16)), /* perf JSON icelakex FP_ARITH_INST_RETIRED: SCALAR + 2 * 128B_PACKED_DOUBLE + 4 * 4_FLOPS + 8 * 8_FLOPS + 16 * 512B_PACKED_SINGLE */
	WSUM("GenuineIntel-6-6A-0", "fp-ops-sp", 0, 4, 0x2c7, 1, T(0x8c7, 4), T(0x20c7, 8), T(0x80c7, 16)), /* perf JSON icelakex FP_ARITH_INST_RETIRED: SCALAR_SINGLE + 4 * 128B_PACKED_SINGLE + 8 * 256B_PACKED_SINGLE + 16 * 512B_PACKED_SINGLE */
	WSUM("GenuineIntel-6-6A-0", "fp-ops-dp", 0, 4, 0x1c7, 1, T(0x4c7, 2), T(0x10c7, 4), T(0x40c7, 8)), /* perf JSON icelakex FP_ARITH_INST_RETIRED: SCALAR_DOUBLE + 2 * 128B_PACKED_DOUBLE + 4 * 256B_PACKED_DOUBLE + 8 * 512B_PACKED_DOUBLE */
	UNSUP("GenuineIntel-6-7A-0", "fp-ops"), /* goldmontplus: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-7A-0", "fp-ops-sp"), /* goldmontplus: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-7A-0", "fp-ops-dp"), /* goldmontplus: no retired FLOPs by precision */
	WSUM("GenuineIntel-6-7D-0", "fp-ops", 0, 5, 0x3c7, 1, T(0x4c7, 2), T(0x18c7, 4), T(0x60c7, 8), T(0x80c7, 16)), /* perf JSON icelake FP_ARITH_INST_RETIRED: SCALAR + 2 * 128B_PACKED_DOUBLE + 4 * 4_FLOPS + 8 * 8_FLOPS + 16 * 512B_PACKED_SINGLE */
	WSUM("GenuineIntel-6-7D-0", "fp-ops-sp", 0, 4, 0x2c7, 1, T(0x8c7, 4), T(0x20c7, 8), T(0x80c7, 16)), /* perf JSON icelake FP_ARITH_INST_RETIRED: SCALAR_SINGLE + 4 * 128B_PACKED_SINGLE + 8 * 256B_PACKED_SINGLE + 16 * 512B_PACKED_SINGLE */
	WSUM("GenuineIntel-6-7D-0", "fp-ops-dp", 0, 4, 0x1c7, 1, T(0x4c7, 2), T(0x10c7, 4), T(0x40c7, 8)), /* perf JSON icelake FP_ARITH_INST_RETIRED: SCALAR_DOUBLE + 2 * 128B_PACKED_DOUBLE + 4 * 256B_PACKED_DOUBLE + 8 * 512B_PACKED_DOUBLE */
	UNSUP("GenuineIntel-6-85-0", "fp-ops"), /* knightsmill: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-85-0", "fp-ops-sp"), /* knightsmill: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-85-0", "fp-ops-dp"), /* knightsmill: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-86-0", "fp-ops"), /* snowridgex: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-86-0", "fp-ops-sp"), /* snowridgex: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-86-0", "fp-ops-dp"), /* snowridgex: no retired FLOPs by precision */
	WSUM("GenuineIntel-6-8C-0", "fp-ops", 0, 5, 0x3c7, 1, T(0x4c7, 2), T(0x18c7, 4), T(0x60c7, 8), T(0x80c7, 16)), /* perf JSON tigerlake FP_ARITH_INST_RETIRED: SCALAR + 2 * 128B_PACKED_DOUBLE + 4 * 4_FLOPS + 8 * 8_FLOPS + 16 * 512B_PACKED_SINGLE */
	WSUM("GenuineIntel-6-8C-0", "fp-ops-sp", 0, 4, 0x2c7, 1, T(0x8c7, 4), T(0x20c7, 8), T(0x80c7, 16)), /* perf JSON tigerlake FP_ARITH_INST_RETIRED: SCALAR_SINGLE + 4 * 128B_PACKED_SINGLE + 8 * 256B_PACKED_SINGLE + 16 * 512B_PACKED_SINGLE */
	WSUM("GenuineIntel-6-8C-0", "fp-ops-dp", 0, 4, 0x1c7, 1, T(0x4c7, 2), T(0x10c7, 4), T(0x40c7, 8)), /* perf JSON tigerlake FP_ARITH_INST_RETIRED: SCALAR_DOUBLE + 2 * 128B_PACKED_DOUBLE + 4 * 256B_PACKED_DOUBLE + 8 * 512B_PACKED_DOUBLE */
	WSUM("GenuineIntel-6-8F-0", "fp-ops", 0, 5, 0x3c7, 1, T(0x4c7, 2), T(0x18c7, 4), T(0x60c7, 8), T(0x80c7, 16)), /* perf JSON sapphirerapids FP_ARITH_INST_RETIRED: SCALAR + 2 * 128B_PACKED_DOUBLE + 4 * 4_FLOPS + 8 * 8_FLOPS + 16 * 512B_PACKED_SINGLE */
	WSUM("GenuineIntel-6-8F-0", "fp-ops-sp", 0, 4, 0x2c7, 1, T(0x8c7, 4), T(0x20c7, 8), T(0x80c7, 16)), /* perf JSON sapphirerapids FP_ARITH_INST_RETIRED: SCALAR_SINGLE + 4 * 128B_PACKED_SINGLE + 8 * 256B_PACKED_SINGLE + 16 * 512B_PACKED_SINGLE */
	WSUM("GenuineIntel-6-8F-0", "fp-ops-dp", 0, 4, 0x1c7, 1, T(0x4c7, 2), T(0x10c7, 4), T(0x40c7, 8)), /* perf JSON sapphirerapids FP_ARITH_INST_RETIRED: SCALAR_DOUBLE + 2 * 128B_PACKED_DOUBLE + 4 * 256B_PACKED_DOUBLE + 8 * 512B_PACKED_DOUBLE */
	UNSUP("GenuineIntel-6-96-0", "fp-ops"), /* elkhartlake: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-96-0", "fp-ops-sp"), /* elkhartlake: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-96-0", "fp-ops-dp"), /* elkhartlake: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-97-0", "cpu_atom/fp-ops/"), /* alderlake: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-97-0", "cpu_atom/fp-ops-sp/"), /* alderlake: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-97-0", "cpu_atom/fp-ops-dp/"), /* alderlake: no retired FLOPs by precision */
	WSUM("GenuineIntel-6-97-0", "cpu_core/fp-ops/", 1, 4, 0x3c7, 1, T(0x4c7, 2), T(0x18c7, 4), T(0x20c7, 8)), /* perf JSON alderlake FP_ARITH_INST_RETIRED: SCALAR + 2 * 128B_PACKED_DOUBLE + 4 * 4_FLOPS + 8 * 256B_PACKED_SINGLE */
	WSUM("GenuineIntel-6-97-0", "cpu_core/fp-ops-sp/", 1, 3, 0x2c7, 1, T(0x8c7, 4), T(0x20c7, 8)), /* perf JSON alderlake FP_ARITH_INST_RETIRED: SCALAR_SINGLE + 4 * 128B_PACKED_SINGLE + 8 * 256B_PACKED_SINGLE */
	WSUM("GenuineIntel-6-97-0", "cpu_core/fp-ops-dp/", 1, 3, 0x1c7, 1, T(0x4c7, 2), T(0x10c7, 4)), /* perf JSON alderlake FP_ARITH_INST_RETIRED: SCALAR_DOUBLE + 2 * 128B_PACKED_DOUBLE + 4 * 256B_PACKED_DOUBLE */
	UNSUP("GenuineIntel-6-AA-0", "cpu_atom/fp-ops/"), /* meteorlake: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-AA-0", "cpu_atom/fp-ops-sp/"), /* meteorlake: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-AA-0", "cpu_atom/fp-ops-dp/"), /* meteorlake: no retired FLOPs by precision */
	WSUM("GenuineIntel-6-AA-0", "cpu_core/fp-ops/", 1, 4, 0x3c7, 1, T(0x4c7, 2), T(0x18c7, 4), T(0x20c7, 8)), /* perf JSON meteorlake FP_ARITH_INST_RETIRED: SCALAR + 2 * 128B_PACKED_DOUBLE + 4 * 4_FLOPS + 8 * 256B_PACKED_SINGLE */
	WSUM("GenuineIntel-6-AA-0", "cpu_core/fp-ops-sp/", 1, 3, 0x2c7, 1, T(0x8c7, 4), T(0x20c7, 8)), /* perf JSON meteorlake FP_ARITH_INST_RETIRED: SCALAR_SINGLE + 4 * 128B_PACKED_SINGLE + 8 * 256B_PACKED_SINGLE */
	WSUM("GenuineIntel-6-AA-0", "cpu_core/fp-ops-dp/", 1, 3, 0x1c7, 1, T(0x4c7, 2), T(0x10c7, 4)), /* perf JSON meteorlake FP_ARITH_INST_RETIRED: SCALAR_DOUBLE + 2 * 128B_PACKED_DOUBLE + 4 * 256B_PACKED_DOUBLE */
	WSUM("GenuineIntel-6-AD-0", "fp-ops", 0, 5, 0x3c7, 1, T(0x4c7, 2), T(0x18c7, 4), T(0x60c7, 8), T(0x80c7, 16)), /* perf JSON graniterapids FP_ARITH_INST_RETIRED: SCALAR + 2 * 128B_PACKED_DOUBLE + 4 * 4_FLOPS + 8 * 8_FLOPS + 16 * 512B_PACKED_SINGLE */
	WSUM("GenuineIntel-6-AD-0", "fp-ops-sp", 0, 4, 0x2c7, 1, T(0x8c7, 4), T(0x20c7, 8), T(0x80c7, 16)), /* perf JSON graniterapids FP_ARITH_INST_RETIRED: SCALAR_SINGLE + 4 * 128B_PACKED_SINGLE + 8 * 256B_PACKED_SINGLE + 16 * 512B_PACKED_SINGLE */
	WSUM("GenuineIntel-6-AD-0", "fp-ops-dp", 0, 4, 0x1c7, 1, T(0x4c7, 2), T(0x10c7, 4), T(0x40c7, 8)), /* perf JSON graniterapids FP_ARITH_INST_RETIRED: SCALAR_DOUBLE + 2 * 128B_PACKED_DOUBLE + 4 * 256B_PACKED_DOUBLE + 8 * 512B_PACKED_DOUBLE */
	WSUM("GenuineIntel-6-CC-0", "cpu_core/fp-ops/", 1, 4, 0x3c7, 1, T(0x4c7, 2), T(0x18c7, 4), T(0x20c7, 8)), /* perfmon pantherlake_cougarcove_core FP_ARITH_OPS_RETIRED: SCALAR + 2 * 128B_PACKED_DOUBLE + 4 * 4_FLOPS + 8 * 256B_PACKED_SINGLE */
	WSUM("GenuineIntel-6-CC-0", "cpu_core/fp-ops-sp/", 1, 3, 0x2c7, 1, T(0x8c7, 4), T(0x20c7, 8)), /* perfmon pantherlake_cougarcove_core FP_ARITH_OPS_RETIRED: SCALAR_SINGLE + 4 * 128B_PACKED_SINGLE + 8 * 256B_PACKED_SINGLE */
	WSUM("GenuineIntel-6-CC-0", "cpu_core/fp-ops-dp/", 1, 3, 0x1c7, 1, T(0x4c7, 2), T(0x10c7, 4)), /* perfmon pantherlake_cougarcove_core FP_ARITH_OPS_RETIRED: SCALAR_DOUBLE + 2 * 128B_PACKED_DOUBLE + 4 * 256B_PACKED_DOUBLE */
	UNSUP("GenuineIntel-6-CC-0", "cpu_atom/fp-ops/"), /* pantherlake: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-CC-0", "cpu_atom/fp-ops-sp/"), /* pantherlake: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-CC-0", "cpu_atom/fp-ops-dp/"), /* pantherlake: no retired FLOPs by precision */
	WSUM("GenuineIntel-6-C5-0", "cpu_core/fp-ops/", 1, 4, 0x3c7, 1, T(0x4c7, 2), T(0x18c7, 4), T(0x20c7, 8)), /* perfmon arrowlake_lioncove_core FP_ARITH_INST_RETIRED: SCALAR + 2 * 128B_PACKED_DOUBLE + 4 * 4_FLOPS + 8 * 256B_PACKED_SINGLE */
	WSUM("GenuineIntel-6-C5-0", "cpu_core/fp-ops-sp/", 1, 3, 0x2c7, 1, T(0x8c7, 4), T(0x20c7, 8)), /* perfmon arrowlake_lioncove_core FP_ARITH_INST_RETIRED: SCALAR_SINGLE + 4 * 128B_PACKED_SINGLE + 8 * 256B_PACKED_SINGLE */
	WSUM("GenuineIntel-6-C5-0", "cpu_core/fp-ops-dp/", 1, 3, 0x1c7, 1, T(0x4c7, 2), T(0x10c7, 4)), /* perfmon arrowlake_lioncove_core FP_ARITH_INST_RETIRED: SCALAR_DOUBLE + 2 * 128B_PACKED_DOUBLE + 4 * 256B_PACKED_DOUBLE */
	UNSUP("GenuineIntel-6-C5-0", "cpu_atom/fp-ops/"), /* arrowlake-h: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-C5-0", "cpu_atom/fp-ops-sp/"), /* arrowlake-h: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-C5-0", "cpu_atom/fp-ops-dp/"), /* arrowlake-h: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-C5-0", "cpu_lowpower/fp-ops/"), /* arrowlake-h: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-C5-0", "cpu_lowpower/fp-ops-sp/"), /* arrowlake-h: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-C5-0", "cpu_lowpower/fp-ops-dp/"), /* arrowlake-h: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-DD-0", "fp-ops"), /* clearwaterforest: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-DD-0", "fp-ops-sp"), /* clearwaterforest: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-DD-0", "fp-ops-dp"), /* clearwaterforest: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-1C-0", "fp-ops"), /* bonnell: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-1C-0", "fp-ops-sp"), /* bonnell: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-1C-0", "fp-ops-dp"), /* bonnell: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-AF-0", "fp-ops"), /* sierraforest: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-AF-0", "fp-ops-sp"), /* sierraforest: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-AF-0", "fp-ops-dp"), /* sierraforest: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-B6-0", "fp-ops"), /* grandridge: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-B6-0", "fp-ops-sp"), /* grandridge: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-B6-0", "fp-ops-dp"), /* grandridge: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-BD-0", "cpu_atom/fp-ops/"), /* lunarlake: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-BD-0", "cpu_atom/fp-ops-sp/"), /* lunarlake: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-BD-0", "cpu_atom/fp-ops-dp/"), /* lunarlake: no retired FLOPs by precision */
	WSUM("GenuineIntel-6-BD-0", "cpu_core/fp-ops/", 1, 4, 0x3c7, 1, T(0x4c7, 2), T(0x18c7, 4), T(0x20c7, 8)), /* perfmon lunarlake_lioncove_core FP_ARITH_INST_RETIRED: SCALAR + 2 * 128B_PACKED_DOUBLE + 4 * 4_FLOPS + 8 * 256B_PACKED_SINGLE */
	WSUM("GenuineIntel-6-BD-0", "cpu_core/fp-ops-sp/", 1, 3, 0x2c7, 1, T(0x8c7, 4), T(0x20c7, 8)), /* perfmon lunarlake_lioncove_core FP_ARITH_INST_RETIRED: SCALAR_SINGLE + 4 * 128B_PACKED_SINGLE + 8 * 256B_PACKED_SINGLE */
	WSUM("GenuineIntel-6-BD-0", "cpu_core/fp-ops-dp/", 1, 3, 0x1c7, 1, T(0x4c7, 2), T(0x10c7, 4)), /* perfmon lunarlake_lioncove_core FP_ARITH_INST_RETIRED: SCALAR_DOUBLE + 2 * 128B_PACKED_DOUBLE + 4 * 256B_PACKED_DOUBLE */
	UNSUP("GenuineIntel-6-BE-0", "fp-ops"), /* alderlake-n: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-BE-0", "fp-ops-sp"), /* alderlake-n: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-BE-0", "fp-ops-dp"), /* alderlake-n: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-C6-0", "cpu_atom/fp-ops/"), /* arrowlake: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-C6-0", "cpu_atom/fp-ops-sp/"), /* arrowlake: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-C6-0", "cpu_atom/fp-ops-dp/"), /* arrowlake: no retired FLOPs by precision */
	WSUM("GenuineIntel-6-C6-0", "cpu_core/fp-ops/", 1, 4, 0x3c7, 1, T(0x4c7, 2), T(0x18c7, 4), T(0x20c7, 8)), /* perfmon arrowlake_lioncove_core FP_ARITH_INST_RETIRED: SCALAR + 2 * 128B_PACKED_DOUBLE + 4 * 4_FLOPS + 8 * 256B_PACKED_SINGLE */
	WSUM("GenuineIntel-6-C6-0", "cpu_core/fp-ops-sp/", 1, 3, 0x2c7, 1, T(0x8c7, 4), T(0x20c7, 8)), /* perfmon arrowlake_lioncove_core FP_ARITH_INST_RETIRED: SCALAR_SINGLE + 4 * 128B_PACKED_SINGLE + 8 * 256B_PACKED_SINGLE */
	WSUM("GenuineIntel-6-C6-0", "cpu_core/fp-ops-dp/", 1, 3, 0x1c7, 1, T(0x4c7, 2), T(0x10c7, 4)), /* perfmon arrowlake_lioncove_core FP_ARITH_INST_RETIRED: SCALAR_DOUBLE + 2 * 128B_PACKED_DOUBLE + 4 * 256B_PACKED_DOUBLE */
	WSUM("GenuineIntel-6-CF-0", "fp-ops", 0, 5, 0x3c7, 1, T(0x4c7, 2), T(0x18c7, 4), T(0x60c7, 8), T(0x80c7, 16)), /* perf JSON emeraldrapids FP_ARITH_INST_RETIRED: SCALAR + 2 * 128B_PACKED_DOUBLE + 4 * 4_FLOPS + 8 * 8_FLOPS + 16 * 512B_PACKED_SINGLE */
	WSUM("GenuineIntel-6-CF-0", "fp-ops-sp", 0, 4, 0x2c7, 1, T(0x8c7, 4), T(0x20c7, 8), T(0x80c7, 16)), /* perf JSON emeraldrapids FP_ARITH_INST_RETIRED: SCALAR_SINGLE + 4 * 128B_PACKED_SINGLE + 8 * 256B_PACKED_SINGLE + 16 * 512B_PACKED_SINGLE */
	WSUM("GenuineIntel-6-CF-0", "fp-ops-dp", 0, 4, 0x1c7, 1, T(0x4c7, 2), T(0x10c7, 4), T(0x40c7, 8)), /* perf JSON emeraldrapids FP_ARITH_INST_RETIRED: SCALAR_DOUBLE + 2 * 128B_PACKED_DOUBLE + 4 * 256B_PACKED_DOUBLE + 8 * 512B_PACKED_DOUBLE */
	UNSUP("GenuineIntel-6-FF", "fp-ops"), /* intel-arch-fallback: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-FF", "fp-ops-sp"), /* intel-arch-fallback: no retired FLOPs by precision */
	UNSUP("GenuineIntel-6-FF", "fp-ops-dp"), /* intel-arch-fallback: no retired FLOPs by precision */
	RAW("HygonGenuine-24-0-0", "fp-ops", 0xff03, 0), /* perf JSON amdzen1 fp_ret_sse_avx_ops.all */
	RAW("HygonGenuine-24-0-0", "fp-ops-sp", 0xf03, 0), /* perf JSON amdzen1 fp_ret_sse_avx_ops.sp_add_sub_flops|fp_ret_sse_avx_ops.sp_mult_flops|fp_ret_sse_avx_ops.sp_div_flops|fp_ret_sse_avx_ops.sp_mult_add_flops */
	RAW("HygonGenuine-24-0-0", "fp-ops-dp", 0xf003, 0), /* perf JSON amdzen1 fp_ret_sse_avx_ops.dp_add_sub_flops|fp_ret_sse_avx_ops.dp_mult_flops|fp_ret_sse_avx_ops.dp_div_flops|fp_ret_sse_avx_ops.dp_mult_add_flops */
	UNSUP("0x00000000000f0510", "ref-cycles"), /* arm64-arch-fallback: no reference-cycles event at the TSC rate */
	UNSUP("0x00000000460f0010", "ref-cycles"), /* a64fx: no reference-cycles event at the TSC rate */
	UNSUP("0x00000000c00fac30", "ref-cycles"), /* ampereone: no reference-cycles event at the TSC rate */
	UNSUP("0x00000000c00fac40", "ref-cycles"), /* ampereonex: no reference-cycles event at the TSC rate */
	UNSUP("0x00000000410fd020", "ref-cycles"), /* cortex-a34: no reference-cycles event at the TSC rate */
	UNSUP("0x00000000410fd040", "ref-cycles"), /* cortex-a35: no reference-cycles event at the TSC rate */
	UNSUP("0x00000000410fd460", "ref-cycles"), /* cortex-a510: no reference-cycles event at the TSC rate */
	UNSUP("0x00000000410fd030", "ref-cycles"), /* cortex-a53: no reference-cycles event at the TSC rate */
	UNSUP("0x00000000410fd050", "ref-cycles"), /* cortex-a55: no reference-cycles event at the TSC rate */
	UNSUP("0x00000000410fd070", "ref-cycles"), /* cortex-a57-a72: no reference-cycles event at the TSC rate */
	UNSUP("0x00000000410fd060", "ref-cycles"), /* cortex-a65-e1: no reference-cycles event at the TSC rate */
	UNSUP("0x00000000410fd470", "ref-cycles"), /* cortex-a710: no reference-cycles event at the TSC rate */
	UNSUP("0x00000000410fd090", "ref-cycles"), /* cortex-a73: no reference-cycles event at the TSC rate */
	UNSUP("0x00000000410fd0a0", "ref-cycles"), /* cortex-a75: no reference-cycles event at the TSC rate */
	UNSUP("0x00000000410fd0b0", "ref-cycles"), /* cortex-a76: no reference-cycles event at the TSC rate */
	UNSUP("0x00000000410fd0d0", "ref-cycles"), /* cortex-a77: no reference-cycles event at the TSC rate */
	UNSUP("0x00000000410fd410", "ref-cycles"), /* cortex-a78: no reference-cycles event at the TSC rate */
	UNSUP("0x00000000410fd440", "ref-cycles"), /* cortex-x1: no reference-cycles event at the TSC rate */
	UNSUP("0x00000000410fd480", "ref-cycles"), /* cortex-x2: no reference-cycles event at the TSC rate */
	UNSUP("0x00000000500f0000", "ref-cycles"), /* emag: no reference-cycles event at the TSC rate */
	UNSUP("0x00000000480fd010", "ref-cycles"), /* hip08: no reference-cycles event at the TSC rate */
	UNSUP("0x00000000410fd0c0", "ref-cycles"), /* neoverse-n1: no reference-cycles event at the TSC rate */
	UNSUP("0x00000000410fd490", "ref-cycles"), /* neoverse-n2: no reference-cycles event at the TSC rate */
	UNSUP("0x00000000410fd400", "ref-cycles"), /* neoverse-v1: no reference-cycles event at the TSC rate */
	UNSUP("0x00000000410fd4f0", "ref-cycles"), /* neoverse-v2: no reference-cycles event at the TSC rate */
	UNSUP("0x00000000420f5160", "ref-cycles"), /* thunderx2: no reference-cycles event at the TSC rate */
	HWE("AuthenticAMD-26-50-0", "ref-cycles", PERF_COUNT_HW_REF_CPU_CYCLES), /* zen6: perf ls_not_halted_p0_cyc.p0_freq_cyc */
	UNSUP("AuthenticAMD-23-0-0", "ref-cycles"), /* zen1: no reference-cycles event at the TSC rate */
	UNSUP("AuthenticAMD-23-30-0", "ref-cycles"), /* zen2: no reference-cycles event at the TSC rate */
	UNSUP("AuthenticAMD-25-0-0", "ref-cycles"), /* zen3: no reference-cycles event at the TSC rate */
	HWE("AuthenticAMD-25-10-0", "ref-cycles", PERF_COUNT_HW_REF_CPU_CYCLES), /* zen4: perf JSON amdzen4 ls_not_halted_p0_cyc.p0_freq_cyc */
	HWE("AuthenticAMD-26-0-0", "ref-cycles", PERF_COUNT_HW_REF_CPU_CYCLES), /* zen5: perf JSON amdzen5 ls_not_halted_p0_cyc.p0_freq_cyc */
	UNSUP("AuthenticAMD-30-1", "ref-cycles"), /* amd-generic-fallback: no reference-cycles event at the TSC rate */
	HWE("GenuineIntel-6-1A-0", "ref-cycles", PERF_COUNT_HW_REF_CPU_CYCLES), /* nehalem-ep: kernel intel_perfmon_event_map 0x0300, fixed counter 2 (CPU_CLK_UNHALTED.REF) */
	HWE("GenuineIntel-6-1E-0", "ref-cycles", PERF_COUNT_HW_REF_CPU_CYCLES), /* nehalem: kernel intel_perfmon_event_map 0x0300, fixed counter 2 (CPU_CLK_UNHALTED.REF) */
	HWE("GenuineIntel-6-25-0", "ref-cycles", PERF_COUNT_HW_REF_CPU_CYCLES), /* westmere-ep-sp: kernel intel_perfmon_event_map 0x0300, fixed counter 2 (CPU_CLK_UNHALTED.REF) */
	HWE("GenuineIntel-6-2A-0", "ref-cycles", PERF_COUNT_HW_REF_CPU_CYCLES), /* sandybridge: perf JSON sandybridge CPU_CLK_UNHALTED.REF_TSC */
	HWE("GenuineIntel-6-2C-0", "ref-cycles", PERF_COUNT_HW_REF_CPU_CYCLES), /* westmere-ep-dp: kernel intel_perfmon_event_map 0x0300, fixed counter 2 (CPU_CLK_UNHALTED.REF) */
	HWE("GenuineIntel-6-2D-0", "ref-cycles", PERF_COUNT_HW_REF_CPU_CYCLES), /* sandybridge-ep: perf JSON jaketown CPU_CLK_UNHALTED.REF_TSC */
	HWE("GenuineIntel-6-2E-0", "ref-cycles", PERF_COUNT_HW_REF_CPU_CYCLES), /* nehalem-ex: kernel intel_perfmon_event_map 0x0300, fixed counter 2 (CPU_CLK_UNHALTED.REF) */
	HWE("GenuineIntel-6-2F-0", "ref-cycles", PERF_COUNT_HW_REF_CPU_CYCLES), /* westmere-ex: kernel intel_perfmon_event_map 0x0300, fixed counter 2 (CPU_CLK_UNHALTED.REF) */
	HWE("GenuineIntel-6-37-0", "ref-cycles", PERF_COUNT_HW_REF_CPU_CYCLES), /* silvermont: perf JSON silvermont CPU_CLK_UNHALTED.REF_TSC */
	HWE("GenuineIntel-6-3A-0", "ref-cycles", PERF_COUNT_HW_REF_CPU_CYCLES), /* ivybridge: perf JSON ivybridge CPU_CLK_UNHALTED.REF_TSC */
	HWE("GenuineIntel-6-3C-0", "ref-cycles", PERF_COUNT_HW_REF_CPU_CYCLES), /* haswell: perf JSON haswell CPU_CLK_UNHALTED.REF_TSC */
	HWE("GenuineIntel-6-3D-0", "ref-cycles", PERF_COUNT_HW_REF_CPU_CYCLES), /* broadwell: perf JSON broadwell CPU_CLK_UNHALTED.REF_TSC */
	HWE("GenuineIntel-6-3E-0", "ref-cycles", PERF_COUNT_HW_REF_CPU_CYCLES), /* ivybridge-ep: perf JSON ivytown CPU_CLK_UNHALTED.REF_TSC */
	HWE("GenuineIntel-6-3F-0", "ref-cycles", PERF_COUNT_HW_REF_CPU_CYCLES), /* haswell-x: perf JSON haswellx CPU_CLK_UNHALTED.REF_TSC */
	HWE("GenuineIntel-6-4E-0", "ref-cycles", PERF_COUNT_HW_REF_CPU_CYCLES), /* skylake: perf JSON skylake CPU_CLK_UNHALTED.REF_TSC */
	HWE("GenuineIntel-6-4F-0", "ref-cycles", PERF_COUNT_HW_REF_CPU_CYCLES), /* broadwell-x: perf JSON broadwellx CPU_CLK_UNHALTED.REF_TSC */
	HWE("GenuineIntel-6-55-0", "ref-cycles", PERF_COUNT_HW_REF_CPU_CYCLES), /* skylake-x: perf JSON skylakex CPU_CLK_UNHALTED.REF_TSC */
	HWE("GenuineIntel-6-55-5", "ref-cycles", PERF_COUNT_HW_REF_CPU_CYCLES), /* cascadelake-x: perf JSON cascadelakex CPU_CLK_UNHALTED.REF_TSC */
	HWE("GenuineIntel-6-57-0", "ref-cycles", PERF_COUNT_HW_REF_CPU_CYCLES), /* knightslanding: perf JSON knightslanding CPU_CLK_UNHALTED.REF_TSC */
	HWE("GenuineIntel-6-5C-0", "ref-cycles", PERF_COUNT_HW_REF_CPU_CYCLES), /* goldmont: perf JSON goldmont CPU_CLK_UNHALTED.REF_TSC */
	HWE("GenuineIntel-6-6A-0", "ref-cycles", PERF_COUNT_HW_REF_CPU_CYCLES), /* icelake-x: perf JSON icelakex CPU_CLK_UNHALTED.REF_TSC */
	HWE("GenuineIntel-6-7A-0", "ref-cycles", PERF_COUNT_HW_REF_CPU_CYCLES), /* goldmontplus: perf JSON goldmontplus CPU_CLK_UNHALTED.REF_TSC */
	HWE("GenuineIntel-6-7D-0", "ref-cycles", PERF_COUNT_HW_REF_CPU_CYCLES), /* icelake: perf JSON icelake CPU_CLK_UNHALTED.REF_TSC */
	HWE("GenuineIntel-6-85-0", "ref-cycles", PERF_COUNT_HW_REF_CPU_CYCLES), /* knightsmill: perf JSON knightslanding CPU_CLK_UNHALTED.REF_TSC */
	HWE("GenuineIntel-6-86-0", "ref-cycles", PERF_COUNT_HW_REF_CPU_CYCLES), /* snowridgex: perf JSON snowridgex CPU_CLK_UNHALTED.REF_TSC */
	HWE("GenuineIntel-6-8C-0", "ref-cycles", PERF_COUNT_HW_REF_CPU_CYCLES), /* tigerlake: perf JSON tigerlake CPU_CLK_UNHALTED.REF_TSC */
	HWE("GenuineIntel-6-8F-0", "ref-cycles", PERF_COUNT_HW_REF_CPU_CYCLES), /* sapphirerapids: perf JSON sapphirerapids CPU_CLK_UNHALTED.REF_TSC */
	HWE("GenuineIntel-6-96-0", "ref-cycles", PERF_COUNT_HW_REF_CPU_CYCLES), /* elkhartlake: perf JSON elkhartlake CPU_CLK_UNHALTED.REF_TSC */
	HWE("GenuineIntel-6-97-0", "cpu_atom/ref-cycles/", PERF_COUNT_HW_REF_CPU_CYCLES), /* alderlake: perf JSON alderlake CPU_CLK_UNHALTED.REF_TSC */
	HWE("GenuineIntel-6-97-0", "cpu_core/ref-cycles/", PERF_COUNT_HW_REF_CPU_CYCLES), /* alderlake: perf JSON alderlake CPU_CLK_UNHALTED.REF_TSC */
	HWE("GenuineIntel-6-AA-0", "cpu_atom/ref-cycles/", PERF_COUNT_HW_REF_CPU_CYCLES), /* meteorlake: perf JSON meteorlake CPU_CLK_UNHALTED.REF_TSC */
	HWE("GenuineIntel-6-AA-0", "cpu_core/ref-cycles/", PERF_COUNT_HW_REF_CPU_CYCLES), /* meteorlake: perf JSON meteorlake CPU_CLK_UNHALTED.REF_TSC */
	HWE("GenuineIntel-6-AD-0", "ref-cycles", PERF_COUNT_HW_REF_CPU_CYCLES), /* graniterapids: perf JSON graniterapids CPU_CLK_UNHALTED.REF_TSC */
	HWE("GenuineIntel-6-CC-0", "cpu_core/ref-cycles/", PERF_COUNT_HW_REF_CPU_CYCLES), /* pantherlake: Intel perfmon CPU_CLK_UNHALTED.REF_TSC */
	HWE("GenuineIntel-6-CC-0", "cpu_atom/ref-cycles/", PERF_COUNT_HW_REF_CPU_CYCLES), /* pantherlake: Intel perfmon CPU_CLK_UNHALTED.REF_TSC */
	HWE("GenuineIntel-6-C5-0", "cpu_core/ref-cycles/", PERF_COUNT_HW_REF_CPU_CYCLES), /* arrowlake-h: Intel perfmon CPU_CLK_UNHALTED.REF_TSC */
	HWE("GenuineIntel-6-C5-0", "cpu_atom/ref-cycles/", PERF_COUNT_HW_REF_CPU_CYCLES), /* arrowlake-h: Intel perfmon CPU_CLK_UNHALTED.REF_TSC */
	HWE("GenuineIntel-6-C5-0", "cpu_lowpower/ref-cycles/", PERF_COUNT_HW_REF_CPU_CYCLES), /* arrowlake-h: Intel perfmon CPU_CLK_UNHALTED.REF_TSC */
	HWE("GenuineIntel-6-DD-0", "ref-cycles", PERF_COUNT_HW_REF_CPU_CYCLES), /* clearwaterforest: Intel perfmon CPU_CLK_UNHALTED.REF_TSC */
	HWE("GenuineIntel-6-1C-0", "ref-cycles", PERF_COUNT_HW_REF_CPU_CYCLES), /* bonnell: kernel intel_perfmon_event_map 0x0300, fixed counter 2 (CPU_CLK_UNHALTED.REF) */
	HWE("GenuineIntel-6-AF-0", "ref-cycles", PERF_COUNT_HW_REF_CPU_CYCLES), /* sierraforest: perf JSON sierraforest CPU_CLK_UNHALTED.REF_TSC */
	HWE("GenuineIntel-6-B6-0", "ref-cycles", PERF_COUNT_HW_REF_CPU_CYCLES), /* grandridge: perf JSON grandridge CPU_CLK_UNHALTED.REF_TSC */
	HWE("GenuineIntel-6-BD-0", "cpu_atom/ref-cycles/", PERF_COUNT_HW_REF_CPU_CYCLES), /* lunarlake: perf JSON lunarlake CPU_CLK_UNHALTED.REF_TSC */
	HWE("GenuineIntel-6-BD-0", "cpu_core/ref-cycles/", PERF_COUNT_HW_REF_CPU_CYCLES), /* lunarlake: perf JSON lunarlake CPU_CLK_UNHALTED.REF_TSC */
	HWE("GenuineIntel-6-BE-0", "ref-cycles", PERF_COUNT_HW_REF_CPU_CYCLES), /* alderlake-n: perf JSON alderlaken CPU_CLK_UNHALTED.REF_TSC */
	HWE("GenuineIntel-6-C6-0", "cpu_atom/ref-cycles/", PERF_COUNT_HW_REF_CPU_CYCLES), /* arrowlake: Intel perfmon CPU_CLK_UNHALTED.REF_TSC */
	HWE("GenuineIntel-6-C6-0", "cpu_core/ref-cycles/", PERF_COUNT_HW_REF_CPU_CYCLES), /* arrowlake: Intel perfmon CPU_CLK_UNHALTED.REF_TSC */
	HWE("GenuineIntel-6-CF-0", "ref-cycles", PERF_COUNT_HW_REF_CPU_CYCLES), /* emeraldrapids: perf JSON emeraldrapids CPU_CLK_UNHALTED.REF_TSC */
	HWE("GenuineIntel-6-FF", "ref-cycles", PERF_COUNT_HW_REF_CPU_CYCLES), /* intel-arch-fallback: kernel intel_perfmon_event_map 0x0300, fixed counter 2 of the default case */
	UNSUP("HygonGenuine-24-0-0", "ref-cycles"), /* dhyana: no reference-cycles event at the TSC rate */
	UNSUP("0x00000000000f0510", "branches-cond"), /* arm64-arch-fallback: no retired conditional-branch event */
	UNSUP("0x00000000460f0010", "branches-cond"), /* a64fx: no retired conditional-branch event */
	UNSUP("0x00000000c00fac30", "branches-cond"), /* ampereone: no retired conditional-branch event */
	UNSUP("0x00000000c00fac40", "branches-cond"), /* ampereonex: no retired conditional-branch event */
	UNSUP("0x00000000410fd020", "branches-cond"), /* cortex-a34: no retired conditional-branch event */
	UNSUP("0x00000000410fd040", "branches-cond"), /* cortex-a35: no retired conditional-branch event */
	UNSUP("0x00000000410fd460", "branches-cond"), /* cortex-a510: no retired conditional-branch event */
	UNSUP("0x00000000410fd030", "branches-cond"), /* cortex-a53: no retired conditional-branch event */
	UNSUP("0x00000000410fd050", "branches-cond"), /* cortex-a55: no retired conditional-branch event */
	UNSUP("0x00000000410fd070", "branches-cond"), /* cortex-a57-a72: no retired conditional-branch event */
	UNSUP("0x00000000410fd060", "branches-cond"), /* cortex-a65-e1: no retired conditional-branch event */
	UNSUP("0x00000000410fd470", "branches-cond"), /* cortex-a710: no retired conditional-branch event */
	UNSUP("0x00000000410fd090", "branches-cond"), /* cortex-a73: no retired conditional-branch event */
	UNSUP("0x00000000410fd0a0", "branches-cond"), /* cortex-a75: no retired conditional-branch event */
	UNSUP("0x00000000410fd0b0", "branches-cond"), /* cortex-a76: no retired conditional-branch event */
	UNSUP("0x00000000410fd0d0", "branches-cond"), /* cortex-a77: no retired conditional-branch event */
	UNSUP("0x00000000410fd410", "branches-cond"), /* cortex-a78: no retired conditional-branch event */
	UNSUP("0x00000000410fd440", "branches-cond"), /* cortex-x1: no retired conditional-branch event */
	UNSUP("0x00000000410fd480", "branches-cond"), /* cortex-x2: no retired conditional-branch event */
	UNSUP("0x00000000500f0000", "branches-cond"), /* emag: no retired conditional-branch event */
	UNSUP("0x00000000480fd010", "branches-cond"), /* hip08: no retired conditional-branch event */
	UNSUP("0x00000000410fd0c0", "branches-cond"), /* neoverse-n1: no retired conditional-branch event */
	UNSUP("0x00000000410fd490", "branches-cond"), /* neoverse-n2: no retired conditional-branch event */
	UNSUP("0x00000000410fd400", "branches-cond"), /* neoverse-v1: no retired conditional-branch event */
	UNSUP("0x00000000410fd4f0", "branches-cond"), /* neoverse-v2: no retired conditional-branch event */
	UNSUP("0x00000000420f5160", "branches-cond"), /* thunderx2: no retired conditional-branch event */
	RAW("AuthenticAMD-26-50-0", "branches-cond", 0xd1, 0x0), /* perf amdzen6 (after 6.12) ex_ret_brn_cond */
	RAW("AuthenticAMD-23-0-0", "branches-cond", 0xd1, 0x0), /* perf JSON amdzen1 ex_ret_cond */
	RAW("AuthenticAMD-23-30-0", "branches-cond", 0xd1, 0x0), /* perf JSON amdzen2 ex_ret_cond */
	RAW("AuthenticAMD-25-0-0", "branches-cond", 0xd1, 0x0), /* perf JSON amdzen3 ex_ret_cond */
	RAW("AuthenticAMD-25-10-0", "branches-cond", 0xd1, 0x0), /* perf JSON amdzen4 ex_ret_cond */
	RAW("AuthenticAMD-26-0-0", "branches-cond", 0xd1, 0x0), /* perf JSON amdzen5 ex_ret_cond */
	UNSUP("AuthenticAMD-30-1", "branches-cond"), /* amd-generic-fallback: no retired conditional-branch event */
	RAW("GenuineIntel-6-1A-0", "branches-cond", 0x1c4, 0x0), /* perf JSON nehalemep BR_INST_RETIRED.CONDITIONAL */
	RAW("GenuineIntel-6-1E-0", "branches-cond", 0x1c4, 0x0), /* perf JSON nehalemep BR_INST_RETIRED.CONDITIONAL */
	RAW("GenuineIntel-6-25-0", "branches-cond", 0x1c4, 0x0), /* perf JSON westmereep-sp BR_INST_RETIRED.CONDITIONAL */
	RAW("GenuineIntel-6-2A-0", "branches-cond", 0x1c4, 0x0), /* perf JSON sandybridge BR_INST_RETIRED.CONDITIONAL */
	RAW("GenuineIntel-6-2C-0", "branches-cond", 0x1c4, 0x0), /* perf JSON westmereep-dp BR_INST_RETIRED.CONDITIONAL */
	RAW("GenuineIntel-6-2D-0", "branches-cond", 0x1c4, 0x0), /* perf JSON jaketown BR_INST_RETIRED.CONDITIONAL */
	RAW("GenuineIntel-6-2E-0", "branches-cond", 0x1c4, 0x0), /* perf JSON nehalemex BR_INST_RETIRED.CONDITIONAL */
	RAW("GenuineIntel-6-2F-0", "branches-cond", 0x1c4, 0x0), /* perf JSON westmereex BR_INST_RETIRED.CONDITIONAL */
	RAW("GenuineIntel-6-37-0", "branches-cond", 0x7ec4, 0x0), /* perf JSON silvermont BR_INST_RETIRED.JCC */
	RAW("GenuineIntel-6-3A-0", "branches-cond", 0x1c4, 0x0), /* perf JSON ivybridge BR_INST_RETIRED.CONDITIONAL */
	RAW("GenuineIntel-6-3C-0", "branches-cond", 0x1c4, 0x0), /* perf JSON haswell BR_INST_RETIRED.CONDITIONAL */
	RAW("GenuineIntel-6-3D-0", "branches-cond", 0x1c4, 0x0), /* perf JSON broadwell BR_INST_RETIRED.CONDITIONAL */
	RAW("GenuineIntel-6-3E-0", "branches-cond", 0x1c4, 0x0), /* perf JSON ivytown BR_INST_RETIRED.CONDITIONAL */
	RAW("GenuineIntel-6-3F-0", "branches-cond", 0x1c4, 0x0), /* perf JSON haswellx BR_INST_RETIRED.CONDITIONAL */
	RAW("GenuineIntel-6-4E-0", "branches-cond", 0x1c4, 0x0), /* perf JSON skylake BR_INST_RETIRED.CONDITIONAL */
	RAW("GenuineIntel-6-4F-0", "branches-cond", 0x1c4, 0x0), /* perf JSON broadwellx BR_INST_RETIRED.CONDITIONAL */
	RAW("GenuineIntel-6-55-0", "branches-cond", 0x1c4, 0x0), /* perf JSON skylakex BR_INST_RETIRED.CONDITIONAL */
	RAW("GenuineIntel-6-55-5", "branches-cond", 0x1c4, 0x0), /* perf JSON cascadelakex BR_INST_RETIRED.CONDITIONAL */
	RAW("GenuineIntel-6-57-0", "branches-cond", 0x7ec4, 0x0), /* perf JSON knightslanding BR_INST_RETIRED.JCC */
	RAW("GenuineIntel-6-5C-0", "branches-cond", 0x7ec4, 0x0), /* perf JSON goldmont BR_INST_RETIRED.JCC */
	RAW("GenuineIntel-6-6A-0", "branches-cond", 0x11c4, 0x0), /* perf JSON icelakex BR_INST_RETIRED.COND */
	RAW("GenuineIntel-6-7A-0", "branches-cond", 0x7ec4, 0x0), /* perf JSON goldmontplus BR_INST_RETIRED.JCC */
	RAW("GenuineIntel-6-7D-0", "branches-cond", 0x11c4, 0x0), /* perf JSON icelake BR_INST_RETIRED.COND */
	RAW("GenuineIntel-6-85-0", "branches-cond", 0x7ec4, 0x0), /* perf JSON knightslanding BR_INST_RETIRED.JCC */
	RAW("GenuineIntel-6-86-0", "branches-cond", 0x7ec4, 0x0), /* perf JSON snowridgex BR_INST_RETIRED.JCC */
	RAW("GenuineIntel-6-8C-0", "branches-cond", 0x11c4, 0x0), /* perf JSON tigerlake BR_INST_RETIRED.COND */
	RAW("GenuineIntel-6-8F-0", "branches-cond", 0x11c4, 0x0), /* perf JSON sapphirerapids BR_INST_RETIRED.COND */
	RAW("GenuineIntel-6-96-0", "branches-cond", 0x7ec4, 0x0), /* perf JSON elkhartlake BR_INST_RETIRED.JCC */
	RAW("GenuineIntel-6-97-0", "cpu_atom/branches-cond/", 0x7ec4, 0x0), /* perf JSON alderlake BR_INST_RETIRED.COND */
	RAW("GenuineIntel-6-97-0", "cpu_core/branches-cond/", 0x11c4, 0x0), /* perf JSON alderlake BR_INST_RETIRED.COND */
	RAW("GenuineIntel-6-AA-0", "cpu_atom/branches-cond/", 0x7ec4, 0x0), /* perf JSON meteorlake BR_INST_RETIRED.COND */
	RAW("GenuineIntel-6-AA-0", "cpu_core/branches-cond/", 0x11c4, 0x0), /* perf JSON meteorlake BR_INST_RETIRED.COND */
	RAW("GenuineIntel-6-AD-0", "branches-cond", 0x11c4, 0x0), /* perf JSON graniterapids BR_INST_RETIRED.COND */
	RAW("GenuineIntel-6-CC-0", "cpu_core/branches-cond/", 0x7c4, 0x0), /* Intel perfmon BR_INST_RETIRED.COND */
	RAW("GenuineIntel-6-CC-0", "cpu_atom/branches-cond/", 0x7c4, 0x0), /* Intel perfmon BR_INST_RETIRED.COND */
	UNSUP("GenuineIntel-6-C5-0", "cpu_core/branches-cond/"), /* arrowlake-h: no retired conditional-branch event */
	RAW("GenuineIntel-6-C5-0", "cpu_atom/branches-cond/", 0x7ec4, 0x0), /* Intel perfmon BR_INST_RETIRED.COND */
	RAW("GenuineIntel-6-C5-0", "cpu_lowpower/branches-cond/", 0x7ec4, 0x0), /* Intel perfmon BR_INST_RETIRED.COND */
	RAW("GenuineIntel-6-DD-0", "branches-cond", 0x7c4, 0x0), /* Intel perfmon BR_INST_RETIRED.COND */
	RAW("GenuineIntel-6-1C-0", "branches-cond", 0x188, 0x0), /* perf JSON bonnell BR_INST_TYPE_RETIRED.COND */
	RAW("GenuineIntel-6-AF-0", "branches-cond", 0x7ec4, 0x0), /* perf JSON sierraforest BR_INST_RETIRED.COND */
	RAW("GenuineIntel-6-B6-0", "branches-cond", 0x7ec4, 0x0), /* perf JSON grandridge BR_INST_RETIRED.COND */
	RAW("GenuineIntel-6-BD-0", "cpu_atom/branches-cond/", 0x7ec4, 0x0), /* Intel perfmon BR_INST_RETIRED.COND */
	UNSUP("GenuineIntel-6-BD-0", "cpu_core/branches-cond/"), /* lunarlake: no retired conditional-branch event */
	RAW("GenuineIntel-6-BE-0", "branches-cond", 0x7ec4, 0x0), /* perf JSON alderlaken BR_INST_RETIRED.COND */
	RAW("GenuineIntel-6-C6-0", "cpu_atom/branches-cond/", 0x7ec4, 0x0), /* Intel perfmon BR_INST_RETIRED.COND */
	UNSUP("GenuineIntel-6-C6-0", "cpu_core/branches-cond/"), /* arrowlake: no retired conditional-branch event */
	RAW("GenuineIntel-6-CF-0", "branches-cond", 0x11c4, 0x0), /* perf JSON emeraldrapids BR_INST_RETIRED.COND */
	UNSUP("GenuineIntel-6-FF", "branches-cond"), /* intel-arch-fallback: no retired conditional-branch event */
	RAW("HygonGenuine-24-0-0", "branches-cond", 0xd1, 0x0), /* perf JSON amdzen1 ex_ret_cond */
	UNSUP("0x00000000000f0510", "branches-taken"), /* arm64-arch-fallback: no retired taken-branch event */
	RAW("0x00000000460f0010", "branches-taken", 0x76, 0x0), /* a64fx: PC_WRITE_SPEC, counted at commit (approx) */
	RAW("0x00000000c00fac30", "branches-taken", 0xc, 0x0), /* perf JSON ampere/ampereone PC_WRITE_RETIRED */
	DIFF("0x00000000c00fac40", "branches-taken", 1, 0x21, 0x8107), /* perf JSON ampere/ampereonex BR_RETIRED - BR_SKIP_RETIRED */
	RAW("0x00000000410fd020", "branches-taken", 0xc, 0x0), /* perf JSON arm/cortex-a34 PC_WRITE_RETIRED */
	RAW("0x00000000410fd040", "branches-taken", 0xc, 0x0), /* perf JSON arm/cortex-a35 PC_WRITE_RETIRED */
	RAW("0x00000000410fd460", "branches-taken", 0xc, 0x0), /* perf JSON arm/cortex-a510 PC_WRITE_RETIRED */
	UNSUP("0x00000000410fd030", "branches-taken"), /* cortex-a53: no retired taken-branch event */
	RAW("0x00000000410fd050", "branches-taken", 0xc, 0x0), /* perf JSON arm/cortex-a55 PC_WRITE_RETIRED */
	UNSUP("0x00000000410fd070", "branches-taken"), /* cortex-a57-a72: no retired taken-branch event */
	RAW("0x00000000410fd060", "branches-taken", 0xc, 0x0), /* perf JSON arm/cortex-a65-e1 PC_WRITE_RETIRED */
	UNSUP("0x00000000410fd470", "branches-taken"), /* cortex-a710: no retired taken-branch event */
	RAW("0x00000000410fd090", "branches-taken", 0xc, 0x0), /* perf JSON arm/cortex-a73 PC_WRITE_RETIRED */
	RAW("0x00000000410fd0a0", "branches-taken", 0xc, 0x0), /* perf JSON arm/cortex-a75 PC_WRITE_RETIRED */
	UNSUP("0x00000000410fd0b0", "branches-taken"), /* cortex-a76: no retired taken-branch event */
	UNSUP("0x00000000410fd0d0", "branches-taken"), /* cortex-a77: no retired taken-branch event */
	UNSUP("0x00000000410fd410", "branches-taken"), /* cortex-a78: no retired taken-branch event */
	UNSUP("0x00000000410fd440", "branches-taken"), /* cortex-x1: no retired taken-branch event */
	UNSUP("0x00000000410fd480", "branches-taken"), /* cortex-x2: no retired taken-branch event */
	UNSUP("0x00000000500f0000", "branches-taken"), /* emag: no retired taken-branch event */
	UNSUP("0x00000000480fd010", "branches-taken"), /* hip08: no retired taken-branch event */
	UNSUP("0x00000000410fd0c0", "branches-taken"), /* neoverse-n1: no retired taken-branch event */
	UNSUP("0x00000000410fd490", "branches-taken"), /* neoverse-n2: no retired taken-branch event */
	UNSUP("0x00000000410fd400", "branches-taken"), /* neoverse-v1: no retired taken-branch event */
	UNSUP("0x00000000410fd4f0", "branches-taken"), /* neoverse-v2: no retired taken-branch event */
	UNSUP("0x00000000420f5160", "branches-taken"), /* thunderx2: no retired taken-branch event */
	RAW("AuthenticAMD-26-50-0", "branches-taken", 0xc4, 0x0), /* perf amdzen6 (after 6.12) ex_ret_brn_tkn */
	RAW("AuthenticAMD-23-0-0", "branches-taken", 0xc4, 0x0), /* perf JSON amdzen1 ex_ret_brn_tkn */
	RAW("AuthenticAMD-23-30-0", "branches-taken", 0xc4, 0x0), /* perf JSON amdzen2 ex_ret_brn_tkn */
	RAW("AuthenticAMD-25-0-0", "branches-taken", 0xc4, 0x0), /* perf JSON amdzen3 ex_ret_brn_tkn */
	RAW("AuthenticAMD-25-10-0", "branches-taken", 0xc4, 0x0), /* perf JSON amdzen4 ex_ret_brn_tkn */
	RAW("AuthenticAMD-26-0-0", "branches-taken", 0xc4, 0x0), /* perf JSON amdzen5 ex_ret_brn_tkn */
	UNSUP("AuthenticAMD-30-1", "branches-taken"), /* amd-generic-fallback: no retired taken-branch event */
	RAW("GenuineIntel-6-1A-0", "branches-taken", 0x4088, 0x0), /* nehalem-ep: BR_INST_EXEC.TAKEN, executed (approx) */
	RAW("GenuineIntel-6-1E-0", "branches-taken", 0x4088, 0x0), /* nehalem: BR_INST_EXEC.TAKEN, executed (approx) */
	RAW("GenuineIntel-6-25-0", "branches-taken", 0x4088, 0x0), /* westmere-ep-sp: BR_INST_EXEC.TAKEN, executed (approx) */
	RAW("GenuineIntel-6-2A-0", "branches-taken", 0x20c4, 0x0), /* perf JSON sandybridge BR_INST_RETIRED.NEAR_TAKEN */
	RAW("GenuineIntel-6-2C-0", "branches-taken", 0x4088, 0x0), /* westmere-ep-dp: BR_INST_EXEC.TAKEN, executed (approx) */
	RAW("GenuineIntel-6-2D-0", "branches-taken", 0x20c4, 0x0), /* perf JSON jaketown BR_INST_RETIRED.NEAR_TAKEN */
	RAW("GenuineIntel-6-2E-0", "branches-taken", 0x4088, 0x0), /* nehalem-ex: BR_INST_EXEC.TAKEN, executed (approx) */
	RAW("GenuineIntel-6-2F-0", "branches-taken", 0x4088, 0x0), /* westmere-ex: BR_INST_EXEC.TAKEN, executed (approx) */
	RAW("GenuineIntel-6-37-0", "branches-taken", 0x80c4, 0x0), /* perf JSON silvermont BR_INST_RETIRED.ALL_TAKEN_BRANCHES */
	RAW("GenuineIntel-6-3A-0", "branches-taken", 0x20c4, 0x0), /* perf JSON ivybridge BR_INST_RETIRED.NEAR_TAKEN */
	RAW("GenuineIntel-6-3C-0", "branches-taken", 0x20c4, 0x0), /* perf JSON haswell BR_INST_RETIRED.NEAR_TAKEN */
	RAW("GenuineIntel-6-3D-0", "branches-taken", 0x20c4, 0x0), /* perf JSON broadwell BR_INST_RETIRED.NEAR_TAKEN */
	RAW("GenuineIntel-6-3E-0", "branches-taken", 0x20c4, 0x0), /* perf JSON ivytown BR_INST_RETIRED.NEAR_TAKEN */
	RAW("GenuineIntel-6-3F-0", "branches-taken", 0x20c4, 0x0), /* perf JSON haswellx BR_INST_RETIRED.NEAR_TAKEN */
	RAW("GenuineIntel-6-4E-0", "branches-taken", 0x20c4, 0x0), /* perf JSON skylake BR_INST_RETIRED.NEAR_TAKEN */
	RAW("GenuineIntel-6-4F-0", "branches-taken", 0x20c4, 0x0), /* perf JSON broadwellx BR_INST_RETIRED.NEAR_TAKEN */
	RAW("GenuineIntel-6-55-0", "branches-taken", 0x20c4, 0x0), /* perf JSON skylakex BR_INST_RETIRED.NEAR_TAKEN */
	RAW("GenuineIntel-6-55-5", "branches-taken", 0x20c4, 0x0), /* perf JSON cascadelakex BR_INST_RETIRED.NEAR_TAKEN */
	UNSUP("GenuineIntel-6-57-0", "branches-taken"), /* knightslanding: no retired taken-branch event */
	RAW("GenuineIntel-6-5C-0", "branches-taken", 0x80c4, 0x0), /* perf JSON goldmont BR_INST_RETIRED.ALL_TAKEN_BRANCHES */
	RAW("GenuineIntel-6-6A-0", "branches-taken", 0x20c4, 0x0), /* perf JSON icelakex BR_INST_RETIRED.NEAR_TAKEN */
	RAW("GenuineIntel-6-7A-0", "branches-taken", 0x80c4, 0x0), /* perf JSON goldmontplus BR_INST_RETIRED.ALL_TAKEN_BRANCHES */
	RAW("GenuineIntel-6-7D-0", "branches-taken", 0x20c4, 0x0), /* perf JSON icelake BR_INST_RETIRED.NEAR_TAKEN */
	UNSUP("GenuineIntel-6-85-0", "branches-taken"), /* knightsmill: no retired taken-branch event */
	UNSUP("GenuineIntel-6-86-0", "branches-taken"), /* snowridgex: no retired taken-branch event */
	RAW("GenuineIntel-6-8C-0", "branches-taken", 0x20c4, 0x0), /* perf JSON tigerlake BR_INST_RETIRED.NEAR_TAKEN */
	RAW("GenuineIntel-6-8F-0", "branches-taken", 0x20c4, 0x0), /* perf JSON sapphirerapids BR_INST_RETIRED.NEAR_TAKEN */
	UNSUP("GenuineIntel-6-96-0", "branches-taken"), /* elkhartlake: no retired taken-branch event */
	RAW("GenuineIntel-6-97-0", "cpu_atom/branches-taken/", 0xc0c4, 0x0), /* perf JSON alderlake BR_INST_RETIRED.NEAR_TAKEN */
	RAW("GenuineIntel-6-97-0", "cpu_core/branches-taken/", 0x20c4, 0x0), /* perf JSON alderlake BR_INST_RETIRED.NEAR_TAKEN */
	RAW("GenuineIntel-6-AA-0", "cpu_atom/branches-taken/", 0xc0c4, 0x0), /* Intel perfmon BR_INST_RETIRED.NEAR_TAKEN */
	RAW("GenuineIntel-6-AA-0", "cpu_core/branches-taken/", 0x20c4, 0x0), /* perf JSON meteorlake BR_INST_RETIRED.NEAR_TAKEN */
	RAW("GenuineIntel-6-AD-0", "branches-taken", 0x20c4, 0x0), /* perf JSON graniterapids BR_INST_RETIRED.NEAR_TAKEN */
	RAW("GenuineIntel-6-CC-0", "cpu_core/branches-taken/", 0xfbc4, 0x0), /* Intel perfmon BR_INST_RETIRED.NEAR_TAKEN */
	RAW("GenuineIntel-6-CC-0", "cpu_atom/branches-taken/", 0xfbc4, 0x0), /* Intel perfmon BR_INST_RETIRED.NEAR_TAKEN */
	RAW("GenuineIntel-6-C5-0", "cpu_core/branches-taken/", 0x20c4, 0x0), /* Intel perfmon BR_INST_RETIRED.NEAR_TAKEN */
	RAW("GenuineIntel-6-C5-0", "cpu_atom/branches-taken/", 0xc0c4, 0x0), /* Intel perfmon BR_INST_RETIRED.NEAR_TAKEN */
	RAW("GenuineIntel-6-C5-0", "cpu_lowpower/branches-taken/", 0xc0c4, 0x0), /* Intel perfmon BR_INST_RETIRED.NEAR_TAKEN */
	RAW("GenuineIntel-6-DD-0", "branches-taken", 0xfbc4, 0x0), /* Intel perfmon BR_INST_RETIRED.NEAR_TAKEN */
	RAW("GenuineIntel-6-1C-0", "branches-taken", 0xcc4, 0x0), /* perf JSON bonnell BR_INST_RETIRED.TAKEN */
	RAW("GenuineIntel-6-AF-0", "branches-taken", 0xc0c4, 0x0), /* Intel perfmon BR_INST_RETIRED.NEAR_TAKEN */
	RAW("GenuineIntel-6-B6-0", "branches-taken", 0xc0c4, 0x0), /* Intel perfmon BR_INST_RETIRED.NEAR_TAKEN */
	RAW("GenuineIntel-6-BD-0", "cpu_atom/branches-taken/", 0xc0c4, 0x0), /* Intel perfmon BR_INST_RETIRED.NEAR_TAKEN */
	RAW("GenuineIntel-6-BD-0", "cpu_core/branches-taken/", 0x20c4, 0x0), /* Intel perfmon BR_INST_RETIRED.NEAR_TAKEN */
	RAW("GenuineIntel-6-BE-0", "branches-taken", 0xc0c4, 0x0), /* perf JSON alderlaken BR_INST_RETIRED.NEAR_TAKEN */
	RAW("GenuineIntel-6-C6-0", "cpu_atom/branches-taken/", 0xc0c4, 0x0), /* Intel perfmon BR_INST_RETIRED.NEAR_TAKEN */
	RAW("GenuineIntel-6-C6-0", "cpu_core/branches-taken/", 0x20c4, 0x0), /* Intel perfmon BR_INST_RETIRED.NEAR_TAKEN */
	RAW("GenuineIntel-6-CF-0", "branches-taken", 0x20c4, 0x0), /* perf JSON emeraldrapids BR_INST_RETIRED.NEAR_TAKEN */
	UNSUP("GenuineIntel-6-FF", "branches-taken"), /* intel-arch-fallback: no retired taken-branch event */
	RAW("HygonGenuine-24-0-0", "branches-taken", 0xc4, 0x0), /* perf JSON amdzen1 ex_ret_brn_tkn */
	UNSUP("0x00000000000f0510", "branches-not-taken"), /* arm64-arch-fallback: no retired not-taken-branch event */
	UNSUP("0x00000000460f0010", "branches-not-taken"), /* a64fx: no retired not-taken-branch event */
	UNSUP("0x00000000c00fac30", "branches-not-taken"), /* ampereone: no retired not-taken-branch event */
	RAW("0x00000000c00fac40", "branches-not-taken", 0x8107, 0x0), /* perf JSON ampere/ampereonex BR_SKIP_RETIRED */
	UNSUP("0x00000000410fd020", "branches-not-taken"), /* cortex-a34: no retired not-taken-branch event */
	UNSUP("0x00000000410fd040", "branches-not-taken"), /* cortex-a35: no retired not-taken-branch event */
	UNSUP("0x00000000410fd460", "branches-not-taken"), /* cortex-a510: no retired not-taken-branch event */
	UNSUP("0x00000000410fd030", "branches-not-taken"), /* cortex-a53: no retired not-taken-branch event */
	UNSUP("0x00000000410fd050", "branches-not-taken"), /* cortex-a55: no retired not-taken-branch event */
	UNSUP("0x00000000410fd070", "branches-not-taken"), /* cortex-a57-a72: no retired not-taken-branch event */
	UNSUP("0x00000000410fd060", "branches-not-taken"), /* cortex-a65-e1: no retired not-taken-branch event */
	UNSUP("0x00000000410fd470", "branches-not-taken"), /* cortex-a710: no retired not-taken-branch event */
	UNSUP("0x00000000410fd090", "branches-not-taken"), /* cortex-a73: no retired not-taken-branch event */
	UNSUP("0x00000000410fd0a0", "branches-not-taken"), /* cortex-a75: no retired not-taken-branch event */
	UNSUP("0x00000000410fd0b0", "branches-not-taken"), /* cortex-a76: no retired not-taken-branch event */
	UNSUP("0x00000000410fd0d0", "branches-not-taken"), /* cortex-a77: no retired not-taken-branch event */
	UNSUP("0x00000000410fd410", "branches-not-taken"), /* cortex-a78: no retired not-taken-branch event */
	UNSUP("0x00000000410fd440", "branches-not-taken"), /* cortex-x1: no retired not-taken-branch event */
	UNSUP("0x00000000410fd480", "branches-not-taken"), /* cortex-x2: no retired not-taken-branch event */
	UNSUP("0x00000000500f0000", "branches-not-taken"), /* emag: no retired not-taken-branch event */
	UNSUP("0x00000000480fd010", "branches-not-taken"), /* hip08: no retired not-taken-branch event */
	UNSUP("0x00000000410fd0c0", "branches-not-taken"), /* neoverse-n1: no retired not-taken-branch event */
	UNSUP("0x00000000410fd490", "branches-not-taken"), /* neoverse-n2: no retired not-taken-branch event */
	UNSUP("0x00000000410fd400", "branches-not-taken"), /* neoverse-v1: no retired not-taken-branch event */
	UNSUP("0x00000000410fd4f0", "branches-not-taken"), /* neoverse-v2: no retired not-taken-branch event */
	UNSUP("0x00000000420f5160", "branches-not-taken"), /* thunderx2: no retired not-taken-branch event */
	DIFF("AuthenticAMD-26-50-0", "branches-not-taken", 1, 0xc2, 0xc4), /* perf amdzen6 (after 6.12) ex_ret_brn - ex_ret_brn_tkn */
	DIFF("AuthenticAMD-23-0-0", "branches-not-taken", 1, 0xc2, 0xc4), /* perf JSON amdzen1 ex_ret_brn - ex_ret_brn_tkn */
	DIFF("AuthenticAMD-23-30-0", "branches-not-taken", 1, 0xc2, 0xc4), /* perf JSON amdzen2 ex_ret_brn - ex_ret_brn_tkn */
	DIFF("AuthenticAMD-25-0-0", "branches-not-taken", 1, 0xc2, 0xc4), /* perf JSON amdzen3 ex_ret_brn - ex_ret_brn_tkn */
	DIFF("AuthenticAMD-25-10-0", "branches-not-taken", 1, 0xc2, 0xc4), /* perf JSON amdzen4 ex_ret_brn - ex_ret_brn_tkn */
	DIFF("AuthenticAMD-26-0-0", "branches-not-taken", 1, 0xc2, 0xc4), /* perf JSON amdzen5 ex_ret_brn - ex_ret_brn_tkn */
	UNSUP("AuthenticAMD-30-1", "branches-not-taken"), /* amd-generic-fallback: no retired not-taken-branch event */
	DIFF("GenuineIntel-6-1A-0", "branches-not-taken", 0, 0x7f88, 0x4088), /* nehalem-ep: BR_INST_EXEC.ANY - .TAKEN, executed */
	DIFF("GenuineIntel-6-1E-0", "branches-not-taken", 0, 0x7f88, 0x4088), /* nehalem: BR_INST_EXEC.ANY - .TAKEN, executed */
	DIFF("GenuineIntel-6-25-0", "branches-not-taken", 0, 0x7f88, 0x4088), /* westmere-ep-sp: BR_INST_EXEC.ANY - .TAKEN, executed */
	RAW("GenuineIntel-6-2A-0", "branches-not-taken", 0x10c4, 0x0), /* perf JSON sandybridge BR_INST_RETIRED.NOT_TAKEN */
	DIFF("GenuineIntel-6-2C-0", "branches-not-taken", 0, 0x7f88, 0x4088), /* westmere-ep-dp: BR_INST_EXEC.ANY - .TAKEN, executed */
	RAW("GenuineIntel-6-2D-0", "branches-not-taken", 0x10c4, 0x0), /* perf JSON jaketown BR_INST_RETIRED.NOT_TAKEN */
	DIFF("GenuineIntel-6-2E-0", "branches-not-taken", 0, 0x7f88, 0x4088), /* nehalem-ex: BR_INST_EXEC.ANY - .TAKEN, executed */
	DIFF("GenuineIntel-6-2F-0", "branches-not-taken", 0, 0x7f88, 0x4088), /* westmere-ex: BR_INST_EXEC.ANY - .TAKEN, executed */
	DIFF("GenuineIntel-6-37-0", "branches-not-taken", 1, 0x7ec4, 0xfec4), /* perf JSON silvermont BR_INST_RETIRED.JCC - BR_INST_RETIRED.TAKEN_JCC */
	RAW("GenuineIntel-6-3A-0", "branches-not-taken", 0x10c4, 0x0), /* perf JSON ivybridge BR_INST_RETIRED.NOT_TAKEN */
	RAW("GenuineIntel-6-3C-0", "branches-not-taken", 0x10c4, 0x0), /* perf JSON haswell BR_INST_RETIRED.NOT_TAKEN */
	RAW("GenuineIntel-6-3D-0", "branches-not-taken", 0x10c4, 0x0), /* perf JSON broadwell BR_INST_RETIRED.NOT_TAKEN */
	RAW("GenuineIntel-6-3E-0", "branches-not-taken", 0x10c4, 0x0), /* perf JSON ivytown BR_INST_RETIRED.NOT_TAKEN */
	RAW("GenuineIntel-6-3F-0", "branches-not-taken", 0x10c4, 0x0), /* perf JSON haswellx BR_INST_RETIRED.NOT_TAKEN */
	RAW("GenuineIntel-6-4E-0", "branches-not-taken", 0x10c4, 0x0), /* perf JSON skylake BR_INST_RETIRED.COND_NTAKEN */
	RAW("GenuineIntel-6-4F-0", "branches-not-taken", 0x10c4, 0x0), /* perf JSON broadwellx BR_INST_RETIRED.NOT_TAKEN */
	RAW("GenuineIntel-6-55-0", "branches-not-taken", 0x10c4, 0x0), /* perf JSON skylakex BR_INST_RETIRED.COND_NTAKEN */
	RAW("GenuineIntel-6-55-5", "branches-not-taken", 0x10c4, 0x0), /* perf JSON cascadelakex BR_INST_RETIRED.COND_NTAKEN */
	DIFF("GenuineIntel-6-57-0", "branches-not-taken", 1, 0x7ec4, 0xfec4), /* perf JSON knightslanding BR_INST_RETIRED.JCC - BR_INST_RETIRED.TAKEN_JCC */
	DIFF("GenuineIntel-6-5C-0", "branches-not-taken", 1, 0x7ec4, 0xfec4), /* perf JSON goldmont BR_INST_RETIRED.JCC - BR_INST_RETIRED.TAKEN_JCC */
	RAW("GenuineIntel-6-6A-0", "branches-not-taken", 0x10c4, 0x0), /* perf JSON icelakex BR_INST_RETIRED.COND_NTAKEN */
	DIFF("GenuineIntel-6-7A-0", "branches-not-taken", 1, 0x7ec4, 0xfec4), /* perf JSON goldmontplus BR_INST_RETIRED.JCC - BR_INST_RETIRED.TAKEN_JCC */
	RAW("GenuineIntel-6-7D-0", "branches-not-taken", 0x10c4, 0x0), /* perf JSON icelake BR_INST_RETIRED.COND_NTAKEN */
	DIFF("GenuineIntel-6-85-0", "branches-not-taken", 1, 0x7ec4, 0xfec4), /* perf JSON knightslanding BR_INST_RETIRED.JCC - BR_INST_RETIRED.TAKEN_JCC */
	DIFF("GenuineIntel-6-86-0", "branches-not-taken", 1, 0x7ec4, 0xfec4), /* perf JSON snowridgex BR_INST_RETIRED.JCC - BR_INST_RETIRED.TAKEN_JCC */
	RAW("GenuineIntel-6-8C-0", "branches-not-taken", 0x10c4, 0x0), /* perf JSON tigerlake BR_INST_RETIRED.COND_NTAKEN */
	RAW("GenuineIntel-6-8F-0", "branches-not-taken", 0x10c4, 0x0), /* perf JSON sapphirerapids BR_INST_RETIRED.COND_NTAKEN */
	DIFF("GenuineIntel-6-96-0", "branches-not-taken", 1, 0x7ec4, 0xfec4), /* perf JSON elkhartlake BR_INST_RETIRED.JCC - BR_INST_RETIRED.TAKEN_JCC */
	DIFF("GenuineIntel-6-97-0", "cpu_atom/branches-not-taken/", 1, 0x7ec4, 0xfec4), /* perf JSON alderlake BR_INST_RETIRED.COND - BR_INST_RETIRED.COND_TAKEN */
	RAW("GenuineIntel-6-97-0", "cpu_core/branches-not-taken/", 0x10c4, 0x0), /* perf JSON alderlake BR_INST_RETIRED.COND_NTAKEN */
	DIFF("GenuineIntel-6-AA-0", "cpu_atom/branches-not-taken/", 1, 0x7ec4, 0xfec4), /* perf JSON meteorlake BR_INST_RETIRED.COND - BR_INST_RETIRED.COND_TAKEN */
	RAW("GenuineIntel-6-AA-0", "cpu_core/branches-not-taken/", 0x10c4, 0x0), /* perf JSON meteorlake BR_INST_RETIRED.COND_NTAKEN */
	RAW("GenuineIntel-6-AD-0", "branches-not-taken", 0x10c4, 0x0), /* perf JSON graniterapids BR_INST_RETIRED.COND_NTAKEN */
	RAW("GenuineIntel-6-CC-0", "cpu_core/branches-not-taken/", 0x4c4, 0x0), /* Intel perfmon BR_INST_RETIRED.COND_NTAKEN */
	RAW("GenuineIntel-6-CC-0", "cpu_atom/branches-not-taken/", 0x4c4, 0x0), /* Intel perfmon BR_INST_RETIRED.COND_NTAKEN */
	RAW("GenuineIntel-6-C5-0", "cpu_core/branches-not-taken/", 0x10c4, 0x0), /* Intel perfmon BR_INST_RETIRED.COND_NTAKEN */
	RAW("GenuineIntel-6-C5-0", "cpu_atom/branches-not-taken/", 0x7fc4, 0x0), /* Intel perfmon BR_INST_RETIRED.COND_NTAKEN */
	DIFF("GenuineIntel-6-C5-0", "cpu_lowpower/branches-not-taken/", 1, 0x7ec4, 0xfec4), /* Intel perfmon BR_INST_RETIRED.COND - BR_INST_RETIRED.COND_TAKEN */
	RAW("GenuineIntel-6-DD-0", "branches-not-taken", 0x4c4, 0x0), /* Intel perfmon BR_INST_RETIRED.COND_NTAKEN */
	SUM_EXACT("GenuineIntel-6-1C-0", "branches-not-taken", 0x1c4, 0x0, 0x2c4, 0x0), /* perf JSON bonnell BR_INST_RETIRED.PRED_NOT_TAKEN + BR_INST_RETIRED.MISPRED_NOT_TAKEN */
	DIFF("GenuineIntel-6-AF-0", "branches-not-taken", 1, 0x7ec4, 0xfec4), /* perf JSON sierraforest BR_INST_RETIRED.COND - BR_INST_RETIRED.COND_TAKEN */
	DIFF("GenuineIntel-6-B6-0", "branches-not-taken", 1, 0x7ec4, 0xfec4), /* perf JSON grandridge BR_INST_RETIRED.COND - BR_INST_RETIRED.COND_TAKEN */
	RAW("GenuineIntel-6-BD-0", "cpu_atom/branches-not-taken/", 0x7fc4, 0x0), /* Intel perfmon BR_INST_RETIRED.COND_NTAKEN */
	RAW("GenuineIntel-6-BD-0", "cpu_core/branches-not-taken/", 0x10c4, 0x0), /* Intel perfmon BR_INST_RETIRED.COND_NTAKEN */
	DIFF("GenuineIntel-6-BE-0", "branches-not-taken", 1, 0x7ec4, 0xfec4), /* perf JSON alderlaken BR_INST_RETIRED.COND - BR_INST_RETIRED.COND_TAKEN */
	RAW("GenuineIntel-6-C6-0", "cpu_atom/branches-not-taken/", 0x7fc4, 0x0), /* Intel perfmon BR_INST_RETIRED.COND_NTAKEN */
	RAW("GenuineIntel-6-C6-0", "cpu_core/branches-not-taken/", 0x10c4, 0x0), /* Intel perfmon BR_INST_RETIRED.COND_NTAKEN */
	RAW("GenuineIntel-6-CF-0", "branches-not-taken", 0x10c4, 0x0), /* perf JSON emeraldrapids BR_INST_RETIRED.COND_NTAKEN */
	UNSUP("GenuineIntel-6-FF", "branches-not-taken"), /* intel-arch-fallback: no retired not-taken-branch event */
	DIFF("HygonGenuine-24-0-0", "branches-not-taken", 1, 0xc2, 0xc4), /* perf JSON amdzen1 ex_ret_brn - ex_ret_brn_tkn */
	UNSUP("0x00000000000f0510", "branches-uncond"), /* arm64-arch-fallback: no retired unconditional-branch count */
	UNSUP("0x00000000460f0010", "branches-uncond"), /* a64fx: no retired unconditional-branch count */
	UNSUP("0x00000000c00fac30", "branches-uncond"), /* ampereone: no retired unconditional-branch count */
	UNSUP("0x00000000c00fac40", "branches-uncond"), /* ampereonex: no retired unconditional-branch count */
	UNSUP("0x00000000410fd020", "branches-uncond"), /* cortex-a34: no retired unconditional-branch count */
	UNSUP("0x00000000410fd040", "branches-uncond"), /* cortex-a35: no retired unconditional-branch count */
	UNSUP("0x00000000410fd460", "branches-uncond"), /* cortex-a510: no retired unconditional-branch count */
	UNSUP("0x00000000410fd030", "branches-uncond"), /* cortex-a53: no retired unconditional-branch count */
	UNSUP("0x00000000410fd050", "branches-uncond"), /* cortex-a55: no retired unconditional-branch count */
	UNSUP("0x00000000410fd070", "branches-uncond"), /* cortex-a57-a72: no retired unconditional-branch count */
	UNSUP("0x00000000410fd060", "branches-uncond"), /* cortex-a65-e1: no retired unconditional-branch count */
	UNSUP("0x00000000410fd470", "branches-uncond"), /* cortex-a710: no retired unconditional-branch count */
	UNSUP("0x00000000410fd090", "branches-uncond"), /* cortex-a73: no retired unconditional-branch count */
	UNSUP("0x00000000410fd0a0", "branches-uncond"), /* cortex-a75: no retired unconditional-branch count */
	UNSUP("0x00000000410fd0b0", "branches-uncond"), /* cortex-a76: no retired unconditional-branch count */
	UNSUP("0x00000000410fd0d0", "branches-uncond"), /* cortex-a77: no retired unconditional-branch count */
	UNSUP("0x00000000410fd410", "branches-uncond"), /* cortex-a78: no retired unconditional-branch count */
	UNSUP("0x00000000410fd440", "branches-uncond"), /* cortex-x1: no retired unconditional-branch count */
	UNSUP("0x00000000410fd480", "branches-uncond"), /* cortex-x2: no retired unconditional-branch count */
	UNSUP("0x00000000500f0000", "branches-uncond"), /* emag: no retired unconditional-branch count */
	UNSUP("0x00000000480fd010", "branches-uncond"), /* hip08: no retired unconditional-branch count */
	UNSUP("0x00000000410fd0c0", "branches-uncond"), /* neoverse-n1: no retired unconditional-branch count */
	UNSUP("0x00000000410fd490", "branches-uncond"), /* neoverse-n2: no retired unconditional-branch count */
	UNSUP("0x00000000410fd400", "branches-uncond"), /* neoverse-v1: no retired unconditional-branch count */
	UNSUP("0x00000000410fd4f0", "branches-uncond"), /* neoverse-v2: no retired unconditional-branch count */
	UNSUP("0x00000000420f5160", "branches-uncond"), /* thunderx2: no retired unconditional-branch count */
	RAW("AuthenticAMD-26-50-0", "branches-uncond", 0x1000000c9, 0x0), /* perf amdzen6 (after 6.12) ex_ret_brn_uncond */
	DIFF("AuthenticAMD-23-0-0", "branches-uncond", 0, 0xc2, 0xd1), /* perf JSON amdzen1 ex_ret_brn - ex_ret_cond */
	DIFF("AuthenticAMD-23-30-0", "branches-uncond", 0, 0xc2, 0xd1), /* perf JSON amdzen2 ex_ret_brn - ex_ret_cond */
	DIFF("AuthenticAMD-25-0-0", "branches-uncond", 0, 0xc2, 0xd1), /* perf JSON amdzen3 ex_ret_brn - ex_ret_cond */
	RAW("AuthenticAMD-25-10-0", "branches-uncond", 0x1000000c9, 0x0), /* perf JSON amdzen4 ex_ret_uncond_brnch_instr */
	RAW("AuthenticAMD-26-0-0", "branches-uncond", 0x1000000c9, 0x0), /* perf JSON amdzen5 ex_ret_uncond_brnch_instr */
	UNSUP("AuthenticAMD-30-1", "branches-uncond"), /* amd-generic-fallback: no retired unconditional-branch count */
	DIFF("GenuineIntel-6-1A-0", "branches-uncond", 1, 0x4c4, 0x1c4), /* perf JSON nehalemep BR_INST_RETIRED.ALL_BRANCHES - BR_INST_RETIRED.CONDITIONAL */
	DIFF("GenuineIntel-6-1E-0", "branches-uncond", 1, 0x4c4, 0x1c4), /* perf JSON nehalemep BR_INST_RETIRED.ALL_BRANCHES - BR_INST_RETIRED.CONDITIONAL */
	DIFF("GenuineIntel-6-25-0", "branches-uncond", 1, 0x4c4, 0x1c4), /* perf JSON westmereep-sp BR_INST_RETIRED.ALL_BRANCHES - BR_INST_RETIRED.CONDITIONAL */
	DIFF("GenuineIntel-6-2A-0", "branches-uncond", 1, 0xc4, 0x1c4), /* perf JSON sandybridge BR_INST_RETIRED.ALL_BRANCHES - BR_INST_RETIRED.CONDITIONAL */
	DIFF("GenuineIntel-6-2C-0", "branches-uncond", 1, 0x4c4, 0x1c4), /* perf JSON westmereep-dp BR_INST_RETIRED.ALL_BRANCHES - BR_INST_RETIRED.CONDITIONAL */
	DIFF("GenuineIntel-6-2D-0", "branches-uncond", 1, 0xc4, 0x1c4), /* perf JSON jaketown BR_INST_RETIRED.ALL_BRANCHES - BR_INST_RETIRED.CONDITIONAL */
	DIFF("GenuineIntel-6-2E-0", "branches-uncond", 1, 0x4c4, 0x1c4), /* perf JSON nehalemex BR_INST_RETIRED.ALL_BRANCHES - BR_INST_RETIRED.CONDITIONAL */
	DIFF("GenuineIntel-6-2F-0", "branches-uncond", 1, 0x4c4, 0x1c4), /* perf JSON westmereex BR_INST_RETIRED.ALL_BRANCHES - BR_INST_RETIRED.CONDITIONAL */
	DIFF("GenuineIntel-6-37-0", "branches-uncond", 1, 0xc4, 0x7ec4), /* perf JSON silvermont BR_INST_RETIRED.ALL_BRANCHES - BR_INST_RETIRED.JCC */
	DIFF("GenuineIntel-6-3A-0", "branches-uncond", 1, 0xc4, 0x1c4), /* perf JSON ivybridge BR_INST_RETIRED.ALL_BRANCHES - BR_INST_RETIRED.CONDITIONAL */
	DIFF("GenuineIntel-6-3C-0", "branches-uncond", 1, 0xc4, 0x1c4), /* perf JSON haswell BR_INST_RETIRED.ALL_BRANCHES - BR_INST_RETIRED.CONDITIONAL */
	DIFF("GenuineIntel-6-3D-0", "branches-uncond", 1, 0xc4, 0x1c4), /* perf JSON broadwell BR_INST_RETIRED.ALL_BRANCHES - BR_INST_RETIRED.CONDITIONAL */
	DIFF("GenuineIntel-6-3E-0", "branches-uncond", 1, 0xc4, 0x1c4), /* perf JSON ivytown BR_INST_RETIRED.ALL_BRANCHES - BR_INST_RETIRED.CONDITIONAL */
	DIFF("GenuineIntel-6-3F-0", "branches-uncond", 1, 0xc4, 0x1c4), /* perf JSON haswellx BR_INST_RETIRED.ALL_BRANCHES - BR_INST_RETIRED.CONDITIONAL */
	DIFF("GenuineIntel-6-4E-0", "branches-uncond", 1, 0xc4, 0x1c4), /* perf JSON skylake BR_INST_RETIRED.ALL_BRANCHES - BR_INST_RETIRED.CONDITIONAL */
	DIFF("GenuineIntel-6-4F-0", "branches-uncond", 1, 0xc4, 0x1c4), /* perf JSON broadwellx BR_INST_RETIRED.ALL_BRANCHES - BR_INST_RETIRED.CONDITIONAL */
	DIFF("GenuineIntel-6-55-0", "branches-uncond", 1, 0xc4, 0x1c4), /* perf JSON skylakex BR_INST_RETIRED.ALL_BRANCHES - BR_INST_RETIRED.CONDITIONAL */
	DIFF("GenuineIntel-6-55-5", "branches-uncond", 1, 0xc4, 0x1c4), /* perf JSON cascadelakex BR_INST_RETIRED.ALL_BRANCHES - BR_INST_RETIRED.CONDITIONAL */
	DIFF("GenuineIntel-6-57-0", "branches-uncond", 1, 0xc4, 0x7ec4), /* perf JSON knightslanding BR_INST_RETIRED.ALL_BRANCHES - BR_INST_RETIRED.JCC */
	DIFF("GenuineIntel-6-5C-0", "branches-uncond", 1, 0xc4, 0x7ec4), /* perf JSON goldmont BR_INST_RETIRED.ALL_BRANCHES - BR_INST_RETIRED.JCC */
	DIFF("GenuineIntel-6-6A-0", "branches-uncond", 1, 0xc4, 0x11c4), /* perf JSON icelakex BR_INST_RETIRED.ALL_BRANCHES - BR_INST_RETIRED.COND */
	DIFF("GenuineIntel-6-7A-0", "branches-uncond", 1, 0xc4, 0x7ec4), /* perf JSON goldmontplus BR_INST_RETIRED.ALL_BRANCHES - BR_INST_RETIRED.JCC */
	DIFF("GenuineIntel-6-7D-0", "branches-uncond", 1, 0xc4, 0x11c4), /* perf JSON icelake BR_INST_RETIRED.ALL_BRANCHES - BR_INST_RETIRED.COND */
	DIFF("GenuineIntel-6-85-0", "branches-uncond", 1, 0xc4, 0x7ec4), /* perf JSON knightslanding BR_INST_RETIRED.ALL_BRANCHES - BR_INST_RETIRED.JCC */
	DIFF("GenuineIntel-6-86-0", "branches-uncond", 1, 0xc4, 0x7ec4), /* perf JSON snowridgex BR_INST_RETIRED.ALL_BRANCHES - BR_INST_RETIRED.JCC */
	DIFF("GenuineIntel-6-8C-0", "branches-uncond", 1, 0xc4, 0x11c4), /* perf JSON tigerlake BR_INST_RETIRED.ALL_BRANCHES - BR_INST_RETIRED.COND */
	DIFF("GenuineIntel-6-8F-0", "branches-uncond", 1, 0xc4, 0x11c4), /* perf JSON sapphirerapids BR_INST_RETIRED.ALL_BRANCHES - BR_INST_RETIRED.COND */
	DIFF("GenuineIntel-6-96-0", "branches-uncond", 1, 0xc4, 0x7ec4), /* perf JSON elkhartlake BR_INST_RETIRED.ALL_BRANCHES - BR_INST_RETIRED.JCC */
	DIFF("GenuineIntel-6-97-0", "cpu_atom/branches-uncond/", 1, 0xc4, 0x7ec4), /* perf JSON alderlake BR_INST_RETIRED.ALL_BRANCHES - BR_INST_RETIRED.COND */
	DIFF("GenuineIntel-6-97-0", "cpu_core/branches-uncond/", 1, 0xc4, 0x11c4), /* perf JSON alderlake BR_INST_RETIRED.ALL_BRANCHES - BR_INST_RETIRED.COND */
	DIFF("GenuineIntel-6-AA-0", "cpu_atom/branches-uncond/", 1, 0xc4, 0x7ec4), /* perf JSON meteorlake BR_INST_RETIRED.ALL_BRANCHES - BR_INST_RETIRED.COND */
	DIFF("GenuineIntel-6-AA-0", "cpu_core/branches-uncond/", 1, 0xc4, 0x11c4), /* perf JSON meteorlake BR_INST_RETIRED.ALL_BRANCHES - BR_INST_RETIRED.COND */
	DIFF("GenuineIntel-6-AD-0", "branches-uncond", 1, 0xc4, 0x11c4), /* perf JSON graniterapids BR_INST_RETIRED.ALL_BRANCHES - BR_INST_RETIRED.COND */
	DIFF("GenuineIntel-6-CC-0", "cpu_core/branches-uncond/", 1, 0xc4, 0x7c4), /* Intel perfmon BR_INST_RETIRED.ALL_BRANCHES - BR_INST_RETIRED.COND */
	DIFF("GenuineIntel-6-CC-0", "cpu_atom/branches-uncond/", 1, 0xc4, 0x7c4), /* Intel perfmon BR_INST_RETIRED.ALL_BRANCHES - BR_INST_RETIRED.COND */
	UNSUP("GenuineIntel-6-C5-0", "cpu_core/branches-uncond/"), /* arrowlake-h: no retired unconditional-branch count */
	DIFF("GenuineIntel-6-C5-0", "cpu_atom/branches-uncond/", 1, 0xc4, 0x7ec4), /* Intel perfmon BR_INST_RETIRED.ALL_BRANCHES - BR_INST_RETIRED.COND */
	DIFF("GenuineIntel-6-C5-0", "cpu_lowpower/branches-uncond/", 1, 0xc4, 0x7ec4), /* Intel perfmon BR_INST_RETIRED.ALL_BRANCHES - BR_INST_RETIRED.COND */
	DIFF("GenuineIntel-6-DD-0", "branches-uncond", 1, 0xc4, 0x7c4), /* Intel perfmon BR_INST_RETIRED.ALL_BRANCHES - BR_INST_RETIRED.COND */
	DIFF("GenuineIntel-6-1C-0", "branches-uncond", 1, 0xc4, 0x188), /* perf JSON bonnell BR_INST_RETIRED.ANY - BR_INST_TYPE_RETIRED.COND */
	DIFF("GenuineIntel-6-AF-0", "branches-uncond", 1, 0xc4, 0x7ec4), /* perf JSON sierraforest BR_INST_RETIRED.ALL_BRANCHES - BR_INST_RETIRED.COND */
	DIFF("GenuineIntel-6-B6-0", "branches-uncond", 1, 0xc4, 0x7ec4), /* perf JSON grandridge BR_INST_RETIRED.ALL_BRANCHES - BR_INST_RETIRED.COND */
	DIFF("GenuineIntel-6-BD-0", "cpu_atom/branches-uncond/", 1, 0xc4, 0x7ec4), /* Intel perfmon BR_INST_RETIRED.ALL_BRANCHES - BR_INST_RETIRED.COND */
	UNSUP("GenuineIntel-6-BD-0", "cpu_core/branches-uncond/"), /* lunarlake: no retired unconditional-branch count */
	DIFF("GenuineIntel-6-BE-0", "branches-uncond", 1, 0xc4, 0x7ec4), /* perf JSON alderlaken BR_INST_RETIRED.ALL_BRANCHES - BR_INST_RETIRED.COND */
	DIFF("GenuineIntel-6-C6-0", "cpu_atom/branches-uncond/", 1, 0xc4, 0x7ec4), /* Intel perfmon BR_INST_RETIRED.ALL_BRANCHES - BR_INST_RETIRED.COND */
	UNSUP("GenuineIntel-6-C6-0", "cpu_core/branches-uncond/"), /* arrowlake: no retired unconditional-branch count */
	DIFF("GenuineIntel-6-CF-0", "branches-uncond", 1, 0xc4, 0x11c4), /* perf JSON emeraldrapids BR_INST_RETIRED.ALL_BRANCHES - BR_INST_RETIRED.COND */
	UNSUP("GenuineIntel-6-FF", "branches-uncond"), /* intel-arch-fallback: no retired unconditional-branch count */
	DIFF("HygonGenuine-24-0-0", "branches-uncond", 0, 0xc2, 0xd1), /* perf JSON amdzen1 ex_ret_brn - ex_ret_cond */
	UNSUP("0x00000000000f0510", "branch-misses-cond"), /* arm64-arch-fallback: no retired conditional-mispredict event */
	UNSUP("0x00000000460f0010", "branch-misses-cond"), /* a64fx: no retired conditional-mispredict event */
	UNSUP("0x00000000c00fac30", "branch-misses-cond"), /* ampereone: no retired conditional-mispredict event */
	UNSUP("0x00000000c00fac40", "branch-misses-cond"), /* ampereonex: no retired conditional-mispredict event */
	UNSUP("0x00000000410fd020", "branch-misses-cond"), /* cortex-a34: no retired conditional-mispredict event */
	UNSUP("0x00000000410fd040", "branch-misses-cond"), /* cortex-a35: no retired conditional-mispredict event */
	UNSUP("0x00000000410fd460", "branch-misses-cond"), /* cortex-a510: no retired conditional-mispredict event */
	UNSUP("0x00000000410fd030", "branch-misses-cond"), /* cortex-a53: no retired conditional-mispredict event */
	UNSUP("0x00000000410fd050", "branch-misses-cond"), /* cortex-a55: no retired conditional-mispredict event */
	UNSUP("0x00000000410fd070", "branch-misses-cond"), /* cortex-a57-a72: no retired conditional-mispredict event */
	UNSUP("0x00000000410fd060", "branch-misses-cond"), /* cortex-a65-e1: no retired conditional-mispredict event */
	UNSUP("0x00000000410fd470", "branch-misses-cond"), /* cortex-a710: no retired conditional-mispredict event */
	UNSUP("0x00000000410fd090", "branch-misses-cond"), /* cortex-a73: no retired conditional-mispredict event */
	UNSUP("0x00000000410fd0a0", "branch-misses-cond"), /* cortex-a75: no retired conditional-mispredict event */
	UNSUP("0x00000000410fd0b0", "branch-misses-cond"), /* cortex-a76: no retired conditional-mispredict event */
	UNSUP("0x00000000410fd0d0", "branch-misses-cond"), /* cortex-a77: no retired conditional-mispredict event */
	UNSUP("0x00000000410fd410", "branch-misses-cond"), /* cortex-a78: no retired conditional-mispredict event */
	UNSUP("0x00000000410fd440", "branch-misses-cond"), /* cortex-x1: no retired conditional-mispredict event */
	UNSUP("0x00000000410fd480", "branch-misses-cond"), /* cortex-x2: no retired conditional-mispredict event */
	UNSUP("0x00000000500f0000", "branch-misses-cond"), /* emag: no retired conditional-mispredict event */
	UNSUP("0x00000000480fd010", "branch-misses-cond"), /* hip08: no retired conditional-mispredict event */
	UNSUP("0x00000000410fd0c0", "branch-misses-cond"), /* neoverse-n1: no retired conditional-mispredict event */
	UNSUP("0x00000000410fd490", "branch-misses-cond"), /* neoverse-n2: no retired conditional-mispredict event */
	UNSUP("0x00000000410fd400", "branch-misses-cond"), /* neoverse-v1: no retired conditional-mispredict event */
	UNSUP("0x00000000410fd4f0", "branch-misses-cond"), /* neoverse-v2: no retired conditional-mispredict event */
	UNSUP("0x00000000420f5160", "branch-misses-cond"), /* thunderx2: no retired conditional-mispredict event */
	RAW("AuthenticAMD-26-50-0", "branch-misses-cond", 0x1000000c7, 0x0), /* perf amdzen6 (after 6.12) ex_ret_brn_cond_misp */
	UNSUP("AuthenticAMD-23-0-0", "branch-misses-cond"), /* zen1: no retired conditional-mispredict event */
	RAW("AuthenticAMD-23-30-0", "branch-misses-cond", 0xd2, 0x0), /* perf JSON amdzen2 ex_ret_cond_misp */
	RAW("AuthenticAMD-25-0-0", "branch-misses-cond", 0x1000000c7, 0x0), /* perf JSON amdzen3 ex_ret_msprd_brnch_instr_dir_msmtch */
	RAW("AuthenticAMD-25-10-0", "branch-misses-cond", 0x1000000c7, 0x0), /* perf JSON amdzen4 ex_ret_msprd_brnch_instr_dir_msmtch */
	RAW("AuthenticAMD-26-0-0", "branch-misses-cond", 0x1000000c7, 0x0), /* perf JSON amdzen5 ex_ret_msprd_brnch_instr_dir_msmtch */
	UNSUP("AuthenticAMD-30-1", "branch-misses-cond"), /* amd-generic-fallback: no retired conditional-mispredict event */
	RAW("GenuineIntel-6-1A-0", "branch-misses-cond", 0x189, 0x0), /* nehalem-ep: BR_MISP_EXEC.COND, executed (approx) */
	RAW("GenuineIntel-6-1E-0", "branch-misses-cond", 0x189, 0x0), /* nehalem: BR_MISP_EXEC.COND, executed (approx) */
	RAW("GenuineIntel-6-25-0", "branch-misses-cond", 0x1c5, 0x0), /* perf JSON westmereep-sp BR_MISP_RETIRED.CONDITIONAL */
	RAW("GenuineIntel-6-2A-0", "branch-misses-cond", 0x1c5, 0x0), /* perf JSON sandybridge BR_MISP_RETIRED.CONDITIONAL */
	RAW("GenuineIntel-6-2C-0", "branch-misses-cond", 0x1c5, 0x0), /* perf JSON westmereep-dp BR_MISP_RETIRED.CONDITIONAL */
	RAW("GenuineIntel-6-2D-0", "branch-misses-cond", 0x1c5, 0x0), /* perf JSON jaketown BR_MISP_RETIRED.CONDITIONAL */
	RAW("GenuineIntel-6-2E-0", "branch-misses-cond", 0x189, 0x0), /* nehalem-ex: BR_MISP_EXEC.COND, executed (approx) */
	RAW("GenuineIntel-6-2F-0", "branch-misses-cond", 0x1c5, 0x0), /* perf JSON westmereex BR_MISP_RETIRED.CONDITIONAL */
	RAW("GenuineIntel-6-37-0", "branch-misses-cond", 0x7ec5, 0x0), /* perf JSON silvermont BR_MISP_RETIRED.JCC */
	RAW("GenuineIntel-6-3A-0", "branch-misses-cond", 0x1c5, 0x0), /* perf JSON ivybridge BR_MISP_RETIRED.CONDITIONAL */
	RAW("GenuineIntel-6-3C-0", "branch-misses-cond", 0x1c5, 0x0), /* perf JSON haswell BR_MISP_RETIRED.CONDITIONAL */
	RAW("GenuineIntel-6-3D-0", "branch-misses-cond", 0x1c5, 0x0), /* perf JSON broadwell BR_MISP_RETIRED.CONDITIONAL */
	RAW("GenuineIntel-6-3E-0", "branch-misses-cond", 0x1c5, 0x0), /* perf JSON ivytown BR_MISP_RETIRED.CONDITIONAL */
	RAW("GenuineIntel-6-3F-0", "branch-misses-cond", 0x1c5, 0x0), /* perf JSON haswellx BR_MISP_RETIRED.CONDITIONAL */
	RAW("GenuineIntel-6-4E-0", "branch-misses-cond", 0x1c5, 0x0), /* perf JSON skylake BR_MISP_RETIRED.CONDITIONAL */
	RAW("GenuineIntel-6-4F-0", "branch-misses-cond", 0x1c5, 0x0), /* perf JSON broadwellx BR_MISP_RETIRED.CONDITIONAL */
	RAW("GenuineIntel-6-55-0", "branch-misses-cond", 0x1c5, 0x0), /* perf JSON skylakex BR_MISP_RETIRED.CONDITIONAL */
	RAW("GenuineIntel-6-55-5", "branch-misses-cond", 0x1c5, 0x0), /* perf JSON cascadelakex BR_MISP_RETIRED.CONDITIONAL */
	RAW("GenuineIntel-6-57-0", "branch-misses-cond", 0x7ec5, 0x0), /* perf JSON knightslanding BR_MISP_RETIRED.JCC */
	RAW("GenuineIntel-6-5C-0", "branch-misses-cond", 0x7ec5, 0x0), /* perf JSON goldmont BR_MISP_RETIRED.JCC */
	RAW("GenuineIntel-6-6A-0", "branch-misses-cond", 0x11c5, 0x0), /* perf JSON icelakex BR_MISP_RETIRED.COND */
	RAW("GenuineIntel-6-7A-0", "branch-misses-cond", 0x7ec5, 0x0), /* perf JSON goldmontplus BR_MISP_RETIRED.JCC */
	RAW("GenuineIntel-6-7D-0", "branch-misses-cond", 0x11c5, 0x0), /* perf JSON icelake BR_MISP_RETIRED.COND */
	RAW("GenuineIntel-6-85-0", "branch-misses-cond", 0x7ec5, 0x0), /* perf JSON knightslanding BR_MISP_RETIRED.JCC */
	RAW("GenuineIntel-6-86-0", "branch-misses-cond", 0x7ec5, 0x0), /* perf JSON snowridgex BR_MISP_RETIRED.JCC */
	RAW("GenuineIntel-6-8C-0", "branch-misses-cond", 0x11c5, 0x0), /* perf JSON tigerlake BR_MISP_RETIRED.COND */
	RAW("GenuineIntel-6-8F-0", "branch-misses-cond", 0x11c5, 0x0), /* perf JSON sapphirerapids BR_MISP_RETIRED.COND */
	RAW("GenuineIntel-6-96-0", "branch-misses-cond", 0x7ec5, 0x0), /* perf JSON elkhartlake BR_MISP_RETIRED.JCC */
	RAW("GenuineIntel-6-97-0", "cpu_atom/branch-misses-cond/", 0x7ec5, 0x0), /* perf JSON alderlake BR_MISP_RETIRED.COND */
	RAW("GenuineIntel-6-97-0", "cpu_core/branch-misses-cond/", 0x11c5, 0x0), /* perf JSON alderlake BR_MISP_RETIRED.COND */
	RAW("GenuineIntel-6-AA-0", "cpu_atom/branch-misses-cond/", 0x7ec5, 0x0), /* perf JSON meteorlake BR_MISP_RETIRED.COND */
	RAW("GenuineIntel-6-AA-0", "cpu_core/branch-misses-cond/", 0x11c5, 0x0), /* perf JSON meteorlake BR_MISP_RETIRED.COND */
	RAW("GenuineIntel-6-AD-0", "branch-misses-cond", 0x11c5, 0x0), /* perf JSON graniterapids BR_MISP_RETIRED.COND */
	RAW("GenuineIntel-6-CC-0", "cpu_core/branch-misses-cond/", 0x7c5, 0x0), /* Intel perfmon BR_MISP_RETIRED.COND */
	SUM_EXACT("GenuineIntel-6-CC-0", "cpu_atom/branch-misses-cond/", 0x4c5, 0x0, 0x3c5, 0x0), /* Intel perfmon BR_MISP_RETIRED.COND_NTAKEN + BR_MISP_RETIRED.COND_TAKEN */
	UNSUP("GenuineIntel-6-C5-0", "cpu_core/branch-misses-cond/"), /* arrowlake-h: no retired conditional-mispredict event */
	RAW("GenuineIntel-6-C5-0", "cpu_atom/branch-misses-cond/", 0x7ec5, 0x0), /* Intel perfmon BR_MISP_RETIRED.COND */
	RAW("GenuineIntel-6-C5-0", "cpu_lowpower/branch-misses-cond/", 0x7ec5, 0x0), /* Intel perfmon BR_MISP_RETIRED.COND */
	SUM_EXACT("GenuineIntel-6-DD-0", "branch-misses-cond", 0x4c5, 0x0, 0x3c5, 0x0), /* Intel perfmon BR_MISP_RETIRED.COND_NTAKEN + BR_MISP_RETIRED.COND_TAKEN */
	RAW("GenuineIntel-6-1C-0", "branch-misses-cond", 0x189, 0x0), /* perf JSON bonnell BR_MISSP_TYPE_RETIRED.COND */
	RAW("GenuineIntel-6-AF-0", "branch-misses-cond", 0x7ec5, 0x0), /* perf JSON sierraforest BR_MISP_RETIRED.COND */
	RAW("GenuineIntel-6-B6-0", "branch-misses-cond", 0x7ec5, 0x0), /* perf JSON grandridge BR_MISP_RETIRED.COND */
	RAW("GenuineIntel-6-BD-0", "cpu_atom/branch-misses-cond/", 0x7ec5, 0x0), /* Intel perfmon BR_MISP_RETIRED.COND */
	UNSUP("GenuineIntel-6-BD-0", "cpu_core/branch-misses-cond/"), /* lunarlake: no retired conditional-mispredict event */
	RAW("GenuineIntel-6-BE-0", "branch-misses-cond", 0x7ec5, 0x0), /* perf JSON alderlaken BR_MISP_RETIRED.COND */
	RAW("GenuineIntel-6-C6-0", "cpu_atom/branch-misses-cond/", 0x7ec5, 0x0), /* Intel perfmon BR_MISP_RETIRED.COND */
	UNSUP("GenuineIntel-6-C6-0", "cpu_core/branch-misses-cond/"), /* arrowlake: no retired conditional-mispredict event */
	RAW("GenuineIntel-6-CF-0", "branch-misses-cond", 0x11c5, 0x0), /* perf JSON emeraldrapids BR_MISP_RETIRED.COND */
	UNSUP("GenuineIntel-6-FF", "branch-misses-cond"), /* intel-arch-fallback: no retired conditional-mispredict event */
	UNSUP("HygonGenuine-24-0-0", "branch-misses-cond"), /* dhyana: no retired conditional-mispredict event */
	UNSUP("0x00000000000f0510", "loads"), /* arm64-arch-fallback: no retired-load event */
	RAW("0x00000000460f0010", "loads", 0x70, 0x0), /* a64fx: LD_SPEC, counted at commit (approx) */
	RAW("0x00000000c00fac30", "loads", 0x6, 0x0), /* perf JSON ampere/ampereone LD_RETIRED */
	RAW("0x00000000c00fac40", "loads", 0x6, 0x0), /* perf JSON ampere/ampereonex LD_RETIRED */
	RAW("0x00000000410fd020", "loads", 0x6, 0x0), /* perf JSON arm/cortex-a34 LD_RETIRED */
	RAW("0x00000000410fd040", "loads", 0x6, 0x0), /* perf JSON arm/cortex-a35 LD_RETIRED */
	RAW("0x00000000410fd460", "loads", 0x6, 0x0), /* perf JSON arm/cortex-a510 LD_RETIRED */
	RAW("0x00000000410fd030", "loads", 0x6, 0x0), /* perf JSON arm/cortex-a53 LD_RETIRED */
	RAW("0x00000000410fd050", "loads", 0x6, 0x0), /* perf JSON arm/cortex-a55 LD_RETIRED */
	RAW("0x00000000410fd070", "loads", 0x66, 0x0), /* perf JSON arm/cortex-a57-a72 MEM_ACCESS_RD */
	RAW("0x00000000410fd060", "loads", 0x6, 0x0), /* perf JSON arm/cortex-a65-e1 LD_RETIRED */
	RAW("0x00000000410fd470", "loads", 0x66, 0x0), /* perf JSON arm/cortex-a710 MEM_ACCESS_RD */
	RAW("0x00000000410fd090", "loads", 0x66, 0x0), /* perf JSON arm/cortex-a73 MEM_ACCESS_RD */
	RAW("0x00000000410fd0a0", "loads", 0x66, 0x0), /* perf JSON arm/cortex-a75 MEM_ACCESS_RD */
	RAW("0x00000000410fd0b0", "loads", 0x66, 0x0), /* perf JSON arm/cortex-a76 MEM_ACCESS_RD */
	RAW("0x00000000410fd0d0", "loads", 0x66, 0x0), /* perf JSON arm/cortex-a77 MEM_ACCESS_RD */
	RAW("0x00000000410fd410", "loads", 0x66, 0x0), /* perf JSON arm/cortex-a78 MEM_ACCESS_RD */
	RAW("0x00000000410fd440", "loads", 0x66, 0x0), /* perf JSON arm/cortex-x1 MEM_ACCESS_RD */
	RAW("0x00000000410fd480", "loads", 0x66, 0x0), /* perf JSON arm/cortex-x2 MEM_ACCESS_RD */
	RAW("0x00000000500f0000", "loads", 0x66, 0x0), /* perf JSON ampere/emag MEM_ACCESS_RD */
	RAW("0x00000000480fd010", "loads", 0x66, 0x0), /* libpfm4 arm_kunpeng MEM_ACCESS_RD (Arm's recommended event 0x66) */
	RAW("0x00000000410fd0c0", "loads", 0x66, 0x0), /* perf JSON arm/neoverse-n1 MEM_ACCESS_RD */
	RAW("0x00000000410fd490", "loads", 0x66, 0x0), /* perf JSON arm/neoverse-n2-v2 MEM_ACCESS_RD */
	RAW("0x00000000410fd400", "loads", 0x66, 0x0), /* perf JSON arm/neoverse-v1 MEM_ACCESS_RD */
	RAW("0x00000000410fd4f0", "loads", 0x66, 0x0), /* perf JSON arm/neoverse-n2-v2 MEM_ACCESS_RD */
	RAW("0x00000000420f5160", "loads", 0x6, 0x0), /* perf JSON cavium/thunderx2 LD_RETIRED */
	RAW("AuthenticAMD-26-50-0", "loads", 0x529, 0x0), /* perf amdzen6 (after 6.12) ls_dispatch.pure_ld|ls_dispatch.ld_st */
	RAW("AuthenticAMD-23-0-0", "loads", 0x529, 0x0), /* perf JSON amdzen1 ls_dispatch.ld_dispatch|ls_dispatch.ld_st_dispatch */
	RAW("AuthenticAMD-23-30-0", "loads", 0x529, 0x0), /* perf JSON amdzen2 ls_dispatch.ld_dispatch|ls_dispatch.ld_st_dispatch */
	RAW("AuthenticAMD-25-0-0", "loads", 0x529, 0x0), /* perf JSON amdzen3 ls_dispatch.ld_dispatch|ls_dispatch.ld_st_dispatch */
	RAW("AuthenticAMD-25-10-0", "loads", 0x529, 0x0), /* perf JSON amdzen4 ls_dispatch.ld_dispatch|ls_dispatch.ld_st_dispatch */
	RAW("AuthenticAMD-26-0-0", "loads", 0x529, 0x0), /* perf JSON amdzen5 ls_dispatch.ld_dispatch|ls_dispatch.ld_st_dispatch */
	UNSUP("AuthenticAMD-30-1", "loads"), /* amd-generic-fallback: no retired-load event */
	RAW("GenuineIntel-6-1A-0", "loads", 0x10b, 0x0), /* perf JSON nehalemep MEM_INST_RETIRED.LOADS */
	RAW("GenuineIntel-6-1E-0", "loads", 0x10b, 0x0), /* perf JSON nehalemep MEM_INST_RETIRED.LOADS */
	RAW("GenuineIntel-6-25-0", "loads", 0x10b, 0x0), /* perf JSON westmereep-sp MEM_INST_RETIRED.LOADS */
	RAW("GenuineIntel-6-2A-0", "loads", 0x81d0, 0x0), /* perf JSON sandybridge MEM_UOPS_RETIRED.ALL_LOADS */
	RAW("GenuineIntel-6-2C-0", "loads", 0x10b, 0x0), /* perf JSON westmereep-dp MEM_INST_RETIRED.LOADS */
	RAW("GenuineIntel-6-2D-0", "loads", 0x81d0, 0x0), /* perf JSON jaketown MEM_UOPS_RETIRED.ALL_LOADS */
	RAW("GenuineIntel-6-2E-0", "loads", 0x10b, 0x0), /* perf JSON nehalemex MEM_INST_RETIRED.LOADS */
	RAW("GenuineIntel-6-2F-0", "loads", 0x10b, 0x0), /* perf JSON westmereex MEM_INST_RETIRED.LOADS */
	RAW("GenuineIntel-6-37-0", "loads", 0x4004, 0x0), /* perf JSON silvermont MEM_UOPS_RETIRED.ALL_LOADS */
	RAW("GenuineIntel-6-3A-0", "loads", 0x81d0, 0x0), /* perf JSON ivybridge MEM_UOPS_RETIRED.ALL_LOADS */
	RAW("GenuineIntel-6-3C-0", "loads", 0x81d0, 0x0), /* perf JSON haswell MEM_UOPS_RETIRED.ALL_LOADS */
	RAW("GenuineIntel-6-3D-0", "loads", 0x81d0, 0x0), /* perf JSON broadwell MEM_UOPS_RETIRED.ALL_LOADS */
	RAW("GenuineIntel-6-3E-0", "loads", 0x81d0, 0x0), /* perf JSON ivytown MEM_UOPS_RETIRED.ALL_LOADS */
	RAW("GenuineIntel-6-3F-0", "loads", 0x81d0, 0x0), /* perf JSON haswellx MEM_UOPS_RETIRED.ALL_LOADS */
	RAW("GenuineIntel-6-4E-0", "loads", 0x81d0, 0x0), /* perf JSON skylake MEM_INST_RETIRED.ALL_LOADS */
	RAW("GenuineIntel-6-4F-0", "loads", 0x81d0, 0x0), /* perf JSON broadwellx MEM_UOPS_RETIRED.ALL_LOADS */
	RAW("GenuineIntel-6-55-0", "loads", 0x81d0, 0x0), /* perf JSON skylakex MEM_INST_RETIRED.ALL_LOADS */
	RAW("GenuineIntel-6-55-5", "loads", 0x81d0, 0x0), /* perf JSON cascadelakex MEM_INST_RETIRED.ALL_LOADS */
	RAW("GenuineIntel-6-57-0", "loads", 0x4004, 0x0), /* perf JSON knightslanding MEM_UOPS_RETIRED.ALL_LOADS */
	RAW("GenuineIntel-6-5C-0", "loads", 0x81d0, 0x0), /* perf JSON goldmont MEM_UOPS_RETIRED.ALL_LOADS */
	RAW("GenuineIntel-6-6A-0", "loads", 0x81d0, 0x0), /* perf JSON icelakex MEM_INST_RETIRED.ALL_LOADS */
	RAW("GenuineIntel-6-7A-0", "loads", 0x81d0, 0x0), /* perf JSON goldmontplus MEM_UOPS_RETIRED.ALL_LOADS */
	RAW("GenuineIntel-6-7D-0", "loads", 0x81d0, 0x0), /* perf JSON icelake MEM_INST_RETIRED.ALL_LOADS */
	RAW("GenuineIntel-6-85-0", "loads", 0x4004, 0x0), /* perf JSON knightslanding MEM_UOPS_RETIRED.ALL_LOADS */
	RAW("GenuineIntel-6-86-0", "loads", 0x81d0, 0x0), /* perf JSON snowridgex MEM_UOPS_RETIRED.ALL_LOADS */
	RAW("GenuineIntel-6-8C-0", "loads", 0x81d0, 0x0), /* perf JSON tigerlake MEM_INST_RETIRED.ALL_LOADS */
	RAW("GenuineIntel-6-8F-0", "loads", 0x81d0, 0x0), /* perf JSON sapphirerapids MEM_INST_RETIRED.ALL_LOADS */
	RAW("GenuineIntel-6-96-0", "loads", 0x81d0, 0x0), /* perf JSON elkhartlake MEM_UOPS_RETIRED.ALL_LOADS */
	RAW("GenuineIntel-6-97-0", "cpu_atom/loads/", 0x81d0, 0x0), /* perf JSON alderlake MEM_UOPS_RETIRED.ALL_LOADS */
	RAW("GenuineIntel-6-97-0", "cpu_core/loads/", 0x81d0, 0x0), /* perf JSON alderlake MEM_INST_RETIRED.ALL_LOADS */
	RAW("GenuineIntel-6-AA-0", "cpu_atom/loads/", 0x81d0, 0x0), /* perf JSON meteorlake MEM_UOPS_RETIRED.ALL_LOADS */
	RAW("GenuineIntel-6-AA-0", "cpu_core/loads/", 0x81d0, 0x0), /* perf JSON meteorlake MEM_INST_RETIRED.ALL_LOADS */
	RAW("GenuineIntel-6-AD-0", "loads", 0x81d0, 0x0), /* perf JSON graniterapids MEM_INST_RETIRED.ALL_LOADS */
	RAW("GenuineIntel-6-CC-0", "cpu_core/loads/", 0x81d0, 0x0), /* Intel perfmon MEM_INST_RETIRED.ALL_LOADS */
	RAW("GenuineIntel-6-CC-0", "cpu_atom/loads/", 0x81d0, 0x0), /* Intel perfmon MEM_UOPS_RETIRED.ALL_LOADS */
	RAW("GenuineIntel-6-C5-0", "cpu_core/loads/", 0x81d0, 0x0), /* Intel perfmon MEM_INST_RETIRED.ALL_LOADS */
	RAW("GenuineIntel-6-C5-0", "cpu_atom/loads/", 0x81d0, 0x0), /* Intel perfmon MEM_UOPS_RETIRED.ALL_LOADS */
	RAW("GenuineIntel-6-C5-0", "cpu_lowpower/loads/", 0x81d0, 0x0), /* Intel perfmon MEM_UOPS_RETIRED.ALL_LOADS */
	RAW("GenuineIntel-6-DD-0", "loads", 0x81d0, 0x0), /* Intel perfmon MEM_UOPS_RETIRED.ALL_LOADS */
	UNSUP("GenuineIntel-6-1C-0", "loads"), /* bonnell: no retired-load event */
	RAW("GenuineIntel-6-AF-0", "loads", 0x81d0, 0x0), /* perf JSON sierraforest MEM_UOPS_RETIRED.ALL_LOADS */
	RAW("GenuineIntel-6-B6-0", "loads", 0x81d0, 0x0), /* perf JSON grandridge MEM_UOPS_RETIRED.ALL_LOADS */
	RAW("GenuineIntel-6-BD-0", "cpu_atom/loads/", 0x81d0, 0x0), /* perf JSON lunarlake MEM_UOPS_RETIRED.ALL_LOADS */
	RAW("GenuineIntel-6-BD-0", "cpu_core/loads/", 0x81d0, 0x0), /* perf JSON lunarlake MEM_INST_RETIRED.ALL_LOADS */
	RAW("GenuineIntel-6-BE-0", "loads", 0x81d0, 0x0), /* perf JSON alderlaken MEM_UOPS_RETIRED.ALL_LOADS */
	RAW("GenuineIntel-6-C6-0", "cpu_atom/loads/", 0x81d0, 0x0), /* Intel perfmon MEM_UOPS_RETIRED.ALL_LOADS */
	RAW("GenuineIntel-6-C6-0", "cpu_core/loads/", 0x81d0, 0x0), /* Intel perfmon MEM_INST_RETIRED.ALL_LOADS */
	RAW("GenuineIntel-6-CF-0", "loads", 0x81d0, 0x0), /* perf JSON emeraldrapids MEM_INST_RETIRED.ALL_LOADS */
	UNSUP("GenuineIntel-6-FF", "loads"), /* intel-arch-fallback: no retired-load event */
	RAW("HygonGenuine-24-0-0", "loads", 0x529, 0x0), /* perf JSON amdzen1 ls_dispatch.ld_dispatch|ls_dispatch.ld_st_dispatch */
	UNSUP("0x00000000000f0510", "stores"), /* arm64-arch-fallback: no retired-store event */
	RAW("0x00000000460f0010", "stores", 0x71, 0x0), /* a64fx: ST_SPEC, counted at commit, DC ZVA included (approx) */
	RAW("0x00000000c00fac30", "stores", 0x7, 0x0), /* perf JSON ampere/ampereone ST_RETIRED */
	RAW("0x00000000c00fac40", "stores", 0x7, 0x0), /* perf JSON ampere/ampereonex ST_RETIRED */
	RAW("0x00000000410fd020", "stores", 0x7, 0x0), /* perf JSON arm/cortex-a34 ST_RETIRED */
	RAW("0x00000000410fd040", "stores", 0x7, 0x0), /* perf JSON arm/cortex-a35 ST_RETIRED */
	RAW("0x00000000410fd460", "stores", 0x7, 0x0), /* perf JSON arm/cortex-a510 ST_RETIRED */
	RAW("0x00000000410fd030", "stores", 0x7, 0x0), /* perf JSON arm/cortex-a53 ST_RETIRED */
	RAW("0x00000000410fd050", "stores", 0x7, 0x0), /* perf JSON arm/cortex-a55 ST_RETIRED */
	RAW("0x00000000410fd070", "stores", 0x67, 0x0), /* perf JSON arm/cortex-a57-a72 MEM_ACCESS_WR */
	RAW("0x00000000410fd060", "stores", 0x7, 0x0), /* perf JSON arm/cortex-a65-e1 ST_RETIRED */
	RAW("0x00000000410fd470", "stores", 0x67, 0x0), /* perf JSON arm/cortex-a710 MEM_ACCESS_WR */
	RAW("0x00000000410fd090", "stores", 0x67, 0x0), /* perf JSON arm/cortex-a73 MEM_ACCESS_WR */
	RAW("0x00000000410fd0a0", "stores", 0x67, 0x0), /* perf JSON arm/cortex-a75 MEM_ACCESS_WR */
	RAW("0x00000000410fd0b0", "stores", 0x67, 0x0), /* perf JSON arm/cortex-a76 MEM_ACCESS_WR */
	RAW("0x00000000410fd0d0", "stores", 0x67, 0x0), /* perf JSON arm/cortex-a77 MEM_ACCESS_WR */
	RAW("0x00000000410fd410", "stores", 0x67, 0x0), /* perf JSON arm/cortex-a78 MEM_ACCESS_WR */
	RAW("0x00000000410fd440", "stores", 0x67, 0x0), /* perf JSON arm/cortex-x1 MEM_ACCESS_WR */
	RAW("0x00000000410fd480", "stores", 0x67, 0x0), /* perf JSON arm/cortex-x2 MEM_ACCESS_WR */
	RAW("0x00000000500f0000", "stores", 0x67, 0x0), /* perf JSON ampere/emag MEM_ACCESS_WR */
	RAW("0x00000000480fd010", "stores", 0x67, 0x0), /* libpfm4 arm_kunpeng MEM_ACCESS_WR (Arm's recommended event 0x67) */
	RAW("0x00000000410fd0c0", "stores", 0x67, 0x0), /* perf JSON arm/neoverse-n1 MEM_ACCESS_WR */
	RAW("0x00000000410fd490", "stores", 0x67, 0x0), /* perf JSON arm/neoverse-n2-v2 MEM_ACCESS_WR */
	RAW("0x00000000410fd400", "stores", 0x67, 0x0), /* perf JSON arm/neoverse-v1 MEM_ACCESS_WR */
	RAW("0x00000000410fd4f0", "stores", 0x67, 0x0), /* perf JSON arm/neoverse-n2-v2 MEM_ACCESS_WR */
	RAW("0x00000000420f5160", "stores", 0x7, 0x0), /* perf JSON cavium/thunderx2 ST_RETIRED */
	RAW("AuthenticAMD-26-50-0", "stores", 0x629, 0x0), /* perf amdzen6 (after 6.12) ls_dispatch.pure_st|ls_dispatch.ld_st */
	RAW("AuthenticAMD-23-0-0", "stores", 0x629, 0x0), /* perf JSON amdzen1 ls_dispatch.store_dispatch|ls_dispatch.ld_st_dispatch */
	RAW("AuthenticAMD-23-30-0", "stores", 0x629, 0x0), /* perf JSON amdzen2 ls_dispatch.store_dispatch|ls_dispatch.ld_st_dispatch */
	RAW("AuthenticAMD-25-0-0", "stores", 0x629, 0x0), /* perf JSON amdzen3 ls_dispatch.store_dispatch|ls_dispatch.ld_st_dispatch */
	RAW("AuthenticAMD-25-10-0", "stores", 0x629, 0x0), /* perf JSON amdzen4 ls_dispatch.store_dispatch|ls_dispatch.ld_st_dispatch */
	RAW("AuthenticAMD-26-0-0", "stores", 0x629, 0x0), /* perf JSON amdzen5 ls_dispatch.store_dispatch|ls_dispatch.ld_st_dispatch */
	UNSUP("AuthenticAMD-30-1", "stores"), /* amd-generic-fallback: no retired-store event */
	RAW("GenuineIntel-6-1A-0", "stores", 0x20b, 0x0), /* perf JSON nehalemep MEM_INST_RETIRED.STORES */
	RAW("GenuineIntel-6-1E-0", "stores", 0x20b, 0x0), /* perf JSON nehalemep MEM_INST_RETIRED.STORES */
	RAW("GenuineIntel-6-25-0", "stores", 0x20b, 0x0), /* perf JSON westmereep-sp MEM_INST_RETIRED.STORES */
	RAW("GenuineIntel-6-2A-0", "stores", 0x82d0, 0x0), /* perf JSON sandybridge MEM_UOPS_RETIRED.ALL_STORES */
	RAW("GenuineIntel-6-2C-0", "stores", 0x20b, 0x0), /* perf JSON westmereep-dp MEM_INST_RETIRED.STORES */
	RAW("GenuineIntel-6-2D-0", "stores", 0x82d0, 0x0), /* perf JSON jaketown MEM_UOPS_RETIRED.ALL_STORES */
	RAW("GenuineIntel-6-2E-0", "stores", 0x20b, 0x0), /* perf JSON nehalemex MEM_INST_RETIRED.STORES */
	RAW("GenuineIntel-6-2F-0", "stores", 0x20b, 0x0), /* perf JSON westmereex MEM_INST_RETIRED.STORES */
	RAW("GenuineIntel-6-37-0", "stores", 0x8004, 0x0), /* perf JSON silvermont MEM_UOPS_RETIRED.ALL_STORES */
	RAW("GenuineIntel-6-3A-0", "stores", 0x82d0, 0x0), /* perf JSON ivybridge MEM_UOPS_RETIRED.ALL_STORES */
	RAW("GenuineIntel-6-3C-0", "stores", 0x82d0, 0x0), /* perf JSON haswell MEM_UOPS_RETIRED.ALL_STORES */
	RAW("GenuineIntel-6-3D-0", "stores", 0x82d0, 0x0), /* perf JSON broadwell MEM_UOPS_RETIRED.ALL_STORES */
	RAW("GenuineIntel-6-3E-0", "stores", 0x82d0, 0x0), /* perf JSON ivytown MEM_UOPS_RETIRED.ALL_STORES */
	RAW("GenuineIntel-6-3F-0", "stores", 0x82d0, 0x0), /* perf JSON haswellx MEM_UOPS_RETIRED.ALL_STORES */
	RAW("GenuineIntel-6-4E-0", "stores", 0x82d0, 0x0), /* perf JSON skylake MEM_INST_RETIRED.ALL_STORES */
	RAW("GenuineIntel-6-4F-0", "stores", 0x82d0, 0x0), /* perf JSON broadwellx MEM_UOPS_RETIRED.ALL_STORES */
	RAW("GenuineIntel-6-55-0", "stores", 0x82d0, 0x0), /* perf JSON skylakex MEM_INST_RETIRED.ALL_STORES */
	RAW("GenuineIntel-6-55-5", "stores", 0x82d0, 0x0), /* perf JSON cascadelakex MEM_INST_RETIRED.ALL_STORES */
	RAW("GenuineIntel-6-57-0", "stores", 0x8004, 0x0), /* perf JSON knightslanding MEM_UOPS_RETIRED.ALL_STORES */
	RAW("GenuineIntel-6-5C-0", "stores", 0x82d0, 0x0), /* perf JSON goldmont MEM_UOPS_RETIRED.ALL_STORES */
	RAW("GenuineIntel-6-6A-0", "stores", 0x82d0, 0x0), /* perf JSON icelakex MEM_INST_RETIRED.ALL_STORES */
	RAW("GenuineIntel-6-7A-0", "stores", 0x82d0, 0x0), /* perf JSON goldmontplus MEM_UOPS_RETIRED.ALL_STORES */
	RAW("GenuineIntel-6-7D-0", "stores", 0x82d0, 0x0), /* perf JSON icelake MEM_INST_RETIRED.ALL_STORES */
	RAW("GenuineIntel-6-85-0", "stores", 0x8004, 0x0), /* perf JSON knightslanding MEM_UOPS_RETIRED.ALL_STORES */
	RAW("GenuineIntel-6-86-0", "stores", 0x82d0, 0x0), /* perf JSON snowridgex MEM_UOPS_RETIRED.ALL_STORES */
	RAW("GenuineIntel-6-8C-0", "stores", 0x82d0, 0x0), /* perf JSON tigerlake MEM_INST_RETIRED.ALL_STORES */
	RAW("GenuineIntel-6-8F-0", "stores", 0x82d0, 0x0), /* perf JSON sapphirerapids MEM_INST_RETIRED.ALL_STORES */
	RAW("GenuineIntel-6-96-0", "stores", 0x82d0, 0x0), /* perf JSON elkhartlake MEM_UOPS_RETIRED.ALL_STORES */
	RAW("GenuineIntel-6-97-0", "cpu_atom/stores/", 0x82d0, 0x0), /* perf JSON alderlake MEM_UOPS_RETIRED.ALL_STORES */
	RAW("GenuineIntel-6-97-0", "cpu_core/stores/", 0x82d0, 0x0), /* perf JSON alderlake MEM_INST_RETIRED.ALL_STORES */
	RAW("GenuineIntel-6-AA-0", "cpu_atom/stores/", 0x82d0, 0x0), /* perf JSON meteorlake MEM_UOPS_RETIRED.ALL_STORES */
	RAW("GenuineIntel-6-AA-0", "cpu_core/stores/", 0x82d0, 0x0), /* perf JSON meteorlake MEM_INST_RETIRED.ALL_STORES */
	RAW("GenuineIntel-6-AD-0", "stores", 0x82d0, 0x0), /* perf JSON graniterapids MEM_INST_RETIRED.ALL_STORES */
	RAW("GenuineIntel-6-CC-0", "cpu_core/stores/", 0x82d0, 0x0), /* Intel perfmon MEM_INST_RETIRED.ALL_STORES */
	RAW("GenuineIntel-6-CC-0", "cpu_atom/stores/", 0x82d0, 0x0), /* Intel perfmon MEM_UOPS_RETIRED.ALL_STORES */
	RAW("GenuineIntel-6-C5-0", "cpu_core/stores/", 0x82d0, 0x0), /* Intel perfmon MEM_INST_RETIRED.ALL_STORES */
	RAW("GenuineIntel-6-C5-0", "cpu_atom/stores/", 0x82d0, 0x0), /* Intel perfmon MEM_UOPS_RETIRED.ALL_STORES */
	RAW("GenuineIntel-6-C5-0", "cpu_lowpower/stores/", 0x82d0, 0x0), /* Intel perfmon MEM_UOPS_RETIRED.ALL_STORES */
	RAW("GenuineIntel-6-DD-0", "stores", 0x82d0, 0x0), /* Intel perfmon MEM_UOPS_RETIRED.ALL_STORES */
	UNSUP("GenuineIntel-6-1C-0", "stores"), /* bonnell: no retired-store event */
	RAW("GenuineIntel-6-AF-0", "stores", 0x82d0, 0x0), /* perf JSON sierraforest MEM_UOPS_RETIRED.ALL_STORES */
	RAW("GenuineIntel-6-B6-0", "stores", 0x82d0, 0x0), /* perf JSON grandridge MEM_UOPS_RETIRED.ALL_STORES */
	RAW("GenuineIntel-6-BD-0", "cpu_atom/stores/", 0x82d0, 0x0), /* perf JSON lunarlake MEM_UOPS_RETIRED.ALL_STORES */
	RAW("GenuineIntel-6-BD-0", "cpu_core/stores/", 0x82d0, 0x0), /* perf JSON lunarlake MEM_INST_RETIRED.ALL_STORES */
	RAW("GenuineIntel-6-BE-0", "stores", 0x82d0, 0x0), /* perf JSON alderlaken MEM_UOPS_RETIRED.ALL_STORES */
	RAW("GenuineIntel-6-C6-0", "cpu_atom/stores/", 0x82d0, 0x0), /* Intel perfmon MEM_UOPS_RETIRED.ALL_STORES */
	RAW("GenuineIntel-6-C6-0", "cpu_core/stores/", 0x82d0, 0x0), /* Intel perfmon MEM_INST_RETIRED.ALL_STORES */
	RAW("GenuineIntel-6-CF-0", "stores", 0x82d0, 0x0), /* perf JSON emeraldrapids MEM_INST_RETIRED.ALL_STORES */
	UNSUP("GenuineIntel-6-FF", "stores"), /* intel-arch-fallback: no retired-store event */
	RAW("HygonGenuine-24-0-0", "stores", 0x629, 0x0), /* perf JSON amdzen1 ls_dispatch.store_dispatch|ls_dispatch.ld_st_dispatch */
#include "rows/intel-core.h"
#include "rows/intel-atom.h"
#include "rows/amd.h"
#include "rows/arm64.h"
#include "rows/kinds.h"
#include "rows/widths.h"
#include "rows/hitm.h"
#include "rows/hits.h"
	/*
	 * Totals: sums of concepts whose parts the CPU cannot count apart,
	 * written by the table (an executed-uop count per precision or width;
	 * an Arm, AMD or Intel Atom core's data-side walks, loads and stores together).
	 */
	RAW("GenuineIntel-6-1A-0", "fp-insts-sp", 0x4010, 0x0), /* nehalem-ep: total, FP_COMP_OPS_EXE.SSE_SINGLE_PRECISION */
	RAW("GenuineIntel-6-1A-0", "fp-insts-dp", 0x8010, 0x0), /* nehalem-ep: total, FP_COMP_OPS_EXE.SSE_DOUBLE_PRECISION */
	RAW("GenuineIntel-6-1A-0", "fp-insts-scalar", 0x2010, 0x0), /* nehalem-ep: total, FP_COMP_OPS_EXE.SSE_FP_SCALAR */
	RAW("GenuineIntel-6-1A-0", "fp-insts-packed", 0x1010, 0x0), /* nehalem-ep: total, FP_COMP_OPS_EXE.SSE_FP_PACKED */
	RAW("GenuineIntel-6-1E-0", "fp-insts-sp", 0x4010, 0x0), /* nehalem: total, FP_COMP_OPS_EXE.SSE_SINGLE_PRECISION */
	RAW("GenuineIntel-6-1E-0", "fp-insts-dp", 0x8010, 0x0), /* nehalem: total, FP_COMP_OPS_EXE.SSE_DOUBLE_PRECISION */
	RAW("GenuineIntel-6-1E-0", "fp-insts-scalar", 0x2010, 0x0), /* nehalem: total, FP_COMP_OPS_EXE.SSE_FP_SCALAR */
	RAW("GenuineIntel-6-1E-0", "fp-insts-packed", 0x1010, 0x0), /* nehalem: total, FP_COMP_OPS_EXE.SSE_FP_PACKED */
	RAW("GenuineIntel-6-25-0", "fp-insts-sp", 0x4010, 0x0), /* westmere-ep-sp: total, FP_COMP_OPS_EXE.SSE_SINGLE_PRECISION */
	RAW("GenuineIntel-6-25-0", "fp-insts-dp", 0x8010, 0x0), /* westmere-ep-sp: total, FP_COMP_OPS_EXE.SSE_DOUBLE_PRECISION */
	RAW("GenuineIntel-6-25-0", "fp-insts-scalar", 0x2010, 0x0), /* westmere-ep-sp: total, FP_COMP_OPS_EXE.SSE_FP_SCALAR */
	RAW("GenuineIntel-6-25-0", "fp-insts-packed", 0x1010, 0x0), /* westmere-ep-sp: total, FP_COMP_OPS_EXE.SSE_FP_PACKED */
	RAW("GenuineIntel-6-2C-0", "fp-insts-sp", 0x4010, 0x0), /* westmere-ep-dp: total, FP_COMP_OPS_EXE.SSE_SINGLE_PRECISION */
	RAW("GenuineIntel-6-2C-0", "fp-insts-dp", 0x8010, 0x0), /* westmere-ep-dp: total, FP_COMP_OPS_EXE.SSE_DOUBLE_PRECISION */
	RAW("GenuineIntel-6-2C-0", "fp-insts-scalar", 0x2010, 0x0), /* westmere-ep-dp: total, FP_COMP_OPS_EXE.SSE_FP_SCALAR */
	RAW("GenuineIntel-6-2C-0", "fp-insts-packed", 0x1010, 0x0), /* westmere-ep-dp: total, FP_COMP_OPS_EXE.SSE_FP_PACKED */
	RAW("GenuineIntel-6-2E-0", "fp-insts-sp", 0x4010, 0x0), /* nehalem-ex: total, FP_COMP_OPS_EXE.SSE_SINGLE_PRECISION */
	RAW("GenuineIntel-6-2E-0", "fp-insts-dp", 0x8010, 0x0), /* nehalem-ex: total, FP_COMP_OPS_EXE.SSE_DOUBLE_PRECISION */
	RAW("GenuineIntel-6-2E-0", "fp-insts-scalar", 0x2010, 0x0), /* nehalem-ex: total, FP_COMP_OPS_EXE.SSE_FP_SCALAR */
	RAW("GenuineIntel-6-2E-0", "fp-insts-packed", 0x1010, 0x0), /* nehalem-ex: total, FP_COMP_OPS_EXE.SSE_FP_PACKED */
	RAW("GenuineIntel-6-2F-0", "fp-insts-sp", 0x4010, 0x0), /* westmere-ex: total, FP_COMP_OPS_EXE.SSE_SINGLE_PRECISION */
	RAW("GenuineIntel-6-2F-0", "fp-insts-dp", 0x8010, 0x0), /* westmere-ex: total, FP_COMP_OPS_EXE.SSE_DOUBLE_PRECISION */
	RAW("GenuineIntel-6-2F-0", "fp-insts-scalar", 0x2010, 0x0), /* westmere-ex: total, FP_COMP_OPS_EXE.SSE_FP_SCALAR */
	RAW("GenuineIntel-6-2F-0", "fp-insts-packed", 0x1010, 0x0), /* westmere-ex: total, FP_COMP_OPS_EXE.SSE_FP_PACKED */
	RAW("0x00000000460f0010", "dtlb-misses", 0x2d, 0x0), /* a64fx: total, data-side walks of loads and stores together */
	SUM("0x00000000460f0010", "tlb-misses", 0x2d, 0, 0x2e, 0), /* a64fx: total, the dtlb-misses and itlb-misses rows' events */
	RAW("0x00000000c00fac30", "dtlb-misses", 0x34, 0x0), /* ampereone: total, data-side walks of loads and stores together */
	SUM("0x00000000c00fac30", "tlb-misses", 0x34, 0, 0x35, 0), /* ampereone: total, the dtlb-misses and itlb-misses rows' events */
	RAW("0x00000000c00fac40", "dtlb-misses", 0x34, 0x0), /* ampereonex: total, data-side walks of loads and stores together */
	SUM("0x00000000c00fac40", "tlb-misses", 0x34, 0, 0x35, 0), /* ampereonex: total, the dtlb-misses and itlb-misses rows' events */
	RAW("0x00000000410fd460", "dtlb-misses", 0x34, 0x0), /* cortex-a510: total, data-side walks of loads and stores together */
	SUM("0x00000000410fd460", "tlb-misses", 0x34, 0, 0x35, 0), /* cortex-a510: total, the dtlb-misses and itlb-misses rows' events */
	RAW("0x00000000410fd050", "dtlb-misses", 0x34, 0x0), /* cortex-a55: total, data-side walks of loads and stores together */
	SUM("0x00000000410fd050", "tlb-misses", 0x34, 0, 0x35, 0), /* cortex-a55: total, the dtlb-misses and itlb-misses rows' events */
	RAW("0x00000000410fd060", "dtlb-misses", 0x34, 0x0), /* cortex-a65-e1: total, data-side walks of loads and stores together */
	SUM("0x00000000410fd060", "tlb-misses", 0x34, 0, 0x35, 0), /* cortex-a65-e1: total, the dtlb-misses and itlb-misses rows' events */
	RAW("0x00000000410fd470", "dtlb-misses", 0x34, 0x0), /* cortex-a710: total, data-side walks of loads and stores together */
	SUM("0x00000000410fd470", "tlb-misses", 0x34, 0, 0x35, 0), /* cortex-a710: total, the dtlb-misses and itlb-misses rows' events */
	RAW("0x00000000410fd0a0", "dtlb-misses", 0x34, 0x0), /* cortex-a75: total, data-side walks of loads and stores together */
	SUM("0x00000000410fd0a0", "tlb-misses", 0x34, 0, 0x35, 0), /* cortex-a75: total, the dtlb-misses and itlb-misses rows' events */
	RAW("0x00000000410fd0b0", "dtlb-misses", 0x34, 0x0), /* cortex-a76: total, data-side walks of loads and stores together */
	SUM("0x00000000410fd0b0", "tlb-misses", 0x34, 0, 0x35, 0), /* cortex-a76: total, the dtlb-misses and itlb-misses rows' events */
	RAW("0x00000000410fd0d0", "dtlb-misses", 0x34, 0x0), /* cortex-a77: total, data-side walks of loads and stores together */
	SUM("0x00000000410fd0d0", "tlb-misses", 0x34, 0, 0x35, 0), /* cortex-a77: total, the dtlb-misses and itlb-misses rows' events */
	RAW("0x00000000410fd410", "dtlb-misses", 0x34, 0x0), /* cortex-a78: total, data-side walks of loads and stores together */
	SUM("0x00000000410fd410", "tlb-misses", 0x34, 0, 0x35, 0), /* cortex-a78: total, the dtlb-misses and itlb-misses rows' events */
	RAW("0x00000000410fd440", "dtlb-misses", 0x34, 0x0), /* cortex-x1: total, data-side walks of loads and stores together */
	SUM("0x00000000410fd440", "tlb-misses", 0x34, 0, 0x35, 0), /* cortex-x1: total, the dtlb-misses and itlb-misses rows' events */
	RAW("0x00000000410fd480", "dtlb-misses", 0x34, 0x0), /* cortex-x2: total, data-side walks of loads and stores together */
	SUM("0x00000000410fd480", "tlb-misses", 0x34, 0, 0x35, 0), /* cortex-x2: total, the dtlb-misses and itlb-misses rows' events */
	RAW("0x00000000500f0000", "dtlb-misses", 0x34, 0x0), /* emag: total, data-side walks of loads and stores together */
	SUM("0x00000000500f0000", "tlb-misses", 0x34, 0, 0x35, 0), /* emag: total, the dtlb-misses and itlb-misses rows' events */
	RAW("0x00000000410fd0c0", "dtlb-misses", 0x34, 0x0), /* neoverse-n1: total, data-side walks of loads and stores together */
	SUM("0x00000000410fd0c0", "tlb-misses", 0x34, 0, 0x35, 0), /* neoverse-n1: total, the dtlb-misses and itlb-misses rows' events */
	RAW("0x00000000410fd490", "dtlb-misses", 0x34, 0x0), /* neoverse-n2: total, data-side walks of loads and stores together */
	SUM("0x00000000410fd490", "tlb-misses", 0x34, 0, 0x35, 0), /* neoverse-n2: total, the dtlb-misses and itlb-misses rows' events */
	RAW("0x00000000410fd400", "dtlb-misses", 0x34, 0x0), /* neoverse-v1: total, data-side walks of loads and stores together */
	SUM("0x00000000410fd400", "tlb-misses", 0x34, 0, 0x35, 0), /* neoverse-v1: total, the dtlb-misses and itlb-misses rows' events */
	RAW("0x00000000410fd4f0", "dtlb-misses", 0x34, 0x0), /* neoverse-v2: total, data-side walks of loads and stores together */
	SUM("0x00000000410fd4f0", "tlb-misses", 0x34, 0, 0x35, 0), /* neoverse-v2: total, the dtlb-misses and itlb-misses rows' events */
	RAW("0x00000000460f0010", "fp-insts-scalar", 0x75, 0x0), /* a64fx: total, VFP_SPEC counted at commit */
	RAW("GenuineIntel-6-37-0", "dtlb-misses", 0x40105, 0x0), /* silvermont: total, PAGE_WALKS.D_SIDE_WALKS */
	SUM("GenuineIntel-6-37-0", "tlb-misses", 0x40105, 0, 0x40205, 0), /* silvermont: total, D_SIDE_WALKS + I_SIDE_WALKS */
	RAW("GenuineIntel-6-57-0", "dtlb-misses", 0x40105, 0x0), /* knightslanding: total, PAGE_WALKS.D_SIDE_WALKS */
	SUM("GenuineIntel-6-57-0", "tlb-misses", 0x40105, 0, 0x40205, 0), /* knightslanding: total, D_SIDE_WALKS + I_SIDE_WALKS */
	RAW("GenuineIntel-6-85-0", "dtlb-misses", 0x40105, 0x0), /* knightsmill: total, PAGE_WALKS.D_SIDE_WALKS */
	SUM("GenuineIntel-6-85-0", "tlb-misses", 0x40105, 0, 0x40205, 0), /* knightsmill: total, D_SIDE_WALKS + I_SIDE_WALKS */
	RAW("AuthenticAMD-26-50-0", "dtlb-misses", 0xf045, 0x0), /* zen6: total, PMCx045 walks of loads and stores together */
	SUM("AuthenticAMD-26-50-0", "tlb-misses", 0xf045, 0, 0xf85, 0), /* zen6: total, the dtlb-misses and itlb-misses rows' events */
	RAW("AuthenticAMD-23-0-0", "dtlb-misses", 0xf045, 0x0), /* zen1: total, PMCx045 walks of loads and stores together */
	SUM("AuthenticAMD-23-0-0", "tlb-misses", 0xf045, 0, 0x785, 0), /* zen1: total, the dtlb-misses and itlb-misses rows' events */
	RAW("AuthenticAMD-23-30-0", "dtlb-misses", 0xf045, 0x0), /* zen2: total, PMCx045 walks of loads and stores together */
	SUM("AuthenticAMD-23-30-0", "tlb-misses", 0xf045, 0, 0xff85, 0), /* zen2: total, the dtlb-misses and itlb-misses rows' events */
	RAW("AuthenticAMD-25-0-0", "dtlb-misses", 0xf045, 0x0), /* zen3: total, PMCx045 walks of loads and stores together */
	SUM("AuthenticAMD-25-0-0", "tlb-misses", 0xf045, 0, 0xff85, 0), /* zen3: total, the dtlb-misses and itlb-misses rows' events */
	RAW("AuthenticAMD-25-10-0", "dtlb-misses", 0xf045, 0x0), /* zen4: total, PMCx045 walks of loads and stores together */
	SUM("AuthenticAMD-25-10-0", "tlb-misses", 0xf045, 0, 0xf85, 0), /* zen4: total, the dtlb-misses and itlb-misses rows' events */
	RAW("AuthenticAMD-26-0-0", "dtlb-misses", 0xf045, 0x0), /* zen5: total, PMCx045 walks of loads and stores together */
	SUM("AuthenticAMD-26-0-0", "tlb-misses", 0xf045, 0, 0xf85, 0), /* zen5: total, the dtlb-misses and itlb-misses rows' events */
	RAW("HygonGenuine-24-0-0", "dtlb-misses", 0xf045, 0x0), /* dhyana: total, PMCx045 walks of loads and stores together */
	SUM("HygonGenuine-24-0-0", "tlb-misses", 0xf045, 0, 0x785, 0), /* dhyana: total, the dtlb-misses and itlb-misses rows' events */
};

/* Every row's parts through perfgen_info; a sum refuses a single fd. */
static void check_parts(const struct trow *r)
{
	PERFGEN_OPTS(perfgen_info, info);
	PERFGEN_OPTS(perfgen_open_opts, o, .cpuid = r->cpu);
	struct perf_event_attr attr;

	if (perfgen_resolve_info(r->event, r->cpu, &attr, &info))
		fail_msg("line %d: resolve_info: %s", r->line, perfgen_errmsg());
	if (info.nr_parts != r->nr_parts)
		fail_msg("line %d: %s on %s: %d parts, want %d", r->line, r->event, r->cpu,
			 info.nr_parts, r->nr_parts);
	for (int i = 0; i < r->nr_parts && !r->nr_terms; i++) {
		if (info.parts[i].config != r->part[i].config ||
		    info.parts[i].config1 != r->part[i].config1 ||
		    (!info.parts[i].json[0] && !r->perfmon_parts) ||
		    (r->part[i].config1 && !info.parts[i].wl_msr))
			fail_msg("line %d: %s on %s: part %d config %#jx config1 %#jx json '%s' "
				 "msr %#x, want %#jx %#jx", r->line, r->event, r->cpu, i,
				 (uintmax_t)info.parts[i].config, (uintmax_t)info.parts[i].config1,
				 info.parts[i].json, info.parts[i].wl_msr,
				 (uintmax_t)r->part[i].config, (uintmax_t)r->part[i].config1);
	}
	if (info.nr_terms != r->nr_terms && (r->nr_terms || info.nr_terms != r->nr_parts))
		fail_msg("line %d: %s on %s: %d terms, want %d", r->line, r->event, r->cpu,
			 info.nr_terms, r->nr_terms);
	for (int i = 0; i < r->nr_terms; i++)
		if (info.terms[i].part.config != r->term[i].config ||
		    info.terms[i].part.config1 || info.terms[i].weight != r->term[i].weight ||
		    (i < PERFGEN_PARTS_MAX && info.parts[i].config != r->term[i].config))
			fail_msg("line %d: %s on %s: term %d config %#jx weight %jd, want %#jx %jd",
				 r->line, r->event, r->cpu, i, (uintmax_t)info.terms[i].part.config,
				 (intmax_t)info.terms[i].weight, (uintmax_t)r->term[i].config,
				 (intmax_t)r->term[i].weight);
	if (r->nr_terms && (info.combine != (r->diff ? PERFGEN_COMBINE_DIFFERENCE
						     : PERFGEN_COMBINE_WEIGHTED) || !info.formula[0]))
		fail_msg("line %d: %s on %s: combine %d formula '%s', want a %s",
			 r->line, r->event, r->cpu, info.combine, info.formula,
			 r->diff ? "difference" : "weighted sum");
	if (r->nr_parts) {
		if (strcmp(info.json, info.parts[0].json) || info.exact != r->sum_exact)
			fail_msg("line %d: a sum's json is part 0's ('%s'), exact %d, want %d",
				 r->line, info.json, info.exact, r->sum_exact);
		/* Refused before any perf_event_open(2): one fd cannot sum. */
		if (perfgen_open_ext(r->event, 0, -1, -1, 0, &o) != -EOPNOTSUPP ||
		    !strstr(perfgen_errmsg(), "perfgen_counter_open()"))
			fail_msg("line %d: perfgen_open_ext of a sum: %s", r->line, perfgen_errmsg());
	}
}

static void test_rows(void **state)
{
	(void)state;
	for (size_t i = 0; i < sizeof(rows) / sizeof(rows[0]); i++) {
		const struct trow *r = &rows[i];
		struct perf_event_attr attr;
		int err = perfgen_resolve(r->event, r->cpu, &attr);

		if (err != r->err)
			fail_msg("line %d: %s on %s: got %d (%s), want %d", r->line, r->event, r->cpu,
				 err, perfgen_errmsg(), r->err);
		if (err) {
			/* The reason names the CPU and why. */
			if (!strstr(perfgen_errmsg(), r->cpu) || strlen(perfgen_errmsg()) < 60)
				fail_msg("line %d: weak reason '%s'", r->line, perfgen_errmsg());
			continue;
		}
		if (attr.type != r->type || attr.config != r->config || attr.config1 != r->config1)
			fail_msg("line %d: %s on %s: type %u config %#jx config1 %#jx, want %u %#jx "
				 "%#jx", r->line, r->event, r->cpu, attr.type,
				 (uintmax_t)attr.config, (uintmax_t)attr.config1, r->type,
				 (uintmax_t)r->config, (uintmax_t)r->config1);
		check_parts(r);
	}
}

/* A row that counts, approximately: a note says what differs. */
#define APPROX(cpu, ev) { cpu, ev, __LINE__ }

static const struct {
	const char *cpu, *event;
	int line;
} approx_rows[] = {
#include "rows/approx.h"
};

/*
 * Rows once marked exact whose events count more than their concept (or
 * something beside it): resolved, not exact, and with the note a user
 * reads.
 */
static void test_approx_rows(void **state)
{
	(void)state;
	for (size_t i = 0; i < sizeof(approx_rows) / sizeof(approx_rows[0]); i++) {
		PERFGEN_OPTS(perfgen_info, info);
		struct perf_event_attr attr;
		int err = perfgen_resolve_info(approx_rows[i].event, approx_rows[i].cpu, &attr, &info);

		if (err || info.exact || !info.approx || strlen(info.approx) < 40)
			fail_msg("line %d: %s on %s: %d (%s) exact %d note '%s', want approx with "
				 "its note", approx_rows[i].line, approx_rows[i].event,
				 approx_rows[i].cpu, err, err ? perfgen_errmsg() : "", info.exact,
				 info.approx ? info.approx : "");
	}
}

/*
 * The concepts data/concepts.toml defines as sums of others (sum_of) or
 * differences of two (difference_of): the generator derives their rows (a
 * table writes a sum's total only where a part cannot be counted: rows[]
 * expects each such total), and test_sums_of_concepts checks each against
 * its parts on every CPU above.
 */
static const struct {
	const char *concept, *part[4];
	int diff;		/* difference_of: part 0 minus part 1 */
} sums[] = {
	{ "loads-stores", { "loads", "stores" } },
	{ "l1-references", { "l1d-references", "l1i-references" } },
	{ "l1-reads", { "l1d-loads", "l1i-references" } },
	{ "l1-misses", { "l1d-misses", "l1i-misses" } },
	{ "l2-data-references", { "l2-loads", "l2-stores" } },
	{ "l2-data-misses", { "l2-load-misses", "l2-store-misses" } },
	{ "l2-reads", { "l2-loads", "l2-code-reads" } },
	{ "dtlb-misses", { "dtlb-load-misses", "dtlb-store-misses" } },
	{ "tlb-misses", { "dtlb-load-misses", "dtlb-store-misses", "itlb-misses" } },
	{ "fp-insts-sp", { "fp-insts-scalar-sp", "fp-insts-packed-sp" } },
	{ "fp-insts-dp", { "fp-insts-scalar-dp", "fp-insts-packed-dp" } },
	{ "l2-hits", { "l2-references", "l2-misses" }, 1 },
	{ "l2-load-hits", { "l2-loads", "l2-load-misses" }, 1 },
	{ "l2-store-hits", { "l2-stores", "l2-store-misses" }, 1 },
	{ "l2-code-read-hits", { "l2-code-reads", "l2-code-read-misses" }, 1 },
	{ "branches-cond-predicted", { "branches-cond", "branch-misses-cond" }, 1 },
	{ "l3-data-references", { "l3-loads", "l3-stores" } },
	{ "l3-data-misses", { "l3-load-misses", "l3-store-misses" } },
	{ "fp-insts-scalar", { "fp-insts-scalar-sp", "fp-insts-scalar-dp" } },
	{ "fp-insts-packed", { "fp-insts-packed-sp", "fp-insts-packed-dp" } },
	{ "fp-insts", { "fp-insts-scalar-sp", "fp-insts-scalar-dp", "fp-insts-packed-sp",
			"fp-insts-packed-dp" } },
	{ "l1i-hits", { "l1i-references", "l1i-misses" }, 1 },
	{ "l2-data-hits", { "l2-load-hits", "l2-store-hits" } },
	{ "l3-reads", { "l3-loads", "l3-code-reads" } },
};

/* Whether a rows[] event is concept, alone or on one PMU ("cpu_core/concept/"). */
static int names_concept(const char *event, const char *concept)
{
	const char *slash = strchr(event, '/');
	size_t n = strlen(concept);

	if (!slash)
		return !strcmp(event, concept);
	return !strncmp(slash + 1, concept, n) && !strcmp(slash + 1 + n, "/");
}

/* Whether rows[] expects the table to write concept's row for cpu (a total), on any PMU. */
static int expected_row(const char *cpu, const char *concept)
{
	for (size_t j = 0; j < sizeof(rows) / sizeof(rows[0]); j++)
		if (!strcmp(rows[j].cpu, cpu) && names_concept(rows[j].event, concept))
			return 1;
	return 0;
}

/* Whether rows[i] is the first expected row of its CPU (one visit a CPU). */
static int first_of_cpu(size_t i)
{
	for (size_t j = 0; j < i; j++)
		if (!strcmp(rows[j].cpu, rows[i].cpu))
			return 0;
	return 1;
}

/*
 * The L3 by number: the last-level concept's row where the L3 is the last
 * level (for its code reads, the code reads that miss the L2).
 */
static const struct {
	const char *concept, *llc;
} l3s[] = {
	{ "l3-references", "cache-references" },
	{ "l3-misses", "cache-misses" },
	{ "l3-loads", "llc-loads" },
	{ "l3-load-misses", "llc-load-misses" },
	{ "l3-stores", "llc-stores" },
	{ "l3-store-misses", "llc-store-misses" },
	{ "l3-code-reads", "l2-code-read-misses" }, /* the L2's misses look the L3 up */
};

/*
 * Intel's big cores, not hybrid, and the Tremont SoCs with an L3 (Elkhart
 * Lake, Jasper Lake): the L3 is the last level each core's counters see.
 */
static const char *const l3_is_llc[] = {
	"elkhartlake",
	"nehalem", "nehalem-ep", "nehalem-ex", "westmere-ep-sp", "westmere-ep-dp",
	"westmere-ex", "sandybridge", "sandybridge-ep", "ivybridge", "ivybridge-ep",
	"haswell", "haswell-x", "broadwell", "broadwell-x", "skylake", "skylake-x",
	"cascadelake-x", "icelake", "icelake-x", "tigerlake", "sapphirerapids",
	"emeraldrapids", "graniterapids",
};

/*
 * Every l3-* concept on every CPU of rows[]: on the tables above, exactly
 * its last-level concept (encoding, exactness, or the same refusal);
 * everywhere else refused, with a reason that is not the last-level
 * concept's (an Atom's L2 or AMD's L3 is never called the core's L3).
 */
static void test_l3_concepts(void **state)
{
	int same = 0, refused = 0;

	(void)state;
	for (size_t i = 0; i < sizeof(rows) / sizeof(rows[0]); i++) {
		const char *cpu = rows[i].cpu;

		if (!first_of_cpu(i))
			continue;
		for (size_t c = 0; c < sizeof(l3s) / sizeof(l3s[0]); c++) {
			PERFGEN_OPTS(perfgen_info, li);
			PERFGEN_OPTS(perfgen_info, i3);
			struct perf_event_attr la, a3;
			int el, e3, llc = 0;

			memset(&la, 0, sizeof(la));
			memset(&a3, 0, sizeof(a3));
			el = perfgen_resolve_info(l3s[c].llc, cpu, &la, &li);
			e3 = perfgen_resolve_info(l3s[c].concept, cpu, &a3, &i3);
			if (!el)
				for (size_t u = 0; u < sizeof(l3_is_llc) / sizeof(*l3_is_llc); u++)
					llc |= !strcmp(li.uarch, l3_is_llc[u]);
			if (llc) {
				if (e3 || a3.type != la.type || a3.config != la.config ||
				    a3.config1 != la.config1 || i3.exact != li.exact)
					fail_msg("%s on %s (%s): %d type %u config %#jx, want %s's",
						 l3s[c].concept, cpu, li.uarch, e3, a3.type,
						 (uintmax_t)a3.config, l3s[c].llc);
				same++;
			} else if (!el && e3 != -EOPNOTSUPP) {
				fail_msg("%s on %s (%s): %d, want refused (its L3 is not the "
					 "last level its counters see)", l3s[c].concept, cpu, li.uarch, e3);
			} else if (!el) {
				refused++;
			}
		}
	}
	assert_true(same >= 23 * 3);
	assert_true(refused >= 40);
}

/* An encoding of a derived row with the weight its parts give it so far. */
struct signed_term {
	struct perfgen_part part;
	int64_t weight;
};

/* Add weight times part to terms: an encoding already there takes it on. */
static void add_term(struct signed_term *t, int *n, const struct perfgen_part *part,
		     int64_t weight)
{
	for (int k = 0; k < *n; k++)
		if (t[k].part.config == part->config && t[k].part.config1 == part->config1) {
			t[k].weight += weight;
			return;
		}
	t[(*n)++] = (struct signed_term){ .part = *part, .weight = weight };
}

/*
 * The expected refusal of a derived concept whose part is refused: the
 * part named with its reason, or, where the part is itself derived and
 * refused for a part of its own, that chain of reasons as the part says it.
 */
static void part_refused(char *why, size_t n, const char *part)
{
	const char *tail = strstr(perfgen_errmsg(), "PMU): ");

	tail = tail ? tail + 6 : "?";
	if (!strncmp(tail, part, strlen(part)) && !strncmp(tail + strlen(part), " is ", 4) &&
	    strstr(tail, " cannot be counted on this CPU"))
		snprintf(why, n, "%s", tail);
	else
		snprintf(why, n, "%s cannot be counted on this CPU: %s", part, tail);
}

/*
 * Every sum and difference, on every CPU of rows[]: each part's encodings
 * (one raw row, or a sum's or difference's parts) added, or subtracted for
 * the second part of a difference; an encoding added and subtracted
 * cancels ((a + b) - b is a: one raw encoding when a alone is left).
 * Refused when a part is (the reason naming that part, or the chain of
 * parts to the refused one), else what is left: a sum when every weight is
 * +1, a difference for exactly a - b, else a weighted sum of weights +1
 * and -1, the added encodings first; exact only when every part is.
 * Refused saying why when a part is the kernel's generic event or a
 * lane-weighted row, an encoding would count twice, nothing is left, or
 * more than four encodings are.  A difference a table writes as the
 * events that count it (rows[]: Intel's L2_RQSTS.*_HIT, AMD's hits of the
 * L1s' requests plus its L2 prefetcher's) is those instead, and one it
 * writes as a refusal (Zen 1's l1i-hits) is refused.
 */
static void test_sums_of_concepts(void **state)
{
	int sums_counted = 0, sums_refused = 0, cancelled = 0, totals = 0, signed_rows = 0;
	int directs = 0;

	(void)state;
	for (size_t i = 0; i < sizeof(rows) / sizeof(rows[0]); i++) {
		const char *cpu = rows[i].cpu;

		if (!first_of_cpu(i))
			continue;
		for (size_t s = 0; s < sizeof(sums) / sizeof(sums[0]); s++) {
			PERFGEN_OPTS(perfgen_info, info);
			struct perf_event_attr attr;
			struct signed_term acc[32], want[32];
			int nacc = 0, nterms = 0, nwant = 0, exact = 1, refused = 0, err;
			int twice = 0, minus_only = 1;
			char why[256] = "";

			for (int p = 0; p < 4 && sums[s].part[p]; p++) {
				PERFGEN_OPTS(perfgen_info, pi);
				struct perf_event_attr pa;
				int64_t sign = sums[s].diff && p == 1 ? -1 : 1;

				if (perfgen_resolve_info(sums[s].part[p], cpu, &pa, &pi)) {
					if (!refused)
						part_refused(why, sizeof(why), sums[s].part[p]);
					refused = 1;
					continue;
				}
				exact &= pi.exact;
				if (pi.combine == PERFGEN_COMBINE_NONE) {
					struct perfgen_part one = { .config = pa.config,
								    .config1 = pa.config1 };

					if (pa.type != PERF_TYPE_RAW)
						refused = refused ? refused : 2;
					else
						add_term(acc, &nacc, &one, sign);
					nterms++;
					continue;
				}
				for (int k = 0; k < pi.nr_terms; k++) {
					if (pi.terms[k].weight != 1 && pi.terms[k].weight != -1)
						refused = refused ? refused : 2;
					add_term(acc, &nacc, &pi.terms[k].part,
						 sign * pi.terms[k].weight);
					nterms++;
				}
			}
			/* What is left, the added encodings first. */
			for (int pass = 0; pass < 2; pass++)
				for (int k = 0; k < nacc; k++) {
					if (!acc[k].weight || (acc[k].weight < 0) != pass)
						continue;
					twice |= acc[k].weight > 1 || acc[k].weight < -1;
					minus_only &= acc[k].weight < 0;
					want[nwant++] = acc[k];
				}
			err = perfgen_resolve_info(sums[s].concept, cpu, &attr, &info);
			if (sums[s].diff && expected_row(cpu, sums[s].concept)) {
				/*
				 * The event that counts the difference itself, or a
				 * refusal where the parts' counts do not subtract,
				 * which the table writes in its place (test_rows
				 * checks it).
				 */
				directs++;
				continue;
			}
			if ((refused == 1 || (!refused && nwant > 4)) && !err && !sums[s].diff &&
			    expected_row(cpu, sums[s].concept)) {
				/*
				 * A total the table writes, where a part is refused or
				 * the parts need more encodings than a sum opens
				 * (test_rows checks its encoding).
				 */
				totals++;
				continue;
			}
			if (refused || twice || !nwant || minus_only) {
				if (err != -EOPNOTSUPP || (refused == 1 && !strstr(perfgen_errmsg(), why)))
					fail_msg("%s on %s: %d (%s), want refused (%s)", sums[s].concept,
						 cpu, err, perfgen_errmsg(), why);
				sums_refused++;
				continue;
			}
			if (err) {
				/* Parts that cannot be counted together: said why. */
				if (err != -EOPNOTSUPP ||
				    (nwant <= 4 && !strstr(perfgen_errmsg(), "OFFCORE_RESPONSE")))
					fail_msg("%s on %s: %d (%s) with %d encodings left",
						 sums[s].concept, cpu, err, perfgen_errmsg(), nwant);
				sums_refused++;
				continue;
			}
			if (nwant == 1) {
				/* What cancelled leaves one raw encoding. */
				if (info.nr_parts || info.exact != exact || attr.type != PERF_TYPE_RAW ||
				    attr.config != want[0].part.config ||
				    attr.config1 != want[0].part.config1 || want[0].weight != 1)
					fail_msg("%s on %s: %u parts config %#jx, want %#jx alone",
						 sums[s].concept, cpu, info.nr_parts,
						 (uintmax_t)attr.config, (uintmax_t)want[0].part.config);
				sums_counted++;
				cancelled++;
				continue;
			}
			int combine = PERFGEN_COMBINE_SUM;

			for (int k = 0; k < nwant; k++)
				if (want[k].weight != 1)
					combine = PERFGEN_COMBINE_WEIGHTED;
			if (combine == PERFGEN_COMBINE_WEIGHTED && nwant == 2)
				combine = PERFGEN_COMBINE_DIFFERENCE;
			if (info.nr_terms != nwant || info.exact != exact || info.combine != combine)
				fail_msg("%s on %s: %d terms exact %d combine %d, want %d exact %d "
					 "combine %d", sums[s].concept, cpu, info.nr_terms, info.exact,
					 info.combine, nwant, exact, combine);
			for (int k = 0; k < nwant; k++)
				if (info.terms[k].part.config != want[k].part.config ||
				    info.terms[k].part.config1 != want[k].part.config1 ||
				    info.terms[k].weight != want[k].weight)
					fail_msg("%s on %s: term %d %lld * %#jx/%#jx, want %lld * "
						 "%#jx/%#jx", sums[s].concept, cpu, k,
						 (long long)info.terms[k].weight,
						 (uintmax_t)info.terms[k].part.config,
						 (uintmax_t)info.terms[k].part.config1,
						 (long long)want[k].weight,
						 (uintmax_t)want[k].part.config,
						 (uintmax_t)want[k].part.config1);
			cancelled += nwant < nterms;
			signed_rows += combine == PERFGEN_COMBINE_WEIGHTED;
			sums_counted++;
		}
	}
	/*
	 * Not vacuous: some sums count, some are refused, some cancel, some
	 * are totals, some differences are counted by one event, and some
	 * rows add and subtract more than two encodings.
	 */
	assert_true(sums_counted > 0 && sums_refused > 0 && cancelled > 0 && totals > 0 &&
		    directs > 0 && signed_rows > 0);
}

/* Whether event is one of sums[]: a row of it in rows[] is a written total. */
static int is_sum_concept(const char *event)
{
	for (size_t s = 0; s < sizeof(sums) / sizeof(sums[0]); s++)
		if (names_concept(event, sums[s].concept))
			return 1;
	return 0;
}

/* The hardware concepts whose rows every table writes (not the sums). */
static unsigned int written_concepts(void)
{
	unsigned int hw = 0;

	for (unsigned int i = 0; i < pg_nr_concepts; i++)
		hw += pg_concepts[i].kind == PG_KIND_HARDWARE;
	return hw - (unsigned int)(sizeof(sums) / sizeof(sums[0])) -
	       (unsigned int)(sizeof(l3s) / sizeof(l3s[0]));
}

/* Each uarch x PMU x hardware concept of the tables has a row above. */
static void test_every_row_is_expected(void **state)
{
	unsigned int hw = written_concepts(), want = 0, got = 0;

	(void)state;
	for (unsigned int u = 0; u < pg_nr_uarchs; u++)
		want += pg_uarchs[u].nr_pmus * hw;
	/* A written total is expected on top (test_sums_of_concepts). */
	for (size_t i = 0; i < sizeof(rows) / sizeof(rows[0]); i++)
		got += !is_sum_concept(rows[i].event);
	if (got != want)
		fail_msg("%u expected rows for %u table rows: add the new rows' expectations",
			 got, want);
}

/*
 * CPU-map lines that share another model's table resolve every concept
 * exactly as that model's rows above: Arrow Lake-U is in the kernel's
 * Meteor Lake case and Intel's perfmon mapfile gives 6-B5 the Meteor Lake
 * files; Tiger Lake-H is Tiger Lake-UP3's table; Hygon models 01h-03h are
 * Dhyana like 00h; every Zen 6 range of data/cpus.txt is 50h's table,
 * D0h-D7h included (AMD's later amd.c patch, data/cpus.txt).  Hygon 04h
 * and later are later designs with no table.
 */
static void test_shared_tables(void **state)
{
	static const struct {
		const char *cpu, *same_as, *uarch;
	} alias[] = {
		{ "GenuineIntel-6-B5-0", "GenuineIntel-6-AA-0", "meteorlake" },
		{ "GenuineIntel-6-8D-1", "GenuineIntel-6-8C-0", "tigerlake" },
		{ "HygonGenuine-24-3-2", "HygonGenuine-24-0-0", "dhyana" },
		{ "AuthenticAMD-26-5F-0", "AuthenticAMD-26-50-0", "zen6" },
		{ "AuthenticAMD-26-80-0", "AuthenticAMD-26-50-0", "zen6" },
		{ "AuthenticAMD-26-AF-1", "AuthenticAMD-26-50-0", "zen6" },
		{ "AuthenticAMD-26-C0-0", "AuthenticAMD-26-50-0", "zen6" },
		{ "AuthenticAMD-26-D0-0", "AuthenticAMD-26-50-0", "zen6" },
		{ "AuthenticAMD-26-D7-2", "AuthenticAMD-26-50-0", "zen6" },
		{ "AuthenticAMD-26-D8-0", "AuthenticAMD-26-50-0", "zen6" },
		{ "AuthenticAMD-26-EF-0", "AuthenticAMD-26-50-0", "zen6" },
	};
	PERFGEN_OPTS(perfgen_info, info);
	struct perf_event_attr attr;

	(void)state;
	for (size_t a = 0; a < sizeof(alias) / sizeof(alias[0]); a++) {
		int n = 0;

		for (size_t i = 0; i < sizeof(rows) / sizeof(rows[0]); i++) {
			const struct trow *r = &rows[i];
			int err;

			if (strcmp(r->cpu, alias[a].same_as))
				continue;
			n++;
			memset(&attr, 0, sizeof(attr));
			err = perfgen_resolve_info(r->event, alias[a].cpu, &attr, &info);
			if (err != r->err || (!err && (attr.type != r->type || attr.config != r->config ||
						       attr.config1 != r->config1 ||
						       strcmp(info.uarch, alias[a].uarch))))
				fail_msg("line %d: %s on %s: got %d type %u config %#jx config1 %#jx "
					 "(%s), want %s's", r->line, r->event, alias[a].cpu, err,
					 attr.type, (uintmax_t)attr.config, (uintmax_t)attr.config1,
					 err ? perfgen_errmsg() : info.uarch, alias[a].same_as);
		}
		assert_true(n >= 14);
	}
	/* Not Dhyana: whatever a later Hygon gets, it is not a Zen 1 row. */
	assert_int_not_equal(perfgen_resolve("llc-loads", "HygonGenuine-24-4-0", &attr), 0);
}

/*
 * Family 1Ah models D0h-D7h: Linux 6.12.118's amd.c says Zen 5, AMD's later
 * patch and perf's newest mapfile say Zen 6 (data/cpus.txt).  The map
 * follows the later word; this shows the choice cannot change a count:
 * every concept resolves on a Zen 5 model and a Zen 6 model to the same
 * attr, or is refused on both.
 */
static void test_zen5_zen6_same_encodings(void **state)
{
	PERFGEN_OPTS(perfgen_info, i5);
	PERFGEN_OPTS(perfgen_info, i6);
	int n = 0, hw = (int)written_concepts();

	(void)state;
	for (size_t i = 0; i < sizeof(rows) / sizeof(rows[0]); i++) {
		struct perf_event_attr a5, a6;
		int e5, e6;

		if (strcmp(rows[i].cpu, "AuthenticAMD-26-0-0"))
			continue;
		n += !is_sum_concept(rows[i].event);	/* a written total is extra */
		memset(&a5, 0, sizeof(a5));
		memset(&a6, 0, sizeof(a6));
		e5 = perfgen_resolve_info(rows[i].event, "AuthenticAMD-26-0-0", &a5, &i5);
		e6 = perfgen_resolve_info(rows[i].event, "AuthenticAMD-26-D0-0", &a6, &i6);
		if (e5 != e6 || a5.type != a6.type || a5.config != a6.config ||
		    a5.config1 != a6.config1 || (!e6 && (strcmp(i5.uarch, "zen5") ||
							strcmp(i6.uarch, "zen6") ||
							i5.exact != i6.exact)))
			fail_msg("%s: zen5 %d %u %#jx, zen6 (D0h) %d %u %#jx", rows[i].event, e5,
				 a5.type, (uintmax_t)a5.config, e6, a6.type, (uintmax_t)a6.config);
	}
	assert_int_equal(n, hw);
}

/*
 * Family 1Ah models amd.c gives no X86_FEATURE_ZENn (30h-3Fh, B0h-BFh,
 * F0h-FFh) and Hygon models after Dhyana (04h-08h, 10h, 18h: designs
 * mainline Linux does not know, data/README.md) get the AMD generic
 * fallback: the four family-independent events, everything
 * model-specific refused.
 */
static void test_no_zen_table_falls_back(void **state)
{
	static const char *const cpus[] = {
		"AuthenticAMD-26-30-0", "AuthenticAMD-26-B0-0", "AuthenticAMD-26-BF-0",
		"AuthenticAMD-26-F0-0", "AuthenticAMD-26-FF-0", "HygonGenuine-24-4-0",
		"HygonGenuine-24-8-0",  "HygonGenuine-24-10-0", "HygonGenuine-24-18-0",
	};
	static const char *const refused[] = {
		"cache-references", "cache-misses", "llc-loads", "llc-load-misses",
		"dram", "dram-local", "dram-remote", "remote-hitm",
	};
	PERFGEN_OPTS(perfgen_info, info);
	struct perf_event_attr attr;

	(void)state;
	for (size_t c = 0; c < sizeof(cpus) / sizeof(cpus[0]); c++) {
		assert_int_equal(perfgen_resolve_info("cycles", cpus[c], &attr, &info), 0);
		assert_string_equal(info.uarch, "amd-generic-fallback");
		assert_int_equal(attr.type, PERF_TYPE_HARDWARE);
		assert_int_equal(attr.config, PERF_COUNT_HW_CPU_CYCLES);
		for (size_t r = 0; r < sizeof(refused) / sizeof(refused[0]); r++)
			assert_int_equal(perfgen_resolve(refused[r], cpus[c], &attr), -EOPNOTSUPP);
	}
}

/* The seed's example, exactly (LWN 2011: perf stat -e r1b7:20ff). */
static void test_seed_example(void **state)
{
	static const struct {
		const char *ev;
		uint64_t config1;
	} seed[] = { { "dram-remote", 0x20ff }, { "dram", 0x60ff }, { "dram-local", 0x40ff } };
	PERFGEN_OPTS(perfgen_info, info);

	(void)state;
	for (size_t i = 0; i < 3; i++) {
		struct perf_event_attr attr;

		assert_int_equal(perfgen_resolve_info(seed[i].ev, "GenuineIntel-6-1A", &attr, &info), 0);
		assert_int_equal(attr.type, PERF_TYPE_RAW);
		assert_int_equal(attr.config, 0x1b7);
		assert_int_equal(attr.config1, seed[i].config1);
		assert_int_equal(info.exact, 1);
		assert_string_equal(info.uarch, "nehalem-ep");
	}
	assert_string_equal(info.json, "OFFCORE_RESPONSE.ANY_REQUEST.LOCAL_DRAM");
}

/* Software concepts are the same on every CPU of the tables. */
static void test_software_everywhere(void **state)
{
	static const struct {
		const char *name;
		uint64_t config;
	} sw[] = {
		{ "task-clock", PERF_COUNT_SW_TASK_CLOCK },
		{ "cpu-clock", PERF_COUNT_SW_CPU_CLOCK },
		{ "page-faults", PERF_COUNT_SW_PAGE_FAULTS },
		{ "context-switches", PERF_COUNT_SW_CONTEXT_SWITCHES },
		{ "cpu-migrations", PERF_COUNT_SW_CPU_MIGRATIONS },
		{ "minor-faults", PERF_COUNT_SW_PAGE_FAULTS_MIN },
		{ "major-faults", PERF_COUNT_SW_PAGE_FAULTS_MAJ },
	};

	(void)state;
	for (size_t i = 0; i < sizeof(rows) / sizeof(rows[0]); i++) {
		if (i > 0 && !strcmp(rows[i].cpu, rows[i - 1].cpu))
			continue;	/* once per CPU */
		for (size_t j = 0; j < sizeof(sw) / sizeof(sw[0]); j++) {
			struct perf_event_attr attr;

			assert_int_equal(perfgen_resolve(sw[j].name, rows[i].cpu, &attr), 0);
			assert_int_equal(attr.type, PERF_TYPE_SOFTWARE);
			assert_int_equal(attr.config, sw[j].config);
		}
	}
}

/*
 * PAPI's preset names (data/papi.toml): on every CPU of the rows a mapped
 * preset resolves exactly as its concept does (attr, info, error and its
 * reason), with modifiers and in any case after "PAPI_"; a refused one is
 * -EOPNOTSUPP with PERFGEN_ERR_NO_EQUIVALENT on every CPU, the message
 * giving PAPI's description and the reason.
 */
static void test_papi_aliases(void **state)
{
	int mapped = 0, refused = 0;

	(void)state;
	assert_true(pg_nr_papi >= 105);
	for (size_t i = 0; i < sizeof(rows) / sizeof(rows[0]); i++) {
		if (i > 0 && !strcmp(rows[i].cpu, rows[i - 1].cpu))
			continue;	/* once per CPU */
		for (unsigned int k = 0; k < pg_nr_papi; k++) {
			const struct pg_papi *p = &pg_papi[k];
			char name[32], lower[32], concept[48];
			struct perf_event_attr a1, a2;
			PERFGEN_OPTS(perfgen_info, i1);
			PERFGEN_OPTS(perfgen_info, i2);
			PERFGEN_OPTS(perfgen_error, e);
			int e1, e2;

			snprintf(name, sizeof(name), "%s:u", p->name);
			snprintf(lower, sizeof(lower), "PAPI_%s", p->name + 5);
			for (char *c = lower + 5; *c; c++)
				*c = (char)(*c >= 'A' && *c <= 'Z' ? *c - 'A' + 'a' : *c);
			e1 = perfgen_resolve_info(name, rows[i].cpu, &a1, &i1);
			assert_int_equal(perfgen_errinfo(&e), 0);
			if (p->concept == PG_PAPI_REFUSED) {
				refused++;
				if (e1 != -EOPNOTSUPP || e.reason != PERFGEN_ERR_NO_EQUIVALENT ||
				    !strstr(perfgen_errmsg(), pg_str(p->papi)) ||
				    !strstr(perfgen_errmsg(), pg_str(p->refused)))
					fail_msg("%s on %s: %d reason %d '%s'", name, rows[i].cpu, e1,
						 e.reason, perfgen_errmsg());
				assert_int_equal(perfgen_resolve(lower, rows[i].cpu, &a1),
						 -EOPNOTSUPP);
				continue;
			}
			mapped++;
			snprintf(concept, sizeof(concept), "%s:u", pg_concepts[p->concept].name);
			e2 = perfgen_resolve_info(concept, rows[i].cpu, &a2, &i2);
			if (e1 != e2 || (!e1 && (memcmp(&a1, &a2, sizeof(a1)) ||
						 strcmp(i1.concept_name, i2.concept_name) ||
						 i1.avail != i2.avail || i1.exact != i2.exact)))
				fail_msg("%s on %s: %d, its concept %s: %d", name, rows[i].cpu, e1,
					 concept, e2);
			assert_int_equal(perfgen_resolve(lower, rows[i].cpu, &a1), e2);
		}
	}
	assert_true(mapped > 0 && refused > 0);
}

/*
 * perfgen_papi_get(): every preset in name order, its concept's availability
 * as perfgen_concept_get() gives it, a refusal's reason as its note; the
 * index and sz rules.
 */
static void test_papi_enumeration(void **state)
{
	int n = perfgen_papi_count(), mapped = 0;
	char prev[PG_PAPI_NAME_MAX] = "";

	(void)state;
	assert_int_equal(n, (int)pg_nr_papi);
	for (int i = 0; i < n; i++) {
		PERFGEN_OPTS(perfgen_papi, p);

		assert_int_equal(perfgen_papi_get(i, "GenuineIntel-6-2A", &p), 0);
		assert_true(strcmp(prev, p.name) < 0);
		snprintf(prev, sizeof(prev), "%s", p.name);
		assert_true(strlen(p.description) > 2);
		if (!p.concept_name) {
			assert_true(strlen(p.refused) >= 20);
			assert_int_equal(p.avail, PERFGEN_AVAIL_UNSUPPORTED);
			assert_string_equal(p.note, p.refused);
			continue;
		}
		mapped++;
		assert_string_equal(p.refused, "");
		for (int k = 0; k < perfgen_concept_count(); k++) {
			PERFGEN_OPTS(perfgen_concept, c);

			assert_int_equal(perfgen_concept_get(k, "GenuineIntel-6-2A", &c), 0);
			if (strcmp(c.name, p.concept_name))
				continue;
			assert_int_equal(p.avail, c.avail);
			assert_string_equal(p.note, c.note);
		}
	}
	assert_true(mapped >= 5);
	PERFGEN_OPTS(perfgen_papi, p);
	assert_int_equal(perfgen_papi_get(n, NULL, &p), -ERANGE);
	assert_int_equal(perfgen_papi_get(-1, NULL, &p), -ERANGE);
	assert_int_equal(perfgen_papi_get(0, NULL, NULL), -EINVAL);
	p.sz = sizeof(p) - 1;
	assert_int_equal(perfgen_papi_get(0, NULL, &p), -EINVAL);
	/* A CPU that does not parse: the names are still filled, as concept_get's. */
	p.sz = sizeof(p);
	for (int i = 0; i < n; i++) {
		int err = perfgen_papi_get(i, "GenuineIntel-x", &p);

		assert_non_null(p.name);
		if (p.concept_name)
			assert_int_equal(err, -EINVAL);
	}
}

/* Every concept of every table is listed with a definition and availability. */
static void test_enumeration(void **state)
{
	int n = perfgen_concept_count();
	int unsupported = 0;

	(void)state;
	assert_true(n >= 19);
	for (int i = 0; i < n; i++) {
		PERFGEN_OPTS(perfgen_concept, c);

		assert_int_equal(perfgen_concept_get(i, "GenuineIntel-6-2A", &c), 0);
		assert_true(strlen(c.definition) > 10);
		/* The uncore concepts are data/uncore.toml's: tests/test_uncore_rows.py. */
		if (strstr(c.name, "-bytes") || !strncmp(c.name, "energy-", 7))
			continue;
		if (c.avail == PERFGEN_AVAIL_UNSUPPORTED) {
			unsupported++;
			assert_true(strlen(c.note) > 20);
		}
	}
	/*
	 * Sandy Bridge client: dram-remote, remote-hitm, fp-ops, fp-ops-sp,
	 * fp-ops-dp, l2-misses (no published demand data-read miss count),
	 * fp-insts-scalar-sp, fp-insts-scalar-dp, fp-insts-packed-sp and
	 * fp-insts-packed-dp (FP_COMP_OPS_EXE counts executed uops); and the
	 * sums over them: fp-insts-sp and fp-insts-dp (l2-hits counts with the
	 * hit umasks of each request kind); l1d-references,
	 * l1d-loads, l1d-stores (no event counts L1D lookups) and the sums
	 * over them, l1-references and l1-reads; fp-insts-scalar and
	 * fp-insts-packed and fp-insts (their parts are refused); hw-interrupts (no
	 * published interrupt count); fma-insts, simd-insts, barrier-insts and
	 * full-retire-cycles (no Intel event counts them); the six
	 * fp-insts-{128b,256b,512b}-{sp,dp} (as fp-insts-packed-*).
	 */
	assert_int_equal(unsupported, 31);
	PERFGEN_OPTS(perfgen_concept, c);
	assert_int_equal(perfgen_concept_get(n, NULL, &c), -ERANGE);
	assert_int_equal(perfgen_concept_get(-1, NULL, &c), -ERANGE);
}

/* A caller built against the shorter perfgen_info (before nr_parts) works. */
static void test_info_old_size(void **state)
{
	union {
		struct perfgen_info info;
		unsigned char bytes[sizeof(struct perfgen_info)];
	} u;
	size_t old = offsetof(struct perfgen_info, nr_parts);
	struct perf_event_attr attr;

	(void)state;
	memset(&u, 0xa5, sizeof(u));
	u.info.sz = old;
	assert_int_equal(perfgen_resolve_info("dram", "GenuineIntel-6-8F", &attr, &u.info), 0);
	assert_int_equal(u.info.sz, old);
	assert_string_equal(u.info.json, "OCR.READS_TO_CORE.DRAM");
	for (size_t i = old; i < sizeof(u); i++)
		if (u.bytes[i] != 0xa5)
			fail_msg("byte %zu past the caller's sz %zu was written", i, old);
	u.info.sz = old - 1;
	assert_int_equal(perfgen_resolve_info("dram", "GenuineIntel-6-8F", &attr, &u.info),
			 -EINVAL);
}

/*
 * A name in the slot of a concept, as long as its name and one byte
 * different, is not that concept: for every concept and every byte of its
 * name, the one-byte changes that land in the same slot are searched out
 * (the perfect hash leaves the bytes to be compared) and must be refused.
 */
static void test_name_compare(void **state)
{
	int collisions = 0;

	(void)state;

	for (unsigned int i = 0; i < pg_nr_concepts; i++) {
		const char *name = pg_concepts[i].name;
		size_t len = pg_concepts[i].name_len;
		uint32_t slot = pg_name_hash(pg_concept_seed, name, len) >> (32 - PG_CONCEPT_SLOT_BITS);
		char buf[sizeof(pg_concepts[i].name)];

		assert_int_equal(pg_concept_find(name, len), (int)i);
		for (size_t at = 0; at < len; at++) {
			for (int c = 1; c < 256; c++) {
				if (c == (unsigned char)name[at])
					continue;
				memcpy(buf, name, len);
				buf[at] = (char)c;
				if (pg_name_hash(pg_concept_seed, buf, len) >> (32 - PG_CONCEPT_SLOT_BITS) != slot)
					continue;
				collisions++;
				if (pg_concept_find(buf, len) >= 0)
					fail_msg("'%.*s' (byte %zu of %s changed) found", (int)len, buf, at, name);
			}
		}
	}
	/* Enough to have compared a difference at every position. */
	assert_true(collisions > 1000);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_rows),
		cmocka_unit_test(test_approx_rows),
		cmocka_unit_test(test_every_row_is_expected),
		cmocka_unit_test(test_sums_of_concepts),
		cmocka_unit_test(test_l3_concepts),
		cmocka_unit_test(test_shared_tables),
		cmocka_unit_test(test_zen5_zen6_same_encodings),
		cmocka_unit_test(test_no_zen_table_falls_back),
		cmocka_unit_test(test_seed_example),
		cmocka_unit_test(test_name_compare),
		cmocka_unit_test(test_software_everywhere),
		cmocka_unit_test(test_papi_aliases),
		cmocka_unit_test(test_papi_enumeration),
		cmocka_unit_test(test_enumeration),
		cmocka_unit_test(test_info_old_size),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
