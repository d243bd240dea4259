/* SPDX-License-Identifier: MIT */
/* The per-thread message behind every negative return (error.c). */
#ifndef PERFGEN_ERROR_H
#define PERFGEN_ERROR_H

#include <stddef.h>
#include <stdint.h>

#define PG_HIDDEN __attribute__((visibility("hidden")))
#define PG_PRINTF(a, b) __attribute__((format(printf, a, b)))
/*
 * State every first call writes: in .data, not .bss.  The loader's
 * relocations write the page where .data begins, so it is the process's
 * own copy before the first call; zero-filled .bss would cost a fault to
 * read and another to write (docs/PERFORMANCE.md, "First call").
 */
#define PG_HOT_DATA __attribute__((section(".data")))

/* Set this thread's message and return err (a negative errno). */
PG_HIDDEN int pg_err(int err, const char *fmt, ...) PG_PRINTF(2, 3);
/* pg_err(err, "%s", msg) without printf's cost. */
PG_HIDDEN int pg_err_str(int err, const char *msg);
/* Append to the message (used to add an explanation to an errno). */
PG_HIDDEN void pg_err_append(const char *fmt, ...) PG_PRINTF(1, 2);
PG_HIDDEN void pg_err_clear(void);
/*
 * Every pg_err() gives the failure the reason (enum perfgen_reason) its
 * errno names in the library's convention (-ENOENT unknown name,
 * -EOPNOTSUPP not on this CPU, -EINVAL bad argument, -EXDEV foreign CPU,
 * -EACCES/-EPERM privilege, ...); a place that knows better says so after
 * it (pg_err_reason() returns err), or sets it with the message
 * (pg_err_as(), pg_err_syntax()).
 * pg_err_at(): a malformed string, the offset of the byte that is wrong;
 * pg_err_config1(): the whitelist refused config1 (mask 0: no bit allowed).
 */
PG_HIDDEN int pg_err_reason(int err, int reason);
/* The reason of this thread's last failure (to keep it with a copied message). */
PG_HIDDEN int pg_err_last_reason(void);
/* pg_err() with the reason named: pg_err_as(PERFGEN_ERR_UNKNOWN_CPU, -ENOENT, "..."). */
PG_HIDDEN int pg_err_as(int reason, int err, const char *fmt, ...) PG_PRINTF(3, 4);
/* pg_err(-EINVAL, ...) for a malformed string: PERFGEN_ERR_SYNTAX, no offset. */
PG_HIDDEN int pg_err_syntax(const char *fmt, ...) PG_PRINTF(1, 2);
PG_HIDDEN int pg_err_at(int err, size_t offset);
/* An unknown name whose message offers close spellings ("did you mean"). */
PG_HIDDEN int pg_err_suggested(int err);
PG_HIDDEN int pg_err_config1(int err, uint64_t config1, uint64_t mask, unsigned int msr);
/*
 * A byte as a message names it: "a space", "a tab", "a newline", "a
 * carriage return", "control byte 0x01", "byte 0xff"; the printable
 * ASCII ones as "'x'".  Returns buf (at least PG_BYTE_NAME_MAX bytes).
 */
#define PG_BYTE_NAME_MAX 24
PG_HIDDEN const char *pg_byte_name(unsigned char c, char *buf);

#endif
