/* SPDX-License-Identifier: MIT */
/*
 * The structs of release 0.2 that differ from 0.1 (tests/abi/perfgen-v0_1.h)
 * and are read by the library, copied from its perfgen.h with _v0_2 names:
 * perfgen_event_opts with the reserved word and process.  perfgen_open_opts
 * is as it was in 0.1.  Never edit these: they are what 0.2 binaries pass.
 */
#ifndef PERFGEN_TEST_ABI_V0_2_H
#define PERFGEN_TEST_ABI_V0_2_H

#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

#define PERFGEN_EVENT_OPTS_V0_2_FIELDS \
	size_t sz;                     \
	const char *cpuid;             \
	pid_t pid;                     \
	const char *cpus;              \
	unsigned int all_cpus : 1;     \
	unsigned int exclude_user : 1; \
	unsigned int exclude_kernel : 1; \
	unsigned int exclude_hv : 1;   \
	unsigned int disabled : 1;     \
	unsigned int inherit : 1;      \
	unsigned int enable_on_exec : 1; \
	unsigned int no_rdpmc : 1;     \
	unsigned int reserved;         \
	int process;

struct perfgen_event_opts_v0_2 {
	PERFGEN_EVENT_OPTS_V0_2_FIELDS
};

#endif
