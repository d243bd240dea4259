// SPDX-License-Identifier: MIT
/*
 * Handles: a concept opened wherever it must live, and groups of concepts
 * read together.  A handle is a list of instances (one thread, or the
 * task asked for; one CPU, or any CPU; on one PMU), each with its cells:
 * one fd per part of each event (one event for perfgen_event, nr for
 * perfgen_group; one part, or the parts of a sum row).  Instances of one
 * slot (the PMUs of one CPU on a hybrid machine, for one thread) are
 * alternatives: one runs at a time.  Parts of one event on one instance
 * are counters running side by side.  Everything else (CPUs, the threads
 * of a process) sums.
 */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <unistd.h>

#include "event.h"
#include "rdpmc.h"

#define GROUP_MAX 64

struct pg_inst {
	int cpu;		/* -1: wherever the task runs */
	pid_t pid;		/* the task (a thread of the process) it counts */
	bool gone;		/* its thread exited before it could be opened */
	int slot;		/* alternatives share one slot */
	int alt;		/* index into the plan's alternatives */
	int first;		/* its cells: cell[first .. first + nr_cells) */
	int nr_cells;		/* in a group: cell[first] leads */
};

/* One fd: part `part` of event `event`. */
struct pg_cell {
	int fd;
	int event;
	int part;
};

struct pg_set {
	int nr_events;
	int nr_inst;
	int nr_cells;
	bool group;
	struct pg_inst *inst;
	struct pg_cell *cell;
};

struct perfgen_event {
	struct pg_set set;
	void *page;		/* perf_event_mmap_page for rdpmc, or NULL */
	size_t page_sz;
	const void *owner;	/* the opening thread's pg_self: rdpmc only there */
};

struct perfgen_group {
	struct pg_set set;
};

/*
 * Each event resolved for every PMU it must live on.  In a group on a
 * hybrid CPU a software member follows its hardware leader's PMU, so it
 * counts only the time on that PMU's CPUs and the alternatives still add.
 */
struct pg_plan {
	int nr_alt;
	struct pg_cpu cpubuf;
	struct pg_resolved *r;	/* [alt * nr + event] */
	int key[PG_PMU_NR][GROUP_MAX]; /* PMU of event k in alt a, -1 software */
	uint64_t cpus[PG_PMU_NR][PG_CPUS_MAX / 64]; /* CPUs each alt can count on */
};

static __thread char pg_self;

/* ---- CPU lists ---- */

int pg_cpulist_parse(const char *s, uint64_t *mask, int max)
{
	int n = 0;

	memset(mask, 0, (size_t)(max / 64) * sizeof(*mask));
	while (*s) {
		char *end;
		long lo = strtol(s, &end, 10), hi = lo;

		if (end == s || lo < 0)
			return -EINVAL;
		if (*end == '-') {
			s = end + 1;
			hi = strtol(s, &end, 10);
			if (end == s || hi < lo)
				return -EINVAL;
		}
		if (hi >= max)
			return -E2BIG;
		for (long c = lo; c <= hi; c++) {
			n += !(mask[c / 64] >> (c % 64) & 1);
			mask[c / 64] |= 1ULL << (c % 64);
		}
		if (*end == ',')
			end++;
		else if (*end)
			return -EINVAL;
		s = end;
	}
	return n;
}

static int read_cpulist(const char *path, uint64_t *mask)
{
	char buf[4096];
	int err = perfgen_sys_read_file(path, buf, sizeof(buf));

	if (err)
		return err;
	return pg_cpulist_parse(buf, mask, PG_CPUS_MAX);
}

/* The CPUs to open on: all online, a list, or none (any CPU: -1). */
static int want_cpus(const struct perfgen_event_opts *o, uint64_t *mask)
{
	int n;

	if (o->all_cpus) {
		n = read_cpulist("/sys/devices/system/cpu/online", mask);
		if (n <= 0)
			return pg_err(n ? n : -ENOENT, "cannot read the online CPUs from "
				      "/sys/devices/system/cpu/online (%s)", strerror(n ? -n : ENOENT));
		return n;
	}
	if (!o->cpus) {
		if (o->pid == -1)
			return pg_err(-EINVAL, "pid -1 counts every task, which needs CPUs "
				      "(cpus or all_cpus in perfgen_event_opts)");
		return 0;
	}
	n = pg_cpulist_parse(o->cpus, mask, PG_CPUS_MAX);
	if (n == -E2BIG)
		return pg_err(n, "CPU list '%s': CPU numbers stop at %d", o->cpus, PG_CPUS_MAX - 1);
	if (n <= 0)
		return pg_err(-EINVAL, "CPU list '%s': want numbers and ranges such as 0-3,8",
			      o->cpus);
	return n;
}

/* ---- resolving every event on every PMU that can count it ---- */

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
	char path[96];

	for (int k = 0; k < nr; k++) {
		int err = pg_resolve_pmu(events[k], cpuid, pmu, &p->cpubuf, &r[k]);

		if (err)
			return err;
		key[k] = r[k].software ? -1 : r[k].pmu;
	}
	if (alt_seen(p, key, nr))
		return 0;
	memset(p->cpus[p->nr_alt], 0xff, sizeof(p->cpus[0]));
	if (pmu >= 0 && cpuid == NULL) {
		snprintf(path, sizeof(path), "/sys/bus/event_source/devices/%s/cpus",
			 pg_pmu_name(pmu));
		if (read_cpulist(path, p->cpus[p->nr_alt]) <= 0)
			memset(p->cpus[p->nr_alt], 0xff, sizeof(p->cpus[0]));
	}
	p->nr_alt++;
	return 0;
}

static int plan(struct pg_plan *p, const char *const *events, int nr, const char *cpuid)
{
	static const int hybrid_pmus[] = { PG_PMU_CPU_CORE, PG_PMU_CPU_ATOM };
	struct pg_resolved r0;
	int err;

	p->nr_alt = 0;
	p->r = calloc(PG_PMU_NR * (size_t)nr, sizeof(*p->r));
	if (!p->r)
		return pg_err(-ENOMEM, "out of memory");
	err = pg_resolve(events[0], cpuid, &p->cpubuf, &r0);
	if (err && err != -EOPNOTSUPP)
		return err;
	if (!r0.cpu || !pg_cpu_hybrid(r0.cpu))
		return plan_alt(p, events, nr, cpuid, -1);
	/* Hybrid: every core-type PMU that can count them all. */
	for (unsigned int i = 0; i < sizeof(hybrid_pmus) / sizeof(*hybrid_pmus); i++) {
		int e = plan_alt(p, events, nr, cpuid, hybrid_pmus[i]);

		if (e)
			err = e;
	}
	return p->nr_alt ? 0 : err;
}

/* ---- the grid of fds ---- */

static void set_close(struct pg_set *s)
{
	for (int i = 0; s->cell && i < s->nr_cells; i++)
		if (s->cell[i].fd >= 0)
			close(s->cell[i].fd);
	free(s->cell);
	free(s->inst);
	memset(s, 0, sizeof(*s));
}

/* Parts of a resolved event: a sum row's, else 1. */
static int nr_parts(const struct pg_resolved *r)
{
	return r->row && r->row->type == PG_ROW_SUM ? r->row->nr_parts : 1;
}

static bool has_cpu(const uint64_t *mask, int cpu)
{
	return cpu < 0 || (mask[cpu / 64] >> (cpu % 64) & 1);
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
	int per_alt[PG_PMU_NR] = { 0 };

	s->inst = calloc(slots * (size_t)p->nr_alt, sizeof(*s->inst));
	if (!s->inst)
		return pg_err(-ENOMEM, "out of memory");
	for (int t = 0; t < nr_tids; t++) {
		for (int c = nr_cpus ? 0 : -1; c < (nr_cpus ? PG_CPUS_MAX : 0); c++) {
			if (c >= 0 && !has_cpu(cpus, c))
				continue;
			for (int a = 0; a < p->nr_alt; a++) {
				if (!has_cpu(p->cpus[a], c))
					continue;
				s->inst[s->nr_inst++] = (struct pg_inst){
					.cpu = c, .pid = tids[t], .slot = slot, .alt = a };
			}
			slot++;
		}
	}
	if (!s->nr_inst)
		return pg_err(-ENODEV, "none of the CPUs asked for has a PMU that can count this");
	for (int a = 0; a < p->nr_alt; a++)
		for (int k = 0; k < s->nr_events; k++)
			per_alt[a] += nr_parts(&p->r[a * s->nr_events + k]);
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
			for (int j = 0; j < nr_parts(&p->r[in->alt * s->nr_events + k]); j++)
				s->cell[next++] = (struct pg_cell){ .fd = -1, .event = k, .part = j };
	}
	return 0;
}

static void to_open_opts(const struct perfgen_event_opts *e, bool group, bool member,
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

static int inst_open(struct pg_set *s, const struct pg_plan *p, const char *const *events,
		     const struct perfgen_event_opts *eo, int i)
{
	const struct pg_inst *in = &s->inst[i];
	struct pg_cell *cell = &s->cell[in->first];
	struct perfgen_open_opts o;

	for (int c = 0; c < in->nr_cells; c++) {
		struct pg_resolved r = p->r[in->alt * s->nr_events + cell[c].event];

		if (nr_parts(&r) > 1) {
			/* The row's PMU type stays; each part has its own encoding. */
			const struct pg_part *part = pg_row_part(r.row, cell[c].part);

			r.attr.config = part->config;
			r.attr.config1 = part->config1;
		}
		to_open_opts(eo, s->group, c > 0, &o);
		cell[c].fd = pg_open_resolved(&r, events[cell[c].event], in->pid, in->cpu,
					      s->group ? cell[0].fd : -1, 0, &o);
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
				close(s->cell[c].fd);
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

static int set_open_fds(struct pg_set *s, const struct pg_plan *p, const char *const *events,
			const struct perfgen_event_opts *eo)
{
	bool gone = false;

	for (int i = 0; i < s->nr_inst; i++) {
		int err = inst_open(s, p, events, eo, i);

		if (err == -ESRCH && eo->process) {
			i = thread_gone(s, i);	/* exited since the listing: not an error */
			gone = true;
		} else if (err) {
			return err;
		}
	}
	return gone ? set_compact(s, eo->pid) : 0;
}

static int tid_cmp(const void *a, const void *b)
{
	pid_t x = *(const pid_t *)a, y = *(const pid_t *)b;

	return (x > y) - (x < y);
}

/* The threads of process pid, sorted, in a new array *out; count or -errno. */
static int list_threads(pid_t pid, pid_t **out)
{
	int max = 64, n;

	for (;;) {
		pid_t *t = malloc((size_t)max * sizeof(*t));

		if (!t)
			return pg_err(-ENOMEM, "out of memory");
		n = perfgen_sys_list_tasks(pid, t, max);
		if (n > max && n < INT_MAX / 2) {
			free(t);	/* more threads than room: again, larger */
			max = n + n / 4 + 16;
			continue;
		}
		if (n > 0 && n <= max) {
			qsort(t, (size_t)n, sizeof(*t), tid_cmp);
			*out = t;
			return n;
		}
		free(t);
		break;
	}
	if (n == -ENOENT || n == -ESRCH || n == 0)
		return pg_err(-ESRCH, "process %d: no such process (no threads in /proc/%d/task)",
			      (int)pid, (int)pid);
	if (n > 0)
		n = -E2BIG;
	return pg_err(n, "cannot list the threads of process %d in /proc/%d/task: %s",
		      (int)pid, (int)pid, strerror(-n));
}

/* The tasks to open: pid alone, or every thread of the process. */
static int want_tasks(struct perfgen_event_opts *o, pid_t **tids)
{
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
	return list_threads(o->pid, tids);
}

static int set_open(struct pg_set *s, const char *const *events, int nr,
		    const struct perfgen_event_opts *opts, const char *what)
{
	struct perfgen_event_opts eo;
	struct pg_plan *p;
	uint64_t *cpus;
	pid_t *tids = NULL;
	int nr_cpus, nr_tids = 0, err;

	err = pg_opts_valid(opts, sizeof(eo), what);
	if (err)
		return err;
	memset(&eo, 0, sizeof(eo));
	if (opts)
		memcpy(&eo, opts, opts->sz < sizeof(eo) ? opts->sz : sizeof(eo));
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
	err = plan(p, events, nr, eo.cpuid);
	if (!err)
		nr_tids = err = want_tasks(&eo, &tids);
	if (err > 0)
		err = set_layout(s, p, cpus, nr_cpus, tids, nr_tids);
	if (!err)
		err = set_open_fds(s, p, events, &eo);
out:
	if (err)
		set_close(s);
	if (p)
		free(p->r);
	free(p);
	free(cpus);
	free(tids);
	return err;
}

/* ---- reading ---- */

static int read_fd(int fd, uint64_t *v, size_t n)
{
	ssize_t got;

	do {
		got = read(fd, v, n * sizeof(*v));
	} while (got < 0 && errno == EINTR);
	if (got < 0)
		return pg_err(-errno, "read(fd %d): %s", fd, strerror(errno));
	if ((size_t)got != n * sizeof(*v))
		return pg_err(-EIO, "read(fd %d): %zd bytes, want %zu", fd, got,
			      n * sizeof(*v));
	return 0;
}

/* The readings of instance i: vals[c] for each of its cells. */
static int read_inst(const struct pg_set *s, int i, struct pg_val *vals)
{
	const struct pg_inst *in = &s->inst[i];
	const struct pg_cell *cell = &s->cell[in->first];
	uint64_t buf[3 + GROUP_MAX * PG_PARTS_MAX];
	int err;

	if (!s->group) {
		for (int c = 0; c < in->nr_cells; c++) {
			err = read_fd(cell[c].fd, buf, 3);
			if (err)
				return err;
			vals[c] = (struct pg_val){ buf[0], buf[1], buf[2] };
		}
		return 0;
	}
	err = read_fd(cell[0].fd, buf, 3 + (size_t)in->nr_cells);
	if (err)
		return err;
	if (buf[0] != (uint64_t)in->nr_cells)
		return pg_err(-EIO, "group read: %llu events, want %d",
			      (unsigned long long)buf[0], in->nr_cells);
	for (int c = 0; c < in->nr_cells; c++)
		vals[c] = (struct pg_val){ buf[3 + c], buf[1], buf[2] };
	return 0;
}

void pg_combine(const struct pg_val *v, const int *slot, const int *part, int n,
		struct perfgen_count *c)
{
	c->value = c->time_enabled = c->time_running = c->scaled = 0;
	for (int i = 0, j; i < n; i = j) {
		struct pg_val acc[PG_PARTS_MAX] = { { 0, 0, 0 } };
		bool used[PG_PARTS_MAX] = { false };
		uint64_t enabled = 0, running = UINT64_MAX;

		/* One slot: alternatives of a part add, parts run side by side. */
		for (j = i; j < n && slot[j] == slot[i]; j++) {
			struct pg_val *a = &acc[part ? part[j] : 0];

			used[part ? part[j] : 0] = true;
			a->value += v[j].value;
			a->running += v[j].running;
			if (v[j].enabled > a->enabled)
				a->enabled = v[j].enabled;
		}
		for (int q = 0; q < PG_PARTS_MAX; q++) {
			if (!used[q])
				continue;
			c->value += acc[q].value;
			c->scaled += pg_scale(acc[q].value, acc[q].enabled, acc[q].running);
			if (acc[q].enabled > enabled)
				enabled = acc[q].enabled;
			if (acc[q].running < running)
				running = acc[q].running;
		}
		c->time_enabled += enabled;
		c->time_running += running;
	}
}

/* Fill counts[k] (stride bytes apart) for every event of s. */
static int set_read(const struct pg_set *s, struct perfgen_count *counts, size_t stride)
{
	int n = s->nr_cells, err = 0;
	struct pg_val *vals = malloc((size_t)n * sizeof(*vals));
	struct pg_val *col = malloc((size_t)n * sizeof(*col));
	int *slot = malloc((size_t)n * sizeof(*slot));
	int *part = malloc((size_t)n * sizeof(*part));

	if (!vals || !col || !slot || !part) {
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
				part[m++] = s->cell[c].part;
			}
		}
		pg_combine(col, slot, part, m,
			   (struct perfgen_count *)((char *)counts + (size_t)k * stride));
	}
out:
	free(vals);
	free(col);
	free(slot);
	free(part);
	return err;
}

/* ioctl on every fd (groups: on each leader, for the whole group). */
static int set_ioctl(const struct pg_set *s, unsigned long req, const char *what)
{
	for (int c = 0; c < s->nr_cells; c++) {
		int fd = s->cell[c].fd;

		if (s->group && s->cell[c].event + s->cell[c].part > 0)
			continue;	/* a member: its leader's ioctl covers it */
		if (ioctl(fd, req, s->group ? PERF_IOC_FLAG_GROUP : 0) < 0)
			return pg_err(-errno, "%s: ioctl(fd %d): %s", what, fd, strerror(errno));
	}
	return 0;
}

static int count_ok(const struct perfgen_count *c, const char *what)
{
	if (!c || c->sz < sizeof(*c))
		return pg_err(-EINVAL, "%s: counts must be struct perfgen_count with sz set "
			      "(use PERFGEN_OPTS)", what);
	return 0;
}

/* ---- perfgen_event ---- */

/* Map the page for rdpmc when counting the calling thread alone. */
static void map_self(struct perfgen_event *ev, const struct perfgen_event_opts *o)
{
	long psz = sysconf(_SC_PAGESIZE);
	void *page;

	if (!PG_HAVE_RDPMC || (o && (o->no_rdpmc || o->pid || o->cpus || o->all_cpus ||
				     o->inherit || o->process || o->cpuid)))
		return;
	if (ev->set.nr_cells != 1 || psz <= 0)
		return;		/* rdpmc reads one counter: not several CPUs or parts */
	page = mmap(NULL, (size_t)psz, PROT_READ, MAP_SHARED, ev->set.cell[0].fd, 0);
	if (page == MAP_FAILED)
		return;		/* an optimisation only: read(2) it is */
	ev->page = page;
	ev->page_sz = (size_t)psz;
	ev->owner = &pg_self;
}

PERFGEN_API int perfgen_event_open(const char *event, const struct perfgen_event_opts *opts,
				   struct perfgen_event **evp)
{
	struct perfgen_event *ev;
	int err;

	if (!evp)
		return pg_err(-EINVAL, "perfgen_event_open: ev is NULL");
	ev = calloc(1, sizeof(*ev));
	if (!ev)
		return pg_err(-ENOMEM, "out of memory");
	err = set_open(&ev->set, &event, 1, opts, "perfgen_event_opts");
	if (err) {
		free(ev);
		return err;
	}
	map_self(ev, opts);
	*evp = ev;
	return 0;
}

const void *pg_event_page(const struct perfgen_event *ev)
{
	return ev->page;
}

PERFGEN_API int perfgen_event_read(struct perfgen_event *ev, struct perfgen_count *count)
{
	int err = count_ok(count, "perfgen_event_read");

	if (err)
		return err;
	if (!ev)
		return pg_err(-EINVAL, "perfgen_event_read: ev is NULL");
	if (ev->page && ev->owner == &pg_self && !pg_rdpmc_read(ev->page, count))
		return 0;
	return set_read(&ev->set, count, sizeof(*count));
}

PERFGEN_API int perfgen_event_enable(struct perfgen_event *ev)
{
	return ev ? set_ioctl(&ev->set, PERF_EVENT_IOC_ENABLE, "perfgen_event_enable")
		  : pg_err(-EINVAL, "perfgen_event_enable: ev is NULL");
}

PERFGEN_API int perfgen_event_disable(struct perfgen_event *ev)
{
	return ev ? set_ioctl(&ev->set, PERF_EVENT_IOC_DISABLE, "perfgen_event_disable")
		  : pg_err(-EINVAL, "perfgen_event_disable: ev is NULL");
}

PERFGEN_API int perfgen_event_reset(struct perfgen_event *ev)
{
	return ev ? set_ioctl(&ev->set, PERF_EVENT_IOC_RESET, "perfgen_event_reset")
		  : pg_err(-EINVAL, "perfgen_event_reset: ev is NULL");
}

PERFGEN_API int perfgen_event_nr_fds(const struct perfgen_event *ev)
{
	return ev ? ev->set.nr_cells : pg_err(-EINVAL, "perfgen_event_nr_fds: ev is NULL");
}

PERFGEN_API int perfgen_event_fd(const struct perfgen_event *ev, int idx)
{
	if (!ev)
		return pg_err(-EINVAL, "perfgen_event_fd: ev is NULL");
	if (idx < 0 || idx >= ev->set.nr_cells)
		return pg_err(-ERANGE, "perfgen_event_fd: index %d outside 0..%d", idx,
			      ev->set.nr_cells - 1);
	return ev->set.cell[idx].fd;
}

PERFGEN_API void perfgen_event_close(struct perfgen_event *ev)
{
	if (!ev)
		return;
	if (ev->page)
		munmap(ev->page, ev->page_sz);
	set_close(&ev->set);
	free(ev);
}

/* ---- perfgen_group ---- */

PERFGEN_API int perfgen_group_open(const char *const *events, int nr,
				   const struct perfgen_event_opts *opts,
				   struct perfgen_group **grpp)
{
	struct perfgen_group *g;
	int err;

	if (!grpp || !events)
		return pg_err(-EINVAL, "perfgen_group_open: events or grp is NULL");
	if (nr < 1 || nr > GROUP_MAX)
		return pg_err(-EINVAL, "perfgen_group_open: %d events; a group has 1 to %d",
			      nr, GROUP_MAX);
	g = calloc(1, sizeof(*g));
	if (!g)
		return pg_err(-ENOMEM, "out of memory");
	g->set.group = true;
	err = set_open(&g->set, events, nr, opts, "perfgen_event_opts");
	if (err) {
		free(g);
		return err;
	}
	*grpp = g;
	return 0;
}

PERFGEN_API int perfgen_group_read(struct perfgen_group *g, struct perfgen_count *counts, int nr)
{
	int err = count_ok(counts, "perfgen_group_read");

	if (err)
		return err;
	if (!g)
		return pg_err(-EINVAL, "perfgen_group_read: grp is NULL");
	if (nr != g->set.nr_events)
		return pg_err(-EINVAL, "perfgen_group_read: %d counts for a group of %d events",
			      nr, g->set.nr_events);
	return set_read(&g->set, counts, counts[0].sz);
}

PERFGEN_API int perfgen_group_enable(struct perfgen_group *g)
{
	return g ? set_ioctl(&g->set, PERF_EVENT_IOC_ENABLE, "perfgen_group_enable")
		 : pg_err(-EINVAL, "perfgen_group_enable: grp is NULL");
}

PERFGEN_API int perfgen_group_disable(struct perfgen_group *g)
{
	return g ? set_ioctl(&g->set, PERF_EVENT_IOC_DISABLE, "perfgen_group_disable")
		 : pg_err(-EINVAL, "perfgen_group_disable: grp is NULL");
}

PERFGEN_API int perfgen_group_reset(struct perfgen_group *g)
{
	return g ? set_ioctl(&g->set, PERF_EVENT_IOC_RESET, "perfgen_group_reset")
		 : pg_err(-EINVAL, "perfgen_group_reset: grp is NULL");
}

PERFGEN_API int perfgen_group_nr_events(const struct perfgen_group *g)
{
	return g ? g->set.nr_events : pg_err(-EINVAL, "perfgen_group_nr_events: grp is NULL");
}

PERFGEN_API void perfgen_group_close(struct perfgen_group *g)
{
	if (!g)
		return;
	set_close(&g->set);
	free(g);
}
