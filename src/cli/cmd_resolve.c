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
		if (info.combine != PERFGEN_COMBINE_NONE) {
			/*
			 * A sum, weighted sum or difference: every part with its
			 * weight, as perfgen_counter_open() opens and combines them.
			 */
			static const char *const how[] = {
				[PERFGEN_COMBINE_SUM] = "sum",
				[PERFGEN_COMBINE_WEIGHTED] = "weighted sum",
				[PERFGEN_COMBINE_DIFFERENCE] = "difference",
			};

			printf("%s: cpu=%s uarch=%s pmu=%s %s of %d:", argv[i], info.cpuid,
			       info.uarch ? info.uarch : "-", info.pmu, how[info.combine],
			       info.nr_terms);
			for (int j = 0; j < info.nr_terms; j++) {
				const struct perfgen_term *t = &info.terms[j];
				long long w = t->weight < 0 ? -t->weight : t->weight;

				attr.config = t->part.config;
				attr.config1 = t->part.config1;
				perf_string(&attr, cpuid, pmu_of(&info), term, sizeof(term));
				printf("%s", j ? (t->weight < 0 ? " -" : " +") : "");
				if (w != 1)
					printf(" %lld *", w);
				printf(" type=%u config=0x%" PRIx64 " config1=0x%" PRIx64
				       " perf=%s json=%s", attr.type,
				       (uint64_t)attr.config, (uint64_t)attr.config1, term,
				       t->part.json[0] ? t->part.json : "-");
			}
			printf(" %s", avail_word(&info));
			if (info.note && info.note[0])
				printf(" (%s)", info.note);
			if (info.combine != PERFGEN_COMBINE_SUM)
				printf(" formula: %s", info.formula);
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
