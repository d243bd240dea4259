/* SPDX-License-Identifier: MIT */
/* The per-thread message (error.c); free of kernel headers for pfm.c. */
#ifndef PERFGEN_ERROR_H
#define PERFGEN_ERROR_H

#define PG_HIDDEN __attribute__((visibility("hidden")))
#define PG_PRINTF(a, b) __attribute__((format(printf, a, b)))

/* Set this thread's message and return err (a negative errno). */
PG_HIDDEN int pg_err(int err, const char *fmt, ...) PG_PRINTF(2, 3);
/* pg_err(err, "%s", msg) without printf's cost. */
PG_HIDDEN int pg_err_str(int err, const char *msg);
/* Append to the message (used to add an explanation to an errno). */
PG_HIDDEN void pg_err_append(const char *fmt, ...) PG_PRINTF(1, 2);
PG_HIDDEN void pg_err_clear(void);

/*
 * pfm.c: encode a native libpfm4 event string for libpfm4 PMU `pmu`.
 * Plain types only: libpfm4 ships its own copy of perf_event.h, which
 * cannot share a translation unit with the kernel's.
 */
struct pg_pfm_out {
	unsigned int type;
	unsigned long long config, config1;
	int exclude_user, exclude_kernel, exclude_hv;
};
PG_HIDDEN int pg_pfm_encode(const char *name, const char *pmu, const char *cpuid,
			    const char *uarch, struct pg_pfm_out *out);

#endif
