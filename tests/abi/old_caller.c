// SPDX-License-Identifier: MIT
/*
 * A program as built against release 0.1 or 0.2 (tests/test_abi.sh builds
 * it with -O2, as distributions do, against tests/abi/'s copies of those
 * structs and that header's PERFGEN_OPTS, a plain initializer): it must
 * run on today's library.  Such an initializer names some fields, and gcc
 * and clang then clear the whole object, padding included, before storing
 * them (test_abi.sh checks that too: all that the library's padding check
 * relies on).  Exit 0 when every call succeeds.
 */
#include <perfgen/perfgen.h>
#include <stdio.h>
#include <unistd.h>

#include "perfgen-v0_1.h"
#include "perfgen-v0_2.h"

/* PERFGEN_OPTS as 0.1 and 0.2 expanded it in C. */
#define OLD_OPTS(TYPE, NAME, ...) struct TYPE NAME = { .sz = sizeof(struct TYPE), __VA_ARGS__ }

/* The stack as an earlier call left it: no byte zero. */
static __attribute__((noinline)) void dirty(void)
{
	volatile unsigned char b[4096];

	for (size_t i = 0; i < sizeof(b); i++)
		b[i] = 0xa5;
}

static __attribute__((noinline)) int open_v0_1(void)
{
	OLD_OPTS(perfgen_open_opts_v0_1, o, .disabled = 1, .cloexec = 1);

	return perfgen_open_ext("task-clock", 0, -1, -1, 0, (const struct perfgen_open_opts *)&o);
}

static __attribute__((noinline)) int read_v0_1(int fd)
{
	OLD_OPTS(perfgen_count_v0_1, c);

	return perfgen_read(fd, (struct perfgen_count *)&c);
}

static __attribute__((noinline)) int event_v0_2(struct perfgen_event **ev)
{
	OLD_OPTS(perfgen_event_opts_v0_2, o, .disabled = 1, .process = 0);

	return perfgen_event_open("task-clock", (const struct perfgen_event_opts *)&o, ev);
}

static __attribute__((noinline)) int event_v0_1(struct perfgen_event **ev)
{
	OLD_OPTS(perfgen_event_opts_v0_1, o, .exclude_kernel = 1);

	return perfgen_event_open("task-clock", (const struct perfgen_event_opts *)&o, ev);
}

static __attribute__((noinline)) int info_v0_1(void)
{
	struct perf_event_attr attr;
	OLD_OPTS(perfgen_info_v0_1, info);

	return perfgen_resolve_info("dram", "GenuineIntel-6-8F", &attr,
				    (struct perfgen_info *)&info);
}

int main(void)
{
	struct perfgen_event *ev = NULL;
	int fd, err;

	dirty();
	fd = open_v0_1();
	dirty();
	err = fd < 0 ? fd : read_v0_1(fd);
	if (fd >= 0)
		close(fd);
	if (!err) {
		dirty();
		err = event_v0_2(&ev);
		perfgen_event_close(ev);
	}
	if (!err) {
		dirty();
		ev = NULL;
		err = event_v0_1(&ev);
		perfgen_event_close(ev);
	}
	if (!err) {
		dirty();
		err = info_v0_1();
	}
	if (err)
		fprintf(stderr, "old caller: %d: %s\n", err, perfgen_errmsg());
	return err != 0;
}
