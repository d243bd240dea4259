// SPDX-License-Identifier: MIT
/*
 * The verdicts of perfgen validate on synthetic readings: the reason class
 * of every failure the library reports, the bands of every rule, judging
 * (including multiplexed, scaled readings and counters that never ran),
 * and the exit status.  Table-driven; each row names its line.
 */
#include <errno.h>
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "verdict.h"

#define ROWS(a) (sizeof(a) / sizeof(*(a)))

/* ---- reason classes ---- */

static const struct {
	enum pv_stage stage;
	int err, have_pmu;
	enum pv_reason want;
	int line;
} classify_rows[] = {
	{ PV_STAGE_RESOLVE, -ENOENT, 1, PV_R_UNKNOWN_CPU, __LINE__ },
	{ PV_STAGE_RESOLVE, -ENOENT, 0, PV_R_UNKNOWN_CPU, __LINE__ },
	{ PV_STAGE_RESOLVE, -EOPNOTSUPP, 1, PV_R_UNSUPPORTED, __LINE__ },
	{ PV_STAGE_RESOLVE, -EOPNOTSUPP, 0, PV_R_UNSUPPORTED, __LINE__ },
	{ PV_STAGE_RESOLVE, -EINVAL, 1, PV_R_OPEN_FAILED, __LINE__ },
	/* An uncore concept whose PMU is absent: resolve says so. */
	{ PV_STAGE_RESOLVE, -ENODEV, 0, PV_R_NO_PMU, __LINE__ },
	{ PV_STAGE_RESOLVE, -ENODEV, 1, PV_R_NO_PMU, __LINE__ },
	{ PV_STAGE_OPEN, -EACCES, 1, PV_R_PARANOID, __LINE__ },
	{ PV_STAGE_OPEN, -EPERM, 1, PV_R_PARANOID, __LINE__ },
	{ PV_STAGE_OPEN, -EACCES, 0, PV_R_PARANOID, __LINE__ },
	/* Another CPU's encoding, whether this machine has a PMU or not. */
	{ PV_STAGE_OPEN, -EXDEV, 1, PV_R_FOREIGN_CPU, __LINE__ },
	{ PV_STAGE_OPEN, -EXDEV, 0, PV_R_FOREIGN_CPU, __LINE__ },
	{ PV_STAGE_OPEN, -ENOENT, 0, PV_R_NO_PMU, __LINE__ },
	{ PV_STAGE_OPEN, -ENODEV, 0, PV_R_NO_PMU, __LINE__ },
	{ PV_STAGE_OPEN, -EOPNOTSUPP, 0, PV_R_NO_PMU, __LINE__ },
	{ PV_STAGE_OPEN, -ENOENT, 1, PV_R_OPEN_FAILED, __LINE__ },
	{ PV_STAGE_OPEN, -EOPNOTSUPP, 1, PV_R_UNSUPPORTED, __LINE__ },
	{ PV_STAGE_OPEN, -EINVAL, 0, PV_R_OPEN_FAILED, __LINE__ },
	{ PV_STAGE_OPEN, -EMFILE, 1, PV_R_OPEN_FAILED, __LINE__ },
	{ PV_STAGE_OPEN, -EBUSY, 1, PV_R_OPEN_FAILED, __LINE__ },
};

static void test_classify(void **state)
{
	(void)state;
	for (unsigned int i = 0; i < ROWS(classify_rows); i++) {
		enum pv_reason got = pv_classify(classify_rows[i].stage, classify_rows[i].err,
						 classify_rows[i].have_pmu);

		if (got != classify_rows[i].want)
			fail_msg("line %d: reason %s, want %s", classify_rows[i].line,
				 pv_reason_code(got), pv_reason_code(classify_rows[i].want));
	}
}

/* ---- bands ---- */

enum band_rule { B_EXACT, B_FLOPS, B_CHANCE, B_SWEEP, B_RATE, B_KERNEL, B_TIME, B_ROUNDS, B_ZERO };

static const struct {
	enum band_rule rule;
	double a, b, c, d;	/* the builder's arguments, in order */
	double expected, lo, hi;
	int line;
} band_rows[] = {
	/* 20 M instructions, 5 interrupts/faults: 4 each way (Pentium III worst). */
	{ B_EXACT, 20e6, 5, 0, 0, 20e6, 20e6 - 20, 20e6 + 20, __LINE__ },
	{ B_EXACT, 1000, 0, 0, 0, 1000, 1000, 1000, __LINE__ },
	/* 20 M FLOPs, 5 disturbances, widest instruction 4 operations: 4 x 4 each. */
	{ B_FLOPS, 20e6, 5, 4, 0, 20e6, 20e6 - 80, 20e6 + 80, __LINE__ },
	{ B_FLOPS, 8e6, 3, 2, 0, 8e6, 8e6 - 24, 8e6 + 24, __LINE__ },
	{ B_FLOPS, 1000, 2, 0, 0, 1000, 1000 - 8, 1000 + 8, __LINE__ },	/* no width: 1 */
	{ B_FLOPS, 1000, 0, 16, 0, 1000, 1000, 1000, __LINE__ },
	/* 2^20 random branches: 2^19 misses, sigma 512, 5 sigma 2560. */
	{ B_CHANCE, 1 << 20, 0, 0, 0, 524288, 524288 - 2560, 786432 + 2560, __LINE__ },
	{ B_CHANCE, 100, 0, 0, 0, 50, 25, 100, __LINE__ },
	/* steps, lines, cached, per step */
	{ B_SWEEP, 1000, 1000, 100, 1, 1000, 800, 1500, __LINE__ },
	{ B_SWEEP, 1000, 1000, 100, 2, 2000, 800, 3000, __LINE__ },
	{ B_SWEEP, 1000, 1000, 1000, 1, 1000, 0, 1500, __LINE__ },	/* no bound */
	{ B_SWEEP, 1000, 100, 400, 1, 1000, 0, 1500, __LINE__ },
	{ B_SWEEP, 4194304, 4194304, 532992, 1, 4194304, 3128320, 6291456, __LINE__ },
	/* 10 ms at 1..3 GHz */
	{ B_RATE, 0.01, 1e9, 3e9, 0, 2e7, 7.5e6, 4.5e7, __LINE__ },
	/* expected, extra */
	{ B_KERNEL, 1024, 0, 0, 0, 1024, 1013.76, 1034.24, __LINE__ },
	{ B_KERNEL, 0, 0, 0, 0, 0, -2, 2, __LINE__ },
	{ B_KERNEL, 1000, 5, 0, 0, 1000, 990, 1015, __LINE__ },
	{ B_KERNEL, 100, 0, 0, 0, 100, 98, 102, __LINE__ },
	/* inner cpu ns, outer cpu ns, wall ns */
	{ B_TIME, 2e7, 2e7, 2.1e7, 0, 2e7, 1.98e7, 2.121e7, __LINE__ },
	{ B_TIME, 2e7, 2e7, 1.9e7, 0, 2e7, 1.98e7, 2.02e7, __LINE__ },
	/* an enable that took 0.6 ms of thread CPU time (an emulated guest) */
	{ B_TIME, 2e7, 2.066e7, 2.07e7, 0, 2.066e7, 1.98e7, 2.0907e7, __LINE__ },
	{ B_ROUNDS, 1000, 0, 0, 0, 1000, 750, 1500, __LINE__ },
	/* near zero of a signal band whose lo is a */
	{ B_ZERO, 800, 0, 0, 0, 0, 0, 400, __LINE__ },
	{ B_ZERO, -5, 0, 0, 0, 0, 0, 0, __LINE__ },
};

static void test_bands(void **state)
{
	(void)state;
	for (unsigned int i = 0; i < ROWS(band_rows); i++) {
		const __typeof__(band_rows[0]) *r = &band_rows[i];
		struct pv_band b = { 0 }, sig = { 0 };

		switch (r->rule) {
		case B_EXACT:
			pv_band_exact(&b, r->a, (uint64_t)r->b);
			break;
		case B_FLOPS:
			pv_band_flops(&b, r->a, (uint64_t)r->b, (uint64_t)r->c);
			break;
		case B_CHANCE:
			pv_band_chance(&b, (uint64_t)r->a);
			break;
		case B_SWEEP:
			pv_band_sweep(&b, (uint64_t)r->a, (uint64_t)r->b, (uint64_t)r->c, r->d);
			break;
		case B_RATE:
			pv_band_rate(&b, r->a, r->b, r->c);
			break;
		case B_KERNEL:
			pv_band_kernel(&b, r->a, r->b);
			break;
		case B_TIME:
			pv_band_time(&b, r->a, r->b, r->c);
			break;
		case B_ROUNDS:
			pv_band_rounds(&b, (uint64_t)r->a);
			break;
		case B_ZERO:
			sig.lo = r->a;
			pv_band_near_zero(&b, &sig);
			break;
		}
		if (fabs(b.expected - r->expected) > 1e-12 * fabs(r->expected) + 1e-9 ||
		    fabs(b.lo - r->lo) > 1e-12 * fabs(r->lo) + 1e-9 ||
		    fabs(b.hi - r->hi) > 1e-12 * fabs(r->hi) + 1e-9)
			fail_msg("line %d: band %.3f [%.3f, %.3f], want %.3f [%.3f, %.3f]", r->line,
				 b.expected, b.lo, b.hi, r->expected, r->lo, r->hi);
	}
}

/* ---- judging ---- */

#define FULL(v) { (v), 1000, 1000 }		/* counted all the time */
#define PART(v, run) { (v), 1000, (run) }	/* multiplexed */
#define NEVER(v) { (v), 1000, 0 }		/* never on a counter */
#define BAND(e, l, h) { (e), (l), (h) }
#define SIG(rd, b) { .run = 1, .reading = rd, .band = b }
#define SIGB(rd, base_rd, b) { .run = 1, .reading = rd, .base = base_rd, .has_base = 1, \
			       .band = b }
#define CTL(rd, hi) { .run = 1, .reading = rd, .band = BAND(0, 0, hi) }

static const struct {
	struct pv_input in;
	enum pv_verdict verdict;
	enum pv_reason reason;
	int signal_ok, control_ok;
	double measured, share;
	int line;
} judge_rows[] = {
	/* Every "cannot count" reason passes through as it came. */
	{ { .cannot = PV_R_NO_PMU }, PV_CANNOT, PV_R_NO_PMU, 1, 1, 0, 1, __LINE__ },
	{ { .cannot = PV_R_PARANOID }, PV_CANNOT, PV_R_PARANOID, 1, 1, 0, 1, __LINE__ },
	{ { .cannot = PV_R_UNSUPPORTED }, PV_CANNOT, PV_R_UNSUPPORTED, 1, 1, 0, 1, __LINE__ },
	{ { .cannot = PV_R_UNKNOWN_CPU }, PV_CANNOT, PV_R_UNKNOWN_CPU, 1, 1, 0, 1, __LINE__ },
	{ { .cannot = PV_R_OPEN_FAILED }, PV_CANNOT, PV_R_OPEN_FAILED, 1, 1, 0, 1, __LINE__ },
	/* ... even with readings attached */
	{ { .cannot = PV_R_NO_PMU, .signal = SIG(FULL(5), BAND(5, 5, 5)) }, PV_CANNOT,
	  PV_R_NO_PMU, 1, 1, 0, 1, __LINE__ },
	{ { .cannot = PV_R_SKIPPED }, PV_SKIPPED, PV_R_SKIPPED, 1, 1, 0, 1, __LINE__ },
	{ { .cannot = PV_R_NONE }, PV_SKIPPED, PV_R_SKIPPED, 1, 1, 0, 1, __LINE__ },
	/* Exact: 20 M instructions less the harness (base 12), +-20. */
	{ { .signal = SIGB(FULL(20000012), FULL(12), BAND(20e6, 20e6 - 20, 20e6 + 20)),
	    .control = CTL(FULL(12), 1e7) }, PV_PASS, PV_R_NONE, 1, 1, 20e6, 1, __LINE__ },
	{ { .signal = SIGB(FULL(20000033), FULL(12), BAND(20e6, 20e6 - 20, 20e6 + 20)) },
	  PV_FAIL, PV_R_NONE, 0, 1, 20000021, 1, __LINE__ },
	{ { .signal = SIGB(FULL(19999991), FULL(12), BAND(20e6, 20e6 - 20, 20e6 + 20)) },
	  PV_FAIL, PV_R_NONE, 0, 1, 19999979, 1, __LINE__ },
	/* The edges are inside. */
	{ { .signal = SIG(FULL(1020), BAND(1000, 980, 1020)) }, PV_PASS, PV_R_NONE, 1, 1, 1020,
	  1, __LINE__ },
	{ { .signal = SIG(FULL(980), BAND(1000, 980, 1020)) }, PV_PASS, PV_R_NONE, 1, 1, 980, 1,
	  __LINE__ },
	/* A control that counts what the signal counts fails the concept. */
	{ { .signal = SIG(FULL(1000), BAND(1000, 800, 1500)), .control = CTL(FULL(1000), 400) },
	  PV_FAIL, PV_R_NONE, 1, 0, 1000, 1, __LINE__ },
	{ { .signal = SIG(FULL(1000), BAND(1000, 800, 1500)), .control = CTL(FULL(400), 400) },
	  PV_PASS, PV_R_NONE, 1, 1, 1000, 1, __LINE__ },
	/* Multiplexed: counted a quarter of the time, scaled x4, band widened by 3/4 hi. */
	{ { .signal = SIG(PART(5000000, 250), BAND(20e6, 20e6, 20e6)) }, PV_PASS, PV_R_NONE,
	  1, 1, 20e6, 0.25, __LINE__ },
	{ { .signal = SIG(PART(5250000, 250), BAND(20e6, 20e6, 20e6)) }, PV_PASS, PV_R_NONE,
	  1, 1, 21e6, 0.25, __LINE__ },
	/* ... but a reading off by more than the unobserved half still fails */
	{ { .signal = SIG(PART(1000000, 500), BAND(20e6, 20e6, 20e6)) }, PV_FAIL, PV_R_NONE,
	  0, 1, 2e6, 0.5, __LINE__ },
	/* ... and a scaled base is scaled before it is subtracted */
	{ { .signal = SIGB(PART(500, 500), PART(50, 500), BAND(900, 900, 900)) }, PV_PASS,
	  PV_R_NONE, 1, 1, 900, 0.5, __LINE__ },
	/* ... the control's edge widens too */
	{ { .signal = SIG(FULL(1000), BAND(1000, 800, 1500)), .control = CTL(PART(150, 500), 400) },
	  PV_PASS, PV_R_NONE, 1, 1, 1000, 0.5, __LINE__ },
	/* A counter that never ran while enabled: cannot count, whichever reading. */
	{ { .signal = SIG(NEVER(0), BAND(1000, 800, 1500)) }, PV_CANNOT, PV_R_NOT_SCHEDULED,
	  1, 1, 0, 1, __LINE__ },
	{ { .signal = SIGB(FULL(1000), NEVER(0), BAND(1000, 800, 1500)) }, PV_CANNOT,
	  PV_R_NOT_SCHEDULED, 1, 1, 0, 1, __LINE__ },
	{ { .signal = SIG(FULL(1000), BAND(1000, 800, 1500)), .control = CTL(NEVER(0), 400) },
	  PV_CANNOT, PV_R_NOT_SCHEDULED, 1, 1, 1000, 1, __LINE__ },
	/* A reading with no times (read_format without them) is taken as is. */
	{ { .signal = SIG(((struct pv_reading){ 1000, 0, 0 }), BAND(1000, 800, 1500)) },
	  PV_PASS, PV_R_NONE, 1, 1, 1000, 1, __LINE__ },
	/* Only the control (dram-remote on one NUMA node): judged on it alone. */
	{ { .control = CTL(FULL(10), 400) }, PV_PASS, PV_R_NONE, 1, 1, 0, 1, __LINE__ },
	{ { .control = CTL(FULL(900), 400) }, PV_FAIL, PV_R_NONE, 1, 0, 0, 1, __LINE__ },
};

static void test_judge(void **state)
{
	(void)state;
	for (unsigned int i = 0; i < ROWS(judge_rows); i++) {
		const __typeof__(judge_rows[0]) *r = &judge_rows[i];
		struct pv_outcome o;

		pv_judge(&r->in, &o);
		if (o.verdict != r->verdict || o.reason != r->reason)
			fail_msg("line %d: %s (%s), want %s (%s)", r->line, pv_verdict_name(o.verdict),
				 pv_reason_code(o.reason), pv_verdict_name(r->verdict),
				 pv_reason_code(r->reason));
		if (o.signal_ok != r->signal_ok || o.control_ok != r->control_ok)
			fail_msg("line %d: signal_ok %d control_ok %d, want %d %d", r->line,
				 o.signal_ok, o.control_ok, r->signal_ok, r->control_ok);
		if (fabs(o.measured - r->measured) > 1e-12 * fabs(r->measured) + 1e-9)
			fail_msg("line %d: measured %.3f, want %.3f", r->line, o.measured, r->measured);
		if (fabs(o.share - r->share) > 1e-9)
			fail_msg("line %d: share %.3f, want %.3f", r->line, o.share, r->share);
		if (r->in.signal.run && o.verdict <= PV_FAIL && r->in.signal.band.expected &&
		    fabs(o.ratio - o.measured / r->in.signal.band.expected) > 1e-12)
			fail_msg("line %d: ratio %f", r->line, o.ratio);
		if (!r->in.signal.run && !isnan(o.ratio))
			fail_msg("line %d: a ratio without a signal", r->line);
	}
}

/* ---- exit status ---- */

#define SW 1
#define HW 0

static const struct {
	int n;
	struct {
		int software;
		enum pv_verdict v;
	} r[6];
	int want;
	int line;
} exit_rows[] = {
	/* Here: software passes, every hardware concept cannot count. */
	{ 4, { { SW, PV_PASS }, { SW, PV_PASS }, { HW, PV_CANNOT }, { HW, PV_CANNOT } },
	  PV_EXIT_UNCOUNTED, __LINE__ },
	/* ... one of them skipped (one NUMA node) changes nothing */
	{ 3, { { SW, PV_PASS }, { HW, PV_CANNOT }, { HW, PV_SKIPPED } }, PV_EXIT_UNCOUNTED,
	  __LINE__ },
	{ 3, { { SW, PV_PASS }, { HW, PV_PASS }, { HW, PV_CANNOT } }, PV_EXIT_OK, __LINE__ },
	{ 3, { { SW, PV_FAIL }, { HW, PV_CANNOT }, { HW, PV_CANNOT } }, PV_EXIT_FAIL, __LINE__ },
	{ 2, { { HW, PV_FAIL }, { HW, PV_PASS } }, PV_EXIT_FAIL, __LINE__ },
	{ 2, { { SW, PV_PASS }, { SW, PV_SKIPPED } }, PV_EXIT_OK, __LINE__ },
	/* Only software asked for, and perf_event_open refuses it all. */
	{ 2, { { SW, PV_CANNOT }, { SW, PV_CANNOT } }, PV_EXIT_UNCOUNTED, __LINE__ },
	{ 2, { { SW, PV_CANNOT }, { SW, PV_PASS } }, PV_EXIT_OK, __LINE__ },
	/* Hardware all skipped: nothing failed and nothing could not count. */
	{ 2, { { SW, PV_PASS }, { HW, PV_SKIPPED } }, PV_EXIT_OK, __LINE__ },
	{ 1, { { HW, PV_SKIPPED } }, PV_EXIT_OK, __LINE__ },
	{ 0, { { 0, PV_PASS } }, PV_EXIT_OK, __LINE__ },
};

static void test_exit_status(void **state)
{
	(void)state;
	for (unsigned int i = 0; i < ROWS(exit_rows); i++) {
		struct pv_tally t = { 0 };
		int got;

		for (int j = 0; j < exit_rows[i].n; j++)
			pv_tally_add(&t, exit_rows[i].r[j].software, exit_rows[i].r[j].v);
		got = pv_exit_status(&t);
		if (got != exit_rows[i].want)
			fail_msg("line %d: exit %d, want %d", exit_rows[i].line, got, exit_rows[i].want);
	}
}

static void test_tally(void **state)
{
	struct pv_tally t = { 0 };

	(void)state;
	pv_tally_add(&t, SW, PV_PASS);
	pv_tally_add(&t, HW, PV_FAIL);
	pv_tally_add(&t, HW, PV_CANNOT);
	pv_tally_add(&t, HW, PV_SKIPPED);
	assert_int_equal(t.pass, 1);
	assert_int_equal(t.fail, 1);
	assert_int_equal(t.cannot, 1);
	assert_int_equal(t.skipped, 1);
	assert_int_equal(t.hw_counted, 1);
	assert_int_equal(t.hw_cannot, 1);
	assert_int_equal(t.sw_counted, 1);
	assert_int_equal(t.sw_cannot, 0);
}

/* The names are part of --json's schema (perfgen(1)). */
static const struct {
	int verdict;	/* -1: a reason row */
	int reason;
	const char *name;
} name_rows[] = {
	{ PV_PASS, -1, "pass" },
	{ PV_FAIL, -1, "fail" },
	{ PV_CANNOT, -1, "cannot count" },
	{ PV_SKIPPED, -1, "skipped" },
	{ -1, PV_R_NONE, "" },
	{ -1, PV_R_NO_PMU, "no-pmu" },
	{ -1, PV_R_PARANOID, "paranoid" },
	{ -1, PV_R_UNSUPPORTED, "unsupported" },
	{ -1, PV_R_UNKNOWN_CPU, "unknown-cpu" },
	{ -1, PV_R_OPEN_FAILED, "open-failed" },
	{ -1, PV_R_NOT_SCHEDULED, "not-scheduled" },
	{ -1, PV_R_SKIPPED, "skipped" },
};

static void test_names(void **state)
{
	(void)state;
	for (unsigned int i = 0; i < ROWS(name_rows); i++) {
		const char *got = name_rows[i].verdict >= 0 ?
			pv_verdict_name((enum pv_verdict)name_rows[i].verdict) :
			pv_reason_code((enum pv_reason)name_rows[i].reason);

		assert_string_equal(got, name_rows[i].name);
	}
}

static void test_scaled(void **state)
{
	struct pv_reading full = { 100, 10, 10 }, half = { 100, 10, 5 }, never = { 0, 10, 0 },
			  untimed = { 7, 0, 0 };
	double share;

	(void)state;
	assert_true(pv_scaled(&full, &share) == 100 && share == 1.0);
	assert_true(pv_scaled(&half, &share) == 200 && share == 0.5);
	assert_true(pv_scaled(&never, &share) == 0 && share == 0.0);
	assert_true(pv_scaled(&untimed, &share) == 7 && share == 1.0);
	assert_true(pv_scaled(&half, NULL) == 200);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_classify),
		cmocka_unit_test(test_bands),
		cmocka_unit_test(test_judge),
		cmocka_unit_test(test_exit_status),
		cmocka_unit_test(test_tally),
		cmocka_unit_test(test_names),
		cmocka_unit_test(test_scaled),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
