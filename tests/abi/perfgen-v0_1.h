/* SPDX-License-Identifier: MIT */
/*
 * The first release's (0.1) structs that start with sz, copied from its
 * perfgen.h with _v0_1 names: tests/test_abi_layouts.c calls the library
 * as a program built against that header would.  perfgen_event_opts is as
 * it was before `process` (a later flag first put inside the bitfield
 * word, where an older library could not see it), perfgen_info as it was
 * before the parts of a sum.  Never edit these: they are what old
 * binaries pass.
 */
#ifndef PERFGEN_TEST_ABI_V0_1_H
#define PERFGEN_TEST_ABI_V0_1_H

#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

struct perfgen_cpu_v0_1 {
	size_t sz;
	/* perf's mapfile form: vendor-family(decimal)-model(hex)-stepping(hex) */
	char id[PERFGEN_CPUID_MAX];
	const char *vendor;	/* "GenuineIntel", "AuthenticAMD", ... */
	unsigned int family;	/* display family */
	unsigned int model;	/* display model */
	unsigned int stepping;
	const char *uarch;	/* "nehalem-ep", ... ; NULL if unknown */
	const char *description; /* human name of the uarch; NULL if unknown */
	int hybrid;		/* 1: separate cpu_core and cpu_atom PMUs */
	int hypervisor;		/* 1: CPUID says we run under a hypervisor */
	int detected;		/* 1: read from this machine, 0: from a string */
};

struct perfgen_count_v0_1 {
	size_t sz;
	uint64_t value;		/* raw count */
	uint64_t time_enabled;	/* ns, 0 if read_format lacks it */
	uint64_t time_running;	/* ns, 0 if read_format lacks it */
	uint64_t scaled;	/* value * enabled / running, or value */
};

struct perfgen_concept_v0_1 {
	size_t sz;
	const char *name;
	const char *definition;
	int software;		/* 1: a kernel software event */
	int avail;		/* enum perfgen_avail on the CPU asked */
	const char *note;	/* approx/unsupported reason, "" otherwise */
};

struct perfgen_open_opts_v0_1 {
	size_t sz;
	const char *cpuid;	/* resolve for this CPU instead of the host */
	uint64_t sample_period;
	uint64_t read_format;	/* 0: TOTAL_TIME_ENABLED | TOTAL_TIME_RUNNING */
	unsigned int exclude_user : 1;
	unsigned int exclude_kernel : 1;
	unsigned int exclude_hv : 1;
	unsigned int disabled : 1;
	unsigned int inherit : 1;
	unsigned int enable_on_exec : 1;
	unsigned int pinned : 1;
	unsigned int exclusive : 1;
	unsigned int cloexec : 1;	/* PERF_FLAG_FD_CLOEXEC (on by default in
					 * perfgen_open()) */
};

struct perfgen_event_opts_v0_1 {
	size_t sz;
	const char *cpuid;	/* resolve for this CPU instead of the host */
	pid_t pid;		/* 0: the calling thread; > 0: that thread (with
				 * inherit: and the children it creates later),
				 * or with process: every thread of that
				 * process; -1: every task, with cpus or
				 * all_cpus */
	const char *cpus;	/* count on each CPU of this list, "0-3,8" (as
				 * sysfs writes them); NULL: wherever the task
				 * runs */
	unsigned int all_cpus : 1;	/* every online CPU (overrides cpus) */
	unsigned int exclude_user : 1;
	unsigned int exclude_kernel : 1;
	unsigned int exclude_hv : 1;
	unsigned int disabled : 1;	/* start disabled: see *_enable() */
	unsigned int inherit : 1;
	unsigned int enable_on_exec : 1;
	unsigned int no_rdpmc : 1;	/* never use the rdpmc fast path */
};

struct perfgen_info_v0_1 {
	size_t sz;
	char cpuid[PERFGEN_CPUID_MAX]; /* the CPU it was resolved for */
	const char *concept;	/* concept name; NULL for raw/native forms */
	const char *uarch;	/* table used */
	const char *pmu;	/* "cpu", "cpu_core", "cpu_atom" */
	const char *json;	/* perf JSON event name, "" if none */
	const char *pfm;	/* libpfm4 event string, "" if none */
	const char *ref;	/* manual section, "" if none */
	const char *approx;	/* "" when exact, else what differs */
	int exact;		/* 1 when the row counts exactly the concept */
	int whitelist_checked;	/* 1 when config1 was checked (raw forms) */
	/* The kernel's extra-register whitelist for raw encodings (Linux 6.12): */
	const char *whitelist;	/* its array, "intel_nehalem_extra_regs"; "" none */
	uint64_t wl_valid;	/* config1 bits the entry for this event allows */
	unsigned int wl_msr;	/* that entry's MSR; 0 when no entry takes the event */
};

#endif
