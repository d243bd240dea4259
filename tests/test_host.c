// SPDX-License-Identifier: MIT
/*
 * Real opens on this machine, through the real syscall: software events
 * count; hardware events either count (a machine with a PMU) or fail with
 * the library's no-PMU explanation (these VMs and CI).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include <errno.h>
#include <inttypes.h>
#include <perfgen/perfgen.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <unistd.h>

static int have_core_pmu(void)
{
	return access("/sys/bus/event_source/devices/cpu", F_OK) == 0 ||
	       access("/sys/bus/event_source/devices/cpu_core", F_OK) == 0 ||
	       access("/sys/bus/event_source/devices/cpu_atom", F_OK) == 0;
}

static volatile uint64_t sink;

static void busy(void)
{
	for (uint64_t i = 0; i < 20000000; i++)
		sink += i * i;
}

static void test_task_clock_counts(void **state)
{
	PERFGEN_OPTS(perfgen_count, c);
	int fd = perfgen_open("task-clock");

	(void)state;
	if (fd < 0)
		fail_msg("perfgen_open(task-clock): %d %s", fd, perfgen_errmsg());
	busy();
	assert_int_equal(perfgen_read(fd, &c), 0);
	assert_true(c.value > 0);
	assert_true(c.time_enabled > 0);
	assert_true(c.time_running > 0);
	assert_true(c.scaled >= c.value);
	close(fd);
}

static void test_page_faults_disabled_then_enabled(void **state)
{
	PERFGEN_OPTS(perfgen_open_opts, o, .disabled = 1, .cloexec = 1);
	PERFGEN_OPTS(perfgen_count, c);
	int fd = perfgen_open_ext("page-faults:u", 0, -1, -1, 0, &o);
	size_t len = 64 * 4096;
	char *a, *b;

	(void)state;
	if (fd < 0)
		fail_msg("open: %s", perfgen_errmsg());
	a = mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	b = mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	assert_true(a != MAP_FAILED && b != MAP_FAILED);
	madvise(b, len, MADV_NOHUGEPAGE);
	for (size_t i = 0; i < len; i += 4096)
		a[i] = 1;
	assert_int_equal(perfgen_read(fd, &c), 0);
	assert_int_equal(c.value, 0);	/* disabled: nothing yet */
	assert_int_equal(ioctl(fd, PERF_EVENT_IOC_ENABLE, 0), 0);
	for (size_t i = 0; i < len; i += 4096)
		b[i] = 1;
	assert_int_equal(perfgen_read(fd, &c), 0);
	assert_true(c.value >= 1);
	munmap(a, len);
	munmap(b, len);
	close(fd);
}

/*
 * Three read formats also give 24 bytes: taken for value and times they
 * would be misread as counts.  An fd the library opened with one of them
 * is refused before it is read (the message names its read_format), as
 * is a reading longer than value and times (by its length).
 */
static void test_read_refuses_other_formats(void **state)
{
	static const struct {
		uint64_t format;
		const char *why;
	} formats[] = {
		{ PERF_FORMAT_TOTAL_TIME_ENABLED | PERF_FORMAT_ID, "read_format" },
		{ PERF_FORMAT_TOTAL_TIME_RUNNING | PERF_FORMAT_ID, "read_format" },
		{ PERF_FORMAT_TOTAL_TIME_ENABLED | PERF_FORMAT_TOTAL_TIME_RUNNING | PERF_FORMAT_ID,
		  "longer than" },
		{ PERF_FORMAT_GROUP, "read_format" },
	};

	(void)state;
	for (size_t i = 0; i < sizeof(formats) / sizeof(*formats); i++) {
		PERFGEN_OPTS(perfgen_open_opts, o, .read_format = formats[i].format, .cloexec = 1);
		PERFGEN_OPTS(perfgen_count, c);
		int fd = perfgen_open_ext("task-clock", 0, -1, -1, 0, &o);

		if (fd < 0)
			fail_msg("format %#jx: open: %s", (uintmax_t)formats[i].format,
				 perfgen_errmsg());
		if (perfgen_read(fd, &c) != -EIO || !strstr(perfgen_errmsg(), formats[i].why))
			fail_msg("format %#jx: read gave '%s'", (uintmax_t)formats[i].format,
				 perfgen_errmsg());
		close(fd);
	}
	/* The default again on a reused fd number: read as usual. */
	{
		PERFGEN_OPTS(perfgen_count, c);
		int fd = perfgen_open("task-clock");

		assert_true(fd >= 0);
		assert_int_equal(perfgen_read(fd, &c), 0);
		close(fd);
	}
}

static void test_cycles(void **state)
{
	int fd = perfgen_open("cycles");

	(void)state;
	if (have_core_pmu()) {
		/* A real PMU: cycles must count (or the CPU is unknown here). */
		if (fd == -ENOENT && strstr(perfgen_errmsg(), "unknown CPU"))
			skip();
		assert_true(fd >= 0);
		close(fd);
		return;
	}
	if (fd >= 0)
		fail_msg("cycles opened without a core PMU?");
	if (strstr(perfgen_errmsg(), "unknown CPU"))
		skip();	/* a CPU outside the tables: resolve fails first */
	assert_int_equal(fd, -ENOENT);
	assert_non_null(strstr(perfgen_errmsg(), "no hardware PMU"));
}

static void test_fd_not_leaked_on_error(void **state)
{
	int before = dup(0), after;

	(void)state;
	close(before);
	assert_int_equal(perfgen_open("no-such-event"), -ENOENT);
	assert_int_equal(perfgen_open("cpu/event=0x3c,config2=1/"), -EINVAL);
	if (!have_core_pmu())
		assert_true(perfgen_open("cycles:u") < 0);
	after = dup(0);
	close(after);
	assert_int_equal(after, before);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_task_clock_counts),
		cmocka_unit_test(test_page_faults_disabled_then_enabled),
		cmocka_unit_test(test_read_refuses_other_formats),
		cmocka_unit_test(test_cycles),
		cmocka_unit_test(test_fd_not_leaked_on_error),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
