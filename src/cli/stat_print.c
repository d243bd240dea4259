// SPDX-License-Identifier: MIT
/*
 * perfgen stat's output: perf stat's human, CSV (-x) and JSON forms, and
 * the text format of Prometheus' tools (OpenMetrics).  CSV fields are
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

/* The count of event i on unit u, summed over the processes of -p. */
static int stat_read(const struct stat_cfg *cfg, int i, int u, struct perfgen_count *out)
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
			"unprivileged user from counting the kernel; marked :u)\n", cfg->paranoid);
	fputc('\n', out);
}

/* One line for event ev on unit u, reading c (NULL: not counted, reason). */
static void print_event(FILE *out, const struct stat_cfg *cfg, double t, int u,
			const struct stat_ev *ev, const struct perfgen_count *c, const char *reason)
{
	double pct = c && c->time_enabled ? 100.0 * (double)c->time_running /
		(double)c->time_enabled : 100.0;
	/* As perf: not enabled or never on a counter (in this interval) is not counted. */
	int clock = is_clock(ev->spec), counted = c && c->time_running && c->time_enabled;
	const char *unit = clock ? "msec" : "";
	char val[64], cpu[24] = "", run[32], pcts[32], ts[32];

	snprintf(val, sizeof(val), "%s", !c && ev->reason[0] ? "<not supported>" :
		 "<not counted>");
	/* JSON: perf's "%f" of the value; the others as perf: msec .2, counts whole */
	if (counted && clock)
		snprintf(val, sizeof(val), cfg->mode == OUT_JSON ? "%f" : "%.2f",
			 (double)c->scaled / 1e6);
	else if (counted && cfg->mode == OUT_JSON)
		snprintf(val, sizeof(val), "%f", (double)c->scaled);
	else if (counted)
		snprintf(val, sizeof(val), "%" PRIu64, c->scaled);
	if (!reason)
		reason = counted ? "" : !c->time_enabled ?
			"not enabled: the task did not run while counted" :
			"not scheduled on a counter while enabled";
	if (cfg->per_cpu)
		snprintf(cpu, sizeof(cpu), "CPU%d", cfg->units[u]);
	snprintf(run, sizeof(run), "%" PRIu64, c ? c->time_running : 0);
	snprintf(pcts, sizeof(pcts), "%.2f", c ? pct : 0.0);
	snprintf(ts, sizeof(ts), "%.9f", t);	/* perf's: nanoseconds */
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
		fprintf(out, "%16.9f ", t);
	if (cfg->per_cpu)
		fprintf(out, "%-8s", cpu);
	fprintf(out, "%20s %-4s %s", val, unit, ev->name);
	if (counted && pct < 100.0)
		fprintf(out, "    (%.2f%%, scaled)", pct);
	fputc('\n', out);
	if (reason[0])
		fprintf(out, "%20s      (%s)\n", "", reason);
}

/* A label value: backslash, quote and newline escaped. */
static void om_label(FILE *out, const char *name, const char *v, int first)
{
	fprintf(out, "%s%s=\"", first ? "" : ",", name);
	for (; *v; v++) {
		if (*v == '\\' || *v == '"')
			fputc('\\', out);
		if (*v == '\n')
			fputs("\\n", out);
		else
			fputc(*v, out);
	}
	fputc('"', out);
}

/*
 * The counts as metric families, each sample labelled with the concept,
 * the CPU ("all" for the sum), the PMU and how exactly it counts.  Two
 * dialects of one text: OpenMetrics 1.0 names a counter family without
 * _total in HELP/TYPE (and gives the seconds their UNIT); the Prometheus
 * text format that node_exporter's textfile collector and promtool read
 * names it with _total, as its samples are named.  Both end with # EOF
 * (a comment to the Prometheus parser): a reader can tell a whole file.
 */
static void om_write(FILE *out, struct stat_cfg *cfg, int openmetrics)
{
	static const struct {
		const char *name, *unit, *help;
	} fam[] = {
		{ "perfgen_events", NULL, "What each libperfgen concept counted, scaled for "
					  "the time its counter was not running (multiplexing)." },
		{ "perfgen_enabled_seconds", "seconds", "How long each count was enabled." },
		{ "perfgen_running_seconds", "seconds", "How long each count was on a counter." },
	};
	const char *suffix = openmetrics ? "" : "_total";

	for (size_t f = 0; f < sizeof(fam) / sizeof(*fam); f++) {
		fprintf(out, "# HELP %s%s %s\n# TYPE %s%s counter\n", fam[f].name, suffix,
			fam[f].help, fam[f].name, suffix);
		if (openmetrics && fam[f].unit)
			fprintf(out, "# UNIT %s %s\n", fam[f].name, fam[f].unit);
		for (int i = 0; i < cfg->nev; i++) {
			const struct stat_ev *ev = &cfg->ev[i];
			struct perfgen_count sum = { .sz = sizeof(sum) };
			int any = 0;

			for (int u = 0; u <= cfg->nunits; u++) {
				PERFGEN_OPTS(perfgen_count, c);
				char cpu[16];
				double v;

				if (u == cfg->nunits) {
					if (!cfg->per_cpu || !any)
						break;
					c = sum;	/* the total after the CPUs */
					snprintf(cpu, sizeof(cpu), "all");
				} else {
					if (ev->reason[0] || stat_read(cfg, i, u, &c))
						continue;
					any = 1;
					sum.value += c.value, sum.scaled += c.scaled;
					sum.time_enabled += c.time_enabled;
					sum.time_running += c.time_running;
					if (cfg->per_cpu)
						snprintf(cpu, sizeof(cpu), "%d", cfg->units[u]);
					else
						snprintf(cpu, sizeof(cpu), "all");
				}
				v = f == 0 ? (double)c.scaled : (double)(f == 1 ? c.time_enabled :
									   c.time_running) / 1e9;
				fprintf(out, "%s_total{", fam[f].name);
				om_label(out, "concept", ev->name, 1);
				om_label(out, "cpu", cpu, 0);
				om_label(out, "pmu", ev->pmu, 0);
				om_label(out, "exactness", ev->exactness, 0);
				fprintf(out, f == 0 ? "} %.0f\n" : "} %.9f\n", v);
			}
		}
	}
	fputs("# EOF\n", out);
}

/*
 * The Prometheus text for node_exporter's textfile collector, into a
 * temporary next to path, then renamed over it: readers never see half.
 */
static int om_file(struct stat_cfg *cfg)
{
	char tmp[4096];
	FILE *f;
	int fd;

	if (snprintf(tmp, sizeof(tmp), "%s.XXXXXX", cfg->om_file) >= (int)sizeof(tmp))
		return -1;
	fd = mkostemp(tmp, O_CLOEXEC);
	if (fd < 0 || !(f = fdopen(fd, "w"))) {
		fprintf(stderr, "perfgen stat: --openmetrics-file %s: %s\n", cfg->om_file,
			strerror(errno));
		if (fd >= 0)
			close(fd);
		return -1;
	}
	om_write(f, cfg, 0);
	/* textfile collectors read it as another user: the usual file mode. */
	fchmod(fileno(f), 0644);
	if (fflush(f) || ferror(f) || fsync(fileno(f)) || fclose(f) || rename(tmp, cfg->om_file)) {
		fprintf(stderr, "perfgen stat: --openmetrics-file %s: %s\n", cfg->om_file,
			strerror(errno));
		unlink(tmp);
		return -1;
	}
	return 0;
}

int stat_print(FILE *out, struct stat_cfg *cfg, double t, int delta)
{
	(void)delta;
	if (cfg->mode == OUT_OPENMETRICS) {
		/* Counters: always the totals since the start, whatever -I. */
		if (cfg->om_file)
			return om_file(cfg);
		om_write(out, cfg, 1);
		return ferror(out) ? -1 : 0;
	}
	/* perf's column header with -I: first, then again every 26 intervals */
	if (cfg->mode == OUT_HUMAN && cfg->interval_ms && delta && cfg->intervals++ % 26 == 0)
		fprintf(out, "#%15s %s%20s %-4s events\n", "time", cfg->per_cpu ? "CPU     " : "",
			"counts", "unit");
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
