/* SPDX-License-Identifier: MIT */
/*
 * The library's own limits, each defined once (the table limits are in
 * tables.h and checked against the generator's output by static asserts).
 * Free of kernel headers: pfm.c includes it next to libpfm4's.
 */
#ifndef PERFGEN_BOUNDS_H
#define PERFGEN_BOUNDS_H

/* Longest event string accepted, with its NUL. */
#define PG_EVENT_MAX 1024
/* CPU numbers 0 .. PG_CPUS_MAX-1 (Debian's NR_CPUS). */
#define PG_CPUS_MAX 8192
/* Most events of one group (perfgen_group_open). */
#define PG_GROUP_MAX 64

#endif
