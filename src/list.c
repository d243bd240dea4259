// SPDX-License-Identifier: MIT
/* Enumeration of the concepts and their availability on a CPU. */
#include <errno.h>
#include <string.h>

#include "host.h"
#include "opts.h"

PERFGEN_API int perfgen_concept_count(void)
{
	return (int)pg_nr_concepts;
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
	/* Availability is the first core PMU's (cpu, or cpu_core on hybrids). */
	row = &pg_uarch_rows(cpu->uarch, 0)[idx];
	out->avail = pg_row_avail(cpu, row, &out->note);
	return 0;
}

PERFGEN_API const char *perfgen_version(void)
{
	return PERFGEN_VERSION;
}
