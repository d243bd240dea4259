// SPDX-License-Identifier: MIT
/* The fake machine behind the seam: see mock-sys.h. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "mock-sys.h"

struct mock_machine mock;

int __wrap_pg_sys_perf_event_open(struct perf_event_attr *attr, pid_t pid, int cpu,
				       int group_fd, unsigned long flags);
int __wrap_pg_sys_read_file(const char *path, char *buf, size_t sz);
int __real_pg_sys_read_file(const char *path, char *buf, size_t sz);
int __real_pg_sys_dir_next(const char *path, const char *prefix, const char *after, char *name,
			   size_t sz);
int __wrap_pg_sys_list_tasks(pid_t pid, pid_t *tids, int max);
int __wrap_pg_sys_cpuid(uint32_t leaf, uint32_t subleaf, uint32_t regs[4]);
int __real_pg_sys_cpuid(uint32_t leaf, uint32_t subleaf, uint32_t regs[4]);
int __wrap_pg_sys_cpuid_cached(uint32_t leaf, uint32_t regs[4]);
int __wrap_pg_sys_midr(uint64_t *midr);
int __wrap_pg_sys_dir_next(const char *path, const char *prefix, const char *after, char *name,
			   size_t sz);
int __real_pg_sys_cpuid_cached(uint32_t leaf, uint32_t regs[4]);
void __wrap_pg_sys_close(int fd);
int __wrap_pg_sys_counter_fd(int fd, uint64_t *id);
int __real_pg_sys_counter_fd(int fd, uint64_t *id);
int __wrap_pg_sys_ioctl(int fd, unsigned long request, unsigned long arg);
int __real_pg_sys_ioctl(int fd, unsigned long request, unsigned long arg);
ssize_t __wrap_pg_sys_read(int fd, void *buf, size_t len);
ssize_t __real_pg_sys_read(int fd, void *buf, size_t len);

static void die(const char *what)
{
	fprintf(stderr, "mock-sys: %s\n", what);
	abort();
}

void mock_reset(void)
{
	memset(&mock, 0, sizeof(mock));
	mock.fail_at = -1;
	mock.file_err = -ENOENT;
}

/* The entry of path: the staged one, or a new one (staging again replaces). */
static int file_slot(const char *path)
{
	int i = 0;

	while (i < mock.nr_files && strcmp(mock.file[i].path, path))
		i++;
	if (i == (int)(sizeof(mock.file) / sizeof(mock.file[0])))
		die("too many staged files");
	if (i == mock.nr_files)
		mock.nr_files++;
	mock.file[i].path = path;
	return i;
}

void mock_file_err(const char *path, int err)
{
	int i = file_slot(path);

	mock.file[i].text = NULL;
	mock.file[i].err = err;
}

void mock_file(const char *path, const char *text)
{
	int i = file_slot(path);

	mock.file[i].text = text;
	mock.file[i].err = -ENOENT;
}

void mock_cpuid(uint32_t leaf, uint32_t eax, uint32_t ebx, uint32_t ecx, uint32_t edx)
{
	if (mock.nr_leaves == (int)(sizeof(mock.leaf) / sizeof(mock.leaf[0])))
		die("too many staged CPUID leaves");
	mock.leaf[mock.nr_leaves].leaf = leaf;
	mock.leaf[mock.nr_leaves].r[0] = eax;
	mock.leaf[mock.nr_leaves].r[1] = ebx;
	mock.leaf[mock.nr_leaves].r[2] = ecx;
	mock.leaf[mock.nr_leaves++].r[3] = edx;
}

void mock_cpu(const char *vendor, uint32_t max_leaf, uint32_t eax1, uint32_t ecx1)
{
	uint32_t v[3];

	if (strlen(vendor) != 12)
		die("a CPUID vendor string has 12 bytes");
	/* Leaf 0 spells it in EBX, EDX, ECX. */
	memcpy(&v[0], vendor, 4);
	memcpy(&v[1], vendor + 4, 4);
	memcpy(&v[2], vendor + 8, 4);
	mock_cpuid(0, max_leaf, v[0], v[2], v[1]);
	mock_cpuid(1, eax1, 0, ecx1, 0);
}

void mock_reply(int call, size_t n, const uint64_t *v)
{
	if (call >= MOCK_CALLS || n > 8)
		die("reply out of range");
	memcpy(mock.reply[call], v, n * sizeof(*v));
	mock.reply_len[call] = n;
}

int mock_cpuid_count(uint32_t leaf)
{
	int n = 0;

	for (int i = 0; i < mock.cpuid_calls && i < 64; i++)
		n += mock.cpuid_log[i] == leaf;
	return n;
}

int __wrap_pg_sys_cpuid(uint32_t leaf, uint32_t subleaf, uint32_t regs[4])
{
	if (mock.cpuid_calls < 64)
		mock.cpuid_log[mock.cpuid_calls] = leaf;
	mock.cpuid_calls++;
	if (mock.no_cpuid)
		return -EOPNOTSUPP;
	if (!mock.nr_leaves)
		return __real_pg_sys_cpuid(leaf, subleaf, regs);
	memset(regs, 0, 4 * sizeof(*regs));
	for (int i = 0; i < mock.nr_leaves; i++)
		if (mock.leaf[i].leaf == leaf)
			memcpy(regs, mock.leaf[i].r, sizeof(mock.leaf[i].r));
	return 0;
}

int __wrap_pg_sys_cpuid_cached(uint32_t leaf, uint32_t regs[4])
{
	mock.cached_calls++;
	if (mock.no_cpuid || mock.no_cpuid_cache)
		return -ENOENT;
	if (!mock.nr_leaves)
		return __real_pg_sys_cpuid_cached(leaf, regs);
	/* The C library keeps leaves 1 and 7 of a staged CPU, when staged. */
	for (int i = 0; i < mock.nr_leaves; i++)
		if (mock.leaf[i].leaf == leaf && (leaf == 1 || leaf == 7)) {
			memcpy(regs, mock.leaf[i].r, sizeof(mock.leaf[i].r));
			return 0;
		}
	return -ENOENT;
}

int __wrap_pg_sys_read_file(const char *path, char *buf, size_t sz)
{
	for (int i = 0; i < mock.nr_files; i++) {
		if (strcmp(path, mock.file[i].path))
			continue;
		if (!mock.file[i].text)
			return mock.file[i].err;
		snprintf(buf, sz, "%s", mock.file[i].text);
		return 0;
	}
	if (mock.root) {
		char full[512];

		snprintf(full, sizeof(full), "%s%s", mock.root, path);
		return __real_pg_sys_read_file(full, buf, sz);
	}
	return mock.file_err;
}

int __wrap_pg_sys_list_tasks(pid_t pid, pid_t *tids, int max)
{
	int i = mock.list_calls++;

	if (i >= 4)
		die("the tasks of a process were listed more than 4 times");
	mock.list_pid = pid;
	mock.list_max[i] = max;
	if (mock.list_err)
		return mock.list_err;
	for (int t = 0; t < mock.nr_tasks && t < max; t++)
		tids[t] = mock.tasks[t];
	return mock.nr_tasks;
}

int __wrap_pg_sys_perf_event_open(struct perf_event_attr *attr, pid_t pid, int cpu,
				       int group_fd, unsigned long flags)
{
	int i = mock.open_calls++, p[2];

	if (i >= MOCK_CALLS) {
		/* Past the log (a staged large machine): counted, not logged. */
		if (mock.pipe_fds || mock.fail_at >= MOCK_CALLS)
			die("more perf_event_open calls than the log holds");
		return mock.open_ret;
	}
	mock.attr[i] = *attr;
	mock.pid[i] = pid;
	mock.cpu[i] = cpu;
	mock.group_fd[i] = group_fd;
	mock.flags[i] = flags;
	if (i == mock.fail_at)
		return mock.fd[i] = mock.fail_err;
	if (mock.vanish && pid == mock.vanish)
		return mock.fd[i] = -ESRCH;
	if (!mock.pipe_fds)
		return mock.fd[i] = mock.open_ret;
	if (pipe(p))
		die("pipe");
	if (mock.reply_len[i] &&
	    write(p[1], mock.reply[i], mock.reply_len[i] * 8) != (ssize_t)(mock.reply_len[i] * 8))
		die("pipe write");
	close(p[1]);
	return mock.fd[i] = p[0];
}

void __wrap_pg_sys_close(int fd)
{
	/* Only the pipes were real fds; a staged number closes nothing. */
	mock.closed++;
	for (int i = 0; mock.pipe_fds && i < mock.open_calls && i < MOCK_CALLS; i++)
		if (mock.fd[i] == fd) {
			close(fd);
			return;
		}
}

ssize_t __wrap_pg_sys_read(int fd, void *buf, size_t len)
{
	/* A staged reading for the numbers open_ret hands out; else real fds. */
	if (!mock.pipe_fds && mock.open_ret > 0 && mock.read_len) {
		size_t n = mock.read_len * 8 < len ? mock.read_len * 8 : len;

		memcpy(buf, mock.read_value, n);
		return (ssize_t)n;
	}
	return __real_pg_sys_read(fd, buf, len);
}

int __wrap_pg_sys_counter_fd(int fd, uint64_t *id)
{
	/* The fds the fake machine handed out are its counters, IDs 1000 + fd. */
	*id = 1000 + (uint64_t)fd;
	for (int i = 0; i < mock.open_calls && i < MOCK_CALLS; i++)
		if (mock.fd[i] == fd)
			return 0;
	if (!mock.pipe_fds && mock.open_ret > 0 && fd == mock.open_ret)
		return 0;
	return mock.foreign_fds_are_counters ? 0 : __real_pg_sys_counter_fd(fd, id);
}

int __wrap_pg_sys_ioctl(int fd, unsigned long request, unsigned long arg)
{
	/* On the fake machine's counters: logged, and they do as told. */
	uint64_t id;

	if (!__wrap_pg_sys_counter_fd(fd, &id) && (mock.pipe_fds || mock.open_calls)) {
		if (mock.ioctl_calls < MOCK_CALLS) {
			mock.ioctl_fd[mock.ioctl_calls] = fd;
			mock.ioctl_req[mock.ioctl_calls] = request;
			mock.ioctl_arg[mock.ioctl_calls] = arg;
		}
		mock.ioctl_calls++;
		return 0;
	}
	return __real_pg_sys_ioctl(fd, request, arg);
}

/* MRS of MIDR_EL1: only what is staged, so that no test depends on the host. */
int __wrap_pg_sys_midr(uint64_t *midr)
{
	mock.midr_calls++;
	if (!mock.have_midr)
		return -EOPNOTSUPP;
	*midr = mock.midr;
	return 0;
}

/*
 * A directory of the fake machine: the names that staged files have
 * directly under path ("/sys/.../devices" has "armv8_pmuv3" when
 * ".../devices/armv8_pmuv3/type" is staged).
 */
int __wrap_pg_sys_dir_next(const char *path, const char *prefix, const char *after, char *name,
			   size_t sz)
{
	size_t len = strlen(path), plen = strlen(prefix);
	int found = -ENOENT;

	if (mock.root) {
		char full[512];

		snprintf(full, sizeof(full), "%s%s", mock.root, path);
		return __real_pg_sys_dir_next(full, prefix, after, name, sz);
	}
	for (int i = 0; i < mock.nr_files; i++) {
		const char *f = mock.file[i].path, *end;
		size_t n;

		if (strncmp(f, path, len) || f[len] != '/' || strncmp(f + len + 1, prefix, plen))
			continue;
		f += len + 1;
		end = strchr(f, '/');
		n = end ? (size_t)(end - f) : strlen(f);
		if (n >= sz || n >= 256)
			continue;
		{
			char cand[256];

			memcpy(cand, f, n);
			cand[n] = '\0';
			if (strcmp(cand, after) <= 0 || (found == 0 && strcmp(cand, name) >= 0))
				continue;
			memcpy(name, cand, n + 1);
			found = 0;
		}
	}
	return found;
}
