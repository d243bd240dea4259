/* SPDX-License-Identifier: MIT */
/*
 * A newer header's options: the structs as 0.1 and 0.2 left them
 * (tests/abi/perfgen-v0_1.h, perfgen-v0_2.h) with one field appended, an
 * int and a uint64_t.  The int lands in the tail padding, so sizeof, and
 * the sz such a caller passes, stay as they were: only the library's own
 * knowledge of where its last field ends tells it that the caller set a
 * field it cannot honour.
 */
#ifndef PERFGEN_TEST_ABI_NEXT_H
#define PERFGEN_TEST_ABI_NEXT_H

#include "perfgen-v0_2.h"

#define PERFGEN_OPEN_OPTS_V0_1_FIELDS  \
	size_t sz;                     \
	const char *cpuid;             \
	uint64_t sample_period;        \
	uint64_t read_format;          \
	unsigned int exclude_user : 1; \
	unsigned int exclude_kernel : 1; \
	unsigned int exclude_hv : 1;   \
	unsigned int disabled : 1;     \
	unsigned int inherit : 1;      \
	unsigned int enable_on_exec : 1; \
	unsigned int pinned : 1;       \
	unsigned int exclusive : 1;    \
	unsigned int cloexec : 1;

struct perfgen_open_opts_next_int {
	PERFGEN_OPEN_OPTS_V0_1_FIELDS
	int next;
};

struct perfgen_open_opts_next_u64 {
	PERFGEN_OPEN_OPTS_V0_1_FIELDS
	uint64_t next;
};

struct perfgen_event_opts_next_int {
	PERFGEN_EVENT_OPTS_V0_2_FIELDS
	int next;
};

struct perfgen_event_opts_next_u64 {
	PERFGEN_EVENT_OPTS_V0_2_FIELDS
	uint64_t next;
};

#endif
