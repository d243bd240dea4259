/* SPDX-License-Identifier: MIT */
/*
 * perf's option syntax (tools/lib/subcmd/parse-options.c) for the CLI's
 * commands that take perf's options (opts.c).
 */
#ifndef PERFGEN_CLI_OPTS_H
#define PERFGEN_CLI_OPTS_H

#include <stdio.h>

struct cli_opt {
	char short_name;	/* 0: none */
	const char *long_name;	/* NULL: none */
	const char *arg;	/* the value's name in the usage; NULL: a switch */
	int id;			/* the caller's */
	const char *help;
};

/*
 * Called for each option read (val NULL for a switch): 0 to go on;
 * anything else stops the reading and is returned.
 */
typedef int (*cli_opt_fn)(void *ctx, const struct cli_opt *o, const char *val);

/*
 * Read argv as perf's parse-options does, up to the first argument that is
 * no option, or "--": switches bundle (-aA); a letter that takes a value
 * takes the rest of its word or, when nothing is left, the next argument
 * (-etask-clock, -e task-clock, -ae task-clock); a long option takes
 * --name=value or --name value, and an unambiguous start of its name will
 * do.  *cmd: the index of the first argument after the options (argc when
 * none).  0; what fn returned when not 0; or, for an unknown, ambiguous or
 * incomplete option, a message on stderr after "PROG: " and 129 (perf's
 * usage status).
 */
int cli_opts_read(const char *prog, const struct cli_opt *opts, int nopts, int argc,
		  char **argv, cli_opt_fn fn, void *ctx, int *cmd);

/* The usage line, then the options one a line with their help. */
void cli_opts_usage(FILE *f, const char *usage, const struct cli_opt *opts, int nopts);

#endif
