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
#include "parse.h"
#include "pmu.h"
#include "sys.h"

/*
 * What perf_event_paranoid forbids an unprivileged user, and what would
 * still work given what was tried: the advice never suggests excluding the
 * kernel to an attr that excludes it already, nor a :u to an event whose
 * privilege modifiers (u, k, h) were written: those are the user's, and
 * perfgen stat and validate count such an event as written or not at all
 * (they fall back to user space only for an event written without them,
 * as this advice says).  The rules are the kernel's
 * (Documentation/admin-guide/sysctl/kernel.rst, perf_event_paranoid).
 */
static void paranoid_advice(int level, const struct pg_resolved *r, int cpu_wide)
{
	const struct perf_event_attr *a = &r->attr;

	if (level >= 3) {
		pg_err_append("unprivileged users may not use perf_event_open at all (level 3 "
			      "and above are a distribution patch, e.g. Debian's)");
		return;
	}
	if (level >= 1 && cpu_wide) {
		pg_err_append("unprivileged users may not count CPU-wide (-a, cpu >= 0) above "
			      "level 0: count a process of your own instead");
		return;
	}
	if (level >= 2 && !a->exclude_kernel && (r->mods & PG_MOD_PRIV)) {
		pg_err_append("unprivileged users may count only user space of their own "
			      "processes, and the k modifier written asks for the kernel: a "
			      "modifier written is counted as written, never changed");
		return;
	}
	if (level >= 2 && !a->exclude_kernel) {
		pg_err_append("unprivileged users may count only user space of their own "
			      "processes: add the :u modifier (exclude_kernel)");
		return;
	}
	if (level >= 2)
		pg_err_append("user space only was asked already (exclude_kernel); the process "
			      "counted must be your own (same uid, not setuid, ptrace-able)");
	else
		pg_err_append("the process counted must be your own (same uid, ptrace-able)");
}

void pg_explain_open_error(int err, const struct pg_resolved *r, int cpu_wide)
{
	char buf[64];

	/* The kernel's errno, whatever it means in the library's convention. */
	pg_err_reason(err, err == -EACCES || err == -EPERM ? PERFGEN_ERR_PRIVILEGE
							   : PERFGEN_ERR_SYSTEM);
	if (err == -EACCES || err == -EPERM) {
		int level = 0;

		if (pg_sys_read_file("/proc/sys/kernel/perf_event_paranoid", buf, sizeof(buf)) ||
		    sscanf(buf, "%d", &level) != 1) {
			pg_err_append(": permission denied and /proc/sys/kernel/perf_event_paranoid "
				      "is unreadable; CAP_PERFMON (or root) lifts the restriction");
			return;
		}
		pg_err_append(": permission denied; /proc/sys/kernel/perf_event_paranoid is %d: ",
			      level);
		paranoid_advice(level, r, cpu_wide);
		pg_err_append("; CAP_PERFMON (or root) lifts the restriction");
		return;
	}
	if (r->software || (err != -ENOENT && err != -EOPNOTSUPP && err != -ENODEV)) {
		pg_err_append(": %s", strerror(-err));
		return;
	}
	if (!pg_pmu_any()) {
		pg_err_reason(err, PERFGEN_ERR_NO_PMU);
		pg_err_append(": no hardware PMU: /sys/bus/event_source/devices has no cpu, "
			      "cpu_core, cpu_atom, armv8_* or armv9_*");
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
