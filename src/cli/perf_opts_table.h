/* SPDX-License-Identifier: MIT */
/* perf's option tables, as parse-options reads them (perf_opts_table.c). */
#ifndef PERFGEN_CLI_PERF_OPTS_TABLE_H
#define PERFGEN_CLI_PERF_OPTS_TABLE_H

#include <stdbool.h>
#include <stddef.h>

/* How an option takes its value (parse-options.h: the OPT_* macros). */
enum {
	PO_NOARG,		/* BOOLEAN, INCR, SET_*, CALLBACK_NOOPT */
	PO_ARG,		/* STRING, INTEGER, U64, CALLBACK: attached or the next word */
	PO_OPTARG,		/* *_OPTARG: only attached (-zN, --aio=N) */
	PO_LASTARG_DEFAULT, /* CALLBACK_DEFAULT: the next word unless it starts with '-' */
};
enum { PO_HIT_NONE, PO_HIT_EVENTS, PO_HIT_CPUTYPE };

/* One row of an option table: struct option, what parse-options reads of it. */
struct perf_opt {
	char shrt;
	const char *lng;
	unsigned char kind, hit;
};

/* A perf command whose options perfgen perf reads. */
struct perf_cmd {
	const char *name;
	const struct perf_opt *opts;
	size_t nr;
	bool stop_at_non_option;	/* PARSE_OPT_STOP_AT_NON_OPTION: the workload follows */
};

/* perf's command name's table, or NULL when perfgen perf has none. */
const struct perf_cmd *perf_cmd_find(const char *name);

#endif
