/* SPDX-License-Identifier: MIT */
/*
 * tests/test_tables.c rows[]: the expected rows of fma-insts, simd-insts,
 * barrier-insts and full-retire-cycles on every table and PMU, and the
 * fp-insts totals a table writes (its four parts need more encodings than
 * a sum opens at once, or cannot be counted apart).  Values from perf
 * 6.12's JSON (and Intel's perfmon files where 6.12 has no table).
 */
/* Two parts that only Intel's perfmon files name (Lunar Lake: no 6.12 JSON name). */
#define K_SUM2_PM(cpu, ev, c0, c1) \
	{ cpu, ev, 0, PERF_TYPE_RAW, c0, 0, __LINE__, 2, { { c0, 0 }, { c1, 0 } }, 1, 0, { { 0, 0 } }, 0, 1 }
#define K_SUM3(cpu, ev, ex, c0, c1, c2) \
	{ cpu, ev, 0, PERF_TYPE_RAW, c0, 0, __LINE__, 3, { { c0, 0 }, { c1, 0 }, { c2, 0 } }, ex }
	UNSUP("GenuineIntel-6-1A-0", "fma-insts"), /* nehalem-ep: no FMA instruction count */
	UNSUP("GenuineIntel-6-1A-0", "simd-insts"), /* nehalem-ep: no SIMD instruction count */
	UNSUP("GenuineIntel-6-1A-0", "barrier-insts"), /* nehalem-ep: no barrier instruction count */
	UNSUP("GenuineIntel-6-1A-0", "full-retire-cycles"), /* nehalem-ep: no full-retirement cycle count */
	UNSUP("GenuineIntel-6-1E-0", "fma-insts"), /* nehalem: no FMA instruction count */
	UNSUP("GenuineIntel-6-1E-0", "simd-insts"), /* nehalem: no SIMD instruction count */
	UNSUP("GenuineIntel-6-1E-0", "barrier-insts"), /* nehalem: no barrier instruction count */
	UNSUP("GenuineIntel-6-1E-0", "full-retire-cycles"), /* nehalem: no full-retirement cycle count */
	UNSUP("GenuineIntel-6-25-0", "fma-insts"), /* westmere-ep-sp: no FMA instruction count */
	UNSUP("GenuineIntel-6-25-0", "simd-insts"), /* westmere-ep-sp: no SIMD instruction count */
	UNSUP("GenuineIntel-6-25-0", "barrier-insts"), /* westmere-ep-sp: no barrier instruction count */
	UNSUP("GenuineIntel-6-25-0", "full-retire-cycles"), /* westmere-ep-sp: no full-retirement cycle count */
	UNSUP("GenuineIntel-6-2A-0", "fma-insts"), /* sandybridge: no FMA instruction count */
	UNSUP("GenuineIntel-6-2A-0", "simd-insts"), /* sandybridge: no SIMD instruction count */
	UNSUP("GenuineIntel-6-2A-0", "barrier-insts"), /* sandybridge: no barrier instruction count */
	UNSUP("GenuineIntel-6-2A-0", "full-retire-cycles"), /* sandybridge: no full-retirement cycle count */
	UNSUP("GenuineIntel-6-2C-0", "fma-insts"), /* westmere-ep-dp: no FMA instruction count */
	UNSUP("GenuineIntel-6-2C-0", "simd-insts"), /* westmere-ep-dp: no SIMD instruction count */
	UNSUP("GenuineIntel-6-2C-0", "barrier-insts"), /* westmere-ep-dp: no barrier instruction count */
	UNSUP("GenuineIntel-6-2C-0", "full-retire-cycles"), /* westmere-ep-dp: no full-retirement cycle count */
	UNSUP("GenuineIntel-6-2D-0", "fma-insts"), /* sandybridge-ep: no FMA instruction count */
	UNSUP("GenuineIntel-6-2D-0", "simd-insts"), /* sandybridge-ep: no SIMD instruction count */
	UNSUP("GenuineIntel-6-2D-0", "barrier-insts"), /* sandybridge-ep: no barrier instruction count */
	UNSUP("GenuineIntel-6-2D-0", "full-retire-cycles"), /* sandybridge-ep: no full-retirement cycle count */
	UNSUP("GenuineIntel-6-2E-0", "fma-insts"), /* nehalem-ex: no FMA instruction count */
	UNSUP("GenuineIntel-6-2E-0", "simd-insts"), /* nehalem-ex: no SIMD instruction count */
	UNSUP("GenuineIntel-6-2E-0", "barrier-insts"), /* nehalem-ex: no barrier instruction count */
	UNSUP("GenuineIntel-6-2E-0", "full-retire-cycles"), /* nehalem-ex: no full-retirement cycle count */
	UNSUP("GenuineIntel-6-2F-0", "fma-insts"), /* westmere-ex: no FMA instruction count */
	UNSUP("GenuineIntel-6-2F-0", "simd-insts"), /* westmere-ex: no SIMD instruction count */
	UNSUP("GenuineIntel-6-2F-0", "barrier-insts"), /* westmere-ex: no barrier instruction count */
	UNSUP("GenuineIntel-6-2F-0", "full-retire-cycles"), /* westmere-ex: no full-retirement cycle count */
	UNSUP("GenuineIntel-6-3A-0", "fma-insts"), /* ivybridge: no FMA instruction count */
	UNSUP("GenuineIntel-6-3A-0", "simd-insts"), /* ivybridge: no SIMD instruction count */
	UNSUP("GenuineIntel-6-3A-0", "barrier-insts"), /* ivybridge: no barrier instruction count */
	UNSUP("GenuineIntel-6-3A-0", "full-retire-cycles"), /* ivybridge: no full-retirement cycle count */
	UNSUP("GenuineIntel-6-3C-0", "fma-insts"), /* haswell: no FMA instruction count */
	UNSUP("GenuineIntel-6-3C-0", "simd-insts"), /* haswell: no SIMD instruction count */
	UNSUP("GenuineIntel-6-3C-0", "barrier-insts"), /* haswell: no barrier instruction count */
	UNSUP("GenuineIntel-6-3C-0", "full-retire-cycles"), /* haswell: no full-retirement cycle count */
	UNSUP("GenuineIntel-6-3D-0", "fma-insts"), /* broadwell: no FMA instruction count */
	UNSUP("GenuineIntel-6-3D-0", "simd-insts"), /* broadwell: no SIMD instruction count */
	UNSUP("GenuineIntel-6-3D-0", "barrier-insts"), /* broadwell: no barrier instruction count */
	UNSUP("GenuineIntel-6-3D-0", "full-retire-cycles"), /* broadwell: no full-retirement cycle count */
	UNSUP("GenuineIntel-6-3E-0", "fma-insts"), /* ivybridge-ep: no FMA instruction count */
	UNSUP("GenuineIntel-6-3E-0", "simd-insts"), /* ivybridge-ep: no SIMD instruction count */
	UNSUP("GenuineIntel-6-3E-0", "barrier-insts"), /* ivybridge-ep: no barrier instruction count */
	UNSUP("GenuineIntel-6-3E-0", "full-retire-cycles"), /* ivybridge-ep: no full-retirement cycle count */
	UNSUP("GenuineIntel-6-3F-0", "fma-insts"), /* haswell-x: no FMA instruction count */
	UNSUP("GenuineIntel-6-3F-0", "simd-insts"), /* haswell-x: no SIMD instruction count */
	UNSUP("GenuineIntel-6-3F-0", "barrier-insts"), /* haswell-x: no barrier instruction count */
	UNSUP("GenuineIntel-6-3F-0", "full-retire-cycles"), /* haswell-x: no full-retirement cycle count */
	UNSUP("GenuineIntel-6-4E-0", "fma-insts"), /* skylake: no FMA instruction count */
	UNSUP("GenuineIntel-6-4E-0", "simd-insts"), /* skylake: no SIMD instruction count */
	UNSUP("GenuineIntel-6-4E-0", "barrier-insts"), /* skylake: no barrier instruction count */
	UNSUP("GenuineIntel-6-4E-0", "full-retire-cycles"), /* skylake: no full-retirement cycle count */
	UNSUP("GenuineIntel-6-4F-0", "fma-insts"), /* broadwell-x: no FMA instruction count */
	UNSUP("GenuineIntel-6-4F-0", "simd-insts"), /* broadwell-x: no SIMD instruction count */
	UNSUP("GenuineIntel-6-4F-0", "barrier-insts"), /* broadwell-x: no barrier instruction count */
	UNSUP("GenuineIntel-6-4F-0", "full-retire-cycles"), /* broadwell-x: no full-retirement cycle count */
	UNSUP("GenuineIntel-6-55-0", "fma-insts"), /* skylake-x: no FMA instruction count */
	UNSUP("GenuineIntel-6-55-0", "simd-insts"), /* skylake-x: no SIMD instruction count */
	UNSUP("GenuineIntel-6-55-0", "barrier-insts"), /* skylake-x: no barrier instruction count */
	UNSUP("GenuineIntel-6-55-0", "full-retire-cycles"), /* skylake-x: no full-retirement cycle count */
	UNSUP("GenuineIntel-6-55-5", "fma-insts"), /* cascadelake-x: no FMA instruction count */
	UNSUP("GenuineIntel-6-55-5", "simd-insts"), /* cascadelake-x: no SIMD instruction count */
	UNSUP("GenuineIntel-6-55-5", "barrier-insts"), /* cascadelake-x: no barrier instruction count */
	UNSUP("GenuineIntel-6-55-5", "full-retire-cycles"), /* cascadelake-x: no full-retirement cycle count */
	UNSUP("GenuineIntel-6-6A-0", "fma-insts"), /* icelake-x: no FMA instruction count */
	UNSUP("GenuineIntel-6-6A-0", "simd-insts"), /* icelake-x: no SIMD instruction count */
	UNSUP("GenuineIntel-6-6A-0", "barrier-insts"), /* icelake-x: no barrier instruction count */
	UNSUP("GenuineIntel-6-6A-0", "full-retire-cycles"), /* icelake-x: no full-retirement cycle count */
	UNSUP("GenuineIntel-6-7D-0", "fma-insts"), /* icelake: no FMA instruction count */
	UNSUP("GenuineIntel-6-7D-0", "simd-insts"), /* icelake: no SIMD instruction count */
	UNSUP("GenuineIntel-6-7D-0", "barrier-insts"), /* icelake: no barrier instruction count */
	UNSUP("GenuineIntel-6-7D-0", "full-retire-cycles"), /* icelake: no full-retirement cycle count */
	UNSUP("GenuineIntel-6-8C-0", "fma-insts"), /* tigerlake: no FMA instruction count */
	UNSUP("GenuineIntel-6-8C-0", "simd-insts"), /* tigerlake: no SIMD instruction count */
	UNSUP("GenuineIntel-6-8C-0", "barrier-insts"), /* tigerlake: no barrier instruction count */
	UNSUP("GenuineIntel-6-8C-0", "full-retire-cycles"), /* tigerlake: no full-retirement cycle count */
	UNSUP("GenuineIntel-6-8F-0", "fma-insts"), /* sapphirerapids: no FMA instruction count */
	UNSUP("GenuineIntel-6-8F-0", "simd-insts"), /* sapphirerapids: no SIMD instruction count */
	UNSUP("GenuineIntel-6-8F-0", "barrier-insts"), /* sapphirerapids: no barrier instruction count */
	UNSUP("GenuineIntel-6-8F-0", "full-retire-cycles"), /* sapphirerapids: no full-retirement cycle count */
	UNSUP("GenuineIntel-6-AD-0", "fma-insts"), /* graniterapids: no FMA instruction count */
	UNSUP("GenuineIntel-6-AD-0", "simd-insts"), /* graniterapids: no SIMD instruction count */
	UNSUP("GenuineIntel-6-AD-0", "barrier-insts"), /* graniterapids: no barrier instruction count */
	UNSUP("GenuineIntel-6-AD-0", "full-retire-cycles"), /* graniterapids: no full-retirement cycle count */
	UNSUP("GenuineIntel-6-CF-0", "fma-insts"), /* emeraldrapids: no FMA instruction count */
	UNSUP("GenuineIntel-6-CF-0", "simd-insts"), /* emeraldrapids: no SIMD instruction count */
	UNSUP("GenuineIntel-6-CF-0", "barrier-insts"), /* emeraldrapids: no barrier instruction count */
	UNSUP("GenuineIntel-6-CF-0", "full-retire-cycles"), /* emeraldrapids: no full-retirement cycle count */
	UNSUP("AuthenticAMD-26-50-0", "fma-insts"), /* zen6: no FMA instruction count */
	UNSUP("AuthenticAMD-26-50-0", "simd-insts"), /* zen6: no SIMD instruction count */
	UNSUP("AuthenticAMD-26-50-0", "barrier-insts"), /* zen6: no barrier instruction count */
	UNSUP("AuthenticAMD-26-50-0", "full-retire-cycles"), /* zen6: no full-retirement cycle count */
	UNSUP("AuthenticAMD-23-0-0", "fma-insts"), /* zen1: no FMA instruction count */
	RAW("AuthenticAMD-23-0-0", "simd-insts", 0x6cb, 0x0), /* zen1: perf amdzen1 ex_ret_mmx_fp_instr sse_instr|mmx_instr (approx: scalar SSE FP too) */
	UNSUP("AuthenticAMD-23-0-0", "barrier-insts"), /* zen1: no barrier instruction count */
	UNSUP("AuthenticAMD-23-0-0", "full-retire-cycles"), /* zen1: no full-retirement cycle count */
	UNSUP("AuthenticAMD-23-30-0", "fma-insts"), /* zen2: no FMA instruction count */
	RAW("AuthenticAMD-23-30-0", "simd-insts", 0x6cb, 0x0), /* zen2: perf amdzen2 ex_ret_mmx_fp_instr sse_instr|mmx_instr (approx: scalar SSE FP too) */
	UNSUP("AuthenticAMD-23-30-0", "barrier-insts"), /* zen2: no barrier instruction count */
	UNSUP("AuthenticAMD-23-30-0", "full-retire-cycles"), /* zen2: no full-retirement cycle count */
	UNSUP("AuthenticAMD-25-0-0", "fma-insts"), /* zen3: no FMA instruction count */
	RAW("AuthenticAMD-25-0-0", "simd-insts", 0x6cb, 0x0), /* zen3: perf amdzen3 ex_ret_mmx_fp_instr sse_instr|mmx_instr (approx: scalar SSE FP too) */
	UNSUP("AuthenticAMD-25-0-0", "barrier-insts"), /* zen3: no barrier instruction count */
	UNSUP("AuthenticAMD-25-0-0", "full-retire-cycles"), /* zen3: no full-retirement cycle count */
	UNSUP("AuthenticAMD-25-10-0", "fma-insts"), /* zen4: no FMA instruction count */
	UNSUP("AuthenticAMD-25-10-0", "simd-insts"), /* zen4: no SIMD instruction count */
	UNSUP("AuthenticAMD-25-10-0", "barrier-insts"), /* zen4: no barrier instruction count */
	UNSUP("AuthenticAMD-25-10-0", "full-retire-cycles"), /* zen4: no full-retirement cycle count */
	UNSUP("AuthenticAMD-26-0-0", "fma-insts"), /* zen5: no FMA instruction count */
	UNSUP("AuthenticAMD-26-0-0", "simd-insts"), /* zen5: no SIMD instruction count */
	UNSUP("AuthenticAMD-26-0-0", "barrier-insts"), /* zen5: no barrier instruction count */
	UNSUP("AuthenticAMD-26-0-0", "full-retire-cycles"), /* zen5: no full-retirement cycle count */
	UNSUP("AuthenticAMD-30-1", "fma-insts"), /* amd-generic-fallback: no FMA instruction count */
	UNSUP("AuthenticAMD-30-1", "simd-insts"), /* amd-generic-fallback: no SIMD instruction count */
	UNSUP("AuthenticAMD-30-1", "barrier-insts"), /* amd-generic-fallback: no barrier instruction count */
	UNSUP("AuthenticAMD-30-1", "full-retire-cycles"), /* amd-generic-fallback: no full-retirement cycle count */
	UNSUP("HygonGenuine-24-0-0", "fma-insts"), /* dhyana: no FMA instruction count */
	RAW("HygonGenuine-24-0-0", "simd-insts", 0x6cb, 0x0), /* dhyana: perf amdzen1 ex_ret_mmx_fp_instr sse_instr|mmx_instr (approx: scalar SSE FP too) */
	UNSUP("HygonGenuine-24-0-0", "barrier-insts"), /* dhyana: no barrier instruction count */
	UNSUP("HygonGenuine-24-0-0", "full-retire-cycles"), /* dhyana: no full-retirement cycle count */
	UNSUP("0x00000000000f0510", "fma-insts"), /* arm64-arch-fallback: no FMA instruction count */
	UNSUP("0x00000000000f0510", "simd-insts"), /* arm64-arch-fallback: no SIMD instruction count */
	UNSUP("0x00000000000f0510", "barrier-insts"), /* arm64-arch-fallback: no barrier instruction count */
	UNSUP("0x00000000000f0510", "full-retire-cycles"), /* arm64-arch-fallback: no full-retirement cycle count */
	RAW("0x00000000460f0010", "fma-insts", 0x8028, 0x0), /* a64fx: FP_FMA_SPEC */
	RAW("0x00000000460f0010", "simd-insts", 0x8000, 0x0), /* a64fx: SIMD_INST_RETIRED */
	K_SUM3("0x00000000460f0010", "barrier-insts", 1, 0x7c, 0x7d, 0x7e), /* a64fx: ISB_SPEC + DSB_SPEC + DMB_SPEC */
	RAW("0x00000000460f0010", "full-retire-cycles", 0x194, 0x0), /* a64fx: _4INST_COMMIT */
	UNSUP("0x00000000c00fac30", "fma-insts"), /* ampereone: no FMA instruction count */
	RAW("0x00000000c00fac30", "simd-insts", 0x74, 0x0), /* ampereone: ASE_SPEC */
	K_SUM3("0x00000000c00fac30", "barrier-insts", 0, 0x7c, 0x7d, 0x7e), /* ampereone: ISB_SPEC + DSB_SPEC + DMB_SPEC */
	UNSUP("0x00000000c00fac30", "full-retire-cycles"), /* ampereone: no full-retirement cycle count */
	UNSUP("0x00000000c00fac40", "fma-insts"), /* ampereonex: no FMA instruction count */
	RAW("0x00000000c00fac40", "simd-insts", 0x74, 0x0), /* ampereonex: ASE_SPEC */
	K_SUM3("0x00000000c00fac40", "barrier-insts", 0, 0x7c, 0x7d, 0x7e), /* ampereonex: ISB_SPEC + DSB_SPEC + DMB_SPEC */
	UNSUP("0x00000000c00fac40", "full-retire-cycles"), /* ampereonex: no full-retirement cycle count */
	UNSUP("0x00000000410fd020", "fma-insts"), /* cortex-a34: no FMA instruction count */
	UNSUP("0x00000000410fd020", "simd-insts"), /* cortex-a34: no SIMD instruction count */
	UNSUP("0x00000000410fd020", "barrier-insts"), /* cortex-a34: no barrier instruction count */
	UNSUP("0x00000000410fd020", "full-retire-cycles"), /* cortex-a34: no full-retirement cycle count */
	UNSUP("0x00000000410fd040", "fma-insts"), /* cortex-a35: no FMA instruction count */
	RAW("0x00000000410fd040", "simd-insts", 0x74, 0x0), /* cortex-a35: ASE_SPEC */
	UNSUP("0x00000000410fd040", "barrier-insts"), /* cortex-a35: no barrier instruction count */
	UNSUP("0x00000000410fd040", "full-retire-cycles"), /* cortex-a35: no full-retirement cycle count */
	UNSUP("0x00000000410fd460", "fma-insts"), /* cortex-a510: no FMA instruction count */
	SUM("0x00000000410fd460", "simd-insts", 0x74, 0x0, 0x8006, 0x0), /* cortex-a510: ASE_SPEC + SVE_INST_SPEC */
	UNSUP("0x00000000410fd460", "barrier-insts"), /* cortex-a510: no barrier instruction count */
	UNSUP("0x00000000410fd460", "full-retire-cycles"), /* cortex-a510: no full-retirement cycle count */
	UNSUP("0x00000000410fd030", "fma-insts"), /* cortex-a53: no FMA instruction count */
	UNSUP("0x00000000410fd030", "simd-insts"), /* cortex-a53: no SIMD instruction count */
	UNSUP("0x00000000410fd030", "barrier-insts"), /* cortex-a53: no barrier instruction count */
	UNSUP("0x00000000410fd030", "full-retire-cycles"), /* cortex-a53: no full-retirement cycle count */
	UNSUP("0x00000000410fd050", "fma-insts"), /* cortex-a55: no FMA instruction count */
	RAW("0x00000000410fd050", "simd-insts", 0x74, 0x0), /* cortex-a55: ASE_SPEC */
	UNSUP("0x00000000410fd050", "barrier-insts"), /* cortex-a55: no barrier instruction count */
	UNSUP("0x00000000410fd050", "full-retire-cycles"), /* cortex-a55: no full-retirement cycle count */
	UNSUP("0x00000000410fd070", "fma-insts"), /* cortex-a57-a72: no FMA instruction count */
	RAW("0x00000000410fd070", "simd-insts", 0x74, 0x0), /* cortex-a57-a72: ASE_SPEC */
	K_SUM3("0x00000000410fd070", "barrier-insts", 0, 0x7c, 0x7d, 0x7e), /* cortex-a57-a72: ISB_SPEC + DSB_SPEC + DMB_SPEC */
	UNSUP("0x00000000410fd070", "full-retire-cycles"), /* cortex-a57-a72: no full-retirement cycle count */
	UNSUP("0x00000000410fd060", "fma-insts"), /* cortex-a65-e1: no FMA instruction count */
	RAW("0x00000000410fd060", "simd-insts", 0x74, 0x0), /* cortex-a65-e1: ASE_SPEC */
	UNSUP("0x00000000410fd060", "barrier-insts"), /* cortex-a65-e1: no barrier instruction count */
	UNSUP("0x00000000410fd060", "full-retire-cycles"), /* cortex-a65-e1: no full-retirement cycle count */
	UNSUP("0x00000000410fd470", "fma-insts"), /* cortex-a710: no FMA instruction count */
	SUM("0x00000000410fd470", "simd-insts", 0x8005, 0x0, 0x8006, 0x0), /* cortex-a710: ASE_INST_SPEC + SVE_INST_SPEC */
	K_SUM3("0x00000000410fd470", "barrier-insts", 0, 0x7c, 0x7d, 0x7e), /* cortex-a710: ISB_SPEC + DSB_SPEC + DMB_SPEC */
	UNSUP("0x00000000410fd470", "full-retire-cycles"), /* cortex-a710: no full-retirement cycle count */
	UNSUP("0x00000000410fd090", "fma-insts"), /* cortex-a73: no FMA instruction count */
	RAW("0x00000000410fd090", "simd-insts", 0x74, 0x0), /* cortex-a73: ASE_SPEC */
	K_SUM3("0x00000000410fd090", "barrier-insts", 0, 0x7c, 0x7d, 0x7e), /* cortex-a73: ISB_SPEC + DSB_SPEC + DMB_SPEC */
	UNSUP("0x00000000410fd090", "full-retire-cycles"), /* cortex-a73: no full-retirement cycle count */
	UNSUP("0x00000000410fd0a0", "fma-insts"), /* cortex-a75: no FMA instruction count */
	RAW("0x00000000410fd0a0", "simd-insts", 0x74, 0x0), /* cortex-a75: ASE_SPEC */
	K_SUM3("0x00000000410fd0a0", "barrier-insts", 0, 0x7c, 0x7d, 0x7e), /* cortex-a75: ISB_SPEC + DSB_SPEC + DMB_SPEC */
	UNSUP("0x00000000410fd0a0", "full-retire-cycles"), /* cortex-a75: no full-retirement cycle count */
	UNSUP("0x00000000410fd0b0", "fma-insts"), /* cortex-a76: no FMA instruction count */
	RAW("0x00000000410fd0b0", "simd-insts", 0x74, 0x0), /* cortex-a76: ASE_SPEC */
	K_SUM3("0x00000000410fd0b0", "barrier-insts", 0, 0x7c, 0x7d, 0x7e), /* cortex-a76: ISB_SPEC + DSB_SPEC + DMB_SPEC */
	UNSUP("0x00000000410fd0b0", "full-retire-cycles"), /* cortex-a76: no full-retirement cycle count */
	UNSUP("0x00000000410fd0d0", "fma-insts"), /* cortex-a77: no FMA instruction count */
	RAW("0x00000000410fd0d0", "simd-insts", 0x74, 0x0), /* cortex-a77: ASE_SPEC */
	K_SUM3("0x00000000410fd0d0", "barrier-insts", 0, 0x7c, 0x7d, 0x7e), /* cortex-a77: ISB_SPEC + DSB_SPEC + DMB_SPEC */
	UNSUP("0x00000000410fd0d0", "full-retire-cycles"), /* cortex-a77: no full-retirement cycle count */
	UNSUP("0x00000000410fd410", "fma-insts"), /* cortex-a78: no FMA instruction count */
	RAW("0x00000000410fd410", "simd-insts", 0x74, 0x0), /* cortex-a78: ASE_SPEC */
	K_SUM3("0x00000000410fd410", "barrier-insts", 0, 0x7c, 0x7d, 0x7e), /* cortex-a78: ISB_SPEC + DSB_SPEC + DMB_SPEC */
	UNSUP("0x00000000410fd410", "full-retire-cycles"), /* cortex-a78: no full-retirement cycle count */
	UNSUP("0x00000000410fd440", "fma-insts"), /* cortex-x1: no FMA instruction count */
	RAW("0x00000000410fd440", "simd-insts", 0x74, 0x0), /* cortex-x1: ASE_SPEC */
	K_SUM3("0x00000000410fd440", "barrier-insts", 0, 0x7c, 0x7d, 0x7e), /* cortex-x1: ISB_SPEC + DSB_SPEC + DMB_SPEC */
	UNSUP("0x00000000410fd440", "full-retire-cycles"), /* cortex-x1: no full-retirement cycle count */
	UNSUP("0x00000000410fd480", "fma-insts"), /* cortex-x2: no FMA instruction count */
	SUM("0x00000000410fd480", "simd-insts", 0x8005, 0x0, 0x8006, 0x0), /* cortex-x2: ASE_INST_SPEC + SVE_INST_SPEC */
	K_SUM3("0x00000000410fd480", "barrier-insts", 0, 0x7c, 0x7d, 0x7e), /* cortex-x2: ISB_SPEC + DSB_SPEC + DMB_SPEC */
	UNSUP("0x00000000410fd480", "full-retire-cycles"), /* cortex-x2: no full-retirement cycle count */
	UNSUP("0x00000000500f0000", "fma-insts"), /* emag: no FMA instruction count */
	RAW("0x00000000500f0000", "simd-insts", 0x74, 0x0), /* emag: ASE_SPEC */
	K_SUM3("0x00000000500f0000", "barrier-insts", 0, 0x7c, 0x7d, 0x7e), /* emag: ISB_SPEC + DSB_SPEC + DMB_SPEC */
	UNSUP("0x00000000500f0000", "full-retire-cycles"), /* emag: no full-retirement cycle count */
	UNSUP("0x00000000480fd010", "fma-insts"), /* hip08: no FMA instruction count */
	UNSUP("0x00000000480fd010", "simd-insts"), /* hip08: no SIMD instruction count */
	UNSUP("0x00000000480fd010", "barrier-insts"), /* hip08: no barrier instruction count */
	UNSUP("0x00000000480fd010", "full-retire-cycles"), /* hip08: no full-retirement cycle count */
	UNSUP("0x00000000410fd0c0", "fma-insts"), /* neoverse-n1: no FMA instruction count */
	RAW("0x00000000410fd0c0", "simd-insts", 0x74, 0x0), /* neoverse-n1: ASE_SPEC */
	K_SUM3("0x00000000410fd0c0", "barrier-insts", 0, 0x7c, 0x7d, 0x7e), /* neoverse-n1: ISB_SPEC + DSB_SPEC + DMB_SPEC */
	UNSUP("0x00000000410fd0c0", "full-retire-cycles"), /* neoverse-n1: no full-retirement cycle count */
	UNSUP("0x00000000410fd490", "fma-insts"), /* neoverse-n2: no FMA instruction count */
	SUM("0x00000000410fd490", "simd-insts", 0x8005, 0x0, 0x8006, 0x0), /* neoverse-n2: ASE_INST_SPEC + SVE_INST_SPEC */
	K_SUM3("0x00000000410fd490", "barrier-insts", 0, 0x7c, 0x7d, 0x7e), /* neoverse-n2: ISB_SPEC + DSB_SPEC + DMB_SPEC */
	UNSUP("0x00000000410fd490", "full-retire-cycles"), /* neoverse-n2: no full-retirement cycle count */
	UNSUP("0x00000000410fd400", "fma-insts"), /* neoverse-v1: no FMA instruction count */
	SUM("0x00000000410fd400", "simd-insts", 0x8005, 0x0, 0x8006, 0x0), /* neoverse-v1: ASE_INST_SPEC + SVE_INST_SPEC */
	K_SUM3("0x00000000410fd400", "barrier-insts", 0, 0x7c, 0x7d, 0x7e), /* neoverse-v1: ISB_SPEC + DSB_SPEC + DMB_SPEC */
	UNSUP("0x00000000410fd400", "full-retire-cycles"), /* neoverse-v1: no full-retirement cycle count */
	UNSUP("0x00000000410fd4f0", "fma-insts"), /* neoverse-v2: no FMA instruction count */
	SUM("0x00000000410fd4f0", "simd-insts", 0x8005, 0x0, 0x8006, 0x0), /* neoverse-v2: ASE_INST_SPEC + SVE_INST_SPEC */
	K_SUM3("0x00000000410fd4f0", "barrier-insts", 0, 0x7c, 0x7d, 0x7e), /* neoverse-v2: ISB_SPEC + DSB_SPEC + DMB_SPEC */
	UNSUP("0x00000000410fd4f0", "full-retire-cycles"), /* neoverse-v2: no full-retirement cycle count */
	UNSUP("0x00000000420f5160", "fma-insts"), /* thunderx2: no FMA instruction count */
	UNSUP("0x00000000420f5160", "simd-insts"), /* thunderx2: no SIMD instruction count */
	UNSUP("0x00000000420f5160", "barrier-insts"), /* thunderx2: no barrier instruction count */
	UNSUP("0x00000000420f5160", "full-retire-cycles"), /* thunderx2: no full-retirement cycle count */
	UNSUP("GenuineIntel-6-37-0", "fma-insts"), /* silvermont: no FMA instruction count */
	UNSUP("GenuineIntel-6-37-0", "simd-insts"), /* silvermont: no SIMD instruction count */
	UNSUP("GenuineIntel-6-37-0", "barrier-insts"), /* silvermont: no barrier instruction count */
	UNSUP("GenuineIntel-6-37-0", "full-retire-cycles"), /* silvermont: no full-retirement cycle count */
	UNSUP("GenuineIntel-6-57-0", "fma-insts"), /* knightslanding: no FMA instruction count */
	UNSUP("GenuineIntel-6-57-0", "simd-insts"), /* knightslanding: no SIMD instruction count */
	UNSUP("GenuineIntel-6-57-0", "barrier-insts"), /* knightslanding: no barrier instruction count */
	UNSUP("GenuineIntel-6-57-0", "full-retire-cycles"), /* knightslanding: no full-retirement cycle count */
	UNSUP("GenuineIntel-6-5C-0", "fma-insts"), /* goldmont: no FMA instruction count */
	UNSUP("GenuineIntel-6-5C-0", "simd-insts"), /* goldmont: no SIMD instruction count */
	UNSUP("GenuineIntel-6-5C-0", "barrier-insts"), /* goldmont: no barrier instruction count */
	UNSUP("GenuineIntel-6-5C-0", "full-retire-cycles"), /* goldmont: no full-retirement cycle count */
	UNSUP("GenuineIntel-6-7A-0", "fma-insts"), /* goldmontplus: no FMA instruction count */
	UNSUP("GenuineIntel-6-7A-0", "simd-insts"), /* goldmontplus: no SIMD instruction count */
	UNSUP("GenuineIntel-6-7A-0", "barrier-insts"), /* goldmontplus: no barrier instruction count */
	UNSUP("GenuineIntel-6-7A-0", "full-retire-cycles"), /* goldmontplus: no full-retirement cycle count */
	UNSUP("GenuineIntel-6-85-0", "fma-insts"), /* knightsmill: no FMA instruction count */
	UNSUP("GenuineIntel-6-85-0", "simd-insts"), /* knightsmill: no SIMD instruction count */
	UNSUP("GenuineIntel-6-85-0", "barrier-insts"), /* knightsmill: no barrier instruction count */
	UNSUP("GenuineIntel-6-85-0", "full-retire-cycles"), /* knightsmill: no full-retirement cycle count */
	UNSUP("GenuineIntel-6-86-0", "fma-insts"), /* snowridgex: no FMA instruction count */
	UNSUP("GenuineIntel-6-86-0", "simd-insts"), /* snowridgex: no SIMD instruction count */
	UNSUP("GenuineIntel-6-86-0", "barrier-insts"), /* snowridgex: no barrier instruction count */
	UNSUP("GenuineIntel-6-86-0", "full-retire-cycles"), /* snowridgex: no full-retirement cycle count */
	UNSUP("GenuineIntel-6-96-0", "fma-insts"), /* elkhartlake: no FMA instruction count */
	UNSUP("GenuineIntel-6-96-0", "simd-insts"), /* elkhartlake: no SIMD instruction count */
	UNSUP("GenuineIntel-6-96-0", "barrier-insts"), /* elkhartlake: no barrier instruction count */
	UNSUP("GenuineIntel-6-96-0", "full-retire-cycles"), /* elkhartlake: no full-retirement cycle count */
	UNSUP("GenuineIntel-6-97-0", "cpu_atom/fma-insts/"), /* alderlake: no FMA instruction count */
	UNSUP("GenuineIntel-6-97-0", "cpu_atom/simd-insts/"), /* alderlake: no SIMD instruction count */
	UNSUP("GenuineIntel-6-97-0", "cpu_atom/barrier-insts/"), /* alderlake: no barrier instruction count */
	UNSUP("GenuineIntel-6-97-0", "cpu_atom/full-retire-cycles/"), /* alderlake: no full-retirement cycle count */
	UNSUP("GenuineIntel-6-97-0", "cpu_core/fma-insts/"), /* alderlake: no FMA instruction count */
	UNSUP("GenuineIntel-6-97-0", "cpu_core/simd-insts/"), /* alderlake: no SIMD instruction count */
	UNSUP("GenuineIntel-6-97-0", "cpu_core/barrier-insts/"), /* alderlake: no barrier instruction count */
	UNSUP("GenuineIntel-6-97-0", "cpu_core/full-retire-cycles/"), /* alderlake: no full-retirement cycle count */
	UNSUP("GenuineIntel-6-AA-0", "cpu_atom/fma-insts/"), /* meteorlake: no FMA instruction count */
	UNSUP("GenuineIntel-6-AA-0", "cpu_atom/simd-insts/"), /* meteorlake: no SIMD instruction count */
	UNSUP("GenuineIntel-6-AA-0", "cpu_atom/barrier-insts/"), /* meteorlake: no barrier instruction count */
	UNSUP("GenuineIntel-6-AA-0", "cpu_atom/full-retire-cycles/"), /* meteorlake: no full-retirement cycle count */
	UNSUP("GenuineIntel-6-AA-0", "cpu_core/fma-insts/"), /* meteorlake: no FMA instruction count */
	UNSUP("GenuineIntel-6-AA-0", "cpu_core/simd-insts/"), /* meteorlake: no SIMD instruction count */
	UNSUP("GenuineIntel-6-AA-0", "cpu_core/barrier-insts/"), /* meteorlake: no barrier instruction count */
	UNSUP("GenuineIntel-6-AA-0", "cpu_core/full-retire-cycles/"), /* meteorlake: no full-retirement cycle count */
	UNSUP("GenuineIntel-6-CC-0", "cpu_core/fma-insts/"), /* pantherlake: no FMA instruction count */
	UNSUP("GenuineIntel-6-CC-0", "cpu_core/simd-insts/"), /* pantherlake: no SIMD instruction count */
	UNSUP("GenuineIntel-6-CC-0", "cpu_core/barrier-insts/"), /* pantherlake: no barrier instruction count */
	UNSUP("GenuineIntel-6-CC-0", "cpu_core/full-retire-cycles/"), /* pantherlake: no full-retirement cycle count */
	UNSUP("GenuineIntel-6-CC-0", "cpu_atom/fma-insts/"), /* pantherlake: no FMA instruction count */
	UNSUP("GenuineIntel-6-CC-0", "cpu_atom/simd-insts/"), /* pantherlake: no SIMD instruction count */
	UNSUP("GenuineIntel-6-CC-0", "cpu_atom/barrier-insts/"), /* pantherlake: no barrier instruction count */
	UNSUP("GenuineIntel-6-CC-0", "cpu_atom/full-retire-cycles/"), /* pantherlake: no full-retirement cycle count */
	UNSUP("GenuineIntel-6-C5-0", "cpu_core/fma-insts/"), /* arrowlake-h: no FMA instruction count */
	UNSUP("GenuineIntel-6-C5-0", "cpu_core/simd-insts/"), /* arrowlake-h: no SIMD instruction count */
	UNSUP("GenuineIntel-6-C5-0", "cpu_core/barrier-insts/"), /* arrowlake-h: no barrier instruction count */
	UNSUP("GenuineIntel-6-C5-0", "cpu_core/full-retire-cycles/"), /* arrowlake-h: no full-retirement cycle count */
	UNSUP("GenuineIntel-6-C5-0", "cpu_atom/fma-insts/"), /* arrowlake-h: no FMA instruction count */
	UNSUP("GenuineIntel-6-C5-0", "cpu_atom/simd-insts/"), /* arrowlake-h: no SIMD instruction count */
	UNSUP("GenuineIntel-6-C5-0", "cpu_atom/barrier-insts/"), /* arrowlake-h: no barrier instruction count */
	UNSUP("GenuineIntel-6-C5-0", "cpu_atom/full-retire-cycles/"), /* arrowlake-h: no full-retirement cycle count */
	UNSUP("GenuineIntel-6-C5-0", "cpu_lowpower/fma-insts/"), /* arrowlake-h: no FMA instruction count */
	UNSUP("GenuineIntel-6-C5-0", "cpu_lowpower/simd-insts/"), /* arrowlake-h: no SIMD instruction count */
	UNSUP("GenuineIntel-6-C5-0", "cpu_lowpower/barrier-insts/"), /* arrowlake-h: no barrier instruction count */
	UNSUP("GenuineIntel-6-C5-0", "cpu_lowpower/full-retire-cycles/"), /* arrowlake-h: no full-retirement cycle count */
	UNSUP("GenuineIntel-6-DD-0", "fma-insts"), /* clearwaterforest: no FMA instruction count */
	UNSUP("GenuineIntel-6-DD-0", "simd-insts"), /* clearwaterforest: no SIMD instruction count */
	UNSUP("GenuineIntel-6-DD-0", "barrier-insts"), /* clearwaterforest: no barrier instruction count */
	UNSUP("GenuineIntel-6-DD-0", "full-retire-cycles"), /* clearwaterforest: no full-retirement cycle count */
	UNSUP("GenuineIntel-6-1C-0", "fma-insts"), /* bonnell: no FMA instruction count */
	SUM("GenuineIntel-6-1C-0", "simd-insts", 0x1c7, 0x0, 0x10c7, 0x0), /* bonnell: SIMD_INST_RETIRED.PACKED_SINGLE + .VECTOR */
	UNSUP("GenuineIntel-6-1C-0", "barrier-insts"), /* bonnell: no barrier instruction count */
	UNSUP("GenuineIntel-6-1C-0", "full-retire-cycles"), /* bonnell: no full-retirement cycle count */
	UNSUP("GenuineIntel-6-AF-0", "fma-insts"), /* sierraforest: no FMA instruction count */
	UNSUP("GenuineIntel-6-AF-0", "simd-insts"), /* sierraforest: no SIMD instruction count */
	UNSUP("GenuineIntel-6-AF-0", "barrier-insts"), /* sierraforest: no barrier instruction count */
	UNSUP("GenuineIntel-6-AF-0", "full-retire-cycles"), /* sierraforest: no full-retirement cycle count */
	UNSUP("GenuineIntel-6-B6-0", "fma-insts"), /* grandridge: no FMA instruction count */
	UNSUP("GenuineIntel-6-B6-0", "simd-insts"), /* grandridge: no SIMD instruction count */
	UNSUP("GenuineIntel-6-B6-0", "barrier-insts"), /* grandridge: no barrier instruction count */
	UNSUP("GenuineIntel-6-B6-0", "full-retire-cycles"), /* grandridge: no full-retirement cycle count */
	UNSUP("GenuineIntel-6-BD-0", "cpu_atom/fma-insts/"), /* lunarlake: no FMA instruction count */
	UNSUP("GenuineIntel-6-BD-0", "cpu_atom/simd-insts/"), /* lunarlake: no SIMD instruction count */
	UNSUP("GenuineIntel-6-BD-0", "cpu_atom/barrier-insts/"), /* lunarlake: no barrier instruction count */
	UNSUP("GenuineIntel-6-BD-0", "cpu_atom/full-retire-cycles/"), /* lunarlake: no full-retirement cycle count */
	UNSUP("GenuineIntel-6-BD-0", "cpu_core/fma-insts/"), /* lunarlake: no FMA instruction count */
	UNSUP("GenuineIntel-6-BD-0", "cpu_core/simd-insts/"), /* lunarlake: no SIMD instruction count */
	UNSUP("GenuineIntel-6-BD-0", "cpu_core/barrier-insts/"), /* lunarlake: no barrier instruction count */
	UNSUP("GenuineIntel-6-BD-0", "cpu_core/full-retire-cycles/"), /* lunarlake: no full-retirement cycle count */
	UNSUP("GenuineIntel-6-BE-0", "fma-insts"), /* alderlake-n: no FMA instruction count */
	UNSUP("GenuineIntel-6-BE-0", "simd-insts"), /* alderlake-n: no SIMD instruction count */
	UNSUP("GenuineIntel-6-BE-0", "barrier-insts"), /* alderlake-n: no barrier instruction count */
	UNSUP("GenuineIntel-6-BE-0", "full-retire-cycles"), /* alderlake-n: no full-retirement cycle count */
	UNSUP("GenuineIntel-6-C6-0", "cpu_atom/fma-insts/"), /* arrowlake: no FMA instruction count */
	UNSUP("GenuineIntel-6-C6-0", "cpu_atom/simd-insts/"), /* arrowlake: no SIMD instruction count */
	UNSUP("GenuineIntel-6-C6-0", "cpu_atom/barrier-insts/"), /* arrowlake: no barrier instruction count */
	UNSUP("GenuineIntel-6-C6-0", "cpu_atom/full-retire-cycles/"), /* arrowlake: no full-retirement cycle count */
	UNSUP("GenuineIntel-6-C6-0", "cpu_core/fma-insts/"), /* arrowlake: no FMA instruction count */
	UNSUP("GenuineIntel-6-C6-0", "cpu_core/simd-insts/"), /* arrowlake: no SIMD instruction count */
	UNSUP("GenuineIntel-6-C6-0", "cpu_core/barrier-insts/"), /* arrowlake: no barrier instruction count */
	UNSUP("GenuineIntel-6-C6-0", "cpu_core/full-retire-cycles/"), /* arrowlake: no full-retirement cycle count */
	UNSUP("GenuineIntel-6-FF", "fma-insts"), /* intel-arch-fallback: no FMA instruction count */
	UNSUP("GenuineIntel-6-FF", "simd-insts"), /* intel-arch-fallback: no SIMD instruction count */
	UNSUP("GenuineIntel-6-FF", "barrier-insts"), /* intel-arch-fallback: no barrier instruction count */
	UNSUP("GenuineIntel-6-FF", "full-retire-cycles"), /* intel-arch-fallback: no full-retirement cycle count */
	/* fp-insts, written whole */
	RAW("GenuineIntel-6-1A-0", "fp-insts", 0x410, 0x0), /* nehalem-ep: total, FP_COMP_OPS_EXE.SSE_FP */
	RAW("GenuineIntel-6-1E-0", "fp-insts", 0x410, 0x0), /* nehalem: total, FP_COMP_OPS_EXE.SSE_FP */
	RAW("GenuineIntel-6-25-0", "fp-insts", 0x410, 0x0), /* westmere-ep-sp: total, FP_COMP_OPS_EXE.SSE_FP */
	RAW("GenuineIntel-6-2C-0", "fp-insts", 0x410, 0x0), /* westmere-ep-dp: total, FP_COMP_OPS_EXE.SSE_FP */
	RAW("GenuineIntel-6-2E-0", "fp-insts", 0x410, 0x0), /* nehalem-ex: total, FP_COMP_OPS_EXE.SSE_FP */
	RAW("GenuineIntel-6-2F-0", "fp-insts", 0x410, 0x0), /* westmere-ex: total, FP_COMP_OPS_EXE.SSE_FP */
	SUM_EXACT("GenuineIntel-6-3D-0", "fp-insts", 0x3c7, 0x0, 0xfcc7, 0x0), /* broadwell: total, FP_ARITH_INST_RETIRED.SCALAR + .VECTOR */
	SUM_EXACT("GenuineIntel-6-4E-0", "fp-insts", 0x3c7, 0x0, 0xfcc7, 0x0), /* skylake: total, FP_ARITH_INST_RETIRED.SCALAR + .VECTOR */
	SUM_EXACT("GenuineIntel-6-4F-0", "fp-insts", 0x3c7, 0x0, 0xfcc7, 0x0), /* broadwell-x: total, FP_ARITH_INST_RETIRED.SCALAR + .VECTOR */
	SUM_EXACT("GenuineIntel-6-55-0", "fp-insts", 0x3c7, 0x0, 0xfcc7, 0x0), /* skylake-x: total, FP_ARITH_INST_RETIRED.SCALAR + .VECTOR */
	SUM_EXACT("GenuineIntel-6-55-5", "fp-insts", 0x3c7, 0x0, 0xfcc7, 0x0), /* cascadelake-x: total, FP_ARITH_INST_RETIRED.SCALAR + .VECTOR */
	SUM_EXACT("GenuineIntel-6-6A-0", "fp-insts", 0x3c7, 0x0, 0xfcc7, 0x0), /* icelake-x: total, FP_ARITH_INST_RETIRED.SCALAR + .VECTOR */
	SUM_EXACT("GenuineIntel-6-7D-0", "fp-insts", 0x3c7, 0x0, 0xfcc7, 0x0), /* icelake: total, FP_ARITH_INST_RETIRED.SCALAR + .VECTOR */
	SUM_EXACT("GenuineIntel-6-8C-0", "fp-insts", 0x3c7, 0x0, 0xfcc7, 0x0), /* tigerlake: total, FP_ARITH_INST_RETIRED.SCALAR + .VECTOR */
	SUM_EXACT("GenuineIntel-6-8F-0", "fp-insts", 0x3c7, 0x0, 0xfcc7, 0x0), /* sapphirerapids: total, FP_ARITH_INST_RETIRED.SCALAR + .VECTOR */
	SUM_EXACT("GenuineIntel-6-AD-0", "fp-insts", 0x3c7, 0x0, 0xfcc7, 0x0), /* graniterapids: total, FP_ARITH_INST_RETIRED.SCALAR + .VECTOR */
	SUM_EXACT("GenuineIntel-6-CF-0", "fp-insts", 0x3c7, 0x0, 0xfcc7, 0x0), /* emeraldrapids: total, FP_ARITH_INST_RETIRED.SCALAR + .VECTOR */
	RAW("0x00000000460f0010", "fp-insts", 0x8010, 0x0), /* a64fx: total, FP_SPEC */
	SUM_EXACT("GenuineIntel-6-97-0", "cpu_core/fp-insts/", 0x3c7, 0x0, 0xfcc7, 0x0), /* alderlake: total, FP_ARITH_INST_RETIRED.SCALAR + .VECTOR */
	SUM_EXACT("GenuineIntel-6-AA-0", "cpu_core/fp-insts/", 0x3c7, 0x0, 0xfcc7, 0x0), /* meteorlake: total, FP_ARITH_INST_RETIRED.SCALAR + .VECTOR */
	SUM_EXACT("GenuineIntel-6-CC-0", "cpu_core/fp-insts/", 0x3c7, 0x0, 0x3cc7, 0x0), /* pantherlake: total, FP_ARITH_OPS_RETIRED.SCALAR + .VECTOR */
	SUM_EXACT("GenuineIntel-6-C5-0", "cpu_core/fp-insts/", 0x3c7, 0x0, 0x3cc7, 0x0), /* arrowlake-h: total, FP_ARITH_OPS_RETIRED.SCALAR + .VECTOR */
	K_SUM2_PM("GenuineIntel-6-BD-0", "cpu_core/fp-insts/", 0x3c7, 0x3cc7), /* lunarlake: total, FP_ARITH_OPS_RETIRED.SCALAR + .VECTOR */
	SUM_EXACT("GenuineIntel-6-C6-0", "cpu_core/fp-insts/", 0x3c7, 0x0, 0x3cc7, 0x0), /* arrowlake: total, FP_ARITH_OPS_RETIRED.SCALAR + .VECTOR */
