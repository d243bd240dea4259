// SPDX-License-Identifier: MIT
/*
 * The library's own API checked in the arm64 guests (arm64-guests.sh
 * builds this statically against the cross-built libperfgen.a):
 *
 *   guestcheck percpu PROGRAM   count PROGRAM (loop2.S) on CPUs 0 and 1,
 *                               one unit each: prints the counter's total
 *                               and every unit's count
 *   guestcheck uread EVENT      read a counter of EVENT on this thread
 *                               through the library between two read(2)s
 *                               of its fd, while it runs and once
 *                               stopped; prints the mmap page's
 *                               capabilities and the readings
 *
 * One line each, "@@percpu ..." or "@@uread ...", judged on the host.
 */
#include <errno.h>
#include <linux/perf_event.h>
#include <perfgen/perfgen.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

/* read(2) of a lone event opened with the library's read_format. */
static uint64_t raw_read(int fd)
{
	uint64_t v[3] = { 0 };

	if (read(fd, v, sizeof(v)) != (ssize_t)sizeof(v))
		return UINT64_MAX;
	return v[0];
}

static int percpu(const char *program)
{
	const char *ev[] = { "instructions:u" };
	int cpus[] = { 0, 1 }, go[2], status;
	PERFGEN_OPTS(perfgen_count, total);
	struct perfgen_counter *c;
	uint64_t sum = 0;
	pid_t child;
	char x;

	if (pipe(go))
		return 1;
	child = fork();
	if (child == 0) {
		close(go[1]);
		if (read(go[0], &x, 1) != 1)
			_exit(126);
		execl(program, program, (char *)NULL);
		_exit(127);
	}
	close(go[0]);
	{
		PERFGEN_OPTS(perfgen_counter_opts, o, .pid = child, .cpus = cpus, .nr_cpus = 2,
			     .enable_on_exec = true);

		if (perfgen_counter_open(ev, 1, &o, &c)) {
			printf("@@percpu error open: %s\n", perfgen_errmsg());
			return 1;
		}
	}
	if (write(go[1], "g", 1) != 1 || waitpid(child, &status, 0) != child) {
		printf("@@percpu error: the child did not run\n");
		return 1;
	}
	if (perfgen_counter_read(c, &total, 1)) {
		printf("@@percpu error read: %s\n", perfgen_errmsg());
		return 1;
	}
	printf("@@percpu status=%d total=%llu units=%d", status, (unsigned long long)total.value,
	       perfgen_counter_nr_units(c));
	for (int u = 0; u < perfgen_counter_nr_units(c); u++) {
		PERFGEN_OPTS(perfgen_unit, unit);
		PERFGEN_OPTS(perfgen_count, one);

		if (perfgen_counter_unit(c, u, &unit) || perfgen_counter_read_unit(c, u, &one, 1)) {
			printf(" error: %s\n", perfgen_errmsg());
			return 1;
		}
		printf(" cpu%d=%llu", unit.cpu, (unsigned long long)one.value);
		sum += one.value;
	}
	printf(" sum=%llu\n", (unsigned long long)sum);
	perfgen_counter_close(c);
	return 0;
}

/* Sandwich: read(2), the library, read(2); 1 when a <= b <= c. */
static int sandwich(struct perfgen_counter *c, int fd, uint64_t v[3])
{
	PERFGEN_OPTS(perfgen_count, n);

	v[0] = raw_read(fd);
	if (perfgen_counter_read(c, &n, 1))
		return -1;
	v[1] = n.value;
	v[2] = raw_read(fd);
	return v[0] <= v[1] && v[1] <= v[2];
}

static int uread(const char *event)
{
	const char *ev[] = { event };
	PERFGEN_OPTS(perfgen_counter_opts, o);
	struct perfgen_counter *c;
	struct perf_event_mmap_page *pg;
	uint64_t run[3], stop[3];
	int fd, ok_run, ok_stop;
	unsigned int cap, index, width;

	if (perfgen_counter_open(ev, 1, &o, &c)) {
		printf("@@uread %s error open: %s\n", event, perfgen_errmsg());
		return 1;
	}
	fd = perfgen_counter_fd(c, 0, 0);
	/* A page of our own, to report what the kernel offers. */
	pg = mmap(NULL, (size_t)sysconf(_SC_PAGESIZE), PROT_READ, MAP_SHARED, fd, 0);
	ok_run = sandwich(c, fd, run);
	cap = pg != MAP_FAILED ? pg->cap_user_rdpmc : 0;
	index = pg != MAP_FAILED ? pg->index : 0;
	width = pg != MAP_FAILED ? pg->pmc_width : 0;
	perfgen_counter_disable(c);
	ok_stop = sandwich(c, fd, stop);
	printf("@@uread %s cap_user_rdpmc=%u index=%u pmc_width=%u running=%llu,%llu,%llu "
	       "in_order=%d stopped=%llu,%llu,%llu equal=%d\n", event, cap, index, width,
	       (unsigned long long)run[0], (unsigned long long)run[1],
	       (unsigned long long)run[2], ok_run, (unsigned long long)stop[0],
	       (unsigned long long)stop[1], (unsigned long long)stop[2],
	       ok_stop == 1 && stop[0] == stop[2] && stop[1] == stop[0]);
	perfgen_counter_close(c);
	return 0;
}

int main(int argc, char **argv)
{
	if (argc == 3 && !strcmp(argv[1], "percpu"))
		return percpu(argv[2]);
	if (argc == 3 && !strcmp(argv[1], "uread"))
		return uread(argv[2]);
	fprintf(stderr, "usage: guestcheck percpu PROGRAM | uread EVENT\n");
	return 2;
}
