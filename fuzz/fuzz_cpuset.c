// SPDX-License-Identifier: MIT
/*
 * libFuzzer target: CPU lists, as perf stat -C takes them and as sysfs
 * writes them, through the library's one parser (perfgen_cpuset_parse).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <perfgen/perfgen.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* The set as the kernel writes it: ascending ranges. */
static char *canonical(const struct perfgen_cpuset *set)
{
	static char buf[65536];
	size_t len = 0;

	buf[0] = '\0';
	for (int c = perfgen_cpuset_next(set, -1); c >= 0;) {
		int hi = c, next;

		while ((next = perfgen_cpuset_next(set, hi)) == hi + 1)
			hi = next;
		len += (size_t)snprintf(buf + len, sizeof(buf) - len, "%s%d", len ? "," : "", c);
		if (hi > c)
			len += (size_t)snprintf(buf + len, sizeof(buf) - len, "-%d", hi);
		c = next;
	}
	return buf;
}

static int same(const struct perfgen_cpuset *a, const struct perfgen_cpuset *b)
{
	if (perfgen_cpuset_nr_cpus(a) != perfgen_cpuset_nr_cpus(b))
		return 0;
	for (int c = 0; c < 8192; c++)
		if (perfgen_cpuset_has(a, c) != perfgen_cpuset_has(b, c))
			return 0;
	return 1;
}

/* One mode: a failure leaves *set alone and a message; a set reads back consistently. */
static struct perfgen_cpuset *one(const char *s, unsigned int flags)
{
	struct perfgen_cpuset *set = NULL, *again = NULL;
	int n = perfgen_cpuset_parse(s, flags, &set), seen = 0;

	if (n < 0) {
		if (set || !perfgen_errmsg()[0])
			__builtin_trap();
		return NULL;
	}
	for (int c = perfgen_cpuset_next(set, -1); c >= 0; c = perfgen_cpuset_next(set, c), seen++)
		if (!perfgen_cpuset_has(set, c))
			__builtin_trap();
	if (seen != n || perfgen_cpuset_nr_cpus(set) != n)
		__builtin_trap();
	/* Printed as the kernel writes it, both modes read the same set back. */
	if (n && (perfgen_cpuset_parse(canonical(set), 0, &again) != n || !same(set, again)))
		__builtin_trap();
	perfgen_cpuset_free(again);
	again = NULL;
	if (perfgen_cpuset_parse(canonical(set), PERFGEN_CPUSET_SYSFS, &again) != n ||
	    !same(set, again))
		__builtin_trap();
	perfgen_cpuset_free(again);
	return set;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct perfgen_cpuset *user, *sysfs;
	char *s = malloc(size + 1);

	if (!s)
		return 0;
	memcpy(s, data, size);
	s[size] = '\0';
	user = one(s, 0);
	sysfs = one(s, PERFGEN_CPUSET_SYSFS);
	/* A person's list is only numbers, '-' and ','. */
	if (user && s[strspn(s, "0123456789-,")])
		__builtin_trap();
	/* What the kernel writes, less its newline, a person may write too. */
	if (sysfs && perfgen_cpuset_nr_cpus(sysfs) > 0 && !strchr(s, '\n') &&
	    (!user || !same(user, sysfs)))
		__builtin_trap();
	perfgen_cpuset_free(user);
	perfgen_cpuset_free(sysfs);
	free(s);
	return 0;
}
