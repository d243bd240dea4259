/* SPDX-License-Identifier: MIT */
/*
 * Internal layout of the tables that data/gen.py generates from data/.
 *
 * Everything here is `static const` and read-only after the build: the
 * resolver only indexes and binary-searches it, so lookups need no lock,
 * no allocation and no I/O.
 */
#ifndef PERFGEN_TABLES_H
#define PERFGEN_TABLES_H

#include <stdint.h>

enum pg_kind {
	PG_KIND_HARDWARE = 0,
	PG_KIND_SOFTWARE = 1,
};

enum pg_row_type {
	PG_ROW_MISSING = 0,	/* software concept slot: no row */
	PG_ROW_UNSUPPORTED,	/* the CPU cannot count it: see .unsupported */
	PG_ROW_HARDWARE,	/* PERF_TYPE_HARDWARE, config = PERF_COUNT_HW_* */
	PG_ROW_HW_CACHE,	/* PERF_TYPE_HW_CACHE, config = id|op<<8|res<<16 */
	PG_ROW_RAW,		/* PERF_TYPE_RAW (or the hybrid PMU's type) */
	PG_ROW_SUM,		/* the sum of nr_parts raw encodings (.parts); config
				 * and config1 repeat part 0 */
};

/* Most parts a sum row has (data/gen.py PARTS_MAX). */
#define PG_PARTS_MAX 4

/* One raw encoding of a sum row. */
struct pg_part {
	uint64_t config;
	uint64_t config1;
	const char *json;	/* perf JSON event name, "" if none */
	const char *pfm;	/* libpfm4 event string, "" if none */
};

enum pg_vendor {
	PG_VENDOR_INTEL = 0,
	PG_VENDOR_AMD = 1,
	PG_VENDOR_HYGON = 2,
	PG_VENDOR_NR,
};

enum pg_pmu {
	PG_PMU_CPU = 0,
	PG_PMU_CPU_CORE = 1,
	PG_PMU_CPU_ATOM = 2,
	PG_PMU_NR,
};

struct pg_concept {
	const char *name;
	const char *definition;
	uint8_t kind;		/* enum pg_kind */
	uint8_t sw_config;	/* PERF_COUNT_SW_* for software concepts */
};

struct pg_row {
	uint64_t config;
	uint64_t config1;
	const char *json;	/* perf JSON event name, "" if none */
	const char *pfm;	/* libpfm4 event string, "" if none */
	const char *ref;	/* manual section, "" if none */
	const char *approx;	/* what differs, "" when exact */
	const char *unsupported; /* reason, for PG_ROW_UNSUPPORTED */
	const char *disagree;	/* known oracle disagreement, "" if none */
	uint8_t type;		/* enum pg_row_type */
	uint8_t exact;
	uint8_t nr_parts;	/* PG_ROW_SUM: 2..PG_PARTS_MAX; else 0 */
	const struct pg_part *parts; /* PG_ROW_SUM only */
};

struct pg_wl_entry {
	uint64_t valid;		/* config1 bits the kernel accepts */
	uint32_t msr;
	uint16_t event;		/* config & 0xffff: event select | umask << 8 */
};

struct pg_whitelist {
	const char *name;
	const char *kernel;	/* the kernel's array name */
	const struct pg_wl_entry *entries;
	uint8_t nr;
};

struct pg_pmu_rows {
	uint8_t pmu;		/* enum pg_pmu */
	const struct pg_whitelist *wl;
	const struct pg_row *rows; /* indexed by concept, pg_nr_concepts long */
};

struct pg_uarch {
	const char *name;
	const char *description;
	const char *perf_json;
	const char *libpfm4;
	const char *kernel;
	uint8_t vendor;		/* enum pg_vendor */
	uint8_t nr_pmus;
	struct pg_pmu_rows pmus[2];
};

struct pg_cpumap {
	const char *source;
	uint16_t family;
	uint16_t uarch;		/* index into pg_uarchs */
	uint8_t vendor;		/* enum pg_vendor */
	uint8_t model_lo, model_hi;
	uint8_t step_lo, step_hi;
	uint8_t hybrid;
};

/* Sorted by name: binary search. */
extern const struct pg_concept pg_concepts[];
extern const unsigned int pg_nr_concepts;
/* Sorted by name. */
extern const struct pg_uarch pg_uarchs[];
extern const unsigned int pg_nr_uarchs;
/* Sorted by vendor, family, model_lo, step_lo; ranges never overlap. */
extern const struct pg_cpumap pg_cpumap[];
extern const unsigned int pg_nr_cpumap;
extern const struct pg_whitelist pg_whitelists[];
extern const unsigned int pg_nr_whitelists;

#endif
