// SPDX-License-Identifier: MIT
/*
 * Handles and groups through the mocked seam, on a staged hybrid host
 * (PERFGEN_CPU=GenuineIntel-6-97-2, set by meson): cpu_core (type 8) owns
 * CPUs 0-1, cpu_atom (type 9) CPUs 2-3.  Each mocked open returns the read
 * end of a pipe holding the reading that fd will give.  The threads of a
 * process (/proc/PID/task) are staged in mock.tasks.
 */
/* This test exercises the deprecated perfgen_event and perfgen_group. */
#define PERFGEN_ALLOW_DEPRECATED
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

#include "counts.h"
#include "cpulist.h"
#include "event.h"
#include "mock-sys.h"

#define ONLINE "/sys/devices/system/cpu/online"

static void reply(int call, size_t n, const uint64_t *v)
{
	mock_reply(call, n, v);
}

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

static bool fd_open(int fd)
{
	return fcntl(fd, F_GETFD) != -1;
}

static void test_combine(void **state)
{
	/* Two PMUs of one CPU: 60% on P-cores, 40% on E-cores, no multiplexing. */
	const struct pg_val alt[] = { { 100, 1000, 600 }, { 50, 990, 400 } };
	const int same[] = { 0, 0 };
	/* Two CPUs: the first multiplexed half of the time. */
	const struct pg_val cpus[] = { { 100, 1000, 500 }, { 10, 100, 100 } };
	const int two[] = { 0, 1 };
	PERFGEN_OPTS(perfgen_count, c);

	(void)state;
	pg_combine(alt, same, NULL, NULL, 2, &c);
	assert_int_equal(c.value, 150);
	assert_int_equal(c.time_enabled, 1000);
	assert_int_equal(c.time_running, 1000);
	assert_int_equal(c.scaled, 150);
	pg_combine(cpus, two, NULL, NULL, 2, &c);
	assert_int_equal(c.value, 110);
	assert_int_equal(c.time_enabled, 1100);
	assert_int_equal(c.time_running, 600);
	assert_int_equal(c.scaled, 210);
	/* Never scheduled: nothing to scale, and no division by zero. */
	pg_combine((const struct pg_val[]){ { 0, 500, 0 } }, two, NULL, NULL, 1, &c);
	assert_int_equal(c.scaled, 0);
}

static void test_hybrid_task_both_pmus(void **state)
{
	struct perfgen_event *ev = NULL;
	PERFGEN_OPTS(perfgen_count, c);

	(void)state;
	reply(0, 3, (const uint64_t[]){ 100, 1000, 600 });
	reply(1, 3, (const uint64_t[]){ 50, 990, 400 });
	assert_int_equal(perfgen_event_open("cycles", NULL, &ev), 0);
	assert_int_equal(mock.open_calls, 2);
	assert_int_equal(perfgen_event_nr_fds(ev), 2);
	assert_int_equal(mock.attr[0].type, PERF_TYPE_HARDWARE);
	assert_int_equal(mock.attr[0].config, PERF_COUNT_HW_CPU_CYCLES | 8ULL << 32);
	assert_int_equal(mock.attr[1].config, PERF_COUNT_HW_CPU_CYCLES | 9ULL << 32);
	for (int i = 0; i < 2; i++) {
		assert_int_equal(mock.pid[i], 0);
		assert_int_equal(mock.cpu[i], -1);
		assert_int_equal(mock.group_fd[i], -1);
		assert_int_equal(perfgen_event_fd(ev, i), mock.fd[i]);
	}
	assert_int_equal(perfgen_event_fd(ev, 2), -ERANGE);
	assert_null(pg_event_page(ev));	/* hybrid: no rdpmc */
	assert_int_equal(perfgen_event_read(ev, &c), 0);
	assert_int_equal(c.value, 150);
	assert_int_equal(c.scaled, 150);
	assert_int_equal(c.time_enabled, 1000);
	assert_int_equal(c.time_running, 1000);
	perfgen_event_close(ev);
	assert_false(fd_open(mock.fd[0]));
	assert_false(fd_open(mock.fd[1]));
}

static void test_hybrid_system_wide(void **state)
{
	PERFGEN_OPTS(perfgen_event_opts, o, .pid = -1, .all_cpus = 1, .exclude_kernel = 1);
	struct perfgen_event *ev = NULL;
	PERFGEN_OPTS(perfgen_count, c);

	(void)state;
	for (int i = 0; i < 4; i++)
		reply(i, 3, (const uint64_t[]){ 10u << i, 100, 100 });
	assert_int_equal(perfgen_event_open("instructions", &o, &ev), 0);
	assert_int_equal(mock.open_calls, 4);
	for (int i = 0; i < 4; i++) {
		assert_int_equal(mock.cpu[i], i);
		assert_int_equal(mock.pid[i], -1);
		assert_int_equal(mock.attr[i].exclude_kernel, 1);
		/* Each CPU on the PMU that owns it. */
		assert_int_equal(mock.attr[i].config >> 32, i < 2 ? 8 : 9);
	}
	assert_int_equal(perfgen_event_read(ev, &c), 0);
	assert_int_equal(c.value, 10 + 20 + 40 + 80);
	assert_int_equal(c.time_enabled, 400);
	perfgen_event_close(ev);
}

static void test_cpu_list_non_hybrid(void **state)
{
	PERFGEN_OPTS(perfgen_event_opts, o, .cpuid = "GenuineIntel-6-1A", .pid = -1,
		     .cpus = "3,1");
	struct perfgen_event *ev = NULL;

	(void)state;
	assert_int_equal(perfgen_event_open("dram-remote", &o, &ev), 0);
	assert_int_equal(mock.open_calls, 2);
	assert_int_equal(mock.cpu[0], 1);
	assert_int_equal(mock.cpu[1], 3);
	assert_int_equal(mock.attr[0].type, PERF_TYPE_RAW);
	assert_int_equal(mock.attr[0].config, 0x1b7);
	assert_int_equal(mock.attr[0].config1, 0x20ff);
	perfgen_event_close(ev);
}

static void test_software_once_on_hybrid(void **state)
{
	PERFGEN_OPTS(perfgen_event_opts, o, .inherit = 1, .pid = 1234, .disabled = 1,
		     .enable_on_exec = 1);
	struct perfgen_event *ev = NULL;

	(void)state;
	assert_int_equal(perfgen_event_open("task-clock", &o, &ev), 0);
	assert_int_equal(mock.open_calls, 1);
	assert_int_equal(mock.attr[0].type, PERF_TYPE_SOFTWARE);
	assert_int_equal(mock.attr[0].inherit, 1);
	assert_int_equal(mock.attr[0].disabled, 1);
	assert_int_equal(mock.attr[0].enable_on_exec, 1);
	assert_int_equal(mock.pid[0], 1234);
	perfgen_event_close(ev);
}

/* A software event on every CPU of a hybrid host: the cpu_atom CPUs too. */
static void test_software_every_cpu_on_hybrid(void **state)
{
	PERFGEN_OPTS(perfgen_event_opts, o, .pid = -1, .all_cpus = 1);
	struct perfgen_event *ev = NULL;

	(void)state;
	assert_int_equal(perfgen_event_open("task-clock", &o, &ev), 0);
	assert_int_equal(mock.open_calls, 4);
	for (int i = 0; i < 4; i++)
		assert_int_equal(mock.cpu[i], i);
	perfgen_event_close(ev);
}

static void test_unsupported_everywhere(void **state)
{
	struct perfgen_event *ev = (struct perfgen_event *)&ev;

	(void)state;
	assert_int_equal(perfgen_event_open("dram-remote", NULL, &ev), -EOPNOTSUPP);
	assert_ptr_equal(ev, &ev);	/* untouched */
	assert_int_equal(mock.open_calls, 0);
	assert_non_null(strstr(perfgen_errmsg(), "single-socket"));
}

static void test_failure_closes_what_was_opened(void **state)
{
	PERFGEN_OPTS(perfgen_event_opts, o, .pid = -1, .all_cpus = 1);
	struct perfgen_event *ev = NULL;

	(void)state;
	mock.fail_at = 2;
	mock.fail_err = -EACCES;
	assert_int_equal(perfgen_event_open("cycles", &o, &ev), -EACCES);
	assert_null(ev);
	assert_int_equal(mock.open_calls, 3);
	assert_false(fd_open(mock.fd[0]));
	assert_false(fd_open(mock.fd[1]));
	assert_non_null(strstr(perfgen_errmsg(), "cpu=2"));
}

static void test_bad_opts(void **state)
{
	struct perfgen_event *ev = NULL;
	PERFGEN_OPTS(perfgen_event_opts, all, .pid = -1);
	PERFGEN_OPTS(perfgen_event_opts, list, .cpus = "0-");
	PERFGEN_OPTS(perfgen_event_opts, big, .cpus = "0-9999");
	struct { struct perfgen_event_opts o; char tail[8]; } newer;

	(void)state;
	assert_int_equal(perfgen_event_open("cycles", &all, &ev), -EINVAL);
	assert_non_null(strstr(perfgen_errmsg(), "pid -1"));
	assert_int_equal(perfgen_event_open("cycles", &list, &ev), -EINVAL);
	assert_non_null(strstr(perfgen_errmsg(), "the range ending at byte 2 of the CPU list has "
			       "no last CPU (perfgen_event_opts.cpus)"));
	assert_int_equal(perfgen_event_open("cycles", &big, &ev), -E2BIG);
	/* Read as perf stat -C reads a list: a CPU twice, a blank, a loose ',' refused. */
	list.cpus = "0-1,1";
	assert_int_equal(perfgen_event_open("cycles", &list, &ev), -EINVAL);
	assert_non_null(strstr(perfgen_errmsg(), "CPU 1 is named twice"));
	list.cpus = " 1";
	assert_int_equal(perfgen_event_open("cycles", &list, &ev), -EINVAL);
	list.cpus = "1,";
	assert_int_equal(perfgen_event_open("cycles", &list, &ev), -EINVAL);
	list.cpus = "+1";
	assert_int_equal(perfgen_event_open("cycles", &list, &ev), -EINVAL);
	memset(&newer, 0, sizeof(newer));
	newer.o.sz = sizeof(newer);
	newer.tail[3] = 1;
	assert_int_equal(perfgen_event_open("cycles", &newer.o, &ev), -EINVAL);
	assert_int_equal(perfgen_event_open("cycles", NULL, NULL), -EINVAL);
	mock_file(ONLINE, "garbage");
	all.all_cpus = 1;
	assert_int_equal(perfgen_event_open("cycles", &all, &ev), -EINVAL);
	assert_non_null(strstr(perfgen_errmsg(), "online"));
	assert_int_equal(mock.open_calls, 0);
	assert_int_equal(perfgen_event_read(NULL, &(struct perfgen_count){ .sz = 8 }), -EINVAL);
}

static void test_group_hybrid(void **state)
{
	const char *ev[] = { "cycles", "task-clock" };
	struct perfgen_group *g = NULL;
	struct perfgen_count c[2] = { { .sz = sizeof(c[0]) }, { .sz = sizeof(c[0]) } };

	(void)state;
	/* Leaders (calls 0 and 2) answer for their group: nr, ena, run, values. */
	reply(0, 5, (const uint64_t[]){ 2, 1000, 500, 300, 700 });
	reply(2, 5, (const uint64_t[]){ 2, 1000, 500, 100, 300 });
	assert_int_equal(perfgen_group_open(ev, 2, NULL, &g), 0);
	assert_int_equal(perfgen_group_nr_events(g), 2);
	assert_int_equal(mock.open_calls, 4);
	assert_int_equal(mock.group_fd[0], -1);
	assert_int_equal(mock.group_fd[1], mock.fd[0]);
	assert_int_equal(mock.group_fd[3], mock.fd[2]);
	assert_int_equal(mock.attr[1].type, PERF_TYPE_SOFTWARE);
	for (int i = 0; i < 4; i++)
		assert_int_equal(mock.attr[i].read_format, PERF_FORMAT_GROUP |
				 PERF_FORMAT_TOTAL_TIME_ENABLED | PERF_FORMAT_TOTAL_TIME_RUNNING);
	assert_int_equal(mock.attr[0].config >> 32, 8);
	assert_int_equal(mock.attr[2].config >> 32, 9);
	/*
	 * Leaders opened disabled, members enabled, then each leader enabled
	 * for its group once the members are in (a member added to a running
	 * group would count nothing until the group's next schedule-in).
	 */
	assert_int_equal(mock.attr[0].disabled, 1);
	assert_int_equal(mock.attr[2].disabled, 1);
	assert_int_equal(mock.attr[1].disabled, 0);
	assert_int_equal(mock.attr[3].disabled, 0);
	assert_int_equal(mock.ioctl_calls, 2);
	for (int i = 0; i < 2; i++) {
		assert_int_equal(mock.ioctl_fd[i], mock.fd[2 * i]);
		assert_int_equal(mock.ioctl_req[i], PERF_EVENT_IOC_ENABLE);
		assert_int_equal(mock.ioctl_arg[i], PERF_IOC_FLAG_GROUP);
	}
	assert_int_equal(perfgen_group_read(g, c, 1), -EINVAL);
	assert_int_equal(perfgen_group_read(g, c, 2), 0);
	assert_int_equal(c[0].value, 400);
	assert_int_equal(c[1].value, 1000);
	assert_int_equal(c[0].time_enabled, 1000);
	assert_int_equal(c[0].time_running, 1000);
	perfgen_group_close(g);
	assert_false(fd_open(mock.fd[3]));
}

static void test_group_member_fails(void **state)
{
	const char *ev[] = { "cycles", "dram-remote" };
	struct perfgen_group *g = NULL;

	(void)state;
	assert_int_equal(perfgen_group_open(ev, 2, NULL, &g), -EOPNOTSUPP);
	assert_null(g);
	assert_non_null(strstr(perfgen_errmsg(), "dram-remote"));
	assert_int_equal(perfgen_group_open(ev, 0, NULL, &g), -EINVAL);
	assert_int_equal(perfgen_group_open(ev, 65, NULL, &g), -EINVAL);
}

static void test_short_group_read(void **state)
{
	const char *ev[] = { "cycles", "instructions" };
	PERFGEN_OPTS(perfgen_event_opts, o, .cpuid = "GenuineIntel-6-1A");
	struct perfgen_group *g = NULL;
	struct perfgen_count c[2] = { { .sz = sizeof(c[0]) }, { .sz = sizeof(c[0]) } };

	(void)state;
	reply(0, 3, (const uint64_t[]){ 1, 10, 10 });	/* truncated */
	assert_int_equal(perfgen_group_open(ev, 2, &o, &g), 0);
	assert_int_equal(mock.open_calls, 2);
	assert_int_equal(perfgen_group_read(g, c, 2), -EIO);
	perfgen_group_close(g);
}

static void test_combine_parts(void **state)
{
	/* One CPU, two parts of a sum: the first multiplexed half the time. */
	const struct pg_val one[] = { { 1000, 1000, 500 }, { 30, 1000, 1000 } };
	const int slot0[] = { 0, 0 }, parts01[] = { 0, 1 };
	/* Two CPUs x two parts, and a hybrid slot: part 0 on both PMUs. */
	const struct pg_val two[] = { { 100, 400, 200 }, { 10, 400, 400 },
				      { 60, 600, 300 }, { 40, 600, 300 }, { 8, 600, 600 } };
	const int slots[] = { 0, 0, 1, 1, 1 }, parts[] = { 0, 1, 0, 0, 1 };
	PERFGEN_OPTS(perfgen_count, c);

	(void)state;
	pg_combine(one, slot0, parts01, NULL, 2, &c);
	assert_int_equal(c.value, 1030);
	assert_int_equal(c.scaled, 2000 + 30);	/* each part by its own times */
	assert_int_equal(c.time_enabled, 1000);	/* one counter's time, not two */
	assert_int_equal(c.time_running, 500);	/* the least a part ran */
	pg_combine(two, slots, parts, NULL, 5, &c);
	assert_int_equal(c.value, 100 + 10 + 60 + 40 + 8);
	/* slot 0: 100 * 2 + 10; slot 1: (60 + 40) alternatives, ran 600 of 600; + 8 */
	assert_int_equal(c.scaled, 200 + 10 + 100 + 8);
	assert_int_equal(c.time_enabled, 400 + 600);
	assert_int_equal(c.time_running, 200 + 600);
}

static void test_combine_weights(void **state)
{
	/* One CPU: part 0 multiplexed half the time, part 1 (weight 4) not. */
	const struct pg_val one[] = { { 100, 1000, 500 }, { 30, 1000, 1000 } };
	const int slot0[] = { 0, 0 }, parts01[] = { 0, 1 }, w14[] = { 1, 4 };
	/* A difference: part 1 subtracted, multiplexed half the time. */
	const struct pg_val diff[] = { { 100, 1000, 1000 }, { 30, 1000, 500 } };
	const struct pg_val neg[] = { { 10, 1000, 1000 }, { 30, 1000, 500 } };
	const int wdiff[] = { 1, -1 };
	/* Two CPUs: -20 on the first, +50 on the second. */
	const struct pg_val two[] = { { 10, 100, 100 }, { 30, 100, 100 },
				      { 80, 100, 100 }, { 30, 100, 100 } };
	const int slots[] = { 0, 0, 1, 1 }, parts[] = { 0, 1, 0, 1 }, w2[] = { 1, -1, 1, -1 };
	PERFGEN_OPTS(perfgen_count, c);

	(void)state;
	pg_combine(one, slot0, parts01, w14, 2, &c);
	assert_int_equal(c.value, 100 + 4 * 30);
	/* Each part scaled by its own times, then weighted: not (100 + 120) * 2. */
	assert_int_equal(c.scaled, 200 + 4 * 30);
	assert_int_equal(c.time_enabled, 1000);
	assert_int_equal(c.time_running, 500);
	pg_combine(diff, slot0, parts01, wdiff, 2, &c);
	assert_int_equal(c.value, 100 - 30);
	assert_int_equal(c.scaled, 100 - 60);
	assert_int_equal(c.time_running, 500);	/* says the parts were estimated */
	/* Below zero: 0, never a wrapped 2^64 - 50. */
	pg_combine(neg, slot0, parts01, wdiff, 2, &c);
	assert_int_equal(c.value, 0);
	assert_int_equal(c.scaled, 0);
	/* Alternatives of a part (two PMUs of one CPU) each with its own weight. */
	{
		const struct pg_val alt[] = { { 10, 100, 60 }, { 5, 100, 40 } };
		const int same[] = { 0, 0 }, p00[] = { 0, 0 }, w12[] = { 1, 2 };

		pg_combine(alt, same, p00, w12, 2, &c);
		assert_int_equal(c.value, 10 + 2 * 5);
		assert_int_equal(c.scaled, 10 + 2 * 5);
	}
	/* Units add before the total is bounded: not max(0, -20) + 50. */
	pg_combine(two, slots, parts, w2, 4, &c);
	assert_int_equal(c.value, 30);
	assert_int_equal(c.scaled, 30);
	assert_int_equal(c.time_enabled, 200);
}

/* Sapphire Rapids dram: OCR.READS_TO_CORE.DRAM + OCR.HWPF_L3.L3_MISS. */
#define SPR "GenuineIntel-6-8F"

static void test_sum_event(void **state)
{
	PERFGEN_OPTS(perfgen_event_opts, o, .cpuid = SPR, .exclude_kernel = 1);
	struct perfgen_event *ev = NULL;
	PERFGEN_OPTS(perfgen_count, c);

	(void)state;
	reply(0, 3, (const uint64_t[]){ 1000, 1000, 500 });
	reply(1, 3, (const uint64_t[]){ 30, 1000, 1000 });
	assert_int_equal(perfgen_event_open("dram", &o, &ev), 0);
	assert_int_equal(mock.open_calls, 2);
	assert_int_equal(perfgen_event_nr_fds(ev), 2);
	for (int i = 0; i < 2; i++) {
		assert_int_equal(mock.attr[i].type, PERF_TYPE_RAW);
		assert_int_equal(mock.attr[i].config, 0x12a);
		assert_int_equal(mock.attr[i].exclude_kernel, 1);
		assert_int_equal(mock.cpu[i], -1);
		assert_int_equal(mock.group_fd[i], -1);	/* parts are not grouped */
		assert_int_equal(perfgen_event_fd(ev, i), mock.fd[i]);
	}
	assert_int_equal(mock.ioctl_calls, 0);	/* enabled at open: no group to wait for */
	assert_int_equal(mock.attr[0].config1, 0x73c004477);
	assert_int_equal(mock.attr[1].config1, 0x94002380);
	assert_int_equal(perfgen_event_read(ev, &c), 0);
	assert_int_equal(c.value, 1030);
	assert_int_equal(c.scaled, 2030);
	assert_int_equal(c.time_enabled, 1000);
	assert_int_equal(c.time_running, 500);
	perfgen_event_close(ev);
	assert_false(fd_open(mock.fd[0]));
	assert_false(fd_open(mock.fd[1]));
}

/*
 * Sapphire Rapids fp-ops-dp: FP_ARITH_INST_RETIRED SCALAR_DOUBLE + 2 *
 * 128B_PACKED_DOUBLE + 4 * 256B_PACKED_DOUBLE + 8 * 512B_PACKED_DOUBLE.
 */
static void test_weighted_event(void **state)
{
	static const uint64_t config[] = { 0x1c7, 0x4c7, 0x10c7, 0x40c7 };
	PERFGEN_OPTS(perfgen_event_opts, o, .cpuid = SPR);
	struct perfgen_event *ev = NULL;
	PERFGEN_OPTS(perfgen_count, c);

	(void)state;
	reply(0, 3, (const uint64_t[]){ 100, 1000, 500 });
	reply(1, 3, (const uint64_t[]){ 10, 1000, 1000 });
	reply(2, 3, (const uint64_t[]){ 5, 1000, 1000 });
	reply(3, 3, (const uint64_t[]){ 1, 1000, 250 });
	assert_int_equal(perfgen_event_open("fp-ops-dp", &o, &ev), 0);
	assert_int_equal(mock.open_calls, 4);	/* no part dropped */
	for (int i = 0; i < 4; i++) {
		assert_int_equal(mock.attr[i].type, PERF_TYPE_RAW);
		assert_int_equal(mock.attr[i].config, config[i]);
	}
	assert_int_equal(perfgen_event_read(ev, &c), 0);
	assert_int_equal(c.value, 100 + 2 * 10 + 4 * 5 + 8 * 1);
	/* Each part scaled by its own times, then weighted. */
	assert_int_equal(c.scaled, 200 + 2 * 10 + 4 * 5 + 8 * 4);
	assert_int_equal(c.time_enabled, 1000);
	assert_int_equal(c.time_running, 250);
	perfgen_event_close(ev);
}

/*
 * A row that adds and subtracts three encodings (Sandy Bridge's
 * l2-data-misses: all demand data reads + RFO misses - demand data-read
 * hits): every part opened, each scaled by its own times, the hits taken
 * away; an older caller's perfgen_info without terms[] is refused.
 */
static void test_signed_event(void **state)
{
	static const uint64_t config[] = { 0x324, 0x824, 0x124 };
	PERFGEN_OPTS(perfgen_event_opts, o, .cpuid = "GenuineIntel-6-2A");
	PERFGEN_OPTS(perfgen_info, info);
	struct perfgen_event *ev = NULL;
	struct perf_event_attr attr;
	PERFGEN_OPTS(perfgen_count, c);

	(void)state;
	reply(0, 3, (const uint64_t[]){ 1000, 1000, 500 });
	reply(1, 3, (const uint64_t[]){ 40, 1000, 1000 });
	reply(2, 3, (const uint64_t[]){ 300, 1000, 1000 });
	assert_int_equal(perfgen_event_open("l2-data-misses", &o, &ev), 0);
	assert_int_equal(mock.open_calls, 3);
	for (int i = 0; i < 3; i++)
		assert_int_equal(mock.attr[i].config, config[i]);
	assert_int_equal(perfgen_event_read(ev, &c), 0);
	assert_int_equal(c.value, 1000 + 40 - 300);
	assert_int_equal(c.scaled, 2000 + 40 - 300);
	perfgen_event_close(ev);
	assert_int_equal(perfgen_resolve_info("l2-data-misses", "GenuineIntel-6-2A", &attr, &info), 0);
	assert_int_equal(info.combine, PERFGEN_COMBINE_WEIGHTED);
	assert_int_equal(info.nr_terms, 3);
	assert_int_equal(info.terms[2].weight, -1);
	memset(&info, 0, sizeof(info));
	info.sz = offsetof(struct perfgen_info, combine);
	assert_int_equal(perfgen_resolve_info("l2-data-misses", "GenuineIntel-6-2A", &attr, &info),
			 -EOPNOTSUPP);
}

/* One fd cannot weigh; a caller whose perfgen_info has no terms[] is refused. */
static void test_weighted_refusals(void **state)
{
	PERFGEN_OPTS(perfgen_open_opts, o, .cpuid = SPR);
	PERFGEN_OPTS(perfgen_info, info);
	struct perf_event_attr attr;

	(void)state;
	assert_int_equal(perfgen_open_ext("fp-ops", 0, -1, -1, 0, &o), -EOPNOTSUPP);
	assert_non_null(strstr(perfgen_errmsg(), "16 * FP_ARITH_INST_RETIRED.512B_PACKED_SINGLE"));
	assert_int_equal(mock.open_calls, 0);
	assert_int_equal(perfgen_resolve_info("fp-ops", SPR, &attr, &info), 0);
	assert_int_equal(info.combine, PERFGEN_COMBINE_WEIGHTED);
	assert_int_equal(info.nr_terms, 5);
	assert_int_equal(info.nr_parts, PERFGEN_PARTS_MAX);
	assert_int_equal(info.terms[4].part.config, 0x80c7);
	assert_int_equal(info.terms[4].weight, 16);
	assert_int_equal(info.parts[3].config, info.terms[3].part.config);
	assert_non_null(strstr(info.formula, "FP_ARITH_INST_RETIRED.SCALAR + 2 * "));
	/* An older header's struct, ending before terms[]: refused, not unweighted. */
	memset(&info, 0, sizeof(info));
	info.sz = offsetof(struct perfgen_info, combine);
	assert_int_equal(perfgen_resolve_info("fp-ops", SPR, &attr, &info), -EOPNOTSUPP);
	assert_non_null(strstr(perfgen_errmsg(), "rebuild"));
	/* A plain sum still resolves for it. */
	assert_int_equal(perfgen_resolve_info("dram", SPR, &attr, &info), 0);
	assert_int_equal(info.nr_parts, 2);
}

/* Every part of a lone sum keeps the options: none is a group member. */
static void test_sum_parts_keep_options(void **state)
{
	PERFGEN_OPTS(perfgen_event_opts, o, .cpuid = SPR, .disabled = 1, .enable_on_exec = 1);
	struct perfgen_event *ev = NULL;

	(void)state;
	assert_int_equal(perfgen_event_open("dram", &o, &ev), 0);
	assert_int_equal(mock.open_calls, 2);
	for (int i = 0; i < 2; i++) {
		assert_int_equal(mock.attr[i].disabled, 1);
		assert_int_equal(mock.attr[i].enable_on_exec, 1);
	}
	assert_int_equal(mock.ioctl_calls, 0);
	perfgen_event_close(ev);
}

static void test_sum_per_cpu(void **state)
{
	PERFGEN_OPTS(perfgen_event_opts, o, .cpuid = SPR, .pid = -1, .cpus = "2,0");
	struct perfgen_event *ev = NULL;
	PERFGEN_OPTS(perfgen_count, c);

	(void)state;
	reply(0, 3, (const uint64_t[]){ 100, 400, 200 });
	reply(1, 3, (const uint64_t[]){ 10, 400, 400 });
	reply(2, 3, (const uint64_t[]){ 60, 600, 600 });
	reply(3, 3, (const uint64_t[]){ 8, 600, 300 });
	assert_int_equal(perfgen_event_open("dram-remote", &o, &ev), 0);
	assert_int_equal(mock.open_calls, 4);
	assert_int_equal(perfgen_event_nr_fds(ev), 4);
	/* CPU by CPU, every part on each. */
	assert_int_equal(mock.cpu[0], 0);
	assert_int_equal(mock.cpu[1], 0);
	assert_int_equal(mock.cpu[2], 2);
	assert_int_equal(mock.cpu[3], 2);
	assert_int_equal(mock.attr[0].config1, 0x738004477);
	assert_int_equal(mock.attr[1].config1, 0x90002380);
	assert_int_equal(mock.attr[2].config1, 0x738004477);
	assert_int_equal(mock.attr[3].config1, 0x90002380);
	assert_int_equal(perfgen_event_read(ev, &c), 0);
	assert_int_equal(c.value, 178);
	assert_int_equal(c.scaled, 200 + 10 + 60 + 16);
	assert_int_equal(c.time_enabled, 1000);
	assert_int_equal(c.time_running, 200 + 300);
	perfgen_event_close(ev);
}

static void test_sum_refuses_one_fd(void **state)
{
	PERFGEN_OPTS(perfgen_open_opts, o, .cpuid = SPR);
	PERFGEN_OPTS(perfgen_info, info);
	struct perf_event_attr attr;

	(void)state;
	assert_int_equal(perfgen_open_ext("dram-local", 0, -1, -1, 0, &o), -EOPNOTSUPP);
	assert_non_null(strstr(perfgen_errmsg(), "perfgen_counter_open()"));
	assert_non_null(strstr(perfgen_errmsg(), "sum of 2 events"));
	assert_int_equal(mock.open_calls, 0);
	/* Resolving gives part 0 and says there are two. */
	assert_int_equal(perfgen_resolve_info("dram-local", SPR, &attr, &info), 0);
	assert_int_equal(attr.config1, 0x104004477);
	assert_int_equal(info.nr_parts, 2);
	assert_int_equal(info.parts[1].config1, 0x84002380);
	assert_string_equal(info.parts[1].json, "OCR.HWPF_L3.L3_MISS_LOCAL");
	assert_int_equal(info.parts[1].wl_msr, 0x1a6);
	/* A raw single event still opens with one fd. */
	assert_true(perfgen_open_ext("llc-loads", 0, -1, -1, 0, &o) >= 0);
	assert_int_equal(mock.open_calls, 1);
	close(mock.fd[0]);
}

static void test_sum_part_fails(void **state)
{
	PERFGEN_OPTS(perfgen_event_opts, o, .cpuid = SPR);
	struct perfgen_event *ev = NULL;

	(void)state;
	mock.fail_at = 1;
	mock.fail_err = -EINVAL;
	assert_int_equal(perfgen_event_open("dram", &o, &ev), -EINVAL);
	assert_null(ev);
	assert_false(fd_open(mock.fd[0]));
	assert_non_null(strstr(perfgen_errmsg(), "config1=0x94002380"));
}

static void test_sum_in_group(void **state)
{
	const char *ev[] = { "cycles", "dram", "instructions" };
	PERFGEN_OPTS(perfgen_event_opts, o, .cpuid = SPR);
	struct perfgen_group *g = NULL;
	struct perfgen_count c[3] = { { .sz = sizeof(c[0]) }, { .sz = sizeof(c[0]) },
				      { .sz = sizeof(c[0]) } };

	(void)state;
	/* nr, enabled, running, then cycles, dram part 0, dram part 1, instructions */
	reply(0, 7, (const uint64_t[]){ 4, 1000, 800, 111, 200, 20, 333 });
	assert_int_equal(perfgen_group_open(ev, 3, &o, &g), 0);
	assert_int_equal(perfgen_group_nr_events(g), 3);
	assert_int_equal(mock.open_calls, 4);
	assert_int_equal(mock.group_fd[0], -1);
	for (int i = 1; i < 4; i++) {
		assert_int_equal(mock.group_fd[i], mock.fd[0]);
		assert_int_equal(mock.attr[i].disabled, 0);
		assert_int_equal(mock.attr[i].read_format, PERF_FORMAT_GROUP |
				 PERF_FORMAT_TOTAL_TIME_ENABLED | PERF_FORMAT_TOTAL_TIME_RUNNING);
	}
	assert_int_equal(mock.attr[1].config1, 0x73c004477);
	assert_int_equal(mock.attr[2].config1, 0x94002380);
	assert_int_equal(perfgen_group_read(g, c, 3), 0);
	assert_int_equal(c[0].value, 111);
	assert_int_equal(c[1].value, 220);
	assert_int_equal(c[1].scaled, 275);
	assert_int_equal(c[1].time_enabled, 1000);
	assert_int_equal(c[1].time_running, 800);
	assert_int_equal(c[2].value, 333);
	assert_int_equal(c[2].scaled, 416);
	perfgen_group_close(g);
	for (int i = 0; i < 4; i++)
		assert_false(fd_open(mock.fd[i]));
}

static void test_sum_group_short_read(void **state)
{
	const char *ev[] = { "dram" };
	PERFGEN_OPTS(perfgen_event_opts, o, .cpuid = SPR);
	struct perfgen_group *g = NULL;
	PERFGEN_OPTS(perfgen_count, c);

	(void)state;
	/* The kernel says one member: the group lost a part. */
	reply(0, 5, (const uint64_t[]){ 1, 10, 10, 5, 0 });
	assert_int_equal(perfgen_group_open(ev, 1, &o, &g), 0);
	assert_int_equal(mock.open_calls, 2);
	assert_int_equal(perfgen_group_read(g, &c, 1), -EIO);
	perfgen_group_close(g);
}

static void tasks(int n, const pid_t *tids)
{
	memcpy(mock.tasks, tids, (size_t)n * sizeof(*tids));
	mock.nr_tasks = n;
}

/* A process of 3 threads, one exiting between the listing and its open. */
static void test_process_threads(void **state)
{
	PERFGEN_OPTS(perfgen_event_opts, o, .pid = 4242, .process = 1);
	struct perfgen_event *ev = NULL;
	PERFGEN_OPTS(perfgen_count, c);

	(void)state;
	tasks(3, (const pid_t[]){ 4244, 4242, 4243 });
	mock.vanish = 4243;
	reply(0, 3, (const uint64_t[]){ 100, 1000, 1000 });
	reply(2, 3, (const uint64_t[]){ 50, 800, 400 });
	assert_int_equal(perfgen_event_open("task-clock", &o, &ev), 0);
	assert_int_equal(mock.list_calls, 1);
	assert_int_equal(mock.list_pid, 4242);
	/* Every thread tried, in tid order; software: one fd each on a hybrid. */
	assert_int_equal(mock.open_calls, 3);
	assert_int_equal(mock.pid[0], 4242);
	assert_int_equal(mock.pid[1], 4243);
	assert_int_equal(mock.pid[2], 4244);
	assert_int_equal(perfgen_event_nr_fds(ev), 2);
	assert_int_equal(perfgen_event_fd(ev, 0), mock.fd[0]);
	assert_int_equal(perfgen_event_fd(ev, 1), mock.fd[2]);
	for (int i = 0; i < 3; i++) {
		assert_int_equal(mock.cpu[i], -1);
		assert_int_equal(mock.group_fd[i], -1);
		assert_int_equal(mock.attr[i].inherit, 1);	/* and the threads they create */
	}
	assert_null(pg_event_page(ev));
	/* Threads are counters running side by side: everything adds. */
	assert_int_equal(perfgen_event_read(ev, &c), 0);
	assert_int_equal(c.value, 150);
	assert_int_equal(c.scaled, 100 + 100);
	assert_int_equal(c.time_enabled, 1800);
	assert_int_equal(c.time_running, 1400);
	perfgen_event_close(ev);
	assert_false(fd_open(mock.fd[0]));
	assert_false(fd_open(mock.fd[2]));
}

/* Per thread, both PMUs of the hybrid; a thread gone at its second PMU. */
static void test_process_hybrid(void **state)
{
	PERFGEN_OPTS(perfgen_event_opts, o, .pid = 300, .process = 1);
	struct perfgen_event *ev = NULL;
	PERFGEN_OPTS(perfgen_count, c);

	(void)state;
	tasks(3, (const pid_t[]){ 300, 301, 302 });
	mock.fail_at = 3;
	mock.fail_err = -ESRCH;
	reply(0, 3, (const uint64_t[]){ 100, 1000, 600 });
	reply(1, 3, (const uint64_t[]){ 50, 990, 400 });
	reply(4, 3, (const uint64_t[]){ 10, 500, 100 });
	reply(5, 3, (const uint64_t[]){ 20, 500, 100 });
	assert_int_equal(perfgen_event_open("cycles", &o, &ev), 0);
	assert_int_equal(mock.open_calls, 6);
	for (int i = 0; i < 6; i++) {
		assert_int_equal(mock.pid[i], 300 + i / 2);
		assert_int_equal(mock.attr[i].config >> 32, i % 2 ? 9 : 8);
	}
	assert_int_equal(perfgen_event_nr_fds(ev), 4);
	assert_int_equal(perfgen_event_fd(ev, 0), mock.fd[0]);
	assert_int_equal(perfgen_event_fd(ev, 1), mock.fd[1]);
	assert_int_equal(perfgen_event_fd(ev, 2), mock.fd[4]);
	assert_int_equal(perfgen_event_fd(ev, 3), mock.fd[5]);
	assert_int_equal(perfgen_event_read(ev, &c), 0);
	/* 300: one counter on two PMUs (150 in 1000); 302: 30 running 200 of 500. */
	assert_int_equal(c.value, 180);
	assert_int_equal(c.scaled, 150 + 75);
	assert_int_equal(c.time_enabled, 1000 + 500);
	assert_int_equal(c.time_running, 1000 + 200);
	perfgen_event_close(ev);
	/* Nothing leaks, thread 301's first PMU included (its number may be reused). */
	for (int i = 0; i < 6; i++)
		if (i != 3)
			assert_false(fd_open(mock.fd[i]));
}

static void test_process_group(void **state)
{
	const char *ev[] = { "task-clock", "page-faults" };
	PERFGEN_OPTS(perfgen_event_opts, o, .pid = 10, .process = 1);
	struct perfgen_group *g = NULL;
	struct perfgen_count c[2] = { { .sz = sizeof(c[0]) }, { .sz = sizeof(c[0]) } };

	(void)state;
	tasks(2, (const pid_t[]){ 10, 11 });
	reply(0, 5, (const uint64_t[]){ 2, 1000, 1000, 300, 7 });
	reply(2, 5, (const uint64_t[]){ 2, 900, 900, 200, 5 });
	assert_int_equal(perfgen_group_open(ev, 2, &o, &g), 0);
	assert_int_equal(mock.open_calls, 4);
	assert_int_equal(mock.pid[0], 10);
	assert_int_equal(mock.pid[1], 10);
	assert_int_equal(mock.pid[2], 11);
	assert_int_equal(mock.pid[3], 11);
	assert_int_equal(mock.group_fd[1], mock.fd[0]);
	assert_int_equal(mock.group_fd[3], mock.fd[2]);	/* a group per thread */
	assert_int_equal(perfgen_group_read(g, c, 2), 0);
	assert_int_equal(c[0].value, 500);
	assert_int_equal(c[1].value, 12);
	assert_int_equal(c[1].time_enabled, 1900);
	perfgen_group_close(g);
}

static void test_process_all_gone(void **state)
{
	PERFGEN_OPTS(perfgen_event_opts, o, .pid = 77, .process = 1);
	struct perfgen_event *ev = (struct perfgen_event *)&ev;

	(void)state;
	tasks(1, (const pid_t[]){ 77 });
	mock.vanish = 77;
	assert_int_equal(perfgen_event_open("cycles", &o, &ev), -ESRCH);
	assert_ptr_equal(ev, &ev);
	assert_int_equal(mock.open_calls, 1);
	assert_non_null(strstr(perfgen_errmsg(), "process 77: every thread listed in "
			       "/proc/77/task exited"));
	/* Without process a vanished thread is an error as before. */
	o.process = 0;
	assert_int_equal(perfgen_event_open("task-clock", &o, &ev), -ESRCH);
	assert_int_equal(mock.list_calls, 1);
}

static void test_process_list_fails(void **state)
{
	PERFGEN_OPTS(perfgen_event_opts, o, .pid = 55, .process = 1);
	struct perfgen_event *ev = (struct perfgen_event *)&ev;

	(void)state;
	mock.list_err = -EACCES;
	assert_int_equal(perfgen_event_open("task-clock", &o, &ev), -EACCES);
	assert_non_null(strstr(perfgen_errmsg(), "cannot list the threads of process 55 "
			       "in /proc/55/task"));
	mock.list_err = -ENOENT;
	assert_int_equal(perfgen_event_open("task-clock", &o, &ev), -ESRCH);
	assert_non_null(strstr(perfgen_errmsg(), "process 55: no such process"));
	mock.list_err = 0;	/* an empty list too */
	assert_int_equal(perfgen_event_open("task-clock", &o, &ev), -ESRCH);
	assert_ptr_equal(ev, &ev);
	assert_int_equal(mock.open_calls, 0);
	o.pid = -1;
	o.all_cpus = 1;
	assert_int_equal(perfgen_event_open("task-clock", &o, &ev), -EINVAL);
	assert_non_null(strstr(perfgen_errmsg(), "pid -1"));
}

/* More threads than the first array holds: listed again, larger; pid 0: ours. */
static void test_process_many_threads(void **state)
{
	PERFGEN_OPTS(perfgen_event_opts, o, .process = 1);
	struct perfgen_event *ev = NULL;

	(void)state;
	for (int i = 0; i < 70; i++)
		mock.tasks[i] = 1000 + 69 - i;
	mock.nr_tasks = 70;
	mock.fail_at = 0;
	mock.fail_err = -EACCES;
	assert_int_equal(perfgen_event_open("task-clock", &o, &ev), -EACCES);
	assert_int_equal(mock.list_pid, getpid());
	assert_int_equal(mock.list_calls, 2);
	assert_true(mock.list_max[0] < 70);
	assert_true(mock.list_max[1] >= 70);
	assert_int_equal(mock.pid[0], 1000);
	assert_null(ev);
}

/* A handle of one fd reads it without the arrays of many: the same sums. */
static void test_read_one_fd(void **state)
{
	PERFGEN_OPTS(perfgen_event_opts, o, .pid = 1234);
	PERFGEN_OPTS(perfgen_count, c);
	struct perfgen_event *ev = NULL;

	(void)state;
	reply(0, 3, (const uint64_t[]){ 100, 1000, 500 });
	assert_int_equal(perfgen_event_open("task-clock", &o, &ev), 0);
	assert_int_equal(perfgen_event_nr_fds(ev), 1);
	assert_int_equal(perfgen_event_read(ev, &c), 0);
	assert_int_equal(c.value, 100);
	assert_int_equal(c.time_enabled, 1000);
	assert_int_equal(c.time_running, 500);
	assert_int_equal(c.scaled, 200);	/* multiplexed half the time */
	memset(&c, 0xa5, sizeof(c));
	c.sz = sizeof(c);
	assert_int_equal(perfgen_event_read(ev, &c), -EIO);	/* the pipe is empty now */
	assert_int_equal(c.value, 0xa5a5a5a5a5a5a5a5ULL);	/* untouched */
	perfgen_event_close(ev);
}

/* More fds than a read keeps on the stack: 20 threads of a process. */
static void test_read_many_fds(void **state)
{
	PERFGEN_OPTS(perfgen_event_opts, o, .process = 1);
	PERFGEN_OPTS(perfgen_count, c);
	struct perfgen_event *ev = NULL;

	(void)state;
	for (int i = 0; i < 20; i++) {
		mock.tasks[i] = 1000 + i;
		reply(i, 3, (const uint64_t[]){ 10 + (uint64_t)i, 100, 50 });
	}
	mock.nr_tasks = 20;
	assert_int_equal(perfgen_event_open("task-clock", &o, &ev), 0);
	assert_int_equal(perfgen_event_nr_fds(ev), 20);
	assert_int_equal(perfgen_event_read(ev, &c), 0);
	assert_int_equal(c.value, 20 * 10 + 190);
	assert_int_equal(c.time_enabled, 20 * 100);
	assert_int_equal(c.time_running, 20 * 50);
	assert_int_equal(c.scaled, 2 * (20 * 10 + 190));
	perfgen_event_close(ev);
}

/* all_cpus beside a CPU list: refused, not the list dropped without a word. */
static void test_all_cpus_with_cpus(void **state)
{
	struct perfgen_event *ev = NULL;
	PERFGEN_OPTS(perfgen_event_opts, o, .pid = -1, .all_cpus = 1, .cpus = "0");

	(void)state;
	assert_int_equal(perfgen_event_open("task-clock", &o, &ev), -EINVAL);
	assert_null(ev);
	assert_non_null(strstr(perfgen_errmsg(), "all_cpus and cpus"));
	assert_int_equal(mock.open_calls, 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_combine),
		cmocka_unit_test_setup(test_hybrid_task_both_pmus, reset),
		cmocka_unit_test_setup(test_hybrid_system_wide, reset),
		cmocka_unit_test_setup(test_cpu_list_non_hybrid, reset),
		cmocka_unit_test_setup(test_software_once_on_hybrid, reset),
		cmocka_unit_test_setup(test_software_every_cpu_on_hybrid, reset),
		cmocka_unit_test_setup(test_unsupported_everywhere, reset),
		cmocka_unit_test_setup(test_failure_closes_what_was_opened, reset),
		cmocka_unit_test_setup(test_bad_opts, reset),
		cmocka_unit_test_setup(test_group_hybrid, reset),
		cmocka_unit_test_setup(test_group_member_fails, reset),
		cmocka_unit_test_setup(test_short_group_read, reset),
		cmocka_unit_test(test_combine_parts),
		cmocka_unit_test_setup(test_combine_weights, reset),
		cmocka_unit_test_setup(test_sum_event, reset),
		cmocka_unit_test_setup(test_weighted_event, reset),
		cmocka_unit_test_setup(test_weighted_refusals, reset),
		cmocka_unit_test_setup(test_signed_event, reset),
		cmocka_unit_test_setup(test_sum_parts_keep_options, reset),
		cmocka_unit_test_setup(test_sum_per_cpu, reset),
		cmocka_unit_test_setup(test_sum_refuses_one_fd, reset),
		cmocka_unit_test_setup(test_sum_part_fails, reset),
		cmocka_unit_test_setup(test_sum_in_group, reset),
		cmocka_unit_test_setup(test_sum_group_short_read, reset),
		cmocka_unit_test_setup(test_process_threads, reset),
		cmocka_unit_test_setup(test_process_hybrid, reset),
		cmocka_unit_test_setup(test_process_group, reset),
		cmocka_unit_test_setup(test_process_all_gone, reset),
		cmocka_unit_test_setup(test_process_list_fails, reset),
		cmocka_unit_test_setup(test_process_many_threads, reset),
		cmocka_unit_test_setup(test_read_one_fd, reset),
		cmocka_unit_test_setup(test_read_many_fds, reset),
		cmocka_unit_test_setup(test_all_cpus_with_cpus, reset),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
