// SPDX-License-Identifier: MIT
/* The per-thread message behind every negative return. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include <perfgen/perfgen.h>

#include "error.h"

/* One buffer per thread: no locking, no allocation. */
static __thread char pg_msg[768];

int pg_err(int err, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(pg_msg, sizeof(pg_msg), fmt, ap);
	va_end(ap);
	return err;
}

int pg_err_str(int err, const char *msg)
{
	size_t len = strnlen(msg, sizeof(pg_msg) - 1);

	memcpy(pg_msg, msg, len);
	pg_msg[len] = '\0';
	return err;
}

void pg_err_append(const char *fmt, ...)
{
	size_t len = strlen(pg_msg);
	va_list ap;

	if (len + 1 >= sizeof(pg_msg))
		return;
	va_start(ap, fmt);
	vsnprintf(pg_msg + len, sizeof(pg_msg) - len, fmt, ap);
	va_end(ap);
}

void pg_err_clear(void)
{
	pg_msg[0] = '\0';
}

const char *pg_byte_name(unsigned char c, char *buf)
{
	static const char *const named[] = {
		[' '] = "a space", ['\t'] = "a tab", ['\n'] = "a newline",
		['\r'] = "a carriage return", ['\v'] = "a vertical tab", ['\f'] = "a form feed",
		['\0'] = "a NUL byte",
	};

	if (c < sizeof(named) / sizeof(named[0]) && named[c])
		snprintf(buf, PG_BYTE_NAME_MAX, "%s", named[c]);
	else if (c < 0x20 || c == 0x7f)
		snprintf(buf, PG_BYTE_NAME_MAX, "control byte 0x%02x", c);
	else if (c >= 0x80)
		snprintf(buf, PG_BYTE_NAME_MAX, "byte 0x%02x", c);
	else
		snprintf(buf, PG_BYTE_NAME_MAX, "'%c'", c);
	return buf;
}

PERFGEN_API const char *perfgen_errmsg(void)
{
	return pg_msg;
}
