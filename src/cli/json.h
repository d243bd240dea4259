/* SPDX-License-Identifier: MIT */
/* JSON strings, written the same way by every tool of the project. */
#ifndef PERFGEN_CLI_JSON_H
#define PERFGEN_CLI_JSON_H

#include <stdio.h>

/*
 * str as a JSON string: quoted, '"' and '\\' escaped, control bytes as
 * \u00XX, and any byte that is not part of valid UTF-8 (a lead byte without
 * its continuation, an overlong form, a surrogate) as U+FFFD, so that the
 * output is valid JSON whatever the bytes (a reason quoting sysfs, a path).
 */
void json_string(FILE *out, const char *str);

#endif
