// SPDX-License-Identifier: MIT
/*
 * What one call of the library costs in instructions, for callgrind
 * (tests/test_cost.sh): `cost-probe PATH N` warms PATH up once, then runs
 * it N times inside measured(), the only function callgrind collects
 * (--toggle-collect=measured).  The library's share of an open or a read
 * is PATH minus its bare-syscall twin (open-raw, read-raw), so the kernel's
 * own work, invisible to callgrind anyway, and libc's wrapper cancel out.
 */
#include <linux/perf_event.h>
/* event-read measures the deprecated handle, kept for 0.1 callers. */
#define PERFGEN_ALLOW_DEPRECATED
#include <perfgen/perfgen.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

static struct perf_event_attr attr;
static int fd = -1;

static int resolve(void)
{
	return perfgen_resolve("dram-remote", "GenuineIntel-6-1A", &attr);
}

/* A PAPI preset's name: its concept's row, found through PAPI's names. */
static int resolve_papi(void)
{
	return perfgen_resolve("PAPI_TOT_INS", "GenuineIntel-6-1A", &attr);
}

static int open_lib(void)
{
	int f = perfgen_open("task-clock");

	if (f < 0)
		return f;
	close(f);
	return 0;
}

static int open_raw(void)
{
	int f = (int)syscall(SYS_perf_event_open, &attr, 0, -1, -1, PERF_FLAG_FD_CLOEXEC);

	if (f < 0)
		return -1;
	close(f);
	return 0;
}

static int read_lib(void)
{
	PERFGEN_OPTS(perfgen_count, c);

	return perfgen_read(fd, &c);
}

static int read_raw(void)
{
	unsigned long long v[3];

	return read(fd, v, sizeof(v)) == sizeof(v) ? 0 : -1;
}

static struct perfgen_event *ev;
static int ev_fd;

static int event_read(void)
{
	PERFGEN_OPTS(perfgen_count, c);

	return perfgen_event_read(ev, &c);
}

static int event_read_raw(void)
{
	unsigned long long v[3];

	return read(ev_fd, v, sizeof(v)) == sizeof(v) ? 0 : -1;
}

static struct perfgen_counter *ctr;

static int counter_read(void)
{
	PERFGEN_OPTS(perfgen_count, c);

	return perfgen_counter_read(ctr, &c, 1);
}

static int counter_read_unit(void)
{
	PERFGEN_OPTS(perfgen_count, c);

	return perfgen_counter_read_unit(ctr, 0, &c, 1);
}

static const struct {
	const char *name;
	int (*fn)(void);
} paths[] = {
	{ "resolve", resolve },	      { "resolve-papi", resolve_papi },
	{ "open-lib", open_lib },
	{ "open-raw", open_raw },     { "read-lib", read_lib },
	{ "read-raw", read_raw },     { "event-read", event_read },
	{ "event-read-raw", event_read_raw }, { "counter-read", counter_read },
	{ "counter-read-unit", counter_read_unit },
};

int __attribute__((noinline)) measured(int (*fn)(void), long n);

int __attribute__((noinline)) measured(int (*fn)(void), long n)
{
	int err = 0;

	for (long i = 0; i < n && !err; i++)
		err = fn();
	return err;
}

int main(int argc, char **argv)
{
	int (*fn)(void) = NULL;
	long n = argc == 3 ? atol(argv[2]) : 0;

	for (size_t i = 0; argc == 3 && i < sizeof(paths) / sizeof(paths[0]); i++)
		if (!strcmp(argv[1], paths[i].name))
			fn = paths[i].fn;
	if (!fn || n <= 0) {
		fprintf(stderr, "usage: cost-probe resolve|resolve-papi|open-lib|open-raw|read-lib|read-raw|"
				"event-read|event-read-raw|counter-read|counter-read-unit N\n");
		return 2;
	}
	/* The bare twins use the attr the library makes for task-clock. */
	attr = (struct perf_event_attr){ .size = sizeof(attr), .type = PERF_TYPE_SOFTWARE,
					 .config = PERF_COUNT_SW_TASK_CLOCK,
					 .read_format = PERF_FORMAT_TOTAL_TIME_ENABLED |
							PERF_FORMAT_TOTAL_TIME_RUNNING };
	fd = perfgen_open("task-clock");
	if (fd < 0 || perfgen_event_open("task-clock", NULL, &ev) ||
	    perfgen_counter_open((const char *const[]){ "task-clock" }, 1, NULL, &ctr)) {
		fprintf(stderr, "cost-probe: task-clock: %s\n", perfgen_errmsg());
		return 1;
	}
	ev_fd = perfgen_event_fd(ev, 0);
	if (fn() || measured(fn, n)) {	/* warm-up: first-call costs are not the path's */
		fprintf(stderr, "cost-probe: %s: %s\n", argv[1], perfgen_errmsg());
		return 1;
	}
	return 0;
}
