// SPDX-License-Identifier: MIT
/*
 * perf's command line as perf reads it (perf_opts.h): perf.c's global
 * options, then tools/lib/subcmd/parse-options.c's rules over the option
 * tables of perf stat, perf record and perf top (Linux 6.12), so that
 * perfgen perf finds every event list where perf finds it, in every
 * spelling perf accepts, and nothing else.
 */
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "perf_opts.h"
#include "perf_opts_table.h"

struct scan {
	const struct perf_cmd *c;
	int argc, i;
	char *const *argv;
	struct perf_hit *hits;
	int max, n;
	char *why;
	size_t sz;
};

static bool starts(const char *s, const char *prefix)
{
	return !strncmp(s, prefix, strlen(prefix));
}

__attribute__((format(printf, 2, 3)))
static int fail(struct scan *s, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(s->why, s->sz, fmt, ap);
	va_end(ap);
	return -1;
}

/* What o's value holds, at argv[arg] + off. */
static int hit(struct scan *s, const struct perf_opt *o, int arg, int off)
{
	if (o->hit == PO_HIT_NONE)
		return 0;
	if (s->n >= s->max)
		return fail(s, "more than %d event options", s->max);
	s->hits[s->n++] = (struct perf_hit){
		.arg = arg, .off = off,
		.kind = o->hit == PO_HIT_EVENTS ? PERF_HIT_EVENTS : PERF_HIT_CPUTYPE,
	};
	return 0;
}

/* How perf names o in a message (opterror()). */
static const char *spelt(const struct perf_opt *o, bool shrt, bool unset, char *buf, size_t sz)
{
	if (shrt)
		snprintf(buf, sz, "switch `%c'", o->shrt);
	else
		snprintf(buf, sz, "option `%s%s'", unset ? "no-" : "", o->lng);
	return buf;
}

/*
 * o's value (get_value(), get_arg()): att is what is attached (the rest
 * of a bundle, or after '='), NULL when nothing is; the next word
 * otherwise, when o needs one.
 */
static int value(struct scan *s, const struct perf_opt *o, const char *att, bool shrt, bool unset)
{
	char name[48];

	if (unset && att)
		return fail(s, "%s takes no value", spelt(o, shrt, unset, name, sizeof(name)));
	if (unset) {
		/* perf stat sets NONEG on -e; perf record would crash */
		if (o->hit == PO_HIT_EVENTS)
			return fail(s, "%s isn't available (perf stat says; perf record and top crash on it)",
				    spelt(o, shrt, unset, name, sizeof(name)));
		return 0;
	}
	switch (o->kind) {
	case PO_NOARG:
		if (!shrt && att)
			return fail(s, "%s takes no value", spelt(o, shrt, unset, name, sizeof(name)));
		return 0;
	case PO_OPTARG:
		return att ? hit(s, o, s->i, (int)(att - s->argv[s->i])) : 0;
	case PO_LASTARG_DEFAULT:
		if (!att && (s->i + 1 >= s->argc || s->argv[s->i + 1][0] == '-'))
			return 0;
		/* fall through */
	default:
		if (att)
			return hit(s, o, s->i, (int)(att - s->argv[s->i]));
		if (s->i + 1 >= s->argc)
			return fail(s, "%s requires a value", spelt(o, shrt, unset, name, sizeof(name)));
		return hit(s, o, ++s->i, 0);
	}
}

/* A bundle of short options, "-aeEV" (parse_short_opt(), check_typos()). */
static int shorts(struct scan *s)
{
	const char *bundle = s->argv[s->i] + 1;

	for (const char *p = bundle; p;) {
		const struct perf_opt *o = NULL;
		const char *rest = p[1] ? p + 1 : NULL;

		if (*p == 'h')
			return 1;	/* perf prints its help and exits */
		for (size_t k = 0; k < s->c->nr && !o; k++)
			if (s->c->opts[k].shrt == *p)
				o = &s->c->opts[k];
		if (!o)
			return fail(s, "unknown switch `%c' (perf %s of Linux 6.1 or 6.12 has none)", *p,
				    s->c->name);
		if (o->kind == PO_NOARG) {
			p = rest;
		} else {
			if (value(s, o, rest, true, false))
				return -1;
			p = NULL;
		}
		if (p && p == bundle + 1 && strlen(bundle) >= 3) {
			/* check_typos(): "-all-cpus" is "--all-cpus" mistyped */
			bool typo = starts(bundle, "no-");

			for (size_t k = 0; k < s->c->nr && !typo; k++)
				typo = s->c->opts[k].lng && starts(s->c->opts[k].lng, bundle);
			if (typo)
				return fail(s, "did you mean `--%s` (with two dashes ?)", bundle);
		}
	}
	return 0;
}

/* A long option, "--ev=EV", "--no-inherit" (parse_long_opt(), ported as is). */
static int longopt(struct scan *s)
{
	const char *arg = s->argv[s->i] + 2, *arg_end = strchr(arg, '='), *att = NULL;
	const struct perf_opt *abbrev = NULL, *ambiguous = NULL;
	bool abbrev_unset = false, ambiguous_unset = false;

	if (!arg_end)
		arg_end = arg + strlen(arg);
	for (size_t k = 0; k < s->c->nr; k++) {
		const struct perf_opt *o = &s->c->opts[k];
		const char *rest;
		bool unset = false;

		if (!o->lng)
			continue;
		rest = starts(arg, o->lng) ? arg + strlen(o->lng) : NULL;
		if (!rest) {
			if (starts(o->lng, "no-")) {
				/* --inherit is --no-no-inherit */
				rest = starts(arg, o->lng + 3) ? arg + strlen(o->lng + 3) : NULL;
				if (rest) {
					unset = true;
					goto match;
				}
				if (starts(o->lng + 3, arg)) {
					unset = true;
					goto is_abbreviated;
				}
			}
			if (!strncmp(o->lng, arg, (size_t)(arg_end - arg))) {
is_abbreviated:
				if (abbrev) {
					ambiguous = abbrev;
					ambiguous_unset = abbrev_unset;
				}
				if (!unset && *arg_end)
					att = arg_end + 1;
				abbrev = o;
				abbrev_unset = unset;
				continue;
			}
			if (starts("no-", arg)) {
				unset = true;
				goto is_abbreviated;
			}
			if (strncmp(arg, "no-", 3))
				continue;
			unset = true;
			rest = starts(arg + 3, o->lng) ? arg + 3 + strlen(o->lng) : NULL;
			if (!rest && starts(o->lng, arg + 3))
				goto is_abbreviated;
			if (!rest)
				continue;
		}
match:
		if (*rest) {
			if (*rest != '=')
				continue;
			att = rest + 1;
		}
		return value(s, o, att, false, unset);
	}
	if (ambiguous)
		return fail(s, "Ambiguous option: %s (could be --%s%s or --%s%s)", arg,
			    ambiguous_unset ? "no-" : "", ambiguous->lng, abbrev_unset ? "no-" : "",
			    abbrev->lng);
	if (abbrev)
		return value(s, abbrev, att, false, abbrev_unset);
	return fail(s, "unknown option `%s' (perf %s of Linux 6.1 or 6.12 has none)", arg, s->c->name);
}

/* parse_options_step(): 0 at the end of the options, 1 at help, -1 refused. */
static int options(struct scan *s)
{
	for (; s->i < s->argc; s->i++) {
		const char *arg = s->argv[s->i];
		int err;

		if (arg[0] != '-' || !arg[1]) {
			if (s->c->stop_at_non_option)
				return 0;
			continue;	/* perf top refuses it after its options */
		}
		if (arg[1] != '-') {
			err = shorts(s);
		} else if (!arg[2]) {
			s->i++;		/* "--": the workload follows */
			return 0;
		} else if (!strcmp(arg + 2, "help") || !strcmp(arg + 2, "help-all") ||
			   !strcmp(arg + 2, "list-opts") || !strcmp(arg + 2, "list-cmds")) {
			return 1;	/* perf prints and exits */
		} else {
			err = longopt(s);
		}
		if (err)
			return err;
	}
	return 0;
}

/*
 * A command whose options perfgen perf does not know: any word before
 * "--" that could be an event option (a short bundle with 'e', a long
 * option naming events or abbreviating --event) is refused, since which
 * word is an option and which its value is perf's table's business.
 */
static int unknown_command(struct scan *s, const char *cmd)
{
	for (; s->i < s->argc; s->i++) {
		const char *a = s->argv[s->i];
		size_t n = strcspn(a, "=");

		if (!strcmp(a, "--"))
			return 0;
		if (a[0] != '-')
			continue;
		if ((a[1] != '-' && strchr(a, 'e')) ||
		    (a[1] == '-' && n > 2 && (!strncmp(a + 2, "event", n - 2) ||
					      memmem(a, n, "event", 5))))
			return fail(s, "'%s': perfgen perf reads the event options of perf stat, "
				    "record and top only; perf %s's options are not known to it, "
				    "and this one may name events", a, cmd);
	}
	return 0;
}

int perf_scan_command(const char *cmd, int argc, char *const *argv, struct perf_hit *hits,
		      int max, int *nhit, char *why, size_t sz)
{
	struct scan s = { .argc = argc, .argv = argv, .hits = hits, .max = max, .why = why,
			  .sz = sz };
	int err;

	*nhit = 0;
	s.c = perf_cmd_find(cmd);
	if (!s.c) {
		err = unknown_command(&s, cmd);
		*nhit = s.n;
		return err;
	}
	err = options(&s);
	/*
	 * perf stat record: the word after stat's options, when at least 3
	 * letters of "record", reads stat's options again (cmd_stat(),
	 * __cmd_record()); "report" reads a file, no events.
	 */
	if (!err && !strcmp(cmd, "stat") && s.i < argc && strlen(argv[s.i]) > 2 &&
	    starts("record", argv[s.i])) {
		s.i++;
		err = options(&s);
	}
	*nhit = s.n;
	return err < 0 ? -1 : 0;
}

int perf_scan_global(int argc, char *const *argv, char *why, size_t sz)
{
	int i = 0;

	for (; i < argc && argv[i][0] == '-'; i++) {
		const char *a = argv[i];

		/* help and version: perf's commands in option form */
		if (!strcmp(a, "--help") || !strcmp(a, "--version") || !strcmp(a, "-h") ||
		    !strcmp(a, "-v") || !strcmp(a, "-vv"))
			return i;
		if (starts(a, "--exec-path") || !strcmp(a, "--html-path") || !strcmp(a, "-p") ||
		    !strcmp(a, "--paginate") || !strcmp(a, "--no-pager") ||
		    starts(a, "--debugfs-dir=") || !strcmp(a, "--list-cmds") ||
		    !strcmp(a, "--list-opts"))
			continue;
		if (!strcmp(a, "--debugfs-dir") || !strcmp(a, "--buildid-dir") ||
		    !strcmp(a, "--debug") || !strcmp(a, "--debug-file")) {
			if (++i >= argc) {
				snprintf(why, sz, "perf's option '%s' needs a value", a);
				return -1;
			}
			continue;
		}
		snprintf(why, sz, "unknown option of perf itself: '%s'", a);
		return -1;
	}
	return i;
}
