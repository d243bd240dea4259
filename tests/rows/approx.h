/* SPDX-License-Identifier: MIT */
/*
 * tests/test_tables.c approx_rows[]: rows that count, but not exactly the
 * concept, and must say so (perfgen_info.exact 0 with a note): each was
 * marked exact once, and the comment says what its event counts besides.
 */
	/* AMD PMCx0C3: far transfers, exceptions and interrupts count as mispredicted (perf amdzen1/2). */
	APPROX("AuthenticAMD-23-0-0", "branch-misses"),  /* zen1 */
	APPROX("AuthenticAMD-23-30-0", "branch-misses"), /* zen2 */
	APPROX("HygonGenuine-24-0-0", "branch-misses"),  /* dhyana */
	/* The fallback cannot tell the family's event apart: PMCx0C2 counts exceptions and interrupts. */
	APPROX("AuthenticAMD-30-1", "branches"),
	APPROX("AuthenticAMD-30-1", "branch-misses"),
	/*
	 * Nehalem to Broadwell: the offcore demand-data-read and demand-RFO request
	 * types take the L1D (DCU) prefetcher's requests too (libpfm4 DMND_DATA_RD,
	 * DMND_RFO: 'demand and DCU prefetch'); Skylake on has its own bit for them.
	 */
	APPROX("GenuineIntel-6-1A-0", "llc-loads"), /* nehalem-ep */
	APPROX("GenuineIntel-6-1A-0", "llc-store-misses"), /* nehalem-ep */
	APPROX("GenuineIntel-6-1E-0", "llc-loads"), /* nehalem */
	APPROX("GenuineIntel-6-1E-0", "llc-store-misses"), /* nehalem */
	APPROX("GenuineIntel-6-2E-0", "llc-loads"), /* nehalem-ex */
	APPROX("GenuineIntel-6-2E-0", "llc-store-misses"), /* nehalem-ex */
	APPROX("GenuineIntel-6-25-0", "llc-loads"), /* westmere-ep-sp */
	APPROX("GenuineIntel-6-25-0", "llc-store-misses"), /* westmere-ep-sp */
	APPROX("GenuineIntel-6-2C-0", "llc-loads"), /* westmere-ep-dp */
	APPROX("GenuineIntel-6-2C-0", "llc-store-misses"), /* westmere-ep-dp */
	APPROX("GenuineIntel-6-2F-0", "llc-loads"), /* westmere-ex */
	APPROX("GenuineIntel-6-2F-0", "llc-store-misses"), /* westmere-ex */
	APPROX("GenuineIntel-6-2A-0", "llc-loads"), /* sandybridge */
	APPROX("GenuineIntel-6-2A-0", "llc-store-misses"), /* sandybridge */
	APPROX("GenuineIntel-6-2D-0", "llc-loads"), /* sandybridge-ep */
	APPROX("GenuineIntel-6-2D-0", "llc-store-misses"), /* sandybridge-ep */
	APPROX("GenuineIntel-6-3A-0", "llc-loads"), /* ivybridge */
	APPROX("GenuineIntel-6-3A-0", "llc-store-misses"), /* ivybridge */
	APPROX("GenuineIntel-6-3E-0", "llc-loads"), /* ivybridge-ep */
	APPROX("GenuineIntel-6-3E-0", "llc-store-misses"), /* ivybridge-ep */
	APPROX("GenuineIntel-6-3C-0", "llc-loads"), /* haswell */
	APPROX("GenuineIntel-6-3C-0", "llc-store-misses"), /* haswell */
	APPROX("GenuineIntel-6-3F-0", "llc-loads"), /* haswell-x */
	APPROX("GenuineIntel-6-3F-0", "llc-store-misses"), /* haswell-x */
	APPROX("GenuineIntel-6-3D-0", "llc-loads"), /* broadwell */
	APPROX("GenuineIntel-6-3D-0", "llc-store-misses"), /* broadwell */
	APPROX("GenuineIntel-6-4F-0", "llc-loads"), /* broadwell-x */
	APPROX("GenuineIntel-6-4F-0", "llc-store-misses"), /* broadwell-x */
	APPROX("GenuineIntel-6-1A-0", "remote-hitm"), /* nehalem-ep: DMND_DATA_RD with a remote HITM response */
	APPROX("GenuineIntel-6-2D-0", "remote-hitm"), /* sandybridge-ep: DMND_DATA_RD with a remote HITM response */
	APPROX("GenuineIntel-6-3E-0", "remote-hitm"), /* ivybridge-ep: DMND_DATA_RD with a remote HITM response */
	/* Lunar Lake's E-cores have no L3: their last level's misses are the requests leaving the L2. */
	APPROX("GenuineIntel-6-BD-0", "cpu_atom/llc-load-misses/"),
	APPROX("GenuineIntel-6-BD-0", "cpu_atom/llc-store-misses/"),
	/* Meteor Lake's two low-power E-cores share cpu_atom and have no L3. */
	APPROX("GenuineIntel-6-AA-0", "cpu_atom/llc-loads/"),
	APPROX("GenuineIntel-6-AA-0", "cpu_atom/llc-stores/"),
	/* Snow Ridge: requests leaving the L2, an L3's lookups only where the SoC has one. */
	APPROX("GenuineIntel-6-86-0", "llc-stores"),
	/* Hybrid P-cores: a completed walk may end in a fault (Intel), as on Skylake. */
	APPROX("GenuineIntel-6-97-0", "cpu_core/dtlb-load-misses/"), /* alderlake */
	APPROX("GenuineIntel-6-97-0", "cpu_core/itlb-misses/"),
	APPROX("GenuineIntel-6-BD-0", "cpu_core/dtlb-store-misses/"), /* lunarlake */
	/* ... and a load with one micro-op missing, another hitting a fill buffer, counts twice. */
	APPROX("GenuineIntel-6-97-0", "cpu_core/l1d-load-misses/"),
	APPROX("GenuineIntel-6-AA-0", "cpu_core/l1d-load-misses/"), /* meteorlake */
	/* L2_TRANS.L1D_WB: as its L2_TRANS.L2_WB sibling, retried write-backs may count again. */
	APPROX("GenuineIntel-6-3C-0", "l1d-writebacks"), /* haswell */
	APPROX("GenuineIntel-6-4F-0", "l1d-writebacks"), /* broadwell-x */
	/* Retired load uops with errata (HSM30, BDE70), as the local-hitm rows say. */
	APPROX("GenuineIntel-6-3F-0", "remote-hitm"), /* haswell-x */
	APPROX("GenuineIntel-6-4F-0", "remote-hitm"), /* broadwell-x */
	/* L2_RQSTS.REFERENCES/MISS: errata HSD78, HSM80 in perf's JSON. */
	APPROX("GenuineIntel-6-3C-0", "l2-references"),
	APPROX("GenuineIntel-6-3F-0", "l2-misses"),
	/* AMD PMCx0CB counts scalar SSE/AVX floating-point instructions as well. */
	APPROX("AuthenticAMD-23-0-0", "simd-insts"), /* zen1 */
	APPROX("AuthenticAMD-25-0-0", "simd-insts"), /* zen3 */
