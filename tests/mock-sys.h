/* SPDX-License-Identifier: MIT */
/*
 * The fake machine behind the seam (src/sys.c), shared by every test that
 * stages a host: link mock-sys.c with the wraps of tests/meson.build
 * (mock_sys_wrap) and the library's pg_sys_* calls land here.  What a test does not
 * stage behaves as on a machine without it: no file (-ENOENT), no tasks,
 * the real CPUID instruction unless a leaf is staged.
 */
#ifndef PERFGEN_TEST_MOCK_SYS_H
#define PERFGEN_TEST_MOCK_SYS_H

#include <perfgen/perfgen.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

#define MOCK_CALLS 64

struct mock_machine {
	/* perf_event_open(2): every call is logged */
	int open_calls;
	struct perf_event_attr attr[MOCK_CALLS];
	pid_t pid[MOCK_CALLS];
	int cpu[MOCK_CALLS], group_fd[MOCK_CALLS];
	unsigned long flags[MOCK_CALLS];
	int fd[MOCK_CALLS];		/* what call i returned */
	/*
	 * What an open returns: open_ret (an fd number or -errno) when
	 * pipe_fds is false; with pipe_fds, the read end of a pipe holding
	 * reply[i] (what read() of fd i gives).
	 */
	int open_ret;
	bool pipe_fds;
	uint64_t reply[MOCK_CALLS][8];
	size_t reply_len[MOCK_CALLS];	/* in u64 */
	int fail_at, fail_err;		/* call fail_at returns fail_err (-1: none) */
	/* Without pipe_fds: what read() of an open_ret fd gives (read_len u64). */
	uint64_t read_value[8];
	size_t read_len;
	pid_t vanish;			/* opens of this tid fail with ESRCH */
	int closed;			/* pg_sys_close() calls */
	/* ioctl(2) on the fake machine's counters: every call is logged */
	int ioctl_calls;
	int ioctl_fd[MOCK_CALLS];
	unsigned long ioctl_req[MOCK_CALLS], ioctl_arg[MOCK_CALLS];
	bool foreign_fds_are_counters;	/* fds it did not open pass as perf events */

	/* sysfs and procfs files: path -> text, or an error */
	struct { const char *path, *text; int err; } file[32];
	int nr_files;
	int file_err;			/* for every path not staged (-ENOENT) */
	/*
	 * A staged sysfs tree: paths not staged above are read under this
	 * directory (root + "/sys/..."), directories listed there; NULL none.
	 */
	const char *root;

	/* /proc/PID/task */
	pid_t tasks[80];
	int nr_tasks;
	int list_err;			/* the listing fails with this, 0 none */
	int list_calls;
	pid_t list_pid;
	int list_max[4];

	/* CPUID: once a leaf is staged, unstaged leaves read as zeros */
	struct { uint32_t leaf, r[4]; } leaf[16];
	int nr_leaves;
	bool no_cpuid;			/* the instruction does not exist */
	bool no_cpuid_cache;		/* the C library keeps no copy of leaves 1, 7 */
	int cpuid_calls;		/* instructions executed */
	uint32_t cpuid_log[64];		/* leaves executed, in order */
	int cached_calls;		/* the C library's copy asked */

	/* arm64: MIDR_EL1 as MRS reads it (never the real one) */
	bool have_midr;
	uint64_t midr;
	int midr_calls;
};

extern struct mock_machine mock;

/* Field f of the last perf_event_open call (attr, pid, cpu, group_fd, flags). */
#define MOCK_LAST(f) (mock.f[mock.open_calls > 0 ? mock.open_calls - 1 : 0])

/* Empty the machine: nothing staged, nothing logged. */
void mock_reset(void);
/* Stage a file (again: replace it); text NULL: reading it fails, -ENOENT. */
void mock_file(const char *path, const char *text);
/* Reading path fails with err. */
void mock_file_err(const char *path, int err);
/* Stage CPUID leaf (subleaf 0). */
void mock_cpuid(uint32_t leaf, uint32_t eax, uint32_t ebx, uint32_t ecx, uint32_t edx);
/* Stage leaves 0 and 1 of a CPU: vendor string, max leaf, leaf 1 EAX/ECX. */
void mock_cpu(const char *vendor, uint32_t max_leaf, uint32_t eax1, uint32_t ecx1);
/* What read() of the fd of open call `call` will return (pipe_fds). */
void mock_reply(int call, size_t n, const uint64_t *v);
/* How many times CPUID leaf was executed (the C library's copies not counted). */
int mock_cpuid_count(uint32_t leaf);

#endif
