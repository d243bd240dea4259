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
	PERFGEN_OPTS(perfgen_event_opts, o, .disabled = 1);
	struct perfgen_event *ev;
	int err, n;

	if (argc != 2) {
		fprintf(stderr, "usage: perfgen-open EVENT\n");
		return 2;
	}
	err = perfgen_event_open(argv[1], &o, &ev);
	if (err) {
		printf("%s\n", perfgen_errmsg());
		return 1;
	}
	n = perfgen_event_nr_fds(ev);
	perfgen_event_close(ev);
	printf("opened %d fd(s)\n", n);
	return 0;
}
