// SPDX-License-Identifier: MIT
/* JSON strings (json.h), for perfgen stat, perfgen validate and the PCP agent. */
#include <stdio.h>

#include "json.h"

void json_string(FILE *out, const char *str)
{
	const unsigned char *s = (const unsigned char *)str;

	fputc('"', out);
	while (*s) {
		unsigned char c = *s;
		size_t n = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 0;
		size_t k = 1;

		if (c == '"' || c == '\\') {
			fprintf(out, "\\%c", c);
			s++;
			continue;
		}
		if (c < 0x20) {
			fprintf(out, "\\u%04x", c);
			s++;
			continue;
		}
		while (n > 1 && k < n && (s[k] & 0xc0) == 0x80)
			k++;
		/* A lead byte without its continuation, an overlong form or a surrogate. */
		if (n == 0 || k != n || (n == 2 && c < 0xc2) ||
		    (n == 3 && ((c == 0xe0 && s[1] < 0xa0) || (c == 0xed && s[1] >= 0xa0))) ||
		    (n == 4 && ((c == 0xf0 && s[1] < 0x90) || c > 0xf4 || (c == 0xf4 && s[1] >= 0x90)))) {
			fputs("\\ufffd", out);
			s++;
			continue;
		}
		fwrite(s, 1, n, out);
		s += n;
	}
	fputc('"', out);
}
