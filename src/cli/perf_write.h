/* SPDX-License-Identifier: MIT */
/* One event of an -e list written for perf (perf_write.c). */
#ifndef PERFGEN_CLI_PERF_WRITE_H
#define PERFGEN_CLI_PERF_WRITE_H

#include <perfgen/perfgen.h>
#include <stddef.h>

#define PW_PMUS_MAX 8

/* An -e list being written for perf, and what places its events. */
struct pw_list {
	const char *cpuid;
	char *out;		/* the list as perf reads it */
	size_t len, sz;
	/* the CPU's core PMUs when it has several (a concept lives on each) */
	const char *pmus[PW_PMUS_MAX];
	int npmu;
	const char *cputype;	/* perf stat --cputype: only that one */
	int dry;		/* --dry-run: nothing runs, another CPU's encodings print */
};

/* s appended to the list: 0, or -1 out of memory. */
int pw_puts(struct pw_list *r, const char *s);
/* What was appended after length save taken back. */
void pw_unput(struct pw_list *r, size_t save);

/* Does text name a concept (alone, with modifiers, or as pmu/concept/)? */
int pw_names_concept(const char *text, const char *cpuid);

/*
 * text with only the privilege modifiers the library reads (u, k, h) into
 * buf: what the library checks.
 */
void pw_library_mods(const char *text, char *buf, size_t sz);

/*
 * A resolved encoding (a, info) of text on pmu, formatted, with perf's own
 * terms own ("period=1000", "" for none) and the user's modifiers as
 * written; a sum as a group (its parts joining the group around it when
 * in_group).  0, 1 refused (message printed), -1 out of memory.
 */
int pw_put_resolved(struct pw_list *r, const char *text, const char *own,
		    struct perf_event_attr *a, const struct perfgen_info *info, const char *pmu,
		    int in_group);

/*
 * 1 (message printed) when text resolves to a hardware encoding of
 * r->cpuid that is not this machine's (PERFGEN_ALLOW_FOREIGN_CPU=1 lets it
 * through): perf would count something else with it here.  0 otherwise:
 * this machine's table, a software event, or what the library does not
 * resolve (perf's own syntax, judged by perf).
 */
int pw_foreign(const struct pw_list *r, const char *text);

/*
 * One event on the PMU the library picks (or as written: perf's own
 * syntax).  0, 1 when it must not reach perf (message printed), -1 out
 * of memory.
 */
int pw_event(struct pw_list *r, const char *text, int in_group);

#endif
