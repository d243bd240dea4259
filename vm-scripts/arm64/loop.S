// SPDX-License-Identifier: MIT
// The counted program of the arm64 guests: no C library, so that every
// user instruction of the process is one of these.  1,000,000 iterations
// of subs/b.ne; instructions retired in user space, exactly:
//   2 (the count) + 2 * 1,000,000 (the loop) + 3 (exit) = 2,000,005.
// Built again with -DITER_HI=0x11e1 -DITER_LO=0xa300 (300,000,000
// iterations, 600,000,005 instructions) for the multiplexing check.
#ifndef ITER_HI
#define ITER_HI 0xf
#define ITER_LO 0x4240
#endif
	.text
	.globl	_start
_start:
	movz	x0, #ITER_LO
	movk	x0, #ITER_HI, lsl #16	// 1,000,000 by default
1:	subs	x0, x0, #1
	b.ne	1b
	mov	x0, #0			// exit(0)
	mov	x8, #93			// __NR_exit
	svc	#0
