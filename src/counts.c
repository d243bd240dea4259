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
#if defined(__x86_64__)
	/*
	 * One mul and one div: the 128-bit division C asks for is a libgcc
	 * call of a hundred instructions, on every read of a counter that was
	 * not running the whole time (a software clock, a multiplexed event).
	 * The quotient fits when the product's high half is below the divisor.
	 */
	{
		uint64_t lo, hi, q, r;

		__asm__("mulq %3" : "=a"(lo), "=d"(hi) : "a"(value), "rm"(enabled) : "cc");
		if (hi < running) {
			__asm__("divq %4" : "=a"(q), "=d"(r) : "a"(lo), "d"(hi), "rm"(running) : "cc");
			return q;
		}
		return UINT64_MAX;	/* beyond 64 bits: the count is meaningless anyway */
	}
#else
	return (uint64_t)((unsigned __int128)value * enabled / running);
#endif
}

/* A combined count into a uint64_t: a negative difference reads as 0. */
static uint64_t clamp_count(__int128 x)
{
	if (x < 0)
		return 0;
	return x > (__int128)UINT64_MAX ? UINT64_MAX : (uint64_t)x;
}

void pg_combine(const struct pg_val *v, const int *slot, const int *part, const int *weight,
		int n, struct perfgen_count *c)
{
	__int128 value = 0, scaled = 0;

	c->time_enabled = c->time_running = 0;
	for (int i = 0, j; i < n; i = j) {
		struct pg_val acc[PG_PARTS_MAX] = { { 0, 0, 0 } };
		bool used[PG_PARTS_MAX] = { false }, minus[PG_PARTS_MAX] = { false };
		uint64_t enabled = 0, running = UINT64_MAX;

		/*
		 * One slot: alternatives of a part add, parts run side by side.
		 * An alternative's reading is weighted as it adds (the PMUs of a
		 * hybrid CPU may weigh their own events differently); a part is
		 * subtracted when its weight is negative.
		 */
		for (j = i; j < n && slot[j] == slot[i]; j++) {
			int q = part ? part[j] : 0, w = weight ? weight[j] : 1;
			struct pg_val *a = &acc[q];

			used[q] = true;
			minus[q] = w < 0;
			a->value += (uint64_t)(w < 0 ? -w : w) * v[j].value;
			a->running += v[j].running;
			if (v[j].enabled > a->enabled)
				a->enabled = v[j].enabled;
		}
		/*
		 * Each part scaled by its own times, then combined: parts
		 * multiplexed over different times are each estimated for the
		 * whole enabled time first.
		 */
		for (int q = 0; q < PG_PARTS_MAX; q++) {
			if (!used[q])
				continue;
			__int128 s = pg_scale(acc[q].value, acc[q].enabled, acc[q].running);

			value += minus[q] ? -(__int128)acc[q].value : (__int128)acc[q].value;
			scaled += minus[q] ? -s : s;
			if (acc[q].enabled > enabled)
				enabled = acc[q].enabled;
			if (acc[q].running < running)
				running = acc[q].running;
		}
		c->time_enabled += enabled;
		c->time_running += running;
	}
	c->value = clamp_count(value);
	c->scaled = clamp_count(scaled);
}

int pg_count_valid(const struct perfgen_count *c, const char *what)
{
	if (!c)
		return pg_err(-EINVAL, "%s: counts is NULL", what);
	/* Unchanged since the first release: any sz from its size up. */
	return c->sz == sizeof(*c) ? 0 : pg_sz_valid(c, PG_SZ0_COUNT, PG_END_COUNT, sizeof(*c), what);
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

/* What went wrong with a read, for read_failed(). */
enum read_fault {
	BAD_COUNT,		/* count NULL or its sz */
	OTHER_FORMAT,		/* an fd of ours opened with another read_format */
	NOT_COUNTER,		/* err: the fd is not a perf event */
	BAD_READ,		/* n: what read(2) gave */
};

/*
 * Why a read was refused or failed, with the message: out of line, which
 * keeps the hot path short (measured: 8 instructions and about 1.5 % of a
 * counter read fewer than with the messages inline).
 */
static __attribute__((noinline, cold)) int read_failed(int fd, const struct perfgen_count *c,
						       enum read_fault why, int err, ssize_t n)
{
	switch (why) {
	case BAD_COUNT:
		if (!c)
			return pg_err(-EINVAL, "perfgen_read: count is NULL");
		return pg_sz_valid(c, PG_SZ0_COUNT, PG_END_COUNT, sizeof(*c), "perfgen_read");
	case OTHER_FORMAT:
		return pg_err(-EIO, "perfgen_read: fd %d was opened with another read_format than "
			      "value, time enabled and time running (a group leader, IDs, lost "
			      "counts): read it with read(2), or a group with "
			      "perfgen_counter_read()", fd);
	case NOT_COUNTER:
		if (err == -EBADF)
			return pg_err(err, "perfgen_read: fd %d is not open", fd);
		return pg_err(-EINVAL, "perfgen_read: fd %d is not a perf event (%s); read counts "
			      "from an fd perfgen_open() returned", fd, strerror(-err));
	case BAD_READ:
		break;
	}
	if (n == -ENOSPC)	/* the kernel's word for a reading longer than ours */
		return pg_err(-EIO, "perfgen_read: fd %d gives a reading longer than value, time "
			      "enabled and time running (a group leader, IDs, lost counts): read "
			      "it with read(2), or a group with perfgen_counter_read()", fd);
	if (n < 0)
		return pg_err((int)n, "perfgen_read: read(fd %d): %s", fd, strerror((int)-n));
	return pg_err(-EIO, "perfgen_read: fd %d returned %zd bytes; it was not opened with "
		      "libperfgen's default read_format (value, time enabled, time running)",
		      fd, n);
}

PERFGEN_API int perfgen_read(int fd, struct perfgen_count *c)
{
	uint64_t v[3] = { 0, 0, 0 }, id;
	ssize_t n;
	int err;

	/* struct perfgen_count is as it was in the first release: sz >= its size. */
	if (__builtin_expect(!c || c->sz != sizeof(*c), 0)) {
		err = read_failed(fd, c, BAD_COUNT, 0, 0);
		if (err)
			return err;
	}
	/*
	 * Not a perf event (a pipe would block, a file give its bytes as
	 * counts): refused before any read.  Asked of the kernel on every
	 * read, as only it knows: an fd the library opened may have been
	 * closed with close(2) since and its number reused.  One of ours with
	 * another read format as long as the default is known by its event's
	 * ID, which no other event has.
	 */
	if (__builtin_expect((err = pg_sys_counter_fd(fd, &id)) != 0, 0))
		return read_failed(fd, c, NOT_COUNTER, err, 0);
	if (__builtin_expect(pg_sys_other_format(fd, id), 0))
		return read_failed(fd, c, OTHER_FORMAT, 0, 0);
	n = pg_sys_read(fd, v, sizeof(v));
	if (__builtin_expect(n != sizeof(v), 0) && n != sizeof(v[0]))
		return read_failed(fd, c, BAD_READ, 0, n);
	c->value = v[0];
	c->time_enabled = v[1];
	c->time_running = v[2];
	c->scaled = n == sizeof(v[0]) ? v[0] : pg_scale(v[0], v[1], v[2]);
	return 0;
}
