// SPDX-License-Identifier: MIT
/*
 * One event written for perf (perf_write.h): the encoding the library
 * resolves, formatted as perf reads it, with perf's own terms and the
 * user's modifiers as written; a sum as a group; perf's own syntax as
 * written, but what the kernel would drop.
 */
#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "evlist.h"
#include "perf_write.h"

/* s appended to the list being written. */
int pw_puts(struct pw_list *r, const char *s)
{
	size_t n = strlen(s);

	if (r->len + n + 1 > r->sz) {
		size_t sz = (r->len + n + 1) * 2;
		char *o = realloc(r->out, sz);

		if (!o)
			return -1;
		r->out = o, r->sz = sz;
	}
	memcpy(r->out + r->len, s, n);
	r->len += n;
	r->out[r->len] = '\0';
	return 0;
}

/* What was appended after length save taken back. */
void pw_unput(struct pw_list *r, size_t save)
{
	r->len = save;
	if (r->out)
		r->out[save] = '\0';
}

/*
 * perf's own terms of a PMU form, which set attr fields other than the
 * encoding (tools/perf/util/parse-events.c, config_term_names): they are
 * perf's business; the encoding left without them is checked.
 */
static const char *const perf_terms[] = {
	"period", "freq", "branch_type", "time", "call-graph", "stack-size", "max-stack",
	"nr", "inherit", "no-inherit", "overwrite", "no-overwrite", "name", "driver-config",
	"percore", "aux-output", "aux-sample-size", "metric-id", "raw", "legacy-cache",
	"hardware",
};

/*
 * text without perf's own terms into buf (a PMU form), else text itself;
 * those terms, comma-separated as written, into own ("" for none).
 */
static const char *encoding_only(const char *text, char *buf, size_t sz, char *own, size_t osz)
{
	const char *open = strchr(text, '/'), *close = open ? strchr(open + 1, '/') : NULL;
	size_t len = 0, olen = 0;
	int first = 1;

	*own = '\0';
	if (!close || strlen(text) >= sz || strlen(text) >= osz)
		return text;
	memcpy(buf, text, (size_t)(open - text) + 1);
	len = (size_t)(open - text) + 1;
	for (const char *t = open + 1, *e; t < close; t = e + 1) {
		size_t n, name;
		int perf_own = 0;

		e = memchr(t, ',', (size_t)(close - t));
		if (!e)
			e = close;
		n = (size_t)(e - t);
		name = strcspn(t, "=,/");
		if (name > n)
			name = n;
		for (size_t k = 0; k < sizeof(perf_terms) / sizeof(*perf_terms); k++)
			perf_own |= strlen(perf_terms[k]) == name && !strncmp(perf_terms[k], t, name);
		if (perf_own) {
			if (olen)
				own[olen++] = ',';
			memcpy(own + olen, t, n);
			own[olen += n] = '\0';
			continue;
		}
		if (!first)
			buf[len++] = ',';
		memcpy(buf + len, t, n);
		len += n;
		first = 0;
	}
	snprintf(buf + len, sz - len, "%s", close);
	return buf;
}

/*
 * text with only the privilege modifiers the library reads (u, k, h) into
 * buf, perf's others (precise p/P, G, H, S, D, I, W, e, b, R:
 * parse-events.l modifier_event) left out: what the library checks.
 */
void pw_library_mods(const char *text, char *buf, size_t sz)
{
	const char *m = evlist_mods(text);
	bool named = m && m > text && m[-1] == ':';	/* name:mods, not pmu/.../mods */
	size_t nb;

	snprintf(buf, sz, "%s", text);
	if (!m || strlen(text) >= sz || strspn(m, EVLIST_MODS) != strlen(m))
		return;
	nb = (size_t)(m - text);
	for (; *m; m++)
		if (strchr("ukh", *m))
			buf[nb++] = *m;
	buf[nb] = '\0';
	/* "cycles:" left when only perf's modifiers were given */
	if (named && buf[nb - 1] == ':')
		buf[nb - 1] = '\0';
}

/* The modifiers the user wrote, every letter in its place ("" for none). */
static const char *user_mods(const char *text)
{
	const char *m = evlist_mods(text);

	return m && strspn(m, EVLIST_MODS) == strlen(m) ? m : "";
}

/*
 * s (a PMU form: terms go inside its slashes) with perf's own terms the
 * user wrote (own: "period=1000"), and the user's modifiers as written
 * after it.
 */
static int put_with_mods(struct pw_list *r, const char *s, const char *own, const char *mods)
{
	char form[2048];
	size_t n = strlen(s);

	if (*own && n >= 2 && s[n - 1] == '/') {
		/* inside the slashes, after the encoding's terms */
		snprintf(form, sizeof(form), "%.*s%s%s/", (int)(n - 1), s, s[n - 2] == '/' ? "" : ",",
			 own);
		s = form;
	}
	if (pw_puts(r, s))
		return -1;
	if (!*mods)
		return 0;
	/* a PMU form takes them after its slash; a name after ':' */
	if (s[strlen(s) - 1] != '/' && !strchr(s, ':') && !strchr(s, '/') && pw_puts(r, ":"))
		return -1;
	return pw_puts(r, mods);
}

/* Does text name a concept (alone, with modifiers, or as pmu/concept/)? */
int pw_names_concept(const char *text, const char *cpuid)
{
	const char *s = strchr(text, '/') ? strchr(text, '/') + 1 : text;
	size_t n = strcspn(s, strchr(text, '/') ? "/" : ":");
	PERFGEN_OPTS(perfgen_concept, c);

	for (int i = 0; i < perfgen_concept_count(); i++)
		/* the name is there whatever the CPU (-ENOENT: unknown vendor) */
		if ((c.name = NULL, perfgen_concept_get(i, cpuid, &c) != -ERANGE) && c.name &&
		    strlen(c.name) == n && !strncmp(c.name, s, n))
			return 1;
	return 0;
}

/*
 * An uncore concept: its PMU's name, which perf stat opens on every
 * instance (uncore_imc: uncore_imc_0, _1, ...), with each encoding; perf
 * counts it only system-wide, and prints counts, not bytes or joules.
 */
static int put_uncore(struct pw_list *r, const char *text, const struct perf_event_attr *a,
		      const struct perfgen_info *info)
{
	int n = info->nr_terms ? info->nr_terms : 1;
	char buf[160];

	for (int i = 0; i < n; i++) {
		snprintf(buf, sizeof(buf), "%s/config=0x%llx/", info->pmu,
			 (unsigned long long)(info->nr_terms ? info->terms[i].part.config
							     : a->config));
		if ((i && pw_puts(r, ",")) || pw_puts(r, buf))
			return -1;
	}
	fprintf(stderr, "perfgen perf: note: '%s' counts for a whole socket on every %s "
		"instance%s: perf stat counts it with -a (or -C); each count is %g %s\n", text,
		info->pmu, n > 1 ? ", the sum of these events on each: add their counts" : "",
		info->scale, info->unit);
	return 0;
}

/*
 * A resolved encoding (a, info) on pmu, formatted, with the user's
 * modifiers as written: the library's exclude bits came from them and
 * say nothing more, so perf reads the very letters the user gave.  A sum
 * becomes a group.  0, 1 refused (message printed), -1 out of memory.
 */
int pw_put_resolved(struct pw_list *r, const char *text, const char *own,
			struct perf_event_attr *a, const struct perfgen_info *info, const char *pmu,
			int in_group)
{
	const char *mods = user_mods(text);
	char buf[1024];

	a->exclude_user = a->exclude_kernel = a->exclude_hv = 0;
	if (info->system_wide)
		return put_uncore(r, text, a, info);
	if (info->combine == PERFGEN_COMBINE_NONE) {
		if (perfgen_format(a, r->cpuid, pmu, buf, sizeof(buf)) < 0) {
			fprintf(stderr, "perfgen perf: '%s': %s\n", text, perfgen_errmsg());
			return 1;
		}
		/* perf's name of it takes no terms: the user's PMU form does */
		if (*own && buf[strlen(buf) - 1] != '/')
			return pw_puts(r, text) ? -1 : 0;
		return put_with_mods(r, buf, own, mods) ? -1 : 0;
	}
	/*
	 * A sum or a difference: its parts counted together; perf prints each,
	 * they combine.  A weighted sum's parts (up to six FP_ARITH widths,
	 * more than a core with SMT has counters) stay separate events, as the
	 * library opens them: perf scales each by its own times, and a group
	 * too large to schedule would count nothing.  One that subtracts
	 * (at most four parts) is a group again: its parts counted over the
	 * same time cannot take away more than they add.
	 */
	bool minus = false;

	for (int i = 0; i < info->nr_terms; i++)
		minus |= info->terms[i].weight < 0;
	bool brace = !in_group && (info->combine != PERFGEN_COMBINE_WEIGHTED || minus);

	if (brace && pw_puts(r, "{"))
		return -1;
	for (int i = 0; i < info->nr_terms; i++) {
		struct perf_event_attr p = *a;

		p.config = info->terms[i].part.config;
		p.config1 = info->terms[i].part.config1;
		if (perfgen_format(&p, r->cpuid, pmu, buf, sizeof(buf)) < 0) {
			fprintf(stderr, "perfgen perf: '%s': %s\n", text, perfgen_errmsg());
			return 1;
		}
		if ((i && pw_puts(r, ",")) || put_with_mods(r, buf, own, mods))
			return -1;
	}
	if (brace && pw_puts(r, "}"))
		return -1;
	if (info->combine == PERFGEN_COMBINE_SUM)
		fprintf(stderr, "perfgen perf: note: '%s' is the sum of %d events on %s%s%s: "
			"counted as %s group; add their counts\n", text, info->nr_terms,
			info->cpuid, r->npmu > 1 ? " " : "", r->npmu > 1 ? pmu : "",
			in_group ? "members of its" : "one");
	else
		fprintf(stderr, "perfgen perf: note: '%s' is %s of %d event%s on %s%s%s: counted "
			"as %s; its count is %s (each count scaled first)\n", text,
			info->combine == PERFGEN_COMBINE_DIFFERENCE ? "the difference"
			: minus					    ? "a sum and difference"
								    : "a weighted sum",
			info->nr_terms, info->nr_terms > 1 ? "s" : "", info->cpuid,
			r->npmu > 1 ? " " : "", r->npmu > 1 ? pmu : "",
			in_group ? "members of its group"
			: brace	 ? "one group"
				 : "separate events, each multiplexed and scaled on its own",
			info->formula);
	return 0;
}

/*
 * Is text another CPU's hardware encoding, which perf would count as
 * something else on this machine (perf_write.h)?  Asked of the library,
 * as perfgen_open() asks before it opens.
 */
int pw_foreign(const struct pw_list *r, const char *text)
{
	PERFGEN_OPTS(perfgen_error, e);
	char enc[1024], ours[1024], own[1024];

	pw_library_mods(encoding_only(text, enc, sizeof(enc), own, sizeof(own)), ours,
			sizeof(ours));
	if (!perfgen_cpu_check(r->cpuid, ours) || perfgen_errinfo(&e) ||
	    e.reason != PERFGEN_ERR_FOREIGN_CPU)
		return 0;	/* this machine's, or not the library's to judge */
	fprintf(stderr, "perfgen perf: '%s': %s\n", text, perfgen_errmsg());
	return 1;
}

/*
 * One event of a list, not placed on several PMUs (perf_write.h).
 */
int pw_event(struct pw_list *r, const char *text, int in_group)
{
	PERFGEN_OPTS(perfgen_info, info);
	PERFGEN_OPTS(perfgen_error, why);
	struct perf_event_attr a;
	char enc[1024], ours[1024], own[1024];
	const char *checked = encoding_only(text, enc, sizeof(enc), own, sizeof(own));
	int err;

	pw_library_mods(checked, ours, sizeof(ours));
	checked = ours;
	err = perfgen_resolve_info(checked, r->cpuid, &a, &info);
	if (err)
		perfgen_errinfo(&why);

	if (err && pw_names_concept(text, r->cpuid)) {
		fprintf(stderr, "perfgen perf: '%s': %s\n", text, perfgen_errmsg());
		return 1;
	}
	if (err) {
		/* The extra registers: what perf would pass and the kernel drop. */
		if (why.reason == PERFGEN_ERR_WHITELIST) {
			fprintf(stderr, "perfgen perf: '%s': %s\n", text, perfgen_errmsg());
			return 1;
		}
		/* perf's own syntax beyond the library's: perf judges it. */
		if (err != -ENOENT || why.suggested)
			fprintf(stderr, "perfgen perf: note: '%s' passed to perf as written (%s)\n",
				text, perfgen_errmsg());
		return pw_puts(r, text) ? -1 : 0;
	}
	/* perf's own forms reach it as written; a native name only perfgen reads. */
	if (!info.concept_name && (*own || perfgen_classify(checked) != PERFGEN_FORM_NATIVE))
		return pw_puts(r, text) ? -1 : 0;
	return pw_put_resolved(r, text, own, &a, &info, info.pmu, in_group);
}
