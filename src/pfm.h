/* SPDX-License-Identifier: MIT */
/*
 * Native libpfm4 event names (pfm.c).  Plain types only: libpfm4 ships its
 * own copy of perf_event.h, which cannot share a translation unit with the
 * kernel's.
 */
#ifndef PERFGEN_PFM_H
#define PERFGEN_PFM_H

#include "error.h"

struct pg_pfm_out {
	unsigned int type;
	unsigned long long config, config1;
	int exclude_user, exclude_kernel, exclude_hv;
};

/* Encode name for libpfm4 PMU `pmu`; cpuid and uarch for the message. */
PG_HIDDEN int pg_pfm_encode(const char *name, const char *pmu, const char *cpuid,
			    const char *uarch, struct pg_pfm_out *out);

#endif
