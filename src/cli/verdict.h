/* SPDX-License-Identifier: MIT */
/*
 * The judgement of `perfgen validate`, free of I/O so that it can be
 * tested on synthetic readings: the band of counts each rule accepts,
 * the verdict on a concept from its readings, and the exit status.
 * docs/VALIDATION.md gives the reasoning behind every constant here.
 */
#ifndef PERFGEN_CLI_VERDICT_H
#define PERFGEN_CLI_VERDICT_H

#include <stdint.h>

enum pv_verdict {
	PV_PASS,
	PV_FAIL,
	PV_CANNOT,	/* the concept could not be counted here */
	PV_SKIPPED,	/* not tried: the machine cannot stage the microkernel */
};

/* Why a concept could not be counted (or was skipped). */
enum pv_reason {
	PV_R_NONE,
	PV_R_NO_PMU,		/* no cpu/cpu_core/cpu_atom PMU in sysfs */
	PV_R_PARANOID,		/* perf_event_paranoid (or a missing capability) */
	PV_R_UNSUPPORTED,	/* the tables say this CPU cannot count it */
	PV_R_UNKNOWN_CPU,	/* the CPU is not in the tables */
	PV_R_FOREIGN_CPU,	/* --cpu names another CPU than this one (EXDEV) */
	PV_R_OPEN_FAILED,	/* any other failure to resolve or open */
	PV_R_NOT_SCHEDULED,	/* opened, but never on a counter while enabled */
	PV_R_SKIPPED,		/* see enum pv_verdict PV_SKIPPED */
};

/* Where a library call failed: resolving the name, or opening it. */
enum pv_stage {
	PV_STAGE_RESOLVE,
	PV_STAGE_OPEN,
};

/*
 * The reason class of a failed perfgen_resolve_info() (RESOLVE) or
 * perfgen_event_open() (OPEN) that returned err (negative errno);
 * have_pmu: whether sysfs lists a core PMU.  The text stays the
 * library's own (perfgen_errmsg()); this only names its kind.
 */
enum pv_reason pv_classify(enum pv_stage stage, int err, int have_pmu);

/* One counter reading, as struct perfgen_count has it. */
struct pv_reading {
	uint64_t value;
	uint64_t enabled;	/* ns */
	uint64_t running;	/* ns */
};

/*
 * value * enabled / running, the kernel's extrapolation of a
 * multiplexed count; *share gets running / enabled (1 when the counter
 * ran all the time, 0 when it never ran).
 */
double pv_scaled(const struct pv_reading *r, double *share);

/* The counts a check accepts: lo <= measured <= hi; expected is the formula. */
struct pv_band {
	double expected;
	double lo;
	double hi;
};

/*
 * Overcount of a user-only count of retired instructions or branches per
 * hardware interrupt or page fault taken while counting.  Weaver & McKee
 * (IISWC 2008) and Weaver, Terpstra & Moore (ISPASS 2013) found these the
 * only cause of deviation of such counts on x86 from the exact count of a
 * hand-written assembly loop: the return from the interrupt is counted
 * at user level.  Usually one per interrupt; the largest multiple
 * measured is 4 (retired branches on a Pentium III).
 */
#define PV_OVERCOUNT_PER_DISTURBANCE 4

/*
 * Where a table mistake typically lands is a factor of 2 away from the
 * concept (an event that counts both SMT siblings, both lines of a
 * 128-byte pair, or only one of two directions): readings without an
 * exact formula are accepted up to halfway to it, 0.75 and 1.5 times.
 */
#define PV_HALFWAY_LO 0.75
#define PV_HALFWAY_HI 1.5

/* Standard deviations of a binomial count accepted (false fail < 1e-6). */
#define PV_SIGMAS 5.0

/*
 * Exactly counted events (instructions, branches): the formula, give or
 * take PV_OVERCOUNT_PER_DISTURBANCE per interrupt, fault and context
 * switch observed around the runs.
 */
void pv_band_exact(struct pv_band *b, double expected, uint64_t disturbances);

/*
 * Floating-point operations of a kernel whose widest instruction performs
 * widest of them: the formula, give or take PV_OVERCOUNT_PER_DISTURBANCE
 * such instructions per interrupt, fault and context switch observed
 * around the runs.  The events count retired instructions by width (or
 * their operations), so the one mechanism known to make a retired count
 * deviate from an assembly loop's is taken at its bound, each instruction
 * counted again or lost at its widest.
 */
void pv_band_flops(struct pv_band *b, double expected, uint64_t disturbances,
		   uint64_t widest);

/*
 * Mispredictions of n branches on independent fair random bits: no
 * predictor beats chance, so n/2, less PV_SIGMAS binomial deviations;
 * above, up to PV_HALFWAY_HI times that.
 */
void pv_band_chance(struct pv_band *b, uint64_t n);

/*
 * A cyclic sweep of steps accesses over lines distinct cache lines, each
 * line visited once per period, with caches that together hold cached
 * lines.  A line can only hit if it stayed cached for a whole period, so
 * whatever the replacement policy at least steps * (1 - cached/lines) -
 * cached accesses miss; at most per_step events per step are expected,
 * accepted up to PV_HALFWAY_HI times that.
 */
void pv_band_sweep(struct pv_band *b, uint64_t steps, uint64_t lines, uint64_t cached,
		   double per_step);

/*
 * Core cycles over a run of seconds of thread CPU time on a core whose
 * clock lies between fmin_hz and fmax_hz: PV_HALFWAY_LO * fmin to
 * PV_HALFWAY_HI * fmax per second.
 */
void pv_band_rate(struct pv_band *b, double seconds, double fmin_hz, double fmax_hz);

/*
 * Kernel software events counted where the kernel accounts them: the
 * formula, up to extra more (events the run is known to have had on
 * top, e.g. involuntary context switches), give or take
 * max(PV_KERNEL_SLACK_MIN, expected * PV_KERNEL_SLACK_REL) for what the
 * harness itself causes inside the window.
 */
#define PV_KERNEL_SLACK_MIN 2
#define PV_KERNEL_SLACK_REL 0.01
void pv_band_kernel(struct pv_band *b, double expected, double extra);

/*
 * task-clock and cpu-clock of a thread: perf's clock while the task is on
 * a CPU, counted between the enable and the disable.  That window holds
 * the body, whose thread CPU time is inner_ns, and lies inside the one
 * whose thread CPU time is outer_ns and wall time wall_ns (the enable and
 * disable calls between them can take a good part of a millisecond in an
 * emulated guest).  The thread's CPU time (sum_exec_runtime) leaves out
 * interrupt time (CONFIG_IRQ_TIME_ACCOUNTING) and, in a guest, steal time,
 * so the count lies between inner_ns and the larger of outer_ns and
 * wall_ns, give or take PV_KERNEL_SLACK_REL; expected is outer_ns.
 */
void pv_band_time(struct pv_band *b, double inner_ns, double outer_ns, double wall_ns);

/*
 * A socket's DRAM traffic under a sweep: other processes, devices and
 * the controller's own scrubbing add to the sweep's, so only the lower
 * bound says something; above, up to this many times the sweep's
 * accesses is accepted (a machine busier than that is not one to
 * validate on).
 */
#define PV_DRAM_BYTES_HI 1000.0

/* One event per round of a two-thread exchange: PV_HALFWAY_LO..HI times. */
void pv_band_rounds(struct pv_band *b, uint64_t rounds);

/*
 * A control that should count near zero: closer to zero than to the
 * lowest count its signal check accepts (hi = signal->lo / 2).
 */
void pv_band_near_zero(struct pv_band *ctl, const struct pv_band *signal);

/* One measurement checked against a band. */
struct pv_check {
	int run;			/* 1: measured; 0: skipped or none */
	struct pv_reading reading;
	struct pv_reading base;		/* subtracted when has_base */
	int has_base;
	struct pv_band band;
};

struct pv_input {
	enum pv_reason cannot;	/* PV_R_NONE when the concept was opened */
	struct pv_check signal;	/* the microkernel with the known count */
	struct pv_check control;/* the same made not to produce the event */
};

struct pv_outcome {
	enum pv_verdict verdict;
	enum pv_reason reason;	/* for PV_CANNOT and PV_SKIPPED */
	double measured;	/* signal, scaled, less the base; 0 when not run */
	double ratio;		/* measured / expected; NAN without both */
	double lo, hi;		/* the signal's band, widened for multiplexing */
	int signal_ok;		/* 1 when in the band, or not run */
	double ctl_measured;
	double ctl_hi;		/* the control's upper edge, widened */
	double ctl_lo;
	int control_ok;
	double share;		/* least running/enabled of the readings used */
};

/*
 * Judge a concept: PV_CANNOT when it could not be counted (or a reading
 * never ran on a counter), PV_SKIPPED when neither check ran, PV_PASS
 * when every check that ran is within its band, else PV_FAIL.  A reading
 * that ran only part of the time is extrapolated by the kernel; its band
 * is widened on both sides by the unobserved share of the band's upper
 * edge, (1 - running/enabled) * hi.
 */
void pv_judge(const struct pv_input *in, struct pv_outcome *out);

/* Counts over a run, for the exit status. */
struct pv_tally {
	unsigned int pass, fail, cannot, skipped;
	unsigned int hw_counted, hw_cannot;	/* hardware concepts */
	unsigned int sw_counted, sw_cannot;	/* software concepts */
};

void pv_tally_add(struct pv_tally *t, int software, enum pv_verdict v);

/* Exit status of perfgen validate. */
#define PV_EXIT_OK 0		/* nothing failed */
#define PV_EXIT_FAIL 1		/* a concept failed */
#define PV_EXIT_USAGE 2		/* bad command line (perfgen's usage code) */
#define PV_EXIT_UNCOUNTED 3	/* nothing failed, but no hardware concept
				 * (or, when none was asked for, no concept
				 * at all) could be counted */

int pv_exit_status(const struct pv_tally *t);

const char *pv_verdict_name(enum pv_verdict v);	/* "pass", "cannot count", ... */
const char *pv_reason_code(enum pv_reason r);	/* "no-pmu", "paranoid", ...; "" */

#endif /* PERFGEN_CLI_VERDICT_H */
