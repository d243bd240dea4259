// SPDX-License-Identifier: MIT
/*
 * The buffers perfgen validate's sweeps run over: a full-period random
 * cycle of cache lines, optionally on one NUMA node or in huge pages, and
 * the random bits the branch kernel reads.
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>

#include "validate-host.h"
#include "validate-kernels.h"

/*
 * The sweep's generator: Knuth's MMIX linear congruential constants
 * (TAOCP vol. 2, 3.3.4).  Taken mod a power of two it has full period
 * because the increment is odd and the multiplier is 1 mod 4.
 */
#define PGK_LCG_A 6364136223846793005ULL
#define PGK_LCG_C 1442695040888963407ULL

uint64_t pgk_sweep_next(uint64_t x)
{
	return x * PGK_LCG_A + PGK_LCG_C;
}

/*
 * F. B. Brown, "Random number generation with arbitrary strides", Trans.
 * Am. Nucl. Soc. 71 (1994): k steps of x -> a x + c are x -> A x + C with
 * A = a^k, C = c (a^k - 1) / (a - 1), built by squaring.
 */
uint64_t pgk_sweep_skip(uint64_t x, uint64_t k)
{
	uint64_t mul = 1, add = 0, cur_mul = PGK_LCG_A, cur_add = PGK_LCG_C;

	for (; k; k >>= 1) {
		if (k & 1) {
			mul *= cur_mul;
			add = add * cur_mul + cur_add;
		}
		cur_add *= cur_mul + 1;
		cur_mul *= cur_mul;
	}
	return mul * x + add;
}

#define HUGE_2M (2UL << 20)

int pgk_sweep_init(struct pgk_sweep *s, uint64_t lines, int node, int huge, char *why,
		   size_t len)
{
	size_t bytes = (size_t)lines * PGK_LINE, map = bytes + (huge ? HUGE_2M : 0);
	unsigned char *raw, *mem;
	uint64_t mask = lines - 1;

	*s = (struct pgk_sweep){ .node = -1 };
	if (!lines || (lines & mask)) {
		snprintf(why, len, "sweep of %llu lines: not a power of two",
			 (unsigned long long)lines);
		return -1;
	}
	raw = mmap(NULL, map, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (raw == MAP_FAILED) {
		snprintf(why, len, "cannot map %zu bytes: %s", bytes, strerror(errno));
		return -1;
	}
	mem = raw;
	if (huge) {
		/* Align to 2 MiB so that transparent huge pages can back it all. */
		mem = (unsigned char *)(((uintptr_t)raw + HUGE_2M - 1) & ~(uintptr_t)(HUGE_2M - 1));
		if (mem > raw)
			munmap(raw, (size_t)(mem - raw));
		if (raw + map > mem + bytes)
			munmap(mem + bytes, (size_t)(raw + map - (mem + bytes)));
	}
	if (node >= 0) {
		int err = vh_bind_node(mem, bytes, node);

		if (err) {
			munmap(mem, bytes);
			snprintf(why, len, "cannot bind memory to NUMA node %d: mbind: %s", node,
				 strerror(-err));
			return -1;
		}
		s->node = node;
	}
#ifdef MADV_HUGEPAGE
	if (huge)
		madvise(mem, bytes, MADV_HUGEPAGE);	/* a hint: THP may be off */
#endif
	for (uint64_t i = 0; i < lines; i++)
		*(unsigned char **)(mem + i * PGK_LINE) =
			mem + (pgk_sweep_next(i) & mask) * PGK_LINE;
	s->mem = mem;
	s->bytes = bytes;
	s->lines = lines;
	for (int j = 0; j < 4; j++)
		s->chain[j] = mem + (pgk_sweep_skip(0, (uint64_t)j * (lines / 4)) & mask) * PGK_LINE;
	s->x = 0;
	s->last = PGK_SWEEP_NONE;
	return 0;
}

void pgk_sweep_free(struct pgk_sweep *s)
{
	if (s->mem)
		munmap(s->mem, s->bytes);
	*s = (struct pgk_sweep){ .node = -1 };
}

/* The kernels' access patterns in C: for warming, and where there is no asm. */
static void chase_c(struct pgk_sweep *s, uint64_t iterations)
{
	for (uint64_t i = 0; i < iterations; i++)
		for (int j = 0; j < 4; j++)
			s->chain[j] = *(void *volatile *)s->chain[j];
}

static void store_c(struct pgk_sweep *s, uint64_t steps)
{
	uint64_t mask = s->lines - 1, x = s->x;

	for (uint64_t i = 0; i < steps; i++) {
		*(volatile uint64_t *)(s->mem + (x & mask) * PGK_LINE + 8) = x;
		x = pgk_sweep_next(x);
	}
	s->x = x & mask;
}

void pgk_sweep_ready(struct pgk_sweep *s, enum pgk_sweep_kind kind)
{
	if (s->last == kind)
		return;
	if (kind == PGK_SWEEP_CHASE)
		chase_c(s, s->lines / 4);
	else if (kind == PGK_SWEEP_STORE)
		store_c(s, s->lines);
	s->last = kind;
}

void pgk_sweep_chase(struct pgk_sweep *s, uint64_t iterations)
{
#ifdef PGK_HAVE_ASM
	pgk_chase(s->chain, iterations);
#else
	chase_c(s, iterations);
#endif
	s->last = PGK_SWEEP_CHASE;
}

void pgk_sweep_store(struct pgk_sweep *s, uint64_t steps)
{
#ifdef PGK_HAVE_ASM
	s->x = pgk_store(s->mem, s->lines - 1, steps, s->x) & (s->lines - 1);
#else
	store_c(s, steps);
#endif
	s->last = PGK_SWEEP_STORE;
}

/* splitmix64 (Steele, Lea & Flood, OOPSLA 2014): its top bit, per byte. */
uint64_t pgk_bits_fill(unsigned char *bits, uint64_t n, uint64_t seed, int random)
{
	uint64_t ones = 0, x = seed;

	for (uint64_t i = 0; i < n; i++) {
		uint64_t z;

		x += 0x9e3779b97f4a7c15ULL;
		z = x;
		z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
		z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
		z ^= z >> 31;
		bits[i] = random ? (unsigned char)(z >> 63) : 0;
		ones += bits[i];
	}
	return ones;
}
