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
	static const int hybrid_pmus[] = { PG_PMU_CPU_CORE, PG_PMU_CPU_ATOM };
	const struct pg_cpu *cpu;
	int err = 0;

	p->nr_alt = 0;
	p->r = calloc(PG_PMU_NR * (size_t)nr, sizeof(*p->r));
	if (!p->r)
		return pg_err(-ENOMEM, "out of memory");
	/*
	 * The CPU decides how many alternatives there are; an unknown one
	 * still plans software events (each resolve says what it lacks).
	 */
	if (pg_cpu_get(cpuid, &p->cpubuf, &cpu) || !pg_cpu_hybrid(cpu))
		return plan_alt(p, events, nr, cpuid, -1);
	/* Hybrid: every core-type PMU that can count them all. */
	for (unsigned int i = 0; i < sizeof(hybrid_pmus) / sizeof(*hybrid_pmus); i++) {
		int e = plan_alt(p, events, nr, cpuid, hybrid_pmus[i]);

		if (e)
			err = e;
	}
	return p->nr_alt ? 0 : err;
}

void pg_plan_free(struct pg_plan *p)
{
	free(p->r);
	p->r = NULL;
}
