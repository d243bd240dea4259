// SPDX-License-Identifier: MIT
/*
 * perfgen_event: one concept wherever it must live (grid.h), and the
 * rdpmc fast path when it counts the calling thread alone.
 */
#include <errno.h>
#include <stdlib.h>
#include <unistd.h>

#include "counts.h"
#include "event.h"
#include "grid.h"
#include "opts.h"
#include "rdpmc.h"
#include "sys.h"

struct perfgen_event {
	struct pg_set set;
	void *page;		/* perf_event_mmap_page for rdpmc, or NULL */
	size_t page_sz;
	const void *owner;	/* the opening thread's pg_self: rdpmc only there */
};

static __thread char pg_self;

/* Map the page for rdpmc when counting the calling thread alone. */
static void map_self(struct perfgen_event *ev, const struct perfgen_event_opts *o)
{
	long psz = sysconf(_SC_PAGESIZE);
	void *page;

	if (!PG_HAVE_RDPMC || (o && (o->no_rdpmc || o->pid || o->cpus || o->all_cpus ||
				     o->inherit || o->process || o->cpuid)))
		return;
	if (ev->set.nr_cells != 1 || psz <= 0)
		return;		/* rdpmc reads one counter: not several CPUs or parts */
	page = pg_sys_mmap(ev->set.cell[0].fd, (size_t)psz);
	if (!page)
		return;		/* an optimisation only: read(2) it is */
	ev->page = page;
	ev->page_sz = (size_t)psz;
	ev->owner = &pg_self;
}

PERFGEN_API int perfgen_event_open(const char *event, const struct perfgen_event_opts *opts,
				   struct perfgen_event **evp)
{
	struct perfgen_event *ev;
	int err;

	if (!evp)
		return pg_err(-EINVAL, "perfgen_event_open: ev is NULL");
	ev = calloc(1, sizeof(*ev));
	if (!ev)
		return pg_err(-ENOMEM, "out of memory");
	err = pg_set_open(&ev->set, &event, 1, opts, "perfgen_event_opts");
	if (err) {
		free(ev);
		return err;
	}
	{
		struct perfgen_event_opts o;

		pg_opts_copy(&o, sizeof(o), opts);	/* valid: pg_set_open() checked it */
		map_self(ev, opts ? &o : NULL);
	}
	*evp = ev;
	return 0;
}

const void *pg_event_page(const struct perfgen_event *ev)
{
	return ev->page;
}

PERFGEN_API int perfgen_event_read(struct perfgen_event *ev, struct perfgen_count *count)
{
	int err = pg_count_valid(count, "perfgen_event_read");

	if (err)
		return err;
	if (!ev)
		return pg_err(-EINVAL, "perfgen_event_read: ev is NULL");
	/* sz >= the struct's first (and only) size: the fields are all there. */
	if (ev->page && ev->owner == &pg_self && !pg_rdpmc_read(ev->page, count))
		return 0;
	return pg_set_read(&ev->set, count, sizeof(*count));
}

PERFGEN_API int perfgen_event_enable(struct perfgen_event *ev)
{
	return ev ? pg_set_ioctl(&ev->set, PERF_EVENT_IOC_ENABLE, "perfgen_event_enable")
		  : pg_err(-EINVAL, "perfgen_event_enable: ev is NULL");
}

PERFGEN_API int perfgen_event_disable(struct perfgen_event *ev)
{
	return ev ? pg_set_ioctl(&ev->set, PERF_EVENT_IOC_DISABLE, "perfgen_event_disable")
		  : pg_err(-EINVAL, "perfgen_event_disable: ev is NULL");
}

PERFGEN_API int perfgen_event_reset(struct perfgen_event *ev)
{
	return ev ? pg_set_ioctl(&ev->set, PERF_EVENT_IOC_RESET, "perfgen_event_reset")
		  : pg_err(-EINVAL, "perfgen_event_reset: ev is NULL");
}

PERFGEN_API int perfgen_event_nr_fds(const struct perfgen_event *ev)
{
	return ev ? ev->set.nr_cells : pg_err(-EINVAL, "perfgen_event_nr_fds: ev is NULL");
}

PERFGEN_API int perfgen_event_fd(const struct perfgen_event *ev, int idx)
{
	if (!ev)
		return pg_err(-EINVAL, "perfgen_event_fd: ev is NULL");
	if (idx < 0 || idx >= ev->set.nr_cells)
		return pg_err(-ERANGE, "perfgen_event_fd: index %d outside 0..%d", idx,
			      ev->set.nr_cells - 1);
	return ev->set.cell[idx].fd;
}

PERFGEN_API void perfgen_event_close(struct perfgen_event *ev)
{
	if (!ev)
		return;
	if (ev->page)
		pg_sys_munmap(ev->page, ev->page_sz);
	pg_set_close(&ev->set);
	free(ev);
}

