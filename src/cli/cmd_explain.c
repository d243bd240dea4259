// SPDX-License-Identifier: MIT
/*
 * perfgen explain: the data flow for one event, step by step: name -> CPU
 * -> table row (sources, exactness) -> attr -> whitelist entry -> the perf
 * command that counts the same.
 */
#include <inttypes.h>
#include <string.h>

#include "cli.h"

static void explain_whitelist(const struct perf_event_attr *a, const struct perfgen_info *info,
			      const char *indent)
{
	printf("%s", indent);
	if (!info->whitelist || !info->whitelist[0]) {
		printf("whitelist: none applies (%s)\n", a->type == PERF_TYPE_SOFTWARE ?
		       "a software event" : "a generic event: the kernel encodes it");
		return;
	}
	if (!info->wl_msr) {
		printf("whitelist: %s: no entry takes event 0x%04x%s\n", info->whitelist,
		       (unsigned int)(a->config & 0xffff),
		       a->config1 ? "; config1 would be ignored" : "; no config1, nothing to check");
		return;
	}
	printf("whitelist: %s: event 0x%04x -> extra register MSR 0x%x, config1 mask 0x%" PRIx64
	       ": 0x%" PRIx64 " %s\n", info->whitelist, (unsigned int)(a->config & 0xffff),
	       info->wl_msr, info->wl_valid, (uint64_t)a->config1,
	       (a->config1 & ~info->wl_valid) ? "has bits outside it" : "fits");
}

/*
 * A concept on a hybrid CPU is counted on every core PMU (perfgen stat,
 * perfgen_event_open()), and the steps above are cpu_core's alone: say so,
 * so that the perf line is not taken for the whole CPU's count.
 */
static void hybrid_note(const struct perfgen_cpu *cpu, const char *event,
			const struct perfgen_info *info)
{
	if (!cpu->hybrid || strchr(event, '/') || !strcmp(info->pmu, "software"))
		return;
	printf("note:      a hybrid CPU: perfgen stat counts '%s' on every core PMU, or "
	       "refuses it; the steps above are the %s part alone (explain PMU/NAME/ for "
	       "another; perfgen perf --dry-run stat -e %s writes every part)\n", event,
	       info->pmu, event);
}

int cmd_explain(const char *cpuid, int argc, char **argv)
{
	PERFGEN_OPTS(perfgen_cpu, cpu);
	PERFGEN_OPTS(perfgen_info, info);
	struct perf_event_attr a;
	char term[256];
	int err;

	if (argc != 1) {
		usage(stderr);
		return 2;
	}
	err = perfgen_cpu_identify(cpuid, &cpu);
	printf("event:     %s\n", argv[0]);
	printf("cpu:       %s (%s%s%s)%s\n", cpu.id[0] ? cpu.id : "?",
	       cpu.uarch ? cpu.uarch : "not in the tables", cpu.description ? ": " : "",
	       cpu.description ? cpu.description : "", cpuid ? " [forced]" : "");
	if (perfgen_resolve_info(argv[0], cpuid, &a, &info)) {
		/* The chain breaks here: the steps so far on stdout, why on stderr. */
		fflush(stdout);
		fprintf(stderr, "perfgen explain: %s: %s\n", argv[0], perfgen_errmsg());
		return 1;
	}
	if (err)
		cpu.hybrid = 0;	/* not known: no note */
	printf("table:     %s, pmu %s, %s\n", info.uarch ? info.uarch : "-", info.pmu,
	       info.concept_name ? info.concept_name : "raw/native encoding");
	if (info.json && info.json[0] && !info.nr_terms)	/* a sum: per part, below */
		printf("  json:    %s\n", info.json);
	if (info.pfm && info.pfm[0] && !info.nr_terms)
		printf("  pfm:     %s\n", info.pfm);
	if (info.ref && info.ref[0])
		printf("  ref:     %s\n", info.ref);
	if (info.avail == PERFGEN_AVAIL_ARCHITECTURAL)
		printf("  architectural: %s\n", info.note);
	else if (info.exact)
		printf("  exact\n");
	else
		printf("  approx:  %s\n", info.approx);
	if (info.combine != PERFGEN_COMBINE_NONE) {
		char terms[PERFGEN_TERMS_MAX * 256] = "";

		if (info.combine == PERFGEN_COMBINE_SUM)
			printf("sum:       of %d events, counted side by side and added "
			       "(perfgen_counter_open(), perfgen stat; perfgen_open() refuses it)\n",
			       info.nr_terms);
		else
			printf("%s of %d event%s, counted side by side, each scaled by its own "
			       "times, then combined (perfgen_counter_open(), perfgen stat; "
			       "perfgen_open() refuses it)\nformula:   %s\n",
			       info.combine == PERFGEN_COMBINE_DIFFERENCE ? "difference:"
									  : "weighted:  sum",
			       info.nr_terms, info.nr_terms > 1 ? "s" : "", info.formula);
		for (int j = 0; j < info.nr_terms; j++) {
			const struct perfgen_part *part = &info.terms[j].part;
			struct perfgen_info pi = info;

			a.config = part->config;
			a.config1 = part->config1;
			pi.wl_msr = part->wl_msr;
			pi.wl_valid = part->wl_valid;
			printf("part %d:    type=%u config=0x%" PRIx64 " config1=0x%" PRIx64 "\n", j,
			       a.type, (uint64_t)a.config, (uint64_t)a.config1);
			if (info.combine != PERFGEN_COMBINE_SUM)
				printf("  weight:  %lld\n", (long long)info.terms[j].weight);
			if (part->json[0])
				printf("  json:    %s\n", part->json);
			if (part->pfm[0])
				printf("  pfm:     %s\n", part->pfm);
			explain_whitelist(&a, &pi, "  ");
			perf_string(&a, cpuid, info.pmu, term, sizeof(term));
			snprintf(terms + strlen(terms), sizeof(terms) - strlen(terms), "%s%s",
				 j ? "," : "", term);
		}
		for (int j = 1; j < info.nr_terms; j++)
			if (info.terms[j].part.wl_msr == info.terms[0].part.wl_msr &&
			    (info.terms[0].part.wl_msr == 0x1a6 || info.terms[0].part.wl_msr == 0x1a7))
				printf("note:      parts 0 and %d both take OFFCORE_RSP MSR 0x%x; the "
				       "kernel moves one to the other OFFCORE_RSP MSR when both are "
				       "scheduled (intel_alt_er)\n", j, info.terms[0].part.wl_msr);
		printf("attr:      exclude_user=%d exclude_kernel=%d exclude_hv=%d\n",
		       (int)a.exclude_user, (int)a.exclude_kernel, (int)a.exclude_hv);
		if (info.combine == PERFGEN_COMBINE_SUM)
			printf("perf:      perf stat -e %s -- COMMAND   (add the %d counts)\n", terms,
			       info.nr_terms);
		else
			printf("perf:      perf stat -e %s -- COMMAND   (scale each count, then: "
			       "%s)\n", terms, info.formula);
		hybrid_note(&cpu, argv[0], &info);
		return 0;
	}
	printf("attr:      type=%u config=0x%" PRIx64 " config1=0x%" PRIx64
	       " exclude_user=%d exclude_kernel=%d exclude_hv=%d\n", a.type, (uint64_t)a.config,
	       (uint64_t)a.config1, (int)a.exclude_user, (int)a.exclude_kernel, (int)a.exclude_hv);
	explain_whitelist(&a, &info, "");
	perf_string(&a, cpuid, strcmp(info.pmu, "software") ? info.pmu : NULL, term, sizeof(term));
	printf("perf:      perf stat -e %s -- COMMAND\n", term);
	hybrid_note(&cpu, argv[0], &info);
	return 0;
}
