// SPDX-License-Identifier: MIT
/*
 * remote_dram: how much of one function's DRAM traffic goes to another
 * socket.  dram-local and dram-remote are counted as one group, so both
 * cover the same instructions; the function's task-clock is counted by a
 * counter that needs no PMU.  Where the CPU cannot count remote DRAM (a
 * single-socket part, a VM without a PMU), it says why and still reports
 * the time.
 *
 *   cc -o remote_dram remote_dram.c $(pkg-config --cflags --libs libperfgen)
 */
#include <perfgen/perfgen.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>

#define WORDS (32u << 20)	/* 256 MiB: larger than any LLC */

/* The function under study: a pointer-free strided walk over a big array. */
static uint64_t walk(uint64_t *a, size_t n)
{
	uint64_t sum = 0;

	for (size_t i = 0; i < n; i++)
		a[i] = i;
	for (size_t stride = 8; stride < 64; stride += 8)
		for (size_t i = 0; i < n; i += stride)
			sum += a[i];
	return sum;
}

int main(void)
{
	const char *dram[] = { "dram-local", "dram-remote" };
	const char *clock[] = { "task-clock" };
	struct perfgen_count c[2] = { { .sz = sizeof(c[0]) }, { .sz = sizeof(c[0]) } };
	PERFGEN_OPTS(perfgen_count, clk);
	PERFGEN_OPTS(perfgen_counter_opts, o, .disabled = true);
	PERFGEN_OPTS(perfgen_counter_opts, og, .disabled = true, .group = true);
	struct perfgen_counter *g = NULL, *t = NULL;
	uint64_t *a = malloc(WORDS * sizeof(*a)), sum;

	if (!a)
		return 1;
	if (perfgen_counter_open(clock, 1, &o, &t)) {
		fprintf(stderr, "task-clock: %s\n", perfgen_errmsg());
		return 1;
	}
	if (perfgen_counter_open(dram, 2, &og, &g))
		printf("remote DRAM: not counted here: %s\n", perfgen_errmsg());
	perfgen_counter_enable(t);
	if (g)
		perfgen_counter_enable(g);
	sum = walk(a, WORDS);
	if (g)
		perfgen_counter_disable(g);
	perfgen_counter_disable(t);

	if (perfgen_counter_read(t, &clk, 1) == 0)
		printf("walk(): %.1f ms task-clock (checksum %" PRIu64 ")\n",
		       (double)clk.scaled / 1e6, sum);
	if (g && perfgen_counter_read(g, c, 2) == 0) {
		uint64_t total = c[0].scaled + c[1].scaled;

		printf("dram-local %" PRIu64 ", dram-remote %" PRIu64 " (counted %.0f%% of the time)\n",
		       c[0].scaled, c[1].scaled, c[0].time_enabled ?
		       100.0 * (double)c[0].time_running / (double)c[0].time_enabled : 0.0);
		printf("remote share: %.1f%%\n", total ? 100.0 * (double)c[1].scaled / (double)total
						       : 0.0);
	}
	perfgen_counter_close(g);
	perfgen_counter_close(t);
	free(a);
	return 0;
}
