/* SPDX-License-Identifier: MIT */
/* perf's -e list syntax, split (evlist.c): for perfgen stat and perfgen perf. */
#ifndef PERFGEN_CLI_EVLIST_H
#define PERFGEN_CLI_EVLIST_H

#include <stddef.h>

/* One event of a list: list[off .. off+len), in group `group` or -1. */
struct ev_item {
	size_t off, len;
	int group;
};

/* A {...} group: its members' modifiers after the brace, ":u" or "". */
struct ev_group {
	int first, nr;		/* items[first .. first+nr) */
	char mods[16];
};

/*
 * The events of a list, as many as it has: evlist_split grows the arrays
 * and keeps them for the next call on the same ev_list (start it zeroed).
 */
struct ev_list {
	struct ev_item *item;
	int nitem, item_cap;
	struct ev_group *group;
	int ngroup, group_cap;
};

/*
 * Split list as perf does: events separated by commas outside a PMU
 * form's slashes, and {a,b} groups whose modifiers (":u" after the brace)
 * apply to each member.  0, or -1 with *why saying what is wrong.
 */
int evlist_split(const char *list, struct ev_list *out, const char **why);

/* perf's modifier letters (tools/perf/util/parse-events.l, modifier_event). */
#define EVLIST_MODS "ukhpPGHSDIWebR"

/*
 * Where the modifiers of one event start: after a PMU form's closing '/'
 * ("" when none), or after its last ':' when all that follows is
 * modifier letters; NULL when the event has none ("r1b7:20ff" has none).
 */
const char *evlist_mods(const char *event);

/*
 * Does the event carry a privilege modifier (u, k or h)?  Then it is
 * counted as written: perf_event_paranoid's fallback to user space only
 * is for events written without one.
 */
int evlist_priv_mods(const char *event);

#endif
