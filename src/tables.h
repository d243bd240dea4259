/* SPDX-License-Identifier: MIT */
/*
 * Internal layout of the tables that data/gen.py generates from data/.
 *
 * Everything here is `const`, pointer-free and read-only: the resolver
 * only indexes and binary-searches it, so lookups need no lock, no
 * allocation and no I/O, and loading the library relocates none of it.
 */
#ifndef PERFGEN_TABLES_H
#define PERFGEN_TABLES_H

#include <stddef.h>
#include <stdint.h>

enum pg_kind {
	PG_KIND_HARDWARE = 0,
	PG_KIND_SOFTWARE = 1,
	PG_KIND_UNCORE = 2,	/* counted by a socket's uncore PMUs: pg_uncore_rows */
};

/* What an uncore concept's count is turned into (pg_uncore_row.scale). */
enum pg_unit {
	PG_UNIT_NONE = 0,	/* a count of events */
	PG_UNIT_BYTES = 1,
	PG_UNIT_JOULES = 2,
};

enum pg_row_type {
	PG_ROW_MISSING = 0,	/* software concept slot: no row */
	PG_ROW_UNSUPPORTED,	/* the CPU cannot count it: see .unsupported */
	PG_ROW_HARDWARE,	/* PERF_TYPE_HARDWARE, config = PERF_COUNT_HW_* */
	PG_ROW_HW_CACHE,	/* PERF_TYPE_HW_CACHE, config = id|op<<8|res<<16 */
	PG_ROW_RAW,		/* PERF_TYPE_RAW (or the hybrid PMU's type) */
	PG_ROW_SUM,		/* the sum of nr_parts raw encodings (pg_row_part()); config
				 * and config1 repeat part 0 */
	PG_ROW_WEIGHTED,	/* as PG_ROW_SUM, each part's count times its weight
				 * (a difference: 1 and -1) */
	PG_ROW_UNCORE,		/* pg_uncore_row: events on every instance of an uncore PMU */
};

/*
 * Most parts a derived row has (= data/gen.py DERIVED_PARTS_MAX: asserted
 * in tables.c); a sum row has at most PERFGEN_PARTS_MAX of them.
 */
#define PG_PARTS_MAX 8

/*
 * The tables hold no pointers: a string is a uint32_t offset into
 * pg_strtab (offset 0 is ""), and rows, sum parts and whitelist entries
 * are indices into the global arrays below.  No relocation touches them,
 * so they live in .rodata, shared by every process and never written by
 * the dynamic loader.  Read them through the helpers at the end of this
 * file only.
 */
typedef uint32_t pg_str_t;

/* One raw encoding of a sum or weighted row. */
struct pg_part {
	uint64_t config;
	uint64_t config1;
	pg_str_t json;		/* perf JSON event name, "" if none */
	pg_str_t pfm;		/* libpfm4 event string, "" if none */
	int32_t weight;		/* its count is multiplied by this: 1 in a sum, -1 for
				 * the subtracted part of a difference */
	pg_str_t formula;	/* part 0: the row's formula in event names ("A + 2 * B") */
};

enum pg_vendor {
	PG_VENDOR_INTEL = 0,
	PG_VENDOR_AMD = 1,
	PG_VENDOR_HYGON = 2,
	/*
	 * 64-bit Arm, identified by MIDR_EL1 (implementer, variant, part,
	 * revision), not CPUID: no x86 vendor string names it.
	 */
	PG_VENDOR_ARM = 3,
	PG_VENDOR_NR,
};

/* A vendor's name with its NUL: CPUID's 12 bytes, zero-padded. */
#define PG_VENDOR_NAME_MAX 16

enum pg_pmu {
	PG_PMU_CPU = 0,
	PG_PMU_CPU_CORE = 1,
	PG_PMU_CPU_ATOM = 2,
	/*
	 * The low-power E-cores of a three-PMU hybrid (Arrow Lake-H on
	 * kernels after 6.12): no table has rows for it yet; only the
	 * vendor's architectural rows reach it (resolve.c).
	 */
	PG_PMU_CPU_LOWPOWER = 3,
	PG_PMU_NR,	/* the named ones, pg_pmu_names[] */
};

/*
 * arm64 big.LITTLE / DynamIQ: the i-th of the running kernel's armv8_* and
 * armv9_* core PMUs (armv8_cortex_a53, armv8_cortex_a72, ...), in name
 * order, when it registered two or more of them (pmu.c).  Their names are
 * the kernel's, known at run time only; each has the CPU identity of the
 * CPUs it owns (host.c).  A single armv8_pmuv3 stays PG_PMU_CPU.
 */
#define PG_PMU_ARM PG_PMU_NR
#define PG_PMU_ARM_MAX 8
/* Every core PMU slot: arrays indexed by PMU, layout bits. */
#define PG_PMU_SLOTS (PG_PMU_ARM + PG_PMU_ARM_MAX)

/* A core PMU's sysfs name with its NUL. */
#define PG_PMU_NAME_MAX 16

struct pg_concept {
	/*
	 * Inline, not in the string table: the table sits beside the hash
	 * slots, so a first lookup touches no page of the string table.
	 */
	char name[24];
	uint8_t name_len;	/* strlen of name */
	pg_str_t definition;
	uint8_t kind;		/* enum pg_kind */
	uint8_t sw_config;	/* PERF_COUNT_SW_* for software concepts */
	uint8_t unit;		/* enum pg_unit: uncore concepts */
};

/* Most encodings an uncore row sums on each PMU instance. */
#define PG_UNCORE_EVENTS_MAX 16

/* One encoding of an uncore row. */
struct pg_uncore_event {
	uint64_t config;
	pg_str_t alias;		/* the driver's sysfs events/ name, "" if none */
	pg_str_t json;		/* perf JSON event name, "" if none */
};

/*
 * An uncore concept on a microarchitecture (data/uncore.toml): the PMU
 * whose every instance ("uncore_imc", "uncore_imc_0", ...) counts it,
 * the encodings summed on each, and what one count is worth in the
 * concept's unit.  Sorted by uarch, then concept.
 */
struct pg_uncore_row {
	double scale;		/* bytes or joules per count */
	pg_str_t pmu;		/* the kernel's PMU name, without the instance suffix */
	pg_str_t kernel_scale;	/* "6.103515625e-5 MiB": the driver's .scale and .unit */
	pg_str_t ref;
	pg_str_t approx;	/* what differs, "" when exact */
	pg_str_t unsupported;	/* reason, for PG_ROW_UNSUPPORTED */
	uint16_t uarch;		/* index into pg_uarchs */
	uint8_t concept;	/* index into pg_concepts */
	uint8_t type;		/* PG_ROW_UNCORE or PG_ROW_UNSUPPORTED */
	uint8_t exact;
	uint8_t free_running;	/* the driver's free-running counters (event 0xff) */
	uint8_t nr_events;
	uint16_t first_event;	/* index of encoding 0 in pg_uncore_events */
};

struct pg_row {
	uint64_t config;
	uint64_t config1;
	pg_str_t json;		/* perf JSON event name, "" if none */
	pg_str_t pfm;		/* libpfm4 event string, "" if none */
	pg_str_t ref;		/* manual section, "" if none */
	pg_str_t approx;	/* what differs, "" when exact */
	pg_str_t unsupported;	/* reason, for PG_ROW_UNSUPPORTED */
	pg_str_t disagree;	/* known oracle disagreement, "" if none */
	uint8_t type;		/* enum pg_row_type */
	uint8_t exact;
	uint8_t nr_parts;	/* PG_ROW_SUM: 2..PERFGEN_PARTS_MAX; PG_ROW_WEIGHTED:
				 * 1..PG_PARTS_MAX; else 0 */
	/*
	 * Intel generic rows: 1 + the CPUID leaf 0AH EBX bit that says the
	 * architectural event is absent (SDM Vol.2A, CPUID leaf 0AH); 0 none.
	 */
	uint8_t arch_bit;
	/*
	 * A sum or difference of concepts refused because a part is: 1 +
	 * that part's concept index, whose row on the same PMU gives the
	 * reason (unsupported says which part); 0 none.
	 */
	uint8_t refused_part;
	uint16_t first_part;	/* PG_ROW_SUM/WEIGHTED: index of part 0 in pg_parts */
};

struct pg_wl_entry {
	uint64_t valid;		/* config1 bits the kernel accepts */
	uint32_t msr;
	uint16_t event;		/* config & 0xffff: event select | umask << 8 */
};

struct pg_whitelist {
	pg_str_t name;
	pg_str_t kernel;	/* the kernel's array name */
	uint16_t first_entry;	/* index of entry 0 in pg_wl_entries */
	uint8_t nr;
};

struct pg_pmu_rows {
	uint8_t pmu;		/* enum pg_pmu */
	uint8_t wl;		/* index into pg_whitelists */
	uint16_t first_row;	/* index into pg_rows of the row of concept 0;
				 * pg_nr_concepts rows, indexed by concept */
};

struct pg_uarch {
	pg_str_t name;
	pg_str_t description;
	pg_str_t perf_json;
	pg_str_t libpfm4;
	pg_str_t kernel;
	uint8_t vendor;		/* enum pg_vendor */
	/*
	 * 1: the table of a vendor's CPUs that no model table maps (Intel's
	 * architectural events, AMD's generic ones): see pg_fallback.
	 */
	uint8_t fallback;
	uint8_t nr_pmus;
	struct pg_pmu_rows pmus[3];
};

struct pg_cpumap {
	pg_str_t source;
	uint16_t family;
	uint16_t uarch;		/* index into pg_uarchs */
	uint8_t vendor;		/* enum pg_vendor */
	uint16_t model_lo, model_hi;	/* arm64: MIDR part numbers (12 bits) */
	uint8_t step_lo, step_hi;	/* arm64: MIDR revisions (variant: any) */
	uint8_t hybrid;
};

/*
 * For the static asserts of the generated tables.c, which check every
 * count and index it emits against these declarations: does n fit field f
 * of struct s; how many elements has array a.
 */
#define PG_FITS(s, f, n) \
	((unsigned long long)(n) <= (~0ULL >> (64 - 8 * sizeof(((struct s *)0)->f))))
#define PG_ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))

#define PG_TABLE __attribute__((visibility("hidden")))

/*
 * The concept names' perfect hash: the top PG_CONCEPT_SLOT_BITS bits of
 * pg_name_hash(pg_concept_seed, name) are the slot of name, pg_concept_slots[slot] its index
 * in pg_concepts plus one (0: no concept hashes there).  data/gen.py picks
 * the seed with the same function (name_hash).
 */
/*
 * 512 slots: the hash reads six bytes of a name; with thirty names no
 * seed of data/gen.py's search put them apart in 64 slots, with fifty-two
 * (the cache levels, TLBs, stalls and FP instruction kinds among them)
 * none in 128, with sixty-one (their sums) none in 256.
 */
#define PG_CONCEPT_SLOT_BITS 10
#define PG_CONCEPT_SLOTS (1 << PG_CONCEPT_SLOT_BITS)
PG_TABLE extern const uint32_t pg_concept_seed;
PG_TABLE extern const uint8_t pg_concept_slots[PG_CONCEPT_SLOTS];

/*
 * The hash of a name of n bytes: FNV-1a steps over its length and the
 * bytes at 0, 1, 2, 3, n/2, n-6 and n-2 only (seven loads, whatever the
 * length: 0 tells dtlb-misses from itlb-misses, 2 l1d-misses from
 * l1i-misses, 3 to n/2 l2-data-misses from l2-load-misses, n-6
 * fp-insts-128b-sp from fp-insts-256b-sp, n-2 fp-ops-sp from fp-ops-dp; a
 * name too short for one of them reads byte 0 for it); the generator
 * checks that these tell every concept apart.
 */
static inline uint32_t pg_name_hash(uint32_t seed, const char *s, size_t n)
{
	uint32_t h = (seed ^ (uint32_t)n) * 16777619u;

	if (n) {
		h = (h ^ (unsigned char)s[0]) * 16777619u;
		h = (h ^ (unsigned char)s[n > 1]) * 16777619u;
		h = (h ^ (unsigned char)s[2 * (n > 2)]) * 16777619u;
		h = (h ^ (unsigned char)s[3 * (n > 3)]) * 16777619u;
		h = (h ^ (unsigned char)s[n / 2]) * 16777619u;
		h = (h ^ (unsigned char)s[(n - 6) * (n > 6)]) * 16777619u;
		h = (h ^ (unsigned char)s[n - 1 - (n > 1)]) * 16777619u;
	}
	return h;
}

/*
 * PAPI's preset names (data/papi.toml), sorted by name: each the alias of
 * the concept of the same meaning, or refused with the reason.
 */
#define PG_PAPI_NAME_MAX 16	/* a name with its NUL: "PAPI_TOT_INS" */
#define PG_PAPI_REFUSED 0xff	/* .concept of a preset no concept has the meaning of */
struct pg_papi {
	char name[PG_PAPI_NAME_MAX];
	uint8_t concept;	/* index into pg_concepts, or PG_PAPI_REFUSED */
	pg_str_t papi;		/* PAPI's own description of the preset */
	pg_str_t refused;	/* why no concept has its meaning; "" when mapped */
};
PG_TABLE extern const struct pg_papi pg_papi[];
PG_TABLE extern const unsigned int pg_nr_papi;

/* Every string of the tables, NUL-terminated, deduplicated; [0] is "". */
PG_TABLE extern const char pg_strtab[];
PG_TABLE extern const unsigned int pg_strtab_size;
/* Sorted by name: binary search. */
PG_TABLE extern const struct pg_concept pg_concepts[];
PG_TABLE extern const unsigned int pg_nr_concepts;
/* Sorted by name. */
PG_TABLE extern const struct pg_uncore_event pg_uncore_events[];
PG_TABLE extern const struct pg_uncore_row pg_uncore_rows[];
PG_TABLE extern const unsigned int pg_nr_uncore_rows;

PG_TABLE extern const struct pg_uarch pg_uarchs[];
PG_TABLE extern const unsigned int pg_nr_uarchs;
/* Sorted by vendor, family, model_lo, step_lo; ranges never overlap. */
/*
 * perf's names of the kernel's generic events (data/gen.py GENERIC_*), by
 * config, perf's own spelling of a config first: hardware, software, the
 * legacy caches, their ops and results.  pg_perf_cache_ops has a bit
 * 1 << op for each op perf allows a cache; pg_perf_op_plural is an op in
 * the name of an access count ("loads").
 */
#define PG_PERF_NAME_MAX 24
struct pg_perf_name {
	char name[PG_PERF_NAME_MAX];
	uint8_t config;
};

PG_TABLE extern const struct pg_perf_name pg_perf_hw[];
PG_TABLE extern const unsigned int pg_nr_perf_hw;
PG_TABLE extern const struct pg_perf_name pg_perf_sw[];
PG_TABLE extern const unsigned int pg_nr_perf_sw;
PG_TABLE extern const struct pg_perf_name pg_perf_caches[];
PG_TABLE extern const unsigned int pg_nr_perf_caches;
PG_TABLE extern const struct pg_perf_name pg_perf_ops[];
PG_TABLE extern const unsigned int pg_nr_perf_ops;
PG_TABLE extern const struct pg_perf_name pg_perf_results[];
PG_TABLE extern const unsigned int pg_nr_perf_results;
PG_TABLE extern const uint8_t pg_perf_cache_ops[];
PG_TABLE extern const char pg_perf_op_plural[][PG_PERF_NAME_MAX];

/* By enum pg_pmu: "cpu", "cpu_core", ... (data/gen.py PMU_TABLE). */
PG_TABLE extern const char pg_pmu_names[PG_PMU_NR][PG_PMU_NAME_MAX];

/* By enum pg_vendor: "GenuineIntel", ..., "arm64" (data/gen.py VENDOR_TABLE). */
PG_TABLE extern const char pg_vendor_names[PG_VENDOR_NR][PG_VENDOR_NAME_MAX];
PG_TABLE extern const struct pg_cpumap pg_cpumap[];
PG_TABLE extern const unsigned int pg_nr_cpumap;
/* The table of a vendor's CPUs in a family range that no map line names. */
struct pg_fallback {
	uint8_t vendor;		/* enum pg_vendor */
	uint16_t family_lo, family_hi;
	uint16_t uarch;		/* index into pg_uarchs */
};
PG_TABLE extern const struct pg_fallback pg_fallbacks[];
PG_TABLE extern const unsigned int pg_nr_fallbacks;
/* Sorted by name. */
PG_TABLE extern const struct pg_whitelist pg_whitelists[];
PG_TABLE extern const unsigned int pg_nr_whitelists;
/* The arrays the indices above point into. */
PG_TABLE extern const struct pg_row pg_rows[];
PG_TABLE extern const unsigned int pg_nr_rows;
PG_TABLE extern const struct pg_part pg_parts[];
PG_TABLE extern const unsigned int pg_nr_parts;
PG_TABLE extern const struct pg_wl_entry pg_wl_entries[];
PG_TABLE extern const unsigned int pg_nr_wl_entries;

/* ---- the only ways into the tables ---- */

/* A string of the tables (never NULL: "" when absent). */
static inline const char *pg_str(pg_str_t off)
{
	return pg_strtab + off;
}

/* The row of concept on a PMU of a uarch. */
static inline const struct pg_row *pg_pmu_row(const struct pg_pmu_rows *pr,
					      unsigned int concept)
{
	return &pg_rows[pr->first_row + concept];
}

/* The rows of PMU i of u (u->pmus[i]), indexed by concept. */
static inline const struct pg_row *pg_uarch_rows(const struct pg_uarch *u, unsigned int i)
{
	return &pg_rows[u->pmus[i].first_row];
}

/* The extra-register whitelist of a PMU of a uarch. */
static inline const struct pg_whitelist *pg_pmu_whitelist(const struct pg_pmu_rows *pr)
{
	return &pg_whitelists[pr->wl];
}

/* A row whose count combines the counts of its parts (pg_row_part()). */
static inline int pg_row_derived(const struct pg_row *row)
{
	return row->type == PG_ROW_SUM || row->type == PG_ROW_WEIGHTED;
}

/* Part i (< row->nr_parts) of a PG_ROW_SUM or PG_ROW_WEIGHTED row. */
static inline const struct pg_part *pg_row_part(const struct pg_row *row, unsigned int i)
{
	return &pg_parts[row->first_part + i];
}

/* Entry i (< wl->nr) of a whitelist. */
static inline const struct pg_wl_entry *pg_wl_entry_at(const struct pg_whitelist *wl,
						       unsigned int i)
{
	return &pg_wl_entries[wl->first_entry + i];
}

/* The uarch a CPU-map row names. */
static inline const struct pg_uarch *pg_cpumap_uarch(const struct pg_cpumap *m)
{
	return &pg_uarchs[m->uarch];
}

#endif
