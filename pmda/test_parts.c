// SPDX-License-Identifier: MIT
/*
 * The agent without PCP: its text handling (JSON strings; its CPU lists are
 * the library's), and what it exports of a concept some CPUs refuse.
 */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include <perfgen/perfgen.h>

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

static char logged[1 << 17];

static void log_to_buf(const char *fmt, ...)
{
	size_t len = strlen(logged);
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(logged + len, sizeof(logged) - len, fmt, ap);
	va_end(ap);
	len = strlen(logged);
	if (len + 1 < sizeof(logged))
		strcat(logged, "\n");
}

static struct pga_concept *concept_named(struct pga_host *h, const char *name)
{
	for (int i = 0; i < h->nr_concepts; i++)
		if (!strcmp(h->concepts[i].name, name))
			return &h->concepts[i];
	return NULL;
}

/*
 * One CPU that cannot count a concept (here one the kernel has not: no
 * perf_event_open() succeeds on it) leaves the concept exported on the
 * others, that CPU without a value and logged, and "all" without a value:
 * a sum of fewer CPUs would pass for the host's total.
 */
static void one_cpu_refuses(void **state)
{
	struct perfgen_cpuset *set = NULL;
	struct pga_host h;
	struct pga_concept *c;
	char want[128];
	int cpus[2];

	(void)state;
	assert_true(perfgen_cpuset_online(&set) > 0);
	cpus[0] = perfgen_cpuset_next(set, -1);
	perfgen_cpuset_free(set);
	cpus[1] = PGA_CPUS_MAX - 1; /* no such CPU */
	logged[0] = '\0';
	assert_int_equal(pga_host_open_on(&h, cpus, 2, log_to_buf), 0);
	c = concept_named(&h, "task-clock");
	if (!c)
		fail_msg("task-clock not exported; log:\n%s", logged);
	assert_true(c->unit[0] >= 0);
	assert_int_equal(c->unit[1], -1);
	snprintf(want, sizeof(want), "task-clock (perfgen.task_clock) has no value for cpu%d, "
		 "nor for all", cpus[1]);
	if (!strstr(logged, want))
		fail_msg("log lacks '%s':\n%s", want, logged);
	pga_concept_refresh(c, &h, log_to_buf);
	assert_int_equal(c->valid[0], 1);
	assert_int_equal(c->valid[1], 0);
	assert_int_equal(c->total_valid, 0);
	pga_host_close(&h);
}

/* Every CPU counts it: "all" is their sum. */
static void every_cpu_counts(void **state)
{
	struct perfgen_cpuset *set = NULL;
	struct pga_host h;
	struct pga_concept *c;
	int cpus[1];

	(void)state;
	assert_true(perfgen_cpuset_online(&set) > 0);
	cpus[0] = perfgen_cpuset_next(set, -1);
	perfgen_cpuset_free(set);
	assert_int_equal(pga_host_open_on(&h, cpus, 1, log_to_buf), 0);
	c = concept_named(&h, "task-clock");
	assert_non_null(c);
	pga_concept_refresh(c, &h, log_to_buf);
	assert_int_equal(c->valid[0], 1);
	assert_int_equal(c->total_valid, 1);
	assert_int_equal(c->total, c->scaled[0]);
	pga_host_close(&h);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(json_strings),
		cmocka_unit_test(one_cpu_refuses),
		cmocka_unit_test(every_cpu_counts),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
