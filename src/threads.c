// SPDX-License-Identifier: MIT
/* The threads of a process, listed through the seam (threads.h). */
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "sys.h"
#include "threads.h"

static int tid_cmp(const void *a, const void *b)
{
	pid_t x = *(const pid_t *)a, y = *(const pid_t *)b;

	return (x > y) - (x < y);
}

int pg_threads_list(pid_t pid, pid_t **out)
{
	int max = 64, n;

	for (;;) {
		pid_t *t = malloc((size_t)max * sizeof(*t));

		if (!t)
			return pg_err(-ENOMEM, "out of memory");
		n = pg_sys_list_tasks(pid, t, max);
		if (n > max && n < INT_MAX / 2) {
			free(t);	/* more threads than room: again, larger */
			max = n + n / 4 + 16;
			continue;
		}
		if (n > 0 && n <= max) {
			qsort(t, (size_t)n, sizeof(*t), tid_cmp);
			*out = t;
			return n;
		}
		free(t);
		break;
	}
	if (n == -ENOENT || n == -ESRCH || n == 0)
		return pg_err(-ESRCH, "process %d: no such process (no threads in /proc/%d/task)",
			      (int)pid, (int)pid);
	if (n > 0)
		n = -E2BIG;
	return pg_err(n, "cannot list the threads of process %d in /proc/%d/task: %s",
		      (int)pid, (int)pid, strerror(-n));
}
