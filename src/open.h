/* SPDX-License-Identifier: MIT */
/* attr -> fd: the options applied, the syscall through the seam (open.c). */
#ifndef PERFGEN_OPEN_H
#define PERFGEN_OPEN_H

#include <perfgen/perfgen.h>

#include "resolve.h"

/*
 * Apply o (a full-size struct) to r's attr, in place and idempotently,
 * and open it: the fd, or -errno with the message explaining it.
 */
PG_HIDDEN int pg_open_resolved(struct pg_resolved *r, const char *event, pid_t pid, int cpu,
			       int group_fd, unsigned long flags,
			       const struct perfgen_open_opts *o);

#endif
