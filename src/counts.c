// SPDX-License-Identifier: MIT
/* Counts (counts.h) and perfgen_read(), the count of one fd. */
#include <errno.h>
#include <stdbool.h>
#include <string.h>

#include "counts.h"
#include "opts.h"
#include "sys.h"
#include "tables.h"

uint64_t pg_scale(uint64_t value, uint64_t enabled, uint64_t running)
{
	if (running == enabled)
		return value;
	if (running == 0)
		return 0;	/* never scheduled: nothing to scale */
	return (uint64_t)((unsigned __int128)value * enabled / running);
}

void pg_combine(const struct pg_val *v, const int *slot, const int *part, int n,
		struct perfgen_count *c)
{
	c->value = c->time_enabled = c->time_running = c->scaled = 0;
	for (int i = 0, j; i < n; i = j) {
		struct pg_val acc[PG_PARTS_MAX] = { { 0, 0, 0 } };
		bool used[PG_PARTS_MAX] = { false };
		uint64_t enabled = 0, running = UINT64_MAX;

		/* One slot: alternatives of a part add, parts run side by side. */
		for (j = i; j < n && slot[j] == slot[i]; j++) {
			struct pg_val *a = &acc[part ? part[j] : 0];

			used[part ? part[j] : 0] = true;
			a->value += v[j].value;
			a->running += v[j].running;
			if (v[j].enabled > a->enabled)
				a->enabled = v[j].enabled;
		}
		for (int q = 0; q < PG_PARTS_MAX; q++) {
			if (!used[q])
				continue;
			c->value += acc[q].value;
			c->scaled += pg_scale(acc[q].value, acc[q].enabled, acc[q].running);
			if (acc[q].enabled > enabled)
				enabled = acc[q].enabled;
			if (acc[q].running < running)
				running = acc[q].running;
		}
		c->time_enabled += enabled;
		c->time_running += running;
	}
}

int pg_count_valid(const struct perfgen_count *c, const char *what)
{
	if (!c)
		return pg_err(-EINVAL, "%s: counts is NULL", what);
	/* Unchanged since the first release: any sz from its size up. */
	return c->sz == sizeof(*c) ? 0 : pg_sz_valid(c, PG_SZ0_COUNT, sizeof(*c), what);
}

int pg_read_u64(int fd, uint64_t *v, size_t n)
{
	ssize_t got = pg_sys_read(fd, v, n * sizeof(*v));

	if (got < 0)
		return pg_err((int)got, "read(fd %d): %s", fd, strerror((int)-got));
	if ((size_t)got != n * sizeof(*v))
		return pg_err(-EIO, "read(fd %d): %zd bytes, want %zu", fd, got, n * sizeof(*v));
	return 0;
}

PERFGEN_API int perfgen_read(int fd, struct perfgen_count *c)
{
	uint64_t v[3] = { 0, 0, 0 };
	ssize_t n;
	int err;

	/* struct perfgen_count is as it was in the first release: sz >= its size. */
	if (!c)
		return pg_err(-EINVAL, "perfgen_read: count is NULL");
	if (c->sz != sizeof(*c) && (err = pg_sz_valid(c, PG_SZ0_COUNT, sizeof(*c), "perfgen_read")))
		return err;
	/*
	 * Not a perf event (a pipe would block, a file give its bytes as
	 * counts): refused before any read.  An fd the library opened is known
	 * without a syscall.
	 */
	err = pg_sys_own_fd(fd) ? 0 : pg_sys_counter_fd(fd);
	if (err == -EBADF)
		return pg_err(err, "perfgen_read: fd %d is not open", fd);
	if (err)
		return pg_err(-EINVAL, "perfgen_read: fd %d is not a perf event (%s); read counts "
			      "from an fd perfgen_open() returned", fd, strerror(-err));
	n = pg_sys_read(fd, v, sizeof(v));
	if (n < 0)
		return pg_err((int)n, "perfgen_read: read(fd %d): %s", fd, strerror((int)-n));
	if (n != sizeof(v[0]) && n != sizeof(v))
		return pg_err(-EIO, "perfgen_read: fd %d returned %zd bytes; it was not opened "
			      "with libperfgen's default read_format (value, time enabled, "
			      "time running)", fd, n);
	c->value = v[0];
	c->time_enabled = v[1];
	c->time_running = v[2];
	c->scaled = n == sizeof(v[0]) ? v[0] : pg_scale(v[0], v[1], v[2]);
	return 0;
}
