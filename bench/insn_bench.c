// SPDX-License-Identifier: MIT
/*
 * insn-bench: what libperfgen adds inside a counted window, in retired
 * instructions rather than time, so that the numbers are exact where the
 * PMU is (QEMU's arm64 guests under -icount shift=0, arm64-guests.sh).
 *
 * A meter, the group {instructions:u, instructions:k} of this thread, is
 * read with raw read(2) before and after each operation; the same two
 * reads around nothing are subtracted, and the least of REPS tries is
 * kept (an interrupt only ever adds); the operations take turns, one try
 * each per round, so that none gains from its place.  Operations, on a counter of
 * instructions:u of this thread:
 *
 *   read-raw        read(2) of its fd
 *   read-lib        perfgen_counter_read(), the page not mapped (no_rdpmc)
 *   read-user       perfgen_counter_read() through the page (user-space
 *                   reads: x86 rdpmc, arm64 MRS when perf_user_access=1)
 *   toggle-raw      ioctl DISABLE then ENABLE on its fd
 *   toggle-lib      perfgen_counter_disable() then perfgen_counter_enable()
 *
 * (the counter is left running, so that every read reads a running one).
 *
 * Prints "@@bench OP user=N kernel=N" per operation; docs/PERFORMANCE.md
 * states the numbers and arm64-guests.sh the budgets.
 */
#include <linux/perf_event.h>
#include <perfgen/perfgen.h>
#include <stdint.h>
#include <stdio.h>
#include <sys/ioctl.h>
#include <unistd.h>

#define REPS 20

struct meter {
	int fd;
	uint64_t user, kernel;
};

static int meter_read(struct meter *m)
{
	/* PERF_FORMAT_GROUP | TOTAL_TIME_ENABLED | TOTAL_TIME_RUNNING: nr, times, values */
	uint64_t v[5];

	if (read(m->fd, v, sizeof(v)) != (ssize_t)sizeof(v))
		return -1;
	m->user = v[3];
	m->kernel = v[4];
	return 0;
}

enum op { OP_NONE, OP_READ_RAW, OP_READ_LIB, OP_READ_USER, OP_TOGGLE_RAW, OP_TOGGLE_LIB, OP_NR };

static const char *const names[OP_NR] = {
	"none", "read-raw", "read-lib", "read-user", "toggle-raw", "toggle-lib",
};

struct target {
	struct perfgen_counter *plain, *paged;
	int fd;
};

static void run(const struct target *t, enum op op)
{
	PERFGEN_OPTS(perfgen_count, n);
	uint64_t v[3];

	switch (op) {
	case OP_READ_RAW:
		if (read(t->fd, v, sizeof(v)) < 0)
			perror("read");
		break;
	case OP_READ_LIB:
		perfgen_counter_read(t->plain, &n, 1);
		break;
	case OP_READ_USER:
		perfgen_counter_read(t->paged, &n, 1);
		break;
	case OP_TOGGLE_RAW:
		ioctl(t->fd, PERF_EVENT_IOC_DISABLE, 0);
		ioctl(t->fd, PERF_EVENT_IOC_ENABLE, 0);
		break;
	case OP_TOGGLE_LIB:
		perfgen_counter_disable(t->plain);
		perfgen_counter_enable(t->plain);
		break;
	default:
		break;
	}
}

/* User and kernel instructions of one op, meter reads included. */
static void once(struct meter *m, const struct target *t, enum op op, uint64_t *u, uint64_t *k)
{
	uint64_t u0, k0;

	meter_read(m);
	u0 = m->user;
	k0 = m->kernel;
	run(t, op);
	meter_read(m);
	*u = m->user - u0;
	*k = m->kernel - k0;
}

int main(void)
{
	const char *meter_ev[] = { "instructions:u", "instructions:k" };
	const char *ev[] = { "instructions:u" };
	PERFGEN_OPTS(perfgen_counter_opts, mo, .group = true);
	PERFGEN_OPTS(perfgen_counter_opts, po, .no_rdpmc = true);
	PERFGEN_OPTS(perfgen_counter_opts, uo);
	struct perfgen_counter *mc;
	struct target t;
	struct meter m;
	uint64_t best_u[OP_NR], best_k[OP_NR];

	if (perfgen_counter_open(meter_ev, 2, &mo, &mc) ||
	    perfgen_counter_open(ev, 1, &po, &t.plain) ||
	    perfgen_counter_open(ev, 1, &uo, &t.paged)) {
		fprintf(stderr, "insn-bench: %s\n", perfgen_errmsg());
		return 1;
	}
	m.fd = perfgen_counter_fd(mc, 0, 0);
	t.fd = perfgen_counter_fd(t.plain, 0, 0);
	if (meter_read(&m)) {
		fprintf(stderr, "insn-bench: cannot read the meter\n");
		return 1;
	}
	/* Every op once per round, REPS rounds: no op gains from its place. */
	for (int i = 0; i < OP_NR; i++)
		best_u[i] = best_k[i] = UINT64_MAX;
	for (int r = 0; r < REPS; r++)
		for (int op = OP_NONE; op < OP_NR; op++) {
			uint64_t u, k;

			once(&m, &t, op, &u, &k);
			if (u < best_u[op])
				best_u[op] = u;
			if (k < best_k[op])
				best_k[op] = k;
		}
	for (int op = OP_READ_RAW; op < OP_NR; op++)
		printf("@@bench %s user=%lld kernel=%lld\n", names[op],
		       (long long)(best_u[op] - best_u[OP_NONE]),
		       (long long)(best_k[op] - best_k[OP_NONE]));
	perfgen_counter_close(t.paged);
	perfgen_counter_close(t.plain);
	perfgen_counter_close(mc);
	return 0;
}
