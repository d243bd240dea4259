// SPDX-License-Identifier: MIT
/*
 * Every failure's reason code and fields (perfgen_errinfo()), a row per
 * failure path, on the fake machine (mock-sys.c): a Nehalem-EP with no
 * PMU in sysfs unless a row stages one.  And perfgen_classify(): the form
 * of each event string.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#include "mock-sys.h"

#define SIG_NEHALEM_EP 0x000106a5u /* GenuineIntel-6-1A-5 */
#define N1A "GenuineIntel-6-1A"

enum call { RESOLVE, OPEN, CPU, FORMAT, OPEN_PMU, OPEN_PARANOID, CONCEPT_GET, OPEN_BAD_SZ };

static const struct row {
	enum call call;
	const char *event;	/* the event string, or the CPU id for CPU */
	const char *cpuid;
	int open_ret;		/* OPEN*: what perf_event_open gives */
	int err, reason;
	int offset;		/* SYNTAX */
	uint64_t config1, bad, mask;	/* WHITELIST */
	unsigned int msr;
	int suggested;
	int line;
} rows[] = {
	/* unknown names: a likely typo says so, a stranger does not */
	{ RESOLVE, "drma-remote", N1A, 0, -ENOENT, PERFGEN_ERR_UNKNOWN_NAME, -1, 0, 0, 0, 0, 1,
	  __LINE__ },
	{ RESOLVE, "qqqqqqqqqq", N1A, 0, -ENOENT, PERFGEN_ERR_UNKNOWN_NAME, -1, 0, 0, 0, 0, 0,
	  __LINE__ },
	{ RESOLVE, "msr/tsc/", N1A, 0, -ENOENT, PERFGEN_ERR_UNKNOWN_NAME, -1, 0, 0, 0, 0, 0,
	  __LINE__ },
	/* PAPI's presets: one no concept has the meaning of, on any CPU; no such preset */
	{ RESOLVE, "PAPI_L3_TCH", N1A, 0, -EOPNOTSUPP, PERFGEN_ERR_NO_EQUIVALENT, -1, 0, 0, 0, 0,
	  0, __LINE__ },
	{ RESOLVE, "PAPI_FP_OPS:u", "AuthenticAMD-25-1-1", 0, -EOPNOTSUPP,
	  PERFGEN_ERR_NO_EQUIVALENT, -1, 0, 0, 0, 0, 0, __LINE__ },
	{ OPEN, "PAPI_FML_INS", N1A, 42, -EOPNOTSUPP, PERFGEN_ERR_NO_EQUIVALENT, -1, 0, 0, 0, 0,
	  0, __LINE__ },
	{ RESOLVE, "PAPI_TOT_INX", N1A, 0, -ENOENT, PERFGEN_ERR_UNKNOWN_NAME, -1, 0, 0, 0, 0, 0,
	  __LINE__ },
	{ RESOLVE, "papi_tot_ins", N1A, 0, -ENOENT, PERFGEN_ERR_UNKNOWN_NAME, -1, 0, 0, 0, 0, 0,
	  __LINE__ },
	/* a PAPI preset's concept not on this CPU: the concept's refusal */
	{ RESOLVE, "PAPI_DP_OPS", "GenuineIntel-6-2A", 0, -EOPNOTSUPP, PERFGEN_ERR_NOT_ON_CPU, -1,
	  0, 0, 0, 0, 0, __LINE__ },
	/* known, not on this CPU */
	{ RESOLVE, "dram-remote", "GenuineIntel-6-2A", 0, -EOPNOTSUPP, PERFGEN_ERR_NOT_ON_CPU, -1,
	  0, 0, 0, 0, 0, __LINE__ },
	{ OPEN, "dram", "GenuineIntel-6-8F", 42, -EOPNOTSUPP, PERFGEN_ERR_NOT_ON_CPU, -1, 0, 0, 0,
	  0, 0, __LINE__ },
	/* CPUs: unknown, malformed (the byte's offset) */
	{ CPU, "FooVendor-6-1A", NULL, 0, -ENOENT, PERFGEN_ERR_UNKNOWN_CPU, -1, 0, 0, 0, 0, 0,
	  __LINE__ },
	{ CPU, "GenuineIntel-6-1\tA", NULL, 0, -EINVAL, PERFGEN_ERR_SYNTAX, 16, 0, 0, 0, 0, 0,
	  __LINE__ },
	{ CPU, "GenuineIntel-6-1A-5-7-8", NULL, 0, -EINVAL, PERFGEN_ERR_SYNTAX, -1, 0, 0, 0, 0, 0,
	  __LINE__ },
	/* arm64 MIDRs: malformed at the byte, or beyond 32 bits */
	{ CPU, "0x410fd0g0", NULL, 0, -EINVAL, PERFGEN_ERR_SYNTAX, 8, 0, 0, 0, 0, 0, __LINE__ },
	{ CPU, "0x00000001410fd0c0", NULL, 0, -EINVAL, PERFGEN_ERR_SYNTAX, -1, 0, 0, 0, 0, 0,
	  __LINE__ },
	{ RESOLVE, "armv8_pmuv3/event=0x8,umask=1/", "0x410fd0c0", 0, -EINVAL, PERFGEN_ERR_SYNTAX,
	  -1, 0, 0, 0, 0, 0, __LINE__ },
	{ RESOLVE, "cpu/event=0x8/", "0x410fd0c0", 0, -ENOENT, PERFGEN_ERR_UNKNOWN_NAME, -1, 0, 0,
	  0, 0, 0, __LINE__ },
	{ RESOLVE, "branches", "0x410fd4d0", 0, -EOPNOTSUPP, PERFGEN_ERR_NOT_ON_CPU, -1, 0, 0, 0,
	  0, 0, __LINE__ },
	/* malformed event strings */
	{ RESOLVE, "task-clock ", N1A, 0, -EINVAL, PERFGEN_ERR_SYNTAX, 10, 0, 0, 0, 0, 0,
	  __LINE__ },
	{ RESOLVE, "cpu/event=0x3c,,umask=1/", N1A, 0, -EINVAL, PERFGEN_ERR_SYNTAX, 15, 0, 0, 0,
	  0, 0, __LINE__ },
	{ RESOLVE, "cycles:q", N1A, 0, -EINVAL, PERFGEN_ERR_SYNTAX, -1, 0, 0, 0, 0, 0, __LINE__ },
	{ RESOLVE, "", N1A, 0, -EINVAL, PERFGEN_ERR_SYNTAX, -1, 0, 0, 0, 0, 0, __LINE__ },
	{ RESOLVE, "r1b7:zz:u", N1A, 0, -EINVAL, PERFGEN_ERR_SYNTAX, -1, 0, 0, 0, 0, 0,
	  __LINE__ },
	/* the whitelist: config1, its bad bits, the mask and the MSR */
	{ RESOLVE, "cpu/event=0xb7,umask=1,offcore_rsp=0x20ff/", "GenuineIntel-6-2A", 0, -EINVAL,
	  PERFGEN_ERR_WHITELIST, -1, 0x20ff, 0x2000, 0x3f807f8fffULL, 0x1a6, 0, __LINE__ },
	{ OPEN, "r1b7:10000", N1A, 42, -EINVAL, PERFGEN_ERR_WHITELIST, -1, 0x10000, 0x10000,
	  0xffff, 0x1a6, 0, __LINE__ },
	{ RESOLVE, "r1b7:20ff", "AuthenticAMD-25-1", 0, -EINVAL, PERFGEN_ERR_WHITELIST, -1, 0x20ff,
	  0x20ff, 0, 0, 0, __LINE__ },
	{ RESOLVE, "r3c:1", N1A, 0, -EINVAL, PERFGEN_ERR_WHITELIST, -1, 1, 1, 0, 0, 0, __LINE__ },
	/* another CPU's encoding, not opened here */
	{ OPEN, "cycles", "AuthenticAMD-25-1", 42, -EXDEV, PERFGEN_ERR_FOREIGN_CPU, -1, 0, 0, 0, 0,
	  0, __LINE__ },
	/* what the kernel says: no PMU, privilege, anything else */
	{ OPEN, "cycles", N1A, -ENOENT, -ENOENT, PERFGEN_ERR_NO_PMU, -1, 0, 0, 0, 0, 0, __LINE__ },
	{ OPEN_PMU, "cycles", N1A, -ENOENT, -ENOENT, PERFGEN_ERR_SYSTEM, -1, 0, 0, 0, 0, 0,
	  __LINE__ },
	{ OPEN_PARANOID, "page-faults", N1A, -EACCES, -EACCES, PERFGEN_ERR_PRIVILEGE, -1, 0, 0, 0,
	  0, 0, __LINE__ },
	{ OPEN_PMU, "page-faults", N1A, -EPERM, -EPERM, PERFGEN_ERR_PRIVILEGE, -1, 0, 0, 0, 0, 0,
	  __LINE__ },
	{ OPEN_PMU, "cycles", N1A, -EBUSY, -EBUSY, PERFGEN_ERR_SYSTEM, -1, 0, 0, 0, 0, 0,
	  __LINE__ },
	{ OPEN_PMU, "cycles", N1A, -EINVAL, -EINVAL, PERFGEN_ERR_SYSTEM, -1, 0, 0, 0, 0, 0,
	  __LINE__ },
	{ RESOLVE, "dram-remote", "FooVendor-6-1A", 0, -ENOENT, PERFGEN_ERR_UNKNOWN_CPU, -1, 0, 0,
	  0, 0, 0, __LINE__ },
	{ RESOLVE, "cpu_atom/cycles/", N1A, 0, -ENOENT, PERFGEN_ERR_UNKNOWN_NAME, -1, 0, 0, 0, 0,
	  0, __LINE__ },
	/* bad arguments, a buffer too small */
	{ CONCEPT_GET, NULL, N1A, 0, -ERANGE, PERFGEN_ERR_BAD_ARGUMENT, -1, 0, 0, 0, 0, 0,
	  __LINE__ },
	{ OPEN_BAD_SZ, "task-clock", N1A, 42, -EINVAL, PERFGEN_ERR_BAD_ARGUMENT, -1, 0, 0, 0, 0,
	  0, __LINE__ },
	{ RESOLVE, NULL, N1A, 0, -EINVAL, PERFGEN_ERR_BAD_ARGUMENT, -1, 0, 0, 0, 0, 0, __LINE__ },
	{ FORMAT, "cycles", N1A, 0, -ENOSPC, PERFGEN_ERR_NO_SPACE, -1, 0, 0, 0, 0, 0, __LINE__ },
};

static int call(const struct row *r)
{
	struct perf_event_attr a;
	char buf[3];

	switch (r->call) {
	case RESOLVE:
		return perfgen_resolve(r->event, r->cpuid, &a);
	case CPU: {
		PERFGEN_OPTS(perfgen_cpu, c);

		return perfgen_cpu_identify(r->event, &c);
	}
	case FORMAT:
		if (perfgen_resolve(r->event, r->cpuid, &a))
			fail_msg("line %d: %s does not resolve", r->line, r->event);
		return perfgen_format(&a, r->cpuid, NULL, buf, sizeof(buf));
	case CONCEPT_GET: {
		PERFGEN_OPTS(perfgen_concept, c);

		return perfgen_concept_get(perfgen_concept_count(), r->cpuid, &c);
	}
	case OPEN_BAD_SZ: {
		PERFGEN_OPTS(perfgen_open_opts, o, .cpuid = r->cpuid);

		o.sz = 4;
		return perfgen_open_ext(r->event, 0, -1, -1, 0, &o);
	}
	case OPEN_PARANOID:
		mock_file("/proc/sys/kernel/perf_event_paranoid", "2");
		/* fall through */
	case OPEN_PMU:
		mock_file("/sys/bus/event_source/devices/cpu/type", "4");
		/* fall through */
	case OPEN: {
		PERFGEN_OPTS(perfgen_open_opts, o, .cpuid = r->cpuid);

		mock.open_ret = r->open_ret;
		return perfgen_open_ext(r->event, 0, -1, -1, 0, &o);
	}
	}
	return 0;
}

static void every_failure_has_its_reason(void **state)
{
	(void)state;
	for (size_t i = 0; i < sizeof(rows) / sizeof(*rows); i++) {
		const struct row *r = &rows[i];
		PERFGEN_OPTS(perfgen_error, e);
		int got;

		mock_reset();
		mock_cpu("GenuineIntel", 0xb, SIG_NEHALEM_EP, 0);
		got = call(r);
		if (got != r->err)
			fail_msg("line %d: %s: %d, want %d (%s)", r->line, r->event, got, r->err,
				 perfgen_errmsg());
		if (!perfgen_errmsg()[0])
			fail_msg("line %d: no message", r->line);
		assert_int_equal(perfgen_errinfo(&e), 0);
		if (e.reason != r->reason || e.err != r->err || e.offset != r->offset ||
		    e.config1 != r->config1 || e.bad_bits != r->bad || e.mask != r->mask ||
		    e.msr != r->msr || e.suggested != r->suggested)
			fail_msg("line %d: %s: reason %d err %d offset %d config1 0x%llx bad 0x%llx "
				 "mask 0x%llx msr 0x%x suggested %d; want %d %d %d 0x%llx 0x%llx "
				 "0x%llx 0x%x %d (%s)", r->line, r->event, e.reason, e.err, e.offset,
				 (unsigned long long)e.config1, (unsigned long long)e.bad_bits,
				 (unsigned long long)e.mask, e.msr, e.suggested, r->reason, r->err,
				 r->offset, (unsigned long long)r->config1,
				 (unsigned long long)r->bad, (unsigned long long)r->mask, r->msr,
				 r->suggested, perfgen_errmsg());
	}
}

/* The struct's own rule, and a refused struct leaves the failure alone. */
static void errinfo_follows_the_sz_rule(void **state)
{
	struct {
		struct perfgen_error e;
		char tail[8];
	} big;
	PERFGEN_OPTS(perfgen_error, e);
	struct perf_event_attr a;
	char msg[768];

	(void)state;
	assert_int_equal(perfgen_errinfo(NULL), -EINVAL);
	assert_int_equal(perfgen_resolve("drma-remote", N1A, &a), -ENOENT);
	snprintf(msg, sizeof(msg), "%s", perfgen_errmsg());
	e.sz = 8;
	assert_int_equal(perfgen_errinfo(&e), -EINVAL);
	e.sz = sizeof(e);
	((unsigned char *)&e)[sizeof(e) - 1] = 1;	/* the tail padding */
	assert_int_equal(perfgen_errinfo(&e), -EINVAL);
	memset(&big, 0, sizeof(big));
	big.e.sz = sizeof(big);
	big.tail[3] = 1;				/* a newer header's field */
	assert_int_equal(perfgen_errinfo(&big.e), -EINVAL);
	assert_string_equal(perfgen_errmsg(), msg);
	big.tail[3] = 0;
	assert_int_equal(perfgen_errinfo(&big.e), 0);
	assert_int_equal(big.e.reason, PERFGEN_ERR_UNKNOWN_NAME);
	assert_int_equal(big.e.suggested, 1);
	assert_int_equal(big.tail[3], 0);		/* not written past its own size */
	/* A success leaves the last failure's reason, as it leaves the message. */
	assert_int_equal(perfgen_resolve("cycles", N1A, &a), 0);
	e = (struct perfgen_error){ .sz = sizeof(e) };
	memset(&e, 0, sizeof(e));
	e.sz = sizeof(e);
	assert_int_equal(perfgen_errinfo(&e), 0);
	assert_int_equal(e.reason, PERFGEN_ERR_UNKNOWN_NAME);
}

/* libpfm4's answers for a native name (when libpfm4 can be loaded). */
static void native_names_have_their_reasons(void **state)
{
	struct perf_event_attr a;
	PERFGEN_OPTS(perfgen_error, e);

	(void)state;
	mock_reset();
	mock_cpu("GenuineIntel", 0xb, SIG_NEHALEM_EP, 0);
	if (perfgen_resolve("OFFCORE_RESPONSE_0:ANY_REQUEST:REMOTE_DRAM", N1A, &a)) {
		print_message("# libpfm4 cannot encode here: %s\n", perfgen_errmsg());
		skip();
	}
	assert_int_equal(perfgen_resolve("OFFCORE_RESPONSE_0:NO_SUCH_UMASK", N1A, &a), -EINVAL);
	assert_int_equal(perfgen_errinfo(&e), 0);
	assert_int_equal(e.reason, PERFGEN_ERR_SYNTAX);
	assert_int_equal(perfgen_resolve("NO_SUCH_NATIVE_EVENT", N1A, &a), -ENOENT);
	assert_int_equal(perfgen_errinfo(&e), 0);
	assert_int_equal(e.reason, PERFGEN_ERR_UNKNOWN_NAME);
}

/* A thread's own: one that has not failed yet has no reason. */
static void *fresh_thread(void *arg)
{
	struct perfgen_error *e = arg;

	return (void *)(intptr_t)perfgen_errinfo(e);
}

static void errinfo_is_per_thread(void **state)
{
	PERFGEN_OPTS(perfgen_error, e);
	struct perf_event_attr a;
	pthread_t t;
	void *ret;

	(void)state;
	assert_int_equal(perfgen_resolve("drma-remote", N1A, &a), -ENOENT);
	assert_int_equal(pthread_create(&t, NULL, fresh_thread, &e), 0);
	assert_int_equal(pthread_join(t, &ret), 0);
	assert_int_equal((intptr_t)ret, 0);
	assert_int_equal(e.reason, PERFGEN_ERR_NONE);
	assert_int_equal(e.err, 0);
	assert_int_equal(e.offset, -1);
	assert_int_equal(perfgen_errinfo(&e), 0);
	assert_int_equal(e.reason, PERFGEN_ERR_UNKNOWN_NAME);
}

static void classify_names_the_form(void **state)
{
	static const struct {
		const char *event;
		int want, reason;
	} c[] = {
		{ "dram-remote", PERFGEN_FORM_CONCEPT, 0 },
		{ "cycles:u", PERFGEN_FORM_CONCEPT, 0 },
		{ "cs", PERFGEN_FORM_PERF_NAME, 0 },
		{ "L1-dcache-load-misses:k", PERFGEN_FORM_PERF_NAME, 0 },
		{ "r1b7", PERFGEN_FORM_RAW, 0 },
		{ "r1b7:20ff:u", PERFGEN_FORM_RAW, 0 },
		{ "cpu/event=0x3c,period=1000/", PERFGEN_FORM_PMU, 0 },
		{ "cpu_atom/dram-remote/k", PERFGEN_FORM_PMU, 0 },
		{ "OFFCORE_RESPONSE_0:ANY_REQUEST:REMOTE_DRAM", PERFGEN_FORM_NATIVE, 0 },
		{ "ix86arch::UNHALTED_CORE_CYCLES", PERFGEN_FORM_NATIVE, 0 },
		{ "PAPI_TOT_INS", PERFGEN_FORM_PAPI, 0 },
		{ "PAPI_dp_ops:u", PERFGEN_FORM_PAPI, 0 },
		{ "PAPI_L3_TCH", PERFGEN_FORM_PAPI, 0 },
		{ "cpu/PAPI_TOT_CYC/", PERFGEN_FORM_PMU, 0 },
		{ "PAPI_NO_SUCH", -ENOENT, PERFGEN_ERR_UNKNOWN_NAME },
		{ "msr/tsc/", -ENOENT, PERFGEN_ERR_UNKNOWN_NAME },
		{ "sched:sched_switch", -ENOENT, PERFGEN_ERR_UNKNOWN_NAME },
		{ "rxyz", -ENOENT, PERFGEN_ERR_UNKNOWN_NAME },
		{ "cpu/event=0x3c", -EINVAL, PERFGEN_ERR_SYNTAX },
		{ "cycles:q", -EINVAL, PERFGEN_ERR_SYNTAX },
		{ "", -EINVAL, PERFGEN_ERR_SYNTAX },
		{ NULL, -EINVAL, PERFGEN_ERR_BAD_ARGUMENT },
	};

	(void)state;
	for (size_t i = 0; i < sizeof(c) / sizeof(*c); i++) {
		PERFGEN_OPTS(perfgen_error, e);
		int got = perfgen_classify(c[i].event);

		if (got != c[i].want)
			fail_msg("perfgen_classify(%s): %d, want %d (%s)", c[i].event, got,
				 c[i].want, perfgen_errmsg());
		if (got < 0 && (perfgen_errinfo(&e) || e.reason != c[i].reason))
			fail_msg("perfgen_classify(%s): reason %d, want %d", c[i].event, e.reason,
				 c[i].reason);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(every_failure_has_its_reason),
		cmocka_unit_test(errinfo_follows_the_sz_rule),
		cmocka_unit_test(native_names_have_their_reasons),
		cmocka_unit_test(errinfo_is_per_thread),
		cmocka_unit_test(classify_names_the_form),
	};

	unsetenv("PERFGEN_ALLOW_FOREIGN_CPU");
	unsetenv("PERFGEN_CPU");
	setenv("LIBPFM_FORCE_PMU", "nhm", 1);	/* read once, on libpfm4's first use */
	return cmocka_run_group_tests(tests, NULL, NULL);
}
