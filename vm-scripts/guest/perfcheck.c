// SPDX-License-Identifier: MIT
/*
 * perfcheck: tiny static helper for the libperfgen test guests.
 *
 *   perfcheck sw
 *       count task-clock over a busy loop; exit 0 if it counted (> 0).
 *   perfcheck open TYPE CONFIG [config1=X] [config2=X] [config3=X] [inherit]
 *       perf_event_open() the event for this task with attr.disabled = 1
 *       and close it at once (never enabled: under QEMU TCG the counters
 *       do not exist).  Prints "opened" or "errno=NAME" and exits 0 if it
 *       opened, 1 if not.  With "inherit", attr.inherit is set and the
 *       task forks once before closing: the kernel sets up the child's
 *       copy of the event (same attr) in fork(), which fails if it is
 *       refused; prints "fork: errno=NAME" then.
 *
 * Written against the raw syscall so that it needs no library and can
 * set config3 even with pre-6.3 uapi headers.
 */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>
#include <linux/perf_event.h>

/* perf_event_attr up to config3 (PERF_ATTR_SIZE_VER8) */
#define ATTR_SIZE_VER8 136
#define CONFIG3_OFFSET 128

static long perf_open(void *attr, pid_t pid, int cpu)
{
	return syscall(SYS_perf_event_open, attr, pid, cpu, -1, 0UL);
}

static const char *errname(int e)
{
	switch (e) {
	case EINVAL: return "EINVAL";
	case ENOENT: return "ENOENT";
	case ENODEV: return "ENODEV";
	case EOPNOTSUPP: return "EOPNOTSUPP";
	case EACCES: return "EACCES";
	case EPERM: return "EPERM";
	case E2BIG: return "E2BIG";
	case ENXIO: return "ENXIO";
	case EBUSY: return "EBUSY";
	default: return strerror(e);
	}
}

static int cmd_sw(void)
{
	struct perf_event_attr a;
	volatile uint64_t x = 0;
	uint64_t count = 0;
	long fd;

	memset(&a, 0, sizeof(a));
	a.size = sizeof(a);
	a.type = PERF_TYPE_SOFTWARE;
	a.config = PERF_COUNT_SW_TASK_CLOCK;
	a.disabled = 1;
	fd = perf_open(&a, 0, -1);
	if (fd < 0) {
		printf("errno=%s\n", errname(errno));
		return 1;
	}
	if (syscall(SYS_ioctl, fd, PERF_EVENT_IOC_ENABLE, 0) < 0) {
		printf("enable: errno=%s\n", errname(errno));
		return 1;
	}
	for (int i = 0; i < 20000000; i++)
		x += i;
	syscall(SYS_ioctl, fd, PERF_EVENT_IOC_DISABLE, 0);
	if (read((int)fd, &count, sizeof(count)) != sizeof(count)) {
		printf("read: errno=%s\n", errname(errno));
		return 1;
	}
	close((int)fd);
	printf("task-clock=%llu\n", (unsigned long long)count);
	return count > 0 ? 0 : 1;
}

static int cmd_open(int argc, char **argv)
{
	unsigned char buf[ATTR_SIZE_VER8];
	struct perf_event_attr *a = (struct perf_event_attr *)buf;
	uint64_t config3 = 0;
	int inherit = 0, status;
	pid_t pid;
	long fd;

	if (argc < 2) {
		fprintf(stderr, "usage: perfcheck open TYPE CONFIG [configN=X]...\n");
		return 2;
	}
	memset(buf, 0, sizeof(buf));
	a->size = ATTR_SIZE_VER8;
	a->type = (uint32_t)strtoul(argv[0], NULL, 0);
	a->config = strtoull(argv[1], NULL, 0);
	a->disabled = 1;
	a->exclude_kernel = 1;
	a->exclude_hv = 1;
	for (int i = 2; i < argc; i++) {
		if (!strncmp(argv[i], "config1=", 8)) {
			a->config1 = strtoull(argv[i] + 8, NULL, 0);
		} else if (!strncmp(argv[i], "config2=", 8)) {
			a->config2 = strtoull(argv[i] + 8, NULL, 0);
		} else if (!strncmp(argv[i], "config3=", 8)) {
			config3 = strtoull(argv[i] + 8, NULL, 0);
		} else if (!strcmp(argv[i], "inherit")) {
			inherit = 1;
			a->inherit = 1;
		} else {
			fprintf(stderr, "perfcheck: bad argument '%s'\n", argv[i]);
			return 2;
		}
	}
	memcpy(buf + CONFIG3_OFFSET, &config3, sizeof(config3));

	fd = perf_open(buf, 0, -1);
	if (fd < 0) {
		printf("errno=%s\n", errname(errno));
		return 1;
	}
	if (inherit) {
		pid = fork();
		if (pid < 0) {
			printf("fork: errno=%s\n", errname(errno));
			close((int)fd);
			return 1;
		}
		if (pid == 0)
			_exit(0);
		if (waitpid(pid, &status, 0) != pid || !WIFEXITED(status)) {
			printf("fork: child did not exit\n");
			close((int)fd);
			return 1;
		}
	}
	close((int)fd);
	printf("opened\n");
	return 0;
}

int main(int argc, char **argv)
{
	setvbuf(stdout, NULL, _IONBF, 0);
	if (argc >= 2 && !strcmp(argv[1], "sw"))
		return cmd_sw();
	if (argc >= 2 && !strcmp(argv[1], "open"))
		return cmd_open(argc - 2, argv + 2);
	fprintf(stderr, "usage: perfcheck sw | perfcheck open TYPE CONFIG [configN=X]...\n");
	return 2;
}
