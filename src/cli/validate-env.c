// SPDX-License-Identifier: MIT
/*
 * What perfgen validate's microkernels need set up on this machine:
 * buffers sized from the cache topology, memory on a chosen NUMA node, a
 * file out of the page cache, the CPUs a run pins to.
 */
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/vfs.h>
#include <time.h>
#include <unistd.h>

#include "validate-flops.h"
#include "validate-run.h"

/* ---- the environment ---- */

int pgk_env_init(struct pgk_env *e, char *why, size_t len)
{
	int err;

	memset(e, 0, sizeof(*e));
	e->big.node = e->small.node = e->remote.node = -1;
	e->major_fd = -1;
	e->cpu = e->cpu2 = e->hitm_remote_cpu = e->hitm_local_cpu = -1;
	if (sched_getaffinity(0, sizeof(e->allowed), &e->allowed)) {
		snprintf(why, len, "sched_getaffinity: %s", strerror(errno));
		return -1;
	}
	for (int c = 0; c < CPU_SETSIZE; c++) {
		if (!CPU_ISSET(c, &e->allowed))
			continue;
		if (e->cpu < 0)
			e->cpu = c;
		else if (e->cpu2 < 0)
			e->cpu2 = c;
	}
	if (e->cpu < 0) {
		snprintf(why, len, "no CPU in this thread's affinity mask");
		return -1;
	}
	err = vh_pin(e->cpu);
	if (err) {
		snprintf(why, len, "cannot pin to CPU %d: %s", e->cpu, strerror(-err));
		return -1;
	}
	e->have_caches = vh_caches(e->cpu, &e->caches) == 0;
	return 0;
}

void pgk_env_fini(struct pgk_env *e)
{
	pgk_sweep_free(&e->big);
	pgk_sweep_free(&e->small);
	pgk_sweep_free(&e->remote);
	free(e->bits_random);
	free(e->bits_fixed);
	if (e->pages)
		munmap(e->pages, (size_t)PGK_TOUCH_PAGES * (size_t)sysconf(_SC_PAGESIZE));
	if (e->major_map)
		munmap(e->major_map, (size_t)PGK_MAJOR_PAGES * (size_t)sysconf(_SC_PAGESIZE));
	if (e->major_fd >= 0)
		close(e->major_fd);
	sched_setaffinity(0, sizeof(e->allowed), &e->allowed);
	e->bits_random = e->bits_fixed = e->pages = e->major_map = NULL;
	e->major_fd = -1;
}

__attribute__((format(printf, 3, 4)))
static int cannot(char *why, size_t len, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(why, len, fmt, ap);
	va_end(ap);
	return -1;
}

uint64_t pgk_big_lines(uint64_t cached)
{
	uint64_t p = 1;

	while (p < 4 * cached)
		p <<= 1;
	return p;
}

uint64_t pgk_small_lines(uint64_t l1d_bytes)
{
	uint64_t lines = 8;

	while (lines * 2 * PGK_LINE <= l1d_bytes / 2)
		lines *= 2;
	return lines;
}

/*
 * The big sweep: a power of two between 4 and 8 times the lines all
 * caches hold, within PGK_SWEEP_MAX and half the available memory; it
 * must at least exceed twice the caches for the miss bound to say
 * anything (pv_band_sweep).
 */
static int big_geometry(struct pgk_env *e, uint64_t *lines, char *why, size_t len)
{
	uint64_t cached, want, limit = PGK_SWEEP_MAX, avail = vh_mem_available();

	if (!e->have_caches)
		return cannot(why, len, "no cache sizes in /sys/devices/system/cpu/cpuN/cache: "
			      "the buffer cannot be sized against the caches");
	cached = e->caches.total / PGK_LINE;
	want = pgk_big_lines(cached);
	if (avail && avail / 2 < limit)
		limit = avail / 2;
	while (want * PGK_LINE > limit && want > 2 * cached)
		want >>= 1;
	if (want * PGK_LINE > limit || want <= 2 * cached) {
		snprintf(why, len, "the caches hold %llu MiB: a buffer of more than twice that "
			 "does not fit in %llu MiB (1 GiB, or half the available memory)",
			 (unsigned long long)(e->caches.total >> 20),
			 (unsigned long long)(limit >> 20));
		return -1;
	}
	*lines = want;
	return 0;
}

/* The node the CPU is on when memory must be placed, -1 when one node or none. */
static int local_node(struct pgk_env *e)
{
	int nodes[64];

	if (vh_memory_nodes(nodes, 64) < 2)
		return -1;
	return vh_cpu_node(e->cpu);
}

static int prepare_big(struct pgk_env *e, char *why, size_t len)
{
	uint64_t lines;
	int node;

	if (e->big.mem)
		return 0;
	if (big_geometry(e, &lines, why, len))
		return -1;
	node = local_node(e);
	/* On several nodes, place it on the CPU's own; if that fails it is still big. */
	if (node >= 0 && pgk_sweep_init(&e->big, lines, node, 1, why, len) == 0) {
		e->big_local = 1;
	} else {
		if (pgk_sweep_init(&e->big, lines, -1, 1, why, len))
			return -1;
		e->big_local = node < 0;
	}
	e->steps = lines;
	return 0;
}

static int prepare_remote(struct pgk_env *e, char *why, size_t len)
{
	int nodes[64], n = vh_memory_nodes(nodes, 64), here = vh_cpu_node(e->cpu),
	    socket = vh_cpu_socket(e->cpu), pick = -1;
	uint64_t lines;

	if (e->remote.mem)
		return 0;
	if (n < 2) {
		snprintf(why, len, "one NUMA node%s: no other node's memory to place a buffer on",
			 n ? "" : " (no /sys/devices/system/node)");
		return -1;
	}
	for (int i = 0; i < n && pick < 0; i++) {
		cpu_set_t set;

		if (nodes[i] == here || vh_node_cpus(nodes[i], &set))
			continue;
		for (int c = 0; c < CPU_SETSIZE; c++)
			if (CPU_ISSET(c, &set) && vh_cpu_socket(c) != socket) {
				pick = nodes[i];
				break;
			}
	}
	if (pick < 0) {
		snprintf(why, len, "%d NUMA nodes, but none with memory and CPUs on another "
			 "socket than CPU %d's (socket %d)", n, e->cpu, socket);
		return -1;
	}
	if (big_geometry(e, &lines, why, len))
		return -1;
	if (pgk_sweep_init(&e->remote, lines, pick, 1, why, len))
		return -1;
	e->steps = lines;
	return 0;
}

static int prepare_small(struct pgk_env *e, char *why, size_t len)
{
	uint64_t l1 = e->have_caches ? e->caches.l1d : 0, lines, big;

	if (e->small.mem)
		return 0;
	if (!l1)
		return cannot(why, len, "no L1 data cache size in sysfs");
	lines = pgk_small_lines(l1);
	if (pgk_sweep_init(&e->small, lines, -1, 0, why, len))
		return -1;
	/* The control runs as many steps as the signal. */
	if (!e->steps)
		e->steps = big_geometry(e, &big, why, len) ? 1ULL << 20 : big;
	why[0] = '\0';
	return 0;
}

/*
 * The peer of a HITM kernel: a CPU of another socket, or another core of
 * the measuring CPU's socket (not its SMT sibling, which shares its L1
 * and so never finds the line modified elsewhere).
 */
static int prepare_hitm(struct pgk_env *e, int remote, char *why, size_t len)
{
	int socket = vh_cpu_socket(e->cpu), core = vh_cpu_core(e->cpu);

	if (socket < 0)
		return cannot(why, len, "no physical_package_id in sysfs: sockets unknown");
	for (int c = 0; c < CPU_SETSIZE; c++) {
		int s;

		if (c == e->cpu || !CPU_ISSET(c, &e->allowed))
			continue;
		s = vh_cpu_socket(c);
		if (remote && s >= 0 && s != socket) {
			e->hitm_remote_cpu = c;
			return 0;
		}
		if (!remote && s == socket && (core < 0 || vh_cpu_core(c) != core)) {
			e->hitm_local_cpu = c;
			return 0;
		}
	}
	snprintf(why, len, remote ? "one socket (%d): no other socket's cache to take a line from"
		 : "no second core on socket %d", socket);
	return -1;
}

static int tmp_is_memory(int fd)
{
	struct statfs st;

	/* include/uapi/linux/magic.h: TMPFS_MAGIC, RAMFS_MAGIC */
	return fstatfs(fd, &st) == 0 &&
	       (st.f_type == 0x01021994 || st.f_type == (typeof(st.f_type))0x858458f6);
}

static int prepare_major(struct pgk_env *e, char *why, size_t len)
{
	const char *dirs[] = { getenv("TMPDIR"), "/var/tmp", "/tmp" };
	size_t page = (size_t)sysconf(_SC_PAGESIZE), bytes = PGK_MAJOR_PAGES * page;
	char *buf;

	if (e->major_fd >= 0)
		return 0;
	for (unsigned int i = 0; i < sizeof(dirs) / sizeof(*dirs); i++) {
		int fd;

		if (!dirs[i] || !dirs[i][0])
			continue;
		fd = open(dirs[i], O_TMPFILE | O_RDWR | O_CLOEXEC, 0600);
		if (fd < 0)
			continue;
		if (tmp_is_memory(fd)) {
			close(fd);
			continue;
		}
		e->major_fd = fd;
		break;
	}
	if (e->major_fd < 0)
		return cannot(why, len, "no disk-backed directory for a file (TMPDIR, /var/tmp "
			      "and /tmp are in memory or refuse O_TMPFILE): a major fault needs "
			      "a page read from a disk");
	buf = malloc(bytes);
	if (!buf)
		return cannot(why, len, "out of memory");
	memset(buf, 0x5a, bytes);
	if (write(e->major_fd, buf, bytes) != (ssize_t)bytes || fsync(e->major_fd)) {
		int err = errno;

		free(buf);
		close(e->major_fd);
		e->major_fd = -1;
		return cannot(why, len, "cannot write the file: %s", strerror(err));
	}
	free(buf);
	return 0;
}

static int prepare_one(struct pgk_env *e, enum pgk_kernel k, char *why, size_t len)
{
	struct timespec t;

#ifndef PGK_HAVE_ASM
	if (k <= PGK_STORE_SMALL)
		return cannot(why, len, "the hardware microkernels are x86-64 and A64 assembly");
#endif
	if ((k == PGK_SPIN_CYCLES || k == PGK_SPIN_TIME) &&
	    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t))
		return cannot(why, len, "no thread CPU clock (CLOCK_THREAD_CPUTIME_ID: %s; a kernel "
			      "without POSIX timers)", strerror(errno));
	switch (k) {
	case PGK_FLOPS_AVX_SP:
	case PGK_FLOPS_AVX_DP:
		return pgk_avx_fma(why, len) ? 0 : -1;
	case PGK_SPIN_CYCLES:
		if (e->cpu_hz > 0) {
			e->fmin = e->fmax = e->cpu_hz;
			e->fsrc = "--cpu-hz";
			return 0;
		}
		if (vh_freq_hz(e->cpu, &e->fmin, &e->fmax, &e->fsrc))
			return cannot(why, len, "no clock range: neither cpufreq nor /proc/cpuinfo "
				      "says at what frequency the core runs (--cpu-hz gives it)");
		return 0;
	case PGK_BRANCH_RANDOM:
	case PGK_BRANCH_FIXED:
		if (e->bits_random)
			return 0;
		e->bits_random = malloc(PGK_BRANCH_N);
		e->bits_fixed = malloc(PGK_BRANCH_N);
		if (!e->bits_random || !e->bits_fixed)
			return cannot(why, len, "out of memory");
		e->ones_random = pgk_bits_fill(e->bits_random, PGK_BRANCH_N, PGK_BRANCH_SEED, 1);
		pgk_bits_fill(e->bits_fixed, PGK_BRANCH_N, PGK_BRANCH_SEED, 0);
		return 0;
	case PGK_CHASE_BIG:
	case PGK_STORE_BIG:
		return prepare_big(e, why, len);
	case PGK_CHASE_LOCAL:
		if (prepare_big(e, why, len))
			return -1;
		if (!e->big_local)
			return cannot(why, len, "the buffer could not be bound to the CPU's own "
				      "NUMA node");
		return 0;
	case PGK_CHASE_REMOTE:
		return prepare_remote(e, why, len);
	case PGK_CHASE_SMALL:
	case PGK_STORE_SMALL:
		return prepare_small(e, why, len);
	case PGK_HITM_REMOTE:
	case PGK_HITM_LOCAL:
		return prepare_hitm(e, k == PGK_HITM_REMOTE, why, len);
	case PGK_MAJOR:
	case PGK_MAJOR_AGAIN:
		return prepare_major(e, why, len);
	case PGK_MIGRATE:
		if (e->cpu2 < 0) {
			long online = sysconf(_SC_NPROCESSORS_ONLN);

			return cannot(why, len, "forcing a migration needs 2 CPUs; %ld online, %s",
				      online, online > 1 ? "but this thread may only use one" :
				      "so the task cannot move");
		}
		return 0;
	default:
		return 0;
	}
}

int pgk_prepare(struct pgk_env *e, enum pgk_kernel k, char *why, size_t len)
{
	int err;

	if (k <= PGK_NONE || k >= PGK_NR)
		return cannot(why, len, "no such microkernel");
	if (e->prepared[k]) {
		snprintf(why, len, "%s", e->why_not[k]);
		return e->prepared[k] > 0 ? 0 : -1;
	}
	why[0] = '\0';
	err = prepare_one(e, k, why, len);
	e->prepared[k] = err ? -1 : 1;
	snprintf(e->why_not[k], sizeof(e->why_not[k]), "%s", why);
	return err ? -1 : 0;
}

/* ---- the cold file ---- */

/* Resident pages of a mapping (mincore), or -1. */
static long resident(void *p, size_t pages)
{
	unsigned char vec[PGK_MAJOR_PAGES];
	long n = 0;

	if (pages > PGK_MAJOR_PAGES ||
	    mincore(p, pages * (size_t)sysconf(_SC_PAGESIZE), vec))
		return -1;
	for (size_t i = 0; i < pages; i++)
		n += vec[i] & 1;
	return n;
}

/* Map the file afresh with its pages dropped from the page cache (PGK_MAJOR). */
int pgk_major_setup(struct pgk_env *e, int drop, struct pgk_shot *shot)
{
	size_t page = (size_t)sysconf(_SC_PAGESIZE), bytes = PGK_MAJOR_PAGES * page;
	long res;

	if (e->major_map && drop) {
		munmap(e->major_map, bytes);
		e->major_map = NULL;
	}
	if (drop && posix_fadvise(e->major_fd, 0, (off_t)bytes, POSIX_FADV_DONTNEED)) {
		snprintf(shot->what, sizeof(shot->what), "posix_fadvise(DONTNEED) failed");
		return -1;
	}
	if (!e->major_map) {
		void *m = mmap(NULL, bytes, PROT_READ, MAP_SHARED, e->major_fd, 0);

		if (m == MAP_FAILED) {
			snprintf(shot->what, sizeof(shot->what), "mmap: %s", strerror(errno));
			return -1;
		}
		/* One page per fault: no readahead, so each missing page is one major fault. */
		madvise(m, bytes, MADV_RANDOM);
		e->major_map = m;
	}
	res = resident(e->major_map, PGK_MAJOR_PAGES);
	if (res < 0) {
		snprintf(shot->what, sizeof(shot->what), "mincore: %s", strerror(errno));
		return -1;
	}
	shot->expected = (double)(PGK_MAJOR_PAGES - res);
	return 0;
}
