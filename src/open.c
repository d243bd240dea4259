// SPDX-License-Identifier: MIT
/* perfgen_open() and perfgen_open_ext(): one event, one fd. */
#include <errno.h>
#include <inttypes.h>
#include <string.h>

#include "bounds.h"
#include "explain.h"
#include "host.h"
#include "open.h"
#include "opts.h"
#include "pmu.h"
#include "sys.h"
#include "table.h"

/* Resolve for opts->cpuid, refusing what one fd cannot count. */
static int resolve_one(const char *event, const struct perfgen_open_opts *opts,
		       struct pg_cpu *buf, struct pg_resolved *r)
{
	int err = pg_resolve(event, opts->cpuid, -1, buf, r);

	if (err)
		return err;
	/* One fd would count one instance: one channel's controller, one socket. */
	if (r->uncore)
		return pg_err_as(PERFGEN_ERR_SYSTEM_WIDE, -EOPNOTSUPP, "'%s' counts on every "
				 "instance of the uncore PMU %s, one fd on each CPU of each "
				 "instance's cpumask, added: one fd cannot count it; use "
				 "perfgen_counter_open() with all_cpus", event,
				 pg_str(r->uncore->pmu));
	if (r->row && r->row->type == PG_ROW_SUM) {
		const char *json = pg_str(pg_row_part(r->row, 0)->json);

		return pg_err(-EOPNOTSUPP, "'%s' on %s (%s, %s PMU) is the sum of %u events "
			      "(%s + ...), which one fd cannot count: use perfgen_counter_open(), "
			      "which opens every part and adds them",
			      event, r->cpu->id, pg_str(r->cpu->uarch->name), pg_pmu_name(r->pmu),
			      r->row->nr_parts, json[0] ? json : pg_str(pg_row_part(r->row, 0)->pfm));
	}
	if (r->row && r->row->type == PG_ROW_WEIGHTED)
		return pg_err(-EOPNOTSUPP, "'%s' on %s (%s, %s PMU) is %s, which one fd cannot "
			      "count: use perfgen_counter_open(), which opens every part and "
			      "combines them", event, r->cpu->id, pg_str(r->cpu->uarch->name),
			      pg_pmu_name(r->pmu), pg_str(pg_row_part(r->row, 0)->formula));
	return 0;
}

/*
 * On a host whose kernel has several core PMUs, one fd counts on one of
 * them: the one the event names, or the one owning `cpu`.  An event that
 * names none, for a task on any CPU, would count the time on one core type
 * only under a count that looks whole: refused.
 */
static int one_core_pmu(const char *event, int cpu, struct pg_cpu *buf, struct pg_resolved *r)
{
	unsigned int layout = pg_pmu_layout(r->cpu, true);
	struct pg_resolved other;
	uint64_t mask[PG_CPUS_MAX / 64];
	char names[64];
	int pmu, err;

	if (r->software || !(layout & (layout - 1)))
		return 0;
	/* Named in the string: resolving for another PMU keeps it. */
	pmu = __builtin_ctz(layout & ~(1u << r->pmu));
	if (!pg_resolve(event, NULL, pmu, buf, &other) && other.pmu == r->pmu)
		return 0;
	for (pmu = 0; cpu >= 0 && cpu < PG_CPUS_MAX && pmu < PG_PMU_SLOTS; pmu++) {
		if (!(layout >> pmu & 1))
			continue;
		pg_pmu_cpus(pmu, mask);
		if (mask[cpu / 64] >> (cpu % 64) & 1) {
			err = pg_resolve(event, NULL, pmu, buf, r);
			return err;
		}
	}
	return pg_err(-EOPNOTSUPP, "'%s': this CPU's kernel has the core PMUs %s, and one fd "
		      "counts on one of them%s: use perfgen_event_open(), which opens every "
		      "core PMU and adds the counts, or name one (%s/%s/)", event,
		      pg_pmu_layout_names(layout, names, sizeof(names)),
		      cpu >= 0 ? ", none of which lists this CPU" : ", so a task would be "
		      "counted on one core type only", pg_pmu_name(__builtin_ctz(layout)), event);
}

/* Resolve and open with full-size, valid options. */
static int open_checked(const char *event, pid_t pid, int cpu, int group_fd, unsigned long flags,
			const struct perfgen_open_opts *opts)
{
	struct pg_cpu buf;
	struct pg_resolved r;
	int err = resolve_one(event, opts, &buf, &r);

	if (!err && !opts->cpuid)
		err = one_core_pmu(event, cpu, &buf, &r);
	if (err)
		return err;
	return pg_open_resolved(&r, event, pid, cpu, group_fd, flags, opts);
}

PERFGEN_API int perfgen_open_ext(const char *event, pid_t pid, int cpu, int group_fd,
				 unsigned long flags, const struct perfgen_open_opts *opts)
{
	struct perfgen_open_opts copy;
	int err = pg_sz_valid(opts, PG_SZ0_OPEN_OPTS, PG_END_OPEN_OPTS, sizeof(copy),
			      "perfgen_open_opts");

	if (!err && opts)
		err = pg_open_opts_flags_valid(opts, "perfgen_open_opts");
	if (err)
		return err;
	/* A struct from an older header is shorter: read it through a copy. */
	if (!opts || opts->sz < sizeof(copy)) {
		pg_opts_copy(&copy, sizeof(copy), opts);
		opts = &copy;
	}
	return open_checked(event, pid, cpu, group_fd, flags, opts);
}

PERFGEN_API int perfgen_cpu_check(const char *cpuid, const char *event)
{
	struct pg_cpu buf;
	struct pg_resolved r;
	int err = pg_resolve(event, cpuid, -1, &buf, &r);

	if (err)
		return err;
	return r.software ? 0 : pg_cpu_check_here(r.cpu, event);
}

int pg_open_resolved(struct pg_resolved *r, const char *event, pid_t pid, int cpu,
		     int group_fd, unsigned long flags, const struct perfgen_open_opts *o)
{
	int fd;

	/* Another CPU's encoding is not opened here by accident. */
	if (!r->software && (fd = pg_cpu_check_here(r->cpu, event)))
		return fd;
	/* Both would say what to count: one would be dropped without a word. */
	if (r->mods && (o->exclude_user || o->exclude_kernel || o->exclude_hv))
		return pg_err_as(PERFGEN_ERR_BAD_ARGUMENT, -EINVAL,
				 "'%s' has privilege modifiers (u, k, h) and the options set "
				 "exclude_user, exclude_kernel or exclude_hv: give one or the other",
				 event);
	if (!r->mods) {
		r->attr.exclude_user = o->exclude_user;
		r->attr.exclude_kernel = o->exclude_kernel;
		r->attr.exclude_hv = o->exclude_hv;
	}
	r->attr.disabled = o->disabled;
	r->attr.inherit = o->inherit;
	r->attr.enable_on_exec = o->enable_on_exec;
	r->attr.pinned = o->pinned;
	r->attr.exclusive = o->exclusive;
	r->attr.sample_period = o->sample_period;
	r->attr.read_format = o->read_format ? o->read_format
		: PERF_FORMAT_TOTAL_TIME_ENABLED | PERF_FORMAT_TOTAL_TIME_RUNNING;
	if (o->cloexec)
		flags |= PERF_FLAG_FD_CLOEXEC;

	fd = pg_sys_perf_event_open(&r->attr, pid, cpu, group_fd, flags);
	if (fd >= 0)
		return fd;
	pg_err(fd, "cannot open '%s' on %s (type=%u config=0x%" PRIx64 " config1=0x%" PRIx64
	       ", pid=%d cpu=%d)", event, r->cpu && r->cpu->id[0] ? r->cpu->id : "this CPU",
	       r->attr.type, (uint64_t)r->attr.config, (uint64_t)r->attr.config1, (int)pid, cpu);
	pg_explain_open_error(fd, r, pid == -1);
	return fd;
}

/*
 * The last event string this thread opened with perfgen_open(), and the
 * attr it gave the kernel: what perfgen_open() resolves depends only on
 * the string and this machine's CPU, detected once, so opening the same
 * event again (a profiler opens one event per thread or per run) skips
 * the parse and the tables and costs about what the system call does.
 * Only successes are kept; a failed open takes the full path, which says
 * why.  Per thread: no lock, no allocation.
 */
static __thread struct {
	char key[64];
	size_t len;			/* 0: empty */
	unsigned long flags;
	struct perf_event_attr attr;
} last_open;

PERFGEN_API int perfgen_open(const char *event)
{
	/* Its own options, valid and full-size: no check, no PLT call. */
	static const struct perfgen_open_opts o = { .sz = sizeof(o), .cloexec = 1 };
	__typeof__(last_open) *l = &last_open;
	struct pg_resolved r;
	struct pg_cpu buf;
	size_t len;
	int fd;

	/* One __tls_get_addr call: keep gcc from recomputing the address. */
	__asm__("" : "+r"(l));
	if (l->len && event && strnlen(event, l->len + 1) == l->len &&
	    !memcmp(event, l->key, l->len)) {
		struct perf_event_attr a = l->attr;	/* the kernel may write to it */

		fd = pg_sys_perf_event_open(&a, 0, -1, -1, l->flags);
		if (fd >= 0)
			return fd;
	}
	fd = resolve_one(event, &o, &buf, &r);
	if (!fd)
		fd = one_core_pmu(event, -1, &buf, &r);
	if (fd)
		return fd;
	fd = pg_open_resolved(&r, event, 0, -1, -1, 0, &o);
	len = fd >= 0 ? strnlen(event, sizeof(l->key)) : sizeof(l->key);
	if (len < sizeof(l->key)) {
		memcpy(l->key, event, len);
		l->len = len;
		l->flags = PERF_FLAG_FD_CLOEXEC;	/* o.cloexec */
		l->attr = r.attr;
	}
	return fd;
}
