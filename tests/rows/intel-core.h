/* SPDX-License-Identifier: MIT */
/*
 * tests/test_tables.c rows[]: the expected rows of the level-1/level-2
 * cache, TLB, stall and FP-instruction concepts on Intel big cores (Nehalem to Granite Rapids),
 * one per table and PMU.
 */
	RAW("GenuineIntel-6-1A-0", "l1d-misses", 0x151, 0x0), /* perf JSON nehalemep L1D.REPL */
	RAW("GenuineIntel-6-1E-0", "l1d-misses", 0x151, 0x0), /* perf JSON nehalemep L1D.REPL */
	RAW("GenuineIntel-6-25-0", "l1d-misses", 0x151, 0x0), /* perf JSON westmereep-sp L1D.REPL */
	RAW("GenuineIntel-6-2A-0", "l1d-misses", 0x151, 0x0), /* perf JSON sandybridge L1D.REPLACEMENT */
	RAW("GenuineIntel-6-2C-0", "l1d-misses", 0x151, 0x0), /* perf JSON westmereep-dp L1D.REPL */
	RAW("GenuineIntel-6-2D-0", "l1d-misses", 0x151, 0x0), /* perf JSON jaketown L1D.REPLACEMENT */
	RAW("GenuineIntel-6-2E-0", "l1d-misses", 0x151, 0x0), /* perf JSON nehalemex L1D.REPL */
	RAW("GenuineIntel-6-2F-0", "l1d-misses", 0x151, 0x0), /* perf JSON westmereex L1D.REPL */
	RAW("GenuineIntel-6-3A-0", "l1d-misses", 0x151, 0x0), /* perf JSON ivybridge L1D.REPLACEMENT */
	RAW("GenuineIntel-6-3C-0", "l1d-misses", 0x151, 0x0), /* perf JSON haswell L1D.REPLACEMENT */
	RAW("GenuineIntel-6-3D-0", "l1d-misses", 0x151, 0x0), /* perf JSON broadwell L1D.REPLACEMENT */
	RAW("GenuineIntel-6-3E-0", "l1d-misses", 0x151, 0x0), /* perf JSON ivytown L1D.REPLACEMENT */
	RAW("GenuineIntel-6-3F-0", "l1d-misses", 0x151, 0x0), /* perf JSON haswellx L1D.REPLACEMENT */
	RAW("GenuineIntel-6-4E-0", "l1d-misses", 0x151, 0x0), /* perf JSON skylake L1D.REPLACEMENT */
	RAW("GenuineIntel-6-4F-0", "l1d-misses", 0x151, 0x0), /* perf JSON broadwellx L1D.REPLACEMENT */
	RAW("GenuineIntel-6-55-0", "l1d-misses", 0x151, 0x0), /* perf JSON skylakex L1D.REPLACEMENT */
	RAW("GenuineIntel-6-55-5", "l1d-misses", 0x151, 0x0), /* perf JSON cascadelakex L1D.REPLACEMENT */
	RAW("GenuineIntel-6-6A-0", "l1d-misses", 0x151, 0x0), /* perf JSON icelakex L1D.REPLACEMENT */
	RAW("GenuineIntel-6-7D-0", "l1d-misses", 0x151, 0x0), /* perf JSON icelake L1D.REPLACEMENT */
	RAW("GenuineIntel-6-8C-0", "l1d-misses", 0x151, 0x0), /* perf JSON tigerlake L1D.REPLACEMENT */
	RAW("GenuineIntel-6-8F-0", "l1d-misses", 0x151, 0x0), /* perf JSON sapphirerapids L1D.REPLACEMENT */
	RAW("GenuineIntel-6-AD-0", "l1d-misses", 0x151, 0x0), /* perf JSON graniterapids L1D.REPLACEMENT */
	RAW("GenuineIntel-6-CF-0", "l1d-misses", 0x151, 0x0), /* perf JSON emeraldrapids L1D.REPLACEMENT */
	DIFF("GenuineIntel-6-1A-0", "l1d-load-misses", 0, 0x10b, 0x1cb), /* perf JSON nehalemep MEM_INST_RETIRED.LOADS - MEM_LOAD_RETIRED.L1D_HIT */
	DIFF("GenuineIntel-6-1E-0", "l1d-load-misses", 0, 0x10b, 0x1cb), /* perf JSON nehalemep MEM_INST_RETIRED.LOADS - MEM_LOAD_RETIRED.L1D_HIT */
	DIFF("GenuineIntel-6-25-0", "l1d-load-misses", 0, 0x10b, 0x1cb), /* perf JSON westmereep-sp MEM_INST_RETIRED.LOADS - MEM_LOAD_RETIRED.L1D_HIT */
	DIFF("GenuineIntel-6-2A-0", "l1d-load-misses", 0, 0x81d0, 0x1d1), /* perf JSON sandybridge MEM_UOPS_RETIRED.ALL_LOADS - MEM_LOAD_UOPS_RETIRED.L1_HIT */
	DIFF("GenuineIntel-6-2C-0", "l1d-load-misses", 0, 0x10b, 0x1cb), /* perf JSON westmereep-dp MEM_INST_RETIRED.LOADS - MEM_LOAD_RETIRED.L1D_HIT */
	DIFF("GenuineIntel-6-2D-0", "l1d-load-misses", 0, 0x81d0, 0x1d1), /* perf JSON jaketown MEM_UOPS_RETIRED.ALL_LOADS - MEM_LOAD_UOPS_RETIRED.L1_HIT */
	DIFF("GenuineIntel-6-2E-0", "l1d-load-misses", 0, 0x10b, 0x1cb), /* perf JSON nehalemex MEM_INST_RETIRED.LOADS - MEM_LOAD_RETIRED.L1D_HIT */
	DIFF("GenuineIntel-6-2F-0", "l1d-load-misses", 0, 0x10b, 0x1cb), /* perf JSON westmereex MEM_INST_RETIRED.LOADS - MEM_LOAD_RETIRED.L1D_HIT */
	SUM("GenuineIntel-6-3A-0", "l1d-load-misses", 0x8d1, 0x0, 0x40d1, 0x0), /* perf JSON ivybridge MEM_LOAD_UOPS_RETIRED.L1_MISS + MEM_LOAD_UOPS_RETIRED.HIT_LFB */
	SUM("GenuineIntel-6-3C-0", "l1d-load-misses", 0x8d1, 0x0, 0x40d1, 0x0), /* perf JSON haswell MEM_LOAD_UOPS_RETIRED.L1_MISS + MEM_LOAD_UOPS_RETIRED.HIT_LFB */
	SUM("GenuineIntel-6-3D-0", "l1d-load-misses", 0x8d1, 0x0, 0x40d1, 0x0), /* perf JSON broadwell MEM_LOAD_UOPS_RETIRED.L1_MISS + MEM_LOAD_UOPS_RETIRED.HIT_LFB */
	SUM("GenuineIntel-6-3E-0", "l1d-load-misses", 0x8d1, 0x0, 0x40d1, 0x0), /* perf JSON ivytown MEM_LOAD_UOPS_RETIRED.L1_MISS + MEM_LOAD_UOPS_RETIRED.HIT_LFB */
	SUM("GenuineIntel-6-3F-0", "l1d-load-misses", 0x8d1, 0x0, 0x40d1, 0x0), /* perf JSON haswellx MEM_LOAD_UOPS_RETIRED.L1_MISS + MEM_LOAD_UOPS_RETIRED.HIT_LFB */
	SUM("GenuineIntel-6-4E-0", "l1d-load-misses", 0x8d1, 0x0, 0x40d1, 0x0), /* perf JSON skylake MEM_LOAD_RETIRED.L1_MISS + MEM_LOAD_RETIRED.FB_HIT */
	SUM("GenuineIntel-6-4F-0", "l1d-load-misses", 0x8d1, 0x0, 0x40d1, 0x0), /* perf JSON broadwellx MEM_LOAD_UOPS_RETIRED.L1_MISS + MEM_LOAD_UOPS_RETIRED.HIT_LFB */
	SUM("GenuineIntel-6-55-0", "l1d-load-misses", 0x8d1, 0x0, 0x40d1, 0x0), /* perf JSON skylakex MEM_LOAD_RETIRED.L1_MISS + MEM_LOAD_RETIRED.FB_HIT */
	SUM("GenuineIntel-6-55-5", "l1d-load-misses", 0x8d1, 0x0, 0x40d1, 0x0), /* perf JSON cascadelakex MEM_LOAD_RETIRED.L1_MISS + MEM_LOAD_RETIRED.FB_HIT */
	SUM("GenuineIntel-6-6A-0", "l1d-load-misses", 0x8d1, 0x0, 0x40d1, 0x0), /* perf JSON icelakex MEM_LOAD_RETIRED.L1_MISS + MEM_LOAD_RETIRED.FB_HIT */
	SUM("GenuineIntel-6-7D-0", "l1d-load-misses", 0x8d1, 0x0, 0x40d1, 0x0), /* perf JSON icelake MEM_LOAD_RETIRED.L1_MISS + MEM_LOAD_RETIRED.FB_HIT */
	SUM("GenuineIntel-6-8C-0", "l1d-load-misses", 0x8d1, 0x0, 0x40d1, 0x0), /* perf JSON tigerlake MEM_LOAD_RETIRED.L1_MISS + MEM_LOAD_RETIRED.FB_HIT */
	SUM("GenuineIntel-6-8F-0", "l1d-load-misses", 0x8d1, 0x0, 0x40d1, 0x0), /* perf JSON sapphirerapids MEM_LOAD_RETIRED.L1_MISS + MEM_LOAD_RETIRED.FB_HIT */
	SUM("GenuineIntel-6-AD-0", "l1d-load-misses", 0x8d1, 0x0, 0x40d1, 0x0), /* perf JSON graniterapids MEM_LOAD_RETIRED.L1_MISS + MEM_LOAD_RETIRED.FB_HIT */
	SUM("GenuineIntel-6-CF-0", "l1d-load-misses", 0x8d1, 0x0, 0x40d1, 0x0), /* perf JSON emeraldrapids MEM_LOAD_RETIRED.L1_MISS + MEM_LOAD_RETIRED.FB_HIT */
	RAW("GenuineIntel-6-1A-0", "l1i-misses", 0x280, 0x0), /* perf JSON nehalemep L1I.MISSES */
	RAW("GenuineIntel-6-1E-0", "l1i-misses", 0x280, 0x0), /* perf JSON nehalemep L1I.MISSES */
	RAW("GenuineIntel-6-25-0", "l1i-misses", 0x280, 0x0), /* perf JSON westmereep-sp L1I.MISSES */
	RAW("GenuineIntel-6-2A-0", "l1i-misses", 0x280, 0x0), /* perf JSON sandybridge ICACHE.MISSES */
	RAW("GenuineIntel-6-2C-0", "l1i-misses", 0x280, 0x0), /* perf JSON westmereep-dp L1I.MISSES */
	RAW("GenuineIntel-6-2D-0", "l1i-misses", 0x280, 0x0), /* perf JSON jaketown ICACHE.MISSES */
	RAW("GenuineIntel-6-2E-0", "l1i-misses", 0x280, 0x0), /* perf JSON nehalemex L1I.MISSES */
	RAW("GenuineIntel-6-2F-0", "l1i-misses", 0x280, 0x0), /* perf JSON westmereex L1I.MISSES */
	RAW("GenuineIntel-6-3A-0", "l1i-misses", 0x280, 0x0), /* perf JSON ivybridge ICACHE.MISSES */
	RAW("GenuineIntel-6-3C-0", "l1i-misses", 0x280, 0x0), /* perf JSON haswell ICACHE.MISSES */
	RAW("GenuineIntel-6-3D-0", "l1i-misses", 0x280, 0x0), /* perf JSON broadwell ICACHE.MISSES */
	RAW("GenuineIntel-6-3E-0", "l1i-misses", 0x280, 0x0), /* perf JSON ivytown ICACHE.MISSES */
	RAW("GenuineIntel-6-3F-0", "l1i-misses", 0x280, 0x0), /* perf JSON haswellx ICACHE.MISSES */
	RAW("GenuineIntel-6-4E-0", "l1i-misses", 0x283, 0x0), /* perf JSON skylake ICACHE_64B.IFTAG_MISS */
	RAW("GenuineIntel-6-4F-0", "l1i-misses", 0x280, 0x0), /* perf JSON broadwellx ICACHE.MISSES */
	RAW("GenuineIntel-6-55-0", "l1i-misses", 0x283, 0x0), /* perf JSON skylakex ICACHE_64B.IFTAG_MISS */
	RAW("GenuineIntel-6-55-5", "l1i-misses", 0x283, 0x0), /* perf JSON cascadelakex ICACHE_64B.IFTAG_MISS */
	RAW("GenuineIntel-6-6A-0", "l1i-misses", 0x283, 0x0), /* perf JSON icelakex ICACHE_64B.IFTAG_MISS */
	RAW("GenuineIntel-6-7D-0", "l1i-misses", 0x283, 0x0), /* perf JSON icelake ICACHE_64B.IFTAG_MISS */
	RAW("GenuineIntel-6-8C-0", "l1i-misses", 0x283, 0x0), /* perf JSON tigerlake ICACHE_64B.IFTAG_MISS */
	UNSUP("GenuineIntel-6-8F-0", "l1i-misses"), /* sapphirerapids: Sapphire Rapids publishes no count of L1I misses */
	UNSUP("GenuineIntel-6-AD-0", "l1i-misses"), /* graniterapids: Granite Rapids publishes no count of L1I misses */
	UNSUP("GenuineIntel-6-CF-0", "l1i-misses"), /* emeraldrapids: Emerald Rapids publishes no count of L1I misses */
	RAW("GenuineIntel-6-1A-0", "l2-references", 0xff24, 0x0), /* perf JSON nehalemep L2_RQSTS.REFERENCES */
	RAW("GenuineIntel-6-1E-0", "l2-references", 0xff24, 0x0), /* perf JSON nehalemep L2_RQSTS.REFERENCES */
	RAW("GenuineIntel-6-25-0", "l2-references", 0xff24, 0x0), /* perf JSON westmereep-sp L2_RQSTS.REFERENCES */
	SUM4("GenuineIntel-6-2A-0", "l2-references", 0, 0x324, 0xc24, 0x3024, 0xc024), /* perf JSON sandybridge L2_RQSTS.ALL_DEMAND_DATA_RD + L2_RQSTS.ALL_RFO + L2_RQSTS.ALL_CODE_RD + L2_RQSTS.ALL_PF */
	RAW("GenuineIntel-6-2C-0", "l2-references", 0xff24, 0x0), /* perf JSON westmereep-dp L2_RQSTS.REFERENCES */
	SUM4("GenuineIntel-6-2D-0", "l2-references", 0, 0x324, 0xc24, 0x3024, 0xc024), /* perf JSON jaketown L2_RQSTS.ALL_DEMAND_DATA_RD + L2_RQSTS.ALL_RFO + L2_RQSTS.ALL_CODE_RD + L2_RQSTS.ALL_PF */
	RAW("GenuineIntel-6-2E-0", "l2-references", 0xff24, 0x0), /* perf JSON nehalemex L2_RQSTS.REFERENCES */
	RAW("GenuineIntel-6-2F-0", "l2-references", 0xff24, 0x0), /* perf JSON westmereex L2_RQSTS.REFERENCES */
	SUM4("GenuineIntel-6-3A-0", "l2-references", 1, 0x324, 0xc24, 0x3024, 0xc024), /* perf JSON ivybridge L2_RQSTS.ALL_DEMAND_DATA_RD + L2_RQSTS.ALL_RFO + L2_RQSTS.ALL_CODE_RD + L2_RQSTS.ALL_PF */
	RAW("GenuineIntel-6-3C-0", "l2-references", 0xff24, 0x0), /* perf JSON haswell L2_RQSTS.REFERENCES */
	RAW("GenuineIntel-6-3D-0", "l2-references", 0xff24, 0x0), /* perf JSON broadwell L2_RQSTS.REFERENCES */
	SUM4("GenuineIntel-6-3E-0", "l2-references", 1, 0x324, 0xc24, 0x3024, 0xc024), /* perf JSON ivytown L2_RQSTS.ALL_DEMAND_DATA_RD + L2_RQSTS.ALL_RFO + L2_RQSTS.ALL_CODE_RD + L2_RQSTS.ALL_PF */
	RAW("GenuineIntel-6-3F-0", "l2-references", 0xff24, 0x0), /* perf JSON haswellx L2_RQSTS.REFERENCES */
	RAW("GenuineIntel-6-4E-0", "l2-references", 0xff24, 0x0), /* perf JSON skylake L2_RQSTS.REFERENCES */
	RAW("GenuineIntel-6-4F-0", "l2-references", 0xff24, 0x0), /* perf JSON broadwellx L2_RQSTS.REFERENCES */
	RAW("GenuineIntel-6-55-0", "l2-references", 0xff24, 0x0), /* perf JSON skylakex L2_RQSTS.REFERENCES */
	RAW("GenuineIntel-6-55-5", "l2-references", 0xff24, 0x0), /* perf JSON cascadelakex L2_RQSTS.REFERENCES */
	UNSUP("GenuineIntel-6-6A-0", "l2-references"), /* icelake-x: Ice Lake-SP publishes no count of every L2 request */
	UNSUP("GenuineIntel-6-7D-0", "l2-references"), /* icelake: Ice Lake publishes no count of every L2 request */
	RAW("GenuineIntel-6-8C-0", "l2-references", 0xff24, 0x0), /* perf JSON tigerlake L2_RQSTS.REFERENCES */
	RAW("GenuineIntel-6-8F-0", "l2-references", 0xff24, 0x0), /* perf JSON sapphirerapids L2_RQSTS.REFERENCES */
	RAW("GenuineIntel-6-AD-0", "l2-references", 0xff24, 0x0), /* perf JSON graniterapids L2_RQSTS.REFERENCES */
	RAW("GenuineIntel-6-CF-0", "l2-references", 0xff24, 0x0), /* perf JSON emeraldrapids L2_RQSTS.REFERENCES */
	RAW("GenuineIntel-6-1A-0", "l2-misses", 0xaa24, 0x0), /* perf JSON nehalemep L2_RQSTS.MISS */
	RAW("GenuineIntel-6-1E-0", "l2-misses", 0xaa24, 0x0), /* perf JSON nehalemep L2_RQSTS.MISS */
	RAW("GenuineIntel-6-25-0", "l2-misses", 0xaa24, 0x0), /* perf JSON westmereep-sp L2_RQSTS.MISS */
	UNSUP("GenuineIntel-6-2A-0", "l2-misses"), /* sandybridge: Sandy Bridge publishes no count of the L2's demand data-read misses (L2_RQSTS has DEMAND_DATA_RD_HIT only) and no all-requests miss umask */
	RAW("GenuineIntel-6-2C-0", "l2-misses", 0xaa24, 0x0), /* perf JSON westmereep-dp L2_RQSTS.MISS */
	UNSUP("GenuineIntel-6-2D-0", "l2-misses"), /* sandybridge-ep: Sandy Bridge-EP publishes no count of the L2's demand data-read misses (L2_RQSTS has DEMAND_DATA_RD_HIT only) and no all-requests miss umask */
	RAW("GenuineIntel-6-2E-0", "l2-misses", 0xaa24, 0x0), /* perf JSON nehalemex L2_RQSTS.MISS */
	RAW("GenuineIntel-6-2F-0", "l2-misses", 0xaa24, 0x0), /* perf JSON westmereex L2_RQSTS.MISS */
	UNSUP("GenuineIntel-6-3A-0", "l2-misses"), /* ivybridge: Ivy Bridge publishes no count of the L2's demand data-read misses (L2_RQSTS has DEMAND_DATA_RD_HIT only) and no all-requests miss umask */
	RAW("GenuineIntel-6-3C-0", "l2-misses", 0x3f24, 0x0), /* perf JSON haswell L2_RQSTS.MISS */
	RAW("GenuineIntel-6-3D-0", "l2-misses", 0x3f24, 0x0), /* perf JSON broadwell L2_RQSTS.MISS */
	UNSUP("GenuineIntel-6-3E-0", "l2-misses"), /* ivybridge-ep: Ivy Bridge-EP publishes no count of the L2's demand data-read misses (L2_RQSTS has DEMAND_DATA_RD_HIT only) and no all-requests miss umask */
	RAW("GenuineIntel-6-3F-0", "l2-misses", 0x3f24, 0x0), /* perf JSON haswellx L2_RQSTS.MISS */
	RAW("GenuineIntel-6-4E-0", "l2-misses", 0x3f24, 0x0), /* perf JSON skylake L2_RQSTS.MISS */
	RAW("GenuineIntel-6-4F-0", "l2-misses", 0x3f24, 0x0), /* perf JSON broadwellx L2_RQSTS.MISS */
	RAW("GenuineIntel-6-55-0", "l2-misses", 0x3f24, 0x0), /* perf JSON skylakex L2_RQSTS.MISS */
	RAW("GenuineIntel-6-55-5", "l2-misses", 0x3f24, 0x0), /* perf JSON cascadelakex L2_RQSTS.MISS */
	RAW("GenuineIntel-6-6A-0", "l2-misses", 0x1ff1, 0x0), /* perf JSON icelakex L2_LINES_IN.ALL */
	RAW("GenuineIntel-6-7D-0", "l2-misses", 0x1ff1, 0x0), /* perf JSON icelake L2_LINES_IN.ALL */
	RAW("GenuineIntel-6-8C-0", "l2-misses", 0x3f24, 0x0), /* perf JSON tigerlake L2_RQSTS.MISS */
	RAW("GenuineIntel-6-8F-0", "l2-misses", 0x3f24, 0x0), /* perf JSON sapphirerapids L2_RQSTS.MISS */
	RAW("GenuineIntel-6-AD-0", "l2-misses", 0x3f24, 0x0), /* perf JSON graniterapids L2_RQSTS.MISS */
	RAW("GenuineIntel-6-CF-0", "l2-misses", 0x3f24, 0x0), /* perf JSON emeraldrapids L2_RQSTS.MISS */
	RAW("GenuineIntel-6-1A-0", "l2-loads", 0x324, 0x0), /* perf JSON nehalemep L2_RQSTS.LOADS */
	RAW("GenuineIntel-6-1E-0", "l2-loads", 0x324, 0x0), /* perf JSON nehalemep L2_RQSTS.LOADS */
	RAW("GenuineIntel-6-25-0", "l2-loads", 0x324, 0x0), /* perf JSON westmereep-sp L2_RQSTS.LOADS */
	RAW("GenuineIntel-6-2A-0", "l2-loads", 0x324, 0x0), /* perf JSON sandybridge L2_RQSTS.ALL_DEMAND_DATA_RD */
	RAW("GenuineIntel-6-2C-0", "l2-loads", 0x324, 0x0), /* perf JSON westmereep-dp L2_RQSTS.LOADS */
	RAW("GenuineIntel-6-2D-0", "l2-loads", 0x324, 0x0), /* perf JSON jaketown L2_RQSTS.ALL_DEMAND_DATA_RD */
	RAW("GenuineIntel-6-2E-0", "l2-loads", 0x324, 0x0), /* perf JSON nehalemex L2_RQSTS.LOADS */
	RAW("GenuineIntel-6-2F-0", "l2-loads", 0x324, 0x0), /* perf JSON westmereex L2_RQSTS.LOADS */
	RAW("GenuineIntel-6-3A-0", "l2-loads", 0x324, 0x0), /* perf JSON ivybridge L2_RQSTS.ALL_DEMAND_DATA_RD */
	RAW("GenuineIntel-6-3C-0", "l2-loads", 0xe124, 0x0), /* perf JSON haswell L2_RQSTS.ALL_DEMAND_DATA_RD */
	RAW("GenuineIntel-6-3D-0", "l2-loads", 0xe124, 0x0), /* perf JSON broadwell L2_RQSTS.ALL_DEMAND_DATA_RD */
	RAW("GenuineIntel-6-3E-0", "l2-loads", 0x324, 0x0), /* perf JSON ivytown L2_RQSTS.ALL_DEMAND_DATA_RD */
	RAW("GenuineIntel-6-3F-0", "l2-loads", 0xe124, 0x0), /* perf JSON haswellx L2_RQSTS.ALL_DEMAND_DATA_RD */
	RAW("GenuineIntel-6-4E-0", "l2-loads", 0xe124, 0x0), /* perf JSON skylake L2_RQSTS.ALL_DEMAND_DATA_RD */
	RAW("GenuineIntel-6-4F-0", "l2-loads", 0xe124, 0x0), /* perf JSON broadwellx L2_RQSTS.ALL_DEMAND_DATA_RD */
	RAW("GenuineIntel-6-55-0", "l2-loads", 0xe124, 0x0), /* perf JSON skylakex L2_RQSTS.ALL_DEMAND_DATA_RD */
	RAW("GenuineIntel-6-55-5", "l2-loads", 0xe124, 0x0), /* perf JSON cascadelakex L2_RQSTS.ALL_DEMAND_DATA_RD */
	RAW("GenuineIntel-6-6A-0", "l2-loads", 0xe124, 0x0), /* perf JSON icelakex L2_RQSTS.ALL_DEMAND_DATA_RD */
	RAW("GenuineIntel-6-7D-0", "l2-loads", 0xe124, 0x0), /* perf JSON icelake L2_RQSTS.ALL_DEMAND_DATA_RD */
	RAW("GenuineIntel-6-8C-0", "l2-loads", 0xe124, 0x0), /* perf JSON tigerlake L2_RQSTS.ALL_DEMAND_DATA_RD */
	RAW("GenuineIntel-6-8F-0", "l2-loads", 0xe124, 0x0), /* perf JSON sapphirerapids L2_RQSTS.ALL_DEMAND_DATA_RD */
	RAW("GenuineIntel-6-AD-0", "l2-loads", 0xe124, 0x0), /* perf JSON graniterapids L2_RQSTS.ALL_DEMAND_DATA_RD */
	RAW("GenuineIntel-6-CF-0", "l2-loads", 0xe124, 0x0), /* perf JSON emeraldrapids L2_RQSTS.ALL_DEMAND_DATA_RD */
	RAW("GenuineIntel-6-1A-0", "l2-load-misses", 0x224, 0x0), /* perf JSON nehalemep L2_RQSTS.LD_MISS */
	RAW("GenuineIntel-6-1E-0", "l2-load-misses", 0x224, 0x0), /* perf JSON nehalemep L2_RQSTS.LD_MISS */
	RAW("GenuineIntel-6-25-0", "l2-load-misses", 0x224, 0x0), /* perf JSON westmereep-sp L2_RQSTS.LD_MISS */
	DIFF("GenuineIntel-6-2A-0", "l2-load-misses", 0, 0x324, 0x124), /* perf JSON sandybridge L2_RQSTS.ALL_DEMAND_DATA_RD - L2_RQSTS.DEMAND_DATA_RD_HIT */
	RAW("GenuineIntel-6-2C-0", "l2-load-misses", 0x224, 0x0), /* perf JSON westmereep-dp L2_RQSTS.LD_MISS */
	DIFF("GenuineIntel-6-2D-0", "l2-load-misses", 0, 0x324, 0x124), /* perf JSON jaketown L2_RQSTS.ALL_DEMAND_DATA_RD - L2_RQSTS.DEMAND_DATA_RD_HIT */
	RAW("GenuineIntel-6-2E-0", "l2-load-misses", 0x224, 0x0), /* perf JSON nehalemex L2_RQSTS.LD_MISS */
	RAW("GenuineIntel-6-2F-0", "l2-load-misses", 0x224, 0x0), /* perf JSON westmereex L2_RQSTS.LD_MISS */
	DIFF("GenuineIntel-6-3A-0", "l2-load-misses", 0, 0x324, 0x124), /* perf JSON ivybridge L2_RQSTS.ALL_DEMAND_DATA_RD - L2_RQSTS.DEMAND_DATA_RD_HIT */
	RAW("GenuineIntel-6-3C-0", "l2-load-misses", 0x2124, 0x0), /* perf JSON haswell L2_RQSTS.DEMAND_DATA_RD_MISS */
	RAW("GenuineIntel-6-3D-0", "l2-load-misses", 0x2124, 0x0), /* perf JSON broadwell L2_RQSTS.DEMAND_DATA_RD_MISS */
	DIFF("GenuineIntel-6-3E-0", "l2-load-misses", 0, 0x324, 0x124), /* perf JSON ivytown L2_RQSTS.ALL_DEMAND_DATA_RD - L2_RQSTS.DEMAND_DATA_RD_HIT */
	RAW("GenuineIntel-6-3F-0", "l2-load-misses", 0x2124, 0x0), /* perf JSON haswellx L2_RQSTS.DEMAND_DATA_RD_MISS */
	RAW("GenuineIntel-6-4E-0", "l2-load-misses", 0x2124, 0x0), /* perf JSON skylake L2_RQSTS.DEMAND_DATA_RD_MISS */
	RAW("GenuineIntel-6-4F-0", "l2-load-misses", 0x2124, 0x0), /* perf JSON broadwellx L2_RQSTS.DEMAND_DATA_RD_MISS */
	RAW("GenuineIntel-6-55-0", "l2-load-misses", 0x2124, 0x0), /* perf JSON skylakex L2_RQSTS.DEMAND_DATA_RD_MISS */
	RAW("GenuineIntel-6-55-5", "l2-load-misses", 0x2124, 0x0), /* perf JSON cascadelakex L2_RQSTS.DEMAND_DATA_RD_MISS */
	RAW("GenuineIntel-6-6A-0", "l2-load-misses", 0x2124, 0x0), /* perf JSON icelakex L2_RQSTS.DEMAND_DATA_RD_MISS */
	RAW("GenuineIntel-6-7D-0", "l2-load-misses", 0x2124, 0x0), /* perf JSON icelake L2_RQSTS.DEMAND_DATA_RD_MISS */
	RAW("GenuineIntel-6-8C-0", "l2-load-misses", 0x2124, 0x0), /* perf JSON tigerlake L2_RQSTS.DEMAND_DATA_RD_MISS */
	RAW("GenuineIntel-6-8F-0", "l2-load-misses", 0x2124, 0x0), /* perf JSON sapphirerapids L2_RQSTS.DEMAND_DATA_RD_MISS */
	RAW("GenuineIntel-6-AD-0", "l2-load-misses", 0x2124, 0x0), /* perf JSON graniterapids L2_RQSTS.DEMAND_DATA_RD_MISS */
	RAW("GenuineIntel-6-CF-0", "l2-load-misses", 0x2124, 0x0), /* perf JSON emeraldrapids L2_RQSTS.DEMAND_DATA_RD_MISS */
	RAW("GenuineIntel-6-1A-0", "l2-stores", 0xc24, 0x0), /* perf JSON nehalemep L2_RQSTS.RFOS */
	RAW("GenuineIntel-6-1E-0", "l2-stores", 0xc24, 0x0), /* perf JSON nehalemep L2_RQSTS.RFOS */
	RAW("GenuineIntel-6-25-0", "l2-stores", 0xc24, 0x0), /* perf JSON westmereep-sp L2_RQSTS.RFOS */
	RAW("GenuineIntel-6-2A-0", "l2-stores", 0xc24, 0x0), /* perf JSON sandybridge L2_RQSTS.ALL_RFO */
	RAW("GenuineIntel-6-2C-0", "l2-stores", 0xc24, 0x0), /* perf JSON westmereep-dp L2_RQSTS.RFOS */
	RAW("GenuineIntel-6-2D-0", "l2-stores", 0xc24, 0x0), /* perf JSON jaketown L2_RQSTS.ALL_RFO */
	RAW("GenuineIntel-6-2E-0", "l2-stores", 0xc24, 0x0), /* perf JSON nehalemex L2_RQSTS.RFOS */
	RAW("GenuineIntel-6-2F-0", "l2-stores", 0xc24, 0x0), /* perf JSON westmereex L2_RQSTS.RFOS */
	RAW("GenuineIntel-6-3A-0", "l2-stores", 0xc24, 0x0), /* perf JSON ivybridge L2_RQSTS.ALL_RFO */
	RAW("GenuineIntel-6-3C-0", "l2-stores", 0xe224, 0x0), /* perf JSON haswell L2_RQSTS.ALL_RFO */
	RAW("GenuineIntel-6-3D-0", "l2-stores", 0xe224, 0x0), /* perf JSON broadwell L2_RQSTS.ALL_RFO */
	RAW("GenuineIntel-6-3E-0", "l2-stores", 0xc24, 0x0), /* perf JSON ivytown L2_RQSTS.ALL_RFO */
	RAW("GenuineIntel-6-3F-0", "l2-stores", 0xe224, 0x0), /* perf JSON haswellx L2_RQSTS.ALL_RFO */
	RAW("GenuineIntel-6-4E-0", "l2-stores", 0xe224, 0x0), /* perf JSON skylake L2_RQSTS.ALL_RFO */
	RAW("GenuineIntel-6-4F-0", "l2-stores", 0xe224, 0x0), /* perf JSON broadwellx L2_RQSTS.ALL_RFO */
	RAW("GenuineIntel-6-55-0", "l2-stores", 0xe224, 0x0), /* perf JSON skylakex L2_RQSTS.ALL_RFO */
	RAW("GenuineIntel-6-55-5", "l2-stores", 0xe224, 0x0), /* perf JSON cascadelakex L2_RQSTS.ALL_RFO */
	RAW("GenuineIntel-6-6A-0", "l2-stores", 0xe224, 0x0), /* perf JSON icelakex L2_RQSTS.ALL_RFO */
	RAW("GenuineIntel-6-7D-0", "l2-stores", 0xe224, 0x0), /* perf JSON icelake L2_RQSTS.ALL_RFO */
	RAW("GenuineIntel-6-8C-0", "l2-stores", 0xe224, 0x0), /* perf JSON tigerlake L2_RQSTS.ALL_RFO */
	RAW("GenuineIntel-6-8F-0", "l2-stores", 0xe224, 0x0), /* perf JSON sapphirerapids L2_RQSTS.ALL_RFO */
	RAW("GenuineIntel-6-AD-0", "l2-stores", 0xe224, 0x0), /* perf JSON graniterapids L2_RQSTS.ALL_RFO */
	RAW("GenuineIntel-6-CF-0", "l2-stores", 0xe224, 0x0), /* perf JSON emeraldrapids L2_RQSTS.ALL_RFO */
	RAW("GenuineIntel-6-1A-0", "l2-store-misses", 0x824, 0x0), /* perf JSON nehalemep L2_RQSTS.RFO_MISS */
	RAW("GenuineIntel-6-1E-0", "l2-store-misses", 0x824, 0x0), /* perf JSON nehalemep L2_RQSTS.RFO_MISS */
	RAW("GenuineIntel-6-25-0", "l2-store-misses", 0x824, 0x0), /* perf JSON westmereep-sp L2_RQSTS.RFO_MISS */
	RAW("GenuineIntel-6-2A-0", "l2-store-misses", 0x824, 0x0), /* perf JSON sandybridge L2_RQSTS.RFO_MISS */
	RAW("GenuineIntel-6-2C-0", "l2-store-misses", 0x824, 0x0), /* perf JSON westmereep-dp L2_RQSTS.RFO_MISS */
	RAW("GenuineIntel-6-2D-0", "l2-store-misses", 0x824, 0x0), /* perf JSON jaketown L2_RQSTS.RFO_MISS */
	RAW("GenuineIntel-6-2E-0", "l2-store-misses", 0x824, 0x0), /* perf JSON nehalemex L2_RQSTS.RFO_MISS */
	RAW("GenuineIntel-6-2F-0", "l2-store-misses", 0x824, 0x0), /* perf JSON westmereex L2_RQSTS.RFO_MISS */
	RAW("GenuineIntel-6-3A-0", "l2-store-misses", 0x824, 0x0), /* perf JSON ivybridge L2_RQSTS.RFO_MISS */
	RAW("GenuineIntel-6-3C-0", "l2-store-misses", 0x2224, 0x0), /* perf JSON haswell L2_RQSTS.RFO_MISS */
	RAW("GenuineIntel-6-3D-0", "l2-store-misses", 0x2224, 0x0), /* perf JSON broadwell L2_RQSTS.RFO_MISS */
	RAW("GenuineIntel-6-3E-0", "l2-store-misses", 0x824, 0x0), /* perf JSON ivytown L2_RQSTS.RFO_MISS */
	RAW("GenuineIntel-6-3F-0", "l2-store-misses", 0x2224, 0x0), /* perf JSON haswellx L2_RQSTS.RFO_MISS */
	RAW("GenuineIntel-6-4E-0", "l2-store-misses", 0x2224, 0x0), /* perf JSON skylake L2_RQSTS.RFO_MISS */
	RAW("GenuineIntel-6-4F-0", "l2-store-misses", 0x2224, 0x0), /* perf JSON broadwellx L2_RQSTS.RFO_MISS */
	RAW("GenuineIntel-6-55-0", "l2-store-misses", 0x2224, 0x0), /* perf JSON skylakex L2_RQSTS.RFO_MISS */
	RAW("GenuineIntel-6-55-5", "l2-store-misses", 0x2224, 0x0), /* perf JSON cascadelakex L2_RQSTS.RFO_MISS */
	RAW("GenuineIntel-6-6A-0", "l2-store-misses", 0x2224, 0x0), /* perf JSON icelakex L2_RQSTS.RFO_MISS */
	RAW("GenuineIntel-6-7D-0", "l2-store-misses", 0x2224, 0x0), /* perf JSON icelake L2_RQSTS.RFO_MISS */
	RAW("GenuineIntel-6-8C-0", "l2-store-misses", 0x2224, 0x0), /* perf JSON tigerlake L2_RQSTS.RFO_MISS */
	RAW("GenuineIntel-6-8F-0", "l2-store-misses", 0x2224, 0x0), /* perf JSON sapphirerapids L2_RQSTS.RFO_MISS */
	RAW("GenuineIntel-6-AD-0", "l2-store-misses", 0x2224, 0x0), /* perf JSON graniterapids L2_RQSTS.RFO_MISS */
	RAW("GenuineIntel-6-CF-0", "l2-store-misses", 0x2224, 0x0), /* perf JSON emeraldrapids L2_RQSTS.RFO_MISS */
	RAW("GenuineIntel-6-1A-0", "l2-code-reads", 0x3024, 0x0), /* perf JSON nehalemep L2_RQSTS.IFETCHES */
	RAW("GenuineIntel-6-1E-0", "l2-code-reads", 0x3024, 0x0), /* perf JSON nehalemep L2_RQSTS.IFETCHES */
	RAW("GenuineIntel-6-25-0", "l2-code-reads", 0x3024, 0x0), /* perf JSON westmereep-sp L2_RQSTS.IFETCHES */
	RAW("GenuineIntel-6-2A-0", "l2-code-reads", 0x3024, 0x0), /* perf JSON sandybridge L2_RQSTS.ALL_CODE_RD */
	RAW("GenuineIntel-6-2C-0", "l2-code-reads", 0x3024, 0x0), /* perf JSON westmereep-dp L2_RQSTS.IFETCHES */
	RAW("GenuineIntel-6-2D-0", "l2-code-reads", 0x3024, 0x0), /* perf JSON jaketown L2_RQSTS.ALL_CODE_RD */
	RAW("GenuineIntel-6-2E-0", "l2-code-reads", 0x3024, 0x0), /* perf JSON nehalemex L2_RQSTS.IFETCHES */
	RAW("GenuineIntel-6-2F-0", "l2-code-reads", 0x3024, 0x0), /* perf JSON westmereex L2_RQSTS.IFETCHES */
	RAW("GenuineIntel-6-3A-0", "l2-code-reads", 0x3024, 0x0), /* perf JSON ivybridge L2_RQSTS.ALL_CODE_RD */
	RAW("GenuineIntel-6-3C-0", "l2-code-reads", 0xe424, 0x0), /* perf JSON haswell L2_RQSTS.ALL_CODE_RD */
	RAW("GenuineIntel-6-3D-0", "l2-code-reads", 0xe424, 0x0), /* perf JSON broadwell L2_RQSTS.ALL_CODE_RD */
	RAW("GenuineIntel-6-3E-0", "l2-code-reads", 0x3024, 0x0), /* perf JSON ivytown L2_RQSTS.ALL_CODE_RD */
	RAW("GenuineIntel-6-3F-0", "l2-code-reads", 0xe424, 0x0), /* perf JSON haswellx L2_RQSTS.ALL_CODE_RD */
	RAW("GenuineIntel-6-4E-0", "l2-code-reads", 0xe424, 0x0), /* perf JSON skylake L2_RQSTS.ALL_CODE_RD */
	RAW("GenuineIntel-6-4F-0", "l2-code-reads", 0xe424, 0x0), /* perf JSON broadwellx L2_RQSTS.ALL_CODE_RD */
	RAW("GenuineIntel-6-55-0", "l2-code-reads", 0xe424, 0x0), /* perf JSON skylakex L2_RQSTS.ALL_CODE_RD */
	RAW("GenuineIntel-6-55-5", "l2-code-reads", 0xe424, 0x0), /* perf JSON cascadelakex L2_RQSTS.ALL_CODE_RD */
	RAW("GenuineIntel-6-6A-0", "l2-code-reads", 0xe424, 0x0), /* perf JSON icelakex L2_RQSTS.ALL_CODE_RD */
	RAW("GenuineIntel-6-7D-0", "l2-code-reads", 0xe424, 0x0), /* perf JSON icelake L2_RQSTS.ALL_CODE_RD */
	RAW("GenuineIntel-6-8C-0", "l2-code-reads", 0xe424, 0x0), /* perf JSON tigerlake L2_RQSTS.ALL_CODE_RD */
	RAW("GenuineIntel-6-8F-0", "l2-code-reads", 0xe424, 0x0), /* perf JSON sapphirerapids L2_RQSTS.ALL_CODE_RD */
	RAW("GenuineIntel-6-AD-0", "l2-code-reads", 0xe424, 0x0), /* perf JSON graniterapids L2_RQSTS.ALL_CODE_RD */
	RAW("GenuineIntel-6-CF-0", "l2-code-reads", 0xe424, 0x0), /* perf JSON emeraldrapids L2_RQSTS.ALL_CODE_RD */
	RAW("GenuineIntel-6-1A-0", "l2-code-read-misses", 0x2024, 0x0), /* perf JSON nehalemep L2_RQSTS.IFETCH_MISS */
	RAW("GenuineIntel-6-1E-0", "l2-code-read-misses", 0x2024, 0x0), /* perf JSON nehalemep L2_RQSTS.IFETCH_MISS */
	RAW("GenuineIntel-6-25-0", "l2-code-read-misses", 0x2024, 0x0), /* perf JSON westmereep-sp L2_RQSTS.IFETCH_MISS */
	RAW("GenuineIntel-6-2A-0", "l2-code-read-misses", 0x2024, 0x0), /* perf JSON sandybridge L2_RQSTS.CODE_RD_MISS */
	RAW("GenuineIntel-6-2C-0", "l2-code-read-misses", 0x2024, 0x0), /* perf JSON westmereep-dp L2_RQSTS.IFETCH_MISS */
	RAW("GenuineIntel-6-2D-0", "l2-code-read-misses", 0x2024, 0x0), /* perf JSON jaketown L2_RQSTS.CODE_RD_MISS */
	RAW("GenuineIntel-6-2E-0", "l2-code-read-misses", 0x2024, 0x0), /* perf JSON nehalemex L2_RQSTS.IFETCH_MISS */
	RAW("GenuineIntel-6-2F-0", "l2-code-read-misses", 0x2024, 0x0), /* perf JSON westmereex L2_RQSTS.IFETCH_MISS */
	RAW("GenuineIntel-6-3A-0", "l2-code-read-misses", 0x2024, 0x0), /* perf JSON ivybridge L2_RQSTS.CODE_RD_MISS */
	RAW("GenuineIntel-6-3C-0", "l2-code-read-misses", 0x2424, 0x0), /* perf JSON haswell L2_RQSTS.CODE_RD_MISS */
	RAW("GenuineIntel-6-3D-0", "l2-code-read-misses", 0x2424, 0x0), /* perf JSON broadwell L2_RQSTS.CODE_RD_MISS */
	RAW("GenuineIntel-6-3E-0", "l2-code-read-misses", 0x2024, 0x0), /* perf JSON ivytown L2_RQSTS.CODE_RD_MISS */
	RAW("GenuineIntel-6-3F-0", "l2-code-read-misses", 0x2424, 0x0), /* perf JSON haswellx L2_RQSTS.CODE_RD_MISS */
	RAW("GenuineIntel-6-4E-0", "l2-code-read-misses", 0x2424, 0x0), /* perf JSON skylake L2_RQSTS.CODE_RD_MISS */
	RAW("GenuineIntel-6-4F-0", "l2-code-read-misses", 0x2424, 0x0), /* perf JSON broadwellx L2_RQSTS.CODE_RD_MISS */
	RAW("GenuineIntel-6-55-0", "l2-code-read-misses", 0x2424, 0x0), /* perf JSON skylakex L2_RQSTS.CODE_RD_MISS */
	RAW("GenuineIntel-6-55-5", "l2-code-read-misses", 0x2424, 0x0), /* perf JSON cascadelakex L2_RQSTS.CODE_RD_MISS */
	RAW("GenuineIntel-6-6A-0", "l2-code-read-misses", 0x2424, 0x0), /* perf JSON icelakex L2_RQSTS.CODE_RD_MISS */
	RAW("GenuineIntel-6-7D-0", "l2-code-read-misses", 0x2424, 0x0), /* perf JSON icelake L2_RQSTS.CODE_RD_MISS */
	RAW("GenuineIntel-6-8C-0", "l2-code-read-misses", 0x2424, 0x0), /* perf JSON tigerlake L2_RQSTS.CODE_RD_MISS */
	RAW("GenuineIntel-6-8F-0", "l2-code-read-misses", 0x2424, 0x0), /* perf JSON sapphirerapids L2_RQSTS.CODE_RD_MISS */
	RAW("GenuineIntel-6-AD-0", "l2-code-read-misses", 0x2424, 0x0), /* perf JSON graniterapids L2_RQSTS.CODE_RD_MISS */
	RAW("GenuineIntel-6-CF-0", "l2-code-read-misses", 0x2424, 0x0), /* perf JSON emeraldrapids L2_RQSTS.CODE_RD_MISS */
	RAW("GenuineIntel-6-1A-0", "dtlb-load-misses", 0x208, 0x0), /* perf JSON nehalemep DTLB_LOAD_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-1E-0", "dtlb-load-misses", 0x208, 0x0), /* perf JSON nehalemep DTLB_LOAD_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-25-0", "dtlb-load-misses", 0x208, 0x0), /* perf JSON westmereep-sp DTLB_LOAD_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-2A-0", "dtlb-load-misses", 0x208, 0x0), /* perf JSON sandybridge DTLB_LOAD_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-2C-0", "dtlb-load-misses", 0x208, 0x0), /* perf JSON westmereep-dp DTLB_LOAD_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-2D-0", "dtlb-load-misses", 0x208, 0x0), /* perf JSON jaketown DTLB_LOAD_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-2E-0", "dtlb-load-misses", 0x208, 0x0), /* perf JSON nehalemex DTLB_LOAD_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-2F-0", "dtlb-load-misses", 0x208, 0x0), /* perf JSON westmereex DTLB_LOAD_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-3A-0", "dtlb-load-misses", 0x8208, 0x0), /* perf JSON ivybridge DTLB_LOAD_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-3C-0", "dtlb-load-misses", 0xe08, 0x0), /* perf JSON haswell DTLB_LOAD_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-3D-0", "dtlb-load-misses", 0xe08, 0x0), /* perf JSON broadwell DTLB_LOAD_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-3E-0", "dtlb-load-misses", 0x8208, 0x0), /* perf JSON ivytown DTLB_LOAD_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-3F-0", "dtlb-load-misses", 0xe08, 0x0), /* perf JSON haswellx DTLB_LOAD_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-4E-0", "dtlb-load-misses", 0xe08, 0x0), /* perf JSON skylake DTLB_LOAD_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-4F-0", "dtlb-load-misses", 0xe08, 0x0), /* perf JSON broadwellx DTLB_LOAD_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-55-0", "dtlb-load-misses", 0xe08, 0x0), /* perf JSON skylakex DTLB_LOAD_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-55-5", "dtlb-load-misses", 0xe08, 0x0), /* perf JSON cascadelakex DTLB_LOAD_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-6A-0", "dtlb-load-misses", 0xe08, 0x0), /* perf JSON icelakex DTLB_LOAD_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-7D-0", "dtlb-load-misses", 0xe08, 0x0), /* perf JSON icelake DTLB_LOAD_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-8C-0", "dtlb-load-misses", 0xe08, 0x0), /* perf JSON tigerlake DTLB_LOAD_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-8F-0", "dtlb-load-misses", 0xe12, 0x0), /* perf JSON sapphirerapids DTLB_LOAD_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-AD-0", "dtlb-load-misses", 0xe12, 0x0), /* perf JSON graniterapids DTLB_LOAD_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-CF-0", "dtlb-load-misses", 0xe12, 0x0), /* perf JSON emeraldrapids DTLB_LOAD_MISSES.WALK_COMPLETED */
	DIFF("GenuineIntel-6-1A-0", "dtlb-store-misses", 0, 0x249, 0x208), /* perf JSON nehalemep DTLB_MISSES.WALK_COMPLETED - DTLB_LOAD_MISSES.WALK_COMPLETED */
	DIFF("GenuineIntel-6-1E-0", "dtlb-store-misses", 0, 0x249, 0x208), /* perf JSON nehalemep DTLB_MISSES.WALK_COMPLETED - DTLB_LOAD_MISSES.WALK_COMPLETED */
	DIFF("GenuineIntel-6-25-0", "dtlb-store-misses", 0, 0x249, 0x208), /* perf JSON westmereep-sp DTLB_MISSES.WALK_COMPLETED - DTLB_LOAD_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-2A-0", "dtlb-store-misses", 0x249, 0x0), /* perf JSON sandybridge DTLB_STORE_MISSES.WALK_COMPLETED */
	DIFF("GenuineIntel-6-2C-0", "dtlb-store-misses", 0, 0x249, 0x208), /* perf JSON westmereep-dp DTLB_MISSES.WALK_COMPLETED - DTLB_LOAD_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-2D-0", "dtlb-store-misses", 0x249, 0x0), /* perf JSON jaketown DTLB_STORE_MISSES.WALK_COMPLETED */
	DIFF("GenuineIntel-6-2E-0", "dtlb-store-misses", 0, 0x249, 0x208), /* perf JSON nehalemex DTLB_MISSES.WALK_COMPLETED - DTLB_LOAD_MISSES.WALK_COMPLETED */
	DIFF("GenuineIntel-6-2F-0", "dtlb-store-misses", 0, 0x249, 0x208), /* perf JSON westmereex DTLB_MISSES.WALK_COMPLETED - DTLB_LOAD_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-3A-0", "dtlb-store-misses", 0x249, 0x0), /* perf JSON ivybridge DTLB_STORE_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-3C-0", "dtlb-store-misses", 0xe49, 0x0), /* perf JSON haswell DTLB_STORE_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-3D-0", "dtlb-store-misses", 0xe49, 0x0), /* perf JSON broadwell DTLB_STORE_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-3E-0", "dtlb-store-misses", 0x249, 0x0), /* perf JSON ivytown DTLB_STORE_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-3F-0", "dtlb-store-misses", 0xe49, 0x0), /* perf JSON haswellx DTLB_STORE_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-4E-0", "dtlb-store-misses", 0xe49, 0x0), /* perf JSON skylake DTLB_STORE_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-4F-0", "dtlb-store-misses", 0xe49, 0x0), /* perf JSON broadwellx DTLB_STORE_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-55-0", "dtlb-store-misses", 0xe49, 0x0), /* perf JSON skylakex DTLB_STORE_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-55-5", "dtlb-store-misses", 0xe49, 0x0), /* perf JSON cascadelakex DTLB_STORE_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-6A-0", "dtlb-store-misses", 0xe49, 0x0), /* perf JSON icelakex DTLB_STORE_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-7D-0", "dtlb-store-misses", 0xe49, 0x0), /* perf JSON icelake DTLB_STORE_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-8C-0", "dtlb-store-misses", 0xe49, 0x0), /* perf JSON tigerlake DTLB_STORE_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-8F-0", "dtlb-store-misses", 0xe13, 0x0), /* perf JSON sapphirerapids DTLB_STORE_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-AD-0", "dtlb-store-misses", 0xe13, 0x0), /* perf JSON graniterapids DTLB_STORE_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-CF-0", "dtlb-store-misses", 0xe13, 0x0), /* perf JSON emeraldrapids DTLB_STORE_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-1A-0", "itlb-misses", 0x285, 0x0), /* perf JSON nehalemep ITLB_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-1E-0", "itlb-misses", 0x285, 0x0), /* perf JSON nehalemep ITLB_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-25-0", "itlb-misses", 0x285, 0x0), /* perf JSON westmereep-sp ITLB_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-2A-0", "itlb-misses", 0x285, 0x0), /* perf JSON sandybridge ITLB_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-2C-0", "itlb-misses", 0x285, 0x0), /* perf JSON westmereep-dp ITLB_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-2D-0", "itlb-misses", 0x285, 0x0), /* perf JSON jaketown ITLB_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-2E-0", "itlb-misses", 0x285, 0x0), /* perf JSON nehalemex ITLB_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-2F-0", "itlb-misses", 0x285, 0x0), /* perf JSON westmereex ITLB_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-3A-0", "itlb-misses", 0x285, 0x0), /* perf JSON ivybridge ITLB_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-3C-0", "itlb-misses", 0xe85, 0x0), /* perf JSON haswell ITLB_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-3D-0", "itlb-misses", 0xe85, 0x0), /* perf JSON broadwell ITLB_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-3E-0", "itlb-misses", 0x285, 0x0), /* perf JSON ivytown ITLB_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-3F-0", "itlb-misses", 0xe85, 0x0), /* perf JSON haswellx ITLB_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-4E-0", "itlb-misses", 0xe85, 0x0), /* perf JSON skylake ITLB_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-4F-0", "itlb-misses", 0xe85, 0x0), /* perf JSON broadwellx ITLB_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-55-0", "itlb-misses", 0xe85, 0x0), /* perf JSON skylakex ITLB_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-55-5", "itlb-misses", 0xe85, 0x0), /* perf JSON cascadelakex ITLB_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-6A-0", "itlb-misses", 0xe85, 0x0), /* perf JSON icelakex ITLB_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-7D-0", "itlb-misses", 0xe85, 0x0), /* perf JSON icelake ITLB_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-8C-0", "itlb-misses", 0xe85, 0x0), /* perf JSON tigerlake ITLB_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-8F-0", "itlb-misses", 0xe11, 0x0), /* perf JSON sapphirerapids ITLB_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-AD-0", "itlb-misses", 0xe11, 0x0), /* perf JSON graniterapids ITLB_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-CF-0", "itlb-misses", 0xe11, 0x0), /* perf JSON emeraldrapids ITLB_MISSES.WALK_COMPLETED */
	RAW("GenuineIntel-6-1A-0", "stalled-cycles-frontend", 0x180010e, 0x0), /* perf JSON nehalemep UOPS_ISSUED.STALL_CYCLES */
	RAW("GenuineIntel-6-1E-0", "stalled-cycles-frontend", 0x180010e, 0x0), /* perf JSON nehalemep UOPS_ISSUED.STALL_CYCLES */
	RAW("GenuineIntel-6-25-0", "stalled-cycles-frontend", 0x180010e, 0x0), /* perf JSON westmereep-sp UOPS_ISSUED.STALL_CYCLES */
	RAW("GenuineIntel-6-2A-0", "stalled-cycles-frontend", 0x180010e, 0x0), /* perf JSON sandybridge UOPS_ISSUED.STALL_CYCLES */
	RAW("GenuineIntel-6-2C-0", "stalled-cycles-frontend", 0x180010e, 0x0), /* perf JSON westmereep-dp UOPS_ISSUED.STALL_CYCLES */
	RAW("GenuineIntel-6-2D-0", "stalled-cycles-frontend", 0x180010e, 0x0), /* perf JSON jaketown UOPS_ISSUED.STALL_CYCLES */
	RAW("GenuineIntel-6-2E-0", "stalled-cycles-frontend", 0x180010e, 0x0), /* perf JSON nehalemex UOPS_ISSUED.STALL_CYCLES */
	RAW("GenuineIntel-6-2F-0", "stalled-cycles-frontend", 0x180010e, 0x0), /* perf JSON westmereex UOPS_ISSUED.STALL_CYCLES */
	RAW("GenuineIntel-6-3A-0", "stalled-cycles-frontend", 0x180010e, 0x0), /* perf JSON ivybridge UOPS_ISSUED.STALL_CYCLES */
	RAW("GenuineIntel-6-3C-0", "stalled-cycles-frontend", 0x400019c, 0x0), /* perf JSON haswell IDQ_UOPS_NOT_DELIVERED.CYCLES_0_UOPS_DELIV.CORE */
	RAW("GenuineIntel-6-3D-0", "stalled-cycles-frontend", 0x400019c, 0x0), /* perf JSON broadwell IDQ_UOPS_NOT_DELIVERED.CYCLES_0_UOPS_DELIV.CORE */
	RAW("GenuineIntel-6-3E-0", "stalled-cycles-frontend", 0x180010e, 0x0), /* perf JSON ivytown UOPS_ISSUED.STALL_CYCLES */
	RAW("GenuineIntel-6-3F-0", "stalled-cycles-frontend", 0x400019c, 0x0), /* perf JSON haswellx IDQ_UOPS_NOT_DELIVERED.CYCLES_0_UOPS_DELIV.CORE */
	RAW("GenuineIntel-6-4E-0", "stalled-cycles-frontend", 0x400019c, 0x0), /* perf JSON skylake IDQ_UOPS_NOT_DELIVERED.CYCLES_0_UOPS_DELIV.CORE */
	RAW("GenuineIntel-6-4F-0", "stalled-cycles-frontend", 0x400019c, 0x0), /* perf JSON broadwellx IDQ_UOPS_NOT_DELIVERED.CYCLES_0_UOPS_DELIV.CORE */
	RAW("GenuineIntel-6-55-0", "stalled-cycles-frontend", 0x400019c, 0x0), /* perf JSON skylakex IDQ_UOPS_NOT_DELIVERED.CYCLES_0_UOPS_DELIV.CORE */
	RAW("GenuineIntel-6-55-5", "stalled-cycles-frontend", 0x400019c, 0x0), /* perf JSON cascadelakex IDQ_UOPS_NOT_DELIVERED.CYCLES_0_UOPS_DELIV.CORE */
	RAW("GenuineIntel-6-6A-0", "stalled-cycles-frontend", 0x500019c, 0x0), /* perf JSON icelakex IDQ_UOPS_NOT_DELIVERED.CYCLES_0_UOPS_DELIV.CORE */
	RAW("GenuineIntel-6-7D-0", "stalled-cycles-frontend", 0x500019c, 0x0), /* perf JSON icelake IDQ_UOPS_NOT_DELIVERED.CYCLES_0_UOPS_DELIV.CORE */
	RAW("GenuineIntel-6-8C-0", "stalled-cycles-frontend", 0x500019c, 0x0), /* perf JSON tigerlake IDQ_UOPS_NOT_DELIVERED.CYCLES_0_UOPS_DELIV.CORE */
	RAW("GenuineIntel-6-8F-0", "stalled-cycles-frontend", 0x600019c, 0x0), /* perf JSON sapphirerapids IDQ_UOPS_NOT_DELIVERED.CYCLES_0_UOPS_DELIV.CORE */
	RAW("GenuineIntel-6-AD-0", "stalled-cycles-frontend", 0x600019c, 0x0), /* perf JSON graniterapids IDQ_UOPS_NOT_DELIVERED.CYCLES_0_UOPS_DELIV.CORE */
	RAW("GenuineIntel-6-CF-0", "stalled-cycles-frontend", 0x600019c, 0x0), /* perf JSON emeraldrapids IDQ_UOPS_NOT_DELIVERED.CYCLES_0_UOPS_DELIV.CORE */
	RAW("GenuineIntel-6-1A-0", "stalled-cycles-backend", 0x1a2, 0x0), /* perf JSON nehalemep RESOURCE_STALLS.ANY */
	RAW("GenuineIntel-6-1A-0", "stalled-cycles-issue", 0x180010e, 0x0), /* nehalem-ep: UOPS_ISSUED.STALL_CYCLES */
	RAW("GenuineIntel-6-1A-0", "stalled-cycles-retire", 0x18001c2, 0x0), /* nehalem-ep: UOPS_RETIRED.STALL_CYCLES */
	UNSUP("GenuineIntel-6-1A-0", "stalled-cycles-mem"), /* nehalem-ep: no count of cycles stalled on an outstanding load */
	UNSUP("GenuineIntel-6-1A-0", "hw-interrupts"), /* nehalem-ep: no interrupt count */
	RAW("GenuineIntel-6-1A-0", "l1d-writebacks", 0x451, 0x0), /* nehalem-ep: L1D.M_EVICT */
	RAW("GenuineIntel-6-1A-0", "l2-writebacks", 0x40f0, 0x0), /* nehalem-ep: L2_TRANSACTIONS.WB */
	RAW("GenuineIntel-6-1A-0", "l1d-references", 0x143, 0x0), /* nehalem-ep: L1D_ALL_REF.ANY */
	RAW("GenuineIntel-6-1A-0", "l1d-loads", 0xf40, 0x0), /* nehalem-ep: L1D_CACHE_LD.MESI */
	UNSUP("GenuineIntel-6-1A-0", "l1d-stores"), /* nehalem-ep: Nehalem's L1D_CACHE_ST is published by the line's state S, */
	RAW("GenuineIntel-6-1A-0", "l1i-references", 0x380, 0x0), /* nehalem-ep: L1I.READS */
	RAW("GenuineIntel-6-1E-0", "stalled-cycles-backend", 0x1a2, 0x0), /* perf JSON nehalemep RESOURCE_STALLS.ANY */
	RAW("GenuineIntel-6-1E-0", "stalled-cycles-issue", 0x180010e, 0x0), /* nehalem: UOPS_ISSUED.STALL_CYCLES */
	RAW("GenuineIntel-6-1E-0", "stalled-cycles-retire", 0x18001c2, 0x0), /* nehalem: UOPS_RETIRED.STALL_CYCLES */
	UNSUP("GenuineIntel-6-1E-0", "stalled-cycles-mem"), /* nehalem: no count of cycles stalled on an outstanding load */
	UNSUP("GenuineIntel-6-1E-0", "hw-interrupts"), /* nehalem: no interrupt count */
	RAW("GenuineIntel-6-1E-0", "l1d-writebacks", 0x451, 0x0), /* nehalem: L1D.M_EVICT */
	RAW("GenuineIntel-6-1E-0", "l2-writebacks", 0x40f0, 0x0), /* nehalem: L2_TRANSACTIONS.WB */
	RAW("GenuineIntel-6-1E-0", "l1d-references", 0x143, 0x0), /* nehalem: L1D_ALL_REF.ANY */
	RAW("GenuineIntel-6-1E-0", "l1d-loads", 0xf40, 0x0), /* nehalem: L1D_CACHE_LD.MESI */
	UNSUP("GenuineIntel-6-1E-0", "l1d-stores"), /* nehalem: Nehalem's L1D_CACHE_ST is published by the line's state S, */
	RAW("GenuineIntel-6-1E-0", "l1i-references", 0x380, 0x0), /* nehalem: L1I.READS */
	RAW("GenuineIntel-6-25-0", "stalled-cycles-backend", 0x1a2, 0x0), /* perf JSON westmereep-sp RESOURCE_STALLS.ANY */
	RAW("GenuineIntel-6-25-0", "stalled-cycles-issue", 0x180010e, 0x0), /* westmere-ep-sp: UOPS_ISSUED.STALL_CYCLES */
	RAW("GenuineIntel-6-25-0", "stalled-cycles-retire", 0x18001c2, 0x0), /* westmere-ep-sp: UOPS_RETIRED.STALL_CYCLES */
	UNSUP("GenuineIntel-6-25-0", "stalled-cycles-mem"), /* westmere-ep-sp: no count of cycles stalled on an outstanding load */
	UNSUP("GenuineIntel-6-25-0", "hw-interrupts"), /* westmere-ep-sp: no interrupt count */
	RAW("GenuineIntel-6-25-0", "l1d-writebacks", 0x451, 0x0), /* westmere-ep-sp: L1D.M_EVICT */
	RAW("GenuineIntel-6-25-0", "l2-writebacks", 0x40f0, 0x0), /* westmere-ep-sp: L2_TRANSACTIONS.WB */
	UNSUP("GenuineIntel-6-25-0", "l1d-references"), /* westmere-ep-sp: perf's Westmere JSON, from Intel's files, lists no L1 data */
	UNSUP("GenuineIntel-6-25-0", "l1d-loads"), /* westmere-ep-sp: perf's Westmere JSON, from Intel's files, lists no L1 data */
	UNSUP("GenuineIntel-6-25-0", "l1d-stores"), /* westmere-ep-sp: perf's Westmere JSON, from Intel's files, lists no L1 data */
	RAW("GenuineIntel-6-25-0", "l1i-references", 0x380, 0x0), /* westmere-ep-sp: L1I.READS */
	RAW("GenuineIntel-6-2A-0", "stalled-cycles-backend", 0x1a2, 0x0), /* perf JSON sandybridge RESOURCE_STALLS.ANY */
	RAW("GenuineIntel-6-2A-0", "stalled-cycles-issue", 0x180010e, 0x0), /* sandybridge: UOPS_ISSUED.STALL_CYCLES */
	RAW("GenuineIntel-6-2A-0", "stalled-cycles-retire", 0x18001c2, 0x0), /* sandybridge: UOPS_RETIRED.STALL_CYCLES */
	RAW("GenuineIntel-6-2A-0", "stalled-cycles-mem", 0x60006a3, 0x0), /* sandybridge: CYCLE_ACTIVITY.STALLS_L1D_PENDING (approx) */
	UNSUP("GenuineIntel-6-2A-0", "hw-interrupts"), /* sandybridge: no interrupt count */
	RAW("GenuineIntel-6-2A-0", "l1d-writebacks", 0xf28, 0x0), /* sandybridge: L2_L1D_WB_RQSTS.ALL */
	RAW("GenuineIntel-6-2A-0", "l2-writebacks", 0x40f0, 0x0), /* sandybridge: L2_TRANS.L2_WB (approx) */
	UNSUP("GenuineIntel-6-2A-0", "l1d-references"), /* sandybridge: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-2A-0", "l1d-loads"), /* sandybridge: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-2A-0", "l1d-stores"), /* sandybridge: no event of these cores counts lookups of the L1 data */
	SUM_EXACT("GenuineIntel-6-2A-0", "l1i-references", 0x180, 0x0, 0x280, 0x0), /* sandybridge: ICACHE.HIT + ICACHE.MISSES */
	RAW("GenuineIntel-6-2C-0", "stalled-cycles-backend", 0x1a2, 0x0), /* perf JSON westmereep-dp RESOURCE_STALLS.ANY */
	RAW("GenuineIntel-6-2C-0", "stalled-cycles-issue", 0x180010e, 0x0), /* westmere-ep-dp: UOPS_ISSUED.STALL_CYCLES */
	RAW("GenuineIntel-6-2C-0", "stalled-cycles-retire", 0x18001c2, 0x0), /* westmere-ep-dp: UOPS_RETIRED.STALL_CYCLES */
	UNSUP("GenuineIntel-6-2C-0", "stalled-cycles-mem"), /* westmere-ep-dp: no count of cycles stalled on an outstanding load */
	UNSUP("GenuineIntel-6-2C-0", "hw-interrupts"), /* westmere-ep-dp: no interrupt count */
	RAW("GenuineIntel-6-2C-0", "l1d-writebacks", 0x451, 0x0), /* westmere-ep-dp: L1D.M_EVICT */
	RAW("GenuineIntel-6-2C-0", "l2-writebacks", 0x40f0, 0x0), /* westmere-ep-dp: L2_TRANSACTIONS.WB */
	UNSUP("GenuineIntel-6-2C-0", "l1d-references"), /* westmere-ep-dp: perf's Westmere JSON, from Intel's files, lists no L1 data */
	UNSUP("GenuineIntel-6-2C-0", "l1d-loads"), /* westmere-ep-dp: perf's Westmere JSON, from Intel's files, lists no L1 data */
	UNSUP("GenuineIntel-6-2C-0", "l1d-stores"), /* westmere-ep-dp: perf's Westmere JSON, from Intel's files, lists no L1 data */
	RAW("GenuineIntel-6-2C-0", "l1i-references", 0x380, 0x0), /* westmere-ep-dp: L1I.READS */
	RAW("GenuineIntel-6-2D-0", "stalled-cycles-backend", 0x1a2, 0x0), /* perf JSON jaketown RESOURCE_STALLS.ANY */
	RAW("GenuineIntel-6-2D-0", "stalled-cycles-issue", 0x180010e, 0x0), /* sandybridge-ep: UOPS_ISSUED.STALL_CYCLES */
	RAW("GenuineIntel-6-2D-0", "stalled-cycles-retire", 0x18001c2, 0x0), /* sandybridge-ep: UOPS_RETIRED.STALL_CYCLES */
	RAW("GenuineIntel-6-2D-0", "stalled-cycles-mem", 0x60006a3, 0x0), /* sandybridge-ep: CYCLE_ACTIVITY.STALLS_L1D_PENDING (approx) */
	UNSUP("GenuineIntel-6-2D-0", "hw-interrupts"), /* sandybridge-ep: no interrupt count */
	RAW("GenuineIntel-6-2D-0", "l1d-writebacks", 0xf28, 0x0), /* sandybridge-ep: L2_L1D_WB_RQSTS.ALL */
	RAW("GenuineIntel-6-2D-0", "l2-writebacks", 0x40f0, 0x0), /* sandybridge-ep: L2_TRANS.L2_WB (approx) */
	UNSUP("GenuineIntel-6-2D-0", "l1d-references"), /* sandybridge-ep: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-2D-0", "l1d-loads"), /* sandybridge-ep: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-2D-0", "l1d-stores"), /* sandybridge-ep: no event of these cores counts lookups of the L1 data */
	SUM_EXACT("GenuineIntel-6-2D-0", "l1i-references", 0x180, 0x0, 0x280, 0x0), /* sandybridge-ep: ICACHE.HIT + ICACHE.MISSES */
	RAW("GenuineIntel-6-2E-0", "stalled-cycles-backend", 0x1a2, 0x0), /* perf JSON nehalemex RESOURCE_STALLS.ANY */
	RAW("GenuineIntel-6-2E-0", "stalled-cycles-issue", 0x180010e, 0x0), /* nehalem-ex: UOPS_ISSUED.STALL_CYCLES */
	RAW("GenuineIntel-6-2E-0", "stalled-cycles-retire", 0x18001c2, 0x0), /* nehalem-ex: UOPS_RETIRED.STALL_CYCLES */
	UNSUP("GenuineIntel-6-2E-0", "stalled-cycles-mem"), /* nehalem-ex: no count of cycles stalled on an outstanding load */
	UNSUP("GenuineIntel-6-2E-0", "hw-interrupts"), /* nehalem-ex: no interrupt count */
	RAW("GenuineIntel-6-2E-0", "l1d-writebacks", 0x451, 0x0), /* nehalem-ex: L1D.M_EVICT */
	RAW("GenuineIntel-6-2E-0", "l2-writebacks", 0x40f0, 0x0), /* nehalem-ex: L2_TRANSACTIONS.WB */
	RAW("GenuineIntel-6-2E-0", "l1d-references", 0x143, 0x0), /* nehalem-ex: L1D_ALL_REF.ANY */
	RAW("GenuineIntel-6-2E-0", "l1d-loads", 0xf40, 0x0), /* nehalem-ex: L1D_CACHE_LD.MESI */
	UNSUP("GenuineIntel-6-2E-0", "l1d-stores"), /* nehalem-ex: Nehalem's L1D_CACHE_ST is published by the line's state S, */
	RAW("GenuineIntel-6-2E-0", "l1i-references", 0x380, 0x0), /* nehalem-ex: L1I.READS */
	RAW("GenuineIntel-6-2F-0", "stalled-cycles-backend", 0x1a2, 0x0), /* perf JSON westmereex RESOURCE_STALLS.ANY */
	RAW("GenuineIntel-6-2F-0", "stalled-cycles-issue", 0x180010e, 0x0), /* westmere-ex: UOPS_ISSUED.STALL_CYCLES */
	RAW("GenuineIntel-6-2F-0", "stalled-cycles-retire", 0x18001c2, 0x0), /* westmere-ex: UOPS_RETIRED.STALL_CYCLES */
	UNSUP("GenuineIntel-6-2F-0", "stalled-cycles-mem"), /* westmere-ex: no count of cycles stalled on an outstanding load */
	UNSUP("GenuineIntel-6-2F-0", "hw-interrupts"), /* westmere-ex: no interrupt count */
	RAW("GenuineIntel-6-2F-0", "l1d-writebacks", 0x451, 0x0), /* westmere-ex: L1D.M_EVICT */
	RAW("GenuineIntel-6-2F-0", "l2-writebacks", 0x40f0, 0x0), /* westmere-ex: L2_TRANSACTIONS.WB */
	UNSUP("GenuineIntel-6-2F-0", "l1d-references"), /* westmere-ex: perf's Westmere JSON, from Intel's files, lists no L1 data */
	UNSUP("GenuineIntel-6-2F-0", "l1d-loads"), /* westmere-ex: perf's Westmere JSON, from Intel's files, lists no L1 data */
	UNSUP("GenuineIntel-6-2F-0", "l1d-stores"), /* westmere-ex: perf's Westmere JSON, from Intel's files, lists no L1 data */
	RAW("GenuineIntel-6-2F-0", "l1i-references", 0x380, 0x0), /* westmere-ex: L1I.READS */
	RAW("GenuineIntel-6-3A-0", "stalled-cycles-backend", 0x1a2, 0x0), /* perf JSON ivybridge RESOURCE_STALLS.ANY */
	RAW("GenuineIntel-6-3A-0", "stalled-cycles-issue", 0x180010e, 0x0), /* ivybridge: UOPS_ISSUED.STALL_CYCLES */
	RAW("GenuineIntel-6-3A-0", "stalled-cycles-retire", 0x18001c2, 0x0), /* ivybridge: UOPS_RETIRED.STALL_CYCLES */
	RAW("GenuineIntel-6-3A-0", "stalled-cycles-mem", 0x60006a3, 0x0), /* ivybridge: CYCLE_ACTIVITY.STALLS_MEM_ANY (approx) */
	UNSUP("GenuineIntel-6-3A-0", "hw-interrupts"), /* ivybridge: no interrupt count */
	RAW("GenuineIntel-6-3A-0", "l1d-writebacks", 0xf28, 0x0), /* ivybridge: L2_L1D_WB_RQSTS.ALL */
	RAW("GenuineIntel-6-3A-0", "l2-writebacks", 0x40f0, 0x0), /* ivybridge: L2_TRANS.L2_WB (approx) */
	UNSUP("GenuineIntel-6-3A-0", "l1d-references"), /* ivybridge: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-3A-0", "l1d-loads"), /* ivybridge: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-3A-0", "l1d-stores"), /* ivybridge: no event of these cores counts lookups of the L1 data */
	SUM_EXACT("GenuineIntel-6-3A-0", "l1i-references", 0x180, 0x0, 0x280, 0x0), /* ivybridge: ICACHE.HIT + ICACHE.MISSES */
	RAW("GenuineIntel-6-3C-0", "stalled-cycles-backend", 0x1a2, 0x0), /* perf JSON haswell RESOURCE_STALLS.ANY */
	RAW("GenuineIntel-6-3C-0", "stalled-cycles-issue", 0x180010e, 0x0), /* haswell: UOPS_ISSUED.STALL_CYCLES */
	RAW("GenuineIntel-6-3C-0", "stalled-cycles-retire", 0x18001c2, 0x0), /* haswell: UOPS_RETIRED.STALL_CYCLES */
	RAW("GenuineIntel-6-3C-0", "stalled-cycles-mem", 0x60006a3, 0x0), /* haswell: CYCLE_ACTIVITY.STALLS_LDM_PENDING (approx) */
	UNSUP("GenuineIntel-6-3C-0", "hw-interrupts"), /* haswell: no interrupt count */
	RAW("GenuineIntel-6-3C-0", "l1d-writebacks", 0x10f0, 0x0), /* haswell: L2_TRANS.L1D_WB */
	RAW("GenuineIntel-6-3C-0", "l2-writebacks", 0x40f0, 0x0), /* haswell: L2_TRANS.L2_WB (approx) */
	UNSUP("GenuineIntel-6-3C-0", "l1d-references"), /* haswell: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-3C-0", "l1d-loads"), /* haswell: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-3C-0", "l1d-stores"), /* haswell: no event of these cores counts lookups of the L1 data */
	SUM_EXACT("GenuineIntel-6-3C-0", "l1i-references", 0x180, 0x0, 0x280, 0x0), /* haswell: ICACHE.HIT + ICACHE.MISSES */
	RAW("GenuineIntel-6-3D-0", "stalled-cycles-backend", 0x1a2, 0x0), /* perf JSON broadwell RESOURCE_STALLS.ANY */
	RAW("GenuineIntel-6-3D-0", "stalled-cycles-issue", 0x180010e, 0x0), /* broadwell: UOPS_ISSUED.STALL_CYCLES */
	RAW("GenuineIntel-6-3D-0", "stalled-cycles-retire", 0x18001c2, 0x0), /* broadwell: UOPS_RETIRED.STALL_CYCLES */
	RAW("GenuineIntel-6-3D-0", "stalled-cycles-mem", 0x60006a3, 0x0), /* broadwell: CYCLE_ACTIVITY.STALLS_MEM_ANY (approx) */
	UNSUP("GenuineIntel-6-3D-0", "hw-interrupts"), /* broadwell: no interrupt count */
	RAW("GenuineIntel-6-3D-0", "l1d-writebacks", 0x10f0, 0x0), /* broadwell: L2_TRANS.L1D_WB */
	RAW("GenuineIntel-6-3D-0", "l2-writebacks", 0x40f0, 0x0), /* broadwell: L2_TRANS.L2_WB (approx) */
	UNSUP("GenuineIntel-6-3D-0", "l1d-references"), /* broadwell: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-3D-0", "l1d-loads"), /* broadwell: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-3D-0", "l1d-stores"), /* broadwell: no event of these cores counts lookups of the L1 data */
	SUM_EXACT("GenuineIntel-6-3D-0", "l1i-references", 0x180, 0x0, 0x280, 0x0), /* broadwell: ICACHE.HIT + ICACHE.MISSES */
	RAW("GenuineIntel-6-3E-0", "stalled-cycles-backend", 0x1a2, 0x0), /* perf JSON ivytown RESOURCE_STALLS.ANY */
	RAW("GenuineIntel-6-3E-0", "stalled-cycles-issue", 0x180010e, 0x0), /* ivybridge-ep: UOPS_ISSUED.STALL_CYCLES */
	RAW("GenuineIntel-6-3E-0", "stalled-cycles-retire", 0x18001c2, 0x0), /* ivybridge-ep: UOPS_RETIRED.STALL_CYCLES */
	RAW("GenuineIntel-6-3E-0", "stalled-cycles-mem", 0x60006a3, 0x0), /* ivybridge-ep: CYCLE_ACTIVITY.STALLS_MEM_ANY (approx) */
	UNSUP("GenuineIntel-6-3E-0", "hw-interrupts"), /* ivybridge-ep: no interrupt count */
	RAW("GenuineIntel-6-3E-0", "l1d-writebacks", 0xf28, 0x0), /* ivybridge-ep: L2_L1D_WB_RQSTS.ALL */
	RAW("GenuineIntel-6-3E-0", "l2-writebacks", 0x40f0, 0x0), /* ivybridge-ep: L2_TRANS.L2_WB (approx) */
	UNSUP("GenuineIntel-6-3E-0", "l1d-references"), /* ivybridge-ep: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-3E-0", "l1d-loads"), /* ivybridge-ep: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-3E-0", "l1d-stores"), /* ivybridge-ep: no event of these cores counts lookups of the L1 data */
	SUM_EXACT("GenuineIntel-6-3E-0", "l1i-references", 0x180, 0x0, 0x280, 0x0), /* ivybridge-ep: ICACHE.HIT + ICACHE.MISSES */
	RAW("GenuineIntel-6-3F-0", "stalled-cycles-backend", 0x1a2, 0x0), /* perf JSON haswellx RESOURCE_STALLS.ANY */
	RAW("GenuineIntel-6-3F-0", "stalled-cycles-issue", 0x180010e, 0x0), /* haswell-x: UOPS_ISSUED.STALL_CYCLES */
	RAW("GenuineIntel-6-3F-0", "stalled-cycles-retire", 0x18001c2, 0x0), /* haswell-x: UOPS_RETIRED.STALL_CYCLES */
	RAW("GenuineIntel-6-3F-0", "stalled-cycles-mem", 0x60006a3, 0x0), /* haswell-x: CYCLE_ACTIVITY.STALLS_LDM_PENDING (approx) */
	UNSUP("GenuineIntel-6-3F-0", "hw-interrupts"), /* haswell-x: no interrupt count */
	RAW("GenuineIntel-6-3F-0", "l1d-writebacks", 0x10f0, 0x0), /* haswell-x: L2_TRANS.L1D_WB */
	RAW("GenuineIntel-6-3F-0", "l2-writebacks", 0x40f0, 0x0), /* haswell-x: L2_TRANS.L2_WB (approx) */
	UNSUP("GenuineIntel-6-3F-0", "l1d-references"), /* haswell-x: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-3F-0", "l1d-loads"), /* haswell-x: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-3F-0", "l1d-stores"), /* haswell-x: no event of these cores counts lookups of the L1 data */
	SUM_EXACT("GenuineIntel-6-3F-0", "l1i-references", 0x180, 0x0, 0x280, 0x0), /* haswell-x: ICACHE.HIT + ICACHE.MISSES */
	RAW("GenuineIntel-6-4E-0", "stalled-cycles-backend", 0x1a2, 0x0), /* perf JSON skylake RESOURCE_STALLS.ANY */
	RAW("GenuineIntel-6-4E-0", "stalled-cycles-issue", 0x180010e, 0x0), /* skylake: UOPS_ISSUED.STALL_CYCLES */
	RAW("GenuineIntel-6-4E-0", "stalled-cycles-retire", 0x18002c2, 0x0), /* skylake: UOPS_RETIRED.STALL_CYCLES */
	RAW("GenuineIntel-6-4E-0", "stalled-cycles-mem", 0x140014a3, 0x0), /* skylake: CYCLE_ACTIVITY.STALLS_MEM_ANY (approx) */
	RAW("GenuineIntel-6-4E-0", "hw-interrupts", 0x1cb, 0x0), /* skylake: HW_INTERRUPTS.RECEIVED */
	UNSUP("GenuineIntel-6-4E-0", "l1d-writebacks"), /* skylake: no write-back count */
	RAW("GenuineIntel-6-4E-0", "l2-writebacks", 0x2f2, 0x0), /* skylake: L2_LINES_OUT.NON_SILENT (approx) */
	UNSUP("GenuineIntel-6-4E-0", "l1d-references"), /* skylake: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-4E-0", "l1d-loads"), /* skylake: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-4E-0", "l1d-stores"), /* skylake: no event of these cores counts lookups of the L1 data */
	SUM_EXACT("GenuineIntel-6-4E-0", "l1i-references", 0x183, 0x0, 0x283, 0x0), /* skylake: ICACHE_64B.IFTAG_HIT + ICACHE_64B.IFTAG_MISS */
	RAW("GenuineIntel-6-4F-0", "stalled-cycles-backend", 0x1a2, 0x0), /* perf JSON broadwellx RESOURCE_STALLS.ANY */
	RAW("GenuineIntel-6-4F-0", "stalled-cycles-issue", 0x180010e, 0x0), /* broadwell-x: UOPS_ISSUED.STALL_CYCLES */
	RAW("GenuineIntel-6-4F-0", "stalled-cycles-retire", 0x18001c2, 0x0), /* broadwell-x: UOPS_RETIRED.STALL_CYCLES */
	RAW("GenuineIntel-6-4F-0", "stalled-cycles-mem", 0x60006a3, 0x0), /* broadwell-x: CYCLE_ACTIVITY.STALLS_MEM_ANY (approx) */
	UNSUP("GenuineIntel-6-4F-0", "hw-interrupts"), /* broadwell-x: no interrupt count */
	RAW("GenuineIntel-6-4F-0", "l1d-writebacks", 0x10f0, 0x0), /* broadwell-x: L2_TRANS.L1D_WB */
	RAW("GenuineIntel-6-4F-0", "l2-writebacks", 0x40f0, 0x0), /* broadwell-x: L2_TRANS.L2_WB (approx) */
	UNSUP("GenuineIntel-6-4F-0", "l1d-references"), /* broadwell-x: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-4F-0", "l1d-loads"), /* broadwell-x: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-4F-0", "l1d-stores"), /* broadwell-x: no event of these cores counts lookups of the L1 data */
	SUM_EXACT("GenuineIntel-6-4F-0", "l1i-references", 0x180, 0x0, 0x280, 0x0), /* broadwell-x: ICACHE.HIT + ICACHE.MISSES */
	RAW("GenuineIntel-6-55-0", "stalled-cycles-backend", 0x1a2, 0x0), /* perf JSON skylakex RESOURCE_STALLS.ANY */
	RAW("GenuineIntel-6-55-0", "stalled-cycles-issue", 0x180010e, 0x0), /* skylake-x: UOPS_ISSUED.STALL_CYCLES */
	RAW("GenuineIntel-6-55-0", "stalled-cycles-retire", 0x18002c2, 0x0), /* skylake-x: UOPS_RETIRED.STALL_CYCLES */
	RAW("GenuineIntel-6-55-0", "stalled-cycles-mem", 0x140014a3, 0x0), /* skylake-x: CYCLE_ACTIVITY.STALLS_MEM_ANY (approx) */
	RAW("GenuineIntel-6-55-0", "hw-interrupts", 0x1cb, 0x0), /* skylake-x: HW_INTERRUPTS.RECEIVED */
	UNSUP("GenuineIntel-6-55-0", "l1d-writebacks"), /* skylake-x: no write-back count */
	RAW("GenuineIntel-6-55-0", "l2-writebacks", 0x2f2, 0x0), /* skylake-x: L2_LINES_OUT.NON_SILENT (approx) */
	UNSUP("GenuineIntel-6-55-0", "l1d-references"), /* skylake-x: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-55-0", "l1d-loads"), /* skylake-x: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-55-0", "l1d-stores"), /* skylake-x: no event of these cores counts lookups of the L1 data */
	SUM_EXACT("GenuineIntel-6-55-0", "l1i-references", 0x183, 0x0, 0x283, 0x0), /* skylake-x: ICACHE_64B.IFTAG_HIT + ICACHE_64B.IFTAG_MISS */
	RAW("GenuineIntel-6-55-5", "stalled-cycles-backend", 0x1a2, 0x0), /* perf JSON cascadelakex RESOURCE_STALLS.ANY */
	RAW("GenuineIntel-6-55-5", "stalled-cycles-issue", 0x180010e, 0x0), /* cascadelake-x: UOPS_ISSUED.STALL_CYCLES */
	RAW("GenuineIntel-6-55-5", "stalled-cycles-retire", 0x18002c2, 0x0), /* cascadelake-x: UOPS_RETIRED.STALL_CYCLES */
	RAW("GenuineIntel-6-55-5", "stalled-cycles-mem", 0x140014a3, 0x0), /* cascadelake-x: CYCLE_ACTIVITY.STALLS_MEM_ANY (approx) */
	RAW("GenuineIntel-6-55-5", "hw-interrupts", 0x1cb, 0x0), /* cascadelake-x: HW_INTERRUPTS.RECEIVED */
	UNSUP("GenuineIntel-6-55-5", "l1d-writebacks"), /* cascadelake-x: no write-back count */
	RAW("GenuineIntel-6-55-5", "l2-writebacks", 0x2f2, 0x0), /* cascadelake-x: L2_LINES_OUT.NON_SILENT (approx) */
	UNSUP("GenuineIntel-6-55-5", "l1d-references"), /* cascadelake-x: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-55-5", "l1d-loads"), /* cascadelake-x: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-55-5", "l1d-stores"), /* cascadelake-x: no event of these cores counts lookups of the L1 data */
	SUM_EXACT("GenuineIntel-6-55-5", "l1i-references", 0x183, 0x0, 0x283, 0x0), /* cascadelake-x: ICACHE_64B.IFTAG_HIT + ICACHE_64B.IFTAG_MISS */
	RAW("GenuineIntel-6-6A-0", "stalled-cycles-backend", 0x40004a3, 0x0), /* perf JSON icelakex CYCLE_ACTIVITY.STALLS_TOTAL */
	RAW("GenuineIntel-6-6A-0", "stalled-cycles-issue", 0x180010e, 0x0), /* icelake-x: UOPS_ISSUED.STALL_CYCLES */
	RAW("GenuineIntel-6-6A-0", "stalled-cycles-retire", 0x18002c2, 0x0), /* icelake-x: UOPS_RETIRED.STALL_CYCLES */
	RAW("GenuineIntel-6-6A-0", "stalled-cycles-mem", 0x140014a3, 0x0), /* icelake-x: CYCLE_ACTIVITY.STALLS_MEM_ANY (approx) */
	UNSUP("GenuineIntel-6-6A-0", "hw-interrupts"), /* icelake-x: no interrupt count */
	UNSUP("GenuineIntel-6-6A-0", "l1d-writebacks"), /* icelake-x: no write-back count */
	RAW("GenuineIntel-6-6A-0", "l2-writebacks", 0x2f2, 0x0), /* icelake-x: L2_LINES_OUT.NON_SILENT (approx) */
	UNSUP("GenuineIntel-6-6A-0", "l1d-references"), /* icelake-x: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-6A-0", "l1d-loads"), /* icelake-x: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-6A-0", "l1d-stores"), /* icelake-x: no event of these cores counts lookups of the L1 data */
	SUM_EXACT("GenuineIntel-6-6A-0", "l1i-references", 0x183, 0x0, 0x283, 0x0), /* icelake-x: ICACHE_64B.IFTAG_HIT + ICACHE_64B.IFTAG_MISS */
	RAW("GenuineIntel-6-7D-0", "stalled-cycles-backend", 0x40004a3, 0x0), /* perf JSON icelake CYCLE_ACTIVITY.STALLS_TOTAL */
	RAW("GenuineIntel-6-7D-0", "stalled-cycles-issue", 0x180010e, 0x0), /* icelake: UOPS_ISSUED.STALL_CYCLES */
	RAW("GenuineIntel-6-7D-0", "stalled-cycles-retire", 0x18002c2, 0x0), /* icelake: UOPS_RETIRED.STALL_CYCLES */
	RAW("GenuineIntel-6-7D-0", "stalled-cycles-mem", 0x140014a3, 0x0), /* icelake: CYCLE_ACTIVITY.STALLS_MEM_ANY (approx) */
	UNSUP("GenuineIntel-6-7D-0", "hw-interrupts"), /* icelake: no interrupt count */
	UNSUP("GenuineIntel-6-7D-0", "l1d-writebacks"), /* icelake: no write-back count */
	RAW("GenuineIntel-6-7D-0", "l2-writebacks", 0x2f2, 0x0), /* icelake: L2_LINES_OUT.NON_SILENT (approx) */
	UNSUP("GenuineIntel-6-7D-0", "l1d-references"), /* icelake: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-7D-0", "l1d-loads"), /* icelake: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-7D-0", "l1d-stores"), /* icelake: no event of these cores counts lookups of the L1 data */
	SUM_EXACT("GenuineIntel-6-7D-0", "l1i-references", 0x183, 0x0, 0x283, 0x0), /* icelake: ICACHE_64B.IFTAG_HIT + ICACHE_64B.IFTAG_MISS */
	RAW("GenuineIntel-6-8C-0", "stalled-cycles-backend", 0x40004a3, 0x0), /* perf JSON tigerlake CYCLE_ACTIVITY.STALLS_TOTAL */
	RAW("GenuineIntel-6-8C-0", "stalled-cycles-issue", 0x180010e, 0x0), /* tigerlake: UOPS_ISSUED.STALL_CYCLES */
	RAW("GenuineIntel-6-8C-0", "stalled-cycles-retire", 0x18002c2, 0x0), /* tigerlake: UOPS_RETIRED.STALL_CYCLES */
	RAW("GenuineIntel-6-8C-0", "stalled-cycles-mem", 0x50021a6, 0x0), /* tigerlake: EXE_ACTIVITY.BOUND_ON_LOADS (approx) */
	UNSUP("GenuineIntel-6-8C-0", "hw-interrupts"), /* tigerlake: no interrupt count */
	UNSUP("GenuineIntel-6-8C-0", "l1d-writebacks"), /* tigerlake: no write-back count */
	RAW("GenuineIntel-6-8C-0", "l2-writebacks", 0x2f2, 0x0), /* tigerlake: L2_LINES_OUT.NON_SILENT (approx) */
	UNSUP("GenuineIntel-6-8C-0", "l1d-references"), /* tigerlake: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-8C-0", "l1d-loads"), /* tigerlake: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-8C-0", "l1d-stores"), /* tigerlake: no event of these cores counts lookups of the L1 data */
	SUM_EXACT("GenuineIntel-6-8C-0", "l1i-references", 0x183, 0x0, 0x283, 0x0), /* tigerlake: ICACHE_64B.IFTAG_HIT + ICACHE_64B.IFTAG_MISS */
	RAW("GenuineIntel-6-8F-0", "stalled-cycles-backend", 0x40004a3, 0x0), /* perf JSON sapphirerapids CYCLE_ACTIVITY.STALLS_TOTAL */
	UNSUP("GenuineIntel-6-8F-0", "stalled-cycles-issue"), /* sapphirerapids: these P-cores publish no count of cycles without issue: */
	RAW("GenuineIntel-6-8F-0", "stalled-cycles-retire", 0x18002c2, 0x0), /* sapphirerapids: UOPS_RETIRED.STALLS */
	RAW("GenuineIntel-6-8F-0", "stalled-cycles-mem", 0x50021a6, 0x0), /* sapphirerapids: EXE_ACTIVITY.BOUND_ON_LOADS (approx) */
	RAW("GenuineIntel-6-8F-0", "hw-interrupts", 0x1cb, 0x0), /* sapphirerapids: HW_INTERRUPTS.RECEIVED */
	UNSUP("GenuineIntel-6-8F-0", "l1d-writebacks"), /* sapphirerapids: no write-back count */
	RAW("GenuineIntel-6-8F-0", "l2-writebacks", 0x226, 0x0), /* sapphirerapids: L2_LINES_OUT.NON_SILENT (approx) */
	UNSUP("GenuineIntel-6-8F-0", "l1d-references"), /* sapphirerapids: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-8F-0", "l1d-loads"), /* sapphirerapids: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-8F-0", "l1d-stores"), /* sapphirerapids: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-8F-0", "l1i-references"), /* sapphirerapids: these P-cores publish no count of L1 instruction cache */
	RAW("GenuineIntel-6-AD-0", "stalled-cycles-backend", 0x40004a3, 0x0), /* perf JSON graniterapids CYCLE_ACTIVITY.STALLS_TOTAL */
	UNSUP("GenuineIntel-6-AD-0", "stalled-cycles-issue"), /* graniterapids: these P-cores publish no count of cycles without issue: */
	RAW("GenuineIntel-6-AD-0", "stalled-cycles-retire", 0x18002c2, 0x0), /* graniterapids: UOPS_RETIRED.STALLS */
	RAW("GenuineIntel-6-AD-0", "stalled-cycles-mem", 0x50021a6, 0x0), /* graniterapids: EXE_ACTIVITY.BOUND_ON_LOADS (approx) */
	RAW("GenuineIntel-6-AD-0", "hw-interrupts", 0x1cb, 0x0), /* graniterapids: HW_INTERRUPTS.RECEIVED */
	UNSUP("GenuineIntel-6-AD-0", "l1d-writebacks"), /* graniterapids: no write-back count */
	RAW("GenuineIntel-6-AD-0", "l2-writebacks", 0x226, 0x0), /* graniterapids: L2_LINES_OUT.NON_SILENT (approx) */
	UNSUP("GenuineIntel-6-AD-0", "l1d-references"), /* graniterapids: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-AD-0", "l1d-loads"), /* graniterapids: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-AD-0", "l1d-stores"), /* graniterapids: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-AD-0", "l1i-references"), /* graniterapids: these P-cores publish no count of L1 instruction cache */
	RAW("GenuineIntel-6-CF-0", "stalled-cycles-backend", 0x40004a3, 0x0), /* perf JSON emeraldrapids CYCLE_ACTIVITY.STALLS_TOTAL */
	UNSUP("GenuineIntel-6-CF-0", "stalled-cycles-issue"), /* emeraldrapids: these P-cores publish no count of cycles without issue: */
	RAW("GenuineIntel-6-CF-0", "stalled-cycles-retire", 0x18002c2, 0x0), /* emeraldrapids: UOPS_RETIRED.STALLS */
	RAW("GenuineIntel-6-CF-0", "stalled-cycles-mem", 0x50021a6, 0x0), /* emeraldrapids: EXE_ACTIVITY.BOUND_ON_LOADS (approx) */
	RAW("GenuineIntel-6-CF-0", "hw-interrupts", 0x1cb, 0x0), /* emeraldrapids: HW_INTERRUPTS.RECEIVED */
	UNSUP("GenuineIntel-6-CF-0", "l1d-writebacks"), /* emeraldrapids: no write-back count */
	RAW("GenuineIntel-6-CF-0", "l2-writebacks", 0x226, 0x0), /* emeraldrapids: L2_LINES_OUT.NON_SILENT (approx) */
	UNSUP("GenuineIntel-6-CF-0", "l1d-references"), /* emeraldrapids: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-CF-0", "l1d-loads"), /* emeraldrapids: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-CF-0", "l1d-stores"), /* emeraldrapids: no event of these cores counts lookups of the L1 data */
	UNSUP("GenuineIntel-6-CF-0", "l1i-references"), /* emeraldrapids: these P-cores publish no count of L1 instruction cache */
	UNSUP("GenuineIntel-6-1A-0", "fp-insts-scalar-sp"), /* nehalem-ep: Nehalem's FP_COMP_OPS_EXE counts floating-point micro-ops executed, speculative ones included, not instructions retired */
	UNSUP("GenuineIntel-6-1E-0", "fp-insts-scalar-sp"), /* nehalem: Nehalem's FP_COMP_OPS_EXE counts floating-point micro-ops executed, speculative ones included, not instructions retired */
	UNSUP("GenuineIntel-6-25-0", "fp-insts-scalar-sp"), /* westmere-ep-sp: Westmere's FP_COMP_OPS_EXE counts floating-point micro-ops executed, speculative ones included, not instructions retired */
	UNSUP("GenuineIntel-6-2A-0", "fp-insts-scalar-sp"), /* sandybridge: Sandy Bridge's FP_COMP_OPS_EXE and SIMD_FP_256 count floating-point micro-ops executed, speculative and re-dispatched ones included, not instructions retired */
	UNSUP("GenuineIntel-6-2C-0", "fp-insts-scalar-sp"), /* westmere-ep-dp: Westmere's FP_COMP_OPS_EXE counts floating-point micro-ops executed, speculative ones included, not instructions retired */
	UNSUP("GenuineIntel-6-2D-0", "fp-insts-scalar-sp"), /* sandybridge-ep: Sandy Bridge-EP's FP_COMP_OPS_EXE and SIMD_FP_256 count floating-point micro-ops executed, speculative and re-dispatched ones included, not instructions retired */
	UNSUP("GenuineIntel-6-2E-0", "fp-insts-scalar-sp"), /* nehalem-ex: Nehalem's FP_COMP_OPS_EXE counts floating-point micro-ops executed, speculative ones included, not instructions retired */
	UNSUP("GenuineIntel-6-2F-0", "fp-insts-scalar-sp"), /* westmere-ex: Westmere's FP_COMP_OPS_EXE counts floating-point micro-ops executed, speculative ones included, not instructions retired */
	UNSUP("GenuineIntel-6-3A-0", "fp-insts-scalar-sp"), /* ivybridge: Ivy Bridge's FP_COMP_OPS_EXE and SIMD_FP_256 count floating-point micro-ops executed, speculative and re-dispatched ones included, not instructions retired */
	UNSUP("GenuineIntel-6-3C-0", "fp-insts-scalar-sp"), /* haswell: Haswell has no event counting floating-point instructions by width and precision (perf JSON haswell; FP_ARITH_INST_RETIRED came with Broadwell) */
	RAW("GenuineIntel-6-3D-0", "fp-insts-scalar-sp", 0x2c7, 0x0), /* perf JSON broadwell FP_ARITH_INST_RETIRED.SCALAR_SINGLE */
	UNSUP("GenuineIntel-6-3E-0", "fp-insts-scalar-sp"), /* ivybridge-ep: Ivy Bridge-EP's FP_COMP_OPS_EXE and SIMD_FP_256 count floating-point micro-ops executed, speculative and re-dispatched ones included, not instructions retired */
	UNSUP("GenuineIntel-6-3F-0", "fp-insts-scalar-sp"), /* haswell-x: Haswell-EP has no event counting floating-point instructions by width and precision (perf JSON haswellx; FP_ARITH_INST_RETIRED came with Broadwell) */
	RAW("GenuineIntel-6-4E-0", "fp-insts-scalar-sp", 0x2c7, 0x0), /* perf JSON skylake FP_ARITH_INST_RETIRED.SCALAR_SINGLE */
	RAW("GenuineIntel-6-4F-0", "fp-insts-scalar-sp", 0x2c7, 0x0), /* perf JSON broadwellx FP_ARITH_INST_RETIRED.SCALAR_SINGLE */
	RAW("GenuineIntel-6-55-0", "fp-insts-scalar-sp", 0x2c7, 0x0), /* perf JSON skylakex FP_ARITH_INST_RETIRED.SCALAR_SINGLE */
	RAW("GenuineIntel-6-55-5", "fp-insts-scalar-sp", 0x2c7, 0x0), /* perf JSON cascadelakex FP_ARITH_INST_RETIRED.SCALAR_SINGLE */
	RAW("GenuineIntel-6-6A-0", "fp-insts-scalar-sp", 0x2c7, 0x0), /* perf JSON icelakex FP_ARITH_INST_RETIRED.SCALAR_SINGLE */
	RAW("GenuineIntel-6-7D-0", "fp-insts-scalar-sp", 0x2c7, 0x0), /* perf JSON icelake FP_ARITH_INST_RETIRED.SCALAR_SINGLE */
	RAW("GenuineIntel-6-8C-0", "fp-insts-scalar-sp", 0x2c7, 0x0), /* perf JSON tigerlake FP_ARITH_INST_RETIRED.SCALAR_SINGLE */
	RAW("GenuineIntel-6-8F-0", "fp-insts-scalar-sp", 0x2c7, 0x0), /* perf JSON sapphirerapids FP_ARITH_INST_RETIRED.SCALAR_SINGLE */
	RAW("GenuineIntel-6-AD-0", "fp-insts-scalar-sp", 0x2c7, 0x0), /* perf JSON graniterapids FP_ARITH_INST_RETIRED.SCALAR_SINGLE */
	RAW("GenuineIntel-6-CF-0", "fp-insts-scalar-sp", 0x2c7, 0x0), /* perf JSON emeraldrapids FP_ARITH_INST_RETIRED.SCALAR_SINGLE */
	UNSUP("GenuineIntel-6-1A-0", "fp-insts-scalar-dp"), /* nehalem-ep: Nehalem's FP_COMP_OPS_EXE counts floating-point micro-ops executed, speculative ones included, not instructions retired */
	UNSUP("GenuineIntel-6-1E-0", "fp-insts-scalar-dp"), /* nehalem: Nehalem's FP_COMP_OPS_EXE counts floating-point micro-ops executed, speculative ones included, not instructions retired */
	UNSUP("GenuineIntel-6-25-0", "fp-insts-scalar-dp"), /* westmere-ep-sp: Westmere's FP_COMP_OPS_EXE counts floating-point micro-ops executed, speculative ones included, not instructions retired */
	UNSUP("GenuineIntel-6-2A-0", "fp-insts-scalar-dp"), /* sandybridge: Sandy Bridge's FP_COMP_OPS_EXE and SIMD_FP_256 count floating-point micro-ops executed, speculative and re-dispatched ones included, not instructions retired */
	UNSUP("GenuineIntel-6-2C-0", "fp-insts-scalar-dp"), /* westmere-ep-dp: Westmere's FP_COMP_OPS_EXE counts floating-point micro-ops executed, speculative ones included, not instructions retired */
	UNSUP("GenuineIntel-6-2D-0", "fp-insts-scalar-dp"), /* sandybridge-ep: Sandy Bridge-EP's FP_COMP_OPS_EXE and SIMD_FP_256 count floating-point micro-ops executed, speculative and re-dispatched ones included, not instructions retired */
	UNSUP("GenuineIntel-6-2E-0", "fp-insts-scalar-dp"), /* nehalem-ex: Nehalem's FP_COMP_OPS_EXE counts floating-point micro-ops executed, speculative ones included, not instructions retired */
	UNSUP("GenuineIntel-6-2F-0", "fp-insts-scalar-dp"), /* westmere-ex: Westmere's FP_COMP_OPS_EXE counts floating-point micro-ops executed, speculative ones included, not instructions retired */
	UNSUP("GenuineIntel-6-3A-0", "fp-insts-scalar-dp"), /* ivybridge: Ivy Bridge's FP_COMP_OPS_EXE and SIMD_FP_256 count floating-point micro-ops executed, speculative and re-dispatched ones included, not instructions retired */
	UNSUP("GenuineIntel-6-3C-0", "fp-insts-scalar-dp"), /* haswell: Haswell has no event counting floating-point instructions by width and precision (perf JSON haswell; FP_ARITH_INST_RETIRED came with Broadwell) */
	RAW("GenuineIntel-6-3D-0", "fp-insts-scalar-dp", 0x1c7, 0x0), /* perf JSON broadwell FP_ARITH_INST_RETIRED.SCALAR_DOUBLE */
	UNSUP("GenuineIntel-6-3E-0", "fp-insts-scalar-dp"), /* ivybridge-ep: Ivy Bridge-EP's FP_COMP_OPS_EXE and SIMD_FP_256 count floating-point micro-ops executed, speculative and re-dispatched ones included, not instructions retired */
	UNSUP("GenuineIntel-6-3F-0", "fp-insts-scalar-dp"), /* haswell-x: Haswell-EP has no event counting floating-point instructions by width and precision (perf JSON haswellx; FP_ARITH_INST_RETIRED came with Broadwell) */
	RAW("GenuineIntel-6-4E-0", "fp-insts-scalar-dp", 0x1c7, 0x0), /* perf JSON skylake FP_ARITH_INST_RETIRED.SCALAR_DOUBLE */
	RAW("GenuineIntel-6-4F-0", "fp-insts-scalar-dp", 0x1c7, 0x0), /* perf JSON broadwellx FP_ARITH_INST_RETIRED.SCALAR_DOUBLE */
	RAW("GenuineIntel-6-55-0", "fp-insts-scalar-dp", 0x1c7, 0x0), /* perf JSON skylakex FP_ARITH_INST_RETIRED.SCALAR_DOUBLE */
	RAW("GenuineIntel-6-55-5", "fp-insts-scalar-dp", 0x1c7, 0x0), /* perf JSON cascadelakex FP_ARITH_INST_RETIRED.SCALAR_DOUBLE */
	RAW("GenuineIntel-6-6A-0", "fp-insts-scalar-dp", 0x1c7, 0x0), /* perf JSON icelakex FP_ARITH_INST_RETIRED.SCALAR_DOUBLE */
	RAW("GenuineIntel-6-7D-0", "fp-insts-scalar-dp", 0x1c7, 0x0), /* perf JSON icelake FP_ARITH_INST_RETIRED.SCALAR_DOUBLE */
	RAW("GenuineIntel-6-8C-0", "fp-insts-scalar-dp", 0x1c7, 0x0), /* perf JSON tigerlake FP_ARITH_INST_RETIRED.SCALAR_DOUBLE */
	RAW("GenuineIntel-6-8F-0", "fp-insts-scalar-dp", 0x1c7, 0x0), /* perf JSON sapphirerapids FP_ARITH_INST_RETIRED.SCALAR_DOUBLE */
	RAW("GenuineIntel-6-AD-0", "fp-insts-scalar-dp", 0x1c7, 0x0), /* perf JSON graniterapids FP_ARITH_INST_RETIRED.SCALAR_DOUBLE */
	RAW("GenuineIntel-6-CF-0", "fp-insts-scalar-dp", 0x1c7, 0x0), /* perf JSON emeraldrapids FP_ARITH_INST_RETIRED.SCALAR_DOUBLE */
	UNSUP("GenuineIntel-6-1A-0", "fp-insts-packed-sp"), /* nehalem-ep: Nehalem's FP_COMP_OPS_EXE counts floating-point micro-ops executed, speculative ones included, not instructions retired */
	UNSUP("GenuineIntel-6-1E-0", "fp-insts-packed-sp"), /* nehalem: Nehalem's FP_COMP_OPS_EXE counts floating-point micro-ops executed, speculative ones included, not instructions retired */
	UNSUP("GenuineIntel-6-25-0", "fp-insts-packed-sp"), /* westmere-ep-sp: Westmere's FP_COMP_OPS_EXE counts floating-point micro-ops executed, speculative ones included, not instructions retired */
	UNSUP("GenuineIntel-6-2A-0", "fp-insts-packed-sp"), /* sandybridge: Sandy Bridge's FP_COMP_OPS_EXE and SIMD_FP_256 count floating-point micro-ops executed, speculative and re-dispatched ones included, not instructions retired */
	UNSUP("GenuineIntel-6-2C-0", "fp-insts-packed-sp"), /* westmere-ep-dp: Westmere's FP_COMP_OPS_EXE counts floating-point micro-ops executed, speculative ones included, not instructions retired */
	UNSUP("GenuineIntel-6-2D-0", "fp-insts-packed-sp"), /* sandybridge-ep: Sandy Bridge-EP's FP_COMP_OPS_EXE and SIMD_FP_256 count floating-point micro-ops executed, speculative and re-dispatched ones included, not instructions retired */
	UNSUP("GenuineIntel-6-2E-0", "fp-insts-packed-sp"), /* nehalem-ex: Nehalem's FP_COMP_OPS_EXE counts floating-point micro-ops executed, speculative ones included, not instructions retired */
	UNSUP("GenuineIntel-6-2F-0", "fp-insts-packed-sp"), /* westmere-ex: Westmere's FP_COMP_OPS_EXE counts floating-point micro-ops executed, speculative ones included, not instructions retired */
	UNSUP("GenuineIntel-6-3A-0", "fp-insts-packed-sp"), /* ivybridge: Ivy Bridge's FP_COMP_OPS_EXE and SIMD_FP_256 count floating-point micro-ops executed, speculative and re-dispatched ones included, not instructions retired */
	UNSUP("GenuineIntel-6-3C-0", "fp-insts-packed-sp"), /* haswell: Haswell has no event counting floating-point instructions by width and precision (perf JSON haswell; FP_ARITH_INST_RETIRED came with Broadwell) */
	SUM_EXACT("GenuineIntel-6-3D-0", "fp-insts-packed-sp", 0x8c7, 0x0, 0x20c7, 0x0), /* perf JSON broadwell FP_ARITH_INST_RETIRED.128B_PACKED_SINGLE + FP_ARITH_INST_RETIRED.256B_PACKED_SINGLE */
	UNSUP("GenuineIntel-6-3E-0", "fp-insts-packed-sp"), /* ivybridge-ep: Ivy Bridge-EP's FP_COMP_OPS_EXE and SIMD_FP_256 count floating-point micro-ops executed, speculative and re-dispatched ones included, not instructions retired */
	UNSUP("GenuineIntel-6-3F-0", "fp-insts-packed-sp"), /* haswell-x: Haswell-EP has no event counting floating-point instructions by width and precision (perf JSON haswellx; FP_ARITH_INST_RETIRED came with Broadwell) */
	SUM_EXACT("GenuineIntel-6-4E-0", "fp-insts-packed-sp", 0x8c7, 0x0, 0x20c7, 0x0), /* perf JSON skylake FP_ARITH_INST_RETIRED.128B_PACKED_SINGLE + FP_ARITH_INST_RETIRED.256B_PACKED_SINGLE */
	SUM_EXACT("GenuineIntel-6-4F-0", "fp-insts-packed-sp", 0x8c7, 0x0, 0x20c7, 0x0), /* perf JSON broadwellx FP_ARITH_INST_RETIRED.128B_PACKED_SINGLE + FP_ARITH_INST_RETIRED.256B_PACKED_SINGLE */
	SUM3("GenuineIntel-6-55-0", "fp-insts-packed-sp", 1, 0x8c7, 0x20c7, 0x80c7), /* perf JSON skylakex FP_ARITH_INST_RETIRED.128B_PACKED_SINGLE + FP_ARITH_INST_RETIRED.256B_PACKED_SINGLE + FP_ARITH_INST_RETIRED.512B_PACKED_SINGLE */
	SUM3("GenuineIntel-6-55-5", "fp-insts-packed-sp", 1, 0x8c7, 0x20c7, 0x80c7), /* perf JSON cascadelakex FP_ARITH_INST_RETIRED.128B_PACKED_SINGLE + FP_ARITH_INST_RETIRED.256B_PACKED_SINGLE + FP_ARITH_INST_RETIRED.512B_PACKED_SINGLE */
	SUM3("GenuineIntel-6-6A-0", "fp-insts-packed-sp", 1, 0x8c7, 0x20c7, 0x80c7), /* perf JSON icelakex FP_ARITH_INST_RETIRED.128B_PACKED_SINGLE + FP_ARITH_INST_RETIRED.256B_PACKED_SINGLE + FP_ARITH_INST_RETIRED.512B_PACKED_SINGLE */
	SUM3("GenuineIntel-6-7D-0", "fp-insts-packed-sp", 1, 0x8c7, 0x20c7, 0x80c7), /* perf JSON icelake FP_ARITH_INST_RETIRED.128B_PACKED_SINGLE + FP_ARITH_INST_RETIRED.256B_PACKED_SINGLE + FP_ARITH_INST_RETIRED.512B_PACKED_SINGLE */
	SUM3("GenuineIntel-6-8C-0", "fp-insts-packed-sp", 1, 0x8c7, 0x20c7, 0x80c7), /* perf JSON tigerlake FP_ARITH_INST_RETIRED.128B_PACKED_SINGLE + FP_ARITH_INST_RETIRED.256B_PACKED_SINGLE + FP_ARITH_INST_RETIRED.512B_PACKED_SINGLE */
	SUM3("GenuineIntel-6-8F-0", "fp-insts-packed-sp", 1, 0x8c7, 0x20c7, 0x80c7), /* perf JSON sapphirerapids FP_ARITH_INST_RETIRED.128B_PACKED_SINGLE + FP_ARITH_INST_RETIRED.256B_PACKED_SINGLE + FP_ARITH_INST_RETIRED.512B_PACKED_SINGLE */
	SUM3("GenuineIntel-6-AD-0", "fp-insts-packed-sp", 1, 0x8c7, 0x20c7, 0x80c7), /* perf JSON graniterapids FP_ARITH_INST_RETIRED.128B_PACKED_SINGLE + FP_ARITH_INST_RETIRED.256B_PACKED_SINGLE + FP_ARITH_INST_RETIRED.512B_PACKED_SINGLE */
	SUM3("GenuineIntel-6-CF-0", "fp-insts-packed-sp", 1, 0x8c7, 0x20c7, 0x80c7), /* perf JSON emeraldrapids FP_ARITH_INST_RETIRED.128B_PACKED_SINGLE + FP_ARITH_INST_RETIRED.256B_PACKED_SINGLE + FP_ARITH_INST_RETIRED.512B_PACKED_SINGLE */
	UNSUP("GenuineIntel-6-1A-0", "fp-insts-packed-dp"), /* nehalem-ep: Nehalem's FP_COMP_OPS_EXE counts floating-point micro-ops executed, speculative ones included, not instructions retired */
	UNSUP("GenuineIntel-6-1E-0", "fp-insts-packed-dp"), /* nehalem: Nehalem's FP_COMP_OPS_EXE counts floating-point micro-ops executed, speculative ones included, not instructions retired */
	UNSUP("GenuineIntel-6-25-0", "fp-insts-packed-dp"), /* westmere-ep-sp: Westmere's FP_COMP_OPS_EXE counts floating-point micro-ops executed, speculative ones included, not instructions retired */
	UNSUP("GenuineIntel-6-2A-0", "fp-insts-packed-dp"), /* sandybridge: Sandy Bridge's FP_COMP_OPS_EXE and SIMD_FP_256 count floating-point micro-ops executed, speculative and re-dispatched ones included, not instructions retired */
	UNSUP("GenuineIntel-6-2C-0", "fp-insts-packed-dp"), /* westmere-ep-dp: Westmere's FP_COMP_OPS_EXE counts floating-point micro-ops executed, speculative ones included, not instructions retired */
	UNSUP("GenuineIntel-6-2D-0", "fp-insts-packed-dp"), /* sandybridge-ep: Sandy Bridge-EP's FP_COMP_OPS_EXE and SIMD_FP_256 count floating-point micro-ops executed, speculative and re-dispatched ones included, not instructions retired */
	UNSUP("GenuineIntel-6-2E-0", "fp-insts-packed-dp"), /* nehalem-ex: Nehalem's FP_COMP_OPS_EXE counts floating-point micro-ops executed, speculative ones included, not instructions retired */
	UNSUP("GenuineIntel-6-2F-0", "fp-insts-packed-dp"), /* westmere-ex: Westmere's FP_COMP_OPS_EXE counts floating-point micro-ops executed, speculative ones included, not instructions retired */
	UNSUP("GenuineIntel-6-3A-0", "fp-insts-packed-dp"), /* ivybridge: Ivy Bridge's FP_COMP_OPS_EXE and SIMD_FP_256 count floating-point micro-ops executed, speculative and re-dispatched ones included, not instructions retired */
	UNSUP("GenuineIntel-6-3C-0", "fp-insts-packed-dp"), /* haswell: Haswell has no event counting floating-point instructions by width and precision (perf JSON haswell; FP_ARITH_INST_RETIRED came with Broadwell) */
	SUM_EXACT("GenuineIntel-6-3D-0", "fp-insts-packed-dp", 0x4c7, 0x0, 0x10c7, 0x0), /* perf JSON broadwell FP_ARITH_INST_RETIRED.128B_PACKED_DOUBLE + FP_ARITH_INST_RETIRED.256B_PACKED_DOUBLE */
	UNSUP("GenuineIntel-6-3E-0", "fp-insts-packed-dp"), /* ivybridge-ep: Ivy Bridge-EP's FP_COMP_OPS_EXE and SIMD_FP_256 count floating-point micro-ops executed, speculative and re-dispatched ones included, not instructions retired */
	UNSUP("GenuineIntel-6-3F-0", "fp-insts-packed-dp"), /* haswell-x: Haswell-EP has no event counting floating-point instructions by width and precision (perf JSON haswellx; FP_ARITH_INST_RETIRED came with Broadwell) */
	SUM_EXACT("GenuineIntel-6-4E-0", "fp-insts-packed-dp", 0x4c7, 0x0, 0x10c7, 0x0), /* perf JSON skylake FP_ARITH_INST_RETIRED.128B_PACKED_DOUBLE + FP_ARITH_INST_RETIRED.256B_PACKED_DOUBLE */
	SUM_EXACT("GenuineIntel-6-4F-0", "fp-insts-packed-dp", 0x4c7, 0x0, 0x10c7, 0x0), /* perf JSON broadwellx FP_ARITH_INST_RETIRED.128B_PACKED_DOUBLE + FP_ARITH_INST_RETIRED.256B_PACKED_DOUBLE */
	SUM3("GenuineIntel-6-55-0", "fp-insts-packed-dp", 1, 0x4c7, 0x10c7, 0x40c7), /* perf JSON skylakex FP_ARITH_INST_RETIRED.128B_PACKED_DOUBLE + FP_ARITH_INST_RETIRED.256B_PACKED_DOUBLE + FP_ARITH_INST_RETIRED.512B_PACKED_DOUBLE */
	SUM3("GenuineIntel-6-55-5", "fp-insts-packed-dp", 1, 0x4c7, 0x10c7, 0x40c7), /* perf JSON cascadelakex FP_ARITH_INST_RETIRED.128B_PACKED_DOUBLE + FP_ARITH_INST_RETIRED.256B_PACKED_DOUBLE + FP_ARITH_INST_RETIRED.512B_PACKED_DOUBLE */
	SUM3("GenuineIntel-6-6A-0", "fp-insts-packed-dp", 1, 0x4c7, 0x10c7, 0x40c7), /* perf JSON icelakex FP_ARITH_INST_RETIRED.128B_PACKED_DOUBLE + FP_ARITH_INST_RETIRED.256B_PACKED_DOUBLE + FP_ARITH_INST_RETIRED.512B_PACKED_DOUBLE */
	SUM3("GenuineIntel-6-7D-0", "fp-insts-packed-dp", 1, 0x4c7, 0x10c7, 0x40c7), /* perf JSON icelake FP_ARITH_INST_RETIRED.128B_PACKED_DOUBLE + FP_ARITH_INST_RETIRED.256B_PACKED_DOUBLE + FP_ARITH_INST_RETIRED.512B_PACKED_DOUBLE */
	SUM3("GenuineIntel-6-8C-0", "fp-insts-packed-dp", 1, 0x4c7, 0x10c7, 0x40c7), /* perf JSON tigerlake FP_ARITH_INST_RETIRED.128B_PACKED_DOUBLE + FP_ARITH_INST_RETIRED.256B_PACKED_DOUBLE + FP_ARITH_INST_RETIRED.512B_PACKED_DOUBLE */
	SUM3("GenuineIntel-6-8F-0", "fp-insts-packed-dp", 1, 0x4c7, 0x10c7, 0x40c7), /* perf JSON sapphirerapids FP_ARITH_INST_RETIRED.128B_PACKED_DOUBLE + FP_ARITH_INST_RETIRED.256B_PACKED_DOUBLE + FP_ARITH_INST_RETIRED.512B_PACKED_DOUBLE */
	SUM3("GenuineIntel-6-AD-0", "fp-insts-packed-dp", 1, 0x4c7, 0x10c7, 0x40c7), /* perf JSON graniterapids FP_ARITH_INST_RETIRED.128B_PACKED_DOUBLE + FP_ARITH_INST_RETIRED.256B_PACKED_DOUBLE + FP_ARITH_INST_RETIRED.512B_PACKED_DOUBLE */
	SUM3("GenuineIntel-6-CF-0", "fp-insts-packed-dp", 1, 0x4c7, 0x10c7, 0x40c7), /* perf JSON emeraldrapids FP_ARITH_INST_RETIRED.128B_PACKED_DOUBLE + FP_ARITH_INST_RETIRED.256B_PACKED_DOUBLE + FP_ARITH_INST_RETIRED.512B_PACKED_DOUBLE */
