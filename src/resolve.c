// SPDX-License-Identifier: MIT
/*
 * The data flow in one place: name -> CPU -> table row -> attr.
 * Table lookups only: no allocation and no I/O on this path (the host CPU
 * and, on hybrid machines, the PMU types are read once, elsewhere).
 */
#include <errno.h>
#include <inttypes.h>
#include <stddef.h>
#include <string.h>

#include "internal.h"

static int pick_pmu(const char *event, const struct pg_cpu *cpu, bool host, int asked)
{
	const struct pg_uarch *u = cpu->uarch;

	if (!pg_cpu_hybrid(cpu)) {
		if (asked < 0 || asked == PG_PMU_CPU)
			return PG_PMU_CPU;
		return pg_err(-ENOENT, "'%s': %s (%s) has one core PMU, 'cpu'; %s exists only "
			      "on hybrid CPUs%s", event, cpu->id, pg_str(u->name), pg_pmu_name(asked),
			      cpu->nonhybrid ? " (CPUID leaf 7 says this part has one core type)" : "");
	}
	if (asked == PG_PMU_CPU)
		return pg_err(-ENOENT, "'%s': %s (%s) is hybrid: its core PMUs are cpu_core and "
			      "cpu_atom, not cpu", event, cpu->id, pg_str(u->name));
	if (asked >= 0)
		return asked;
	return host ? pg_cpu_current_core_pmu() : PG_PMU_CPU_CORE;
}

static void apply_mods(struct perf_event_attr *attr, unsigned int mods)
{
	if (!mods)
		return;
	attr->exclude_user = !(mods & PG_MOD_U);
	attr->exclude_kernel = !(mods & PG_MOD_K);
	attr->exclude_hv = !(mods & PG_MOD_H);
}

int pg_resolve(const char *event, const char *cpuid, struct pg_cpu *cpubuf,
	       struct pg_resolved *out)
{
	return pg_resolve_pmu(event, cpuid, -1, cpubuf, out);
}

int pg_resolve_pmu(const char *event, const char *cpuid, int want_pmu, struct pg_cpu *cpubuf,
		   struct pg_resolved *out)
{
	const struct pg_cpu *cpu;
	struct pg_spec spec;
	const struct pg_pmu_rows *pr;
	struct perf_event_attr *attr = &out->attr;
	int cpu_err, err, pmu;
	bool host = cpuid == NULL;

	memset(out, 0, sizeof(*out));
	out->concept = -1;
	cpu_err = pg_cpu_get(cpuid, cpubuf, &cpu);
	out->cpu = cpu;
	/* Only the PMU term formats depend on the vendor. */
	err = pg_parse(event, cpu->vendor == PG_VENDOR_INTEL ? PG_VENDOR_INTEL : PG_VENDOR_AMD,
		       &spec);
	if (err)
		return err;

	attr->size = sizeof(*attr);
	if (spec.kind == PG_SPEC_CONCEPT) {
		const struct pg_concept *c = &pg_concepts[spec.concept];

		out->concept = spec.concept;
		if (c->kind == PG_KIND_SOFTWARE) {
			if (spec.pmu >= 0)
				return pg_err(-EINVAL, "'%s': %s is a software event, counted by "
					      "the kernel, not by the %s PMU", event,
					      pg_str(c->name),
					      pg_pmu_name(spec.pmu));
			attr->type = PERF_TYPE_SOFTWARE;
			attr->config = c->sw_config;
			out->software = true;
			out->pmu = -1;
			apply_mods(attr, spec.mods);
			out->mods = spec.mods;
			return 0;
		}
	}
	if (cpu_err) {
		/* pg_cpu_get() left the reason; say what it was needed for. */
		if (spec.kind == PG_SPEC_CONCEPT)
			pg_err_append(" (needed to encode '%s')", event);
		return cpu_err;
	}

	pmu = pick_pmu(event, cpu, host, spec.pmu >= 0 ? spec.pmu : want_pmu);
	if (pmu < 0)
		return pmu;
	out->pmu = pmu;
	out->hybrid_pmu = pmu != PG_PMU_CPU;
	pr = pg_cpu_pmu(cpu, pmu);
	if (!pr)
		return pg_err(-ENOENT, "'%s': %s (%s) has no %s PMU", event, cpu->id,
			      pg_str(cpu->uarch->name), pg_pmu_name(pmu));

	switch (spec.kind) {
	case PG_SPEC_CONCEPT: {
		const struct pg_row *row = pg_pmu_row(pr, (unsigned int)spec.concept);

		out->row = row;
		switch (row->type) {
		case PG_ROW_HARDWARE:
			attr->type = PERF_TYPE_HARDWARE;
			break;
		case PG_ROW_HW_CACHE:
			attr->type = PERF_TYPE_HW_CACHE;
			break;
		case PG_ROW_RAW:
		case PG_ROW_SUM:	/* part 0; the handle API opens them all */
			attr->type = PERF_TYPE_RAW;
			break;
		case PG_ROW_UNSUPPORTED:
			return pg_err(-EOPNOTSUPP, "'%s' cannot be counted on %s (%s, %s PMU): %s",
				      pg_str(pg_concepts[spec.concept].name), cpu->id,
				      pg_str(cpu->uarch->description), pg_pmu_name(pmu),
				      pg_str(row->unsupported));
		default:
			return pg_err(-ENOENT, "internal: no row for '%s' on %s",
				      pg_str(pg_concepts[spec.concept].name),
				      pg_str(cpu->uarch->name));
		}
		if (row->arch_bit) {
			/* What CPUID leaf 0AH says this machine lacks (fallback only). */
			const char *absent = pg_cpu_arch_absent(cpu, row->arch_bit - 1u);

			if (absent)
				return pg_err(-EOPNOTSUPP, "'%s' cannot be counted on %s (%s, %s "
					      "PMU): %s", pg_str(pg_concepts[spec.concept].name),
					      cpu->id, pg_str(cpu->uarch->description),
					      pg_pmu_name(pmu), absent);
		}
		attr->config = row->config;
		attr->config1 = row->config1;
		break;
	}
	case PG_SPEC_RAW:
		if (spec.config2)
			return pg_err(-EINVAL, "'%s': config2 0x%" PRIx64 " is used by no event of "
				      "the x86 core PMUs; the kernel would silently ignore it",
				      event, spec.config2);
		attr->type = PERF_TYPE_RAW;
		attr->config = spec.config;
		attr->config1 = spec.config1;
		err = pg_whitelist_check(pg_pmu_whitelist(pr), spec.config, spec.config1, cpu,
					 pg_pmu_name(pmu));
		if (err)
			return err;
		out->wl_checked = true;
		break;
	case PG_SPEC_NATIVE:
	{
		struct pg_pfm_out po;

		err = pg_pfm_encode(spec.native, pg_str(cpu->uarch->libpfm4), cpu->id,
				    pg_str(cpu->uarch->name), &po);
		if (err)
			return err;
		attr->type = po.type;
		attr->config = po.config;
		attr->config1 = po.config1;
		attr->exclude_user = po.exclude_user;
		attr->exclude_kernel = po.exclude_kernel;
		attr->exclude_hv = po.exclude_hv;
	}
		if (attr->type == PERF_TYPE_RAW) {
			err = pg_whitelist_check(pg_pmu_whitelist(pr), attr->config,
						 attr->config1, cpu, pg_pmu_name(pmu));
			if (err)
				return err;
			out->wl_checked = true;
		}
		break;
	}
	apply_mods(attr, spec.mods);
	out->mods = spec.mods;

	/* On a hybrid host, name the PMU the way the kernel expects. */
	if (host && out->hybrid_pmu) {
		int type = pg_sysfs_pmu_type(pmu);

		if (type > 0) {
			if (attr->type == PERF_TYPE_RAW)
				attr->type = (uint32_t)type;
			else if (attr->type == PERF_TYPE_HARDWARE || attr->type == PERF_TYPE_HW_CACHE)
				attr->config |= (uint64_t)type << 32; /* PERF_PMU_TYPE_SHIFT */
		}
	}
	return 0;
}

/* The whitelist of r's PMU when its encoding reaches the extra registers. */
static const struct pg_whitelist *raw_whitelist(const struct pg_resolved *r)
{
	const struct pg_pmu_rows *pr;

	/* Only raw encodings reach the extra registers (hybrid: the PMU's type). */
	if (r->software || !r->cpu->uarch ||
	    (r->attr.type != PERF_TYPE_RAW && r->attr.type < PERF_TYPE_MAX))
		return NULL;
	pr = pg_cpu_pmu(r->cpu, r->pmu);
	return pr ? pg_pmu_whitelist(pr) : NULL;
}

/* The kernel's extra-register entry that takes config's config1. */
static void wl_entry(const struct pg_whitelist *wl, uint64_t config, unsigned int *msr,
		     uint64_t *valid)
{
	const struct pg_wl_entry *e = wl ? pg_wl_find(wl, config) : NULL;

	if (e) {
		*msr = e->msr;
		*valid = e->valid;
	}
}

static void fill_whitelist(const struct pg_resolved *r, struct perfgen_info *info)
{
	const struct pg_whitelist *wl = raw_whitelist(r);
	const struct pg_row *row = r->row;

	info->whitelist = wl ? pg_str(wl->kernel) : "";
	wl_entry(wl, r->attr.config, &info->wl_msr, &info->wl_valid);
	if (!row || row->type != PG_ROW_SUM)
		return;
	info->nr_parts = row->nr_parts;
	for (unsigned int i = 0; i < row->nr_parts && i < PERFGEN_PARTS_MAX; i++) {
		struct perfgen_part *p = &info->parts[i];
		const struct pg_part *part = pg_row_part(row, i);

		p->config = part->config;
		p->config1 = part->config1;
		p->json = pg_str(part->json);
		p->pfm = pg_str(part->pfm);
		wl_entry(wl, p->config, &p->wl_msr, &p->wl_valid);
	}
	/* Part 0 is attr: its own names, not the row's (a sum row has none). */
	info->json = info->parts[0].json;
	info->pfm = info->parts[0].pfm;
}

/* Fill the first out->sz bytes (a shorter, older struct is fine). */
static void fill_info(const struct pg_resolved *r, struct perfgen_info *out)
{
	struct perfgen_info buf, *info = &buf;

	memset(info, 0, sizeof(*info));
	info->sz = out->sz;
	memcpy(info->cpuid, r->cpu->id, sizeof(info->cpuid));
	info->concept = r->concept >= 0 ? pg_str(pg_concepts[r->concept].name) : NULL;
	info->uarch = r->cpu->uarch ? pg_str(r->cpu->uarch->name) : NULL;
	info->pmu = r->software ? "software" : pg_pmu_name(r->pmu);
	info->json = r->row ? pg_str(r->row->json) : "";
	info->pfm = r->row ? pg_str(r->row->pfm) : "";
	info->ref = r->row ? pg_str(r->row->ref) : "";
	info->approx = r->row ? pg_str(r->row->approx) : "";
	info->exact = r->row ? r->row->exact : 1;
	info->whitelist_checked = r->wl_checked;
	info->avail = PERFGEN_AVAIL_EXACT;
	info->note = "";
	if (r->row)
		info->avail = pg_row_avail(r->cpu, r->row, &info->note);
	fill_whitelist(r, info);
	memcpy(out, info, out->sz < sizeof(*info) ? out->sz : sizeof(*info));
}

/*
 * Both exported entry points call this directly: perfgen_resolve() going
 * through the exported perfgen_resolve_info() would cost a PLT call and
 * one more lazy binding in the first call of a process.
 */
static inline __attribute__((always_inline)) int
resolve_into(const char *event, const char *cpuid, struct perf_event_attr *attr,
	     struct perfgen_info *info)
{
	struct pg_cpu buf;
	struct pg_resolved r;
	int err;

	if (!attr)
		return pg_err(-EINVAL, "perfgen_resolve: attr is NULL");
	if (info && info->sz < offsetof(struct perfgen_info, nr_parts))
		return pg_err(-EINVAL, "perfgen_resolve_info: info->sz must be set to "
			      "sizeof(struct perfgen_info) (use PERFGEN_OPTS)");
	err = pg_resolve(event, cpuid, &buf, &r);
	if (err)
		return err;
	*attr = r.attr;
	if (info)
		fill_info(&r, info);
	return 0;
}

PERFGEN_API int perfgen_resolve_info(const char *event, const char *cpuid,
				     struct perf_event_attr *attr, struct perfgen_info *info)
{
	return resolve_into(event, cpuid, attr, info);
}

PERFGEN_API int perfgen_resolve(const char *event, const char *cpuid,
				struct perf_event_attr *attr)
{
	return resolve_into(event, cpuid, attr, NULL);
}
