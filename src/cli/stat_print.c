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
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "json.h"
#include "stat.h"

/* Sum b into a (counts of different processes add like CPUs). */
static void add(struct perfgen_count *a, const struct perfgen_count *b)
{
	a->value += b->value;
	a->scaled += b->scaled;
	a->time_enabled += b->time_enabled;
	a->time_running += b->time_running;
}

int stat_read(const struct stat_cfg *cfg, int i, int u, struct perfgen_count *out)
{
	const struct stat_ev *ev = &cfg->ev[i];
	int np = cfg->npids ? cfg->npids : 1;

	*out = (struct perfgen_count){ .sz = sizeof(*out) };
	for (int k = 0; k < np; k++) {
		PERFGEN_OPTS(perfgen_count, c);
		int err;

		if (ev->group < 0) {
			err = perfgen_event_read(ev->h[u * np + k], &c);
		} else {
			const struct stat_group *g = &cfg->grp[ev->group];
			struct perfgen_count cs[MAX_EVENTS];

			for (int m = 0; m < g->nr; m++)
				cs[m] = (struct perfgen_count){ .sz = sizeof(cs[m]) };
			err = perfgen_group_read(g->g[u * np + k], cs, g->nr);
			c = cs[ev->member];
		}
		if (err)
			return err;
		add(out, &c);
	}
	return 0;
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
	fputs(":\n", out);
	if (cfg->user_only)
		fprintf(out, " (user space only: perf_event_paranoid is %d, which keeps an "
			"unprivileged user from counting the kernel; each event written without "
			"a u, k or h modifier is counted in user space, marked :u)\n",
			cfg->paranoid);
	fputc('\n', out);
}

/* One line for event ev on unit u, reading c (NULL: not counted, reason). */
static void print_event(FILE *out, const struct stat_cfg *cfg, double t, int u,
			const struct stat_ev *ev, const struct perfgen_count *c, const char *reason)
{
	double pct = c && c->time_enabled ? 100.0 * (double)c->time_running /
		(double)c->time_enabled : 100.0;
	int clock = is_clock(ev->spec), counted = c && !(c->time_running == 0 && c->time_enabled);
	const char *unit = clock ? "msec" : "";
	char val[64], cpu[24] = "", run[32], pcts[32], ts[32];

	snprintf(val, sizeof(val), "%s", !c && ev->reason[0] ? "<not supported>" :
		 "<not counted>");
	if (counted && clock)
		snprintf(val, sizeof(val), "%.2f", (double)c->scaled / 1e6);
	else if (counted)
		snprintf(val, sizeof(val), "%" PRIu64, c->scaled);
	if (!reason)
		reason = counted ? "" : "not scheduled on a counter while enabled";
	if (cfg->per_cpu)
		snprintf(cpu, sizeof(cpu), "CPU%d", cfg->units[u]);
	snprintf(run, sizeof(run), "%" PRIu64, c ? c->time_running : 0);
	snprintf(pcts, sizeof(pcts), "%.2f", c ? pct : 0.0);
	snprintf(ts, sizeof(ts), "%.3f", t);
	if (cfg->mode == OUT_CSV) {
		if (cfg->interval_ms)
			csv_field(out, cfg->sep, ts, 0);
		if (cfg->per_cpu)
			csv_field(out, cfg->sep, cpu, 0);
		csv_field(out, cfg->sep, val, 0);
		csv_field(out, cfg->sep, unit, 0);
		csv_field(out, cfg->sep, ev->name, 0);
		csv_field(out, cfg->sep, run, 0);
		csv_field(out, cfg->sep, pcts, 0);
		csv_field(out, cfg->sep, reason, 1);
		return;
	}
	if (cfg->mode == OUT_JSON) {
		fputc('{', out);
		if (cfg->interval_ms)
			fprintf(out, "\"interval\" : %s, ", ts);
		if (cfg->per_cpu)
			fprintf(out, "\"cpu\" : \"%d\", ", cfg->units[u]);
		fputs("\"counter-value\" : ", out);
		json_string(out, val);
		fprintf(out, ", \"unit\" : \"%s\", \"event\" : ", unit);
		json_string(out, ev->name);
		fprintf(out, ", \"event-runtime\" : %s, \"pcnt-running\" : %s", run, pcts);
		if (reason[0]) {
			fputs(", \"reason\" : ", out);
			json_string(out, reason);
		}
		fputs("}\n", out);
		return;
	}
	if (cfg->interval_ms)
		fprintf(out, "%14.6f ", t);
	if (cfg->per_cpu)
		fprintf(out, "%-8s", cpu);
	fprintf(out, "%20s %-4s %s", val, unit, ev->name);
	if (counted && pct < 100.0)
		fprintf(out, "    (%.2f%%, scaled)", pct);
	fputc('\n', out);
	if (reason[0])
		fprintf(out, "%20s      (%s)\n", "", reason);
}

int stat_print(FILE *out, struct stat_cfg *cfg, double t, int delta)
{
	(void)delta;
	if (cfg->mode == OUT_OPENMETRICS) {
		return stat_metrics(out, cfg);
	}
	for (int u = 0; u < cfg->nunits; u++) {
		for (int i = 0; i < cfg->nev; i++) {
			struct stat_ev *ev = &cfg->ev[i];
			PERFGEN_OPTS(perfgen_count, c);
			struct perfgen_count d;

			if (ev->reason[0]) {
				print_event(out, cfg, t, u, ev, NULL, ev->reason);
				continue;
			}
			if (stat_read(cfg, i, u, &c)) {
				print_event(out, cfg, t, u, ev, NULL, perfgen_errmsg());
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
			print_event(out, cfg, t, u, ev, &d, NULL);
		}
	}
	return ferror(out) ? -1 : 0;
}
