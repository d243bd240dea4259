// SPDX-License-Identifier: MIT
/*
 * perfgen, the CLI, on a staged machine: its sources built with the
 * library's internal archive and the fake machine (mock-sys.c), main()
 * renamed to perfgen_cli_main.  PERFGEN_TEST_MACHINE names the machine of
 * arm-machines.h staged before the CLI runs (tests/test_cli_arm.sh), or
 * "sysfs": the sysfs tree under PERFGEN_TEST_SYSFS (tests/uncore/stage.py)
 * on a Skylake-SP, every counter reading 1000 (tests/test_cli_uncore.sh).
 */
#undef main
#include <stdlib.h>
#include <string.h>

#include "arm-machines.h"

int perfgen_cli_main(int argc, char **argv);

int main(int argc, char **argv)
{
	static const struct {
		const char *name;
		const struct arm_pmu *pmus;
		const char *online;
	} machines[] = {
		{ "rk3399", rk3399, "0-5" },
		{ "a55-a76", a55_a76, "0-7" },
		{ "a510-a710-x2", a510_a710_x2, "0-7" },
		{ "one-pmuv3", pmuv3, "0-3" },
		{ "no-cpus", no_cpus, "0-5" },
		{ "odd-cpus", odd_cpus, "0-5" },
	};
	const char *m = getenv("PERFGEN_TEST_MACHINE");

	if (m && !strcmp(m, "sysfs") && getenv("PERFGEN_TEST_SYSFS")) {
		mock_reset();
		mock.root = getenv("PERFGEN_TEST_SYSFS");
		mock_cpu("GenuineIntel", 0x20, 0x5 << 16 | 6 << 8 | 0x5 << 4 | 4, 0);
		mock.open_ret = 100;
		mock.read_value[0] = 1000;
		mock.read_value[1] = mock.read_value[2] = 1000000;
		mock.read_len = 3;
		mock.foreign_fds_are_counters = true;
		return perfgen_cli_main(argc, argv);
	}

	for (size_t i = 0; m && i < sizeof(machines) / sizeof(machines[0]); i++) {
		if (strcmp(m, machines[i].name))
			continue;
		stage(machines[i].pmus, machines[i].online);
		return perfgen_cli_main(argc, argv);
	}
	fprintf(stderr, "cli-staged: PERFGEN_TEST_MACHINE names no staged machine\n");
	return 2;
}
