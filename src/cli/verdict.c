// SPDX-License-Identifier: MIT
/* The verdicts of perfgen validate: pure functions of the readings. */
#include <errno.h>
#include <math.h>

#include "verdict.h"

enum pv_reason pv_classify(enum pv_stage stage, int err, int have_pmu)
{
	if (stage == PV_STAGE_RESOLVE) {
		/* The concept name is known, so ENOENT is the CPU. */
		if (err == -ENOENT)
			return PV_R_UNKNOWN_CPU;
		if (err == -EOPNOTSUPP)
			return PV_R_UNSUPPORTED;
		/* An uncore concept whose PMU this machine lacks (resolve reads sysfs). */
		if (err == -ENODEV)
			return PV_R_NO_PMU;
		return PV_R_OPEN_FAILED;
	}
	if (err == -EACCES || err == -EPERM)
		return PV_R_PARANOID;
	if (err == -EXDEV)
		return PV_R_FOREIGN_CPU;
	if (!have_pmu && (err == -ENOENT || err == -ENODEV || err == -EOPNOTSUPP))
		return PV_R_NO_PMU;
	/* perfgen_counter_open(): no core-type PMU of a hybrid can count it. */
	if (err == -EOPNOTSUPP)
		return PV_R_UNSUPPORTED;
	return PV_R_OPEN_FAILED;
}

double pv_scaled(const struct pv_reading *r, double *share)
{
	double s = 1.0;

	if (r->enabled && r->running < r->enabled)
		s = (double)r->running / (double)r->enabled;
	if (share)
		*share = s;
	if (s == 1.0)
		return (double)r->value;
	if (s == 0.0)
		return 0.0;
	return (double)r->value / s;
}

void pv_band_exact(struct pv_band *b, double expected, uint64_t disturbances)
{
	double tol = (double)PV_OVERCOUNT_PER_DISTURBANCE * (double)disturbances;

	b->expected = expected;
	b->lo = expected - tol;
	b->hi = expected + tol;
}

void pv_band_flops(struct pv_band *b, double expected, uint64_t disturbances,
		   uint64_t widest)
{
	pv_band_exact(b, expected, disturbances * (widest ? widest : 1));
}

void pv_band_chance(struct pv_band *b, uint64_t n)
{
	double half = (double)n / 2.0, sigma = sqrt((double)n) / 2.0;

	b->expected = half;
	b->lo = half - PV_SIGMAS * sigma;
	b->hi = PV_HALFWAY_HI * half + PV_SIGMAS * sigma;
}

void pv_band_sweep(struct pv_band *b, uint64_t steps, uint64_t lines, uint64_t cached,
		   double per_step)
{
	double lo = 0.0;

	if (lines > cached)
		lo = (double)steps * (1.0 - (double)cached / (double)lines) - (double)cached;
	b->expected = (double)steps * per_step;
	b->lo = lo > 0.0 ? lo : 0.0;
	b->hi = PV_HALFWAY_HI * b->expected;
}

void pv_band_rate(struct pv_band *b, double seconds, double fmin_hz, double fmax_hz)
{
	b->expected = seconds * (fmin_hz + fmax_hz) / 2.0;
	b->lo = PV_HALFWAY_LO * seconds * fmin_hz;
	b->hi = PV_HALFWAY_HI * seconds * fmax_hz;
}

void pv_band_kernel(struct pv_band *b, double expected, double extra)
{
	double slack = expected * PV_KERNEL_SLACK_REL;

	if (slack < PV_KERNEL_SLACK_MIN)
		slack = PV_KERNEL_SLACK_MIN;
	b->expected = expected;
	b->lo = expected - slack;
	b->hi = expected + extra + slack;
}

void pv_band_time(struct pv_band *b, double inner_ns, double outer_ns, double wall_ns)
{
	b->expected = outer_ns;
	b->lo = inner_ns * (1.0 - PV_KERNEL_SLACK_REL);
	b->hi = (wall_ns > outer_ns ? wall_ns : outer_ns) * (1.0 + PV_KERNEL_SLACK_REL);
}

void pv_band_rounds(struct pv_band *b, uint64_t rounds)
{
	b->expected = (double)rounds;
	b->lo = PV_HALFWAY_LO * (double)rounds;
	b->hi = PV_HALFWAY_HI * (double)rounds;
}

void pv_band_near_zero(struct pv_band *ctl, const struct pv_band *signal)
{
	ctl->expected = 0.0;
	ctl->lo = 0.0;
	ctl->hi = signal->lo > 0.0 ? signal->lo / 2.0 : 0.0;
}

/*
 * Judge one check: its measurement (scaled, less the base), its band
 * widened for multiplexing.  Returns 0, or -1 when a reading never ran.
 */
static int judge_check(const struct pv_check *c, double *measured, double *lo, double *hi,
		       double *share, int *ok)
{
	double s_sig, s_base = 1.0, m, s, widen;

	if (c->reading.enabled && !c->reading.running)
		return -1;
	if (c->has_base && c->base.enabled && !c->base.running)
		return -1;
	m = pv_scaled(&c->reading, &s_sig);
	if (c->has_base)
		m -= pv_scaled(&c->base, &s_base);
	s = s_sig < s_base ? s_sig : s_base;
	widen = (1.0 - s) * fabs(c->band.hi);
	*measured = m;
	*lo = c->band.lo - widen;
	*hi = c->band.hi + widen;
	*ok = m >= *lo && m <= *hi;
	if (s < *share)
		*share = s;
	return 0;
}

void pv_judge(const struct pv_input *in, struct pv_outcome *out)
{
	*out = (struct pv_outcome){ .verdict = PV_PASS, .reason = PV_R_NONE, .ratio = NAN,
				    .signal_ok = 1, .control_ok = 1, .share = 1.0 };
	if (in->cannot != PV_R_NONE) {
		out->verdict = in->cannot == PV_R_SKIPPED ? PV_SKIPPED : PV_CANNOT;
		out->reason = in->cannot;
		return;
	}
	if (!in->signal.run && !in->control.run) {
		out->verdict = PV_SKIPPED;
		out->reason = PV_R_SKIPPED;
		return;
	}
	if (in->signal.run) {
		if (judge_check(&in->signal, &out->measured, &out->lo, &out->hi, &out->share,
				&out->signal_ok))
			goto not_scheduled;
		if (in->signal.band.expected != 0.0)
			out->ratio = out->measured / in->signal.band.expected;
	}
	if (in->control.run &&
	    judge_check(&in->control, &out->ctl_measured, &out->ctl_lo, &out->ctl_hi,
			&out->share, &out->control_ok))
		goto not_scheduled;
	if (!out->signal_ok || !out->control_ok)
		out->verdict = PV_FAIL;
	return;

not_scheduled:
	out->verdict = PV_CANNOT;
	out->reason = PV_R_NOT_SCHEDULED;
	out->signal_ok = out->control_ok = 1;
}

void pv_tally_add(struct pv_tally *t, int software, enum pv_verdict v)
{
	switch (v) {
	case PV_PASS:
		t->pass++;
		break;
	case PV_FAIL:
		t->fail++;
		break;
	case PV_CANNOT:
		t->cannot++;
		break;
	case PV_SKIPPED:
		t->skipped++;
		return;
	}
	if (v == PV_CANNOT)
		*(software ? &t->sw_cannot : &t->hw_cannot) += 1;
	else
		*(software ? &t->sw_counted : &t->hw_counted) += 1;
}

int pv_exit_status(const struct pv_tally *t)
{
	if (t->fail)
		return PV_EXIT_FAIL;
	if (t->hw_counted + t->hw_cannot)
		return t->hw_counted ? PV_EXIT_OK : PV_EXIT_UNCOUNTED;
	if (t->sw_cannot && !t->sw_counted)
		return PV_EXIT_UNCOUNTED;
	return PV_EXIT_OK;
}

const char *pv_verdict_name(enum pv_verdict v)
{
	switch (v) {
	case PV_PASS:
		return "pass";
	case PV_FAIL:
		return "fail";
	case PV_CANNOT:
		return "cannot count";
	case PV_SKIPPED:
		return "skipped";
	}
	return "?";
}

const char *pv_reason_code(enum pv_reason r)
{
	switch (r) {
	case PV_R_NONE:
		return "";
	case PV_R_NO_PMU:
		return "no-pmu";
	case PV_R_PARANOID:
		return "paranoid";
	case PV_R_UNSUPPORTED:
		return "unsupported";
	case PV_R_UNKNOWN_CPU:
		return "unknown-cpu";
	case PV_R_FOREIGN_CPU:
		return "foreign-cpu";
	case PV_R_OPEN_FAILED:
		return "open-failed";
	case PV_R_NOT_SCHEDULED:
		return "not-scheduled";
	case PV_R_SKIPPED:
		return "skipped";
	}
	return "?";
}
