// SPDX-License-Identifier: MIT
/*
 * libFuzzer target: the CLI's -e list splitter (perf's syntax: commas
 * outside a PMU form's slashes, {groups}:mods), which perfgen stat and
 * perfgen perf both read user input with.  Every accepted list must give
 * non-empty events inside the string, groups that cover their members
 * exactly, and a reason whenever it refuses.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../src/cli/evlist.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static struct ev_list l;
	const char *why = NULL;
	char *s = malloc(size + 1);

	if (!s)
		return 0;
	memcpy(s, data, size);
	s[size] = '\0';
	if (evlist_split(s, &l, &why)) {
		if (!why || !*why)
			__builtin_trap();
		free(s);
		return 0;
	}
	if (l.nitem < 1 || l.nitem > l.item_cap || l.ngroup < 0 || l.ngroup > l.group_cap)
		__builtin_trap();
	for (int i = 0; i < l.nitem; i++) {
		const struct ev_item *it = &l.item[i];

		if (!it->len || it->off + it->len > strlen(s) || it->group >= l.ngroup ||
		    memchr(s + it->off, '{', it->len) || memchr(s + it->off, '}', it->len))
			__builtin_trap();
		if (it->group >= 0 && (i < l.group[it->group].first ||
				       i >= l.group[it->group].first + l.group[it->group].nr))
			__builtin_trap();
	}
	for (int g = 0; g < l.ngroup; g++)
		if (l.group[g].nr < 1 || strlen(l.group[g].mods) >= sizeof(l.group[g].mods))
			__builtin_trap();
	free(s);
	return 0;
}
