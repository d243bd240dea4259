// SPDX-License-Identifier: MIT
/* The agent's text handling without PCP: CPU lists and JSON strings. */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "agent.h"
#include "json.h"

static void cpulist_good(void **state)
{
	static const struct {
		const char *text;
		int n;
		int cpus[8];
		int line;
	} rows[] = {
		{"0", 1, {0}, __LINE__},
		{"0-3,8\n", 5, {0, 1, 2, 3, 8}, __LINE__},
		{"1,3-4", 3, {1, 3, 4}, __LINE__},
		{"8191", 1, {8191}, __LINE__},
	};

	(void)state;
	for (size_t i = 0; i < sizeof(rows) / sizeof(rows[0]); i++) {
		int *cpus = NULL;
		int n = pga_cpulist_parse(rows[i].text, &cpus);

		if (n != rows[i].n)
			fail_msg("line %d: '%s' gave %d CPUs", rows[i].line, rows[i].text, n);
		for (int j = 0; j < n; j++)
			if (cpus[j] != rows[i].cpus[j])
				fail_msg("line %d: CPU %d is %d", rows[i].line, j, cpus[j]);
		free(cpus);
	}
}

static void cpulist_bad(void **state)
{
	/* Nothing a kernel writes: each is refused and nothing allocated. */
	static const char *const bad[] = {
		"", "\n", "a", "-1", "0-", "3-1", "0,0", "2,1", "0,", "0,\n", "0\n1", "0 1", "8192",
		"0-8192", "01", "0-010",
	};

	(void)state;
	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		int *cpus = NULL;
		int n = pga_cpulist_parse(bad[i], &cpus);

		if (n != -EINVAL || cpus)
			fail_msg("'%s' gave %d, want -EINVAL and no array", bad[i], n);
	}
}

static void json_strings(void **state)
{
	static const struct {
		const char *in, *out;
	} rows[] = {
		{"task-clock", "\"task-clock\""},
		{"'different node' (NPS2)", "\"'different node' (NPS2)\""},
		{"a \"b\" \\c", "\"a \\\"b\\\" \\\\c\""},
		{"tab\there\nnl", "\"tab\\u0009here\\u000anl\""},
		{"caf\xc3\xa9", "\"caf\xc3\xa9\""},
	};

	(void)state;
	for (size_t i = 0; i < sizeof(rows) / sizeof(rows[0]); i++) {
		char *buf = NULL;
		size_t len;
		FILE *f = open_memstream(&buf, &len);

		assert_non_null(f);
		json_string(f, rows[i].in);
		assert_int_equal(fclose(f), 0);
		assert_string_equal(buf, rows[i].out);
		free(buf);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(cpulist_good),
		cmocka_unit_test(cpulist_bad),
		cmocka_unit_test(json_strings),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
