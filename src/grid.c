// SPDX-License-Identifier: MIT
/*
 * The grid of fds behind a handle or group (grid.h): laid out per task,
 * CPU and alternative PMU, opened cell by cell, read and combined.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "counts.h"
#include "cpulist.h"
#include "grid.h"
#include "grid_uncore.h"
#include "open.h"
#include "opts.h"
#include "rdpmc.h"
#include "sys.h"
#include "table.h"
#include "threads.h"

/* The CPUs to open on: all online, a list, or none (any CPU: -1). */
static int want_cpus(const struct perfgen_counter_opts *o, uint64_t *mask)
{
	/* all_cpus beside a list would drop the list without a word */
	if (o->all_cpus && (o->cpus || o->nr_cpus))
		return pg_err_as(PERFGEN_ERR_BAD_ARGUMENT, -EINVAL,
				 "all_cpus and cpus both given: give one or the other");
	if (o->all_cpus)
		return pg_cpus_online(mask);
	if (!o->cpus && o->nr_cpus)
		return pg_err(-EINVAL, "nr_cpus is %d but cpus is NULL", o->nr_cpus);
	if (o->nr_cpus < 0 || (o->cpus && !o->nr_cpus))
		return pg_err(-EINVAL, "nr_cpus is %d: want one CPU or more in cpus", o->nr_cpus);
	for (int i = 0; i < o->nr_cpus; i++) {
		int c = o->cpus[i];

		if (c < 0 || c >= PG_CPUS_MAX)
			return pg_err(c < 0 ? -EINVAL : -E2BIG, "CPU %d: CPU numbers are 0 to %d",
				      c, PG_CPUS_MAX - 1);
		if (mask[c / 64] >> (c % 64) & 1)	/* it would count twice in a sum */
			return pg_err(-EINVAL, "CPU %d is given twice", c);
		mask[c / 64] |= 1ULL << (c % 64);
	}
	if (!o->nr_cpus && (o->pid == -1 || o->cgroup))
		return pg_err(-EINVAL, "%s needs CPUs (cpus or all_cpus)",
			      o->cgroup ? "a cgroup" : "pid -1 counts every task, which");
	return o->nr_cpus;
}

void pg_set_close(struct pg_set *s)
{
	for (int i = 0; s->cell && i < s->nr_cells; i++)
		if (s->cell[i].fd >= 0)
			pg_sys_close(s->cell[i].fd);
	free(s->cell);
	free(s->inst);
	pg_uncore_free(s);
	memset(s, 0, sizeof(*s));
}

/*
 * One instance per (task, CPU, alternative whose PMU owns that CPU), task
 * by task: a thread's instances are adjacent.
 */
static int set_layout(struct pg_set *s, const struct pg_plan *p, const uint64_t *cpus, int nr_cpus,
		      const pid_t *tids, int nr_tids)
{
	size_t slots = (size_t)(nr_cpus ? nr_cpus : 1) * (size_t)nr_tids;
	int slot = 0, next = 0;
	int per_alt[PG_PMU_SLOTS] = { 0 };

	for (int a = 0; a < p->nr_alt; a++)
		s->pmu[a] = pg_plan_alt_pmu(p, a, s->nr_events);
	s->inst = calloc(slots * (size_t)p->nr_alt, sizeof(*s->inst));
	if (!s->inst)
		return pg_err(-ENOMEM, "out of memory");
	for (int t = 0; t < nr_tids; t++) {
		/* Each CPU of the list (set bits only), or -1: any CPU. */
		int c = nr_cpus ? pg_cpulist_next(cpus, -1) : -1;

		do {
			for (int a = 0; a < p->nr_alt; a++) {
				if (!pg_has_cpu(p->cpus[a], c))
					continue;
				s->inst[s->nr_inst++] = (struct pg_inst){
					.cpu = c, .pid = tids[t], .slot = slot, .alt = a,
					.uncore = -1 };
			}
			slot++;
		} while (nr_cpus && (c = pg_cpulist_next(cpus, c)) >= 0);
	}
	if (!s->nr_inst)
		return pg_err(-ENODEV, "none of the CPUs asked for has a PMU that can count this");
	for (int a = 0; a < p->nr_alt; a++)
		for (int k = 0; k < s->nr_events; k++)
			per_alt[a] += pg_resolved_parts(&p->r[a * s->nr_events + k]);
	for (int i = 0; i < s->nr_inst; i++)
		s->nr_cells += per_alt[s->inst[i].alt];
	s->cell = malloc((size_t)s->nr_cells * sizeof(*s->cell));
	if (!s->cell)
		return pg_err(-ENOMEM, "out of memory");
	for (int i = 0; i < s->nr_inst; i++) {
		struct pg_inst *in = &s->inst[i];

		in->first = next;
		in->nr_cells = per_alt[in->alt];
		for (int k = 0; k < s->nr_events; k++)
			for (int j = 0; j < pg_resolved_parts(&p->r[in->alt * s->nr_events + k]); j++)
				s->cell[next++] = (struct pg_cell){
					.fd = -1, .event = k, .part = j,
					.weight = pg_resolved_weight(&p->r[in->alt * s->nr_events + k], j),
				};
	}
	return 0;
}

static void to_open_opts(const struct perfgen_counter_opts *e, bool group, bool member,
			 struct perfgen_open_opts *o)
{
	memset(o, 0, sizeof(*o));
	o->sz = sizeof(*o);
	o->cpuid = e->cpuid;
	o->exclude_user = e->exclude_user;
	o->exclude_kernel = e->exclude_kernel;
	o->exclude_hv = e->exclude_hv;
	o->disabled = e->disabled && !member;
	o->enable_on_exec = e->enable_on_exec && !member;
	o->inherit = e->inherit || e->process;
	o->cloexec = 1;
	if (group)
		o->read_format = PERF_FORMAT_GROUP | PERF_FORMAT_TOTAL_TIME_ENABLED |
				 PERF_FORMAT_TOTAL_TIME_RUNNING;
}

/* The open options of a group's leader (or a lone event), and of a member. */
struct cell_opts {
	struct perfgen_open_opts lead, member;
	bool user_read;		/* ask for user-space reads of the page (rdpmc.h) */
};

static int inst_open(struct pg_set *s, struct pg_plan *p, const char *const *events,
		     const struct cell_opts *co, int i)
{
	const struct pg_inst *in = &s->inst[i];
	struct pg_cell *cell = &s->cell[in->first];

	for (int c = 0; c < in->nr_cells; c++) {
		/* The plan's own attr: pg_open_resolved() applies the options in place. */
		struct pg_resolved *r = &p->r[in->alt * s->nr_events + cell[c].event];

		if (in->uncore >= 0) {
			pg_uncore_attr(s, in, r, cell[c].part);
		} else if (pg_resolved_parts(r) > 1) {
			/* The row's PMU type stays; each part has its own encoding. */
			const struct pg_part *part = pg_row_part(r->row, cell[c].part);

			r->attr.config = part->config;
			r->attr.config1 = part->config1;
		}
		/* A sum's further parts outside a group are events of their own. */
		cell[c].fd = -1;
		if (co->user_read && pg_rdpmc_config1(r) & ~r->attr.config1) {
			uint64_t config1 = r->attr.config1;

			/*
			 * A kernel or PMU that cannot give user-space reads may
			 * refuse the bit: then the same event without it, read(2).
			 */
			r->attr.config1 |= pg_rdpmc_config1(r);
			cell[c].fd = pg_open_resolved(r, events[cell[c].event], in->pid, in->cpu,
						      -1, 0, &co->lead);
			r->attr.config1 = config1;
		}
		if (cell[c].fd < 0)
			cell[c].fd = pg_open_resolved(r, events[cell[c].event], in->pid, in->cpu,
						      s->group ? cell[0].fd : -1,
						      s->cgroup ? PERF_FLAG_PID_CGROUP : 0,
						      s->group && c ? &co->member : &co->lead);
		if (cell[c].fd < 0)
			return cell[c].fd;
	}
	return 0;
}

/*
 * The thread of instance i exited after the listing: close what was opened
 * for it, mark all its (adjacent) instances gone; returns its last one.
 */
static int thread_gone(struct pg_set *s, int i)
{
	pid_t tid = s->inst[i].pid;
	int b = i, e = i;

	while (b > 0 && s->inst[b - 1].pid == tid)
		b--;
	while (e + 1 < s->nr_inst && s->inst[e + 1].pid == tid)
		e++;
	for (int k = b; k <= e; k++) {
		struct pg_inst *in = &s->inst[k];

		for (int c = in->first; c < in->first + in->nr_cells; c++) {
			if (s->cell[c].fd >= 0)
				pg_sys_close(s->cell[c].fd);
			s->cell[c].fd = -1;
		}
		in->gone = true;
	}
	return e;
}

/* Drop the instances (and cells) of exited threads. */
static int set_compact(struct pg_set *s, pid_t pid)
{
	int ni = 0, nc = 0;

	for (int i = 0; i < s->nr_inst; i++) {
		struct pg_inst in = s->inst[i];

		if (in.gone)
			continue;
		memmove(&s->cell[nc], &s->cell[in.first], (size_t)in.nr_cells * sizeof(*s->cell));
		in.first = nc;
		nc += in.nr_cells;
		s->inst[ni++] = in;
	}
	s->nr_inst = ni;
	s->nr_cells = nc;
	if (!ni)
		return pg_err(-ESRCH, "process %d: every thread listed in /proc/%d/task exited "
			      "before it could be opened (ESRCH)", (int)pid, (int)pid);
	return 0;
}

static int set_open_fds(struct pg_set *s, struct pg_plan *p, const char *const *events,
			const struct perfgen_counter_opts *eo, bool user_read)
{
	struct cell_opts co;
	bool gone = false;
	int err;

	/*
	 * A group is opened with its leader disabled and enabled once every
	 * member is in: a member added to a running group joins the hardware
	 * (or the software event lists) only at the group's next schedule-in,
	 * and counts nothing until then (a context switch, milliseconds
	 * later or never in a short run).  perf stat opens groups so too.
	 */
	bool enable_after = s->group && !eo->disabled && !eo->enable_on_exec;

	to_open_opts(eo, s->group, false, &co.lead);
	to_open_opts(eo, s->group, true, &co.member);
	co.lead.disabled |= enable_after;
	/* The page is read for one counter alone: one cell, no group. */
	co.user_read = user_read && s->nr_cells == 1 && !s->group && !s->cgroup;
	for (int i = 0; i < s->nr_inst; i++) {
		err = inst_open(s, p, events, &co, i);
		if (err == -ESRCH && eo->process) {
			i = thread_gone(s, i);	/* exited since the listing: not an error */
			gone = true;
		} else if (err) {
			return err;
		}
	}
	if (gone && (err = set_compact(s, eo->pid)))
		return err;
	return enable_after ? pg_set_ioctl(s, PERF_EVENT_IOC_ENABLE, "perfgen_counter_open") : 0;
}

/* The tasks to open: pid alone (a cgroup's fd), or every thread of the process. */
static int want_tasks(struct perfgen_counter_opts *o, pid_t **tids)
{
	if (o->cgroup && (o->process || o->pid < 0))
		return pg_err(-EINVAL, "cgroup: pid is the cgroup directory's fd (%d), and "
			      "not a process", (int)o->pid);
	if (!o->process) {
		*tids = malloc(sizeof(**tids));
		if (!*tids)
			return pg_err(-ENOMEM, "out of memory");
		**tids = o->pid;
		return 1;
	}
	if (o->pid < 0)
		return pg_err(-EINVAL, "process with pid %d: want a process id, or 0 for the "
			      "calling process", (int)o->pid);
	if (o->pid == 0)
		o->pid = getpid();
	return pg_threads_list(o->pid, tids);
}

int pg_set_open(struct pg_set *s, const char *const *events, int nr,
		const struct perfgen_counter_opts *opts, bool user_read)
{
	struct perfgen_counter_opts eo = *opts;
	struct pg_plan *p;
	uint64_t *cpus;
	pid_t *tids = NULL;
	int nr_cpus, nr_tids = 0, err;

	p = calloc(1, sizeof(*p));
	cpus = calloc(PG_CPUS_MAX / 64, sizeof(*cpus));
	if (!p || !cpus) {
		err = pg_err(-ENOMEM, "out of memory");
		goto out;
	}
	nr_cpus = err = want_cpus(&eo, cpus);
	if (err < 0)
		goto out;
	s->nr_events = nr;
	s->group = eo.group;
	s->cgroup = eo.cgroup;
	err = pg_plan_make(p, events, nr, eo.cpuid);
	if (!err)
		err = pg_plan_uncore(p, events, nr);
	if (err > 0) {
		/* Every event an uncore one: its PMU instances are the units. */
		err = pg_uncore_layout(s, p, events, &eo, nr_cpus ? cpus : NULL);
	} else if (!err) {
		nr_tids = err = want_tasks(&eo, &tids);
		if (err > 0)
			err = set_layout(s, p, cpus, nr_cpus, tids, nr_tids);
	}
	if (!err)
		err = set_open_fds(s, p, events, &eo, user_read);
out:
	if (err)
		pg_set_close(s);
	if (p)
		pg_plan_free(p);
	free(p);
	free(cpus);
	free(tids);
	return err;
}

/* ---- reading ---- */

/* The readings of instance i: vals[c] for each of its cells. */
static int read_inst(const struct pg_set *s, int i, struct pg_val *vals)
{
	const struct pg_inst *in = &s->inst[i];
	const struct pg_cell *cell = &s->cell[in->first];
	uint64_t buf[3 + PG_GROUP_MAX * PG_PARTS_MAX];
	int err;

	if (!s->group) {
		for (int c = 0; c < in->nr_cells; c++) {
			err = pg_read_u64(cell[c].fd, buf, 3);
			if (err)
				return err;
			vals[c] = (struct pg_val){ buf[0], buf[1], buf[2] };
		}
		return 0;
	}
	err = pg_read_u64(cell[0].fd, buf, 3 + (size_t)in->nr_cells);
	if (err)
		return err;
	if (buf[0] != (uint64_t)in->nr_cells)
		return pg_err(-EIO, "group read: %llu events, want %d",
			      (unsigned long long)buf[0], in->nr_cells);
	for (int c = 0; c < in->nr_cells; c++)
		vals[c] = (struct pg_val){ buf[3 + c], buf[1], buf[2] };
	return 0;
}

/* Cells a read keeps on the stack; a larger handle allocates. */
#define STACK_CELLS 16

/* Every instance read, then each event's readings combined. */
static int read_all(const struct pg_set *s, struct perfgen_count *counts, size_t stride)
{
	struct pg_val vals_s[STACK_CELLS], col_s[STACK_CELLS];
	int slot_s[STACK_CELLS], part_s[STACK_CELLS], weight_s[STACK_CELLS];
	int n = s->nr_cells, err = 0;
	bool heap = n > STACK_CELLS;
	struct pg_val *vals = heap ? malloc((size_t)n * sizeof(*vals)) : vals_s;
	struct pg_val *col = heap ? malloc((size_t)n * sizeof(*col)) : col_s;
	int *slot = heap ? malloc((size_t)n * sizeof(*slot)) : slot_s;
	int *part = heap ? malloc((size_t)n * sizeof(*part)) : part_s;
	int *weight = heap ? malloc((size_t)n * sizeof(*weight)) : weight_s;

	if (!vals || !col || !slot || !part || !weight) {
		err = pg_err(-ENOMEM, "out of memory");
		goto out;
	}
	for (int i = 0; i < s->nr_inst && !err; i++)
		err = read_inst(s, i, &vals[s->inst[i].first]);
	for (int k = 0; k < s->nr_events && !err; k++) {
		int m = 0;

		/* Instances are in slot order, so a slot's readings are adjacent. */
		for (int i = 0; i < s->nr_inst; i++) {
			const struct pg_inst *in = &s->inst[i];

			for (int c = in->first; c < in->first + in->nr_cells; c++) {
				if (s->cell[c].event != k)
					continue;
				col[m] = vals[c];
				slot[m] = in->slot;
				weight[m] = s->cell[c].weight;
				part[m++] = s->cell[c].part;
			}
		}
		pg_combine(col, slot, part, weight, m,
			   (struct perfgen_count *)((char *)counts + (size_t)k * stride));
	}
out:
	if (heap) {
		free(vals);
		free(col);
		free(slot);
		free(part);
		free(weight);
	}
	return err;
}

int pg_set_read(const struct pg_set *s, struct perfgen_count *counts, size_t stride)
{
	uint64_t v[3];
	int err;

	/*
	 * One fd, one event (the calling thread, or one CPU): its reading
	 * scaled, without the arrays of the general case (measured: four
	 * allocations per read were a quarter of a counter read).
	 */
	if (s->nr_cells != 1 || s->group || s->cell[0].weight != 1)
		return read_all(s, counts, stride);
	err = pg_read_u64(s->cell[0].fd, v, 3);
	if (err)
		return err;
	counts->value = v[0];
	counts->time_enabled = v[1];
	counts->time_running = v[2];
	counts->scaled = pg_scale(v[0], v[1], v[2]);
	return 0;
}

int pg_set_read_inst(const struct pg_set *s, int i, struct perfgen_count *counts, size_t stride)
{
	const struct pg_inst *in = &s->inst[i];
	struct pg_val vals[PG_GROUP_MAX * PG_PARTS_MAX], col[PG_PARTS_MAX];
	static const int one_slot[PG_PARTS_MAX];
	int part[PG_PARTS_MAX], weight[PG_PARTS_MAX];
	int err;

	if (in->nr_cells == 1 && s->nr_events == 1 && !s->group &&
	    s->cell[in->first].weight == 1) {
		/* One fd (one event, one part): its reading scaled, no arrays. */
		uint64_t v[3];

		err = pg_read_u64(s->cell[in->first].fd, v, 3);
		if (err)
			return err;
		counts->value = v[0];
		counts->time_enabled = v[1];
		counts->time_running = v[2];
		counts->scaled = pg_scale(v[0], v[1], v[2]);
		return 0;
	}
	err = read_inst(s, i, vals);
	if (err)
		return err;
	for (int k = 0; k < s->nr_events; k++) {
		int m = 0;

		/* The parts of event k on this unit alone: one slot. */
		for (int c = 0; c < in->nr_cells; c++) {
			if (s->cell[in->first + c].event != k)
				continue;
			col[m] = vals[c];
			weight[m] = s->cell[in->first + c].weight;
			part[m++] = s->cell[in->first + c].part;
		}
		pg_combine(col, one_slot, part, weight, m,
			   (struct perfgen_count *)((char *)counts + (size_t)k * stride));
	}
	return 0;
}

/* ioctl on every fd (groups: on each leader, for the whole group). */
int pg_set_ioctl(const struct pg_set *s, unsigned long req, const char *what)
{
	for (int c = 0; c < s->nr_cells; c++) {
		int fd = s->cell[c].fd;

		if (s->group && s->cell[c].event + s->cell[c].part > 0)
			continue;	/* a member: its leader's ioctl covers it */
		int err = pg_sys_ioctl(fd, req, s->group ? PERF_IOC_FLAG_GROUP : 0);

		if (err)
			return pg_err(err, "%s: ioctl(fd %d): %s", what, fd, strerror(-err));
	}
	return 0;
}

