// SPDX-License-Identifier: MIT
/*
 * perfgen stat's output: perf stat's human, CSV (-x) and JSON forms (the
 * OpenMetrics text is stat_metrics.c's).  CSV fields are
 * quoted as RFC 4180 says whenever they hold the separator, a quote or a
 * newline; JSON is valid UTF-8 whatever the bytes it is given.
 */
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "json.h"
#include "stat.h"

/* The labels of the output: how each event counts, on which PMU. */
void stat_describe(struct stat_cfg *c)
{
	for (int i = 0; i < c->nev; i++) {
		PERFGEN_OPTS(perfgen_info, info);
		struct perf_event_attr a;
		struct stat_ev *ev = &c->ev[i];

		snprintf(ev->exactness, sizeof(ev->exactness), ev->tool ? "exact" : "unknown");
		snprintf(ev->pmu, sizeof(ev->pmu), ev->tool ? "tool" : "unknown");
		if (ev->tool)
			continue;
		if (perfgen_resolve_info(ev->spec, c->cpuid, &a, &info))
			continue;
		snprintf(ev->pmu, sizeof(ev->pmu), "%s", info.pmu);
		snprintf(ev->exactness, sizeof(ev->exactness), "%s",
			 !strcmp(info.pmu, "software") ? "exact" : form_word(&info, &a));
	}
}

/* A CSV field, quoted when it holds the separator, a quote or a newline. */
static void csv_field(FILE *out, const char *sep, const char *f, int last)
{
	if (strstr(f, sep) || strpbrk(f, "\"\r\n")) {
		fputc('"', out);
		for (; *f; f++) {
			if (*f == '"')
				fputc('"', out);
			fputc(*f, out);
		}
		fputc('"', out);
	} else {
		fputs(f, out);
	}
	fputs(last ? "\n" : sep, out);
}

/* perf's tool event duration_time: the wall time t of the run, in ns, all of it running. */
static void tool_count(double t, struct perfgen_count *c)
{
	uint64_t ns = (uint64_t)(t * 1e9 + 0.5);

	*c = (struct perfgen_count){ .sz = sizeof(*c), .value = ns, .scaled = ns,
				     .time_enabled = ns, .time_running = ns };
}

/* perf's stats (util/stat.c): Welford's running mean and squares. */
static void update_acc(struct stat_acc *a, double v)
{
	double delta = v - a->mean;

	a->n++;
	a->mean += delta / a->n;
	a->m2 += delta * (v - a->mean);
}

/* perf's stddev_stats: the standard deviation of the mean. */
static double stddev_mean(const struct stat_acc *a)
{
	return a->n < 2 ? 0.0 : sqrt(a->m2 / (a->n - 1) / a->n);
}

/* perf's rel_stddev_stats: that deviation in percent of the mean. */
static double rel_stddev(double stddev, double mean)
{
	return mean ? 100.0 * stddev / mean : 0.0;
}

static int is_clock(const char *ev)
{
	return !strncmp(ev, "task-clock", 10) || !strncmp(ev, "cpu-clock", 9);
}

void stat_header(FILE *out, const struct stat_cfg *cfg)
{
	if (cfg->mode != OUT_HUMAN || cfg->interval_ms)
		return;
	fputs("\n Performance counter stats for ", out);
	if (cfg->cmd >= 0) {
		fputc('\'', out);
		for (char **a = cfg->argv + cfg->cmd; *a; a++)
			fprintf(out, "%s%s", a == cfg->argv + cfg->cmd ? "" : " ", *a);
		fputc('\'', out);
	} else if (cfg->npids) {
		fputs("process id '", out);
		for (int k = 0; k < cfg->npids; k++)
			fprintf(out, "%s%d", k ? "," : "", (int)cfg->pids[k]);
		fputc('\'', out);
	} else if (cfg->cpus) {
		fprintf(out, "'CPU(s) %s'", cfg->cpus);
	} else {
		fputs("'system wide'", out);
	}
	if (cfg->repeat > 1)
		fprintf(out, " (%d runs)", cfg->runs);
	fputs(":\n", out);
	if (cfg->user_only)
		fprintf(out, " (user space only: perf_event_paranoid is %d, which keeps an "
			"unprivileged user from counting the kernel; each event written without "
			"a u, k or h modifier is counted in user space, marked :u)\n",
			cfg->paranoid);
	fputc('\n', out);
}

/*
 * An amount's rate over the interval of -I (else the run): bytes as
 * MB/s or GB/s (10^6, 10^9 bytes: as likwid's and pcm-memory's
 * bandwidths), joules as watts.
 */
static void print_rate(FILE *out, const struct stat_cfg *cfg, double t, double amount,
		       const char *unit)
{
	double secs = cfg->interval_ms ? (double)cfg->interval_ms / 1e3 : t;
	double r;

	if (!(secs > 0))
		return;
	r = amount / secs;
	if (!strcmp(unit, "joules"))
		fprintf(out, "   # %10.3f W", r);
	else if (r >= 1e9)
		fprintf(out, "   # %10.3f GB/s", r / 1e9);
	else
		fprintf(out, "   # %10.3f MB/s", r / 1e6);
}

/*
 * One line for event ev on unit u, reading c (NULL: not counted, reason);
 * noise: with -r, the deviation of the mean in percent (perf's "+-"), else
 * negative.
 */
static void print_event(FILE *out, const struct stat_cfg *cfg, double t, int u,
			const struct stat_ev *ev, const struct perfgen_count *c, const char *reason,
			double noise)
{
	double pct = c && c->time_enabled ? 100.0 * (double)c->time_running /
		(double)c->time_enabled : 100.0;
	/* As perf: not enabled or never on a counter (in this interval) is not counted. */
	int clock = is_clock(ev->spec), counted = c && c->time_running && c->time_enabled;
	const char *unit = clock ? "msec" : ev->tool ? "ns" : "";
	char val[64], cpu[24] = "", run[32], pcts[32], ts[32], var[32];

	snprintf(val, sizeof(val), "%s", !c && ev->reason[0] ? "<not supported>" :
		 "<not counted>");
	/* JSON: perf's "%f" of the value; the others as perf: msec .2, counts whole */
	if (counted && clock)
		snprintf(val, sizeof(val), cfg->mode == OUT_JSON ? "%f" : "%.2f",
			 (double)c->scaled / 1e6);
	else if (counted && ev->sunit[0])
		snprintf(val, sizeof(val), ev->scale < 1 ? "%.6f" : "%.0f",
			 (double)c->scaled * ev->scale);
	else if (counted && cfg->mode == OUT_JSON)
		snprintf(val, sizeof(val), "%f", (double)c->scaled);
	else if (counted)
		snprintf(val, sizeof(val), "%" PRIu64, c->scaled);
	if (ev->sunit[0])
		unit = !strcmp(ev->sunit, "joules") ? "Joules" : ev->sunit;
	if (!reason)
		reason = counted ? "" : !c->time_enabled ?
			"not enabled: the task did not run while counted" :
			"not scheduled on a counter while enabled";
	if (cfg->per_cpu)
		stat_unit_label(cfg, u, cpu, sizeof(cpu));
	snprintf(run, sizeof(run), "%" PRIu64, c ? c->time_running : 0);
	snprintf(pcts, sizeof(pcts), "%.2f", c ? pct : 0.0);
	snprintf(ts, sizeof(ts), "%.9f", t);	/* perf's: nanoseconds */
	snprintf(var, sizeof(var), "%.2f%%", noise);
	if (cfg->mode == OUT_CSV) {
		if (cfg->interval_ms)
			csv_field(out, cfg->sep, ts, 0);
		if (cfg->per_cpu)
			csv_field(out, cfg->sep, cpu, 0);
		csv_field(out, cfg->sep, val, 0);
		csv_field(out, cfg->sep, unit, 0);
		csv_field(out, cfg->sep, ev->name, 0);
		if (noise >= 0)
			csv_field(out, cfg->sep, var, 0);	/* perf: after the event */
		csv_field(out, cfg->sep, run, 0);
		csv_field(out, cfg->sep, pcts, 0);
		csv_field(out, cfg->sep, reason, 1);
		return;
	}
	if (cfg->mode == OUT_JSON) {
		fputc('{', out);
		if (cfg->interval_ms)
			fprintf(out, "\"interval\" : %s, ", ts);
		if (cfg->per_cpu && cfg->aggr == AGGR_CPU)
			fprintf(out, "\"cpu\" : \"%d\", ", cfg->units[u]);
		else if (cfg->per_cpu)
			fprintf(out, "\"%s\" : \"%s\", ",
				cfg->aggr == AGGR_SOCKET ? "socket" : "die", cpu);
		fputs("\"counter-value\" : ", out);
		json_string(out, val);
		fprintf(out, ", \"unit\" : \"%s\", \"event\" : ", unit);
		json_string(out, ev->name);
		if (noise >= 0)
			fprintf(out, ", \"variance\" : %.2f", noise);
		fprintf(out, ", \"event-runtime\" : %s, \"pcnt-running\" : %s", run, pcts);
		if (reason[0]) {
			fputs(", \"reason\" : ", out);
			json_string(out, reason);
		}
		fputs("}\n", out);
		return;
	}
	if (cfg->interval_ms)
		fprintf(out, "%16.9f ", t);
	if (cfg->per_cpu)
		fprintf(out, "%-8s", cpu);
	fprintf(out, "%20s %-4s %s", val, unit, ev->name);
	if (counted && ev->sunit[0])
		print_rate(out, cfg, t, (double)c->scaled * ev->scale, ev->sunit);
	if (noise > 0)
		fprintf(out, "  ( +-%6.2f%% )", noise);	/* perf prints no 0 */
	if (counted && pct < 100.0)
		fprintf(out, "    (%.2f%%, scaled)", pct);
	fputc('\n', out);
	if (reason[0])
		fprintf(out, "%20s      (%s)\n", "", reason);
}

/* Event ev on unit u over the runs of -r: the mean, with perf's deviation. */
static void print_mean(FILE *out, const struct stat_cfg *cfg, int u, const struct stat_ev *ev)
{
	const struct stat_acc *a = &ev->acc[u];
	struct perfgen_count m = { .sz = sizeof(m) };

	if (!a->n) {
		print_event(out, cfg, 0, u, ev, &m, "not counted in any run", 0.0);
		return;
	}
	m.value = m.scaled = (uint64_t)(a->mean + 0.5);
	m.time_enabled = (uint64_t)(a->enabled / a->n + 0.5);
	m.time_running = (uint64_t)(a->running / a->n + 0.5);
	print_event(out, cfg, 0, u, ev, &m, NULL, rel_stddev(stddev_mean(a), a->mean));
}

int stat_accumulate(struct stat_cfg *cfg, double t)
{
	for (int i = 0; i < cfg->nev; i++) {
		struct stat_ev *ev = &cfg->ev[i];

		if (!ev->acc && !(ev->acc = calloc((size_t)cfg->nunits, sizeof(*ev->acc))))
			return -1;
		for (int u = 0; u < cfg->nunits && !ev->reason[0]; u++) {
			PERFGEN_OPTS(perfgen_count, c);

			if (ev->tool)
				tool_count(t, &c);
			else if (stat_read(cfg, i, u, &c))
				continue;
			/* as perf: a run it did not count in is not a zero */
			if (!c.time_running || !c.time_enabled)
				continue;
			update_acc(&ev->acc[u], (double)c.scaled);
			ev->acc[u].enabled += (double)c.time_enabled;
			ev->acc[u].running += (double)c.time_running;
		}
	}
	update_acc(&cfg->elapsed, t * 1e9);
	cfg->runs++;
	return 0;
}

void stat_footer(FILE *out, const struct stat_cfg *cfg, double t, const struct rusage *ru)
{
	if (cfg->repeat > 1) {
		/* perf's print_footer: two digits more than the deviation's first */
		double avg = cfg->elapsed.mean / 1e9, sd = stddev_mean(&cfg->elapsed) / 1e9;
		int prec = (sd > 1 ? 0 : sd > 0 ? (int)lround(ceil(-log10(sd))) : 7) + 2;

		fprintf(out, "\n %17.*f +- %.*f seconds time elapsed", prec, avg, prec, sd);
		if (rel_stddev(sd, avg))
			fprintf(out, "  ( +-%6.2f%% )", rel_stddev(sd, avg));
		fputs("\n\n", out);
		return;
	}
	fprintf(out, "\n %17.9f seconds time elapsed\n\n", t);
	if (ru)
		fprintf(out, " %17.9f seconds user\n %17.9f seconds sys\n\n\n",
			(double)ru->ru_utime.tv_sec + (double)ru->ru_utime.tv_usec / 1e6,
			(double)ru->ru_stime.tv_sec + (double)ru->ru_stime.tv_usec / 1e6);
}

int stat_print(FILE *out, struct stat_cfg *cfg, double t, int delta)
{
	if (cfg->mode == OUT_OPENMETRICS) {
		return stat_metrics(out, cfg);
	}
	/* perf's column header with -I: first, then again every 25 intervals (perf 6.1) */
	if (cfg->mode == OUT_HUMAN && cfg->interval_ms && delta && cfg->intervals++ % 25 == 0)
		fprintf(out, "#%15s %s%20s %-4s events\n", "time", cfg->per_cpu ? "CPU     " : "",
			"counts", "unit");
	for (int u = 0; u < cfg->nunits; u++) {
		for (int i = 0; i < cfg->nev; i++) {
			struct stat_ev *ev = &cfg->ev[i];
			PERFGEN_OPTS(perfgen_count, c);
			struct perfgen_count d;
			int err;

			if (ev->tool && u)
				continue;	/* as perf: the wall time once, on the first CPU */
			if (ev->reason[0]) {
				print_event(out, cfg, t, u, ev, NULL, ev->reason,
					    cfg->repeat > 1 && !delta ? 0.0 : -1.0);
				continue;
			}
			if (cfg->repeat > 1 && !delta) {
				print_mean(out, cfg, u, ev);
				continue;
			}
			if (ev->tool)
				tool_count(t, &c);
			else if ((err = stat_read(cfg, i, u, &c))) {
				print_event(out, cfg, t, u, ev, NULL, err == -ENODEV ?
					    "no PMU of this CPU can count it" : perfgen_errmsg(),
					    -1.0);
				continue;
			}
			d = c;
			if (delta) {
				d.value -= ev->last[u].value;
				d.scaled -= ev->last[u].scaled;
				d.time_enabled -= ev->last[u].time_enabled;
				d.time_running -= ev->last[u].time_running;
			}
			ev->last[u] = c;
			print_event(out, cfg, t, u, ev, &d, NULL, -1.0);
		}
	}
	return ferror(out) ? -1 : 0;
}
