/* SPDX-License-Identifier: MIT */
/*
 * tests/test_tables.c rows[]: the expected rows of the level-1/level-2
 * cache, TLB, stall and FP-instruction concepts on AMD and Hygon,
 * one per table and PMU.
 */
	RAW("AuthenticAMD-26-50-0", "l1d-misses", 0xff44, 0x0), /* perf amdzen6 (after 6.12) ls_any_fills_from_sys.all */
	RAW("AuthenticAMD-23-0-0", "l1d-misses", 0xb41, 0x0), /* perf JSON amdzen1 ls_mab_alloc.loads|ls_mab_alloc.stores|ls_mab_alloc.dc_prefetcher */
	SUM("AuthenticAMD-23-30-0", "l1d-misses", 0x5b43, 0, 0x5b5a, 0), /* perf JSON amdzen2 ls_refills_from_sys.ls_mabresp_lcl_l2|ls_refills_from_sys.ls_mabresp_lcl_cache|ls_refills_from_sys.ls_mabresp_lcl_dram|ls_refills_from_sys.ls_mabresp_rmt_cache|ls_refills_from_sys.ls_mabresp_rmt_dram + ls_hw_pf_dc_fill.ls_mabresp_lcl_l2|ls_hw_pf_dc_fill.ls_mabresp_lcl_cache|ls_hw_pf_dc_fill.ls_mabresp_lcl_dram|ls_hw_pf_dc_fill.ls_mabresp_rmt_cache|ls_hw_pf_dc_fill.ls_mabresp_rmt_dram */
	RAW("AuthenticAMD-25-0-0", "l1d-misses", 0xff44, 0x0), /* perf JSON amdzen3 l1_data_cache_fills_all */
	RAW("AuthenticAMD-25-10-0", "l1d-misses", 0xff44, 0x0), /* perf JSON amdzen4 ls_any_fills_from_sys.all */
	RAW("AuthenticAMD-26-0-0", "l1d-misses", 0xff44, 0x0), /* perf JSON amdzen5 ls_any_fills_from_sys.all */
	UNSUP("AuthenticAMD-30-1", "l1d-misses"), /* amd-generic-fallback: family-specific event, no model table */
	RAW("HygonGenuine-24-0-0", "l1d-misses", 0xb41, 0x0), /* perf JSON amdzen1 (Zen 1 core) ls_mab_alloc.loads|ls_mab_alloc.stores|ls_mab_alloc.dc_prefetcher */
	UNSUP("AuthenticAMD-26-50-0", "l1d-load-misses"), /* zen6: no retired load L1D-miss count (per-line events only) */
	UNSUP("AuthenticAMD-23-0-0", "l1d-load-misses"), /* zen1: no retired load L1D-miss count (per-line events only) */
	UNSUP("AuthenticAMD-23-30-0", "l1d-load-misses"), /* zen2: no retired load L1D-miss count (per-line events only) */
	UNSUP("AuthenticAMD-25-0-0", "l1d-load-misses"), /* zen3: no retired load L1D-miss count (per-line events only) */
	UNSUP("AuthenticAMD-25-10-0", "l1d-load-misses"), /* zen4: no retired load L1D-miss count (per-line events only) */
	UNSUP("AuthenticAMD-26-0-0", "l1d-load-misses"), /* zen5: no retired load L1D-miss count (per-line events only) */
	UNSUP("AuthenticAMD-30-1", "l1d-load-misses"), /* amd-generic-fallback: family-specific event, no model table */
	UNSUP("HygonGenuine-24-0-0", "l1d-load-misses"), /* dhyana: no retired load L1D-miss count (per-line events only) */
	SUM("AuthenticAMD-26-50-0", "l1i-misses", 0x82, 0, 0x83, 0), /* perf amdzen6 (after 6.12) ic_cache_fill_l2 + ic_cache_fill_sys */
	SUM("AuthenticAMD-23-0-0", "l1i-misses", 0x82, 0, 0x83, 0), /* perf JSON amdzen1 ic_cache_fill_l2 + ic_cache_fill_sys */
	SUM("AuthenticAMD-23-30-0", "l1i-misses", 0x82, 0, 0x83, 0), /* perf JSON amdzen2 ic_cache_fill_l2 + ic_cache_fill_sys */
	SUM("AuthenticAMD-25-0-0", "l1i-misses", 0x82, 0, 0x83, 0), /* perf JSON amdzen3 ic_cache_fill_l2 + ic_cache_fill_sys */
	SUM("AuthenticAMD-25-10-0", "l1i-misses", 0x82, 0, 0x83, 0), /* perf JSON amdzen4 ic_cache_fill_l2 + ic_cache_fill_sys */
	SUM("AuthenticAMD-26-0-0", "l1i-misses", 0x82, 0, 0x83, 0), /* perf JSON amdzen5 ic_cache_fill_l2 + ic_cache_fill_sys */
	UNSUP("AuthenticAMD-30-1", "l1i-misses"), /* amd-generic-fallback: family-specific event, no model table */
	SUM("HygonGenuine-24-0-0", "l1i-misses", 0x82, 0, 0x83, 0), /* perf JSON amdzen1 (Zen 1 core) ic_cache_fill_l2 + ic_cache_fill_sys */
	RAW("AuthenticAMD-26-50-0", "l2-references", 0xf660, 0x0), /* perf amdzen6 (after 6.12) l2_request_g1.l2_hwpf|l2_request_g1.prefetch_l2_cmd|l2_request_g1.cacheable_ic_read|l2_request_g1.ls_rd_blk_c_s|l2_request_g1.rd_blk_x|l2_request_g1.rd_blk_l */
	RAW("AuthenticAMD-23-0-0", "l2-references", 0xfe60, 0x0), /* perf JSON amdzen1 l2_request_g1.rd_blk_l|l2_request_g1.rd_blk_x|l2_request_g1.ls_rd_blk_c_s|l2_request_g1.cacheable_ic_read|l2_request_g1.change_to_x|l2_request_g1.prefetch_l2_cmd|l2_request_g1.l2_hw_pf */
	RAW("AuthenticAMD-23-30-0", "l2-references", 0xfe60, 0x0), /* perf JSON amdzen2 l2_request_g1.rd_blk_l|l2_request_g1.rd_blk_x|l2_request_g1.ls_rd_blk_c_s|l2_request_g1.cacheable_ic_read|l2_request_g1.change_to_x|l2_request_g1.prefetch_l2_cmd|l2_request_g1.l2_hw_pf */
	RAW("AuthenticAMD-25-0-0", "l2-references", 0xfe60, 0x0), /* perf JSON amdzen3 l2_request_g1.rd_blk_l|l2_request_g1.rd_blk_x|l2_request_g1.ls_rd_blk_c_s|l2_request_g1.cacheable_ic_read|l2_request_g1.change_to_x|l2_request_g1.prefetch_l2_cmd|l2_request_g1.l2_hw_pf */
	RAW("AuthenticAMD-25-10-0", "l2-references", 0xfe60, 0x0), /* perf JSON amdzen4 l2_request_g1.l2_hw_pf|l2_request_g1.prefetch_l2_cmd|l2_request_g1.change_to_x|l2_request_g1.cacheable_ic_read|l2_request_g1.ls_rd_blk_c_s|l2_request_g1.rd_blk_x|l2_request_g1.rd_blk_l */
	RAW("AuthenticAMD-26-0-0", "l2-references", 0xf660, 0x0), /* perf JSON amdzen5 l2_request_g1.l2_hw_pf|l2_request_g1.prefetch_l2_cmd|l2_request_g1.cacheable_ic_read|l2_request_g1.ls_rd_blk_c_s|l2_request_g1.rd_blk_x|l2_request_g1.rd_blk_l */
	UNSUP("AuthenticAMD-30-1", "l2-references"), /* amd-generic-fallback: family-specific event, no model table */
	RAW("HygonGenuine-24-0-0", "l2-references", 0xfe60, 0x0), /* perf JSON amdzen1 (Zen 1 core) l2_request_g1.rd_blk_l|l2_request_g1.rd_blk_x|l2_request_g1.ls_rd_blk_c_s|l2_request_g1.cacheable_ic_read|l2_request_g1.change_to_x|l2_request_g1.prefetch_l2_cmd|l2_request_g1.l2_hw_pf */
	RAW("AuthenticAMD-26-50-0", "l2-misses", 0x964, 0x0), /* perf amdzen6 (after 6.12) l2_cache_req_stat.ic_dc_miss_in_l2 */
	RAW("AuthenticAMD-23-0-0", "l2-misses", 0x964, 0x0), /* perf JSON amdzen1 l2_cache_req_stat.ic_dc_miss_in_l2 */
	RAW("AuthenticAMD-23-30-0", "l2-misses", 0x964, 0x0), /* perf JSON amdzen2 l2_cache_req_stat.ic_dc_miss_in_l2 */
	RAW("AuthenticAMD-25-0-0", "l2-misses", 0x964, 0x0), /* perf JSON amdzen3 l2_cache_req_stat.ic_dc_miss_in_l2 */
	RAW("AuthenticAMD-25-10-0", "l2-misses", 0x964, 0x0), /* perf JSON amdzen4 l2_cache_req_stat.ic_dc_miss_in_l2 */
	RAW("AuthenticAMD-26-0-0", "l2-misses", 0x964, 0x0), /* perf JSON amdzen5 l2_cache_req_stat.ic_dc_miss_in_l2 */
	UNSUP("AuthenticAMD-30-1", "l2-misses"), /* amd-generic-fallback: family-specific event, no model table */
	RAW("HygonGenuine-24-0-0", "l2-misses", 0x964, 0x0), /* perf JSON amdzen1 (Zen 1 core) l2_cache_req_stat.ic_dc_miss_in_l2 */
	RAW("AuthenticAMD-26-50-0", "l2-loads", 0xa060, 0x0), /* perf amdzen6 (after 6.12) l2_request_g1.rd_blk_l|l2_request_g1.ls_rd_blk_c_s */
	RAW("AuthenticAMD-23-0-0", "l2-loads", 0xa060, 0x0), /* perf JSON amdzen1 l2_request_g1.rd_blk_l|l2_request_g1.ls_rd_blk_c_s */
	RAW("AuthenticAMD-23-30-0", "l2-loads", 0xa060, 0x0), /* perf JSON amdzen2 l2_request_g1.rd_blk_l|l2_request_g1.ls_rd_blk_c_s */
	RAW("AuthenticAMD-25-0-0", "l2-loads", 0xa060, 0x0), /* perf JSON amdzen3 l2_request_g1.rd_blk_l|l2_request_g1.ls_rd_blk_c_s */
	RAW("AuthenticAMD-25-10-0", "l2-loads", 0xa060, 0x0), /* perf JSON amdzen4 l2_request_g1.rd_blk_l|l2_request_g1.ls_rd_blk_c_s */
	RAW("AuthenticAMD-26-0-0", "l2-loads", 0xa060, 0x0), /* perf JSON amdzen5 l2_request_g1.rd_blk_l|l2_request_g1.ls_rd_blk_c_s */
	UNSUP("AuthenticAMD-30-1", "l2-loads"), /* amd-generic-fallback: family-specific event, no model table */
	RAW("HygonGenuine-24-0-0", "l2-loads", 0xa060, 0x0), /* perf JSON amdzen1 (Zen 1 core) l2_request_g1.rd_blk_l|l2_request_g1.ls_rd_blk_c_s */
	RAW("AuthenticAMD-26-50-0", "l2-load-misses", 0xde43, 0x0), /* perf amdzen6 (after 6.12) ls_dmnd_fills_from_sys.local_ccx|ls_dmnd_fills_from_sys.near_cache|ls_dmnd_fills_from_sys.dram_io_near|ls_dmnd_fills_from_sys.far_cache|ls_dmnd_fills_from_sys.dram_io_far|ls_dmnd_fills_from_sys.alt_mem */
	RAW("AuthenticAMD-23-0-0", "l2-load-misses", 0x864, 0x0), /* perf JSON amdzen1 l2_cache_req_stat.ls_rd_blk_c */
	RAW("AuthenticAMD-23-30-0", "l2-load-misses", 0x5a43, 0x0), /* perf JSON amdzen2 ls_refills_from_sys.ls_mabresp_lcl_cache|ls_refills_from_sys.ls_mabresp_lcl_dram|ls_refills_from_sys.ls_mabresp_rmt_cache|ls_refills_from_sys.ls_mabresp_rmt_dram */
	RAW("AuthenticAMD-25-0-0", "l2-load-misses", 0x5e43, 0x0), /* perf JSON amdzen3 ls_dmnd_fills_from_sys.int_cache|ls_dmnd_fills_from_sys.ext_cache_local|ls_dmnd_fills_from_sys.mem_io_local|ls_dmnd_fills_from_sys.ext_cache_remote|ls_dmnd_fills_from_sys.mem_io_remote */
	RAW("AuthenticAMD-25-10-0", "l2-load-misses", 0xde43, 0x0), /* perf JSON amdzen4 ls_dmnd_fills_from_sys.local_ccx|ls_dmnd_fills_from_sys.near_cache|ls_dmnd_fills_from_sys.dram_io_near|ls_dmnd_fills_from_sys.far_cache|ls_dmnd_fills_from_sys.dram_io_far|ls_dmnd_fills_from_sys.alternate_memories */
	RAW("AuthenticAMD-26-0-0", "l2-load-misses", 0xde43, 0x0), /* perf JSON amdzen5 ls_dmnd_fills_from_sys.local_ccx|ls_dmnd_fills_from_sys.near_cache|ls_dmnd_fills_from_sys.dram_io_near|ls_dmnd_fills_from_sys.far_cache|ls_dmnd_fills_from_sys.dram_io_far|ls_dmnd_fills_from_sys.alternate_memories */
	UNSUP("AuthenticAMD-30-1", "l2-load-misses"), /* amd-generic-fallback: family-specific event, no model table */
	RAW("HygonGenuine-24-0-0", "l2-load-misses", 0x864, 0x0), /* perf JSON amdzen1 (Zen 1 core) l2_cache_req_stat.ls_rd_blk_c */
	RAW("AuthenticAMD-26-50-0", "l2-stores", 0x4060, 0x0), /* perf amdzen6 (after 6.12) l2_request_g1.rd_blk_x */
	RAW("AuthenticAMD-23-0-0", "l2-stores", 0x4860, 0x0), /* perf JSON amdzen1 l2_request_g1.rd_blk_x|l2_request_g1.change_to_x */
	RAW("AuthenticAMD-23-30-0", "l2-stores", 0x4860, 0x0), /* perf JSON amdzen2 l2_request_g1.rd_blk_x|l2_request_g1.change_to_x */
	RAW("AuthenticAMD-25-0-0", "l2-stores", 0x4860, 0x0), /* perf JSON amdzen3 l2_request_g1.rd_blk_x|l2_request_g1.change_to_x */
	RAW("AuthenticAMD-25-10-0", "l2-stores", 0x4860, 0x0), /* perf JSON amdzen4 l2_request_g1.rd_blk_x|l2_request_g1.change_to_x */
	RAW("AuthenticAMD-26-0-0", "l2-stores", 0x4060, 0x0), /* perf JSON amdzen5 l2_request_g1.rd_blk_x */
	UNSUP("AuthenticAMD-30-1", "l2-stores"), /* amd-generic-fallback: family-specific event, no model table */
	RAW("HygonGenuine-24-0-0", "l2-stores", 0x4860, 0x0), /* perf JSON amdzen1 (Zen 1 core) l2_request_g1.rd_blk_x|l2_request_g1.change_to_x */
	UNSUP("AuthenticAMD-26-50-0", "l2-store-misses"), /* zen6: no L2 store-miss event (PMCx064 LsRdBlkC lumps all L1D types) */
	UNSUP("AuthenticAMD-23-0-0", "l2-store-misses"), /* zen1: no L2 store-miss event (PMCx064 LsRdBlkC lumps all L1D types) */
	UNSUP("AuthenticAMD-23-30-0", "l2-store-misses"), /* zen2: no L2 store-miss event (PMCx064 LsRdBlkC lumps all L1D types) */
	UNSUP("AuthenticAMD-25-0-0", "l2-store-misses"), /* zen3: no L2 store-miss event (PMCx064 LsRdBlkC lumps all L1D types) */
	UNSUP("AuthenticAMD-25-10-0", "l2-store-misses"), /* zen4: no L2 store-miss event (PMCx064 LsRdBlkC lumps all L1D types) */
	UNSUP("AuthenticAMD-26-0-0", "l2-store-misses"), /* zen5: no L2 store-miss event (PMCx064 LsRdBlkC lumps all L1D types) */
	UNSUP("AuthenticAMD-30-1", "l2-store-misses"), /* amd-generic-fallback: family-specific event, no model table */
	UNSUP("HygonGenuine-24-0-0", "l2-store-misses"), /* dhyana: no L2 store-miss event (PMCx064 LsRdBlkC lumps all L1D types) */
	RAW("AuthenticAMD-26-50-0", "l2-code-reads", 0x764, 0x0), /* perf amdzen6 (after 6.12) l2_cache_req_stat.ic_access_in_l2 */
	RAW("AuthenticAMD-23-0-0", "l2-code-reads", 0x764, 0x0), /* perf JSON amdzen1 l2_cache_req_stat.ic_access_in_l2 */
	RAW("AuthenticAMD-23-30-0", "l2-code-reads", 0x764, 0x0), /* perf JSON amdzen2 l2_cache_req_stat.ic_access_in_l2 */
	RAW("AuthenticAMD-25-0-0", "l2-code-reads", 0x764, 0x0), /* perf JSON amdzen3 l2_cache_req_stat.ic_access_in_l2 */
	RAW("AuthenticAMD-25-10-0", "l2-code-reads", 0x764, 0x0), /* perf JSON amdzen4 l2_cache_req_stat.ic_access_in_l2 */
	RAW("AuthenticAMD-26-0-0", "l2-code-reads", 0x764, 0x0), /* perf JSON amdzen5 l2_cache_req_stat.ic_access_in_l2 */
	UNSUP("AuthenticAMD-30-1", "l2-code-reads"), /* amd-generic-fallback: family-specific event, no model table */
	RAW("HygonGenuine-24-0-0", "l2-code-reads", 0x764, 0x0), /* perf JSON amdzen1 (Zen 1 core) l2_cache_req_stat.ic_access_in_l2 */
	RAW("AuthenticAMD-26-50-0", "l2-code-read-misses", 0x164, 0x0), /* perf amdzen6 (after 6.12) l2_cache_req_stat.ic_fill_miss */
	RAW("AuthenticAMD-23-0-0", "l2-code-read-misses", 0x164, 0x0), /* perf JSON amdzen1 l2_cache_req_stat.ic_fill_miss */
	RAW("AuthenticAMD-23-30-0", "l2-code-read-misses", 0x164, 0x0), /* perf JSON amdzen2 l2_cache_req_stat.ic_fill_miss */
	RAW("AuthenticAMD-25-0-0", "l2-code-read-misses", 0x164, 0x0), /* perf JSON amdzen3 l2_cache_req_stat.ic_fill_miss */
	RAW("AuthenticAMD-25-10-0", "l2-code-read-misses", 0x164, 0x0), /* perf JSON amdzen4 l2_cache_req_stat.ic_fill_miss */
	RAW("AuthenticAMD-26-0-0", "l2-code-read-misses", 0x164, 0x0), /* perf JSON amdzen5 l2_cache_req_stat.ic_fill_miss */
	UNSUP("AuthenticAMD-30-1", "l2-code-read-misses"), /* amd-generic-fallback: family-specific event, no model table */
	RAW("HygonGenuine-24-0-0", "l2-code-read-misses", 0x164, 0x0), /* perf JSON amdzen1 (Zen 1 core) l2_cache_req_stat.ic_fill_miss */
	RAW("AuthenticAMD-26-50-0", "dtlb-load-misses", 0xf045, 0x0), /* perf amdzen6 (after 6.12) ls_l1_d_tlb_miss.l2_miss_all */
	RAW("AuthenticAMD-23-0-0", "dtlb-load-misses", 0xf045, 0x0), /* perf JSON amdzen1 l2_dtlb_misses */
	RAW("AuthenticAMD-23-30-0", "dtlb-load-misses", 0xf045, 0x0), /* perf JSON amdzen2 l2_dtlb_misses */
	RAW("AuthenticAMD-25-0-0", "dtlb-load-misses", 0xf045, 0x0), /* perf JSON amdzen3 l2_dtlb_misses */
	RAW("AuthenticAMD-25-10-0", "dtlb-load-misses", 0xf045, 0x0), /* perf JSON amdzen4 ls_l1_d_tlb_miss.all_l2_miss */
	RAW("AuthenticAMD-26-0-0", "dtlb-load-misses", 0xf045, 0x0), /* perf JSON amdzen5 ls_l1_d_tlb_miss.all_l2_miss */
	UNSUP("AuthenticAMD-30-1", "dtlb-load-misses"), /* amd-generic-fallback: family-specific event, no model table */
	RAW("HygonGenuine-24-0-0", "dtlb-load-misses", 0xf045, 0x0), /* perf JSON amdzen1 (Zen 1 core) l2_dtlb_misses */
	UNSUP("AuthenticAMD-26-50-0", "dtlb-store-misses"), /* zen6: PMCx045 counts loads and stores together */
	UNSUP("AuthenticAMD-23-0-0", "dtlb-store-misses"), /* zen1: PMCx045 counts loads and stores together */
	UNSUP("AuthenticAMD-23-30-0", "dtlb-store-misses"), /* zen2: PMCx045 counts loads and stores together */
	UNSUP("AuthenticAMD-25-0-0", "dtlb-store-misses"), /* zen3: PMCx045 counts loads and stores together */
	UNSUP("AuthenticAMD-25-10-0", "dtlb-store-misses"), /* zen4: PMCx045 counts loads and stores together */
	UNSUP("AuthenticAMD-26-0-0", "dtlb-store-misses"), /* zen5: PMCx045 counts loads and stores together */
	UNSUP("AuthenticAMD-30-1", "dtlb-store-misses"), /* amd-generic-fallback: family-specific event, no model table */
	UNSUP("HygonGenuine-24-0-0", "dtlb-store-misses"), /* dhyana: PMCx045 counts loads and stores together */
	RAW("AuthenticAMD-26-50-0", "itlb-misses", 0xf85, 0x0), /* perf amdzen6 (after 6.12) bp_l1_tlb_miss_l2_tlb_miss.all */
	RAW("AuthenticAMD-23-0-0", "itlb-misses", 0x785, 0x0), /* perf JSON amdzen1 l2_itlb_misses */
	RAW("AuthenticAMD-23-30-0", "itlb-misses", 0xff85, 0x0), /* perf JSON amdzen2 bp_l1_tlb_miss_l2_tlb_miss */
	RAW("AuthenticAMD-25-0-0", "itlb-misses", 0xff85, 0x0), /* perf JSON amdzen3 bp_l1_tlb_miss_l2_tlb_miss */
	RAW("AuthenticAMD-25-10-0", "itlb-misses", 0xf85, 0x0), /* perf JSON amdzen4 bp_l1_tlb_miss_l2_tlb_miss.all */
	RAW("AuthenticAMD-26-0-0", "itlb-misses", 0xf85, 0x0), /* perf JSON amdzen5 bp_l1_tlb_miss_l2_tlb_miss.all */
	UNSUP("AuthenticAMD-30-1", "itlb-misses"), /* amd-generic-fallback: family-specific event, no model table */
	RAW("HygonGenuine-24-0-0", "itlb-misses", 0x785, 0x0), /* perf JSON amdzen1 (Zen 1 core) l2_itlb_misses */
	HWE("AuthenticAMD-26-50-0", "stalled-cycles-frontend", PERF_COUNT_HW_STALLED_CYCLES_FRONTEND), /* zen6: kernel generic, perf amdzen6 (after 6.12) de_op_queue_empty */
	HWE("AuthenticAMD-23-0-0", "stalled-cycles-frontend", PERF_COUNT_HW_STALLED_CYCLES_FRONTEND), /* zen1: kernel generic, perf JSON amdzen1 ic_fetch_stall.ic_stall_dq_empty */
	HWE("AuthenticAMD-23-30-0", "stalled-cycles-frontend", PERF_COUNT_HW_STALLED_CYCLES_FRONTEND), /* zen2: kernel generic, perf JSON amdzen2 de_dis_uop_queue_empty_di0 */
	HWE("AuthenticAMD-25-0-0", "stalled-cycles-frontend", PERF_COUNT_HW_STALLED_CYCLES_FRONTEND), /* zen3: kernel generic, perf JSON amdzen3 de_dis_uop_queue_empty_di0 */
	HWE("AuthenticAMD-25-10-0", "stalled-cycles-frontend", PERF_COUNT_HW_STALLED_CYCLES_FRONTEND), /* zen4: kernel generic, perf JSON amdzen4 de_op_queue_empty */
	HWE("AuthenticAMD-26-0-0", "stalled-cycles-frontend", PERF_COUNT_HW_STALLED_CYCLES_FRONTEND), /* zen5: kernel generic, perf JSON amdzen5 de_op_queue_empty */
	UNSUP("AuthenticAMD-30-1", "stalled-cycles-frontend"), /* amd-generic-fallback: family-specific event, no model table */
	RAW("HygonGenuine-24-0-0", "stalled-cycles-frontend", 0x287, 0x0), /* perf JSON amdzen1 (Zen 1 core) ic_fetch_stall.ic_stall_dq_empty */
	UNSUP("AuthenticAMD-26-50-0", "stalled-cycles-backend"), /* zen6: no backend stall-cycle event, kernel maps none */
	UNSUP("AuthenticAMD-26-50-0", "stalled-cycles-issue"), /* zen6: AMD Zen counts dispatch stalls per slot */
	RAW("AuthenticAMD-26-50-0", "stalled-cycles-retire", 0x1bd6, 0x0), /* zen6: ex_no_retire.empty|... */
	RAW("AuthenticAMD-26-50-0", "stalled-cycles-mem", 0xa2d6, 0x0), /* zen6: ex_no_retire.load_not_complete (approx) */
	RAW("AuthenticAMD-26-50-0", "hw-interrupts", 0x2c, 0x0), /* zen6: ls_int_taken */
	UNSUP("AuthenticAMD-26-50-0", "l1d-writebacks"), /* zen6: no write-back count */
	UNSUP("AuthenticAMD-26-50-0", "l2-writebacks"), /* zen6: no write-back count */
	UNSUP("AuthenticAMD-26-50-0", "l1d-references"), /* zen6: Zen 4 and later publish no count of data cache accesses */
	UNSUP("AuthenticAMD-26-50-0", "l1d-loads"), /* zen6: Zen 4 and later publish no count of data cache accesses */
	UNSUP("AuthenticAMD-26-50-0", "l1d-stores"), /* zen6: Zen 4 and later publish no count of data cache accesses */
	UNSUP("AuthenticAMD-26-50-0", "l1i-references"), /* zen6: Zen 5's ic_tag_hit_miss.all_instruction_cache_accesses is */
	HWE("AuthenticAMD-23-0-0", "stalled-cycles-backend", PERF_COUNT_HW_STALLED_CYCLES_BACKEND), /* zen1: kernel generic, perf JSON amdzen1 ic_fetch_stall.ic_stall_back_pressure */
	UNSUP("AuthenticAMD-23-0-0", "stalled-cycles-issue"), /* zen1: AMD Zen counts dispatch stalls per slot */
	UNSUP("AuthenticAMD-23-0-0", "stalled-cycles-retire"), /* zen1: Zen 1 to Zen 3 publish no count of cycles without */
	UNSUP("AuthenticAMD-23-0-0", "stalled-cycles-mem"), /* zen1: no count of cycles stalled on an outstanding load */
	UNSUP("AuthenticAMD-23-0-0", "hw-interrupts"), /* zen1: no interrupt count */
	UNSUP("AuthenticAMD-23-0-0", "l1d-writebacks"), /* zen1: no write-back count */
	UNSUP("AuthenticAMD-23-0-0", "l2-writebacks"), /* zen1: no write-back count */
	RAW("AuthenticAMD-23-0-0", "l1d-references", 0x40, 0x0), /* zen1: ls_dc_accesses (approx) */
	UNSUP("AuthenticAMD-23-0-0", "l1d-loads"), /* zen1: AMD Zen counts data cache accesses of loads and stores */
	UNSUP("AuthenticAMD-23-0-0", "l1d-stores"), /* zen1: AMD Zen counts data cache accesses of loads and stores */
	RAW("AuthenticAMD-23-0-0", "l1i-references", 0x80, 0x0), /* zen1: ic_fw32 (approx) */
	UNSUP("AuthenticAMD-23-30-0", "stalled-cycles-backend"), /* zen2: no backend stall-cycle event, kernel maps none */
	UNSUP("AuthenticAMD-23-30-0", "stalled-cycles-issue"), /* zen2: AMD Zen counts dispatch stalls per slot */
	UNSUP("AuthenticAMD-23-30-0", "stalled-cycles-retire"), /* zen2: Zen 1 to Zen 3 publish no count of cycles without */
	UNSUP("AuthenticAMD-23-30-0", "stalled-cycles-mem"), /* zen2: no count of cycles stalled on an outstanding load */
	RAW("AuthenticAMD-23-30-0", "hw-interrupts", 0x2c, 0x0), /* zen2: ls_int_taken */
	UNSUP("AuthenticAMD-23-30-0", "l1d-writebacks"), /* zen2: no write-back count */
	UNSUP("AuthenticAMD-23-30-0", "l2-writebacks"), /* zen2: no write-back count */
	RAW("AuthenticAMD-23-30-0", "l1d-references", 0x40, 0x0), /* zen2: ls_dc_accesses (approx) */
	UNSUP("AuthenticAMD-23-30-0", "l1d-loads"), /* zen2: AMD Zen counts data cache accesses of loads and stores */
	UNSUP("AuthenticAMD-23-30-0", "l1d-stores"), /* zen2: AMD Zen counts data cache accesses of loads and stores */
	RAW("AuthenticAMD-23-30-0", "l1i-references", 0x80, 0x0), /* zen2: ic_fw32 (approx) */
	UNSUP("AuthenticAMD-25-0-0", "stalled-cycles-backend"), /* zen3: no backend stall-cycle event, kernel maps none */
	UNSUP("AuthenticAMD-25-0-0", "stalled-cycles-issue"), /* zen3: AMD Zen counts dispatch stalls per slot */
	UNSUP("AuthenticAMD-25-0-0", "stalled-cycles-retire"), /* zen3: Zen 1 to Zen 3 publish no count of cycles without */
	UNSUP("AuthenticAMD-25-0-0", "stalled-cycles-mem"), /* zen3: no count of cycles stalled on an outstanding load */
	RAW("AuthenticAMD-25-0-0", "hw-interrupts", 0x2c, 0x0), /* zen3: ls_int_taken */
	UNSUP("AuthenticAMD-25-0-0", "l1d-writebacks"), /* zen3: no write-back count */
	UNSUP("AuthenticAMD-25-0-0", "l2-writebacks"), /* zen3: no write-back count */
	RAW("AuthenticAMD-25-0-0", "l1d-references", 0x40, 0x0), /* zen3: ls_dc_accesses (approx) */
	UNSUP("AuthenticAMD-25-0-0", "l1d-loads"), /* zen3: AMD Zen counts data cache accesses of loads and stores */
	UNSUP("AuthenticAMD-25-0-0", "l1d-stores"), /* zen3: AMD Zen counts data cache accesses of loads and stores */
	RAW("AuthenticAMD-25-0-0", "l1i-references", 0x100001f8e, 0x0), /* zen3: ic_tag_hit_miss.all_instruction_cache_accesses */
	UNSUP("AuthenticAMD-25-10-0", "stalled-cycles-backend"), /* zen4: no backend stall-cycle event, kernel maps none */
	UNSUP("AuthenticAMD-25-10-0", "stalled-cycles-issue"), /* zen4: AMD Zen counts dispatch stalls per slot */
	RAW("AuthenticAMD-25-10-0", "stalled-cycles-retire", 0x1bd6, 0x0), /* zen4: ex_no_retire.all */
	RAW("AuthenticAMD-25-10-0", "stalled-cycles-mem", 0xa2d6, 0x0), /* zen4: ex_no_retire.load_not_complete (approx) */
	RAW("AuthenticAMD-25-10-0", "hw-interrupts", 0x2c, 0x0), /* zen4: ls_int_taken */
	UNSUP("AuthenticAMD-25-10-0", "l1d-writebacks"), /* zen4: no write-back count */
	UNSUP("AuthenticAMD-25-10-0", "l2-writebacks"), /* zen4: no write-back count */
	UNSUP("AuthenticAMD-25-10-0", "l1d-references"), /* zen4: Zen 4 and later publish no count of data cache accesses */
	UNSUP("AuthenticAMD-25-10-0", "l1d-loads"), /* zen4: Zen 4 and later publish no count of data cache accesses */
	UNSUP("AuthenticAMD-25-10-0", "l1d-stores"), /* zen4: Zen 4 and later publish no count of data cache accesses */
	RAW("AuthenticAMD-25-10-0", "l1i-references", 0x100001f8e, 0x0), /* zen4: ic_tag_hit_miss.all_instruction_cache_accesses */
	UNSUP("AuthenticAMD-26-0-0", "stalled-cycles-backend"), /* zen5: no backend stall-cycle event, kernel maps none */
	UNSUP("AuthenticAMD-26-0-0", "stalled-cycles-issue"), /* zen5: AMD Zen counts dispatch stalls per slot */
	RAW("AuthenticAMD-26-0-0", "stalled-cycles-retire", 0x1bd6, 0x0), /* zen5: ex_no_retire.all */
	RAW("AuthenticAMD-26-0-0", "stalled-cycles-mem", 0xa2d6, 0x0), /* zen5: ex_no_retire.load_not_complete (approx) */
	RAW("AuthenticAMD-26-0-0", "hw-interrupts", 0x2c, 0x0), /* zen5: ls_int_taken */
	UNSUP("AuthenticAMD-26-0-0", "l1d-writebacks"), /* zen5: no write-back count */
	UNSUP("AuthenticAMD-26-0-0", "l2-writebacks"), /* zen5: no write-back count */
	UNSUP("AuthenticAMD-26-0-0", "l1d-references"), /* zen5: Zen 4 and later publish no count of data cache accesses */
	UNSUP("AuthenticAMD-26-0-0", "l1d-loads"), /* zen5: Zen 4 and later publish no count of data cache accesses */
	UNSUP("AuthenticAMD-26-0-0", "l1d-stores"), /* zen5: Zen 4 and later publish no count of data cache accesses */
	UNSUP("AuthenticAMD-26-0-0", "l1i-references"), /* zen5: Zen 5's ic_tag_hit_miss.all_instruction_cache_accesses is */
	UNSUP("AuthenticAMD-30-1", "stalled-cycles-backend"), /* amd-generic-fallback: family-specific event, no model table */
	UNSUP("AuthenticAMD-30-1", "stalled-cycles-issue"), /* amd-generic-fallback: the kernel's generic events of AMD cores count no cycles */
	UNSUP("AuthenticAMD-30-1", "stalled-cycles-retire"), /* amd-generic-fallback: the kernel's generic events of AMD cores count no cycles */
	UNSUP("AuthenticAMD-30-1", "stalled-cycles-mem"), /* amd-generic-fallback: no count of cycles stalled on an outstanding load */
	UNSUP("AuthenticAMD-30-1", "hw-interrupts"), /* amd-generic-fallback: no interrupt count */
	UNSUP("AuthenticAMD-30-1", "l1d-writebacks"), /* amd-generic-fallback: no write-back count */
	UNSUP("AuthenticAMD-30-1", "l2-writebacks"), /* amd-generic-fallback: no write-back count */
	UNSUP("AuthenticAMD-30-1", "l1d-references"), /* amd-generic-fallback: the kernel's generic events of AMD cores count no data */
	UNSUP("AuthenticAMD-30-1", "l1d-loads"), /* amd-generic-fallback: the kernel's generic events of AMD cores count no data */
	UNSUP("AuthenticAMD-30-1", "l1d-stores"), /* amd-generic-fallback: the kernel's generic events of AMD cores count no data */
	UNSUP("AuthenticAMD-30-1", "l1i-references"), /* amd-generic-fallback: the kernel's generic events of AMD cores count no */
	RAW("HygonGenuine-24-0-0", "stalled-cycles-backend", 0x187, 0x0), /* perf JSON amdzen1 (Zen 1 core) ic_fetch_stall.ic_stall_back_pressure */
	UNSUP("HygonGenuine-24-0-0", "stalled-cycles-issue"), /* dhyana: AMD Zen counts dispatch stalls per slot */
	UNSUP("HygonGenuine-24-0-0", "stalled-cycles-retire"), /* dhyana: Zen 1 to Zen 3 publish no count of cycles without */
	UNSUP("HygonGenuine-24-0-0", "stalled-cycles-mem"), /* dhyana: no count of cycles stalled on an outstanding load */
	UNSUP("HygonGenuine-24-0-0", "hw-interrupts"), /* dhyana: no interrupt count */
	UNSUP("HygonGenuine-24-0-0", "l1d-writebacks"), /* dhyana: no write-back count */
	UNSUP("HygonGenuine-24-0-0", "l2-writebacks"), /* dhyana: no write-back count */
	RAW("HygonGenuine-24-0-0", "l1d-references", 0x40, 0x0), /* dhyana: ls_dc_accesses (approx) */
	UNSUP("HygonGenuine-24-0-0", "l1d-loads"), /* dhyana: AMD Zen counts data cache accesses of loads and stores */
	UNSUP("HygonGenuine-24-0-0", "l1d-stores"), /* dhyana: AMD Zen counts data cache accesses of loads and stores */
	RAW("HygonGenuine-24-0-0", "l1i-references", 0x80, 0x0), /* dhyana: ic_fw32 (approx) */
	UNSUP("AuthenticAMD-26-50-0", "fp-insts-scalar-sp"), /* zen6: no retired FP instructions by precision and width */
	UNSUP("AuthenticAMD-23-0-0", "fp-insts-scalar-sp"), /* zen1: no retired FP instructions by precision and width */
	UNSUP("AuthenticAMD-23-30-0", "fp-insts-scalar-sp"), /* zen2: no retired FP instructions by precision and width */
	UNSUP("AuthenticAMD-25-0-0", "fp-insts-scalar-sp"), /* zen3: no retired FP instructions by precision and width */
	UNSUP("AuthenticAMD-25-10-0", "fp-insts-scalar-sp"), /* zen4: no retired FP instructions by precision and width */
	UNSUP("AuthenticAMD-26-0-0", "fp-insts-scalar-sp"), /* zen5: no retired FP instructions by precision and width */
	UNSUP("AuthenticAMD-30-1", "fp-insts-scalar-sp"), /* amd-generic-fallback: family-specific event, no model table */
	UNSUP("HygonGenuine-24-0-0", "fp-insts-scalar-sp"), /* dhyana: no retired FP instructions by precision and width */
	UNSUP("AuthenticAMD-26-50-0", "fp-insts-scalar-dp"), /* zen6: no retired FP instructions by precision and width */
	UNSUP("AuthenticAMD-23-0-0", "fp-insts-scalar-dp"), /* zen1: no retired FP instructions by precision and width */
	UNSUP("AuthenticAMD-23-30-0", "fp-insts-scalar-dp"), /* zen2: no retired FP instructions by precision and width */
	UNSUP("AuthenticAMD-25-0-0", "fp-insts-scalar-dp"), /* zen3: no retired FP instructions by precision and width */
	UNSUP("AuthenticAMD-25-10-0", "fp-insts-scalar-dp"), /* zen4: no retired FP instructions by precision and width */
	UNSUP("AuthenticAMD-26-0-0", "fp-insts-scalar-dp"), /* zen5: no retired FP instructions by precision and width */
	UNSUP("AuthenticAMD-30-1", "fp-insts-scalar-dp"), /* amd-generic-fallback: family-specific event, no model table */
	UNSUP("HygonGenuine-24-0-0", "fp-insts-scalar-dp"), /* dhyana: no retired FP instructions by precision and width */
	UNSUP("AuthenticAMD-26-50-0", "fp-insts-packed-sp"), /* zen6: no retired FP instructions by precision and width */
	UNSUP("AuthenticAMD-23-0-0", "fp-insts-packed-sp"), /* zen1: no retired FP instructions by precision and width */
	UNSUP("AuthenticAMD-23-30-0", "fp-insts-packed-sp"), /* zen2: no retired FP instructions by precision and width */
	UNSUP("AuthenticAMD-25-0-0", "fp-insts-packed-sp"), /* zen3: no retired FP instructions by precision and width */
	UNSUP("AuthenticAMD-25-10-0", "fp-insts-packed-sp"), /* zen4: no retired FP instructions by precision and width */
	UNSUP("AuthenticAMD-26-0-0", "fp-insts-packed-sp"), /* zen5: no retired FP instructions by precision and width */
	UNSUP("AuthenticAMD-30-1", "fp-insts-packed-sp"), /* amd-generic-fallback: family-specific event, no model table */
	UNSUP("HygonGenuine-24-0-0", "fp-insts-packed-sp"), /* dhyana: no retired FP instructions by precision and width */
	UNSUP("AuthenticAMD-26-50-0", "fp-insts-packed-dp"), /* zen6: no retired FP instructions by precision and width */
	UNSUP("AuthenticAMD-23-0-0", "fp-insts-packed-dp"), /* zen1: no retired FP instructions by precision and width */
	UNSUP("AuthenticAMD-23-30-0", "fp-insts-packed-dp"), /* zen2: no retired FP instructions by precision and width */
	UNSUP("AuthenticAMD-25-0-0", "fp-insts-packed-dp"), /* zen3: no retired FP instructions by precision and width */
	UNSUP("AuthenticAMD-25-10-0", "fp-insts-packed-dp"), /* zen4: no retired FP instructions by precision and width */
	UNSUP("AuthenticAMD-26-0-0", "fp-insts-packed-dp"), /* zen5: no retired FP instructions by precision and width */
	UNSUP("AuthenticAMD-30-1", "fp-insts-packed-dp"), /* amd-generic-fallback: family-specific event, no model table */
	UNSUP("HygonGenuine-24-0-0", "fp-insts-packed-dp"), /* dhyana: no retired FP instructions by precision and width */
