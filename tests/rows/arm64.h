/* SPDX-License-Identifier: MIT */
/*
 * tests/test_tables.c rows[]: the expected rows of the level-1/level-2
 * cache, TLB, stall and FP-instruction concepts on arm64 cores and the arm64 fallback,
 * one per table and PMU.
 */
	UNSUP("0x00000000000f0510", "l1d-misses"), /* arm64-arch-fallback: no table for the core, model-specific reading */
	RAW("0x00000000460f0010", "l1d-misses", 0x3, 0x0), /* a64fx: perf JSON fujitsu/a64fx L1D_CACHE_REFILL (approx) */
	RAW("0x00000000c00fac30", "l1d-misses", 0x3, 0x0), /* ampereone: perf JSON ampere/ampereone L1D_CACHE_REFILL (approx) */
	RAW("0x00000000c00fac40", "l1d-misses", 0x3, 0x0), /* ampereonex: perf JSON ampere/ampereonex L1D_CACHE_REFILL (approx) */
	RAW("0x00000000410fd020", "l1d-misses", 0x3, 0x0), /* cortex-a34: perf JSON arm/cortex-a34 L1D_CACHE_REFILL (approx) */
	RAW("0x00000000410fd040", "l1d-misses", 0x3, 0x0), /* cortex-a35: perf JSON arm/cortex-a35 L1D_CACHE_REFILL (approx) */
	RAW("0x00000000410fd460", "l1d-misses", 0x3, 0x0), /* cortex-a510: perf JSON arm/cortex-a510 L1D_CACHE_REFILL (approx) */
	RAW("0x00000000410fd030", "l1d-misses", 0x3, 0x0), /* cortex-a53: libpfm4 arm_ac53 L1D_CACHE_REFILL (approx) */
	RAW("0x00000000410fd050", "l1d-misses", 0x3, 0x0), /* cortex-a55: perf JSON arm/cortex-a55 L1D_CACHE_REFILL (approx) */
	RAW("0x00000000410fd070", "l1d-misses", 0x3, 0x0), /* cortex-a57-a72: perf JSON arm/cortex-a57-a72 L1D_CACHE_REFILL (approx) */
	RAW("0x00000000410fd060", "l1d-misses", 0x3, 0x0), /* cortex-a65-e1: perf JSON arm/cortex-a65-e1 L1D_CACHE_REFILL (approx) */
	RAW("0x00000000410fd470", "l1d-misses", 0x3, 0x0), /* cortex-a710: perf JSON arm/cortex-a710 L1D_CACHE_REFILL (approx) */
	RAW("0x00000000410fd090", "l1d-misses", 0x3, 0x0), /* cortex-a73: perf JSON arm/cortex-a73 L1D_CACHE_REFILL (approx) */
	RAW("0x00000000410fd0a0", "l1d-misses", 0x3, 0x0), /* cortex-a75: perf JSON arm/cortex-a75 L1D_CACHE_REFILL (approx) */
	RAW("0x00000000410fd0b0", "l1d-misses", 0x3, 0x0), /* cortex-a76: perf JSON arm/cortex-a76 L1D_CACHE_REFILL (approx) */
	RAW("0x00000000410fd0d0", "l1d-misses", 0x3, 0x0), /* cortex-a77: perf JSON arm/cortex-a77 L1D_CACHE_REFILL (approx) */
	RAW("0x00000000410fd410", "l1d-misses", 0x3, 0x0), /* cortex-a78: perf JSON arm/cortex-a78 L1D_CACHE_REFILL (approx) */
	RAW("0x00000000410fd440", "l1d-misses", 0x3, 0x0), /* cortex-x1: perf JSON arm/cortex-x1 L1D_CACHE_REFILL (approx) */
	RAW("0x00000000410fd480", "l1d-misses", 0x3, 0x0), /* cortex-x2: perf JSON arm/cortex-x2 L1D_CACHE_REFILL (approx) */
	RAW("0x00000000500f0000", "l1d-misses", 0x3, 0x0), /* emag: perf JSON ampere/emag L1D_CACHE_REFILL (approx) */
	RAW("0x00000000480fd010", "l1d-misses", 0x3, 0x0), /* hip08: libpfm4 arm_kunpeng L1D_CACHE_REFILL (approx) */
	RAW("0x00000000410fd0c0", "l1d-misses", 0x3, 0x0), /* neoverse-n1: perf JSON arm/neoverse-n1 L1D_CACHE_REFILL (approx) */
	RAW("0x00000000410fd490", "l1d-misses", 0x3, 0x0), /* neoverse-n2: perf JSON arm/neoverse-n2-v2 L1D_CACHE_REFILL (approx) */
	RAW("0x00000000410fd400", "l1d-misses", 0x3, 0x0), /* neoverse-v1: perf JSON arm/neoverse-v1 L1D_CACHE_REFILL (approx) */
	RAW("0x00000000410fd4f0", "l1d-misses", 0x3, 0x0), /* neoverse-v2: perf JSON arm/neoverse-n2-v2 L1D_CACHE_REFILL (approx) */
	RAW("0x00000000420f5160", "l1d-misses", 0x3, 0x0), /* thunderx2: libpfm4 arm_thunderx2 L1D_CACHE_REFILL (approx) */
	UNSUP("0x00000000000f0510", "l1d-load-misses"), /* arm64-arch-fallback: no table for the core, model-specific reading */
	UNSUP("0x00000000460f0010", "l1d-load-misses"), /* a64fx: no L1D_CACHE_REFILL_RD */
	RAW("0x00000000c00fac30", "l1d-load-misses", 0x42, 0x0), /* ampereone: perf JSON ampere/ampereone L1D_CACHE_REFILL_RD (approx) */
	RAW("0x00000000c00fac40", "l1d-load-misses", 0x42, 0x0), /* ampereonex: perf JSON ampere/ampereonex L1D_CACHE_REFILL_RD (approx) */
	UNSUP("0x00000000410fd020", "l1d-load-misses"), /* cortex-a34: no L1D_CACHE_REFILL_RD */
	UNSUP("0x00000000410fd040", "l1d-load-misses"), /* cortex-a35: no L1D_CACHE_REFILL_RD */
	RAW("0x00000000410fd460", "l1d-load-misses", 0x42, 0x0), /* cortex-a510: perf JSON arm/cortex-a510 L1D_CACHE_REFILL_RD (approx) */
	UNSUP("0x00000000410fd030", "l1d-load-misses"), /* cortex-a53: no L1D_CACHE_REFILL_RD */
	RAW("0x00000000410fd050", "l1d-load-misses", 0x42, 0x0), /* cortex-a55: perf JSON arm/cortex-a55 L1D_CACHE_REFILL_RD (approx) */
	RAW("0x00000000410fd070", "l1d-load-misses", 0x42, 0x0), /* cortex-a57-a72: perf JSON arm/cortex-a57-a72 L1D_CACHE_REFILL_RD (approx) */
	RAW("0x00000000410fd060", "l1d-load-misses", 0x42, 0x0), /* cortex-a65-e1: perf JSON arm/cortex-a65-e1 L1D_CACHE_REFILL_RD (approx) */
	RAW("0x00000000410fd470", "l1d-load-misses", 0x42, 0x0), /* cortex-a710: perf JSON arm/cortex-a710 L1D_CACHE_REFILL_RD (approx) */
	UNSUP("0x00000000410fd090", "l1d-load-misses"), /* cortex-a73: no L1D_CACHE_REFILL_RD */
	UNSUP("0x00000000410fd0a0", "l1d-load-misses"), /* cortex-a75: no L1D_CACHE_REFILL_RD */
	RAW("0x00000000410fd0b0", "l1d-load-misses", 0x42, 0x0), /* cortex-a76: perf JSON arm/cortex-a76 L1D_CACHE_REFILL_RD (approx) */
	RAW("0x00000000410fd0d0", "l1d-load-misses", 0x42, 0x0), /* cortex-a77: perf JSON arm/cortex-a77 L1D_CACHE_REFILL_RD (approx) */
	RAW("0x00000000410fd410", "l1d-load-misses", 0x42, 0x0), /* cortex-a78: perf JSON arm/cortex-a78 L1D_CACHE_REFILL_RD (approx) */
	RAW("0x00000000410fd440", "l1d-load-misses", 0x42, 0x0), /* cortex-x1: perf JSON arm/cortex-x1 L1D_CACHE_REFILL_RD (approx) */
	RAW("0x00000000410fd480", "l1d-load-misses", 0x42, 0x0), /* cortex-x2: perf JSON arm/cortex-x2 L1D_CACHE_REFILL_RD (approx) */
	RAW("0x00000000500f0000", "l1d-load-misses", 0x42, 0x0), /* emag: perf JSON ampere/emag L1D_CACHE_REFILL_RD (approx) */
	RAW("0x00000000480fd010", "l1d-load-misses", 0x42, 0x0), /* hip08: perf JSON hisilicon/hip08 L1D_CACHE_REFILL_RD (approx) */
	RAW("0x00000000410fd0c0", "l1d-load-misses", 0x42, 0x0), /* neoverse-n1: perf JSON arm/neoverse-n1 L1D_CACHE_REFILL_RD (approx) */
	RAW("0x00000000410fd490", "l1d-load-misses", 0x42, 0x0), /* neoverse-n2: perf JSON arm/neoverse-n2-v2 L1D_CACHE_REFILL_RD (approx) */
	RAW("0x00000000410fd400", "l1d-load-misses", 0x42, 0x0), /* neoverse-v1: perf JSON arm/neoverse-v1 L1D_CACHE_REFILL_RD (approx) */
	RAW("0x00000000410fd4f0", "l1d-load-misses", 0x42, 0x0), /* neoverse-v2: perf JSON arm/neoverse-n2-v2 L1D_CACHE_REFILL_RD (approx) */
	RAW("0x00000000420f5160", "l1d-load-misses", 0x42, 0x0), /* thunderx2: perf JSON cavium/thunderx2 L1D_CACHE_REFILL_RD (approx) */
	UNSUP("0x00000000000f0510", "l1i-misses"), /* arm64-arch-fallback: no table for the core, model-specific reading */
	RAW("0x00000000460f0010", "l1i-misses", 0x1, 0x0), /* a64fx: perf JSON fujitsu/a64fx L1I_CACHE_REFILL (approx) */
	RAW("0x00000000c00fac30", "l1i-misses", 0x1, 0x0), /* ampereone: perf JSON ampere/ampereone L1I_CACHE_REFILL (approx) */
	RAW("0x00000000c00fac40", "l1i-misses", 0x1, 0x0), /* ampereonex: perf JSON ampere/ampereonex L1I_CACHE_REFILL (approx) */
	RAW("0x00000000410fd020", "l1i-misses", 0x1, 0x0), /* cortex-a34: perf JSON arm/cortex-a34 L1I_CACHE_REFILL (approx) */
	RAW("0x00000000410fd040", "l1i-misses", 0x1, 0x0), /* cortex-a35: perf JSON arm/cortex-a35 L1I_CACHE_REFILL (approx) */
	RAW("0x00000000410fd460", "l1i-misses", 0x1, 0x0), /* cortex-a510: perf JSON arm/cortex-a510 L1I_CACHE_REFILL (approx) */
	RAW("0x00000000410fd030", "l1i-misses", 0x1, 0x0), /* cortex-a53: libpfm4 arm_ac53 L1I_CACHE_REFILL (approx) */
	RAW("0x00000000410fd050", "l1i-misses", 0x1, 0x0), /* cortex-a55: perf JSON arm/cortex-a55 L1I_CACHE_REFILL (approx) */
	RAW("0x00000000410fd070", "l1i-misses", 0x1, 0x0), /* cortex-a57-a72: perf JSON arm/cortex-a57-a72 L1I_CACHE_REFILL (approx) */
	RAW("0x00000000410fd060", "l1i-misses", 0x1, 0x0), /* cortex-a65-e1: perf JSON arm/cortex-a65-e1 L1I_CACHE_REFILL (approx) */
	RAW("0x00000000410fd470", "l1i-misses", 0x1, 0x0), /* cortex-a710: perf JSON arm/cortex-a710 L1I_CACHE_REFILL (approx) */
	RAW("0x00000000410fd090", "l1i-misses", 0x1, 0x0), /* cortex-a73: perf JSON arm/cortex-a73 L1I_CACHE_REFILL (approx) */
	RAW("0x00000000410fd0a0", "l1i-misses", 0x1, 0x0), /* cortex-a75: perf JSON arm/cortex-a75 L1I_CACHE_REFILL (approx) */
	RAW("0x00000000410fd0b0", "l1i-misses", 0x1, 0x0), /* cortex-a76: perf JSON arm/cortex-a76 L1I_CACHE_REFILL (approx) */
	RAW("0x00000000410fd0d0", "l1i-misses", 0x1, 0x0), /* cortex-a77: perf JSON arm/cortex-a77 L1I_CACHE_REFILL (approx) */
	RAW("0x00000000410fd410", "l1i-misses", 0x1, 0x0), /* cortex-a78: perf JSON arm/cortex-a78 L1I_CACHE_REFILL (approx) */
	RAW("0x00000000410fd440", "l1i-misses", 0x1, 0x0), /* cortex-x1: perf JSON arm/cortex-x1 L1I_CACHE_REFILL (approx) */
	RAW("0x00000000410fd480", "l1i-misses", 0x1, 0x0), /* cortex-x2: perf JSON arm/cortex-x2 L1I_CACHE_REFILL (approx) */
	RAW("0x00000000500f0000", "l1i-misses", 0x1, 0x0), /* emag: perf JSON ampere/emag L1I_CACHE_REFILL (approx) */
	RAW("0x00000000480fd010", "l1i-misses", 0x1, 0x0), /* hip08: libpfm4 arm_kunpeng L1I_CACHE_REFILL (approx) */
	RAW("0x00000000410fd0c0", "l1i-misses", 0x1, 0x0), /* neoverse-n1: perf JSON arm/neoverse-n1 L1I_CACHE_REFILL (approx) */
	RAW("0x00000000410fd490", "l1i-misses", 0x1, 0x0), /* neoverse-n2: perf JSON arm/neoverse-n2-v2 L1I_CACHE_REFILL (approx) */
	RAW("0x00000000410fd400", "l1i-misses", 0x1, 0x0), /* neoverse-v1: perf JSON arm/neoverse-v1 L1I_CACHE_REFILL (approx) */
	RAW("0x00000000410fd4f0", "l1i-misses", 0x1, 0x0), /* neoverse-v2: perf JSON arm/neoverse-n2-v2 L1I_CACHE_REFILL (approx) */
	RAW("0x00000000420f5160", "l1i-misses", 0x1, 0x0), /* thunderx2: libpfm4 arm_thunderx2 L1I_CACHE_REFILL (approx) */
	UNSUP("0x00000000000f0510", "l2-references"), /* arm64-arch-fallback: no table for the core, model-specific reading */
	RAW("0x00000000460f0010", "l2-references", 0x16, 0x0), /* a64fx: perf JSON fujitsu/a64fx L2D_CACHE (approx) */
	RAW("0x00000000c00fac30", "l2-references", 0x16, 0x0), /* ampereone: perf JSON ampere/ampereone L2D_CACHE (approx) */
	RAW("0x00000000c00fac40", "l2-references", 0x16, 0x0), /* ampereonex: perf JSON ampere/ampereonex L2D_CACHE (approx) */
	RAW("0x00000000410fd020", "l2-references", 0x16, 0x0), /* cortex-a34: perf JSON arm/cortex-a34 L2D_CACHE (approx) */
	RAW("0x00000000410fd040", "l2-references", 0x16, 0x0), /* cortex-a35: perf JSON arm/cortex-a35 L2D_CACHE (approx) */
	RAW("0x00000000410fd460", "l2-references", 0x16, 0x0), /* cortex-a510: perf JSON arm/cortex-a510 L2D_CACHE (approx) */
	RAW("0x00000000410fd030", "l2-references", 0x16, 0x0), /* cortex-a53: libpfm4 arm_ac53 L2D_CACHE_ACCESS (approx) */
	RAW("0x00000000410fd050", "l2-references", 0x16, 0x0), /* cortex-a55: perf JSON arm/cortex-a55 L2D_CACHE (approx) */
	RAW("0x00000000410fd070", "l2-references", 0x16, 0x0), /* cortex-a57-a72: perf JSON arm/cortex-a57-a72 L2D_CACHE (approx) */
	RAW("0x00000000410fd060", "l2-references", 0x16, 0x0), /* cortex-a65-e1: perf JSON arm/cortex-a65-e1 L2D_CACHE (approx) */
	RAW("0x00000000410fd470", "l2-references", 0x16, 0x0), /* cortex-a710: perf JSON arm/cortex-a710 L2D_CACHE (approx) */
	RAW("0x00000000410fd090", "l2-references", 0x16, 0x0), /* cortex-a73: perf JSON arm/cortex-a73 L2D_CACHE (approx) */
	RAW("0x00000000410fd0a0", "l2-references", 0x16, 0x0), /* cortex-a75: perf JSON arm/cortex-a75 L2D_CACHE (approx) */
	RAW("0x00000000410fd0b0", "l2-references", 0x16, 0x0), /* cortex-a76: perf JSON arm/cortex-a76 L2D_CACHE (approx) */
	RAW("0x00000000410fd0d0", "l2-references", 0x16, 0x0), /* cortex-a77: perf JSON arm/cortex-a77 L2D_CACHE (approx) */
	RAW("0x00000000410fd410", "l2-references", 0x16, 0x0), /* cortex-a78: perf JSON arm/cortex-a78 L2D_CACHE (approx) */
	RAW("0x00000000410fd440", "l2-references", 0x16, 0x0), /* cortex-x1: perf JSON arm/cortex-x1 L2D_CACHE (approx) */
	RAW("0x00000000410fd480", "l2-references", 0x16, 0x0), /* cortex-x2: perf JSON arm/cortex-x2 L2D_CACHE (approx) */
	RAW("0x00000000500f0000", "l2-references", 0x16, 0x0), /* emag: perf JSON ampere/emag L2D_CACHE (approx) */
	RAW("0x00000000480fd010", "l2-references", 0x16, 0x0), /* hip08: libpfm4 arm_kunpeng L2D_CACHE (approx) */
	RAW("0x00000000410fd0c0", "l2-references", 0x16, 0x0), /* neoverse-n1: perf JSON arm/neoverse-n1 L2D_CACHE (approx) */
	RAW("0x00000000410fd490", "l2-references", 0x16, 0x0), /* neoverse-n2: perf JSON arm/neoverse-n2-v2 L2D_CACHE (approx) */
	RAW("0x00000000410fd400", "l2-references", 0x16, 0x0), /* neoverse-v1: perf JSON arm/neoverse-v1 L2D_CACHE (approx) */
	RAW("0x00000000410fd4f0", "l2-references", 0x16, 0x0), /* neoverse-v2: perf JSON arm/neoverse-n2-v2 L2D_CACHE (approx) */
	RAW("0x00000000420f5160", "l2-references", 0x16, 0x0), /* thunderx2: libpfm4 arm_thunderx2 L2D_CACHE (approx) */
	UNSUP("0x00000000000f0510", "l2-misses"), /* arm64-arch-fallback: no table for the core, model-specific reading */
	RAW("0x00000000460f0010", "l2-misses", 0x17, 0x0), /* a64fx: perf JSON fujitsu/a64fx L2D_CACHE_REFILL (approx) */
	RAW("0x00000000c00fac30", "l2-misses", 0x17, 0x0), /* ampereone: perf JSON ampere/ampereone L2D_CACHE_REFILL (approx) */
	RAW("0x00000000c00fac40", "l2-misses", 0x17, 0x0), /* ampereonex: perf JSON ampere/ampereonex L2D_CACHE_REFILL (approx) */
	RAW("0x00000000410fd020", "l2-misses", 0x17, 0x0), /* cortex-a34: perf JSON arm/cortex-a34 L2D_CACHE_REFILL (approx) */
	RAW("0x00000000410fd040", "l2-misses", 0x17, 0x0), /* cortex-a35: perf JSON arm/cortex-a35 L2D_CACHE_REFILL (approx) */
	RAW("0x00000000410fd460", "l2-misses", 0x17, 0x0), /* cortex-a510: perf JSON arm/cortex-a510 L2D_CACHE_REFILL (approx) */
	RAW("0x00000000410fd030", "l2-misses", 0x17, 0x0), /* cortex-a53: libpfm4 arm_ac53 L2D_CACHE_REFILL (approx) */
	RAW("0x00000000410fd050", "l2-misses", 0x17, 0x0), /* cortex-a55: perf JSON arm/cortex-a55 L2D_CACHE_REFILL (approx) */
	RAW("0x00000000410fd070", "l2-misses", 0x17, 0x0), /* cortex-a57-a72: perf JSON arm/cortex-a57-a72 L2D_CACHE_REFILL (approx) */
	RAW("0x00000000410fd060", "l2-misses", 0x17, 0x0), /* cortex-a65-e1: perf JSON arm/cortex-a65-e1 L2D_CACHE_REFILL (approx) */
	RAW("0x00000000410fd470", "l2-misses", 0x17, 0x0), /* cortex-a710: perf JSON arm/cortex-a710 L2D_CACHE_REFILL (approx) */
	RAW("0x00000000410fd090", "l2-misses", 0x17, 0x0), /* cortex-a73: perf JSON arm/cortex-a73 L2D_CACHE_REFILL (approx) */
	RAW("0x00000000410fd0a0", "l2-misses", 0x17, 0x0), /* cortex-a75: perf JSON arm/cortex-a75 L2D_CACHE_REFILL (approx) */
	RAW("0x00000000410fd0b0", "l2-misses", 0x17, 0x0), /* cortex-a76: perf JSON arm/cortex-a76 L2D_CACHE_REFILL (approx) */
	RAW("0x00000000410fd0d0", "l2-misses", 0x17, 0x0), /* cortex-a77: perf JSON arm/cortex-a77 L2D_CACHE_REFILL (approx) */
	RAW("0x00000000410fd410", "l2-misses", 0x17, 0x0), /* cortex-a78: perf JSON arm/cortex-a78 L2D_CACHE_REFILL (approx) */
	RAW("0x00000000410fd440", "l2-misses", 0x17, 0x0), /* cortex-x1: perf JSON arm/cortex-x1 L2D_CACHE_REFILL (approx) */
	RAW("0x00000000410fd480", "l2-misses", 0x17, 0x0), /* cortex-x2: perf JSON arm/cortex-x2 L2D_CACHE_REFILL (approx) */
	RAW("0x00000000500f0000", "l2-misses", 0x17, 0x0), /* emag: perf JSON ampere/emag L2D_CACHE_REFILL (approx) */
	RAW("0x00000000480fd010", "l2-misses", 0x17, 0x0), /* hip08: libpfm4 arm_kunpeng L2D_CACHE_REFILL (approx) */
	RAW("0x00000000410fd0c0", "l2-misses", 0x17, 0x0), /* neoverse-n1: perf JSON arm/neoverse-n1 L2D_CACHE_REFILL (approx) */
	RAW("0x00000000410fd490", "l2-misses", 0x17, 0x0), /* neoverse-n2: perf JSON arm/neoverse-n2-v2 L2D_CACHE_REFILL (approx) */
	RAW("0x00000000410fd400", "l2-misses", 0x17, 0x0), /* neoverse-v1: perf JSON arm/neoverse-v1 L2D_CACHE_REFILL (approx) */
	RAW("0x00000000410fd4f0", "l2-misses", 0x17, 0x0), /* neoverse-v2: perf JSON arm/neoverse-n2-v2 L2D_CACHE_REFILL (approx) */
	RAW("0x00000000420f5160", "l2-misses", 0x17, 0x0), /* thunderx2: libpfm4 arm_thunderx2 L2D_CACHE_REFILL (approx) */
	UNSUP("0x00000000000f0510", "l2-loads"), /* arm64-arch-fallback: no table for the core, model-specific reading */
	UNSUP("0x00000000460f0010", "l2-loads"), /* a64fx: no L2D_CACHE_RD */
	RAW("0x00000000c00fac30", "l2-loads", 0x50, 0x0), /* ampereone: perf JSON ampere/ampereone L2D_CACHE_RD (approx) */
	RAW("0x00000000c00fac40", "l2-loads", 0x50, 0x0), /* ampereonex: perf JSON ampere/ampereonex L2D_CACHE_RD (approx) */
	UNSUP("0x00000000410fd020", "l2-loads"), /* cortex-a34: no L2D_CACHE_RD */
	UNSUP("0x00000000410fd040", "l2-loads"), /* cortex-a35: no L2D_CACHE_RD */
	RAW("0x00000000410fd460", "l2-loads", 0x50, 0x0), /* cortex-a510: perf JSON arm/cortex-a510 L2D_CACHE_RD (approx) */
	UNSUP("0x00000000410fd030", "l2-loads"), /* cortex-a53: no L2D_CACHE_RD */
	RAW("0x00000000410fd050", "l2-loads", 0x50, 0x0), /* cortex-a55: perf JSON arm/cortex-a55 L2D_CACHE_RD (approx) */
	RAW("0x00000000410fd070", "l2-loads", 0x50, 0x0), /* cortex-a57-a72: perf JSON arm/cortex-a57-a72 L2D_CACHE_RD (approx) */
	RAW("0x00000000410fd060", "l2-loads", 0x50, 0x0), /* cortex-a65-e1: perf JSON arm/cortex-a65-e1 L2D_CACHE_RD (approx) */
	RAW("0x00000000410fd470", "l2-loads", 0x50, 0x0), /* cortex-a710: perf JSON arm/cortex-a710 L2D_CACHE_RD (approx) */
	RAW("0x00000000410fd090", "l2-loads", 0x50, 0x0), /* cortex-a73: perf JSON arm/cortex-a73 L2D_CACHE_RD (approx) */
	RAW("0x00000000410fd0a0", "l2-loads", 0x50, 0x0), /* cortex-a75: perf JSON arm/cortex-a75 L2D_CACHE_RD (approx) */
	RAW("0x00000000410fd0b0", "l2-loads", 0x50, 0x0), /* cortex-a76: perf JSON arm/cortex-a76 L2D_CACHE_RD (approx) */
	RAW("0x00000000410fd0d0", "l2-loads", 0x50, 0x0), /* cortex-a77: perf JSON arm/cortex-a77 L2D_CACHE_RD (approx) */
	RAW("0x00000000410fd410", "l2-loads", 0x50, 0x0), /* cortex-a78: perf JSON arm/cortex-a78 L2D_CACHE_RD (approx) */
	RAW("0x00000000410fd440", "l2-loads", 0x50, 0x0), /* cortex-x1: perf JSON arm/cortex-x1 L2D_CACHE_RD (approx) */
	RAW("0x00000000410fd480", "l2-loads", 0x50, 0x0), /* cortex-x2: perf JSON arm/cortex-x2 L2D_CACHE_RD (approx) */
	RAW("0x00000000500f0000", "l2-loads", 0x50, 0x0), /* emag: perf JSON ampere/emag L2D_CACHE_RD (approx) */
	RAW("0x00000000480fd010", "l2-loads", 0x50, 0x0), /* hip08: perf JSON hisilicon/hip08 L2D_CACHE_RD (approx) */
	RAW("0x00000000410fd0c0", "l2-loads", 0x50, 0x0), /* neoverse-n1: perf JSON arm/neoverse-n1 L2D_CACHE_RD (approx) */
	RAW("0x00000000410fd490", "l2-loads", 0x50, 0x0), /* neoverse-n2: perf JSON arm/neoverse-n2-v2 L2D_CACHE_RD (approx) */
	RAW("0x00000000410fd400", "l2-loads", 0x50, 0x0), /* neoverse-v1: perf JSON arm/neoverse-v1 L2D_CACHE_RD (approx) */
	RAW("0x00000000410fd4f0", "l2-loads", 0x50, 0x0), /* neoverse-v2: perf JSON arm/neoverse-n2-v2 L2D_CACHE_RD (approx) */
	RAW("0x00000000420f5160", "l2-loads", 0x50, 0x0), /* thunderx2: libpfm4 arm_thunderx2 L2D_CACHE_RD (approx) */
	UNSUP("0x00000000000f0510", "l2-load-misses"), /* arm64-arch-fallback: no table for the core, model-specific reading */
	UNSUP("0x00000000460f0010", "l2-load-misses"), /* a64fx: no L2D_CACHE_REFILL_RD */
	RAW("0x00000000c00fac30", "l2-load-misses", 0x52, 0x0), /* ampereone: perf JSON ampere/ampereone L2D_CACHE_REFILL_RD (approx) */
	RAW("0x00000000c00fac40", "l2-load-misses", 0x52, 0x0), /* ampereonex: perf JSON ampere/ampereonex L2D_CACHE_REFILL_RD (approx) */
	UNSUP("0x00000000410fd020", "l2-load-misses"), /* cortex-a34: no L2D_CACHE_REFILL_RD */
	UNSUP("0x00000000410fd040", "l2-load-misses"), /* cortex-a35: no L2D_CACHE_REFILL_RD */
	RAW("0x00000000410fd460", "l2-load-misses", 0x52, 0x0), /* cortex-a510: perf JSON arm/cortex-a510 L2D_CACHE_REFILL_RD (approx) */
	UNSUP("0x00000000410fd030", "l2-load-misses"), /* cortex-a53: no L2D_CACHE_REFILL_RD */
	RAW("0x00000000410fd050", "l2-load-misses", 0x52, 0x0), /* cortex-a55: perf JSON arm/cortex-a55 L2D_CACHE_REFILL_RD (approx) */
	RAW("0x00000000410fd070", "l2-load-misses", 0x52, 0x0), /* cortex-a57-a72: perf JSON arm/cortex-a57-a72 L2D_CACHE_REFILL_RD (approx) */
	RAW("0x00000000410fd060", "l2-load-misses", 0x52, 0x0), /* cortex-a65-e1: perf JSON arm/cortex-a65-e1 L2D_CACHE_REFILL_RD (approx) */
	RAW("0x00000000410fd470", "l2-load-misses", 0x52, 0x0), /* cortex-a710: perf JSON arm/cortex-a710 L2D_CACHE_REFILL_RD (approx) */
	UNSUP("0x00000000410fd090", "l2-load-misses"), /* cortex-a73: no L2D_CACHE_REFILL_RD */
	UNSUP("0x00000000410fd0a0", "l2-load-misses"), /* cortex-a75: no L2D_CACHE_REFILL_RD */
	RAW("0x00000000410fd0b0", "l2-load-misses", 0x52, 0x0), /* cortex-a76: perf JSON arm/cortex-a76 L2D_CACHE_REFILL_RD (approx) */
	RAW("0x00000000410fd0d0", "l2-load-misses", 0x52, 0x0), /* cortex-a77: perf JSON arm/cortex-a77 L2D_CACHE_REFILL_RD (approx) */
	RAW("0x00000000410fd410", "l2-load-misses", 0x52, 0x0), /* cortex-a78: perf JSON arm/cortex-a78 L2D_CACHE_REFILL_RD (approx) */
	RAW("0x00000000410fd440", "l2-load-misses", 0x52, 0x0), /* cortex-x1: perf JSON arm/cortex-x1 L2D_CACHE_REFILL_RD (approx) */
	RAW("0x00000000410fd480", "l2-load-misses", 0x52, 0x0), /* cortex-x2: perf JSON arm/cortex-x2 L2D_CACHE_REFILL_RD (approx) */
	RAW("0x00000000500f0000", "l2-load-misses", 0x52, 0x0), /* emag: perf JSON ampere/emag L2D_CACHE_REFILL_RD (approx) */
	RAW("0x00000000480fd010", "l2-load-misses", 0x52, 0x0), /* hip08: perf JSON hisilicon/hip08 L2D_CACHE_REFILL_RD (approx) */
	RAW("0x00000000410fd0c0", "l2-load-misses", 0x52, 0x0), /* neoverse-n1: perf JSON arm/neoverse-n1 L2D_CACHE_REFILL_RD (approx) */
	RAW("0x00000000410fd490", "l2-load-misses", 0x52, 0x0), /* neoverse-n2: perf JSON arm/neoverse-n2-v2 L2D_CACHE_REFILL_RD (approx) */
	RAW("0x00000000410fd400", "l2-load-misses", 0x52, 0x0), /* neoverse-v1: perf JSON arm/neoverse-v1 L2D_CACHE_REFILL_RD (approx) */
	RAW("0x00000000410fd4f0", "l2-load-misses", 0x52, 0x0), /* neoverse-v2: perf JSON arm/neoverse-n2-v2 L2D_CACHE_REFILL_RD (approx) */
	RAW("0x00000000420f5160", "l2-load-misses", 0x52, 0x0), /* thunderx2: libpfm4 arm_thunderx2 L2D_CACHE_REFILL_RD (approx) */
	UNSUP("0x00000000000f0510", "l2-stores"), /* arm64-arch-fallback: no table for the core, model-specific reading */
	UNSUP("0x00000000460f0010", "l2-stores"), /* a64fx: no RFO event at the L2 (L2D_CACHE_WR counts write-backs) */
	UNSUP("0x00000000c00fac30", "l2-stores"), /* ampereone: no RFO event at the L2 (L2D_CACHE_WR counts write-backs) */
	UNSUP("0x00000000c00fac40", "l2-stores"), /* ampereonex: no RFO event at the L2 (L2D_CACHE_WR counts write-backs) */
	UNSUP("0x00000000410fd020", "l2-stores"), /* cortex-a34: no RFO event at the L2 (L2D_CACHE_WR counts write-backs) */
	UNSUP("0x00000000410fd040", "l2-stores"), /* cortex-a35: no RFO event at the L2 (L2D_CACHE_WR counts write-backs) */
	UNSUP("0x00000000410fd460", "l2-stores"), /* cortex-a510: no RFO event at the L2 (L2D_CACHE_WR counts write-backs) */
	UNSUP("0x00000000410fd030", "l2-stores"), /* cortex-a53: no RFO event at the L2 (L2D_CACHE_WR counts write-backs) */
	UNSUP("0x00000000410fd050", "l2-stores"), /* cortex-a55: no RFO event at the L2 (L2D_CACHE_WR counts write-backs) */
	UNSUP("0x00000000410fd070", "l2-stores"), /* cortex-a57-a72: no RFO event at the L2 (L2D_CACHE_WR counts write-backs) */
	UNSUP("0x00000000410fd060", "l2-stores"), /* cortex-a65-e1: no RFO event at the L2 (L2D_CACHE_WR counts write-backs) */
	UNSUP("0x00000000410fd470", "l2-stores"), /* cortex-a710: no RFO event at the L2 (L2D_CACHE_WR counts write-backs) */
	UNSUP("0x00000000410fd090", "l2-stores"), /* cortex-a73: no RFO event at the L2 (L2D_CACHE_WR counts write-backs) */
	UNSUP("0x00000000410fd0a0", "l2-stores"), /* cortex-a75: no RFO event at the L2 (L2D_CACHE_WR counts write-backs) */
	UNSUP("0x00000000410fd0b0", "l2-stores"), /* cortex-a76: no RFO event at the L2 (L2D_CACHE_WR counts write-backs) */
	UNSUP("0x00000000410fd0d0", "l2-stores"), /* cortex-a77: no RFO event at the L2 (L2D_CACHE_WR counts write-backs) */
	UNSUP("0x00000000410fd410", "l2-stores"), /* cortex-a78: no RFO event at the L2 (L2D_CACHE_WR counts write-backs) */
	UNSUP("0x00000000410fd440", "l2-stores"), /* cortex-x1: no RFO event at the L2 (L2D_CACHE_WR counts write-backs) */
	UNSUP("0x00000000410fd480", "l2-stores"), /* cortex-x2: no RFO event at the L2 (L2D_CACHE_WR counts write-backs) */
	UNSUP("0x00000000500f0000", "l2-stores"), /* emag: no RFO event at the L2 (L2D_CACHE_WR counts write-backs) */
	UNSUP("0x00000000480fd010", "l2-stores"), /* hip08: no RFO event at the L2 (L2D_CACHE_WR counts write-backs) */
	UNSUP("0x00000000410fd0c0", "l2-stores"), /* neoverse-n1: no RFO event at the L2 (L2D_CACHE_WR counts write-backs) */
	UNSUP("0x00000000410fd490", "l2-stores"), /* neoverse-n2: no RFO event at the L2 (L2D_CACHE_WR counts write-backs) */
	UNSUP("0x00000000410fd400", "l2-stores"), /* neoverse-v1: no RFO event at the L2 (L2D_CACHE_WR counts write-backs) */
	UNSUP("0x00000000410fd4f0", "l2-stores"), /* neoverse-v2: no RFO event at the L2 (L2D_CACHE_WR counts write-backs) */
	UNSUP("0x00000000420f5160", "l2-stores"), /* thunderx2: no RFO event at the L2 (L2D_CACHE_WR counts write-backs) */
	UNSUP("0x00000000000f0510", "l2-store-misses"), /* arm64-arch-fallback: no table for the core, model-specific reading */
	UNSUP("0x00000000460f0010", "l2-store-misses"), /* a64fx: no RFO event at the L2 (L2D_CACHE_REFILL_WR counts write-backs) */
	UNSUP("0x00000000c00fac30", "l2-store-misses"), /* ampereone: no RFO event at the L2 (L2D_CACHE_REFILL_WR counts write-backs) */
	UNSUP("0x00000000c00fac40", "l2-store-misses"), /* ampereonex: no RFO event at the L2 (L2D_CACHE_REFILL_WR counts write-backs) */
	UNSUP("0x00000000410fd020", "l2-store-misses"), /* cortex-a34: no RFO event at the L2 (L2D_CACHE_REFILL_WR counts write-backs) */
	UNSUP("0x00000000410fd040", "l2-store-misses"), /* cortex-a35: no RFO event at the L2 (L2D_CACHE_REFILL_WR counts write-backs) */
	UNSUP("0x00000000410fd460", "l2-store-misses"), /* cortex-a510: no RFO event at the L2 (L2D_CACHE_REFILL_WR counts write-backs) */
	UNSUP("0x00000000410fd030", "l2-store-misses"), /* cortex-a53: no RFO event at the L2 (L2D_CACHE_REFILL_WR counts write-backs) */
	UNSUP("0x00000000410fd050", "l2-store-misses"), /* cortex-a55: no RFO event at the L2 (L2D_CACHE_REFILL_WR counts write-backs) */
	UNSUP("0x00000000410fd070", "l2-store-misses"), /* cortex-a57-a72: no RFO event at the L2 (L2D_CACHE_REFILL_WR counts write-backs) */
	UNSUP("0x00000000410fd060", "l2-store-misses"), /* cortex-a65-e1: no RFO event at the L2 (L2D_CACHE_REFILL_WR counts write-backs) */
	UNSUP("0x00000000410fd470", "l2-store-misses"), /* cortex-a710: no RFO event at the L2 (L2D_CACHE_REFILL_WR counts write-backs) */
	UNSUP("0x00000000410fd090", "l2-store-misses"), /* cortex-a73: no RFO event at the L2 (L2D_CACHE_REFILL_WR counts write-backs) */
	UNSUP("0x00000000410fd0a0", "l2-store-misses"), /* cortex-a75: no RFO event at the L2 (L2D_CACHE_REFILL_WR counts write-backs) */
	UNSUP("0x00000000410fd0b0", "l2-store-misses"), /* cortex-a76: no RFO event at the L2 (L2D_CACHE_REFILL_WR counts write-backs) */
	UNSUP("0x00000000410fd0d0", "l2-store-misses"), /* cortex-a77: no RFO event at the L2 (L2D_CACHE_REFILL_WR counts write-backs) */
	UNSUP("0x00000000410fd410", "l2-store-misses"), /* cortex-a78: no RFO event at the L2 (L2D_CACHE_REFILL_WR counts write-backs) */
	UNSUP("0x00000000410fd440", "l2-store-misses"), /* cortex-x1: no RFO event at the L2 (L2D_CACHE_REFILL_WR counts write-backs) */
	UNSUP("0x00000000410fd480", "l2-store-misses"), /* cortex-x2: no RFO event at the L2 (L2D_CACHE_REFILL_WR counts write-backs) */
	UNSUP("0x00000000500f0000", "l2-store-misses"), /* emag: no RFO event at the L2 (L2D_CACHE_REFILL_WR counts write-backs) */
	UNSUP("0x00000000480fd010", "l2-store-misses"), /* hip08: no RFO event at the L2 (L2D_CACHE_REFILL_WR counts write-backs) */
	UNSUP("0x00000000410fd0c0", "l2-store-misses"), /* neoverse-n1: no RFO event at the L2 (L2D_CACHE_REFILL_WR counts write-backs) */
	UNSUP("0x00000000410fd490", "l2-store-misses"), /* neoverse-n2: no RFO event at the L2 (L2D_CACHE_REFILL_WR counts write-backs) */
	UNSUP("0x00000000410fd400", "l2-store-misses"), /* neoverse-v1: no RFO event at the L2 (L2D_CACHE_REFILL_WR counts write-backs) */
	UNSUP("0x00000000410fd4f0", "l2-store-misses"), /* neoverse-v2: no RFO event at the L2 (L2D_CACHE_REFILL_WR counts write-backs) */
	UNSUP("0x00000000420f5160", "l2-store-misses"), /* thunderx2: no RFO event at the L2 (L2D_CACHE_REFILL_WR counts write-backs) */
	UNSUP("0x00000000000f0510", "l2-code-reads"), /* arm64-arch-fallback: no table for the core, model-specific reading */
	UNSUP("0x00000000460f0010", "l2-code-reads"), /* a64fx: unified L2: no instruction-read event */
	UNSUP("0x00000000c00fac30", "l2-code-reads"), /* ampereone: unified L2: no instruction-read event */
	UNSUP("0x00000000c00fac40", "l2-code-reads"), /* ampereonex: unified L2: no instruction-read event */
	UNSUP("0x00000000410fd020", "l2-code-reads"), /* cortex-a34: unified L2: no instruction-read event */
	UNSUP("0x00000000410fd040", "l2-code-reads"), /* cortex-a35: unified L2: no instruction-read event */
	UNSUP("0x00000000410fd460", "l2-code-reads"), /* cortex-a510: unified L2: no instruction-read event */
	UNSUP("0x00000000410fd030", "l2-code-reads"), /* cortex-a53: unified L2: no instruction-read event */
	UNSUP("0x00000000410fd050", "l2-code-reads"), /* cortex-a55: unified L2: no instruction-read event */
	UNSUP("0x00000000410fd070", "l2-code-reads"), /* cortex-a57-a72: unified L2: no instruction-read event */
	UNSUP("0x00000000410fd060", "l2-code-reads"), /* cortex-a65-e1: unified L2: no instruction-read event */
	UNSUP("0x00000000410fd470", "l2-code-reads"), /* cortex-a710: unified L2: no instruction-read event */
	UNSUP("0x00000000410fd090", "l2-code-reads"), /* cortex-a73: unified L2: no instruction-read event */
	UNSUP("0x00000000410fd0a0", "l2-code-reads"), /* cortex-a75: unified L2: no instruction-read event */
	UNSUP("0x00000000410fd0b0", "l2-code-reads"), /* cortex-a76: unified L2: no instruction-read event */
	UNSUP("0x00000000410fd0d0", "l2-code-reads"), /* cortex-a77: unified L2: no instruction-read event */
	UNSUP("0x00000000410fd410", "l2-code-reads"), /* cortex-a78: unified L2: no instruction-read event */
	UNSUP("0x00000000410fd440", "l2-code-reads"), /* cortex-x1: unified L2: no instruction-read event */
	UNSUP("0x00000000410fd480", "l2-code-reads"), /* cortex-x2: unified L2: no instruction-read event */
	UNSUP("0x00000000500f0000", "l2-code-reads"), /* emag: unified L2: no instruction-read event */
	UNSUP("0x00000000480fd010", "l2-code-reads"), /* hip08: unified L2: no instruction-read event */
	UNSUP("0x00000000410fd0c0", "l2-code-reads"), /* neoverse-n1: unified L2: no instruction-read event */
	UNSUP("0x00000000410fd490", "l2-code-reads"), /* neoverse-n2: unified L2: no instruction-read event */
	UNSUP("0x00000000410fd400", "l2-code-reads"), /* neoverse-v1: unified L2: no instruction-read event */
	UNSUP("0x00000000410fd4f0", "l2-code-reads"), /* neoverse-v2: unified L2: no instruction-read event */
	UNSUP("0x00000000420f5160", "l2-code-reads"), /* thunderx2: unified L2: no instruction-read event */
	UNSUP("0x00000000000f0510", "l2-code-read-misses"), /* arm64-arch-fallback: no table for the core, model-specific reading */
	UNSUP("0x00000000460f0010", "l2-code-read-misses"), /* a64fx: unified L2: no instruction-read event */
	UNSUP("0x00000000c00fac30", "l2-code-read-misses"), /* ampereone: unified L2: no instruction-read event */
	UNSUP("0x00000000c00fac40", "l2-code-read-misses"), /* ampereonex: unified L2: no instruction-read event */
	UNSUP("0x00000000410fd020", "l2-code-read-misses"), /* cortex-a34: unified L2: no instruction-read event */
	UNSUP("0x00000000410fd040", "l2-code-read-misses"), /* cortex-a35: unified L2: no instruction-read event */
	UNSUP("0x00000000410fd460", "l2-code-read-misses"), /* cortex-a510: unified L2: no instruction-read event */
	UNSUP("0x00000000410fd030", "l2-code-read-misses"), /* cortex-a53: unified L2: no instruction-read event */
	UNSUP("0x00000000410fd050", "l2-code-read-misses"), /* cortex-a55: unified L2: no instruction-read event */
	UNSUP("0x00000000410fd070", "l2-code-read-misses"), /* cortex-a57-a72: unified L2: no instruction-read event */
	UNSUP("0x00000000410fd060", "l2-code-read-misses"), /* cortex-a65-e1: unified L2: no instruction-read event */
	UNSUP("0x00000000410fd470", "l2-code-read-misses"), /* cortex-a710: unified L2: no instruction-read event */
	UNSUP("0x00000000410fd090", "l2-code-read-misses"), /* cortex-a73: unified L2: no instruction-read event */
	UNSUP("0x00000000410fd0a0", "l2-code-read-misses"), /* cortex-a75: unified L2: no instruction-read event */
	UNSUP("0x00000000410fd0b0", "l2-code-read-misses"), /* cortex-a76: unified L2: no instruction-read event */
	UNSUP("0x00000000410fd0d0", "l2-code-read-misses"), /* cortex-a77: unified L2: no instruction-read event */
	UNSUP("0x00000000410fd410", "l2-code-read-misses"), /* cortex-a78: unified L2: no instruction-read event */
	UNSUP("0x00000000410fd440", "l2-code-read-misses"), /* cortex-x1: unified L2: no instruction-read event */
	UNSUP("0x00000000410fd480", "l2-code-read-misses"), /* cortex-x2: unified L2: no instruction-read event */
	UNSUP("0x00000000500f0000", "l2-code-read-misses"), /* emag: unified L2: no instruction-read event */
	UNSUP("0x00000000480fd010", "l2-code-read-misses"), /* hip08: unified L2: no instruction-read event */
	UNSUP("0x00000000410fd0c0", "l2-code-read-misses"), /* neoverse-n1: unified L2: no instruction-read event */
	UNSUP("0x00000000410fd490", "l2-code-read-misses"), /* neoverse-n2: unified L2: no instruction-read event */
	UNSUP("0x00000000410fd400", "l2-code-read-misses"), /* neoverse-v1: unified L2: no instruction-read event */
	UNSUP("0x00000000410fd4f0", "l2-code-read-misses"), /* neoverse-v2: unified L2: no instruction-read event */
	UNSUP("0x00000000420f5160", "l2-code-read-misses"), /* thunderx2: unified L2: no instruction-read event */
	UNSUP("0x00000000000f0510", "dtlb-load-misses"), /* arm64-arch-fallback: no table for the core, model-specific reading */
	UNSUP("0x00000000460f0010", "dtlb-load-misses"), /* a64fx: DTLB_WALK counts loads and stores together */
	UNSUP("0x00000000c00fac30", "dtlb-load-misses"), /* ampereone: DTLB_WALK counts loads and stores together */
	UNSUP("0x00000000c00fac40", "dtlb-load-misses"), /* ampereonex: DTLB_WALK counts loads and stores together */
	UNSUP("0x00000000410fd020", "dtlb-load-misses"), /* cortex-a34: DTLB_WALK counts loads and stores together */
	UNSUP("0x00000000410fd040", "dtlb-load-misses"), /* cortex-a35: DTLB_WALK counts loads and stores together */
	UNSUP("0x00000000410fd460", "dtlb-load-misses"), /* cortex-a510: DTLB_WALK counts loads and stores together */
	UNSUP("0x00000000410fd030", "dtlb-load-misses"), /* cortex-a53: DTLB_WALK counts loads and stores together */
	UNSUP("0x00000000410fd050", "dtlb-load-misses"), /* cortex-a55: DTLB_WALK counts loads and stores together */
	UNSUP("0x00000000410fd070", "dtlb-load-misses"), /* cortex-a57-a72: DTLB_WALK counts loads and stores together */
	UNSUP("0x00000000410fd060", "dtlb-load-misses"), /* cortex-a65-e1: DTLB_WALK counts loads and stores together */
	UNSUP("0x00000000410fd470", "dtlb-load-misses"), /* cortex-a710: DTLB_WALK counts loads and stores together */
	UNSUP("0x00000000410fd090", "dtlb-load-misses"), /* cortex-a73: DTLB_WALK counts loads and stores together */
	UNSUP("0x00000000410fd0a0", "dtlb-load-misses"), /* cortex-a75: DTLB_WALK counts loads and stores together */
	UNSUP("0x00000000410fd0b0", "dtlb-load-misses"), /* cortex-a76: DTLB_WALK counts loads and stores together */
	UNSUP("0x00000000410fd0d0", "dtlb-load-misses"), /* cortex-a77: DTLB_WALK counts loads and stores together */
	UNSUP("0x00000000410fd410", "dtlb-load-misses"), /* cortex-a78: DTLB_WALK counts loads and stores together */
	UNSUP("0x00000000410fd440", "dtlb-load-misses"), /* cortex-x1: DTLB_WALK counts loads and stores together */
	UNSUP("0x00000000410fd480", "dtlb-load-misses"), /* cortex-x2: DTLB_WALK counts loads and stores together */
	UNSUP("0x00000000500f0000", "dtlb-load-misses"), /* emag: DTLB_WALK counts loads and stores together */
	UNSUP("0x00000000480fd010", "dtlb-load-misses"), /* hip08: DTLB_WALK counts loads and stores together */
	UNSUP("0x00000000410fd0c0", "dtlb-load-misses"), /* neoverse-n1: DTLB_WALK counts loads and stores together */
	UNSUP("0x00000000410fd490", "dtlb-load-misses"), /* neoverse-n2: DTLB_WALK counts loads and stores together */
	UNSUP("0x00000000410fd400", "dtlb-load-misses"), /* neoverse-v1: DTLB_WALK counts loads and stores together */
	UNSUP("0x00000000410fd4f0", "dtlb-load-misses"), /* neoverse-v2: DTLB_WALK counts loads and stores together */
	UNSUP("0x00000000420f5160", "dtlb-load-misses"), /* thunderx2: DTLB_WALK counts loads and stores together */
	UNSUP("0x00000000000f0510", "dtlb-store-misses"), /* arm64-arch-fallback: no table for the core, model-specific reading */
	UNSUP("0x00000000460f0010", "dtlb-store-misses"), /* a64fx: DTLB_WALK counts loads and stores together */
	UNSUP("0x00000000c00fac30", "dtlb-store-misses"), /* ampereone: DTLB_WALK counts loads and stores together */
	UNSUP("0x00000000c00fac40", "dtlb-store-misses"), /* ampereonex: DTLB_WALK counts loads and stores together */
	UNSUP("0x00000000410fd020", "dtlb-store-misses"), /* cortex-a34: DTLB_WALK counts loads and stores together */
	UNSUP("0x00000000410fd040", "dtlb-store-misses"), /* cortex-a35: DTLB_WALK counts loads and stores together */
	UNSUP("0x00000000410fd460", "dtlb-store-misses"), /* cortex-a510: DTLB_WALK counts loads and stores together */
	UNSUP("0x00000000410fd030", "dtlb-store-misses"), /* cortex-a53: DTLB_WALK counts loads and stores together */
	UNSUP("0x00000000410fd050", "dtlb-store-misses"), /* cortex-a55: DTLB_WALK counts loads and stores together */
	UNSUP("0x00000000410fd070", "dtlb-store-misses"), /* cortex-a57-a72: DTLB_WALK counts loads and stores together */
	UNSUP("0x00000000410fd060", "dtlb-store-misses"), /* cortex-a65-e1: DTLB_WALK counts loads and stores together */
	UNSUP("0x00000000410fd470", "dtlb-store-misses"), /* cortex-a710: DTLB_WALK counts loads and stores together */
	UNSUP("0x00000000410fd090", "dtlb-store-misses"), /* cortex-a73: DTLB_WALK counts loads and stores together */
	UNSUP("0x00000000410fd0a0", "dtlb-store-misses"), /* cortex-a75: DTLB_WALK counts loads and stores together */
	UNSUP("0x00000000410fd0b0", "dtlb-store-misses"), /* cortex-a76: DTLB_WALK counts loads and stores together */
	UNSUP("0x00000000410fd0d0", "dtlb-store-misses"), /* cortex-a77: DTLB_WALK counts loads and stores together */
	UNSUP("0x00000000410fd410", "dtlb-store-misses"), /* cortex-a78: DTLB_WALK counts loads and stores together */
	UNSUP("0x00000000410fd440", "dtlb-store-misses"), /* cortex-x1: DTLB_WALK counts loads and stores together */
	UNSUP("0x00000000410fd480", "dtlb-store-misses"), /* cortex-x2: DTLB_WALK counts loads and stores together */
	UNSUP("0x00000000500f0000", "dtlb-store-misses"), /* emag: DTLB_WALK counts loads and stores together */
	UNSUP("0x00000000480fd010", "dtlb-store-misses"), /* hip08: DTLB_WALK counts loads and stores together */
	UNSUP("0x00000000410fd0c0", "dtlb-store-misses"), /* neoverse-n1: DTLB_WALK counts loads and stores together */
	UNSUP("0x00000000410fd490", "dtlb-store-misses"), /* neoverse-n2: DTLB_WALK counts loads and stores together */
	UNSUP("0x00000000410fd400", "dtlb-store-misses"), /* neoverse-v1: DTLB_WALK counts loads and stores together */
	UNSUP("0x00000000410fd4f0", "dtlb-store-misses"), /* neoverse-v2: DTLB_WALK counts loads and stores together */
	UNSUP("0x00000000420f5160", "dtlb-store-misses"), /* thunderx2: DTLB_WALK counts loads and stores together */
	UNSUP("0x00000000000f0510", "itlb-misses"), /* arm64-arch-fallback: no table for the core, model-specific reading */
	RAW("0x00000000460f0010", "itlb-misses", 0x2e, 0x0), /* a64fx: perf JSON fujitsu/a64fx L2I_TLB_REFILL (approx) */
	RAW("0x00000000c00fac30", "itlb-misses", 0x35, 0x0), /* ampereone: perf JSON ampere/ampereone ITLB_WALK (approx) */
	RAW("0x00000000c00fac40", "itlb-misses", 0x35, 0x0), /* ampereonex: perf JSON ampere/ampereonex ITLB_WALK (approx) */
	UNSUP("0x00000000410fd020", "itlb-misses"), /* cortex-a34: no ITLB_WALK */
	UNSUP("0x00000000410fd040", "itlb-misses"), /* cortex-a35: no ITLB_WALK */
	RAW("0x00000000410fd460", "itlb-misses", 0x35, 0x0), /* cortex-a510: perf JSON arm/cortex-a510 ITLB_WALK (approx) */
	UNSUP("0x00000000410fd030", "itlb-misses"), /* cortex-a53: no ITLB_WALK */
	RAW("0x00000000410fd050", "itlb-misses", 0x35, 0x0), /* cortex-a55: perf JSON arm/cortex-a55 ITLB_WALK (approx) */
	UNSUP("0x00000000410fd070", "itlb-misses"), /* cortex-a57-a72: no ITLB_WALK */
	RAW("0x00000000410fd060", "itlb-misses", 0x35, 0x0), /* cortex-a65-e1: perf JSON arm/cortex-a65-e1 ITLB_WALK (approx) */
	RAW("0x00000000410fd470", "itlb-misses", 0x35, 0x0), /* cortex-a710: perf JSON arm/cortex-a710 ITLB_WALK (approx) */
	UNSUP("0x00000000410fd090", "itlb-misses"), /* cortex-a73: no ITLB_WALK */
	RAW("0x00000000410fd0a0", "itlb-misses", 0x35, 0x0), /* cortex-a75: perf JSON arm/cortex-a75 ITLB_WALK (approx) */
	RAW("0x00000000410fd0b0", "itlb-misses", 0x35, 0x0), /* cortex-a76: perf JSON arm/cortex-a76 ITLB_WALK (approx) */
	RAW("0x00000000410fd0d0", "itlb-misses", 0x35, 0x0), /* cortex-a77: perf JSON arm/cortex-a77 ITLB_WALK (approx) */
	RAW("0x00000000410fd410", "itlb-misses", 0x35, 0x0), /* cortex-a78: perf JSON arm/cortex-a78 ITLB_WALK (approx) */
	RAW("0x00000000410fd440", "itlb-misses", 0x35, 0x0), /* cortex-x1: perf JSON arm/cortex-x1 ITLB_WALK (approx) */
	RAW("0x00000000410fd480", "itlb-misses", 0x35, 0x0), /* cortex-x2: perf JSON arm/cortex-x2 ITLB_WALK (approx) */
	RAW("0x00000000500f0000", "itlb-misses", 0x35, 0x0), /* emag: perf JSON ampere/emag L2I_TLB_ACCESS (approx) */
	RAW("0x00000000480fd010", "itlb-misses", 0x35, 0x0), /* hip08: libpfm4 arm_kunpeng ITLB_WALK (approx) */
	RAW("0x00000000410fd0c0", "itlb-misses", 0x35, 0x0), /* neoverse-n1: perf JSON arm/neoverse-n1 ITLB_WALK (approx) */
	RAW("0x00000000410fd490", "itlb-misses", 0x35, 0x0), /* neoverse-n2: perf JSON arm/neoverse-n2-v2 ITLB_WALK (approx) */
	RAW("0x00000000410fd400", "itlb-misses", 0x35, 0x0), /* neoverse-v1: perf JSON arm/neoverse-v1 ITLB_WALK (approx) */
	RAW("0x00000000410fd4f0", "itlb-misses", 0x35, 0x0), /* neoverse-v2: perf JSON arm/neoverse-n2-v2 ITLB_WALK (approx) */
	UNSUP("0x00000000420f5160", "itlb-misses"), /* thunderx2: no ITLB_WALK */
	RAW("0x00000000000f0510", "stalled-cycles-frontend", 0x23, 0x0), /* arm64-arch-fallback: STALL_FRONTEND, Linux 6.12 armv8_pmuv3_perf_map (approx) */
	RAW("0x00000000460f0010", "stalled-cycles-frontend", 0x23, 0x0), /* a64fx: perf JSON fujitsu/a64fx STALL_FRONTEND (approx) */
	RAW("0x00000000c00fac30", "stalled-cycles-frontend", 0x23, 0x0), /* ampereone: perf JSON ampere/ampereone STALL_FRONTEND (approx) */
	RAW("0x00000000c00fac40", "stalled-cycles-frontend", 0x23, 0x0), /* ampereonex: perf JSON ampere/ampereonex STALL_FRONTEND (approx) */
	UNSUP("0x00000000410fd020", "stalled-cycles-frontend"), /* cortex-a34: no STALL_FRONTEND */
	UNSUP("0x00000000410fd040", "stalled-cycles-frontend"), /* cortex-a35: no STALL_FRONTEND */
	RAW("0x00000000410fd460", "stalled-cycles-frontend", 0x23, 0x0), /* cortex-a510: perf JSON arm/cortex-a510 STALL_FRONTEND (approx) */
	UNSUP("0x00000000410fd030", "stalled-cycles-frontend"), /* cortex-a53: no STALL_FRONTEND */
	RAW("0x00000000410fd050", "stalled-cycles-frontend", 0x23, 0x0), /* cortex-a55: perf JSON arm/cortex-a55 STALL_FRONTEND (approx) */
	UNSUP("0x00000000410fd070", "stalled-cycles-frontend"), /* cortex-a57-a72: no STALL_FRONTEND */
	RAW("0x00000000410fd060", "stalled-cycles-frontend", 0x23, 0x0), /* cortex-a65-e1: perf JSON arm/cortex-a65-e1 STALL_FRONTEND (approx) */
	RAW("0x00000000410fd470", "stalled-cycles-frontend", 0x23, 0x0), /* cortex-a710: perf JSON arm/cortex-a710 STALL_FRONTEND (approx) */
	UNSUP("0x00000000410fd090", "stalled-cycles-frontend"), /* cortex-a73: no STALL_FRONTEND */
	RAW("0x00000000410fd0a0", "stalled-cycles-frontend", 0x23, 0x0), /* cortex-a75: perf JSON arm/cortex-a75 STALL_FRONTEND (approx) */
	RAW("0x00000000410fd0b0", "stalled-cycles-frontend", 0x23, 0x0), /* cortex-a76: perf JSON arm/cortex-a76 STALL_FRONTEND (approx) */
	RAW("0x00000000410fd0d0", "stalled-cycles-frontend", 0x23, 0x0), /* cortex-a77: perf JSON arm/cortex-a77 STALL_FRONTEND (approx) */
	RAW("0x00000000410fd410", "stalled-cycles-frontend", 0x23, 0x0), /* cortex-a78: perf JSON arm/cortex-a78 STALL_FRONTEND (approx) */
	RAW("0x00000000410fd440", "stalled-cycles-frontend", 0x23, 0x0), /* cortex-x1: perf JSON arm/cortex-x1 STALL_FRONTEND (approx) */
	RAW("0x00000000410fd480", "stalled-cycles-frontend", 0x23, 0x0), /* cortex-x2: perf JSON arm/cortex-x2 STALL_FRONTEND (approx) */
	RAW("0x00000000500f0000", "stalled-cycles-frontend", 0x108, 0x0), /* emag: perf JSON ampere/emag DECODE_STALL (approx) */
	RAW("0x00000000480fd010", "stalled-cycles-frontend", 0x23, 0x0), /* hip08: libpfm4 arm_kunpeng STALL_FRONTEND (approx) */
	RAW("0x00000000410fd0c0", "stalled-cycles-frontend", 0x23, 0x0), /* neoverse-n1: perf JSON arm/neoverse-n1 STALL_FRONTEND (approx) */
	RAW("0x00000000410fd490", "stalled-cycles-frontend", 0x23, 0x0), /* neoverse-n2: perf JSON arm/neoverse-n2-v2 STALL_FRONTEND (approx) */
	RAW("0x00000000410fd400", "stalled-cycles-frontend", 0x23, 0x0), /* neoverse-v1: perf JSON arm/neoverse-v1 STALL_FRONTEND (approx) */
	RAW("0x00000000410fd4f0", "stalled-cycles-frontend", 0x23, 0x0), /* neoverse-v2: perf JSON arm/neoverse-n2-v2 STALL_FRONTEND (approx) */
	RAW("0x00000000420f5160", "stalled-cycles-frontend", 0x23, 0x0), /* thunderx2: libpfm4 arm_thunderx2 STALL_FRONTEND (approx) */
	RAW("0x00000000000f0510", "stalled-cycles-backend", 0x24, 0x0), /* arm64-arch-fallback: STALL_BACKEND, Linux 6.12 armv8_pmuv3_perf_map (approx) */
	UNSUP("0x00000000000f0510", "stalled-cycles-issue"), /* arm64-arch-fallback: the Arm fallback counts the architected events every PMUv3 */
	UNSUP("0x00000000000f0510", "stalled-cycles-retire"), /* arm64-arch-fallback: Arm defines no event counting cycles without retirement */
	UNSUP("0x00000000000f0510", "stalled-cycles-mem"), /* arm64-arch-fallback: no count of cycles stalled on an outstanding load */
	UNSUP("0x00000000000f0510", "hw-interrupts"), /* arm64-arch-fallback: no interrupt count */
	UNSUP("0x00000000000f0510", "l1d-writebacks"), /* arm64-arch-fallback: no write-back count */
	UNSUP("0x00000000000f0510", "l2-writebacks"), /* arm64-arch-fallback: no write-back count */
	UNSUP("0x00000000000f0510", "l1d-references"), /* arm64-arch-fallback: the Arm fallback counts the architected events the kernel */
	UNSUP("0x00000000000f0510", "l1d-loads"), /* arm64-arch-fallback: the Arm fallback counts the architected events the kernel */
	UNSUP("0x00000000000f0510", "l1d-stores"), /* arm64-arch-fallback: the Arm fallback counts the architected events the kernel */
	UNSUP("0x00000000000f0510", "l1i-references"), /* arm64-arch-fallback: the Arm fallback counts the architected events the kernel */
	RAW("0x00000000460f0010", "stalled-cycles-backend", 0x24, 0x0), /* a64fx: perf JSON fujitsu/a64fx STALL_BACKEND (approx) */
	SUM("0x00000000460f0010", "stalled-cycles-issue", 0x23, 0, 0x24, 0), /* a64fx: STALL_FRONTEND + STALL_BACKEND (approx) */
	RAW("0x00000000460f0010", "stalled-cycles-retire", 0x190, 0x0), /* a64fx: 0INST_COMMIT (approx) */
	RAW("0x00000000460f0010", "stalled-cycles-mem", 0x184, 0x0), /* a64fx: LD_COMP_WAIT (approx) */
	SUM("0x00000000460f0010", "hw-interrupts", 0x86, 0, 0x87, 0), /* a64fx: EXC_IRQ + EXC_FIQ (approx) */
	RAW("0x00000000460f0010", "l1d-writebacks", 0x15, 0x0), /* a64fx: L1D_CACHE_WB (approx) */
	RAW("0x00000000460f0010", "l2-writebacks", 0x18, 0x0), /* a64fx: L2D_CACHE_WB (approx) */
	RAW("0x00000000460f0010", "l1d-references", 0x4, 0x0), /* a64fx: L1D_CACHE (approx) */
	UNSUP("0x00000000460f0010", "l1d-loads"), /* a64fx: neither perf's JSON for Fujitsu A64FX nor libpfm4 lists */
	UNSUP("0x00000000460f0010", "l1d-stores"), /* a64fx: neither perf's JSON for Fujitsu A64FX nor libpfm4 lists */
	RAW("0x00000000460f0010", "l1i-references", 0x14, 0x0), /* a64fx: L1I_CACHE (approx) */
	RAW("0x00000000c00fac30", "stalled-cycles-backend", 0x24, 0x0), /* ampereone: perf JSON ampere/ampereone STALL_BACKEND (approx) */
	RAW("0x00000000c00fac30", "stalled-cycles-issue", 0x3c, 0x0), /* ampereone: STALL (approx) */
	UNSUP("0x00000000c00fac30", "stalled-cycles-retire"), /* ampereone: Arm defines no event counting cycles without retirement */
	RAW("0x00000000c00fac30", "stalled-cycles-mem", 0x4005, 0x0), /* ampereone: STALL_BACKEND_MEM (approx) */
	SUM("0x00000000c00fac30", "hw-interrupts", 0x86, 0, 0x87, 0), /* ampereone: EXC_IRQ + EXC_FIQ (approx) */
	UNSUP("0x00000000c00fac30", "l1d-writebacks"), /* ampereone: no write-back count */
	RAW("0x00000000c00fac30", "l2-writebacks", 0x18, 0x0), /* ampereone: L2D_CACHE_WB (approx) */
	RAW("0x00000000c00fac30", "l1d-references", 0x4, 0x0), /* ampereone: L1D_CACHE (approx) */
	RAW("0x00000000c00fac30", "l1d-loads", 0x40, 0x0), /* ampereone: L1D_CACHE_RD (approx) */
	RAW("0x00000000c00fac30", "l1d-stores", 0x41, 0x0), /* ampereone: L1D_CACHE_WR (approx) */
	RAW("0x00000000c00fac30", "l1i-references", 0x14, 0x0), /* ampereone: L1I_CACHE (approx) */
	RAW("0x00000000c00fac40", "stalled-cycles-backend", 0x24, 0x0), /* ampereonex: perf JSON ampere/ampereonex STALL_BACKEND (approx) */
	RAW("0x00000000c00fac40", "stalled-cycles-issue", 0x3c, 0x0), /* ampereonex: STALL (approx) */
	UNSUP("0x00000000c00fac40", "stalled-cycles-retire"), /* ampereonex: Arm defines no event counting cycles without retirement */
	RAW("0x00000000c00fac40", "stalled-cycles-mem", 0x4005, 0x0), /* ampereonex: STALL_BACKEND_MEM (approx) */
	SUM("0x00000000c00fac40", "hw-interrupts", 0x86, 0, 0x87, 0), /* ampereonex: EXC_IRQ + EXC_FIQ (approx) */
	UNSUP("0x00000000c00fac40", "l1d-writebacks"), /* ampereonex: no write-back count */
	RAW("0x00000000c00fac40", "l2-writebacks", 0x18, 0x0), /* ampereonex: L2D_CACHE_WB (approx) */
	RAW("0x00000000c00fac40", "l1d-references", 0x4, 0x0), /* ampereonex: L1D_CACHE (approx) */
	RAW("0x00000000c00fac40", "l1d-loads", 0x40, 0x0), /* ampereonex: L1D_CACHE_RD (approx) */
	RAW("0x00000000c00fac40", "l1d-stores", 0x41, 0x0), /* ampereonex: L1D_CACHE_WR (approx) */
	RAW("0x00000000c00fac40", "l1i-references", 0x14, 0x0), /* ampereonex: L1I_CACHE (approx) */
	UNSUP("0x00000000410fd020", "stalled-cycles-backend"), /* cortex-a34: no STALL_BACKEND */
	UNSUP("0x00000000410fd020", "stalled-cycles-issue"), /* cortex-a34: perf's JSON for Arm Cortex-A34 lists no STALL (0x3C), the */
	UNSUP("0x00000000410fd020", "stalled-cycles-retire"), /* cortex-a34: Arm defines no event counting cycles without retirement */
	UNSUP("0x00000000410fd020", "stalled-cycles-mem"), /* cortex-a34: no count of cycles stalled on an outstanding load */
	SUM("0x00000000410fd020", "hw-interrupts", 0x86, 0, 0x87, 0), /* cortex-a34: EXC_IRQ + EXC_FIQ (approx) */
	RAW("0x00000000410fd020", "l1d-writebacks", 0x15, 0x0), /* cortex-a34: L1D_CACHE_WB (approx) */
	RAW("0x00000000410fd020", "l2-writebacks", 0x18, 0x0), /* cortex-a34: L2D_CACHE_WB (approx) */
	RAW("0x00000000410fd020", "l1d-references", 0x4, 0x0), /* cortex-a34: L1D_CACHE (approx) */
	UNSUP("0x00000000410fd020", "l1d-loads"), /* cortex-a34: neither perf's JSON for Arm Cortex-A34 nor libpfm4 lists */
	UNSUP("0x00000000410fd020", "l1d-stores"), /* cortex-a34: neither perf's JSON for Arm Cortex-A34 nor libpfm4 lists */
	RAW("0x00000000410fd020", "l1i-references", 0x14, 0x0), /* cortex-a34: L1I_CACHE (approx) */
	UNSUP("0x00000000410fd040", "stalled-cycles-backend"), /* cortex-a35: no STALL_BACKEND */
	UNSUP("0x00000000410fd040", "stalled-cycles-issue"), /* cortex-a35: perf's JSON for Arm Cortex-A35 lists no STALL (0x3C), the */
	UNSUP("0x00000000410fd040", "stalled-cycles-retire"), /* cortex-a35: Arm defines no event counting cycles without retirement */
	UNSUP("0x00000000410fd040", "stalled-cycles-mem"), /* cortex-a35: no count of cycles stalled on an outstanding load */
	SUM("0x00000000410fd040", "hw-interrupts", 0x86, 0, 0x87, 0), /* cortex-a35: EXC_IRQ + EXC_FIQ (approx) */
	RAW("0x00000000410fd040", "l1d-writebacks", 0x15, 0x0), /* cortex-a35: L1D_CACHE_WB (approx) */
	RAW("0x00000000410fd040", "l2-writebacks", 0x18, 0x0), /* cortex-a35: L2D_CACHE_WB (approx) */
	RAW("0x00000000410fd040", "l1d-references", 0x4, 0x0), /* cortex-a35: L1D_CACHE (approx) */
	UNSUP("0x00000000410fd040", "l1d-loads"), /* cortex-a35: neither perf's JSON for Arm Cortex-A35 nor libpfm4 lists */
	UNSUP("0x00000000410fd040", "l1d-stores"), /* cortex-a35: neither perf's JSON for Arm Cortex-A35 nor libpfm4 lists */
	RAW("0x00000000410fd040", "l1i-references", 0x14, 0x0), /* cortex-a35: L1I_CACHE (approx) */
	RAW("0x00000000410fd460", "stalled-cycles-backend", 0x24, 0x0), /* cortex-a510: perf JSON arm/cortex-a510 STALL_BACKEND (approx) */
	RAW("0x00000000410fd460", "stalled-cycles-issue", 0x3c, 0x0), /* cortex-a510: STALL (approx) */
	UNSUP("0x00000000410fd460", "stalled-cycles-retire"), /* cortex-a510: Arm defines no event counting cycles without retirement */
	RAW("0x00000000410fd460", "stalled-cycles-mem", 0x4005, 0x0), /* cortex-a510: STALL_BACKEND_MEM (approx) */
	SUM("0x00000000410fd460", "hw-interrupts", 0x86, 0, 0x87, 0), /* cortex-a510: EXC_IRQ + EXC_FIQ (approx) */
	RAW("0x00000000410fd460", "l1d-writebacks", 0x15, 0x0), /* cortex-a510: L1D_CACHE_WB (approx) */
	RAW("0x00000000410fd460", "l2-writebacks", 0x18, 0x0), /* cortex-a510: L2D_CACHE_WB (approx) */
	RAW("0x00000000410fd460", "l1d-references", 0x4, 0x0), /* cortex-a510: L1D_CACHE (approx) */
	RAW("0x00000000410fd460", "l1d-loads", 0x40, 0x0), /* cortex-a510: L1D_CACHE_RD (approx) */
	RAW("0x00000000410fd460", "l1d-stores", 0x41, 0x0), /* cortex-a510: L1D_CACHE_WR (approx) */
	RAW("0x00000000410fd460", "l1i-references", 0x14, 0x0), /* cortex-a510: L1I_CACHE (approx) */
	UNSUP("0x00000000410fd030", "stalled-cycles-backend"), /* cortex-a53: no STALL_BACKEND */
	UNSUP("0x00000000410fd030", "stalled-cycles-issue"), /* cortex-a53: perf's JSON for Arm Cortex-A53 lists no STALL (0x3C), the */
	UNSUP("0x00000000410fd030", "stalled-cycles-retire"), /* cortex-a53: Arm defines no event counting cycles without retirement */
	RAW("0x00000000410fd030", "stalled-cycles-mem", 0xe7, 0x0), /* cortex-a53: perf LD_DEP_STALL (approx: Wr-stage stalls on L1 misses) */
	SUM("0x00000000410fd030", "hw-interrupts", 0x86, 0, 0x87, 0), /* cortex-a53: EXC_IRQ + EXC_FIQ (approx) */
	UNSUP("0x00000000410fd030", "l1d-writebacks"), /* cortex-a53: no write-back count */
	UNSUP("0x00000000410fd030", "l2-writebacks"), /* cortex-a53: no write-back count */
	RAW("0x00000000410fd030", "l1d-references", 0x4, 0x0), /* cortex-a53: L1D_CACHE_ACCESS (approx) */
	UNSUP("0x00000000410fd030", "l1d-loads"), /* cortex-a53: neither perf's JSON for Arm Cortex-A53 nor libpfm4 lists */
	UNSUP("0x00000000410fd030", "l1d-stores"), /* cortex-a53: neither perf's JSON for Arm Cortex-A53 nor libpfm4 lists */
	RAW("0x00000000410fd030", "l1i-references", 0x14, 0x0), /* cortex-a53: L1I_CACHE_ACCESS (approx) */
	RAW("0x00000000410fd050", "stalled-cycles-backend", 0x24, 0x0), /* cortex-a55: perf JSON arm/cortex-a55 STALL_BACKEND (approx) */
	UNSUP("0x00000000410fd050", "stalled-cycles-issue"), /* cortex-a55: perf's JSON for Arm Cortex-A55 lists no STALL (0x3C), the */
	UNSUP("0x00000000410fd050", "stalled-cycles-retire"), /* cortex-a55: Arm defines no event counting cycles without retirement */
	RAW("0x00000000410fd050", "stalled-cycles-mem", 0xe9, 0x0), /* cortex-a55: perf STALL_BACKEND_LD_CACHE (approx) */
	SUM("0x00000000410fd050", "hw-interrupts", 0x86, 0, 0x87, 0), /* cortex-a55: EXC_IRQ + EXC_FIQ (approx) */
	RAW("0x00000000410fd050", "l1d-writebacks", 0x15, 0x0), /* cortex-a55: L1D_CACHE_WB (approx) */
	RAW("0x00000000410fd050", "l2-writebacks", 0x18, 0x0), /* cortex-a55: L2D_CACHE_WB (approx) */
	RAW("0x00000000410fd050", "l1d-references", 0x4, 0x0), /* cortex-a55: L1D_CACHE (approx) */
	RAW("0x00000000410fd050", "l1d-loads", 0x40, 0x0), /* cortex-a55: L1D_CACHE_RD (approx) */
	RAW("0x00000000410fd050", "l1d-stores", 0x41, 0x0), /* cortex-a55: L1D_CACHE_WR (approx) */
	RAW("0x00000000410fd050", "l1i-references", 0x14, 0x0), /* cortex-a55: L1I_CACHE (approx) */
	UNSUP("0x00000000410fd070", "stalled-cycles-backend"), /* cortex-a57-a72: no STALL_BACKEND */
	UNSUP("0x00000000410fd070", "stalled-cycles-issue"), /* cortex-a57-a72: perf's JSON for Arm Cortex-A57 and Cortex-A72 lists no */
	UNSUP("0x00000000410fd070", "stalled-cycles-retire"), /* cortex-a57-a72: Arm defines no event counting cycles without retirement */
	UNSUP("0x00000000410fd070", "stalled-cycles-mem"), /* cortex-a57-a72: no count of cycles stalled on an outstanding load */
	SUM("0x00000000410fd070", "hw-interrupts", 0x86, 0, 0x87, 0), /* cortex-a57-a72: EXC_IRQ + EXC_FIQ (approx) */
	RAW("0x00000000410fd070", "l1d-writebacks", 0x15, 0x0), /* cortex-a57-a72: L1D_CACHE_WB (approx) */
	RAW("0x00000000410fd070", "l2-writebacks", 0x18, 0x0), /* cortex-a57-a72: L2D_CACHE_WB (approx) */
	RAW("0x00000000410fd070", "l1d-references", 0x4, 0x0), /* cortex-a57-a72: L1D_CACHE (approx) */
	RAW("0x00000000410fd070", "l1d-loads", 0x40, 0x0), /* cortex-a57-a72: L1D_CACHE_RD (approx) */
	RAW("0x00000000410fd070", "l1d-stores", 0x41, 0x0), /* cortex-a57-a72: L1D_CACHE_WR (approx) */
	RAW("0x00000000410fd070", "l1i-references", 0x14, 0x0), /* cortex-a57-a72: L1I_CACHE (approx) */
	RAW("0x00000000410fd060", "stalled-cycles-backend", 0x24, 0x0), /* cortex-a65-e1: perf JSON arm/cortex-a65-e1 STALL_BACKEND (approx) */
	UNSUP("0x00000000410fd060", "stalled-cycles-issue"), /* cortex-a65-e1: perf's JSON for Arm Cortex-A65 and Neoverse E1 lists no */
	UNSUP("0x00000000410fd060", "stalled-cycles-retire"), /* cortex-a65-e1: Arm defines no event counting cycles without retirement */
	UNSUP("0x00000000410fd060", "stalled-cycles-mem"), /* cortex-a65-e1: no count of cycles stalled on an outstanding load */
	SUM("0x00000000410fd060", "hw-interrupts", 0x86, 0, 0x87, 0), /* cortex-a65-e1: EXC_IRQ + EXC_FIQ (approx) */
	RAW("0x00000000410fd060", "l1d-writebacks", 0x15, 0x0), /* cortex-a65-e1: L1D_CACHE_WB (approx) */
	RAW("0x00000000410fd060", "l2-writebacks", 0x18, 0x0), /* cortex-a65-e1: L2D_CACHE_WB (approx) */
	RAW("0x00000000410fd060", "l1d-references", 0x4, 0x0), /* cortex-a65-e1: L1D_CACHE (approx) */
	RAW("0x00000000410fd060", "l1d-loads", 0x40, 0x0), /* cortex-a65-e1: L1D_CACHE_RD (approx) */
	RAW("0x00000000410fd060", "l1d-stores", 0x41, 0x0), /* cortex-a65-e1: L1D_CACHE_WR (approx) */
	RAW("0x00000000410fd060", "l1i-references", 0x14, 0x0), /* cortex-a65-e1: L1I_CACHE (approx) */
	RAW("0x00000000410fd470", "stalled-cycles-backend", 0x24, 0x0), /* cortex-a710: perf JSON arm/cortex-a710 STALL_BACKEND (approx) */
	RAW("0x00000000410fd470", "stalled-cycles-issue", 0x3c, 0x0), /* cortex-a710: STALL (approx) */
	UNSUP("0x00000000410fd470", "stalled-cycles-retire"), /* cortex-a710: Arm defines no event counting cycles without retirement */
	RAW("0x00000000410fd470", "stalled-cycles-mem", 0x4005, 0x0), /* cortex-a710: STALL_BACKEND_MEM (approx) */
	SUM("0x00000000410fd470", "hw-interrupts", 0x86, 0, 0x87, 0), /* cortex-a710: EXC_IRQ + EXC_FIQ (approx) */
	RAW("0x00000000410fd470", "l1d-writebacks", 0x15, 0x0), /* cortex-a710: L1D_CACHE_WB (approx) */
	RAW("0x00000000410fd470", "l2-writebacks", 0x18, 0x0), /* cortex-a710: L2D_CACHE_WB (approx) */
	RAW("0x00000000410fd470", "l1d-references", 0x4, 0x0), /* cortex-a710: L1D_CACHE (approx) */
	RAW("0x00000000410fd470", "l1d-loads", 0x40, 0x0), /* cortex-a710: L1D_CACHE_RD (approx) */
	RAW("0x00000000410fd470", "l1d-stores", 0x41, 0x0), /* cortex-a710: L1D_CACHE_WR (approx) */
	RAW("0x00000000410fd470", "l1i-references", 0x14, 0x0), /* cortex-a710: L1I_CACHE (approx) */
	UNSUP("0x00000000410fd090", "stalled-cycles-backend"), /* cortex-a73: no STALL_BACKEND */
	UNSUP("0x00000000410fd090", "stalled-cycles-issue"), /* cortex-a73: perf's JSON for Arm Cortex-A73 lists no STALL (0x3C), the */
	UNSUP("0x00000000410fd090", "stalled-cycles-retire"), /* cortex-a73: Arm defines no event counting cycles without retirement */
	UNSUP("0x00000000410fd090", "stalled-cycles-mem"), /* cortex-a73: no count of cycles stalled on an outstanding load */
	UNSUP("0x00000000410fd090", "hw-interrupts"), /* cortex-a73: no interrupt count */
	RAW("0x00000000410fd090", "l1d-writebacks", 0x15, 0x0), /* cortex-a73: L1D_CACHE_WB (approx) */
	RAW("0x00000000410fd090", "l2-writebacks", 0x18, 0x0), /* cortex-a73: L2D_CACHE_WB (approx) */
	RAW("0x00000000410fd090", "l1d-references", 0x4, 0x0), /* cortex-a73: L1D_CACHE (approx) */
	RAW("0x00000000410fd090", "l1d-loads", 0x40, 0x0), /* cortex-a73: L1D_CACHE_RD (approx) */
	RAW("0x00000000410fd090", "l1d-stores", 0x41, 0x0), /* cortex-a73: L1D_CACHE_WR (approx) */
	RAW("0x00000000410fd090", "l1i-references", 0x14, 0x0), /* cortex-a73: L1I_CACHE (approx) */
	RAW("0x00000000410fd0a0", "stalled-cycles-backend", 0x24, 0x0), /* cortex-a75: perf JSON arm/cortex-a75 STALL_BACKEND (approx) */
	UNSUP("0x00000000410fd0a0", "stalled-cycles-issue"), /* cortex-a75: perf's JSON for Arm Cortex-A75 lists no STALL (0x3C), the */
	UNSUP("0x00000000410fd0a0", "stalled-cycles-retire"), /* cortex-a75: Arm defines no event counting cycles without retirement */
	UNSUP("0x00000000410fd0a0", "stalled-cycles-mem"), /* cortex-a75: no count of cycles stalled on an outstanding load */
	UNSUP("0x00000000410fd0a0", "hw-interrupts"), /* cortex-a75: no interrupt count */
	RAW("0x00000000410fd0a0", "l1d-writebacks", 0x15, 0x0), /* cortex-a75: L1D_CACHE_WB (approx) */
	RAW("0x00000000410fd0a0", "l2-writebacks", 0x18, 0x0), /* cortex-a75: L2D_CACHE_WB (approx) */
	RAW("0x00000000410fd0a0", "l1d-references", 0x4, 0x0), /* cortex-a75: L1D_CACHE (approx) */
	RAW("0x00000000410fd0a0", "l1d-loads", 0x40, 0x0), /* cortex-a75: L1D_CACHE_RD (approx) */
	RAW("0x00000000410fd0a0", "l1d-stores", 0x41, 0x0), /* cortex-a75: L1D_CACHE_WR (approx) */
	RAW("0x00000000410fd0a0", "l1i-references", 0x14, 0x0), /* cortex-a75: L1I_CACHE (approx) */
	RAW("0x00000000410fd0b0", "stalled-cycles-backend", 0x24, 0x0), /* cortex-a76: perf JSON arm/cortex-a76 STALL_BACKEND (approx) */
	UNSUP("0x00000000410fd0b0", "stalled-cycles-issue"), /* cortex-a76: perf's JSON for Arm Cortex-A76 lists no STALL (0x3C), the */
	UNSUP("0x00000000410fd0b0", "stalled-cycles-retire"), /* cortex-a76: Arm defines no event counting cycles without retirement */
	UNSUP("0x00000000410fd0b0", "stalled-cycles-mem"), /* cortex-a76: no count of cycles stalled on an outstanding load */
	SUM("0x00000000410fd0b0", "hw-interrupts", 0x86, 0, 0x87, 0), /* cortex-a76: EXC_IRQ + EXC_FIQ (approx) */
	RAW("0x00000000410fd0b0", "l1d-writebacks", 0x15, 0x0), /* cortex-a76: L1D_CACHE_WB (approx) */
	RAW("0x00000000410fd0b0", "l2-writebacks", 0x18, 0x0), /* cortex-a76: L2D_CACHE_WB (approx) */
	RAW("0x00000000410fd0b0", "l1d-references", 0x4, 0x0), /* cortex-a76: L1D_CACHE (approx) */
	RAW("0x00000000410fd0b0", "l1d-loads", 0x40, 0x0), /* cortex-a76: L1D_CACHE_RD (approx) */
	RAW("0x00000000410fd0b0", "l1d-stores", 0x41, 0x0), /* cortex-a76: L1D_CACHE_WR (approx) */
	RAW("0x00000000410fd0b0", "l1i-references", 0x14, 0x0), /* cortex-a76: L1I_CACHE (approx) */
	RAW("0x00000000410fd0d0", "stalled-cycles-backend", 0x24, 0x0), /* cortex-a77: perf JSON arm/cortex-a77 STALL_BACKEND (approx) */
	UNSUP("0x00000000410fd0d0", "stalled-cycles-issue"), /* cortex-a77: perf's JSON for Arm Cortex-A77 lists no STALL (0x3C), the */
	UNSUP("0x00000000410fd0d0", "stalled-cycles-retire"), /* cortex-a77: Arm defines no event counting cycles without retirement */
	UNSUP("0x00000000410fd0d0", "stalled-cycles-mem"), /* cortex-a77: no count of cycles stalled on an outstanding load */
	SUM("0x00000000410fd0d0", "hw-interrupts", 0x86, 0, 0x87, 0), /* cortex-a77: EXC_IRQ + EXC_FIQ (approx) */
	RAW("0x00000000410fd0d0", "l1d-writebacks", 0x15, 0x0), /* cortex-a77: L1D_CACHE_WB (approx) */
	RAW("0x00000000410fd0d0", "l2-writebacks", 0x18, 0x0), /* cortex-a77: L2D_CACHE_WB (approx) */
	RAW("0x00000000410fd0d0", "l1d-references", 0x4, 0x0), /* cortex-a77: L1D_CACHE (approx) */
	RAW("0x00000000410fd0d0", "l1d-loads", 0x40, 0x0), /* cortex-a77: L1D_CACHE_RD (approx) */
	RAW("0x00000000410fd0d0", "l1d-stores", 0x41, 0x0), /* cortex-a77: L1D_CACHE_WR (approx) */
	RAW("0x00000000410fd0d0", "l1i-references", 0x14, 0x0), /* cortex-a77: L1I_CACHE (approx) */
	RAW("0x00000000410fd410", "stalled-cycles-backend", 0x24, 0x0), /* cortex-a78: perf JSON arm/cortex-a78 STALL_BACKEND (approx) */
	RAW("0x00000000410fd410", "stalled-cycles-issue", 0x3c, 0x0), /* cortex-a78: STALL (approx) */
	UNSUP("0x00000000410fd410", "stalled-cycles-retire"), /* cortex-a78: Arm defines no event counting cycles without retirement */
	RAW("0x00000000410fd410", "stalled-cycles-mem", 0x4005, 0x0), /* cortex-a78: STALL_BACKEND_MEM (approx) */
	SUM("0x00000000410fd410", "hw-interrupts", 0x86, 0, 0x87, 0), /* cortex-a78: EXC_IRQ + EXC_FIQ (approx) */
	RAW("0x00000000410fd410", "l1d-writebacks", 0x15, 0x0), /* cortex-a78: L1D_CACHE_WB (approx) */
	RAW("0x00000000410fd410", "l2-writebacks", 0x18, 0x0), /* cortex-a78: L2D_CACHE_WB (approx) */
	RAW("0x00000000410fd410", "l1d-references", 0x4, 0x0), /* cortex-a78: L1D_CACHE (approx) */
	RAW("0x00000000410fd410", "l1d-loads", 0x40, 0x0), /* cortex-a78: L1D_CACHE_RD (approx) */
	RAW("0x00000000410fd410", "l1d-stores", 0x41, 0x0), /* cortex-a78: L1D_CACHE_WR (approx) */
	RAW("0x00000000410fd410", "l1i-references", 0x14, 0x0), /* cortex-a78: L1I_CACHE (approx) */
	RAW("0x00000000410fd440", "stalled-cycles-backend", 0x24, 0x0), /* cortex-x1: perf JSON arm/cortex-x1 STALL_BACKEND (approx) */
	RAW("0x00000000410fd440", "stalled-cycles-issue", 0x3c, 0x0), /* cortex-x1: STALL (approx) */
	UNSUP("0x00000000410fd440", "stalled-cycles-retire"), /* cortex-x1: Arm defines no event counting cycles without retirement */
	RAW("0x00000000410fd440", "stalled-cycles-mem", 0x4005, 0x0), /* cortex-x1: STALL_BACKEND_MEM (approx) */
	SUM("0x00000000410fd440", "hw-interrupts", 0x86, 0, 0x87, 0), /* cortex-x1: EXC_IRQ + EXC_FIQ (approx) */
	RAW("0x00000000410fd440", "l1d-writebacks", 0x15, 0x0), /* cortex-x1: L1D_CACHE_WB (approx) */
	RAW("0x00000000410fd440", "l2-writebacks", 0x18, 0x0), /* cortex-x1: L2D_CACHE_WB (approx) */
	RAW("0x00000000410fd440", "l1d-references", 0x4, 0x0), /* cortex-x1: L1D_CACHE (approx) */
	RAW("0x00000000410fd440", "l1d-loads", 0x40, 0x0), /* cortex-x1: L1D_CACHE_RD (approx) */
	RAW("0x00000000410fd440", "l1d-stores", 0x41, 0x0), /* cortex-x1: L1D_CACHE_WR (approx) */
	RAW("0x00000000410fd440", "l1i-references", 0x14, 0x0), /* cortex-x1: L1I_CACHE (approx) */
	RAW("0x00000000410fd480", "stalled-cycles-backend", 0x24, 0x0), /* cortex-x2: perf JSON arm/cortex-x2 STALL_BACKEND (approx) */
	RAW("0x00000000410fd480", "stalled-cycles-issue", 0x3c, 0x0), /* cortex-x2: STALL (approx) */
	UNSUP("0x00000000410fd480", "stalled-cycles-retire"), /* cortex-x2: Arm defines no event counting cycles without retirement */
	RAW("0x00000000410fd480", "stalled-cycles-mem", 0x4005, 0x0), /* cortex-x2: STALL_BACKEND_MEM (approx) */
	SUM("0x00000000410fd480", "hw-interrupts", 0x86, 0, 0x87, 0), /* cortex-x2: EXC_IRQ + EXC_FIQ (approx) */
	RAW("0x00000000410fd480", "l1d-writebacks", 0x15, 0x0), /* cortex-x2: L1D_CACHE_WB (approx) */
	RAW("0x00000000410fd480", "l2-writebacks", 0x18, 0x0), /* cortex-x2: L2D_CACHE_WB (approx) */
	RAW("0x00000000410fd480", "l1d-references", 0x4, 0x0), /* cortex-x2: L1D_CACHE (approx) */
	RAW("0x00000000410fd480", "l1d-loads", 0x40, 0x0), /* cortex-x2: L1D_CACHE_RD (approx) */
	RAW("0x00000000410fd480", "l1d-stores", 0x41, 0x0), /* cortex-x2: L1D_CACHE_WR (approx) */
	RAW("0x00000000410fd480", "l1i-references", 0x14, 0x0), /* cortex-x2: L1I_CACHE (approx) */
	RAW("0x00000000500f0000", "stalled-cycles-backend", 0x109, 0x0), /* emag: perf JSON ampere/emag DISPATCH_STALL (approx) */
	UNSUP("0x00000000500f0000", "stalled-cycles-issue"), /* emag: perf's JSON for Ampere eMAG lists no STALL (0x3C), the Arm */
	UNSUP("0x00000000500f0000", "stalled-cycles-retire"), /* emag: Arm defines no event counting cycles without retirement */
	UNSUP("0x00000000500f0000", "stalled-cycles-mem"), /* emag: no count of cycles stalled on an outstanding load */
	SUM("0x00000000500f0000", "hw-interrupts", 0x86, 0, 0x87, 0), /* emag: EXC_IRQ + EXC_FIQ (approx) */
	UNSUP("0x00000000500f0000", "l1d-writebacks"), /* emag: no write-back count */
	RAW("0x00000000500f0000", "l2-writebacks", 0x18, 0x0), /* emag: L2D_CACHE_WB (approx) */
	RAW("0x00000000500f0000", "l1d-references", 0x4, 0x0), /* emag: L1D_CACHE (approx) */
	RAW("0x00000000500f0000", "l1d-loads", 0x40, 0x0), /* emag: L1D_CACHE_RD (approx) */
	RAW("0x00000000500f0000", "l1d-stores", 0x41, 0x0), /* emag: L1D_CACHE_WR (approx) */
	RAW("0x00000000500f0000", "l1i-references", 0x14, 0x0), /* emag: L1I_CACHE (approx) */
	RAW("0x00000000480fd010", "stalled-cycles-backend", 0x24, 0x0), /* hip08: libpfm4 arm_kunpeng STALL_BACKEND (approx) */
	UNSUP("0x00000000480fd010", "stalled-cycles-issue"), /* hip08: perf's JSON for HiSilicon Kunpeng 920 (hip08, TaiShan v110) */
	UNSUP("0x00000000480fd010", "stalled-cycles-retire"), /* hip08: Arm defines no event counting cycles without retirement */
	RAW("0x00000000480fd010", "stalled-cycles-mem", 0x7004, 0x0), /* hip08: perf MEM_STALL_ANYLOAD (approx: at issue) */
	UNSUP("0x00000000480fd010", "hw-interrupts"), /* hip08: no interrupt count */
	UNSUP("0x00000000480fd010", "l1d-writebacks"), /* hip08: no write-back count */
	UNSUP("0x00000000480fd010", "l2-writebacks"), /* hip08: no write-back count */
	RAW("0x00000000480fd010", "l1d-references", 0x4, 0x0), /* hip08: L1D_CACHE (approx) */
	RAW("0x00000000480fd010", "l1d-loads", 0x40, 0x0), /* hip08: L1D_CACHE_RD (approx) */
	RAW("0x00000000480fd010", "l1d-stores", 0x41, 0x0), /* hip08: L1D_CACHE_WR (approx) */
	RAW("0x00000000480fd010", "l1i-references", 0x14, 0x0), /* hip08: L1I_CACHE (approx) */
	RAW("0x00000000410fd0c0", "stalled-cycles-backend", 0x24, 0x0), /* neoverse-n1: perf JSON arm/neoverse-n1 STALL_BACKEND (approx) */
	UNSUP("0x00000000410fd0c0", "stalled-cycles-issue"), /* neoverse-n1: perf's JSON for Arm Neoverse N1 (AWS Graviton2, Ampere */
	UNSUP("0x00000000410fd0c0", "stalled-cycles-retire"), /* neoverse-n1: Arm defines no event counting cycles without retirement */
	UNSUP("0x00000000410fd0c0", "stalled-cycles-mem"), /* neoverse-n1: no count of cycles stalled on an outstanding load */
	SUM("0x00000000410fd0c0", "hw-interrupts", 0x86, 0, 0x87, 0), /* neoverse-n1: EXC_IRQ + EXC_FIQ (approx) */
	RAW("0x00000000410fd0c0", "l1d-writebacks", 0x15, 0x0), /* neoverse-n1: L1D_CACHE_WB (approx) */
	RAW("0x00000000410fd0c0", "l2-writebacks", 0x18, 0x0), /* neoverse-n1: L2D_CACHE_WB (approx) */
	RAW("0x00000000410fd0c0", "l1d-references", 0x4, 0x0), /* neoverse-n1: L1D_CACHE (approx) */
	RAW("0x00000000410fd0c0", "l1d-loads", 0x40, 0x0), /* neoverse-n1: L1D_CACHE_RD (approx) */
	RAW("0x00000000410fd0c0", "l1d-stores", 0x41, 0x0), /* neoverse-n1: L1D_CACHE_WR (approx) */
	RAW("0x00000000410fd0c0", "l1i-references", 0x14, 0x0), /* neoverse-n1: L1I_CACHE (approx) */
	RAW("0x00000000410fd490", "stalled-cycles-backend", 0x24, 0x0), /* neoverse-n2: perf JSON arm/neoverse-n2-v2 STALL_BACKEND (approx) */
	RAW("0x00000000410fd490", "stalled-cycles-issue", 0x3c, 0x0), /* neoverse-n2: STALL (approx) */
	UNSUP("0x00000000410fd490", "stalled-cycles-retire"), /* neoverse-n2: Arm defines no event counting cycles without retirement */
	RAW("0x00000000410fd490", "stalled-cycles-mem", 0x4005, 0x0), /* neoverse-n2: STALL_BACKEND_MEM (approx) */
	SUM("0x00000000410fd490", "hw-interrupts", 0x86, 0, 0x87, 0), /* neoverse-n2: EXC_IRQ + EXC_FIQ (approx) */
	RAW("0x00000000410fd490", "l1d-writebacks", 0x15, 0x0), /* neoverse-n2: L1D_CACHE_WB (approx) */
	RAW("0x00000000410fd490", "l2-writebacks", 0x18, 0x0), /* neoverse-n2: L2D_CACHE_WB (approx) */
	RAW("0x00000000410fd490", "l1d-references", 0x4, 0x0), /* neoverse-n2: L1D_CACHE (approx) */
	RAW("0x00000000410fd490", "l1d-loads", 0x40, 0x0), /* neoverse-n2: L1D_CACHE_RD (approx) */
	RAW("0x00000000410fd490", "l1d-stores", 0x41, 0x0), /* neoverse-n2: L1D_CACHE_WR (approx) */
	RAW("0x00000000410fd490", "l1i-references", 0x14, 0x0), /* neoverse-n2: L1I_CACHE (approx) */
	RAW("0x00000000410fd400", "stalled-cycles-backend", 0x24, 0x0), /* neoverse-v1: perf JSON arm/neoverse-v1 STALL_BACKEND (approx) */
	RAW("0x00000000410fd400", "stalled-cycles-issue", 0x3c, 0x0), /* neoverse-v1: STALL (approx) */
	UNSUP("0x00000000410fd400", "stalled-cycles-retire"), /* neoverse-v1: Arm defines no event counting cycles without retirement */
	RAW("0x00000000410fd400", "stalled-cycles-mem", 0x4005, 0x0), /* neoverse-v1: STALL_BACKEND_MEM (approx) */
	SUM("0x00000000410fd400", "hw-interrupts", 0x86, 0, 0x87, 0), /* neoverse-v1: EXC_IRQ + EXC_FIQ (approx) */
	RAW("0x00000000410fd400", "l1d-writebacks", 0x15, 0x0), /* neoverse-v1: L1D_CACHE_WB (approx) */
	RAW("0x00000000410fd400", "l2-writebacks", 0x18, 0x0), /* neoverse-v1: L2D_CACHE_WB (approx) */
	RAW("0x00000000410fd400", "l1d-references", 0x4, 0x0), /* neoverse-v1: L1D_CACHE (approx) */
	RAW("0x00000000410fd400", "l1d-loads", 0x40, 0x0), /* neoverse-v1: L1D_CACHE_RD (approx) */
	RAW("0x00000000410fd400", "l1d-stores", 0x41, 0x0), /* neoverse-v1: L1D_CACHE_WR (approx) */
	RAW("0x00000000410fd400", "l1i-references", 0x14, 0x0), /* neoverse-v1: L1I_CACHE (approx) */
	RAW("0x00000000410fd4f0", "stalled-cycles-backend", 0x24, 0x0), /* neoverse-v2: perf JSON arm/neoverse-n2-v2 STALL_BACKEND (approx) */
	RAW("0x00000000410fd4f0", "stalled-cycles-issue", 0x3c, 0x0), /* neoverse-v2: STALL (approx) */
	UNSUP("0x00000000410fd4f0", "stalled-cycles-retire"), /* neoverse-v2: Arm defines no event counting cycles without retirement */
	RAW("0x00000000410fd4f0", "stalled-cycles-mem", 0x4005, 0x0), /* neoverse-v2: STALL_BACKEND_MEM (approx) */
	SUM("0x00000000410fd4f0", "hw-interrupts", 0x86, 0, 0x87, 0), /* neoverse-v2: EXC_IRQ + EXC_FIQ (approx) */
	RAW("0x00000000410fd4f0", "l1d-writebacks", 0x15, 0x0), /* neoverse-v2: L1D_CACHE_WB (approx) */
	RAW("0x00000000410fd4f0", "l2-writebacks", 0x18, 0x0), /* neoverse-v2: L2D_CACHE_WB (approx) */
	RAW("0x00000000410fd4f0", "l1d-references", 0x4, 0x0), /* neoverse-v2: L1D_CACHE (approx) */
	RAW("0x00000000410fd4f0", "l1d-loads", 0x40, 0x0), /* neoverse-v2: L1D_CACHE_RD (approx) */
	RAW("0x00000000410fd4f0", "l1d-stores", 0x41, 0x0), /* neoverse-v2: L1D_CACHE_WR (approx) */
	RAW("0x00000000410fd4f0", "l1i-references", 0x14, 0x0), /* neoverse-v2: L1I_CACHE (approx) */
	RAW("0x00000000420f5160", "stalled-cycles-backend", 0x24, 0x0), /* thunderx2: libpfm4 arm_thunderx2 STALL_BACKEND (approx) */
	UNSUP("0x00000000420f5160", "stalled-cycles-issue"), /* thunderx2: perf's JSON for Cavium (Marvell) ThunderX2, Broadcom Vulcan */
	UNSUP("0x00000000420f5160", "stalled-cycles-retire"), /* thunderx2: Arm defines no event counting cycles without retirement */
	UNSUP("0x00000000420f5160", "stalled-cycles-mem"), /* thunderx2: no count of cycles stalled on an outstanding load */
	SUM("0x00000000420f5160", "hw-interrupts", 0x86, 0, 0x87, 0), /* thunderx2: EXC_IRQ + EXC_FIQ (approx) */
	UNSUP("0x00000000420f5160", "l1d-writebacks"), /* thunderx2: no write-back count */
	UNSUP("0x00000000420f5160", "l2-writebacks"), /* thunderx2: no write-back count */
	RAW("0x00000000420f5160", "l1d-references", 0x4, 0x0), /* thunderx2: L1D_CACHE (approx) */
	RAW("0x00000000420f5160", "l1d-loads", 0x40, 0x0), /* thunderx2: L1D_CACHE_RD (approx) */
	RAW("0x00000000420f5160", "l1d-stores", 0x41, 0x0), /* thunderx2: L1D_CACHE_WR (approx) */
	RAW("0x00000000420f5160", "l1i-references", 0x14, 0x0), /* thunderx2: L1I_CACHE (approx) */
	UNSUP("0x00000000000f0510", "fp-insts-scalar-sp"), /* arm64-arch-fallback: no table for the core, model-specific reading */
	UNSUP("0x00000000460f0010", "fp-insts-scalar-sp"), /* a64fx: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000c00fac30", "fp-insts-scalar-sp"), /* ampereone: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000c00fac40", "fp-insts-scalar-sp"), /* ampereonex: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000410fd020", "fp-insts-scalar-sp"), /* cortex-a34: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000410fd040", "fp-insts-scalar-sp"), /* cortex-a35: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000410fd460", "fp-insts-scalar-sp"), /* cortex-a510: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000410fd030", "fp-insts-scalar-sp"), /* cortex-a53: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000410fd050", "fp-insts-scalar-sp"), /* cortex-a55: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000410fd070", "fp-insts-scalar-sp"), /* cortex-a57-a72: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000410fd060", "fp-insts-scalar-sp"), /* cortex-a65-e1: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000410fd470", "fp-insts-scalar-sp"), /* cortex-a710: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000410fd090", "fp-insts-scalar-sp"), /* cortex-a73: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000410fd0a0", "fp-insts-scalar-sp"), /* cortex-a75: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000410fd0b0", "fp-insts-scalar-sp"), /* cortex-a76: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000410fd0d0", "fp-insts-scalar-sp"), /* cortex-a77: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000410fd410", "fp-insts-scalar-sp"), /* cortex-a78: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000410fd440", "fp-insts-scalar-sp"), /* cortex-x1: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000410fd480", "fp-insts-scalar-sp"), /* cortex-x2: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000500f0000", "fp-insts-scalar-sp"), /* emag: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000480fd010", "fp-insts-scalar-sp"), /* hip08: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000410fd0c0", "fp-insts-scalar-sp"), /* neoverse-n1: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000410fd490", "fp-insts-scalar-sp"), /* neoverse-n2: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000410fd400", "fp-insts-scalar-sp"), /* neoverse-v1: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000410fd4f0", "fp-insts-scalar-sp"), /* neoverse-v2: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000420f5160", "fp-insts-scalar-sp"), /* thunderx2: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000000f0510", "fp-insts-scalar-dp"), /* arm64-arch-fallback: no table for the core, model-specific reading */
	UNSUP("0x00000000460f0010", "fp-insts-scalar-dp"), /* a64fx: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000c00fac30", "fp-insts-scalar-dp"), /* ampereone: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000c00fac40", "fp-insts-scalar-dp"), /* ampereonex: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000410fd020", "fp-insts-scalar-dp"), /* cortex-a34: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000410fd040", "fp-insts-scalar-dp"), /* cortex-a35: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000410fd460", "fp-insts-scalar-dp"), /* cortex-a510: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000410fd030", "fp-insts-scalar-dp"), /* cortex-a53: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000410fd050", "fp-insts-scalar-dp"), /* cortex-a55: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000410fd070", "fp-insts-scalar-dp"), /* cortex-a57-a72: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000410fd060", "fp-insts-scalar-dp"), /* cortex-a65-e1: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000410fd470", "fp-insts-scalar-dp"), /* cortex-a710: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000410fd090", "fp-insts-scalar-dp"), /* cortex-a73: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000410fd0a0", "fp-insts-scalar-dp"), /* cortex-a75: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000410fd0b0", "fp-insts-scalar-dp"), /* cortex-a76: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000410fd0d0", "fp-insts-scalar-dp"), /* cortex-a77: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000410fd410", "fp-insts-scalar-dp"), /* cortex-a78: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000410fd440", "fp-insts-scalar-dp"), /* cortex-x1: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000410fd480", "fp-insts-scalar-dp"), /* cortex-x2: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000500f0000", "fp-insts-scalar-dp"), /* emag: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000480fd010", "fp-insts-scalar-dp"), /* hip08: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000410fd0c0", "fp-insts-scalar-dp"), /* neoverse-n1: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000410fd490", "fp-insts-scalar-dp"), /* neoverse-n2: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000410fd400", "fp-insts-scalar-dp"), /* neoverse-v1: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000410fd4f0", "fp-insts-scalar-dp"), /* neoverse-v2: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000420f5160", "fp-insts-scalar-dp"), /* thunderx2: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000000f0510", "fp-insts-packed-sp"), /* arm64-arch-fallback: no table for the core, model-specific reading */
	UNSUP("0x00000000460f0010", "fp-insts-packed-sp"), /* a64fx: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000c00fac30", "fp-insts-packed-sp"), /* ampereone: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000c00fac40", "fp-insts-packed-sp"), /* ampereonex: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000410fd020", "fp-insts-packed-sp"), /* cortex-a34: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000410fd040", "fp-insts-packed-sp"), /* cortex-a35: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000410fd460", "fp-insts-packed-sp"), /* cortex-a510: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000410fd030", "fp-insts-packed-sp"), /* cortex-a53: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000410fd050", "fp-insts-packed-sp"), /* cortex-a55: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000410fd070", "fp-insts-packed-sp"), /* cortex-a57-a72: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000410fd060", "fp-insts-packed-sp"), /* cortex-a65-e1: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000410fd470", "fp-insts-packed-sp"), /* cortex-a710: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000410fd090", "fp-insts-packed-sp"), /* cortex-a73: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000410fd0a0", "fp-insts-packed-sp"), /* cortex-a75: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000410fd0b0", "fp-insts-packed-sp"), /* cortex-a76: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000410fd0d0", "fp-insts-packed-sp"), /* cortex-a77: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000410fd410", "fp-insts-packed-sp"), /* cortex-a78: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000410fd440", "fp-insts-packed-sp"), /* cortex-x1: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000410fd480", "fp-insts-packed-sp"), /* cortex-x2: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000500f0000", "fp-insts-packed-sp"), /* emag: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000480fd010", "fp-insts-packed-sp"), /* hip08: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000410fd0c0", "fp-insts-packed-sp"), /* neoverse-n1: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000410fd490", "fp-insts-packed-sp"), /* neoverse-n2: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000410fd400", "fp-insts-packed-sp"), /* neoverse-v1: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000410fd4f0", "fp-insts-packed-sp"), /* neoverse-v2: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000420f5160", "fp-insts-packed-sp"), /* thunderx2: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000000f0510", "fp-insts-packed-dp"), /* arm64-arch-fallback: no table for the core, model-specific reading */
	UNSUP("0x00000000460f0010", "fp-insts-packed-dp"), /* a64fx: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000c00fac30", "fp-insts-packed-dp"), /* ampereone: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000c00fac40", "fp-insts-packed-dp"), /* ampereonex: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000410fd020", "fp-insts-packed-dp"), /* cortex-a34: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000410fd040", "fp-insts-packed-dp"), /* cortex-a35: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000410fd460", "fp-insts-packed-dp"), /* cortex-a510: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000410fd030", "fp-insts-packed-dp"), /* cortex-a53: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000410fd050", "fp-insts-packed-dp"), /* cortex-a55: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000410fd070", "fp-insts-packed-dp"), /* cortex-a57-a72: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000410fd060", "fp-insts-packed-dp"), /* cortex-a65-e1: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000410fd470", "fp-insts-packed-dp"), /* cortex-a710: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000410fd090", "fp-insts-packed-dp"), /* cortex-a73: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000410fd0a0", "fp-insts-packed-dp"), /* cortex-a75: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000410fd0b0", "fp-insts-packed-dp"), /* cortex-a76: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000410fd0d0", "fp-insts-packed-dp"), /* cortex-a77: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000410fd410", "fp-insts-packed-dp"), /* cortex-a78: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000410fd440", "fp-insts-packed-dp"), /* cortex-x1: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000410fd480", "fp-insts-packed-dp"), /* cortex-x2: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000500f0000", "fp-insts-packed-dp"), /* emag: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000480fd010", "fp-insts-packed-dp"), /* hip08: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000410fd0c0", "fp-insts-packed-dp"), /* neoverse-n1: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000410fd490", "fp-insts-packed-dp"), /* neoverse-n2: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000410fd400", "fp-insts-packed-dp"), /* neoverse-v1: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000410fd4f0", "fp-insts-packed-dp"), /* neoverse-v2: no retired FP-instruction event by kind (only *_SPEC) */
	UNSUP("0x00000000420f5160", "fp-insts-packed-dp"), /* thunderx2: no retired FP-instruction event by kind (only *_SPEC) */
