// SPDX-License-Identifier: MIT
/* Machine facts and placement for perfgen validate (sysfs, procfs, syscalls). */
#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <perfgen/perfgen.h>

#include "validate-host.h"

#define CPU_DIR "/sys/devices/system/cpu/cpu"
#define NODE_DIR "/sys/devices/system/node/"

int vh_read(const char *path, char *buf, size_t sz)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	ssize_t n;

	if (fd < 0)
		return -1;
	n = read(fd, buf, sz - 1);
	close(fd);
	if (n < 0)
		return -1;
	buf[n] = '\0';
	return 0;
}

/* A sysfs size, "32K", "32768K", "1M", in bytes; 0 when unreadable. */
static uint64_t read_size(const char *path)
{
	char buf[64], *end;
	uint64_t v;

	if (vh_read(path, buf, sizeof(buf)))
		return 0;
	v = strtoull(buf, &end, 10);
	if (*end == 'K')
		v <<= 10;
	else if (*end == 'M')
		v <<= 20;
	else if (*end == 'G')
		v <<= 30;
	return v;
}

static long read_long(const char *path, long fallback)
{
	char buf[64], *end;
	long v;

	if (vh_read(path, buf, sizeof(buf)))
		return fallback;
	v = strtol(buf, &end, 10);
	return end == buf ? fallback : v;
}

int vh_caches(int cpu, struct vh_caches *c)
{
	char path[160], type[32];
	uint64_t by_level[8] = { 0 };

	*c = (struct vh_caches){ 0 };
	for (int i = 0; i < 16; i++) {
		long level;
		uint64_t size;

		snprintf(path, sizeof(path), CPU_DIR "%d/cache/index%d/type", cpu, i);
		if (vh_read(path, type, sizeof(type)))
			break;
		if (strncmp(type, "Data", 4) && strncmp(type, "Unified", 7))
			continue;
		snprintf(path, sizeof(path), CPU_DIR "%d/cache/index%d/level", cpu, i);
		level = read_long(path, 0);
		snprintf(path, sizeof(path), CPU_DIR "%d/cache/index%d/size", cpu, i);
		size = read_size(path);
		if (level < 1 || level >= 8 || !size)
			continue;
		by_level[level] += size;
		if (!c->line) {
			snprintf(path, sizeof(path), CPU_DIR "%d/cache/index%d/coherency_line_size",
				 cpu, i);
			c->line = (unsigned int)read_long(path, 0);
		}
	}
	for (unsigned int l = 1; l < 8; l++) {
		if (!by_level[l])
			continue;
		c->total += by_level[l];
		c->llc_level = l;
	}
	if (!by_level[1] || c->llc_level < 2)
		return -1;
	c->l1d = by_level[1];
	c->llc = by_level[c->llc_level];
	c->above_llc = c->total - c->llc;
	if (!c->line)
		c->line = 64;
	return 0;
}

int vh_freq_hz(int cpu, double *fmin, double *fmax, const char **src)
{
	char path[128], buf[4096], *p;
	long lo, hi;
	FILE *f;

	snprintf(path, sizeof(path), CPU_DIR "%d/cpufreq/cpuinfo_min_freq", cpu);
	lo = read_long(path, -1);
	snprintf(path, sizeof(path), CPU_DIR "%d/cpufreq/cpuinfo_max_freq", cpu);
	hi = read_long(path, -1);
	if (lo > 0 && hi >= lo) {
		*fmin = (double)lo * 1e3;	/* kHz */
		*fmax = (double)hi * 1e3;
		*src = "cpufreq cpuinfo_min_freq..cpuinfo_max_freq";
		return 0;
	}
	f = fopen("/proc/cpuinfo", "re");
	if (!f)
		return -1;
	for (int cur = -1; fgets(buf, sizeof(buf), f);) {
		if (!strncmp(buf, "processor", 9) && (p = strchr(buf, ':')))
			cur = atoi(p + 1);
		if (cur == cpu && !strncmp(buf, "cpu MHz", 7) && (p = strchr(buf, ':'))) {
			double mhz = strtod(p + 1, NULL);

			fclose(f);
			if (mhz <= 0)
				return -1;
			*fmin = *fmax = mhz * 1e6;
			*src = "/proc/cpuinfo cpu MHz (no cpufreq)";
			return 0;
		}
	}
	fclose(f);
	return -1;
}

int vh_cpu_socket(int cpu)
{
	char path[128];

	snprintf(path, sizeof(path), CPU_DIR "%d/topology/physical_package_id", cpu);
	return (int)read_long(path, -1);
}

int vh_cpu_core(int cpu)
{
	char path[128];

	snprintf(path, sizeof(path), CPU_DIR "%d/topology/core_id", cpu);
	return (int)read_long(path, -1);
}

int vh_cpu_node(int cpu)
{
	char path[128];
	struct dirent *e;
	DIR *d;
	int node = -1;

	snprintf(path, sizeof(path), CPU_DIR "%d", cpu);
	d = opendir(path);
	if (!d)
		return -1;
	while ((e = readdir(d)))
		if (!strncmp(e->d_name, "node", 4) && isdigit((unsigned char)e->d_name[4])) {
			node = atoi(e->d_name + 4);
			break;
		}
	closedir(d);
	return node;
}

/*
 * A cpulist or nodelist file "0-3,8\n" as the kernel writes it, read by the
 * library's one parser (node numbers have the same syntax); fn for each number.
 */
static int parse_list(const char *s, void (*fn)(int, void *), void *arg)
{
	struct perfgen_cpuset *set = NULL;

	if (perfgen_cpuset_parse(s, PERFGEN_CPUSET_SYSFS, &set) < 0)
		return -1;
	for (int i = perfgen_cpuset_next(set, -1); i >= 0; i = perfgen_cpuset_next(set, i))
		fn(i, arg);
	perfgen_cpuset_free(set);
	return 0;
}

struct node_acc {
	int *nodes;
	int max, n;
};

static void add_node(int node, void *arg)
{
	struct node_acc *acc = arg;

	if (acc->n < acc->max)
		acc->nodes[acc->n++] = node;
}

int vh_memory_nodes(int *nodes, int max)
{
	struct node_acc acc = { nodes, max, 0 };
	char buf[4096];

	if (vh_read(NODE_DIR "has_memory", buf, sizeof(buf)) &&
	    vh_read(NODE_DIR "online", buf, sizeof(buf)))
		return 0;
	if (parse_list(buf, add_node, &acc))
		return 0;
	return acc.n;
}

static void add_cpu(int cpu, void *arg)
{
	if (cpu < CPU_SETSIZE)
		CPU_SET(cpu, (cpu_set_t *)arg);
}

int vh_node_cpus(int node, cpu_set_t *set)
{
	char path[128], buf[4096];

	CPU_ZERO(set);
	snprintf(path, sizeof(path), NODE_DIR "node%d/cpulist", node);
	if (vh_read(path, buf, sizeof(buf)))
		return -1;
	return parse_list(buf, add_cpu, set);
}

uint64_t vh_interrupts(int cpu)
{
	char line[8192], want[16];
	uint64_t sum = 0;
	int col = -1, ncols = 0;
	FILE *f = fopen("/proc/interrupts", "re");

	if (!f)
		return UINT64_MAX;
	snprintf(want, sizeof(want), "CPU%d", cpu);
	if (fgets(line, sizeof(line), f))
		for (char *save = NULL, *t = strtok_r(line, " \t\n", &save); t;
		     t = strtok_r(NULL, " \t\n", &save), ncols++)
			if (!strcmp(t, want))
				col = ncols;
	while (col >= 0 && fgets(line, sizeof(line), f)) {
		char *p = strchr(line, ':');
		int i = 0;

		if (!p)
			continue;
		/* "NAME:  c0  c1 ... description": the first ncols fields are counts. */
		for (char *save = NULL, *t = strtok_r(p + 1, " \t\n", &save); t && i < ncols;
		     t = strtok_r(NULL, " \t\n", &save), i++) {
			if (!isdigit((unsigned char)t[0]))
				break;
			if (i == col)
				sum += strtoull(t, NULL, 10);
		}
	}
	fclose(f);
	return col >= 0 ? sum : UINT64_MAX;
}

int vh_have_pmu(void)
{
	static const char *const pmus[] = {
		"/sys/bus/event_source/devices/cpu/type",
		"/sys/bus/event_source/devices/cpu_core/type",
		"/sys/bus/event_source/devices/cpu_atom/type",
	};

	for (unsigned int i = 0; i < sizeof(pmus) / sizeof(*pmus); i++)
		if (access(pmus[i], R_OK) == 0)
			return 1;
	return 0;
}

uint64_t vh_mem_available(void)
{
	char buf[8192], *p;

	if (vh_read("/proc/meminfo", buf, sizeof(buf)))
		return 0;
	p = strstr(buf, "MemAvailable:");
	if (!p)
		return 0;
	return strtoull(p + 13, NULL, 10) << 10;
}

int vh_pin(int cpu)
{
	cpu_set_t set;

	CPU_ZERO(&set);
	CPU_SET(cpu, &set);
	return sched_setaffinity(0, sizeof(set), &set) ? -errno : 0;
}

int vh_bind_node(void *addr, size_t len, int node)
{
	/* include/uapi/linux/mempolicy.h: MPOL_BIND = 2; a mask of 256 nodes. */
	unsigned long mask[4] = { 0 };
	const int mpol_bind = 2;

	if (node < 0 || node >= (int)(8 * sizeof(mask)))
		return -EINVAL;
	mask[node / (8 * sizeof(long))] = 1UL << (node % (8 * sizeof(long)));
	if (syscall(SYS_mbind, addr, len, mpol_bind, mask, 8 * sizeof(mask) + 1, 0))
		return -errno;
	return 0;
}
