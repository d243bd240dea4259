// SPDX-License-Identifier: MIT
/* The per-thread message behind every negative return. */
#include <errno.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <perfgen/perfgen.h>

#include "error.h"

/* One buffer per thread: no locking, no allocation. */
static __thread char pg_msg[768];
/* The same failure's reason and fields (perfgen_errinfo()). */
static __thread struct perfgen_error pg_info;

/*
 * The reason an errno gives when the place that failed names none more
 * precise: the library's own convention for its returns (perfgen.h).
 */
static int reason_of(int err)
{
	switch (err) {
	case -ENOENT:
		return PERFGEN_ERR_UNKNOWN_NAME;
	case -EOPNOTSUPP:
		return PERFGEN_ERR_NOT_ON_CPU;
	case -EINVAL:
	case -ERANGE:
		return PERFGEN_ERR_BAD_ARGUMENT;
	case -EXDEV:
		return PERFGEN_ERR_FOREIGN_CPU;
	case -EACCES:
	case -EPERM:
		return PERFGEN_ERR_PRIVILEGE;
	case -ENOMEM:
		return PERFGEN_ERR_NO_MEMORY;
	case -ENOSPC:
		return PERFGEN_ERR_NO_SPACE;
	case -ENODEV:
		return PERFGEN_ERR_NO_PMU;
	default:
		return PERFGEN_ERR_SYSTEM;
	}
}

/* A new failure: its errno, the reason that errno gives, no fields. */
static void info_reset(int err)
{
	memset(&pg_info, 0, sizeof(pg_info));
	pg_info.sz = sizeof(pg_info);
	pg_info.err = err;
	pg_info.reason = reason_of(err);
	pg_info.offset = -1;
}

int pg_err(int err, const char *fmt, ...)
{
	va_list ap;

	info_reset(err);
	va_start(ap, fmt);
	vsnprintf(pg_msg, sizeof(pg_msg), fmt, ap);
	va_end(ap);
	return err;
}

int pg_err_as(int reason, int err, const char *fmt, ...)
{
	va_list ap;

	info_reset(err);
	pg_info.reason = reason;
	va_start(ap, fmt);
	vsnprintf(pg_msg, sizeof(pg_msg), fmt, ap);
	va_end(ap);
	return err;
}

int pg_err_syntax(const char *fmt, ...)
{
	va_list ap;

	info_reset(-EINVAL);
	pg_info.reason = PERFGEN_ERR_SYNTAX;
	va_start(ap, fmt);
	vsnprintf(pg_msg, sizeof(pg_msg), fmt, ap);
	va_end(ap);
	return -EINVAL;
}

int pg_err_str(int err, const char *msg)
{
	size_t len = strnlen(msg, sizeof(pg_msg) - 1);

	info_reset(err);
	memcpy(pg_msg, msg, len);
	pg_msg[len] = '\0';
	return err;
}

int pg_err_reason(int err, int reason)
{
	pg_info.reason = reason;
	return err;
}

int pg_err_last_reason(void)
{
	return pg_info.reason;
}

int pg_err_suggested(int err)
{
	pg_info.suggested = 1;
	return err;
}

int pg_err_at(int err, size_t offset)
{
	pg_info.reason = PERFGEN_ERR_SYNTAX;
	pg_info.offset = offset > INT32_MAX ? INT32_MAX : (int)offset;
	return err;
}

int pg_err_config1(int err, uint64_t config1, uint64_t mask, unsigned int msr)
{
	pg_info.reason = PERFGEN_ERR_WHITELIST;
	pg_info.config1 = config1;
	pg_info.mask = mask;
	pg_info.bad_bits = config1 & ~mask;
	pg_info.msr = msr;
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
	memset(&pg_info, 0, sizeof(pg_info));
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

/*
 * struct perfgen_error's first release is 0.2, its whole size; where its
 * last field ends, the tail padding after it included in the bytes that
 * must be zero (a newer header's field could land there).
 */
#define ERR_SZ0 sizeof(struct perfgen_error)
#define ERR_END (offsetof(struct perfgen_error, suggested) + sizeof(int))
_Static_assert(ERR_END <= sizeof(struct perfgen_error) &&
		       sizeof(struct perfgen_error) - ERR_END < _Alignof(struct perfgen_error),
	       "perfgen_error: a field after suggested");

PERFGEN_API int perfgen_errinfo(struct perfgen_error *out)
{
	struct perfgen_error full = pg_info;

	if (!out)
		return -EINVAL;
	/*
	 * The sz rule of perfgen.h (opts.c), without its message: a bad
	 * struct must not overwrite the very failure it asks about.
	 */
	if (out->sz < ERR_SZ0)
		return -EINVAL;
	for (size_t i = ERR_END; i < out->sz; i++)
		if (((const unsigned char *)out)[i])
			return -EINVAL;
	full.sz = sizeof(full);
	if (full.reason == PERFGEN_ERR_NONE)
		full.offset = -1;	/* no failure yet: nothing to blame */
	memcpy((char *)out + sizeof(size_t), (const char *)&full + sizeof(size_t),
	       (out->sz < sizeof(full) ? out->sz : sizeof(full)) - sizeof(size_t));
	return 0;
}
