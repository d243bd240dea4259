// SPDX-License-Identifier: MIT
/*
 * perfgen list: every concept, its definition and its availability;
 * perfgen list --papi: every PAPI preset name, the concept it resolves to
 * (or why it is refused) and that concept's availability.
 */
#include <errno.h>
#include <string.h>

#include "cli.h"

static const char *const avail[] = { "exact", "approx", "unsupported", "architectural" };

static int list_papi(const char *cpuid, int cpu_ok)
{
	int n = perfgen_papi_count(), w = 0;

	/* The concept column as wide as its longest name. */
	for (int i = 0; i < n; i++) {
		PERFGEN_OPTS(perfgen_papi, p);

		perfgen_papi_get(i, NULL, &p);
		if (p.concept_name && (int)strlen(p.concept_name) > w)
			w = (int)strlen(p.concept_name);
	}
	for (int i = 0; i < n; i++) {
		PERFGEN_OPTS(perfgen_papi, p);
		int err = perfgen_papi_get(i, cpuid, &p);

		/* The CPU's errors were said above: the names and reasons are filled. */
		if (err && err != -ENOENT && err != -EOPNOTSUPP && err != -EINVAL) {
			fprintf(stderr, "perfgen: %s\n", perfgen_errmsg());
			return 1;
		}
		if (!p.concept_name) {
			printf("  %-13s refused: %s\n", p.name, p.refused);
			continue;
		}
		printf("  %-13s %-*s %-13s %s\n", p.name, w, p.concept_name,
		       cpu_ok ? avail[p.avail] : "?", p.description);
		if (cpu_ok && p.note && p.note[0])
			printf("  %-13s %-*s %-13s (%s)\n", "", w, "", "", p.note);
	}
	return 0;
}

int cmd_list(const char *cpuid, int argc, char **argv)
{
	PERFGEN_OPTS(perfgen_cpu, cpu);
	int n = perfgen_concept_count(), cpu_ok, papi = 0;

	if (argc && !strcmp(argv[0], "--papi"))
		papi = 1, argc--, argv++;
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
	if (papi)
		return list_papi(cpuid, cpu_ok);
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
