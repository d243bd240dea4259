// SPDX-License-Identifier: MIT
/*
 * perf_event_paranoid, read where perfgen stat and perfgen validate decide
 * whether to fall back to user space: one reader for both.
 */
#include <stdio.h>

#include "cli.h"

int paranoid_level(void)
{
	FILE *f = fopen("/proc/sys/kernel/perf_event_paranoid", "re");
	int level = -1;

	if (f) {
		if (fscanf(f, "%d", &level) != 1)
			level = -1;
		fclose(f);
	}
	return level;
}
