// SPDX-License-Identifier: MIT
/* perfgen_group: several concepts counted together, read at once (grid.h). */
#include <errno.h>
#include <stdlib.h>

#include "counts.h"
#include "grid.h"

struct perfgen_group {
	struct pg_set set;
};

PERFGEN_API int perfgen_group_open(const char *const *events, int nr,
				   const struct perfgen_event_opts *opts,
				   struct perfgen_group **grpp)
{
	struct perfgen_group *g;
	int err;

	if (!grpp || !events)
		return pg_err(-EINVAL, "perfgen_group_open: events or grp is NULL");
	if (nr < 1 || nr > PG_GROUP_MAX)
		return pg_err(-EINVAL, "perfgen_group_open: %d events; a group has 1 to %d",
			      nr, PG_GROUP_MAX);
	g = calloc(1, sizeof(*g));
	if (!g)
		return pg_err(-ENOMEM, "out of memory");
	g->set.group = true;
	err = pg_set_open(&g->set, events, nr, opts, "perfgen_event_opts");
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
	if (nr != g->set.nr_events)
		return pg_err(-EINVAL, "perfgen_group_read: %d counts for a group of %d events",
			      nr, g->set.nr_events);
	return pg_set_read(&g->set, counts, counts[0].sz);
}

PERFGEN_API int perfgen_group_enable(struct perfgen_group *g)
{
	return g ? pg_set_ioctl(&g->set, PERF_EVENT_IOC_ENABLE, "perfgen_group_enable")
		 : pg_err(-EINVAL, "perfgen_group_enable: grp is NULL");
}

PERFGEN_API int perfgen_group_disable(struct perfgen_group *g)
{
	return g ? pg_set_ioctl(&g->set, PERF_EVENT_IOC_DISABLE, "perfgen_group_disable")
		 : pg_err(-EINVAL, "perfgen_group_disable: grp is NULL");
}

PERFGEN_API int perfgen_group_reset(struct perfgen_group *g)
{
	return g ? pg_set_ioctl(&g->set, PERF_EVENT_IOC_RESET, "perfgen_group_reset")
		 : pg_err(-EINVAL, "perfgen_group_reset: grp is NULL");
}

PERFGEN_API int perfgen_group_nr_events(const struct perfgen_group *g)
{
	return g ? g->set.nr_events : pg_err(-EINVAL, "perfgen_group_nr_events: grp is NULL");
}

PERFGEN_API void perfgen_group_close(struct perfgen_group *g)
{
	if (!g)
		return;
	pg_set_close(&g->set);
	free(g);
}
