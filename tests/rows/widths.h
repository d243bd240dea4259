/* SPDX-License-Identifier: MIT */
/*
 * tests/test_tables.c rows[]: the expected rows of the packed FP
 * instructions by width (fp-insts-{128b,256b,512b}-{sp,dp}) on every
 * table and PMU.  Values from perf 6.12's JSON and Intel's perfmon files:
 * FP_ARITH_INST_RETIRED umasks 128B_PACKED_DOUBLE 0x04, _SINGLE 0x08,
 * 256B 0x10/0x20, 512B 0x40/0x80 (event 0xc7); the E-cores'
 * FP_INST_RETIRED 128B_SP 0x04, 128B_DP 0x08, 256B_SP 0x10, 256B_DP 0x20;
 * Bonnell's SSE-only SIMD_COMP_INST_RETIRED.PACKED_SINGLE 0x01ca.
 */
	UNSUP("GenuineIntel-6-1A-0", "fp-insts-128b-sp"), /* nehalem-ep: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-1A-0", "fp-insts-128b-dp"), /* nehalem-ep: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-1A-0", "fp-insts-256b-sp"), /* nehalem-ep: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-1A-0", "fp-insts-256b-dp"), /* nehalem-ep: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-1A-0", "fp-insts-512b-sp"), /* nehalem-ep: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-1A-0", "fp-insts-512b-dp"), /* nehalem-ep: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-1E-0", "fp-insts-128b-sp"), /* nehalem: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-1E-0", "fp-insts-128b-dp"), /* nehalem: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-1E-0", "fp-insts-256b-sp"), /* nehalem: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-1E-0", "fp-insts-256b-dp"), /* nehalem: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-1E-0", "fp-insts-512b-sp"), /* nehalem: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-1E-0", "fp-insts-512b-dp"), /* nehalem: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-25-0", "fp-insts-128b-sp"), /* westmere-ep-sp: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-25-0", "fp-insts-128b-dp"), /* westmere-ep-sp: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-25-0", "fp-insts-256b-sp"), /* westmere-ep-sp: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-25-0", "fp-insts-256b-dp"), /* westmere-ep-sp: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-25-0", "fp-insts-512b-sp"), /* westmere-ep-sp: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-25-0", "fp-insts-512b-dp"), /* westmere-ep-sp: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-2A-0", "fp-insts-128b-sp"), /* sandybridge: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-2A-0", "fp-insts-128b-dp"), /* sandybridge: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-2A-0", "fp-insts-256b-sp"), /* sandybridge: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-2A-0", "fp-insts-256b-dp"), /* sandybridge: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-2A-0", "fp-insts-512b-sp"), /* sandybridge: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-2A-0", "fp-insts-512b-dp"), /* sandybridge: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-2C-0", "fp-insts-128b-sp"), /* westmere-ep-dp: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-2C-0", "fp-insts-128b-dp"), /* westmere-ep-dp: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-2C-0", "fp-insts-256b-sp"), /* westmere-ep-dp: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-2C-0", "fp-insts-256b-dp"), /* westmere-ep-dp: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-2C-0", "fp-insts-512b-sp"), /* westmere-ep-dp: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-2C-0", "fp-insts-512b-dp"), /* westmere-ep-dp: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-2D-0", "fp-insts-128b-sp"), /* sandybridge-ep: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-2D-0", "fp-insts-128b-dp"), /* sandybridge-ep: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-2D-0", "fp-insts-256b-sp"), /* sandybridge-ep: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-2D-0", "fp-insts-256b-dp"), /* sandybridge-ep: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-2D-0", "fp-insts-512b-sp"), /* sandybridge-ep: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-2D-0", "fp-insts-512b-dp"), /* sandybridge-ep: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-2E-0", "fp-insts-128b-sp"), /* nehalem-ex: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-2E-0", "fp-insts-128b-dp"), /* nehalem-ex: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-2E-0", "fp-insts-256b-sp"), /* nehalem-ex: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-2E-0", "fp-insts-256b-dp"), /* nehalem-ex: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-2E-0", "fp-insts-512b-sp"), /* nehalem-ex: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-2E-0", "fp-insts-512b-dp"), /* nehalem-ex: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-2F-0", "fp-insts-128b-sp"), /* westmere-ex: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-2F-0", "fp-insts-128b-dp"), /* westmere-ex: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-2F-0", "fp-insts-256b-sp"), /* westmere-ex: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-2F-0", "fp-insts-256b-dp"), /* westmere-ex: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-2F-0", "fp-insts-512b-sp"), /* westmere-ex: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-2F-0", "fp-insts-512b-dp"), /* westmere-ex: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-3A-0", "fp-insts-128b-sp"), /* ivybridge: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-3A-0", "fp-insts-128b-dp"), /* ivybridge: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-3A-0", "fp-insts-256b-sp"), /* ivybridge: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-3A-0", "fp-insts-256b-dp"), /* ivybridge: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-3A-0", "fp-insts-512b-sp"), /* ivybridge: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-3A-0", "fp-insts-512b-dp"), /* ivybridge: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-3C-0", "fp-insts-128b-sp"), /* haswell: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-3C-0", "fp-insts-128b-dp"), /* haswell: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-3C-0", "fp-insts-256b-sp"), /* haswell: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-3C-0", "fp-insts-256b-dp"), /* haswell: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-3C-0", "fp-insts-512b-sp"), /* haswell: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-3C-0", "fp-insts-512b-dp"), /* haswell: no packed FP instruction count by width */
	RAW("GenuineIntel-6-3D-0", "fp-insts-128b-sp", 0x8c7, 0x0), /* broadwell: FP_ARITH umask */
	RAW("GenuineIntel-6-3D-0", "fp-insts-128b-dp", 0x4c7, 0x0), /* broadwell: FP_ARITH umask */
	RAW("GenuineIntel-6-3D-0", "fp-insts-256b-sp", 0x20c7, 0x0), /* broadwell: FP_ARITH umask */
	RAW("GenuineIntel-6-3D-0", "fp-insts-256b-dp", 0x10c7, 0x0), /* broadwell: FP_ARITH umask */
	UNSUP("GenuineIntel-6-3D-0", "fp-insts-512b-sp"), /* broadwell: no AVX-512 */
	UNSUP("GenuineIntel-6-3D-0", "fp-insts-512b-dp"), /* broadwell: no AVX-512 */
	UNSUP("GenuineIntel-6-3E-0", "fp-insts-128b-sp"), /* ivybridge-ep: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-3E-0", "fp-insts-128b-dp"), /* ivybridge-ep: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-3E-0", "fp-insts-256b-sp"), /* ivybridge-ep: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-3E-0", "fp-insts-256b-dp"), /* ivybridge-ep: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-3E-0", "fp-insts-512b-sp"), /* ivybridge-ep: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-3E-0", "fp-insts-512b-dp"), /* ivybridge-ep: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-3F-0", "fp-insts-128b-sp"), /* haswell-x: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-3F-0", "fp-insts-128b-dp"), /* haswell-x: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-3F-0", "fp-insts-256b-sp"), /* haswell-x: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-3F-0", "fp-insts-256b-dp"), /* haswell-x: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-3F-0", "fp-insts-512b-sp"), /* haswell-x: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-3F-0", "fp-insts-512b-dp"), /* haswell-x: no packed FP instruction count by width */
	RAW("GenuineIntel-6-4E-0", "fp-insts-128b-sp", 0x8c7, 0x0), /* skylake: FP_ARITH umask */
	RAW("GenuineIntel-6-4E-0", "fp-insts-128b-dp", 0x4c7, 0x0), /* skylake: FP_ARITH umask */
	RAW("GenuineIntel-6-4E-0", "fp-insts-256b-sp", 0x20c7, 0x0), /* skylake: FP_ARITH umask */
	RAW("GenuineIntel-6-4E-0", "fp-insts-256b-dp", 0x10c7, 0x0), /* skylake: FP_ARITH umask */
	UNSUP("GenuineIntel-6-4E-0", "fp-insts-512b-sp"), /* skylake: no AVX-512 */
	UNSUP("GenuineIntel-6-4E-0", "fp-insts-512b-dp"), /* skylake: no AVX-512 */
	RAW("GenuineIntel-6-4F-0", "fp-insts-128b-sp", 0x8c7, 0x0), /* broadwell-x: FP_ARITH umask */
	RAW("GenuineIntel-6-4F-0", "fp-insts-128b-dp", 0x4c7, 0x0), /* broadwell-x: FP_ARITH umask */
	RAW("GenuineIntel-6-4F-0", "fp-insts-256b-sp", 0x20c7, 0x0), /* broadwell-x: FP_ARITH umask */
	RAW("GenuineIntel-6-4F-0", "fp-insts-256b-dp", 0x10c7, 0x0), /* broadwell-x: FP_ARITH umask */
	UNSUP("GenuineIntel-6-4F-0", "fp-insts-512b-sp"), /* broadwell-x: no AVX-512 */
	UNSUP("GenuineIntel-6-4F-0", "fp-insts-512b-dp"), /* broadwell-x: no AVX-512 */
	RAW("GenuineIntel-6-55-0", "fp-insts-128b-sp", 0x8c7, 0x0), /* skylake-x: FP_ARITH umask */
	RAW("GenuineIntel-6-55-0", "fp-insts-128b-dp", 0x4c7, 0x0), /* skylake-x: FP_ARITH umask */
	RAW("GenuineIntel-6-55-0", "fp-insts-256b-sp", 0x20c7, 0x0), /* skylake-x: FP_ARITH umask */
	RAW("GenuineIntel-6-55-0", "fp-insts-256b-dp", 0x10c7, 0x0), /* skylake-x: FP_ARITH umask */
	RAW("GenuineIntel-6-55-0", "fp-insts-512b-sp", 0x80c7, 0x0), /* skylake-x: FP_ARITH umask */
	RAW("GenuineIntel-6-55-0", "fp-insts-512b-dp", 0x40c7, 0x0), /* skylake-x: FP_ARITH umask */
	RAW("GenuineIntel-6-55-5", "fp-insts-128b-sp", 0x8c7, 0x0), /* cascadelake-x: FP_ARITH umask */
	RAW("GenuineIntel-6-55-5", "fp-insts-128b-dp", 0x4c7, 0x0), /* cascadelake-x: FP_ARITH umask */
	RAW("GenuineIntel-6-55-5", "fp-insts-256b-sp", 0x20c7, 0x0), /* cascadelake-x: FP_ARITH umask */
	RAW("GenuineIntel-6-55-5", "fp-insts-256b-dp", 0x10c7, 0x0), /* cascadelake-x: FP_ARITH umask */
	RAW("GenuineIntel-6-55-5", "fp-insts-512b-sp", 0x80c7, 0x0), /* cascadelake-x: FP_ARITH umask */
	RAW("GenuineIntel-6-55-5", "fp-insts-512b-dp", 0x40c7, 0x0), /* cascadelake-x: FP_ARITH umask */
	RAW("GenuineIntel-6-6A-0", "fp-insts-128b-sp", 0x8c7, 0x0), /* icelake-x: FP_ARITH umask */
	RAW("GenuineIntel-6-6A-0", "fp-insts-128b-dp", 0x4c7, 0x0), /* icelake-x: FP_ARITH umask */
	RAW("GenuineIntel-6-6A-0", "fp-insts-256b-sp", 0x20c7, 0x0), /* icelake-x: FP_ARITH umask */
	RAW("GenuineIntel-6-6A-0", "fp-insts-256b-dp", 0x10c7, 0x0), /* icelake-x: FP_ARITH umask */
	RAW("GenuineIntel-6-6A-0", "fp-insts-512b-sp", 0x80c7, 0x0), /* icelake-x: FP_ARITH umask */
	RAW("GenuineIntel-6-6A-0", "fp-insts-512b-dp", 0x40c7, 0x0), /* icelake-x: FP_ARITH umask */
	RAW("GenuineIntel-6-7D-0", "fp-insts-128b-sp", 0x8c7, 0x0), /* icelake: FP_ARITH umask */
	RAW("GenuineIntel-6-7D-0", "fp-insts-128b-dp", 0x4c7, 0x0), /* icelake: FP_ARITH umask */
	RAW("GenuineIntel-6-7D-0", "fp-insts-256b-sp", 0x20c7, 0x0), /* icelake: FP_ARITH umask */
	RAW("GenuineIntel-6-7D-0", "fp-insts-256b-dp", 0x10c7, 0x0), /* icelake: FP_ARITH umask */
	RAW("GenuineIntel-6-7D-0", "fp-insts-512b-sp", 0x80c7, 0x0), /* icelake: FP_ARITH umask */
	RAW("GenuineIntel-6-7D-0", "fp-insts-512b-dp", 0x40c7, 0x0), /* icelake: FP_ARITH umask */
	RAW("GenuineIntel-6-8C-0", "fp-insts-128b-sp", 0x8c7, 0x0), /* tigerlake: FP_ARITH umask */
	RAW("GenuineIntel-6-8C-0", "fp-insts-128b-dp", 0x4c7, 0x0), /* tigerlake: FP_ARITH umask */
	RAW("GenuineIntel-6-8C-0", "fp-insts-256b-sp", 0x20c7, 0x0), /* tigerlake: FP_ARITH umask */
	RAW("GenuineIntel-6-8C-0", "fp-insts-256b-dp", 0x10c7, 0x0), /* tigerlake: FP_ARITH umask */
	RAW("GenuineIntel-6-8C-0", "fp-insts-512b-sp", 0x80c7, 0x0), /* tigerlake: FP_ARITH umask */
	RAW("GenuineIntel-6-8C-0", "fp-insts-512b-dp", 0x40c7, 0x0), /* tigerlake: FP_ARITH umask */
	RAW("GenuineIntel-6-8F-0", "fp-insts-128b-sp", 0x8c7, 0x0), /* sapphirerapids: FP_ARITH umask */
	RAW("GenuineIntel-6-8F-0", "fp-insts-128b-dp", 0x4c7, 0x0), /* sapphirerapids: FP_ARITH umask */
	RAW("GenuineIntel-6-8F-0", "fp-insts-256b-sp", 0x20c7, 0x0), /* sapphirerapids: FP_ARITH umask */
	RAW("GenuineIntel-6-8F-0", "fp-insts-256b-dp", 0x10c7, 0x0), /* sapphirerapids: FP_ARITH umask */
	RAW("GenuineIntel-6-8F-0", "fp-insts-512b-sp", 0x80c7, 0x0), /* sapphirerapids: FP_ARITH umask */
	RAW("GenuineIntel-6-8F-0", "fp-insts-512b-dp", 0x40c7, 0x0), /* sapphirerapids: FP_ARITH umask */
	RAW("GenuineIntel-6-AD-0", "fp-insts-128b-sp", 0x8c7, 0x0), /* graniterapids: FP_ARITH umask */
	RAW("GenuineIntel-6-AD-0", "fp-insts-128b-dp", 0x4c7, 0x0), /* graniterapids: FP_ARITH umask */
	RAW("GenuineIntel-6-AD-0", "fp-insts-256b-sp", 0x20c7, 0x0), /* graniterapids: FP_ARITH umask */
	RAW("GenuineIntel-6-AD-0", "fp-insts-256b-dp", 0x10c7, 0x0), /* graniterapids: FP_ARITH umask */
	RAW("GenuineIntel-6-AD-0", "fp-insts-512b-sp", 0x80c7, 0x0), /* graniterapids: FP_ARITH umask */
	RAW("GenuineIntel-6-AD-0", "fp-insts-512b-dp", 0x40c7, 0x0), /* graniterapids: FP_ARITH umask */
	RAW("GenuineIntel-6-CF-0", "fp-insts-128b-sp", 0x8c7, 0x0), /* emeraldrapids: FP_ARITH umask */
	RAW("GenuineIntel-6-CF-0", "fp-insts-128b-dp", 0x4c7, 0x0), /* emeraldrapids: FP_ARITH umask */
	RAW("GenuineIntel-6-CF-0", "fp-insts-256b-sp", 0x20c7, 0x0), /* emeraldrapids: FP_ARITH umask */
	RAW("GenuineIntel-6-CF-0", "fp-insts-256b-dp", 0x10c7, 0x0), /* emeraldrapids: FP_ARITH umask */
	RAW("GenuineIntel-6-CF-0", "fp-insts-512b-sp", 0x80c7, 0x0), /* emeraldrapids: FP_ARITH umask */
	RAW("GenuineIntel-6-CF-0", "fp-insts-512b-dp", 0x40c7, 0x0), /* emeraldrapids: FP_ARITH umask */
	UNSUP("AuthenticAMD-26-50-0", "fp-insts-128b-sp"), /* zen6: no packed FP instruction count by width */
	UNSUP("AuthenticAMD-26-50-0", "fp-insts-128b-dp"), /* zen6: no packed FP instruction count by width */
	UNSUP("AuthenticAMD-26-50-0", "fp-insts-256b-sp"), /* zen6: no packed FP instruction count by width */
	UNSUP("AuthenticAMD-26-50-0", "fp-insts-256b-dp"), /* zen6: no packed FP instruction count by width */
	UNSUP("AuthenticAMD-26-50-0", "fp-insts-512b-sp"), /* zen6: no packed FP instruction count by width */
	UNSUP("AuthenticAMD-26-50-0", "fp-insts-512b-dp"), /* zen6: no packed FP instruction count by width */
	UNSUP("AuthenticAMD-23-0-0", "fp-insts-128b-sp"), /* zen1: no packed FP instruction count by width */
	UNSUP("AuthenticAMD-23-0-0", "fp-insts-128b-dp"), /* zen1: no packed FP instruction count by width */
	UNSUP("AuthenticAMD-23-0-0", "fp-insts-256b-sp"), /* zen1: no packed FP instruction count by width */
	UNSUP("AuthenticAMD-23-0-0", "fp-insts-256b-dp"), /* zen1: no packed FP instruction count by width */
	UNSUP("AuthenticAMD-23-0-0", "fp-insts-512b-sp"), /* zen1: no packed FP instruction count by width */
	UNSUP("AuthenticAMD-23-0-0", "fp-insts-512b-dp"), /* zen1: no packed FP instruction count by width */
	UNSUP("AuthenticAMD-23-30-0", "fp-insts-128b-sp"), /* zen2: no packed FP instruction count by width */
	UNSUP("AuthenticAMD-23-30-0", "fp-insts-128b-dp"), /* zen2: no packed FP instruction count by width */
	UNSUP("AuthenticAMD-23-30-0", "fp-insts-256b-sp"), /* zen2: no packed FP instruction count by width */
	UNSUP("AuthenticAMD-23-30-0", "fp-insts-256b-dp"), /* zen2: no packed FP instruction count by width */
	UNSUP("AuthenticAMD-23-30-0", "fp-insts-512b-sp"), /* zen2: no packed FP instruction count by width */
	UNSUP("AuthenticAMD-23-30-0", "fp-insts-512b-dp"), /* zen2: no packed FP instruction count by width */
	UNSUP("AuthenticAMD-25-0-0", "fp-insts-128b-sp"), /* zen3: no packed FP instruction count by width */
	UNSUP("AuthenticAMD-25-0-0", "fp-insts-128b-dp"), /* zen3: no packed FP instruction count by width */
	UNSUP("AuthenticAMD-25-0-0", "fp-insts-256b-sp"), /* zen3: no packed FP instruction count by width */
	UNSUP("AuthenticAMD-25-0-0", "fp-insts-256b-dp"), /* zen3: no packed FP instruction count by width */
	UNSUP("AuthenticAMD-25-0-0", "fp-insts-512b-sp"), /* zen3: no packed FP instruction count by width */
	UNSUP("AuthenticAMD-25-0-0", "fp-insts-512b-dp"), /* zen3: no packed FP instruction count by width */
	UNSUP("AuthenticAMD-25-10-0", "fp-insts-128b-sp"), /* zen4: no packed FP instruction count by width */
	UNSUP("AuthenticAMD-25-10-0", "fp-insts-128b-dp"), /* zen4: no packed FP instruction count by width */
	UNSUP("AuthenticAMD-25-10-0", "fp-insts-256b-sp"), /* zen4: no packed FP instruction count by width */
	UNSUP("AuthenticAMD-25-10-0", "fp-insts-256b-dp"), /* zen4: no packed FP instruction count by width */
	UNSUP("AuthenticAMD-25-10-0", "fp-insts-512b-sp"), /* zen4: no packed FP instruction count by width */
	UNSUP("AuthenticAMD-25-10-0", "fp-insts-512b-dp"), /* zen4: no packed FP instruction count by width */
	UNSUP("AuthenticAMD-26-0-0", "fp-insts-128b-sp"), /* zen5: no packed FP instruction count by width */
	UNSUP("AuthenticAMD-26-0-0", "fp-insts-128b-dp"), /* zen5: no packed FP instruction count by width */
	UNSUP("AuthenticAMD-26-0-0", "fp-insts-256b-sp"), /* zen5: no packed FP instruction count by width */
	UNSUP("AuthenticAMD-26-0-0", "fp-insts-256b-dp"), /* zen5: no packed FP instruction count by width */
	UNSUP("AuthenticAMD-26-0-0", "fp-insts-512b-sp"), /* zen5: no packed FP instruction count by width */
	UNSUP("AuthenticAMD-26-0-0", "fp-insts-512b-dp"), /* zen5: no packed FP instruction count by width */
	UNSUP("AuthenticAMD-30-1", "fp-insts-128b-sp"), /* amd-generic-fallback: no packed FP instruction count by width */
	UNSUP("AuthenticAMD-30-1", "fp-insts-128b-dp"), /* amd-generic-fallback: no packed FP instruction count by width */
	UNSUP("AuthenticAMD-30-1", "fp-insts-256b-sp"), /* amd-generic-fallback: no packed FP instruction count by width */
	UNSUP("AuthenticAMD-30-1", "fp-insts-256b-dp"), /* amd-generic-fallback: no packed FP instruction count by width */
	UNSUP("AuthenticAMD-30-1", "fp-insts-512b-sp"), /* amd-generic-fallback: no packed FP instruction count by width */
	UNSUP("AuthenticAMD-30-1", "fp-insts-512b-dp"), /* amd-generic-fallback: no packed FP instruction count by width */
	UNSUP("HygonGenuine-24-0-0", "fp-insts-128b-sp"), /* dhyana: no packed FP instruction count by width */
	UNSUP("HygonGenuine-24-0-0", "fp-insts-128b-dp"), /* dhyana: no packed FP instruction count by width */
	UNSUP("HygonGenuine-24-0-0", "fp-insts-256b-sp"), /* dhyana: no packed FP instruction count by width */
	UNSUP("HygonGenuine-24-0-0", "fp-insts-256b-dp"), /* dhyana: no packed FP instruction count by width */
	UNSUP("HygonGenuine-24-0-0", "fp-insts-512b-sp"), /* dhyana: no packed FP instruction count by width */
	UNSUP("HygonGenuine-24-0-0", "fp-insts-512b-dp"), /* dhyana: no packed FP instruction count by width */
	UNSUP("0x00000000000f0510", "fp-insts-128b-sp"), /* arm64-arch-fallback: no packed FP instruction count by width */
	UNSUP("0x00000000000f0510", "fp-insts-128b-dp"), /* arm64-arch-fallback: no packed FP instruction count by width */
	UNSUP("0x00000000000f0510", "fp-insts-256b-sp"), /* arm64-arch-fallback: no packed FP instruction count by width */
	UNSUP("0x00000000000f0510", "fp-insts-256b-dp"), /* arm64-arch-fallback: no packed FP instruction count by width */
	UNSUP("0x00000000000f0510", "fp-insts-512b-sp"), /* arm64-arch-fallback: no packed FP instruction count by width */
	UNSUP("0x00000000000f0510", "fp-insts-512b-dp"), /* arm64-arch-fallback: no packed FP instruction count by width */
	UNSUP("0x00000000460f0010", "fp-insts-128b-sp"), /* a64fx: no packed FP instruction count by width */
	UNSUP("0x00000000460f0010", "fp-insts-128b-dp"), /* a64fx: no packed FP instruction count by width */
	UNSUP("0x00000000460f0010", "fp-insts-256b-sp"), /* a64fx: no packed FP instruction count by width */
	UNSUP("0x00000000460f0010", "fp-insts-256b-dp"), /* a64fx: no packed FP instruction count by width */
	UNSUP("0x00000000460f0010", "fp-insts-512b-sp"), /* a64fx: no packed FP instruction count by width */
	UNSUP("0x00000000460f0010", "fp-insts-512b-dp"), /* a64fx: no packed FP instruction count by width */
	UNSUP("0x00000000c00fac30", "fp-insts-128b-sp"), /* ampereone: no packed FP instruction count by width */
	UNSUP("0x00000000c00fac30", "fp-insts-128b-dp"), /* ampereone: no packed FP instruction count by width */
	UNSUP("0x00000000c00fac30", "fp-insts-256b-sp"), /* ampereone: no packed FP instruction count by width */
	UNSUP("0x00000000c00fac30", "fp-insts-256b-dp"), /* ampereone: no packed FP instruction count by width */
	UNSUP("0x00000000c00fac30", "fp-insts-512b-sp"), /* ampereone: no packed FP instruction count by width */
	UNSUP("0x00000000c00fac30", "fp-insts-512b-dp"), /* ampereone: no packed FP instruction count by width */
	UNSUP("0x00000000c00fac40", "fp-insts-128b-sp"), /* ampereonex: no packed FP instruction count by width */
	UNSUP("0x00000000c00fac40", "fp-insts-128b-dp"), /* ampereonex: no packed FP instruction count by width */
	UNSUP("0x00000000c00fac40", "fp-insts-256b-sp"), /* ampereonex: no packed FP instruction count by width */
	UNSUP("0x00000000c00fac40", "fp-insts-256b-dp"), /* ampereonex: no packed FP instruction count by width */
	UNSUP("0x00000000c00fac40", "fp-insts-512b-sp"), /* ampereonex: no packed FP instruction count by width */
	UNSUP("0x00000000c00fac40", "fp-insts-512b-dp"), /* ampereonex: no packed FP instruction count by width */
	UNSUP("0x00000000410fd020", "fp-insts-128b-sp"), /* cortex-a34: no packed FP instruction count by width */
	UNSUP("0x00000000410fd020", "fp-insts-128b-dp"), /* cortex-a34: no packed FP instruction count by width */
	UNSUP("0x00000000410fd020", "fp-insts-256b-sp"), /* cortex-a34: no packed FP instruction count by width */
	UNSUP("0x00000000410fd020", "fp-insts-256b-dp"), /* cortex-a34: no packed FP instruction count by width */
	UNSUP("0x00000000410fd020", "fp-insts-512b-sp"), /* cortex-a34: no packed FP instruction count by width */
	UNSUP("0x00000000410fd020", "fp-insts-512b-dp"), /* cortex-a34: no packed FP instruction count by width */
	UNSUP("0x00000000410fd040", "fp-insts-128b-sp"), /* cortex-a35: no packed FP instruction count by width */
	UNSUP("0x00000000410fd040", "fp-insts-128b-dp"), /* cortex-a35: no packed FP instruction count by width */
	UNSUP("0x00000000410fd040", "fp-insts-256b-sp"), /* cortex-a35: no packed FP instruction count by width */
	UNSUP("0x00000000410fd040", "fp-insts-256b-dp"), /* cortex-a35: no packed FP instruction count by width */
	UNSUP("0x00000000410fd040", "fp-insts-512b-sp"), /* cortex-a35: no packed FP instruction count by width */
	UNSUP("0x00000000410fd040", "fp-insts-512b-dp"), /* cortex-a35: no packed FP instruction count by width */
	UNSUP("0x00000000410fd460", "fp-insts-128b-sp"), /* cortex-a510: no packed FP instruction count by width */
	UNSUP("0x00000000410fd460", "fp-insts-128b-dp"), /* cortex-a510: no packed FP instruction count by width */
	UNSUP("0x00000000410fd460", "fp-insts-256b-sp"), /* cortex-a510: no packed FP instruction count by width */
	UNSUP("0x00000000410fd460", "fp-insts-256b-dp"), /* cortex-a510: no packed FP instruction count by width */
	UNSUP("0x00000000410fd460", "fp-insts-512b-sp"), /* cortex-a510: no packed FP instruction count by width */
	UNSUP("0x00000000410fd460", "fp-insts-512b-dp"), /* cortex-a510: no packed FP instruction count by width */
	UNSUP("0x00000000410fd030", "fp-insts-128b-sp"), /* cortex-a53: no packed FP instruction count by width */
	UNSUP("0x00000000410fd030", "fp-insts-128b-dp"), /* cortex-a53: no packed FP instruction count by width */
	UNSUP("0x00000000410fd030", "fp-insts-256b-sp"), /* cortex-a53: no packed FP instruction count by width */
	UNSUP("0x00000000410fd030", "fp-insts-256b-dp"), /* cortex-a53: no packed FP instruction count by width */
	UNSUP("0x00000000410fd030", "fp-insts-512b-sp"), /* cortex-a53: no packed FP instruction count by width */
	UNSUP("0x00000000410fd030", "fp-insts-512b-dp"), /* cortex-a53: no packed FP instruction count by width */
	UNSUP("0x00000000410fd050", "fp-insts-128b-sp"), /* cortex-a55: no packed FP instruction count by width */
	UNSUP("0x00000000410fd050", "fp-insts-128b-dp"), /* cortex-a55: no packed FP instruction count by width */
	UNSUP("0x00000000410fd050", "fp-insts-256b-sp"), /* cortex-a55: no packed FP instruction count by width */
	UNSUP("0x00000000410fd050", "fp-insts-256b-dp"), /* cortex-a55: no packed FP instruction count by width */
	UNSUP("0x00000000410fd050", "fp-insts-512b-sp"), /* cortex-a55: no packed FP instruction count by width */
	UNSUP("0x00000000410fd050", "fp-insts-512b-dp"), /* cortex-a55: no packed FP instruction count by width */
	UNSUP("0x00000000410fd070", "fp-insts-128b-sp"), /* cortex-a57-a72: no packed FP instruction count by width */
	UNSUP("0x00000000410fd070", "fp-insts-128b-dp"), /* cortex-a57-a72: no packed FP instruction count by width */
	UNSUP("0x00000000410fd070", "fp-insts-256b-sp"), /* cortex-a57-a72: no packed FP instruction count by width */
	UNSUP("0x00000000410fd070", "fp-insts-256b-dp"), /* cortex-a57-a72: no packed FP instruction count by width */
	UNSUP("0x00000000410fd070", "fp-insts-512b-sp"), /* cortex-a57-a72: no packed FP instruction count by width */
	UNSUP("0x00000000410fd070", "fp-insts-512b-dp"), /* cortex-a57-a72: no packed FP instruction count by width */
	UNSUP("0x00000000410fd060", "fp-insts-128b-sp"), /* cortex-a65-e1: no packed FP instruction count by width */
	UNSUP("0x00000000410fd060", "fp-insts-128b-dp"), /* cortex-a65-e1: no packed FP instruction count by width */
	UNSUP("0x00000000410fd060", "fp-insts-256b-sp"), /* cortex-a65-e1: no packed FP instruction count by width */
	UNSUP("0x00000000410fd060", "fp-insts-256b-dp"), /* cortex-a65-e1: no packed FP instruction count by width */
	UNSUP("0x00000000410fd060", "fp-insts-512b-sp"), /* cortex-a65-e1: no packed FP instruction count by width */
	UNSUP("0x00000000410fd060", "fp-insts-512b-dp"), /* cortex-a65-e1: no packed FP instruction count by width */
	UNSUP("0x00000000410fd470", "fp-insts-128b-sp"), /* cortex-a710: no packed FP instruction count by width */
	UNSUP("0x00000000410fd470", "fp-insts-128b-dp"), /* cortex-a710: no packed FP instruction count by width */
	UNSUP("0x00000000410fd470", "fp-insts-256b-sp"), /* cortex-a710: no packed FP instruction count by width */
	UNSUP("0x00000000410fd470", "fp-insts-256b-dp"), /* cortex-a710: no packed FP instruction count by width */
	UNSUP("0x00000000410fd470", "fp-insts-512b-sp"), /* cortex-a710: no packed FP instruction count by width */
	UNSUP("0x00000000410fd470", "fp-insts-512b-dp"), /* cortex-a710: no packed FP instruction count by width */
	UNSUP("0x00000000410fd090", "fp-insts-128b-sp"), /* cortex-a73: no packed FP instruction count by width */
	UNSUP("0x00000000410fd090", "fp-insts-128b-dp"), /* cortex-a73: no packed FP instruction count by width */
	UNSUP("0x00000000410fd090", "fp-insts-256b-sp"), /* cortex-a73: no packed FP instruction count by width */
	UNSUP("0x00000000410fd090", "fp-insts-256b-dp"), /* cortex-a73: no packed FP instruction count by width */
	UNSUP("0x00000000410fd090", "fp-insts-512b-sp"), /* cortex-a73: no packed FP instruction count by width */
	UNSUP("0x00000000410fd090", "fp-insts-512b-dp"), /* cortex-a73: no packed FP instruction count by width */
	UNSUP("0x00000000410fd0a0", "fp-insts-128b-sp"), /* cortex-a75: no packed FP instruction count by width */
	UNSUP("0x00000000410fd0a0", "fp-insts-128b-dp"), /* cortex-a75: no packed FP instruction count by width */
	UNSUP("0x00000000410fd0a0", "fp-insts-256b-sp"), /* cortex-a75: no packed FP instruction count by width */
	UNSUP("0x00000000410fd0a0", "fp-insts-256b-dp"), /* cortex-a75: no packed FP instruction count by width */
	UNSUP("0x00000000410fd0a0", "fp-insts-512b-sp"), /* cortex-a75: no packed FP instruction count by width */
	UNSUP("0x00000000410fd0a0", "fp-insts-512b-dp"), /* cortex-a75: no packed FP instruction count by width */
	UNSUP("0x00000000410fd0b0", "fp-insts-128b-sp"), /* cortex-a76: no packed FP instruction count by width */
	UNSUP("0x00000000410fd0b0", "fp-insts-128b-dp"), /* cortex-a76: no packed FP instruction count by width */
	UNSUP("0x00000000410fd0b0", "fp-insts-256b-sp"), /* cortex-a76: no packed FP instruction count by width */
	UNSUP("0x00000000410fd0b0", "fp-insts-256b-dp"), /* cortex-a76: no packed FP instruction count by width */
	UNSUP("0x00000000410fd0b0", "fp-insts-512b-sp"), /* cortex-a76: no packed FP instruction count by width */
	UNSUP("0x00000000410fd0b0", "fp-insts-512b-dp"), /* cortex-a76: no packed FP instruction count by width */
	UNSUP("0x00000000410fd0d0", "fp-insts-128b-sp"), /* cortex-a77: no packed FP instruction count by width */
	UNSUP("0x00000000410fd0d0", "fp-insts-128b-dp"), /* cortex-a77: no packed FP instruction count by width */
	UNSUP("0x00000000410fd0d0", "fp-insts-256b-sp"), /* cortex-a77: no packed FP instruction count by width */
	UNSUP("0x00000000410fd0d0", "fp-insts-256b-dp"), /* cortex-a77: no packed FP instruction count by width */
	UNSUP("0x00000000410fd0d0", "fp-insts-512b-sp"), /* cortex-a77: no packed FP instruction count by width */
	UNSUP("0x00000000410fd0d0", "fp-insts-512b-dp"), /* cortex-a77: no packed FP instruction count by width */
	UNSUP("0x00000000410fd410", "fp-insts-128b-sp"), /* cortex-a78: no packed FP instruction count by width */
	UNSUP("0x00000000410fd410", "fp-insts-128b-dp"), /* cortex-a78: no packed FP instruction count by width */
	UNSUP("0x00000000410fd410", "fp-insts-256b-sp"), /* cortex-a78: no packed FP instruction count by width */
	UNSUP("0x00000000410fd410", "fp-insts-256b-dp"), /* cortex-a78: no packed FP instruction count by width */
	UNSUP("0x00000000410fd410", "fp-insts-512b-sp"), /* cortex-a78: no packed FP instruction count by width */
	UNSUP("0x00000000410fd410", "fp-insts-512b-dp"), /* cortex-a78: no packed FP instruction count by width */
	UNSUP("0x00000000410fd440", "fp-insts-128b-sp"), /* cortex-x1: no packed FP instruction count by width */
	UNSUP("0x00000000410fd440", "fp-insts-128b-dp"), /* cortex-x1: no packed FP instruction count by width */
	UNSUP("0x00000000410fd440", "fp-insts-256b-sp"), /* cortex-x1: no packed FP instruction count by width */
	UNSUP("0x00000000410fd440", "fp-insts-256b-dp"), /* cortex-x1: no packed FP instruction count by width */
	UNSUP("0x00000000410fd440", "fp-insts-512b-sp"), /* cortex-x1: no packed FP instruction count by width */
	UNSUP("0x00000000410fd440", "fp-insts-512b-dp"), /* cortex-x1: no packed FP instruction count by width */
	UNSUP("0x00000000410fd480", "fp-insts-128b-sp"), /* cortex-x2: no packed FP instruction count by width */
	UNSUP("0x00000000410fd480", "fp-insts-128b-dp"), /* cortex-x2: no packed FP instruction count by width */
	UNSUP("0x00000000410fd480", "fp-insts-256b-sp"), /* cortex-x2: no packed FP instruction count by width */
	UNSUP("0x00000000410fd480", "fp-insts-256b-dp"), /* cortex-x2: no packed FP instruction count by width */
	UNSUP("0x00000000410fd480", "fp-insts-512b-sp"), /* cortex-x2: no packed FP instruction count by width */
	UNSUP("0x00000000410fd480", "fp-insts-512b-dp"), /* cortex-x2: no packed FP instruction count by width */
	UNSUP("0x00000000500f0000", "fp-insts-128b-sp"), /* emag: no packed FP instruction count by width */
	UNSUP("0x00000000500f0000", "fp-insts-128b-dp"), /* emag: no packed FP instruction count by width */
	UNSUP("0x00000000500f0000", "fp-insts-256b-sp"), /* emag: no packed FP instruction count by width */
	UNSUP("0x00000000500f0000", "fp-insts-256b-dp"), /* emag: no packed FP instruction count by width */
	UNSUP("0x00000000500f0000", "fp-insts-512b-sp"), /* emag: no packed FP instruction count by width */
	UNSUP("0x00000000500f0000", "fp-insts-512b-dp"), /* emag: no packed FP instruction count by width */
	UNSUP("0x00000000480fd010", "fp-insts-128b-sp"), /* hip08: no packed FP instruction count by width */
	UNSUP("0x00000000480fd010", "fp-insts-128b-dp"), /* hip08: no packed FP instruction count by width */
	UNSUP("0x00000000480fd010", "fp-insts-256b-sp"), /* hip08: no packed FP instruction count by width */
	UNSUP("0x00000000480fd010", "fp-insts-256b-dp"), /* hip08: no packed FP instruction count by width */
	UNSUP("0x00000000480fd010", "fp-insts-512b-sp"), /* hip08: no packed FP instruction count by width */
	UNSUP("0x00000000480fd010", "fp-insts-512b-dp"), /* hip08: no packed FP instruction count by width */
	UNSUP("0x00000000410fd0c0", "fp-insts-128b-sp"), /* neoverse-n1: no packed FP instruction count by width */
	UNSUP("0x00000000410fd0c0", "fp-insts-128b-dp"), /* neoverse-n1: no packed FP instruction count by width */
	UNSUP("0x00000000410fd0c0", "fp-insts-256b-sp"), /* neoverse-n1: no packed FP instruction count by width */
	UNSUP("0x00000000410fd0c0", "fp-insts-256b-dp"), /* neoverse-n1: no packed FP instruction count by width */
	UNSUP("0x00000000410fd0c0", "fp-insts-512b-sp"), /* neoverse-n1: no packed FP instruction count by width */
	UNSUP("0x00000000410fd0c0", "fp-insts-512b-dp"), /* neoverse-n1: no packed FP instruction count by width */
	UNSUP("0x00000000410fd490", "fp-insts-128b-sp"), /* neoverse-n2: no packed FP instruction count by width */
	UNSUP("0x00000000410fd490", "fp-insts-128b-dp"), /* neoverse-n2: no packed FP instruction count by width */
	UNSUP("0x00000000410fd490", "fp-insts-256b-sp"), /* neoverse-n2: no packed FP instruction count by width */
	UNSUP("0x00000000410fd490", "fp-insts-256b-dp"), /* neoverse-n2: no packed FP instruction count by width */
	UNSUP("0x00000000410fd490", "fp-insts-512b-sp"), /* neoverse-n2: no packed FP instruction count by width */
	UNSUP("0x00000000410fd490", "fp-insts-512b-dp"), /* neoverse-n2: no packed FP instruction count by width */
	UNSUP("0x00000000410fd400", "fp-insts-128b-sp"), /* neoverse-v1: no packed FP instruction count by width */
	UNSUP("0x00000000410fd400", "fp-insts-128b-dp"), /* neoverse-v1: no packed FP instruction count by width */
	UNSUP("0x00000000410fd400", "fp-insts-256b-sp"), /* neoverse-v1: no packed FP instruction count by width */
	UNSUP("0x00000000410fd400", "fp-insts-256b-dp"), /* neoverse-v1: no packed FP instruction count by width */
	UNSUP("0x00000000410fd400", "fp-insts-512b-sp"), /* neoverse-v1: no packed FP instruction count by width */
	UNSUP("0x00000000410fd400", "fp-insts-512b-dp"), /* neoverse-v1: no packed FP instruction count by width */
	UNSUP("0x00000000410fd4f0", "fp-insts-128b-sp"), /* neoverse-v2: no packed FP instruction count by width */
	UNSUP("0x00000000410fd4f0", "fp-insts-128b-dp"), /* neoverse-v2: no packed FP instruction count by width */
	UNSUP("0x00000000410fd4f0", "fp-insts-256b-sp"), /* neoverse-v2: no packed FP instruction count by width */
	UNSUP("0x00000000410fd4f0", "fp-insts-256b-dp"), /* neoverse-v2: no packed FP instruction count by width */
	UNSUP("0x00000000410fd4f0", "fp-insts-512b-sp"), /* neoverse-v2: no packed FP instruction count by width */
	UNSUP("0x00000000410fd4f0", "fp-insts-512b-dp"), /* neoverse-v2: no packed FP instruction count by width */
	UNSUP("0x00000000420f5160", "fp-insts-128b-sp"), /* thunderx2: no packed FP instruction count by width */
	UNSUP("0x00000000420f5160", "fp-insts-128b-dp"), /* thunderx2: no packed FP instruction count by width */
	UNSUP("0x00000000420f5160", "fp-insts-256b-sp"), /* thunderx2: no packed FP instruction count by width */
	UNSUP("0x00000000420f5160", "fp-insts-256b-dp"), /* thunderx2: no packed FP instruction count by width */
	UNSUP("0x00000000420f5160", "fp-insts-512b-sp"), /* thunderx2: no packed FP instruction count by width */
	UNSUP("0x00000000420f5160", "fp-insts-512b-dp"), /* thunderx2: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-37-0", "fp-insts-128b-sp"), /* silvermont: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-37-0", "fp-insts-128b-dp"), /* silvermont: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-37-0", "fp-insts-256b-sp"), /* silvermont: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-37-0", "fp-insts-256b-dp"), /* silvermont: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-37-0", "fp-insts-512b-sp"), /* silvermont: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-37-0", "fp-insts-512b-dp"), /* silvermont: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-57-0", "fp-insts-128b-sp"), /* knightslanding: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-57-0", "fp-insts-128b-dp"), /* knightslanding: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-57-0", "fp-insts-256b-sp"), /* knightslanding: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-57-0", "fp-insts-256b-dp"), /* knightslanding: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-57-0", "fp-insts-512b-sp"), /* knightslanding: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-57-0", "fp-insts-512b-dp"), /* knightslanding: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-5C-0", "fp-insts-128b-sp"), /* goldmont: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-5C-0", "fp-insts-128b-dp"), /* goldmont: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-5C-0", "fp-insts-256b-sp"), /* goldmont: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-5C-0", "fp-insts-256b-dp"), /* goldmont: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-5C-0", "fp-insts-512b-sp"), /* goldmont: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-5C-0", "fp-insts-512b-dp"), /* goldmont: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-7A-0", "fp-insts-128b-sp"), /* goldmontplus: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-7A-0", "fp-insts-128b-dp"), /* goldmontplus: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-7A-0", "fp-insts-256b-sp"), /* goldmontplus: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-7A-0", "fp-insts-256b-dp"), /* goldmontplus: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-7A-0", "fp-insts-512b-sp"), /* goldmontplus: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-7A-0", "fp-insts-512b-dp"), /* goldmontplus: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-85-0", "fp-insts-128b-sp"), /* knightsmill: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-85-0", "fp-insts-128b-dp"), /* knightsmill: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-85-0", "fp-insts-256b-sp"), /* knightsmill: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-85-0", "fp-insts-256b-dp"), /* knightsmill: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-85-0", "fp-insts-512b-sp"), /* knightsmill: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-85-0", "fp-insts-512b-dp"), /* knightsmill: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-86-0", "fp-insts-128b-sp"), /* snowridgex: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-86-0", "fp-insts-128b-dp"), /* snowridgex: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-86-0", "fp-insts-256b-sp"), /* snowridgex: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-86-0", "fp-insts-256b-dp"), /* snowridgex: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-86-0", "fp-insts-512b-sp"), /* snowridgex: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-86-0", "fp-insts-512b-dp"), /* snowridgex: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-96-0", "fp-insts-128b-sp"), /* elkhartlake: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-96-0", "fp-insts-128b-dp"), /* elkhartlake: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-96-0", "fp-insts-256b-sp"), /* elkhartlake: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-96-0", "fp-insts-256b-dp"), /* elkhartlake: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-96-0", "fp-insts-512b-sp"), /* elkhartlake: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-96-0", "fp-insts-512b-dp"), /* elkhartlake: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-97-0", "cpu_atom/fp-insts-128b-sp/"), /* alderlake: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-97-0", "cpu_atom/fp-insts-128b-dp/"), /* alderlake: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-97-0", "cpu_atom/fp-insts-256b-sp/"), /* alderlake: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-97-0", "cpu_atom/fp-insts-256b-dp/"), /* alderlake: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-97-0", "cpu_atom/fp-insts-512b-sp/"), /* alderlake: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-97-0", "cpu_atom/fp-insts-512b-dp/"), /* alderlake: no packed FP instruction count by width */
	RAW("GenuineIntel-6-97-0", "cpu_core/fp-insts-128b-sp/", 0x8c7, 0x0), /* alderlake: FP_ARITH umask */
	RAW("GenuineIntel-6-97-0", "cpu_core/fp-insts-128b-dp/", 0x4c7, 0x0), /* alderlake: FP_ARITH umask */
	RAW("GenuineIntel-6-97-0", "cpu_core/fp-insts-256b-sp/", 0x20c7, 0x0), /* alderlake: FP_ARITH umask */
	RAW("GenuineIntel-6-97-0", "cpu_core/fp-insts-256b-dp/", 0x10c7, 0x0), /* alderlake: FP_ARITH umask */
	UNSUP("GenuineIntel-6-97-0", "cpu_core/fp-insts-512b-sp/"), /* alderlake: no AVX-512 */
	UNSUP("GenuineIntel-6-97-0", "cpu_core/fp-insts-512b-dp/"), /* alderlake: no AVX-512 */
	RAW("GenuineIntel-6-AA-0", "cpu_atom/fp-insts-128b-sp/", 0x4c7, 0x0), /* meteorlake: FP_INST_RETIRED */
	RAW("GenuineIntel-6-AA-0", "cpu_atom/fp-insts-128b-dp/", 0x8c7, 0x0), /* meteorlake: FP_INST_RETIRED */
	UNSUP("GenuineIntel-6-AA-0", "cpu_atom/fp-insts-256b-sp/"), /* meteorlake: no 256B_SP or AVX-512 */
	RAW("GenuineIntel-6-AA-0", "cpu_atom/fp-insts-256b-dp/", 0x20c7, 0x0), /* meteorlake: FP_INST_RETIRED */
	UNSUP("GenuineIntel-6-AA-0", "cpu_atom/fp-insts-512b-sp/"), /* meteorlake: no 256B_SP or AVX-512 */
	UNSUP("GenuineIntel-6-AA-0", "cpu_atom/fp-insts-512b-dp/"), /* meteorlake: no 256B_SP or AVX-512 */
	RAW("GenuineIntel-6-AA-0", "cpu_core/fp-insts-128b-sp/", 0x8c7, 0x0), /* meteorlake: FP_ARITH umask */
	RAW("GenuineIntel-6-AA-0", "cpu_core/fp-insts-128b-dp/", 0x4c7, 0x0), /* meteorlake: FP_ARITH umask */
	RAW("GenuineIntel-6-AA-0", "cpu_core/fp-insts-256b-sp/", 0x20c7, 0x0), /* meteorlake: FP_ARITH umask */
	RAW("GenuineIntel-6-AA-0", "cpu_core/fp-insts-256b-dp/", 0x10c7, 0x0), /* meteorlake: FP_ARITH umask */
	UNSUP("GenuineIntel-6-AA-0", "cpu_core/fp-insts-512b-sp/"), /* meteorlake: no AVX-512 */
	UNSUP("GenuineIntel-6-AA-0", "cpu_core/fp-insts-512b-dp/"), /* meteorlake: no AVX-512 */
	RAW("GenuineIntel-6-CC-0", "cpu_core/fp-insts-128b-sp/", 0x8c7, 0x0), /* pantherlake: FP_ARITH umask */
	RAW("GenuineIntel-6-CC-0", "cpu_core/fp-insts-128b-dp/", 0x4c7, 0x0), /* pantherlake: FP_ARITH umask */
	RAW("GenuineIntel-6-CC-0", "cpu_core/fp-insts-256b-sp/", 0x20c7, 0x0), /* pantherlake: FP_ARITH umask */
	RAW("GenuineIntel-6-CC-0", "cpu_core/fp-insts-256b-dp/", 0x10c7, 0x0), /* pantherlake: FP_ARITH umask */
	UNSUP("GenuineIntel-6-CC-0", "cpu_core/fp-insts-512b-sp/"), /* pantherlake: no AVX-512 */
	UNSUP("GenuineIntel-6-CC-0", "cpu_core/fp-insts-512b-dp/"), /* pantherlake: no AVX-512 */
	RAW("GenuineIntel-6-CC-0", "cpu_atom/fp-insts-128b-sp/", 0x4c7, 0x0), /* pantherlake: FP_INST_RETIRED */
	RAW("GenuineIntel-6-CC-0", "cpu_atom/fp-insts-128b-dp/", 0x8c7, 0x0), /* pantherlake: FP_INST_RETIRED */
	RAW("GenuineIntel-6-CC-0", "cpu_atom/fp-insts-256b-sp/", 0x10c7, 0x0), /* pantherlake: FP_INST_RETIRED */
	RAW("GenuineIntel-6-CC-0", "cpu_atom/fp-insts-256b-dp/", 0x20c7, 0x0), /* pantherlake: FP_INST_RETIRED */
	UNSUP("GenuineIntel-6-CC-0", "cpu_atom/fp-insts-512b-sp/"), /* pantherlake: no AVX-512 */
	UNSUP("GenuineIntel-6-CC-0", "cpu_atom/fp-insts-512b-dp/"), /* pantherlake: no AVX-512 */
	RAW("GenuineIntel-6-C5-0", "cpu_core/fp-insts-128b-sp/", 0x8c7, 0x0), /* arrowlake-h: FP_ARITH umask */
	RAW("GenuineIntel-6-C5-0", "cpu_core/fp-insts-128b-dp/", 0x4c7, 0x0), /* arrowlake-h: FP_ARITH umask */
	RAW("GenuineIntel-6-C5-0", "cpu_core/fp-insts-256b-sp/", 0x20c7, 0x0), /* arrowlake-h: FP_ARITH umask */
	RAW("GenuineIntel-6-C5-0", "cpu_core/fp-insts-256b-dp/", 0x10c7, 0x0), /* arrowlake-h: FP_ARITH umask */
	UNSUP("GenuineIntel-6-C5-0", "cpu_core/fp-insts-512b-sp/"), /* arrowlake-h: no AVX-512 */
	UNSUP("GenuineIntel-6-C5-0", "cpu_core/fp-insts-512b-dp/"), /* arrowlake-h: no AVX-512 */
	RAW("GenuineIntel-6-C5-0", "cpu_atom/fp-insts-128b-sp/", 0x4c7, 0x0), /* arrowlake-h: FP_INST_RETIRED */
	RAW("GenuineIntel-6-C5-0", "cpu_atom/fp-insts-128b-dp/", 0x8c7, 0x0), /* arrowlake-h: FP_INST_RETIRED */
	RAW("GenuineIntel-6-C5-0", "cpu_atom/fp-insts-256b-sp/", 0x10c7, 0x0), /* arrowlake-h: FP_INST_RETIRED */
	RAW("GenuineIntel-6-C5-0", "cpu_atom/fp-insts-256b-dp/", 0x20c7, 0x0), /* arrowlake-h: FP_INST_RETIRED */
	UNSUP("GenuineIntel-6-C5-0", "cpu_atom/fp-insts-512b-sp/"), /* arrowlake-h: no AVX-512 */
	UNSUP("GenuineIntel-6-C5-0", "cpu_atom/fp-insts-512b-dp/"), /* arrowlake-h: no AVX-512 */
	RAW("GenuineIntel-6-C5-0", "cpu_lowpower/fp-insts-128b-sp/", 0x4c7, 0x0), /* arrowlake-h: FP_INST_RETIRED */
	RAW("GenuineIntel-6-C5-0", "cpu_lowpower/fp-insts-128b-dp/", 0x8c7, 0x0), /* arrowlake-h: FP_INST_RETIRED */
	UNSUP("GenuineIntel-6-C5-0", "cpu_lowpower/fp-insts-256b-sp/"), /* arrowlake-h: no 256B_SP or AVX-512 */
	RAW("GenuineIntel-6-C5-0", "cpu_lowpower/fp-insts-256b-dp/", 0x20c7, 0x0), /* arrowlake-h: FP_INST_RETIRED */
	UNSUP("GenuineIntel-6-C5-0", "cpu_lowpower/fp-insts-512b-sp/"), /* arrowlake-h: no 256B_SP or AVX-512 */
	UNSUP("GenuineIntel-6-C5-0", "cpu_lowpower/fp-insts-512b-dp/"), /* arrowlake-h: no 256B_SP or AVX-512 */
	RAW("GenuineIntel-6-DD-0", "fp-insts-128b-sp", 0x4c7, 0x0), /* clearwaterforest: FP_INST_RETIRED */
	RAW("GenuineIntel-6-DD-0", "fp-insts-128b-dp", 0x8c7, 0x0), /* clearwaterforest: FP_INST_RETIRED */
	RAW("GenuineIntel-6-DD-0", "fp-insts-256b-sp", 0x10c7, 0x0), /* clearwaterforest: FP_INST_RETIRED */
	RAW("GenuineIntel-6-DD-0", "fp-insts-256b-dp", 0x20c7, 0x0), /* clearwaterforest: FP_INST_RETIRED */
	UNSUP("GenuineIntel-6-DD-0", "fp-insts-512b-sp"), /* clearwaterforest: no AVX-512 */
	UNSUP("GenuineIntel-6-DD-0", "fp-insts-512b-dp"), /* clearwaterforest: no AVX-512 */
	RAW("GenuineIntel-6-1C-0", "fp-insts-128b-sp", 0x1ca, 0x0), /* bonnell: SIMD_COMP_INST_RETIRED.PACKED_SINGLE */
	UNSUP("GenuineIntel-6-1C-0", "fp-insts-128b-dp"), /* bonnell: SSE single only */
	UNSUP("GenuineIntel-6-1C-0", "fp-insts-256b-sp"), /* bonnell: SSE single only */
	UNSUP("GenuineIntel-6-1C-0", "fp-insts-256b-dp"), /* bonnell: SSE single only */
	UNSUP("GenuineIntel-6-1C-0", "fp-insts-512b-sp"), /* bonnell: SSE single only */
	UNSUP("GenuineIntel-6-1C-0", "fp-insts-512b-dp"), /* bonnell: SSE single only */
	RAW("GenuineIntel-6-AF-0", "fp-insts-128b-sp", 0x4c7, 0x0), /* sierraforest: FP_INST_RETIRED */
	RAW("GenuineIntel-6-AF-0", "fp-insts-128b-dp", 0x8c7, 0x0), /* sierraforest: FP_INST_RETIRED */
	UNSUP("GenuineIntel-6-AF-0", "fp-insts-256b-sp"), /* sierraforest: no 256B_SP or AVX-512 */
	RAW("GenuineIntel-6-AF-0", "fp-insts-256b-dp", 0x20c7, 0x0), /* sierraforest: FP_INST_RETIRED */
	UNSUP("GenuineIntel-6-AF-0", "fp-insts-512b-sp"), /* sierraforest: no 256B_SP or AVX-512 */
	UNSUP("GenuineIntel-6-AF-0", "fp-insts-512b-dp"), /* sierraforest: no 256B_SP or AVX-512 */
	RAW("GenuineIntel-6-B6-0", "fp-insts-128b-sp", 0x4c7, 0x0), /* grandridge: FP_INST_RETIRED */
	RAW("GenuineIntel-6-B6-0", "fp-insts-128b-dp", 0x8c7, 0x0), /* grandridge: FP_INST_RETIRED */
	UNSUP("GenuineIntel-6-B6-0", "fp-insts-256b-sp"), /* grandridge: no 256B_SP or AVX-512 */
	RAW("GenuineIntel-6-B6-0", "fp-insts-256b-dp", 0x20c7, 0x0), /* grandridge: FP_INST_RETIRED */
	UNSUP("GenuineIntel-6-B6-0", "fp-insts-512b-sp"), /* grandridge: no 256B_SP or AVX-512 */
	UNSUP("GenuineIntel-6-B6-0", "fp-insts-512b-dp"), /* grandridge: no 256B_SP or AVX-512 */
	RAW("GenuineIntel-6-BD-0", "cpu_atom/fp-insts-128b-sp/", 0x4c7, 0x0), /* lunarlake: FP_INST_RETIRED */
	RAW("GenuineIntel-6-BD-0", "cpu_atom/fp-insts-128b-dp/", 0x8c7, 0x0), /* lunarlake: FP_INST_RETIRED */
	RAW("GenuineIntel-6-BD-0", "cpu_atom/fp-insts-256b-sp/", 0x10c7, 0x0), /* lunarlake: FP_INST_RETIRED */
	RAW("GenuineIntel-6-BD-0", "cpu_atom/fp-insts-256b-dp/", 0x20c7, 0x0), /* lunarlake: FP_INST_RETIRED */
	UNSUP("GenuineIntel-6-BD-0", "cpu_atom/fp-insts-512b-sp/"), /* lunarlake: no AVX-512 */
	UNSUP("GenuineIntel-6-BD-0", "cpu_atom/fp-insts-512b-dp/"), /* lunarlake: no AVX-512 */
	RAW("GenuineIntel-6-BD-0", "cpu_core/fp-insts-128b-sp/", 0x8c7, 0x0), /* lunarlake: FP_ARITH umask */
	RAW("GenuineIntel-6-BD-0", "cpu_core/fp-insts-128b-dp/", 0x4c7, 0x0), /* lunarlake: FP_ARITH umask */
	RAW("GenuineIntel-6-BD-0", "cpu_core/fp-insts-256b-sp/", 0x20c7, 0x0), /* lunarlake: FP_ARITH umask */
	RAW("GenuineIntel-6-BD-0", "cpu_core/fp-insts-256b-dp/", 0x10c7, 0x0), /* lunarlake: FP_ARITH umask */
	UNSUP("GenuineIntel-6-BD-0", "cpu_core/fp-insts-512b-sp/"), /* lunarlake: no AVX-512 */
	UNSUP("GenuineIntel-6-BD-0", "cpu_core/fp-insts-512b-dp/"), /* lunarlake: no AVX-512 */
	UNSUP("GenuineIntel-6-BE-0", "fp-insts-128b-sp"), /* alderlake-n: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-BE-0", "fp-insts-128b-dp"), /* alderlake-n: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-BE-0", "fp-insts-256b-sp"), /* alderlake-n: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-BE-0", "fp-insts-256b-dp"), /* alderlake-n: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-BE-0", "fp-insts-512b-sp"), /* alderlake-n: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-BE-0", "fp-insts-512b-dp"), /* alderlake-n: no packed FP instruction count by width */
	RAW("GenuineIntel-6-C6-0", "cpu_atom/fp-insts-128b-sp/", 0x4c7, 0x0), /* arrowlake: FP_INST_RETIRED */
	RAW("GenuineIntel-6-C6-0", "cpu_atom/fp-insts-128b-dp/", 0x8c7, 0x0), /* arrowlake: FP_INST_RETIRED */
	RAW("GenuineIntel-6-C6-0", "cpu_atom/fp-insts-256b-sp/", 0x10c7, 0x0), /* arrowlake: FP_INST_RETIRED */
	RAW("GenuineIntel-6-C6-0", "cpu_atom/fp-insts-256b-dp/", 0x20c7, 0x0), /* arrowlake: FP_INST_RETIRED */
	UNSUP("GenuineIntel-6-C6-0", "cpu_atom/fp-insts-512b-sp/"), /* arrowlake: no AVX-512 */
	UNSUP("GenuineIntel-6-C6-0", "cpu_atom/fp-insts-512b-dp/"), /* arrowlake: no AVX-512 */
	RAW("GenuineIntel-6-C6-0", "cpu_core/fp-insts-128b-sp/", 0x8c7, 0x0), /* arrowlake: FP_ARITH umask */
	RAW("GenuineIntel-6-C6-0", "cpu_core/fp-insts-128b-dp/", 0x4c7, 0x0), /* arrowlake: FP_ARITH umask */
	RAW("GenuineIntel-6-C6-0", "cpu_core/fp-insts-256b-sp/", 0x20c7, 0x0), /* arrowlake: FP_ARITH umask */
	RAW("GenuineIntel-6-C6-0", "cpu_core/fp-insts-256b-dp/", 0x10c7, 0x0), /* arrowlake: FP_ARITH umask */
	UNSUP("GenuineIntel-6-C6-0", "cpu_core/fp-insts-512b-sp/"), /* arrowlake: no AVX-512 */
	UNSUP("GenuineIntel-6-C6-0", "cpu_core/fp-insts-512b-dp/"), /* arrowlake: no AVX-512 */
	UNSUP("GenuineIntel-6-FF", "fp-insts-128b-sp"), /* intel-arch-fallback: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-FF", "fp-insts-128b-dp"), /* intel-arch-fallback: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-FF", "fp-insts-256b-sp"), /* intel-arch-fallback: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-FF", "fp-insts-256b-dp"), /* intel-arch-fallback: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-FF", "fp-insts-512b-sp"), /* intel-arch-fallback: no packed FP instruction count by width */
	UNSUP("GenuineIntel-6-FF", "fp-insts-512b-dp"), /* intel-arch-fallback: no packed FP instruction count by width */
	/* The packed total where its six width-and-precision parts are more than a sum opens: FP_ARITH_INST_RETIRED.VECTOR. */
	RAW("GenuineIntel-6-55-0", "fp-insts-packed", 0xfcc7, 0x0), /* skylake-x: total, perf JSON skylakex FP_ARITH_INST_RETIRED.VECTOR */
	RAW("GenuineIntel-6-55-5", "fp-insts-packed", 0xfcc7, 0x0), /* cascadelake-x: total, perf JSON cascadelakex FP_ARITH_INST_RETIRED.VECTOR */
	RAW("GenuineIntel-6-6A-0", "fp-insts-packed", 0xfcc7, 0x0), /* icelake-x: total, perf JSON icelakex FP_ARITH_INST_RETIRED.VECTOR */
	RAW("GenuineIntel-6-7D-0", "fp-insts-packed", 0xfcc7, 0x0), /* icelake: total, perf JSON icelake FP_ARITH_INST_RETIRED.VECTOR */
	RAW("GenuineIntel-6-8C-0", "fp-insts-packed", 0xfcc7, 0x0), /* tigerlake: total, perf JSON tigerlake FP_ARITH_INST_RETIRED.VECTOR */
	RAW("GenuineIntel-6-8F-0", "fp-insts-packed", 0xfcc7, 0x0), /* sapphirerapids: total, perf JSON sapphirerapids FP_ARITH_INST_RETIRED.VECTOR */
	RAW("GenuineIntel-6-AD-0", "fp-insts-packed", 0xfcc7, 0x0), /* graniterapids: total, perf JSON graniterapids FP_ARITH_INST_RETIRED.VECTOR */
	RAW("GenuineIntel-6-CF-0", "fp-insts-packed", 0xfcc7, 0x0), /* emeraldrapids: total, perf JSON emeraldrapids FP_ARITH_INST_RETIRED.VECTOR */
