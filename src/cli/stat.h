/* SPDX-License-Identifier: MIT */
/* perfgen stat: what the command counts (cmd_stat.c) and how it prints (stat_print.c). */
#ifndef PERFGEN_CLI_STAT_H
#define PERFGEN_CLI_STAT_H

#include <stdio.h>
#include <sys/types.h>

#include "cli.h"

#define MAX_EVENTS 64

enum out_mode { OUT_HUMAN, OUT_CSV, OUT_JSON };

struct stat_cfg {
	const char *ev[MAX_EVENTS];
	int nev;
	int all_cpus;
	const char *cpus;
	pid_t pid;		/* -p, 0 when not given */
	long interval_ms;
	enum out_mode mode;
	const char *sep;
	int cmd;		/* argv index of the command, -1 none */
};

struct stat_ev {
	struct perfgen_event *h;
	char reason[512];
	struct perfgen_count last;
};

/*
 * One line per event at time t (seconds since the start), as perf stat
 * prints them: human, CSV (-x) or JSON; delta: the counts since the last
 * call (-I).
 */
void stat_print(FILE *out, const struct stat_cfg *cfg, struct stat_ev *se, double t, int delta);

#endif
