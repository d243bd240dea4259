// SPDX-License-Identifier: MIT
/*
 * libFuzzer target: perfgen perf's reader of perf's command line
 * (parse-options' rules over perf's option tables).  The input is words
 * separated by NUL bytes: perf's global options and command, then the
 * command's words.  Every event list found must lie inside a word, at or
 * after the previous one, and every refusal must say why.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../src/cli/perf_opts.h"

#define WORDS 64

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static struct perf_hit hits[WORDS];
	char *argv[WORDS], *s = malloc(size + 1), why[512];
	int argc = 0, cmd, nhit = -1;

	if (!s)
		return 0;
	memcpy(s, data, size);
	s[size] = '\0';
	for (size_t i = 0; i <= size && argc < WORDS; i += strlen(s + i) + 1)
		argv[argc++] = s + i;
	why[0] = '\0';
	cmd = perf_scan_global(argc, argv, why, sizeof(why));
	if (cmd < 0 || cmd >= argc) {
		if ((cmd < 0 && !why[0]) || cmd > argc)
			__builtin_trap();
		free(s);
		return 0;
	}
	if (perf_scan_command(argv[cmd], argc - cmd - 1, argv + cmd + 1, hits, WORDS, &nhit, why,
			      sizeof(why))) {
		if (!why[0])
			__builtin_trap();
	} else {
		for (int h = 0; h < nhit; h++)
			if (hits[h].arg < 0 || hits[h].arg >= argc - cmd - 1 || hits[h].off < 0 ||
			    (size_t)hits[h].off > strlen(argv[cmd + 1 + hits[h].arg]) ||
			    (h && hits[h].arg <= hits[h - 1].arg))
				__builtin_trap();
	}
	if (nhit < 0 || nhit > WORDS)
		__builtin_trap();
	free(s);
	return 0;
}
