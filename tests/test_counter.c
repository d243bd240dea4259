// SPDX-License-Identifier: MIT
/*
 * perfgen_counter: N events over explicit units, through the mocked seam
 * (mock-sys.c).  The staged machine has 4 online CPUs; as a hybrid host
 * (PERFGEN_CPU=GenuineIntel-6-97-2, set by meson) cpu_core (type 8) owns
 * CPUs 0-1 and cpu_atom (type 9) CPUs 2-3; with cpuid set to another CPU
 * (PERFGEN_ALLOW_FOREIGN_CPU=1) it is a machine of one core PMU.  Each
 * mocked open returns the read end of a pipe holding that fd's reading.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include <errno.h>
#include <fcntl.h>
#include <unistd.h>

#include "mock-sys.h"

#define ONLINE "/sys/devices/system/cpu/online"
/* Nehalem-EP: one core PMU, dram-remote is one raw event. */
#define NHM "GenuineIntel-6-1A"
/* Sapphire Rapids: dram-remote is the sum of two events. */
#define SPR "GenuineIntel-6-8F"

static int reset(void **state)
{
	(void)state;
	mock_reset();
	mock.pipe_fds = true;
	mock_file(ONLINE, "0-3");
	mock_file("/sys/bus/event_source/devices/cpu_core/type", "8");
	mock_file("/sys/bus/event_source/devices/cpu_atom/type", "9");
	mock_file("/sys/bus/event_source/devices/cpu_core/cpus", "0-1");
	mock_file("/sys/bus/event_source/devices/cpu_atom/cpus", "2-3");
	return 0;
}

static void reply(int call, size_t n, const uint64_t *v)
{
	mock_reply(call, n, v);
}

/* A counter fd read twice (per unit, then summed): its pipe holds it twice. */
static void reply2(int call, const uint64_t *v)
{
	uint64_t twice[6];

	memcpy(twice, v, 3 * sizeof(*v));
	memcpy(twice + 3, v, 3 * sizeof(*v));
	mock_reply(call, 6, twice);
}

static bool fd_open(int fd)
{
	return fcntl(fd, F_GETFD) != -1;
}

static void unit_is(const struct perfgen_counter *c, int idx, int cpu, pid_t pid,
		    const char *pmu, int nr_fds)
{
	PERFGEN_OPTS(perfgen_unit, u);

	assert_int_equal(perfgen_counter_unit(c, idx, &u), 0);
	assert_int_equal(u.cpu, cpu);
	assert_int_equal(u.pid, pid);
	assert_string_equal(u.pmu, pmu);
	assert_int_equal(u.nr_fds, nr_fds);
}

static void count_is(const struct perfgen_count *c, uint64_t value, uint64_t scaled,
		     uint64_t enabled, uint64_t running)
{
	assert_int_equal(c->value, value);
	assert_int_equal(c->scaled, scaled);
	assert_int_equal(c->time_enabled, enabled);
	assert_int_equal(c->time_running, running);
}

/* Every online CPU of a 4-CPU machine: one unit each, scaled each on its own. */
static void test_per_cpu_units(void **state)
{
	const char *ev[] = { "dram-remote" };
	PERFGEN_OPTS(perfgen_counter_opts, o, .cpuid = NHM, .pid = -1, .all_cpus = true);
	struct perfgen_counter *c = NULL;
	PERFGEN_OPTS(perfgen_count, n);

	(void)state;
	reply2(0, (const uint64_t[]){ 100, 1000, 1000 });
	reply2(1, (const uint64_t[]){ 100, 1000, 500 });
	reply2(2, (const uint64_t[]){ 30, 900, 300 });
	reply2(3, (const uint64_t[]){ 7, 800, 0 });
	assert_int_equal(perfgen_counter_open(ev, 1, &o, &c), 0);
	assert_int_equal(mock.open_calls, 4);
	assert_int_equal(perfgen_counter_nr_units(c), 4);
	assert_int_equal(perfgen_counter_nr_events(c), 1);
	for (int i = 0; i < 4; i++) {
		assert_int_equal(mock.cpu[i], i);
		assert_int_equal(mock.pid[i], -1);
		assert_int_equal(mock.attr[i].config, 0x1b7);
		assert_int_equal(mock.attr[i].config1, 0x20ff);
		unit_is(c, i, i, -1, "cpu", 1);
		assert_int_equal(perfgen_counter_fd(c, i, 0), mock.fd[i]);
	}
	assert_int_equal(perfgen_counter_read_unit(c, 0, &n, 1), 0);
	count_is(&n, 100, 100, 1000, 1000);
	assert_int_equal(perfgen_counter_read_unit(c, 1, &n, 1), 0);
	count_is(&n, 100, 200, 1000, 500);
	assert_int_equal(perfgen_counter_read_unit(c, 2, &n, 1), 0);
	count_is(&n, 30, 90, 900, 300);
	assert_int_equal(perfgen_counter_read_unit(c, 3, &n, 1), 0);
	count_is(&n, 7, 0, 800, 0);	/* never ran: nothing to scale */
	/* Summed: values and times add, each CPU scaled by its own times. */
	assert_int_equal(perfgen_counter_read(c, &n, 1), 0);
	count_is(&n, 237, 100 + 200 + 90, 3700, 1800);
	perfgen_counter_close(c);
	for (int i = 0; i < 4; i++)
		assert_false(fd_open(mock.fd[i]));
}

/* CPUs given as numbers, in any order: units in ascending CPU order. */
static void test_cpu_numbers(void **state)
{
	const char *ev[] = { "dram-remote" };
	PERFGEN_OPTS(perfgen_counter_opts, o, .cpuid = NHM, .pid = -1,
		     .cpus = (const int[]){ 3, 1 }, .nr_cpus = 2);
	struct perfgen_counter *c = NULL;

	(void)state;
	assert_int_equal(perfgen_counter_open(ev, 1, &o, &c), 0);
	assert_int_equal(mock.open_calls, 2);
	assert_int_equal(mock.cpu[0], 1);
	assert_int_equal(mock.cpu[1], 3);
	unit_is(c, 0, 1, -1, "cpu", 1);
	unit_is(c, 1, 3, -1, "cpu", 1);
	assert_int_equal(perfgen_counter_unit(c, 2, &(struct perfgen_unit){ .sz = sizeof(struct perfgen_unit) }),
			 -ERANGE);
	assert_int_equal(perfgen_counter_fd(c, 0, 1), -ERANGE);
	perfgen_counter_close(c);
}

/* A hybrid host: each CPU's unit on the PMU that owns it. */
static void test_hybrid_pmus_as_units(void **state)
{
	const char *ev[] = { "cycles" };
	PERFGEN_OPTS(perfgen_counter_opts, o, .pid = -1, .cpus = (const int[]){ 3, 0 },
		     .nr_cpus = 2);
	struct perfgen_counter *c = NULL;
	PERFGEN_OPTS(perfgen_count, n);

	(void)state;
	reply(0, 3, (const uint64_t[]){ 40, 100, 50 });
	reply(1, 3, (const uint64_t[]){ 9, 100, 100 });
	assert_int_equal(perfgen_counter_open(ev, 1, &o, &c), 0);
	assert_int_equal(perfgen_counter_nr_units(c), 2);
	assert_int_equal(mock.attr[0].config >> 32, 8);
	assert_int_equal(mock.attr[1].config >> 32, 9);
	unit_is(c, 0, 0, -1, "cpu_core", 1);
	unit_is(c, 1, 3, -1, "cpu_atom", 1);
	assert_int_equal(perfgen_counter_read_unit(c, 0, &n, 1), 0);
	count_is(&n, 40, 80, 100, 50);
	assert_int_equal(perfgen_counter_read_unit(c, 1, &n, 1), 0);
	count_is(&n, 9, 9, 100, 100);
	perfgen_counter_close(c);
}

/* The calling thread on a hybrid host: one unit per core PMU, each its own reading. */
static void test_hybrid_thread_units(void **state)
{
	const char *ev[] = { "cycles" };
	struct perfgen_counter *c = NULL;
	PERFGEN_OPTS(perfgen_count, n);

	(void)state;
	reply2(0, (const uint64_t[]){ 100, 1000, 600 });
	reply2(1, (const uint64_t[]){ 50, 990, 400 });
	assert_int_equal(perfgen_counter_open(ev, 1, NULL, &c), 0);
	assert_int_equal(perfgen_counter_nr_units(c), 2);
	unit_is(c, 0, -1, 0, "cpu_core", 1);
	unit_is(c, 1, -1, 0, "cpu_atom", 1);
	assert_int_equal(perfgen_counter_read_unit(c, 0, &n, 1), 0);
	count_is(&n, 100, 166, 1000, 600);
	assert_int_equal(perfgen_counter_read_unit(c, 1, &n, 1), 0);
	count_is(&n, 50, 123, 990, 400);
	/* Summed: one counter on two PMUs, never running at once. */
	assert_int_equal(perfgen_counter_read(c, &n, 1), 0);
	count_is(&n, 150, 150, 1000, 1000);
	perfgen_counter_close(c);
}

/* A sum concept on each CPU: a unit's parts each scaled by their own times. */
static void test_sum_parts_per_unit(void **state)
{
	const char *ev[] = { "dram-remote" };
	PERFGEN_OPTS(perfgen_counter_opts, o, .cpuid = SPR, .pid = -1,
		     .cpus = (const int[]){ 2, 0 }, .nr_cpus = 2);
	struct perfgen_counter *c = NULL;
	PERFGEN_OPTS(perfgen_count, n);

	(void)state;
	reply2(0, (const uint64_t[]){ 100, 400, 200 });
	reply2(1, (const uint64_t[]){ 10, 400, 400 });
	reply2(2, (const uint64_t[]){ 60, 600, 600 });
	reply2(3, (const uint64_t[]){ 8, 600, 300 });
	assert_int_equal(perfgen_counter_open(ev, 1, &o, &c), 0);
	assert_int_equal(mock.open_calls, 4);
	assert_int_equal(perfgen_counter_nr_units(c), 2);
	unit_is(c, 0, 0, -1, "cpu", 2);
	unit_is(c, 1, 2, -1, "cpu", 2);
	assert_int_equal(mock.attr[0].config1, 0x738004477);
	assert_int_equal(mock.attr[1].config1, 0x90002380);
	assert_int_equal(perfgen_counter_read_unit(c, 0, &n, 1), 0);
	count_is(&n, 110, 200 + 10, 400, 200);
	assert_int_equal(perfgen_counter_read_unit(c, 1, &n, 1), 0);
	count_is(&n, 68, 60 + 16, 600, 300);
	assert_int_equal(perfgen_counter_read(c, &n, 1), 0);
	count_is(&n, 178, 286, 1000, 500);
	perfgen_counter_close(c);
}

/* A process of several threads: one unit per thread. */
static void test_process_units(void **state)
{
	const char *ev[] = { "task-clock" };
	PERFGEN_OPTS(perfgen_counter_opts, o, .pid = 4242, .process = true);
	struct perfgen_counter *c = NULL;
	PERFGEN_OPTS(perfgen_count, n);

	(void)state;
	memcpy(mock.tasks, (const pid_t[]){ 4244, 4242, 4243 }, 3 * sizeof(pid_t));
	mock.nr_tasks = 3;
	reply(0, 3, (const uint64_t[]){ 100, 1000, 1000 });
	reply2(1, (const uint64_t[]){ 20, 700, 700 });
	reply2(2, (const uint64_t[]){ 50, 800, 400 });
	assert_int_equal(perfgen_counter_open(ev, 1, &o, &c), 0);
	assert_int_equal(perfgen_counter_nr_units(c), 3);
	for (int i = 0; i < 3; i++) {
		unit_is(c, i, -1, 4242 + i, "software", 1);
		assert_int_equal(mock.attr[i].inherit, 1);
	}
	assert_int_equal(perfgen_counter_read_unit(c, 1, &n, 1), 0);
	count_is(&n, 20, 20, 700, 700);
	assert_int_equal(perfgen_counter_read_unit(c, 2, &n, 1), 0);
	count_is(&n, 50, 100, 800, 400);
	assert_int_equal(perfgen_counter_read(c, &n, 1), 0);
	count_is(&n, 170, 220, 2500, 2100);
	perfgen_counter_close(c);
}

/* Several events, not grouped: each unit reads each event's fd. */
static void test_events_per_unit(void **state)
{
	const char *ev[] = { "dram-remote", "task-clock" };
	PERFGEN_OPTS(perfgen_counter_opts, o, .cpuid = NHM, .pid = -1,
		     .cpus = (const int[]){ 0, 1 }, .nr_cpus = 2);
	struct perfgen_counter *c = NULL;
	struct perfgen_count n[2] = { { .sz = sizeof(n[0]) }, { .sz = sizeof(n[0]) } };

	(void)state;
	reply2(0, (const uint64_t[]){ 1, 10, 10 });
	reply2(1, (const uint64_t[]){ 2, 10, 10 });
	reply2(2, (const uint64_t[]){ 3, 10, 5 });
	reply2(3, (const uint64_t[]){ 4, 10, 10 });
	assert_int_equal(perfgen_counter_open(ev, 2, &o, &c), 0);
	assert_int_equal(mock.open_calls, 4);
	for (int i = 0; i < 4; i++)
		assert_int_equal(mock.group_fd[i], -1);
	unit_is(c, 1, 1, -1, "cpu", 2);
	assert_int_equal(perfgen_counter_fd(c, 1, 1), mock.fd[3]);
	assert_int_equal(perfgen_counter_read_unit(c, 1, n, 1), -EINVAL);
	assert_int_equal(perfgen_counter_read_unit(c, 1, n, 2), 0);
	count_is(&n[0], 3, 6, 10, 5);
	count_is(&n[1], 4, 4, 10, 10);
	assert_int_equal(perfgen_counter_read(c, n, 2), 0);
	count_is(&n[0], 4, 7, 20, 15);
	count_is(&n[1], 6, 6, 20, 20);
	perfgen_counter_close(c);
}

/* Grouped: one read per unit, the leader's times for every member. */
static void test_group_per_unit(void **state)
{
	const char *ev[] = { "cycles", "task-clock" };
	PERFGEN_OPTS(perfgen_counter_opts, o, .group = true);
	struct perfgen_counter *c = NULL;
	struct perfgen_count n[2] = { { .sz = sizeof(n[0]) }, { .sz = sizeof(n[0]) } };

	(void)state;
	reply(0, 5, (const uint64_t[]){ 2, 1000, 500, 300, 700 });
	reply(2, 5, (const uint64_t[]){ 2, 1000, 250, 100, 300 });
	assert_int_equal(perfgen_counter_open(ev, 2, &o, &c), 0);
	assert_int_equal(mock.open_calls, 4);
	assert_int_equal(mock.group_fd[1], mock.fd[0]);
	assert_int_equal(mock.group_fd[3], mock.fd[2]);
	unit_is(c, 0, -1, 0, "cpu_core", 2);
	unit_is(c, 1, -1, 0, "cpu_atom", 2);
	assert_int_equal(perfgen_counter_read_unit(c, 1, n, 2), 0);
	count_is(&n[0], 100, 400, 1000, 250);
	count_is(&n[1], 300, 1200, 1000, 250);
	assert_int_equal(perfgen_counter_read_unit(c, 0, n, 2), 0);
	count_is(&n[0], 300, 600, 1000, 500);
	count_is(&n[1], 700, 1400, 1000, 500);
	/* Enable and reset: each leader, for its whole group. */
	mock.ioctl_calls = 0;
	assert_int_equal(perfgen_counter_reset(c), 0);
	assert_int_equal(mock.ioctl_calls, 2);
	assert_int_equal(mock.ioctl_fd[1], mock.fd[2]);
	assert_int_equal(mock.ioctl_req[1], PERF_EVENT_IOC_RESET);
	assert_int_equal(mock.ioctl_arg[1], PERF_IOC_FLAG_GROUP);
	perfgen_counter_close(c);
}

/* A cgroup: its directory's fd as pid, PERF_FLAG_PID_CGROUP, on each CPU. */
static void test_cgroup(void **state)
{
	const char *ev[] = { "task-clock" };
	PERFGEN_OPTS(perfgen_counter_opts, o, .pid = 17, .cgroup = true);
	struct perfgen_counter *c = NULL;

	(void)state;
	assert_int_equal(perfgen_counter_open(ev, 1, &o, &c), -EINVAL);
	assert_non_null(strstr(perfgen_errmsg(), "cgroup needs CPUs"));
	assert_int_equal(mock.open_calls, 0);
	o.all_cpus = true;
	assert_int_equal(perfgen_counter_open(ev, 1, &o, &c), 0);
	assert_int_equal(mock.open_calls, 4);
	for (int i = 0; i < 4; i++) {
		assert_int_equal(mock.pid[i], 17);
		assert_int_equal(mock.cpu[i], i);
		assert_int_equal(mock.flags[i] & PERF_FLAG_PID_CGROUP, PERF_FLAG_PID_CGROUP);
		unit_is(c, i, i, -1, "software", 1);
	}
	perfgen_counter_close(c);
	o.process = true;
	assert_int_equal(perfgen_counter_open(ev, 1, &o, &c), -EINVAL);
}

/* Bad arguments: a clear error, nothing opened, *c untouched. */
static void test_bad_args(void **state)
{
	const char *ev[] = { "task-clock" };
	struct perfgen_counter *c = (struct perfgen_counter *)&c, *keep = c;
	PERFGEN_OPTS(perfgen_counter_opts, o, .pid = -1);
	PERFGEN_OPTS(perfgen_count, n);
	unsigned char raw[sizeof(o)];

	(void)state;
	assert_int_equal(perfgen_counter_open(ev, 1, &o, &c), -EINVAL);	/* pid -1, no CPUs */
	o.cpus = (const int[]){ 1, 2, 1 };
	o.nr_cpus = 3;
	assert_int_equal(perfgen_counter_open(ev, 1, &o, &c), -EINVAL);
	assert_non_null(strstr(perfgen_errmsg(), "CPU 1 is given twice"));
	o.cpus = (const int[]){ -2 };
	o.nr_cpus = 1;
	assert_int_equal(perfgen_counter_open(ev, 1, &o, &c), -EINVAL);
	o.cpus = (const int[]){ 9000 };
	assert_int_equal(perfgen_counter_open(ev, 1, &o, &c), -E2BIG);
	o.cpus = NULL;
	assert_int_equal(perfgen_counter_open(ev, 1, &o, &c), -EINVAL);
	assert_int_equal(perfgen_counter_open(ev, 0, NULL, &c), -EINVAL);
	assert_int_equal(perfgen_counter_open(ev, 65, NULL, &c), -EINVAL);
	assert_int_equal(perfgen_counter_open((const char *[]){ NULL }, 1, NULL, &c), -EINVAL);
	/* A byte set in the tail padding (a newer header's field): refused. */
	memcpy(raw, &(struct perfgen_counter_opts){ .sz = sizeof(o) }, sizeof(raw));
	memset(raw + offsetof(struct perfgen_counter_opts, no_rdpmc) + 1, 0,
	       sizeof(raw) - offsetof(struct perfgen_counter_opts, no_rdpmc) - 1);
	raw[sizeof(raw) - 1] = 1;
	assert_int_equal(perfgen_counter_open(ev, 1, (const void *)raw, &c), -EINVAL);
	assert_non_null(strstr(perfgen_errmsg(), "padding"));
	/* A newer header's struct: sz past this library's, a byte set there. */
	{
		unsigned char big[sizeof(o) + 8];

		memset(big, 0, sizeof(big));
		*(size_t *)(void *)big = sizeof(big);
		big[sizeof(o) + 3] = 1;
		assert_int_equal(perfgen_counter_open(ev, 1, (const void *)big, &c), -EINVAL);
		assert_non_null(strstr(perfgen_errmsg(), "newer header"));
		big[sizeof(o) + 3] = 0;	/* all zero: accepted */
		assert_int_equal(perfgen_counter_open(ev, 1, (const void *)big, &c), 0);
		perfgen_counter_close(c);
		c = keep;
		mock.open_calls = 0;
	}
	assert_ptr_equal(c, keep);
	assert_int_equal(mock.open_calls, 0);
	/* A unit outside the counter. */
	assert_int_equal(perfgen_counter_open(ev, 1, NULL, &c), 0);
	assert_int_equal(perfgen_counter_read_unit(c, 1, &n, 1), -ERANGE);
	assert_int_equal(perfgen_counter_read_unit(c, -1, &n, 1), -ERANGE);
	assert_int_equal(perfgen_counter_read_unit(NULL, 0, &n, 1), -EINVAL);
	perfgen_counter_close(c);
	perfgen_counter_close(NULL);
}

/*
 * Two options that would each say what to count: refused with a reason,
 * nothing opened, instead of one of them dropped without a word.
 */
static void test_conflicting_options(void **state)
{
	const char *user_only[] = { "task-clock:u" };
	const char *plain[] = { "task-clock" };
	struct perfgen_counter *c = (struct perfgen_counter *)&c, *keep = c;
	PERFGEN_OPTS(perfgen_counter_opts, o, .pid = -1, .all_cpus = true,
		     .cpus = (const int[]){ 0 }, .nr_cpus = 1);
	PERFGEN_OPTS(perfgen_counter_opts, x, .exclude_kernel = true);
	PERFGEN_OPTS(perfgen_open_opts, oo, .exclude_user = 1);
	PERFGEN_OPTS(perfgen_error, info);

	(void)state;
	/* all_cpus beside a CPU list: the list was dropped, every CPU counted */
	assert_int_equal(perfgen_counter_open(plain, 1, &o, &c), -EINVAL);
	assert_int_equal(perfgen_errinfo(&info), 0);
	assert_int_equal(info.reason, PERFGEN_ERR_BAD_ARGUMENT);
	assert_non_null(strstr(perfgen_errmsg(), "all_cpus and cpus"));
	/* an exclude bit beside the string's :u: the bit was dropped */
	assert_int_equal(perfgen_counter_open(user_only, 1, &x, &c), -EINVAL);
	assert_non_null(strstr(perfgen_errmsg(), "privilege modifiers"));
	assert_int_equal(perfgen_open_ext("task-clock:k", 0, -1, -1, 0, &oo), -EINVAL);
	assert_ptr_equal(c, keep);
	assert_int_equal(mock.open_calls, 0);
	/* each alone is fine */
	x.exclude_kernel = false;
	assert_int_equal(perfgen_counter_open(user_only, 1, &x, &c), 0);
	perfgen_counter_close(c);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup(test_per_cpu_units, reset),
		cmocka_unit_test_setup(test_cpu_numbers, reset),
		cmocka_unit_test_setup(test_hybrid_pmus_as_units, reset),
		cmocka_unit_test_setup(test_hybrid_thread_units, reset),
		cmocka_unit_test_setup(test_sum_parts_per_unit, reset),
		cmocka_unit_test_setup(test_process_units, reset),
		cmocka_unit_test_setup(test_events_per_unit, reset),
		cmocka_unit_test_setup(test_group_per_unit, reset),
		cmocka_unit_test_setup(test_cgroup, reset),
		cmocka_unit_test_setup(test_bad_args, reset),
		cmocka_unit_test_setup(test_conflicting_options, reset),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
