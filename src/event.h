/* SPDX-License-Identifier: MIT */
/* What event.c shows its tests. */
#ifndef PERFGEN_EVENT_H
#define PERFGEN_EVENT_H

#include <perfgen/perfgen.h>

#include "error.h"

/* The page the handle mapped for the rdpmc fast path, or NULL. */
PG_HIDDEN const void *pg_event_page(const struct perfgen_event *ev);

#endif
