// SPDX-License-Identifier: MIT
/*
 * Callers built against the first release (0.1) still work, and newer
 * fields are honoured or refused, never ignored (perfgen.h: the one rule
 * for structs that start with sz).  The 0.1 structs are the copies in
 * tests/abi/perfgen-v0_1.h; each is passed with guard bytes after it that
 * the library must neither read as fields nor write.  Speaks TAP.
 */
/* This test exercises the deprecated perfgen_event and perfgen_group. */
#define PERFGEN_ALLOW_DEPRECATED
#include <dirent.h>
#include <errno.h>
#include <perfgen/perfgen.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "abi/perfgen-next.h"
#include "abi/perfgen-v0_1.h"
#include "abi/perfgen-v0_2.h"

/* The appended int sits in the padding: same size, same sz. */
_Static_assert(sizeof(struct perfgen_open_opts_next_int) == sizeof(struct perfgen_open_opts_v0_1) &&
		       offsetof(struct perfgen_open_opts_next_int, next) == 36,
	       "open_opts + int: in the tail padding");
_Static_assert(sizeof(struct perfgen_event_opts_next_int) ==
			       sizeof(struct perfgen_event_opts_v0_2) &&
		       offsetof(struct perfgen_event_opts_next_int, next) == 44,
	       "event_opts + int: in the tail padding");
_Static_assert(sizeof(struct perfgen_event_opts_v0_2) == sizeof(struct perfgen_event_opts),
	       "0.2's event_opts is today's");

/* The threads of this process, as /proc/self/task lists them. */
static int tasks(void)
{
	DIR *d = opendir("/proc/self/task");
	struct dirent *e;
	int n = 0;

	while (d && (e = readdir(d)))
		n += e->d_name[0] != '.';
	if (d)
		closedir(d);
	return n;
}

static int n, failed;

static void report(int ok, const char *what)
{
	n++;
	failed += !ok;
	printf("%sok %d - %s\n", ok ? "" : "not ", n, what);
	if (!ok)
		printf("# %s\n", perfgen_errmsg());
}

/* A 0.1 struct of sz bytes followed by guard bytes. */
union buf {
	unsigned char b[1024];
	size_t sz;
	uint64_t align;
};
_Static_assert(sizeof(union buf) >= sizeof(struct perfgen_info) + 16,
	       "a buffer holds the newest struct and the bytes past it");

static union buf old(size_t sz, unsigned char guard)
{
	union buf u;

	memset(u.b, guard, sizeof(u.b));
	memset(u.b, 0, sz);
	u.sz = sz;
	return u;
}

static int guard_kept(const union buf *u, size_t sz, unsigned char guard)
{
	for (size_t i = sz; i < sizeof(u->b); i++)
		if (u->b[i] != guard)
			return 0;
	return 1;
}

/* A newer header's struct: this library's, then bytes it does not know. */
static union buf newer(size_t known)
{
	union buf u = old(known + 8, 0);

	u.sz = known + 8;
	u.b[known + 3] = 1;
	return u;
}

static void *sleeper(void *arg)
{
	(void)arg;
	pause();
	return NULL;
}

int main(void)
{
	union buf u;
	struct perf_event_attr attr;
	struct perfgen_event *ev;
	int fd;

	/* Outputs, 0.1 sizes: filled within sz, nothing written after. */
	u = old(sizeof(struct perfgen_cpu_v0_1), 0xaa);
	report(perfgen_cpu_identify("GenuineIntel-6-1A", (struct perfgen_cpu *)u.b) == 0 &&
	       !strcmp(((struct perfgen_cpu_v0_1 *)u.b)->uarch, "nehalem-ep") &&
	       guard_kept(&u, sizeof(struct perfgen_cpu_v0_1), 0xaa),
	       "perfgen_cpu 0.1: identified, nothing written past its size");
	u = old(sizeof(struct perfgen_concept_v0_1), 0xaa);
	report(perfgen_concept_get(0, "GenuineIntel-6-1A", (struct perfgen_concept *)u.b) == 0 &&
	       ((struct perfgen_concept_v0_1 *)u.b)->name &&
	       guard_kept(&u, sizeof(struct perfgen_concept_v0_1), 0xaa),
	       "perfgen_concept 0.1: filled, nothing written past its size");
	u = old(sizeof(struct perfgen_info_v0_1), 0xaa);
	report(perfgen_resolve_info("dram", "GenuineIntel-6-8F", &attr,
				    (struct perfgen_info *)u.b) == 0 &&
	       !strcmp(((struct perfgen_info_v0_1 *)u.b)->concept, "dram") &&
	       guard_kept(&u, sizeof(struct perfgen_info_v0_1), 0xaa),
	       "perfgen_info 0.1: filled, the parts of a sum not written past its size");

	/* Inputs, 0.1 sizes: the guard bytes after them are never read. */
	u = old(sizeof(struct perfgen_open_opts_v0_1), 0xff);
	((struct perfgen_open_opts_v0_1 *)u.b)->cloexec = 1;
	fd = perfgen_open_ext("task-clock", 0, -1, -1, 0, (struct perfgen_open_opts *)u.b);
	report(fd >= 0, "perfgen_open_opts 0.1: opens");
	u = old(sizeof(struct perfgen_count_v0_1), 0xaa);
	report(fd >= 0 && perfgen_read(fd, (struct perfgen_count *)u.b) == 0 &&
	       guard_kept(&u, sizeof(struct perfgen_count_v0_1), 0xaa),
	       "perfgen_count 0.1: read, nothing written past its size");
	if (fd >= 0)
		close(fd);
	/* 0xff after the struct: a library reading `process` there would see it set. */
	u = old(sizeof(struct perfgen_event_opts_v0_1), 0xff);
	ev = NULL;
	report(perfgen_event_open("task-clock", (struct perfgen_event_opts *)u.b, &ev) == 0 &&
	       perfgen_event_nr_fds(ev) == 1,
	       "perfgen_event_opts 0.1: one fd for the calling thread, process not read");
	perfgen_event_close(ev);

	/* A newer field is honoured: process counts every thread. */
	{
		PERFGEN_OPTS(perfgen_event_opts, o, .process = 1);
		pthread_t t;

		pthread_create(&t, NULL, sleeper, NULL);
		ev = NULL;
		/* main + sleeper, + a sanitizer's own thread in such builds */
		report(perfgen_event_open("task-clock", &o, &ev) == 0 &&
		       perfgen_event_nr_fds(ev) == tasks() && tasks() >= 2,
		       "process (0.2) honoured: one fd per thread of this process");
		perfgen_event_close(ev);
		pthread_cancel(t);
		pthread_join(t, NULL);
	}
	/* A flag put inside the first release's bitfield word is refused. */
	{
		PERFGEN_OPTS(perfgen_event_opts, o);
		size_t at = offsetof(struct perfgen_event_opts, cpus) + sizeof(o.cpus);

		((unsigned char *)&o)[at + 1] |= 0x01;	/* bit 8: where a ninth flag would go */
		report(perfgen_event_open("task-clock", &o, &ev) == -EINVAL &&
		       strstr(perfgen_errmsg(), "flags word"),
		       "a flag bit past the first release's flags is refused, not ignored");
		o = (struct perfgen_event_opts){ .sz = sizeof(o), .reserved = 1 };
		report(perfgen_event_open("task-clock", &o, &ev) == -EINVAL,
		       "a non-zero reserved word is refused");
	}

	/* A newer header's fields this library cannot honour: refused. */
	u = newer(sizeof(struct perfgen_event_opts));
	report(perfgen_event_open("task-clock", (struct perfgen_event_opts *)u.b, &ev) == -EINVAL &&
	       strstr(perfgen_errmsg(), "newer header"), "perfgen_event_opts from a newer header: refused");
	u = newer(sizeof(struct perfgen_open_opts));
	report(perfgen_open_ext("task-clock", 0, -1, -1, 0, (struct perfgen_open_opts *)u.b) ==
	       -EINVAL, "perfgen_open_opts from a newer header: refused");
	u = newer(sizeof(struct perfgen_cpu));
	report(perfgen_cpu_identify(NULL, (struct perfgen_cpu *)u.b) == -EINVAL,
	       "perfgen_cpu from a newer header: refused");
	u = newer(sizeof(struct perfgen_concept));
	report(perfgen_concept_get(0, NULL, (struct perfgen_concept *)u.b) == -EINVAL,
	       "perfgen_concept from a newer header: refused");
	u = newer(sizeof(struct perfgen_papi));
	report(perfgen_papi_get(0, NULL, (struct perfgen_papi *)u.b) == -EINVAL,
	       "perfgen_papi from a newer header: refused");
	u = old(sizeof(struct perfgen_papi), 0xaa);
	report(perfgen_papi_get(0, "GenuineIntel-6-1A", (struct perfgen_papi *)u.b) == 0 &&
	       ((struct perfgen_papi *)u.b)->name &&
	       guard_kept(&u, sizeof(struct perfgen_papi), 0xaa),
	       "perfgen_papi: filled, nothing written past its size");
	u = newer(sizeof(struct perfgen_info));
	report(perfgen_resolve_info("task-clock", NULL, &attr, (struct perfgen_info *)u.b) ==
	       -EINVAL, "perfgen_info from a newer header: refused");
	fd = perfgen_open("task-clock");
	u = newer(sizeof(struct perfgen_count));
	report(perfgen_read(fd, (struct perfgen_count *)u.b) == -EINVAL,
	       "perfgen_count from a newer header: refused");
	close(fd);

	/*
	 * A newer header that appends a field to perfgen_open_opts or
	 * perfgen_event_opts: set, it is refused, wherever it lands (an int in
	 * the tail padding keeps sz as it was); zero, the struct is accepted.
	 */
	{
		struct perfgen_open_opts_next_int oi;
		struct perfgen_open_opts_next_u64 ou;
		struct perfgen_event_opts_next_int ei;
		struct perfgen_event_opts_next_u64 eu;
		struct perfgen_group *grp = NULL;
		const char *ev1[] = { "task-clock" };

		memset(&oi, 0, sizeof(oi));
		oi.sz = sizeof(oi);
		oi.cloexec = 1;
		oi.next = 1;
		report(perfgen_open_ext("task-clock", 0, -1, -1, 0, (struct perfgen_open_opts *)&oi) ==
			       -EINVAL && strstr(perfgen_errmsg(), "padding"),
		       "perfgen_open_opts + int (sz unchanged), the int set: refused");
		oi.next = 0;
		fd = perfgen_open_ext("task-clock", 0, -1, -1, 0, (struct perfgen_open_opts *)&oi);
		report(fd >= 0, "perfgen_open_opts + int, the int zero: opens");
		if (fd >= 0)
			close(fd);
		memset(&ou, 0, sizeof(ou));
		ou.sz = sizeof(ou);
		ou.next = 1;
		report(perfgen_open_ext("task-clock", 0, -1, -1, 0, (struct perfgen_open_opts *)&ou) ==
			       -EINVAL && strstr(perfgen_errmsg(), "newer header"),
		       "perfgen_open_opts + uint64_t, set: refused");
		ou.next = 0;
		fd = perfgen_open_ext("task-clock", 0, -1, -1, 0, (struct perfgen_open_opts *)&ou);
		report(fd >= 0, "perfgen_open_opts + uint64_t, zero: opens");
		if (fd >= 0)
			close(fd);

		memset(&ei, 0, sizeof(ei));
		ei.sz = sizeof(ei);
		ei.next = 1;
		ev = NULL;
		report(perfgen_event_open("task-clock", (struct perfgen_event_opts *)&ei, &ev) ==
			       -EINVAL && strstr(perfgen_errmsg(), "padding") && !ev,
		       "perfgen_event_opts + int (sz unchanged), the int set: refused");
		report(perfgen_group_open(ev1, 1, (struct perfgen_event_opts *)&ei, &grp) ==
			       -EINVAL && !grp,
		       "perfgen_group_open, the same: refused");
		ei.next = 0;
		report(perfgen_event_open("task-clock", (struct perfgen_event_opts *)&ei, &ev) == 0,
		       "perfgen_event_opts + int, the int zero: opens");
		perfgen_event_close(ev);
		memset(&eu, 0, sizeof(eu));
		eu.sz = sizeof(eu);
		eu.next = 1;
		ev = NULL;
		report(perfgen_event_open("task-clock", (struct perfgen_event_opts *)&eu, &ev) ==
			       -EINVAL && strstr(perfgen_errmsg(), "newer header") && !ev,
		       "perfgen_event_opts + uint64_t, set: refused");
		eu.next = 0;
		report(perfgen_event_open("task-clock", (struct perfgen_event_opts *)&eu, &ev) == 0,
		       "perfgen_event_opts + uint64_t, zero: opens");
		perfgen_event_close(ev);
	}
	/* A tenth flag put inside perfgen_open_opts' flags word is refused. */
	{
		PERFGEN_OPTS(perfgen_open_opts, o);
		size_t at = offsetof(struct perfgen_open_opts, read_format) + sizeof(o.read_format);

		((unsigned char *)&o)[at + 1] |= 0x02;	/* bit 9: where a tenth flag would go */
		report(perfgen_open_ext("task-clock", 0, -1, -1, 0, &o) == -EINVAL &&
			       strstr(perfgen_errmsg(), "flags word"),
		       "a flag bit past perfgen_open_opts' flags is refused, not ignored");
	}

	/* Smaller than the first release: refused. */
	u = old(8, 0);
	report(perfgen_cpu_identify(NULL, (struct perfgen_cpu *)u.b) == -EINVAL &&
	       strstr(perfgen_errmsg(), "first release"), "sz below the first release: refused");

	/* The header's version is the library's. */
	report(!strcmp(perfgen_version(), PERFGEN_VERSION_STRING),
	       "PERFGEN_VERSION_STRING equals perfgen_version()");
	printf("1..%d\n", n);
	return failed != 0;
}
