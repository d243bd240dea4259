// SPDX-License-Identifier: MIT
/* perfgen resolve: the encoding of each event, one line each. */
#include <inttypes.h>
#include <string.h>

#include "cli.h"

/* The core PMU of a resolved encoding, for perfgen_format(). */
static const char *pmu_of(const struct perfgen_info *info)
{
	return strcmp(info->pmu, "software") ? info->pmu : NULL;
}

/*
 * A CPU named with --cpu is another machine: its running kernel's core
 * PMUs cannot be read from here, so say which the encodings assume (a
 * kernel older than the tables may register one 'cpu' PMU for a model
 * they describe as hybrid: Linux 6.12 on Arrow Lake-H, Panther Lake).
 */
static void say_layout(const char *cpuid)
{
	PERFGEN_OPTS(perfgen_cpu, cpu);

	if (perfgen_cpu_identify(cpuid, &cpu) || !cpu.uarch)
		return;
	fprintf(stderr, "perfgen: note: %s: assumed core PMUs %s (its table's; on the machine "
		"itself the running kernel's sysfs decides, and every core PMU it lists counts)\n",
		cpu.id, table_core_pmus(cpu.id, cpu.hybrid));
}

int cmd_resolve(const char *cpuid, int argc, char **argv)
{
	int failed = 0;

	if (argc == 0) {
		usage(stderr);
		return 2;
	}
	if (cpuid)
		say_layout(cpuid);
	for (int i = 0; i < argc; i++) {
		PERFGEN_OPTS(perfgen_info, info);
		struct perf_event_attr attr;
		char term[256];

		if (perfgen_resolve_info(argv[i], cpuid, &attr, &info)) {
			fprintf(stderr, "perfgen: %s: %s\n", argv[i], perfgen_errmsg());
			failed = 1;
			continue;
		}
		if (info.nr_parts) {
			/* A sum: every part, as perfgen_counter_open() opens them. */
			printf("%s: cpu=%s uarch=%s pmu=%s sum of %d:", argv[i], info.cpuid,
			       info.uarch ? info.uarch : "-", info.pmu, info.nr_parts);
			for (int j = 0; j < info.nr_parts; j++) {
				attr.config = info.parts[j].config;
				attr.config1 = info.parts[j].config1;
				perf_string(&attr, cpuid, pmu_of(&info), term, sizeof(term));
				printf("%s type=%u config=0x%" PRIx64 " config1=0x%" PRIx64
				       " perf=%s json=%s", j ? " +" : "", attr.type,
				       (uint64_t)attr.config, (uint64_t)attr.config1, term,
				       info.parts[j].json[0] ? info.parts[j].json : "-");
			}
			printf(" %s", avail_word(&info));
			if (info.note && info.note[0])
				printf(" (%s)", info.note);
			printf("\n");
			continue;
		}
		perf_string(&attr, cpuid, pmu_of(&info), term, sizeof(term));
		printf("%s: cpu=%s uarch=%s pmu=%s type=%u config=0x%" PRIx64 " config1=0x%" PRIx64
		       " perf=%s %s", argv[i], info.cpuid, info.uarch ? info.uarch : "-", info.pmu,
		       attr.type, (uint64_t)attr.config, (uint64_t)attr.config1, term,
		       form_word(&info, &attr));
		if (info.json && info.json[0])
			printf(" json=%s", info.json);
		if (info.concept_name && info.note && info.note[0])
			printf(" (%s)", info.note);
		printf("\n");
	}
	return failed;
}
