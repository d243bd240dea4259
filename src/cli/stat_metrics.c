// SPDX-License-Identifier: MIT
/*
 * perfgen stat's metrics: the text format of Prometheus' tools
 * (OpenMetrics) on standard output, or written atomically to
 * --openmetrics-file.
 */
#include <stdbool.h>
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

/* Every event's count on every unit, each from one read. */
struct reading {
	struct perfgen_count *c;	/* [event * nunits + unit] */
	unsigned char *ok;		/* [event * nunits + unit]: it was read */
};

/*
 * The counts as metric families, each sample labelled with the concept,
 * the CPU, the PMU and how exactly it counts.  With -a or -C every sample
 * is one CPU's and no total stands beside them (a sum over the family
 * would count everything twice: sum by (concept) gives it); counting a
 * command or -p, there is one sample, cpu="all".  The count, the enabled
 * and the running time of one sample come from one read, so running never
 * exceeds enabled.  Two dialects of one text: OpenMetrics 1.0 names a
 * counter family without _total in HELP/TYPE (and gives the seconds their
 * UNIT); the Prometheus text format that node_exporter's textfile
 * collector and promtool read names it with _total, as its samples are
 * named.  Both end with # EOF (a comment to the Prometheus parser): a
 * reader can tell a whole file.
 */
static void om_write(FILE *out, const struct stat_cfg *cfg, const struct reading *r,
		     int openmetrics)
{
	static const struct {
		const char *name, *unit, *help;
	} fam[] = {
		{ "perfgen_events", NULL, "What each libperfgen concept counted, scaled for "
					  "the time its counter was not running (multiplexing)." },
		{ "perfgen_enabled_seconds", "seconds", "How long each count was enabled." },
		{ "perfgen_running_seconds", "seconds", "How long each count was on a counter." },
		/* Uncore concepts' counts turned into what they measure. */
		{ "perfgen_bytes", "bytes", "Bytes each memory-traffic concept counted "
					    "(its count times the bytes one count is)." },
		{ "perfgen_joules", "joules", "Energy each energy concept counted, in joules." },
	};
	const char *suffix = openmetrics ? "" : "_total";

	for (size_t f = 0; f < sizeof(fam) / sizeof(*fam); f++) {
		bool any = f < 3;

		for (int i = 0; !any && i < cfg->nev; i++)
			any = !strcmp(cfg->ev[i].sunit, fam[f].unit);
		if (!any)
			continue;
		fprintf(out, "# HELP %s%s %s\n# TYPE %s%s counter\n", fam[f].name, suffix,
			fam[f].help, fam[f].name, suffix);
		if (openmetrics && fam[f].unit)
			fprintf(out, "# UNIT %s %s\n", fam[f].name, fam[f].unit);
		for (int i = 0; i < cfg->nev; i++) {
			const struct stat_ev *ev = &cfg->ev[i];

			for (int u = 0; u < cfg->nunits; u++) {
				size_t k = (size_t)i * (size_t)cfg->nunits + (size_t)u;
				const struct perfgen_count *c = &r->c[k];
				char cpu[16];
				double v;

				if (!r->ok[k] || (f >= 3 && strcmp(ev->sunit, fam[f].unit)))
					continue;
				if (cfg->per_cpu && cfg->aggr)
					stat_unit_label(cfg, u, cpu, sizeof(cpu));
				else if (cfg->per_cpu)
					snprintf(cpu, sizeof(cpu), "%d", cfg->units[u]);
				else
					snprintf(cpu, sizeof(cpu), "all");
				v = f == 0 ? (double)c->scaled : f >= 3 ? (double)c->scaled * ev->scale :
				    (double)(f == 1 ? c->time_enabled : c->time_running) / 1e9;
				fprintf(out, "%s_total{", fam[f].name);
				om_label(out, "concept", ev->name, 1);
				om_label(out, cfg->aggr == AGGR_SOCKET ? "socket" :
					      cfg->aggr == AGGR_DIE ? "die" : "cpu", cpu, 0);
				om_label(out, "pmu", ev->pmu, 0);
				om_label(out, "exactness", ev->exactness, 0);
				fprintf(out, f == 0 ? "} %.0f\n" : f >= 3 ? "} %.17g\n" : "} %.9f\n", v);
			}
		}
	}
	fputs("# EOF\n", out);
}

struct om_fill {
	const struct stat_cfg *cfg;
	const struct reading *r;
};

static int fill(FILE *f, void *arg)
{
	const struct om_fill *a = arg;

	om_write(f, a->cfg, a->r, 0);
	return ferror(f) ? -1 : 0;
}

/*
 * The Prometheus text for node_exporter's textfile collector, through
 * outfile.c: a temporary next to the path, renamed over it only when a
 * regular file (or nothing) is there; readers never see half.
 * STAT_OUT_REFUSED when something else is there now.
 */
static int om_file(const struct stat_cfg *cfg, const struct reading *r)
{
	struct om_fill a = { cfg, r };
	char why[512];
	int err = outfile_write(cfg->om_file, 0644, fill, &a, why, sizeof(why));

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
	size_t n = (size_t)cfg->nev * (size_t)cfg->nunits;
	struct reading r = { calloc(n ? n : 1, sizeof(*r.c)), calloc(n ? n : 1, 1) };
	int err = 0;

	if (!r.c || !r.ok) {
		free(r.c);
		free(r.ok);
		fprintf(stderr, "perfgen stat: out of memory\n");
		return -1;
	}
	/* Counters: always the totals since the start, whatever -I. */
	for (int i = 0; i < cfg->nev; i++)
		for (int u = 0; u < cfg->nunits; u++) {
			size_t k = (size_t)i * (size_t)cfg->nunits + (size_t)u;

			r.c[k] = (struct perfgen_count){ .sz = sizeof(r.c[k]) };
			r.ok[k] = !cfg->ev[i].reason[0] && !stat_read(cfg, i, u, &r.c[k]);
		}
	if (cfg->om_file)
		err = om_file(cfg, &r);
	if (cfg->om_stdout) {	/* the same reading, whatever became of the file */
		om_write(out, cfg, &r, 1);
		err = err ? err : ferror(out) ? -1 : 0;
	}
	free(r.c);
	free(r.ok);
	return err;
}

int stat_metrics_args(const struct stat_cfg *cfg)
{
	if (cfg->mode != OUT_OPENMETRICS)
		return 0;
	if (cfg->om_stdout && cfg->interval_ms) {
		fprintf(stderr, "perfgen stat: --openmetrics with -I: an OpenMetrics text ends at its "
			"one # EOF, so standard output can hold one reading, not one per interval; "
			"use --openmetrics-file PATH alone, rewritten whole at every interval\n");
		return STAT_USAGE;
	}
	return stat_metrics_unique(cfg);
}

int stat_metrics_unique(const struct stat_cfg *cfg)
{
	if (cfg->mode != OUT_OPENMETRICS)
		return 0;
	for (int i = 0; i < cfg->nev; i++)
		for (int j = 0; j < i; j++)
			if (!strcmp(cfg->ev[i].name, cfg->ev[j].name)) {
				fprintf(stderr, "perfgen stat: event '%s' is given twice: the metrics "
					"would hold two series with the same labels, which "
					"collectors refuse; name each event once\n",
					cfg->ev[i].name);
				return STAT_USAGE;
			}
	return 0;
}
