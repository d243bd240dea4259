/* SPDX-License-Identifier: MIT */
/*
 * perfgen stat: its options (stat_args.c), what it counts and how it runs
 * the workload (cmd_stat.c), and how it prints (stat_print.c, and
 * stat_metrics.c for the OpenMetrics text).
 */
#ifndef PERFGEN_CLI_STAT_H
#define PERFGEN_CLI_STAT_H

#include <stdio.h>
#include <sys/resource.h>
#include <sys/types.h>

#include "cli.h"

/* Most events of one {group}: the library's (PG_GROUP_MAX), read at once. */
#define MAX_EVENTS 64
#define MAX_PIDS 64
#define MAX_UNITS 8192		/* CPUs, with one unit per CPU */
/* perf's exit status for a command line it refuses (usage_with_options). */
#define STAT_USAGE 129
/* stat_args: --help was answered on stdout; exit 0. */
#define STAT_HELP -1

enum out_mode { OUT_HUMAN, OUT_CSV, OUT_JSON, OUT_OPENMETRICS };
enum aggr_mode { AGGR_CPU, AGGR_SOCKET, AGGR_DIE };

/* The counts of one event on one unit over the runs of -r (perf's stats). */
struct stat_acc {
	int n;			/* runs it counted in */
	double mean, m2;	/* of the scaled count (Welford, as perf's update_stats) */
	double enabled, running; /* sums, ns */
};

/* One event of -e. */
struct stat_ev {
	char spec[1024];	/* the string opened (the user-space fallback rewrites it) */
	char name[1024];	/* as printed: as given, ":u" added by the fallback */
	int group;		/* index of its group in stat_cfg.grp, -1 alone */
	int member;		/* its place in the group */
	struct perfgen_counter **h; /* [pid]: every unit asked for, alone only */
	char reason[512];	/* why it could not be opened ("" when it was):
				 * perf's <not supported> */
	char exactness[16];	/* exact, approx, architectural, raw, software */
	char pmu[16];		/* cpu, cpu_core, cpu_atom, software */
	struct perfgen_count *last; /* [unit]: the previous reading, for -I */
	struct stat_acc *acc;	/* [unit]: over the runs of -r */
	int tool;		/* perf's tool event duration_time: the wall time, ns */
	double scale;		/* what one count is worth in sunit (1: events) */
	char sunit[16];		/* "bytes", "joules" (an uncore concept); "" */
};

/* A {...} group of -e: counted and read together. */
struct stat_group {
	int first, nr;		/* its events, stat_cfg.ev[first .. first + nr) */
	struct perfgen_counter **g; /* [pid]: every unit asked for, a group */
};

struct stat_cfg {
	struct stat_ev *ev;	/* as many as -e gives: perf has no limit */
	int nev, ev_cap;
	struct stat_group *grp;
	int ngrp, grp_cap;
	const char *cpuid;	/* --cpu: resolve for this CPU */
	int all_cpus;		/* -a */
	const char *cpus;	/* -C */
	int cpu_nums[MAX_UNITS]; /* -C's CPUs, ascending */
	int ncpu_nums;
	pid_t pids[MAX_PIDS];	/* -p */
	int npids;
	long interval_ms;	/* -I */
	int intervals;		/* -I: how many printed (the header every 25) */
	int repeat;		/* -r: runs of the command, 1 or more */
	int forever;		/* -r 0: one run after another, each printed */
	int runs;		/* runs done so far */
	struct stat_acc elapsed; /* the wall time of each run, ns */
	enum out_mode mode;
	const char *sep;	/* -x */
	const char *om_file;	/* --openmetrics-file */
	int om_stdout;		/* --openmetrics: the text on standard output */
	int per_cpu;		/* -A, or OpenMetrics with CPUs: a unit per CPU */
	int aggr;		/* --per-socket, --per-die: a unit per socket (die) */
	int units[MAX_UNITS];	/* the CPU of each unit; -1: all of cpus; with
				 * aggr, its socket (<< 16 | die with --per-die) */
	int nunits;
	int cmd;		/* argv index of the command, -1 none */
	char **argv;
	int user_only;		/* fell back to user space (perf_event_paranoid) */
	int paranoid;
	int denied;		/* an event was refused by permission */
};

/*
 * Parse and check argv (after "stat") into cfg before anything runs: a
 * message and STAT_USAGE for a bad option or event, 1 for a process that
 * cannot be counted, STAT_HELP when --help was printed; 0 when all is well.
 */
int stat_args(int argc, char **argv, struct stat_cfg *cfg);

/*
 * Every event at time t (seconds since the start), as perf stat prints
 * them: human, CSV (-x), JSON, or the OpenMetrics text (to out, or written
 * atomically to --openmetrics-file); delta: the counts since the last call
 * (-I).  0, -1 when the output could not be written (said, for a file),
 * STAT_OUT_REFUSED when --openmetrics-file must not be replaced any more.
 */
int stat_print(FILE *out, struct stat_cfg *cfg, double t, int delta);

/*
 * The count of event i on unit u (a CPU: the library's units on that CPU,
 * -1: all of them), summed over the processes of -p.  -ENODEV when no PMU
 * of that CPU counts it.
 */
int stat_read(const struct stat_cfg *cfg, int i, int u, struct perfgen_count *out);

/*
 * --per-socket, --per-die: cfg->units from the sockets (dies) the
 * library gives the CPUs counted.  0, or 1 with a message.
 */
int stat_aggr_units(struct stat_cfg *c);

/*
 * The label of unit u: "CPU3", "S0", "S0-D1" (perf's forms), into buf; ""
 * for the total.
 */
const char *stat_unit_label(const struct stat_cfg *cfg, int u, char *buf, size_t sz);

/* stat_print(): the output file is no longer one to replace; stop. */
#define STAT_OUT_REFUSED (-2)

/*
 * The OpenMetrics text of every event (stat_metrics.c), each event on
 * each CPU read once for both: to --openmetrics-file and/or to out
 * (--openmetrics).  0, -1 when it could not be written, STAT_OUT_REFUSED
 * when the file's path now holds something other than a regular file.
 */
int stat_metrics(FILE *out, struct stat_cfg *cfg);

/*
 * The metrics' own rules for the command line, before anything runs: no
 * --openmetrics with -I on standard output, no event twice.  0, or a
 * message and STAT_USAGE.
 */
int stat_metrics_args(const struct stat_cfg *cfg);

/* No two events of the metrics with one name (again after the :u fallback). */
int stat_metrics_unique(const struct stat_cfg *cfg);

/* The labels of each event in the output: how it counts, on which PMU. */
void stat_describe(struct stat_cfg *cfg);

/* The header of the human form: what was counted (and how). */
void stat_header(FILE *out, const struct stat_cfg *cfg);

/*
 * The end of one run of -r that took t seconds: every count goes into its
 * stat_acc, to be printed as their mean by stat_print (delta 0) when
 * cfg->repeat > 1.  0, or -1 out of memory.
 */
int stat_accumulate(struct stat_cfg *cfg, double t);

/*
 * After the counts of the human form, as perf: the elapsed time t (over
 * -r's runs: their mean and deviation), then, when ru is given, the user
 * and system CPU time of the command.
 */
void stat_footer(FILE *out, const struct stat_cfg *cfg, double t, const struct rusage *ru);

#endif
