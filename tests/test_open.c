// SPDX-License-Identifier: MIT
/*
 * Opening through the fake machine (mock-sys.c): what reaches
 * perf_event_open(2), how its errors come back, and what the message
 * explains.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>
#endif
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "mock-sys.h"
#include "resolve.h"

#define PARANOID "/proc/sys/kernel/perf_event_paranoid"

static int reset(void **state)
{
	(void)state;
	mock_reset();
	mock.open_ret = 42;
	return 0;
}

/* The CPUID hypervisor bit, as the library reads it: x86 only. */
static int host_is_vm(void)
{
#if defined(__x86_64__) || defined(__i386__)
	unsigned int a, b, c, d;

	return __get_cpuid(1, &a, &b, &c, &d) && (c >> 31) & 1;
#else
	return 0;
#endif
}

static void test_open_task_clock(void **state)
{
	(void)state;
	assert_int_equal(perfgen_open("task-clock"), 42);
	assert_int_equal(mock.open_calls, 1);
	assert_int_equal(MOCK_LAST(attr).type, PERF_TYPE_SOFTWARE);
	assert_int_equal(MOCK_LAST(attr).config, PERF_COUNT_SW_TASK_CLOCK);
	assert_int_equal(MOCK_LAST(attr).size, sizeof(struct perf_event_attr));
	assert_int_equal(MOCK_LAST(pid), 0);
	assert_int_equal(MOCK_LAST(cpu), -1);
	assert_int_equal(MOCK_LAST(group_fd), -1);
	assert_int_equal(MOCK_LAST(flags), PERF_FLAG_FD_CLOEXEC);
	assert_int_equal(MOCK_LAST(attr).read_format,
			 PERF_FORMAT_TOTAL_TIME_ENABLED | PERF_FORMAT_TOTAL_TIME_RUNNING);
	assert_int_equal(MOCK_LAST(attr).disabled, 0);
	assert_int_equal(MOCK_LAST(attr).exclude_kernel, 0);
}

static void test_open_ext_passes_everything(void **state)
{
	PERFGEN_OPTS(perfgen_open_opts, o, .cpuid = "GenuineIntel-6-1A", .exclude_kernel = 1,
		     .disabled = 1, .inherit = 1, .enable_on_exec = 1, .pinned = 1,
		     .sample_period = 1000, .read_format = PERF_FORMAT_ID);

	(void)state;
	assert_int_equal(perfgen_open_ext("dram-remote", 1234, 3, 7, PERF_FLAG_FD_NO_GROUP, &o),
			 42);
	assert_int_equal(MOCK_LAST(attr).type, PERF_TYPE_RAW);
	assert_int_equal(MOCK_LAST(attr).config, 0x1b7);
	assert_int_equal(MOCK_LAST(attr).config1, 0x20ff);
	assert_int_equal(MOCK_LAST(attr).exclude_kernel, 1);
	assert_int_equal(MOCK_LAST(attr).exclude_user, 0);
	assert_int_equal(MOCK_LAST(attr).disabled, 1);
	assert_int_equal(MOCK_LAST(attr).inherit, 1);
	assert_int_equal(MOCK_LAST(attr).enable_on_exec, 1);
	assert_int_equal(MOCK_LAST(attr).pinned, 1);
	assert_int_equal(MOCK_LAST(attr).sample_period, 1000);
	assert_int_equal(MOCK_LAST(attr).read_format, PERF_FORMAT_ID);
	assert_int_equal(MOCK_LAST(pid), 1234);
	assert_int_equal(MOCK_LAST(cpu), 3);
	assert_int_equal(MOCK_LAST(group_fd), 7);
	assert_int_equal(MOCK_LAST(flags), PERF_FLAG_FD_NO_GROUP);
}

/*
 * The string's :k and the options' exclude_kernel both say what to count:
 * refused, where the options used to be dropped without a word.  The
 * modifier alone decides all three bits.
 */
static void test_modifier_beside_exclude(void **state)
{
	PERFGEN_OPTS(perfgen_open_opts, o, .cpuid = "GenuineIntel-6-1A", .exclude_kernel = 1);

	(void)state;
	assert_int_equal(perfgen_open_ext("dram-remote:k", 0, -1, -1, 0, &o), -EINVAL);
	assert_int_equal(mock.open_calls, 0);
	o.exclude_kernel = 0;
	assert_int_equal(perfgen_open_ext("dram-remote:k", 0, -1, -1, 0, &o), 42);
	assert_int_equal(MOCK_LAST(attr).exclude_kernel, 0);
	assert_int_equal(MOCK_LAST(attr).exclude_user, 1);
	assert_int_equal(MOCK_LAST(attr).exclude_hv, 1);
}

static void test_errno_passthrough(void **state)
{
	static const int errs[] = { -EMFILE, -EINVAL, -EBUSY, -ENOSPC, -E2BIG, -ESRCH };

	(void)state;
	for (size_t i = 0; i < sizeof(errs) / sizeof(errs[0]); i++) {
		mock.open_ret = errs[i];
		assert_int_equal(perfgen_open("task-clock"), errs[i]);
		assert_non_null(strstr(perfgen_errmsg(), strerror(-errs[i])));
		assert_non_null(strstr(perfgen_errmsg(), "cannot open 'task-clock'"));
	}
}

struct pcase {
	const char *paranoid;
	const char *event;
	int pid, cpu;
	int err;
	const char *msg;	/* in the message */
	const char *not;	/* advice that would not help: never in it */
};

/* The advice follows what was tried: never ":u" to an event that has it. */
static void test_eacces_explains_paranoid(void **state)
{
	static const struct pcase cases[] = {
		{ "2", "page-faults", 0, -1, -EACCES,
		  "perf_event_paranoid is 2: unprivileged users may count only user space "
		  "of their own processes: add the :u modifier", NULL },
		{ "2", "page-faults:u", 0, -1, -EACCES,
		  "is 2: user space only was asked already (exclude_kernel)", ":u modifier" },
		/* A privilege modifier written is the user's: no ':u' suggested for it. */
		{ "2", "page-faults:k", 0, -1, -EACCES,
		  "is 2: unprivileged users may count only user space of their own processes, "
		  "and the k modifier written asks for the kernel", ":u" },
		{ "2", "page-faults:uk", 0, -1, -EACCES, "the k modifier written", ":u" },
		{ "2", "page-faults:ukh", 0, -1, -EACCES, "the k modifier written", ":u" },
#if defined(__x86_64__) || defined(__i386__)
		/* The cpu PMU's terms are the x86 host's (its CPUID identifies it). */
		{ "2", "cpu/event=0x3c/k", 0, -1, -EACCES, "the k modifier written", ":u" },
#endif
		{ "2", "page-faults:u", -1, 0, -EACCES, "may not count CPU-wide", ":u modifier" },
		{ "1", "page-faults", -1, 1, -EACCES,
		  "perf_event_paranoid is 1: unprivileged users may not count CPU-wide", ":u" },
		{ "1", "page-faults", 0, -1, -EACCES, "must be your own", ":u" },
		{ "3", "page-faults", 0, -1, -EPERM, "perf_event_paranoid is 3", ":u" },
		{ "4", "page-faults:u", 0, -1, -EACCES, "level 3 and above", ":u modifier" },
		{ NULL, "page-faults", 0, -1, -EACCES, "perf_event_paranoid is unreadable", NULL },
	};

	(void)state;
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		const struct pcase *c = &cases[i];
		const char *m;

		mock_file(PARANOID, c->paranoid);
		mock.open_ret = c->err;
		assert_int_equal(perfgen_open_ext(c->event, c->pid, c->cpu, -1, 0, NULL), c->err);
		m = perfgen_errmsg();
		if (!strstr(m, c->msg))
			fail_msg("case %zu: '%s' lacks '%s'", i, m, c->msg);
		if (c->not && strstr(strstr(m, "): ") ? strstr(m, "): ") : m, c->not))
			fail_msg("case %zu: '%s' suggests '%s'", i, m, c->not);
		assert_non_null(strstr(m, "CAP_PERFMON"));
	}
}

/*
 * perfgen_open() keeps the last event this thread opened: the same string
 * again gives the kernel the identical attr and flags without resolving;
 * another string, or a string that only starts like it, resolves afresh;
 * a failure takes the full path and says why.
 */
static void test_open_again_is_the_same_open(void **state)
{
	struct perf_event_attr first;
	char ev[16] = "page-faults:u";

	(void)state;
	mock.open_ret = 7;
	assert_int_equal(perfgen_open(ev), 7);
	first = MOCK_LAST(attr);
	memcpy(ev, "page-faults:k", sizeof("page-faults:k"));	/* same buffer, new text */
	assert_int_equal(perfgen_open(ev), 7);
	assert_int_equal(MOCK_LAST(attr).exclude_kernel, 0);
	assert_int_equal(MOCK_LAST(attr).exclude_user, 1);
	for (int i = 0; i < 3; i++) {
		assert_int_equal(perfgen_open("page-faults:u"), 7);
		assert_memory_equal(&MOCK_LAST(attr), &first, sizeof(first));
		assert_int_equal(MOCK_LAST(flags), PERF_FLAG_FD_CLOEXEC);
		assert_int_equal(MOCK_LAST(pid), 0);
		assert_int_equal(MOCK_LAST(cpu), -1);
	}
	assert_int_equal(perfgen_open("page-faults"), 7);
	assert_int_equal(MOCK_LAST(attr).exclude_user, 0);
	assert_int_equal(perfgen_open("page-faults:"), -EINVAL);	/* a longer string */
	mock.open_ret = -EMFILE;
	assert_int_equal(perfgen_open("page-faults"), -EMFILE);
	assert_non_null(strstr(perfgen_errmsg(), "cannot open 'page-faults'"));
}

static void test_no_pmu(void **state)
{
	PERFGEN_OPTS(perfgen_open_opts, o, .cpuid = "GenuineIntel-6-1A");

	(void)state;
	mock.open_ret = -ENOENT;
	assert_int_equal(perfgen_open_ext("cycles", 0, -1, -1, 0, &o), -ENOENT);
	assert_non_null(strstr(perfgen_errmsg(), "no hardware PMU"));
	assert_non_null(strstr(perfgen_errmsg(), "task-clock still count"));
	assert_int_equal(strstr(perfgen_errmsg(), "virtual machine") != NULL, host_is_vm());

	/* With a cpu PMU present the same errno means something else. */
	mock_file("/sys/bus/event_source/devices/cpu/type", "4");
	assert_int_equal(perfgen_open_ext("cycles", 0, -1, -1, 0, &o), -ENOENT);
	assert_null(strstr(perfgen_errmsg(), "no hardware PMU"));
	assert_non_null(strstr(perfgen_errmsg(), "does not know this event"));

	/* An arm64 core PMU is a hardware PMU too. */
	mock_reset();
	mock.open_ret = -ENOENT;
	mock_file("/sys/bus/event_source/devices/armv8_pmuv3/type", "8");
	assert_int_equal(perfgen_open_ext("cycles", 0, -1, -1, 0, &o), -ENOENT);
	assert_null(strstr(perfgen_errmsg(), "no hardware PMU"));
	assert_non_null(strstr(perfgen_errmsg(), "does not know this event"));
}

static void test_refused_before_syscall(void **state)
{
	PERFGEN_OPTS(perfgen_open_opts, o, .cpuid = "GenuineIntel-6-1A");
	struct {
		struct perfgen_open_opts o;
		char tail[8];
	} big;

	(void)state;
	assert_int_equal(perfgen_open_ext("r1b7:10000", 0, -1, -1, 0, &o), -EINVAL);
	assert_int_equal(perfgen_open_ext("dram-remot", 0, -1, -1, 0, &o), -ENOENT);
	assert_int_equal(perfgen_open_ext("cpu/event=0x3c,config2=1/", 0, -1, -1, 0, &o), -EINVAL);
	assert_non_null(strstr(perfgen_errmsg(), "config2"));
	o.sz = 2;
	assert_int_equal(perfgen_open_ext("task-clock", 0, -1, -1, 0, &o), -EINVAL);
	assert_non_null(strstr(perfgen_errmsg(), "PERFGEN_OPTS"));
	memset(&big, 0, sizeof(big));
	big.o.sz = sizeof(big);
	big.tail[3] = 1;
	assert_int_equal(perfgen_open_ext("task-clock", 0, -1, -1, 0, &big.o), -EINVAL);
	assert_non_null(strstr(perfgen_errmsg(), "newer header"));
	big.tail[3] = 0;	/* zero tail bytes are fine */
	assert_int_equal(perfgen_open_ext("task-clock", 0, -1, -1, 0, &big.o), 42);
	assert_int_equal(mock.open_calls, 1);
}

static void test_read_scaling(void **state)
{
	struct {
		uint64_t v[3];
		size_t len;
		int err;
		uint64_t scaled;
	} cases[] = {
		{ { 1000, 200, 100 }, 24, 0, 2000 },
		{ { 1000, 200, 200 }, 24, 0, 1000 },
		{ { 1000, 200, 0 }, 24, 0, 0 },
		{ { 77, 0, 0 }, 8, 0, 77 },
		{ { UINT64_MAX / 2, 4, 2 }, 24, 0, UINT64_MAX - 1 },
		{ { 1, 2, 3 }, 5, -EIO, 0 },
	};

	(void)state;
	/* Readings staged in pipes, which pass for perf events here. */
	mock.foreign_fds_are_counters = true;
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		PERFGEN_OPTS(perfgen_count, c);
		int p[2];

		assert_int_equal(pipe(p), 0);
		assert_int_equal(write(p[1], cases[i].v, cases[i].len), (ssize_t)cases[i].len);
		close(p[1]);
		assert_int_equal(perfgen_read(p[0], &c), cases[i].err);
		if (!cases[i].err) {
			assert_int_equal(c.value, cases[i].v[0]);
			assert_int_equal(c.scaled, cases[i].scaled);
		}
		close(p[0]);
	}
	{
		PERFGEN_OPTS(perfgen_count, c);
		struct perfgen_count small = { .sz = 1 };

		assert_int_equal(perfgen_read(-1, &c), -EBADF);
		assert_int_equal(perfgen_read(0, &small), -EINVAL);
	}
}

/* An fd that is no perf event is refused at once, never read. */
static void test_read_refuses_other_fds(void **state)
{
	PERFGEN_OPTS(perfgen_count, c);
	char path[] = "/tmp/perfgen-test-XXXXXX";
	int p[2], f = mkstemp(path);

	(void)state;
	assert_true(f >= 0);
	unlink(path);
	assert_int_equal(write(f, "0123456789abcdefghijklmn", 24), 24);
	lseek(f, 0, SEEK_SET);
	assert_int_equal(pipe(p), 0);	/* empty: a read would block forever */
	assert_int_equal(perfgen_read(p[0], &c), -EINVAL);
	assert_non_null(strstr(perfgen_errmsg(), "is not a perf event"));
	assert_int_equal(perfgen_read(f, &c), -EINVAL);	/* its bytes are no counts */
	assert_int_equal(c.value, 0);
	close(p[0]), close(p[1]), close(f);
	assert_int_equal(perfgen_read(p[0], &c), -EBADF);
	assert_non_null(strstr(perfgen_errmsg(), "is not open"));
}

static void test_failed_resolve_leaves_attr(void **state)
{
	struct perf_event_attr attr, before;

	(void)state;
	memset(&attr, 0xa5, sizeof(attr));
	before = attr;
	assert_int_equal(perfgen_resolve("r1b7:10000", "GenuineIntel-6-1A", &attr), -EINVAL);
	assert_memory_equal(&attr, &before, sizeof(attr));
	assert_int_equal(perfgen_resolve("dram-remote", "GenuineIntel-15-2", &attr), -ENOENT);
	assert_memory_equal(&attr, &before, sizeof(attr));
	assert_int_equal(perfgen_resolve("dram-remote", "GenuineIntel-6-17", &attr), -EOPNOTSUPP);
	assert_memory_equal(&attr, &before, sizeof(attr));
	assert_int_equal(perfgen_resolve("dram-remote", "GenuineIntel-6-1A", NULL), -EINVAL);
	/* Software events resolve on any CPU, known or not. */
	assert_int_equal(perfgen_resolve("task-clock", "GenuineIntel-15-2", &attr), 0);
	assert_int_equal(attr.type, PERF_TYPE_SOFTWARE);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup(test_open_task_clock, reset),
		cmocka_unit_test_setup(test_open_ext_passes_everything, reset),
		cmocka_unit_test_setup(test_modifier_beside_exclude, reset),
		cmocka_unit_test_setup(test_errno_passthrough, reset),
		cmocka_unit_test_setup(test_eacces_explains_paranoid, reset),
		cmocka_unit_test_setup(test_open_again_is_the_same_open, reset),
		cmocka_unit_test_setup(test_no_pmu, reset),
		cmocka_unit_test_setup(test_refused_before_syscall, reset),
		cmocka_unit_test_setup(test_read_scaling, reset),
		cmocka_unit_test_setup(test_read_refuses_other_fds, reset),
		cmocka_unit_test_setup(test_failed_resolve_leaves_attr, reset),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
