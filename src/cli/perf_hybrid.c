// SPDX-License-Identifier: MIT
/*
 * A concept, or a group holding one, on every core PMU of a hybrid CPU
 * (perf_hybrid.h), as perf places cycles there.
 */
#include <stdio.h>
#include <string.h>

#include "evlist.h"
#include "perf_hybrid.h"

/*
 * The core PMUs a hybrid CPU may have, in perf's order; the library says
 * which of them the CPU has (ph_probe_pmus()).
 */
static const char *const hybrid_pmus[] = { "cpu_core", "cpu_atom", "cpu_lowpower" };

/*
 * The CPU's core PMUs, when it has several: those of hybrid_pmus the
 * library resolves cycles on for this CPU.
 */
void ph_probe_pmus(struct pw_list *r)
{
	struct perf_event_attr a;
	char s[64];

	r->npmu = 0;
	for (size_t k = 0; k < sizeof(hybrid_pmus) / sizeof(*hybrid_pmus) && r->npmu < PW_PMUS_MAX;
	     k++) {
		snprintf(s, sizeof(s), "%s/cycles/", hybrid_pmus[k]);
		if (perfgen_resolve(s, r->cpuid, &a) == 0)
			r->pmus[r->npmu++] = hybrid_pmus[k];
	}
	/* arm64 big.LITTLE: this machine's armv8_* / armv9_* core PMUs. */
	if (!r->npmu && !r->cpuid) {
		static char names[PW_PMUS_MAX][PERFGEN_PMU_NAME_MAX];
		PERFGEN_OPTS(perfgen_pmu, p);
		int n = perfgen_cpu_pmu(0, &p);

		for (int i = 0; n > 1 && i < n && i < PW_PMUS_MAX; i++) {
			if (perfgen_cpu_pmu(i, &p) < 0 || strncmp(p.name, "armv", 4))
				break;
			snprintf(names[i], sizeof(names[i]), "%s", p.name);
			r->pmus[r->npmu++] = names[i];
		}
		if (r->npmu != n)
			r->npmu = 0;	/* Intel's or not all of them: as before */
	}
}

/* Is pmu one --cputype leaves (perf_pmus__pmu_for_pmu_filter(): "atom" or "cpu_atom")? */
static int pmu_wanted(const struct pw_list *r, const char *pmu)
{
	return !r->cputype || !strcmp(pmu, r->cputype) ||
	       (!strncmp(pmu, "cpu_", 4) && !strcmp(pmu + 4, r->cputype));
}

/* Does text count in the kernel, on no core PMU (task-clock, cs, page-faults:u)? */
static int software(const struct pw_list *r, const char *text)
{
	struct perf_event_attr a;
	char ours[1024];

	pw_library_mods(text, ours, sizeof(ours));
	return perfgen_resolve(ours, r->cpuid, &a) == 0 && a.type == PERF_TYPE_SOFTWARE;
}

/* A concept perfgen perf places on each core PMU itself (no PMU written). */
int ph_per_pmu(const struct pw_list *r, const char *text)
{
	return r->npmu > 1 && !strchr(text, '/') && pw_names_concept(text, r->cpuid) &&
	       !software(r, text);
}

/*
 * A concept (text, no PMU written) on core PMU pmu.  0, -1 out of memory,
 * 1 when pmu cannot count it: the reason in why, nothing written.
 */
static int on_pmu(struct pw_list *r, const char *text, const char *pmu, int in_group, char *why,
		  size_t wsz)
{
	PERFGEN_OPTS(perfgen_info, info);
	struct perf_event_attr a;
	const char *m = evlist_mods(text);
	size_t n = m ? (size_t)(m - text) - 1 : strlen(text);
	char ours[1024], s[1100];
	int err;

	pw_library_mods(text, ours, sizeof(ours));
	m = evlist_mods(ours);
	snprintf(s, sizeof(s), "%s/%.*s/%s", pmu, (int)n, text, m ? m : "");
	if (perfgen_resolve_info(s, r->cpuid, &a, &info)) {
		snprintf(why, wsz, "%s", perfgen_errmsg());
		return 1;
	}
	err = pw_put_resolved(r, text, "", &a, &info, pmu, in_group);
	if (err > 0)
		snprintf(why, wsz, "cannot be written for %s", pmu);
	return err;
}

/* The PMUs a concept or group is placed on, for a note: "cpu_core, cpu_atom". */
static void pmu_names(const struct pw_list *r, const int *on, int want, char *buf, size_t sz)
{
	size_t len = 0;

	*buf = '\0';
	for (int k = 0; k < r->npmu; k++)
		if (on[k] == want && len < sz)
			len += (size_t)snprintf(buf + len, sz - len, "%s%s", len ? ", " : "",
						r->pmus[k]);
}

/*
 * The notes after a concept or group placed on several core PMUs: perf
 * prints a row per PMU, whose counts add up to the CPU's; a PMU that
 * cannot count it is left out, and said.  0, or 1 when none can (why[]).
 */
static int pmu_notes(const struct pw_list *r, const char *what, const int *on,
		     char why[][512])
{
	char names[128];
	int nr = 0;

	for (int k = 0; k < r->npmu; k++)
		nr += on[k] == 1;
	if (!nr) {
		int tried = 0;

		for (int k = 0; k < r->npmu; k++)
			tried |= on[k] == 0;
		pmu_names(r, on, -1, names, sizeof(names));
		if (!tried)
			fprintf(stderr, "perfgen perf: '%s': --cputype %s names no core PMU of this "
				"CPU (%s)\n", what, r->cputype, names);
		for (int k = 0; k < r->npmu; k++)
			if (on[k] == 0)
				fprintf(stderr, "perfgen perf: '%s' on %s: %s\n", what, r->pmus[k],
					why[k]);
		return 1;
	}
	pmu_names(r, on, 1, names, sizeof(names));
	if (nr > 1)
		fprintf(stderr, "perfgen perf: note: '%s' is counted on each core PMU of this "
			"hybrid CPU (%s), as perf does: perf prints a row per PMU; add them for "
			"the whole CPU\n", what, names);
	for (int k = 0; k < r->npmu; k++)
		if (on[k] == 0)
			fprintf(stderr, "perfgen perf: note: '%s' is not counted on %s (%s): its "
				"counts cover the %s CPUs only\n", what, r->pmus[k], why[k], names);
	return 0;
}

/* A concept on every core PMU of a hybrid CPU, as perf places cycles. */
int ph_every_pmu(struct pw_list *r, const char *text)
{
	char why[PW_PMUS_MAX][512];
	int on[PW_PMUS_MAX], done = 0;

	for (int k = 0; k < r->npmu; k++) {
		size_t save = r->len;
		int err;

		on[k] = -1;	/* left out by --cputype */
		if (!pmu_wanted(r, r->pmus[k]))
			continue;
		if (done && pw_puts(r, ","))
			return -1;
		err = on_pmu(r, text, r->pmus[k], 0, why[k], sizeof(why[k]));
		if (err < 0)
			return -1;
		on[k] = !err;
		if (err)
			pw_unput(r, save);
		done += !err;
	}
	return pmu_notes(r, text, on, why);
}

/*
 * A {...} group holding a concept on a hybrid CPU: perf counts a group on
 * one PMU, so it is written once per core PMU that can count every member
 * (as the library's handles do), each copy with the group's modifiers.
 * A software member joins each copy: it counts while its group is on the
 * CPU, so the copies' counts add up as the hardware members' do.  Any
 * other member (an explicit PMU form, a raw encoding) has one PMU, which
 * perfgen cannot move: refused with the way out.
 */
int ph_every_pmu_group(struct pw_list *r, const char *list, const struct ev_list *l,
			   const struct ev_group *g)
{
	char why[PW_PMUS_MAX][512], text[1024], what[1100];
	int on[PW_PMUS_MAX], done = 0;

	snprintf(what, sizeof(what), "{%.*s}%s",
		 (int)(l->item[g->first + g->nr - 1].off + l->item[g->first + g->nr - 1].len -
		       l->item[g->first].off), list + l->item[g->first].off, g->mods);
	for (int i = g->first; i < g->first + g->nr; i++) {
		snprintf(text, sizeof(text), "%.*s", (int)l->item[i].len, list + l->item[i].off);
		if (!ph_per_pmu(r, text) && !software(r, text)) {
			fprintf(stderr, "perfgen perf: '%s': a group with a concept is counted on "
				"each core PMU of this hybrid CPU, and '%s' is neither a concept "
				"perfgen can place on each nor a software event: write one group per "
				"PMU (cpu_core/.../, cpu_atom/.../)\n", what, text);
			return 1;
		}
	}
	for (int k = 0; k < r->npmu; k++) {
		size_t save = r->len;
		int err = 0;

		on[k] = -1;
		if (!pmu_wanted(r, r->pmus[k]))
			continue;
		if ((done && pw_puts(r, ",")) || pw_puts(r, "{"))
			return -1;
		for (int i = g->first; i < g->first + g->nr && !err; i++) {
			snprintf(text, sizeof(text), "%.*s", (int)l->item[i].len,
				 list + l->item[i].off);
			if (i > g->first && pw_puts(r, ","))
				return -1;
			if (!ph_per_pmu(r, text))
				err = pw_event(r, text, 1);	/* software: in each copy */
			else
				err = on_pmu(r, text, r->pmus[k], 1, why[k], sizeof(why[k]));
			if (err > 0 && !ph_per_pmu(r, text))
				return err;	/* refused, and said */
			if (err > 0) {
				char reason[400];

				snprintf(reason, sizeof(reason), "%s", why[k]);
				snprintf(why[k], sizeof(why[k]), "'%.100s': %s", text, reason);
			}
		}
		if (err < 0 || (!err && (pw_puts(r, "}") || pw_puts(r, g->mods))))
			return -1;
		on[k] = !err;
		if (err)
			pw_unput(r, save);
		done += !err;
	}
	return pmu_notes(r, what, on, why);
}
