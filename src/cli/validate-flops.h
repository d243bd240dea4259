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
	PGK_FP_AVX_SP = 1 << 3,	/* pgk_flops_avx_sp (x86-64 with AVX and FMA) */
	PGK_FP_AVX_DP = 1 << 4,	/* pgk_flops_avx_dp */
};

#if defined(__x86_64__)
/*
 * Where CPUID says AVX and FMA and the OS saves the YMM state (XCR0), the
 * signals also run these, per iteration (values staying 1.0):
 *   pgk_flops_avx_dp(n): vaddpd ymm (4 operations), vfmadd231pd ymm (8),
 *     vfmadd231sd (2): fp_dp 3n, flops_dp 14n, widest 8; a fused
 *     multiply-add counted once per element reads 9, 256 bits taken for
 *     128 8, FMA not counted 4.
 *   pgk_flops_avx_sp(n): vmulps ymm (8), vfmadd231ps ymm (16), vfmadd231ss
 *     (2): fp_sp 3n, flops_sp 26n, widest 16 (FMA once 17, 128 bits 14,
 *     FMA not counted 8).
 *   Each: instructions 5n + 12, conditional branches n + 1, branches
 *   n + 2, loads 1 (the ret), no store.
 */
void pgk_flops_avx_dp(uint64_t n);
void pgk_flops_avx_sp(uint64_t n);
#endif

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
void pgk_flops_avx_dp_counts(uint64_t n, struct pgk_counts *c);
void pgk_flops_avx_sp_counts(uint64_t n, struct pgk_counts *c);
/* Whether this machine runs the AVX/FMA kernels: 1, or 0 with why. */
int pgk_avx_fma(char *why, size_t len);
/*
 * parts with the AVX/FMA kernels of each precision it runs added where
 * this machine runs them; else why says why not ("" where none applies).
 */
unsigned int pgk_flops_parts(unsigned int parts, char *why, size_t len);
/* The counts of pgk_flops_run(parts, n). */
void pgk_flops_counts(unsigned int parts, uint64_t n, struct pgk_counts *c);
/* What such a run does, for validate's report; no_avx: why AVX did not run. */
void pgk_flops_describe(unsigned int parts, const struct pgk_counts *c, const char *no_avx,
			char *buf, size_t len);

#endif /* PERFGEN_CLI_VALIDATE_FLOPS_H */
