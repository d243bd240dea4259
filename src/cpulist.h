/* SPDX-License-Identifier: MIT */
/*
 * CPU lists, the one parser: as people write them for perf stat -C
 * ("0-3,8", strictly) and as the kernel writes them in sysfs (cpulist.c).
 */
#ifndef PERFGEN_CPULIST_H
#define PERFGEN_CPULIST_H

#include <stdint.h>

#include "bounds.h"
#include "error.h"

/*
 * Parse a CPU list into mask (PG_CPUS_MAX bits), as perfgen_cpuset_parse(3)
 * describes (flags: 0 or PERFGEN_CPUSET_SYSFS).  Returns the number of
 * CPUs, or -EINVAL (-E2BIG for a CPU >= PG_CPUS_MAX) with the message
 * naming the byte.  Thread-safe.
 */
PG_HIDDEN int pg_cpulist_parse(const char *s, unsigned int flags, uint64_t *mask);
/* The first CPU of mask (PG_CPUS_MAX bits) after cpu (-1: from 0), or -1. */
PG_HIDDEN int pg_cpulist_next(const uint64_t *mask, int cpu);
/* A CPU-list file of sysfs into mask (PG_CPUS_MAX bits): count or -errno, message set. */
PG_HIDDEN int pg_cpulist_read(const char *path, uint64_t *mask);
/* The online CPUs: their count, or -errno with the message set. */
PG_HIDDEN int pg_cpus_online(uint64_t *mask);

#endif
