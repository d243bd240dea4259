// SPDX-License-Identifier: MIT
/*
 * perfgen stat's reading of one event on one unit, summed over the
 * processes of -p: what every output form prints (stat_print.c's human,
 * CSV and JSON, stat_metrics.c's OpenMetrics) comes from here; and the
 * units of --per-socket and --per-die.
 */
#include <errno.h>
#include <stdio.h>

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
		/*
		 * The units on this CPU (one per thread of -p; one PMU owns a
		 * CPU), or of this socket (die).
		 */
		units = perfgen_counter_nr_units(h);
		for (int j = 0; j < units; j++) {
			PERFGEN_OPTS(perfgen_unit, un);

			if (perfgen_counter_unit(h, j, &un))
				continue;
			if (cfg->aggr == AGGR_CPU ? un.cpu != cpu :
			    un.socket != cpu >> 16 * (cfg->aggr == AGGR_DIE) ||
			    (cfg->aggr == AGGR_DIE && un.die != (cpu & 0xffff)))
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

const char *stat_unit_label(const struct stat_cfg *cfg, int u, char *buf, size_t sz)
{
	int v = cfg->units[u];

	if (v < 0)
		snprintf(buf, sz, "%s", "");
	else if (cfg->aggr == AGGR_SOCKET)
		snprintf(buf, sz, "S%d", v);
	else if (cfg->aggr == AGGR_DIE)
		snprintf(buf, sz, "S%d-D%d", v >> 16, v & 0xffff);
	else
		snprintf(buf, sz, "CPU%d", v);
	return buf;
}

/*
 * --per-socket, --per-die: the sockets (dies) of the CPUs counted, as the
 * library reads them for its units (a software event on those CPUs), in
 * the order of their first CPU.  0, or 1 with a message.
 */
int stat_aggr_units(struct stat_cfg *c)
{
	const char *ev[] = { "cpu-clock" };
	PERFGEN_OPTS(perfgen_counter_opts, o, .pid = -1, .all_cpus = c->all_cpus,
		     .cpus = c->all_cpus ? NULL : c->cpu_nums,
		     .nr_cpus = c->all_cpus ? 0 : c->ncpu_nums, .disabled = true);
	struct perfgen_counter *h;

	if (perfgen_counter_open(ev, 1, &o, &h)) {
		fprintf(stderr, "perfgen stat: cannot tell the CPUs' sockets: %s\n",
			perfgen_errmsg());
		return 1;
	}
	for (int j = 0; j < perfgen_counter_nr_units(h) && c->nunits < MAX_UNITS; j++) {
		PERFGEN_OPTS(perfgen_unit, un);
		int key, seen = 0;

		if (perfgen_counter_unit(h, j, &un))
			continue;
		key = c->aggr == AGGR_DIE ? (un.socket < 0 ? 0 : un.socket) << 16 |
					    (un.die < 0 ? 0 : un.die)
					  : (un.socket < 0 ? 0 : un.socket);
		for (int u = 0; u < c->nunits; u++)
			seen |= c->units[u] == key;
		if (!seen)
			c->units[c->nunits++] = key;
	}
	perfgen_counter_close(h);
	return 0;
}
