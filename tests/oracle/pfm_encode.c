/* SPDX-License-Identifier: MIT */
/*
 * pfm-encode: print libpfm4's perf_event encoding of native event strings.
 *
 * Usage: LIBPFM_FORCE_PMU=nhm pfm-encode EVENT...
 * One output line per event: "EVENT<TAB>type<TAB>config<TAB>config1" or
 * "EVENT<TAB>error<TAB>message".  Used by the oracle cross-check; libpfm4
 * reads LIBPFM_FORCE_PMU once, at pfm_initialize(), so one process per PMU.
 *
 *        pfm-encode --list PMU
 * The table of a libpfm4 PMU, whether or not this machine has it (its
 * uncore PMUs are active only where sysfs lists them, so they cannot be
 * encoded here): one line per event and unit mask,
 * "EVENT[:UMASK]<TAB>code<TAB>umask code", codes in hex.
 */
#include <perfmon/pfmlib_perf_event.h>
#include <stdio.h>
#include <string.h>

/* Every event and unit mask of the PMU named name; 1 when there is none. */
static int list_pmu(const char *name)
{
	for (int p = PFM_PMU_NONE; p < PFM_PMU_MAX; p++) {
		pfm_pmu_info_t pi;

		memset(&pi, 0, sizeof(pi));
		pi.size = sizeof(pi);
		if (pfm_get_pmu_info(p, &pi) != PFM_SUCCESS || !pi.name || strcmp(pi.name, name))
			continue;
		for (int e = pi.first_event; e != -1; e = pfm_get_event_next(e)) {
			pfm_event_info_t ei;
			int umasks = 0;

			memset(&ei, 0, sizeof(ei));
			ei.size = sizeof(ei);
			if (pfm_get_event_info(e, PFM_OS_NONE, &ei) != PFM_SUCCESS)
				continue;
			for (int a = 0; a < ei.nattrs; a++) {
				pfm_event_attr_info_t ai;

				memset(&ai, 0, sizeof(ai));
				ai.size = sizeof(ai);
				if (pfm_get_event_attr_info(e, a, PFM_OS_NONE, &ai) != PFM_SUCCESS ||
				    ai.type != PFM_ATTR_UMASK)
					continue;
				printf("%s:%s\t0x%llx\t0x%llx\n", ei.name, ai.name,
				       (unsigned long long)ei.code, (unsigned long long)ai.code);
				umasks++;
			}
			if (!umasks)
				printf("%s\t0x%llx\t0x0\n", ei.name, (unsigned long long)ei.code);
		}
		return 0;
	}
	fprintf(stderr, "pfm-encode: libpfm4 has no PMU %s\n", name);
	return 1;
}

int main(int argc, char **argv)
{
	int ret = pfm_initialize();

	if (ret != PFM_SUCCESS) {
		fprintf(stderr, "pfm_initialize: %s\n", pfm_strerror(ret));
		return 2;
	}
	if (argc == 3 && !strcmp(argv[1], "--list"))
		return list_pmu(argv[2]);
	for (int i = 1; i < argc; i++) {
		struct perf_event_attr attr;
		pfm_perf_encode_arg_t arg;

		memset(&attr, 0, sizeof(attr));
		memset(&arg, 0, sizeof(arg));
		arg.attr = &attr;
		arg.size = sizeof(arg);
		ret = pfm_get_os_event_encoding(argv[i], PFM_PLM0 | PFM_PLM3,
						PFM_OS_PERF_EVENT, &arg);
		if (ret != PFM_SUCCESS)
			printf("%s\terror\t%s\n", argv[i], pfm_strerror(ret));
		else
			printf("%s\t%u\t0x%llx\t0x%llx\n", argv[i], attr.type,
			       (unsigned long long)attr.config,
			       (unsigned long long)attr.config1);
	}
	pfm_terminate();
	return 0;
}
