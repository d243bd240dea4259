// SPDX-License-Identifier: MIT
/*
 * perfgen_resolve() and perfgen_resolve_info(): a resolved encoding and
 * where it came from (the row's sources, availability, whitelist entry,
 * the parts of a sum).
 */
#include <errno.h>
#include <stddef.h>
#include <string.h>

#include "opts.h"
#include "pmu.h"
#include "resolve.h"
#include "table.h"
#include "uncore.h"

_Static_assert(PERFGEN_TERMS_MAX >= PG_PARTS_MAX, "every part of a row fits terms[]");

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
	const struct pg_whitelist *wl = pg_resolved_whitelist(r);
	const struct pg_row *row = r->row;

	info->whitelist = wl ? pg_str(wl->kernel) : "";
	wl_entry(wl, r->attr.config, &info->wl_msr, &info->wl_valid);
	if (!row || !pg_row_derived(row))
		return;
	info->nr_parts = row->nr_parts < PERFGEN_PARTS_MAX ? row->nr_parts : PERFGEN_PARTS_MAX;
	info->nr_terms = row->nr_parts;
	info->formula = pg_str(pg_row_part(row, 0)->formula);
	info->combine =
	    row->type == PG_ROW_WEIGHTED ? PERFGEN_COMBINE_WEIGHTED : PERFGEN_COMBINE_SUM;
	for (unsigned int i = 0; i < row->nr_parts && i < PERFGEN_TERMS_MAX; i++) {
		struct perfgen_term *t = &info->terms[i];
		const struct pg_part *part = pg_row_part(row, i);

		t->part.config = part->config;
		t->part.config1 = part->config1;
		t->part.json = pg_str(part->json);
		t->part.pfm = pg_str(part->pfm);
		wl_entry(wl, t->part.config, &t->part.wl_msr, &t->part.wl_valid);
		t->weight = part->weight;
		if (i < PERFGEN_PARTS_MAX)
			info->parts[i] = t->part;
	}
	/*
	 * A difference is exactly two parts, the first minus the second; a
	 * row that adds and subtracts more stays a weighted sum (weights +1
	 * and -1), so a caller reading "part 0 minus part 1" is never wrong.
	 */
	if (info->combine == PERFGEN_COMBINE_WEIGHTED && row->nr_parts == 2 &&
	    info->terms[0].weight == 1 && info->terms[1].weight == -1)
		info->combine = PERFGEN_COMBINE_DIFFERENCE;
	/* Part 0 is attr: its own names, not the row's (a sum row has none). */
	info->json = info->parts[0].json;
	info->pfm = info->parts[0].pfm;
}

/* An uncore concept: its PMU, unit and scale, and the encodings of a sum. */
static void fill_uncore(const struct pg_resolved *r, struct perfgen_info *info)
{
	const struct pg_uncore_row *u = r->uncore;

	info->pmu = pg_str(u->pmu);
	info->json = pg_str(pg_uncore_event(u, 0)->json);
	info->ref = pg_str(u->ref);
	info->approx = pg_str(u->approx);
	info->exact = u->exact;
	info->avail = u->exact ? PERFGEN_AVAIL_EXACT : PERFGEN_AVAIL_APPROX;
	info->note = info->approx;
	info->unit = pg_unit_name(pg_concepts[r->concept].unit);
	info->scale = u->scale;
	info->system_wide = 1;
	if (u->nr_events < 2)
		return;
	info->combine = PERFGEN_COMBINE_SUM;
	info->nr_parts = u->nr_events < PERFGEN_PARTS_MAX ? u->nr_events : PERFGEN_PARTS_MAX;
	info->nr_terms = u->nr_events < PERFGEN_TERMS_MAX ? u->nr_events : PERFGEN_TERMS_MAX;
	for (int i = 0; i < info->nr_terms; i++) {
		struct perfgen_term *t = &info->terms[i];
		const struct pg_uncore_event *e = pg_uncore_event(u, (unsigned int)i);

		t->part.config = e->config;
		t->part.json = pg_str(e->json);
		t->part.pfm = "";
		t->weight = 1;
		if (i < PERFGEN_PARTS_MAX)
			info->parts[i] = t->part;
	}
}

/* Fill the fields inside out->sz (a shorter, older struct is fine). */
static void fill_info(const struct pg_resolved *r, struct perfgen_info *out)
{
	struct perfgen_info buf, *info = &buf;

	memset(info, 0, sizeof(*info));
	info->sz = out->sz;
	memcpy(info->cpuid, r->cpu->id, sizeof(info->cpuid));
	info->concept_name = r->concept >= 0 ? pg_concepts[r->concept].name : NULL;
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
	info->formula = "";
	if (r->row)
		info->avail = pg_row_avail(r->cpu, r->row, &info->note);
	info->unit = "";
	info->scale = 1.0;
	if (r->uncore)
		fill_uncore(r, info);
	if (r->arch_rows && info->avail == PERFGEN_AVAIL_EXACT) {
		/* A core PMU the table has no rows for: the architectural event. */
		info->avail = PERFGEN_AVAIL_ARCHITECTURAL;
		info->note = "the architectural event: the table has no rows for this core type";
	}
	fill_whitelist(r, info);
	pg_out_copy(out, info, sizeof(*info));
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
	if (info && (err = pg_sz_valid(info, PG_SZ0_INFO, PG_END_INFO, sizeof(*info),
				       "perfgen_resolve_info")))
		return err;
	err = pg_resolve(event, cpuid, -1, &buf, &r);
	if (err)
		return err;
	if (info && r.row && r.row->type == PG_ROW_WEIGHTED && info->sz < PG_END_INFO_TERMS)
		return pg_err(-EOPNOTSUPP, "perfgen_resolve_info: '%s' is %s, and the caller's "
			      "struct perfgen_info (sz %zu) ends before its weights (terms[], "
			      "sz %zu): rebuild against this library's header",
			      event, pg_str(pg_row_part(r.row, 0)->formula), info->sz,
			      (size_t)PG_END_INFO_TERMS);
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
