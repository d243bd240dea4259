// SPDX-License-Identifier: MIT
/*
 * pmdaperfgen: a Performance Co-Pilot agent that exports every concept
 * this host can count as perfgen.<concept> (dashes become underscores),
 * one instance per online CPU and their sum "all", counted system-wide
 * through libperfgen's handles with multiplex scaling (counters.c).  An
 * uncore concept (a socket's DRAM traffic, energy) has one instance per
 * socket and "all", in bytes (or joules).
 *
 * The names are the host's: the agent serves its own subtree of the
 * namespace (the pmns file says perfgen DOMAIN:*:*), so a concept the
 * host cannot count has no name at all, and the log says why.  A
 * concept's PMID comes from a hash of its name, so that archives keep
 * their meaning when a later version adds concepts.  Help texts and labels
 * come from the library (describe.c).
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <pcp/pmapi.h>
#include <pcp/pmda.h>

#include "agent.h"
#include "domain.h"

/* The instance domains: CPU N (socket N) is instance N, their sum "all" is this. */
#define INDOM_CPUS 0
#define INDOM_SOCKETS 1
#define INST_ALL PGA_CPUS_MAX

/* PMIDs of concepts: clusters 1..4095 (cluster 0 is kept for the agent's own). */
#define ID_FIRST (1u << 10)
#define ID_SPAN (4095u << 10)

static struct pga_host host;
static int domain;
static pmdaMetric *metrics;
static pmdaInstid *instids, *sockids;
static pmdaIndom indoms[2];
static pmdaNameSpace *names;
static char *indom_oneline = "CPUs of this host and their sum";
static char *indom_help =
    "One instance per CPU that was online when the agent started, named cpuN\n"
    "(instance number N), counting every task that runs on it; and \"all\", the\n"
    "sum of those instances (instance number " PGA_STR(INST_ALL) ").";
static char *sockets_oneline = "Sockets of this host and their sum";
static char *sockets_help =
    "One instance per socket (physical package) an uncore concept counts on,\n"
    "named socketN (instance number N, the package id), counting everything\n"
    "its memory controllers (or energy domains) do; and \"all\", their sum\n"
    "(instance number " PGA_STR(INST_ALL) ").";

static void log_info(const char *fmt, ...)
{
	char buf[2048];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(buf, sizeof(buf), fmt, ap);
	va_end(ap);
	pmNotifyErr(LOG_INFO, "%s", buf);
}

/* FNV-1a: the same name gives the same PMID in every version of the agent. */
static unsigned int name_hash(const char *s)
{
	unsigned int h = 2166136261u;

	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * 16777619u;
	return h;
}

static struct pga_concept *concept_of(pmID pmid)
{
	for (int i = 0; i < host.nr_concepts; i++)
		if (metrics[i].m_desc.pmid == pmid)
			return &host.concepts[i];
	return NULL;
}

/* Index into host.cpus of CPU instance inst, or -1. */
static int cpu_slot(unsigned int inst)
{
	int lo = 0, hi = host.nr_cpus - 1;

	while (lo <= hi) {
		int mid = (lo + hi) / 2;

		if ((unsigned int)host.cpus[mid] == inst)
			return mid;
		if ((unsigned int)host.cpus[mid] < inst)
			lo = mid + 1;
		else
			hi = mid - 1;
	}
	return -1;
}

/* Each PMID once: a name whose hash is taken goes to the next free one. */
static pmID concept_pmid(const char *name, int nr_taken)
{
	unsigned int id = name_hash(name) % ID_SPAN;

	for (;;) {
		pmID pmid =
		    pmID_build((unsigned int)domain, (ID_FIRST + id) >> 10, (ID_FIRST + id) & 1023);
		int taken = 0;

		for (int i = 0; i < nr_taken; i++)
			taken |= metrics[i].m_desc.pmid == pmid;
		if (!taken)
			return pmid;
		log_info("%s: PMID %s is taken, using the next", name, pmIDStr(pmid));
		id = (id + 1) % ID_SPAN;
	}
}

/*
 * Instance domain serial: instance ids[i] named prefix + ids[i], and
 * "all" (INST_ALL), their sum.  0, or -ENOMEM.
 */
static int build_indom(pmdaIndom *d, unsigned int serial, const int *ids, int n,
		       const char *prefix, pmdaInstid **set)
{
	*set = calloc((size_t)n + 1, sizeof(**set));
	if (!*set)
		return -ENOMEM;
	for (int i = 0; i < n; i++) {
		(*set)[i].i_inst = ids[i];
		if (asprintf(&(*set)[i].i_name, "%s%d", prefix, ids[i]) < 0)
			return -ENOMEM;
	}
	(*set)[n].i_inst = INST_ALL;
	(*set)[n].i_name = "all";
	d->it_indom = pmInDom_build(domain, serial);
	d->it_numinst = n + 1;
	d->it_set = *set;
	return 0;
}

static int build_tables(void)
{
	pmUnits count = PMDA_PMUNITS(0, 0, 1, 0, 0, PM_COUNT_ONE);
	pmUnits nsec = PMDA_PMUNITS(0, 1, 0, 0, PM_TIME_NSEC, 0);
	pmUnits bytes = PMDA_PMUNITS(1, 0, 0, PM_SPACE_BYTE, 0, 0);
	int err;

	metrics = calloc((size_t)host.nr_concepts + 1, sizeof(*metrics));
	if (!metrics ||
	    build_indom(&indoms[0], INDOM_CPUS, host.cpus, host.nr_cpus, "cpu", &instids) ||
	    build_indom(&indoms[1], INDOM_SOCKETS, host.sockets, host.nr_sockets, "socket",
			&sockids))
		return -ENOMEM;

	err = pmdaTreeCreate(&names);
	if (err < 0)
		return err;
	for (int i = 0; i < host.nr_concepts; i++) {
		struct pga_concept *c = &host.concepts[i];
		pmDesc *d = &metrics[i].m_desc;

		d->pmid = concept_pmid(c->name, i);
		d->type = PM_TYPE_U64;
		d->indom = indoms[0].it_indom;
		d->sem = PM_SEM_COUNTER;
		d->units = c->nanoseconds ? nsec : count;
		if (c->uncore) {
			/*
			 * Bytes, or joules: PCP has no unit of energy, so a count
			 * whose "units" label says joules (describe.c).
			 */
			d->type = PM_TYPE_DOUBLE;
			d->indom = indoms[1].it_indom;
			d->units = !strcmp(c->unit_name, "bytes") ? bytes : count;
		}
		metrics[i].m_user = c;
		err = pmdaTreeInsert(names, d->pmid, c->metric);
		if (err < 0)
			return err;
		log_info("exporting %s as %s (PMID %s)", c->name, c->metric, pmIDStr(d->pmid));
	}
	pmdaTreeRebuildHash(names, host.nr_concepts);
	return 0;
}

/* Read each asked-for concept once per fetch: the CPUs and "all" agree. */
static int pga_fetch(int numpmid, pmID *pmids, pmResult **resp, pmdaExt *pmda)
{
	for (int i = 0; i < numpmid; i++) {
		struct pga_concept *c = concept_of(pmids[i]);

		if (c)
			pga_concept_refresh(c, &host, log_info);
	}
	return pmdaFetch(numpmid, pmids, resp, pmda);
}

/* An uncore concept: socket inst's amount, or all of them. */
static int socket_value(const struct pga_concept *c, unsigned int inst, pmAtomValue *atom)
{
	if (inst == INST_ALL) {
		if (!c->total_valid)
			return PMDA_FETCH_NOVALUES;
		atom->d = c->total_amount;
		return PMDA_FETCH_STATIC;
	}
	for (int s = 0; s < host.nr_sockets; s++) {
		if ((unsigned int)host.sockets[s] != inst)
			continue;
		if (!c->socket_valid[s])
			return PMDA_FETCH_NOVALUES;
		atom->d = c->amount[s];
		return PMDA_FETCH_STATIC;
	}
	return PM_ERR_INST;
}

static int pga_fetch_value(pmdaMetric *m, unsigned int inst, pmAtomValue *atom)
{
	struct pga_concept *c = m->m_user;
	int slot;

	if (!c)
		return PM_ERR_PMID;
	if (c->uncore)
		return socket_value(c, inst, atom);
	if (inst == INST_ALL) {
		if (!c->total_valid)
			return PMDA_FETCH_NOVALUES;
		atom->ull = c->total;
		return PMDA_FETCH_STATIC;
	}
	slot = cpu_slot(inst);
	if (slot < 0)
		return PM_ERR_INST;
	if (!c->valid[slot])
		return PMDA_FETCH_NOVALUES;
	atom->ull = c->scaled[slot];
	return PMDA_FETCH_STATIC;
}

static int pga_text(int ident, int type, char **buf, pmdaExt *pmda)
{
	struct pga_concept *c;

	if (type & PM_TEXT_INDOM) {
		if ((pmInDom)ident == indoms[1].it_indom) {
			*buf = type & PM_TEXT_ONELINE ? sockets_oneline : sockets_help;
			return 0;
		}
		if ((pmInDom)ident != indoms[0].it_indom)
			return PM_ERR_TEXT;
		*buf = type & PM_TEXT_ONELINE ? indom_oneline : indom_help;
		return 0;
	}
	c = concept_of((pmID)ident);
	if (!c)
		return pmdaText(ident, type, buf, pmda);
	*buf = type & PM_TEXT_ONELINE ? c->oneline : c->help;
	return 0;
}

static int pga_pmid(const char *name, pmID *pmid, pmdaExt *pmda)
{
	(void)pmda;
	return pmdaTreePMID(names, name, pmid);
}

static int pga_name(pmID pmid, char ***nameset, pmdaExt *pmda)
{
	(void)pmda;
	return pmdaTreeName(names, pmid, nameset);
}

static int pga_children(const char *name, int traverse, char ***kids, int **sts, pmdaExt *pmda)
{
	(void)pmda;
	return pmdaTreeChildren(names, name, traverse, kids, sts);
}

/* A metric's labels say what it counts here: exactness and the encoding. */
static int pga_label(int ident, int type, pmLabelSet **lp, pmdaExt *pmda)
{
	if (type == PM_LABEL_ITEM) {
		struct pga_concept *c = concept_of((pmID)ident);

		if (c)
			pmdaAddLabels(lp, "%s", c->labels);
	}
	return pmdaLabel(ident, type, lp, pmda);
}

static int pga_instance_label(pmInDom indom, unsigned int inst, pmLabelSet **lp)
{
	if (inst == INST_ALL)
		return 0;
	if (indom == indoms[1].it_indom)
		return pmdaAddLabels(lp, "{\"socket\":%u}", inst);
	if (indom != indoms[0].it_indom)
		return 0;
	return pmdaAddLabels(lp, "{\"cpu\":%u}", inst);
}

static void agent_init(pmdaInterface *dp, const char *username)
{
	int err;

	if (dp->status != 0)
		return;
	domain = dp->domain;
	err = pga_host_open(&host, log_info);
	if (err == 0)
		err = build_tables();
	if (err < 0) {
		pmNotifyErr(LOG_ERR, "cannot start: %s", pmErrStr(err));
		dp->status = err;
		return;
	}
	log_info("%d concepts exported on %d CPUs", host.nr_concepts, host.nr_cpus);
	/* The counters are open: reading them needs no privilege. */
	if (username && (err = pmSetProcessIdentity(username)) < 0)
		pmNotifyErr(LOG_WARNING, "staying root: cannot become %s: %s", username,
			    pmErrStr(err));

	dp->version.seven.fetch = pga_fetch;
	dp->version.seven.text = pga_text;
	dp->version.seven.pmid = pga_pmid;
	dp->version.seven.name = pga_name;
	dp->version.seven.children = pga_children;
	dp->version.seven.label = pga_label;
	pmdaSetFetchCallBack(dp, pga_fetch_value);
	pmdaSetLabelCallBack(dp, pga_instance_label);
	pmdaSetFlags(dp, PMDA_EXT_FLAG_HASHED);
	pmdaInit(dp, indoms, 2, metrics, host.nr_concepts);
}

static pmLongOptions long_options[] = {
    PMDA_OPTIONS_HEADER("Options"),
    PMDAOPT_DEBUG,
    PMDAOPT_DOMAIN,
    PMDAOPT_LOGFILE,
    PMDAOPT_USERNAME,
    PMOPT_HELP,
    PMDA_OPTIONS_END,
};

static pmdaOptions opts = {
    .short_options = "D:d:l:U:?",
    .long_options = long_options,
};

int main(int argc, char **argv)
{
	pmdaInterface dispatch;
	char *username;

	pmSetProgname(argv[0]);
	pmGetUsername(&username);
	pmdaDaemon(&dispatch, PMDA_INTERFACE_7, pmGetProgname(), PERFGEN, "perfgen.log", NULL);
	pmdaGetOptions(argc, argv, &opts, &dispatch);
	if (opts.errors || opts.optind != argc) {
		pmdaUsageMessage(&opts);
		return 1;
	}
	if (opts.username)
		username = opts.username;
	pmdaOpenLog(&dispatch);
	agent_init(&dispatch, username);
	if (dispatch.status != 0)
		return 1;
	pmdaConnect(&dispatch);
	pmdaMain(&dispatch);
	pga_host_close(&host);
	return 0;
}
