// SPDX-License-Identifier: MIT
/* Enumeration of the concepts and their availability on a CPU. */
#include <errno.h>
#include <string.h>

#include "host.h"
#include "opts.h"
#include "pmu.h"
#include "resolve.h"
#include "uncore.h"

PERFGEN_API int perfgen_concept_count(void)
{
	return (int)pg_nr_concepts;
}

/* How far an availability is from exact, for the weakest of several. */
static int weakness(int avail)
{
	switch (avail) {
	case PERFGEN_AVAIL_EXACT:
		return 0;
	case PERFGEN_AVAIL_ARCHITECTURAL:
		return 1;
	case PERFGEN_AVAIL_APPROX:
		return 2;
	default:
		return 3;	/* unsupported */
	}
}

/*
 * This machine: the core PMUs its running kernel registered decide, as
 * they do when counting (pmu.c, resolve.c).  A concept one of them cannot
 * count (one 'cpu' PMU over a hybrid part, a config1 for an offcore
 * register the kernel did not install) is unsupported here, whatever the
 * table says; one counted with the architectural rows is architectural.
 */
static void host_avail(const struct pg_cpu *cpu, const char *name,
		       struct perfgen_concept *out)
{
	unsigned int layout = pg_pmu_layout(cpu, true);

	for (int p = 0; p < PG_PMU_SLOTS; p++) {
		struct pg_resolved r;
		struct pg_cpu buf;

		if (!(layout >> p & 1))
			continue;
		if (pg_resolve(name, NULL, p, &buf, &r)) {
			out->avail = PERFGEN_AVAIL_UNSUPPORTED;
			out->note = "not with the running kernel's core PMUs "
				    "(perfgen resolve says why)";
			return;
		}
		if (r.arch_rows && weakness(PERFGEN_AVAIL_ARCHITECTURAL) > weakness(out->avail)) {
			out->avail = PERFGEN_AVAIL_ARCHITECTURAL;
			out->note = "only the architectural events encode alike on the running "
				    "kernel's core PMUs";
		}
	}
}

/*
 * An uncore concept: its data/uncore.toml row; on this machine, also
 * whether its PMU is here and the running kernel agrees with the row.
 */
static void uncore_avail(const struct pg_cpu *cpu, int idx, bool host,
			 struct perfgen_concept *out)
{
	const struct pg_uncore_row *u = pg_uncore_find(cpu->uarch, idx);
	struct pg_resolved r;
	struct pg_cpu buf;

	if (!u || u->type != PG_ROW_UNCORE) {
		out->avail = PERFGEN_AVAIL_UNSUPPORTED;
		out->note = u ? pg_str(u->unsupported) : "the table has no uncore row";
		return;
	}
	out->avail = u->exact ? PERFGEN_AVAIL_EXACT : PERFGEN_AVAIL_APPROX;
	out->note = pg_str(u->approx);
	if (host && pg_resolve(pg_concepts[idx].name, NULL, -1, &buf, &r)) {
		out->avail = PERFGEN_AVAIL_UNSUPPORTED;
		out->note = "not on this machine: its uncore PMU is absent or the running "
			    "kernel encodes it otherwise (perfgen resolve says why)";
	}
}

PERFGEN_API int perfgen_concept_get(int idx, const char *cpuid, struct perfgen_concept *out)
{
	const struct pg_concept *c;
	const struct pg_cpu *cpu;
	const struct pg_row *row;
	struct pg_cpu buf;
	int err;

	if (!out)
		return pg_err(-EINVAL, "perfgen_concept_get: out is NULL");
	err = pg_sz_valid(out, PG_SZ0_CONCEPT, PG_END_CONCEPT, sizeof(*out), "perfgen_concept_get");
	if (err)
		return err;
	if (idx < 0 || (unsigned int)idx >= pg_nr_concepts)
		return pg_err(-ERANGE, "perfgen_concept_get: index %d outside 0..%u", idx,
			      pg_nr_concepts - 1);
	c = &pg_concepts[idx];
	memset((char *)out + sizeof(out->sz), 0, sizeof(*out) - sizeof(out->sz));
	out->name = c->name;
	out->definition = pg_str(c->definition);
	out->software = c->kind == PG_KIND_SOFTWARE;
	out->note = "";
	if (out->software)
		return 0;
	err = pg_cpu_get(cpuid, &buf, &cpu);
	if (err) {
		out->avail = PERFGEN_AVAIL_UNSUPPORTED;
		out->note = "unknown CPU";
		return err;
	}
	if (c->kind == PG_KIND_UNCORE) {
		uncore_avail(cpu, idx, !cpuid, out);
		return 0;
	}
	/*
	 * A hybrid CPU counts an event on every core PMU or refuses it
	 * (perfgen_event_open(), perfgen stat): the weakest core PMU's
	 * availability, and its note, is the CPU's.
	 */
	row = &pg_uarch_rows(cpu->uarch, 0)[idx];
	out->avail = pg_row_avail(cpu, row, &out->note);
	for (unsigned int i = 1; pg_cpu_hybrid(cpu) && i < cpu->uarch->nr_pmus; i++) {
		const char *note;
		int avail = pg_row_avail(cpu, &pg_uarch_rows(cpu->uarch, i)[idx], &note);

		if (weakness(avail) > weakness(out->avail)) {
			out->avail = avail;
			out->note = note;
		}
	}
	if (!cpuid && out->avail != PERFGEN_AVAIL_UNSUPPORTED)
		host_avail(cpu, c->name, out);
	return 0;
}

PERFGEN_API int perfgen_papi_count(void)
{
	return (int)pg_nr_papi;
}

PERFGEN_API int perfgen_papi_get(int idx, const char *cpuid, struct perfgen_papi *out)
{
	PERFGEN_OPTS(perfgen_concept, c);
	const struct pg_papi *p;
	int err;

	if (!out)
		return pg_err(-EINVAL, "perfgen_papi_get: out is NULL");
	err = pg_sz_valid(out, PG_SZ0_PAPI, PG_END_PAPI, sizeof(*out), "perfgen_papi_get");
	if (err)
		return err;
	if (idx < 0 || (unsigned int)idx >= pg_nr_papi)
		return pg_err(-ERANGE, "perfgen_papi_get: index %d outside 0..%u", idx,
			      pg_nr_papi - 1);
	p = &pg_papi[idx];
	memset((char *)out + sizeof(out->sz), 0, sizeof(*out) - sizeof(out->sz));
	out->name = p->name;
	out->description = pg_str(p->papi);
	out->refused = pg_str(p->refused);
	out->avail = PERFGEN_AVAIL_UNSUPPORTED;
	out->note = out->refused;
	if (p->concept == PG_PAPI_REFUSED)
		return 0;
	out->concept_name = pg_concepts[p->concept].name;
	/* The concept's own availability: the name resolves to it. */
	err = perfgen_concept_get(p->concept, cpuid, &c);
	out->avail = c.avail;
	out->note = c.note ? c.note : "";
	return err;
}

PERFGEN_API const char *perfgen_version(void)
{
	return PERFGEN_VERSION;
}
