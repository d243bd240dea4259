// SPDX-License-Identifier: MIT
/*
 * Microkernels of perfgen validate: the assembly and their exact counts
 * (validate-kernels.h documents each formula; validate-sweep.c the
 * buffers the sweeps run over).
 */
#include "validate-kernels.h"

#if defined(__x86_64__)
/*
 * Plain functions in assembly: the System V calling convention, no stack
 * use, nothing the compiler could change.  Counts per call are in the
 * header and in pgk_*_counts() below; keep them in step.
 */
__asm__(".text\n"
	".globl pgk_loop\n"
	".type pgk_loop, @function\n"
	".p2align 4\n"
	"pgk_loop:\n"			/* rdi = n */
	"	mov %rdi, %rax\n"
	"	test %rax, %rax\n"
	"	jz 2f\n"
	"1:	dec %rax\n"
	"	jnz 1b\n"
	"2:	ret\n"
	".size pgk_loop, .-pgk_loop\n"

	".globl pgk_chase\n"
	".type pgk_chase, @function\n"
	".p2align 4\n"
	"pgk_chase:\n"			/* rdi = p[4], rsi = iterations */
	"	mov (%rdi), %rax\n"
	"	mov 8(%rdi), %rcx\n"
	"	mov 16(%rdi), %rdx\n"
	"	mov 24(%rdi), %r8\n"
	"	test %rsi, %rsi\n"
	"	jz 2f\n"
	"1:	mov (%rax), %rax\n"
	"	mov (%rcx), %rcx\n"
	"	mov (%rdx), %rdx\n"
	"	mov (%r8), %r8\n"
	"	dec %rsi\n"
	"	jnz 1b\n"
	"2:	mov %rax, (%rdi)\n"
	"	mov %rcx, 8(%rdi)\n"
	"	mov %rdx, 16(%rdi)\n"
	"	mov %r8, 24(%rdi)\n"
	"	ret\n"
	".size pgk_chase, .-pgk_chase\n"

	".globl pgk_store\n"
	".type pgk_store, @function\n"
	".p2align 4\n"
	"pgk_store:\n"			/* rdi = base, rsi = mask, rdx = steps, rcx = x */
	"	mov %rcx, %rax\n"
	"	movabs $6364136223846793005, %r8\n"
	"	movabs $1442695040888963407, %r9\n"
	"	test %rdx, %rdx\n"
	"	jz 2f\n"
	"1:	mov %rax, %r10\n"
	"	and %rsi, %r10\n"
	"	shl $6, %r10\n"
	"	mov %rax, 8(%rdi,%r10)\n"
	"	imul %r8, %rax\n"
	"	add %r9, %rax\n"
	"	dec %rdx\n"
	"	jnz 1b\n"
	"2:	ret\n"
	".size pgk_store, .-pgk_store\n"

	".globl pgk_branch\n"
	".type pgk_branch, @function\n"
	".p2align 4\n"
	"pgk_branch:\n"			/* rdi = bits, rsi = n */
	"	xor %eax, %eax\n"
	"	test %rsi, %rsi\n"
	"	jz 3f\n"
	"1:	movzbl (%rdi), %edx\n"
	"	inc %rdi\n"
	"	test %edx, %edx\n"
	"	jz 2f\n"
	"	inc %rax\n"
	"2:	dec %rsi\n"
	"	jnz 1b\n"
	"3:	ret\n"
	".size pgk_branch, .-pgk_branch\n"
	".globl pgk_jumps\n"
	".type pgk_jumps, @function\n"
	".p2align 4\n"
	"pgk_jumps:\n"			/* rdi = n */
	"	mov %rdi, %rax\n"
	"	test %rax, %rax\n"
	"	jz 2f\n"
	"1:	jmp 3f\n"
	"	ud2\n"				/* never runs: the jump is not to the next instruction */
	"3:	dec %rax\n"
	"	jnz 1b\n"
	"2:	ret\n"
	".size pgk_jumps, .-pgk_jumps\n"
	".globl pgk_kinds\n"
	".type pgk_kinds, @function\n"
	".p2align 4\n"
	"pgk_kinds:\n"			/* rdi = n */
	"	pxor %xmm0, %xmm0\n"		/* 0, added and or-ed */
	"	pxor %xmm1, %xmm1\n"
	"	pxor %xmm2, %xmm2\n"
	"	pxor %xmm3, %xmm3\n"
	"	mov %rdi, %rax\n"
	"	test %rax, %rax\n"
	"	jz 2f\n"
	"1:	lfence\n"
	"	sfence\n"
	"	mfence\n"
	"	addps %xmm0, %xmm1\n"
	"	paddd %xmm0, %xmm2\n"
	"	por %xmm0, %xmm3\n"
	"	paddq %xmm0, %xmm2\n"
	"	dec %rax\n"
	"	jnz 1b\n"
	"2:	ret\n"
	".size pgk_kinds, .-pgk_kinds\n");
#elif defined(__aarch64__)
/*
 * The same four functions in A64 (AAPCS64: arguments in x0-x3, the result
 * in x0, no stack use).  The multiplier and increment of the sweep are
 * built with movz/movk, not loaded from a literal pool: no load that the
 * formulas would have to count.
 */
__asm__(".text\n"
	".globl pgk_loop\n"
	".type pgk_loop, %function\n"
	".p2align 4\n"
	"pgk_loop:\n"			/* x0 = n */
	"	cbz x0, 2f\n"
	"1:	subs x0, x0, #1\n"
	"	b.ne 1b\n"
	"2:	ret\n"
	".size pgk_loop, .-pgk_loop\n"

	".globl pgk_chase\n"
	".type pgk_chase, %function\n"
	".p2align 4\n"
	"pgk_chase:\n"			/* x0 = p[4], x1 = iterations */
	"	ldr x2, [x0]\n"
	"	ldr x3, [x0, #8]\n"
	"	ldr x4, [x0, #16]\n"
	"	ldr x5, [x0, #24]\n"
	"	cbz x1, 2f\n"
	"1:	ldr x2, [x2]\n"
	"	ldr x3, [x3]\n"
	"	ldr x4, [x4]\n"
	"	ldr x5, [x5]\n"
	"	subs x1, x1, #1\n"
	"	b.ne 1b\n"
	"2:	str x2, [x0]\n"
	"	str x3, [x0, #8]\n"
	"	str x4, [x0, #16]\n"
	"	str x5, [x0, #24]\n"
	"	ret\n"
	".size pgk_chase, .-pgk_chase\n"

	".globl pgk_store\n"
	".type pgk_store, %function\n"
	".p2align 4\n"
	"pgk_store:\n"			/* x0 = base, x1 = mask, x2 = steps, x3 = x */
	"	movz x5, #0x7f2d\n"	/* PGK_LCG_A = 0x5851f42d4c957f2d */
	"	movk x5, #0x4c95, lsl #16\n"
	"	movk x5, #0xf42d, lsl #32\n"
	"	movk x5, #0x5851, lsl #48\n"
	"	movz x6, #0x814f\n"	/* PGK_LCG_C = 0x14057b7ef767814f */
	"	movk x6, #0xf767, lsl #16\n"
	"	movk x6, #0x7b7e, lsl #32\n"
	"	movk x6, #0x1405, lsl #48\n"
	"	cbz x2, 2f\n"
	"1:	and x7, x3, x1\n"
	"	add x7, x0, x7, lsl #6\n"
	"	str x3, [x7, #8]\n"
	"	madd x3, x3, x5, x6\n"
	"	subs x2, x2, #1\n"
	"	b.ne 1b\n"
	"2:	mov x0, x3\n"
	"	ret\n"
	".size pgk_store, .-pgk_store\n"

	".globl pgk_branch\n"
	".type pgk_branch, %function\n"
	".p2align 4\n"
	"pgk_branch:\n"			/* x0 = bits, x1 = n */
	"	mov x2, x0\n"
	"	mov x0, #0\n"
	"	cbz x1, 3f\n"
	"1:	ldrb w3, [x2], #1\n"
	"	cbz w3, 2f\n"
	"	add x0, x0, #1\n"
	"2:	subs x1, x1, #1\n"
	"	b.ne 1b\n"
	"3:	ret\n"
	".size pgk_branch, .-pgk_branch\n"
	".globl pgk_jumps\n"
	".type pgk_jumps, %function\n"
	".p2align 4\n"
	"pgk_jumps:\n"			/* x0 = n */
	"	cbz x0, 2f\n"
	"1:	b 3f\n"
	"	udf #0\n"			/* never runs */
	"3:	subs x0, x0, #1\n"
	"	b.ne 1b\n"
	"2:	ret\n"
	".size pgk_jumps, .-pgk_jumps\n"
	/*
	 * d0 1.0, d1 0.0, d4 stays 1.0 (1.0 * 1.0 + 0.0); v3 0, so v2 gains
	 * nothing (v2 + 0 * v2) and v6, v7 keep their bits.  v0-v7 are
	 * caller-saved.
	 */
	".globl pgk_kinds\n"
	".type pgk_kinds, %function\n"
	".p2align 4\n"
	"pgk_kinds:\n"			/* x0 = n */
	"	fmov d0, #1.0\n"
	"	fmov d1, xzr\n"
	"	fmov d4, d0\n"
	"	movi v3.2d, #0\n"
	"	fmov v2.2d, #1.0\n"
	"	cbz x0, 2f\n"
	"1:	dmb ish\n"
	"	dsb ish\n"
	"	isb\n"
	"	fmadd d4, d4, d0, d1\n"
	"	fmla v2.2d, v3.2d, v2.2d\n"
	"	add v6.4s, v6.4s, v3.4s\n"
	"	add v7.4s, v7.4s, v3.4s\n"
	"	orr v6.16b, v6.16b, v3.16b\n"
	"	subs x0, x0, #1\n"
	"	b.ne 1b\n"
	"2:	ret\n"
	".size pgk_kinds, .-pgk_kinds\n");
#endif

/*
 * Conditional branches taken in a loop of n iterations guarded by a test
 * of n: the loop's branch back n - 1 times, or the guard's once for none.
 */
uint64_t pgk_taken_loop(uint64_t n)
{
	return n ? n - 1 : 1;
}

#if defined(__aarch64__)
/* A64: a ret reads no memory (the return address is in x30). */
void pgk_loop_counts(uint64_t n, struct pgk_counts *c)
{
	*c = (struct pgk_counts){
		.instructions = 2 * n + 2,	/* cbz ret, subs b.ne per iteration */
		.cond_branches = n + 1,		/* cbz once, b.ne n times */
		.taken = pgk_taken_loop(n),
		.branches = n + 2,		/* and the ret */
	};
}

void pgk_jumps_counts(uint64_t n, struct pgk_counts *c)
{
	*c = (struct pgk_counts){
		.instructions = 3 * n + 2,	/* cbz ret, b subs b.ne per iteration */
		.cond_branches = n + 1,
		.taken = pgk_taken_loop(n),
		.branches = 2 * n + 2,		/* and the b's, the ret */
	};
}

void pgk_kinds_counts(uint64_t n, struct pgk_counts *c)
{
	*c = (struct pgk_counts){
		/* 5 set-up, cbz, ret; 8 and subs b.ne per iteration */
		.instructions = 10 * n + 7,
		.cond_branches = n + 1,
		.taken = pgk_taken_loop(n),
		.branches = n + 2,
		.barriers = 3 * n,		/* dmb, dsb, isb */
		.fma = 2 * n,			/* fmadd, fmla */
		.simd = 4 * n + 2,		/* fmla, add x 2, orr; movi, fmov .2d */
		/* fmadd d: scalar, an FMA two; fmla .2d: packed, 2 lanes x 2 */
		.fp_dp = 2 * n,
		.fp_scalar_dp = 2 * n,
		.fp_packed_dp = 2 * n,
		.flops_dp = 6 * n,
		.fp_widest = 4,
	};
}

void pgk_chase_counts(uint64_t iterations, struct pgk_counts *c)
{
	*c = (struct pgk_counts){
		.instructions = 6 * iterations + 10,	/* 4 loads of p[], cbz, 4 stores, ret */
		.cond_branches = iterations + 1,
		.taken = pgk_taken_loop(iterations),
		.branches = iterations + 2,
		.loads = 4 * iterations + 4,
		.stores = 4,
	};
}

void pgk_store_counts(uint64_t steps, struct pgk_counts *c)
{
	*c = (struct pgk_counts){
		.instructions = 6 * steps + 11,	/* 8 movz/movk, cbz, mov, ret */
		.cond_branches = steps + 1,
		.taken = pgk_taken_loop(steps),
		.branches = steps + 2,
		.stores = steps,
	};
}

void pgk_branch_counts(uint64_t n, uint64_t ones, struct pgk_counts *c)
{
	*c = (struct pgk_counts){
		.instructions = 4 * n + ones + 4,	/* the add runs for non-zero bytes */
		.cond_branches = 2 * n + 1,
		/* the zero bytes' branch over the count, and the loop's */
		.taken = n ? n - ones + n - 1 : 1,
		.branches = 2 * n + 2,
		.loads = n,
	};
}
#else
void pgk_loop_counts(uint64_t n, struct pgk_counts *c)
{
	*c = (struct pgk_counts){
		.instructions = 2 * n + 4,	/* mov test jz ret, dec jnz per iteration */
		.cond_branches = n + 1,		/* jz once, jnz n times */
		.taken = pgk_taken_loop(n),
		.branches = n + 2,		/* and the ret */
		.loads = 1,			/* the ret pops the return address */
	};
}

void pgk_jumps_counts(uint64_t n, struct pgk_counts *c)
{
	*c = (struct pgk_counts){
		.instructions = 3 * n + 4,	/* mov test jz ret, jmp dec jnz per iteration */
		.cond_branches = n + 1,
		.taken = pgk_taken_loop(n),
		.branches = 2 * n + 2,		/* and the jmps, the ret */
		.loads = 1,
	};
}

void pgk_kinds_counts(uint64_t n, struct pgk_counts *c)
{
	*c = (struct pgk_counts){
		/* 4 pxor, mov test jz, ret; 7 and dec jnz per iteration */
		.instructions = 9 * n + 8,
		.cond_branches = n + 1,
		.taken = pgk_taken_loop(n),
		.branches = n + 2,
		.loads = 1,			/* the ret pops the return address */
		.barriers = 3 * n,		/* lfence, sfence, mfence */
		.simd = 4 * n + 4,		/* addps, paddd, por, paddq; the pxor */
		/* addps: one packed single-precision add, 4 operations */
		.fp_sp = n,
		.fp_packed_sp = n,
		.flops_sp = 4 * n,
		.fp_widest = 4,
	};
}

void pgk_chase_counts(uint64_t iterations, struct pgk_counts *c)
{
	*c = (struct pgk_counts){
		.instructions = 6 * iterations + 11,	/* 4 loads of p[], test jz, 4 stores, ret */
		.cond_branches = iterations + 1,
		.taken = pgk_taken_loop(iterations),
		.branches = iterations + 2,
		.loads = 4 * iterations + 5,
		.stores = 4,
	};
}

void pgk_store_counts(uint64_t steps, struct pgk_counts *c)
{
	*c = (struct pgk_counts){
		.instructions = 8 * steps + 6,	/* mov movabs movabs test jz ret */
		.cond_branches = steps + 1,
		.taken = pgk_taken_loop(steps),
		.branches = steps + 2,
		.loads = 1,
		.stores = steps,
	};
}

void pgk_branch_counts(uint64_t n, uint64_t ones, struct pgk_counts *c)
{
	*c = (struct pgk_counts){
		.instructions = 6 * n + ones + 4,	/* the inc runs for non-zero bytes */
		.cond_branches = 2 * n + 1,
		/* the zero bytes' branch over the count, and the loop's */
		.taken = n ? n - ones + n - 1 : 1,
		.branches = 2 * n + 2,
		.loads = n + 1,
	};
}
#endif
