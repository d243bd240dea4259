// SPDX-License-Identifier: MIT
/*
 * perfgen stat's metrics: the text format of Prometheus' tools
 * (OpenMetrics) on standard output, or written atomically to
 * --openmetrics-file.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "outfile.h"
#include "stat.h"

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

static int fill(FILE *f, void *cfg)
{
	om_write(f, cfg, 0);
	return ferror(f) ? -1 : 0;
}

/*
 * The Prometheus text for node_exporter's textfile collector, through
 * outfile.c: a temporary next to the path, renamed over it only when a
 * regular file (or nothing) is there; readers never see half.
 * STAT_OUT_REFUSED when something else is there now.
 */
static int om_file(struct stat_cfg *cfg)
{
	char why[512];
	int err = outfile_write(cfg->om_file, 0644, fill, cfg, why, sizeof(why));

	if (err == OUTFILE_NOT_REGULAR) {
		fprintf(stderr, "perfgen stat: --openmetrics-file '%s' %s now: left as it is, "
			"and nothing more is written\n", cfg->om_file, why);
		return STAT_OUT_REFUSED;
	}
	if (err) {
		fprintf(stderr, "perfgen stat: --openmetrics-file '%s': %s\n", cfg->om_file, why);
		return -1;
	}
	return 0;
}

int stat_metrics(FILE *out, struct stat_cfg *cfg)
{
	/* Counters: always the totals since the start, whatever -I. */
	if (cfg->om_file)
		return om_file(cfg);
	om_write(out, cfg, 1);
	return ferror(out) ? -1 : 0;
}
