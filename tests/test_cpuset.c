// SPDX-License-Identifier: MIT
/*
 * CPU sets: the one CPU-list parser, as a person writes a list for perf
 * stat -C and as the kernel writes one in sysfs; the online CPUs and a
 * PMU's CPUs on the fake machine.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>
#include <errno.h>

#include <perfgen/perfgen.h>

#include "mock-sys.h"

#define USER 0
#define SYSFS PERFGEN_CPUSET_SYSFS

/* The CPUs of set as the kernel writes them, "0-3,8", into buf. */
static const char *list(const struct perfgen_cpuset *set, char *buf, size_t sz)
{
	size_t len = 0;

	buf[0] = '\0';
	for (int c = perfgen_cpuset_next(set, -1); c >= 0;) {
		int hi = c, next;

		while ((next = perfgen_cpuset_next(set, hi)) == hi + 1)
			hi = next;
		len += (size_t)snprintf(buf + len, sz - len, "%s%d", len ? "," : "", c);
		if (hi > c)
			len += (size_t)snprintf(buf + len, sz - len, "-%d", hi);
		c = next;
	}
	return buf;
}

static const struct {
	const char *in;
	unsigned int flags;
	int want;		/* CPUs, or the negative errno */
	const char *cpus;	/* the set as the kernel writes it, or a word of the message */
	int line;
} rows[] = {
	{ "0", USER, 1, "0", __LINE__ },
	{ "0-3,8", USER, 5, "0-3,8", __LINE__ },
	{ "1,3-4", USER, 3, "1,3-4", __LINE__ },
	{ "8,0-3", USER, 5, "0-3,8", __LINE__ },	/* perf sorts them */
	{ "1,0", USER, 2, "0-1", __LINE__ },
	{ "3-3", USER, 1, "3", __LINE__ },
	{ "8191", USER, 1, "8191", __LINE__ },
	{ "0-8191", USER, 8192, "0-8191", __LINE__ },
	/* perf refuses these too */
	{ "0-1,1", USER, -EINVAL, "CPU 1 is named twice (again at byte 5", __LINE__ },
	{ "0-3,2", USER, -EINVAL, "CPU 2 is named twice", __LINE__ },
	{ "0,0", USER, -EINVAL, "CPU 0 is named twice", __LINE__ },
	{ "1-0", USER, -EINVAL, "the range 1-0 at byte 1 of the CPU list runs backwards", __LINE__ },
	{ " 0", USER, -EINVAL, "a space at byte 1", __LINE__ },
	{ "0 ", USER, -EINVAL, "a space at byte 2 of the CPU list where a ','", __LINE__ },
	{ ",0", USER, -EINVAL, "',' at byte 1", __LINE__ },
	{ "a", USER, -EINVAL, "'a' at byte 1", __LINE__ },
	{ "+0", USER, -EINVAL, "'+' at byte 1", __LINE__ },
	{ "-1", USER, -EINVAL, "'-' at byte 1", __LINE__ },
	{ "0-1-2", USER, -EINVAL, "'-' at byte 4 of the CPU list where a ','", __LINE__ },
	{ "0x1", USER, -EINVAL, "'x' at byte 2", __LINE__ },
	{ "99999999999", USER, -E2BIG, "CPU 99999999999 at byte 1 of the CPU list: CPU numbers "
	  "stop at 8191", __LINE__ },
	{ "1,123456789012345678901234567890", USER, -E2BIG, "CPU 123456789012... at byte 3",
	  __LINE__ },
	{ "8192", USER, -E2BIG, "CPU 8192 at byte 1", __LINE__ },
	{ "0-8192", USER, -E2BIG, "CPU 8192 at byte 3", __LINE__ },
	{ "2147483647", USER, -E2BIG, "CPU 2147483647", __LINE__ },
	/* perf takes these, wrongly or by accident of strtoul(): refused */
	{ "", USER, -EINVAL, "an empty CPU list", __LINE__ },
	{ "0,", USER, -EINVAL, "an empty entry after the ',' at byte 2", __LINE__ },
	{ "0,,1", USER, -EINVAL, "an empty entry after the ',' at byte 2", __LINE__ },
	{ "0-", USER, -EINVAL, "the range ending at byte 2 of the CPU list has no last CPU",
	  __LINE__ },
	{ "3-", USER, -EINVAL, "has no last CPU", __LINE__ },
	{ "01", USER, -EINVAL, "a leading zero at byte 1", __LINE__ },
	{ "0-010", USER, -EINVAL, "a leading zero at byte 3", __LINE__ },
	{ "0\n", USER, -EINVAL, "a newline at byte 2", __LINE__ },
	{ "0\t", USER, -EINVAL, "a tab at byte 2", __LINE__ },
	{ "0\xff", USER, -EINVAL, "byte 0xff at byte 2", __LINE__ },
	/* as the kernel writes them */
	{ "0-3,8\n", SYSFS, 5, "0-3,8", __LINE__ },
	{ "0-3,8", SYSFS, 5, "0-3,8", __LINE__ },
	{ "\n", SYSFS, 0, "", __LINE__ },
	{ "", SYSFS, 0, "", __LINE__ },
	{ "0", SYSFS, 1, "0", __LINE__ },
	{ "8,0-3\n", SYSFS, -EINVAL, "CPU 0 at byte 3 of the CPU list does not follow", __LINE__ },
	{ "0-3,2-5", SYSFS, -EINVAL, "CPU 2 at byte 5", __LINE__ },
	{ "0,0", SYSFS, -EINVAL, "does not follow", __LINE__ },
	{ "0\n\n", SYSFS, -EINVAL, "a newline at byte 2", __LINE__ },
	{ "0\n1", SYSFS, -EINVAL, "a newline at byte 2", __LINE__ },
	{ "0,\n", SYSFS, -EINVAL, "an empty entry after the ',' at byte 2", __LINE__ },
	{ "0 1", SYSFS, -EINVAL, "a space at byte 2", __LINE__ },
	{ "ff\n", SYSFS, -EINVAL, "'f' at byte 1", __LINE__ },
	{ "8192\n", SYSFS, -E2BIG, "CPU 8192", __LINE__ },
	{ "1-0", SYSFS, -EINVAL, "runs backwards", __LINE__ },
	{ "01", SYSFS, -EINVAL, "a leading zero", __LINE__ },
};

static void parse_rows(void **state)
{
	(void)state;
	for (size_t i = 0; i < sizeof(rows) / sizeof(*rows); i++) {
		struct perfgen_cpuset *set = (struct perfgen_cpuset *)&rows;
		const struct perfgen_cpuset *untouched = set;
		int got = perfgen_cpuset_parse(rows[i].in, rows[i].flags, &set);
		char buf[64];

		if (got != rows[i].want)
			fail_msg("line %d: gave %d, want %d (%s)", rows[i].line, got, rows[i].want,
				 perfgen_errmsg());
		if (got < 0) {
			if (set != untouched)
				fail_msg("line %d: *set changed on failure", rows[i].line);
			if (!strstr(perfgen_errmsg(), rows[i].cpus))
				fail_msg("line %d: message '%s' lacks '%s'", rows[i].line,
					 perfgen_errmsg(), rows[i].cpus);
			continue;
		}
		if (strcmp(list(set, buf, sizeof(buf)), rows[i].cpus))
			fail_msg("line %d: the set is '%s', want '%s'", rows[i].line, buf, rows[i].cpus);
		if (perfgen_cpuset_nr_cpus(set) != got)
			fail_msg("line %d: nr_cpus %d, parse said %d", rows[i].line,
				 perfgen_cpuset_nr_cpus(set), got);
		perfgen_cpuset_free(set);
	}
}

static void set_reads(void **state)
{
	struct perfgen_cpuset *set = NULL;

	(void)state;
	assert_int_equal(perfgen_cpuset_parse("1,3-4,63-64,8191", 0, &set), 6);
	assert_int_equal(perfgen_cpuset_has(set, 1), 1);
	assert_int_equal(perfgen_cpuset_has(set, 2), 0);
	assert_int_equal(perfgen_cpuset_has(set, 64), 1);
	assert_int_equal(perfgen_cpuset_has(set, 8191), 1);
	assert_int_equal(perfgen_cpuset_has(set, -1), 0);
	assert_int_equal(perfgen_cpuset_has(set, 8192), 0);
	assert_int_equal(perfgen_cpuset_next(set, -5), 1);
	assert_int_equal(perfgen_cpuset_next(set, 4), 63);
	assert_int_equal(perfgen_cpuset_next(set, 64), 8191);
	assert_int_equal(perfgen_cpuset_next(set, 8191), -ENOENT);
	assert_int_equal(perfgen_cpuset_next(set, 1 << 30), -ENOENT);
	perfgen_cpuset_free(set);
	perfgen_cpuset_free(NULL);
	assert_int_equal(perfgen_cpuset_parse(NULL, 0, &set), -EINVAL);
	assert_int_equal(perfgen_cpuset_parse("0", 0, NULL), -EINVAL);
	assert_int_equal(perfgen_cpuset_parse("0", 0x2, &set), -EINVAL);
	assert_non_null(strstr(perfgen_errmsg(), "unknown flags 0x2"));
	assert_int_equal(perfgen_cpuset_nr_cpus(NULL), -EINVAL);
	assert_int_equal(perfgen_cpuset_next(NULL, -1), -EINVAL);
	assert_int_equal(perfgen_cpuset_has(NULL, 0), -EINVAL);
}

static void online(void **state)
{
	struct perfgen_cpuset *set = NULL;
	char buf[64];

	(void)state;
	mock_reset();
	mock_file("/sys/devices/system/cpu/online", "0-2,5");
	assert_int_equal(perfgen_cpuset_online(&set), 4);
	assert_string_equal(list(set, buf, sizeof(buf)), "0-2,5");
	perfgen_cpuset_free(set);
	/* The kernel's order or nothing: a list it never writes is refused. */
	mock_file("/sys/devices/system/cpu/online", "5,0-2");
	assert_int_equal(perfgen_cpuset_online(&set), -EINVAL);
	assert_non_null(strstr(perfgen_errmsg(), "/sys/devices/system/cpu/online"));
	mock_file("/sys/devices/system/cpu/online", "");
	assert_int_equal(perfgen_cpuset_online(&set), -ENOENT);
	assert_non_null(strstr(perfgen_errmsg(), "names no CPU"));
	mock_file("/sys/devices/system/cpu/online", NULL);
	assert_int_equal(perfgen_cpuset_online(&set), -ENOENT);
	assert_non_null(strstr(perfgen_errmsg(), "cannot read /sys/devices/system/cpu/online"));
}

#define PMU "/sys/bus/event_source/devices/"

static void pmu(void **state)
{
	struct perfgen_cpuset *set = NULL;
	char buf[64];

	(void)state;
	mock_reset();
	mock_file("/sys/devices/system/cpu/online", "0-3");
	mock_file(PMU "cpu_core/type", "4");
	mock_file(PMU "cpu_core/cpus", "0-1");
	mock_file(PMU "uncore_imc_0/type", "20");
	mock_file(PMU "uncore_imc_0/cpumask", "0");
	mock_file(PMU "msr/type", "11");
	mock_file(PMU "cpu_atom/type", "9");
	mock_file(PMU "cpu_atom/cpus", "");
	assert_int_equal(perfgen_cpuset_pmu("cpu_core", &set), 2);
	assert_string_equal(list(set, buf, sizeof(buf)), "0-1");
	perfgen_cpuset_free(set);
	assert_int_equal(perfgen_cpuset_pmu("uncore_imc_0", &set), 1);
	assert_string_equal(list(set, buf, sizeof(buf)), "0");
	perfgen_cpuset_free(set);
	/* No mask: it counts on any CPU. */
	assert_int_equal(perfgen_cpuset_pmu("msr", &set), 4);
	assert_string_equal(list(set, buf, sizeof(buf)), "0-3");
	perfgen_cpuset_free(set);
	/* Every CPU of the type offline: an empty set, not an error. */
	assert_int_equal(perfgen_cpuset_pmu("cpu_atom", &set), 0);
	perfgen_cpuset_free(set);
	assert_int_equal(perfgen_cpuset_pmu("nope", &set), -ENOENT);
	assert_non_null(strstr(perfgen_errmsg(), "no PMU named 'nope'"));
	assert_int_equal(perfgen_cpuset_pmu("../cpu", &set), -EINVAL);
	assert_non_null(strstr(perfgen_errmsg(), "'/' at byte 3 of a PMU name"));
	assert_int_equal(perfgen_cpuset_pmu("..", &set), -EINVAL);
	assert_int_equal(perfgen_cpuset_pmu("", &set), -EINVAL);
	mock_file(PMU "cpu_core/cpus", "0-1,x");
	assert_int_equal(perfgen_cpuset_pmu("cpu_core", &set), -EINVAL);
	assert_non_null(strstr(perfgen_errmsg(), "(" PMU "cpu_core/cpus)"));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(parse_rows),
		cmocka_unit_test(set_reads),
		cmocka_unit_test(online),
		cmocka_unit_test(pmu),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
