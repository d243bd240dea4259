// SPDX-License-Identifier: MIT
/* perf's -e list syntax: events, PMU forms with commas inside, {groups}:mods. */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "evlist.h"

/* Room for one more element of *arr (n of cap used): 0, or -1 out of memory. */
static int grow(void **arr, int n, int *cap, size_t size)
{
	void *p;
	int want = *cap ? *cap * 2 : 64;

	if (n < *cap)
		return 0;
	if (*cap > INT_MAX / 2 || !(p = realloc(*arr, (size_t)want * size)))
		return -1;
	*arr = p;
	*cap = want;
	return 0;
}

/* The end of the event starting at p: a ',' or stop outside slashes. */
static const char *event_end(const char *p, const char *stop)
{
	for (int slash = 0; p < stop && (slash || *p != ','); p++)
		if (*p == '/')
			slash = !slash;
	return p;
}

const char *evlist_mods(const char *event)
{
	const char *open = strchr(event, '/'), *close = open ? strrchr(event, '/') : NULL;
	const char *colon = strrchr(event, ':');

	if (close && close != open)
		return close + 1;
	if (colon && colon[1] && strspn(colon + 1, EVLIST_MODS) == strlen(colon + 1))
		return colon + 1;
	return NULL;
}

int evlist_priv_mods(const char *event)
{
	const char *m = evlist_mods(event);

	return m && m[strcspn(m, "ukh")] != '\0';
}

int evlist_split(const char *list, struct ev_list *out, const char **why)
{
	const char *p = list;

	out->nitem = out->ngroup = 0;
	if (!*list)
		return *why = "no event", -1;
	while (*p) {
		const char *end, *start = p;
		int group = *p == '{';
		struct ev_group *g;

		if (grow((void **)&out->group, out->ngroup, &out->group_cap, sizeof(*out->group)))
			return *why = "out of memory", -1;
		g = &out->group[out->ngroup];

		if (group) {
			start = ++p;
			/* A group runs to its '}' (never within a PMU form's slashes). */
			for (int slash = 0; *p && (slash || *p != '}'); p++)
				if (*p == '/')
					slash = !slash;
			if (*p != '}')
				return *why = "'{' without its '}'", -1;
			if (strchr(start, '{') && strchr(start, '{') < p)
				return *why = "a group inside a group", -1;
			end = p++;
			*g = (struct ev_group){ .first = out->nitem };
			if (*p == ':') {
				size_t n = strcspn(p + 1, ",");

				if (n == 0 || n >= sizeof(g->mods) - 1)
					return *why = "bad modifier after '}'", -1;
				memcpy(g->mods, p, n + 1);
				p += n + 1;
			}
		} else {
			end = p = event_end(p, p + strlen(p));
		}
		/* The events of this token: one, or a group's members. */
		for (const char *q = start, *e;; q = e + 1) {
			e = event_end(q, end);
			if (e == q)
				return *why = "an empty event", -1;
			if (grow((void **)&out->item, out->nitem, &out->item_cap,
				 sizeof(*out->item)))
				return *why = "out of memory", -1;
			if (memchr(q, '{', (size_t)(e - q)) || memchr(q, '}', (size_t)(e - q)))
				return *why = "a brace inside an event", -1;
			if (group && g->mods[0] &&
			    (memchr(q, ':', (size_t)(e - q)) || memchr(q, '/', (size_t)(e - q))))
				return *why = "a group's modifiers on a member with its own", -1;
			out->item[out->nitem++] = (struct ev_item){
				.off = (size_t)(q - list), .len = (size_t)(e - q),
				.group = group ? out->ngroup : -1 };
			if (e >= end)
				break;
		}
		if (group) {
			g->nr = out->nitem - g->first;
			out->ngroup++;
		}
		if (*p == ',') {
			if (!*++p)
				return *why = "a trailing ','", -1;
		} else if (*p) {
			return *why = "expected ',' after a group", -1;
		}
	}
	return 0;
}
