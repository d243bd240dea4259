/* SPDX-License-Identifier: MIT */
/* What perfgen validate found for a concept, and how it is printed. */
#ifndef PERFGEN_CLI_VALIDATE_REPORT_H
#define PERFGEN_CLI_VALIDATE_REPORT_H

#include <stdio.h>

#include "validate-run.h"
#include "verdict.h"

/* What one concept came to. */
struct result {
	const char *name;
	int software;
	char encoding[320];	/* "" when it did not resolve */
	int exact;		/* table exactness; -1 unknown */
	const struct pgk_plan *plan;
	struct pv_input in;
	struct pv_outcome out;
	struct pgk_shot sig, ctl;	/* the runs judged (the median repetition) */
	char reason[1024];
	/* "" or why it was counted in user space only (perf_event_paranoid) */
	char user_only[160];
};

/* One JSON object (the schema of perfgen(1), VALIDATE), one line. */
void pv_print_json(const struct result *r, const char *cpu, const char *release, int repeat);
/* The human form: measured against expected, the band, the verdict. */
void pv_print_human(const struct result *r);

#endif
