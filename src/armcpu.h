/* SPDX-License-Identifier: MIT */
/* An arm64 machine's identity from sysfs (armcpu.c). */
#ifndef PERFGEN_ARMCPU_H
#define PERFGEN_ARMCPU_H

#include <stddef.h>
#include <stdint.h>

#include "cpu.h"

/*
 * arm64 big.LITTLE: the CPU of one core PMU slot, the MIDR of the CPUs it
 * owns, with its own table and its own sysfs events/ (PMCEID).
 */
struct pg_arm_slot {
	int err;
	int reason;
	struct pg_cpu cpu;
	char msg[384];
};

/*
 * An arm64 machine's MIDR_EL1 as perf reads it (tools/perf/arch/arm64/
 * util/header.c): from sysfs, of the first online CPU that has the file
 * (*from), else with MRS (*from -1), which the kernel emulates for user
 * space (kernels before 4.11 have no sysfs file).  -ENOENT when neither
 * gives one: not arm64.
 */
PG_HIDDEN int pg_arm_midr(uint32_t *midr, int *from);
/*
 * The arm64 core PMU of CPU `cpu` (-1: any): the first armv8_* or armv9_*
 * PMU whose cpus list has it, into name.  0 or -ENOENT.
 */
PG_HIDDEN int pg_arm_core_pmu(int cpu, char *name, size_t sz);
/*
 * The core PMUs of an arm64 machine whose CPU (cpu, read from CPU
 * `from`) was looked up: one gives cpu what its events/ lists; two to
 * PG_PMU_ARM_MAX fill slots[i] with the CPU of each; more set
 * cpu->arm_hetero (refused).
 */
PG_HIDDEN void pg_arm_detect(struct pg_cpu *cpu, int from, struct pg_arm_slot *slots);

#endif
