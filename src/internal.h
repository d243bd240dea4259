/* SPDX-License-Identifier: MIT */
/* Internal interfaces between the modules of libperfgen. */
#ifndef PERFGEN_INTERNAL_H
#define PERFGEN_INTERNAL_H

#include <perfgen/perfgen.h>
#include <stdbool.h>
#include <stdint.h>

#include "tables.h"

#include "error.h"

/* ---- cpu.c: identification ---- */
/* What CPUID leaf 0AH said about the architectural events (pg_cpu). */
enum pg_arch_state {
	PG_ARCH_ASSUMED = 0,	/* not read (a named CPU): all present */
	PG_ARCH_READ,		/* read on this machine: see arch_absent */
	PG_ARCH_NONE,		/* version 0: no architectural perfmon */
	PG_ARCH_SHORT,		/* fewer than 7 events enumerated (EAX[31:24]) */
};

struct pg_cpu {
	uint8_t vendor;		/* enum pg_vendor; PG_VENDOR_NR if unknown */
	uint16_t family;
	uint8_t model;
	uint8_t stepping;
	int8_t step_given;	/* stepping came from the string */
	uint8_t hypervisor;
	/* uarch is the vendor's fallback table (no model table maps this CPU) */
	uint8_t arch;
	/*
	 * A model of a hybrid table whose CPUID says it has one core type
	 * (leaf 7 EDX[15] clear): one 'cpu' PMU, counted with the table's
	 * first (big-core) rows.
	 */
	uint8_t nonhybrid;
	uint8_t arch_state;	/* enum pg_arch_state (Intel fallback on this machine) */
	uint8_t arch_absent;	/* CPUID.0AH:EBX bits 0-6: events marked absent */
	const struct pg_uarch *uarch; /* NULL: not in the tables */
	const struct pg_cpumap *map;  /* NULL: not in the map (fallback or unknown) */
	char id[PERFGEN_CPUID_MAX];
};

/* Raw CPUID values, as recorded from a machine (for tests). */
struct pg_cpuid_regs {
	uint32_t leaf0[4];	/* eax ebx ecx edx of leaf 0 */
	uint32_t leaf1[4];	/* of leaf 1 */
};

PG_HIDDEN extern const char *const pg_vendor_names[PG_VENDOR_NR];
PG_HIDDEN int pg_cpu_from_regs(const struct pg_cpuid_regs *r, struct pg_cpu *cpu);
PG_HIDDEN int pg_cpu_parse(const char *s, struct pg_cpu *cpu);
/* From /proc/cpuinfo text (fixtures; CPUs whose CPUID is not at hand). */
PG_HIDDEN int pg_cpu_from_cpuinfo(const char *text, struct pg_cpu *cpu);
/* Fill cpu->uarch/map from the tables; -ENOENT if not there. */
PG_HIDDEN int pg_cpu_lookup(struct pg_cpu *cpu);
/* This machine's CPU (PERFGEN_CPU honoured), detected once. */
PG_HIDDEN int pg_cpu_host(const struct pg_cpu **cpu);
/* cpuid NULL: host; else parse + lookup.  Sets the message on error. */
PG_HIDDEN int pg_cpu_get(const char *cpuid, struct pg_cpu *buf,
			 const struct pg_cpu **cpu);
/* Leaf 7 EDX (hybrid bit 15) of a CPU whose table is hybrid. */
PG_HIDDEN void pg_cpu_apply_leaf7(struct pg_cpu *cpu, uint32_t edx);
/* Leaf 0AH EAX/EBX of a CPU on its vendor's fallback table (Intel). */
PG_HIDDEN void pg_cpu_apply_leafa(struct pg_cpu *cpu, uint32_t eax, uint32_t ebx);
/*
 * Why the architectural event of CPUID.0AH:EBX bit `bit` cannot count on
 * cpu, or NULL when it can (or leaf 0AH was not read: a named CPU).
 */
PG_HIDDEN const char *pg_cpu_arch_absent(const struct pg_cpu *cpu, unsigned int bit);
/* Does cpu have the cpu_core and cpu_atom PMUs? */
static inline bool pg_cpu_hybrid(const struct pg_cpu *cpu)
{
	return cpu->uarch && cpu->uarch->nr_pmus > 1 && !cpu->nonhybrid;
}
/* The rows of PMU pmu (enum pg_pmu) on cpu, or NULL when it has no such PMU. */
PG_HIDDEN const struct pg_pmu_rows *pg_cpu_pmu(const struct pg_cpu *cpu, int pmu);
/* CPUID.1:ECX[31] of the machine we run on, whatever CPU we resolve for. */
PG_HIDDEN int pg_host_hypervisor(void);
/* Core type (enum pg_pmu) of the CPU the caller runs on (hybrid only). */
PG_HIDDEN int pg_cpu_current_core_pmu(void);

/* ---- table.c: lookups in the generated tables ---- */
PG_HIDDEN int pg_concept_find(const char *name, size_t len);
PG_HIDDEN const char *pg_pmu_name(int pmu);
PG_HIDDEN int pg_pmu_find(const char *name, size_t len);
PG_HIDDEN const struct pg_pmu_rows *pg_uarch_pmu(const struct pg_uarch *u, int pmu);
/* Three closest concept names to a misspelt one, for the message. */
PG_HIDDEN void pg_suggest(const char *name, size_t len, char *buf, size_t sz);
/*
 * Check config1 against a whitelist as the kernel's extra-register rule
 * would (and as the patched kernel does for events no entry takes).
 * Returns 0 or -EINVAL with the message set.
 */
/* The whitelist entry taking config's event select + umask, or NULL. */
PG_HIDDEN const struct pg_wl_entry *pg_wl_find(const struct pg_whitelist *wl, uint64_t config);
PG_HIDDEN int pg_whitelist_check(const struct pg_whitelist *wl, uint64_t config,
				 uint64_t config1, const struct pg_cpu *cpu,
				 const char *pmu);
/*
 * Availability (enum perfgen_avail) of a row on cpu; *note says why it is
 * approximate, unsupported or architectural ("" when exact).
 */
PG_HIDDEN int pg_row_avail(const struct pg_cpu *cpu, const struct pg_row *row,
			   const char **note);

/* ---- parse.c: event strings ---- */
enum pg_spec_kind {
	PG_SPEC_CONCEPT,	/* a name from the tables */
	PG_SPEC_RAW,		/* rNNN[:NNN] or pmu/terms/ */
	PG_SPEC_NATIVE,		/* a libpfm4 event string */
};

#define PG_MOD_U 1
#define PG_MOD_K 2
#define PG_MOD_H 4

struct pg_spec {
	int kind;		/* enum pg_spec_kind */
	int pmu;		/* enum pg_pmu or -1 when not given */
	int concept;		/* index into pg_concepts */
	unsigned int mods;	/* PG_MOD_*, 0 when none given */
	uint64_t config, config1, config2;
	unsigned int terms;	/* bitmask of terms seen (pmu form) */
	const char *native;	/* points into the input */
};

/* Longest event string accepted. */
#define PG_EVENT_MAX 1024

PG_HIDDEN int pg_parse(const char *event, int vendor, struct pg_spec *spec);
/* Parse one sysfs-style format string "config:0-7,32-35". */
struct pg_format {
	uint8_t field;		/* 0 config, 1 config1, 2 config2 */
	uint8_t nr;		/* ranges used */
	uint8_t lo[4], hi[4];
};
PG_HIDDEN int pg_format_parse(const char *s, struct pg_format *f);
/* Place value into the fields of f; -EINVAL if it does not fit. */
PG_HIDDEN int pg_format_apply(const struct pg_format *f, uint64_t value,
			      uint64_t cfg[3]);

/* ---- resolve.c ---- */
struct pg_resolved {
	struct perf_event_attr attr;
	const struct pg_cpu *cpu;
	const struct pg_row *row;	/* NULL for raw/native */
	int concept;			/* -1 for raw/native */
	int pmu;
	bool software;
	bool wl_checked;
	bool hybrid_pmu;		/* attr type must name cpu_core/cpu_atom */
	unsigned int mods;		/* PG_MOD_* given in the string */
};
PG_HIDDEN int pg_resolve(const char *event, const char *cpuid,
			 struct pg_cpu *cpubuf, struct pg_resolved *out);
/* As pg_resolve, on PMU want_pmu (enum pg_pmu) unless the string names one. */
PG_HIDDEN int pg_resolve_pmu(const char *event, const char *cpuid, int want_pmu,
			     struct pg_cpu *cpubuf, struct pg_resolved *out);

/* ---- sys.c: the one place that talks to the kernel ---- */
/* The perf_event_open(2) seam: returns fd or -errno.  Tests wrap it. */
PG_HIDDEN int perfgen_sys_perf_event_open(struct perf_event_attr *attr, pid_t pid,
					  int cpu, int group_fd,
					  unsigned long flags);
/*
 * The CPUID instruction, leaf and subleaf; regs = eax, ebx, ecx, edx.
 * -EOPNOTSUPP where there is no CPUID (not x86).  The caller checks the
 * leaf against leaf 0's maximum.  Tests wrap it to stage any CPU.
 */
PG_HIDDEN int perfgen_sys_cpuid(uint32_t leaf, uint32_t subleaf, uint32_t regs[4]);
/* Read a small sysfs/procfs file into buf (NUL-terminated, trimmed). */
PG_HIDDEN int perfgen_sys_read_file(const char *path, char *buf, size_t sz);
/*
 * The threads of process pid (/proc/PID/task): stores the first max of
 * them in tids and returns how many there are (more than max: call again
 * with a larger array), or -errno (-ENOENT: no such process).
 */
PG_HIDDEN int perfgen_sys_list_tasks(pid_t pid, pid_t *tids, int max);

/* ---- open.c ---- */
/* sz of an options struct covers its first field; unknown tail bytes 0. */
PG_HIDDEN int pg_opts_valid(const void *opts, size_t known, const char *what);
/* Apply o to r's attr (in place, idempotently) and open it; -errno + message. */
PG_HIDDEN int pg_open_resolved(struct pg_resolved *r, const char *event, pid_t pid,
			       int cpu, int group_fd, unsigned long flags,
			       const struct perfgen_open_opts *o);
/* value * enabled / running; value when equal, 0 when never running. */
PG_HIDDEN uint64_t pg_scale(uint64_t value, uint64_t enabled, uint64_t running);
/* PMU types from sysfs, read once: -1 when the PMU is absent. */
PG_HIDDEN int pg_sysfs_pmu_type(int pmu);
/* Explain a failed open in the message (no PMU, paranoid, ...). */
PG_HIDDEN void pg_explain_open_error(int err, const struct pg_resolved *r);

#endif
