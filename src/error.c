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

PERFGEN_API const char *perfgen_errmsg(void)
{
	return pg_msg;
}
