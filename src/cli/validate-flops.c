// SPDX-License-Identifier: MIT
/*
 * The floating-point microkernels of perfgen validate: the assembly and
 * their exact counts (validate-flops.h documents each).
 */
#include <stdio.h>
#if defined(__x86_64__)
#include <cpuid.h>
#endif

#include "validate-flops.h"

#if defined(__x86_64__)
#define PGK_FLOPS_ISA "SSE add/mul, scalar and 128-bit"
__asm__(".text\n"
	/*
	 * The floating-point kernels: constants built in registers (no load),
	 * six accumulators xmm2-xmm7, each on a chain of its own, that stay
	 * 1.0: xmm1 holds 0.0 to add, xmm0 1.0 to multiply by.  pxor, movq,
	 * unpcklpd, pshufd and movapd move bits and compute nothing.
	 */
	".globl pgk_flops_dp\n"
	".type pgk_flops_dp, @function\n"
	".p2align 4\n"
	"pgk_flops_dp:\n"		/* rdi = n */
	"	movabs $0x3ff0000000000000, %rax\n"	/* 1.0 */
	"	movq %rax, %xmm0\n"
	"	unpcklpd %xmm0, %xmm0\n"
	"	pxor %xmm1, %xmm1\n"
	"	movapd %xmm0, %xmm2\n"
	"	movapd %xmm0, %xmm3\n"
	"	movapd %xmm0, %xmm4\n"
	"	movapd %xmm0, %xmm5\n"
	"	movapd %xmm0, %xmm6\n"
	"	movapd %xmm0, %xmm7\n"
	"	test %rdi, %rdi\n"
	"	jz 2f\n"
	"1:	addsd %xmm1, %xmm2\n"
	"	mulsd %xmm0, %xmm3\n"
	"	mulsd %xmm0, %xmm4\n"
	"	mulsd %xmm0, %xmm5\n"
	"	addpd %xmm1, %xmm6\n"
	"	mulpd %xmm0, %xmm7\n"
	"	dec %rdi\n"
	"	jnz 1b\n"
	"2:	ret\n"
	".size pgk_flops_dp, .-pgk_flops_dp\n"

	".globl pgk_flops_sp\n"
	".type pgk_flops_sp, @function\n"
	".p2align 4\n"
	"pgk_flops_sp:\n"		/* rdi = n */
	"	mov $0x3f800000, %eax\n"		/* 1.0f */
	"	movd %eax, %xmm0\n"
	"	pshufd $0, %xmm0, %xmm0\n"
	"	pxor %xmm1, %xmm1\n"
	"	movaps %xmm0, %xmm2\n"
	"	movaps %xmm0, %xmm3\n"
	"	movaps %xmm0, %xmm4\n"
	"	movaps %xmm0, %xmm5\n"
	"	movaps %xmm0, %xmm6\n"
	"	movaps %xmm0, %xmm7\n"
	"	test %rdi, %rdi\n"
	"	jz 2f\n"
	"1:	addss %xmm1, %xmm2\n"
	"	mulss %xmm0, %xmm3\n"
	"	mulss %xmm0, %xmm4\n"
	"	mulss %xmm0, %xmm5\n"
	"	addps %xmm1, %xmm6\n"
	"	mulps %xmm0, %xmm7\n"
	"	dec %rdi\n"
	"	jnz 1b\n"
	"2:	ret\n"
	".size pgk_flops_sp, .-pgk_flops_sp\n"

	".globl pgk_flops_int\n"
	".type pgk_flops_int, @function\n"
	".p2align 4\n"
	"pgk_flops_int:\n"		/* rdi = n */
	"	mov $1, %eax\n"
	"	movq %rax, %xmm0\n"
	"	punpcklqdq %xmm0, %xmm0\n"
	"	pxor %xmm1, %xmm1\n"
	"	movdqa %xmm0, %xmm2\n"
	"	movdqa %xmm0, %xmm3\n"
	"	movdqa %xmm0, %xmm4\n"
	"	movdqa %xmm0, %xmm5\n"
	"	movdqa %xmm0, %xmm6\n"
	"	movdqa %xmm0, %xmm7\n"
	"	test %rdi, %rdi\n"
	"	jz 2f\n"
	"1:	paddq %xmm1, %xmm2\n"
	"	pmuludq %xmm0, %xmm3\n"
	"	pmuludq %xmm0, %xmm4\n"
	"	pmuludq %xmm0, %xmm5\n"
	"	paddd %xmm1, %xmm6\n"
	"	pmuludq %xmm0, %xmm7\n"
	"	dec %rdi\n"
	"	jnz 1b\n"
	"2:	ret\n"
	".size pgk_flops_int, .-pgk_flops_int\n"

	/*
	 * The AVX/FMA kernels, run only where CPUID says AVX and FMA and the
	 * OS saves the YMM state (XCR0): ymm0 holds 1.0 in every lane, ymm1
	 * 0.0; ymm2-ymm4 stay 1.0 (x + 0.0, x * 1.0, x + 1.0 * 0.0).
	 * vzeroupper before the ret, as the ABI expects.
	 */
	".globl pgk_flops_avx_dp\n"
	".type pgk_flops_avx_dp, @function\n"
	".p2align 4\n"
	"pgk_flops_avx_dp:\n"		/* rdi = n */
	"	movabs $0x3ff0000000000000, %rax\n"
	"	vmovq %rax, %xmm0\n"
	"	vmovddup %xmm0, %xmm0\n"
	"	vinsertf128 $1, %xmm0, %ymm0, %ymm0\n"
	"	vxorpd %ymm1, %ymm1, %ymm1\n"
	"	vmovapd %ymm0, %ymm2\n"
	"	vmovapd %ymm0, %ymm3\n"
	"	vmovapd %ymm0, %ymm4\n"
	"	test %rdi, %rdi\n"
	"	jz 2f\n"
	"1:	vaddpd %ymm1, %ymm2, %ymm2\n"
	"	vfmadd231pd %ymm1, %ymm0, %ymm3\n"
	"	vfmadd231sd %xmm1, %xmm0, %xmm4\n"
	"	dec %rdi\n"
	"	jnz 1b\n"
	"2:	vzeroupper\n"
	"	ret\n"
	".size pgk_flops_avx_dp, .-pgk_flops_avx_dp\n"

	".globl pgk_flops_avx_sp\n"
	".type pgk_flops_avx_sp, @function\n"
	".p2align 4\n"
	"pgk_flops_avx_sp:\n"		/* rdi = n */
	"	mov $0x3f800000, %eax\n"
	"	vmovd %eax, %xmm0\n"
	"	vpshufd $0, %xmm0, %xmm0\n"
	"	vinsertf128 $1, %xmm0, %ymm0, %ymm0\n"
	"	vxorps %ymm1, %ymm1, %ymm1\n"
	"	vmovaps %ymm0, %ymm2\n"
	"	vmovaps %ymm0, %ymm3\n"
	"	vmovaps %ymm0, %ymm4\n"
	"	test %rdi, %rdi\n"
	"	jz 2f\n"
	"1:	vmulps %ymm0, %ymm2, %ymm2\n"
	"	vfmadd231ps %ymm1, %ymm0, %ymm3\n"
	"	vfmadd231ss %xmm1, %xmm0, %xmm4\n"
	"	dec %rdi\n"
	"	jnz 1b\n"
	"2:	vzeroupper\n"
	"	ret\n"
	".size pgk_flops_avx_sp, .-pgk_flops_avx_sp\n"
	);

/* 4 building the constants, 6 register copies, test jz ret; the ret's load. */
#define LOOP_FIXED 13
#define LOOP_LOADS 1
#elif defined(__aarch64__)
#define PGK_FLOPS_ISA "fadd/fmul, scalar and 128-bit"
__asm__(".text\n"
	/*
	 * The floating-point kernels: v0 holds 1.0 to multiply by, v1 0.0 to
	 * add, six accumulators v2-v7 (caller-saved) stay 1.0; fmov, movi and
	 * mov (orr) compute nothing.
	 */
	".globl pgk_flops_dp\n"
	".type pgk_flops_dp, %function\n"
	".p2align 4\n"
	"pgk_flops_dp:\n"		/* x0 = n */
	"	fmov v0.2d, #1.0\n"
	"	movi v1.2d, #0\n"
	"	mov v2.16b, v0.16b\n"
	"	mov v3.16b, v0.16b\n"
	"	mov v4.16b, v0.16b\n"
	"	mov v5.16b, v0.16b\n"
	"	mov v6.16b, v0.16b\n"
	"	mov v7.16b, v0.16b\n"
	"	cbz x0, 2f\n"
	"1:	fadd d2, d2, d1\n"
	"	fmul d3, d3, d0\n"
	"	fmul d4, d4, d0\n"
	"	fmul d5, d5, d0\n"
	"	fadd v6.2d, v6.2d, v1.2d\n"
	"	fmul v7.2d, v7.2d, v0.2d\n"
	"	subs x0, x0, #1\n"
	"	b.ne 1b\n"
	"2:	ret\n"
	".size pgk_flops_dp, .-pgk_flops_dp\n"

	".globl pgk_flops_sp\n"
	".type pgk_flops_sp, %function\n"
	".p2align 4\n"
	"pgk_flops_sp:\n"		/* x0 = n */
	"	fmov v0.4s, #1.0\n"
	"	movi v1.2d, #0\n"
	"	mov v2.16b, v0.16b\n"
	"	mov v3.16b, v0.16b\n"
	"	mov v4.16b, v0.16b\n"
	"	mov v5.16b, v0.16b\n"
	"	mov v6.16b, v0.16b\n"
	"	mov v7.16b, v0.16b\n"
	"	cbz x0, 2f\n"
	"1:	fadd s2, s2, s1\n"
	"	fmul s3, s3, s0\n"
	"	fmul s4, s4, s0\n"
	"	fmul s5, s5, s0\n"
	"	fadd v6.4s, v6.4s, v1.4s\n"
	"	fmul v7.4s, v7.4s, v0.4s\n"
	"	subs x0, x0, #1\n"
	"	b.ne 1b\n"
	"2:	ret\n"
	".size pgk_flops_sp, .-pgk_flops_sp\n"

	".globl pgk_flops_int\n"
	".type pgk_flops_int, %function\n"
	".p2align 4\n"
	"pgk_flops_int:\n"		/* x0 = n */
	"	movi v0.4s, #1\n"
	"	movi v1.2d, #0\n"
	"	mov v2.16b, v0.16b\n"
	"	mov v3.16b, v0.16b\n"
	"	mov v4.16b, v0.16b\n"
	"	mov v5.16b, v0.16b\n"
	"	mov v6.16b, v0.16b\n"
	"	mov v7.16b, v0.16b\n"
	"	cbz x0, 2f\n"
	"1:	add d2, d2, d1\n"
	"	mul v3.4s, v3.4s, v0.4s\n"
	"	mul v4.4s, v4.4s, v0.4s\n"
	"	mul v5.4s, v5.4s, v0.4s\n"
	"	add v6.2d, v6.2d, v1.2d\n"
	"	mul v7.4s, v7.4s, v0.4s\n"
	"	subs x0, x0, #1\n"
	"	b.ne 1b\n"
	"2:	ret\n"
	".size pgk_flops_int, .-pgk_flops_int\n");

/* fmov or movi, movi, 6 mov, cbz ret; an A64 ret reads no memory. */
#define LOOP_FIXED 10
#define LOOP_LOADS 0
#else
#define PGK_FLOPS_ISA "none"
#define LOOP_FIXED 0
#define LOOP_LOADS 0
#endif

/*
 * Per iteration one scalar add, three scalar multiplies, one packed add,
 * one packed multiply, and the loop's decrement and branch; a 128-bit
 * packed instruction computes 2 doubles or 4 singles.
 */
#define FP_SCALAR_ADD 1
#define FP_SCALAR_MUL 3
#define FP_PACKED_ADD 1
#define FP_PACKED_MUL 1
#define FP_PER_ITERATION (FP_SCALAR_ADD + FP_SCALAR_MUL + FP_PACKED_ADD + FP_PACKED_MUL)
#define LANES_DP_128 2
#define LANES_SP_128 4

static void loop_counts(uint64_t n, struct pgk_counts *c)
{
	*c = (struct pgk_counts){
		.instructions = (FP_PER_ITERATION + 2) * n + LOOP_FIXED,
		.cond_branches = n + 1,
		.taken = pgk_taken_loop(n),
		.branches = n + 2,
		.loads = LOOP_LOADS,
	};
}

static uint64_t flops_per_iteration(unsigned int lanes)
{
	return FP_SCALAR_ADD + FP_SCALAR_MUL + (uint64_t)lanes * (FP_PACKED_ADD + FP_PACKED_MUL);
}

void pgk_flops_dp_counts(uint64_t n, struct pgk_counts *c)
{
	loop_counts(n, c);
	c->fp_dp = FP_PER_ITERATION * n;
	c->fp_scalar_dp = (FP_SCALAR_ADD + FP_SCALAR_MUL) * n;
	c->fp_packed_dp = (FP_PACKED_ADD + FP_PACKED_MUL) * n;
	c->flops_dp = flops_per_iteration(LANES_DP_128) * n;
	c->fp_widest = LANES_DP_128;
}

void pgk_flops_sp_counts(uint64_t n, struct pgk_counts *c)
{
	loop_counts(n, c);
	c->fp_sp = FP_PER_ITERATION * n;
	c->fp_scalar_sp = (FP_SCALAR_ADD + FP_SCALAR_MUL) * n;
	c->fp_packed_sp = (FP_PACKED_ADD + FP_PACKED_MUL) * n;
	c->flops_sp = flops_per_iteration(LANES_SP_128) * n;
	c->fp_widest = LANES_SP_128;
}

void pgk_flops_int_counts(uint64_t n, struct pgk_counts *c)
{
	loop_counts(n, c);
}

/*
 * The AVX/FMA kernels: per iteration three instructions and the loop's
 * two; 8 before the loop (the constants, 3 register copies), test jz
 * vzeroupper ret after.  A fused multiply-add computes two operations per
 * element: double 4 (vaddpd ymm) + 8 (vfmadd231pd ymm) + 2 (vfmadd231sd)
 * = 14, single 8 (vmulps ymm) + 16 (vfmadd231ps ymm) + 2 (vfmadd231ss) = 26.
 */
#define AVX_PER_ITERATION 3
#define AVX_FIXED 12
#define LANES_DP_256 4
#define LANES_SP_256 8
#define FMA_OPS 2

static void avx_loop_counts(uint64_t n, struct pgk_counts *c)
{
	*c = (struct pgk_counts){
		.instructions = (AVX_PER_ITERATION + 2) * n + AVX_FIXED,
		.cond_branches = n + 1,
		.taken = pgk_taken_loop(n),
		.branches = n + 2,
		.loads = 1,
	};
}

void pgk_flops_avx_dp_counts(uint64_t n, struct pgk_counts *c)
{
	avx_loop_counts(n, c);
	c->fp_dp = AVX_PER_ITERATION * n;
	c->fp_scalar_dp = FMA_OPS * n;			/* vfmadd231sd */
	c->fp_packed_dp = (1 + FMA_OPS) * n;		/* vaddpd, vfmadd231pd */
	c->fp_256b_dp = c->fp_packed_dp;		/* both on ymm */
	c->flops_dp = (LANES_DP_256 + FMA_OPS * LANES_DP_256 + FMA_OPS * 1) * n;
	c->fp_widest = FMA_OPS * LANES_DP_256;
}

void pgk_flops_avx_sp_counts(uint64_t n, struct pgk_counts *c)
{
	avx_loop_counts(n, c);
	c->fp_sp = AVX_PER_ITERATION * n;
	c->fp_scalar_sp = FMA_OPS * n;			/* vfmadd231ss */
	c->fp_packed_sp = (1 + FMA_OPS) * n;		/* vmulps, vfmadd231ps */
	c->fp_256b_sp = c->fp_packed_sp;		/* both on ymm */
	c->flops_sp = (LANES_SP_256 + FMA_OPS * LANES_SP_256 + FMA_OPS * 1) * n;
	c->fp_widest = FMA_OPS * LANES_SP_256;
}

int pgk_avx_fma(char *why, size_t len)
{
#if defined(__x86_64__)
	unsigned int a, b, c, d, lo, hi;

	if (!__get_cpuid(1, &a, &b, &c, &d))
		return snprintf(why, len, "no CPUID leaf 1"), 0;
	if (!(c & bit_AVX) || !(c & bit_FMA))
		return snprintf(why, len, "CPUID says no %s", c & bit_AVX ? "FMA" : "AVX"), 0;
	if (!(c & bit_OSXSAVE))
		return snprintf(why, len, "the OS does not enable XSAVE (CPUID OSXSAVE)"), 0;
	__asm__ volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
	(void)hi;
	if ((lo & 6) != 6)
		return snprintf(why, len, "the OS does not save the YMM state (XCR0 %#x)", lo), 0;
	return 1;
#else
	snprintf(why, len, "AVX and FMA are x86-64's");
	return 0;
#endif
}

unsigned int pgk_flops_parts(unsigned int parts, char *why, size_t len)
{
	why[0] = '\0';
	(void)len;
#if defined(__x86_64__)
	if (parts & (PGK_FP_SP | PGK_FP_DP)) {
		if (!pgk_avx_fma(why, len))
			return parts;
		parts |= (parts & PGK_FP_SP ? PGK_FP_AVX_SP : 0) |
			 (parts & PGK_FP_DP ? PGK_FP_AVX_DP : 0);
	}
#endif
	return parts;
}

static void counts_add(struct pgk_counts *a, const struct pgk_counts *b)
{
	a->instructions += b->instructions;
	a->branches += b->branches;
	a->cond_branches += b->cond_branches;
	a->taken += b->taken;
	a->loads += b->loads;
	a->stores += b->stores;
	a->fp_sp += b->fp_sp;
	a->fp_dp += b->fp_dp;
	a->flops_sp += b->flops_sp;
	a->flops_dp += b->flops_dp;
	a->fp_scalar_sp += b->fp_scalar_sp;
	a->fp_scalar_dp += b->fp_scalar_dp;
	a->fp_packed_sp += b->fp_packed_sp;
	a->fp_packed_dp += b->fp_packed_dp;
	a->fp_256b_sp += b->fp_256b_sp;
	a->fp_256b_dp += b->fp_256b_dp;
	if (b->fp_widest > a->fp_widest)
		a->fp_widest = b->fp_widest;
}

void pgk_flops_counts(unsigned int parts, uint64_t n, struct pgk_counts *c)
{
	struct pgk_counts one;

	*c = (struct pgk_counts){ 0 };
	if (parts & PGK_FP_SP) {
		pgk_flops_sp_counts(n, &one);
		counts_add(c, &one);
	}
	if (parts & PGK_FP_DP) {
		pgk_flops_dp_counts(n, &one);
		counts_add(c, &one);
	}
	if (parts & PGK_FP_INT) {
		pgk_flops_int_counts(n, &one);
		counts_add(c, &one);
	}
	if (parts & PGK_FP_AVX_SP) {
		pgk_flops_avx_sp_counts(n, &one);
		counts_add(c, &one);
	}
	if (parts & PGK_FP_AVX_DP) {
		pgk_flops_avx_dp_counts(n, &one);
		counts_add(c, &one);
	}
}

#ifdef PGK_HAVE_ASM
void pgk_flops_run(unsigned int parts, uint64_t n)
{
	if (parts & PGK_FP_SP)
		pgk_flops_sp(n);
	if (parts & PGK_FP_DP)
		pgk_flops_dp(n);
	if (parts & PGK_FP_INT)
		pgk_flops_int(n);
#if defined(__x86_64__)
	if (parts & PGK_FP_AVX_SP)
		pgk_flops_avx_sp(n);
	if (parts & PGK_FP_AVX_DP)
		pgk_flops_avx_dp(n);
#endif
}
#endif

void pgk_flops_describe(unsigned int parts, const struct pgk_counts *c, const char *no_avx,
			char *buf, size_t len)
{
	if (parts == PGK_FP_INT)
		snprintf(buf, len, "the same loop with integer SIMD arithmetic (%llu iterations), "
			 "no floating point", (unsigned long long)(c->cond_branches - 1));
	else
		snprintf(buf, len, "%llu single- and %llu double-precision FLOPs (" PGK_FLOPS_ISA
			 "%s%s)", (unsigned long long)c->flops_sp, (unsigned long long)c->flops_dp,
			 parts & (PGK_FP_AVX_SP | PGK_FP_AVX_DP) ? "; AVX 256-bit and FMA" :
			 no_avx && no_avx[0] ? "; AVX/FMA skipped: " : "",
			 parts & (PGK_FP_AVX_SP | PGK_FP_AVX_DP) || !no_avx ? "" : no_avx);
}
