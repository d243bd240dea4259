// SPDX-License-Identifier: MIT
/*
 * The deprecated handles perfgen_event and perfgen_group: a perfgen_counter
 * (counter.h) of one event, or of a group, behind the 0.1 names, and
 * perfgen_event_opts (a CPU list as a string) turned into its options.
 */
#include <errno.h>
#include <stdlib.h>

#include "counter.h"
#include "counts.h"
#include "cpulist.h"
#include "event.h"
#include "opts.h"

struct perfgen_event {
	struct perfgen_counter c;
};

/*
 * The counter options of a caller's perfgen_event_opts (may be NULL); *cpus
 * holds the CPU list's numbers (free it).  0, or -errno with the message.
 */
int pg_event_opts_convert(const struct perfgen_event_opts *opts, const char *what,
			  struct perfgen_counter_opts *co, int **cpus)
{
	struct perfgen_event_opts e;
	uint64_t *mask;
	int n, err = pg_sz_valid(opts, PG_SZ0_EVENT_OPTS, PG_END_EVENT_OPTS, sizeof(e), what);

	if (!err && opts)
		err = pg_event_opts_flags_valid(opts, what);
	if (err)
		return err;
	pg_opts_copy(&e, sizeof(e), opts);
	*co = (struct perfgen_counter_opts){
		.sz = sizeof(*co), .cpuid = e.cpuid, .pid = e.pid, .process = e.process,
		.all_cpus = e.all_cpus, .exclude_user = e.exclude_user,
		.exclude_kernel = e.exclude_kernel, .exclude_hv = e.exclude_hv,
		.disabled = e.disabled, .inherit = e.inherit,
		.enable_on_exec = e.enable_on_exec, .no_rdpmc = e.no_rdpmc };
	*cpus = NULL;
	/* all_cpus beside a list would drop the list without a word */
	if (e.all_cpus && e.cpus)
		return pg_err_as(PERFGEN_ERR_BAD_ARGUMENT, -EINVAL,
				 "all_cpus and cpus both given (%s): give one or the other", what);
	if (e.all_cpus || !e.cpus)
		return 0;
	mask = calloc(PG_CPUS_MAX / 64, sizeof(*mask));
	if (!mask)
		return pg_err(-ENOMEM, "out of memory");
	/* A list a person wrote: read as perf stat -C reads it, strictly. */
	n = pg_cpulist_parse(e.cpus, 0, mask);
	if (n < 0) {
		pg_err_append(" (perfgen_event_opts.cpus)");
		err = n;
	} else if (!(*cpus = malloc((size_t)n * sizeof(**cpus))))
		err = pg_err(-ENOMEM, "out of memory");
	for (int c = -1, i = 0; !err && (c = pg_cpulist_next(mask, c)) >= 0;)
		(*cpus)[i++] = c;
	free(mask);
	co->cpus = *cpus;
	co->nr_cpus = n;
	return err;
}

PERFGEN_API int perfgen_event_open(const char *event, const struct perfgen_event_opts *opts,
				   struct perfgen_event **evp)
{
	struct perfgen_counter_opts co;
	struct perfgen_event *ev;
	int *cpus = NULL, err;

	if (!evp)
		return pg_err(-EINVAL, "perfgen_event_open: ev is NULL");
	err = pg_event_opts_convert(opts, "perfgen_event_opts", &co, &cpus);
	ev = err ? NULL : calloc(1, sizeof(*ev));
	if (!err && !ev)
		err = pg_err(-ENOMEM, "out of memory");
	if (!err)
		err = pg_counter_init(&ev->c, &event, 1, &co);
	free(cpus);
	if (err) {
		free(ev);
		return err;
	}
	*evp = ev;
	return 0;
}

const void *pg_event_page(const struct perfgen_event *ev)
{
	return ev->c.page;
}

PERFGEN_API int perfgen_event_read(struct perfgen_event *ev, struct perfgen_count *count)
{
	int err = pg_count_valid(count, "perfgen_event_read");

	if (err)
		return err;
	if (!ev)
		return pg_err(-EINVAL, "perfgen_event_read: ev is NULL");
	return pg_counter_read1(&ev->c, count);
}

PERFGEN_API int perfgen_event_enable(struct perfgen_event *ev)
{
	return ev ? pg_set_ioctl(&ev->c.set, PERF_EVENT_IOC_ENABLE, "perfgen_event_enable")
		  : pg_err(-EINVAL, "perfgen_event_enable: ev is NULL");
}

PERFGEN_API int perfgen_event_disable(struct perfgen_event *ev)
{
	return ev ? pg_set_ioctl(&ev->c.set, PERF_EVENT_IOC_DISABLE, "perfgen_event_disable")
		  : pg_err(-EINVAL, "perfgen_event_disable: ev is NULL");
}

PERFGEN_API int perfgen_event_reset(struct perfgen_event *ev)
{
	return ev ? pg_set_ioctl(&ev->c.set, PERF_EVENT_IOC_RESET, "perfgen_event_reset")
		  : pg_err(-EINVAL, "perfgen_event_reset: ev is NULL");
}

PERFGEN_API int perfgen_event_nr_fds(const struct perfgen_event *ev)
{
	return ev ? ev->c.set.nr_cells : pg_err(-EINVAL, "perfgen_event_nr_fds: ev is NULL");
}

PERFGEN_API int perfgen_event_fd(const struct perfgen_event *ev, int idx)
{
	if (!ev)
		return pg_err(-EINVAL, "perfgen_event_fd: ev is NULL");
	if (idx < 0 || idx >= ev->c.set.nr_cells)
		return pg_err(-ERANGE, "perfgen_event_fd: index %d outside 0..%d", idx,
			      ev->c.set.nr_cells - 1);
	return ev->c.set.cell[idx].fd;
}

PERFGEN_API void perfgen_event_close(struct perfgen_event *ev)
{
	if (!ev)
		return;
	pg_counter_fini(&ev->c);
	free(ev);
}
