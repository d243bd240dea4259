// SPDX-License-Identifier: MIT
/* Structs that start with sz (opts.h). */
#include <errno.h>

#include "opts.h"

int pg_sz_valid(const void *s, size_t first, size_t end, size_t known, const char *what)
{
	size_t sz;

	if (!s)
		return 0;
	sz = *(const size_t *)s;
	if (sz < first)
		return pg_err(-EINVAL, "%s: sz is %zu, less than the %zu bytes of its first "
			      "release; set it with PERFGEN_OPTS()", what, sz, first);
	for (size_t i = end; i < sz; i++) {
		if (!((const unsigned char *)s)[i])
			continue;
		if (i < known)
			return pg_err(-EINVAL, "%s: byte %zu is set, in the padding after the "
				      "last field this libperfgen knows (it ends at byte %zu): a "
				      "newer header's field there, or padding not zeroed (declare "
				      "the struct with PERFGEN_OPTS())", what, i, end);
		return pg_err(-EINVAL, "%s: byte %zu is set, but this libperfgen knows "
			      "only the first %zu bytes (built against a newer header?)",
			      what, i, known);
	}
	return 0;
}

/* Bytes lo..hi of s against a template with every known bit set. */
static int bits_valid(const void *s, const void *known, size_t lo, size_t hi,
		      const char *what)
{
	for (size_t i = lo; i < hi; i++) {
		unsigned char extra = ((const unsigned char *)s)[i] &
				      (unsigned char)~((const unsigned char *)known)[i];

		if (extra)
			return pg_err(-EINVAL, "%s: bits 0x%02x of byte %zu, in the flags word, "
				      "are no flag of this libperfgen (a header that put a flag "
				      "there?); new options are fields of their own", what,
				      extra, i);
	}
	return 0;
}

int pg_event_opts_flags_valid(const struct perfgen_event_opts *o, const char *what)
{
	/* The bytes between cpus and process: the flags word and reserved. */
	struct perfgen_event_opts known;

	memset(&known, 0, sizeof(known));
	known.all_cpus = known.exclude_user = known.exclude_kernel = known.exclude_hv = 1;
	known.disabled = known.inherit = known.enable_on_exec = known.no_rdpmc = 1;
	return bits_valid(o, &known, pg_offsetofend(struct perfgen_event_opts, cpus),
			  offsetof(struct perfgen_event_opts, process), what);
}

int pg_open_opts_flags_valid(const struct perfgen_open_opts *o, const char *what)
{
	struct perfgen_open_opts known;

	memset(&known, 0, sizeof(known));
	known.exclude_user = known.exclude_kernel = known.exclude_hv = known.disabled = 1;
	known.inherit = known.enable_on_exec = known.pinned = known.exclusive = 1;
	known.cloexec = 1;
	return bits_valid(o, &known, pg_offsetofend(struct perfgen_open_opts, read_format),
			  PG_END_OPEN_OPTS, what);
}
