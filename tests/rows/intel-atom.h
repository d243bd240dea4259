/* SPDX-License-Identifier: MIT */
/*
 * tests/test_tables.c rows[]: the expected rows of the level-1/level-2
 * cache, TLB, stall and FP-instruction concepts on Intel Atom cores, hybrid parts, Xeon Phi and the architectural fallback,
 * one per table and PMU.
 */
/* A sum of n raw events without config1 (n up to PERFGEN_PARTS_MAX):
 * SUMN(cpu, event, exact, n, config0, config1, ...). */
#define SUMN_P(c) { c, 0 }
#define SUMN(cpu, ev, ex, n, c0, ...) \
	{ cpu, ev, 0, PERF_TYPE_RAW, c0, 0, __LINE__, n, \
	  { SUMN_P(c0), SUMN_MAP(__VA_ARGS__) }, ex }
#define SUMN_MAP(...) SUMN_SEL(__VA_ARGS__, SUMN_3, SUMN_2, SUMN_1)(__VA_ARGS__)
#define SUMN_SEL(a, b, c, m, ...) m
#define SUMN_1(a) SUMN_P(a)
#define SUMN_2(a, b) SUMN_P(a), SUMN_P(b)
#define SUMN_3(a, b, c) SUMN_P(a), SUMN_P(b), SUMN_P(c)
/* A sum of two raw events that only Intel's perfmon names (perf 6.12's JSON
 * for the CPU lacks them, so the parts carry no perf JSON name). */
#define SUM_PM(cpu, ev, ex, c0, c1) \
	{ cpu, ev, 0, PERF_TYPE_RAW, c0, 0, __LINE__, 2, { { c0, 0 }, { c1, 0 } }, ex, \
	  0, { { 0, 0 } }, 0, 1 }
	UNSUP("GenuineIntel-6-37-0", "l1d-misses"), /* silvermont: Silvermont and Airmont publish no count of lines filled into the L1 data cache */
	UNSUP("GenuineIntel-6-57-0", "l1d-misses"), /* knightslanding: Knights Landing and Knights Mill publish no count of lines filled into the L1 data cache */
	UNSUP("GenuineIntel-6-5C-0", "l1d-misses"), /* goldmont: Goldmont and Goldmont Plus publish no count of lines filled into the L1 data cache */
	UNSUP("GenuineIntel-6-7A-0", "l1d-misses"), /* goldmontplus: Goldmont and Goldmont Plus publish no count of lines filled into the L1 data cache */
	UNSUP("GenuineIntel-6-85-0", "l1d-misses"), /* knightsmill: Knights Landing and Knights Mill publish no count of lines filled into the L1 data cache */
	UNSUP("GenuineIntel-6-86-0", "l1d-misses"), /* snowridgex: Tremont publishes no count of lines filled into the L1 data cache */
	UNSUP("GenuineIntel-6-96-0", "l1d-misses"), /* elkhartlake: Tremont publishes no count of lines filled into the L1 data cache */
	UNSUP("GenuineIntel-6-97-0", "cpu_atom/l1d-misses/"), /* alderlake: Gracemont publishes no count of lines filled into the L1 data cache */
	RAW("GenuineIntel-6-97-0", "cpu_core/l1d-misses/", 0x151, 0x0), /* alderlake: perf JSON alderlake L1D.REPLACEMENT */
	UNSUP("GenuineIntel-6-AA-0", "cpu_atom/l1d-misses/"), /* meteorlake: Crestmont publishes no count of lines filled into the L1 data cache */
	RAW("GenuineIntel-6-AA-0", "cpu_core/l1d-misses/", 0x151, 0x0), /* meteorlake: perf JSON meteorlake L1D.REPLACEMENT */
	RAW("GenuineIntel-6-CC-0", "cpu_core/l1d-misses/", 0x551, 0x0), /* pantherlake: Intel perfmon L1D.REPLACEMENT, approx */
	UNSUP("GenuineIntel-6-CC-0", "cpu_atom/l1d-misses/"), /* pantherlake: Darkmont publishes no count of lines filled into the L1 data cache */
	RAW("GenuineIntel-6-C5-0", "cpu_core/l1d-misses/", 0x551, 0x0), /* arrowlake-h: Intel perfmon L1D.REPLACEMENT, approx */
	UNSUP("GenuineIntel-6-C5-0", "cpu_atom/l1d-misses/"), /* arrowlake-h: Arrow Lake's Skymont publishes no count of lines filled into the L1 data cache */
	UNSUP("GenuineIntel-6-C5-0", "cpu_lowpower/l1d-misses/"), /* arrowlake-h: Arrow Lake's Crestmont (low-power island) publishes no count of lines filled into the L1 data cache */
	UNSUP("GenuineIntel-6-DD-0", "l1d-misses"), /* clearwaterforest: Darkmont publishes no count of lines filled into the L1 data cache */
	RAW("GenuineIntel-6-1C-0", "l1d-misses", 0x840, 0x0), /* bonnell: perf JSON bonnell L1D_CACHE.REPL, approx */
	UNSUP("GenuineIntel-6-AF-0", "l1d-misses"), /* sierraforest: Crestmont publishes no count of lines filled into the L1 data cache */
	UNSUP("GenuineIntel-6-B6-0", "l1d-misses"), /* grandridge: Crestmont publishes no count of lines filled into the L1 data cache */
	UNSUP("GenuineIntel-6-BD-0", "cpu_atom/l1d-misses/"), /* lunarlake: Skymont publishes no count of lines filled into the L1 data cache */
	RAW("GenuineIntel-6-BD-0", "cpu_core/l1d-misses/", 0x551, 0x0), /* lunarlake: Intel perfmon L1D.REPLACEMENT, approx */
	UNSUP("GenuineIntel-6-BE-0", "l1d-misses"), /* alderlake-n: Gracemont publishes no count of lines filled into the L1 data cache */
	UNSUP("GenuineIntel-6-C6-0", "cpu_atom/l1d-misses/"), /* arrowlake: Arrow Lake's Skymont publishes no count of lines filled into the L1 data cache */
	RAW("GenuineIntel-6-C6-0", "cpu_core/l1d-misses/", 0x551, 0x0), /* arrowlake: Intel perfmon L1D.REPLACEMENT, approx */
	UNSUP("GenuineIntel-6-FF", "l1d-misses"), /* intel-arch-fallback: a model-specific event, and this CPU model has no table in libperfgen */
	RAW("GenuineIntel-6-37-0", "l1d-load-misses", 0x104, 0x0), /* silvermont: perf JSON silvermont MEM_UOPS_RETIRED.L1_MISS_LOADS, approx */
	RAW("GenuineIntel-6-57-0", "l1d-load-misses", 0x104, 0x0), /* knightslanding: perf JSON knightslanding MEM_UOPS_RETIRED.L1_MISS_LOADS, approx */
	RAW("GenuineIntel-6-5C-0", "l1d-load-misses", 0x8d1, 0x0), /* goldmont: perf JSON goldmont MEM_LOAD_UOPS_RETIRED.L1_MISS, approx */
	RAW("GenuineIntel-6-7A-0", "l1d-load-misses", 0x8d1, 0x0), /* goldmontplus: perf JSON goldmontplus MEM_LOAD_UOPS_RETIRED.L1_MISS, approx */
	RAW("GenuineIntel-6-85-0", "l1d-load-misses", 0x104, 0x0), /* knightsmill: perf JSON knightslanding MEM_UOPS_RETIRED.L1_MISS_LOADS, approx */
	RAW("GenuineIntel-6-86-0", "l1d-load-misses", 0x8d1, 0x0), /* snowridgex: perf JSON snowridgex MEM_LOAD_UOPS_RETIRED.L1_MISS, approx */
	RAW("GenuineIntel-6-96-0", "l1d-load-misses", 0x8d1, 0x0), /* elkhartlake: perf JSON elkhartlake MEM_LOAD_UOPS_RETIRED.L1_MISS, approx */
	RAW("GenuineIntel-6-97-0", "cpu_atom/l1d-load-misses/", 0x8d1, 0x0), /* alderlake: Intel perfmon alderlake_gracemont_core V1.40 MEM_LOAD_UOPS_RETIRED.L1_MISS */
	SUM("GenuineIntel-6-97-0", "cpu_core/l1d-load-misses/", 0x8d1, 0x0, 0x40d1, 0x0), /* alderlake: perf JSON alderlake MEM_LOAD_RETIRED.L1_MISS + MEM_LOAD_RETIRED.FB_HIT */
	RAW("GenuineIntel-6-AA-0", "cpu_atom/l1d-load-misses/", 0x40d1, 0x0), /* meteorlake: perf JSON meteorlake MEM_LOAD_UOPS_RETIRED.L1_MISS, approx */
	SUM("GenuineIntel-6-AA-0", "cpu_core/l1d-load-misses/", 0x8d1, 0x0, 0x40d1, 0x0), /* meteorlake: perf JSON meteorlake MEM_LOAD_RETIRED.L1_MISS + MEM_LOAD_RETIRED.FB_HIT */
	SUM("GenuineIntel-6-CC-0", "cpu_core/l1d-load-misses/", 0x8d1, 0x0, 0x40d1, 0x0), /* pantherlake: Intel perfmon MEM_LOAD_RETIRED.L1_MISS + MEM_LOAD_RETIRED.FB_HIT */
	RAW("GenuineIntel-6-CC-0", "cpu_atom/l1d-load-misses/", 0x40d1, 0x0), /* pantherlake: Intel perfmon MEM_LOAD_UOPS_RETIRED.L1_MISS, approx */
	SUM("GenuineIntel-6-C5-0", "cpu_core/l1d-load-misses/", 0x8d1, 0x0, 0x40d1, 0x0), /* arrowlake-h: Intel perfmon MEM_LOAD_RETIRED.L1_MISS + MEM_LOAD_RETIRED.FB_HIT */
	RAW("GenuineIntel-6-C5-0", "cpu_atom/l1d-load-misses/", 0x40d1, 0x0), /* arrowlake-h: Intel perfmon MEM_LOAD_UOPS_RETIRED.L1_MISS, approx */
	RAW("GenuineIntel-6-C5-0", "cpu_lowpower/l1d-load-misses/", 0x40d1, 0x0), /* arrowlake-h: Intel perfmon MEM_LOAD_UOPS_RETIRED.L1_MISS, approx */
	RAW("GenuineIntel-6-DD-0", "l1d-load-misses", 0x40d1, 0x0), /* clearwaterforest: Intel perfmon MEM_LOAD_UOPS_RETIRED.L1_MISS, approx */
	UNSUP("GenuineIntel-6-1C-0", "l1d-load-misses"), /* bonnell: Bonnell and Saltwell publish no count of retired loads that missed the L1 data cache */
	RAW("GenuineIntel-6-AF-0", "l1d-load-misses", 0x40d1, 0x0), /* sierraforest: perf JSON sierraforest MEM_LOAD_UOPS_RETIRED.L1_MISS, approx */
	RAW("GenuineIntel-6-B6-0", "l1d-load-misses", 0x40d1, 0x0), /* grandridge: perf JSON grandridge MEM_LOAD_UOPS_RETIRED.L1_MISS, approx */
	RAW("GenuineIntel-6-BD-0", "cpu_atom/l1d-load-misses/", 0x40d1, 0x0), /* lunarlake: Intel perfmon MEM_LOAD_UOPS_RETIRED.L1_MISS, approx */
	SUM_PM("GenuineIntel-6-BD-0", "cpu_core/l1d-load-misses/", 0, 0x8d1, 0x40d1), /* lunarlake: Intel perfmon MEM_LOAD_RETIRED.L1_MISS + MEM_LOAD_RETIRED.FB_HIT */
	RAW("GenuineIntel-6-BE-0", "l1d-load-misses", 0x8d1, 0x0), /* alderlake-n: Intel perfmon alderlake_gracemont_core V1.40 MEM_LOAD_UOPS_RETIRED.L1_MISS */
	RAW("GenuineIntel-6-C6-0", "cpu_atom/l1d-load-misses/", 0x40d1, 0x0), /* arrowlake: Intel perfmon MEM_LOAD_UOPS_RETIRED.L1_MISS, approx */
	SUM("GenuineIntel-6-C6-0", "cpu_core/l1d-load-misses/", 0x8d1, 0x0, 0x40d1, 0x0), /* arrowlake: Intel perfmon MEM_LOAD_RETIRED.L1_MISS + MEM_LOAD_RETIRED.FB_HIT */
	UNSUP("GenuineIntel-6-FF", "l1d-load-misses"), /* intel-arch-fallback: a model-specific event, and this CPU model has no table in libperfgen */
	RAW("GenuineIntel-6-37-0", "l1i-misses", 0x280, 0x0), /* silvermont: perf JSON silvermont ICACHE.MISSES, approx */
	RAW("GenuineIntel-6-57-0", "l1i-misses", 0x280, 0x0), /* knightslanding: perf JSON knightslanding ICACHE.MISSES, approx */
	RAW("GenuineIntel-6-5C-0", "l1i-misses", 0x280, 0x0), /* goldmont: perf JSON goldmont ICACHE.MISSES, approx */
	RAW("GenuineIntel-6-7A-0", "l1i-misses", 0x280, 0x0), /* goldmontplus: perf JSON goldmontplus ICACHE.MISSES, approx */
	RAW("GenuineIntel-6-85-0", "l1i-misses", 0x280, 0x0), /* knightsmill: perf JSON knightslanding ICACHE.MISSES, approx */
	RAW("GenuineIntel-6-86-0", "l1i-misses", 0x280, 0x0), /* snowridgex: perf JSON snowridgex ICACHE.MISSES, approx */
	RAW("GenuineIntel-6-96-0", "l1i-misses", 0x280, 0x0), /* elkhartlake: perf JSON elkhartlake ICACHE.MISSES, approx */
	RAW("GenuineIntel-6-97-0", "cpu_atom/l1i-misses/", 0x280, 0x0), /* alderlake: perf JSON alderlake ICACHE.MISSES, approx */
	RAW("GenuineIntel-6-97-0", "cpu_core/l1i-misses/", 0xe424, 0x0), /* alderlake: perf JSON alderlake L2_RQSTS.ALL_CODE_RD, approx */
	RAW("GenuineIntel-6-AA-0", "cpu_atom/l1i-misses/", 0x280, 0x0), /* meteorlake: perf JSON meteorlake ICACHE.MISSES, approx */
	RAW("GenuineIntel-6-AA-0", "cpu_core/l1i-misses/", 0xe424, 0x0), /* meteorlake: perf JSON meteorlake L2_RQSTS.ALL_CODE_RD, approx */
	RAW("GenuineIntel-6-CC-0", "cpu_core/l1i-misses/", 0xe424, 0x0), /* pantherlake: Intel perfmon L2_RQSTS.ALL_CODE_RD, approx */
	RAW("GenuineIntel-6-CC-0", "cpu_atom/l1i-misses/", 0x280, 0x0), /* pantherlake: Intel perfmon ICACHE.MISSES, approx */
	RAW("GenuineIntel-6-C5-0", "cpu_core/l1i-misses/", 0xe424, 0x0), /* arrowlake-h: Intel perfmon L2_RQSTS.ALL_CODE_RD, approx */
	RAW("GenuineIntel-6-C5-0", "cpu_atom/l1i-misses/", 0x280, 0x0), /* arrowlake-h: Intel perfmon ICACHE.MISSES, approx */
	RAW("GenuineIntel-6-C5-0", "cpu_lowpower/l1i-misses/", 0x280, 0x0), /* arrowlake-h: Intel perfmon ICACHE.MISSES, approx */
	RAW("GenuineIntel-6-DD-0", "l1i-misses", 0x280, 0x0), /* clearwaterforest: Intel perfmon ICACHE.MISSES, approx */
	RAW("GenuineIntel-6-1C-0", "l1i-misses", 0x280, 0x0), /* bonnell: perf JSON bonnell ICACHE.MISSES, approx */
	RAW("GenuineIntel-6-AF-0", "l1i-misses", 0x280, 0x0), /* sierraforest: perf JSON sierraforest ICACHE.MISSES, approx */
	RAW("GenuineIntel-6-B6-0", "l1i-misses", 0x280, 0x0), /* grandridge: perf JSON grandridge ICACHE.MISSES, approx */
	RAW("GenuineIntel-6-BD-0", "cpu_atom/l1i-misses/", 0x280, 0x0), /* lunarlake: perf JSON lunarlake ICACHE.MISSES, approx */
	RAW("GenuineIntel-6-BD-0", "cpu_core/l1i-misses/", 0xe424, 0x0), /* lunarlake: Intel perfmon L2_RQSTS.ALL_CODE_RD, approx */
	RAW("GenuineIntel-6-BE-0", "l1i-misses", 0x280, 0x0), /* alderlake-n: perf JSON alderlaken ICACHE.MISSES, approx */
	RAW("GenuineIntel-6-C6-0", "cpu_atom/l1i-misses/", 0x280, 0x0), /* arrowlake: Intel perfmon ICACHE.MISSES, approx */
	RAW("GenuineIntel-6-C6-0", "cpu_core/l1i-misses/", 0xe424, 0x0), /* arrowlake: Intel perfmon L2_RQSTS.ALL_CODE_RD, approx */
	UNSUP("GenuineIntel-6-FF", "l1i-misses"), /* intel-arch-fallback: a model-specific event, and this CPU model has no table in libperfgen */
	RAW("GenuineIntel-6-37-0", "l2-references", 0x4f2e, 0x0), /* silvermont: perf JSON silvermont LONGEST_LAT_CACHE.REFERENCE, approx */
	RAW("GenuineIntel-6-57-0", "l2-references", 0x4f2e, 0x0), /* knightslanding: perf JSON knightslanding L2_REQUESTS.REFERENCE, approx */
	RAW("GenuineIntel-6-5C-0", "l2-references", 0x4f2e, 0x0), /* goldmont: perf JSON goldmont LONGEST_LAT_CACHE.REFERENCE, approx */
	RAW("GenuineIntel-6-7A-0", "l2-references", 0x4f2e, 0x0), /* goldmontplus: perf JSON goldmontplus LONGEST_LAT_CACHE.REFERENCE, approx */
	RAW("GenuineIntel-6-85-0", "l2-references", 0x4f2e, 0x0), /* knightsmill: perf JSON knightslanding L2_REQUESTS.REFERENCE, approx */
	RAW("GenuineIntel-6-86-0", "l2-references", 0x24, 0x0), /* snowridgex: perf JSON snowridgex L2_REQUEST.ALL, approx */
	RAW("GenuineIntel-6-96-0", "l2-references", 0x24, 0x0), /* elkhartlake: perf JSON elkhartlake L2_REQUEST.ALL, approx */
	RAW("GenuineIntel-6-97-0", "cpu_atom/l2-references/", 0x24, 0x0), /* alderlake: Intel perfmon L2_REQUEST.ALL, approx */
	RAW("GenuineIntel-6-97-0", "cpu_core/l2-references/", 0xff24, 0x0), /* alderlake: perf JSON alderlake L2_RQSTS.REFERENCES, approx */
	SUM_PM("GenuineIntel-6-AA-0", "cpu_atom/l2-references/", 0, 0x224, 0x124), /* meteorlake: Intel perfmon L2_REQUEST.HIT + L2_REQUEST.MISS, approx */
	RAW("GenuineIntel-6-AA-0", "cpu_core/l2-references/", 0xff24, 0x0), /* meteorlake: perf JSON meteorlake L2_RQSTS.REFERENCES, approx */
	RAW("GenuineIntel-6-CC-0", "cpu_core/l2-references/", 0xff24, 0x0), /* pantherlake: Intel perfmon L2_RQSTS.REFERENCES, approx */
	SUMN("GenuineIntel-6-CC-0", "cpu_atom/l2-references/", 0, 4, 0xc124, 0xc224, 0xc424, 0xc824), /* pantherlake: Intel perfmon L2_REQUEST.DEMAND_DATA_RD + L2_REQUEST.DEMAND_RFO + L2_REQUEST.DEMAND_CODE_RD + L2_REQUEST.HWPF, approx */
	RAW("GenuineIntel-6-C5-0", "cpu_core/l2-references/", 0xff24, 0x0), /* arrowlake-h: Intel perfmon L2_RQSTS.REFERENCES, approx */
	RAW("GenuineIntel-6-C5-0", "cpu_atom/l2-references/", 0x724, 0x0), /* arrowlake-h: Intel perfmon L2_REQUEST.ALL, approx */
	SUM("GenuineIntel-6-C5-0", "cpu_lowpower/l2-references/", 0x224, 0x0, 0x124, 0x0), /* arrowlake-h: Intel perfmon L2_REQUEST.HIT + L2_REQUEST.MISS, approx */
	SUMN("GenuineIntel-6-DD-0", "l2-references", 0, 4, 0xc124, 0xc224, 0xc424, 0xc824), /* clearwaterforest: Intel perfmon L2_REQUEST.DEMAND_DATA_RD + L2_REQUEST.DEMAND_RFO + L2_REQUEST.DEMAND_CODE_RD + L2_REQUEST.HWPF, approx */
	RAW("GenuineIntel-6-1C-0", "l2-references", 0x7f2e, 0x0), /* bonnell: perf JSON bonnell L2_RQSTS.SELF.ANY.MESI, approx */
	SUM_PM("GenuineIntel-6-AF-0", "l2-references", 0, 0x224, 0x124), /* sierraforest: Intel perfmon L2_REQUEST.HIT + L2_REQUEST.MISS, approx */
	SUM_PM("GenuineIntel-6-B6-0", "l2-references", 0, 0x224, 0x124), /* grandridge: Intel perfmon L2_REQUEST.HIT + L2_REQUEST.MISS, approx */
	RAW("GenuineIntel-6-BD-0", "cpu_atom/l2-references/", 0x724, 0x0), /* lunarlake: perf JSON lunarlake L2_REQUEST.ALL, approx */
	RAW("GenuineIntel-6-BD-0", "cpu_core/l2-references/", 0xff24, 0x0), /* lunarlake: Intel perfmon L2_RQSTS.REFERENCES, approx */
	RAW("GenuineIntel-6-BE-0", "l2-references", 0x24, 0x0), /* alderlake-n: Intel perfmon L2_REQUEST.ALL, approx */
	RAW("GenuineIntel-6-C6-0", "cpu_atom/l2-references/", 0x724, 0x0), /* arrowlake: Intel perfmon L2_REQUEST.ALL, approx */
	RAW("GenuineIntel-6-C6-0", "cpu_core/l2-references/", 0xff24, 0x0), /* arrowlake: Intel perfmon L2_RQSTS.REFERENCES, approx */
	UNSUP("GenuineIntel-6-FF", "l2-references"), /* intel-arch-fallback: a model-specific event, and this CPU model has no table in libperfgen */
	RAW("GenuineIntel-6-37-0", "l2-misses", 0x412e, 0x0), /* silvermont: perf JSON silvermont LONGEST_LAT_CACHE.MISS, approx */
	RAW("GenuineIntel-6-57-0", "l2-misses", 0x412e, 0x0), /* knightslanding: perf JSON knightslanding L2_REQUESTS.MISS, approx */
	RAW("GenuineIntel-6-5C-0", "l2-misses", 0x412e, 0x0), /* goldmont: perf JSON goldmont LONGEST_LAT_CACHE.MISS, approx */
	RAW("GenuineIntel-6-7A-0", "l2-misses", 0x412e, 0x0), /* goldmontplus: perf JSON goldmontplus LONGEST_LAT_CACHE.MISS, approx */
	RAW("GenuineIntel-6-85-0", "l2-misses", 0x412e, 0x0), /* knightsmill: perf JSON knightslanding L2_REQUESTS.MISS, approx */
	RAW("GenuineIntel-6-86-0", "l2-misses", 0x124, 0x0), /* snowridgex: perf JSON snowridgex L2_REQUEST.MISS, approx */
	RAW("GenuineIntel-6-96-0", "l2-misses", 0x124, 0x0), /* elkhartlake: perf JSON elkhartlake L2_REQUEST.MISS, approx */
	RAW("GenuineIntel-6-97-0", "cpu_atom/l2-misses/", 0x124, 0x0), /* alderlake: Intel perfmon L2_REQUEST.MISS, approx */
	RAW("GenuineIntel-6-97-0", "cpu_core/l2-misses/", 0x3f24, 0x0), /* alderlake: perf JSON alderlake L2_RQSTS.MISS, approx */
	RAW("GenuineIntel-6-AA-0", "cpu_atom/l2-misses/", 0x124, 0x0), /* meteorlake: Intel perfmon L2_REQUEST.MISS, approx */
	RAW("GenuineIntel-6-AA-0", "cpu_core/l2-misses/", 0x3f24, 0x0), /* meteorlake: perf JSON meteorlake L2_RQSTS.MISS, approx */
	RAW("GenuineIntel-6-CC-0", "cpu_core/l2-misses/", 0x3f24, 0x0), /* pantherlake: Intel perfmon L2_RQSTS.MISS, approx */
	SUMN("GenuineIntel-6-CC-0", "cpu_atom/l2-misses/", 0, 4, 0x4124, 0x4224, 0x4424, 0x4824), /* pantherlake: Intel perfmon L2_REQUEST.DEMAND_DATA_RD_MISS + L2_REQUEST.DEMAND_RFO_MISS + L2_REQUEST.DEMAND_CODE_RD_MISS + L2_REQUEST.HWPF_MISS, approx */
	RAW("GenuineIntel-6-C5-0", "cpu_core/l2-misses/", 0x3f24, 0x0), /* arrowlake-h: Intel perfmon L2_RQSTS.MISS, approx */
	RAW("GenuineIntel-6-C5-0", "cpu_atom/l2-misses/", 0x124, 0x0), /* arrowlake-h: Intel perfmon L2_REQUEST.MISS, approx */
	RAW("GenuineIntel-6-C5-0", "cpu_lowpower/l2-misses/", 0x124, 0x0), /* arrowlake-h: Intel perfmon L2_REQUEST.MISS, approx */
	SUMN("GenuineIntel-6-DD-0", "l2-misses", 0, 4, 0x4124, 0x4224, 0x4424, 0x4824), /* clearwaterforest: Intel perfmon L2_REQUEST.DEMAND_DATA_RD_MISS + L2_REQUEST.DEMAND_RFO_MISS + L2_REQUEST.DEMAND_CODE_RD_MISS + L2_REQUEST.HWPF_MISS, approx */
	RAW("GenuineIntel-6-1C-0", "l2-misses", 0x712e, 0x0), /* bonnell: perf JSON bonnell L2_RQSTS.SELF.ANY.I_STATE, approx */
	RAW("GenuineIntel-6-AF-0", "l2-misses", 0x124, 0x0), /* sierraforest: Intel perfmon L2_REQUEST.MISS, approx */
	RAW("GenuineIntel-6-B6-0", "l2-misses", 0x124, 0x0), /* grandridge: Intel perfmon L2_REQUEST.MISS, approx */
	RAW("GenuineIntel-6-BD-0", "cpu_atom/l2-misses/", 0x124, 0x0), /* lunarlake: Intel perfmon L2_REQUEST.MISS, approx */
	RAW("GenuineIntel-6-BD-0", "cpu_core/l2-misses/", 0x3f24, 0x0), /* lunarlake: Intel perfmon L2_RQSTS.MISS, approx */
	RAW("GenuineIntel-6-BE-0", "l2-misses", 0x124, 0x0), /* alderlake-n: Intel perfmon L2_REQUEST.MISS, approx */
	RAW("GenuineIntel-6-C6-0", "cpu_atom/l2-misses/", 0x124, 0x0), /* arrowlake: Intel perfmon L2_REQUEST.MISS, approx */
	RAW("GenuineIntel-6-C6-0", "cpu_core/l2-misses/", 0x3f24, 0x0), /* arrowlake: Intel perfmon L2_RQSTS.MISS, approx */
	UNSUP("GenuineIntel-6-FF", "l2-misses"), /* intel-arch-fallback: a model-specific event, and this CPU model has no table in libperfgen */
	RAW("GenuineIntel-6-37-0", "l2-loads", 0x1b7, 0x10001), /* silvermont: perf JSON silvermont OFFCORE_RESPONSE.DEMAND_DATA_RD.ANY_RESPONSE, approx */
	RAW("GenuineIntel-6-57-0", "l2-loads", 0x1b7, 0x10001), /* knightslanding: perf JSON knightslanding OFFCORE_RESPONSE.DEMAND_DATA_RD.ANY_RESPONSE, approx */
	RAW("GenuineIntel-6-5C-0", "l2-loads", 0x1b7, 0x10001), /* goldmont: Intel perfmon OFFCORE_RESPONSE.DEMAND_DATA_RD.ANY_RESPONSE */
	RAW("GenuineIntel-6-7A-0", "l2-loads", 0x1b7, 0x10001), /* goldmontplus: Intel perfmon OFFCORE_RESPONSE.DEMAND_DATA_RD.ANY_RESPONSE */
	RAW("GenuineIntel-6-85-0", "l2-loads", 0x1b7, 0x10001), /* knightsmill: perf JSON knightslanding OFFCORE_RESPONSE.DEMAND_DATA_RD.ANY_RESPONSE, approx */
	UNSUP("GenuineIntel-6-86-0", "l2-loads"), /* snowridgex: Tremont publishes no count of L2 lookups by request type */
	UNSUP("GenuineIntel-6-96-0", "l2-loads"), /* elkhartlake: Tremont publishes no count of L2 lookups by request type */
	UNSUP("GenuineIntel-6-97-0", "cpu_atom/l2-loads/"), /* alderlake: Gracemont publishes no count of L2 lookups by request type */
	RAW("GenuineIntel-6-97-0", "cpu_core/l2-loads/", 0xe124, 0x0), /* alderlake: perf JSON alderlake L2_RQSTS.ALL_DEMAND_DATA_RD, approx */
	UNSUP("GenuineIntel-6-AA-0", "cpu_atom/l2-loads/"), /* meteorlake: Crestmont publishes no count of L2 lookups by request type */
	RAW("GenuineIntel-6-AA-0", "cpu_core/l2-loads/", 0xe124, 0x0), /* meteorlake: perf JSON meteorlake L2_RQSTS.ALL_DEMAND_DATA_RD, approx */
	RAW("GenuineIntel-6-CC-0", "cpu_core/l2-loads/", 0xe124, 0x0), /* pantherlake: Intel perfmon L2_RQSTS.ALL_DEMAND_DATA_RD, approx */
	RAW("GenuineIntel-6-CC-0", "cpu_atom/l2-loads/", 0xc124, 0x0), /* pantherlake: Intel perfmon L2_REQUEST.DEMAND_DATA_RD, approx */
	RAW("GenuineIntel-6-C5-0", "cpu_core/l2-loads/", 0xe124, 0x0), /* arrowlake-h: Intel perfmon L2_RQSTS.ALL_DEMAND_DATA_RD, approx */
	UNSUP("GenuineIntel-6-C5-0", "cpu_atom/l2-loads/"), /* arrowlake-h: Arrow Lake's Skymont publishes no count of L2 lookups by request type */
	UNSUP("GenuineIntel-6-C5-0", "cpu_lowpower/l2-loads/"), /* arrowlake-h: Arrow Lake's Crestmont (low-power island) publishes no count of L2 lookups by request type */
	RAW("GenuineIntel-6-DD-0", "l2-loads", 0xc124, 0x0), /* clearwaterforest: Intel perfmon L2_REQUEST.DEMAND_DATA_RD, approx */
	RAW("GenuineIntel-6-1C-0", "l2-loads", 0x4f29, 0x0), /* bonnell: perf JSON bonnell L2_LD.SELF.DEMAND.MESI */
	UNSUP("GenuineIntel-6-AF-0", "l2-loads"), /* sierraforest: Crestmont publishes no count of L2 lookups by request type */
	UNSUP("GenuineIntel-6-B6-0", "l2-loads"), /* grandridge: Crestmont publishes no count of L2 lookups by request type */
	UNSUP("GenuineIntel-6-BD-0", "cpu_atom/l2-loads/"), /* lunarlake: Skymont publishes no count of L2 lookups by request type */
	RAW("GenuineIntel-6-BD-0", "cpu_core/l2-loads/", 0xe124, 0x0), /* lunarlake: Intel perfmon L2_RQSTS.ALL_DEMAND_DATA_RD, approx */
	UNSUP("GenuineIntel-6-BE-0", "l2-loads"), /* alderlake-n: Gracemont publishes no count of L2 lookups by request type */
	UNSUP("GenuineIntel-6-C6-0", "cpu_atom/l2-loads/"), /* arrowlake: Arrow Lake's Skymont publishes no count of L2 lookups by request type */
	RAW("GenuineIntel-6-C6-0", "cpu_core/l2-loads/", 0xe124, 0x0), /* arrowlake: Intel perfmon L2_RQSTS.ALL_DEMAND_DATA_RD, approx */
	UNSUP("GenuineIntel-6-FF", "l2-loads"), /* intel-arch-fallback: a model-specific event, and this CPU model has no table in libperfgen */
	RAW("GenuineIntel-6-37-0", "l2-load-misses", 0x1b7, 0x1680000001), /* silvermont: perf JSON silvermont OFFCORE_RESPONSE.DEMAND_DATA_RD.L2_MISS.ANY, approx */
	RAW("GenuineIntel-6-57-0", "l2-load-misses", 0x1b7, 0x1981f80001), /* knightslanding: Intel perfmon OFFCORE_RESPONSE.DEMAND_DATA_RD.L2_MISS, approx */
	RAW("GenuineIntel-6-5C-0", "l2-load-misses", 0x1b7, 0x3600000001), /* goldmont: Intel perfmon OFFCORE_RESPONSE.DEMAND_DATA_RD.L2_MISS.ANY */
	RAW("GenuineIntel-6-7A-0", "l2-load-misses", 0x1b7, 0x3600000001), /* goldmontplus: Intel perfmon OFFCORE_RESPONSE.DEMAND_DATA_RD.L2_MISS.ANY */
	RAW("GenuineIntel-6-85-0", "l2-load-misses", 0x1b7, 0x1981f80001), /* knightsmill: Intel perfmon OFFCORE_RESPONSE.DEMAND_DATA_RD.L2_MISS, approx */
	RAW("GenuineIntel-6-86-0", "l2-load-misses", 0x1b7, 0x10001), /* snowridgex: perf JSON snowridgex OCR.DEMAND_DATA_AND_L1PF_RD.ANY_RESPONSE, approx */
	RAW("GenuineIntel-6-96-0", "l2-load-misses", 0x1b7, 0x10001), /* elkhartlake: perf JSON elkhartlake OCR.DEMAND_DATA_AND_L1PF_RD.ANY_RESPONSE, approx */
	RAW("GenuineIntel-6-97-0", "cpu_atom/l2-load-misses/", 0x1b7, 0x10001), /* alderlake: perf JSON alderlake OCR.DEMAND_DATA_RD.ANY_RESPONSE, approx */
	RAW("GenuineIntel-6-97-0", "cpu_core/l2-load-misses/", 0x2124, 0x0), /* alderlake: perf JSON alderlake L2_RQSTS.DEMAND_DATA_RD_MISS, approx */
	RAW("GenuineIntel-6-AA-0", "cpu_atom/l2-load-misses/", 0x1b7, 0x10001), /* meteorlake: perf JSON meteorlake OCR.DEMAND_DATA_RD.ANY_RESPONSE, approx */
	RAW("GenuineIntel-6-AA-0", "cpu_core/l2-load-misses/", 0x2124, 0x0), /* meteorlake: perf JSON meteorlake L2_RQSTS.DEMAND_DATA_RD_MISS, approx */
	RAW("GenuineIntel-6-CC-0", "cpu_core/l2-load-misses/", 0x2124, 0x0), /* pantherlake: Intel perfmon L2_RQSTS.DEMAND_DATA_RD_MISS, approx */
	RAW("GenuineIntel-6-CC-0", "cpu_atom/l2-load-misses/", 0x4124, 0x0), /* pantherlake: Intel perfmon L2_REQUEST.DEMAND_DATA_RD_MISS, approx */
	RAW("GenuineIntel-6-C5-0", "cpu_core/l2-load-misses/", 0x2124, 0x0), /* arrowlake-h: Intel perfmon L2_RQSTS.DEMAND_DATA_RD_MISS, approx */
	UNSUP("GenuineIntel-6-C5-0", "cpu_atom/l2-load-misses/"), /* arrowlake-h: Arrow Lake's Skymont's published list has no offcore-response event for demand data reads or RFOs, and L2_R... */
	UNSUP("GenuineIntel-6-C5-0", "cpu_lowpower/l2-load-misses/"), /* arrowlake-h: Arrow Lake's Crestmont (low-power island)'s published list has no offcore-response event for demand data re... */
	RAW("GenuineIntel-6-DD-0", "l2-load-misses", 0x4124, 0x0), /* clearwaterforest: Intel perfmon L2_REQUEST.DEMAND_DATA_RD_MISS, approx */
	RAW("GenuineIntel-6-1C-0", "l2-load-misses", 0x4129, 0x0), /* bonnell: perf JSON bonnell L2_LD.SELF.DEMAND.I_STATE */
	RAW("GenuineIntel-6-AF-0", "l2-load-misses", 0x1b7, 0x10001), /* sierraforest: perf JSON sierraforest OCR.DEMAND_DATA_RD.ANY_RESPONSE, approx */
	RAW("GenuineIntel-6-B6-0", "l2-load-misses", 0x1b7, 0x10001), /* grandridge: perf JSON grandridge OCR.DEMAND_DATA_RD.ANY_RESPONSE, approx */
	RAW("GenuineIntel-6-BD-0", "cpu_atom/l2-load-misses/", 0x1b7, 0x10001), /* lunarlake: perf JSON lunarlake OCR.DEMAND_DATA_RD.ANY_RESPONSE, approx */
	RAW("GenuineIntel-6-BD-0", "cpu_core/l2-load-misses/", 0x2124, 0x0), /* lunarlake: Intel perfmon L2_RQSTS.DEMAND_DATA_RD_MISS, approx */
	RAW("GenuineIntel-6-BE-0", "l2-load-misses", 0x1b7, 0x10001), /* alderlake-n: perf JSON alderlaken OCR.DEMAND_DATA_RD.ANY_RESPONSE, approx */
	UNSUP("GenuineIntel-6-C6-0", "cpu_atom/l2-load-misses/"), /* arrowlake: Arrow Lake's Skymont's published list has no offcore-response event for demand data reads or RFOs, and L2_R... */
	RAW("GenuineIntel-6-C6-0", "cpu_core/l2-load-misses/", 0x2124, 0x0), /* arrowlake: Intel perfmon L2_RQSTS.DEMAND_DATA_RD_MISS, approx */
	UNSUP("GenuineIntel-6-FF", "l2-load-misses"), /* intel-arch-fallback: a model-specific event, and this CPU model has no table in libperfgen */
	RAW("GenuineIntel-6-37-0", "l2-stores", 0x1b7, 0x10002), /* silvermont: Intel perfmon OFFCORE_RESPONSE.DEMAND_RFO.ANY_RESPONSE, approx */
	RAW("GenuineIntel-6-57-0", "l2-stores", 0x1b7, 0x10002), /* knightslanding: perf JSON knightslanding OFFCORE_RESPONSE.DEMAND_RFO.ANY_RESPONSE */
	RAW("GenuineIntel-6-5C-0", "l2-stores", 0x1b7, 0x10002), /* goldmont: Intel perfmon OFFCORE_RESPONSE.DEMAND_RFO.ANY_RESPONSE */
	RAW("GenuineIntel-6-7A-0", "l2-stores", 0x1b7, 0x10002), /* goldmontplus: Intel perfmon OFFCORE_RESPONSE.DEMAND_RFO.ANY_RESPONSE */
	RAW("GenuineIntel-6-85-0", "l2-stores", 0x1b7, 0x10002), /* knightsmill: perf JSON knightslanding OFFCORE_RESPONSE.DEMAND_RFO.ANY_RESPONSE */
	UNSUP("GenuineIntel-6-86-0", "l2-stores"), /* snowridgex: Tremont publishes no count of L2 lookups by request type */
	UNSUP("GenuineIntel-6-96-0", "l2-stores"), /* elkhartlake: Tremont publishes no count of L2 lookups by request type */
	UNSUP("GenuineIntel-6-97-0", "cpu_atom/l2-stores/"), /* alderlake: Gracemont publishes no count of L2 lookups by request type */
	RAW("GenuineIntel-6-97-0", "cpu_core/l2-stores/", 0xe224, 0x0), /* alderlake: perf JSON alderlake L2_RQSTS.ALL_RFO, approx */
	UNSUP("GenuineIntel-6-AA-0", "cpu_atom/l2-stores/"), /* meteorlake: Crestmont publishes no count of L2 lookups by request type */
	RAW("GenuineIntel-6-AA-0", "cpu_core/l2-stores/", 0xe224, 0x0), /* meteorlake: perf JSON meteorlake L2_RQSTS.ALL_RFO, approx */
	UNSUP("GenuineIntel-6-CC-0", "cpu_core/l2-stores/"), /* pantherlake: Cougar Cove publishes no count of RFOs that look up the L2 */
	RAW("GenuineIntel-6-CC-0", "cpu_atom/l2-stores/", 0xc224, 0x0), /* pantherlake: Intel perfmon L2_REQUEST.DEMAND_RFO, approx */
	UNSUP("GenuineIntel-6-C5-0", "cpu_core/l2-stores/"), /* arrowlake-h: Lion Cove publishes no count of RFOs that look up the L2 */
	UNSUP("GenuineIntel-6-C5-0", "cpu_atom/l2-stores/"), /* arrowlake-h: Arrow Lake's Skymont publishes no count of L2 lookups by request type */
	UNSUP("GenuineIntel-6-C5-0", "cpu_lowpower/l2-stores/"), /* arrowlake-h: Arrow Lake's Crestmont (low-power island) publishes no count of L2 lookups by request type */
	RAW("GenuineIntel-6-DD-0", "l2-stores", 0xc224, 0x0), /* clearwaterforest: Intel perfmon L2_REQUEST.DEMAND_RFO, approx */
	RAW("GenuineIntel-6-1C-0", "l2-stores", 0x4f2a, 0x0), /* bonnell: perf JSON bonnell L2_ST.SELF.MESI */
	UNSUP("GenuineIntel-6-AF-0", "l2-stores"), /* sierraforest: Crestmont publishes no count of L2 lookups by request type */
	UNSUP("GenuineIntel-6-B6-0", "l2-stores"), /* grandridge: Crestmont publishes no count of L2 lookups by request type */
	UNSUP("GenuineIntel-6-BD-0", "cpu_atom/l2-stores/"), /* lunarlake: Skymont publishes no count of L2 lookups by request type */
	UNSUP("GenuineIntel-6-BD-0", "cpu_core/l2-stores/"), /* lunarlake: Lion Cove publishes no count of RFOs that look up the L2 */
	UNSUP("GenuineIntel-6-BE-0", "l2-stores"), /* alderlake-n: Gracemont publishes no count of L2 lookups by request type */
	UNSUP("GenuineIntel-6-C6-0", "cpu_atom/l2-stores/"), /* arrowlake: Arrow Lake's Skymont publishes no count of L2 lookups by request type */
	UNSUP("GenuineIntel-6-C6-0", "cpu_core/l2-stores/"), /* arrowlake: Lion Cove publishes no count of RFOs that look up the L2 */
	UNSUP("GenuineIntel-6-FF", "l2-stores"), /* intel-arch-fallback: a model-specific event, and this CPU model has no table in libperfgen */
	RAW("GenuineIntel-6-37-0", "l2-store-misses", 0x1b7, 0x1680000002), /* silvermont: perf JSON silvermont OFFCORE_RESPONSE.DEMAND_RFO.L2_MISS.ANY, approx */
	RAW("GenuineIntel-6-57-0", "l2-store-misses", 0x1b7, 0x1981f80002), /* knightslanding: OFFCORE_RESPONSE_0:DMND_RFO:L2_HIT_NEAR_TILE:L2_HIT_FAR_TILE:MCDRAM:DDR */
	RAW("GenuineIntel-6-5C-0", "l2-store-misses", 0x1b7, 0x3600000002), /* goldmont: Intel perfmon OFFCORE_RESPONSE.DEMAND_RFO.L2_MISS.ANY */
	RAW("GenuineIntel-6-7A-0", "l2-store-misses", 0x1b7, 0x3600000002), /* goldmontplus: Intel perfmon OFFCORE_RESPONSE.DEMAND_RFO.L2_MISS.ANY */
	RAW("GenuineIntel-6-85-0", "l2-store-misses", 0x1b7, 0x1981f80002), /* knightsmill: OFFCORE_RESPONSE_0:DMND_RFO:L2_HIT_NEAR_TILE:L2_HIT_FAR_TILE:MCDRAM:DDR */
	RAW("GenuineIntel-6-86-0", "l2-store-misses", 0x1b7, 0x10002), /* snowridgex: perf JSON snowridgex OCR.DEMAND_RFO.ANY_RESPONSE, approx */
	RAW("GenuineIntel-6-96-0", "l2-store-misses", 0x1b7, 0x10002), /* elkhartlake: perf JSON elkhartlake OCR.DEMAND_RFO.ANY_RESPONSE, approx */
	RAW("GenuineIntel-6-97-0", "cpu_atom/l2-store-misses/", 0x1b7, 0x10002), /* alderlake: perf JSON alderlake OCR.DEMAND_RFO.ANY_RESPONSE, approx */
	RAW("GenuineIntel-6-97-0", "cpu_core/l2-store-misses/", 0x2224, 0x0), /* alderlake: perf JSON alderlake L2_RQSTS.RFO_MISS, approx */
	RAW("GenuineIntel-6-AA-0", "cpu_atom/l2-store-misses/", 0x1b7, 0x10002), /* meteorlake: perf JSON meteorlake OCR.DEMAND_RFO.ANY_RESPONSE, approx */
	RAW("GenuineIntel-6-AA-0", "cpu_core/l2-store-misses/", 0x2224, 0x0), /* meteorlake: perf JSON meteorlake L2_RQSTS.RFO_MISS, approx */
	RAW("GenuineIntel-6-CC-0", "cpu_core/l2-store-misses/", 0x2224, 0x0), /* pantherlake: Intel perfmon L2_RQSTS.RFO_MISS, approx */
	RAW("GenuineIntel-6-CC-0", "cpu_atom/l2-store-misses/", 0x4224, 0x0), /* pantherlake: Intel perfmon L2_REQUEST.DEMAND_RFO_MISS, approx */
	RAW("GenuineIntel-6-C5-0", "cpu_core/l2-store-misses/", 0x2224, 0x0), /* arrowlake-h: Intel perfmon L2_RQSTS.RFO_MISS, approx */
	UNSUP("GenuineIntel-6-C5-0", "cpu_atom/l2-store-misses/"), /* arrowlake-h: Arrow Lake's Skymont's published list has no offcore-response event for demand data reads or RFOs, and L2_R... */
	UNSUP("GenuineIntel-6-C5-0", "cpu_lowpower/l2-store-misses/"), /* arrowlake-h: Arrow Lake's Crestmont (low-power island)'s published list has no offcore-response event for demand data re... */
	RAW("GenuineIntel-6-DD-0", "l2-store-misses", 0x4224, 0x0), /* clearwaterforest: Intel perfmon L2_REQUEST.DEMAND_RFO_MISS, approx */
	RAW("GenuineIntel-6-1C-0", "l2-store-misses", 0x412a, 0x0), /* bonnell: perf JSON bonnell L2_ST.SELF.I_STATE */
	RAW("GenuineIntel-6-AF-0", "l2-store-misses", 0x1b7, 0x10002), /* sierraforest: perf JSON sierraforest OCR.DEMAND_RFO.ANY_RESPONSE, approx */
	RAW("GenuineIntel-6-B6-0", "l2-store-misses", 0x1b7, 0x10002), /* grandridge: perf JSON grandridge OCR.DEMAND_RFO.ANY_RESPONSE, approx */
	RAW("GenuineIntel-6-BD-0", "cpu_atom/l2-store-misses/", 0x1b7, 0x10002), /* lunarlake: perf JSON lunarlake OCR.DEMAND_RFO.ANY_RESPONSE, approx */
	RAW("GenuineIntel-6-BD-0", "cpu_core/l2-store-misses/", 0x2224, 0x0), /* lunarlake: Intel perfmon L2_RQSTS.RFO_MISS, approx */
	RAW("GenuineIntel-6-BE-0", "l2-store-misses", 0x1b7, 0x10002), /* alderlake-n: perf JSON alderlaken OCR.DEMAND_RFO.ANY_RESPONSE, approx */
	UNSUP("GenuineIntel-6-C6-0", "cpu_atom/l2-store-misses/"), /* arrowlake: Arrow Lake's Skymont's published list has no offcore-response event for demand data reads or RFOs, and L2_R... */
	RAW("GenuineIntel-6-C6-0", "cpu_core/l2-store-misses/", 0x2224, 0x0), /* arrowlake: Intel perfmon L2_RQSTS.RFO_MISS, approx */
	UNSUP("GenuineIntel-6-FF", "l2-store-misses"), /* intel-arch-fallback: a model-specific event, and this CPU model has no table in libperfgen */
	RAW("GenuineIntel-6-37-0", "l2-code-reads", 0x1b7, 0x10004), /* silvermont: perf JSON silvermont OFFCORE_RESPONSE.DEMAND_CODE_RD.ANY_RESPONSE, approx */
	UNSUP("GenuineIntel-6-57-0", "l2-code-reads"), /* knightslanding: Knights Landing and Knights Mill publish their code-read offcore responses only as ANY_CODE_RD (demand and ... */
	RAW("GenuineIntel-6-5C-0", "l2-code-reads", 0x1b7, 0x10004), /* goldmont: Intel perfmon OFFCORE_RESPONSE.DEMAND_CODE_RD.ANY_RESPONSE, approx */
	RAW("GenuineIntel-6-7A-0", "l2-code-reads", 0x1b7, 0x10004), /* goldmontplus: perf JSON goldmontplus OFFCORE_RESPONSE.DEMAND_CODE_RD.ANY_RESPONSE, approx */
	UNSUP("GenuineIntel-6-85-0", "l2-code-reads"), /* knightsmill: Knights Landing and Knights Mill publish their code-read offcore responses only as ANY_CODE_RD (demand and ... */
	UNSUP("GenuineIntel-6-86-0", "l2-code-reads"), /* snowridgex: Tremont publishes no count of L2 lookups by request type */
	UNSUP("GenuineIntel-6-96-0", "l2-code-reads"), /* elkhartlake: Tremont publishes no count of L2 lookups by request type */
	UNSUP("GenuineIntel-6-97-0", "cpu_atom/l2-code-reads/"), /* alderlake: Gracemont publishes no count of L2 lookups by request type */
	RAW("GenuineIntel-6-97-0", "cpu_core/l2-code-reads/", 0xe424, 0x0), /* alderlake: perf JSON alderlake L2_RQSTS.ALL_CODE_RD, approx */
	UNSUP("GenuineIntel-6-AA-0", "cpu_atom/l2-code-reads/"), /* meteorlake: Crestmont publishes no count of L2 lookups by request type */
	RAW("GenuineIntel-6-AA-0", "cpu_core/l2-code-reads/", 0xe424, 0x0), /* meteorlake: perf JSON meteorlake L2_RQSTS.ALL_CODE_RD, approx */
	RAW("GenuineIntel-6-CC-0", "cpu_core/l2-code-reads/", 0xe424, 0x0), /* pantherlake: Intel perfmon L2_RQSTS.ALL_CODE_RD, approx */
	RAW("GenuineIntel-6-CC-0", "cpu_atom/l2-code-reads/", 0xc424, 0x0), /* pantherlake: Intel perfmon L2_REQUEST.DEMAND_CODE_RD, approx */
	RAW("GenuineIntel-6-C5-0", "cpu_core/l2-code-reads/", 0xe424, 0x0), /* arrowlake-h: Intel perfmon L2_RQSTS.ALL_CODE_RD, approx */
	UNSUP("GenuineIntel-6-C5-0", "cpu_atom/l2-code-reads/"), /* arrowlake-h: Arrow Lake's Skymont publishes no count of L2 lookups by request type */
	UNSUP("GenuineIntel-6-C5-0", "cpu_lowpower/l2-code-reads/"), /* arrowlake-h: Arrow Lake's Crestmont (low-power island) publishes no count of L2 lookups by request type */
	RAW("GenuineIntel-6-DD-0", "l2-code-reads", 0xc424, 0x0), /* clearwaterforest: Intel perfmon L2_REQUEST.DEMAND_CODE_RD, approx */
	RAW("GenuineIntel-6-1C-0", "l2-code-reads", 0x4f28, 0x0), /* bonnell: perf JSON bonnell L2_IFETCH.SELF.MESI, approx */
	UNSUP("GenuineIntel-6-AF-0", "l2-code-reads"), /* sierraforest: Crestmont publishes no count of L2 lookups by request type */
	UNSUP("GenuineIntel-6-B6-0", "l2-code-reads"), /* grandridge: Crestmont publishes no count of L2 lookups by request type */
	UNSUP("GenuineIntel-6-BD-0", "cpu_atom/l2-code-reads/"), /* lunarlake: Skymont publishes no count of L2 lookups by request type */
	RAW("GenuineIntel-6-BD-0", "cpu_core/l2-code-reads/", 0xe424, 0x0), /* lunarlake: Intel perfmon L2_RQSTS.ALL_CODE_RD, approx */
	UNSUP("GenuineIntel-6-BE-0", "l2-code-reads"), /* alderlake-n: Gracemont publishes no count of L2 lookups by request type */
	UNSUP("GenuineIntel-6-C6-0", "cpu_atom/l2-code-reads/"), /* arrowlake: Arrow Lake's Skymont publishes no count of L2 lookups by request type */
	RAW("GenuineIntel-6-C6-0", "cpu_core/l2-code-reads/", 0xe424, 0x0), /* arrowlake: Intel perfmon L2_RQSTS.ALL_CODE_RD, approx */
	UNSUP("GenuineIntel-6-FF", "l2-code-reads"), /* intel-arch-fallback: a model-specific event, and this CPU model has no table in libperfgen */
	RAW("GenuineIntel-6-37-0", "l2-code-read-misses", 0x1b7, 0x1680000004), /* silvermont: perf JSON silvermont OFFCORE_RESPONSE.DEMAND_CODE_RD.L2_MISS.ANY, approx */
	UNSUP("GenuineIntel-6-57-0", "l2-code-read-misses"), /* knightslanding: Knights Landing and Knights Mill publish no demand code read count of L2 misses */
	RAW("GenuineIntel-6-5C-0", "l2-code-read-misses", 0x1b7, 0x3600000004), /* goldmont: Intel perfmon OFFCORE_RESPONSE.DEMAND_CODE_RD.L2_MISS.ANY, approx */
	RAW("GenuineIntel-6-7A-0", "l2-code-read-misses", 0x1b7, 0x3600000004), /* goldmontplus: Intel perfmon OFFCORE_RESPONSE.DEMAND_CODE_RD.L2_MISS.ANY, approx */
	UNSUP("GenuineIntel-6-85-0", "l2-code-read-misses"), /* knightsmill: Knights Landing and Knights Mill publish no demand code read count of L2 misses */
	RAW("GenuineIntel-6-86-0", "l2-code-read-misses", 0x1b7, 0x10004), /* snowridgex: perf JSON snowridgex OCR.DEMAND_CODE_RD.ANY_RESPONSE, approx */
	RAW("GenuineIntel-6-96-0", "l2-code-read-misses", 0x1b7, 0x10004), /* elkhartlake: perf JSON elkhartlake OCR.DEMAND_CODE_RD.ANY_RESPONSE, approx */
	RAW("GenuineIntel-6-97-0", "cpu_atom/l2-code-read-misses/", 0x1b7, 0x10004), /* alderlake: Intel perfmon OCR.DEMAND_CODE_RD.ANY_RESPONSE, approx */
	RAW("GenuineIntel-6-97-0", "cpu_core/l2-code-read-misses/", 0x2424, 0x0), /* alderlake: perf JSON alderlake L2_RQSTS.CODE_RD_MISS, approx */
	RAW("GenuineIntel-6-AA-0", "cpu_atom/l2-code-read-misses/", 0x1b7, 0x10004), /* meteorlake: Intel perfmon OCR.DEMAND_CODE_RD.ANY_RESPONSE, approx */
	RAW("GenuineIntel-6-AA-0", "cpu_core/l2-code-read-misses/", 0x2424, 0x0), /* meteorlake: perf JSON meteorlake L2_RQSTS.CODE_RD_MISS, approx */
	RAW("GenuineIntel-6-CC-0", "cpu_core/l2-code-read-misses/", 0x2424, 0x0), /* pantherlake: Intel perfmon L2_RQSTS.CODE_RD_MISS, approx */
	RAW("GenuineIntel-6-CC-0", "cpu_atom/l2-code-read-misses/", 0x4424, 0x0), /* pantherlake: Intel perfmon L2_REQUEST.DEMAND_CODE_RD_MISS, approx */
	RAW("GenuineIntel-6-C5-0", "cpu_core/l2-code-read-misses/", 0x2424, 0x0), /* arrowlake-h: Intel perfmon L2_RQSTS.CODE_RD_MISS, approx */
	UNSUP("GenuineIntel-6-C5-0", "cpu_atom/l2-code-read-misses/"), /* arrowlake-h: Arrow Lake's Skymont's published list has no offcore-response event for code reads, and L2_REQUEST.MISS cou... */
	UNSUP("GenuineIntel-6-C5-0", "cpu_lowpower/l2-code-read-misses/"), /* arrowlake-h: Arrow Lake's Crestmont (low-power island)'s published list has no offcore-response event for code reads, an... */
	RAW("GenuineIntel-6-DD-0", "l2-code-read-misses", 0x4424, 0x0), /* clearwaterforest: Intel perfmon L2_REQUEST.DEMAND_CODE_RD_MISS, approx */
	RAW("GenuineIntel-6-1C-0", "l2-code-read-misses", 0x4128, 0x0), /* bonnell: perf JSON bonnell L2_IFETCH.SELF.I_STATE, approx */
	UNSUP("GenuineIntel-6-AF-0", "l2-code-read-misses"), /* sierraforest: Crestmont's published list has no offcore-response event for code reads, and L2_REQUEST.MISS counts every r... */
	UNSUP("GenuineIntel-6-B6-0", "l2-code-read-misses"), /* grandridge: Crestmont's published list has no offcore-response event for code reads, and L2_REQUEST.MISS counts every r... */
	RAW("GenuineIntel-6-BD-0", "cpu_atom/l2-code-read-misses/", 0x1b7, 0x10004), /* lunarlake: Intel perfmon OCR.DEMAND_CODE_RD.ANY_RESPONSE, approx */
	RAW("GenuineIntel-6-BD-0", "cpu_core/l2-code-read-misses/", 0x2424, 0x0), /* lunarlake: Intel perfmon L2_RQSTS.CODE_RD_MISS, approx */
	RAW("GenuineIntel-6-BE-0", "l2-code-read-misses", 0x1b7, 0x10004), /* alderlake-n: Intel perfmon OCR.DEMAND_CODE_RD.ANY_RESPONSE, approx */
	UNSUP("GenuineIntel-6-C6-0", "cpu_atom/l2-code-read-misses/"), /* arrowlake: Arrow Lake's Skymont's published list has no offcore-response event for code reads, and L2_REQUEST.MISS cou... */
	RAW("GenuineIntel-6-C6-0", "cpu_core/l2-code-read-misses/", 0x2424, 0x0), /* arrowlake: Intel perfmon L2_RQSTS.CODE_RD_MISS, approx */
	UNSUP("GenuineIntel-6-FF", "l2-code-read-misses"), /* intel-arch-fallback: a model-specific event, and this CPU model has no table in libperfgen */
	RAW("GenuineIntel-6-37-0", "dtlb-load-misses", 0x804, 0x0), /* silvermont: perf JSON silvermont MEM_UOPS_RETIRED.DTLB_MISS_LOADS, approx */
	RAW("GenuineIntel-6-57-0", "dtlb-load-misses", 0x804, 0x0), /* knightslanding: perf JSON knightslanding MEM_UOPS_RETIRED.DTLB_MISS_LOADS, approx */
	RAW("GenuineIntel-6-5C-0", "dtlb-load-misses", 0x11d0, 0x0), /* goldmont: perf JSON goldmont MEM_UOPS_RETIRED.DTLB_MISS_LOADS, approx */
	SUMN("GenuineIntel-6-7A-0", "dtlb-load-misses", 0, 3, 0x208, 0x408, 0x808), /* goldmontplus: perf JSON goldmontplus DTLB_LOAD_MISSES.WALK_COMPLETED_4K + DTLB_LOAD_MISSES.WALK_COMPLETED_2M_4M + DTLB_LOAD_MISSES.WALK_COMPLETED_1GB, approx */
	RAW("GenuineIntel-6-85-0", "dtlb-load-misses", 0x804, 0x0), /* knightsmill: perf JSON knightslanding MEM_UOPS_RETIRED.DTLB_MISS_LOADS, approx */
	RAW("GenuineIntel-6-86-0", "dtlb-load-misses", 0xe08, 0x0), /* snowridgex: perf JSON snowridgex DTLB_LOAD_MISSES.WALK_COMPLETED, approx */
	RAW("GenuineIntel-6-96-0", "dtlb-load-misses", 0xe08, 0x0), /* elkhartlake: perf JSON elkhartlake DTLB_LOAD_MISSES.WALK_COMPLETED, approx */
	RAW("GenuineIntel-6-97-0", "cpu_atom/dtlb-load-misses/", 0xe08, 0x0), /* alderlake: perf JSON alderlake DTLB_LOAD_MISSES.WALK_COMPLETED, approx */
	RAW("GenuineIntel-6-97-0", "cpu_core/dtlb-load-misses/", 0xe12, 0x0), /* alderlake: perf JSON alderlake DTLB_LOAD_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-AA-0", "cpu_atom/dtlb-load-misses/", 0xe08, 0x0), /* meteorlake: perf JSON meteorlake DTLB_LOAD_MISSES.WALK_COMPLETED, approx */
	RAW("GenuineIntel-6-AA-0", "cpu_core/dtlb-load-misses/", 0xe12, 0x0), /* meteorlake: perf JSON meteorlake DTLB_LOAD_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-CC-0", "cpu_core/dtlb-load-misses/", 0xe12, 0x0), /* pantherlake: Intel perfmon DTLB_LOAD_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-CC-0", "cpu_atom/dtlb-load-misses/", 0xe08, 0x0), /* pantherlake: Intel perfmon DTLB_LOAD_MISSES.WALK_COMPLETED, approx */
	RAW("GenuineIntel-6-C5-0", "cpu_core/dtlb-load-misses/", 0xe12, 0x0), /* arrowlake-h: Intel perfmon DTLB_LOAD_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-C5-0", "cpu_atom/dtlb-load-misses/", 0xe08, 0x0), /* arrowlake-h: Intel perfmon DTLB_LOAD_MISSES.WALK_COMPLETED, approx */
	RAW("GenuineIntel-6-C5-0", "cpu_lowpower/dtlb-load-misses/", 0xe08, 0x0), /* arrowlake-h: Intel perfmon DTLB_LOAD_MISSES.WALK_COMPLETED, approx */
	RAW("GenuineIntel-6-DD-0", "dtlb-load-misses", 0xe08, 0x0), /* clearwaterforest: Intel perfmon DTLB_LOAD_MISSES.WALK_COMPLETED, approx */
	RAW("GenuineIntel-6-1C-0", "dtlb-load-misses", 0x508, 0x0), /* bonnell: perf JSON bonnell DATA_TLB_MISSES.DTLB_MISS_LD, approx */
	RAW("GenuineIntel-6-AF-0", "dtlb-load-misses", 0xe08, 0x0), /* sierraforest: perf JSON sierraforest DTLB_LOAD_MISSES.WALK_COMPLETED, approx */
	RAW("GenuineIntel-6-B6-0", "dtlb-load-misses", 0xe08, 0x0), /* grandridge: perf JSON grandridge DTLB_LOAD_MISSES.WALK_COMPLETED, approx */
	RAW("GenuineIntel-6-BD-0", "cpu_atom/dtlb-load-misses/", 0xe08, 0x0), /* lunarlake: perf JSON lunarlake DTLB_LOAD_MISSES.WALK_COMPLETED, approx */
	RAW("GenuineIntel-6-BD-0", "cpu_core/dtlb-load-misses/", 0xe12, 0x0), /* lunarlake: perf JSON lunarlake DTLB_LOAD_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-BE-0", "dtlb-load-misses", 0xe08, 0x0), /* alderlake-n: perf JSON alderlaken DTLB_LOAD_MISSES.WALK_COMPLETED, approx */
	RAW("GenuineIntel-6-C6-0", "cpu_atom/dtlb-load-misses/", 0xe08, 0x0), /* arrowlake: Intel perfmon DTLB_LOAD_MISSES.WALK_COMPLETED, approx */
	RAW("GenuineIntel-6-C6-0", "cpu_core/dtlb-load-misses/", 0xe12, 0x0), /* arrowlake: Intel perfmon DTLB_LOAD_MISSES.WALK_COMPLETED */
	UNSUP("GenuineIntel-6-FF", "dtlb-load-misses"), /* intel-arch-fallback: a model-specific event, and this CPU model has no table in libperfgen */
	UNSUP("GenuineIntel-6-37-0", "dtlb-store-misses"), /* silvermont: Silvermont and Airmont count no page walks of stores alone */
	UNSUP("GenuineIntel-6-57-0", "dtlb-store-misses"), /* knightslanding: Knights Landing and Knights Mill count no page walks of stores alone */
	RAW("GenuineIntel-6-5C-0", "dtlb-store-misses", 0x12d0, 0x0), /* goldmont: perf JSON goldmont MEM_UOPS_RETIRED.DTLB_MISS_STORES, approx */
	SUMN("GenuineIntel-6-7A-0", "dtlb-store-misses", 1, 3, 0x249, 0x449, 0x849), /* goldmontplus: perf JSON goldmontplus DTLB_STORE_MISSES.WALK_COMPLETED_4K + DTLB_STORE_MISSES.WALK_COMPLETED_2M_4M + DTLB_STORE_MISSES.WALK_COMPLETED_1GB */
	UNSUP("GenuineIntel-6-85-0", "dtlb-store-misses"), /* knightsmill: Knights Landing and Knights Mill count no page walks of stores alone */
	RAW("GenuineIntel-6-86-0", "dtlb-store-misses", 0xe49, 0x0), /* snowridgex: perf JSON snowridgex DTLB_STORE_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-96-0", "dtlb-store-misses", 0xe49, 0x0), /* elkhartlake: perf JSON elkhartlake DTLB_STORE_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-97-0", "cpu_atom/dtlb-store-misses/", 0xe49, 0x0), /* alderlake: perf JSON alderlake DTLB_STORE_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-97-0", "cpu_core/dtlb-store-misses/", 0xe13, 0x0), /* alderlake: perf JSON alderlake DTLB_STORE_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-AA-0", "cpu_atom/dtlb-store-misses/", 0xe49, 0x0), /* meteorlake: perf JSON meteorlake DTLB_STORE_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-AA-0", "cpu_core/dtlb-store-misses/", 0xe13, 0x0), /* meteorlake: perf JSON meteorlake DTLB_STORE_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-CC-0", "cpu_core/dtlb-store-misses/", 0xe13, 0x0), /* pantherlake: Intel perfmon DTLB_STORE_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-CC-0", "cpu_atom/dtlb-store-misses/", 0xe49, 0x0), /* pantherlake: Intel perfmon DTLB_STORE_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-C5-0", "cpu_core/dtlb-store-misses/", 0xe13, 0x0), /* arrowlake-h: Intel perfmon DTLB_STORE_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-C5-0", "cpu_atom/dtlb-store-misses/", 0xe49, 0x0), /* arrowlake-h: Intel perfmon DTLB_STORE_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-C5-0", "cpu_lowpower/dtlb-store-misses/", 0xe49, 0x0), /* arrowlake-h: Intel perfmon DTLB_STORE_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-DD-0", "dtlb-store-misses", 0xe49, 0x0), /* clearwaterforest: Intel perfmon DTLB_STORE_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-1C-0", "dtlb-store-misses", 0x608, 0x0), /* bonnell: perf JSON bonnell DATA_TLB_MISSES.DTLB_MISS_ST, approx */
	RAW("GenuineIntel-6-AF-0", "dtlb-store-misses", 0xe49, 0x0), /* sierraforest: perf JSON sierraforest DTLB_STORE_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-B6-0", "dtlb-store-misses", 0xe49, 0x0), /* grandridge: perf JSON grandridge DTLB_STORE_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-BD-0", "cpu_atom/dtlb-store-misses/", 0xe49, 0x0), /* lunarlake: perf JSON lunarlake DTLB_STORE_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-BD-0", "cpu_core/dtlb-store-misses/", 0xe13, 0x0), /* lunarlake: perf JSON lunarlake DTLB_STORE_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-BE-0", "dtlb-store-misses", 0xe49, 0x0), /* alderlake-n: perf JSON alderlaken DTLB_STORE_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-C6-0", "cpu_atom/dtlb-store-misses/", 0xe49, 0x0), /* arrowlake: Intel perfmon DTLB_STORE_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-C6-0", "cpu_core/dtlb-store-misses/", 0xe13, 0x0), /* arrowlake: Intel perfmon DTLB_STORE_MISSES.WALK_COMPLETED */
	UNSUP("GenuineIntel-6-FF", "dtlb-store-misses"), /* intel-arch-fallback: a model-specific event, and this CPU model has no table in libperfgen */
	RAW("GenuineIntel-6-37-0", "itlb-misses", 0x40205, 0x0), /* silvermont: perf JSON silvermont PAGE_WALKS.I_SIDE_WALKS, approx */
	RAW("GenuineIntel-6-57-0", "itlb-misses", 0x40205, 0x0), /* knightslanding: perf JSON knightslanding PAGE_WALKS.I_SIDE_WALKS, approx */
	RAW("GenuineIntel-6-5C-0", "itlb-misses", 0x481, 0x0), /* goldmont: perf JSON goldmont ITLB.MISS, approx */
	SUMN("GenuineIntel-6-7A-0", "itlb-misses", 1, 3, 0x285, 0x485, 0x885), /* goldmontplus: perf JSON goldmontplus ITLB_MISSES.WALK_COMPLETED_4K + ITLB_MISSES.WALK_COMPLETED_2M_4M + ITLB_MISSES.WALK_COMPLETED_1GB */
	RAW("GenuineIntel-6-85-0", "itlb-misses", 0x40205, 0x0), /* knightsmill: perf JSON knightslanding PAGE_WALKS.I_SIDE_WALKS, approx */
	RAW("GenuineIntel-6-86-0", "itlb-misses", 0xe85, 0x0), /* snowridgex: perf JSON snowridgex ITLB_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-96-0", "itlb-misses", 0xe85, 0x0), /* elkhartlake: perf JSON elkhartlake ITLB_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-97-0", "cpu_atom/itlb-misses/", 0xe85, 0x0), /* alderlake: perf JSON alderlake ITLB_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-97-0", "cpu_core/itlb-misses/", 0xe11, 0x0), /* alderlake: perf JSON alderlake ITLB_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-AA-0", "cpu_atom/itlb-misses/", 0xe85, 0x0), /* meteorlake: perf JSON meteorlake ITLB_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-AA-0", "cpu_core/itlb-misses/", 0xe11, 0x0), /* meteorlake: perf JSON meteorlake ITLB_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-CC-0", "cpu_core/itlb-misses/", 0xe11, 0x0), /* pantherlake: Intel perfmon ITLB_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-CC-0", "cpu_atom/itlb-misses/", 0xe85, 0x0), /* pantherlake: Intel perfmon ITLB_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-C5-0", "cpu_core/itlb-misses/", 0xe11, 0x0), /* arrowlake-h: Intel perfmon ITLB_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-C5-0", "cpu_atom/itlb-misses/", 0xe85, 0x0), /* arrowlake-h: Intel perfmon ITLB_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-C5-0", "cpu_lowpower/itlb-misses/", 0xe85, 0x0), /* arrowlake-h: Intel perfmon ITLB_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-DD-0", "itlb-misses", 0xe85, 0x0), /* clearwaterforest: Intel perfmon ITLB_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-1C-0", "itlb-misses", 0x282, 0x0), /* bonnell: perf JSON bonnell ITLB.MISSES, approx */
	RAW("GenuineIntel-6-AF-0", "itlb-misses", 0xe85, 0x0), /* sierraforest: perf JSON sierraforest ITLB_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-B6-0", "itlb-misses", 0xe85, 0x0), /* grandridge: perf JSON grandridge ITLB_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-BD-0", "cpu_atom/itlb-misses/", 0xe85, 0x0), /* lunarlake: perf JSON lunarlake ITLB_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-BD-0", "cpu_core/itlb-misses/", 0xe11, 0x0), /* lunarlake: perf JSON lunarlake ITLB_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-BE-0", "itlb-misses", 0xe85, 0x0), /* alderlake-n: perf JSON alderlaken ITLB_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-C6-0", "cpu_atom/itlb-misses/", 0xe85, 0x0), /* arrowlake: Intel perfmon ITLB_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-C6-0", "cpu_core/itlb-misses/", 0xe11, 0x0), /* arrowlake: Intel perfmon ITLB_MISSES.WALK_COMPLETED */
	UNSUP("GenuineIntel-6-FF", "itlb-misses"), /* intel-arch-fallback: a model-specific event, and this CPU model has no table in libperfgen */
	RAW("GenuineIntel-6-37-0", "stalled-cycles-frontend", 0x50ca, 0x0), /* silvermont: perf JSON silvermont NO_ALLOC_CYCLES.NOT_DELIVERED */
	RAW("GenuineIntel-6-57-0", "stalled-cycles-frontend", 0x90ca, 0x0), /* knightslanding: perf JSON knightslanding NO_ALLOC_CYCLES.NOT_DELIVERED, approx */
	UNSUP("GenuineIntel-6-5C-0", "stalled-cycles-frontend"), /* goldmont: Goldmont and Goldmont Plus count frontend starvation in issue slots, not cycles */
	UNSUP("GenuineIntel-6-7A-0", "stalled-cycles-frontend"), /* goldmontplus: Goldmont and Goldmont Plus count frontend starvation in issue slots, not cycles */
	RAW("GenuineIntel-6-85-0", "stalled-cycles-frontend", 0x90ca, 0x0), /* knightsmill: perf JSON knightslanding NO_ALLOC_CYCLES.NOT_DELIVERED, approx */
	UNSUP("GenuineIntel-6-86-0", "stalled-cycles-frontend"), /* snowridgex: Tremont counts no cycles of a starved backend */
	UNSUP("GenuineIntel-6-96-0", "stalled-cycles-frontend"), /* elkhartlake: Tremont counts no cycles of a starved backend */
	UNSUP("GenuineIntel-6-97-0", "cpu_atom/stalled-cycles-frontend/"), /* alderlake: Gracemont counts no cycles of a starved backend */
	RAW("GenuineIntel-6-97-0", "cpu_core/stalled-cycles-frontend/", 0x600019c, 0x0), /* alderlake: perf JSON alderlake IDQ_BUBBLES.CYCLES_0_UOPS_DELIV.CORE */
	UNSUP("GenuineIntel-6-AA-0", "cpu_atom/stalled-cycles-frontend/"), /* meteorlake: Crestmont counts no cycles of a starved backend */
	RAW("GenuineIntel-6-AA-0", "cpu_core/stalled-cycles-frontend/", 0x600019c, 0x0), /* meteorlake: perf JSON meteorlake IDQ_BUBBLES.CYCLES_0_UOPS_DELIV.CORE */
	RAW("GenuineIntel-6-CC-0", "cpu_core/stalled-cycles-frontend/", 0x800019c, 0x0), /* pantherlake: Intel perfmon IDQ_BUBBLES.STARVATION_CYCLES */
	UNSUP("GenuineIntel-6-CC-0", "cpu_atom/stalled-cycles-frontend/"), /* pantherlake: Darkmont counts no cycles of a starved backend */
	RAW("GenuineIntel-6-C5-0", "cpu_core/stalled-cycles-frontend/", 0x800019c, 0x0), /* arrowlake-h: Intel perfmon IDQ_BUBBLES.STARVATION_CYCLES */
	UNSUP("GenuineIntel-6-C5-0", "cpu_atom/stalled-cycles-frontend/"), /* arrowlake-h: Arrow Lake's Skymont counts no cycles of a starved backend */
	UNSUP("GenuineIntel-6-C5-0", "cpu_lowpower/stalled-cycles-frontend/"), /* arrowlake-h: Arrow Lake's Crestmont (low-power island) counts no cycles of a starved backend */
	UNSUP("GenuineIntel-6-DD-0", "stalled-cycles-frontend"), /* clearwaterforest: Darkmont counts no cycles of a starved backend */
	UNSUP("GenuineIntel-6-1C-0", "stalled-cycles-frontend"), /* bonnell: Bonnell and Saltwell publish no cycle count of a backend starved by the frontend */
	UNSUP("GenuineIntel-6-AF-0", "stalled-cycles-frontend"), /* sierraforest: Crestmont counts no cycles of a starved backend */
	UNSUP("GenuineIntel-6-B6-0", "stalled-cycles-frontend"), /* grandridge: Crestmont counts no cycles of a starved backend */
	UNSUP("GenuineIntel-6-BD-0", "cpu_atom/stalled-cycles-frontend/"), /* lunarlake: Skymont counts no cycles of a starved backend */
	RAW("GenuineIntel-6-BD-0", "cpu_core/stalled-cycles-frontend/", 0x800019c, 0x0), /* lunarlake: Intel perfmon IDQ_BUBBLES.STARVATION_CYCLES */
	UNSUP("GenuineIntel-6-BE-0", "stalled-cycles-frontend"), /* alderlake-n: Gracemont counts no cycles of a starved backend */
	UNSUP("GenuineIntel-6-C6-0", "cpu_atom/stalled-cycles-frontend/"), /* arrowlake: Arrow Lake's Skymont counts no cycles of a starved backend */
	RAW("GenuineIntel-6-C6-0", "cpu_core/stalled-cycles-frontend/", 0x800019c, 0x0), /* arrowlake: Intel perfmon IDQ_BUBBLES.STARVATION_CYCLES */
	UNSUP("GenuineIntel-6-FF", "stalled-cycles-frontend"), /* intel-arch-fallback: a model-specific event, and this CPU model has no table in libperfgen */
	UNSUP("GenuineIntel-6-37-0", "stalled-cycles-backend"), /* silvermont: Silvermont and Airmont publish no single cycle count of backend stalls */
	RAW("GenuineIntel-6-37-0", "stalled-cycles-issue", 0x3fca, 0x0), /* silvermont: NO_ALLOC_CYCLES.ALL */
	UNSUP("GenuineIntel-6-37-0", "stalled-cycles-retire"), /* silvermont: this core publishes no count of cycles without retirement: */
	UNSUP("GenuineIntel-6-37-0", "stalled-cycles-mem"), /* silvermont: no count of cycles stalled on an outstanding load */
	UNSUP("GenuineIntel-6-37-0", "hw-interrupts"), /* silvermont: no interrupt count */
	UNSUP("GenuineIntel-6-37-0", "l1d-writebacks"), /* silvermont: no write-back count */
	UNSUP("GenuineIntel-6-37-0", "l2-writebacks"), /* silvermont: no write-back count */
	UNSUP("GenuineIntel-6-37-0", "l1d-references"), /* silvermont: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-37-0", "l1d-loads"), /* silvermont: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-37-0", "l1d-stores"), /* silvermont: no event of these cores counts lookups of the L1 data */
	RAW("GenuineIntel-6-37-0", "l1i-references", 0x380, 0x0), /* silvermont: ICACHE.ACCESSES */
	UNSUP("GenuineIntel-6-57-0", "stalled-cycles-backend"), /* knightslanding: Knights Landing and Knights Mill publish no single cycle count of backend stalls */
	RAW("GenuineIntel-6-57-0", "stalled-cycles-issue", 0x7fca, 0x0), /* knightslanding: NO_ALLOC_CYCLES.ALL */
	UNSUP("GenuineIntel-6-57-0", "stalled-cycles-retire"), /* knightslanding: this core publishes no count of cycles without retirement: */
	UNSUP("GenuineIntel-6-57-0", "stalled-cycles-mem"), /* knightslanding: no count of cycles stalled on an outstanding load */
	UNSUP("GenuineIntel-6-57-0", "hw-interrupts"), /* knightslanding: no interrupt count */
	UNSUP("GenuineIntel-6-57-0", "l1d-writebacks"), /* knightslanding: no write-back count */
	UNSUP("GenuineIntel-6-57-0", "l2-writebacks"), /* knightslanding: no write-back count */
	UNSUP("GenuineIntel-6-57-0", "l1d-references"), /* knightslanding: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-57-0", "l1d-loads"), /* knightslanding: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-57-0", "l1d-stores"), /* knightslanding: no event of these cores counts lookups of the L1 data */
	RAW("GenuineIntel-6-57-0", "l1i-references", 0x380, 0x0), /* knightslanding: ICACHE.ACCESSES */
	UNSUP("GenuineIntel-6-5C-0", "stalled-cycles-backend"), /* goldmont: Goldmont and Goldmont Plus count backend stalls in issue slots, not cycles */
	UNSUP("GenuineIntel-6-5C-0", "stalled-cycles-issue"), /* goldmont: these cores publish no count of cycles without issue: their */
	UNSUP("GenuineIntel-6-5C-0", "stalled-cycles-retire"), /* goldmont: these cores publish no count of cycles without retirement: */
	UNSUP("GenuineIntel-6-5C-0", "stalled-cycles-mem"), /* goldmont: no count of cycles stalled on an outstanding load */
	RAW("GenuineIntel-6-5C-0", "hw-interrupts", 0x1cb, 0x0), /* goldmont: HW_INTERRUPTS.RECEIVED */
	RAW("GenuineIntel-6-5C-0", "l1d-writebacks", 0x151, 0x0), /* goldmont: perf JSON DL1.DIRTY_EVICTION (approx) */
	UNSUP("GenuineIntel-6-5C-0", "l2-writebacks"), /* goldmont: no write-back count */
	UNSUP("GenuineIntel-6-5C-0", "l1d-references"), /* goldmont: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-5C-0", "l1d-loads"), /* goldmont: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-5C-0", "l1d-stores"), /* goldmont: no event of these cores counts lookups of the L1 data */
	RAW("GenuineIntel-6-5C-0", "l1i-references", 0x380, 0x0), /* goldmont: ICACHE.ACCESSES */
	UNSUP("GenuineIntel-6-7A-0", "stalled-cycles-backend"), /* goldmontplus: Goldmont and Goldmont Plus count backend stalls in issue slots, not cycles */
	UNSUP("GenuineIntel-6-7A-0", "stalled-cycles-issue"), /* goldmontplus: these cores publish no count of cycles without issue: their */
	UNSUP("GenuineIntel-6-7A-0", "stalled-cycles-retire"), /* goldmontplus: these cores publish no count of cycles without retirement: */
	UNSUP("GenuineIntel-6-7A-0", "stalled-cycles-mem"), /* goldmontplus: no count of cycles stalled on an outstanding load */
	RAW("GenuineIntel-6-7A-0", "hw-interrupts", 0x1cb, 0x0), /* goldmontplus: HW_INTERRUPTS.RECEIVED */
	RAW("GenuineIntel-6-7A-0", "l1d-writebacks", 0x151, 0x0), /* goldmontplus: perf JSON DL1.REPLACEMENT (approx) */
	UNSUP("GenuineIntel-6-7A-0", "l2-writebacks"), /* goldmontplus: no write-back count */
	UNSUP("GenuineIntel-6-7A-0", "l1d-references"), /* goldmontplus: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-7A-0", "l1d-loads"), /* goldmontplus: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-7A-0", "l1d-stores"), /* goldmontplus: no event of these cores counts lookups of the L1 data */
	RAW("GenuineIntel-6-7A-0", "l1i-references", 0x380, 0x0), /* goldmontplus: ICACHE.ACCESSES */
	UNSUP("GenuineIntel-6-85-0", "stalled-cycles-backend"), /* knightsmill: Knights Landing and Knights Mill publish no single cycle count of backend stalls */
	RAW("GenuineIntel-6-85-0", "stalled-cycles-issue", 0x7fca, 0x0), /* knightsmill: NO_ALLOC_CYCLES.ALL */
	UNSUP("GenuineIntel-6-85-0", "stalled-cycles-retire"), /* knightsmill: this core publishes no count of cycles without retirement: */
	UNSUP("GenuineIntel-6-85-0", "stalled-cycles-mem"), /* knightsmill: no count of cycles stalled on an outstanding load */
	UNSUP("GenuineIntel-6-85-0", "hw-interrupts"), /* knightsmill: no interrupt count */
	UNSUP("GenuineIntel-6-85-0", "l1d-writebacks"), /* knightsmill: no write-back count */
	UNSUP("GenuineIntel-6-85-0", "l2-writebacks"), /* knightsmill: no write-back count */
	UNSUP("GenuineIntel-6-85-0", "l1d-references"), /* knightsmill: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-85-0", "l1d-loads"), /* knightsmill: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-85-0", "l1d-stores"), /* knightsmill: no event of these cores counts lookups of the L1 data */
	RAW("GenuineIntel-6-85-0", "l1i-references", 0x380, 0x0), /* knightsmill: ICACHE.ACCESSES */
	UNSUP("GenuineIntel-6-86-0", "stalled-cycles-backend"), /* snowridgex: Tremont counts no cycles of a stalled backend */
	UNSUP("GenuineIntel-6-86-0", "stalled-cycles-issue"), /* snowridgex: these cores publish no count of cycles without issue: their */
	UNSUP("GenuineIntel-6-86-0", "stalled-cycles-retire"), /* snowridgex: these cores publish no count of cycles without retirement: */
	RAW("GenuineIntel-6-86-0", "stalled-cycles-mem", 0x734, 0x0), /* snowridgex: MEM_BOUND_STALLS.LOAD (approx) */
	RAW("GenuineIntel-6-86-0", "hw-interrupts", 0x1cb, 0x0), /* snowridgex: HW_INTERRUPTS.RECEIVED */
	RAW("GenuineIntel-6-86-0", "l1d-writebacks", 0x151, 0x0), /* snowridgex: perf JSON DL1.DIRTY_EVICTION (approx) */
	RAW("GenuineIntel-6-86-0", "l2-writebacks", 0x1b7, 0x2000000010000), /* snowridgex: perf JSON OCR.L2WB_M.ANY_RESPONSE (approx) */
	UNSUP("GenuineIntel-6-86-0", "l1d-references"), /* snowridgex: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-86-0", "l1d-loads"), /* snowridgex: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-86-0", "l1d-stores"), /* snowridgex: no event of these cores counts lookups of the L1 data */
	RAW("GenuineIntel-6-86-0", "l1i-references", 0x380, 0x0), /* snowridgex: ICACHE.ACCESSES */
	UNSUP("GenuineIntel-6-96-0", "stalled-cycles-backend"), /* elkhartlake: Tremont counts no cycles of a stalled backend */
	UNSUP("GenuineIntel-6-96-0", "stalled-cycles-issue"), /* elkhartlake: these cores publish no count of cycles without issue: their */
	UNSUP("GenuineIntel-6-96-0", "stalled-cycles-retire"), /* elkhartlake: these cores publish no count of cycles without retirement: */
	RAW("GenuineIntel-6-96-0", "stalled-cycles-mem", 0x734, 0x0), /* elkhartlake: MEM_BOUND_STALLS.LOAD (approx) */
	RAW("GenuineIntel-6-96-0", "hw-interrupts", 0x1cb, 0x0), /* elkhartlake: HW_INTERRUPTS.RECEIVED */
	RAW("GenuineIntel-6-96-0", "l1d-writebacks", 0x151, 0x0), /* elkhartlake: perf JSON DL1.DIRTY_EVICTION (approx) */
	RAW("GenuineIntel-6-96-0", "l2-writebacks", 0x1b7, 0x2000000010000), /* elkhartlake: perf JSON OCR.L2WB_M.ANY_RESPONSE (approx) */
	UNSUP("GenuineIntel-6-96-0", "l1d-references"), /* elkhartlake: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-96-0", "l1d-loads"), /* elkhartlake: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-96-0", "l1d-stores"), /* elkhartlake: no event of these cores counts lookups of the L1 data */
	RAW("GenuineIntel-6-96-0", "l1i-references", 0x380, 0x0), /* elkhartlake: ICACHE.ACCESSES */
	UNSUP("GenuineIntel-6-97-0", "cpu_atom/stalled-cycles-backend/"), /* alderlake: Gracemont counts no cycles of a stalled backend */
	UNSUP("GenuineIntel-6-97-0", "cpu_atom/stalled-cycles-issue/"), /* alderlake: the E-cores (Gracemont, Crestmont, Skymont, Darkmont) */
	UNSUP("GenuineIntel-6-97-0", "cpu_atom/stalled-cycles-retire/"), /* alderlake: the E-cores (Gracemont, Crestmont, Skymont, Darkmont) */
	RAW("GenuineIntel-6-97-0", "cpu_atom/stalled-cycles-mem/", 0xff05, 0x0), /* alderlake: LD_HEAD.ANY_AT_RET (approx) */
	UNSUP("GenuineIntel-6-97-0", "cpu_atom/hw-interrupts/"), /* alderlake: no interrupt count */
	UNSUP("GenuineIntel-6-97-0", "cpu_atom/l1d-writebacks/"), /* alderlake: no write-back count */
	UNSUP("GenuineIntel-6-97-0", "cpu_atom/l2-writebacks/"), /* alderlake: no write-back count */
	UNSUP("GenuineIntel-6-97-0", "cpu_atom/l1d-references/"), /* alderlake: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-97-0", "cpu_atom/l1d-loads/"), /* alderlake: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-97-0", "cpu_atom/l1d-stores/"), /* alderlake: no event of these cores counts lookups of the L1 data */
	RAW("GenuineIntel-6-97-0", "cpu_atom/l1i-references/", 0x380, 0x0), /* alderlake: ICACHE.ACCESSES */
	UNSUP("GenuineIntel-6-97-0", "cpu_core/stalled-cycles-backend/"), /* alderlake: Golden Cove publishes no cycle count of allocation stalled by the backend */
	UNSUP("GenuineIntel-6-97-0", "cpu_core/stalled-cycles-issue/"), /* alderlake: these P-cores publish no count of cycles without issue: */
	RAW("GenuineIntel-6-97-0", "cpu_core/stalled-cycles-retire/", 0x18002c2, 0x0), /* alderlake: UOPS_RETIRED.STALLS */
	RAW("GenuineIntel-6-97-0", "cpu_core/stalled-cycles-mem/", 0x50021a6, 0x0), /* alderlake: EXE_ACTIVITY.BOUND_ON_LOADS (approx) */
	UNSUP("GenuineIntel-6-97-0", "cpu_core/hw-interrupts/"), /* alderlake: no interrupt count */
	UNSUP("GenuineIntel-6-97-0", "cpu_core/l1d-writebacks/"), /* alderlake: no write-back count */
	RAW("GenuineIntel-6-97-0", "cpu_core/l2-writebacks/", 0x226, 0x0), /* alderlake: L2_LINES_OUT.NON_SILENT (approx) */
	UNSUP("GenuineIntel-6-97-0", "cpu_core/l1d-references/"), /* alderlake: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-97-0", "cpu_core/l1d-loads/"), /* alderlake: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-97-0", "cpu_core/l1d-stores/"), /* alderlake: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-97-0", "cpu_core/l1i-references/"), /* alderlake: these P-cores publish no count of L1 instruction cache */
	UNSUP("GenuineIntel-6-AA-0", "cpu_atom/stalled-cycles-backend/"), /* meteorlake: Crestmont counts no cycles of a stalled backend */
	UNSUP("GenuineIntel-6-AA-0", "cpu_atom/stalled-cycles-issue/"), /* meteorlake: the E-cores (Gracemont, Crestmont, Skymont, Darkmont) */
	UNSUP("GenuineIntel-6-AA-0", "cpu_atom/stalled-cycles-retire/"), /* meteorlake: the E-cores (Gracemont, Crestmont, Skymont, Darkmont) */
	RAW("GenuineIntel-6-AA-0", "cpu_atom/stalled-cycles-mem/", 0xff05, 0x0), /* meteorlake: LD_HEAD.ANY_AT_RET (approx) */
	UNSUP("GenuineIntel-6-AA-0", "cpu_atom/hw-interrupts/"), /* meteorlake: no interrupt count */
	RAW("GenuineIntel-6-AA-0", "cpu_atom/l1d-writebacks/", 0x151, 0x0), /* meteorlake: Intel perfmon DL1.DIRTY_EVICTION (approx) */
	RAW("GenuineIntel-6-AA-0", "cpu_atom/l2-writebacks/", 0x226, 0x0), /* meteorlake: L2_LINES_OUT.NON_SILENT (approx) */
	UNSUP("GenuineIntel-6-AA-0", "cpu_atom/l1d-references/"), /* meteorlake: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-AA-0", "cpu_atom/l1d-loads/"), /* meteorlake: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-AA-0", "cpu_atom/l1d-stores/"), /* meteorlake: no event of these cores counts lookups of the L1 data */
	RAW("GenuineIntel-6-AA-0", "cpu_atom/l1i-references/", 0x380, 0x0), /* meteorlake: ICACHE.ACCESSES */
	UNSUP("GenuineIntel-6-AA-0", "cpu_core/stalled-cycles-backend/"), /* meteorlake: Redwood Cove publishes no cycle count of allocation stalled by the backend */
	UNSUP("GenuineIntel-6-AA-0", "cpu_core/stalled-cycles-issue/"), /* meteorlake: these P-cores publish no count of cycles without issue: */
	RAW("GenuineIntel-6-AA-0", "cpu_core/stalled-cycles-retire/", 0x18002c2, 0x0), /* meteorlake: UOPS_RETIRED.STALLS */
	RAW("GenuineIntel-6-AA-0", "cpu_core/stalled-cycles-mem/", 0x50021a6, 0x0), /* meteorlake: EXE_ACTIVITY.BOUND_ON_LOADS (approx) */
	UNSUP("GenuineIntel-6-AA-0", "cpu_core/hw-interrupts/"), /* meteorlake: no interrupt count */
	UNSUP("GenuineIntel-6-AA-0", "cpu_core/l1d-writebacks/"), /* meteorlake: no write-back count */
	RAW("GenuineIntel-6-AA-0", "cpu_core/l2-writebacks/", 0x226, 0x0), /* meteorlake: L2_LINES_OUT.NON_SILENT (approx) */
	UNSUP("GenuineIntel-6-AA-0", "cpu_core/l1d-references/"), /* meteorlake: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-AA-0", "cpu_core/l1d-loads/"), /* meteorlake: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-AA-0", "cpu_core/l1d-stores/"), /* meteorlake: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-AA-0", "cpu_core/l1i-references/"), /* meteorlake: these P-cores publish no count of L1 instruction cache */
	UNSUP("GenuineIntel-6-CC-0", "cpu_core/stalled-cycles-backend/"), /* pantherlake: Cougar Cove publishes no cycle count of allocation stalled by the backend */
	UNSUP("GenuineIntel-6-CC-0", "cpu_core/stalled-cycles-issue/"), /* pantherlake: these P-cores publish no count of cycles without issue: */
	RAW("GenuineIntel-6-CC-0", "cpu_core/stalled-cycles-retire/", 0x18002c2, 0x0), /* pantherlake: UOPS_RETIRED.STALLS */
	RAW("GenuineIntel-6-CC-0", "cpu_core/stalled-cycles-mem/", 0x50021a6, 0x0), /* pantherlake: EXE_ACTIVITY.BOUND_ON_LOADS (approx) */
	UNSUP("GenuineIntel-6-CC-0", "cpu_core/hw-interrupts/"), /* pantherlake: no interrupt count */
	UNSUP("GenuineIntel-6-CC-0", "cpu_core/l1d-writebacks/"), /* pantherlake: no write-back count */
	RAW("GenuineIntel-6-CC-0", "cpu_core/l2-writebacks/", 0x226, 0x0), /* pantherlake: L2_LINES_OUT.NON_SILENT (approx) */
	UNSUP("GenuineIntel-6-CC-0", "cpu_core/l1d-references/"), /* pantherlake: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-CC-0", "cpu_core/l1d-loads/"), /* pantherlake: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-CC-0", "cpu_core/l1d-stores/"), /* pantherlake: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-CC-0", "cpu_core/l1i-references/"), /* pantherlake: these P-cores publish no count of L1 instruction cache */
	UNSUP("GenuineIntel-6-CC-0", "cpu_atom/stalled-cycles-backend/"), /* pantherlake: Darkmont counts no cycles of a stalled backend */
	UNSUP("GenuineIntel-6-CC-0", "cpu_atom/stalled-cycles-issue/"), /* pantherlake: the E-cores (Gracemont, Crestmont, Skymont, Darkmont) */
	UNSUP("GenuineIntel-6-CC-0", "cpu_atom/stalled-cycles-retire/"), /* pantherlake: the E-cores (Gracemont, Crestmont, Skymont, Darkmont) */
	RAW("GenuineIntel-6-CC-0", "cpu_atom/stalled-cycles-mem/", 0x7f34, 0x0), /* pantherlake: MEM_BOUND_STALLS_LOAD.ALL (approx) */
	UNSUP("GenuineIntel-6-CC-0", "cpu_atom/hw-interrupts/"), /* pantherlake: no interrupt count */
	UNSUP("GenuineIntel-6-CC-0", "cpu_atom/l1d-writebacks/"), /* pantherlake: no write-back count */
	UNSUP("GenuineIntel-6-CC-0", "cpu_atom/l2-writebacks/"), /* pantherlake: no write-back count */
	UNSUP("GenuineIntel-6-CC-0", "cpu_atom/l1d-references/"), /* pantherlake: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-CC-0", "cpu_atom/l1d-loads/"), /* pantherlake: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-CC-0", "cpu_atom/l1d-stores/"), /* pantherlake: no event of these cores counts lookups of the L1 data */
	RAW("GenuineIntel-6-CC-0", "cpu_atom/l1i-references/", 0x380, 0x0), /* pantherlake: ICACHE.ACCESSES */
	UNSUP("GenuineIntel-6-C5-0", "cpu_core/stalled-cycles-backend/"), /* arrowlake-h: Lion Cove publishes no cycle count of allocation stalled by the backend */
	UNSUP("GenuineIntel-6-C5-0", "cpu_core/stalled-cycles-issue/"), /* arrowlake-h: these P-cores publish no count of cycles without issue: */
	RAW("GenuineIntel-6-C5-0", "cpu_core/stalled-cycles-retire/", 0x18002c2, 0x0), /* arrowlake-h: UOPS_RETIRED.STALLS */
	RAW("GenuineIntel-6-C5-0", "cpu_core/stalled-cycles-mem/", 0x50021a6, 0x0), /* arrowlake-h: EXE_ACTIVITY.BOUND_ON_LOADS (approx) */
	UNSUP("GenuineIntel-6-C5-0", "cpu_core/hw-interrupts/"), /* arrowlake-h: no interrupt count */
	UNSUP("GenuineIntel-6-C5-0", "cpu_core/l1d-writebacks/"), /* arrowlake-h: no write-back count */
	RAW("GenuineIntel-6-C5-0", "cpu_core/l2-writebacks/", 0x226, 0x0), /* arrowlake-h: L2_LINES_OUT.NON_SILENT (approx) */
	UNSUP("GenuineIntel-6-C5-0", "cpu_core/l1d-references/"), /* arrowlake-h: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-C5-0", "cpu_core/l1d-loads/"), /* arrowlake-h: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-C5-0", "cpu_core/l1d-stores/"), /* arrowlake-h: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-C5-0", "cpu_core/l1i-references/"), /* arrowlake-h: these P-cores publish no count of L1 instruction cache */
	UNSUP("GenuineIntel-6-C5-0", "cpu_atom/stalled-cycles-backend/"), /* arrowlake-h: Arrow Lake's Skymont counts no cycles of a stalled backend */
	UNSUP("GenuineIntel-6-C5-0", "cpu_atom/stalled-cycles-issue/"), /* arrowlake-h: the E-cores (Gracemont, Crestmont, Skymont, Darkmont) */
	UNSUP("GenuineIntel-6-C5-0", "cpu_atom/stalled-cycles-retire/"), /* arrowlake-h: the E-cores (Gracemont, Crestmont, Skymont, Darkmont) */
	RAW("GenuineIntel-6-C5-0", "cpu_atom/stalled-cycles-mem/", 0xff05, 0x0), /* arrowlake-h: LD_HEAD.ANY_AT_RET (approx) */
	UNSUP("GenuineIntel-6-C5-0", "cpu_atom/hw-interrupts/"), /* arrowlake-h: no interrupt count */
	RAW("GenuineIntel-6-C5-0", "cpu_atom/l1d-writebacks/", 0x151, 0x0), /* arrowlake-h: Intel perfmon DL1.DIRTY_EVICTION (approx) */
	UNSUP("GenuineIntel-6-C5-0", "cpu_atom/l2-writebacks/"), /* arrowlake-h: no write-back count */
	UNSUP("GenuineIntel-6-C5-0", "cpu_atom/l1d-references/"), /* arrowlake-h: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-C5-0", "cpu_atom/l1d-loads/"), /* arrowlake-h: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-C5-0", "cpu_atom/l1d-stores/"), /* arrowlake-h: no event of these cores counts lookups of the L1 data */
	RAW("GenuineIntel-6-C5-0", "cpu_atom/l1i-references/", 0x380, 0x0), /* arrowlake-h: ICACHE.ACCESSES */
	UNSUP("GenuineIntel-6-C5-0", "cpu_lowpower/stalled-cycles-backend/"), /* arrowlake-h: Arrow Lake's Crestmont (low-power island) counts no cycles of a stalled backend */
	UNSUP("GenuineIntel-6-C5-0", "cpu_lowpower/stalled-cycles-issue/"), /* arrowlake-h: the E-cores (Gracemont, Crestmont, Skymont, Darkmont) */
	UNSUP("GenuineIntel-6-C5-0", "cpu_lowpower/stalled-cycles-retire/"), /* arrowlake-h: the E-cores (Gracemont, Crestmont, Skymont, Darkmont) */
	RAW("GenuineIntel-6-C5-0", "cpu_lowpower/stalled-cycles-mem/", 0xff05, 0x0), /* arrowlake-h: LD_HEAD.ANY_AT_RET (approx) */
	UNSUP("GenuineIntel-6-C5-0", "cpu_lowpower/hw-interrupts/"), /* arrowlake-h: no interrupt count */
	RAW("GenuineIntel-6-C5-0", "cpu_lowpower/l1d-writebacks/", 0x151, 0x0), /* arrowlake-h: Intel perfmon DL1.DIRTY_EVICTION (approx) */
	RAW("GenuineIntel-6-C5-0", "cpu_lowpower/l2-writebacks/", 0x226, 0x0), /* arrowlake-h: L2_LINES_OUT.NON_SILENT (approx) */
	UNSUP("GenuineIntel-6-C5-0", "cpu_lowpower/l1d-references/"), /* arrowlake-h: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-C5-0", "cpu_lowpower/l1d-loads/"), /* arrowlake-h: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-C5-0", "cpu_lowpower/l1d-stores/"), /* arrowlake-h: no event of these cores counts lookups of the L1 data */
	RAW("GenuineIntel-6-C5-0", "cpu_lowpower/l1i-references/", 0x380, 0x0), /* arrowlake-h: ICACHE.ACCESSES */
	UNSUP("GenuineIntel-6-DD-0", "stalled-cycles-backend"), /* clearwaterforest: Darkmont counts no cycles of a stalled backend */
	UNSUP("GenuineIntel-6-DD-0", "stalled-cycles-issue"), /* clearwaterforest: these cores publish no count of cycles without issue: their */
	UNSUP("GenuineIntel-6-DD-0", "stalled-cycles-retire"), /* clearwaterforest: these cores publish no count of cycles without retirement: */
	UNSUP("GenuineIntel-6-DD-0", "stalled-cycles-mem"), /* clearwaterforest: no count of cycles stalled on an outstanding load */
	UNSUP("GenuineIntel-6-DD-0", "hw-interrupts"), /* clearwaterforest: no interrupt count */
	UNSUP("GenuineIntel-6-DD-0", "l1d-writebacks"), /* clearwaterforest: no write-back count */
	UNSUP("GenuineIntel-6-DD-0", "l2-writebacks"), /* clearwaterforest: no write-back count */
	UNSUP("GenuineIntel-6-DD-0", "l1d-references"), /* clearwaterforest: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-DD-0", "l1d-loads"), /* clearwaterforest: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-DD-0", "l1d-stores"), /* clearwaterforest: no event of these cores counts lookups of the L1 data */
	RAW("GenuineIntel-6-DD-0", "l1i-references", 0x380, 0x0), /* clearwaterforest: ICACHE.ACCESSES */
	UNSUP("GenuineIntel-6-1C-0", "stalled-cycles-backend"), /* bonnell: Bonnell and Saltwell publish no cycle count of backend stalls */
	UNSUP("GenuineIntel-6-1C-0", "stalled-cycles-issue"), /* bonnell: Bonnell publishes no count of cycles without issue: perf's */
	RAW("GenuineIntel-6-1C-0", "stalled-cycles-retire", 0x18010c2, 0x0), /* bonnell: libpfm4 atom UOPS_RETIRED:STALLED_CYCLES, cmask 1 inv (perf and Intel JSON drop both: 0x10c2 counts micro-ops) */
	UNSUP("GenuineIntel-6-1C-0", "stalled-cycles-mem"), /* bonnell: no count of cycles stalled on an outstanding load */
	RAW("GenuineIntel-6-1C-0", "hw-interrupts", 0xc8, 0x0), /* bonnell: HW_INT_RCV */
	RAW("GenuineIntel-6-1C-0", "l1d-writebacks", 0x1040, 0x0), /* bonnell: perf JSON L1D_CACHE.EVICT (approx) */
	RAW("GenuineIntel-6-1C-0", "l2-writebacks", 0x7027, 0x0), /* bonnell: L2_M_LINES_OUT.SELF.ANY */
	RAW("GenuineIntel-6-1C-0", "l1d-references", 0x8340, 0x0), /* bonnell: L1D_CACHE.ALL_REF */
	RAW("GenuineIntel-6-1C-0", "l1d-loads", 0xa140, 0x0), /* bonnell: L1D_CACHE.LD */
	RAW("GenuineIntel-6-1C-0", "l1d-stores", 0xa240, 0x0), /* bonnell: L1D_CACHE.ST */
	RAW("GenuineIntel-6-1C-0", "l1i-references", 0x380, 0x0), /* bonnell: ICACHE.ACCESSES */
	UNSUP("GenuineIntel-6-AF-0", "stalled-cycles-backend"), /* sierraforest: Crestmont counts no cycles of a stalled backend */
	UNSUP("GenuineIntel-6-AF-0", "stalled-cycles-issue"), /* sierraforest: these cores publish no count of cycles without issue: their */
	UNSUP("GenuineIntel-6-AF-0", "stalled-cycles-retire"), /* sierraforest: these cores publish no count of cycles without retirement: */
	RAW("GenuineIntel-6-AF-0", "stalled-cycles-mem", 0xff05, 0x0), /* sierraforest: LD_HEAD.ANY_AT_RET (approx) */
	UNSUP("GenuineIntel-6-AF-0", "hw-interrupts"), /* sierraforest: no interrupt count */
	UNSUP("GenuineIntel-6-AF-0", "l1d-writebacks"), /* sierraforest: no write-back count */
	RAW("GenuineIntel-6-AF-0", "l2-writebacks", 0x226, 0x0), /* sierraforest: L2_LINES_OUT.NON_SILENT (approx) */
	UNSUP("GenuineIntel-6-AF-0", "l1d-references"), /* sierraforest: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-AF-0", "l1d-loads"), /* sierraforest: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-AF-0", "l1d-stores"), /* sierraforest: no event of these cores counts lookups of the L1 data */
	RAW("GenuineIntel-6-AF-0", "l1i-references", 0x380, 0x0), /* sierraforest: ICACHE.ACCESSES */
	UNSUP("GenuineIntel-6-B6-0", "stalled-cycles-backend"), /* grandridge: Crestmont counts no cycles of a stalled backend */
	UNSUP("GenuineIntel-6-B6-0", "stalled-cycles-issue"), /* grandridge: these cores publish no count of cycles without issue: their */
	UNSUP("GenuineIntel-6-B6-0", "stalled-cycles-retire"), /* grandridge: these cores publish no count of cycles without retirement: */
	RAW("GenuineIntel-6-B6-0", "stalled-cycles-mem", 0xff05, 0x0), /* grandridge: LD_HEAD.ANY_AT_RET (approx) */
	UNSUP("GenuineIntel-6-B6-0", "hw-interrupts"), /* grandridge: no interrupt count */
	RAW("GenuineIntel-6-B6-0", "l1d-writebacks", 0x151, 0x0), /* grandridge: Intel perfmon DL1.DIRTY_EVICTION (approx) */
	RAW("GenuineIntel-6-B6-0", "l2-writebacks", 0x226, 0x0), /* grandridge: L2_LINES_OUT.NON_SILENT (approx) */
	UNSUP("GenuineIntel-6-B6-0", "l1d-references"), /* grandridge: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-B6-0", "l1d-loads"), /* grandridge: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-B6-0", "l1d-stores"), /* grandridge: no event of these cores counts lookups of the L1 data */
	RAW("GenuineIntel-6-B6-0", "l1i-references", 0x380, 0x0), /* grandridge: ICACHE.ACCESSES */
	UNSUP("GenuineIntel-6-BD-0", "cpu_atom/stalled-cycles-backend/"), /* lunarlake: Skymont counts no cycles of a stalled backend */
	UNSUP("GenuineIntel-6-BD-0", "cpu_atom/stalled-cycles-issue/"), /* lunarlake: the E-cores (Gracemont, Crestmont, Skymont, Darkmont) */
	UNSUP("GenuineIntel-6-BD-0", "cpu_atom/stalled-cycles-retire/"), /* lunarlake: the E-cores (Gracemont, Crestmont, Skymont, Darkmont) */
	RAW("GenuineIntel-6-BD-0", "cpu_atom/stalled-cycles-mem/", 0xff05, 0x0), /* lunarlake: LD_HEAD.ANY_AT_RET (approx) */
	UNSUP("GenuineIntel-6-BD-0", "cpu_atom/hw-interrupts/"), /* lunarlake: no interrupt count */
	RAW("GenuineIntel-6-BD-0", "cpu_atom/l1d-writebacks/", 0x151, 0x0), /* lunarlake: Intel perfmon DL1.DIRTY_EVICTION (approx) */
	RAW("GenuineIntel-6-BD-0", "cpu_atom/l2-writebacks/", 0x226, 0x0), /* lunarlake: L2_LINES_OUT.NON_SILENT (approx) */
	UNSUP("GenuineIntel-6-BD-0", "cpu_atom/l1d-references/"), /* lunarlake: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-BD-0", "cpu_atom/l1d-loads/"), /* lunarlake: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-BD-0", "cpu_atom/l1d-stores/"), /* lunarlake: no event of these cores counts lookups of the L1 data */
	RAW("GenuineIntel-6-BD-0", "cpu_atom/l1i-references/", 0x380, 0x0), /* lunarlake: ICACHE.ACCESSES */
	UNSUP("GenuineIntel-6-BD-0", "cpu_core/stalled-cycles-backend/"), /* lunarlake: Lion Cove publishes no cycle count of allocation stalled by the backend */
	UNSUP("GenuineIntel-6-BD-0", "cpu_core/stalled-cycles-issue/"), /* lunarlake: these P-cores publish no count of cycles without issue: */
	RAW("GenuineIntel-6-BD-0", "cpu_core/stalled-cycles-retire/", 0x18002c2, 0x0), /* lunarlake: UOPS_RETIRED.STALLS */
	RAW("GenuineIntel-6-BD-0", "cpu_core/stalled-cycles-mem/", 0x50021a6, 0x0), /* lunarlake: EXE_ACTIVITY.BOUND_ON_LOADS (approx) */
	UNSUP("GenuineIntel-6-BD-0", "cpu_core/hw-interrupts/"), /* lunarlake: no interrupt count */
	UNSUP("GenuineIntel-6-BD-0", "cpu_core/l1d-writebacks/"), /* lunarlake: no write-back count */
	RAW("GenuineIntel-6-BD-0", "cpu_core/l2-writebacks/", 0x226, 0x0), /* lunarlake: L2_LINES_OUT.NON_SILENT (approx) */
	UNSUP("GenuineIntel-6-BD-0", "cpu_core/l1d-references/"), /* lunarlake: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-BD-0", "cpu_core/l1d-loads/"), /* lunarlake: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-BD-0", "cpu_core/l1d-stores/"), /* lunarlake: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-BD-0", "cpu_core/l1i-references/"), /* lunarlake: these P-cores publish no count of L1 instruction cache */
	UNSUP("GenuineIntel-6-BE-0", "stalled-cycles-backend"), /* alderlake-n: Gracemont counts no cycles of a stalled backend */
	UNSUP("GenuineIntel-6-BE-0", "stalled-cycles-issue"), /* alderlake-n: these cores publish no count of cycles without issue: their */
	UNSUP("GenuineIntel-6-BE-0", "stalled-cycles-retire"), /* alderlake-n: these cores publish no count of cycles without retirement: */
	RAW("GenuineIntel-6-BE-0", "stalled-cycles-mem", 0xff05, 0x0), /* alderlake-n: LD_HEAD.ANY_AT_RET (approx) */
	UNSUP("GenuineIntel-6-BE-0", "hw-interrupts"), /* alderlake-n: no interrupt count */
	UNSUP("GenuineIntel-6-BE-0", "l1d-writebacks"), /* alderlake-n: no write-back count */
	UNSUP("GenuineIntel-6-BE-0", "l2-writebacks"), /* alderlake-n: no write-back count */
	UNSUP("GenuineIntel-6-BE-0", "l1d-references"), /* alderlake-n: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-BE-0", "l1d-loads"), /* alderlake-n: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-BE-0", "l1d-stores"), /* alderlake-n: no event of these cores counts lookups of the L1 data */
	RAW("GenuineIntel-6-BE-0", "l1i-references", 0x380, 0x0), /* alderlake-n: ICACHE.ACCESSES */
	UNSUP("GenuineIntel-6-C6-0", "cpu_atom/stalled-cycles-backend/"), /* arrowlake: Arrow Lake's Skymont counts no cycles of a stalled backend */
	UNSUP("GenuineIntel-6-C6-0", "cpu_atom/stalled-cycles-issue/"), /* arrowlake: the E-cores (Gracemont, Crestmont, Skymont, Darkmont) */
	UNSUP("GenuineIntel-6-C6-0", "cpu_atom/stalled-cycles-retire/"), /* arrowlake: the E-cores (Gracemont, Crestmont, Skymont, Darkmont) */
	RAW("GenuineIntel-6-C6-0", "cpu_atom/stalled-cycles-mem/", 0xff05, 0x0), /* arrowlake: LD_HEAD.ANY_AT_RET (approx) */
	UNSUP("GenuineIntel-6-C6-0", "cpu_atom/hw-interrupts/"), /* arrowlake: no interrupt count */
	RAW("GenuineIntel-6-C6-0", "cpu_atom/l1d-writebacks/", 0x151, 0x0), /* arrowlake: Intel perfmon DL1.DIRTY_EVICTION (approx) */
	UNSUP("GenuineIntel-6-C6-0", "cpu_atom/l2-writebacks/"), /* arrowlake: no write-back count */
	UNSUP("GenuineIntel-6-C6-0", "cpu_atom/l1d-references/"), /* arrowlake: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-C6-0", "cpu_atom/l1d-loads/"), /* arrowlake: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-C6-0", "cpu_atom/l1d-stores/"), /* arrowlake: no event of these cores counts lookups of the L1 data */
	RAW("GenuineIntel-6-C6-0", "cpu_atom/l1i-references/", 0x380, 0x0), /* arrowlake: ICACHE.ACCESSES */
	UNSUP("GenuineIntel-6-C6-0", "cpu_core/stalled-cycles-backend/"), /* arrowlake: Lion Cove publishes no cycle count of allocation stalled by the backend */
	UNSUP("GenuineIntel-6-C6-0", "cpu_core/stalled-cycles-issue/"), /* arrowlake: these P-cores publish no count of cycles without issue: */
	RAW("GenuineIntel-6-C6-0", "cpu_core/stalled-cycles-retire/", 0x18002c2, 0x0), /* arrowlake: UOPS_RETIRED.STALLS */
	RAW("GenuineIntel-6-C6-0", "cpu_core/stalled-cycles-mem/", 0x50021a6, 0x0), /* arrowlake: EXE_ACTIVITY.BOUND_ON_LOADS (approx) */
	UNSUP("GenuineIntel-6-C6-0", "cpu_core/hw-interrupts/"), /* arrowlake: no interrupt count */
	UNSUP("GenuineIntel-6-C6-0", "cpu_core/l1d-writebacks/"), /* arrowlake: no write-back count */
	RAW("GenuineIntel-6-C6-0", "cpu_core/l2-writebacks/", 0x226, 0x0), /* arrowlake: L2_LINES_OUT.NON_SILENT (approx) */
	UNSUP("GenuineIntel-6-C6-0", "cpu_core/l1d-references/"), /* arrowlake: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-C6-0", "cpu_core/l1d-loads/"), /* arrowlake: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-C6-0", "cpu_core/l1d-stores/"), /* arrowlake: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-C6-0", "cpu_core/l1i-references/"), /* arrowlake: these P-cores publish no count of L1 instruction cache */
	UNSUP("GenuineIntel-6-FF", "stalled-cycles-backend"), /* intel-arch-fallback: a model-specific event, and this CPU model has no table in libperfgen */
	UNSUP("GenuineIntel-6-FF", "stalled-cycles-issue"), /* intel-arch-fallback: no architectural event of CPUID leaf 0AH counts stall */
	UNSUP("GenuineIntel-6-FF", "stalled-cycles-retire"), /* intel-arch-fallback: no architectural event of CPUID leaf 0AH counts stall */
	UNSUP("GenuineIntel-6-FF", "stalled-cycles-mem"), /* intel-arch-fallback: no count of cycles stalled on an outstanding load */
	UNSUP("GenuineIntel-6-FF", "hw-interrupts"), /* intel-arch-fallback: no interrupt count */
	UNSUP("GenuineIntel-6-FF", "l1d-writebacks"), /* intel-arch-fallback: no write-back count */
	UNSUP("GenuineIntel-6-FF", "l2-writebacks"), /* intel-arch-fallback: no write-back count */
	UNSUP("GenuineIntel-6-FF", "l1d-references"), /* intel-arch-fallback: a model-specific event, and this CPU model has no table in */
	UNSUP("GenuineIntel-6-FF", "l1d-loads"), /* intel-arch-fallback: a model-specific event, and this CPU model has no table in */
	UNSUP("GenuineIntel-6-FF", "l1d-stores"), /* intel-arch-fallback: a model-specific event, and this CPU model has no table in */
	UNSUP("GenuineIntel-6-FF", "l1i-references"), /* intel-arch-fallback: a model-specific event, and this CPU model has no table in */
	UNSUP("GenuineIntel-6-37-0", "fp-insts-scalar-sp"), /* silvermont: Silvermont and Airmont publishes no retired floating-point instruction count by precision and width (only M... */
	UNSUP("GenuineIntel-6-57-0", "fp-insts-scalar-sp"), /* knightslanding: Knights Landing and Knights Mill publishes no retired floating-point instruction count by precision and wid... */
	UNSUP("GenuineIntel-6-5C-0", "fp-insts-scalar-sp"), /* goldmont: Goldmont and Goldmont Plus publishes no retired floating-point instruction count by precision and width (on... */
	UNSUP("GenuineIntel-6-7A-0", "fp-insts-scalar-sp"), /* goldmontplus: Goldmont and Goldmont Plus publishes no retired floating-point instruction count by precision and width (on... */
	UNSUP("GenuineIntel-6-85-0", "fp-insts-scalar-sp"), /* knightsmill: Knights Landing and Knights Mill publishes no retired floating-point instruction count by precision and wid... */
	UNSUP("GenuineIntel-6-86-0", "fp-insts-scalar-sp"), /* snowridgex: Tremont publishes no retired floating-point instruction count by precision and width (no FP_INST_RETIRED or... */
	UNSUP("GenuineIntel-6-96-0", "fp-insts-scalar-sp"), /* elkhartlake: Tremont publishes no retired floating-point instruction count by precision and width (no FP_INST_RETIRED or... */
	UNSUP("GenuineIntel-6-97-0", "cpu_atom/fp-insts-scalar-sp/"), /* alderlake: Gracemont publishes no retired floating-point instruction count by precision and width (no FP_INST_RETIRED ... */
	RAW("GenuineIntel-6-97-0", "cpu_core/fp-insts-scalar-sp/", 0x2c7, 0x0), /* alderlake: perf JSON alderlake FP_ARITH_INST_RETIRED.SCALAR_SINGLE */
	RAW("GenuineIntel-6-AA-0", "cpu_atom/fp-insts-scalar-sp/", 0x1c7, 0x0), /* meteorlake: perf JSON meteorlake FP_INST_RETIRED.32B_SP, approx */
	RAW("GenuineIntel-6-AA-0", "cpu_core/fp-insts-scalar-sp/", 0x2c7, 0x0), /* meteorlake: perf JSON meteorlake FP_ARITH_INST_RETIRED.SCALAR_SINGLE */
	RAW("GenuineIntel-6-CC-0", "cpu_core/fp-insts-scalar-sp/", 0x2c7, 0x0), /* pantherlake: Intel perfmon FP_ARITH_OPS_RETIRED.SCALAR_SINGLE */
	RAW("GenuineIntel-6-CC-0", "cpu_atom/fp-insts-scalar-sp/", 0x1c7, 0x0), /* pantherlake: Intel perfmon FP_INST_RETIRED.32B_SP, approx */
	RAW("GenuineIntel-6-C5-0", "cpu_core/fp-insts-scalar-sp/", 0x2c7, 0x0), /* arrowlake-h: Intel perfmon FP_ARITH_OPS_RETIRED.SCALAR_SINGLE */
	RAW("GenuineIntel-6-C5-0", "cpu_atom/fp-insts-scalar-sp/", 0x1c7, 0x0), /* arrowlake-h: Intel perfmon FP_INST_RETIRED.32B_SP, approx */
	RAW("GenuineIntel-6-C5-0", "cpu_lowpower/fp-insts-scalar-sp/", 0x1c7, 0x0), /* arrowlake-h: Intel perfmon FP_INST_RETIRED.32B_SP, approx */
	RAW("GenuineIntel-6-DD-0", "fp-insts-scalar-sp", 0x1c7, 0x0), /* clearwaterforest: Intel perfmon FP_INST_RETIRED.32B_SP, approx */
	RAW("GenuineIntel-6-1C-0", "fp-insts-scalar-sp", 0x2ca, 0x0), /* bonnell: perf JSON bonnell SIMD_COMP_INST_RETIRED.SCALAR_SINGLE, approx */
	RAW("GenuineIntel-6-AF-0", "fp-insts-scalar-sp", 0x1c7, 0x0), /* sierraforest: perf JSON sierraforest FP_INST_RETIRED.32B_SP, approx */
	RAW("GenuineIntel-6-B6-0", "fp-insts-scalar-sp", 0x1c7, 0x0), /* grandridge: perf JSON grandridge FP_INST_RETIRED.32B_SP, approx */
	RAW("GenuineIntel-6-BD-0", "cpu_atom/fp-insts-scalar-sp/", 0x1c7, 0x0), /* lunarlake: Intel perfmon FP_INST_RETIRED.32B_SP, approx */
	RAW("GenuineIntel-6-BD-0", "cpu_core/fp-insts-scalar-sp/", 0x2c7, 0x0), /* lunarlake: Intel perfmon FP_ARITH_OPS_RETIRED.SCALAR_SINGLE */
	UNSUP("GenuineIntel-6-BE-0", "fp-insts-scalar-sp"), /* alderlake-n: Gracemont publishes no retired floating-point instruction count by precision and width (no FP_INST_RETIRED ... */
	RAW("GenuineIntel-6-C6-0", "cpu_atom/fp-insts-scalar-sp/", 0x1c7, 0x0), /* arrowlake: Intel perfmon FP_INST_RETIRED.32B_SP, approx */
	RAW("GenuineIntel-6-C6-0", "cpu_core/fp-insts-scalar-sp/", 0x2c7, 0x0), /* arrowlake: Intel perfmon FP_ARITH_OPS_RETIRED.SCALAR_SINGLE */
	UNSUP("GenuineIntel-6-FF", "fp-insts-scalar-sp"), /* intel-arch-fallback: a model-specific event, and this CPU model has no table in libperfgen */
	UNSUP("GenuineIntel-6-37-0", "fp-insts-scalar-dp"), /* silvermont: Silvermont and Airmont publishes no retired floating-point instruction count by precision and width (only M... */
	UNSUP("GenuineIntel-6-57-0", "fp-insts-scalar-dp"), /* knightslanding: Knights Landing and Knights Mill publishes no retired floating-point instruction count by precision and wid... */
	UNSUP("GenuineIntel-6-5C-0", "fp-insts-scalar-dp"), /* goldmont: Goldmont and Goldmont Plus publishes no retired floating-point instruction count by precision and width (on... */
	UNSUP("GenuineIntel-6-7A-0", "fp-insts-scalar-dp"), /* goldmontplus: Goldmont and Goldmont Plus publishes no retired floating-point instruction count by precision and width (on... */
	UNSUP("GenuineIntel-6-85-0", "fp-insts-scalar-dp"), /* knightsmill: Knights Landing and Knights Mill publishes no retired floating-point instruction count by precision and wid... */
	UNSUP("GenuineIntel-6-86-0", "fp-insts-scalar-dp"), /* snowridgex: Tremont publishes no retired floating-point instruction count by precision and width (no FP_INST_RETIRED or... */
	UNSUP("GenuineIntel-6-96-0", "fp-insts-scalar-dp"), /* elkhartlake: Tremont publishes no retired floating-point instruction count by precision and width (no FP_INST_RETIRED or... */
	UNSUP("GenuineIntel-6-97-0", "cpu_atom/fp-insts-scalar-dp/"), /* alderlake: Gracemont publishes no retired floating-point instruction count by precision and width (no FP_INST_RETIRED ... */
	RAW("GenuineIntel-6-97-0", "cpu_core/fp-insts-scalar-dp/", 0x1c7, 0x0), /* alderlake: perf JSON alderlake FP_ARITH_INST_RETIRED.SCALAR_DOUBLE */
	RAW("GenuineIntel-6-AA-0", "cpu_atom/fp-insts-scalar-dp/", 0x2c7, 0x0), /* meteorlake: perf JSON meteorlake FP_INST_RETIRED.64B_DP, approx */
	RAW("GenuineIntel-6-AA-0", "cpu_core/fp-insts-scalar-dp/", 0x1c7, 0x0), /* meteorlake: perf JSON meteorlake FP_ARITH_INST_RETIRED.SCALAR_DOUBLE */
	RAW("GenuineIntel-6-CC-0", "cpu_core/fp-insts-scalar-dp/", 0x1c7, 0x0), /* pantherlake: Intel perfmon FP_ARITH_OPS_RETIRED.SCALAR_DOUBLE */
	RAW("GenuineIntel-6-CC-0", "cpu_atom/fp-insts-scalar-dp/", 0x2c7, 0x0), /* pantherlake: Intel perfmon FP_INST_RETIRED.64B_DP, approx */
	RAW("GenuineIntel-6-C5-0", "cpu_core/fp-insts-scalar-dp/", 0x1c7, 0x0), /* arrowlake-h: Intel perfmon FP_ARITH_OPS_RETIRED.SCALAR_DOUBLE */
	RAW("GenuineIntel-6-C5-0", "cpu_atom/fp-insts-scalar-dp/", 0x2c7, 0x0), /* arrowlake-h: Intel perfmon FP_INST_RETIRED.64B_DP, approx */
	RAW("GenuineIntel-6-C5-0", "cpu_lowpower/fp-insts-scalar-dp/", 0x2c7, 0x0), /* arrowlake-h: Intel perfmon FP_INST_RETIRED.64B_DP, approx */
	RAW("GenuineIntel-6-DD-0", "fp-insts-scalar-dp", 0x2c7, 0x0), /* clearwaterforest: Intel perfmon FP_INST_RETIRED.64B_DP, approx */
	RAW("GenuineIntel-6-1C-0", "fp-insts-scalar-dp", 0x8ca, 0x0), /* bonnell: perf JSON bonnell SIMD_COMP_INST_RETIRED.SCALAR_DOUBLE, approx */
	RAW("GenuineIntel-6-AF-0", "fp-insts-scalar-dp", 0x2c7, 0x0), /* sierraforest: perf JSON sierraforest FP_INST_RETIRED.64B_DP, approx */
	RAW("GenuineIntel-6-B6-0", "fp-insts-scalar-dp", 0x2c7, 0x0), /* grandridge: perf JSON grandridge FP_INST_RETIRED.64B_DP, approx */
	RAW("GenuineIntel-6-BD-0", "cpu_atom/fp-insts-scalar-dp/", 0x2c7, 0x0), /* lunarlake: Intel perfmon FP_INST_RETIRED.64B_DP, approx */
	RAW("GenuineIntel-6-BD-0", "cpu_core/fp-insts-scalar-dp/", 0x1c7, 0x0), /* lunarlake: Intel perfmon FP_ARITH_OPS_RETIRED.SCALAR_DOUBLE */
	UNSUP("GenuineIntel-6-BE-0", "fp-insts-scalar-dp"), /* alderlake-n: Gracemont publishes no retired floating-point instruction count by precision and width (no FP_INST_RETIRED ... */
	RAW("GenuineIntel-6-C6-0", "cpu_atom/fp-insts-scalar-dp/", 0x2c7, 0x0), /* arrowlake: Intel perfmon FP_INST_RETIRED.64B_DP, approx */
	RAW("GenuineIntel-6-C6-0", "cpu_core/fp-insts-scalar-dp/", 0x1c7, 0x0), /* arrowlake: Intel perfmon FP_ARITH_OPS_RETIRED.SCALAR_DOUBLE */
	UNSUP("GenuineIntel-6-FF", "fp-insts-scalar-dp"), /* intel-arch-fallback: a model-specific event, and this CPU model has no table in libperfgen */
	UNSUP("GenuineIntel-6-37-0", "fp-insts-packed-sp"), /* silvermont: Silvermont and Airmont publishes no retired floating-point instruction count by precision and width (only M... */
	UNSUP("GenuineIntel-6-57-0", "fp-insts-packed-sp"), /* knightslanding: Knights Landing and Knights Mill publishes no retired floating-point instruction count by precision and wid... */
	UNSUP("GenuineIntel-6-5C-0", "fp-insts-packed-sp"), /* goldmont: Goldmont and Goldmont Plus publishes no retired floating-point instruction count by precision and width (on... */
	UNSUP("GenuineIntel-6-7A-0", "fp-insts-packed-sp"), /* goldmontplus: Goldmont and Goldmont Plus publishes no retired floating-point instruction count by precision and width (on... */
	UNSUP("GenuineIntel-6-85-0", "fp-insts-packed-sp"), /* knightsmill: Knights Landing and Knights Mill publishes no retired floating-point instruction count by precision and wid... */
	UNSUP("GenuineIntel-6-86-0", "fp-insts-packed-sp"), /* snowridgex: Tremont publishes no retired floating-point instruction count by precision and width (no FP_INST_RETIRED or... */
	UNSUP("GenuineIntel-6-96-0", "fp-insts-packed-sp"), /* elkhartlake: Tremont publishes no retired floating-point instruction count by precision and width (no FP_INST_RETIRED or... */
	UNSUP("GenuineIntel-6-97-0", "cpu_atom/fp-insts-packed-sp/"), /* alderlake: Gracemont publishes no retired floating-point instruction count by precision and width (no FP_INST_RETIRED ... */
	SUM_EXACT("GenuineIntel-6-97-0", "cpu_core/fp-insts-packed-sp/", 0x8c7, 0x0, 0x20c7, 0x0), /* alderlake: perf JSON alderlake FP_ARITH_INST_RETIRED.128B_PACKED_SINGLE + FP_ARITH_INST_RETIRED.256B_PACKED_SINGLE */
	UNSUP("GenuineIntel-6-AA-0", "cpu_atom/fp-insts-packed-sp/"), /* meteorlake: Crestmont publishes FP_INST_RETIRED.128B_SP but no 256-bit packed single-precision event */
	SUM_EXACT("GenuineIntel-6-AA-0", "cpu_core/fp-insts-packed-sp/", 0x8c7, 0x0, 0x20c7, 0x0), /* meteorlake: perf JSON meteorlake FP_ARITH_INST_RETIRED.128B_PACKED_SINGLE + FP_ARITH_INST_RETIRED.256B_PACKED_SINGLE */
	SUM_EXACT("GenuineIntel-6-CC-0", "cpu_core/fp-insts-packed-sp/", 0x8c7, 0x0, 0x20c7, 0x0), /* pantherlake: Intel perfmon FP_ARITH_OPS_RETIRED.128B_PACKED_SINGLE + FP_ARITH_OPS_RETIRED.256B_PACKED_SINGLE */
	SUM("GenuineIntel-6-CC-0", "cpu_atom/fp-insts-packed-sp/", 0x4c7, 0x0, 0x10c7, 0x0), /* pantherlake: Intel perfmon FP_INST_RETIRED.128B_SP + FP_INST_RETIRED.256B_SP, approx */
	SUM_EXACT("GenuineIntel-6-C5-0", "cpu_core/fp-insts-packed-sp/", 0x8c7, 0x0, 0x20c7, 0x0), /* arrowlake-h: Intel perfmon FP_ARITH_OPS_RETIRED.128B_PACKED_SINGLE + FP_ARITH_OPS_RETIRED.256B_PACKED_SINGLE */
	SUM("GenuineIntel-6-C5-0", "cpu_atom/fp-insts-packed-sp/", 0x4c7, 0x0, 0x10c7, 0x0), /* arrowlake-h: Intel perfmon FP_INST_RETIRED.128B_SP + FP_INST_RETIRED.256B_SP, approx */
	UNSUP("GenuineIntel-6-C5-0", "cpu_lowpower/fp-insts-packed-sp/"), /* arrowlake-h: Crestmont publishes FP_INST_RETIRED.128B_SP but no 256-bit packed single-precision event */
	SUM("GenuineIntel-6-DD-0", "fp-insts-packed-sp", 0x4c7, 0x0, 0x10c7, 0x0), /* clearwaterforest: Intel perfmon FP_INST_RETIRED.128B_SP + FP_INST_RETIRED.256B_SP, approx */
	RAW("GenuineIntel-6-1C-0", "fp-insts-packed-sp", 0x1ca, 0x0), /* bonnell: perf JSON bonnell SIMD_COMP_INST_RETIRED.PACKED_SINGLE, approx */
	UNSUP("GenuineIntel-6-AF-0", "fp-insts-packed-sp"), /* sierraforest: Crestmont publishes FP_INST_RETIRED.128B_SP but no 256-bit packed single-precision event */
	UNSUP("GenuineIntel-6-B6-0", "fp-insts-packed-sp"), /* grandridge: Crestmont publishes FP_INST_RETIRED.128B_SP but no 256-bit packed single-precision event */
	SUM_PM("GenuineIntel-6-BD-0", "cpu_atom/fp-insts-packed-sp/", 0, 0x4c7, 0x10c7), /* lunarlake: Intel perfmon FP_INST_RETIRED.128B_SP + FP_INST_RETIRED.256B_SP, approx */
	SUM_PM("GenuineIntel-6-BD-0", "cpu_core/fp-insts-packed-sp/", 1, 0x8c7, 0x20c7), /* lunarlake: Intel perfmon FP_ARITH_OPS_RETIRED.128B_PACKED_SINGLE + FP_ARITH_OPS_RETIRED.256B_PACKED_SINGLE */
	UNSUP("GenuineIntel-6-BE-0", "fp-insts-packed-sp"), /* alderlake-n: Gracemont publishes no retired floating-point instruction count by precision and width (no FP_INST_RETIRED ... */
	SUM("GenuineIntel-6-C6-0", "cpu_atom/fp-insts-packed-sp/", 0x4c7, 0x0, 0x10c7, 0x0), /* arrowlake: Intel perfmon FP_INST_RETIRED.128B_SP + FP_INST_RETIRED.256B_SP, approx */
	SUM_EXACT("GenuineIntel-6-C6-0", "cpu_core/fp-insts-packed-sp/", 0x8c7, 0x0, 0x20c7, 0x0), /* arrowlake: Intel perfmon FP_ARITH_OPS_RETIRED.128B_PACKED_SINGLE + FP_ARITH_OPS_RETIRED.256B_PACKED_SINGLE */
	UNSUP("GenuineIntel-6-FF", "fp-insts-packed-sp"), /* intel-arch-fallback: a model-specific event, and this CPU model has no table in libperfgen */
	UNSUP("GenuineIntel-6-37-0", "fp-insts-packed-dp"), /* silvermont: Silvermont and Airmont publishes no retired floating-point instruction count by precision and width (only M... */
	UNSUP("GenuineIntel-6-57-0", "fp-insts-packed-dp"), /* knightslanding: Knights Landing and Knights Mill publishes no retired floating-point instruction count by precision and wid... */
	UNSUP("GenuineIntel-6-5C-0", "fp-insts-packed-dp"), /* goldmont: Goldmont and Goldmont Plus publishes no retired floating-point instruction count by precision and width (on... */
	UNSUP("GenuineIntel-6-7A-0", "fp-insts-packed-dp"), /* goldmontplus: Goldmont and Goldmont Plus publishes no retired floating-point instruction count by precision and width (on... */
	UNSUP("GenuineIntel-6-85-0", "fp-insts-packed-dp"), /* knightsmill: Knights Landing and Knights Mill publishes no retired floating-point instruction count by precision and wid... */
	UNSUP("GenuineIntel-6-86-0", "fp-insts-packed-dp"), /* snowridgex: Tremont publishes no retired floating-point instruction count by precision and width (no FP_INST_RETIRED or... */
	UNSUP("GenuineIntel-6-96-0", "fp-insts-packed-dp"), /* elkhartlake: Tremont publishes no retired floating-point instruction count by precision and width (no FP_INST_RETIRED or... */
	UNSUP("GenuineIntel-6-97-0", "cpu_atom/fp-insts-packed-dp/"), /* alderlake: Gracemont publishes no retired floating-point instruction count by precision and width (no FP_INST_RETIRED ... */
	SUM_EXACT("GenuineIntel-6-97-0", "cpu_core/fp-insts-packed-dp/", 0x4c7, 0x0, 0x10c7, 0x0), /* alderlake: perf JSON alderlake FP_ARITH_INST_RETIRED.128B_PACKED_DOUBLE + FP_ARITH_INST_RETIRED.256B_PACKED_DOUBLE */
	SUM("GenuineIntel-6-AA-0", "cpu_atom/fp-insts-packed-dp/", 0x8c7, 0x0, 0x20c7, 0x0), /* meteorlake: perf JSON meteorlake FP_INST_RETIRED.128B_DP + FP_INST_RETIRED.256B_DP, approx */
	SUM_EXACT("GenuineIntel-6-AA-0", "cpu_core/fp-insts-packed-dp/", 0x4c7, 0x0, 0x10c7, 0x0), /* meteorlake: perf JSON meteorlake FP_ARITH_INST_RETIRED.128B_PACKED_DOUBLE + FP_ARITH_INST_RETIRED.256B_PACKED_DOUBLE */
	SUM_EXACT("GenuineIntel-6-CC-0", "cpu_core/fp-insts-packed-dp/", 0x4c7, 0x0, 0x10c7, 0x0), /* pantherlake: Intel perfmon FP_ARITH_OPS_RETIRED.128B_PACKED_DOUBLE + FP_ARITH_OPS_RETIRED.256B_PACKED_DOUBLE */
	SUM("GenuineIntel-6-CC-0", "cpu_atom/fp-insts-packed-dp/", 0x8c7, 0x0, 0x20c7, 0x0), /* pantherlake: Intel perfmon FP_INST_RETIRED.128B_DP + FP_INST_RETIRED.256B_DP, approx */
	SUM_EXACT("GenuineIntel-6-C5-0", "cpu_core/fp-insts-packed-dp/", 0x4c7, 0x0, 0x10c7, 0x0), /* arrowlake-h: Intel perfmon FP_ARITH_OPS_RETIRED.128B_PACKED_DOUBLE + FP_ARITH_OPS_RETIRED.256B_PACKED_DOUBLE */
	SUM("GenuineIntel-6-C5-0", "cpu_atom/fp-insts-packed-dp/", 0x8c7, 0x0, 0x20c7, 0x0), /* arrowlake-h: Intel perfmon FP_INST_RETIRED.128B_DP + FP_INST_RETIRED.256B_DP, approx */
	SUM("GenuineIntel-6-C5-0", "cpu_lowpower/fp-insts-packed-dp/", 0x8c7, 0x0, 0x20c7, 0x0), /* arrowlake-h: Intel perfmon FP_INST_RETIRED.128B_DP + FP_INST_RETIRED.256B_DP, approx */
	SUM("GenuineIntel-6-DD-0", "fp-insts-packed-dp", 0x8c7, 0x0, 0x20c7, 0x0), /* clearwaterforest: Intel perfmon FP_INST_RETIRED.128B_DP + FP_INST_RETIRED.256B_DP, approx */
	UNSUP("GenuineIntel-6-1C-0", "fp-insts-packed-dp"), /* bonnell: Bonnell and Saltwell publish no packed double-precision count */
	SUM("GenuineIntel-6-AF-0", "fp-insts-packed-dp", 0x8c7, 0x0, 0x20c7, 0x0), /* sierraforest: perf JSON sierraforest FP_INST_RETIRED.128B_DP + FP_INST_RETIRED.256B_DP, approx */
	SUM("GenuineIntel-6-B6-0", "fp-insts-packed-dp", 0x8c7, 0x0, 0x20c7, 0x0), /* grandridge: perf JSON grandridge FP_INST_RETIRED.128B_DP + FP_INST_RETIRED.256B_DP, approx */
	SUM_PM("GenuineIntel-6-BD-0", "cpu_atom/fp-insts-packed-dp/", 0, 0x8c7, 0x20c7), /* lunarlake: Intel perfmon FP_INST_RETIRED.128B_DP + FP_INST_RETIRED.256B_DP, approx */
	SUM_PM("GenuineIntel-6-BD-0", "cpu_core/fp-insts-packed-dp/", 1, 0x4c7, 0x10c7), /* lunarlake: Intel perfmon FP_ARITH_OPS_RETIRED.128B_PACKED_DOUBLE + FP_ARITH_OPS_RETIRED.256B_PACKED_DOUBLE */
	UNSUP("GenuineIntel-6-BE-0", "fp-insts-packed-dp"), /* alderlake-n: Gracemont publishes no retired floating-point instruction count by precision and width (no FP_INST_RETIRED ... */
	SUM("GenuineIntel-6-C6-0", "cpu_atom/fp-insts-packed-dp/", 0x8c7, 0x0, 0x20c7, 0x0), /* arrowlake: Intel perfmon FP_INST_RETIRED.128B_DP + FP_INST_RETIRED.256B_DP, approx */
	SUM_EXACT("GenuineIntel-6-C6-0", "cpu_core/fp-insts-packed-dp/", 0x4c7, 0x0, 0x10c7, 0x0), /* arrowlake: Intel perfmon FP_ARITH_OPS_RETIRED.128B_PACKED_DOUBLE + FP_ARITH_OPS_RETIRED.256B_PACKED_DOUBLE */
	UNSUP("GenuineIntel-6-FF", "fp-insts-packed-dp"), /* intel-arch-fallback: a model-specific event, and this CPU model has no table in libperfgen */
