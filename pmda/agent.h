/* SPDX-License-Identifier: MIT */
/*
 * pmdaperfgen: the concepts this host can count, per CPU and in total,
 * for Performance Co-Pilot.  counters.c opens and reads them through the
 * library's handles and knows nothing of PCP; describe.c writes what a
 * concept is (help text, labels); pmdaperfgen.c serves both to pmcd.
 */
#ifndef PMDA_AGENT_H
#define PMDA_AGENT_H

#include <stdint.h>
#include <stdio.h>

/* Longest concept name the agent takes; longer ones are logged and left out. */
#define PGA_NAME_MAX 48

/* CPUs an agent counts: the kernel's largest NR_CPUS (x86 MAXSMP). */
#define PGA_CPUS_MAX 8192
#define PGA_STR_(x) #x
#define PGA_STR(x) PGA_STR_(x)

/* Sockets an agent exports uncore concepts for. */
#define PGA_SOCKETS_MAX 64

/* The metric name's prefix: perfgen.<concept>, dashes made underscores. */
#define PGA_PREFIX "perfgen"

struct perfgen_event;

/* One exported concept. */
struct pga_concept {
	char name[PGA_NAME_MAX];       /* "task-clock", as the library names it */
	char metric[PGA_NAME_MAX + 8]; /* "perfgen.task_clock" */
	const char *definition;	       /* the library's, static */
	int avail;		       /* enum perfgen_avail on this host */
	int software;		       /* 1: a kernel software event */
	int nanoseconds;	       /* 1: a time in ns (task-clock, cpu-clock), else a count */
	char *oneline;		       /* help texts and labels (describe.c), malloc'd */
	char *help;
	char *labels;		   /* a JSON object */
	struct perfgen_counter *ctr; /* one unit per agent CPU it counts on */
	int *unit;		   /* per agent CPU: its unit of ctr; -1 none */
	uint64_t *scaled;	   /* the last reading per CPU, multiplex-scaled */
	int *valid;		   /* 1 where that reading succeeded */
	uint64_t total;		   /* sum of the readings */
	int total_valid;	   /* 1: every open CPU read, so total is whole */
	unsigned int read_failed;  /* readings that failed; the first is logged */
	/*
	 * An uncore concept (a socket's DRAM traffic or energy): its units are
	 * the instances of its uncore PMU, summed per socket into what they
	 * measure (bytes, joules); unit[], scaled[] and valid[] are not used.
	 */
	int uncore;
	double scale;		   /* bytes or joules per count */
	const char *unit_name;	   /* "bytes", "joules" (the library's, static) */
	int nr_units;
	int *unit_socket;	   /* per counter unit: its index into host.sockets */
	double *amount;		   /* per host socket: the last reading, in unit_name */
	int *socket_valid;	   /* 1 where every unit of that socket was read */
	double total_amount;	   /* the sum over the sockets */
};

struct pga_host {
	int nr_cpus;
	int *cpus; /* the online CPUs at start, ascending */
	int nr_sockets;
	int sockets[PGA_SOCKETS_MAX]; /* the sockets the uncore concepts count, ascending */
	int nr_concepts;
	struct pga_concept *concepts; /* the exported ones only */
};

/* Where the agent writes what it left out and why (pmNotifyErr). */
typedef void (*pga_log_fn)(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/*
 * Open every concept of this host on every online CPU.  A concept whose
 * table row says unsupported, or that no CPU could open, is left out and
 * its reason logged; one that opens on some CPUs only is kept and the
 * others logged: their instances and "all" then have no value.  Returns
 * 0, or a negative errno when the CPUs cannot be listed or memory runs
 * out.
 */
int pga_host_open(struct pga_host *host, pga_log_fn log);

/* The same on the given CPUs (ascending, no duplicates) instead of the online ones. */
int pga_host_open_on(struct pga_host *host, const int *cpus, int nr_cpus, pga_log_fn log);

/* Read every CPU of one concept: scaled[], valid[], total, nr_valid. */
void pga_concept_refresh(struct pga_concept *c, const struct pga_host *host, pga_log_fn log);

void pga_host_close(struct pga_host *host);

/*
 * The help texts and labels of a concept (c->oneline, help, labels) from
 * the library's resolution of it on this host.  0 or -ENOMEM.
 */
int pga_describe(struct pga_concept *c);

#endif /* PMDA_AGENT_H */
