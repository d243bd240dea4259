/* SPDX-License-Identifier: MIT */
/* Why perf_event_open(2) failed, in words (explain.c). */
#ifndef PERFGEN_EXPLAIN_H
#define PERFGEN_EXPLAIN_H

#include "resolve.h"

/*
 * Append to the message why an open of r failed with err: the
 * perf_event_paranoid level and what it allows, no PMU (in a VM), or the
 * errno.
 */
PG_HIDDEN void pg_explain_open_error(int err, const struct pg_resolved *r, int cpu_wide);

#endif
