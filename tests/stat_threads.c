// SPDX-License-Identifier: MIT
/*
 * A multi-threaded target for `perfgen stat -p` (test_cli_stat.sh):
 * stat-threads N MS starts N threads that wait; on SIGUSR1 each burns MS
 * milliseconds of its own CPU time (CLOCK_THREAD_CPUTIME_ID, so the total,
 * N * MS, does not depend on how loaded the machine is), then all exit.
 * Without SIGUSR1 within 60 s it exits with status 1.
 */
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static pthread_barrier_t go;
static long burn_ns;

static long long cpu_ns(void)
{
	struct timespec t;

	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
	return (long long)t.tv_sec * 1000000000LL + t.tv_nsec;
}

static void *burn(void *arg)
{
	volatile unsigned long spin = 0;
	long long t0;

	(void)arg;
	pthread_barrier_wait(&go);
	t0 = cpu_ns();
	while (cpu_ns() - t0 < burn_ns)
		for (int i = 0; i < 10000; i++)
			spin++;
	return NULL;
}

int main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 3;
	struct timespec wait = { 60, 0 };
	pthread_t th[64];
	sigset_t usr1;

	burn_ns = (argc > 2 ? atol(argv[2]) : 200) * 1000000L;
	if (n < 1 || n > 64 || burn_ns <= 0) {
		fprintf(stderr, "usage: stat-threads [THREADS 1..64] [MS]\n");
		return 2;
	}
	/* Blocked in every thread: only sigtimedwait() below takes it. */
	sigemptyset(&usr1);
	sigaddset(&usr1, SIGUSR1);
	pthread_sigmask(SIG_BLOCK, &usr1, NULL);
	pthread_barrier_init(&go, NULL, (unsigned int)n + 1);
	for (int i = 0; i < n; i++)
		if (pthread_create(&th[i], NULL, burn, NULL)) {
			perror("stat-threads: pthread_create");
			return 1;
		}
	if (sigtimedwait(&usr1, NULL, &wait) != SIGUSR1) {
		fprintf(stderr, "stat-threads: no SIGUSR1 within 60 s\n");
		return 1;
	}
	pthread_barrier_wait(&go);
	for (int i = 0; i < n; i++)
		pthread_join(th[i], NULL);
	return 0;
}
