/* SPDX-License-Identifier: MIT */
/*
 * The seam: the one room that talks to the kernel and the CPU.  Every
 * syscall of the library on a counter (perf_event_open, read, ioctl,
 * mmap, close), every sysfs/procfs file it reads and every CPUID
 * instruction it executes goes through these functions, so that a test
 * can stage any machine (-Wl,--wrap=pg_sys_*, tests/mock-sys.c).
 */
#ifndef PERFGEN_SYS_H
#define PERFGEN_SYS_H

#include <linux/perf_event.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

#include "error.h"

/* perf_event_open(2): the fd, or -errno. */
PG_HIDDEN int pg_sys_perf_event_open(struct perf_event_attr *attr, pid_t pid, int cpu,
				     int group_fd, unsigned long flags);
/* read(2), retried on EINTR: bytes read, or -errno. */
PG_HIDDEN ssize_t pg_sys_read(int fd, void *buf, size_t len);
/* ioctl(2) on a counter: 0 or -errno. */
PG_HIDDEN int pg_sys_ioctl(int fd, unsigned long request, unsigned long arg);
/* Map len bytes of a counter's page read-only: the address, or NULL. */
PG_HIDDEN void *pg_sys_mmap(int fd, size_t len);
PG_HIDDEN void pg_sys_munmap(void *addr, size_t len);
/* close(2) a counter fd. */
PG_HIDDEN void pg_sys_close(int fd);
/*
 * The fds this library opened as perf events with a read format other
 * than value, time enabled and time running whose reading is as long (3
 * u64, so that its length does not tell it from the default's): the ID
 * of the event (PERF_EVENT_IOC_ID), by fd number; 0 for every other fd.
 * The number alone proves nothing, as close(2) and the next open reuse
 * it: an entry counts only when the event at that number has that ID.
 */
#define PG_OWN_FDS 65536
PG_HIDDEN extern uint64_t pg_other_format_ids[PG_OWN_FDS];

/* Is id, at fd, an event this library opened with such a format?  No syscall. */
static inline int pg_sys_other_format(int fd, uint64_t id)
{
	return fd >= 0 && fd < PG_OWN_FDS &&
	       __atomic_load_n(&pg_other_format_ids[fd], __ATOMIC_RELAXED) == id;
}

/*
 * Is fd a perf event, whoever opened it?  The PERF_EVENT_IOC_ID ioctl,
 * which only a perf event answers: 0 and its ID in *id (never 0), -EBADF
 * (no such fd) or another -errno (not a perf event).  One system call.
 */
PG_HIDDEN int pg_sys_counter_fd(int fd, uint64_t *id);
/* Read a small sysfs/procfs file into buf (NUL-terminated, trailing
 * newlines and blanks trimmed): 0 or -errno. */
PG_HIDDEN int pg_sys_read_file(const char *path, char *buf, size_t sz);
/*
 * The threads of process pid (/proc/PID/task): stores the first max of
 * them in tids and returns how many there are (more than max: call again
 * with a larger array), or -errno (-ENOENT: no such process).
 */
PG_HIDDEN int pg_sys_list_tasks(pid_t pid, pid_t *tids, int max);
/*
 * The CPUID instruction, leaf and subleaf; regs = eax, ebx, ecx, edx.
 * -EOPNOTSUPP where there is no CPUID (not x86).  The caller checks the
 * leaf against leaf 0's maximum.
 */
PG_HIDDEN int pg_sys_cpuid(uint32_t leaf, uint32_t subleaf, uint32_t regs[4]);
/*
 * CPUID leaf 1 or 7 (subleaf 0) as the C library read it at process start
 * (glibc's <sys/platform/x86.h>): no instruction executed.  -ENOENT when it
 * has no copy of that leaf; the caller then executes CPUID.
 */
PG_HIDDEN int pg_sys_cpuid_cached(uint32_t leaf, uint32_t regs[4]);
/*
 * MIDR_EL1 read with MRS, which Linux emulates for user space on arm64
 * (HWCAP_CPUID): the CPU this thread runs on now.  -EOPNOTSUPP elsewhere.
 */
PG_HIDDEN int pg_sys_midr(uint64_t *midr);
/*
 * The first entry of directory path, in byte order, whose name starts with
 * prefix and sorts after `after` ("" for the first), into name (sz
 * bytes).  0, -ENOENT when there is none, or -errno of the directory.
 */
PG_HIDDEN int pg_sys_dir_next(const char *path, const char *prefix, const char *after,
			      char *name, size_t sz);

#endif
