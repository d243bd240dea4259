// SPDX-License-Identifier: MIT
/*
 * perfgen stat's reading of one event on one unit, summed over the
 * processes of -p: what every output form prints (stat_print.c's human,
 * CSV and JSON, stat_metrics.c's OpenMetrics) comes from here.
 */
#include <errno.h>

#include "stat.h"

/* Sum b into a (counts of different processes add like CPUs). */
static void add(struct perfgen_count *a, const struct perfgen_count *b)
{
	a->value += b->value;
	a->scaled += b->scaled;
	a->time_enabled += b->time_enabled;
	a->time_running += b->time_running;
}

int stat_read(const struct stat_cfg *cfg, int i, int u, struct perfgen_count *out)
{
	const struct stat_ev *ev = &cfg->ev[i];
	int np = cfg->npids ? cfg->npids : 1;
	int nr = ev->group < 0 ? 1 : cfg->grp[ev->group].nr;
	int member = ev->group < 0 ? 0 : ev->member;
	int cpu = cfg->units[u], found = 0;
	struct perfgen_count cs[MAX_EVENTS];

	*out = (struct perfgen_count){ .sz = sizeof(*out) };
	for (int m = 0; m < nr; m++)
		cs[m] = (struct perfgen_count){ .sz = sizeof(cs[m]) };
	for (int k = 0; k < np; k++) {
		struct perfgen_counter *h = ev->group < 0 ? ev->h[k] : cfg->grp[ev->group].g[k];
		int err, units;

		if (cpu < 0) {	/* every unit: the library's sum */
			err = perfgen_counter_read(h, cs, nr);
			if (err)
				return err;
			add(out, &cs[member]);
			found = 1;
			continue;
		}
		/* The units on this CPU (one per thread of -p; one PMU owns a CPU). */
		units = perfgen_counter_nr_units(h);
		for (int j = 0; j < units; j++) {
			PERFGEN_OPTS(perfgen_unit, un);

			if (perfgen_counter_unit(h, j, &un) || un.cpu != cpu)
				continue;
			err = perfgen_counter_read_unit(h, j, cs, nr);
			if (err)
				return err;
			add(out, &cs[member]);
			found = 1;
		}
	}
	return found ? 0 : -ENODEV;
}
