/* SPDX-License-Identifier: MIT */
/*
 * Microkernels of perfgen validate: small programs whose event counts are
 * known in advance (validate-run.h runs them for the concepts).
 *
 * The hardware ones are assembly functions, x86-64 or A64, so that no
 * compiler can add, drop or reorder an instruction: each comes with a
 * function giving its exact dynamic counts.  tests/test_validate_kernels.py
 * runs the x86-64 ones under valgrind (callgrind, cachegrind) and checks
 * those formulas exactly, and the cache and branch behaviour against the
 * same bands the verdict uses; vm-scripts/arm64-guests.sh runs perfgen
 * validate in QEMU arm64 guests whose PMU counts retired instructions
 * exactly (-icount shift=0), which proves the A64 ones.
 *
 * The formulas below are x86-64's; A64's differ only in the constants
 * (validate-kernels.c: pgk_*_counts), and an A64 ret reads no memory:
 *   pgk_loop 2n + 2, pgk_chase 6 iterations + 10 (loads 4 iterations + 4),
 *   pgk_store 6 steps + 11 (loads 0), pgk_branch 4n + ones + 4 (loads n),
 *   pgk_jumps 3n + 2 (loads 0), pgk_kinds 10n + 7 (loads 0).  Branches taken
 *   are the same on both.
 * The floating-point kernels are in validate-flops.h.
 */
#ifndef PERFGEN_CLI_VALIDATE_KERNELS_H
#define PERFGEN_CLI_VALIDATE_KERNELS_H

#include <stddef.h>
#include <stdint.h>

/* Dynamic counts of one call of an assembly microkernel, exactly. */
struct pgk_counts {
	uint64_t instructions;	/* retired instructions, the final ret included */
	uint64_t branches;	/* retired branch instructions: conditional ones and the ret */
	uint64_t cond_branches;	/* conditional branches (valgrind's Bc) */
	uint64_t taken;		/* those taken (callgrind's jcnd); branches less
				 * cond_branches are unconditional, all taken */
	uint64_t loads;		/* data reads (valgrind's Dr), the ret's read of
				 * the return address included */
	uint64_t stores;	/* data writes (valgrind's Dw) */
	/*
	 * Floating-point arithmetic, as the fp-ops concepts count it: the
	 * SIMD instructions that compute (add, multiply, ...; no move,
	 * shuffle, logic or conversion) and the operations they perform, one
	 * per element (lane) and two for a fused multiply-add.
	 */
	uint64_t fp_sp, fp_dp;		/* such instructions, single and double precision */
	uint64_t flops_sp, flops_dp;	/* their operations */
	uint64_t fp_widest;		/* operations of the widest such instruction */
	/*
	 * Those instructions by kind, as the fp-insts-* concepts count them:
	 * scalar or packed (any width), a fused multiply-add counting two.
	 */
	uint64_t fp_scalar_sp, fp_scalar_dp, fp_packed_sp, fp_packed_dp;
	/*
	 * The packed ones on 256-bit vectors (AVX ymm), the same way; those
	 * on 128-bit vectors are the rest of fp_packed_*: no kernel computes
	 * on 512-bit ones.
	 */
	uint64_t fp_256b_sp, fp_256b_dp;
	/*
	 * Instructions by kind, each once, as barrier-insts, fma-insts and
	 * simd-insts count them: memory barriers and fences; fused
	 * multiply-adds (scalar or vector); SIMD instructions (vector
	 * registers as vectors: arithmetic, logic and moves; scalar
	 * floating point not).
	 */
	uint64_t barriers, fma, simd;
};

/* The packed ones on 128-bit vectors: every packed one not on 256 bits. */
static inline uint64_t pgk_fp_128b_sp(const struct pgk_counts *c)
{
	return c->fp_packed_sp - c->fp_256b_sp;
}

static inline uint64_t pgk_fp_128b_dp(const struct pgk_counts *c)
{
	return c->fp_packed_dp - c->fp_256b_dp;
}

#if defined(__x86_64__) || defined(__aarch64__)
#define PGK_HAVE_ASM 1
#if defined(__aarch64__)
#define PGK_LOOP_BODY "subs/b.ne"	/* pgk_loop's iteration, as validate prints it */
#else
#define PGK_LOOP_BODY "dec/jnz"
#endif

/*
 * pgk_loop(n): n iterations of `dec; jnz`.  Returns 0.
 *   instructions 2n + 4, conditional branches n + 1 (taken n - 1, or 1
 *   for n = 0), branches n + 2, loads 1 (the ret), no store.
 */
uint64_t pgk_loop(uint64_t n);

/*
 * pgk_chase(p, iterations): four pointer chases side by side, from p[0]
 * to p[3] (p[j] = *p[j]): each iteration one dependent load on each
 * chain, so that four misses can be in flight at once.  Leaves in p[]
 * where each chain stopped (not yet loaded).
 *   instructions 6 iterations + 11, conditional branches iterations + 1,
 *   branches iterations + 2, loads 4 iterations + 5 (p[] and the ret),
 *   stores 4 (p[]).
 */
void pgk_chase(void **p, uint64_t iterations);

/*
 * pgk_store(base, mask, steps, x): steps stores, to byte 8 of the 64-byte
 * line (x & mask) of base, x advancing as the sweep's generator
 * (pgk_sweep_next) after each.  Returns the generator state after the
 * last store.
 *   instructions 8 steps + 6, conditional branches steps + 1,
 *   branches steps + 2, loads 1, stores steps.
 */
uint64_t pgk_store(void *base, uint64_t mask, uint64_t steps, uint64_t x);

/*
 * pgk_branch(bits, n): for each of n bytes a conditional branch on
 * whether it is zero (taken when it is), and a count of the non-zero
 * ones, which it returns (ones).
 *   instructions 6n + ones + 4, conditional branches 2n + 1 (taken
 *   2n - ones - 1: the zero bytes' and the loop's), branches 2n + 2,
 *   loads n + 1.
 */
uint64_t pgk_branch(const unsigned char *bits, uint64_t n);

/*
 * pgk_jumps(n): n iterations of an unconditional jump over an instruction
 * that never runs, then `dec; jnz`.  Returns 0.
 *   instructions 3n + 4, conditional branches n + 1 (taken n - 1),
 *   branches 2n + 2 (the n jumps and the ret unconditional), loads 1.
 */
uint64_t pgk_jumps(uint64_t n);

/*
 * pgk_kinds(n): n iterations of three barriers, then instructions of the
 * kinds barrier-insts, fma-insts and simd-insts count, in numbers apart
 * (3, 2 and 4 an iteration on A64), so that a row counting one for
 * another reads wrong.  Values stay put (x * 1.0 + 0.0, v + 0).  Returns 0.
 *   x86-64: lfence, sfence, mfence; addps, paddd, por, paddq (SSE2: no
 *     fused multiply-add, which no x86 core counts apart); dec jnz.
 *     Set-up 4 pxor, mov test jz; ret.  instructions 9n + 8, barriers
 *     3n, fma 0, simd 4n + 4, conditional branches n + 1, branches n + 2,
 *     loads 1; addps is one packed single-precision add (4 operations).
 *   A64: dmb ish, dsb ish, isb; fmadd d (scalar FMA), fmla .2d (FMA and
 *     SIMD), add .4s x 2, orr .16b; subs b.ne.  Set-up fmov d0, fmov d1,
 *     fmov d4 (scalar), movi .2d, fmov .2d (SIMD), cbz; ret.
 *     instructions 10n + 7, barriers 3n, fma 2n, simd 4n + 2, conditional
 *     branches n + 1, branches n + 2, loads 0.
 */
uint64_t pgk_kinds(uint64_t n);
#endif

/* Conditional branches taken by a loop of n guarded by a test of n. */
uint64_t pgk_taken_loop(uint64_t n);

void pgk_loop_counts(uint64_t n, struct pgk_counts *c);
void pgk_chase_counts(uint64_t iterations, struct pgk_counts *c);
void pgk_store_counts(uint64_t steps, struct pgk_counts *c);
void pgk_branch_counts(uint64_t n, uint64_t ones, struct pgk_counts *c);
void pgk_jumps_counts(uint64_t n, struct pgk_counts *c);
void pgk_kinds_counts(uint64_t n, struct pgk_counts *c);

/* Bytes per line of a sweep buffer (x86 cache lines). */
#define PGK_LINE 64

/*
 * A cyclic sweep over a buffer of lines (a power of two) cache lines:
 * line x is followed by pgk_sweep_next(x) & (lines - 1), a full-period
 * linear congruential generator (Hull-Dobell: odd increment, multiplier
 * 1 mod 4), so every line is visited exactly once per period in an order
 * no stride prefetcher follows.  The first 8 bytes of each line point to
 * the next line; pgk_store writes byte 8.
 *
 * Chases run four chains a quarter of the period apart, so that in
 * lines / 4 iterations they visit every line once, each line lines
 * accesses after its last visit; stores run one stream through the same
 * order.  Either continues where the last run of its kind stopped;
 * pgk_sweep_ready() first runs one whole period of the kind (in C,
 * uncounted) when the last run was of the other kind or none, so that
 * every counted run starts from that steady state.
 */
enum pgk_sweep_kind { PGK_SWEEP_NONE, PGK_SWEEP_CHASE, PGK_SWEEP_STORE };

struct pgk_sweep {
	unsigned char *mem;
	size_t bytes;
	uint64_t lines;
	void *chain[4];		/* where each chase chain goes on */
	uint64_t x;		/* where the store stream goes on */
	enum pgk_sweep_kind last;
	int node;		/* NUMA node it is bound to, -1 none */
};

uint64_t pgk_sweep_next(uint64_t x);
/* The generator k steps on from x (Brown's arbitrary-stride method). */
uint64_t pgk_sweep_skip(uint64_t x, uint64_t k);

/*
 * Map and link a sweep of lines lines (a power of two), bound to node
 * (>= 0) before it is touched; huge: ask for transparent huge pages (fewer
 * TLB misses, whose page walks would add loads).  0, or -1 with why.
 */
int pgk_sweep_init(struct pgk_sweep *s, uint64_t lines, int node, int huge, char *why,
		   size_t len);
void pgk_sweep_free(struct pgk_sweep *s);
void pgk_sweep_ready(struct pgk_sweep *s, enum pgk_sweep_kind kind);
/* Chase (4 accesses an iteration) or store (1 a step), continuing the sweep. */
void pgk_sweep_chase(struct pgk_sweep *s, uint64_t iterations);
void pgk_sweep_store(struct pgk_sweep *s, uint64_t steps);

/*
 * n bytes for pgk_branch: random, each 0 or 1 from a seeded splitmix64
 * (independent fair bits for any predictor); or all zero (the same loop,
 * predictable).  Returns the number of ones.
 */
uint64_t pgk_bits_fill(unsigned char *bits, uint64_t n, uint64_t seed, int random);

#endif /* PERFGEN_CLI_VALIDATE_KERNELS_H */
