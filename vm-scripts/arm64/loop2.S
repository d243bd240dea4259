// SPDX-License-Identifier: MIT
// The per-CPU check of the arm64 guests (-smp 2): 1,000,000 iterations
// pinned to CPU 0, then 3,000,000 pinned to CPU 1, no C library.
// Instructions retired in user space, exactly:
//   5 (pin to CPU 0) + 2 + 2 * 1,000,000 (CPU 0's loop)
//   + 5 (pin to CPU 1) + 2 + 2 * 3,000,000 (CPU 1's loop) + 3 (exit)
//   = 8,000,017;
// CPU 0 retires its loop's 2,000,002 and CPU 1 its 6,000,005 (the exit
// included), each give or take the 10 instructions of the two pinnings
// (where the task starts, and when the migration takes effect).
	.text
	.globl	_start
_start:
	mov	x0, #0			// sched_setaffinity(0, 8, &cpu0)
	mov	x1, #8
	adr	x2, cpu0
	mov	x8, #122		// __NR_sched_setaffinity
	svc	#0
	movz	x0, #0x4240
	movk	x0, #0xf, lsl #16	// 1,000,000
1:	subs	x0, x0, #1
	b.ne	1b
	mov	x0, #0			// sched_setaffinity(0, 8, &cpu1)
	mov	x1, #8
	adr	x2, cpu1
	mov	x8, #122
	svc	#0
	movz	x0, #0xc6c0
	movk	x0, #0x2d, lsl #16	// 3,000,000
2:	subs	x0, x0, #1
	b.ne	2b
	mov	x0, #0			// exit(0)
	mov	x8, #93
	svc	#0
	.p2align 3
cpu0:	.quad	1
cpu1:	.quad	2
