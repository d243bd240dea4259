// SPDX-License-Identifier: MIT
/* Event-string parser: table-driven valid and invalid cases. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include <errno.h>

#include <perfgen/perfgen.h>

#include "parse.h"
#include "tables.h"
#include "terms.h"

struct pcase {
	const char *in;
	int vendor;
	int err;
	int kind;
	int pmu;
	const char *concept;
	unsigned int mods;
	uint64_t config, config1, config2;
	const char *msg;	/* substring of the message on error */
	int line;
};

#define I PG_VENDOR_INTEL
#define A PG_VENDOR_AMD
#define OK(in, v, kind, pmu, concept, mods, c, c1) \
	{ in, v, 0, kind, pmu, concept, mods, c, c1, 0, NULL, __LINE__ }
#define BAD(in, v, err, msg) { in, v, err, 0, 0, NULL, 0, 0, 0, 0, msg, __LINE__ }

static const struct pcase cases[] = {
	OK("dram-remote", I, PG_SPEC_CONCEPT, -1, "dram-remote", 0, 0, 0),
	OK("dram-remote:u", I, PG_SPEC_CONCEPT, -1, "dram-remote", PG_MOD_U, 0, 0),
	OK("cycles:uk", I, PG_SPEC_CONCEPT, -1, "cycles", PG_MOD_U | PG_MOD_K, 0, 0),
	OK("cycles:kh", I, PG_SPEC_CONCEPT, -1, "cycles", PG_MOD_K | PG_MOD_H, 0, 0),
	OK("task-clock", I, PG_SPEC_CONCEPT, -1, "task-clock", 0, 0, 0),
	OK("r1b7:20ff", I, PG_SPEC_RAW, -1, NULL, 0, 0x1b7, 0x20ff),
	OK("r1b7", I, PG_SPEC_RAW, -1, NULL, 0, 0x1b7, 0),
	OK("r1b7:u", I, PG_SPEC_RAW, -1, NULL, PG_MOD_U, 0x1b7, 0),
	OK("r1b7:20ff:k", I, PG_SPEC_RAW, -1, NULL, PG_MOD_K, 0x1b7, 0x20ff),
	OK("rFFFFFFFFFFFFFFFF", I, PG_SPEC_RAW, -1, NULL, 0, UINT64_MAX, 0),
	OK("cpu/event=0xb7,umask=0x01,offcore_rsp=0x20ff/", I, PG_SPEC_RAW, PG_PMU_CPU, NULL, 0,
	   0x1b7, 0x20ff),
	OK("cpu/event=0xb7,umask=0x01,offcore_rsp=0x20ff/u", I, PG_SPEC_RAW, PG_PMU_CPU, NULL,
	   PG_MOD_U, 0x1b7, 0x20ff),
	OK("cpu/event=0x3c,edge,inv,cmask=2/", I, PG_SPEC_RAW, PG_PMU_CPU, NULL, 0,
	   0x3c | 1 << 18 | 1 << 23 | 2u << 24, 0),
	OK("cpu/config=0x1b7,config1=0x20ff/", I, PG_SPEC_RAW, PG_PMU_CPU, NULL, 0, 0x1b7, 0x20ff),
	OK("cpu_core/event=0x2a,umask=0x1,offcore_rsp=0x10001/", I, PG_SPEC_RAW, PG_PMU_CPU_CORE,
	   NULL, 0, 0x12a, 0x10001),
	OK("cpu_atom/dram/", I, PG_SPEC_CONCEPT, PG_PMU_CPU_ATOM, "dram", 0, 0, 0),
	OK("cpu/dram-remote/k", I, PG_SPEC_CONCEPT, PG_PMU_CPU, "dram-remote", PG_MOD_K, 0, 0),
	/* AMD: event bits 8-11 go to config bits 32-35 (PPR, PERF_CTL). */
	OK("cpu/event=0x144,umask=0x40/", A, PG_SPEC_RAW, PG_PMU_CPU, NULL, 0,
	   0x4044 | 1ULL << 32, 0),
	OK("cpu/event=0x76/", A, PG_SPEC_RAW, PG_PMU_CPU, NULL, 0, 0x76, 0),
	OK("OFFCORE_RESPONSE_0:ANY_REQUEST:REMOTE_DRAM", I, PG_SPEC_NATIVE, -1, NULL, 0, 0, 0),
	OK("nhm::OFFCORE_RESPONSE_0:ANY_REQUEST", I, PG_SPEC_NATIVE, -1, NULL, 0, 0, 0),

	BAD("", I, -EINVAL, "empty event name"),
	BAD("dram-remote:", I, -EINVAL, "empty modifier"),
	BAD("dram-remote:x", I, -EINVAL, "unknown modifier 'x'"),
	BAD("dram-remote:uu", I, -EINVAL, "modifier 'u' given twice"),
	/* A byte that is not allowed is named in words. */
	BAD("dram remote", I, -EINVAL, "a space at offset 4 of the event string"),
	BAD("dram-remote ", I, -EINVAL, "a space at offset 11"),
	BAD("dram\tremote", I, -EINVAL, "a tab at offset 4"),
	BAD("dram-remote\n", I, -EINVAL, "a newline at offset 11"),
	BAD("dram\rremote", I, -EINVAL, "a carriage return at offset 4"),
	BAD("dram\x01remote", I, -EINVAL, "control byte 0x01 at offset 4"),
	BAD("dram\x7fremote", I, -EINVAL, "control byte 0x7f at offset 4"),
	BAD("dram\xffremote", I, -EINVAL, "byte 0xff at offset 4"),
	BAD("dram-remot\xc3\xa9", I, -EINVAL, "byte 0xc3 at offset 10"),
	BAD("drma-remote", I, -ENOENT, "did you mean: dram-remote"),
	BAD("llc-miss", I, -ENOENT, "unknown event 'llc-miss'"),
	BAD("dram-remote-ish", I, -ENOENT, "did you mean"),
	BAD("zzzzzzzzzzzzzzzz", I, -ENOENT, "not a libperfgen concept"),
	BAD("r10000000000000000", I, -EINVAL, "overflows 64 bits"),
	BAD("r1b7:10000000000000000", I, -EINVAL, "config1 '10000000000000000' in"),
	BAD("r1b7:zz:u", I, -EINVAL, "is not hex"),
	BAD("r1b7:", I, -EINVAL, "empty modifier"),
	BAD("cpu/event=0xb7,umask=0x1", I, -EINVAL, "missing closing '/'"),
	BAD("cpu//", I, -EINVAL, "no terms between the slashes"),
	BAD("gpu/event=1/", I, -ENOENT, "unknown PMU 'gpu'"),
	BAD("cpu/event=0x1b7/", I, -EINVAL, "does not fit term 'event'"),
	BAD("cpu/event=0x1000/", A, -EINVAL, "does not fit term 'event'"),
	BAD("cpu/umask=0x100/", I, -EINVAL, "does not fit term 'umask'"),
	BAD("cpu/event=0xb7,event=0xb7/", I, -EINVAL, "term 'event' given twice"),
	BAD("cpu/foo=1/", I, -EINVAL, "unknown term 'foo'"),
	BAD("cpu/offcore_rsp=1/", A, -EINVAL, "unknown term 'offcore_rsp'"),
	BAD("cpu/event=0xb7,config=1/", I, -EINVAL, "already set"),
	BAD("cpu/offcore_rsp=1,ldlat=3/", I, -EINVAL, "already set"),
	BAD("cpu/event=0xb7,/", I, -EINVAL, "trailing ','"),
	BAD("cpu/event=,umask=1/", I, -EINVAL, "not a number"),
	BAD("cpu/event=0x/", I, -EINVAL, "not a number"),
	BAD("cpu/event=99999999999999999999999/", I, -EINVAL, "overflows 64 bits"),
	BAD("cpu/,event=1/", I, -EINVAL, "empty term"),
	BAD("cpu/event=1/x", I, -EINVAL, "unknown modifier 'x'"),
	BAD("cycles:pppp", I, -EINVAL, "more than three 'p'"),
	BAD("cycles:puppp", I, -EINVAL, "more than three 'p'"),
};

/* perf's :p modifiers: precise_ip, and no privilege modifier implied. */
static void test_precise(void **state)
{
	static const struct {
		const char *in;
		unsigned int mods, precise;
		int line;
	} pc[] = {
		{ "cycles", 0, 0, __LINE__ },
		{ "cycles:p", 0, 1, __LINE__ },
		{ "cycles:pp", 0, 2, __LINE__ },
		{ "cycles:ppp", 0, 3, __LINE__ },
		{ "cycles:upp", PG_MOD_U, 2, __LINE__ },
		{ "cpu/dram-remote/pk", PG_MOD_K, 1, __LINE__ },
		{ "r3c:ppu", PG_MOD_U, 2, __LINE__ },
		{ "task-clock:p", 0, 1, __LINE__ },
	};

	(void)state;
	for (size_t i = 0; i < sizeof(pc) / sizeof(pc[0]); i++) {
		struct perf_event_attr a, b = { 0 };
		struct pg_spec spec;
		char back[256] = "";

		if (pg_parse(pc[i].in, I, &spec))
			fail_msg("line %d: '%s': %s", pc[i].line, pc[i].in, perfgen_errmsg());
		if (spec.mods != pc[i].mods || spec.precise != pc[i].precise)
			fail_msg("line %d: '%s': mods %u precise %u", pc[i].line, pc[i].in,
				 spec.mods, spec.precise);
		/* The attr carries it, and the printed string says it again. */
		if (perfgen_resolve(pc[i].in, "GenuineIntel-6-3F", &a) || a.precise_ip != pc[i].precise)
			fail_msg("line %d: '%s': precise_ip %u (%s)", pc[i].line, pc[i].in,
				 (unsigned)a.precise_ip, perfgen_errmsg());
		if (!pc[i].mods && (a.exclude_user || a.exclude_kernel || a.exclude_hv))
			fail_msg("line %d: '%s': a p modifier excluded a privilege level",
				 pc[i].line, pc[i].in);
		if (perfgen_format(&a, "GenuineIntel-6-3F", NULL, back, sizeof(back)) < 0 ||
		    perfgen_resolve(back, "GenuineIntel-6-3F", &b) || b.precise_ip != a.precise_ip)
			fail_msg("line %d: '%s' printed as '%s', read back with precise_ip %u",
				 pc[i].line, pc[i].in, back, (unsigned)b.precise_ip);
	}
}

static void test_cases(void **state)
{
	(void)state;
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		const struct pcase *c = &cases[i];
		struct pg_spec spec;
		int err;

		pg_err_clear();
		err = pg_parse(c->in, c->vendor, &spec);
		if (err != c->err)
			fail_msg("line %d: '%s': got %d (%s), want %d", c->line, c->in, err,
				 perfgen_errmsg(), c->err);
		if (err) {
			if (!strstr(perfgen_errmsg(), c->msg))
				fail_msg("line %d: '%s': message '%s' lacks '%s'", c->line, c->in,
					 perfgen_errmsg(), c->msg);
			continue;
		}
		if (spec.kind != c->kind || spec.pmu != c->pmu || spec.mods != c->mods ||
		    spec.config != c->config || spec.config1 != c->config1 ||
		    spec.config2 != c->config2)
			fail_msg("line %d: '%s': kind %d pmu %d mods %u config %#jx config1 %#jx",
				 c->line, c->in, spec.kind, spec.pmu, spec.mods,
				 (uintmax_t)spec.config, (uintmax_t)spec.config1);
		if (c->concept) {
			assert_true(spec.concept >= 0);
			assert_string_equal(pg_concepts[spec.concept].name, c->concept);
		}
	}
}

static void test_long_input(void **state)
{
	static char big[64 * 1024 + 1];
	struct pg_spec spec;

	(void)state;
	memset(big, 'a', sizeof(big) - 1);
	assert_int_equal(pg_parse(big, I, &spec), -EINVAL);
	assert_non_null(strstr(perfgen_errmsg(), "longer than"));
	assert_int_equal(pg_parse(NULL, I, &spec), -EINVAL);
}

struct fcase {
	const char *in;
	int err;
	uint64_t value;
	uint64_t cfg[3];
	int line;
};

static const struct fcase fcases[] = {
	{ "config:0-7", 0, 0xb7, { 0xb7, 0, 0 }, __LINE__ },
	{ "config:0-7,32-35", 0, 0x144, { 0x44 | 1ULL << 32, 0, 0 }, __LINE__ },
	{ "config1:0-63", 0, UINT64_MAX, { 0, UINT64_MAX, 0 }, __LINE__ },
	{ "config:18", 0, 1, { 1 << 18, 0, 0 }, __LINE__ },
	{ "config2:0-3\n", 0, 5, { 0, 0, 5 }, __LINE__ },
	{ "config:18", -EINVAL, 2, { 0 }, __LINE__ },	/* does not fit */
	{ "config:0-7", -EINVAL, 0x100, { 0 }, __LINE__ },
	{ "config3:0-7", -EINVAL, 0, { 0 }, __LINE__ },
	{ "config:", -EINVAL, 0, { 0 }, __LINE__ },
	{ "config:7-0", -EINVAL, 0, { 0 }, __LINE__ },
	{ "config:0-64", -EINVAL, 0, { 0 }, __LINE__ },
	{ "config:0-7,", -EINVAL, 0, { 0 }, __LINE__ },
	{ "config:1,2,3,4,5", -EINVAL, 0, { 0 }, __LINE__ },
	{ "config 0-7", -EINVAL, 0, { 0 }, __LINE__ },
};

static void test_format(void **state)
{
	(void)state;
	for (size_t i = 0; i < sizeof(fcases) / sizeof(fcases[0]); i++) {
		const struct fcase *c = &fcases[i];
		struct pg_format f;
		uint64_t cfg[3] = { 0, 0, 0 };
		int err = pg_format_parse(c->in, &f);

		if (!err)
			err = pg_format_apply(&f, c->value, cfg);
		if (err != c->err)
			fail_msg("line %d: '%s': got %d want %d", c->line, c->in, err, c->err);
		if (!err && memcmp(cfg, c->cfg, sizeof(cfg)))
			fail_msg("line %d: '%s': %#jx %#jx %#jx", c->line, c->in, (uintmax_t)cfg[0],
				 (uintmax_t)cfg[1], (uintmax_t)cfg[2]);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_cases),
		cmocka_unit_test(test_long_input),
		cmocka_unit_test(test_precise),
		cmocka_unit_test(test_format),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
