// SPDX-License-Identifier: MIT
/*
 * The agent's counters: each concept this host can count, one counter over
 * every online CPU counting every task there (pid -1), read unit by unit
 * (a unit per CPU) with the library's multiplex scaling.  The total is the
 * sum of the CPUs' readings rather than a second, all-CPU counter: every
 * counter is opened once, so the agent does not double its load on the PMU
 * (and with it the multiplexing), and the total is exactly what the
 * instances add up to.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <perfgen/perfgen.h>

#include "agent.h"

/* The online CPUs (perfgen_cpuset_online(3)) into a malloc'd ascending array: count or -errno. */
static int online_cpus(int **cpus, pga_log_fn log)
{
	struct perfgen_cpuset *set = NULL;
	int n = perfgen_cpuset_online(&set), i = 0;

	if (n < 0) {
		log("%s", perfgen_errmsg());
		return n;
	}
	*cpus = calloc((size_t)n, sizeof(**cpus));
	if (*cpus)
		for (int c = perfgen_cpuset_next(set, -1); c >= 0; c = perfgen_cpuset_next(set, c))
			(*cpus)[i++] = c;
	perfgen_cpuset_free(set);
	if (!*cpus) {
		log("no memory for %d CPUs", n);
		return -ENOMEM;
	}
	return n;
}

/* perfgen.<concept>: a PCP name takes letters, digits and '_', a letter first. */
static int metric_name(struct pga_concept *c, const char *name, pga_log_fn log)
{
	size_t len = strlen(name);

	if (len >= PGA_NAME_MAX || !(name[0] >= 'a' && name[0] <= 'z')) {
		log("concept '%s' is not exported: its name is no PCP metric name", name);
		return -EINVAL;
	}
	memcpy(c->name, name, len + 1);
	snprintf(c->metric, sizeof(c->metric), "%s.%s", PGA_PREFIX, name);
	for (char *p = c->metric + strlen(PGA_PREFIX) + 1; *p; p++) {
		if (*p == '-')
			*p = '_';
		else if (!((*p >= 'a' && *p <= 'z') || (*p >= '0' && *p <= '9') || *p == '_')) {
			log("concept '%s' is not exported: its name is no PCP metric name", name);
			return -EINVAL;
		}
	}
	return 0;
}

/* Times in nanoseconds: the kernel's two clock software events. */
static int is_clock(const char *name)
{
	struct perf_event_attr attr;

	if (perfgen_resolve(name, NULL, &attr) < 0)
		return 0;
	return attr.type == PERF_TYPE_SOFTWARE &&
	       (attr.config == PERF_COUNT_SW_TASK_CLOCK || attr.config == PERF_COUNT_SW_CPU_CLOCK);
}

/*
 * The counter over every CPU failed: which CPUs open c alone?  Their list
 * into good (ascending, as h->cpus), each other CPU's reason into why[i]
 * (malloc'd).  Returns how many opened, or -ENOMEM.
 */
static int probe_cpus(struct pga_concept *c, const struct pga_host *h, int *good, char **why)
{
	const char *ev[] = { c->name };
	int ng = 0;

	for (int i = 0; i < h->nr_cpus; i++) {
		PERFGEN_OPTS(perfgen_counter_opts, o, .pid = -1, .cpus = &h->cpus[i], .nr_cpus = 1);
		struct perfgen_counter *one = NULL;

		if (!perfgen_counter_open(ev, 1, &o, &one)) {
			perfgen_counter_close(one);
			good[ng++] = h->cpus[i];
		} else if (!(why[i] = strdup(perfgen_errmsg()))) {
			return -ENOMEM;
		}
	}
	return ng;
}

/*
 * One CPU refusing c must not hide it on the others: open it on those that
 * take it, log each that does not.  Those CPUs' instances have no value and
 * "all" has none either (pga_concept_refresh()): a sum of fewer CPUs than
 * the host has would pass for the host's.  0: on none, logged once.
 */
static int open_on_some_cpus(struct pga_concept *c, const struct pga_host *h, pga_log_fn log)
{
	const char *ev[] = { c->name };
	char first[256];
	int *good = calloc((size_t)h->nr_cpus, sizeof(*good));
	char **why = calloc((size_t)h->nr_cpus, sizeof(*why));
	int ng = -ENOMEM;

	snprintf(first, sizeof(first), "%s", perfgen_errmsg());
	if (good && why)
		ng = probe_cpus(c, h, good, why);
	if (ng > 0 && ng < h->nr_cpus) {
		PERFGEN_OPTS(perfgen_counter_opts, o, .pid = -1, .cpus = good, .nr_cpus = ng);

		if (perfgen_counter_open(ev, 1, &o, &c->ctr)) {
			c->ctr = NULL;
			snprintf(first, sizeof(first), "%s", perfgen_errmsg());
			ng = 0;
		}
	} else if (ng > 0) {
		ng = 0; /* every CPU alone, not all at once: the first reason */
	}
	if (ng > 0) {
		for (int i = 0; i < h->nr_cpus; i++)
			if (why[i])
				log("concept %s (%s) has no value for cpu%d, nor for all: %s",
				    c->name, c->metric, h->cpus[i], why[i]);
	} else if (ng == 0) {
		log("concept %s (%s) is not exported: %s", c->name, c->metric, first);
	}
	for (int i = 0; why && i < h->nr_cpus; i++)
		free(why[i]);
	free(why);
	free(good);
	return ng;
}

/*
 * Open c on every CPU, one counter whose units are the CPUs.  Returns how
 * many CPUs it counts on (or -ENOMEM); a CPU that cannot count it is
 * logged, the failure when it opens nowhere.
 */
static int open_on_cpus(struct pga_concept *c, const struct pga_host *h, pga_log_fn log)
{
	const char *ev[] = { c->name };
	PERFGEN_OPTS(perfgen_counter_opts, o, .pid = -1, .cpus = h->cpus, .nr_cpus = h->nr_cpus);
	int opened = 0, units;

	for (int i = 0; i < h->nr_cpus; i++)
		c->unit[i] = -1;
	if (perfgen_counter_open(ev, 1, &o, &c->ctr)) {
		int n;

		c->ctr = NULL;
		n = open_on_some_cpus(c, h, log);
		if (n <= 0)
			return n;
	}
	units = perfgen_counter_nr_units(c->ctr);
	for (int u = 0, i = 0; u < units; u++) {
		PERFGEN_OPTS(perfgen_unit, un);

		if (perfgen_counter_unit(c->ctr, u, &un))
			continue;
		while (i < h->nr_cpus && h->cpus[i] < un.cpu)	/* both ascending */
			i++;
		if (i < h->nr_cpus && h->cpus[i] == un.cpu) {
			c->unit[i] = u;
			opened++;
		}
	}
	for (int i = 0; i < h->nr_cpus; i++)
		if (c->unit[i] < 0)
			log("concept %s (%s) has no value for cpu%d: no PMU of that CPU counts it",
			    c->name, c->metric, h->cpus[i]);
	return opened;
}

/* The index of socket in h->sockets, added in order if new; -1 when full. */
static int socket_index(struct pga_host *h, int socket)
{
	int i = 0;

	while (i < h->nr_sockets && h->sockets[i] < socket)
		i++;
	if (i < h->nr_sockets && h->sockets[i] == socket)
		return i;
	if (h->nr_sockets == PGA_SOCKETS_MAX)
		return -1;
	memmove(&h->sockets[i + 1], &h->sockets[i],
		(size_t)(h->nr_sockets - i) * sizeof(h->sockets[0]));
	h->sockets[i] = socket;
	h->nr_sockets++;
	/* The concepts opened before keep their units' sockets. */
	for (int k = 0; k < h->nr_concepts; k++)
		for (int u = 0; h->concepts[k].uncore && u < h->concepts[k].nr_units; u++)
			if (h->concepts[k].unit_socket[u] >= i)
				h->concepts[k].unit_socket[u]++;
	return i;
}

/*
 * An uncore concept: one counter, system-wide on the host's CPUs, whose
 * units are its PMU's instances (one per CPU of each instance's cpumask),
 * each on a socket.  Returns 1, 0 when left out (logged), or -ENOMEM.
 */
static int open_uncore(struct pga_concept *c, struct pga_host *h, pga_log_fn log)
{
	const char *ev[] = { c->name };
	PERFGEN_OPTS(perfgen_counter_opts, o, .pid = -1, .cpus = h->cpus, .nr_cpus = h->nr_cpus);

	if (perfgen_counter_open(ev, 1, &o, &c->ctr)) {
		c->ctr = NULL;
		log("concept %s (%s) is not exported: %s", c->name, c->metric, perfgen_errmsg());
		return 0;
	}
	perfgen_counter_scale(c->ctr, 0, &c->scale, &c->unit_name);
	c->nr_units = perfgen_counter_nr_units(c->ctr);
	c->unit_socket = calloc((size_t)c->nr_units, sizeof(*c->unit_socket));
	c->amount = calloc(PGA_SOCKETS_MAX, sizeof(*c->amount));
	c->socket_valid = calloc(PGA_SOCKETS_MAX, sizeof(*c->socket_valid));
	if (!c->unit_socket || !c->amount || !c->socket_valid)
		return -ENOMEM;
	/* The sockets first (adding one renumbers those after it), then the units'. */
	for (int u = 0; u < c->nr_units; u++) {
		PERFGEN_OPTS(perfgen_unit, un);

		if (perfgen_counter_unit(c->ctr, u, &un) || un.socket < 0 ||
		    socket_index(h, un.socket) < 0) {
			log("concept %s (%s) is not exported: the socket of its unit %d (%s) is "
			    "unknown, or more than %d sockets", c->name, c->metric, u, un.pmu,
			    PGA_SOCKETS_MAX);
			return 0;
		}
		c->unit_socket[u] = un.socket;
	}
	for (int u = 0; u < c->nr_units; u++)
		c->unit_socket[u] = socket_index(h, c->unit_socket[u]);
	return 1;
}

static void concept_free(struct pga_concept *c)
{
	perfgen_counter_close(c->ctr);
	free(c->unit_socket);
	free(c->amount);
	free(c->socket_valid);
	free(c->unit);
	free(c->scaled);
	free(c->valid);
	free(c->oneline);
	free(c->help);
	free(c->labels);
	memset(c, 0, sizeof(*c));
}

/* 1: exported, 0: left out (logged), < 0: out of memory. */
static int concept_open(struct pga_concept *c, int idx, struct pga_host *h, pga_log_fn log)
{
	PERFGEN_OPTS(perfgen_concept, pc);
	PERFGEN_OPTS(perfgen_info, info);
	struct perf_event_attr attr;
	int n;

	if (perfgen_concept_get(idx, NULL, &pc) < 0 && !pc.name) {
		log("concept number %d: %s", idx, perfgen_errmsg());
		return 0;
	}
	if (metric_name(c, pc.name, log) < 0)
		return 0;
	if (pc.avail == PERFGEN_AVAIL_UNSUPPORTED) {
		log("concept %s (%s) is not exported: this CPU's table cannot count it: %s",
		    c->name, c->metric, pc.note && *pc.note ? pc.note : "no reason given");
		return 0;
	}
	c->definition = pc.definition;
	c->avail = pc.avail;
	c->software = pc.software;
	c->uncore = !perfgen_resolve_info(c->name, NULL, &attr, &info) && info.system_wide;
	if (c->uncore) {
		n = open_uncore(c, h, log);
		if (n <= 0)
			return n;
		return pga_describe(c) < 0 ? -ENOMEM : 1;
	}
	c->nanoseconds = is_clock(c->name);
	c->unit = calloc((size_t)h->nr_cpus, sizeof(*c->unit));
	c->scaled = calloc((size_t)h->nr_cpus, sizeof(*c->scaled));
	c->valid = calloc((size_t)h->nr_cpus, sizeof(*c->valid));
	if (!c->unit || !c->scaled || !c->valid)
		return -ENOMEM;
	n = open_on_cpus(c, h, log);
	if (n <= 0)
		return n;
	if (pga_describe(c) < 0)
		return -ENOMEM;
	return 1;
}

int pga_host_open(struct pga_host *h, pga_log_fn log)
{
	int *cpus = NULL;
	int n = online_cpus(&cpus, log), err;

	if (n < 0)
		return n;
	err = pga_host_open_on(h, cpus, n, log);
	free(cpus);
	return err;
}

int pga_host_open_on(struct pga_host *h, const int *cpus, int nr_cpus, pga_log_fn log)
{
	int nr = perfgen_concept_count();
	int err;

	memset(h, 0, sizeof(*h));
	h->cpus = calloc((size_t)nr_cpus, sizeof(*h->cpus));
	if (!h->cpus)
		return -ENOMEM;
	memcpy(h->cpus, cpus, (size_t)nr_cpus * sizeof(*cpus));
	h->nr_cpus = nr_cpus;
	h->concepts = calloc((size_t)nr, sizeof(*h->concepts));
	if (!h->concepts) {
		pga_host_close(h);
		return -ENOMEM;
	}
	for (int idx = 0; idx < nr; idx++) {
		struct pga_concept *c = &h->concepts[h->nr_concepts];

		err = concept_open(c, idx, h, log);
		if (err > 0) {
			h->nr_concepts++;
			continue;
		}
		concept_free(c);
		if (err < 0) {
			log("out of memory opening the concepts");
			pga_host_close(h);
			return err;
		}
	}
	return 0;
}

/* Each socket's units summed, in bytes or joules; a socket is whole or has no value. */
static void uncore_refresh(struct pga_concept *c, const struct pga_host *h, pga_log_fn log)
{
	int failed = 0;

	c->total_amount = 0;
	for (int s = 0; s < h->nr_sockets; s++) {
		c->amount[s] = 0;
		c->socket_valid[s] = 0;
	}
	for (int u = 0; u < c->nr_units; u++)
		c->socket_valid[c->unit_socket[u]] = 1;
	for (int u = 0; u < c->nr_units; u++) {
		PERFGEN_OPTS(perfgen_count, n);
		int s = c->unit_socket[u];

		if (perfgen_counter_read_unit(c->ctr, u, &n, 1) < 0) {
			failed++;
			c->socket_valid[s] = 0;
			if (c->read_failed++ == 0)
				log("reading %s on its unit %d failed: %s (later failures of this "
				    "concept are counted, not logged)", c->name, u, perfgen_errmsg());
			continue;
		}
		c->amount[s] += (double)n.scaled * c->scale;
		c->total_amount += (double)n.scaled * c->scale;
	}
	/* "all" is the host's total only when every unit was read. */
	c->total_valid = !failed;
}

void pga_concept_refresh(struct pga_concept *c, const struct pga_host *h, pga_log_fn log)
{
	int failed = 0, opened = 0;

	if (c->uncore) {
		uncore_refresh(c, h, log);
		return;
	}

	c->total = 0;
	for (int i = 0; i < h->nr_cpus; i++) {
		PERFGEN_OPTS(perfgen_count, n);

		c->valid[i] = 0;
		if (c->unit[i] < 0)
			continue;
		opened++;
		if (perfgen_counter_read_unit(c->ctr, c->unit[i], &n, 1) < 0) {
			failed++;
			if (c->read_failed++ == 0)
				log("reading %s on cpu%d failed: %s (later failures of this "
				    "concept are counted, not logged)",
				    c->name, h->cpus[i], perfgen_errmsg());
			continue;
		}
		c->scaled[i] = n.scaled;
		c->valid[i] = 1;
		c->total += n.scaled;
	}
	/* "all" is the host's total only when every agent CPU was read. */
	c->total_valid = opened == h->nr_cpus && !failed;
}

void pga_host_close(struct pga_host *h)
{
	for (int i = 0; i < h->nr_concepts; i++)
		concept_free(&h->concepts[i]);
	free(h->concepts);
	free(h->cpus);
	memset(h, 0, sizeof(*h));
}
