/* SPDX-License-Identifier: MIT */
/* perfgen validate: a concept opened, as an unprivileged user may (validate-open.c). */
#ifndef PERFGEN_CLI_VALIDATE_OPEN_H
#define PERFGEN_CLI_VALIDATE_OPEN_H

#include "validate-report.h"

/*
 * Open r's concept with eo into *ev.  Refused by permission where
 * perf_event_paranoid (2 and above) keeps an unprivileged user from
 * counting the kernel: counted in user space only, as perfgen stat and
 * perf stat fall back for an event written without modifiers (validate
 * takes none), with r->user_only saying so; a concept that reads 0 in
 * user space gets r->reason instead.  Returns 0 or the negative errno.
 */
int pv_open_concept(struct result *r, struct perfgen_counter_opts *eo,
		    struct perfgen_counter **ev);

/*
 * A band of cache lines (a sweep's) as counts of ev's uncore concept,
 * each worth its scale in bytes (perfgen_counter_scale()).
 */
struct pv_band;
void pv_bytes_band(struct perfgen_counter *ev, struct pv_band *b);

#endif /* PERFGEN_CLI_VALIDATE_OPEN_H */
