// SPDX-License-Identifier: MIT
// The counted program of the arm64 guests: no C library, so that every
// user instruction of the process is one of these.  1,000,000 iterations
// of subs/b.ne; instructions retired in user space, exactly:
//   2 (the count) + 2 * 1,000,000 (the loop) + 3 (exit) = 2,000,005.
	.text
	.globl	_start
_start:
	movz	x0, #0x4240
	movk	x0, #0xf, lsl #16	// 1,000,000
1:	subs	x0, x0, #1
	b.ne	1b
	mov	x0, #0			// exit(0)
	mov	x8, #93			// __NR_exit
	svc	#0
