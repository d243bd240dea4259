/* SPDX-License-Identifier: MIT */
/* CPU lists as sysfs writes them, "0-3,8,10-11" (cpulist.c). */
#ifndef PERFGEN_CPULIST_H
#define PERFGEN_CPULIST_H

#include <stdint.h>

#include "bounds.h"
#include "error.h"

/*
 * Parse a CPU list into mask (max bits).  Returns the number of CPUs,
 * -EINVAL if malformed, -E2BIG if a CPU is >= max.  Pure.
 */
PG_HIDDEN int pg_cpulist_parse(const char *s, uint64_t *mask, int max);
/* The first CPU of mask (PG_CPUS_MAX bits) after cpu (-1: from 0), or -1. */
PG_HIDDEN int pg_cpulist_next(const uint64_t *mask, int cpu);
/* A CPU-list file of sysfs into mask (PG_CPUS_MAX bits): count or -errno. */
PG_HIDDEN int pg_cpulist_read(const char *path, uint64_t *mask);
/* The online CPUs: their count, or -errno with the message set. */
PG_HIDDEN int pg_cpus_online(uint64_t *mask);

#endif
