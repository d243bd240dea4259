/* SPDX-License-Identifier: MIT */
/* The extra-register whitelist check (whitelist.c). */
#ifndef PERFGEN_WHITELIST_H
#define PERFGEN_WHITELIST_H

#include <stdint.h>

#include "cpu.h"

/*
 * Check config1 against a whitelist as the kernel's extra-register rule
 * would: 0, or -EINVAL with the message naming the bits, the mask, the
 * MSR and the kernel's table (pmu and cpu only for the message).
 */
PG_HIDDEN int pg_whitelist_check(const struct pg_whitelist *wl, uint64_t config,
				 uint64_t config1, const struct pg_cpu *cpu, const char *pmu);

#endif
