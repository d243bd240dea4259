/* SPDX-License-Identifier: MIT */
/* Lookups in the generated tables (table.c): concepts, PMUs, whitelists. */
#ifndef PERFGEN_TABLE_H
#define PERFGEN_TABLE_H

#include <stddef.h>
#include <stdint.h>

#include "error.h"
#include "tables.h"

/* Index of a concept name (len bytes, not NUL-terminated), or -1. */
PG_HIDDEN int pg_concept_find(const char *name, size_t len);
/*
 * Index into pg_papi of a PAPI preset name (len bytes: "PAPI_" as written,
 * the rest in any case), or -1.
 */
PG_HIDDEN int pg_papi_find(const char *name, size_t len);
/* enum pg_pmu of a PMU name, or -1. */
PG_HIDDEN int pg_pmu_find(const char *name, size_t len);
PG_HIDDEN const struct pg_pmu_rows *pg_uarch_pmu(const struct pg_uarch *u, int pmu);
/* Three closest concept names to a misspelt one, for the message. */
PG_HIDDEN void pg_suggest(const char *name, size_t len, char *buf, size_t sz);
/* The whitelist entry taking config's event select + umask, or NULL. */
PG_HIDDEN const struct pg_wl_entry *pg_wl_find(const struct pg_whitelist *wl, uint64_t config);

#endif
