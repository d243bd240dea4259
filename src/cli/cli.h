/* SPDX-License-Identifier: MIT */
/* The perfgen command line: one file per command, this header between them. */
#ifndef PERFGEN_CLI_H
#define PERFGEN_CLI_H

#include <perfgen/perfgen.h>
#include <stdio.h>

void usage(FILE *f);

/*
 * Is argv[*i] "--cpu ID" or "--cpu=ID"?  Then *cpuid is ID, *i is on its
 * last word, and 1; else 0 and nothing changes.
 */
int cpu_option(int argc, char **argv, int *i, const char **cpuid);

/*
 * A CPU id (--cpu ID, or PERFGEN_CPU when cpuid is NULL) that does not
 * parse, or that names two tables (no stepping): every command refuses it
 * alike, before anything is printed or run, with the library's message on
 * stderr; returns the exit status, 1, or 0 when the CPU may be used.  A
 * well-formed id the tables lack, and a machine that cannot be identified,
 * may: their software events still count.
 */
int cpu_refused(const char *cpuid);

/*
 * The core PMUs a named CPU's table assumes, for the reader: "cpu alone",
 * "cpu_core + cpu_atom", or with cpu_lowpower too (main.c).
 */
const char *table_core_pmus(const char *cpuid, int hybrid);

/* /proc/sys/kernel/perf_event_paranoid, or -1 when unreadable (paranoid.c). */
int paranoid_level(void);

/* Each command: argv holds its arguments only; returns the exit status. */
int cmd_cpu(const char *cpuid, int argc, char **argv);
int cmd_list(const char *cpuid, int argc, char **argv);
int cmd_resolve(const char *cpuid, int argc, char **argv);
int cmd_explain(const char *cpuid, int argc, char **argv);
int cmd_stat(const char *cpuid, int argc, char **argv);
int cmd_perf(const char *cpuid, int argc, char **argv);

/* The perf string of attr (perfgen_format()), or "?" with the reason. */
const char *perf_string(const struct perf_event_attr *a, const char *cpuid, const char *pmu,
			char *buf, size_t sz);
/* How a resolved concept counts: exact, approx or architectural. */
const char *avail_word(const struct perfgen_info *info);
/* What a resolved event string is: avail_word() of a concept, else
 * software, generic (perf's name of a kernel generic event) or raw. */
const char *form_word(const struct perfgen_info *info, const struct perf_event_attr *a);

#endif
