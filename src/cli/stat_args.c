// SPDX-License-Identifier: MIT
/*
 * perfgen stat's command line, checked before anything runs, as perf stat
 * checks its own: a bad event, CPU list, process id, interval or separator
 * is refused with a message and perf's usage status (129); a process that
 * is gone or a zombie with status 1.
 */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "evlist.h"
#include "outfile.h"
#include "stat.h"

/* "perfgen stat: WHAT 'ARG': WHY" (WHAT may be ""), and perf's usage status. */
static int refuse(const char *what, const char *arg, const char *why)
{
	fprintf(stderr, "perfgen stat: %s%s'%s': %s\n", what, what[0] ? " " : "", arg, why);
	return STAT_USAGE;
}

/* A message alone, and perf's usage status. */
static int msg(const char *why)
{
	fprintf(stderr, "perfgen stat: %s\n", why);
	return STAT_USAGE;
}

/* A decimal number, all of s, in [min, max]. */
static int number(const char *s, long min, long max, long *out)
{
	long v = 0;

	if (!*s)
		return -1;
	for (const char *p = s; *p; p++) {
		if (*p < '0' || *p > '9' || v > (LONG_MAX - 9) / 10)
			return -1;
		v = v * 10 + (*p - '0');
	}
	if (v < min || v > max)
		return -1;
	*out = v;
	return 0;
}

/* A CPU list "0-3,8", strictly; *mask gets the CPUs (bit per CPU). */
static int cpu_list(const char *s, unsigned char *mask, size_t max)
{
	char buf[4096];

	if (strlen(s) >= sizeof(buf) || !*s)
		return -1;
	strcpy(buf, s);
	for (char *save = NULL, *t = strtok_r(buf, ",", &save); t; t = strtok_r(NULL, ",", &save)) {
		char *dash = strchr(t, '-');
		long lo, hi;

		if (dash)
			*dash = '\0';
		if (number(t, 0, (long)max - 1, &lo) ||
		    (dash ? number(dash + 1, 0, (long)max - 1, &hi) : (hi = lo, 0)) || hi < lo)
			return -1;
		for (long c = lo; c <= hi; c++)
			mask[c] = 1;
	}
	/* "0,,1" and a trailing comma leave empty tokens strtok_r skipped. */
	return strstr(s, ",,") || s[0] == ',' || s[strlen(s) - 1] == ',' ? -1 : 0;
}

/* The online CPUs (sysfs), into mask; -1 when unreadable. */
static int online_cpus(unsigned char *mask, size_t max)
{
	char buf[4096];
	FILE *f = fopen("/sys/devices/system/cpu/online", "re");
	int ok;

	if (!f)
		return -1;
	ok = fgets(buf, sizeof(buf), f) != NULL;
	fclose(f);
	if (!ok)
		return -1;
	buf[strcspn(buf, "\n")] = '\0';
	return cpu_list(buf, mask, max);
}

/* Is process pid there, and not a zombie?  0, or 1 with the message. */
static int alive(pid_t pid)
{
	char path[64], buf[512], *close_paren;
	FILE *f;
	size_t n;

	snprintf(path, sizeof(path), "/proc/%d/stat", (int)pid);
	f = fopen(path, "re");
	if (!f) {
		fprintf(stderr, "perfgen stat: -p %d: no such process\n", (int)pid);
		return 1;
	}
	n = fread(buf, 1, sizeof(buf) - 1, f);
	fclose(f);
	buf[n] = '\0';
	/* "pid (comm) S ...": the state follows the last ')'. */
	close_paren = strrchr(buf, ')');
	if (close_paren && (close_paren[2] == 'Z' || close_paren[2] == 'X')) {
		fprintf(stderr, "perfgen stat: -p %d: the process has exited (a zombie its "
			"parent has not reaped): nothing to count\n", (int)pid);
		return 1;
	}
	return 0;
}

/*
 * A file to write: refused before anything runs when something other than
 * a regular file is there (1: nothing wrong with the command line, the
 * path holds what must not be replaced), or its directory is missing.
 */
static int out_file(const char *path)
{
	char why[512];
	int err = outfile_check(path, why, sizeof(why));

	if (err == OUTFILE_NOT_REGULAR) {
		fprintf(stderr, "perfgen stat: --openmetrics-file '%s' %s: only a regular file (or "
			"a new one) is written there; left as it is\n", path, why);
		return 1;
	}
	return err ? refuse("--openmetrics-file", path, why) : 0;
}

static int add_pids(struct stat_cfg *c, const char *list)
{
	char buf[4096];

	if (strlen(list) >= sizeof(buf) || !*list || list[0] == ',' ||
	    list[strlen(list) - 1] == ',' || strstr(list, ",,"))
		return refuse("-p", list, "want process ids, a comma list such as 1234,5678");
	strcpy(buf, list);
	for (char *save = NULL, *t = strtok_r(buf, ",", &save); t; t = strtok_r(NULL, ",", &save)) {
		long pid;
		int dup = 0;

		if (number(t, 1, INT_MAX, &pid))
			return refuse("-p", list, "want process ids, a comma list such as 1234,5678");
		for (int i = 0; i < c->npids; i++)
			dup |= c->pids[i] == (pid_t)pid;
		if (dup)
			continue;
		if (c->npids == MAX_PIDS)
			return refuse("-p", list, "at most 64 processes");
		c->pids[c->npids++] = (pid_t)pid;
	}
	return 0;
}

/* One -e list into the events and groups of c. */
static int add_events(struct stat_cfg *c, const char *list)
{
	static struct ev_list l;
	const char *why;

	if (evlist_split(list, &l, &why))
		return refuse("event syntax error:", list, why);
	if (c->nev + l.nitem > MAX_EVENTS || c->ngrp + l.ngroup > MAX_EVENTS)
		return refuse("", list, "at most 64 events");
	for (int g = 0; g < l.ngroup; g++)
		c->grp[c->ngrp + g] = (struct stat_group){ .first = c->nev + l.group[g].first,
							   .nr = l.group[g].nr };
	for (int i = 0; i < l.nitem; i++) {
		const struct ev_item *it = &l.item[i];
		struct stat_ev *ev = &c->ev[c->nev + i];
		const char *mods = it->group >= 0 ? l.group[it->group].mods : "";

		if (it->len + strlen(mods) >= sizeof(ev->spec))
			return refuse("event syntax error:", list, "too long");
		snprintf(ev->spec, sizeof(ev->spec), "%.*s%s", (int)it->len, list + it->off, mods);
		memcpy(ev->name, ev->spec, sizeof(ev->name));
		ev->group = it->group >= 0 ? c->ngrp + it->group : -1;
		ev->member = it->group >= 0 ? i - l.group[it->group].first : 0;
	}
	c->nev += l.nitem;
	c->ngrp += l.ngroup;
	return 0;
}

/*
 * Each event must be one the library reads: a malformed or unknown one is
 * refused before the command runs.  One the CPU cannot count is not
 * (perf shows it as <not supported>), nor any event when the CPU itself is
 * unknown (each then says why it cannot count).
 */
static int check_events(struct stat_cfg *c)
{
	PERFGEN_OPTS(perfgen_cpu, cpu);
	int cpu_known = perfgen_cpu_identify(c->cpuid, &cpu) == 0;

	for (int i = 0; i < c->nev; i++) {
		struct perf_event_attr a;
		int err = perfgen_resolve(c->ev[i].spec, c->cpuid, &a);

		if (err == -EINVAL || (err == -ENOENT && cpu_known))
			return refuse("event syntax error:", c->ev[i].spec,
				      perfgen_errmsg());
	}
	return 0;
}

/* -x SEP, attached or not: a separator RFC 4180 quoting can work with. */
static int separator(struct stat_cfg *c, const char *sep)
{
	if (!*sep)
		return refuse("-x", sep, "an empty separator");
	if (strpbrk(sep, "\"\n\r"))
		return refuse("-x", sep, "a quote or a newline cannot separate fields that RFC "
			      "4180 quotes");
	c->sep = sep;
	return 0;
}

static int take(int argc, char **argv, int *i, const char *a, const char **val)
{
	if (*i + 1 >= argc) {
		fprintf(stderr, "perfgen stat: %s needs a value\n", a);
		return STAT_USAGE;
	}
	*val = argv[++*i];
	return 0;
}

int stat_args(int argc, char **argv, struct stat_cfg *c)
{
	static unsigned char cpus[MAX_UNITS], online[MAX_UNITS];
	/* perf stat's default set (without its topdown metrics) */
	const char *defaults = "task-clock,context-switches,cpu-migrations,page-faults,"
			       "cycles,instructions,branches,branch-misses";
	int err, json = 0, csv = 0, om = 0;
	long v;

	c->cmd = -1;
	c->sep = ",";
	c->argv = argv;
	for (int i = 0; i < argc; i++) {
		const char *a = argv[i], *val;

		if (!strcmp(a, "--")) {
			c->cmd = i + 1 < argc ? i + 1 : -1;
			break;
		}
		if (a[0] != '-' || !a[1]) {
			c->cmd = i;
			break;
		}
		if (!strcmp(a, "--cpu")) {
			/* options end at the command: its own --cpu stays its own */
			if ((err = take(argc, argv, &i, a, &val)))
				return err;
			c->cpuid = val;
		} else if (!strncmp(a, "--cpu=", 6)) {
			c->cpuid = a + 6;
		} else if (!strcmp(a, "-a") || !strcmp(a, "--all-cpus")) {
			c->all_cpus = 1;
		} else if (!strcmp(a, "-A") || !strcmp(a, "--no-aggr")) {
			c->per_cpu = 1;
		} else if (!strcmp(a, "--json")) {
			json = 1;
		} else if (!strcmp(a, "--openmetrics")) {
			om = 1, c->om_stdout = 1;
		} else if (!strncmp(a, "-x", 2) && a[2]) {
			if ((err = separator(c, a + 2)))
				return err;
			csv = 1;
		} else if (!strncmp(a, "--event=", 8)) {
			if ((err = add_events(c, a + 8)))
				return err;
		} else if (!strcmp(a, "-e") || !strcmp(a, "--event")) {
			if ((err = take(argc, argv, &i, a, &val)) || (err = add_events(c, val)))
				return err;
		} else if (!strcmp(a, "-C")) {
			if ((err = take(argc, argv, &i, a, &val)))
				return err;
			c->cpus = val;
		} else if (!strcmp(a, "-p") || !strcmp(a, "--pid")) {
			if ((err = take(argc, argv, &i, a, &val)) || (err = add_pids(c, val)))
				return err;
		} else if (!strcmp(a, "-I") || !strcmp(a, "--interval-print")) {
			if ((err = take(argc, argv, &i, a, &val)))
				return err;
			if (number(val, 10, 3600000, &v))
				return refuse("-I", val, "want whole milliseconds, 10 or more");
			c->interval_ms = v;
		} else if (!strcmp(a, "-x") || !strcmp(a, "--field-separator")) {
			if ((err = take(argc, argv, &i, a, &val)) || (err = separator(c, val)))
				return err;
			csv = 1;
		} else if (!strcmp(a, "--openmetrics-file")) {
			if ((err = take(argc, argv, &i, a, &val)))
				return err;
			if ((err = out_file(val)))
				return err;
			om = 1, c->om_file = val;
		} else {
			return refuse("unknown option", a, "see perfgen(1)");
		}
	}
	if (cpu_refused(c->cpuid))
		return 1;
	if (json + csv + om > 1)
		return msg("-x, --json and --openmetrics are different outputs: choose one");
	c->mode = json ? OUT_JSON : csv ? OUT_CSV : om ? OUT_OPENMETRICS : OUT_HUMAN;
	if (c->npids && (c->cmd >= 0 || c->all_cpus || c->cpus))
		return msg(c->cmd >= 0 ? "-p and a command are different things to count: choose one"
				       : "-p and -a/-C are different things to count: choose one");
	if (c->cmd < 0 && !c->npids && !c->all_cpus && !c->cpus)
		return msg("no command to run, and no -p, -a or -C: nothing to count");
	if (c->cpus || c->all_cpus) {
		memset(online, 0, sizeof(online));
		if (online_cpus(online, MAX_UNITS))
			return msg("cannot read the online CPUs from /sys/devices/system/cpu/online");
		memset(cpus, 0, sizeof(cpus));
		if (c->cpus && cpu_list(c->cpus, cpus, MAX_UNITS))
			return refuse("-C", c->cpus, "want CPUs and ranges such as 0-3,8");
		for (int cpu = 0; cpu < MAX_UNITS; cpu++) {
			if (c->cpus && cpus[cpu] && !online[cpu])
				return refuse("-C", c->cpus, "names a CPU that is not online");
			if (c->per_cpu || c->mode == OUT_OPENMETRICS)
				if (c->cpus ? cpus[cpu] : online[cpu])
					c->units[c->nunits++] = cpu;
		}
		c->per_cpu = c->nunits > 0;
	}
	if (!c->nunits)
		c->units[c->nunits++] = -1;
	if (c->nev == 0 && (err = add_events(c, defaults)))
		return err;
	if ((err = check_events(c)))
		return err;
	if ((err = stat_metrics_args(c)))
		return err;
	for (int i = 0; i < c->npids; i++)
		if (alive(c->pids[i]))
			return 1;
	return 0;
}
