/* SPDX-License-Identifier: MIT */
/*
 * tests/test_tables.c rows[]: the expected local-hitm row on every table and
 * PMU (loads served by a line modified in another core of the socket).
 * From perf 6.12's JSON and Intel's perfmon files: event 0xd2 umask 0x04
 * (MEM_LOAD_*_HIT_RETIRED.XSNP_HITM or XSNP_FWD) on the big cores from
 * Sandy Bridge, 0x0f/0x02 MEM_UNCORE_RETIRED on Nehalem and Westmere
 * (Westmere-EP DP: MEM_LOAD_RETIRED 0xcb/0x08), and on the Atoms 0xd1/0x20
 * (Goldmont, Tremont, Gracemont), 0xd4/0x08 (Crestmont, Skymont,
 * Darkmont; Grand Ridge, Arrow Lake-H's low-power and Lunar Lake's E-cores
 * publish none), 0x04/0x20 (Silvermont, Knights Landing and Mill);
 * Nehalem-EX as Westmere-EP DP.
 */
	RAW("GenuineIntel-6-1A-0", "local-hitm", 0x20f, 0x0), /* nehalem-ep */
	RAW("GenuineIntel-6-1E-0", "local-hitm", 0x20f, 0x0), /* nehalem */
	RAW("GenuineIntel-6-25-0", "local-hitm", 0x20f, 0x0), /* westmere-ep-sp */
	RAW("GenuineIntel-6-2A-0", "local-hitm", 0x4d2, 0x0), /* sandybridge */
	RAW("GenuineIntel-6-2C-0", "local-hitm", 0x8cb, 0x0), /* westmere-ep-dp */
	RAW("GenuineIntel-6-2D-0", "local-hitm", 0x4d2, 0x0), /* sandybridge-ep */
	RAW("GenuineIntel-6-2E-0", "local-hitm", 0x8cb, 0x0), /* nehalem-ex */
	RAW("GenuineIntel-6-2F-0", "local-hitm", 0x20f, 0x0), /* westmere-ex */
	RAW("GenuineIntel-6-3A-0", "local-hitm", 0x4d2, 0x0), /* ivybridge */
	RAW("GenuineIntel-6-3C-0", "local-hitm", 0x4d2, 0x0), /* haswell */
	RAW("GenuineIntel-6-3D-0", "local-hitm", 0x4d2, 0x0), /* broadwell */
	RAW("GenuineIntel-6-3E-0", "local-hitm", 0x4d2, 0x0), /* ivybridge-ep */
	RAW("GenuineIntel-6-3F-0", "local-hitm", 0x4d2, 0x0), /* haswell-x */
	RAW("GenuineIntel-6-4E-0", "local-hitm", 0x4d2, 0x0), /* skylake */
	RAW("GenuineIntel-6-4F-0", "local-hitm", 0x4d2, 0x0), /* broadwell-x */
	RAW("GenuineIntel-6-55-0", "local-hitm", 0x4d2, 0x0), /* skylake-x */
	RAW("GenuineIntel-6-55-5", "local-hitm", 0x4d2, 0x0), /* cascadelake-x */
	RAW("GenuineIntel-6-6A-0", "local-hitm", 0x4d2, 0x0), /* icelake-x */
	RAW("GenuineIntel-6-7D-0", "local-hitm", 0x4d2, 0x0), /* icelake */
	RAW("GenuineIntel-6-8C-0", "local-hitm", 0x4d2, 0x0), /* tigerlake */
	RAW("GenuineIntel-6-8F-0", "local-hitm", 0x4d2, 0x0), /* sapphirerapids */
	RAW("GenuineIntel-6-AD-0", "local-hitm", 0x4d2, 0x0), /* graniterapids */
	RAW("GenuineIntel-6-CF-0", "local-hitm", 0x4d2, 0x0), /* emeraldrapids */
	UNSUP("AuthenticAMD-26-50-0", "local-hitm"), /* zen6: no load event for a line modified in another core */
	UNSUP("AuthenticAMD-23-0-0", "local-hitm"), /* zen1: no load event for a line modified in another core */
	UNSUP("AuthenticAMD-23-30-0", "local-hitm"), /* zen2: no load event for a line modified in another core */
	UNSUP("AuthenticAMD-25-0-0", "local-hitm"), /* zen3: no load event for a line modified in another core */
	UNSUP("AuthenticAMD-25-10-0", "local-hitm"), /* zen4: no load event for a line modified in another core */
	UNSUP("AuthenticAMD-26-0-0", "local-hitm"), /* zen5: no load event for a line modified in another core */
	UNSUP("AuthenticAMD-30-1", "local-hitm"), /* amd-generic-fallback: no load event for a line modified in another core */
	UNSUP("HygonGenuine-24-0-0", "local-hitm"), /* dhyana: no load event for a line modified in another core */
	UNSUP("0x00000000000f0510", "local-hitm"), /* arm64-arch-fallback: no load event for a line modified in another core */
	UNSUP("0x00000000460f0010", "local-hitm"), /* a64fx: no load event for a line modified in another core */
	UNSUP("0x00000000c00fac30", "local-hitm"), /* ampereone: no load event for a line modified in another core */
	UNSUP("0x00000000c00fac40", "local-hitm"), /* ampereonex: no load event for a line modified in another core */
	UNSUP("0x00000000410fd020", "local-hitm"), /* cortex-a34: no load event for a line modified in another core */
	UNSUP("0x00000000410fd040", "local-hitm"), /* cortex-a35: no load event for a line modified in another core */
	UNSUP("0x00000000410fd460", "local-hitm"), /* cortex-a510: no load event for a line modified in another core */
	UNSUP("0x00000000410fd030", "local-hitm"), /* cortex-a53: no load event for a line modified in another core */
	UNSUP("0x00000000410fd050", "local-hitm"), /* cortex-a55: no load event for a line modified in another core */
	UNSUP("0x00000000410fd070", "local-hitm"), /* cortex-a57-a72: no load event for a line modified in another core */
	UNSUP("0x00000000410fd060", "local-hitm"), /* cortex-a65-e1: no load event for a line modified in another core */
	UNSUP("0x00000000410fd470", "local-hitm"), /* cortex-a710: no load event for a line modified in another core */
	UNSUP("0x00000000410fd090", "local-hitm"), /* cortex-a73: no load event for a line modified in another core */
	UNSUP("0x00000000410fd0a0", "local-hitm"), /* cortex-a75: no load event for a line modified in another core */
	UNSUP("0x00000000410fd0b0", "local-hitm"), /* cortex-a76: no load event for a line modified in another core */
	UNSUP("0x00000000410fd0d0", "local-hitm"), /* cortex-a77: no load event for a line modified in another core */
	UNSUP("0x00000000410fd410", "local-hitm"), /* cortex-a78: no load event for a line modified in another core */
	UNSUP("0x00000000410fd440", "local-hitm"), /* cortex-x1: no load event for a line modified in another core */
	UNSUP("0x00000000410fd480", "local-hitm"), /* cortex-x2: no load event for a line modified in another core */
	UNSUP("0x00000000500f0000", "local-hitm"), /* emag: no load event for a line modified in another core */
	UNSUP("0x00000000480fd010", "local-hitm"), /* hip08: no load event for a line modified in another core */
	UNSUP("0x00000000410fd0c0", "local-hitm"), /* neoverse-n1: no load event for a line modified in another core */
	UNSUP("0x00000000410fd490", "local-hitm"), /* neoverse-n2: no load event for a line modified in another core */
	UNSUP("0x00000000410fd400", "local-hitm"), /* neoverse-v1: no load event for a line modified in another core */
	UNSUP("0x00000000410fd4f0", "local-hitm"), /* neoverse-v2: no load event for a line modified in another core */
	UNSUP("0x00000000420f5160", "local-hitm"), /* thunderx2: no load event for a line modified in another core */
	RAW("GenuineIntel-6-37-0", "local-hitm", 0x2004, 0x0), /* silvermont */
	RAW("GenuineIntel-6-57-0", "local-hitm", 0x2004, 0x0), /* knightslanding */
	RAW("GenuineIntel-6-5C-0", "local-hitm", 0x20d1, 0x0), /* goldmont */
	RAW("GenuineIntel-6-7A-0", "local-hitm", 0x20d1, 0x0), /* goldmontplus */
	RAW("GenuineIntel-6-85-0", "local-hitm", 0x2004, 0x0), /* knightsmill */
	RAW("GenuineIntel-6-86-0", "local-hitm", 0x20d1, 0x0), /* snowridgex */
	RAW("GenuineIntel-6-96-0", "local-hitm", 0x20d1, 0x0), /* elkhartlake */
	RAW("GenuineIntel-6-97-0", "cpu_atom/local-hitm/", 0x20d1, 0x0), /* alderlake */
	RAW("GenuineIntel-6-97-0", "cpu_core/local-hitm/", 0x4d2, 0x0), /* alderlake */
	RAW("GenuineIntel-6-AA-0", "cpu_atom/local-hitm/", 0x8d4, 0x0), /* meteorlake */
	RAW("GenuineIntel-6-AA-0", "cpu_core/local-hitm/", 0x4d2, 0x0), /* meteorlake */
	RAW("GenuineIntel-6-CC-0", "cpu_core/local-hitm/", 0x4d2, 0x0), /* pantherlake */
	RAW("GenuineIntel-6-CC-0", "cpu_atom/local-hitm/", 0x8d4, 0x0), /* pantherlake */
	RAW("GenuineIntel-6-C5-0", "cpu_core/local-hitm/", 0x4d2, 0x0), /* arrowlake-h */
	RAW("GenuineIntel-6-C5-0", "cpu_atom/local-hitm/", 0x8d4, 0x0), /* arrowlake-h */
	UNSUP("GenuineIntel-6-C5-0", "cpu_lowpower/local-hitm/"), /* arrowlake-h: no load event for a line modified in another core */
	RAW("GenuineIntel-6-DD-0", "local-hitm", 0x8d4, 0x0), /* clearwaterforest */
	UNSUP("GenuineIntel-6-1C-0", "local-hitm"), /* bonnell: no load event for a line modified in another core */
	RAW("GenuineIntel-6-AF-0", "local-hitm", 0x8d4, 0x0), /* sierraforest */
	UNSUP("GenuineIntel-6-B6-0", "local-hitm"), /* grandridge: no load event for a line modified in another core */
	UNSUP("GenuineIntel-6-BD-0", "cpu_atom/local-hitm/"), /* lunarlake: no load event for a line modified in another core */
	RAW("GenuineIntel-6-BD-0", "cpu_core/local-hitm/", 0x4d2, 0x0), /* lunarlake */
	RAW("GenuineIntel-6-BE-0", "local-hitm", 0x20d1, 0x0), /* alderlake-n */
	RAW("GenuineIntel-6-C6-0", "cpu_atom/local-hitm/", 0x8d4, 0x0), /* arrowlake */
	RAW("GenuineIntel-6-C6-0", "cpu_core/local-hitm/", 0x4d2, 0x0), /* arrowlake */
	UNSUP("GenuineIntel-6-FF", "local-hitm"), /* intel-arch-fallback: no load event for a line modified in another core */
