// SPDX-License-Identifier: MIT
/*
 * Why an open failed, from what this machine says: perf_event_paranoid,
 * the PMUs in sysfs, the CPUID hypervisor bit (all read through the seam,
 * so tests can stage any machine).
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "explain.h"
#include "host.h"
#include "pmu.h"
#include "sys.h"

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

	if (err == -EACCES || err == -EPERM) {
		int level = 0;

		if (pg_sys_read_file("/proc/sys/kernel/perf_event_paranoid", buf, sizeof(buf)) ||
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
	if (!pg_pmu_any()) {
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
