// SPDX-License-Identifier: MIT
/* Options structs (opts.h). */
#include <errno.h>

#include "opts.h"

int pg_opts_valid(const void *opts, size_t known, const char *what)
{
	size_t sz;

	if (!opts)
		return 0;
	sz = *(const size_t *)opts;
	if (sz < sizeof(size_t))
		return pg_err(-EINVAL, "%s: sz is %zu; set it with PERFGEN_OPTS()", what, sz);
	for (size_t i = known; i < sz; i++)
		if (((const unsigned char *)opts)[i])
			return pg_err(-EINVAL, "%s: byte %zu is set, but this libperfgen knows "
				      "only the first %zu bytes (built against a newer header?)",
				      what, i, known);
	return 0;
}
