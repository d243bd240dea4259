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
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "evlist.h"
#include "perf_hybrid.h"
#include "perf_opts.h"
#include "perf_write.h"

#define PERF_USAGE 129		/* as perf stat's STAT_USAGE */
#define MAX_ARGS 4096

/*
 * One event of a list.  1 (with a message) when it must not reach perf;
 * in_group: inside a {...} already, so a sum's parts join that group.
 */
static int one_event(struct pw_list *r, const char *text, int in_group)
{
	if (ph_per_pmu(r, text))
		return ph_every_pmu(r, text);
	return pw_event(r, text, in_group);
}

/* A whole -e list, groups kept; the result in r->out. */
static int rewrite_list(struct pw_list *r, const char *list)
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
	/* Another CPU's encodings count something else here: perf never starts. */
	for (int i = 0; i < l.nitem && !r->dry; i++) {
		if (l.item[i].len >= sizeof(text))
			continue;	/* refused below */
		snprintf(text, sizeof(text), "%.*s", (int)l.item[i].len, list + l.item[i].off);
		if (pw_foreign(r, text))
			return 1;
	}
	for (int i = 0; i < l.nitem; i++) {
		const struct ev_item *it = &l.item[i];
		const struct ev_group *g = it->group >= 0 ? &l.group[it->group] : NULL;

		if (i && pw_puts(r, ","))
			return -1;
		if (it->len >= sizeof(text)) {
			fprintf(stderr, "perfgen perf: event syntax error: '%s': too long\n", list);
			return PERF_USAGE;
		}
		if (g && g->first == i) {
			int hybrid = 0;

			for (int k = i; k < i + g->nr; k++) {
				snprintf(text, sizeof(text), "%.*s", (int)l.item[k].len,
					 list + l.item[k].off);
				hybrid |= ph_per_pmu(r, text);
			}
			if (hybrid) {
				err = ph_every_pmu_group(r, list, &l, g);
				if (err)
					return err;
				i += g->nr - 1;
				continue;
			}
			if (pw_puts(r, "{"))
				return -1;
		}
		snprintf(text, sizeof(text), "%.*s", (int)it->len, list + it->off);
		err = one_event(r, text, g != NULL);
		if (err)
			return err;
		if (g && g->first + g->nr - 1 == i && (pw_puts(r, "}") || pw_puts(r, g->mods)))
			return -1;
	}
	return 0;
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
	static struct perf_hit hits[MAX_ARGS];
	struct pw_list r = { .cpuid = cpuid };
	const char *perf = "perf";
	char why[512];
	int dry = 0, n = 0, i = 0, err = 0, cmd, nhit;

	/* perfgen's own options, before anything of perf's */
	for (; i < argc && argv[i][0] == '-'; i++) {
		if (cpu_option(argc, argv, &i, &r.cpuid))
			continue;
		if (!strcmp(argv[i], "--dry-run"))
			dry = r.dry = 1;
		else if (!strcmp(argv[i], "--perf") && i + 1 < argc)
			perf = argv[++i];
		else
			break;	/* perf's global options from here */
	}
	if (cpu_refused(r.cpuid))
		return 1;
	if (argc - i > MAX_ARGS)
		return perf_usage("too many arguments");
	/* perf's global options, its command, the command's options */
	cmd = perf_scan_global(argc - i, argv + i, why, sizeof(why));
	if (cmd < 0)
		return perf_usage(why);
	cmd += i;
	if (cmd >= argc)
		return perf_usage("no perf command given (stat, record, top, ...)");
	if (perf_scan_command(argv[cmd], argc - cmd - 1, argv + cmd + 1, hits, MAX_ARGS, &nhit,
			      why, sizeof(why))) {
		fprintf(stderr, "perfgen perf: perf %s: %s\n", argv[cmd], why);
		return PERF_USAGE;
	}
	ph_probe_pmus(&r);
	out[n++] = (char *)perf;
	for (int k = i; k < argc; k++)
		out[n++] = argv[k];
	for (int h = 0; h < nhit && !err; h++) {
		int a = cmd + 1 + hits[h].arg;
		const char *v = argv[a] + hits[h].off;
		char **slot = &out[1 + a - i];

		if (hits[h].kind == PERF_HIT_CPUTYPE) {
			r.cputype = v;
			continue;
		}
		err = rewrite_list(&r, v);
		if (err)
			break;
		if (!(*slot = malloc((size_t)hits[h].off + r.len + 1))) {
			err = -1;
			break;
		}
		sprintf(*slot, "%.*s%s", hits[h].off, argv[a], r.out);
	}
	free(r.out);
	if (err < 0) {
		fprintf(stderr, "perfgen perf: out of memory\n");
		return 1;
	}
	if (err)
		return err;
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
