/* SPDX-License-Identifier: MIT */
/*
 * perf's command line as perf reads it (perf_opts.c): where perfgen perf
 * finds the event lists of perf's options.
 */
#ifndef PERFGEN_CLI_PERF_OPTS_H
#define PERFGEN_CLI_PERF_OPTS_H

#include <stddef.h>

/* What an argument holds, from offset off of argv[arg] to its end. */
enum perf_hit_kind {
	PERF_HIT_EVENTS,	/* an event list: -e, --event, --switch-output-event */
	PERF_HIT_CPUTYPE,	/* perf stat's --cputype: the core PMU of the lists after it */
};

struct perf_hit {
	int arg, off;
	enum perf_hit_kind kind;
};

/*
 * perf's global options in argv[0..argc), then its command: the index of
 * the command's name (argc when there is none), or -1 with why (sz
 * bytes: an option perf does not know, or one without its value).
 * Help and version (--help, -h, --version, -v, -vv) are commands.
 */
int perf_scan_global(int argc, char *const *argv, char *why, size_t sz);

/*
 * The options of perf's command cmd in argv[0..argc) (the words after
 * its name), read as tools/lib/subcmd/parse-options.c reads them with
 * cmd's option table (Linux 6.12, and 6.1's since dropped): bundled short options (-ae EV, -aeEV),
 * a value attached or in the next word, long options abbreviated,
 * negated, with '=' or the next word.  Fills hits[0..*nhit) in order.
 * 0, or -1 with why (sz bytes) saying what perf would refuse, or that
 * perfgen perf does not know cmd's options and an argument may hold
 * events.
 */
int perf_scan_command(const char *cmd, int argc, char *const *argv, struct perf_hit *hits,
		      int max, int *nhit, char *why, size_t sz);

#endif
