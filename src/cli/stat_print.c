// SPDX-License-Identifier: MIT
/* perfgen stat's output: perf stat's human, CSV (-x) and JSON forms. */
#include <inttypes.h>
#include <string.h>

#include "stat.h"

static void json_str(FILE *out, const char *s)
{
	fputc('"', out);
	for (; *s; s++) {
		if (*s == '"' || *s == '\\')
			fprintf(out, "\\%c", *s);
		else if ((unsigned char)*s < 0x20)
			fprintf(out, "\\u%04x", (unsigned char)*s);
		else
			fputc(*s, out);
	}
	fputc('"', out);
}

static int is_clock(const char *ev)
{
	return !strncmp(ev, "task-clock", 10) || !strncmp(ev, "cpu-clock", 9);
}

/* One line for event name, reading c (NULL: not counted, reason). */
static void print_event(FILE *out, const struct stat_cfg *cfg, double t, const char *name,
			const struct perfgen_count *c, const char *reason)
{
	double pct = c && c->time_enabled ? 100.0 * (double)c->time_running /
		(double)c->time_enabled : 100.0;
	int clock = is_clock(name), counted = c && !(c->time_running == 0 && c->time_enabled);
	const char *unit = clock ? "msec" : "";
	char val[64] = "<not counted>";

	if (counted && clock)
		snprintf(val, sizeof(val), "%.2f", (double)c->scaled / 1e6);
	else if (counted)
		snprintf(val, sizeof(val), "%" PRIu64, c->scaled);
	if (!reason)
		reason = counted ? "" : "not scheduled on a counter while enabled";
	if (cfg->mode == OUT_CSV) {
		if (cfg->interval_ms)
			fprintf(out, "%.3f%s", t, cfg->sep);
		fprintf(out, "%s%s%s%s%s%s%" PRIu64 "%s%.2f%s%s\n", val, cfg->sep, unit, cfg->sep,
			name, cfg->sep, c ? c->time_running : 0, cfg->sep, c ? pct : 0.0,
			cfg->sep, reason);
		return;
	}
	if (cfg->mode == OUT_JSON) {
		fputc('{', out);
		if (cfg->interval_ms)
			fprintf(out, "\"interval\" : %.3f, ", t);
		fprintf(out, "\"counter-value\" : ");
		json_str(out, val);
		fprintf(out, ", \"unit\" : \"%s\", \"event\" : ", unit);
		json_str(out, name);
		fprintf(out, ", \"event-runtime\" : %" PRIu64 ", \"pcnt-running\" : %.2f",
			c ? c->time_running : 0, c ? pct : 0.0);
		if (reason[0]) {
			fprintf(out, ", \"reason\" : ");
			json_str(out, reason);
		}
		fprintf(out, "}\n");
		return;
	}
	if (cfg->interval_ms)
		fprintf(out, "%14.6f ", t);
	fprintf(out, "%20s %-4s %s", val, unit, name);
	if (counted && pct < 100.0)
		fprintf(out, "    (%.2f%%, scaled)", pct);
	fputc('\n', out);
	if (reason[0])
		fprintf(out, "%20s      (%s)\n", "", reason);
}

void stat_print(FILE *out, const struct stat_cfg *cfg, struct stat_ev *se, double t,
		       int delta)
{
	for (int i = 0; i < cfg->nev; i++) {
		PERFGEN_OPTS(perfgen_count, c);
		struct perfgen_count d;

		if (!se[i].h) {
			print_event(out, cfg, t, cfg->ev[i], NULL, se[i].reason);
			continue;
		}
		if (perfgen_event_read(se[i].h, &c)) {
			print_event(out, cfg, t, cfg->ev[i], NULL, perfgen_errmsg());
			continue;
		}
		d = c;
		if (delta) {
			d.value -= se[i].last.value;
			d.scaled -= se[i].last.scaled;
			d.time_enabled -= se[i].last.time_enabled;
			d.time_running -= se[i].last.time_running;
		}
		se[i].last = c;
		print_event(out, cfg, t, cfg->ev[i], &d, NULL);
	}
}
