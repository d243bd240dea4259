/* SPDX-License-Identifier: MIT */
/*
 * How perfgen validate runs its microkernels (validate-kernels.h): which
 * of them prove which concept, what each run needs set up on this machine,
 * and one counted run between two hooks.  Shared by the subcommand and by
 * tests/validate_kernels_driver.c, which runs the same plan uncounted to
 * time it.
 */
#ifndef PERFGEN_CLI_VALIDATE_RUN_H
#define PERFGEN_CLI_VALIDATE_RUN_H

#include <sched.h>
#include <stdint.h>

#include "validate-flops.h"
#include "validate-host.h"
#include "validate-kernels.h"

/*
 * Sizes of the sweeps validate runs: the big one the smallest power of two
 * of at least 4 times cached, the lines all caches hold together (so at
 * most 8 times); the small one the largest power of two of lines within
 * half the L1 data cache.
 */
uint64_t pgk_big_lines(uint64_t cached);
uint64_t pgk_small_lines(uint64_t l1d_bytes);

/* The microkernels the plan knows. */
enum pgk_kernel {
	PGK_NONE,
	PGK_LOOP,		/* pgk_loop(PGK_LOOP_N) */
	PGK_LOOP0,		/* pgk_loop(0): the harness alone */
	PGK_JUMPS,		/* pgk_jumps(PGK_LOOP_N): unconditional jumps */
	PGK_KINDS,		/* pgk_kinds(PGK_KINDS_N): barriers, FMAs, SIMD */
	PGK_KINDS0,		/* pgk_kinds(0): its set-up alone */
	PGK_SPIN_CYCLES,	/* pgk_loop(PGK_CYCLES_N), thread CPU time inside */
	PGK_BRANCH_RANDOM,	/* pgk_branch over PGK_BRANCH_N random bits */
	PGK_BRANCH_FIXED,	/* the same over zeros */
	PGK_FLOPS,		/* pgk_flops_sp then pgk_flops_dp, PGK_FLOPS_N each */
	PGK_FLOPS0,		/* both with n = 0: the harness alone */
	PGK_FLOPS_SP,		/* pgk_flops_sp(PGK_FLOPS_N) */
	PGK_FLOPS_DP,		/* pgk_flops_dp(PGK_FLOPS_N) */
	PGK_FLOPS_INT,		/* pgk_flops_int(PGK_FLOPS_N): the same, no floating point */
	PGK_FLOPS_AVX_SP,	/* PGK_FLOPS_SP where AVX and FMA run (SSE and AVX) */
	PGK_FLOPS_AVX_DP,	/* PGK_FLOPS_DP, the same */
	PGK_CHASE_BIG,		/* chase a sweep 4-8 times all caches, one period */
	PGK_CHASE_LOCAL,	/* the same, placed on the CPU's own node */
	PGK_CHASE_REMOTE,	/* the same size, on another socket's node */
	PGK_CHASE_SMALL,	/* chase a sweep half the L1 data cache */
	PGK_STORE_BIG,		/* stores over the big sweep */
	PGK_STORE_SMALL,	/* stores over the small one */
	PGK_HITM_REMOTE,	/* a line passed to and fro with another socket */
	PGK_HITM_LOCAL,		/* the same within the socket */
	PGK_TOUCH,		/* write PGK_TOUCH_PAGES fresh anonymous pages */
	PGK_RETOUCH,		/* write them again */
	PGK_MAJOR,		/* read PGK_MAJOR_PAGES of a file not in the page cache */
	PGK_MAJOR_AGAIN,	/* read them again */
	PGK_SPIN_TIME,		/* spin PGK_SPIN_NS of thread CPU time */
	PGK_PINGPONG,		/* PGK_SWITCH_ROUNDS pipe round trips, 2 threads, 1 CPU */
	PGK_SELFPIPE,		/* the same trips to itself */
	PGK_MIGRATE,		/* PGK_MIGRATE_ROUNDS moves to another CPU and back */
	PGK_STAY,		/* the same affinity calls, staying */
	PGK_NR
};

#define PGK_LOOP_N 10000000ULL
#define PGK_CYCLES_N 20000000ULL
#define PGK_BRANCH_N (1ULL << 20)
#define PGK_BRANCH_SEED 0x5eed5eed5eedULL
#define PGK_FLOPS_N 1000000ULL
#define PGK_KINDS_N 1000000ULL
#define PGK_TOUCH_PAGES 1024
#define PGK_MAJOR_PAGES 256
#define PGK_SPIN_NS 20000000ULL
#define PGK_SWITCH_ROUNDS 1000
#define PGK_MIGRATE_ROUNDS 100
#define PGK_HITM_ROUNDS 50000
#define PGK_SWEEP_MAX (1ULL << 30)	/* largest big buffer, bytes */

/* How a concept's readings are judged (verdict.h builds the bands). */
enum pgk_rule {
	PGK_RULE_INSTRUCTIONS,	/* pv_band_exact on counts.instructions */
	PGK_RULE_BRANCHES,	/* pv_band_exact on counts.branches */
	PGK_RULE_COND_BRANCHES,	/* pv_band_exact on counts.cond_branches */
	PGK_RULE_CHANCE,	/* pv_band_chance */
	PGK_RULE_RATE,		/* pv_band_rate */
	PGK_RULE_LOOKUP,	/* pv_band_sweep, caches below the LLC, 1 per step */
	PGK_RULE_MISS,		/* pv_band_sweep, all caches, 1 per step */
	PGK_RULE_DRAM,		/* pv_band_sweep, all caches, 2 per step */
	PGK_RULE_ROUNDS,	/* pv_band_rounds */
	PGK_RULE_KERNEL,	/* pv_band_kernel on the kernel's formula */
	PGK_RULE_TIME,		/* pv_band_time: the spin's CPU time, up to the time around */
	PGK_RULE_FLOPS,		/* pv_band_flops on counts.flops_sp + flops_dp */
	PGK_RULE_FLOPS_SP,	/* pv_band_flops on counts.flops_sp */
	PGK_RULE_FLOPS_DP,	/* pv_band_flops on counts.flops_dp */
	PGK_RULE_LOADS,		/* pv_band_exact on counts.loads, give or take the bodies' glue */
	PGK_RULE_STORES,	/* pv_band_exact on counts.stores, the same */
	PGK_RULE_FILLS,		/* pv_band_sweep, all caches, up to 2 per step (prefetches) */
	PGK_RULE_TAKEN,		/* exact on counts.taken + the unconditional branches, glue */
	PGK_RULE_NOT_TAKEN,	/* exact on counts.cond_branches - taken, glue */
	PGK_RULE_UNCOND,	/* exact on counts.branches - cond_branches, glue */
	PGK_RULE_FP_SCALAR_SP,	/* pv_band_flops on counts.fp_scalar_sp, FMA two */
	PGK_RULE_FP_SCALAR_DP,	/* ... fp_scalar_dp */
	PGK_RULE_FP_PACKED_SP,	/* ... fp_packed_sp */
	PGK_RULE_FP_PACKED_DP,	/* ... fp_packed_dp */
	PGK_RULE_FP_INSTS,	/* ... the four kinds together */
	PGK_RULE_FP_128B_SP,	/* ... fp_packed_sp - fp_256b_sp */
	PGK_RULE_FP_128B_DP,	/* ... fp_packed_dp - fp_256b_dp */
	PGK_RULE_FP_256B_SP,	/* ... fp_256b_sp */
	PGK_RULE_FP_256B_DP,	/* ... fp_256b_dp */
	PGK_RULE_BARRIERS,	/* pv_band_exact on counts.barriers */
	PGK_RULE_FMA,		/* pv_band_exact on counts.fma */
	PGK_RULE_SIMD,		/* pv_band_exact on counts.simd */
	/*
	 * An uncore concept's bytes, in its counts (one count is scale bytes):
	 * at least the lines a sweep must have read from DRAM (pv_band_sweep's
	 * lo), or written back to it (every line it dirtied but those the
	 * caches can still hold); anything above, up to PV_DRAM_BYTES_HI times
	 * the sweep's accesses: the rest of the machine adds its traffic.
	 */
	PGK_RULE_DRAM_READ_BYTES,
	PGK_RULE_DRAM_WRITE_BYTES,
};

/*
 * Memory accesses (or branches) by which two kernels' bodies may differ
 * outside the assembly: the arguments they read from their context and
 * the result they store (pgk_branch takes a buffer, pgk_loop none), as
 * the compiler lays them out.  Each such signal is a million or more and
 * the mistakes it catches half a million away, so this slack hides none.
 */
#define PGK_BODY_GLUE 16

/*
 * Concepts no microkernel proves, each with why no kernel can give a
 * known count (or why validate has none yet); NULL for the others.
 */
const char *pgk_no_kernel_why(const char *concept);

/* Which microkernels prove a concept. */
struct pgk_plan {
	const char *concept;
	enum pgk_kernel signal;	/* the known count */
	enum pgk_kernel base;	/* subtracted from signal (the harness), or NONE */
	enum pgk_kernel control;/* should count near zero, or NONE */
	enum pgk_rule rule;
	int user_only;		/* count with exclude_kernel and exclude_hv */
	int control_alone;	/* judge the control even when the signal cannot run */
};

/* The plan of a concept, NULL when no microkernel proves it. */
const struct pgk_plan *pgk_plan_find(const char *concept);
extern const struct pgk_plan pgk_plans[];
extern const unsigned int pgk_nplans;

/* One counted run of a microkernel: the formula and the circumstances. */
struct pgk_shot {
	struct pgk_counts counts;	/* asm kernels: exact counts of the call */
	uint64_t n;		/* iterations, accesses, pages or rounds */
	uint64_t lines;		/* sweeps: lines in the buffer */
	uint64_t cached;	/* sweeps: lines all caches hold together */
	uint64_t cached_above;	/* sweeps: lines the caches below the LLC hold */
	double expected;	/* software kernels: the event count */
	double extra;		/* software kernels: events the kernel's own
				 * accounting saw on top of expected */
	double inner_s;		/* thread CPU time inside the counted window */
	double outer_s;		/* thread CPU time around it */
	double wall_s;		/* wall-clock time around it */
	uint64_t disturbances;	/* interrupts on the CPU, faults and context
				 * switches of the thread, around the window */
	char what[160];		/* "chase 262144 KiB, 4194304 loads" */
};

/* Start and stop counting; both may be NULL (a dry run, for timing). */
struct pgk_hooks {
	void (*start)(void *arg);
	void (*stop)(void *arg);
	void *arg;
};

/* Where the microkernels run, and what they have set up. */
struct pgk_env {
	int cpu;		/* every kernel runs pinned here */
	cpu_set_t allowed;	/* the affinity it started with, restored at the end */
	struct vh_caches caches;
	int have_caches;
	double fmin, fmax;	/* Hz */
	double cpu_hz;		/* the clock the user gave (--cpu-hz), 0 none */
	const char *fsrc;
	struct pgk_sweep big, small, remote;
	int big_local;		/* big is on the CPU's own node (or there is one node) */
	uint64_t steps;		/* accesses of every sweep run: one period of big */
	unsigned char *bits_random, *bits_fixed;
	uint64_t ones_random;
	unsigned char *pages;	/* PGK_TOUCH */
	int pages_touched;
	int major_fd;
	unsigned char *major_map;
	int hitm_remote_cpu, hitm_local_cpu;
	int cpu2;		/* another allowed CPU, -1 none */
	int prepared[PGK_NR];	/* 1 ready, -1 cannot (why_not) */
	char why_not[PGK_NR][160];
};

/* Pin to the first allowed CPU and read the caches; 0 or -1 with why. */
int pgk_env_init(struct pgk_env *e, char *why, size_t len);
/* Free everything and restore the affinity. */
void pgk_env_fini(struct pgk_env *e);

/*
 * Set up what kernel k needs (outside any counted window): 0, or -1 and
 * why it cannot run on this machine ("one NUMA node: ...").
 */
int pgk_prepare(struct pgk_env *e, enum pgk_kernel k, char *why, size_t len);

/*
 * Map the cold file (afresh, its pages dropped from the page cache if
 * drop) and set shot->expected to the pages a read will fault in: 0, or
 * -1 with shot->what saying why.
 */
int pgk_major_setup(struct pgk_env *e, int drop, struct pgk_shot *shot);

/*
 * Run a prepared kernel once between h->start and h->stop, and fill shot.
 * 0, or -1 with shot->what saying what went wrong.
 */
int pgk_run(struct pgk_env *e, enum pgk_kernel k, const struct pgk_hooks *h,
	    struct pgk_shot *shot);

const char *pgk_kernel_name(enum pgk_kernel k);

#endif /* PERFGEN_CLI_VALIDATE_RUN_H */
