// SPDX-License-Identifier: MIT
/*
 * perfgen validate: a concept opened through the library, and counted in
 * user space only where perf_event_paranoid forbids more, as perfgen stat
 * falls back.
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include <perfgen/perfgen.h>

#include "cli.h"
#include "validate-kernels.h"
#include "validate-open.h"
#include "verdict.h"

/*
 * Software concepts the kernel counts only in kernel mode (the scheduler
 * raises them with its own registers): counted in user space only, they
 * read 0 whatever the process does (perf stat -e cs:u), so the fallback
 * below cannot prove them.
 */
static int kernel_mode_only(const char *concept)
{
	return !strcmp(concept, "context-switches") || !strcmp(concept, "cpu-migrations");
}

int pv_open_concept(struct result *r, struct perfgen_counter_opts *eo,
		    struct perfgen_counter **ev)
{
	const char *name[] = { r->name };
	int err = perfgen_counter_open(name, 1, eo, ev), level;

	if ((err != -EACCES && err != -EPERM) || eo->exclude_kernel ||
	    (level = paranoid_level()) < 2)
		return err;
	if (kernel_mode_only(r->name)) {
		snprintf(r->reason, sizeof(r->reason), "permission denied: perf_event_paranoid "
			 "is %d, which lets an unprivileged user count only user space, where "
			 "%s always reads 0 (the kernel counts it in kernel mode only); "
			 "CAP_PERFMON (or root) lifts the restriction", level, r->name);
		return err;
	}
	eo->exclude_kernel = true;
	eo->exclude_hv = true;
	err = perfgen_counter_open(name, 1, eo, ev);
	if (!err)
		snprintf(r->user_only, sizeof(r->user_only), "counted in user space only (:u): "
			 "perf_event_paranoid is %d, which keeps an unprivileged user from "
			 "counting the kernel", level);
	return err;
}

/* Each line is PGK_LINE bytes; each count scale bytes (64 for a CAS command). */
void pv_bytes_band(struct perfgen_counter *ev, struct pv_band *b)
{
	double scale = 1.0, f;

	perfgen_counter_scale(ev, 0, &scale, NULL);
	f = (double)PGK_LINE / scale;
	b->expected *= f;
	b->lo *= f;
	b->hi *= f;
}
