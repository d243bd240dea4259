// SPDX-License-Identifier: MIT
/* The seam (sys.h): thin wrappers, no policy. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>

#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>
#define PG_HAVE_CPUID 1
#if defined(__GLIBC__) && __GLIBC_PREREQ(2, 33)
#include <sys/platform/x86.h>
#define PG_HAVE_GLIBC_CPUID 1
#endif
#endif

#include "sys.h"

uint64_t pg_other_format_ids[PG_OWN_FDS];

#define PG_DEFAULT_FORMAT (PERF_FORMAT_TOTAL_TIME_ENABLED | PERF_FORMAT_TOTAL_TIME_RUNNING)
/* PERF_FORMAT_LOST (Linux 6.0), an enum constant older headers lack. */
#define PG_FORMAT_LOST (1ULL << 4)

/*
 * Can a reading in format rf be three u64, as the default's is, so that
 * perfgen_read() could not tell it by its length?  Without a group: the
 * value and two of the times, id and lost.  A group: the number of
 * events, the times, then per event its value, id and lost: three with
 * two events and nothing else, or one event and one of them.
 */
static bool reads_as_three(uint64_t rf)
{
	int words = __builtin_popcountll(rf & (PERF_FORMAT_TOTAL_TIME_ENABLED |
					      PERF_FORMAT_TOTAL_TIME_RUNNING)) +
		    __builtin_popcountll(rf & (PERF_FORMAT_ID | PG_FORMAT_LOST));

	if (!(rf & PERF_FORMAT_GROUP))
		return 1 + words == 3;
	return 2 + words <= 3;	/* nr and one event's value, and words */
}

/*
 * fd opened (attr) or closed (NULL).  The ID of an event whose reading
 * perfgen_read() could take for the default's is kept (a PERF_EVENT_IOC_ID
 * ioctl, at the open of such an event only); perfgen_read() compares it
 * with the ID of the event at that number when it is called.
 */
static void own(int fd, const struct perf_event_attr *attr)
{
	uint64_t id = 0;

	if (fd < 0 || fd >= PG_OWN_FDS)
		return;
	if (attr && attr->read_format != PG_DEFAULT_FORMAT && reads_as_three(attr->read_format) &&
	    pg_sys_counter_fd(fd, &id))
		id = 0;
	__atomic_store_n(&pg_other_format_ids[fd], id, __ATOMIC_RELAXED);
}

int pg_sys_perf_event_open(struct perf_event_attr *attr, pid_t pid, int cpu, int group_fd,
			   unsigned long flags)
{
	long ret;

#if defined(__x86_64__)
	/* The system call itself, as pg_sys_read() does and for its reason. */
	register long r10 __asm__("r10") = group_fd;
	register long r8 __asm__("r8") = (long)flags;

	__asm__ volatile("syscall"
			 : "=a"(ret)
			 : "0"((long)SYS_perf_event_open), "D"(attr), "S"((long)pid), "d"((long)cpu),
			   "r"(r10), "r"(r8)
			 : "rcx", "r11", "memory");
	if (ret < 0)
		return (int)ret;
#else
	ret = syscall(SYS_perf_event_open, attr, pid, cpu, group_fd, flags);
	if (ret < 0)
		return -errno;
#endif
	own((int)ret, attr);
	return (int)ret;
}

int pg_sys_counter_fd(int fd, uint64_t *id)
{
#if defined(__x86_64__)
	/* The system call itself, as pg_sys_read() does and for its reason. */
	long ret;

	__asm__ volatile("syscall"
			 : "=a"(ret)
			 : "0"((long)SYS_ioctl), "D"((long)fd), "S"((long)PERF_EVENT_IOC_ID),
			   "d"(id)
			 : "rcx", "r11", "memory");
	return (int)ret;
#else
	if (ioctl(fd, PERF_EVENT_IOC_ID, id) == 0)
		return 0;
	/*
	 * The kernel looks at the fd first (EBADF), but an emulator that does
	 * not know perf's ioctls (QEMU's user mode) refuses the request for
	 * any fd: ask about the fd itself, so a closed one reads as closed.
	 */
	if (errno != EBADF && fcntl(fd, F_GETFD) < 0 && errno == EBADF)
		return -EBADF;
	return -errno;
#endif
}

ssize_t pg_sys_read(int fd, void *buf, size_t len)
{
	ssize_t n;

#if defined(__x86_64__)
	/*
	 * The system call itself, not libc's read(): a counter read is a few
	 * hundred nanoseconds, and every return taken after a system call
	 * costs a return-stack misprediction where the kernel refills that
	 * stack on exit (RSB filling): libc's wrapper adds one such return
	 * and its errno another branch.  The kernel hands back -errno.
	 */
	do {
		__asm__ volatile("syscall"
				 : "=a"(n)
				 : "0"((long)SYS_read), "D"((long)fd), "S"(buf), "d"(len)
				 : "rcx", "r11", "memory");
	} while (n == -EINTR);
	return n;
#else
	do {
		n = read(fd, buf, len);
	} while (n < 0 && errno == EINTR);
	return n < 0 ? -errno : n;
#endif
}

int pg_sys_ioctl(int fd, unsigned long request, unsigned long arg)
{
	return ioctl(fd, request, arg) < 0 ? -errno : 0;
}

void *pg_sys_mmap(int fd, size_t len)
{
	void *p = mmap(NULL, len, PROT_READ, MAP_SHARED, fd, 0);

	return p == MAP_FAILED ? NULL : p;
}

void pg_sys_munmap(void *addr, size_t len)
{
	munmap(addr, len);
}

void pg_sys_close(int fd)
{
	own(fd, NULL);
	close(fd);
}

int pg_sys_read_file(const char *path, char *buf, size_t sz)
{
	ssize_t n;
	int fd;

	if (sz == 0)
		return -EINVAL;
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return -errno;
	n = pg_sys_read(fd, buf, sz - 1);
	close(fd);
	if (n < 0)
		return (int)n;
	while (n > 0 && (buf[n - 1] == '\n' || buf[n - 1] == ' '))
		n--;
	buf[n] = '\0';
	return 0;
}

int pg_sys_list_tasks(pid_t pid, pid_t *tids, int max)
{
	char path[48];
	struct dirent *d;
	DIR *dir;
	int n = 0;

	snprintf(path, sizeof(path), "/proc/%d/task", (int)pid);
	dir = opendir(path);
	if (!dir)
		return -errno;
	errno = 0;
	while ((d = readdir(dir)) != NULL) {
		char *end;
		long tid = strtol(d->d_name, &end, 10);

		if (end == d->d_name || *end || tid <= 0)
			continue;	/* "." and ".." */
		if (n < max)
			tids[n] = (pid_t)tid;
		n++;
		errno = 0;
	}
	if (errno) {
		int err = -errno;

		closedir(dir);
		return err;
	}
	closedir(dir);
	return n;
}

int pg_sys_cpuid(uint32_t leaf, uint32_t subleaf, uint32_t regs[4])
{
#ifdef PG_HAVE_CPUID
	unsigned int a, b, c, d;

#ifdef __i386__
	/* A 32-bit CPU may predate CPUID itself. */
	if (!__get_cpuid_max(0, NULL))
		return -EOPNOTSUPP;
#endif
	__cpuid_count(leaf, subleaf, a, b, c, d);
	regs[0] = a, regs[1] = b, regs[2] = c, regs[3] = d;
	return 0;
#else
	(void)leaf, (void)subleaf, (void)regs;
	return -EOPNOTSUPP;
#endif
}

int pg_sys_cpuid_cached(uint32_t leaf, uint32_t regs[4])
{
#ifdef PG_HAVE_GLIBC_CPUID
	const struct cpuid_feature *f;

	if (leaf != 1 && leaf != 7)
		return -ENOENT;
	f = __x86_get_cpuid_feature_leaf(leaf == 1 ? CPUID_INDEX_1 : CPUID_INDEX_7);
	/* Leaf 1 EAX is never 0 on a CPU that has it: all zero is "not read". */
	if (!f || !(f->cpuid_array[0] | f->cpuid_array[1] | f->cpuid_array[2] |
		    f->cpuid_array[3]))
		return -ENOENT;
	for (int i = 0; i < 4; i++)
		regs[i] = f->cpuid_array[i];
	return 0;
#else
	(void)leaf, (void)regs;
	return -ENOENT;
#endif
}

int pg_sys_midr(uint64_t *midr)
{
#if defined(__aarch64__)
	uint64_t v;

	/* A trap the kernel answers from its sanitised copy (arm64 cpu-feature-registers). */
	__asm__ __volatile__("mrs %0, midr_el1" : "=r"(v));
	*midr = v;
	return 0;
#else
	(void)midr;
	return -EOPNOTSUPP;
#endif
}

/* One entry of getdents64(2) (linux_dirent64; glibc 2.36 has no declaration of it). */
struct dirent64_raw {
	uint64_t ino;
	int64_t off;
	unsigned short reclen;
	unsigned char type;
	char name[];
};

/*
 * The entries read with getdents64(2) into a buffer on the stack, not
 * opendir(3)'s heap: resolving an uncore concept lists its PMUs and still
 * allocates nothing.
 */
int pg_sys_dir_next(const char *path, const char *prefix, const char *after, char *name,
		    size_t sz)
{
	size_t plen = strlen(prefix);
	int found = -ENOENT, fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	long n;
	union {
		char bytes[4096];
		uint64_t align;
	} buf;

	if (fd < 0)
		return -errno;
	while ((n = syscall(SYS_getdents64, fd, buf.bytes, sizeof(buf.bytes))) > 0) {
		for (long off = 0; off < n;) {
			const struct dirent64_raw *d = (const void *)(buf.bytes + off);

			off += d->reclen;
			if (strncmp(d->name, prefix, plen) || strcmp(d->name, after) <= 0 ||
			    strlen(d->name) >= sz)
				continue;
			if (found == 0 && strcmp(d->name, name) >= 0)
				continue;	/* not before the one found */
			snprintf(name, sz, "%s", d->name);
			found = 0;
		}
	}
	if (n < 0)
		found = -errno;
	close(fd);
	return found;
}
