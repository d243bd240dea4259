/* SPDX-License-Identifier: MIT */
/*
 * The floating-point microkernels of perfgen validate (fp-ops, fp-ops-sp,
 * fp-ops-dp): loops of SIMD arithmetic whose operations are known exactly,
 * in assembly (x86-64 SSE2, A64 Advanced SIMD) so that no compiler can
 * vectorise, contract or drop them.  tests/test_validate_kernels.py weighs
 * the x86-64 ones under callgrind and objdump, instruction by instruction.
 *
 * Each kernel runs n iterations of six arithmetic instructions, each on a
 * register of its own (no dependency between them), the values staying
 * 1.0 (x + 0.0, x * 1.0: no overflow, no subnormal, no assist): one scalar
 * add, three scalar multiplies, one packed add and one packed multiply.
 * The mix is chosen so that the mistakes an encoding makes land away from
 * the right count: for double precision (2 lanes) 8 operations an
 * iteration, where a packed instruction counted once reads 6, multiplies
 * left out 3, adds left out 5, scalar and packed weights swapped 10, single
 * precision's four lanes 12; for single precision (4 lanes) 12, where those
 * read 6, 5, 7, 18 and, with double precision's two lanes, 8.
 *
 *   pgk_flops_dp(n): addsd, mulsd x 3, addpd, mulpd (A64: fadd d, fmul d
 *     x 3, fadd v.2d, fmul v.2d); fp_dp 6n, flops_dp 8n, widest 2.
 *   pgk_flops_sp(n): addss, mulss x 3, addps, mulps (A64: s and .4s);
 *     fp_sp 6n, flops_sp 12n, widest 4.
 *   pgk_flops_int(n): the same loop with integer SIMD arithmetic in place
 *     of each floating-point instruction (paddq, pmuludq, paddd; A64 add,
 *     mul): the same instructions and registers, no floating-point
 *     operation.
 *   Each: instructions 8n + 13 (x86-64: 4 building the constants, 6
 *   register copies, test jz ret) or 8n + 10 (A64: fmov/movi, movi, 6 mov,
 *   cbz ret), conditional branches n + 1, branches n + 2, loads 1 (the
 *   ret; A64 0), no store.
 */
#ifndef PERFGEN_CLI_VALIDATE_FLOPS_H
#define PERFGEN_CLI_VALIDATE_FLOPS_H

#include <stdint.h>

#include "validate-kernels.h"

/* The kernels one run calls, in this order. */
enum pgk_fp_part {
	PGK_FP_SP = 1 << 0,	/* pgk_flops_sp */
	PGK_FP_DP = 1 << 1,	/* pgk_flops_dp */
	PGK_FP_INT = 1 << 2,	/* pgk_flops_int */
};

#ifdef PGK_HAVE_ASM
void pgk_flops_dp(uint64_t n);
void pgk_flops_sp(uint64_t n);
void pgk_flops_int(uint64_t n);
/* Every kernel of parts (enum pgk_fp_part), n iterations each. */
void pgk_flops_run(unsigned int parts, uint64_t n);
#endif

void pgk_flops_dp_counts(uint64_t n, struct pgk_counts *c);
void pgk_flops_sp_counts(uint64_t n, struct pgk_counts *c);
void pgk_flops_int_counts(uint64_t n, struct pgk_counts *c);
/* The counts of pgk_flops_run(parts, n). */
void pgk_flops_counts(unsigned int parts, uint64_t n, struct pgk_counts *c);
/* What such a run does, for validate's report. */
void pgk_flops_describe(unsigned int parts, const struct pgk_counts *c, char *buf, size_t len);

#endif /* PERFGEN_CLI_VALIDATE_FLOPS_H */
