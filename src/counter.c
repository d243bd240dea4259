// SPDX-License-Identifier: MIT
/*
 * perfgen_counter: N events over explicit units (CPUs x tasks x PMUs),
 * one set of verbs; the grid (grid.h) lays out and reads the fds, this
 * room checks the caller's arguments, names the units and keeps the
 * rdpmc fast path.
 */
#include <errno.h>
#include <stdlib.h>
#include <unistd.h>

#include "counter.h"
#include "counts.h"
#include "opts.h"
#include "sys.h"

__thread char pg_counter_self;

/* Counting one event on the calling thread alone: rdpmc may read it. */
static bool self_only(const struct perfgen_counter_opts *o)
{
	return PG_HAVE_RDPMC && !o->no_rdpmc && !o->pid && !o->cpus && !o->all_cpus &&
	       !o->inherit && !o->process && !o->cgroup && !o->cpuid && !o->group;
}

/* Map the page for rdpmc when counting one event on the calling thread alone. */
static void map_self(struct perfgen_counter *c, const struct perfgen_counter_opts *o)
{
	long psz = sysconf(_SC_PAGESIZE);
	void *page;

	if (!self_only(o))
		return;
	if (c->set.nr_cells != 1 || c->set.cell[0].weight != 1 || psz <= 0)
		return;		/* rdpmc reads one counter: not several CPUs or parts,
				 * nor a count to be weighted */
	page = pg_sys_mmap(c->set.cell[0].fd, (size_t)psz);
	if (!page)
		return;		/* an optimisation only: read(2) it is */
	c->page = page;
	c->page_sz = (size_t)psz;
	c->owner = &pg_counter_self;
}

int pg_counter_init(struct perfgen_counter *c, const char *const *events, int nr,
		    const struct perfgen_counter_opts *o)
{
	int err = pg_set_open(&c->set, events, nr, o, self_only(o));

	if (!err)
		map_self(c, o);
	return err;
}

PERFGEN_API int perfgen_counter_open(const char *const *events, int nr,
				     const struct perfgen_counter_opts *opts,
				     struct perfgen_counter **cp)
{
	struct perfgen_counter_opts o;
	struct perfgen_counter *c;
	int err;

	if (!cp || !events)
		return pg_err(-EINVAL, "perfgen_counter_open: events or c is NULL");
	if (nr < 1 || nr > PG_GROUP_MAX)
		return pg_err(-EINVAL, "perfgen_counter_open: %d events; a counter has 1 to %d",
			      nr, PG_GROUP_MAX);
	for (int k = 0; k < nr; k++)
		if (!events[k])
			return pg_err(-EINVAL, "perfgen_counter_open: events[%d] is NULL", k);
	err = pg_sz_valid(opts, PG_SZ0_COUNTER_OPTS, PG_END_COUNTER_OPTS, sizeof(o),
			  "perfgen_counter_opts");
	if (err)
		return err;
	pg_opts_copy(&o, sizeof(o), opts);
	c = calloc(1, sizeof(*c));
	if (!c)
		return pg_err(-ENOMEM, "out of memory");
	err = pg_counter_init(c, events, nr, &o);
	if (err) {
		free(c);
		return err;
	}
	*cp = c;
	return 0;
}

/* counts[0 .. nr) against the counter: 0, or -EINVAL with the message. */
static int counts_valid(const struct perfgen_counter *c, const struct perfgen_count *counts,
			int nr, const char *what)
{
	int err = pg_count_valid(counts, what);

	if (err)
		return err;
	if (!c)
		return pg_err(-EINVAL, "%s: c is NULL", what);
	if (nr != c->set.nr_events)
		return pg_err(-EINVAL, "%s: %d counts for a counter of %d events", what, nr,
			      c->set.nr_events);
	return 0;
}

PERFGEN_API int perfgen_counter_read(struct perfgen_counter *c, struct perfgen_count *counts,
				     int nr)
{
	int err;

	/* One event, the struct as this library knows it: the short path. */
	if (__builtin_expect(nr == 1 && c && counts && counts->sz == sizeof(*counts) &&
			     c->set.nr_events == 1, 1))
		return pg_counter_read1(c, counts);
	err = counts_valid(c, counts, nr, "perfgen_counter_read");
	return err ? err : pg_set_read(&c->set, counts, counts[0].sz);
}

static int unit_valid(const struct perfgen_counter *c, int unit, const char *what)
{
	if (!c)
		return pg_err(-EINVAL, "%s: c is NULL", what);
	if (unit < 0 || unit >= c->set.nr_inst)
		return pg_err(-ERANGE, "%s: unit %d outside 0..%d", what, unit,
			      c->set.nr_inst - 1);
	return 0;
}

PERFGEN_API int perfgen_counter_read_unit(struct perfgen_counter *c, int unit,
					  struct perfgen_count *counts, int nr)
{
	int err = counts_valid(c, counts, nr, "perfgen_counter_read_unit");

	if (!err)
		err = unit_valid(c, unit, "perfgen_counter_read_unit");
	return err ? err : pg_set_read_inst(&c->set, unit, counts, counts[0].sz);
}

PERFGEN_API int perfgen_counter_nr_units(const struct perfgen_counter *c)
{
	return c ? c->set.nr_inst : pg_err(-EINVAL, "perfgen_counter_nr_units: c is NULL");
}

PERFGEN_API int perfgen_counter_nr_events(const struct perfgen_counter *c)
{
	return c ? c->set.nr_events : pg_err(-EINVAL, "perfgen_counter_nr_events: c is NULL");
}

PERFGEN_API int perfgen_counter_unit(const struct perfgen_counter *c, int unit,
				     struct perfgen_unit *u)
{
	struct perfgen_unit full = { .sz = sizeof(full) };
	int err = unit_valid(c, unit, "perfgen_counter_unit");

	if (!err && !u)
		err = pg_err(-EINVAL, "perfgen_counter_unit: u is NULL");
	if (!err)
		err = pg_sz_valid(u, PG_SZ0_UNIT, PG_END_UNIT, sizeof(full), "perfgen_counter_unit");
	if (err)
		return err;
	const struct pg_inst *in = &c->set.inst[unit];

	full.cpu = in->cpu;
	full.pid = c->set.cgroup ? -1 : in->pid;
	full.pmu = in->uncore >= 0 ? c->set.uinst[in->uncore].name : c->set.pmu[in->alt];
	full.nr_fds = in->nr_cells;
	full.socket = full.die = -1;
	if (in->uncore >= 0) {
		full.socket = c->set.uinst[in->uncore].socket;
		full.die = c->set.uinst[in->uncore].die;
	} else if (in->cpu >= 0) {
		struct pg_inst *w = (struct pg_inst *)in;	/* the cache only */

		if (!__atomic_load_n(&w->socket2, __ATOMIC_ACQUIRE)) {
			pg_cpu_topology(in->cpu, &full.socket, &full.die);
			__atomic_store_n(&w->die2, full.die + 2, __ATOMIC_RELAXED);
			__atomic_store_n(&w->socket2, full.socket + 2, __ATOMIC_RELEASE);
		}
		full.socket = __atomic_load_n(&w->socket2, __ATOMIC_ACQUIRE) - 2;
		full.die = __atomic_load_n(&w->die2, __ATOMIC_RELAXED) - 2;
	}
	pg_out_copy(u, &full, sizeof(full));
	return 0;
}

PERFGEN_API int perfgen_counter_scale(const struct perfgen_counter *c, int event,
				      double *scale, const char **unit)
{
	if (!c)
		return pg_err(-EINVAL, "perfgen_counter_scale: c is NULL");
	if (event < 0 || event >= c->set.nr_events)
		return pg_err(-ERANGE, "perfgen_counter_scale: event %d outside 0..%d", event,
			      c->set.nr_events - 1);
	if (scale)
		*scale = c->set.scale ? c->set.scale[event] : 1.0;
	if (unit)
		*unit = c->set.unit ? c->set.unit[event] : "";
	return 0;
}

PERFGEN_API int perfgen_counter_fd(const struct perfgen_counter *c, int unit, int event)
{
	int err = unit_valid(c, unit, "perfgen_counter_fd");
	const struct pg_inst *in;

	if (err)
		return err;
	in = &c->set.inst[unit];
	for (int i = in->first; i < in->first + in->nr_cells; i++)
		if (c->set.cell[i].event == event)
			return c->set.cell[i].fd;
	return pg_err(-ERANGE, "perfgen_counter_fd: event %d outside 0..%d", event,
		      c->set.nr_events - 1);
}

PERFGEN_API int perfgen_counter_enable(struct perfgen_counter *c)
{
	return c ? pg_set_ioctl(&c->set, PERF_EVENT_IOC_ENABLE, "perfgen_counter_enable")
		 : pg_err(-EINVAL, "perfgen_counter_enable: c is NULL");
}

PERFGEN_API int perfgen_counter_disable(struct perfgen_counter *c)
{
	return c ? pg_set_ioctl(&c->set, PERF_EVENT_IOC_DISABLE, "perfgen_counter_disable")
		 : pg_err(-EINVAL, "perfgen_counter_disable: c is NULL");
}

PERFGEN_API int perfgen_counter_reset(struct perfgen_counter *c)
{
	return c ? pg_set_ioctl(&c->set, PERF_EVENT_IOC_RESET, "perfgen_counter_reset")
		 : pg_err(-EINVAL, "perfgen_counter_reset: c is NULL");
}

void pg_counter_fini(struct perfgen_counter *c)
{
	if (c->page)
		pg_sys_munmap(c->page, c->page_sz);
	pg_set_close(&c->set);
}

PERFGEN_API void perfgen_counter_close(struct perfgen_counter *c)
{
	if (!c)
		return;
	pg_counter_fini(c);
	free(c);
}
