/* SPDX-License-Identifier: MIT */
/* The threads of a process (threads.c). */
#ifndef PERFGEN_THREADS_H
#define PERFGEN_THREADS_H

#include <sys/types.h>

#include "error.h"

/*
 * The threads of process pid, sorted, in a new array *out (free() it):
 * their count, or -errno with the message (-ESRCH: no such process).
 */
PG_HIDDEN int pg_threads_list(pid_t pid, pid_t **out);

#endif
