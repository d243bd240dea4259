// SPDX-License-Identifier: MIT
/* Events resolved for every core PMU they must live on (plan.h). */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "host.h"
#include "plan.h"
#include "pmu.h"

static bool alt_seen(const struct pg_plan *p, const int *key, int nr)
{
	for (int a = 0; a < p->nr_alt; a++)
		if (!memcmp(p->key[a], key, (size_t)nr * sizeof(*key)))
			return true;
	return false;
}

/* Resolve all events on PMU pmu (-1: the default) as alternative nr_alt. */
static int plan_alt(struct pg_plan *p, const char *const *events, int nr, const char *cpuid,
		    int pmu)
{
	struct pg_resolved *r = &p->r[p->nr_alt * nr];
	int *key = p->key[p->nr_alt];

	for (int k = 0; k < nr; k++) {
		int err = pg_resolve(events[k], cpuid, pmu, &p->cpubuf, &r[k]);

		if (err)
			return err;
		key[k] = r[k].software ? -1 : r[k].pmu;
	}
	if (alt_seen(p, key, nr))
		return 0;
	/*
	 * Software events alone live on every CPU, not on the CPUs of the
	 * first core PMU they were planned for (which would leave a hybrid
	 * CPU's other core type uncounted).
	 */
	bool software = true;

	for (int k = 0; k < nr; k++)
		software &= key[k] == -1;
	if (pmu >= 0 && cpuid == NULL && !software)
		pg_pmu_cpus(pmu, p->cpus[p->nr_alt]);
	else
		memset(p->cpus[p->nr_alt], 0xff, sizeof(p->cpus[0]));
	p->nr_alt++;
	return 0;
}

int pg_plan_make(struct pg_plan *p, const char *const *events, int nr, const char *cpuid)
{
	const struct pg_cpu *cpu;
	unsigned int layout;

	p->nr_alt = 0;
	p->r = calloc(PG_PMU_SLOTS * (size_t)nr, sizeof(*p->r));
	if (!p->r)
		return pg_err(-ENOMEM, "out of memory");
	/*
	 * The core PMUs decide how many alternatives there are (the running
	 * kernel's, pmu.h); an unknown CPU still plans software events (each
	 * resolve says what it lacks).
	 */
	if (pg_cpu_get(cpuid, &p->cpubuf, &cpu))
		return plan_alt(p, events, nr, cpuid, -1);
	layout = pg_pmu_layout(cpu, cpuid == NULL);
	if (layout == 1u << PG_PMU_CPU)
		return plan_alt(p, events, nr, cpuid, -1);
	/*
	 * Hybrid: every core PMU, or none.  A core type left out would leave
	 * the time a task spends on it uncounted, under a count that looks
	 * whole.
	 */
	for (int pmu = 0; pmu < PG_PMU_SLOTS; pmu++) {
		int err;

		if (!(layout >> pmu & 1))
			continue;
		err = plan_alt(p, events, nr, cpuid, pmu);
		if (err) {
			char names[64];

			pg_err_append(" (this hybrid CPU counts on %s: an event counts on every core "
				      "PMU, or it is refused)",
				      pg_pmu_layout_names(layout, names, sizeof(names)));
			return err;
		}
	}
	return 0;
}

const char *pg_plan_alt_pmu(const struct pg_plan *p, int a, int nr)
{
	for (int k = 0; k < nr; k++)
		if (!p->r[a * nr + k].software)
			return pg_pmu_name(p->r[a * nr + k].pmu);
	return "software";
}

void pg_plan_free(struct pg_plan *p)
{
	free(p->r);
	p->r = NULL;
}
