// SPDX-License-Identifier: MIT
/* perfgen list: every concept, its definition and its availability. */
#include <errno.h>

#include "cli.h"

int cmd_list(const char *cpuid, int argc, char **argv)
{
	static const char *avail[] = { "exact", "approx", "unsupported", "architectural" };
	PERFGEN_OPTS(perfgen_cpu, cpu);
	int n = perfgen_concept_count(), cpu_ok;

	if (argc) {
		fprintf(stderr, "perfgen list: unexpected argument '%s'\n", argv[0]);
		usage(stderr);
		return 2;
	}

	cpu_ok = perfgen_cpu_identify(cpuid, &cpu) == 0;
	if (cpu_ok) {
		printf("CPU %s: %s (%s)\n\n", cpu.id, cpu.uarch, cpu.description);
	} else {
		/* Listed all the same; why the CPU is unknown goes where errors go. */
		fprintf(stderr, "perfgen list: %s\n", perfgen_errmsg());
		printf("CPU %s: not in the tables (hardware availability unknown)\n\n",
		       cpu.id[0] ? cpu.id : "of this machine");
	}
	for (int i = 0; i < n; i++) {
		PERFGEN_OPTS(perfgen_concept, c);
		int err = perfgen_concept_get(i, cpuid, &c);

		/* The CPU's errors were said above: name and definition are filled. */
		if (err && err != -ENOENT && err != -EOPNOTSUPP) {
			fprintf(stderr, "perfgen: %s\n", perfgen_errmsg());
			return 1;
		}
		printf("  %-18s %-13s %s\n", c.name,
		       c.software ? "software" : cpu_ok ? avail[c.avail] : "?", c.definition);
		if (cpu_ok && c.note && c.note[0])
			printf("  %-18s %-13s (%s)\n", "", "", c.note);
	}
	return 0;
}
