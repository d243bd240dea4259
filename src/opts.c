// SPDX-License-Identifier: MIT
/* Structs that start with sz (opts.h). */
#include <errno.h>

#include "opts.h"

int pg_sz_valid(const void *s, size_t first, size_t known, const char *what)
{
	size_t sz;

	if (!s)
		return 0;
	sz = *(const size_t *)s;
	if (sz < first)
		return pg_err(-EINVAL, "%s: sz is %zu, less than the %zu bytes of its first "
			      "release; set it with PERFGEN_OPTS()", what, sz, first);
	for (size_t i = known; i < sz; i++)
		if (((const unsigned char *)s)[i])
			return pg_err(-EINVAL, "%s: byte %zu is set, but this libperfgen knows "
				      "only the first %zu bytes (built against a newer header?)",
				      what, i, known);
	return 0;
}

int pg_event_opts_flags_valid(const struct perfgen_event_opts *o, const char *what)
{
	/* The bytes between cpus and process: the flags word and reserved. */
	size_t lo = offsetof(struct perfgen_event_opts, cpus) + sizeof(o->cpus);
	size_t hi = offsetof(struct perfgen_event_opts, process);
	struct perfgen_event_opts known;

	memset(&known, 0, sizeof(known));
	known.all_cpus = known.exclude_user = known.exclude_kernel = known.exclude_hv = 1;
	known.disabled = known.inherit = known.enable_on_exec = known.no_rdpmc = 1;
	for (size_t i = lo; i < hi; i++) {
		unsigned char extra = ((const unsigned char *)o)[i] &
				      (unsigned char)~((const unsigned char *)&known)[i];

		if (extra)
			return pg_err(-EINVAL, "%s: bits 0x%02x of byte %zu, in the flags word, "
				      "are no flag of this libperfgen (a header that put a flag "
				      "there?); new options are fields of their own", what,
				      extra, i);
	}
	return 0;
}
