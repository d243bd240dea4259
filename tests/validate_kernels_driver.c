// SPDX-License-Identifier: MIT
/*
 * Runs one microkernel of perfgen validate, chosen by argv, and prints
 * what its formulas (src/cli/validate-kernels.c) and the verdict's bands
 * (src/cli/verdict.c) say valgrind must see in it; test_validate_kernels.py
 * runs it under callgrind and cachegrind and compares.
 *
 *   validate-kernels-driver loop|loop0|jumps N   (loop0: pgk_loop(0))
 *   validate-kernels-driver kinds N          pgk_kinds: barriers, SIMD (FMA
 *                                             none on x86-64)
 *   validate-kernels-driver chase|chase-small|store|store-small D1 LL
 *   validate-kernels-driver branch-random|branch-fixed N
 *   validate-kernels-driver c-loop N         a C loop the compiler removes,
 *                                             claimed to count as pgk_loop
 *   validate-kernels-driver wrong-formula N  pgk_loop against 2n + 3
 *   validate-kernels-driver flops-dp|flops-sp|flops-int N
 *   validate-kernels-driver flops-nomul N    a pgk_flops_dp without its
 *                                             multiplies, claimed to count
 *                                             as pgk_flops_dp
 *   validate-kernels-driver flops-weights-one N  pgk_flops_dp against FLOPs
 *                                             that count each instruction once
 *   validate-kernels-driver flops-avx-dp|flops-avx-sp N  the AVX/FMA kernels
 *   validate-kernels-driver flops-fma-once N  pgk_flops_avx_dp against FLOPs
 *                                             that count an FMA once per element
 *   validate-kernels-driver flops-window N   pgk_run's counted window around
 *                                             both floating-point kernels,
 *                                             collected under callgrind only
 *                                             between the hooks
 *   validate-kernels-driver time             every microkernel as validate
 *                                             runs them here, uncounted
 *
 * D1 and LL are the byte sizes of the caches valgrind simulates
 * (--D1, --LL), standing for this machine's L1 data cache and the rest.
 * Output lines:
 *   exact FUNCTION EVENT VALUE
 *   band FUNCTION EVENT LO HI [minus MODE]   (less the same in mode MODE)
 *   max FUNCTION EVENT VALUE
 *   fp FUNCTION sp|dp FLOPS INSTRUCTIONS     floating-point arithmetic of
 *                                             the function's executed code
 *   fp * sp|dp FLOPS INSTRUCTIONS            the same of all code collected
 *   kind FUNCTION barriers|fma|simd N         instructions of the kind the
 *                                             function executed, each once
 *   skip WHY                                  this machine cannot run the mode
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <perfgen/perfgen.h>
#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
#define HAVE_CALLGRIND_H 1
#endif

#include "validate-run.h"
#include "verdict.h"

static void exact(const char *fn, const struct pgk_counts *c)
{
	printf("exact %s Ir %llu\n", fn, (unsigned long long)c->instructions);
	printf("exact %s Bc %llu\n", fn, (unsigned long long)c->cond_branches);
	/* The only other branch is the ret, which valgrind does not count as Bi. */
	printf("exact %s Bi 0\n", fn);
	printf("exact %s Dr %llu\n", fn, (unsigned long long)c->loads);
	printf("exact %s Dw %llu\n", fn, (unsigned long long)c->stores);
	/* Taken conditional branches, and the unconditional jumps but the ret. */
	printf("jumps %s taken %llu\n", fn, (unsigned long long)c->taken);
	printf("jumps %s direct %llu\n", fn,
	       (unsigned long long)(c->branches - c->cond_branches - 1));
}

static void exact_fp(const char *fn, const struct pgk_counts *c)
{
	printf("fp %s sp %llu %llu\n", fn, (unsigned long long)c->flops_sp,
	       (unsigned long long)c->fp_sp);
	printf("fp %s dp %llu %llu\n", fn, (unsigned long long)c->flops_dp,
	       (unsigned long long)c->fp_dp);
	/* By kind, an FMA two: what the fp-insts-* concepts count. */
	printf("fpkind %s scalar-sp %llu\n", fn, (unsigned long long)c->fp_scalar_sp);
	printf("fpkind %s scalar-dp %llu\n", fn, (unsigned long long)c->fp_scalar_dp);
	printf("fpkind %s packed-sp %llu\n", fn, (unsigned long long)c->fp_packed_sp);
	printf("fpkind %s packed-dp %llu\n", fn, (unsigned long long)c->fp_packed_dp);
	/* The packed ones by width: what fp-insts-128b-* and -256b-* count. */
	printf("fpkind %s 128b-sp %llu\n", fn, (unsigned long long)pgk_fp_128b_sp(c));
	printf("fpkind %s 128b-dp %llu\n", fn, (unsigned long long)pgk_fp_128b_dp(c));
	printf("fpkind %s 256b-sp %llu\n", fn, (unsigned long long)c->fp_256b_sp);
	printf("fpkind %s 256b-dp %llu\n", fn, (unsigned long long)c->fp_256b_dp);
}

/*
 * pgk_flops_dp with its multiplies made moves: the same instructions,
 * loop and registers, two operations an iteration instead of eight.
 */
void flops_dp_nomul(uint64_t n);
__asm__(".text\n"
	".globl flops_dp_nomul\n"
	".type flops_dp_nomul, @function\n"
	".p2align 4\n"
	"flops_dp_nomul:\n"
	"	movabs $0x3ff0000000000000, %rax\n"
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
	"	movapd %xmm0, %xmm3\n"
	"	movapd %xmm0, %xmm4\n"
	"	movapd %xmm0, %xmm5\n"
	"	addpd %xmm1, %xmm6\n"
	"	movapd %xmm0, %xmm7\n"
	"	dec %rdi\n"
	"	jnz 1b\n"
	"2:	ret\n"
	".size flops_dp_nomul, .-flops_dp_nomul\n");

/*
 * The counted window of perfgen validate around pgk_flops_sp and
 * pgk_flops_dp: pgk_run with validate's hooks (reset and enable, disable)
 * on a counter opened through the library as validate opens one, user
 * space only; task-clock stands for the hardware concept, which cannot be
 * opened without a PMU, through the same calls.  Under callgrind (run with
 * --collect-atstart=no) only what lies between the hooks is collected,
 * the library's own code around the enable and disable included: all of
 * it must compute exactly the kernels' floating-point operations.
 */
static void window_start(void *arg)
{
#ifdef HAVE_CALLGRIND_H
	CALLGRIND_TOGGLE_COLLECT;
#endif
	if (arg) {
		perfgen_counter_reset(arg);
		perfgen_counter_enable(arg);
	}
}

static void window_stop(void *arg)
{
	if (arg)
		perfgen_counter_disable(arg);
#ifdef HAVE_CALLGRIND_H
	CALLGRIND_TOGGLE_COLLECT;
#endif
}

static int window_mode(void)
{
	PERFGEN_OPTS(perfgen_counter_opts, o, .disabled = true, .exclude_kernel = true,
		     .exclude_hv = true);
	const char *ev[] = { "task-clock" };
	struct perfgen_counter *c = NULL;
	struct pgk_hooks h = { window_start, window_stop, NULL };
	struct pgk_env env;
	struct pgk_shot shot;
	char why[256];

	if (pgk_env_init(&env, why, sizeof(why)) ||
	    pgk_prepare(&env, PGK_FLOPS, why, sizeof(why))) {
		fprintf(stderr, "%s\n", why);
		return 1;
	}
	if (perfgen_counter_open(ev, 1, &o, &c) == 0)
		h.arg = c;
	else
		fprintf(stderr, "window without the library's enable and disable: %s\n",
			perfgen_errmsg());
	if (pgk_run(&env, PGK_FLOPS, &h, &shot)) {
		fprintf(stderr, "%s\n", shot.what);
		return 1;
	}
	perfgen_counter_close(c);
	pgk_env_fini(&env);
#ifndef HAVE_CALLGRIND_H
	fprintf(stderr, "built without valgrind/callgrind.h: the window is not marked\n");
	return 1;
#endif
	exact_fp("*", &shot.counts);
	return 0;
}

/*
 * The C loop pgk_loop stands for; at -O2 nothing of it is left but the
 * return.  Called through a volatile pointer so that the call itself stays.
 */
__attribute__((noinline)) static uint64_t c_loop(uint64_t n)
{
	uint64_t i = n;

	while (i)
		i--;
	return i;
}

static int sweep_mode(const char *mode, uint64_t d1, uint64_t ll)
{
	int store = !strncmp(mode, "store", 5), small = strstr(mode, "small") != NULL;
	uint64_t cached = (d1 + ll) / PGK_LINE, above = d1 / PGK_LINE;
	uint64_t big = pgk_big_lines(cached), lines = small ? pgk_small_lines(d1) : big;
	const char *fn = store ? "pgk_store" : "pgk_chase";
	const char *d = store ? "w" : "r";
	struct pv_band lookup, miss, zero;
	struct pgk_counts c;
	struct pgk_sweep s;
	char why[160];

	if (pgk_sweep_init(&s, lines, -1, 0, why, sizeof(why))) {
		fprintf(stderr, "%s\n", why);
		return 1;
	}
	/*
	 * As validate: warm (one period, in C, so not in the asm function's
	 * counts), then the accesses of one period of the big sweep.
	 */
	if (store) {
		pgk_sweep_ready(&s, PGK_SWEEP_STORE);
		pgk_sweep_store(&s, big);
		pgk_store_counts(big, &c);
	} else {
		pgk_sweep_ready(&s, PGK_SWEEP_CHASE);
		pgk_sweep_chase(&s, big / 4);
		pgk_chase_counts(big / 4, &c);
	}
	exact(fn, &c);
	/* Lookups of the last level are first-level misses in valgrind's model. */
	pv_band_sweep(&lookup, big, big, above, 1.0);
	pv_band_sweep(&miss, big, big, cached, 1.0);
	if (small) {
		pv_band_near_zero(&zero, &lookup);
		printf("max %s D1m%s %.0f\n", fn, d, zero.hi);
		pv_band_near_zero(&zero, &miss);
		printf("max %s DLm%s %.0f\n", fn, d, zero.hi);
	} else {
		printf("band %s D1m%s %.0f %.0f\n", fn, d, lookup.lo, lookup.hi);
		printf("band %s DLm%s %.0f %.0f\n", fn, d, miss.lo, miss.hi);
	}
	pgk_sweep_free(&s);
	return 0;
}

static int branch_mode(int random, uint64_t n)
{
	unsigned char *bits = malloc(n ? n : 1);
	uint64_t ones;
	struct pgk_counts c;
	struct pv_band b, zero;

	if (!bits)
		return 1;
	ones = pgk_bits_fill(bits, n, PGK_BRANCH_SEED, random);
	if (pgk_branch(bits, n) != ones) {
		fprintf(stderr, "pgk_branch counted a different number of ones\n");
		return 1;
	}
	pgk_branch_counts(n, ones, &c);
	exact("pgk_branch", &c);
	pv_band_chance(&b, n);
	if (random) {
		printf("band pgk_branch Bcm %.0f %.0f minus branch-fixed\n", b.lo, b.hi);
	} else {
		pv_band_near_zero(&zero, &b);
		printf("max pgk_branch Bcm %.0f\n", zero.hi);
	}
	free(bits);
	return 0;
}

/* Every kernel of every plan, as validate's measure() runs them, uncounted. */
static int time_mode(void)
{
	struct pgk_env env;
	struct timespec t0, t1, a, b;
	char why[256];
	int runs = 0;

	clock_gettime(CLOCK_MONOTONIC, &t0);
	if (pgk_env_init(&env, why, sizeof(why))) {
		fprintf(stderr, "%s\n", why);
		return 1;
	}
	for (unsigned int i = 0; i < pgk_nplans; i++) {
		const struct pgk_plan *p = &pgk_plans[i];
		enum pgk_kernel order[3] = { p->base, p->signal, p->control };
		double ms = 0;
		int sig;

		/* Which runs measure() makes: set-up (prepare) counts in the time too. */
		clock_gettime(CLOCK_MONOTONIC, &a);
		sig = !pgk_prepare(&env, p->signal, why, sizeof(why)) &&
		      (p->base == PGK_NONE || !pgk_prepare(&env, p->base, why, sizeof(why)));
		printf("%-17s", p->concept);
		if (!sig) {
			printf(" %s: skipped (%s)", pgk_kernel_name(p->signal), why);
			order[0] = order[1] = PGK_NONE;
			if (!p->control_alone)
				order[2] = PGK_NONE;
		} else if (p->control == p->base) {
			order[2] = PGK_NONE;
		}
		for (int j = 0; j < 3; j++) {
			struct pgk_shot shot;

			if (order[j] == PGK_NONE)
				continue;
			if (pgk_prepare(&env, order[j], why, sizeof(why))) {
				printf(" %s: skipped (%s)", pgk_kernel_name(order[j]), why);
				continue;
			}
			if (pgk_run(&env, order[j], NULL, &shot)) {
				printf(" %s: failed (%s)", pgk_kernel_name(order[j]), shot.what);
				continue;
			}
			runs++;
			printf(" %s", pgk_kernel_name(order[j]));
		}
		clock_gettime(CLOCK_MONOTONIC, &b);
		ms = (double)(b.tv_sec - a.tv_sec) * 1e3 + (double)(b.tv_nsec - a.tv_nsec) / 1e6;
		printf(" %.1f ms\n", ms);
	}
	pgk_env_fini(&env);
	clock_gettime(CLOCK_MONOTONIC, &t1);
	printf("%d runs, %.2f s in all (set-up included)\n", runs,
	       (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) / 1e9);
	return 0;
}

int main(int argc, char **argv)
{
	const char *mode = argc > 1 ? argv[1] : "";
	uint64_t n = argc > 2 ? strtoull(argv[2], NULL, 0) : 0;
	struct pgk_counts c;

	if (!strcmp(mode, "time"))
		return time_mode();
	if (!strcmp(mode, "loop") || !strcmp(mode, "loop0") || !strcmp(mode, "wrong-formula")) {
		pgk_loop(n);
		pgk_loop_counts(n, &c);
		if (mode[0] == 'w')
			c.instructions--;	/* the deliberate mistake */
		exact("pgk_loop", &c);
		return 0;
	}
	if (!strcmp(mode, "jumps")) {
		pgk_jumps(n);
		pgk_jumps_counts(n, &c);
		exact("pgk_jumps", &c);
		return 0;
	}
	if (!strcmp(mode, "kinds")) {
		pgk_kinds(n);
		pgk_kinds_counts(n, &c);
		exact("pgk_kinds", &c);
		exact_fp("pgk_kinds", &c);
		printf("kind pgk_kinds barriers %llu\n", (unsigned long long)c.barriers);
		printf("kind pgk_kinds fma %llu\n", (unsigned long long)c.fma);
		printf("kind pgk_kinds simd %llu\n", (unsigned long long)c.simd);
		return 0;
	}
	if (!strcmp(mode, "c-loop")) {
		uint64_t (*volatile fn)(uint64_t) = c_loop;

		fn(n);
		pgk_loop_counts(n, &c);
		exact("c_loop", &c);
		return 0;
	}
	if (!strncmp(mode, "flops-", 6) && strcmp(mode, "flops-window")) {
		const char *fn = "pgk_flops_dp";

		if (!strcmp(mode, "flops-sp")) {
			pgk_flops_sp(n);
			pgk_flops_sp_counts(n, &c);
			fn = "pgk_flops_sp";
		} else if (!strcmp(mode, "flops-int")) {
			pgk_flops_int(n);
			pgk_flops_int_counts(n, &c);
			fn = "pgk_flops_int";
		} else if (!strcmp(mode, "flops-nomul")) {
			void (*volatile f)(uint64_t) = flops_dp_nomul;

			f(n);
			pgk_flops_dp_counts(n, &c);
			fn = "flops_dp_nomul";
		} else {
			pgk_flops_dp(n);
			pgk_flops_dp_counts(n, &c);
			if (!strcmp(mode, "flops-weights-one"))
				c.flops_dp = c.fp_dp;	/* the deliberate mistake */
			else if (strcmp(mode, "flops-dp"))
				fn = NULL;
		}
		if (fn) {
			exact(fn, &c);
			exact_fp(fn, &c);
			return 0;
		}
	}
	if (!strncmp(mode, "flops-avx-", 10) || !strcmp(mode, "flops-fma-once")) {
		char why[96];

		if (!pgk_avx_fma(why, sizeof(why))) {
			printf("skip %s\n", why);
			return 0;
		}
		if (!strcmp(mode, "flops-avx-sp")) {
			pgk_flops_avx_sp(n);
			pgk_flops_avx_sp_counts(n, &c);
			exact("pgk_flops_avx_sp", &c);
			exact_fp("pgk_flops_avx_sp", &c);
			return 0;
		}
		pgk_flops_avx_dp(n);
		pgk_flops_avx_dp_counts(n, &c);
		/* The deliberate mistake: vfmadd231pd 4 instead of 8, vfmadd231sd 1, not 2. */
		if (!strcmp(mode, "flops-fma-once"))
			c.flops_dp -= 5 * n;
		exact("pgk_flops_avx_dp", &c);
		exact_fp("pgk_flops_avx_dp", &c);
		return 0;
	}
	if (!strcmp(mode, "flops-window"))
		return window_mode();
	if (!strcmp(mode, "branch-random") || !strcmp(mode, "branch-fixed"))
		return branch_mode(mode[7] == 'r', n);
	if (argc == 4 && (!strncmp(mode, "chase", 5) || !strncmp(mode, "store", 5)))
		return sweep_mode(mode, n, strtoull(argv[3], NULL, 0));
	fprintf(stderr, "usage: see the comment at the top of %s\n", __FILE__);
	return 2;
}
