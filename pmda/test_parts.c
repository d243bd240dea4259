// SPDX-License-Identifier: MIT
/* The agent's text handling without PCP: JSON strings (its CPU lists are the library's). */
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
		cmocka_unit_test(json_strings),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
