/* SPDX-License-Identifier: MIT */
/*
 * What perfgen validate needs to know about the machine it runs on, from
 * sysfs and procfs: cache sizes, the clock range, NUMA nodes and
 * sockets, interrupt counts; and the placement calls (affinity, mbind).
 * Every reader returns -1 (or 0 / UINT64_MAX as documented) when the
 * file is missing, as it is in minimal guests.
 */
#ifndef PERFGEN_CLI_VALIDATE_HOST_H
#define PERFGEN_CLI_VALIDATE_HOST_H

#include <sched.h>
#include <stddef.h>
#include <stdint.h>

/* Data caches a CPU sees, from /sys/devices/system/cpu/cpuN/cache. */
struct vh_caches {
	uint64_t l1d;		/* bytes of the level-1 data cache */
	uint64_t above_llc;	/* bytes of all data caches below the last level */
	uint64_t llc;		/* bytes of the last level */
	uint64_t total;		/* bytes of all levels together */
	unsigned int llc_level;
	unsigned int line;	/* coherency line size */
};

int vh_caches(int cpu, struct vh_caches *c);

/*
 * The CPU's clock range in Hz: cpufreq's cpuinfo_min_freq and
 * cpuinfo_max_freq, or else /proc/cpuinfo's "cpu MHz" as both.  *src
 * names the source.  -1 when neither exists.
 */
int vh_freq_hz(int cpu, double *fmin, double *fmax, const char **src);

/* Socket (physical_package_id) of a CPU, -1 when unknown. */
int vh_cpu_socket(int cpu);

/* Core (core_id, unique within its socket) of a CPU, -1 when unknown. */
int vh_cpu_core(int cpu);

/* NUMA node of a CPU, -1 when the kernel has no node directories. */
int vh_cpu_node(int cpu);

/*
 * Online NUMA nodes that have memory, up to max, into nodes[]; returns
 * how many (0 without /sys/devices/system/node).
 */
int vh_memory_nodes(int *nodes, int max);

/* The CPUs of a node (its cpulist), into set; -1 when unreadable. */
int vh_node_cpus(int node, cpu_set_t *set);

/*
 * Interrupts delivered to cpu so far: the sum of its column in
 * /proc/interrupts.  UINT64_MAX when unreadable.
 */
uint64_t vh_interrupts(int cpu);

/* Whether sysfs lists a core PMU (cpu, cpu_core or cpu_atom). */
int vh_have_pmu(void);

/* MemAvailable of /proc/meminfo in bytes, 0 when unknown. */
uint64_t vh_mem_available(void);

/* Pin the calling thread to one CPU (0 or -errno). */
int vh_pin(int cpu);

/*
 * Bind [addr, addr+len) to NUMA node (MPOL_BIND, raw mbind(2)): 0 or
 * -errno (-ENOSYS on a kernel without NUMA).
 */
int vh_bind_node(void *addr, size_t len, int node);

/* Read a small file into buf (NUL-terminated): 0 or -1. */
int vh_read(const char *path, char *buf, size_t sz);

#endif /* PERFGEN_CLI_VALIDATE_HOST_H */
