// SPDX-License-Identifier: MIT
/*
 * Concurrency: 8 threads resolve (host and forced CPUs), open, read and
 * close at once, each checking its own results and its own message.  Run
 * under TSan by test-all.sh (build-tsan); bounded iterations, no timing.
 */
#include <errno.h>
#include <perfgen/perfgen.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#define THREADS 8
#define ITERS 300

static const char *const cpus[] = { "GenuineIntel-6-1A", "GenuineIntel-6-55-4",
				    "GenuineIntel-6-2A", "GenuineIntel-6-6A", NULL };

static void *worker(void *arg)
{
	long id = (long)arg;
	char bad[64];

	snprintf(bad, sizeof(bad), "no-such-event-%ld", id);
	for (int i = 0; i < ITERS; i++) {
		struct perf_event_attr attr;
		struct perfgen_count c = { .sz = sizeof(c) };
		const char *cpu = cpus[(id + i) % 5];
		int fd;

		if (perfgen_resolve("dram-remote:u", "GenuineIntel-6-1A", &attr) ||
		    attr.config1 != 0x20ff || !attr.exclude_kernel)
			return (void *)"resolve dram-remote";
		if (perfgen_resolve("task-clock", cpu, &attr) || attr.type != PERF_TYPE_SOFTWARE)
			return (void *)"resolve task-clock";
		/* My failure's message is mine, whatever the others do. */
		if (perfgen_resolve(bad, cpu, &attr) != -ENOENT ||
		    !strstr(perfgen_errmsg(), bad))
			return (void *)"per-thread message";
		fd = perfgen_open("task-clock");
		if (fd < 0)
			return (void *)"open task-clock";
		if (perfgen_read(fd, &c) || c.time_enabled == 0) {
			close(fd);
			return (void *)"read";
		}
		close(fd);
	}
	return NULL;
}

int main(void)
{
	pthread_t t[THREADS];
	int failed = 0;

	for (long i = 0; i < THREADS; i++)
		if (pthread_create(&t[i], NULL, worker, (void *)i)) {
			perror("pthread_create");
			return 1;
		}
	for (int i = 0; i < THREADS; i++) {
		void *ret;

		pthread_join(t[i], &ret);
		if (ret) {
			if (!failed)
				printf("not ok 1 - %d threads x %d iterations\n", THREADS, ITERS);
			printf("# thread %d: %s\n", i, (const char *)ret);
			failed = 1;
		}
	}
	if (!failed)
		printf("ok 1 - %d threads x %d iterations\n", THREADS, ITERS);
	printf("1..1\n");
	return failed;
}
