// SPDX-License-Identifier: MIT
/*
 * The rdpmc fast path: its arithmetic on synthetic perf_event_mmap_pages
 * (sign extension by pmc_width, offset, the time_* conversion with and
 * without cap_user_time_short, every reason to fall back), and the real
 * fallback to read(2) on a software event, which the kernel never lets
 * user space read with rdpmc.
 */
/* This test exercises the deprecated perfgen_event and perfgen_group. */
#define PERFGEN_ALLOW_DEPRECATED
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include <errno.h>

#include "event.h"
#include "rdpmc.h"

enum { RDPMC = 1, TIME = 2, SHORT = 4 };

struct row {
	int line;
	unsigned int caps;
	uint32_t index;
	uint16_t width;
	int64_t offset;
	uint64_t pmc;
	uint64_t enabled, running;
	uint16_t shift;
	uint32_t mult;
	uint64_t toffset, tcycles, tmask;
	uint64_t cyc;
	int err;
	uint64_t value, want_enabled, want_running, scaled;
};

static const struct row rows[] = {
	/* -1 in 48 bits, plus the offset. */
	{ __LINE__, RDPMC | TIME, 1, 48, 1000, 0xffffffffffffULL, 10, 10, 0, 0, 0, 0, 0, 0,
	  0, 999, 10, 10, 999 },
	/* Largest positive 48-bit value. */
	{ __LINE__, RDPMC | TIME, 3, 48, 5, 0x7fffffffffffULL, 10, 10, 0, 0, 0, 0, 0, 0,
	  0, 0x800000000004ULL, 10, 10, 0x800000000004ULL },
	/* Bits above the width are ignored; bit 39 is the sign of a 40-bit pmc. */
	{ __LINE__, RDPMC | TIME, 2, 40, 0x10000000005LL, 0xabcd008000000005ULL, 10, 10, 0, 0,
	  0, 0, 0, 0, 0, 0x10000000005ULL - 0x8000000000ULL + 5, 10, 10,
	  0x10000000005ULL - 0x8000000000ULL + 5 },
	/* Full 64-bit width: no extension. */
	{ __LINE__, RDPMC | TIME, 1, 64, 0, 0x8000000000000000ULL, 1, 1, 0, 0, 0, 0, 0, 0,
	  0, 0x8000000000000000ULL, 1, 1, 0x8000000000000000ULL },
	/*
	 * Time: cyc = 7 << 10 | 100, shift 10, mult 1500:
	 * delta = 1000 + 7 * 1500 + (100 * 1500 >> 10) = 1000 + 10500 + 146.
	 * Scaled 300 * 16646 / 14646 = 340.
	 */
	{ __LINE__, RDPMC | TIME, 1, 48, 300, 0, 5000, 3000, 10, 1500, 1000, 0, 0,
	  7 << 10 | 100, 0, 300, 16646, 14646, 340 },
	/* cap_user_time_short: cyc = 0x1000 + ((0x12340500 - 0x1000) & 0xffff). */
	{ __LINE__, RDPMC | TIME | SHORT, 1, 48, 7, 0, 100, 100, 0, 1, 3, 0x1000, 0xffff,
	  0x12340500, 0, 7, 100 + 3 + 0x10500, 100 + 3 + 0x10500, 7 },
	/* The same page without the short bit uses the whole cyc. */
	{ __LINE__, RDPMC | TIME, 1, 48, 7, 0, 100, 100, 0, 1, 3, 0x1000, 0xffff,
	  0x12340500, 0, 7, 100 + 3 + 0x12340500, 100 + 3 + 0x12340500, 7 },
	/* Fall back: not on a counter, no rdpmc, no time, bad width/shift. */
	{ __LINE__, RDPMC | TIME, 0, 48, 7, 0, 1, 1, 0, 0, 0, 0, 0, 0, -EAGAIN, 0, 0, 0, 0 },
	{ __LINE__, TIME, 1, 48, 7, 0, 1, 1, 0, 0, 0, 0, 0, 0, -EAGAIN, 0, 0, 0, 0 },
	{ __LINE__, RDPMC, 1, 48, 7, 0, 1, 1, 0, 0, 0, 0, 0, 0, -EAGAIN, 0, 0, 0, 0 },
	{ __LINE__, RDPMC | TIME, 1, 0, 7, 0, 1, 1, 0, 0, 0, 0, 0, 0, -EAGAIN, 0, 0, 0, 0 },
	{ __LINE__, RDPMC | TIME, 1, 65, 7, 0, 1, 1, 0, 0, 0, 0, 0, 0, -EAGAIN, 0, 0, 0, 0 },
	{ __LINE__, RDPMC | TIME, 1, 48, 7, 0, 1, 1, 64, 0, 0, 0, 0, 0, -EAGAIN, 0, 0, 0, 0 },
};

static void fill_page(const struct row *r, struct perf_event_mmap_page *pc)
{
	memset(pc, 0, sizeof(*pc));
	pc->lock = 2;
	pc->cap_bit0_is_deprecated = 1;
	pc->cap_user_rdpmc = !!(r->caps & RDPMC);
	pc->cap_user_time = !!(r->caps & TIME);
	pc->cap_user_time_short = !!(r->caps & SHORT);
	pc->index = r->index;
	pc->pmc_width = r->width;
	pc->offset = r->offset;
	pc->time_enabled = r->enabled;
	pc->time_running = r->running;
	pc->time_shift = r->shift;
	pc->time_mult = r->mult;
	pc->time_offset = r->toffset;
	pc->time_cycles = r->tcycles;
	pc->time_mask = r->tmask;
}

static void test_arithmetic(void **state)
{
	struct perf_event_mmap_page pc;

	(void)state;
	for (size_t i = 0; i < sizeof(rows) / sizeof(*rows); i++) {
		const struct row *r = &rows[i];
		PERFGEN_OPTS(perfgen_count, c);
		int err;

		fill_page(r, &pc);
		err = pg_rdpmc_compute(&pc, r->pmc, r->cyc, &c);
		if (err != r->err)
			fail_msg("line %d: returned %d, want %d", r->line, err, r->err);
		if (err)
			continue;
		if (c.value != r->value || c.time_enabled != r->want_enabled ||
		    c.time_running != r->want_running || c.scaled != r->scaled)
			fail_msg("line %d: value %#llx enabled %llu running %llu scaled %llu; want "
				 "%#llx %llu %llu %llu", r->line, (unsigned long long)c.value,
				 (unsigned long long)c.time_enabled,
				 (unsigned long long)c.time_running, (unsigned long long)c.scaled,
				 (unsigned long long)r->value, (unsigned long long)r->want_enabled,
				 (unsigned long long)r->want_running, (unsigned long long)r->scaled);
	}
}

/* The live reader on a page that forbids rdpmc never executes it. */
static void test_live_reader_falls_back(void **state)
{
	struct perf_event_mmap_page pc;
	PERFGEN_OPTS(perfgen_count, c, .value = 77);

	(void)state;
	fill_page(&rows[7], &pc);	/* cap_user_rdpmc but index 0 */
	assert_int_equal(pg_rdpmc_read(&pc, &c), -EAGAIN);
	fill_page(&rows[8], &pc);	/* no cap_user_rdpmc */
	assert_int_equal(pg_rdpmc_read(&pc, &c), -EAGAIN);
	assert_int_equal(c.value, 77);	/* untouched */
}

/* A real software event: the page is mapped, rdpmc refused, read(2) used. */
static void test_real_fallback(void **state)
{
	struct perfgen_event *ev = NULL;
	PERFGEN_OPTS(perfgen_count, a);
	PERFGEN_OPTS(perfgen_count, b);
	PERFGEN_OPTS(perfgen_event_opts, no, .no_rdpmc = 1);
	const struct perf_event_mmap_page *pc;
	volatile uint64_t sink = 0;

	(void)state;
	if (perfgen_event_open("task-clock", NULL, &ev))
		fail_msg("task-clock: %s", perfgen_errmsg());
	pc = pg_event_page(ev);
	if (PG_HAVE_RDPMC)
		assert_non_null(pc);
	if (pc) {
		assert_int_equal(pc->cap_user_rdpmc && pc->index, 0);
		assert_int_equal(pg_rdpmc_read(pc, &a), -EAGAIN);
	}
	assert_int_equal(perfgen_event_read(ev, &a), 0);
	for (int i = 0; i < 1000000; i++)
		sink += (uint64_t)i;
	assert_int_equal(perfgen_event_read(ev, &b), 0);
	assert_true(a.value > 0);
	assert_true(b.value > a.value);
	assert_true(b.time_enabled >= a.time_enabled);
	if (b.time_running == b.time_enabled)
		assert_int_equal(b.scaled, b.value);
	assert_int_equal(perfgen_event_disable(ev), 0);
	assert_int_equal(perfgen_event_read(ev, &a), 0);
	assert_int_equal(perfgen_event_read(ev, &b), 0);
	assert_int_equal(a.value, b.value);	/* disabled: frozen */
	assert_int_equal(perfgen_event_reset(ev), 0);
	assert_int_equal(perfgen_event_read(ev, &a), 0);
	assert_int_equal(a.value, 0);
	perfgen_event_close(ev);

	/* Not mapped when asked not to, or when not counting this thread. */
	assert_int_equal(perfgen_event_open("task-clock", &no, &ev), 0);
	assert_null(pg_event_page(ev));
	perfgen_event_close(ev);
	no.no_rdpmc = 0;
	no.inherit = 1;
	assert_int_equal(perfgen_event_open("task-clock", &no, &ev), 0);
	assert_null(pg_event_page(ev));
	perfgen_event_close(ev);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_arithmetic),
		cmocka_unit_test(test_live_reader_falls_back),
		cmocka_unit_test(test_real_fallback),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
