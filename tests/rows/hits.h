/* SPDX-License-Identifier: MIT */
/*
 * tests/test_tables.c rows[]: the L2 hits that Intel's big cores count
 * with one event, which the tables write in place of the difference of
 * their concepts (l2-loads - l2-load-misses, ...): L2_RQSTS.*_HIT by
 * request type, and L2_RQSTS.HIT for all requests from Golden Cove on;
 * on the E-cores L2_REQUEST.HIT (Gracemont, Skymont: their L2_REQUEST.ALL
 * counts rejected requests too) and Darkmont's hits by request type.
 * Encodings read off perf's JSON of Linux 6.12 per CPU, or off Intel's
 * perfmon files (6dadedf) where that JSON lacks the event.  And
 * l2-data-hits where the table writes the total because l2-store-hits
 * has no count: AMD's PMCx064 data cache hits in the L2 (umask 0xf0:
 * LsRdBlkCS, LsRdBlkLHitX, LsRdBlkLHitS, LsRdBlkX in the PPRs; amdzen4-6
 * name it dc_hit_in_l2).  AMD's L2 hits by the events that count them
 * (PMCx064's hit umasks; for l2-hits those plus PMCx070, the L2
 * prefetcher's hits, as perf's all_l2_cache_hits metric): l2-references
 * less l2-misses would count every L2 prefetch as a hit.  Tremont's
 * L2_REQUEST.HIT, as Gracemont's.  And AMD's l1i-hits: Zen 3/4's tag hits,
 * Zen 1/2 refused (their accesses are fetch windows, their misses line
 * fills).
 */
	RAW("GenuineIntel-6-1A-0", "l2-load-hits", 0x124, 0x0), /* perf JSON nehalemep L2_RQSTS.LD_HIT */
	RAW("GenuineIntel-6-1E-0", "l2-load-hits", 0x124, 0x0), /* perf JSON nehalemep L2_RQSTS.LD_HIT */
	RAW("GenuineIntel-6-25-0", "l2-load-hits", 0x124, 0x0), /* perf JSON westmereep-sp L2_RQSTS.LD_HIT */
	RAW("GenuineIntel-6-2A-0", "l2-load-hits", 0x124, 0x0), /* perf JSON sandybridge L2_RQSTS.DEMAND_DATA_RD_HIT */
	RAW("GenuineIntel-6-2C-0", "l2-load-hits", 0x124, 0x0), /* perf JSON westmereep-dp L2_RQSTS.LD_HIT */
	RAW("GenuineIntel-6-2D-0", "l2-load-hits", 0x124, 0x0), /* perf JSON jaketown L2_RQSTS.DEMAND_DATA_RD_HIT */
	RAW("GenuineIntel-6-2E-0", "l2-load-hits", 0x124, 0x0), /* perf JSON nehalemex L2_RQSTS.LD_HIT */
	RAW("GenuineIntel-6-2F-0", "l2-load-hits", 0x124, 0x0), /* perf JSON westmereex L2_RQSTS.LD_HIT */
	RAW("GenuineIntel-6-3A-0", "l2-load-hits", 0x124, 0x0), /* perf JSON ivybridge L2_RQSTS.DEMAND_DATA_RD_HIT */
	RAW("GenuineIntel-6-3C-0", "l2-load-hits", 0xc124, 0x0), /* perf JSON haswell L2_RQSTS.DEMAND_DATA_RD_HIT */
	RAW("GenuineIntel-6-3D-0", "l2-load-hits", 0xc124, 0x0), /* perf JSON broadwell L2_RQSTS.DEMAND_DATA_RD_HIT */
	RAW("GenuineIntel-6-3E-0", "l2-load-hits", 0x124, 0x0), /* perf JSON ivytown L2_RQSTS.DEMAND_DATA_RD_HIT */
	RAW("GenuineIntel-6-3F-0", "l2-load-hits", 0xc124, 0x0), /* perf JSON haswellx L2_RQSTS.DEMAND_DATA_RD_HIT */
	RAW("GenuineIntel-6-4E-0", "l2-load-hits", 0xc124, 0x0), /* perf JSON skylake L2_RQSTS.DEMAND_DATA_RD_HIT */
	RAW("GenuineIntel-6-4F-0", "l2-load-hits", 0xc124, 0x0), /* perf JSON broadwellx L2_RQSTS.DEMAND_DATA_RD_HIT */
	RAW("GenuineIntel-6-55-0", "l2-load-hits", 0xc124, 0x0), /* perf JSON skylakex L2_RQSTS.DEMAND_DATA_RD_HIT */
	RAW("GenuineIntel-6-55-5", "l2-load-hits", 0xc124, 0x0), /* perf JSON cascadelakex L2_RQSTS.DEMAND_DATA_RD_HIT */
	RAW("GenuineIntel-6-6A-0", "l2-load-hits", 0xc124, 0x0), /* perf JSON icelakex L2_RQSTS.DEMAND_DATA_RD_HIT */
	RAW("GenuineIntel-6-7D-0", "l2-load-hits", 0xc124, 0x0), /* perf JSON icelake L2_RQSTS.DEMAND_DATA_RD_HIT */
	RAW("GenuineIntel-6-8C-0", "l2-load-hits", 0xc124, 0x0), /* perf JSON tigerlake L2_RQSTS.DEMAND_DATA_RD_HIT */
	RAW("GenuineIntel-6-8F-0", "l2-load-hits", 0xc124, 0x0), /* perf JSON sapphirerapids L2_RQSTS.DEMAND_DATA_RD_HIT */
	RAW("GenuineIntel-6-AD-0", "l2-load-hits", 0xc124, 0x0), /* perf JSON graniterapids L2_RQSTS.DEMAND_DATA_RD_HIT */
	RAW("GenuineIntel-6-CF-0", "l2-load-hits", 0xc124, 0x0), /* perf JSON emeraldrapids L2_RQSTS.DEMAND_DATA_RD_HIT */
	RAW("GenuineIntel-6-97-0", "cpu_core/l2-load-hits/", 0xc124, 0x0), /* perf JSON alderlake L2_RQSTS.DEMAND_DATA_RD_HIT */
	RAW("GenuineIntel-6-AA-0", "cpu_core/l2-load-hits/", 0xc124, 0x0), /* perf JSON meteorlake L2_RQSTS.DEMAND_DATA_RD_HIT */
	RAW("GenuineIntel-6-1A-0", "l2-store-hits", 0x424, 0x0), /* perf JSON nehalemep L2_RQSTS.RFO_HIT */
	RAW("GenuineIntel-6-1E-0", "l2-store-hits", 0x424, 0x0), /* perf JSON nehalemep L2_RQSTS.RFO_HIT */
	RAW("GenuineIntel-6-25-0", "l2-store-hits", 0x424, 0x0), /* perf JSON westmereep-sp L2_RQSTS.RFO_HIT */
	RAW("GenuineIntel-6-2A-0", "l2-store-hits", 0x424, 0x0), /* perf JSON sandybridge L2_RQSTS.RFO_HIT */
	RAW("GenuineIntel-6-2C-0", "l2-store-hits", 0x424, 0x0), /* perf JSON westmereep-dp L2_RQSTS.RFO_HIT */
	RAW("GenuineIntel-6-2D-0", "l2-store-hits", 0x424, 0x0), /* perf JSON jaketown L2_RQSTS.RFO_HIT */
	RAW("GenuineIntel-6-2E-0", "l2-store-hits", 0x424, 0x0), /* perf JSON nehalemex L2_RQSTS.RFO_HIT */
	RAW("GenuineIntel-6-2F-0", "l2-store-hits", 0x424, 0x0), /* perf JSON westmereex L2_RQSTS.RFO_HIT */
	RAW("GenuineIntel-6-3A-0", "l2-store-hits", 0x424, 0x0), /* perf JSON ivybridge L2_RQSTS.RFO_HIT */
	RAW("GenuineIntel-6-3C-0", "l2-store-hits", 0xc224, 0x0), /* perf JSON haswell L2_RQSTS.RFO_HIT */
	RAW("GenuineIntel-6-3D-0", "l2-store-hits", 0xc224, 0x0), /* perf JSON broadwell L2_RQSTS.RFO_HIT */
	RAW("GenuineIntel-6-3E-0", "l2-store-hits", 0x424, 0x0), /* perf JSON ivytown L2_RQSTS.RFO_HIT */
	RAW("GenuineIntel-6-3F-0", "l2-store-hits", 0xc224, 0x0), /* perf JSON haswellx L2_RQSTS.RFO_HIT */
	RAW("GenuineIntel-6-4E-0", "l2-store-hits", 0xc224, 0x0), /* perf JSON skylake L2_RQSTS.RFO_HIT */
	RAW("GenuineIntel-6-4F-0", "l2-store-hits", 0xc224, 0x0), /* perf JSON broadwellx L2_RQSTS.RFO_HIT */
	RAW("GenuineIntel-6-55-0", "l2-store-hits", 0xc224, 0x0), /* perf JSON skylakex L2_RQSTS.RFO_HIT */
	RAW("GenuineIntel-6-55-5", "l2-store-hits", 0xc224, 0x0), /* perf JSON cascadelakex L2_RQSTS.RFO_HIT */
	RAW("GenuineIntel-6-6A-0", "l2-store-hits", 0xc224, 0x0), /* perf JSON icelakex L2_RQSTS.RFO_HIT */
	RAW("GenuineIntel-6-7D-0", "l2-store-hits", 0xc224, 0x0), /* perf JSON icelake L2_RQSTS.RFO_HIT */
	RAW("GenuineIntel-6-8C-0", "l2-store-hits", 0xc224, 0x0), /* perf JSON tigerlake L2_RQSTS.RFO_HIT */
	RAW("GenuineIntel-6-8F-0", "l2-store-hits", 0xc224, 0x0), /* perf JSON sapphirerapids L2_RQSTS.RFO_HIT */
	RAW("GenuineIntel-6-AD-0", "l2-store-hits", 0xc224, 0x0), /* perf JSON graniterapids L2_RQSTS.RFO_HIT */
	RAW("GenuineIntel-6-CF-0", "l2-store-hits", 0xc224, 0x0), /* perf JSON emeraldrapids L2_RQSTS.RFO_HIT */
	RAW("GenuineIntel-6-97-0", "cpu_core/l2-store-hits/", 0xc224, 0x0), /* perf JSON alderlake L2_RQSTS.RFO_HIT */
	RAW("GenuineIntel-6-AA-0", "cpu_core/l2-store-hits/", 0xc224, 0x0), /* perf JSON meteorlake L2_RQSTS.RFO_HIT */
	RAW("GenuineIntel-6-1A-0", "l2-code-read-hits", 0x1024, 0x0), /* perf JSON nehalemep L2_RQSTS.IFETCH_HIT */
	RAW("GenuineIntel-6-1E-0", "l2-code-read-hits", 0x1024, 0x0), /* perf JSON nehalemep L2_RQSTS.IFETCH_HIT */
	RAW("GenuineIntel-6-25-0", "l2-code-read-hits", 0x1024, 0x0), /* perf JSON westmereep-sp L2_RQSTS.IFETCH_HIT */
	RAW("GenuineIntel-6-2A-0", "l2-code-read-hits", 0x1024, 0x0), /* perf JSON sandybridge L2_RQSTS.CODE_RD_HIT */
	RAW("GenuineIntel-6-2C-0", "l2-code-read-hits", 0x1024, 0x0), /* perf JSON westmereep-dp L2_RQSTS.IFETCH_HIT */
	RAW("GenuineIntel-6-2D-0", "l2-code-read-hits", 0x1024, 0x0), /* perf JSON jaketown L2_RQSTS.CODE_RD_HIT */
	RAW("GenuineIntel-6-2E-0", "l2-code-read-hits", 0x1024, 0x0), /* perf JSON nehalemex L2_RQSTS.IFETCH_HIT */
	RAW("GenuineIntel-6-2F-0", "l2-code-read-hits", 0x1024, 0x0), /* perf JSON westmereex L2_RQSTS.IFETCH_HIT */
	RAW("GenuineIntel-6-3A-0", "l2-code-read-hits", 0x1024, 0x0), /* perf JSON ivybridge L2_RQSTS.CODE_RD_HIT */
	RAW("GenuineIntel-6-3C-0", "l2-code-read-hits", 0xc424, 0x0), /* perf JSON haswell L2_RQSTS.CODE_RD_HIT */
	RAW("GenuineIntel-6-3D-0", "l2-code-read-hits", 0xc424, 0x0), /* perf JSON broadwell L2_RQSTS.CODE_RD_HIT */
	RAW("GenuineIntel-6-3E-0", "l2-code-read-hits", 0x1024, 0x0), /* perf JSON ivytown L2_RQSTS.CODE_RD_HIT */
	RAW("GenuineIntel-6-3F-0", "l2-code-read-hits", 0xc424, 0x0), /* perf JSON haswellx L2_RQSTS.CODE_RD_HIT */
	RAW("GenuineIntel-6-4E-0", "l2-code-read-hits", 0xc424, 0x0), /* perf JSON skylake L2_RQSTS.CODE_RD_HIT */
	RAW("GenuineIntel-6-4F-0", "l2-code-read-hits", 0xc424, 0x0), /* perf JSON broadwellx L2_RQSTS.CODE_RD_HIT */
	RAW("GenuineIntel-6-55-0", "l2-code-read-hits", 0xc424, 0x0), /* perf JSON skylakex L2_RQSTS.CODE_RD_HIT */
	RAW("GenuineIntel-6-55-5", "l2-code-read-hits", 0xc424, 0x0), /* perf JSON cascadelakex L2_RQSTS.CODE_RD_HIT */
	RAW("GenuineIntel-6-6A-0", "l2-code-read-hits", 0xc424, 0x0), /* perf JSON icelakex L2_RQSTS.CODE_RD_HIT */
	RAW("GenuineIntel-6-7D-0", "l2-code-read-hits", 0xc424, 0x0), /* perf JSON icelake L2_RQSTS.CODE_RD_HIT */
	RAW("GenuineIntel-6-8C-0", "l2-code-read-hits", 0xc424, 0x0), /* perf JSON tigerlake L2_RQSTS.CODE_RD_HIT */
	RAW("GenuineIntel-6-8F-0", "l2-code-read-hits", 0xc424, 0x0), /* perf JSON sapphirerapids L2_RQSTS.CODE_RD_HIT */
	RAW("GenuineIntel-6-AD-0", "l2-code-read-hits", 0xc424, 0x0), /* perf JSON graniterapids L2_RQSTS.CODE_RD_HIT */
	RAW("GenuineIntel-6-CF-0", "l2-code-read-hits", 0xc424, 0x0), /* perf JSON emeraldrapids L2_RQSTS.CODE_RD_HIT */
	RAW("GenuineIntel-6-97-0", "cpu_core/l2-code-read-hits/", 0xc424, 0x0), /* perf JSON alderlake L2_RQSTS.CODE_RD_HIT */
	RAW("GenuineIntel-6-AA-0", "cpu_core/l2-code-read-hits/", 0xc424, 0x0), /* perf JSON meteorlake L2_RQSTS.CODE_RD_HIT */
	RAW("GenuineIntel-6-BD-0", "cpu_core/l2-load-hits/", 0x4124, 0x0), /* lunarlake: perfmon lunarlake_lioncove_core L2_RQSTS.DEMAND_DATA_RD_HIT (intel/perfmon 6dadedf) */
	RAW("GenuineIntel-6-C6-0", "cpu_core/l2-load-hits/", 0x4124, 0x0), /* arrowlake: perfmon arrowlake_lioncove_core L2_RQSTS.DEMAND_DATA_RD_HIT (intel/perfmon 6dadedf) */
	RAW("GenuineIntel-6-C5-0", "cpu_core/l2-load-hits/", 0x4124, 0x0), /* arrowlake-h: perfmon arrowlake_lioncove_core L2_RQSTS.DEMAND_DATA_RD_HIT (intel/perfmon 6dadedf) */
	RAW("GenuineIntel-6-CC-0", "cpu_core/l2-load-hits/", 0x4124, 0x0), /* pantherlake: perfmon pantherlake_cougarcove_core L2_RQSTS.DEMAND_DATA_RD_HIT (intel/perfmon 6dadedf) */
	RAW("GenuineIntel-6-BD-0", "cpu_core/l2-store-hits/", 0x4224, 0x0), /* lunarlake: perfmon lunarlake_lioncove_core L2_RQSTS.RFO_HIT (intel/perfmon 6dadedf) */
	RAW("GenuineIntel-6-C6-0", "cpu_core/l2-store-hits/", 0x4224, 0x0), /* arrowlake: perfmon arrowlake_lioncove_core L2_RQSTS.RFO_HIT (intel/perfmon 6dadedf) */
	RAW("GenuineIntel-6-C5-0", "cpu_core/l2-store-hits/", 0x4224, 0x0), /* arrowlake-h: perfmon arrowlake_lioncove_core L2_RQSTS.RFO_HIT (intel/perfmon 6dadedf) */
	RAW("GenuineIntel-6-CC-0", "cpu_core/l2-store-hits/", 0x4224, 0x0), /* pantherlake: perfmon pantherlake_cougarcove_core L2_RQSTS.RFO_HIT (intel/perfmon 6dadedf) */
	RAW("GenuineIntel-6-BD-0", "cpu_core/l2-code-read-hits/", 0x4424, 0x0), /* lunarlake: perfmon lunarlake_lioncove_core L2_RQSTS.CODE_RD_HIT (intel/perfmon 6dadedf) */
	RAW("GenuineIntel-6-C6-0", "cpu_core/l2-code-read-hits/", 0x4424, 0x0), /* arrowlake: perfmon arrowlake_lioncove_core L2_RQSTS.CODE_RD_HIT (intel/perfmon 6dadedf) */
	RAW("GenuineIntel-6-C5-0", "cpu_core/l2-code-read-hits/", 0x4424, 0x0), /* arrowlake-h: perfmon arrowlake_lioncove_core L2_RQSTS.CODE_RD_HIT (intel/perfmon 6dadedf) */
	RAW("GenuineIntel-6-CC-0", "cpu_core/l2-code-read-hits/", 0x4424, 0x0), /* pantherlake: perfmon pantherlake_cougarcove_core L2_RQSTS.CODE_RD_HIT (intel/perfmon 6dadedf) */
	RAW("GenuineIntel-6-97-0", "cpu_core/l2-hits/", 0xdf24, 0x0), /* alderlake: perfmon alderlake_goldencove_core L2_RQSTS.HIT (intel/perfmon 6dadedf) */
	RAW("GenuineIntel-6-AA-0", "cpu_core/l2-hits/", 0xdf24, 0x0), /* meteorlake: perfmon meteorlake_redwoodcove_core L2_RQSTS.HIT (intel/perfmon 6dadedf) */
	RAW("GenuineIntel-6-8F-0", "l2-hits", 0xdf24, 0x0), /* sapphirerapids: perfmon sapphirerapids_core L2_RQSTS.HIT (intel/perfmon 6dadedf) */
	RAW("GenuineIntel-6-CF-0", "l2-hits", 0xdf24, 0x0), /* emeraldrapids: perfmon emeraldrapids_core L2_RQSTS.HIT (intel/perfmon 6dadedf) */
	RAW("GenuineIntel-6-AD-0", "l2-hits", 0xdf24, 0x0), /* graniterapids: perfmon graniterapids_core L2_RQSTS.HIT (intel/perfmon 6dadedf) */
	RAW("GenuineIntel-6-BD-0", "cpu_core/l2-hits/", 0x5f24, 0x0), /* lunarlake: perfmon lunarlake_lioncove_core L2_RQSTS.HIT (intel/perfmon 6dadedf) */
	RAW("GenuineIntel-6-C6-0", "cpu_core/l2-hits/", 0x5f24, 0x0), /* arrowlake: perfmon arrowlake_lioncove_core L2_RQSTS.HIT (intel/perfmon 6dadedf) */
	RAW("GenuineIntel-6-C5-0", "cpu_core/l2-hits/", 0x5f24, 0x0), /* arrowlake-h: perfmon arrowlake_lioncove_core L2_RQSTS.HIT (intel/perfmon 6dadedf) */
	RAW("GenuineIntel-6-CC-0", "cpu_core/l2-hits/", 0x5f24, 0x0), /* pantherlake: perfmon pantherlake_cougarcove_core L2_RQSTS.HIT (intel/perfmon 6dadedf) */
	RAW("GenuineIntel-6-97-0", "cpu_atom/l2-hits/", 0x224, 0x0), /* alderlake: perfmon alderlake_gracemont_core L2_REQUEST.HIT (intel/perfmon 6dadedf) */
	RAW("GenuineIntel-6-BE-0", "l2-hits", 0x224, 0x0), /* alderlake-n: perfmon alderlake_gracemont_core L2_REQUEST.HIT (intel/perfmon 6dadedf) */
	RAW("GenuineIntel-6-BD-0", "cpu_atom/l2-hits/", 0x224, 0x0), /* lunarlake: perfmon lunarlake_skymont_core L2_REQUEST.HIT (intel/perfmon 6dadedf) */
	RAW("GenuineIntel-6-C6-0", "cpu_atom/l2-hits/", 0x224, 0x0), /* arrowlake: perfmon arrowlake_skymont_core L2_REQUEST.HIT (intel/perfmon 6dadedf) */
	RAW("GenuineIntel-6-C5-0", "cpu_atom/l2-hits/", 0x224, 0x0), /* arrowlake-h: perfmon arrowlake_skymont_core L2_REQUEST.HIT (intel/perfmon 6dadedf) */
	RAW("GenuineIntel-6-DD-0", "l2-load-hits", 0x8124, 0x0), /* clearwaterforest: perfmon clearwaterforest_core L2_REQUEST.DEMAND_DATA_RD_HIT (intel/perfmon 6dadedf) */
	RAW("GenuineIntel-6-CC-0", "cpu_atom/l2-load-hits/", 0x8124, 0x0), /* pantherlake: perfmon pantherlake_darkmont_core L2_REQUEST.DEMAND_DATA_RD_HIT (intel/perfmon 6dadedf) */
	RAW("GenuineIntel-6-DD-0", "l2-store-hits", 0x8224, 0x0), /* clearwaterforest: perfmon clearwaterforest_core L2_REQUEST.DEMAND_RFO_HIT (intel/perfmon 6dadedf) */
	RAW("GenuineIntel-6-CC-0", "cpu_atom/l2-store-hits/", 0x8224, 0x0), /* pantherlake: perfmon pantherlake_darkmont_core L2_REQUEST.DEMAND_RFO_HIT (intel/perfmon 6dadedf) */
	RAW("GenuineIntel-6-DD-0", "l2-code-read-hits", 0x8424, 0x0), /* clearwaterforest: perfmon clearwaterforest_core L2_REQUEST.DEMAND_CODE_RD_HIT (intel/perfmon 6dadedf) */
	RAW("GenuineIntel-6-CC-0", "cpu_atom/l2-code-read-hits/", 0x8424, 0x0), /* pantherlake: perfmon pantherlake_darkmont_core L2_REQUEST.DEMAND_CODE_RD_HIT (intel/perfmon 6dadedf) */
	RAW("AuthenticAMD-23-0-0", "l2-data-hits", 0xf064, 0x0), /* zen1: total, PMCx064 data cache hits in the L2: l2-store-hits has no count */
	RAW("AuthenticAMD-23-30-0", "l2-data-hits", 0xf064, 0x0), /* zen2: total, PMCx064 data cache hits in the L2: l2-store-hits has no count */
	RAW("AuthenticAMD-25-0-0", "l2-data-hits", 0xf064, 0x0), /* zen3: total, PMCx064 data cache hits in the L2: l2-store-hits has no count */
	RAW("AuthenticAMD-25-10-0", "l2-data-hits", 0xf064, 0x0), /* zen4: total, PMCx064 data cache hits in the L2: l2-store-hits has no count */
	RAW("AuthenticAMD-26-0-0", "l2-data-hits", 0xf064, 0x0), /* zen5: total, PMCx064 data cache hits in the L2: l2-store-hits has no count */
	RAW("AuthenticAMD-26-50-0", "l2-data-hits", 0xf064, 0x0), /* zen6: total, PMCx064 data cache hits in the L2: l2-store-hits has no count */
	RAW("HygonGenuine-24-0-0", "l2-data-hits", 0xf064, 0x0), /* dhyana: total, PMCx064 data cache hits in the L2: l2-store-hits has no count */
	SUM("AuthenticAMD-23-0-0", "l2-hits", 0xf664, 0, 0xff70, 0), /* zen1: perf amdzen1 all_l2_cache_hits = l2_cache_req_stat.ic_dc_hit_in_l2 + l2_pf_hit_l2 */
	RAW("AuthenticAMD-23-0-0", "l2-load-hits", 0xe064, 0x0), /* zen1: perf amdzen1 l2_cache_req_stat.ls_rd_blk_l_hit_s|ls_rd_blk_l_hit_x|ls_rd_blk_cs */
	RAW("AuthenticAMD-23-0-0", "l2-code-read-hits", 0x664, 0x0), /* zen1: perf amdzen1 l2_cache_req_stat.ic_fill_hit_s|ic_fill_hit_x */
	SUM("AuthenticAMD-23-30-0", "l2-hits", 0xf664, 0, 0xff70, 0), /* zen2: perf amdzen2 all_l2_cache_hits = l2_cache_req_stat.ic_dc_hit_in_l2 + l2_pf_hit_l2 */
	RAW("AuthenticAMD-23-30-0", "l2-load-hits", 0xe064, 0x0), /* zen2: perf amdzen2 l2_cache_req_stat.ls_rd_blk_l_hit_s|ls_rd_blk_l_hit_x|ls_rd_blk_cs */
	RAW("AuthenticAMD-23-30-0", "l2-code-read-hits", 0x664, 0x0), /* zen2: perf amdzen2 l2_cache_req_stat.ic_fill_hit_s|ic_fill_hit_x */
	SUM("AuthenticAMD-25-0-0", "l2-hits", 0xf664, 0, 0xff70, 0), /* zen3: perf amdzen3 all_l2_cache_hits = l2_cache_req_stat.ic_dc_hit_in_l2 + l2_pf_hit_l2 */
	RAW("AuthenticAMD-25-0-0", "l2-load-hits", 0xe064, 0x0), /* zen3: perf amdzen3 l2_cache_req_stat.ls_rd_blk_l_hit_s|ls_rd_blk_l_hit_x|ls_rd_blk_cs */
	RAW("AuthenticAMD-25-0-0", "l2-code-read-hits", 0x664, 0x0), /* zen3: perf amdzen3 l2_cache_req_stat.ic_fill_hit_s|ic_fill_hit_x */
	SUM("AuthenticAMD-25-10-0", "l2-hits", 0xf664, 0, 0xff70, 0), /* zen4: perf amdzen4 all_l2_cache_hits = l2_cache_req_stat.ic_dc_hit_in_l2 + l2_pf_hit_l2.all */
	RAW("AuthenticAMD-25-10-0", "l2-load-hits", 0xe064, 0x0), /* zen4: perf amdzen4 l2_cache_req_stat.ls_rd_blk_l_hit_s|ls_rd_blk_l_hit_x|ls_rd_blk_cs */
	RAW("AuthenticAMD-25-10-0", "l2-code-read-hits", 0x664, 0x0), /* zen4: perf amdzen4 l2_cache_req_stat.ic_hit_in_l2 */
	SUM("AuthenticAMD-26-0-0", "l2-hits", 0xf664, 0, 0x1f70, 0), /* zen5: perf amdzen5 all_l2_cache_hits = l2_cache_req_stat.ic_dc_hit_in_l2 + l2_pf_hit_l2.l2_hwpf */
	RAW("AuthenticAMD-26-0-0", "l2-load-hits", 0xe064, 0x0), /* zen5: perf amdzen5 l2_cache_req_stat.ls_rd_blk_l_hit_s|ls_rd_blk_l_hit_x|ls_rd_blk_cs */
	RAW("AuthenticAMD-26-0-0", "l2-code-read-hits", 0x664, 0x0), /* zen5: perf amdzen5 l2_cache_req_stat.ic_hit_in_l2 */
	SUM("AuthenticAMD-26-50-0", "l2-hits", 0xf664, 0, 0x1f70, 0), /* zen6: perf amdzen6 (after 6.12) all_l2_cache_hits = l2_cache_req_stat.ic_dc_hit_in_l2 + l2_pf_hit_l2.l2_hwpf */
	RAW("AuthenticAMD-26-50-0", "l2-load-hits", 0xe064, 0x0), /* zen6: perf amdzen6 (after 6.12) l2_cache_req_stat.ls_rd_blk_l_hit_s|ls_rd_blk_l_hit_x|ls_rd_blk_cs */
	RAW("AuthenticAMD-26-50-0", "l2-code-read-hits", 0x664, 0x0), /* zen6: perf amdzen6 (after 6.12) l2_cache_req_stat.ic_hit_in_l2 */
	SUM("HygonGenuine-24-0-0", "l2-hits", 0xf664, 0, 0xff70, 0), /* dhyana: perf amdzen1 (as zen1) all_l2_cache_hits = l2_cache_req_stat.ic_dc_hit_in_l2 + l2_pf_hit_l2 */
	RAW("HygonGenuine-24-0-0", "l2-load-hits", 0xe064, 0x0), /* dhyana: perf amdzen1 (as zen1) l2_cache_req_stat.ls_rd_blk_l_hit_s|ls_rd_blk_l_hit_x|ls_rd_blk_cs */
	RAW("HygonGenuine-24-0-0", "l2-code-read-hits", 0x664, 0x0), /* dhyana: perf amdzen1 (as zen1) l2_cache_req_stat.ic_fill_hit_s|ic_fill_hit_x */
	RAW("GenuineIntel-6-86-0", "l2-hits", 0x224, 0x0), /* snowridgex: perf JSON L2_REQUEST.HIT (its L2_REQUEST.ALL counts rejects too) */
	RAW("GenuineIntel-6-96-0", "l2-hits", 0x224, 0x0), /* elkhartlake: perf JSON L2_REQUEST.HIT (its L2_REQUEST.ALL counts rejects too) */
	RAW("GenuineIntel-6-9C-0", "l2-hits", 0x224, 0x0), /* elkhartlake (Jasper Lake): perf JSON L2_REQUEST.HIT (its L2_REQUEST.ALL counts rejects too) */
	RAW("GenuineIntel-6-1C-0", "l1i-hits", 0x180, 0x0), /* bonnell: perf JSON ICACHE.HIT, in place of ACCESSES - MISSES */
	RAW("GenuineIntel-6-1C-2", "l1i-hits", 0x180, 0x0), /* bonnell: perf JSON ICACHE.HIT, in place of ACCESSES - MISSES */
	RAW("GenuineIntel-6-57-0", "l1i-hits", 0x180, 0x0), /* knightslanding: perf JSON ICACHE.HIT, in place of ACCESSES - MISSES */
	RAW("GenuineIntel-6-5C-0", "l1i-hits", 0x180, 0x0), /* goldmont: perf JSON ICACHE.HIT, in place of ACCESSES - MISSES */
	RAW("GenuineIntel-6-7A-0", "l1i-hits", 0x180, 0x0), /* goldmontplus: perf JSON ICACHE.HIT, in place of ACCESSES - MISSES */
	RAW("GenuineIntel-6-85-0", "l1i-hits", 0x180, 0x0), /* knightsmill: perf JSON ICACHE.HIT, in place of ACCESSES - MISSES */
	RAW("GenuineIntel-6-86-0", "l1i-hits", 0x180, 0x0), /* snowridgex: perf JSON ICACHE.HIT, in place of ACCESSES - MISSES */
	RAW("GenuineIntel-6-96-0", "l1i-hits", 0x180, 0x0), /* elkhartlake: perf JSON ICACHE.HIT, in place of ACCESSES - MISSES */
	RAW("GenuineIntel-6-9C-0", "l1i-hits", 0x180, 0x0), /* elkhartlake: perf JSON ICACHE.HIT, in place of ACCESSES - MISSES */
	SUM4("GenuineIntel-6-2A-0", "l2-hits", 0, 0x124, 0x424, 0x1024, 0x4024), /* sandybridge: perf JSON L2_RQSTS.*_HIT of the four request kinds */
	SUM4("GenuineIntel-6-2D-0", "l2-hits", 0, 0x124, 0x424, 0x1024, 0x4024), /* sandybridge-ep: perf JSON L2_RQSTS.*_HIT of the four request kinds */
	SUM4("GenuineIntel-6-3A-0", "l2-hits", 1, 0x124, 0x424, 0x1024, 0x4024), /* ivybridge: perf JSON L2_RQSTS.*_HIT of the four request kinds */
	SUM4("GenuineIntel-6-3E-0", "l2-hits", 1, 0x124, 0x424, 0x1024, 0x4024), /* ivybridge-ep: perf JSON L2_RQSTS.*_HIT of the four request kinds */
	UNSUP("AuthenticAMD-23-0-0", "l1i-hits"), /* zen1: fetch windows less line fills is no count of hits */
	UNSUP("AuthenticAMD-23-30-0", "l1i-hits"), /* zen2: fetch windows less line fills is no count of hits */
	UNSUP("HygonGenuine-24-0-0", "l1i-hits"), /* dhyana (Zen 1 core): as zen1 */
	RAW("AuthenticAMD-25-0-0", "l1i-hits", 0x10000078e, 0x0), /* perf JSON amdzen3 ic_tag_hit_miss.instruction_cache_hit */
	RAW("AuthenticAMD-25-10-0", "l1i-hits", 0x10000078e, 0x0), /* perf JSON amdzen4 ic_tag_hit_miss.instruction_cache_hit */
