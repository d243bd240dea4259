// SPDX-License-Identifier: MIT
/*
 * The one place that talks to the kernel: the perf_event_open(2) syscall
 * and the few sysfs/procfs files read to explain failures.  Tests replace
 * these functions with -Wl,--wrap=perfgen_sys_*.
 */
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "internal.h"

int perfgen_sys_perf_event_open(struct perf_event_attr *attr, pid_t pid, int cpu,
				int group_fd, unsigned long flags)
{
	long ret = syscall(SYS_perf_event_open, attr, pid, cpu, group_fd, flags);

	return ret < 0 ? -errno : (int)ret;
}

int perfgen_sys_read_file(const char *path, char *buf, size_t sz)
{
	ssize_t n;
	int fd, err;

	if (sz == 0)
		return -EINVAL;
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return -errno;
	do {
		n = read(fd, buf, sz - 1);
	} while (n < 0 && errno == EINTR);
	err = n < 0 ? -errno : 0;
	close(fd);
	if (err)
		return err;
	while (n > 0 && (buf[n - 1] == '\n' || buf[n - 1] == ' '))
		n--;
	buf[n] = '\0';
	return 0;
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
		if (r->cpu && r->cpu->hypervisor)
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
