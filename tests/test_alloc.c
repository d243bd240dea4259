// SPDX-License-Identifier: MIT
/*
 * The resolve path allocates nothing (the header promises it).
 *
 * This binary defines (and exports) malloc, calloc, realloc, free and the
 * aligned allocators itself; the dynamic linker binds every caller in the
 * process to them (glibc supports replacing malloc by interposition), so they see
 * the library's allocations and libc's own on its behalf (vsnprintf,
 * getenv, pthread_once...), and pass them on to glibc's __libc_* entry
 * points.  They count only while `counting` is set.
 *
 * After one warm-up call per CPU (the host's CPU is detected once, the
 * hybrid PMU types are read once), perfgen_resolve() and
 * perfgen_resolve_info() of every concept -- plain, with a modifier, in
 * the PMU form -- plus raw encodings and failing names, on every CPU of
 * the map and on the host, must allocate nothing.  The first test checks
 * that the counter counts (strdup), so that this test can fail.
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

#include "cpu.h"

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t nmemb, size_t size);
extern void *__libc_realloc(void *ptr, size_t size);
extern void __libc_free(void *ptr);
extern void *__libc_memalign(size_t align, size_t size);

/* Default visibility: the project builds with -fvisibility=hidden, and a
 * hidden malloc would replace only this executable's own calls. */
#define EXPORT __attribute__((visibility("default")))

/* ASan, TSan and MSan bring their own malloc: no second one beside them. */
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define NO_INTERPOSE 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer) || \
	__has_feature(memory_sanitizer)
#define NO_INTERPOSE 1
#endif
#endif

void *memalign(size_t align, size_t size);

static volatile int counting;
static volatile unsigned long nr_alloc, nr_free;

#ifndef NO_INTERPOSE

EXPORT void *malloc(size_t size)
{
	if (counting)
		nr_alloc++;
	return __libc_malloc(size);
}

EXPORT void *calloc(size_t nmemb, size_t size)
{
	if (counting)
		nr_alloc++;
	return __libc_calloc(nmemb, size);
}

EXPORT void *realloc(void *ptr, size_t size)
{
	if (counting)
		nr_alloc++;
	return __libc_realloc(ptr, size);
}

EXPORT void free(void *ptr)
{
	if (counting && ptr)
		nr_free++;
	__libc_free(ptr);
}

EXPORT void *memalign(size_t align, size_t size)
{
	if (counting)
		nr_alloc++;
	return __libc_memalign(align, size);
}

EXPORT void *aligned_alloc(size_t align, size_t size)
{
	if (counting)
		nr_alloc++;
	return __libc_memalign(align, size);
}

EXPORT int posix_memalign(void **ptr, size_t align, size_t size)
{
	void *p;

	if (counting)
		nr_alloc++;
	p = __libc_memalign(align, size);
	if (!p)
		return ENOMEM;
	*ptr = p;
	return 0;
}
#endif

/*
 * Under valgrind (meson test --setup valgrind) or a sanitizer, the tool's
 * own malloc replaces every allocator, ours included: nothing here can be
 * counted, and the tests skip.
 */
static int malloc_replaced(void)
{
#ifdef NO_INTERPOSE
	return 1;
#else
	const char *p = getenv("LD_PRELOAD");

	return p && strstr(p, "vgpreload");
#endif
}

static void count_start(void)
{
	nr_alloc = nr_free = 0;
	counting = 1;
}

static void count_stop(void)
{
	counting = 0;
}

/* The counter sees an allocation made inside libc on our behalf. */
static void test_counter_counts(void **state)
{
	char *volatile s;

	(void)state;
	if (malloc_replaced()) {
		print_message("valgrind or a sanitizer replaces malloc: the allocation "
			      "tests do not apply\n");
		skip();
	}
	count_start();
	s = strdup("libperfgen");
	free(s);
	count_stop();
	assert_int_equal(nr_alloc, 1);
	assert_int_equal(nr_free, 1);

	/* And a library function that allocates is caught too. */
	count_start();
	{
		FILE *f = fopen("/dev/null", "r");

		if (f)
			fclose(f);
	}
	count_stop();
	assert_true(nr_alloc >= 1);
}

/* Every CPU of the map, as "VENDOR-FAMILY-MODEL-STEPPING", and the host. */
#define MAX_CPUS 256
static char cpu_ids[MAX_CPUS][PERFGEN_CPUID_MAX];
static int nr_cpus;

static void collect_cpus(void)
{
	nr_cpus = 0;
	for (unsigned int i = 0; i < pg_nr_cpumap && nr_cpus < MAX_CPUS; i++) {
		const struct pg_cpumap *m = &pg_cpumap[i];

		snprintf(cpu_ids[nr_cpus++], PERFGEN_CPUID_MAX, "%s-%u-%X-%X",
			 pg_vendor_names[m->vendor], m->family, m->model_lo, m->step_lo);
	}
}

/* Event strings for concept c on cpu (a core PMU's name in the PMU form). */
static int forms(unsigned int c, const char *pmu, char out[][96])
{
	const char *name = pg_concepts[c].name;
	int n = 0;

	snprintf(out[n++], 96, "%s", name);
	snprintf(out[n++], 96, "%s:u", name);
	snprintf(out[n++], 96, "%s:kh", name);
	snprintf(out[n++], 96, "%s/%s/", pmu, name);
	return n;
}

/* Resolve everything for one CPU (NULL: host); returns calls made. */
static int resolve_all(const char *cpuid)
{
	static const char *const extra[] = {
		"r1b7:20ff", "r1b7:120ff", "r3c", "r1b7:20ff:u",
		"cpu/event=0xb7,umask=0x1,offcore_rsp=0x20ff/",
		"cpu/event=0x3c/k", "dram-remtoe", "no-such-event", "r1b7:zz",
		"cpu_atom/dram/", "cycles:x", "",
	};
	const char *pmu = "cpu";
	struct perfgen_cpu cpu = { .sz = sizeof(cpu) };
	int calls = 0;

	count_stop();
	if (perfgen_cpu_identify(cpuid, &cpu) == 0 && cpu.hybrid)
		pmu = "cpu_core";
	count_start();
	for (unsigned int c = 0; c < pg_nr_concepts; c++) {
		char ev[4][96];
		int n = forms(c, pmu, ev);

		for (int i = 0; i < n; i++) {
			struct perf_event_attr attr;
			struct perfgen_info info = { .sz = sizeof(info) };

			perfgen_resolve(ev[i], cpuid, &attr);
			perfgen_resolve_info(ev[i], cpuid, &attr, &info);
			calls += 2;
		}
	}
	for (size_t i = 0; i < sizeof(extra) / sizeof(extra[0]); i++) {
		struct perf_event_attr attr;

		perfgen_resolve(extra[i], cpuid, &attr);
		calls++;
	}
	/* PAPI's preset names: the mapped, the refused, in any case, unknown ones. */
	for (unsigned int k = 0; k < pg_nr_papi; k++) {
		char ev[3][32];
		struct perf_event_attr attr;
		struct perfgen_info info = { .sz = sizeof(info) };

		snprintf(ev[0], sizeof(ev[0]), "%s", pg_papi[k].name);
		snprintf(ev[1], sizeof(ev[1]), "%s:u", pg_papi[k].name);
		snprintf(ev[2], sizeof(ev[2]), "PAPI_%c%s", pg_papi[k].name[5] | 0x20,
			 pg_papi[k].name + 6);
		for (int i = 0; i < 3; i++) {
			perfgen_resolve(ev[i], cpuid, &attr);
			perfgen_resolve_info(ev[i], cpuid, &attr, &info);
			calls += 2;
		}
	}
	{
		struct perf_event_attr attr;

		perfgen_resolve("PAPI_NO_SUCH", cpuid, &attr);
		perfgen_resolve("papi_tot_ins", cpuid, &attr);
		calls += 2;
	}
	/* Failing CPU strings too. */
	{
		struct perf_event_attr attr;

		perfgen_resolve("cycles", "GenuineIntel-6-FF", &attr);
		perfgen_resolve("cycles", "NoSuchVendor-6-1A", &attr);
		perfgen_resolve("cycles", "GenuineIntel-x", &attr);
		calls += 3;
	}
	count_stop();
	return calls;
}

static void test_resolve_allocates_nothing(void **state)
{
	struct perf_event_attr attr;
	int calls = 0;

	(void)state;
	if (malloc_replaced())
		skip();
	unsetenv("PERFGEN_CPU");	/* the host is detected by CPUID */
	collect_cpus();
	assert_true(nr_cpus >= 3);
	assert_true(pg_nr_concepts >= 1);

	/* Warm-up: first detection of the host, PMU types, lazy binding. */
	perfgen_resolve("cycles", NULL, &attr);
	perfgen_resolve("task-clock", NULL, &attr);
	for (int i = 0; i < nr_cpus; i++)
		perfgen_resolve("cycles", cpu_ids[i], &attr);

	calls += resolve_all(NULL);
	if (nr_alloc || nr_free)
		print_message("host: %lu allocations, %lu frees (last message: %s)\n", nr_alloc,
			      nr_free, perfgen_errmsg());
	assert_int_equal(nr_alloc, 0);
	assert_int_equal(nr_free, 0);
	for (int i = 0; i < nr_cpus; i++) {
		calls += resolve_all(cpu_ids[i]);
		if (nr_alloc || nr_free)
			print_message("%s: %lu allocations, %lu frees\n", cpu_ids[i], nr_alloc,
				      nr_free);
		assert_int_equal(nr_alloc, 0);
		assert_int_equal(nr_free, 0);
	}
	print_message("%d resolve calls on the host and %d CPUs: no allocation\n", calls,
		      nr_cpus);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_counter_counts),
		cmocka_unit_test(test_resolve_allocates_nothing),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
