// SPDX-License-Identifier: MIT
/*
 * CPU sets (cpulist.h): the one parser of CPU lists in the tree, for the
 * lists people write (perf stat -C, perfgen_event_opts.cpus) and the ones
 * the kernel writes (online, a PMU's cpus or cpumask, a node's cpulist);
 * the public perfgen_cpuset built on it.
 */
#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <perfgen/perfgen.h>

#include "cpulist.h"
#include "sys.h"

#define PMU_DIR "/sys/bus/event_source/devices/"
/* The longest list the kernel writes for PG_CPUS_MAX CPUs ("0,2,4,...") fits. */
#define LIST_FILE_MAX 32768

struct perfgen_cpuset {
	int nr;
	uint64_t mask[PG_CPUS_MAX / 64];
};

/* Byte position of p in s, from 1, as the messages count. */
static long pos(const char *s, const char *p)
{
	return (long)(p - s) + 1;
}

/* Why no number starts at p (s is the whole list). */
static int not_a_number(const char *s, const char *p)
{
	char b[PG_BYTE_NAME_MAX];

	if (p == s)
		return pg_err(-EINVAL, "%s at byte 1 of the CPU list: it starts with a CPU number",
			      pg_byte_name((unsigned char)*p, b));
	if (!*p && p[-1] == '-')
		return pg_err(-EINVAL, "the range ending at byte %ld of the CPU list has no last "
			      "CPU", pos(s, p - 1));
	if (!*p || *p == ',' || *p == '\n')
		return pg_err(-EINVAL, "an empty entry after the ',' at byte %ld of the CPU list",
			      pos(s, p - 1));
	return pg_err(-EINVAL, "%s at byte %ld of the CPU list where a CPU number belongs "
		      "(a list takes numbers, ranges such as 0-3, and ',')",
		      pg_byte_name((unsigned char)*p, b), pos(s, p));
}

/* A decimal CPU number at *p, advanced past it. */
static int number(const char *s, const char **p, long *out)
{
	const char *q = *p;
	long v = 0;

	if (*q < '0' || *q > '9')
		return not_a_number(s, q);
	if (q[0] == '0' && q[1] >= '0' && q[1] <= '9')
		return pg_err(-EINVAL, "a leading zero at byte %ld of the CPU list: perf reads such "
			      "a number as octal (010 is CPU 8), so write the CPU in decimal "
			      "without it", pos(s, q));
	for (; *q >= '0' && *q <= '9'; q++)
		if (v < PG_CPUS_MAX)
			v = v * 10 + (*q - '0');
	if (v >= PG_CPUS_MAX)
		return pg_err(-E2BIG, "CPU %.*s%s at byte %ld of the CPU list: CPU numbers stop "
			      "at %d", (int)(q - *p > 12 ? 12 : q - *p), *p,
			      q - *p > 12 ? "..." : "", pos(s, *p), PG_CPUS_MAX - 1);
	*out = v;
	*p = q;
	return 0;
}

int pg_cpulist_parse(const char *s, unsigned int flags, uint64_t *mask)
{
	bool sysfs = flags & PERFGEN_CPUSET_SYSFS;
	const char *p = s;
	long prev = -1;
	int n = 0;

	memset(mask, 0, PG_CPUS_MAX / 8);
	/* An empty mask: the kernel writes "\n" (a PMU or node without CPUs). */
	if (sysfs && (!*p || (*p == '\n' && !p[1])))
		return 0;
	if (!*p)
		return pg_err(-EINVAL, "an empty CPU list: name at least one CPU");
	for (;;) {
		const char *at = p;
		long lo, hi;
		int err = number(s, &p, &lo);

		if (err)
			return err;
		hi = lo;
		if (*p == '-') {
			p++;
			if ((err = number(s, &p, &hi)))
				return err;
			if (hi < lo)
				return pg_err(-EINVAL, "the range %ld-%ld at byte %ld of the CPU list "
					      "runs backwards", lo, hi, pos(s, at));
		}
		if (sysfs && lo <= prev)
			return pg_err(-EINVAL, "CPU %ld at byte %ld of the CPU list does not follow "
				      "the CPUs before it, as the kernel writes them", lo, pos(s, at));
		for (long c = lo; c <= hi; c++) {
			if (mask[c / 64] >> (c % 64) & 1)
				return pg_err(-EINVAL, "CPU %ld is named twice (again at byte %ld of the "
					      "CPU list): perf refuses that too", c, pos(s, at));
			mask[c / 64] |= 1ULL << (c % 64);
			n++;
		}
		prev = hi;
		if (*p == ',') {
			p++;
			continue;
		}
		if (!*p || (sysfs && *p == '\n' && !p[1]))
			return n;
		{
			char b[PG_BYTE_NAME_MAX];

			return pg_err(-EINVAL, "%s at byte %ld of the CPU list where a ',' or the end "
				      "belongs", pg_byte_name((unsigned char)*p, b), pos(s, p));
		}
	}
}

int pg_cpulist_next(const uint64_t *mask, int cpu)
{
	/* Word by word: a machine's CPUs are a few words of 8 192 bits. */
	for (int c = cpu + 1; c < PG_CPUS_MAX;) {
		uint64_t w = mask[c / 64] >> (c % 64);

		if (w)
			return c + __builtin_ctzll(w);
		c = (c / 64 + 1) * 64;
	}
	return -1;
}

int pg_cpulist_read(const char *path, uint64_t *mask)
{
	char *buf = malloc(LIST_FILE_MAX);
	int n;

	if (!buf)
		return pg_err(-ENOMEM, "no memory to read %s", path);
	n = pg_sys_read_file(path, buf, LIST_FILE_MAX);
	if (n)
		n = pg_err(n, "cannot read %s (%s)", path, strerror(-n));
	else if (strlen(buf) >= LIST_FILE_MAX - 1)
		n = pg_err(-EFBIG, "%s is longer than any CPU list the kernel writes", path);
	else if ((n = pg_cpulist_parse(buf, PERFGEN_CPUSET_SYSFS, mask)) < 0)
		pg_err_append(" (%s)", path);
	free(buf);
	return n;
}

int pg_cpus_online(uint64_t *mask)
{
	int n = pg_cpulist_read("/sys/devices/system/cpu/online", mask);

	if (n == 0)
		return pg_err(-ENOENT, "/sys/devices/system/cpu/online names no CPU");
	return n;
}

/* A new set filled by fill(arg, mask): *set and its count, or -errno. */
static int new_set(int (*fill)(const void *arg, uint64_t *mask), const void *arg,
		   struct perfgen_cpuset **set)
{
	struct perfgen_cpuset *s;
	int n;

	if (!set)
		return pg_err(-EINVAL, "no place for the CPU set (set is NULL)");
	s = malloc(sizeof(*s));
	if (!s)
		return pg_err(-ENOMEM, "no memory for a CPU set");
	n = fill(arg, s->mask);
	if (n < 0) {
		free(s);
		return n;
	}
	s->nr = n;
	*set = s;
	return n;
}

struct parse_arg {
	const char *list;
	unsigned int flags;
};

static int fill_parse(const void *arg, uint64_t *mask)
{
	const struct parse_arg *a = arg;

	return pg_cpulist_parse(a->list, a->flags, mask);
}

PERFGEN_API int perfgen_cpuset_parse(const char *list, unsigned int flags, struct perfgen_cpuset **set)
{
	struct parse_arg a = { list, flags };

	if (!list)
		return pg_err(-EINVAL, "no CPU list (list is NULL)");
	if (flags & ~PERFGEN_CPUSET_SYSFS)
		return pg_err(-EINVAL, "unknown flags 0x%x for a CPU list", flags & ~PERFGEN_CPUSET_SYSFS);
	return new_set(fill_parse, &a, set);
}

static int fill_online(const void *arg, uint64_t *mask)
{
	(void)arg;
	return pg_cpus_online(mask);
}

PERFGEN_API int perfgen_cpuset_online(struct perfgen_cpuset **set)
{
	return new_set(fill_online, NULL, set);
}

/* A PMU's CPUs: its cpus file (core PMUs), its cpumask (uncore), or all online. */
static int fill_pmu(const void *arg, uint64_t *mask)
{
	static const char *const files[] = { "cpus", "cpumask" };
	const char *pmu = arg;
	char path[sizeof(PMU_DIR) + 64 + 8], type[32];
	int err;

	snprintf(path, sizeof(path), PMU_DIR "%s/type", pmu);
	err = pg_sys_read_file(path, type, sizeof(type));
	if (err == -ENOENT)
		return pg_err(err, "no PMU named '%s' in " PMU_DIR, pmu);
	if (err)
		return pg_err(err, "cannot read %s (%s)", path, strerror(-err));
	for (size_t i = 0; i < sizeof(files) / sizeof(*files); i++) {
		snprintf(path, sizeof(path), PMU_DIR "%s/%s", pmu, files[i]);
		err = pg_cpulist_read(path, mask);
		if (err != -ENOENT)
			return err;
	}
	/* Neither file: the PMU counts wherever it is asked, as perf takes it. */
	return pg_cpus_online(mask);
}

PERFGEN_API int perfgen_cpuset_pmu(const char *pmu, struct perfgen_cpuset **set)
{
	char b[PG_BYTE_NAME_MAX];
	size_t len;

	if (!pmu)
		return pg_err(-EINVAL, "no PMU name (pmu is NULL)");
	len = strlen(pmu);
	if (!len || len > 64 || !strcmp(pmu, ".") || !strcmp(pmu, ".."))
		return pg_err(-EINVAL, "'%s' is no PMU name", len > 64 ? "(over 64 bytes)" : pmu);
	for (size_t i = 0; i < len; i++) {
		unsigned char c = (unsigned char)pmu[i];

		if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
		      c == '_' || c == '-' || c == '.'))
			return pg_err(-EINVAL, "%s at byte %zu of a PMU name: PMU names take letters, "
				      "digits, '_', '-' and '.'", pg_byte_name(c, b), i + 1);
	}
	return new_set(fill_pmu, pmu, set);
}

PERFGEN_API int perfgen_cpuset_nr_cpus(const struct perfgen_cpuset *set)
{
	if (!set)
		return pg_err(-EINVAL, "no CPU set (set is NULL)");
	return set->nr;
}

PERFGEN_API int perfgen_cpuset_next(const struct perfgen_cpuset *set, int cpu)
{
	int c;

	if (!set)
		return pg_err(-EINVAL, "no CPU set (set is NULL)");
	if (cpu < -1)
		cpu = -1;
	c = cpu >= PG_CPUS_MAX - 1 ? -1 : pg_cpulist_next(set->mask, cpu);
	return c < 0 ? -ENOENT : c;
}

PERFGEN_API int perfgen_cpuset_has(const struct perfgen_cpuset *set, int cpu)
{
	if (!set)
		return pg_err(-EINVAL, "no CPU set (set is NULL)");
	if (cpu < 0 || cpu >= PG_CPUS_MAX)
		return 0;
	return (int)(set->mask[cpu / 64] >> (cpu % 64) & 1);
}

PERFGEN_API void perfgen_cpuset_free(struct perfgen_cpuset *set)
{
	free(set);
}
