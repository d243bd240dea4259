// SPDX-License-Identifier: MIT
/*
 * The plan of perfgen validate: which microkernel proves which concept,
 * and why no kernel proves the others.  What each run needs set up on
 * this machine is validate-env.c's.
 */
#include <string.h>

#include "validate-run.h"

/* ---- the plan ---- */

const struct pgk_plan pgk_plans[] = {
	/*
	 * Instructions by kind, each once: the kinds kernel holds 3 barriers,
	 * 2 FMAs and 4 SIMD instructions an iteration (x86-64: no FMA); the
	 * plain loop, none of them, is the control.
	 */
	{ "barrier-insts", PGK_KINDS, PGK_KINDS0, PGK_LOOP, PGK_RULE_BARRIERS, 1, 0 },
	{ "branch-misses", PGK_BRANCH_RANDOM, PGK_BRANCH_FIXED, PGK_BRANCH_FIXED,
	  PGK_RULE_CHANCE, 1, 0 },
	/* The random branch is conditional: its mispredictions are branch-misses-cond's too. */
	{ "branch-misses-cond", PGK_BRANCH_RANDOM, PGK_BRANCH_FIXED, PGK_BRANCH_FIXED,
	  PGK_RULE_CHANCE, 1, 0 },
	{ "branches", PGK_LOOP, PGK_LOOP0, PGK_LOOP0, PGK_RULE_BRANCHES, 1, 0 },
	{ "branches-cond", PGK_LOOP, PGK_LOOP0, PGK_LOOP0, PGK_RULE_COND_BRANCHES, 1, 0 },
	/*
	 * Taken or not by the random bits: a row that counts every branch,
	 * or the other kind, is off by the half million non-zero bytes.
	 */
	{ "branches-not-taken", PGK_BRANCH_RANDOM, PGK_LOOP0, PGK_LOOP0, PGK_RULE_NOT_TAKEN, 1, 0 },
	{ "branches-taken", PGK_BRANCH_RANDOM, PGK_LOOP0, PGK_LOOP0, PGK_RULE_TAKEN, 1, 0 },
	{ "branches-uncond", PGK_JUMPS, PGK_LOOP0, PGK_LOOP0, PGK_RULE_UNCOND, 1, 0 },
	{ "cache-misses", PGK_CHASE_BIG, PGK_NONE, PGK_CHASE_SMALL, PGK_RULE_MISS, 1, 0 },
	{ "cache-references", PGK_CHASE_BIG, PGK_NONE, PGK_CHASE_SMALL, PGK_RULE_LOOKUP, 1, 0 },
	{ "context-switches", PGK_PINGPONG, PGK_NONE, PGK_SELFPIPE, PGK_RULE_KERNEL, 0, 0 },
	{ "cpu-clock", PGK_SPIN_TIME, PGK_NONE, PGK_NONE, PGK_RULE_TIME, 0, 0 },
	{ "cpu-migrations", PGK_MIGRATE, PGK_NONE, PGK_STAY, PGK_RULE_KERNEL, 0, 0 },
	{ "cycles", PGK_SPIN_CYCLES, PGK_NONE, PGK_LOOP0, PGK_RULE_RATE, 1, 0 },
	{ "dram", PGK_CHASE_BIG, PGK_NONE, PGK_CHASE_SMALL, PGK_RULE_DRAM, 1, 0 },
	{ "dram-local", PGK_CHASE_LOCAL, PGK_NONE, PGK_CHASE_REMOTE, PGK_RULE_DRAM, 1, 0 },
	/* On one node, remote memory cannot be placed; local memory still must read ~0. */
	{ "dram-remote", PGK_CHASE_REMOTE, PGK_NONE, PGK_CHASE_LOCAL, PGK_RULE_DRAM, 1, 1 },
	/*
	 * A socket's DRAM traffic under the big sweeps: at least the lines no
	 * cache can have held, read (or dirtied and written back); no
	 * control, since the rest of the machine adds its own.
	 */
	{ "dram-bytes", PGK_CHASE_BIG, PGK_NONE, PGK_NONE, PGK_RULE_DRAM_READ_BYTES, 0, 0 },
	{ "dram-read-bytes", PGK_CHASE_BIG, PGK_NONE, PGK_NONE, PGK_RULE_DRAM_READ_BYTES, 0, 0 },
	{ "dram-write-bytes", PGK_STORE_BIG, PGK_NONE, PGK_NONE, PGK_RULE_DRAM_WRITE_BYTES, 0, 0 },
	{ "fma-insts", PGK_KINDS, PGK_KINDS0, PGK_LOOP, PGK_RULE_FMA, 1, 0 },
	/* Both precisions, both kinds: the integer loop is the control. */
	{ "fp-insts", PGK_FLOPS, PGK_FLOPS0, PGK_FLOPS_INT, PGK_RULE_FP_INSTS, 1, 0 },
	/* Controls: the same loop in integers; the other precision. */
	{ "fp-ops", PGK_FLOPS, PGK_FLOPS0, PGK_FLOPS_INT, PGK_RULE_FLOPS, 1, 0 },
	{ "fp-ops-dp", PGK_FLOPS_DP, PGK_FLOPS0, PGK_FLOPS_SP, PGK_RULE_FLOPS_DP, 1, 0 },
	{ "fp-ops-sp", PGK_FLOPS_SP, PGK_FLOPS0, PGK_FLOPS_DP, PGK_RULE_FLOPS_SP, 1, 0 },
	/*
	 * The same loops by kind: a row that counts scalar for packed or
	 * the other way reads 2 for 4 an iteration (6 for 5 with AVX).
	 */
	{ "fp-insts-128b-dp", PGK_FLOPS_DP, PGK_FLOPS0, PGK_FLOPS_SP, PGK_RULE_FP_128B_DP, 1, 0 },
	{ "fp-insts-128b-sp", PGK_FLOPS_SP, PGK_FLOPS0, PGK_FLOPS_DP, PGK_RULE_FP_128B_SP, 1, 0 },
	{ "fp-insts-256b-dp", PGK_FLOPS_AVX_DP, PGK_FLOPS0, PGK_FLOPS_AVX_SP, PGK_RULE_FP_256B_DP,
	  1, 0 },
	{ "fp-insts-256b-sp", PGK_FLOPS_AVX_SP, PGK_FLOPS0, PGK_FLOPS_AVX_DP, PGK_RULE_FP_256B_SP,
	  1, 0 },
	{ "fp-insts-packed-dp", PGK_FLOPS_DP, PGK_FLOPS0, PGK_FLOPS_SP, PGK_RULE_FP_PACKED_DP, 1, 0 },
	{ "fp-insts-packed-sp", PGK_FLOPS_SP, PGK_FLOPS0, PGK_FLOPS_DP, PGK_RULE_FP_PACKED_SP, 1, 0 },
	{ "fp-insts-scalar-dp", PGK_FLOPS_DP, PGK_FLOPS0, PGK_FLOPS_SP, PGK_RULE_FP_SCALAR_DP, 1, 0 },
	{ "fp-insts-scalar-sp", PGK_FLOPS_SP, PGK_FLOPS0, PGK_FLOPS_DP, PGK_RULE_FP_SCALAR_SP, 1, 0 },
	{ "instructions", PGK_LOOP, PGK_LOOP0, PGK_LOOP0, PGK_RULE_INSTRUCTIONS, 1, 0 },
	/*
	 * The L1 and L2 by the sweeps: every access of the big one misses
	 * the L1 and looks up the L2 (demand ones at most once, fills with a
	 * prefetcher's adjacent line at most twice), and at least the
	 * accesses no cache can hold miss them; the small one stays in the L1.
	 */
	{ "l1d-load-misses", PGK_CHASE_BIG, PGK_NONE, PGK_CHASE_SMALL, PGK_RULE_MISS, 1, 0 },
	{ "l1d-misses", PGK_CHASE_BIG, PGK_NONE, PGK_CHASE_SMALL, PGK_RULE_FILLS, 1, 0 },
	{ "l2-load-misses", PGK_CHASE_BIG, PGK_NONE, PGK_CHASE_SMALL, PGK_RULE_MISS, 1, 0 },
	{ "l2-loads", PGK_CHASE_BIG, PGK_NONE, PGK_CHASE_SMALL, PGK_RULE_LOOKUP, 1, 0 },
	{ "l2-misses", PGK_CHASE_BIG, PGK_NONE, PGK_CHASE_SMALL, PGK_RULE_FILLS, 1, 0 },
	{ "l2-references", PGK_CHASE_BIG, PGK_NONE, PGK_CHASE_SMALL, PGK_RULE_FILLS, 1, 0 },
	{ "l2-store-misses", PGK_STORE_BIG, PGK_NONE, PGK_STORE_SMALL, PGK_RULE_MISS, 1, 0 },
	{ "l2-stores", PGK_STORE_BIG, PGK_NONE, PGK_STORE_SMALL, PGK_RULE_LOOKUP, 1, 0 },
	{ "llc-load-misses", PGK_CHASE_BIG, PGK_NONE, PGK_CHASE_SMALL, PGK_RULE_MISS, 1, 0 },
	{ "llc-loads", PGK_CHASE_BIG, PGK_NONE, PGK_CHASE_SMALL, PGK_RULE_LOOKUP, 1, 0 },
	{ "llc-store-misses", PGK_STORE_BIG, PGK_NONE, PGK_STORE_SMALL, PGK_RULE_MISS, 1, 0 },
	{ "llc-stores", PGK_STORE_BIG, PGK_NONE, PGK_STORE_SMALL, PGK_RULE_LOOKUP, 1, 0 },
	/* The L3 where it is the last level: the same sweeps as cache-* and llc-*. */
	{ "l3-load-misses", PGK_CHASE_BIG, PGK_NONE, PGK_CHASE_SMALL, PGK_RULE_MISS, 1, 0 },
	{ "l3-loads", PGK_CHASE_BIG, PGK_NONE, PGK_CHASE_SMALL, PGK_RULE_LOOKUP, 1, 0 },
	{ "l3-misses", PGK_CHASE_BIG, PGK_NONE, PGK_CHASE_SMALL, PGK_RULE_MISS, 1, 0 },
	{ "l3-references", PGK_CHASE_BIG, PGK_NONE, PGK_CHASE_SMALL, PGK_RULE_LOOKUP, 1, 0 },
	{ "l3-store-misses", PGK_STORE_BIG, PGK_NONE, PGK_STORE_SMALL, PGK_RULE_MISS, 1, 0 },
	{ "l3-stores", PGK_STORE_BIG, PGK_NONE, PGK_STORE_SMALL, PGK_RULE_LOOKUP, 1, 0 },
	/* A million byte loads (all in the L1), the harness's own taken away. */
	{ "loads", PGK_BRANCH_FIXED, PGK_LOOP0, PGK_LOOP0, PGK_RULE_LOADS, 1, 0 },
	{ "major-faults", PGK_MAJOR, PGK_NONE, PGK_MAJOR_AGAIN, PGK_RULE_KERNEL, 0, 0 },
	{ "minor-faults", PGK_TOUCH, PGK_NONE, PGK_RETOUCH, PGK_RULE_KERNEL, 0, 0 },
	{ "page-faults", PGK_TOUCH, PGK_NONE, PGK_RETOUCH, PGK_RULE_KERNEL, 0, 0 },
	{ "remote-hitm", PGK_HITM_REMOTE, PGK_NONE, PGK_HITM_LOCAL, PGK_RULE_ROUNDS, 1, 0 },
	/* The control: the branch kernel's million loads of a private buffer. */
	{ "local-hitm", PGK_HITM_LOCAL, PGK_NONE, PGK_BRANCH_FIXED, PGK_RULE_ROUNDS, 1, 0 },
	{ "simd-insts", PGK_KINDS, PGK_KINDS0, PGK_LOOP, PGK_RULE_SIMD, 1, 0 },
	/* One store a step over the small sweep, the harness's own taken away. */
	{ "stores", PGK_STORE_SMALL, PGK_LOOP0, PGK_LOOP0, PGK_RULE_STORES, 1, 0 },
	{ "task-clock", PGK_SPIN_TIME, PGK_NONE, PGK_NONE, PGK_RULE_TIME, 0, 0 },
};
const unsigned int pgk_nplans = sizeof(pgk_plans) / sizeof(*pgk_plans);

const struct pgk_plan *pgk_plan_find(const char *concept)
{
	for (unsigned int i = 0; i < pgk_nplans; i++)
		if (!strcmp(pgk_plans[i].concept, concept))
			return &pgk_plans[i];
	return NULL;
}

/* Why no kernel proves these: what a known count would need. */
static const char l1d_lookups[] =
	"a core counts its L1 data cache lookups in its own units (eight-byte accesses, "
	"split and replayed accesses, wrong-path ones): no program has a known number of "
	"them on every CPU";
/* Why no kernel proves a count of write-backs, at either level. */
static const char write_backs[] = "when a cache writes a dirty line back depends on its "
	"replacement policy and the prefetchers' fills, which no program controls: a known "
	"number of write-backs is not one a program can produce";
/* Why no kernel proves a count of 512-bit floating-point instructions. */
static const char avx512[] = "valgrind, which proves every floating-point kernel's counts "
	"instruction by instruction, does not run AVX-512: no 512-bit kernel is written";
/* Why no kernel proves an energy count, of any RAPL domain. */
static const char energy[] = "energy depends on the voltage, frequency and temperature the "
	"CPU runs at and on everything else the package (or platform) does: no program uses a "
	"known number of joules";

static const struct {
	const char *concept, *why;
} no_kernel[] = {
	{ "dtlb-load-misses", "how many page walks a sweep causes depends on the page size "
	  "backing its buffer (transparent huge pages), on the TLBs' entries, which neither "
	  "CPUID nor sysfs gives on every CPU, and on the paging-structure caches" },
	{ "dtlb-store-misses", "how many page walks a sweep causes depends on the page size "
	  "backing its buffer (transparent huge pages), on the TLBs' entries, which neither "
	  "CPUID nor sysfs gives on every CPU, and on the paging-structure caches" },
	{ "itlb-misses", "a known number of instruction-side page walks needs code spread over "
	  "more pages than the TLBs hold, and their entries are not known on every CPU" },
	{ "l1d-loads", l1d_lookups },
	{ "l1d-references", l1d_lookups },
	{ "l1d-stores", l1d_lookups },
	{ "l1i-references", "a core looks up its instruction cache once per fetch block of its own "
	  "width (16, 32 or 64 bytes), wrong-path fetches included: no program has a known "
	  "number of them on every CPU" },
	{ "l1i-misses", "the kernels' code is a few lines that stay in the L1 instruction "
	  "cache; a known number of misses needs code larger than it, laid out so that no "
	  "instruction prefetch hides a line, which validate does not generate" },
	{ "l1d-writebacks", write_backs },
	{ "l2-writebacks", write_backs },
	{ "l2-code-read-misses", "the kernels' code stays in the L1 instruction cache: no "
	  "code read reaches the L2 but by chance" },
	{ "l2-code-reads", "the kernels' code stays in the L1 instruction cache: no code read "
	  "reaches the L2 but by chance" },
	{ "l3-code-reads", "the kernels' code stays in the L1 instruction cache: no code read "
	  "reaches the L2, let alone the L3, but by chance" },
	{ "ref-cycles", "reference cycles tick at the TSC's (or P0's) rate while the core runs, "
	  "which validate does not know apart from the core clock that cycles' check uses" },
	{ "stalled-cycles-backend", "which cycles a core counts as stalled, and on which side, "
	  "is its own design: no program has a known number of them" },
	{ "stalled-cycles-frontend", "which cycles a core counts as stalled, and on which side, "
	  "is its own design: no program has a known number of them" },
	{ "fp-insts-512b-dp", avx512 },
	{ "fp-insts-512b-sp", avx512 },
	{ "energy-cores", energy },
	{ "energy-dram", energy },
	{ "energy-pkg", energy },
	{ "energy-gpu", energy },
	{ "energy-psys", energy },
	{ "hw-interrupts", "interrupts come from devices, timers and other CPUs, not from the "
	  "program: no program has a known number of them" },
	{ "stalled-cycles-mem", "how long a core waits on a load depends on the memory's latency, "
	  "the prefetchers and what the core overlaps with it: no program has a known number of "
	  "such cycles" },
	{ "stalled-cycles-issue", "how many cycles a core issues nothing depends on its width, "
	  "its queues and what it overlaps: no program has a known number of them" },
	{ "stalled-cycles-retire", "how many cycles a core retires nothing depends on its width, "
	  "its queues and what it overlaps: no program has a known number of them" },
	{ "full-retire-cycles", "how many cycles a core retires its full width depends on its "
	  "queues, its ports and what it overlaps: no program has a known number of them" },
};

const char *pgk_no_kernel_why(const char *concept)
{
	for (unsigned int i = 0; i < sizeof(no_kernel) / sizeof(*no_kernel); i++)
		if (!strcmp(no_kernel[i].concept, concept))
			return no_kernel[i].why;
	return NULL;
}

const char *pgk_kernel_name(enum pgk_kernel k)
{
	static const char *const names[PGK_NR] = {
		[PGK_NONE] = "none",
		[PGK_LOOP] = "loop",
		[PGK_LOOP0] = "loop0",
		[PGK_JUMPS] = "jumps",
		[PGK_KINDS] = "kinds",
		[PGK_KINDS0] = "kinds0",
		[PGK_SPIN_CYCLES] = "spin-cycles",
		[PGK_BRANCH_RANDOM] = "branch-random",
		[PGK_BRANCH_FIXED] = "branch-fixed",
		[PGK_FLOPS] = "flops",
		[PGK_FLOPS0] = "flops0",
		[PGK_FLOPS_SP] = "flops-sp",
		[PGK_FLOPS_DP] = "flops-dp",
		[PGK_FLOPS_INT] = "flops-int",
		[PGK_FLOPS_AVX_SP] = "flops-avx-sp",
		[PGK_FLOPS_AVX_DP] = "flops-avx-dp",
		[PGK_CHASE_BIG] = "chase-big",
		[PGK_CHASE_LOCAL] = "chase-local",
		[PGK_CHASE_REMOTE] = "chase-remote",
		[PGK_CHASE_SMALL] = "chase-small",
		[PGK_STORE_BIG] = "store-big",
		[PGK_STORE_SMALL] = "store-small",
		[PGK_HITM_REMOTE] = "hitm-remote",
		[PGK_HITM_LOCAL] = "hitm-local",
		[PGK_TOUCH] = "touch",
		[PGK_RETOUCH] = "retouch",
		[PGK_MAJOR] = "major",
		[PGK_MAJOR_AGAIN] = "major-again",
		[PGK_SPIN_TIME] = "spin-time",
		[PGK_PINGPONG] = "pingpong",
		[PGK_SELFPIPE] = "selfpipe",
		[PGK_MIGRATE] = "migrate",
		[PGK_STAY] = "stay",
	};

	return k < PGK_NR && names[k] ? names[k] : "?";
}
