// SPDX-License-Identifier: MIT
/* perfgen validate's output: a line per concept, or its JSON object. */
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "json.h"
#include "validate-report.h"

/* A JSON number, or null when there is none. */
static void json_number(FILE *f, int have, double v, int decimals)
{
	if (!have || !isfinite(v))
		fputs("null", f);
	else
		fprintf(f, "%.*f", decimals, v);
}

/* A JSON string, or null when there is none. */
static void json_text(FILE *f, int have, const char *s)
{
	if (have)
		json_string(f, s);
	else
		fputs("null", f);
}

void pv_print_json(const struct result *r, const char *cpu, const char *release, int repeat)
{
	const struct pv_outcome *o = &r->out;
	int counted = o->verdict == PV_PASS || o->verdict == PV_FAIL, sig = counted &&
		      r->in.signal.run, ctl = counted && r->in.control.run;
	int dec = r->plan && (r->plan->rule == PGK_RULE_CHANCE || r->plan->rule == PGK_RULE_RATE ||
			      r->plan->rule == PGK_RULE_ROUNDS) ? 1 : 0;

	fputs("{\"cpu\": ", stdout);
	json_string(stdout, cpu);
	fputs(", \"kernel_release\": ", stdout);
	json_string(stdout, release);
	fputs(", \"concept\": ", stdout);
	json_string(stdout, r->name);
	printf(", \"kind\": \"%s\", \"encoding\": ", r->software ? "software" : "hardware");
	json_text(stdout, r->encoding[0] != '\0', r->encoding);
	printf(", \"exact\": %s", r->exact < 0 ? "null" : r->exact ? "true" : "false");
	fputs(", \"microkernel\": ", stdout);
	json_text(stdout, sig, r->sig.what);
	fputs(", \"expected\": ", stdout);
	json_number(stdout, sig, r->in.signal.band.expected, dec);
	fputs(", \"low\": ", stdout);
	json_number(stdout, sig, o->lo, dec);
	fputs(", \"high\": ", stdout);
	json_number(stdout, sig, o->hi, dec);
	fputs(", \"measured\": ", stdout);
	json_number(stdout, sig, o->measured, dec);
	fputs(", \"ratio\": ", stdout);
	json_number(stdout, sig, o->ratio, 6);
	fputs(", \"enabled\": ", stdout);
	json_number(stdout, sig, (double)r->in.signal.reading.enabled, 0);
	fputs(", \"running\": ", stdout);
	json_number(stdout, sig, (double)r->in.signal.reading.running, 0);
	fputs(", \"control_microkernel\": ", stdout);
	json_text(stdout, ctl, r->ctl.what);
	fputs(", \"control_measured\": ", stdout);
	json_number(stdout, ctl, o->ctl_measured, dec);
	fputs(", \"control_high\": ", stdout);
	json_number(stdout, ctl, o->ctl_hi, dec);
	printf(", \"repeat\": %d, \"verdict\": \"%s\", \"reason_code\": \"%s\", \"reason\": ",
	       repeat, pv_verdict_name(o->verdict), pv_reason_code(o->reason));
	json_string(stdout, r->reason);
	fputs("}\n", stdout);
}

void pv_print_human(const struct result *r)
{
	const struct pv_outcome *o = &r->out;
	const char *v = pv_verdict_name(o->verdict);

	if (o->verdict == PV_CANNOT || o->verdict == PV_SKIPPED) {
		printf("  %-17s %-13s %s\n", r->name, v, r->reason);
		return;
	}
	printf("  %-17s %-13s", r->name, v);
	if (r->in.signal.run)
		printf(" %.0f, expected %.0f (%.0f..%.0f), ratio %.4f", o->measured,
		       r->in.signal.band.expected, o->lo, o->hi, o->ratio);
	if (r->in.control.run)
		printf("%s control %.0f <= %.0f", r->in.signal.run ? ";" : "", o->ctl_measured,
		       o->ctl_hi);
	putchar('\n');
	if (r->in.signal.run)
		printf("  %-17s %-13s %s\n", "", "", r->sig.what);
	if (r->in.control.run)
		printf("  %-17s %-13s control: %s\n", "", "", r->ctl.what);
	if (r->reason[0])
		printf("  %-17s %-13s (%s)\n", "", "", r->reason);
}
