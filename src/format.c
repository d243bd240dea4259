// SPDX-License-Identifier: MIT
/*
 * attr -> the perf(1) event string that counts it: the inverse of the
 * parser, from the same term tables (terms.c).  Generic and software
 * events by the names perf and the parser both know; raw encodings as the
 * core PMU's terms, the config1 term chosen by the extra register the
 * whitelist entry of the event names; whatever no term expresses as
 * config=/config1=; the exclude bits as perf reads modifiers.
 */
#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "host.h"
#include "parse.h"
#include "perfnames.h"
#include "pmu.h"
#include "resolve.h"
#include "table.h"
#include "terms.h"

struct out {
	char *buf;
	size_t sz, len;
};

static void put(struct out *o, const char *fmt, ...) PG_PRINTF(2, 3);

static void put(struct out *o, const char *fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(o->len < o->sz ? o->buf + o->len : NULL,
		      o->len < o->sz ? o->sz - o->len : 0, fmt, ap);
	va_end(ap);
	if (n > 0)
		o->len += (size_t)n;
}

/*
 * perf's name for a generic or software event, as the parser reads it back
 * on this CPU: a concept's name when the concept is that very event here
 * (cycles, task-clock), else an alias no concept shadows
 * (branch-instructions), else perf's name, which perf reads as the generic
 * event and the parser as the concept (cache-misses where the CPU's table
 * encodes it raw, ref-cycles where it refuses the concept).  NULL for no
 * such event.
 */
static const char *generic_name(uint32_t type, uint64_t id, const char *cpuid, char *buf,
				size_t sz)
{
	const char *name, *alias = NULL;

	for (int i = 0; (name = pg_perf_event_name(type, id, i, buf, sz)); i++) {
		struct pg_resolved r;
		struct pg_cpu cpubuf;

		if (pg_concept_find(name, strlen(name)) < 0) {
			if (!alias)
				alias = name;
			continue;
		}
		if (!pg_resolve(name, cpuid, -1, &cpubuf, &r) && r.attr.type == type &&
		    (r.attr.config & 0xffffffffULL) == id && !r.attr.config1)
			return name;
	}
	return alias ? alias : pg_perf_event_name(type, id, 0, buf, sz);
}

/* The core PMU (enum pg_pmu) of a host attr.type other than RAW, or -1. */
static int pmu_of_type(uint64_t type)
{
	for (int p = 0; p < PG_PMU_SLOTS; p++)
		if (pg_pmu_type(p) > 0 && (uint64_t)pg_pmu_type(p) == type)
			return p;
	return -1;
}

/* The config1 term for event config on PMU pr: by its extra register. */
static const struct pg_term *config1_term(const struct pg_term *terms, size_t n,
					  const struct pg_pmu_rows *pr, uint64_t config,
					  uint64_t config1)
{
	const struct pg_wl_entry *e = pr ? pg_wl_find(pg_pmu_whitelist(pr), config) : NULL;

	for (size_t i = 0; e && i < n; i++) {
		struct pg_format f;
		uint64_t c[3] = { 0, 0, 0 };

		if ((terms[i].msr[0] != e->msr && terms[i].msr[1] != e->msr) ||
		    pg_format_parse(terms[i].format, &f) || pg_format_apply(&f, config1, c))
			continue;
		return &terms[i];
	}
	return NULL;
}

/* The core PMU's terms for a raw encoding, or config=/config1= for what they miss. */
static void raw_terms(struct out *o, const struct pg_term *terms, size_t n,
		      const struct pg_pmu_rows *pr, const struct perf_event_attr *a)
{
	uint64_t cfg[3] = { a->config, a->config1, a->config2 }, named = 0;
	const struct pg_term *t1;
	struct pg_format f;
	bool first = true;

	/* The config bits the named terms cover (not the config catch-all). */
	for (size_t i = 0; i < n; i++) {
		uint64_t m[3] = { 0, 0, 0 };

		if (strncmp(terms[i].name, "config", 6) && !pg_format_parse(terms[i].format, &f) &&
		    f.field == 0) {
			pg_format_apply(&f, ~0ULL, m);
			named |= m[0];
		}
	}
	if (a->config & ~named) {
		put(o, "config=0x%" PRIx64, (uint64_t)a->config);
		first = false;
	} else {
		for (size_t i = 0; i < n; i++) {
			uint64_t v;

			if (!strncmp(terms[i].name, "config", 6) ||
			    pg_format_parse(terms[i].format, &f) || f.field != 0)
				continue;
			v = pg_format_value(&f, cfg);
			/* event and umask always; flags and counts when set */
			if (v || i < 2) {
				put(o, "%s%s=0x%" PRIx64, first ? "" : ",", terms[i].name, v);
				first = false;
			}
		}
	}
	if (a->config1) {
		t1 = config1_term(terms, n, pr, a->config, a->config1);
		put(o, "%s%s=0x%" PRIx64, first ? "" : ",", t1 ? t1->name : "config1",
		    (uint64_t)a->config1);
	}
	if (a->config2)
		put(o, ",config2=0x%" PRIx64, (uint64_t)a->config2);
}

/*
 * Modifiers as perf reads them: the ones given count, the others not; a p
 * for each level of precise_ip.
 */
static int mods(const struct perf_event_attr *a, char m[8])
{
	int n = 0;

	if (a->exclude_user && a->exclude_kernel && a->exclude_hv)
		return -1;
	if (a->exclude_user || a->exclude_kernel || a->exclude_hv) {
		if (!a->exclude_user)
			m[n++] = 'u';
		if (!a->exclude_kernel)
			m[n++] = 'k';
		if (!a->exclude_hv)
			m[n++] = 'h';
	}
	for (unsigned int p = 0; p < a->precise_ip; p++)
		m[n++] = 'p';
	m[n] = '\0';
	return n;
}

PERFGEN_API int perfgen_format(const struct perf_event_attr *attr, const char *cpuid,
			       const char *pmu, char *buf, size_t sz)
{
	char tmp[PG_EVENT_MAX];
	struct out o = { .buf = tmp, .sz = sizeof(tmp) };
	const struct pg_cpu *cpu;
	struct pg_cpu cpubuf;
	char m[8], nbuf[64];
	const char *name;
	int p = -1, cpu_err, vendor;
	bool named;
	uint64_t id;

	if (!attr || (!buf && sz))
		return pg_err(-EINVAL, "perfgen_format: attr or buf is NULL");
	if (mods(attr, m) < 0)
		return pg_err(-EINVAL, "perfgen_format: the attr excludes user, kernel and "
			      "hypervisor: it counts nothing, and no modifier says that");
	cpu_err = pg_cpu_get(cpuid, &cpubuf, &cpu);
	vendor = cpu->vendor == PG_VENDOR_INTEL || cpu->vendor == PG_VENDOR_ARM ? cpu->vendor
									       : PG_VENDOR_AMD;
	if (pmu && !strcmp(pmu, "software")) {
		/* what perfgen_info.pmu says of a software event */
		if (attr->type != PERF_TYPE_SOFTWARE)
			return pg_err(-EINVAL, "perfgen_format: PMU 'software' for attr.type %u, "
				      "which is not PERF_TYPE_SOFTWARE", attr->type);
	} else if (pmu) {
		p = pg_pmu_find(pmu, strlen(pmu));
		/* This machine's arm64 big.LITTLE core PMUs: the kernel's names. */
		if (p < 0 && !cpuid)
			p = pg_pmu_arm_find(pmu, strlen(pmu));
		if (p < 0)
			return pg_err(-ENOENT, "perfgen_format: unknown PMU '%s': libperfgen drives "
				      "the core PMUs cpu, cpu_core and cpu_atom", pmu);
	} else if ((attr->type == PERF_TYPE_HARDWARE || attr->type == PERF_TYPE_HW_CACHE) &&
		   attr->config >> 32) {
		p = cpuid ? -1 : pmu_of_type(attr->config >> 32);	/* PERF_PMU_TYPE_SHIFT */
		if (p < 0)
			return pg_err(-EINVAL, "perfgen_format: config names PMU type %" PRIu64
				      ", which is no core PMU of this machine",
				      (uint64_t)(attr->config >> 32));
	} else if (attr->type >= PERF_TYPE_MAX) {
		p = cpuid ? -1 : pmu_of_type(attr->type);
		if (p < 0)
			return pg_err(-EINVAL, "perfgen_format: attr.type %u is no core PMU of this "
				      "machine", attr->type);
	}
	if (p < 0 && attr->type != PERF_TYPE_SOFTWARE)
		p = !cpu_err && pg_cpu_hybrid(cpu) ? PG_PMU_CPU_CORE : PG_PMU_CPU;
	/* A PMU named in the string only where the CPU has several. */
	named = p == PG_PMU_CPU_CORE || p == PG_PMU_CPU_ATOM || p == PG_PMU_CPU_LOWPOWER ||
		p >= PG_PMU_ARM;
	id = attr->config & 0xffffffffULL;

	switch (attr->type) {
	case PERF_TYPE_SOFTWARE:
		if (!(name = generic_name(attr->type, attr->config, cpuid, nbuf, sizeof(nbuf))))
			return pg_err(-EINVAL, "perfgen_format: no software event %" PRIu64,
				      (uint64_t)attr->config);
		put(&o, "%s%s%s", name, m[0] ? ":" : "", m);
		break;
	case PERF_TYPE_HARDWARE:
	case PERF_TYPE_HW_CACHE:
		if (!(name = generic_name(attr->type, id, cpuid, nbuf, sizeof(nbuf))))
			return pg_err(-EINVAL, "perfgen_format: no generic %sevent 0x%" PRIx64,
				      attr->type == PERF_TYPE_HW_CACHE ? "cache " : "", id);
		if (named)
			put(&o, "%s/%s/%s", pg_pmu_name(p), name, m);
		else
			put(&o, "%s%s%s", name, m[0] ? ":" : "", m);
		break;
	default: {
		size_t n;
		const struct pg_term *terms = pg_terms(vendor, &n);
		const struct pg_pmu_rows *pr = cpu_err ? NULL : pg_cpu_pmu(cpu, p);

		if (attr->type != PERF_TYPE_RAW && attr->type < PERF_TYPE_MAX)
			return pg_err(-EINVAL, "perfgen_format: attr.type %u is not a core PMU's",
				      attr->type);
		if (!cpu_err && cpu->vendor == PG_VENDOR_ARM && p >= PG_PMU_ARM) {
			/* One of several core PMUs: named, with its one term. */
			if ((attr->type != PERF_TYPE_RAW && (int)attr->type != pg_pmu_type(p)) ||
			    attr->config1 || attr->config2)
				return pg_err(-EINVAL, "perfgen_format: attr.type %u with config1 or "
					      "config2, or of another PMU, is no event of %s",
					      attr->type, pg_pmu_name(p));
			put(&o, "%s/", pg_pmu_name(p));
			raw_terms(&o, terms, n, NULL, attr);
			put(&o, "/%s", m);
			break;
		}
		if (!cpu_err && cpu->vendor == PG_VENDOR_ARM) {
			/*
			 * An arm64 core PMU has no 'cpu' name to write: perf's raw
			 * form, which counts on the core PMU, and only when nothing
			 * outside config would be lost.
			 */
			if (attr->type != PERF_TYPE_RAW || attr->config1 || attr->config2)
				return pg_err(-EINVAL, "perfgen_format: an arm64 raw event with "
					      "config1, config2 or a PMU type of its own has no "
					      "string without its PMU's name");
			put(&o, "r%" PRIx64 "%s%s", (uint64_t)attr->config, m[0] ? ":" : "", m);
			break;
		}
		put(&o, "%s/", pg_pmu_name(p));
		raw_terms(&o, terms, n, pr, attr);
		put(&o, "/%s", m);
		break;
	}
	}
	if (o.len >= sizeof(tmp))
		return pg_err(-EINVAL, "perfgen_format: longer than %d bytes", PG_EVENT_MAX - 1);
	if (o.len >= sz)
		return pg_err(-ENOSPC, "perfgen_format: %zu bytes needed, buf has %zu", o.len + 1,
			      sz);
	memcpy(buf, tmp, o.len + 1);
	return (int)o.len;
}
