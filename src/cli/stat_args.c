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
#include "opts.h"
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

/* The CPUs of *set (n: what made it returned) into mask, *set freed; -1 on error. */
static int cpu_mask(int n, struct perfgen_cpuset **set, unsigned char *mask, size_t max)
{
	if (n < 0)
		return -1;
	for (int c = perfgen_cpuset_next(*set, -1); c >= 0; c = perfgen_cpuset_next(*set, c))
		if ((size_t)c < max)
			mask[c] = 1;
	perfgen_cpuset_free(*set);
	return 0;
}

/* A CPU list "0-3,8" as perf stat -C takes it (perfgen_cpuset_parse(3)); -1: perfgen_errmsg(). */
static int cpu_list(const char *s, unsigned char *mask, size_t max)
{
	struct perfgen_cpuset *set = NULL;
	int n = perfgen_cpuset_parse(s, 0, &set);

	return cpu_mask(n, &set, mask, max);
}

/* The online CPUs (sysfs), into mask; -1 when unreadable. */
static int online_cpus(unsigned char *mask, size_t max)
{
	struct perfgen_cpuset *set = NULL;
	int n = perfgen_cpuset_online(&set);

	return cpu_mask(n, &set, mask, max);
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

/* *arr with room for n elements (cap of them now), zeroed: 0, or -1. */
static int room(void **arr, int n, int *cap, size_t size)
{
	void *p;
	int want = *cap ? *cap : 64;

	while (want < n) {
		if (want > INT_MAX / 2)
			return -1;
		want *= 2;
	}
	if (want == *cap)
		return 0;
	p = realloc(*arr, (size_t)want * size);
	if (!p)
		return -1;
	memset((char *)p + (size_t)*cap * size, 0, (size_t)(want - *cap) * size);
	*arr = p;
	*cap = want;
	return 0;
}

/* One -e list into the events and groups of c. */
static int add_events(struct stat_cfg *c, const char *list)
{
	static struct ev_list l;
	const char *why;

	if (evlist_split(list, &l, &why))
		return refuse("event syntax error:", list, why);
	for (int g = 0; g < l.ngroup; g++)
		if (l.group[g].nr > MAX_EVENTS)
			return refuse("event syntax error:", list, "a {group} holds at most 64 "
				      "events, counted and read together; more count outside "
				      "groups (multiplexed and scaled)");
	if (room((void **)&c->ev, c->nev + l.nitem, &c->ev_cap, sizeof(*c->ev)) ||
	    room((void **)&c->grp, c->ngrp + l.ngroup, &c->grp_cap, sizeof(*c->grp)))
		return refuse("", list, "out of memory for this many events");
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
		/* perf's tool event: the run's wall time, counted by perfgen itself */
		ev->tool = !strcmp(ev->spec, "duration_time");
		if (!strncmp(ev->spec, "duration_time:", 14))
			return refuse("event syntax error:", ev->spec, "duration_time is the wall "
				      "time of the run: no modifier changes it");
		if (ev->tool && ev->group >= 0)
			return refuse("event syntax error:", list, "duration_time is the wall time, "
				      "not a counter to read with a {group} (perf then counts the "
				      "group's others as <not counted>)");
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
		int err = c->ev[i].tool ? 0 : perfgen_resolve(c->ev[i].spec, c->cpuid, &a);

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

/* perf stat's options that perfgen stat takes, read by perf's rules (opts.c). */
enum opt_id {
	O_CPUID, O_ALL, O_NOAGGR, O_PER_SOCKET, O_PER_DIE, O_JSON, O_OM, O_OMFILE, O_SEP, O_EVENT, O_CPUS, O_PID,
	O_INTERVAL, O_REPEAT, O_HELP, O_USAGE,
};

static const struct cli_opt opts[] = {
	{ 'e', "event", "EVENTS", O_EVENT, "events to count, perf's syntax (repeatable)" },
	{ 'a', "all-cpus", NULL, O_ALL, "every online CPU, all tasks" },
	{ 0, "per-socket", NULL, O_PER_SOCKET, "a count per socket (with -a or -C)" },
	{ 0, "per-die", NULL, O_PER_DIE, "a count per die of each socket (with -a or -C)" },
	{ 'C', NULL, "CPUS", O_CPUS, "these CPUs, all tasks (0-3,8)" },
	{ 'A', "no-aggr", NULL, O_NOAGGR, "one count per CPU (with -a or -C)" },
	{ 'p', "pid", "PID[,PID...]", O_PID, "these processes, until they exit" },
	{ 'r', "repeat", "N", O_REPEAT, "run the command N times: the mean and its deviation "
					"(0: again and again, until interrupted)" },
	{ 'I', "interval-print", "MS", O_INTERVAL, "print the counts every MS ms" },
	{ 'x', "field-separator", "SEP", O_SEP, "CSV output, fields separated by SEP" },
	{ 'j', "json", NULL, O_JSON, "JSON output, one object a line" },
	{ 0, "openmetrics", NULL, O_OM, "OpenMetrics text on standard output" },
	{ 0, "openmetrics-file", "PATH", O_OMFILE, "Prometheus text written to PATH" },
	{ 0, "cpu", "ID", O_CPUID, "resolve for CPU ID (VENDOR-FAMILY-MODEL[-STEPPING])" },
	{ 'h', NULL, NULL, O_USAGE, "this list, on standard error (exit 129)" },
	{ 0, "help", NULL, O_HELP, "this list, on standard output (see perfgen(1))" },
};

#define NOPTS (int)(sizeof(opts) / sizeof(opts[0]))
#define USAGE "perfgen stat [<options>] [--] [<command> [<args>...]]"

struct outputs {
	struct stat_cfg *c;
	int json, csv, om;
};

/* What one option does with its value (NULL for a switch). */
static int apply(void *ctx, const struct cli_opt *o, const char *val)
{
	struct outputs *out = ctx;
	struct stat_cfg *c = out->c;
	int err;
	long v;

	switch (o->id) {
	case O_CPUID:
		c->cpuid = val;
		break;
	case O_ALL:
		c->all_cpus = 1;
		break;
	case O_NOAGGR:
		c->per_cpu = 1;
		break;
	case O_PER_SOCKET:
		c->aggr = AGGR_SOCKET;
		break;
	case O_PER_DIE:
		c->aggr = AGGR_DIE;
		break;
	case O_JSON:
		out->json = 1;
		break;
	case O_OM:
		out->om = 1, c->om_stdout = 1;
		break;
	case O_OMFILE:
		if (!*val)
			return refuse("--openmetrics-file", val, "an empty path");
		if ((err = out_file(val)))
			return err;
		out->om = 1, c->om_file = val;
		break;
	case O_SEP:
		if ((err = separator(c, val)))
			return err;
		out->csv = 1;
		break;
	case O_EVENT:
		return add_events(c, val);
	case O_CPUS:
		c->cpus = val;
		break;
	case O_PID:
		return add_pids(c, val);
	case O_INTERVAL:
		/* perf's -I is an unsigned int of milliseconds */
		if (*val && strspn(val, "0123456789") == strlen(val) &&
		    (number(val, 0, LONG_MAX, &v) || v > UINT_MAX))
			return refuse("-I", val, "at most 4294967295 ms (perf's limit, an "
				      "unsigned int)");
		if (number(val, 10, UINT_MAX, &v))
			return refuse("-I", val, "want whole milliseconds, 10 or more");
		c->interval_ms = v;
		break;
	case O_REPEAT:
		/* perf's -r 0: run after run, each printed, until interrupted */
		if (number(val, 0, INT_MAX, &v))
			return refuse("-r", val, "want a run count, 1 or more (0: until "
				      "interrupted)");
		c->forever = v == 0;
		c->repeat = v ? (int)v : 1;
		break;
	case O_HELP:
		cli_opts_usage(stdout, USAGE, opts, NOPTS);
		return STAT_HELP;
	case O_USAGE:
		cli_opts_usage(stderr, USAGE, opts, NOPTS);
		return STAT_USAGE;
	}
	return 0;
}

int stat_args(int argc, char **argv, struct stat_cfg *c)
{
	static unsigned char cpus[MAX_UNITS], online[MAX_UNITS];
	/* perf stat's default set (without its topdown metrics) */
	const char *defaults = "task-clock,context-switches,cpu-migrations,page-faults,"
			       "cycles,instructions,branches,branch-misses";
	struct outputs o = { .c = c };
	int err, json, csv, om;

	c->cmd = -1;
	c->sep = ",";
	c->repeat = 1;
	c->argv = argv;
	err = cli_opts_read("perfgen stat", opts, NOPTS, argc, argv, apply, &o, &c->cmd);
	if (err)
		return err;
	if (c->cmd == argc)
		c->cmd = -1;
	json = o.json, csv = o.csv, om = o.om;
	if (cpu_refused(c->cpuid))
		return 1;
	if (json + csv + om > 1)
		return msg("-x, --json and --openmetrics are different outputs: choose one");
	c->mode = json ? OUT_JSON : csv ? OUT_CSV : om ? OUT_OPENMETRICS : OUT_HUMAN;
	if (om && (c->repeat > 1 || c->forever))
		return msg("-r with OpenMetrics: the metrics are counters of one run, not a "
			   "mean of several; choose one");
	if (c->npids && (c->cmd >= 0 || c->all_cpus || c->cpus))
		return msg(c->cmd >= 0 ? "-p and a command are different things to count: choose one"
				       : "-p and -a/-C are different things to count: choose one");
	if (c->cmd < 0 && !c->npids && !c->all_cpus && !c->cpus)
		return msg("no command to run, and no -p, -a or -C: nothing to count");
	/* perf: "no-aggregation modes only available in system-wide mode" */
	if (c->per_cpu && !c->all_cpus && !c->cpus)
		return msg("-A (--no-aggr) gives a count per CPU: it needs -a or -C");
	if (c->aggr && !c->all_cpus && !c->cpus)
		return msg("--per-socket and --per-die give a count per socket (die): they need "
			   "-a or -C");
	if (c->aggr && c->per_cpu)
		return msg("-A and --per-socket/--per-die aggregate differently: choose one");
	if ((c->repeat > 1 || c->forever) && c->cmd < 0)
		return msg("-r repeats a command: give one to run");
	/* perf: -C narrows -a to the CPUs named (the library's all_cpus would win). */
	if (c->cpus)
		c->all_cpus = 0;
	if (c->cpus || c->all_cpus) {
		memset(online, 0, sizeof(online));
		if (online_cpus(online, MAX_UNITS))
			return msg("cannot read the online CPUs from /sys/devices/system/cpu/online");
		memset(cpus, 0, sizeof(cpus));
		if (c->cpus && cpu_list(c->cpus, cpus, MAX_UNITS))
			return refuse("-C", c->cpus, perfgen_errmsg());
		for (int cpu = 0; cpu < MAX_UNITS; cpu++) {
			if (c->cpus && cpus[cpu] && !online[cpu])
				return refuse("-C", c->cpus, "names a CPU that is not online");
			if (c->cpus && cpus[cpu])
				c->cpu_nums[c->ncpu_nums++] = cpu;
			if (!(c->cpus ? cpus[cpu] : online[cpu]))
				continue;
			if (!c->aggr && (c->per_cpu || c->mode == OUT_OPENMETRICS))
				c->units[c->nunits++] = cpu;
		}
		/* --per-socket, --per-die: their units come from the counters (cmd_stat.c). */
		c->per_cpu = c->nunits > 0 || c->aggr;
	}
	if (!c->nunits && !c->aggr)
		c->units[c->nunits++] = -1;
	if (c->nev == 0 && (err = add_events(c, defaults)))
		return err;
	if ((err = check_events(c)))
		return err;
	if ((err = stat_metrics_args(c)))
		return err;
	for (int i = 0; om && i < c->nev; i++)
		if (c->ev[i].tool)
			return msg("duration_time with OpenMetrics: it is the wall time of the run, "
				   "not a counter the metrics carry");
	for (int i = 0; i < c->npids; i++)
		if (alive(c->pids[i]))
			return 1;
	return 0;
}
