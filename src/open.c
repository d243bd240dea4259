// SPDX-License-Identifier: MIT
/*
 * Opening and reading: attr -> perf_event_open(2) through the seam, and
 * the explanation of a failure from sysfs/procfs (read through the seam
 * too, so tests can stage any machine).
 */
#include <errno.h>
#include <inttypes.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "internal.h"

/*
 * libbpf's rule for extensible structs: sz must cover the first field, and
 * bytes past what this version knows must be zero.
 */
int pg_opts_valid(const void *opts, size_t known, const char *what)
{
	size_t sz;

	if (!opts)
		return 0;
	sz = *(const size_t *)opts;
	if (sz < sizeof(size_t))
		return pg_err(-EINVAL, "%s: sz is %zu; set it with PERFGEN_OPTS()", what, sz);
	for (size_t i = known; i < sz; i++)
		if (((const unsigned char *)opts)[i])
			return pg_err(-EINVAL, "%s: byte %zu is set, but this libperfgen knows "
				      "only the first %zu bytes (built against a newer header?)",
				      what, i, known);
	return 0;
}

static int open_ext(const char *event, pid_t pid, int cpu, int group_fd, unsigned long flags,
		    const struct perfgen_open_opts *opts)
{
	struct perfgen_open_opts copy;
	struct pg_cpu buf;
	struct pg_resolved r;
	int err;

	err = pg_opts_valid(opts, sizeof(copy), "perfgen_open_opts");
	if (err)
		return err;
	/* A struct from an older header is shorter: read it through a copy. */
	if (!opts || opts->sz < sizeof(copy)) {
		memset(&copy, 0, sizeof(copy));
		if (opts)
			memcpy(&copy, opts, opts->sz);
		opts = &copy;
	}
	err = pg_resolve(event, opts->cpuid, &buf, &r);
	if (err)
		return err;
	if (r.row && r.row->type == PG_ROW_SUM) {
		const char *json = pg_str(pg_row_part(r.row, 0)->json);

		return pg_err(-EOPNOTSUPP, "'%s' on %s (%s, %s PMU) is the sum of %u events "
			      "(%s + ...), which one fd cannot count: use perfgen_event_open() "
			      "or perfgen_group_open(), which open every part and add them",
			      event, r.cpu->id, pg_str(r.cpu->uarch->name), pg_pmu_name(r.pmu),
			      r.row->nr_parts, json[0] ? json : pg_str(pg_row_part(r.row, 0)->pfm));
	}
	return pg_open_resolved(&r, event, pid, cpu, group_fd, flags, opts);
}

PERFGEN_API int perfgen_open_ext(const char *event, pid_t pid, int cpu, int group_fd,
				 unsigned long flags, const struct perfgen_open_opts *opts)
{
	return open_ext(event, pid, cpu, group_fd, flags, opts);
}

/* Applies o to r->attr in place (idempotent: callers may reuse r). */
int pg_open_resolved(struct pg_resolved *r, const char *event, pid_t pid, int cpu,
		     int group_fd, unsigned long flags, const struct perfgen_open_opts *o)
{
	int fd;

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

	fd = perfgen_sys_perf_event_open(&r->attr, pid, cpu, group_fd, flags);
	if (fd >= 0)
		return fd;
	pg_err(fd, "cannot open '%s' on %s (type=%u config=0x%" PRIx64 " config1=0x%" PRIx64
	       ", pid=%d cpu=%d)", event, r->cpu && r->cpu->id[0] ? r->cpu->id : "this CPU",
	       r->attr.type, (uint64_t)r->attr.config, (uint64_t)r->attr.config1, (int)pid, cpu);
	pg_explain_open_error(fd, r);
	return fd;
}

PERFGEN_API int perfgen_open(const char *event)
{
	/* A direct call, not through the exported perfgen_open_ext (PLT). */
	static const struct perfgen_open_opts o = { .sz = sizeof(o), .cloexec = 1 };

	return open_ext(event, 0, -1, -1, 0, &o);
}

PERFGEN_API int perfgen_read(int fd, struct perfgen_count *c)
{
	uint64_t v[3] = { 0, 0, 0 };
	ssize_t n;

	if (!c || c->sz < sizeof(*c))
		return pg_err(-EINVAL, "perfgen_read: count must be a struct perfgen_count with "
			      "sz set (use PERFGEN_OPTS)");
	do {
		n = read(fd, v, sizeof(v));
	} while (n < 0 && errno == EINTR);
	if (n < 0)
		return pg_err(-errno, "perfgen_read: read(fd %d): %s", fd, strerror(errno));
	if (n != sizeof(v[0]) && n != sizeof(v))
		return pg_err(-EIO, "perfgen_read: fd %d returned %zd bytes; it was not opened "
			      "with libperfgen's default read_format (value, time enabled, "
			      "time running)", fd, n);
	c->value = v[0];
	c->time_enabled = v[1];
	c->time_running = v[2];
	c->scaled = n == sizeof(v[0]) ? v[0] : pg_scale(v[0], v[1], v[2]);
	return 0;
}

uint64_t pg_scale(uint64_t value, uint64_t enabled, uint64_t running)
{
	if (running == enabled)
		return value;
	if (running == 0)
		return 0;	/* never scheduled: nothing to scale */
	return (uint64_t)((unsigned __int128)value * enabled / running);
}

#define PMU_DIR "/sys/bus/event_source/devices/"

static const char *const pmu_dirs[PG_PMU_NR] = {
	[PG_PMU_CPU] = PMU_DIR "cpu/type",
	[PG_PMU_CPU_CORE] = PMU_DIR "cpu_core/type",
	[PG_PMU_CPU_ATOM] = PMU_DIR "cpu_atom/type",
};

static int read_pmu_type(int pmu)
{
	char buf[32];
	int type = 0;

	if (perfgen_sys_read_file(pmu_dirs[pmu], buf, sizeof(buf)))
		return -1;
	if (sscanf(buf, "%d", &type) != 1 || type <= 0)
		return -1;
	return type;
}

static pthread_once_t types_once = PTHREAD_ONCE_INIT;
static int pmu_types[PG_PMU_NR];

static void read_types(void)
{
	for (int i = 0; i < PG_PMU_NR; i++)
		pmu_types[i] = read_pmu_type(i);
}

int pg_sysfs_pmu_type(int pmu)
{
	if (pmu < 0 || pmu >= PG_PMU_NR)
		return -1;
	pthread_once(&types_once, read_types);
	return pmu_types[pmu];
}

static const char *paranoid_meaning(int level)
{
	/* Documentation/admin-guide/sysctl/kernel.rst, perf_event_paranoid */
	switch (level) {
	case -1:
		return "no restrictions";
	case 0:
		return "no raw tracepoint access for unprivileged users; CPU-wide events allowed";
	case 1:
		return "unprivileged users may count their own processes, user and kernel, "
		       "but not CPU-wide (-a, cpu >= 0)";
	case 2:
		return "unprivileged users may count only user space of their own processes: "
		       "use the :u modifier or exclude_kernel";
	default:
		return "unprivileged users may not use perf_event_open at all (level 3 and "
		       "above are a distribution patch, e.g. Debian's)";
	}
}

void pg_explain_open_error(int err, const struct pg_resolved *r)
{
	char buf[64];
	bool any_pmu = false;

	if (err == -EACCES || err == -EPERM) {
		int level = 0;

		if (perfgen_sys_read_file("/proc/sys/kernel/perf_event_paranoid", buf, sizeof(buf)) ||
		    sscanf(buf, "%d", &level) != 1) {
			pg_err_append(": permission denied and /proc/sys/kernel/perf_event_paranoid "
				      "is unreadable; CAP_PERFMON (or root) lifts the restriction");
			return;
		}
		pg_err_append(": permission denied; /proc/sys/kernel/perf_event_paranoid is %d: "
			      "%s; CAP_PERFMON (or root) lifts the restriction", level,
			      paranoid_meaning(level));
		return;
	}
	if (r->software || (err != -ENOENT && err != -EOPNOTSUPP && err != -ENODEV)) {
		pg_err_append(": %s", strerror(-err));
		return;
	}
	for (int i = 0; i < PG_PMU_NR; i++)
		if (read_pmu_type(i) > 0)
			any_pmu = true;
	if (!any_pmu) {
		pg_err_append(": no hardware PMU: /sys/bus/event_source/devices has no cpu, "
			      "cpu_core or cpu_atom");
		if (pg_host_hypervisor())
			pg_err_append("; this is a virtual machine (CPUID hypervisor bit) whose "
				      "hypervisor exposes no PMU to the guest");
		pg_err_append("; software events such as task-clock still count");
		return;
	}
	if (err == -ENOENT)
		pg_err_append(": the kernel's PMU driver does not know this event (%s)",
			      strerror(-err));
	else
		pg_err_append(": the PMU cannot count this event here (%s)", strerror(-err));
}
