/* SPDX-License-Identifier: MIT */
/* This machine's CPU (host.c). */
#ifndef PERFGEN_HOST_H
#define PERFGEN_HOST_H

#include "cpu.h"

/* This machine's CPU (PERFGEN_CPU honoured), detected once. */
PG_HIDDEN int pg_cpu_host(const struct pg_cpu **cpu);
/*
 * The CPU asked for: cpuid NULL is this machine, else the string parsed
 * and looked up (into buf; the last string of this thread is kept).
 * Sets the message on error.
 */
PG_HIDDEN int pg_cpu_get(const char *cpuid, struct pg_cpu *buf, const struct pg_cpu **cpu);
/*
 * May an encoding resolved for cpu be opened on this machine?  0 when cpu
 * is this machine's, or names the same table of the same vendor (another
 * stepping or model of it); else -EXDEV with the message (what was named,
 * by what, and what this machine is), unless PERFGEN_ALLOW_FOREIGN_CPU=1.
 * For hardware events only: a software event is every CPU's.
 */
PG_HIDDEN int pg_cpu_check_here(const struct pg_cpu *cpu, const char *event);
/*
 * The CPU of core PMU pmu of this machine: an arm64 big.LITTLE slot's
 * own (the MIDR of its CPUs), else this machine's (PERFGEN_CPU honoured).
 * Sets the message, naming the PMU, when that PMU's CPU is not known.
 */
PG_HIDDEN int pg_host_pmu_cpu(int pmu, const struct pg_cpu **cpu);
/* CPUID.1:ECX[31] of the machine we run on, whatever CPU we resolve for. */
PG_HIDDEN int pg_host_hypervisor(void);
/* Core type (enum pg_pmu) of the CPU the caller runs on (hybrid only). */
PG_HIDDEN int pg_host_core_pmu(void);

#endif
