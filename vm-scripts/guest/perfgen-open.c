// SPDX-License-Identifier: MIT
/*
 * perfgen-open EVENT: open EVENT through libperfgen for this thread,
 * disabled, and close it: never enabled, so the guest's emulated PMU never
 * counts.  Prints "opened N fd(s)" and exits 0, or the library's message
 * and exits 1.  Built statically against the tree's libperfgen.a.
 */
#include <perfgen/perfgen.h>
#include <stdio.h>

int main(int argc, char **argv)
{
	PERFGEN_OPTS(perfgen_counter_opts, o, .disabled = true);
	struct perfgen_counter *c;
	int err, n = 0;

	if (argc != 2) {
		fprintf(stderr, "usage: perfgen-open EVENT\n");
		return 2;
	}
	err = perfgen_counter_open((const char *const *)&argv[1], 1, &o, &c);
	if (err) {
		printf("%s\n", perfgen_errmsg());
		return 1;
	}
	/* Every unit's fds: one per part of the event on each core PMU. */
	for (int u = 0; u < perfgen_counter_nr_units(c); u++) {
		PERFGEN_OPTS(perfgen_unit, unit);

		if (perfgen_counter_unit(c, u, &unit) == 0)
			n += unit.nr_fds;
	}
	perfgen_counter_close(c);
	printf("opened %d fd(s)\n", n);
	return 0;
}
