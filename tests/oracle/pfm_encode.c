/* SPDX-License-Identifier: MIT */
/*
 * pfm-encode: print libpfm4's perf_event encoding of native event strings.
 *
 * Usage: LIBPFM_FORCE_PMU=nhm pfm-encode EVENT...
 * One output line per event: "EVENT<TAB>type<TAB>config<TAB>config1" or
 * "EVENT<TAB>error<TAB>message".  Used by the oracle cross-check; libpfm4
 * reads LIBPFM_FORCE_PMU once, at pfm_initialize(), so one process per PMU.
 */
#include <perfmon/pfmlib_perf_event.h>
#include <stdio.h>
#include <string.h>

int main(int argc, char **argv)
{
	int ret = pfm_initialize();

	if (ret != PFM_SUCCESS) {
		fprintf(stderr, "pfm_initialize: %s\n", pfm_strerror(ret));
		return 2;
	}
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
