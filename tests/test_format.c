// SPDX-License-Identifier: MIT
/*
 * perfgen_format() is the parser's inverse: for every CPU of the map,
 * every concept (and every part of a sum), every set of modifiers, perf's
 * generic and software names, every whitelist entry's config1 and the raw
 * corners (all 64 bits set, bits no term names), parsing the printed
 * string on the same CPU gives the identical attr.
 */
#include <errno.h>
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <inttypes.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include <perfgen/perfgen.h>

#include "pmu.h"
#include "table.h"

static const char *const vendors[] = { "GenuineIntel", "AuthenticAMD", "HygonGenuine" };
static const char *const mod_sets[] = { "", "u", "k", "h", "uk", "uh", "kh", "ukh" };

static unsigned long checked;

/* Format a, parse it back on cpu, and demand the same attr. */
static void round_trip(const char *cpu, const char *pmu, const struct perf_event_attr *a,
		       const char *what)
{
	struct perf_event_attr b;
	char s[512];
	int n = perfgen_format(a, cpu, pmu, s, sizeof(s));

	if (n < 0)
		fail_msg("%s on %s: format: %s", what, cpu, perfgen_errmsg());
	if (perfgen_resolve(s, cpu, &b))
		fail_msg("%s on %s: '%s' does not parse back: %s", what, cpu, s, perfgen_errmsg());
	if (memcmp(a, &b, sizeof(b)))
		fail_msg("%s on %s: '%s' parses to type=%u config=%#" PRIx64 " config1=%#" PRIx64
			 " excl=%d%d%d, not type=%u config=%#" PRIx64 " config1=%#" PRIx64
			 " excl=%d%d%d", what, cpu, s, b.type, (uint64_t)b.config,
			 (uint64_t)b.config1, b.exclude_user, b.exclude_kernel, b.exclude_hv, a->type,
			 (uint64_t)a->config, (uint64_t)a->config1, a->exclude_user,
			 a->exclude_kernel, a->exclude_hv);
	checked++;
}

/* An attr as the parser builds it, with the modifiers of set m. */
static struct perf_event_attr attr_of(uint32_t type, uint64_t config, uint64_t config1,
				      const char *m)
{
	struct perf_event_attr a;

	memset(&a, 0, sizeof(a));
	a.size = sizeof(a);
	a.type = type;
	a.config = config;
	a.config1 = config1;
	if (*m) {
		a.exclude_user = !strchr(m, 'u');
		a.exclude_kernel = !strchr(m, 'k');
		a.exclude_hv = !strchr(m, 'h');
	}
	return a;
}

static void concepts_on(const char *cpu, const char *pmu)
{
	for (unsigned int c = 0; c < pg_nr_concepts; c++) {
		for (size_t m = 0; m < sizeof(mod_sets) / sizeof(*mod_sets); m++) {
			PERFGEN_OPTS(perfgen_info, info);
			const char *name = pg_concepts[c].name;
			struct perf_event_attr a;
			char ev[128], what[160];

			if (pmu && !pg_concepts[c].sw_config && pg_concepts[c].kind != PG_KIND_SOFTWARE)
				snprintf(ev, sizeof(ev), "%s/%s/%s", pmu, name, mod_sets[m]);
			else
				snprintf(ev, sizeof(ev), "%s%s%s", name, *mod_sets[m] ? ":" : "",
					 mod_sets[m]);
			if (perfgen_resolve_info(ev, cpu, &a, &info))
				continue;	/* not counted on this CPU: nothing to print */
			round_trip(cpu, info.pmu, &a, ev);
			for (int p = 1; p < info.nr_parts; p++) {
				struct perf_event_attr part = a;

				part.config = info.parts[p].config;
				part.config1 = info.parts[p].config1;
				snprintf(what, sizeof(what), "%s part %d", ev, p);
				round_trip(cpu, info.pmu, &part, what);
			}
		}
	}
}

/* Raw encodings: each whitelist entry's config1, and the corners. */
static void raw_on(const char *cpu, const char *pmu, const struct pg_pmu_rows *pr)
{
	const struct pg_whitelist *wl = pg_pmu_whitelist(pr);
	static const uint64_t corners[] = {
		0, 0x1, 0xffff, 0x1c3 | 1ull << 18 | 1ull << 23 | 0xffull << 24,
		0xffffffffffffffffull, 0xffffffffull << 32, 0x3c | 1ull << 21,
	};
	char what[96];

	for (size_t i = 0; i < sizeof(corners) / sizeof(*corners); i++) {
		for (size_t m = 0; m < sizeof(mod_sets) / sizeof(*mod_sets); m++) {
			struct perf_event_attr a = attr_of(PERF_TYPE_RAW, corners[i], 0, mod_sets[m]);

			snprintf(what, sizeof(what), "raw %#" PRIx64 ":%s", corners[i], mod_sets[m]);
			round_trip(cpu, pmu, &a, what);
		}
	}
	for (unsigned int e = 0; e < wl->nr; e++) {
		const struct pg_wl_entry *w = pg_wl_entry_at(wl, e);
		uint64_t v[] = { w->valid, w->valid & -w->valid, w->valid & 0xffff };

		for (size_t k = 0; k < sizeof(v) / sizeof(*v); k++) {
			struct perf_event_attr a = attr_of(PERF_TYPE_RAW, w->event, v[k], "u");

			if (!v[k])
				continue;
			snprintf(what, sizeof(what), "raw %#x config1 %#" PRIx64 " (MSR %#x)", w->event,
				 v[k], w->msr);
			round_trip(cpu, pmu, &a, what);
		}
	}
}

/* perf's generic and software events by its names. */
static void generic_on(const char *cpu, const char *pmu)
{
	static const uint8_t cache_ops[PERF_COUNT_HW_CACHE_MAX] = { 7, 5, 7, 7, 1, 1, 7 };
	char what[64];

	for (size_t m = 0; m < sizeof(mod_sets) / sizeof(*mod_sets); m++) {
		for (uint64_t id = 0; id < PERF_COUNT_HW_MAX; id++) {
			struct perf_event_attr a = attr_of(PERF_TYPE_HARDWARE, id, 0, mod_sets[m]);
			char s[128];

			snprintf(what, sizeof(what), "hardware %" PRIu64 ":%s", id, mod_sets[m]);
			/*
			 * a concept's name that is raw on this CPU, or that its table
			 * refuses (ref-cycles on Zen 1-3, whose kernel maps no such
			 * generic event either): perf's meaning, not ours
			 */
			if (perfgen_format(&a, cpu, pmu, s, sizeof(s)) > 0 &&
			    pg_concept_find(s, strcspn(s, ":/")) >= 0) {
				struct perf_event_attr b;
				int err = perfgen_resolve(s, cpu, &b);

				if ((!err && b.type != PERF_TYPE_HARDWARE) || err == -EOPNOTSUPP)
					continue;
			}
			round_trip(cpu, pmu, &a, what);
		}
		for (uint64_t id = 0; id < PERF_COUNT_SW_MAX; id++) {
			struct perf_event_attr a = attr_of(PERF_TYPE_SOFTWARE, id, 0, mod_sets[m]);

			snprintf(what, sizeof(what), "software %" PRIu64 ":%s", id, mod_sets[m]);
			round_trip(cpu, "software", &a, what);
		}
		for (uint64_t c = 0; c < PERF_COUNT_HW_CACHE_MAX; c++)
			for (uint64_t op = 0; op < PERF_COUNT_HW_CACHE_OP_MAX; op++)
				for (uint64_t r = 0; r < PERF_COUNT_HW_CACHE_RESULT_MAX; r++) {
					struct perf_event_attr a = attr_of(PERF_TYPE_HW_CACHE,
									   c | op << 8 | r << 16, 0,
									   mod_sets[m]);

					if (!(cache_ops[c] & 1u << op))
						continue;	/* perf refuses it too */
					snprintf(what, sizeof(what), "cache %#" PRIx64 ":%s",
						 (uint64_t)a.config, mod_sets[m]);
					round_trip(cpu, pmu, &a, what);
				}
	}
}

static void test_every_cpu(void **state)
{
	unsigned int cpus = 0;

	(void)state;
	for (unsigned int i = 0; i < pg_nr_cpumap; i++) {
		const struct pg_cpumap *e = &pg_cpumap[i];
		const struct pg_uarch *u = &pg_uarchs[e->uarch];

		for (unsigned int model = e->model_lo; model <= e->model_hi; model++) {
			char cpu[64];

			if (e->vendor == PG_VENDOR_ARM) {
				/*
				 * An arm64 core by its MIDR (architecture 0xF, variant 0):
				 * its concepts, as perf's raw form (an arm64 core PMU has
				 * no 'cpu' name, and no config1 or x86 field to print).
				 */
				snprintf(cpu, sizeof(cpu), "0x%08x", (unsigned int)e->family << 24 |
					 0xfu << 16 | model << 4 | e->step_lo);
				concepts_on(cpu, NULL);
				cpus++;
				continue;
			}
			snprintf(cpu, sizeof(cpu), "%s-%u-%X-%X", vendors[e->vendor], e->family, model,
				 e->step_lo);
			for (unsigned int p = 0; p < u->nr_pmus; p++) {
				const char *pmu = u->nr_pmus > 1 ? pg_pmu_name(u->pmus[p].pmu) : NULL;

				concepts_on(cpu, pmu);
				raw_on(cpu, pmu ? pmu : "cpu", &u->pmus[p]);
				generic_on(cpu, pmu);
			}
			cpus++;
		}
	}
	print_message("%u CPUs, %lu attrs printed and parsed back\n", cpus, checked);
	assert_true(cpus > 100);
	assert_true(checked > 100000);
}

/* What no perf string expresses is refused, not printed wrong. */
static void test_refusals(void **state)
{
	struct perf_event_attr a = attr_of(PERF_TYPE_HARDWARE, 0, 0, "");
	char s[64];

	(void)state;
	a.exclude_user = a.exclude_kernel = a.exclude_hv = 1;
	assert_int_equal(perfgen_format(&a, "GenuineIntel-6-1A", NULL, s, sizeof(s)), -EINVAL);
	a = attr_of(PERF_TYPE_HARDWARE, PERF_COUNT_HW_MAX, 0, "");
	assert_int_equal(perfgen_format(&a, "GenuineIntel-6-1A", NULL, s, sizeof(s)), -EINVAL);
	a = attr_of(PERF_TYPE_HW_CACHE, 1ull << 24, 0, "");
	assert_int_equal(perfgen_format(&a, "GenuineIntel-6-1A", NULL, s, sizeof(s)), -EINVAL);
	a = attr_of(PERF_TYPE_HARDWARE, 0, 0, "");
	assert_int_equal(perfgen_format(&a, "GenuineIntel-6-1A", "software", s, sizeof(s)),
			 -EINVAL);
	assert_int_equal(perfgen_format(&a, "GenuineIntel-6-1A", "uncore", s, sizeof(s)), -ENOENT);
	assert_int_equal(perfgen_format(&a, "GenuineIntel-6-1A", NULL, s, 3), -ENOSPC);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_every_cpu),
		cmocka_unit_test(test_refusals),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
