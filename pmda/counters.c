// SPDX-License-Identifier: MIT
/*
 * The agent's counters: each concept this host can count, one handle per
 * online CPU counting every task there (pid -1), read with the library's
 * multiplex scaling.  One handle per CPU and the total as their sum, rather
 * than an all-CPU handle beside the per-CPU ones: every counter is opened
 * once, so the agent does not double its load on the PMU (and with it the
 * multiplexing), and the total is exactly what the instances add up to.
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

static void free_messages(char **msg, int n)
{
	for (int i = 0; i < n; i++)
		free(msg[i]);
	free(msg);
}

/*
 * Open c on every CPU.  Returns how many opened; each CPU that failed is
 * logged when some other opened, the first failure when none did.
 */
static int open_on_cpus(struct pga_concept *c, const struct pga_host *h, pga_log_fn log)
{
	char **msg = calloc((size_t)h->nr_cpus, sizeof(*msg));
	int opened = 0;

	if (!msg)
		return -ENOMEM;
	for (int i = 0; i < h->nr_cpus; i++) {
		char cpu[16];
		PERFGEN_OPTS(perfgen_event_opts, o, .pid = -1, .cpus = cpu);
		int err;

		snprintf(cpu, sizeof(cpu), "%d", h->cpus[i]);
		err = perfgen_event_open(c->name, &o, &c->ev[i]);
		if (err == 0) {
			opened++;
			continue;
		}
		c->ev[i] = NULL;
		msg[i] = strdup(perfgen_errmsg());
		if (!msg[i]) {
			free_messages(msg, h->nr_cpus);
			return -ENOMEM;
		}
	}
	for (int i = 0; i < h->nr_cpus; i++) {
		if (!msg[i])
			continue;
		if (!opened) {
			log("concept %s (%s) is not exported: %s", c->name, c->metric, msg[i]);
			break;
		}
		log("concept %s (%s) has no value for cpu%d: %s", c->name, c->metric, h->cpus[i],
		    msg[i]);
	}
	free_messages(msg, h->nr_cpus);
	return opened;
}

static void concept_free(struct pga_concept *c, int nr_cpus)
{
	if (c->ev)
		for (int i = 0; i < nr_cpus; i++)
			perfgen_event_close(c->ev[i]);
	free(c->ev);
	free(c->scaled);
	free(c->valid);
	free(c->oneline);
	free(c->help);
	free(c->labels);
	memset(c, 0, sizeof(*c));
}

/* 1: exported, 0: left out (logged), < 0: out of memory. */
static int concept_open(struct pga_concept *c, int idx, const struct pga_host *h, pga_log_fn log)
{
	PERFGEN_OPTS(perfgen_concept, pc);
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
	c->nanoseconds = is_clock(c->name);
	c->ev = calloc((size_t)h->nr_cpus, sizeof(*c->ev));
	c->scaled = calloc((size_t)h->nr_cpus, sizeof(*c->scaled));
	c->valid = calloc((size_t)h->nr_cpus, sizeof(*c->valid));
	if (!c->ev || !c->scaled || !c->valid)
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
	int nr = perfgen_concept_count();
	int err;

	memset(h, 0, sizeof(*h));
	err = online_cpus(&h->cpus, log);
	if (err < 0)
		return err;
	h->nr_cpus = err;
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
		concept_free(c, h->nr_cpus);
		if (err < 0) {
			log("out of memory opening the concepts");
			pga_host_close(h);
			return err;
		}
	}
	return 0;
}

void pga_concept_refresh(struct pga_concept *c, const struct pga_host *h, pga_log_fn log)
{
	int failed = 0, opened = 0;

	c->total = 0;
	for (int i = 0; i < h->nr_cpus; i++) {
		PERFGEN_OPTS(perfgen_count, n);

		c->valid[i] = 0;
		if (!c->ev[i])
			continue;
		opened++;
		if (perfgen_event_read(c->ev[i], &n) < 0) {
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
	c->total_valid = opened && !failed;
}

void pga_host_close(struct pga_host *h)
{
	for (int i = 0; i < h->nr_concepts; i++)
		concept_free(&h->concepts[i], h->nr_cpus);
	free(h->concepts);
	free(h->cpus);
	memset(h, 0, sizeof(*h));
}
