// SPDX-License-Identifier: MIT
/*
 * perfgen_read() on an fd number the library once opened, then closed by
 * the caller with close(2) and reused by another file: the next pipe(),
 * open() or eventfd() takes the lowest free number, which is the one just
 * closed.  The new file must be refused before it is read (a pipe would
 * block or give its bytes as a count, a file its contents, an eventfd its
 * value), and another perf event at that number must not be taken for
 * the library's own.  Real fds on this machine's software events.  Speaks
 * TAP.
 */
/* This test exercises the deprecated perfgen_event and perfgen_group. */
#define PERFGEN_ALLOW_DEPRECATED
#include <errno.h>
#include <fcntl.h>
#include <linux/perf_event.h>
#include <perfgen/perfgen.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/eventfd.h>
#include <sys/syscall.h>
#include <unistd.h>

static int n, failed;

static void report(int ok, const char *what)
{
	n++;
	failed += !ok;
	printf("%sok %d - %s\n", ok ? "" : "not ", n, what);
	if (!ok)
		printf("# %s\n", perfgen_errmsg());
	fflush(stdout);
}

/* A read that blocks is this test's failure, not a hang of the suite. */
static void blocked(int sig)
{
	static const char msg[] = "not ok - perfgen_read blocked on a reused fd number\n";

	(void)sig;
	(void)!write(1, msg, sizeof(msg) - 1);
	_exit(1);
}

/* Move file f to number fd (the number the library's fd had). */
static int at(int f, int fd)
{
	if (f < 0)
		return -1;
	if (f != fd) {
		if (dup2(f, fd) != fd)
			return -1;
		close(f);
	}
	return fd;
}

/* An fd perfgen_open() returned, then closed by the caller. */
static int closed_counter(void)
{
	int fd = perfgen_open("task-clock");

	if (fd < 0) {
		printf("Bail out! perfgen_open(task-clock): %s\n", perfgen_errmsg());
		exit(1);
	}
	close(fd);
	return fd;
}

/* A perf event opened without the library: task-clock, read_format rf. */
static int raw_counter(uint64_t rf)
{
	struct perf_event_attr a;

	memset(&a, 0, sizeof(a));
	a.size = sizeof(a);
	a.type = PERF_TYPE_SOFTWARE;
	a.config = PERF_COUNT_SW_TASK_CLOCK;
	a.read_format = rf;
	return (int)syscall(SYS_perf_event_open, &a, 0, -1, -1, PERF_FLAG_FD_CLOEXEC);
}

static int untouched(const struct perfgen_count *c)
{
	return c->value == 0 && c->time_enabled == 0 && c->time_running == 0 && c->scaled == 0;
}

int main(void)
{
	static const char bytes[] = "ABCDEFGHIJKLMNOPQRSTUVWX";	/* 0x4847464544434241 ... */
	PERFGEN_OPTS(perfgen_count, c);
	char back[32];
	int fd, p[2], err;

	signal(SIGALRM, blocked);
	alarm(60);

	/* A pipe holding 24 bytes: refused, and its bytes left in it. */
	fd = closed_counter();
	if (pipe(p) || at(p[0], fd) != fd) {
		printf("Bail out! pipe\n");
		return 1;
	}
	(void)!write(p[1], bytes, 24);
	err = perfgen_read(fd, &c);
	report(err == -EINVAL && strstr(perfgen_errmsg(), "not a perf event") && untouched(&c),
	       "a pipe with 24 bytes at a closed counter's number: -EINVAL, nothing read as a count");
	fcntl(fd, F_SETFL, O_NONBLOCK);
	report(read(fd, back, sizeof(back)) == 24 && !memcmp(back, bytes, 24),
	       "the pipe's bytes are still in it");
	/* Empty: a read would block. */
	fcntl(fd, F_SETFL, 0);
	err = perfgen_read(fd, &c);
	report(err == -EINVAL && untouched(&c),
	       "an empty pipe at a closed counter's number: -EINVAL, without blocking");
	close(fd);
	close(p[1]);

	/* A regular file with 24 bytes: refused, its offset where it was. */
	fd = closed_counter();
	{
		char path[] = "/tmp/perfgen-reuse-XXXXXX";
		int f = mkstemp(path);

		unlink(path);
		if (f < 0 || write(f, bytes, 24) != 24 || lseek(f, 0, SEEK_SET) != 0 ||
		    at(f, fd) != fd) {
			printf("Bail out! regular file\n");
			return 1;
		}
		err = perfgen_read(fd, &c);
		report(err == -EINVAL && untouched(&c) && lseek(fd, 0, SEEK_CUR) == 0,
		       "a regular file at a closed counter's number: -EINVAL, not read");
		close(fd);
	}

	/* An eventfd (8 bytes, one value: it would pass for read_format 0). */
	fd = closed_counter();
	if (at(eventfd(5, EFD_CLOEXEC), fd) != fd) {
		printf("Bail out! eventfd\n");
		return 1;
	}
	err = perfgen_read(fd, &c);
	report(err == -EINVAL && untouched(&c),
	       "an eventfd at a closed counter's number: -EINVAL, its value no count");
	close(fd);

	/*
	 * Another perf event at the number: not the library's.  Its own fd
	 * with a read_format whose reading is as long as the default's is
	 * refused; closed, and the number taken by a perf event with the
	 * default format opened without the library, that one is read.
	 */
	{
		PERFGEN_OPTS(perfgen_open_opts, o, .read_format = PERF_FORMAT_TOTAL_TIME_ENABLED |
							    PERF_FORMAT_ID, .cloexec = 1);

		fd = perfgen_open_ext("task-clock", 0, -1, -1, 0, &o);
		report(fd >= 0 && perfgen_read(fd, &c) == -EIO && untouched(&c),
		       "the library's fd with value, time enabled and ID (24 bytes): -EIO");
		close(fd);
		if (at(raw_counter(PERF_FORMAT_TOTAL_TIME_ENABLED | PERF_FORMAT_TOTAL_TIME_RUNNING),
		       fd) != fd) {
			printf("Bail out! perf_event_open\n");
			return 1;
		}
		for (volatile int i = 0; i < 1000000; i++)
			;
		err = perfgen_read(fd, &c);
		report(err == 0 && c.time_enabled > 0 && c.time_running <= c.time_enabled,
		       "closed, and its number reused by another perf event with the default "
		       "format: read as that event");
		close(fd);
	}
	/* And the other way: the library's default fd, then its own ID fd there. */
	{
		PERFGEN_OPTS(perfgen_open_opts, o, .read_format = PERF_FORMAT_TOTAL_TIME_RUNNING |
							    PERF_FORMAT_ID, .cloexec = 1);
		int again;

		fd = closed_counter();
		again = at(perfgen_open_ext("task-clock", 0, -1, -1, 0, &o), fd);
		memset(&c, 0, sizeof(c));
		c.sz = sizeof(c);
		report(again == fd && perfgen_read(fd, &c) == -EIO && untouched(&c),
		       "a default fd's number reused by the library's time running and ID fd: -EIO");
		close(fd);
	}
	/* A live fd of the library, and a handle's, read as ever. */
	fd = perfgen_open("task-clock");
	report(fd >= 0 && perfgen_read(fd, &c) == 0 && c.time_enabled > 0,
	       "an open perfgen_open() fd: read");
	close(fd);
	{
		struct perfgen_event *ev = NULL;

		report(perfgen_event_open("task-clock", NULL, &ev) == 0 &&
			       perfgen_read(perfgen_event_fd(ev, 0), &c) == 0,
		       "a handle's fd: read");
		perfgen_event_close(ev);
	}
	printf("1..%d\n", n);
	return failed != 0;
}
