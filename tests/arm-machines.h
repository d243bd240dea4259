/* SPDX-License-Identifier: MIT */
/*
 * arm64 machines with one or several core PMUs, staged on the fake machine
 * (mock-sys.c): test_pmus_arm.c and the CLI's staged build (cli_staged.c)
 * share them.  Each PMU: its sysfs type and cpus list, the cpu_cycles and
 * inst_retired it lists in events/ (PMCEID0), and the MIDR of its first CPU.
 */
#ifndef PERFGEN_TEST_ARM_MACHINES_H
#define PERFGEN_TEST_ARM_MACHINES_H

#include <stdbool.h>
#include <stdio.h>

#include "mock-sys.h"

#define DEV "/sys/bus/event_source/devices/"

/* One core PMU: its name, type, cpus list, and the MIDR of its CPUs. */
struct arm_pmu {
	const char *name, *type, *cpus, *midr;
	int first_cpu;		/* the CPU whose MIDR is staged */
	bool no_inst_retired;	/* PMCEID0: INST_RETIRED not implemented */
};

static inline void stage(const struct arm_pmu *p, const char *online)
{
	static char paths[8][5][128];

	mock_reset();
	mock.no_cpuid = true;
	mock.pipe_fds = true;
	mock_file("/sys/devices/system/cpu/online", online);
	for (int i = 0; p[i].name; i++) {
		snprintf(paths[i][0], sizeof(paths[i][0]), DEV "%s/type", p[i].name);
		snprintf(paths[i][1], sizeof(paths[i][1]), DEV "%s/cpus", p[i].name);
		snprintf(paths[i][2], sizeof(paths[i][2]), DEV "%s/events/cpu_cycles", p[i].name);
		snprintf(paths[i][3], sizeof(paths[i][3]), DEV "%s/events/inst_retired", p[i].name);
		snprintf(paths[i][4], sizeof(paths[i][4]),
			 "/sys/devices/system/cpu/cpu%d/regs/identification/midr_el1",
			 p[i].first_cpu);
		mock_file(paths[i][0], p[i].type);
		if (p[i].cpus)
			mock_file(paths[i][1], p[i].cpus);
		mock_file(paths[i][2], "event=0x0011");
		if (!p[i].no_inst_retired)
			mock_file(paths[i][3], "event=0x0008");
		mock_file(paths[i][4], p[i].midr);
	}
}

/* RK3399: 4x Cortex-A53 + 2x Cortex-A72. */
static const struct arm_pmu rk3399[] = {
	{ "armv8_cortex_a53", "8", "0-3", "0x00000000410fd034", 0, false },
	{ "armv8_cortex_a72", "9", "4-5", "0x00000000410fd082", 4, false },
	{ NULL },
};

/* Two PMUs, the LITTLE one without INST_RETIRED in PMCEID0. */
static const struct arm_pmu a55_a76[] = {
	{ "armv8_cortex_a55", "8", "0-5", "0x00000000411fd050", 0, true },
	{ "armv8_cortex_a76", "9", "6-7", "0x00000000414fd0b0", 6, false },
	{ NULL },
};

/* DynamIQ, three PMUs: Cortex-A510 + A710 + X2. */
static const struct arm_pmu a510_a710_x2[] = {
	{ "armv9_cortex_a510", "8", "0-3", "0x00000000410fd460", 0, false },
	{ "armv9_cortex_a710", "9", "4-6", "0x00000000410fd470", 4, false },
	{ "armv9_cortex_x2", "10", "7", "0x00000000410fd480", 7, false },
	{ NULL },
};

/* One armv8_pmuv3 (QEMU's -cpu max, Neoverse-N1 MIDR). */
static const struct arm_pmu pmuv3[] = {
	{ "armv8_pmuv3", "8", "0-3", "0x00000000410fd0c0", 0, false },
	{ NULL },
};

/* The A53 PMU without a cpus list. */
static const struct arm_pmu no_cpus[] = {
	{ "armv8_cortex_a53", "8", NULL, "0x00000000410fd034", 0, false },
	{ "armv8_cortex_a72", "9", "4-5", "0x00000000410fd082", 4, false },
	{ NULL },
};

/* The A72 PMU with a malformed one. */
static const struct arm_pmu odd_cpus[] = {
	{ "armv8_cortex_a53", "8", "0-3", "0x00000000410fd034", 0, false },
	{ "armv8_cortex_a72", "9", "four", "0x00000000410fd082", 4, false },
	{ NULL },
};

#endif
