/* SPDX-License-Identifier: MIT */
/* The core PMUs' event-string terms and their formats (terms.c). */
#ifndef PERFGEN_TERMS_H
#define PERFGEN_TERMS_H

#include <stddef.h>
#include <stdint.h>

#include "error.h"

/*
 * One term: its name, its sysfs-style format ("config:0-7"), and for a
 * config1 term the extra registers (MSRs) its value is for (0: none).
 */
struct pg_term {
	const char *name;
	const char *format;
	uint32_t msr[2];
};

/* The terms of the vendor's core PMU (enum pg_vendor; AMD's for Hygon). */
PG_HIDDEN const struct pg_term *pg_terms(int vendor, size_t *n);

/* One parsed format: which config word, and its bit ranges. */
struct pg_format {
	uint8_t field;		/* 0 config, 1 config1, 2 config2 */
	uint8_t nr;		/* ranges used */
	uint8_t lo[4], hi[4];
};
/* Parse one sysfs-style format string "config:0-7,32-35". */
PG_HIDDEN int pg_format_parse(const char *s, struct pg_format *f);
/* Place value into the fields of f; -EINVAL if it does not fit. */
PG_HIDDEN int pg_format_apply(const struct pg_format *f, uint64_t value, uint64_t cfg[3]);
/* The value f's fields hold in cfg: the inverse of pg_format_apply(). */
PG_HIDDEN uint64_t pg_format_value(const struct pg_format *f, const uint64_t cfg[3]);

#endif
