// SPDX-License-Identifier: MIT
/* CPU lists (cpulist.h). */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "cpulist.h"
#include "sys.h"

int pg_cpulist_parse(const char *s, uint64_t *mask, int max)
{
	int n = 0;

	memset(mask, 0, (size_t)(max / 64) * sizeof(*mask));
	while (*s) {
		char *end;
		long lo = strtol(s, &end, 10), hi = lo;

		if (end == s || lo < 0)
			return -EINVAL;
		if (*end == '-') {
			s = end + 1;
			hi = strtol(s, &end, 10);
			if (end == s || hi < lo)
				return -EINVAL;
		}
		if (hi >= max)
			return -E2BIG;
		for (long c = lo; c <= hi; c++) {
			n += !(mask[c / 64] >> (c % 64) & 1);
			mask[c / 64] |= 1ULL << (c % 64);
		}
		if (*end == ',')
			end++;
		else if (*end)
			return -EINVAL;
		s = end;
	}
	return n;
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
	char buf[4096];
	int err = pg_sys_read_file(path, buf, sizeof(buf));

	if (err)
		return err;
	return pg_cpulist_parse(buf, mask, PG_CPUS_MAX);
}

int pg_cpus_online(uint64_t *mask)
{
	int n = pg_cpulist_read("/sys/devices/system/cpu/online", mask);

	if (n <= 0)
		return pg_err(n ? n : -ENOENT, "cannot read the online CPUs from "
			      "/sys/devices/system/cpu/online (%s)", strerror(n ? -n : ENOENT));
	return n;
}
