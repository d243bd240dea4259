// SPDX-License-Identifier: MIT
/*
 * libFuzzer target: the sysfs format/ parser ("config:0-7,32-35") and the
 * placement of a value into it.  Input: 8 bytes of value, then the text.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "terms.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct pg_format f;
	uint64_t value, cfg[3] = { 0, 0, 0 }, mask[3] = { 0, 0, 0 };
	char *s;

	if (size < 8)
		return 0;
	memcpy(&value, data, 8);
	s = malloc(size - 8 + 1);
	if (!s)
		return 0;
	memcpy(s, data + 8, size - 8);
	s[size - 8] = '\0';
	if (pg_format_parse(s, &f) == 0) {
		if (f.field > 2 || f.nr == 0 || f.nr > 4)
			__builtin_trap();
		/* Whatever fits lands inside the format's own bits. */
		pg_format_apply(&f, ~0ULL, mask);
		if (pg_format_apply(&f, value, cfg) == 0)
			for (int i = 0; i < 3; i++)
				if (cfg[i] & ~mask[i])
					__builtin_trap();
	}
	free(s);
	return 0;
}
