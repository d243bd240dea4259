// SPDX-License-Identifier: MIT
/*
 * The grid of an uncore counter (grid.h): its units are the instances of
 * the events' uncore PMUs, each on the CPUs of its cpumask, system-wide.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "grid_uncore.h"
#include "table.h"

/*
 * Uncore events: one instance per CPU of each uncore PMU's cpumask (the
 * CPU that counts for its socket or die), in the CPUs asked for, with a
 * cell for each encoding of each event that PMU counts.  Only system-wide:
 * a task or cgroup would see the socket's counts under its own name.
 */
static int uncore_refused(const struct perfgen_counter_opts *o, const char *event)
{
	const char *what = o->pid != -1 ? "a task (pid -1 counts every task)" :
			   o->process ? "a process" :
			   o->cgroup ? "a cgroup" : o->group ? "a group" :
			   o->exclude_user || o->exclude_kernel || o->exclude_hv ?
			   "a privilege level (exclude_*)" : o->inherit ? "inherit" :
			   o->enable_on_exec ? "enable_on_exec" : NULL;

	if (!what)
		return 0;
	return pg_err_as(PERFGEN_ERR_SYSTEM_WIDE, -EINVAL, "'%s' counts for a whole socket "
			 "(its uncore PMU), whatever runs there, at every privilege level: it "
			 "cannot be counted for %s; open it with pid -1 and all_cpus (or "
			 "cpus), as perf stat -a does%s", event, what,
			 o->group ? " (its instances are different PMUs: no group)" : "");
}

static int uinst_find(const struct pg_set *s, const struct pg_uncore_inst *u)
{
	for (int i = 0; i < s->nr_uinst; i++)
		if (s->uinst[i].cpu == u->cpu && !strcmp(s->uinst[i].name, u->name))
			return i;
	return -1;
}

/* Most instances (PMU x CPU of its cpumask) of one uncore event. */
#define UINST_MAX 4096

int pg_uncore_layout(struct pg_set *s, const struct pg_plan *p, const char *const *events,
		     const struct perfgen_counter_opts *o, const uint64_t *cpus)
{
	struct pg_uncore_inst *found;
	int nr = s->nr_events, err = uncore_refused(o, events[0]), next = 0;

	if (!err && !cpus)
		err = pg_err_as(PERFGEN_ERR_SYSTEM_WIDE, -EINVAL, "'%s' counts for a whole "
				"socket: it needs CPUs (all_cpus, or cpus) and pid -1", events[0]);
	if (err)
		return err;
	found = malloc(UINST_MAX * sizeof(*found));

	s->uinst = calloc(UINST_MAX, sizeof(*s->uinst));
	s->scale = calloc((size_t)nr, sizeof(*s->scale));
	s->unit = calloc((size_t)nr, sizeof(*s->unit));
	if (!found || !s->uinst || !s->scale || !s->unit) {
		err = pg_err(-ENOMEM, "out of memory");
		goto out;
	}
	for (int k = 0; k < nr && !err; k++) {
		const struct pg_resolved *r = &p->r[k];
		const char *name = pg_concepts[r->concept].name;
		int n = pg_uncore_instances(r->uncore, name, found, UINST_MAX), kept = 0;
		bool checked = false;

		if (n < 0) {
			err = n;
			break;
		}
		s->scale[k] = r->uncore->scale;
		s->unit[k] = pg_unit_name(pg_concepts[r->concept].unit);
		for (int j = 0; j < n && !err; j++) {
			if (!pg_has_cpu(cpus, found[j].cpu))
				continue;
			/* Once per PMU (the first of its CPUs): sysfs is the driver's. */
			if (!checked || strcmp(found[j].name, found[j - 1].name))
				err = pg_uncore_check(r->uncore, name, &found[j]);
			checked = true;
			if (!err && uinst_find(s, &found[j]) < 0) {
				if (s->nr_uinst == UINST_MAX)
					err = pg_err(-E2BIG, "more than %d uncore PMU instances",
						     UINST_MAX);
				else
					s->uinst[s->nr_uinst++] = found[j];
			}
			kept++;
		}
		if (!err && !kept)
			err = pg_err_as(PERFGEN_ERR_NO_PMU, -ENODEV, "'%s': none of the CPUs "
					"asked for is one the %s PMU counts its socket on (its "
					"cpumask): ask for all CPUs, or for one of its cpumask's",
					events[k], pg_str(r->uncore->pmu));
	}
	if (err)
		goto out;
	s->inst = calloc((size_t)s->nr_uinst, sizeof(*s->inst));
	if (!s->inst) {
		err = pg_err(-ENOMEM, "out of memory");
		goto out;
	}
	/* Each instance: a cell per encoding of each event its PMU counts. */
	for (int i = 0; i < s->nr_uinst; i++) {
		s->inst[i] = (struct pg_inst){ .cpu = s->uinst[i].cpu, .pid = -1, .slot = i,
					       .alt = 0, .uncore = i };
		for (int k = 0; k < nr; k++)
			if (pg_uncore_pmu_is(p->r[k].uncore, s->uinst[i].name))
				s->nr_cells += p->r[k].uncore->nr_events;
	}
	s->nr_inst = s->nr_uinst;
	s->cell = malloc((size_t)s->nr_cells * sizeof(*s->cell));
	if (!s->cell) {
		err = pg_err(-ENOMEM, "out of memory");
		goto out;
	}
	for (int i = 0; i < s->nr_inst; i++) {
		struct pg_inst *in = &s->inst[i];

		in->first = next;
		for (int k = 0; k < nr; k++) {
			if (!pg_uncore_pmu_is(p->r[k].uncore, s->uinst[i].name))
				continue;
			for (int j = 0; j < p->r[k].uncore->nr_events; j++)
				s->cell[next++] = (struct pg_cell){ .fd = -1, .event = k,
								    .part = j, .weight = 1 };
		}
		in->nr_cells = next - in->first;
	}
out:
	free(found);
	return err;
}

/* Are the events uncore concepts: all (1), none (0); a mix is refused. */
int pg_plan_uncore(const struct pg_plan *p, const char *const *events, int nr)
{
	int k, n = 0;

	for (k = 0; k < nr; k++)
		n += p->r[k].uncore != NULL;
	if (!n || n == nr)
		return n > 0;
	for (k = 0; p->r[k].uncore; k++)
		;
	return pg_err_as(PERFGEN_ERR_SYSTEM_WIDE, -EINVAL, "'%s' counts per core and '%s' per "
			 "socket (an uncore PMU): open them in counters of their own (perfgen "
			 "stat does)", events[k], events[k ? 0 : 1]);
}

void pg_uncore_attr(const struct pg_set *s, const struct pg_inst *in, struct pg_resolved *r,
		    int part)
{
	/* The instance's own type; each encoding of the row its cell. */
	r->attr.type = (uint32_t)s->uinst[in->uncore].type;
	r->attr.config = pg_uncore_event(r->uncore, (unsigned int)part)->config;
}

void pg_uncore_free(struct pg_set *s)
{
	free(s->uinst);
	free(s->scale);
	free(s->unit);
}
