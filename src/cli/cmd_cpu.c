// SPDX-License-Identifier: MIT
/* perfgen cpu: what this machine (or the CPU named) is to libperfgen. */
#include "cli.h"

static int show_cpu(const char *cpuid)
{
	PERFGEN_OPTS(perfgen_cpu, cpu);
	int err = perfgen_cpu_identify(cpuid, &cpu);

	if (err && !cpu.family) {
		fprintf(stderr, "perfgen: %s\n", perfgen_errmsg());
		return 1;
	}
	printf("cpu=%s vendor=%s family=%u model=0x%X stepping=0x%X uarch=%s hybrid=%d "
	       "hypervisor=%d architectural=%d\n", cpu.id, cpu.vendor, cpu.family, cpu.model,
	       cpu.stepping, cpu.uarch ? cpu.uarch : "unknown", cpu.hybrid, cpu.hypervisor,
	       cpu.architectural);
	if (cpu.description)
		printf("%s\n", cpu.description);
	/*
	 * This machine's core PMUs when it has several (hybrid, big.LITTLE):
	 * an event that names none is counted on each, and each counts for
	 * its own CPUs' identity.
	 */
	if (!cpuid) {
		PERFGEN_OPTS(perfgen_pmu, p);
		int n = perfgen_cpu_pmu(0, &p);

		for (int i = 0; n > 1 && i < n && perfgen_cpu_pmu(i, &p) >= 0; i++)
			printf("pmu=%s type=%d cpus=%d cpu=%s uarch=%s\n", p.name, p.type, p.nr_cpus,
			       p.id[0] ? p.id : "unknown", p.uarch ? p.uarch : "unknown");
	}
	/*
	 * A CPU named (--cpu, PERFGEN_CPU) is assumed to have its table's core
	 * PMUs; this machine's hybrid= is its running kernel's sysfs.
	 */
	if (!cpu.detected && cpu.uarch)
		fprintf(stderr, "perfgen: note: %s: assumed core PMUs %s (its table's; on the "
			"machine itself the running kernel's sysfs decides)\n", cpu.id,
			/* Asking the table would replace the failure's message. */
			err ? (cpu.hybrid ? "cpu_core + cpu_atom" : "cpu alone")
			    : table_core_pmus(cpu.id, cpu.hybrid));
	if (err) {
		fprintf(stderr, "perfgen: %s\n", perfgen_errmsg());
		return 1;
	}
	return 0;
}

int cmd_cpu(const char *cpuid, int argc, char **argv)
{
	if (argc) {
		fprintf(stderr, "perfgen cpu: unexpected argument '%s'\n", argv[0]);
		usage(stderr);
		return 2;
	}
	return show_cpu(cpuid);
}
