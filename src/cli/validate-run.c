// SPDX-License-Identifier: MIT
/* One run of a microkernel of perfgen validate, counted between two hooks. */
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "validate-run.h"

/* ---- running ---- */

struct body {
	struct pgk_env *e;
	uint64_t n;
	unsigned int parts;	/* FLOP kernels: enum pgk_fp_part */
	void *p;
	struct pgk_sweep *sweep;
	int fd[4];		/* pipes */
	volatile uint64_t *flag;
	uint64_t ret;
	uint64_t (*loop)(uint64_t n);	/* pgk_loop or pgk_jumps */
	struct timespec spin_until;
};

static void thread_cputime(struct timespec *t)
{
	clock_gettime(CLOCK_THREAD_CPUTIME_ID, t);
}

static double ts_diff(const struct timespec *a, const struct timespec *b)
{
	return (double)(b->tv_sec - a->tv_sec) + (double)(b->tv_nsec - a->tv_nsec) / 1e9;
}

#ifdef PGK_HAVE_ASM
static void body_loop(struct body *b)
{
	b->ret = b->loop(b->n);
}

static void body_branch(struct body *b)
{
	b->ret = pgk_branch(b->p, b->n);
}

static void body_flops(struct body *b)
{
	pgk_flops_run(b->parts, b->n);
}

/*
 * The floating-point kernels a PGK_FLOPS* run calls, with the AVX ones
 * where they run here (no_avx: why not).  PGK_FLOPS_AVX_SP/DP are
 * PGK_FLOPS_SP/DP that pgk_prepare let run only where AVX does.
 */
static unsigned int flops_parts(enum pgk_kernel k, char *no_avx, size_t len)
{
	switch (k) {
	case PGK_FLOPS_SP:
	case PGK_FLOPS_AVX_SP:
		return pgk_flops_parts(PGK_FP_SP, no_avx, len);
	case PGK_FLOPS_DP:
	case PGK_FLOPS_AVX_DP:
		return pgk_flops_parts(PGK_FP_DP, no_avx, len);
	case PGK_FLOPS_INT:
		return pgk_flops_parts(PGK_FP_INT, no_avx, len);
	default:
		return pgk_flops_parts(PGK_FP_SP | PGK_FP_DP, no_avx, len);
	}
}
#endif

static void body_chase(struct body *b)
{
	pgk_sweep_chase(b->sweep, b->n);
}

static void body_store(struct body *b)
{
	pgk_sweep_store(b->sweep, b->n);
}

/*
 * The page bodies must touch only the pages of their formula: a sanitizer's
 * check of each access reads shadow memory, whose pages fault in too.
 */
#define UNINSTRUMENTED __attribute__((no_sanitize_address, no_sanitize_thread))

UNINSTRUMENTED static void body_touch(struct body *b)
{
	size_t page = (size_t)sysconf(_SC_PAGESIZE);

	for (uint64_t i = 0; i < b->n; i++)
		((volatile unsigned char *)b->p)[i * page] = 1;
}

UNINSTRUMENTED static void body_read(struct body *b)
{
	size_t page = (size_t)sysconf(_SC_PAGESIZE);
	uint64_t sum = 0;

	for (uint64_t i = 0; i < b->n; i++)
		sum += ((volatile unsigned char *)b->p)[i * page];
	b->ret = sum;
}

static void body_spin(struct body *b)
{
	struct timespec now;

	do {
#ifdef PGK_HAVE_ASM
		pgk_loop(100000);
#else
		for (volatile int i = 0; i < 100000; i++)
			;
#endif
		thread_cputime(&now);
	} while (now.tv_sec < b->spin_until.tv_sec ||
		 (now.tv_sec == b->spin_until.tv_sec && now.tv_nsec < b->spin_until.tv_nsec));
}

/* The counted thread writes fd[1] and waits on fd[2]; the peer the reverse. */
static void body_pingpong(struct body *b)
{
	char c = 'x';

	for (uint64_t i = 0; i < b->n; i++)
		if (write(b->fd[1], &c, 1) != 1 || read(b->fd[2], &c, 1) != 1)
			break;
}

static void *pingpong_peer(void *arg)
{
	struct body *b = arg;
	char c;

	vh_pin(b->e->cpu);
	for (uint64_t i = 0; i < b->n; i++)
		if (read(b->fd[0], &c, 1) != 1 || write(b->fd[3], &c, 1) != 1)
			break;
	return NULL;
}

static void body_selfpipe(struct body *b)
{
	char c = 'x';

	for (uint64_t i = 0; i < b->n; i++)
		if (write(b->fd[1], &c, 1) != 1 || read(b->fd[0], &c, 1) != 1)
			break;
}

static void body_migrate(struct body *b)
{
	for (uint64_t i = 0; i < b->n; i++) {
		vh_pin(b->e->cpu2);
		vh_pin(b->e->cpu);
	}
}

static void body_stay(struct body *b)
{
	for (uint64_t i = 0; i < b->n; i++) {
		vh_pin(b->e->cpu);
		vh_pin(b->e->cpu);
	}
}

static inline void relax(void)
{
#if defined(__x86_64__) || defined(__i386__)
	__builtin_ia32_pause();
#endif
}

/*
 * A line passed to and fro: the counted thread writes odd values and waits
 * for the peer's even answer, which its load finds modified in the peer's
 * cache, once per round.
 */
static void body_hitm(struct body *b)
{
	for (uint64_t k = 0; k < b->n; k++) {
		__atomic_store_n(b->flag, 2 * k + 1, __ATOMIC_RELEASE);
		while (__atomic_load_n(b->flag, __ATOMIC_ACQUIRE) != 2 * k + 2)
			relax();
	}
}

struct hitm_peer {
	struct body *b;
	int cpu;
};

static void *hitm_peer(void *arg)
{
	struct hitm_peer *h = arg;

	vh_pin(h->cpu);
	for (uint64_t k = 0; k < h->b->n; k++) {
		while (__atomic_load_n(h->b->flag, __ATOMIC_ACQUIRE) != 2 * k + 1)
			relax();
		__atomic_store_n(h->b->flag, 2 * k + 2, __ATOMIC_RELEASE);
	}
	return NULL;
}

static int touch_setup(struct pgk_env *e, int fresh, struct pgk_shot *shot)
{
	size_t bytes = (size_t)PGK_TOUCH_PAGES * (size_t)sysconf(_SC_PAGESIZE);

	if (e->pages && fresh) {
		munmap(e->pages, bytes);
		e->pages = NULL;
	}
	if (!e->pages) {
		void *m = mmap(NULL, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS,
			       -1, 0);

		if (m == MAP_FAILED) {
			snprintf(shot->what, sizeof(shot->what), "mmap: %s", strerror(errno));
			return -1;
		}
#ifdef MADV_NOHUGEPAGE
		/* One fault per 4 KiB page, not one per huge page. */
		madvise(m, bytes, MADV_NOHUGEPAGE);
#endif
		e->pages = m;
		e->pages_touched = 0;
	}
	if (!fresh && !e->pages_touched) {
		struct body b = { .e = e, .n = PGK_TOUCH_PAGES, .p = e->pages };

		body_touch(&b);
	}
	e->pages_touched = 1;
	shot->expected = fresh ? PGK_TOUCH_PAGES : 0;
	return 0;
}

static uint64_t rusage_events(const struct rusage *r)
{
	return (uint64_t)(r->ru_minflt + r->ru_majflt + r->ru_nvcsw + r->ru_nivcsw);
}

int pgk_run(struct pgk_env *e, enum pgk_kernel k, const struct pgk_hooks *h,
	    struct pgk_shot *shot)
{
	struct body b = { .e = e, .fd = { -1, -1, -1, -1 } };
	void (*body)(struct body *) = NULL;
	struct timespec c0, c1, i0, i1, w0, w1;
	struct rusage r0, r1;
	uint64_t irq0, irq1;
	pthread_t peer;
	int have_peer = 0, ret = 0;
	uint64_t flag[32] __attribute__((aligned(128))) = { 0 };	/* a line of its own */
	struct hitm_peer hp = { &b, -1 };
	char no_avx[96];

	memset(shot, 0, sizeof(*shot));
	if (k <= PGK_NONE || k >= PGK_NR || e->prepared[k] <= 0) {
		snprintf(shot->what, sizeof(shot->what), "%s: not prepared", pgk_kernel_name(k));
		return -1;
	}
	switch (k) {
#ifdef PGK_HAVE_ASM
	case PGK_LOOP:
	case PGK_LOOP0:
	case PGK_SPIN_CYCLES:
		b.n = k == PGK_LOOP ? PGK_LOOP_N : k == PGK_SPIN_CYCLES ? PGK_CYCLES_N : 0;
		b.loop = pgk_loop;
		body = body_loop;
		pgk_loop_counts(b.n, &shot->counts);
		snprintf(shot->what, sizeof(shot->what), "loop of %llu " PGK_LOOP_BODY,
			 (unsigned long long)b.n);
		break;
	case PGK_JUMPS:
		b.n = PGK_LOOP_N;
		b.loop = pgk_jumps;
		body = body_loop;
		pgk_jumps_counts(b.n, &shot->counts);
		snprintf(shot->what, sizeof(shot->what), "%llu unconditional jumps",
			 (unsigned long long)b.n);
		break;
	case PGK_KINDS:
	case PGK_KINDS0:
		b.n = k == PGK_KINDS ? PGK_KINDS_N : 0;
		b.loop = pgk_kinds;
		body = body_loop;
		pgk_kinds_counts(b.n, &shot->counts);
		snprintf(shot->what, sizeof(shot->what),
			 "%llu iterations of 3 barriers, %llu FMA and 4 SIMD instructions",
			 (unsigned long long)b.n,
			 (unsigned long long)(b.n ? shot->counts.fma / b.n : 0));
		break;
	case PGK_BRANCH_RANDOM:
	case PGK_BRANCH_FIXED:
		b.n = PGK_BRANCH_N;
		b.p = k == PGK_BRANCH_RANDOM ? e->bits_random : e->bits_fixed;
		body = body_branch;
		pgk_branch_counts(b.n, k == PGK_BRANCH_RANDOM ? e->ones_random : 0, &shot->counts);
		snprintf(shot->what, sizeof(shot->what), "%llu branches on %s bits",
			 (unsigned long long)b.n, k == PGK_BRANCH_RANDOM ? "random" : "zero");
		break;
	case PGK_FLOPS:
	case PGK_FLOPS0:
	case PGK_FLOPS_SP:
	case PGK_FLOPS_DP:
	case PGK_FLOPS_INT:
	case PGK_FLOPS_AVX_SP:
	case PGK_FLOPS_AVX_DP:
		b.n = k == PGK_FLOPS0 ? 0 : PGK_FLOPS_N;
		b.parts = flops_parts(k, no_avx, sizeof(no_avx));
		body = body_flops;
		pgk_flops_counts(b.parts, b.n, &shot->counts);
		pgk_flops_describe(b.parts, &shot->counts, no_avx, shot->what, sizeof(shot->what));
		break;
#endif
	case PGK_CHASE_BIG:
	case PGK_CHASE_LOCAL:
	case PGK_CHASE_REMOTE:
	case PGK_CHASE_SMALL:
	case PGK_STORE_BIG:
	case PGK_STORE_SMALL:
		b.sweep = k == PGK_CHASE_REMOTE ? &e->remote :
			  k == PGK_CHASE_SMALL || k == PGK_STORE_SMALL ? &e->small : &e->big;
		/* One period of the big sweep in accesses, on whichever sweep. */
		if (k == PGK_STORE_BIG || k == PGK_STORE_SMALL) {
			b.n = e->steps;
			body = body_store;
			pgk_store_counts(b.n, &shot->counts);
			pgk_sweep_ready(b.sweep, PGK_SWEEP_STORE);
		} else {
			b.n = e->steps / 4;
			body = body_chase;
			pgk_chase_counts(b.n, &shot->counts);
			pgk_sweep_ready(b.sweep, PGK_SWEEP_CHASE);
		}
		shot->lines = b.sweep->lines;
		if (e->have_caches) {
			shot->cached = e->caches.total / PGK_LINE;
			shot->cached_above = e->caches.above_llc / PGK_LINE;
		}
		snprintf(shot->what, sizeof(shot->what), "%s %zu KiB%s, %llu %s",
			 body == body_store ? "stores over" : "4 pointer chases over",
			 b.sweep->bytes >> 10, b.sweep->node >= 0 ? (k == PGK_CHASE_REMOTE ?
			 " on a remote node" : " on the local node") : "",
			 (unsigned long long)e->steps, body == body_store ? "stores" : "loads");
		break;
	case PGK_HITM_REMOTE:
	case PGK_HITM_LOCAL:
		b.n = PGK_HITM_ROUNDS;
		b.flag = flag;
		hp.cpu = k == PGK_HITM_REMOTE ? e->hitm_remote_cpu : e->hitm_local_cpu;
		if (pthread_create(&peer, NULL, hitm_peer, &hp)) {
			snprintf(shot->what, sizeof(shot->what), "pthread_create failed");
			return -1;
		}
		have_peer = 1;
		body = body_hitm;
		snprintf(shot->what, sizeof(shot->what), "%llu rounds with CPU %d (socket %d)",
			 (unsigned long long)b.n, hp.cpu, vh_cpu_socket(hp.cpu));
		break;
	case PGK_TOUCH:
	case PGK_RETOUCH:
		if (touch_setup(e, k == PGK_TOUCH, shot))
			return -1;
		b.n = PGK_TOUCH_PAGES;
		b.p = e->pages;
		body = body_touch;
		snprintf(shot->what, sizeof(shot->what), "write %d %s pages", PGK_TOUCH_PAGES,
			 k == PGK_TOUCH ? "fresh anonymous" : "already present");
		break;
	case PGK_MAJOR:
	case PGK_MAJOR_AGAIN:
		if (pgk_major_setup(e, k == PGK_MAJOR, shot))
			return -1;
		b.n = PGK_MAJOR_PAGES;
		b.p = e->major_map;
		body = body_read;
		snprintf(shot->what, sizeof(shot->what), "read %d file pages, %.0f not in the page "
			 "cache", PGK_MAJOR_PAGES, shot->expected);
		break;
	case PGK_SPIN_TIME:
		body = body_spin;
		snprintf(shot->what, sizeof(shot->what), "spin %llu ms of thread CPU time",
			 (unsigned long long)(PGK_SPIN_NS / 1000000));
		break;
	case PGK_PINGPONG:
	case PGK_SELFPIPE:
		b.n = PGK_SWITCH_ROUNDS;
		if (pipe2(b.fd, O_CLOEXEC) || pipe2(b.fd + 2, O_CLOEXEC)) {
			snprintf(shot->what, sizeof(shot->what), "pipe: %s", strerror(errno));
			ret = -1;
			goto out;
		}
		if (k == PGK_PINGPONG) {
			if (pthread_create(&peer, NULL, pingpong_peer, &b)) {
				snprintf(shot->what, sizeof(shot->what), "pthread_create failed");
				ret = -1;
				goto out;
			}
			have_peer = 1;
		}
		body = k == PGK_PINGPONG ? body_pingpong : body_selfpipe;
		shot->expected = k == PGK_PINGPONG ? (double)b.n : 0;
		snprintf(shot->what, sizeof(shot->what), "%llu pipe round trips %s on CPU %d",
			 (unsigned long long)b.n, k == PGK_PINGPONG ? "between two threads" :
			 "to itself", e->cpu);
		break;
	case PGK_MIGRATE:
	case PGK_STAY:
		b.n = PGK_MIGRATE_ROUNDS;
		body = k == PGK_MIGRATE ? body_migrate : body_stay;
		shot->expected = k == PGK_MIGRATE ? 2.0 * (double)b.n : 0;
		if (k == PGK_MIGRATE)
			snprintf(shot->what, sizeof(shot->what), "%llu moves CPU %d -> %d -> %d",
				 (unsigned long long)b.n, e->cpu, e->cpu2, e->cpu);
		else
			snprintf(shot->what, sizeof(shot->what), "%llu affinity calls staying on "
				 "CPU %d", 2 * (unsigned long long)b.n, e->cpu);
		break;
	default:
		snprintf(shot->what, sizeof(shot->what), "%s: no body", pgk_kernel_name(k));
		return -1;
	}
	shot->n = body == body_chase ? 4 * b.n : b.n;	/* accesses, for a chase */

	irq0 = vh_interrupts(e->cpu);
	getrusage(RUSAGE_THREAD, &r0);
	clock_gettime(CLOCK_MONOTONIC, &w0);
	thread_cputime(&c0);
	if (k == PGK_SPIN_TIME) {
		b.spin_until = c0;
		b.spin_until.tv_nsec += (long)(PGK_SPIN_NS % 1000000000ULL);
		b.spin_until.tv_sec += (time_t)(PGK_SPIN_NS / 1000000000ULL) +
				       b.spin_until.tv_nsec / 1000000000L;
		b.spin_until.tv_nsec %= 1000000000L;
	}
	/* The window: the same code for every kernel but the body. */
	if (h && h->start)
		h->start(h->arg);
	thread_cputime(&i0);
	body(&b);
	thread_cputime(&i1);
	if (h && h->stop)
		h->stop(h->arg);
	thread_cputime(&c1);
	clock_gettime(CLOCK_MONOTONIC, &w1);
	getrusage(RUSAGE_THREAD, &r1);
	irq1 = vh_interrupts(e->cpu);

	shot->inner_s = ts_diff(&i0, &i1);
	shot->outer_s = ts_diff(&c0, &c1);
	shot->wall_s = ts_diff(&w0, &w1);
	if (k == PGK_SPIN_TIME)
		shot->expected = shot->outer_s * 1e9;
	if (k == PGK_PINGPONG || k == PGK_SELFPIPE) {
		/* The kernel's own count of this thread's switches bounds it above. */
		double seen = (double)(r1.ru_nvcsw - r0.ru_nvcsw + r1.ru_nivcsw - r0.ru_nivcsw);

		shot->extra = seen > shot->expected ? seen - shot->expected : 0;
	}
	shot->disturbances = rusage_events(&r1) - rusage_events(&r0);
	if (irq0 != UINT64_MAX && irq1 != UINT64_MAX && irq1 >= irq0)
		shot->disturbances += irq1 - irq0;
	else	/* at most one timer interrupt a millisecond (CONFIG_HZ=1000) */
		shot->disturbances += (uint64_t)(shot->outer_s * 1000.0) + 1;
out:
	if (have_peer)
		pthread_join(peer, NULL);
	for (int i = 0; i < 4; i++)
		if (b.fd[i] >= 0)
			close(b.fd[i]);
	return ret;
}
