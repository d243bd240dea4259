/* SPDX-License-Identifier: MIT */
/* What event.c shows group.c and its tests. */
#ifndef PERFGEN_EVENT_H
#define PERFGEN_EVENT_H

#include <perfgen/perfgen.h>

#include "error.h"

/* The page the handle mapped for the rdpmc fast path, or NULL. */
PG_HIDDEN const void *pg_event_page(const struct perfgen_event *ev);

/*
 * The counter options of a caller's perfgen_event_opts (NULL: defaults),
 * checked by the sz rule (what names it in messages); *cpus holds the CPU
 * list's numbers, to free after the open.  0, or -errno with the message.
 */
PG_HIDDEN int pg_event_opts_convert(const struct perfgen_event_opts *opts, const char *what,
				    struct perfgen_counter_opts *co, int **cpus);

#endif
