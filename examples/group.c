// SPDX-License-Identifier: MIT
/*
 * group: several concepts read together, in one read(2), around a piece of
 * work, summed and then unit by unit (a hybrid CPU's core types are units
 * of their own), then a ratio.  Software concepts count everywhere; add a
 * hardware one on the command line (./group instructions) to see how a
 * group fails as a whole, with the reason, when one member cannot count.
 *
 *   cc -o group group.c $(pkg-config --cflags --libs libperfgen)
 */
#define _DEFAULT_SOURCE	/* MAP_ANONYMOUS, madvise() under -std=c99 */
#include <perfgen/perfgen.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#define MAX 8

/*
 * Touch 16 MiB of fresh anonymous memory, a byte a page: one page fault per
 * page (no huge pages), whatever the allocator or the optimiser would do
 * with a malloc()ed buffer nobody reads.
 */
static void work(void)
{
	size_t page = (size_t)sysconf(_SC_PAGESIZE), sz = 16u << 20;
	volatile char *p = mmap(NULL, sz, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS,
				-1, 0);

	if (p == MAP_FAILED)
		return;
	madvise((void *)p, sz, MADV_NOHUGEPAGE);
	for (size_t off = 0; off < sz; off += page)
		p[off] = 1;
	munmap((void *)p, sz);
}

int main(int argc, char **argv)
{
	const char *ev[MAX] = { "task-clock", "page-faults", "context-switches" };
	PERFGEN_OPTS(perfgen_counter_opts, o, .group = true);
	struct perfgen_count c[MAX];
	struct perfgen_counter *g;
	int n = 3, units;

	for (int i = 1; i < argc && n < MAX; i++)
		ev[n++] = argv[i];
	if (perfgen_counter_open(ev, n, &o, &g)) {
		printf("group of %d: %s\n", n, perfgen_errmsg());
		return 1;
	}
	work();
	for (int i = 0; i < n; i++)
		c[i].sz = sizeof(c[i]);
	if (perfgen_counter_read(g, c, n)) {
		printf("read: %s\n", perfgen_errmsg());
		return 1;
	}
	for (int i = 0; i < n; i++)
		printf("%-18s %" PRIu64 "\n", ev[i], c[i].scaled);
	if (c[0].scaled)
		printf("page-faults per ms: %.1f\n", (double)c[1].scaled * 1e6 / (double)c[0].scaled);
	units = perfgen_counter_nr_units(g);
	for (int u = 0; u < units; u++) {
		PERFGEN_OPTS(perfgen_unit, unit);

		if (perfgen_counter_unit(g, u, &unit) || perfgen_counter_read_unit(g, u, c, n))
			continue;
		printf("unit %d (%s):", u, unit.pmu);
		for (int i = 0; i < n; i++)
			printf(" %s %" PRIu64, ev[i], c[i].scaled);
		printf("\n");
	}
	perfgen_counter_close(g);
	return 0;
}
