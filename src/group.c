// SPDX-License-Identifier: MIT
/*
 * perfgen_group, deprecated: a perfgen_counter with group set (counter.h),
 * behind the 0.1 names.
 */
#include <errno.h>
#include <stdlib.h>

#include "counter.h"
#include "counts.h"
#include "event.h"

struct perfgen_group {
	struct perfgen_counter c;
};

PERFGEN_API int perfgen_group_open(const char *const *events, int nr,
				   const struct perfgen_event_opts *opts,
				   struct perfgen_group **grpp)
{
	struct perfgen_counter_opts co;
	struct perfgen_group *g = NULL;
	int *cpus = NULL, err;

	if (!grpp || !events)
		return pg_err(-EINVAL, "perfgen_group_open: events or grp is NULL");
	if (nr < 1 || nr > PG_GROUP_MAX)
		return pg_err(-EINVAL, "perfgen_group_open: %d events; a group has 1 to %d",
			      nr, PG_GROUP_MAX);
	err = pg_event_opts_convert(opts, "perfgen_event_opts", &co, &cpus);
	co.group = true;
	if (!err && !(g = calloc(1, sizeof(*g))))
		err = pg_err(-ENOMEM, "out of memory");
	if (!err)
		err = pg_counter_init(&g->c, events, nr, &co);
	free(cpus);
	if (err) {
		free(g);
		return err;
	}
	*grpp = g;
	return 0;
}

PERFGEN_API int perfgen_group_read(struct perfgen_group *g, struct perfgen_count *counts, int nr)
{
	int err = pg_count_valid(counts, "perfgen_group_read");

	if (err)
		return err;
	if (!g)
		return pg_err(-EINVAL, "perfgen_group_read: grp is NULL");
	if (nr != g->c.set.nr_events)
		return pg_err(-EINVAL, "perfgen_group_read: %d counts for a group of %d events",
			      nr, g->c.set.nr_events);
	return pg_set_read(&g->c.set, counts, counts[0].sz);
}

PERFGEN_API int perfgen_group_enable(struct perfgen_group *g)
{
	return g ? pg_set_ioctl(&g->c.set, PERF_EVENT_IOC_ENABLE, "perfgen_group_enable")
		 : pg_err(-EINVAL, "perfgen_group_enable: grp is NULL");
}

PERFGEN_API int perfgen_group_disable(struct perfgen_group *g)
{
	return g ? pg_set_ioctl(&g->c.set, PERF_EVENT_IOC_DISABLE, "perfgen_group_disable")
		 : pg_err(-EINVAL, "perfgen_group_disable: grp is NULL");
}

PERFGEN_API int perfgen_group_reset(struct perfgen_group *g)
{
	return g ? pg_set_ioctl(&g->c.set, PERF_EVENT_IOC_RESET, "perfgen_group_reset")
		 : pg_err(-EINVAL, "perfgen_group_reset: grp is NULL");
}

PERFGEN_API int perfgen_group_nr_events(const struct perfgen_group *g)
{
	return g ? g->c.set.nr_events : pg_err(-EINVAL, "perfgen_group_nr_events: grp is NULL");
}

PERFGEN_API void perfgen_group_close(struct perfgen_group *g)
{
	if (!g)
		return;
	pg_counter_fini(&g->c);
	free(g);
}
