// SPDX-License-Identifier: MIT
/*
 * perfgen perf [--dry-run] [--cpu ID] [--perf PATH] PERF-ARGS...
 *
 * Runs the system's perf with every -e list rewritten for this CPU:
 * concepts become the perf event strings the library formats for them,
 * a concept the CPU counts only as a sum becomes a {...} group (its counts
 * add up), and a concept the CPU cannot count is refused with the
 * library's reason before perf starts.  What is perf's own syntax (its
 * generic names, raw and PMU forms, tracepoints, other PMUs) reaches perf
 * as written, except a config1 the extra-register whitelist refuses: an
 * unpatched kernel would drop it silently.  So `perfgen perf record -e
 * dram-remote -- ./app` works on any CPU the tables know.
 *
 * Only the options of perf's subcommand are read, to find its -e lists;
 * the workload's own arguments (grep -e ...) are never touched.
 */
#include <errno.h>
#include <stdbool.h>
#include <linux/perf_event.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "evlist.h"

#define PERF_USAGE 129		/* as perf stat's STAT_USAGE */
#define MAX_ARGS 4096

/*
 * The options of perf's subcommands that take a value as the next
 * argument (tools/perf/Documentation, Linux 6.12): short letters per
 * subcommand (stat's -c is --scale, record's -c --count), long names for
 * all.  Options whose value is optional take it only attached (--opt=v).
 */
static const struct {
	const char *cmd, *shorts;
} value_shorts[] = {
	{ "stat", "eCpGtorxIMD" },
	{ "record", "eFcCptomGujDkr" },
	{ "top", "ecCdEFfGmprstuwz" },
};
static const char *const value_longs[] = {
	"event", "cpu", "pid", "tid", "cgroup", "output", "repeat", "field-separator",
	"interval-print", "interval-count", "metrics", "delay", "uid", "pre", "post", "timeout",
	"td-level", "cputype", "control", "for-each-cgroup", "log-fd", "freq", "count",
	"mmap-pages", "branch-filter", "call-graph", "clockid", "mmap-flush", "affinity",
	"max-size", "filter", "realtime", "input", "sort", "fields", "entries",
	"percent-limit", "percentage", "time", "duration", "symfs", "kallsyms", "vmlinux",
	"comm", "dsos", "symbols", "parent", "iostat", "bpf-counters",
};
/* perf's global options before the subcommand that take the next argument. */
static const char *const global_values[] = { "--debug", "--buildid-dir", "--exec-path" };

struct rewrite {
	const char *cpuid;
	char *out;		/* the list as perf reads it */
	size_t len, sz;
};

/* s appended to the list being written. */
static int puts_(struct rewrite *r, const char *s)
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

/* A libpfm4 native name: RAW, but neither rNNN nor a PMU form perf reads. */
static int is_native(const char *text, const struct perf_event_attr *a)
{
	return a->type == PERF_TYPE_RAW && !strchr(text, '/') &&
	       !(text[0] == 'r' && strchr("0123456789abcdefABCDEF", text[1]));
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

/* text without perf's own terms into buf (a PMU form), else text itself. */
static const char *encoding_only(const char *text, char *buf, size_t sz)
{
	const char *open = strchr(text, '/'), *close = open ? strchr(open + 1, '/') : NULL;
	size_t len = 0;
	int first = 1;

	if (!close || strlen(text) >= sz)
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
		if (perf_own)
			continue;
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
 * Split the modifiers of text (after its last ':' or a PMU form's closing
 * '/') into the privilege levels the library reads, left in buf with the
 * event, and perf's others (precise p/P, G, H, S, D, I, W, e, b, R:
 * parse-events.l modifier_event), returned in extra.  0, or -1 when the
 * modifiers are not perf's.
 */
static int split_mods(const char *text, char *buf, size_t sz, char *extra, size_t esz)
{
	const char *m = evlist_mods(text);
	bool named = m && m > text && m[-1] == ':';	/* name:mods, not pmu/.../mods */
	size_t ne = 0, nb;

	*extra = '\0';
	if (strlen(text) >= sz)
		return -1;
	snprintf(buf, sz, "%s", text);
	if (!m || strspn(m, EVLIST_MODS) != strlen(m))
		return 0;
	nb = (size_t)(m - text);
	for (; *m; m++) {
		if (strchr("ukh", *m))
			buf[nb++] = *m;
		else if (ne + 1 < esz)
			extra[ne++] = *m;
	}
	buf[nb] = '\0';
	extra[ne] = '\0';
	/* "cycles:" left when only perf's modifiers were given */
	if (named && buf[nb - 1] == ':')
		buf[nb - 1] = '\0';
	return 0;
}

/* s with perf's own modifiers added after the library's. */
static int put_with_mods(struct rewrite *r, const char *s, const char *extra)
{
	if (puts_(r, s))
		return -1;
	if (!*extra)
		return 0;
	/* a PMU form takes them after its slash; a name after ':' */
	if (s[strlen(s) - 1] != '/' && !strchr(s, ':') && !strchr(s, '/') && puts_(r, ":"))
		return -1;
	return puts_(r, extra);
}

/* Does text name a concept (alone, with modifiers, or as pmu/concept/)? */
static int names_concept(const char *text, const char *cpuid)
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
 * One event of a list.  1 (with a message) when it must not reach perf;
 * in_group: inside a {...} already, so a sum's parts join that group.
 */
static int one_event(struct rewrite *r, const char *text, int in_group)
{
	PERFGEN_OPTS(perfgen_info, info);
	struct perf_event_attr a;
	char buf[1024], enc[1024], ours[1024], extra[20];
	const char *checked = encoding_only(text, enc, sizeof(enc));
	int err;

	if (split_mods(checked, ours, sizeof(ours), extra, sizeof(extra)) == 0)
		checked = ours;
	err = perfgen_resolve_info(checked, r->cpuid, &a, &info);

	if (err && names_concept(text, r->cpuid)) {
		fprintf(stderr, "perfgen perf: '%s': %s\n", text, perfgen_errmsg());
		return 1;
	}
	if (err) {
		/* The extra registers: what perf would pass and the kernel drop. */
		if (strstr(perfgen_errmsg(), "config1 0x")) {
			fprintf(stderr, "perfgen perf: '%s': %s\n", text, perfgen_errmsg());
			return 1;
		}
		/* perf's own syntax beyond the library's: perf judges it. */
		if (err != -ENOENT || strstr(perfgen_errmsg(), "did you mean"))
			fprintf(stderr, "perfgen perf: note: '%s' passed to perf as written (%s)\n",
				text, perfgen_errmsg());
		return puts_(r, text) ? -1 : 0;
	}
	if (!info.concept_name && (strcmp(checked, text) || !is_native(text, &a)))
		return puts_(r, text) ? -1 : 0;
	if (info.nr_parts < 2) {
		if (perfgen_format(&a, r->cpuid, info.pmu, buf, sizeof(buf)) < 0) {
			fprintf(stderr, "perfgen perf: '%s': %s\n", text, perfgen_errmsg());
			return 1;
		}
		return put_with_mods(r, buf, extra) ? -1 : 0;
	}
	/* A sum: its parts counted together; perf prints each, they add up. */
	if (!in_group && puts_(r, "{"))
		return -1;
	for (int i = 0; i < info.nr_parts; i++) {
		struct perf_event_attr p = a;

		p.config = info.parts[i].config;
		p.config1 = info.parts[i].config1;
		if (perfgen_format(&p, r->cpuid, info.pmu, buf, sizeof(buf)) < 0) {
			fprintf(stderr, "perfgen perf: '%s': %s\n", text, perfgen_errmsg());
			return 1;
		}
		if ((i && puts_(r, ",")) || put_with_mods(r, buf, extra))
			return -1;
	}
	if (!in_group && puts_(r, "}"))
		return -1;
	fprintf(stderr, "perfgen perf: note: '%s' is the sum of %d events on %s: counted as %s "
		"group; add their counts\n", text, info.nr_parts, info.cpuid,
		in_group ? "members of its" : "one");
	return 0;
}

/* A whole -e list, groups kept; the result in r->out. */
static int rewrite_list(struct rewrite *r, const char *list)
{
	static struct ev_list l;
	const char *why;
	char text[1024];
	int err;

	r->len = 0;
	if (evlist_split(list, &l, &why)) {
		fprintf(stderr, "perfgen perf: event syntax error: '%s': %s\n", list, why);
		return PERF_USAGE;
	}
	for (int i = 0; i < l.nitem; i++) {
		const struct ev_item *it = &l.item[i];
		const struct ev_group *g = it->group >= 0 ? &l.group[it->group] : NULL;

		if (i && puts_(r, ","))
			return -1;
		if (g && g->first == i && puts_(r, "{"))
			return -1;
		if (it->len >= sizeof(text)) {
			fprintf(stderr, "perfgen perf: event syntax error: '%s': too long\n", list);
			return PERF_USAGE;
		}
		snprintf(text, sizeof(text), "%.*s", (int)it->len, list + it->off);
		err = one_event(r, text, g != NULL);
		if (err)
			return err;
		if (g && g->first + g->nr - 1 == i && (puts_(r, "}") || puts_(r, g->mods)))
			return -1;
	}
	return 0;
}

static int takes_value(const char *sub, const char *arg)
{
	if (arg[1] == '-') {
		for (size_t i = 0; i < sizeof(value_longs) / sizeof(*value_longs); i++)
			if (!strcmp(arg + 2, value_longs[i]))
				return 1;
		return 0;
	}
	for (size_t i = 0; i < sizeof(value_shorts) / sizeof(*value_shorts); i++)
		if (!strcmp(sub, value_shorts[i].cmd))
			return arg[1] && !arg[2] && strchr(value_shorts[i].shorts, arg[1]);
	return !strcmp(arg, "-e");
}

/* A word as a POSIX shell reads it back. */
static void shell_word(FILE *f, const char *s)
{
	if (*s && strspn(s, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
			    "_@%+=:,./-") == strlen(s)) {
		fputs(s, f);
		return;
	}
	fputc('\'', f);
	for (; *s; s++)
		if (*s == '\'')
			fputs("'\\''", f);
		else
			fputc(*s, f);
	fputc('\'', f);
}

static int perf_usage(const char *why)
{
	fprintf(stderr, "perfgen perf: %s\n"
		"usage: perfgen perf [--dry-run] [--cpu ID] [--perf PATH] PERF-COMMAND "
		"[PERF-ARGS...]\n", why);
	return PERF_USAGE;
}

int cmd_perf(const char *cpuid, int argc, char **argv)
{
	static char *out[MAX_ARGS + 2];
	struct rewrite r = { .cpuid = cpuid };
	const char *perf = "perf", *sub = NULL;
	int dry = 0, n = 0, i = 0, err = 0, opts = 1;

	/* perfgen's own options, before anything of perf's */
	for (; i < argc && argv[i][0] == '-'; i++) {
		if (cpu_option(argc, argv, &i, &r.cpuid))
			continue;
		if (!strcmp(argv[i], "--dry-run"))
			dry = 1;
		else if (!strcmp(argv[i], "--perf") && i + 1 < argc)
			perf = argv[++i];
		else
			break;	/* perf's global options from here */
	}
	if (cpu_refused(r.cpuid))
		return 1;
	if (argc - i > MAX_ARGS)
		return perf_usage("too many arguments");
	out[n++] = (char *)perf;
	for (; i < argc; i++) {
		char *a = argv[i], *list = NULL;
		const char *prefix = NULL;

		if (!sub) {
			int v = 0;

			for (size_t k = 0; k < sizeof(global_values) / sizeof(*global_values); k++)
				v |= !strcmp(a, global_values[k]);
			out[n++] = a;
			if (v && i + 1 < argc)
				out[n++] = argv[++i];
			else if (a[0] != '-')
				sub = a;
			continue;
		}
		if (!opts || a[0] != '-' || !a[1]) {
			opts = 0;	/* the workload and its arguments, as they are */
			out[n++] = a;
			continue;
		}
		if (!strcmp(a, "--")) {
			opts = 0;
			out[n++] = a;
			continue;
		}
		if (!strcmp(a, "-e") || !strcmp(a, "--event")) {
			if (i + 1 >= argc)
				return perf_usage("-e needs a value");
			out[n++] = a;
			list = argv[++i];
		} else if (!strncmp(a, "--event=", 8)) {
			prefix = "--event=", list = a + 8;
		} else if (a[1] == 'e' && a[2]) {
			prefix = "-e", list = a + 2;
		} else {
			out[n++] = a;
			if (!strchr(a, '=') && takes_value(sub, a) && i + 1 < argc)
				out[n++] = argv[++i];
			continue;
		}
		err = rewrite_list(&r, list);
		if (err)
			break;
		if (!(out[n] = malloc(strlen(prefix ? prefix : "") + r.len + 1))) {
			err = -1;
			break;
		}
		sprintf(out[n++], "%s%s", prefix ? prefix : "", r.out);
	}
	free(r.out);
	if (err < 0) {
		fprintf(stderr, "perfgen perf: out of memory\n");
		return 1;
	}
	if (err)
		return err;
	if (!sub)
		return perf_usage("no perf command given (stat, record, top, ...)");
	out[n] = NULL;
	if (dry) {
		for (int k = 0; k < n; k++) {
			if (k)
				putchar(' ');
			shell_word(stdout, out[k]);
		}
		putchar('\n');
		return 0;
	}
	fflush(stdout);
	execvp(perf, out);
	err = errno;
	fprintf(stderr, "perfgen perf: cannot run '%s': %s%s\n", perf, strerror(err),
		err == ENOENT ? " (Debian: apt-get install linux-perf)" : "");
	return err == ENOENT ? 127 : 126;
}
