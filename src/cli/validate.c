// SPDX-License-Identifier: MIT
/*
 * perfgen validate [-e CONCEPTS] [--json] [--repeat N]
 *
 * For each concept, open it through the public library, run the
 * microkernels its plan names (validate-run.c) between enable and
 * disable, and judge the readings (verdict.c): pass, fail with the ratio,
 * cannot count with the library's reason, or skipped with why.
 * docs/VALIDATION.md explains every microkernel and tolerance.
 */
#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <perfgen/perfgen.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>
#include <time.h>

#include "json.h"
#include "validate-args.h"
#include "validate-open.h"
#include "validate-report.h"
#include "validate-rules.h"
#include "validate-run.h"
#include "validate.h"
#include "verdict.h"

/*
 * A weighted sum whose weights are all +1 or -1 adds and subtracts other
 * concepts' encodings (l2-data-misses on Sandy Bridge), where a
 * lane-weighted one counts FLOPs.
 */
static bool of_concepts(const struct perfgen_info *info)
{
	for (int j = 0; j < info->nr_terms; j++)
		if (info->terms[j].weight != 1 && info->terms[j].weight != -1)
			return false;
	return info->combine == PERFGEN_COMBINE_WEIGHTED;
}

/* The resolved encoding, as perfgen resolve names it. */
static void describe_encoding(struct result *r, const char *cpuid)
{
	PERFGEN_OPTS(perfgen_info, info);
	struct perf_event_attr attr;
	size_t n = 0;

	r->exact = -1;
	if (perfgen_resolve_info(r->name, cpuid, &attr, &info))
		return;
	r->exact = info.exact;
	if (info.combine == PERFGEN_COMBINE_NONE) {
		snprintf(r->encoding, sizeof(r->encoding), "type=%u config=0x%" PRIx64
			 " config1=0x%" PRIx64, attr.type, (uint64_t)attr.config,
			 (uint64_t)attr.config1);
		return;
	}
	for (int j = 0; j < info.nr_terms && n < sizeof(r->encoding); j++) {
		long long w = info.terms[j].weight < 0 ? -info.terms[j].weight : info.terms[j].weight;
		char times[32] = "";

		if (w != 1)
			snprintf(times, sizeof(times), "%lld * ", w);
		n += (size_t)snprintf(r->encoding + n, sizeof(r->encoding) - n,
				      "%s%stype=%u config=0x%" PRIx64 " config1=0x%" PRIx64,
				      j ? (info.terms[j].weight < 0 ? " - " : " + ") : "", times,
				      attr.type, info.terms[j].part.config,
				      info.terms[j].part.config1);
	}
}

/* ---- counting ---- */

static void hook_start(void *arg)
{
	struct perfgen_counter *ev = arg;

	perfgen_counter_reset(ev);
	perfgen_counter_enable(ev);
}

static void hook_stop(void *arg)
{
	perfgen_counter_disable(arg);
}

/* One counted run: the shot and the reading.  0, or -1 with shot->what. */
static int counted_run(struct pgk_env *env, struct perfgen_counter *ev, enum pgk_kernel k,
		       struct pgk_shot *shot, struct pv_reading *rd)
{
	const struct pgk_hooks h = { hook_start, hook_stop, ev };
	PERFGEN_OPTS(perfgen_count, c);

	if (pgk_run(env, k, &h, shot))
		return -1;
	if (perfgen_counter_read(ev, &c, 1)) {
		snprintf(shot->what, sizeof(shot->what), "read: %s", perfgen_errmsg());
		return -1;
	}
	*rd = (struct pv_reading){ c.value, c.time_enabled, c.time_running };
	return 0;
}

struct rep {
	struct pgk_shot sig, base, ctl;
	struct pv_reading r_sig, r_base, r_ctl;
	double measured;
};

static int cmp_rep(const void *a, const void *b)
{
	double x = (*(const struct rep *const *)a)->measured,
	       y = (*(const struct rep *const *)b)->measured;

	return x < y ? -1 : x > y;
}

/* Add s to the note in buf, after "; " when buf has one already. */
static void append(char *buf, size_t sz, const char *s)
{
	size_t n = strlen(buf);

	if (n + 1 < sz)
		snprintf(buf + n, sz - n, "%s%s", n ? "; " : "", s);
}

/* Run a concept's plan on an open event and judge it. */
static void measure(struct pgk_env *env, struct perfgen_counter *ev, struct result *r, int repeat)
{
	const struct pgk_plan *p = r->plan;
	char why[256];
	int sig = 1, ctl = p->control != PGK_NONE, base = p->base != PGK_NONE;
	struct rep *reps = calloc((size_t)repeat, sizeof(*reps)), *order[MAX_REPEAT], *m;

	if (!reps) {
		r->in.cannot = PV_R_SKIPPED;
		snprintf(r->reason, sizeof(r->reason), "out of memory");
		return;
	}
	if (pgk_prepare(env, p->signal, why, sizeof(why)) ||
	    (base && pgk_prepare(env, p->base, why, sizeof(why)))) {
		sig = 0;
		if (!p->control_alone) {
			r->in.cannot = PV_R_SKIPPED;
			snprintf(r->reason, sizeof(r->reason), "%s", why);
			free(reps);
			return;
		}
		snprintf(r->reason, sizeof(r->reason), "%s: %s", pgk_kernel_name(p->signal), why);
	}
	if (ctl && pgk_prepare(env, p->control, why, sizeof(why))) {
		ctl = 0;
		char note[300];

		snprintf(note, sizeof(note), "control skipped: %s", why);
		append(r->reason, sizeof(r->reason), note);
	}
	if (!sig && !ctl) {
		r->in.cannot = PV_R_SKIPPED;
		free(reps);
		return;
	}
	for (int i = 0; i < repeat; i++) {
		struct rep *x = &reps[i];
		int err = 0;

		if (sig && base)
			err |= counted_run(env, ev, p->base, &x->base, &x->r_base);
		if (sig)
			err |= counted_run(env, ev, p->signal, &x->sig, &x->r_sig);
		if (ctl && sig && base && p->control == p->base) {
			x->ctl = x->base;
			x->r_ctl = x->r_base;
		} else if (ctl) {
			err |= counted_run(env, ev, p->control, &x->ctl, &x->r_ctl);
		}
		if (err) {
			r->in.cannot = PV_R_SKIPPED;
			snprintf(r->reason, sizeof(r->reason), "a microkernel failed: %s%s%s",
				 x->base.what, x->sig.what, x->ctl.what);
			free(reps);
			return;
		}
		x->measured = pv_scaled(&x->r_sig, NULL) - (base ? pv_scaled(&x->r_base, NULL) : 0);
		order[i] = x;
	}
	/* The median repetition by the signal's measurement, judged whole. */
	qsort(order, (size_t)repeat, sizeof(*order), cmp_rep);
	m = order[(repeat - 1) / 2];
	r->sig = m->sig;
	r->ctl = m->ctl;
	r->in.signal.run = sig;
	if (sig) {
		r->in.signal.reading = m->r_sig;
		r->in.signal.has_base = base;
		r->in.signal.base = m->r_base;
		pgk_signal_band(env, p->rule, &m->sig, base ? &m->base : NULL, &r->in.signal.band);
		if (p->rule == PGK_RULE_DRAM_READ_BYTES || p->rule == PGK_RULE_DRAM_WRITE_BYTES)
			pv_bytes_band(ev, &r->in.signal.band);
	}
	r->in.control.run = ctl;
	if (ctl) {
		r->in.control.reading = m->r_ctl;
		if (p->rule == PGK_RULE_KERNEL) {
			pv_band_kernel(&r->in.control.band, m->ctl.expected, m->ctl.extra);
		} else {
			struct pv_band sb;

			/* Without the signal (dram-remote on one node): its band from the
			 * control's geometry, which is the same. */
			if (sig)
				sb = r->in.signal.band;
			else
				pgk_signal_band(env, p->rule, &m->ctl, NULL, &sb);
			pv_band_near_zero(&r->in.control.band, &sb);
		}
	}
	free(reps);
}

/* Open and judge one concept. */
static void validate_concept(struct pgk_env *env, const struct pv_args *o, int have_pmu,
			     struct result *r)
{
	PERFGEN_OPTS(perfgen_counter_opts, eo, .cpuid = o->cpuid, .disabled = true);
	PERFGEN_OPTS(perfgen_info, info);
	struct perfgen_counter *ev = NULL;
	struct perf_event_attr attr;
	int err;

	describe_encoding(r, o->cpuid);
	err = perfgen_resolve_info(r->name, o->cpuid, &attr, &info);
	if (err) {
		r->in.cannot = pv_classify(PV_STAGE_RESOLVE, err, have_pmu);
		snprintf(r->reason, sizeof(r->reason), "%s", perfgen_errmsg());
		goto judge;
	}
	/*
	 * A socket's traffic or energy: system-wide, on every instance of its
	 * uncore PMU, as perf stat -a counts it (the kernels run on a CPU of
	 * one socket; the other sockets add what they do).
	 */
	if (info.system_wide) {
		eo.pid = -1;
		eo.all_cpus = true;
	} else if (!r->plan || r->plan->user_only) {
		/* User-only, as the kernels run; a concept without one opens the same
		 * way, so that "skipped" says the counter opened as a measurement would. */
		eo.exclude_kernel = true;
		eo.exclude_hv = true;
	}
	err = pv_open_concept(r, &eo, &ev);
	if (err) {
		r->in.cannot = pv_classify(PV_STAGE_OPEN, err, have_pmu);
		if (!r->reason[0])
			snprintf(r->reason, sizeof(r->reason), "%s", perfgen_errmsg());
		goto judge;
	}
	if (!r->plan) {
		const char *why = pgk_no_kernel_why(r->name);

		r->in.cannot = PV_R_SKIPPED;
		if (why)
			snprintf(r->reason, sizeof(r->reason), "no known-count kernel: %s", why);
		else if (info.combine == PERFGEN_COMBINE_SUM ||
			 info.combine == PERFGEN_COMBINE_DIFFERENCE || of_concepts(&info))
			snprintf(r->reason, sizeof(r->reason),
				 "no known-count kernel of its own: it is %s here, and validate "
				 "proves the concepts it is made of one by one", info.formula);
		else
			snprintf(r->reason, sizeof(r->reason), "no microkernel proves '%s' yet",
				 r->name);
	} else {
		measure(env, ev, r, o->repeat);
	}
	perfgen_counter_close(ev);
judge:
	pv_judge(&r->in, &r->out);
	if (r->out.verdict == PV_CANNOT && r->out.reason == PV_R_NOT_SCHEDULED)
		snprintf(r->reason, sizeof(r->reason), "opened, but the counter never ran while "
			 "enabled: every counter that can take it was busy (pinned events, the "
			 "NMI watchdog)");
	if (r->out.verdict == PV_PASS || r->out.verdict == PV_FAIL) {
		char note[160] = "";

		if (!r->out.signal_ok)
			snprintf(note, sizeof(note), "measured %.0f outside %.0f..%.0f (ratio %.4g)",
				 r->out.measured, r->out.lo, r->out.hi, r->out.ratio);
		else if (!r->out.control_ok)
			snprintf(note, sizeof(note), "the control counted %.0f, above %.0f",
				 r->out.ctl_measured, r->out.ctl_hi);
		if (note[0])
			append(r->reason, sizeof(r->reason), note);
		if (r->out.share < 1.0) {
			snprintf(note, sizeof(note), "multiplexed: counted %.1f%% of the time, scaled",
				 100.0 * r->out.share);
			append(r->reason, sizeof(r->reason), note);
		}
	}
	if (r->user_only[0])
		append(r->reason, sizeof(r->reason), r->user_only);
}

static double now_s(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

int cmd_validate(const char *cpuid, int argc, char **argv)
{
	struct pv_args o = { .cpuid = cpuid, .repeat = 1 };
	PERFGEN_OPTS(perfgen_cpu, cpu);
	struct pv_tally tally = { 0 };
	struct pgk_env env;
	struct utsname uts;
	char why[256], cpu_id[PERFGEN_CPUID_MAX + 16];
	int n = perfgen_concept_count(), have_pmu = vh_have_pmu(), status;
	double t0 = now_s(), secs;

	if (pv_parse_args(argc, argv, &o) || pv_check_names(&o, n)) {
		pv_usage(stderr);
		return PV_EXIT_USAGE;
	}
	if (uname(&uts))
		snprintf(uts.release, sizeof(uts.release), "unknown");
	if (perfgen_cpu_identify(cpuid, &cpu) && !cpu.id[0])
		snprintf(cpu.id, sizeof(cpu.id), "unknown");
	snprintf(cpu_id, sizeof(cpu_id), "%s", cpu.id);
	if (pgk_env_init(&env, why, sizeof(why))) {
		fprintf(stderr, "perfgen validate: %s\n", why);
		return PV_EXIT_USAGE;
	}
	env.cpu_hz = o.cpu_hz;
	if (!o.json)
		printf("perfgen validate: CPU %s (%s)%s, Linux %s, pinned to CPU %d, repeat %d\n",
		       cpu_id, cpu.uarch ? cpu.uarch : "not in the tables", cpuid ? " [forced]" : "",
		       uts.release, env.cpu, o.repeat);
	for (int i = 0; i < n; i++) {
		PERFGEN_OPTS(perfgen_concept, c);
		struct result r;

		perfgen_concept_get(i, NULL, &c);
		if (!c.name || !pv_selected(&o, c.name))
			continue;
		memset(&r, 0, sizeof(r));
		r.name = c.name;
		r.software = c.software;
		r.plan = pgk_plan_find(c.name);
		validate_concept(&env, &o, have_pmu, &r);
		pv_tally_add(&tally, r.software, r.out.verdict);
		if (o.json)
			pv_print_json(&r, cpu_id, uts.release, o.repeat);
		else
			pv_print_human(&r);
		fflush(stdout);
	}
	pgk_env_fini(&env);
	status = pv_exit_status(&tally);
	secs = now_s() - t0;
	if (o.json) {
		fputs("{\"summary\": {\"cpu\": ", stdout);
		json_string(stdout, cpu_id);
		fputs(", \"kernel_release\": ", stdout);
		json_string(stdout, uts.release);
		printf(", \"pass\": %u, \"fail\": %u, \"cannot_count\": %u, \"skipped\": %u, "
		       "\"seconds\": %.3f, \"exit\": %d}}\n", tally.pass, tally.fail, tally.cannot,
		       tally.skipped, secs, status);
	} else {
		printf("validate: %u pass, %u fail, %u cannot count, %u skipped; %.2f s; exit %d%s\n",
		       tally.pass, tally.fail, tally.cannot, tally.skipped, secs, status,
		       status != PV_EXIT_UNCOUNTED ? ""
		       : tally.hw_counted + tally.hw_cannot ?
		       " (nothing of the hardware set could be counted)"
		       : " (none of the software concepts asked could be counted)");
	}
	return status;
}
