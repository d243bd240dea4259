// SPDX-License-Identifier: MIT
/*
 * What an exported concept is, for whoever reads the metric: its help
 * texts and its labels, all from the library: the definition, and what
 * resolving the concept on this host says (the perf event string, exact or
 * approximate and how, the table and the PMU).
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <perfgen/perfgen.h>

#include "agent.h"
#include "json.h"

static const char *avail_word(const struct pga_concept *c)
{
	if (c->software)
		return "software";
	switch (c->avail) {
	case PERFGEN_AVAIL_EXACT:
		return "exact";
	case PERFGEN_AVAIL_APPROX:
		return "approx";
	case PERFGEN_AVAIL_ARCHITECTURAL:
		return "architectural";
	}
	return "unsupported";
}

/*
 * The perf event string of the resolution, "a + b" for a concept the CPU
 * counts as a sum, "a + 2 * b" or "a - b" for a weighted sum or a
 * difference; each as perfgen_format() prints it (perf's own names for
 * software events, the core PMU's terms for raw encodings).
 */
static void event_string(const struct perf_event_attr *attr, const struct perfgen_info *in,
			 char *out, size_t sz)
{
	const char *pmu = attr->type == PERF_TYPE_SOFTWARE ? NULL : in->pmu;
	int parts = in->nr_terms ? in->nr_terms : 1;
	size_t len = 0;

	out[0] = '\0';
	for (int i = 0; i < parts && len < sz; i++) {
		struct perf_event_attr a = *attr;
		long long w = 1;
		char one[256];

		if (in->nr_terms) {
			a.config = in->terms[i].part.config;
			a.config1 = in->terms[i].part.config1;
			w = in->terms[i].weight;
		}
		if (perfgen_format(&a, NULL, pmu, one, sizeof(one)) < 0)
			snprintf(one, sizeof(one), "type=%u,config=%#llx,config1=%#llx", a.type,
				 (unsigned long long)a.config, (unsigned long long)a.config1);
		len += (size_t)snprintf(out + len, sz - len, "%s", i ? (w < 0 ? " - " : " + ") : "");
		if ((w < 0 ? -w : w) != 1 && len < sz)
			len += (size_t)snprintf(out + len, sz - len, "%lld * ", w < 0 ? -w : w);
		if (len < sz)
			len += (size_t)snprintf(out + len, sz - len, "%s", one);
	}
}

/* The definition's first sentence: PCP's one-line help. */
static char *first_sentence(const char *s)
{
	const char *end = strstr(s, ". ");

	return end ? strndup(s, (size_t)(end - s + 1)) : strdup(s);
}

static void write_help(FILE *f, const struct pga_concept *c, const struct perfgen_info *in,
		       const char *event)
{
	fprintf(f, "%s\n\n", c->definition);
	fprintf(f, "On this host (%s, table %s) ", in->cpuid, in->uarch ? in->uarch : "none");
	if (c->software)
		fprintf(f, "a kernel software event, counted alike on every CPU.\n");
	else if (c->avail == PERFGEN_AVAIL_EXACT)
		fprintf(f, "counted exactly.\n");
	else
		fprintf(f, "counted %s: %s.\n",
			c->avail == PERFGEN_AVAIL_APPROX ? "approximately"
							 : "by an architectural event",
			in->note && *in->note ? in->note : in->approx);
	fprintf(f, "Encoding: %s (PMU %s%s%s%s).\n", event, in->pmu,
		in->json && *in->json ? ", perf JSON event " : "", in->json ? in->json : "",
		in->combine == PERFGEN_COMBINE_SUM	  ? ", the sum of these events"
		: in->combine == PERFGEN_COMBINE_WEIGHTED ? ", the weighted sum of these events"
		: in->combine == PERFGEN_COMBINE_DIFFERENCE ? ", the difference of these events"
							    : "");
	if (c->uncore) {
		fprintf(f, "\nIn %s: each count times %g.  Instance socketN counts everything the\n"
			   "socket's uncore PMU instances see (every process, devices, the\n"
			   "controllers' own traffic), \"all\" is the sum over the sockets.\n",
			c->unit_name, c->scale);
		return;
	}
	fprintf(f, "\nInstance cpuN counts every task on CPU N, \"all\" is the sum over the CPUs.\n"
		   "A counter the kernel multiplexed with others is scaled to its whole enabled\n"
		   "time (value * time enabled / time running), as perf stat scales it.\n");
}

static void write_labels(FILE *f, const struct pga_concept *c, const struct perfgen_info *in,
			 const char *event)
{
	fputs("{\"concept\":", f);
	json_string(f, c->name);
	fputs(",\"availability\":", f);
	json_string(f, avail_word(c));
	fprintf(f, ",\"exact\":%s",
		c->software || c->avail == PERFGEN_AVAIL_EXACT ? "true" : "false");
	fputs(",\"event\":", f);
	json_string(f, event);
	fputs(",\"pmu\":", f);
	json_string(f, in->pmu);
	fputs(",\"cpuid\":", f);
	json_string(f, in->cpuid);
	if (in->uarch) {
		fputs(",\"uarch\":", f);
		json_string(f, in->uarch);
	}
	if (in->json && *in->json) {
		fputs(",\"perf_json\":", f);
		json_string(f, in->json);
	}
	if (in->nr_terms > 1 || in->combine == PERFGEN_COMBINE_WEIGHTED)
		fprintf(f, ",\"parts\":%d", in->nr_terms);
	if (in->combine == PERFGEN_COMBINE_WEIGHTED || in->combine == PERFGEN_COMBINE_DIFFERENCE) {
		fputs(",\"formula\":", f);
		json_string(f, in->formula);
	}
	if (!c->software && c->avail != PERFGEN_AVAIL_EXACT && in->note && *in->note) {
		fputs(",\"approx\":", f);
		json_string(f, in->note);
	}
	if (c->uncore) {
		fputs(",\"units\":", f);
		json_string(f, c->unit_name);
	}
	fputc('}', f);
}

/* What a writer prints, as a malloc'd string in *out. */
static int render(char **out,
		  void (*write)(FILE *, const struct pga_concept *, const struct perfgen_info *,
				const char *),
		  const struct pga_concept *c, const struct perfgen_info *in, const char *event)
{
	size_t len;
	FILE *f = open_memstream(out, &len);

	if (!f)
		return -ENOMEM;
	write(f, c, in, event);
	return fclose(f) ? -ENOMEM : 0;
}

int pga_describe(struct pga_concept *c)
{
	struct perf_event_attr attr;
	PERFGEN_OPTS(perfgen_info, in);
	char event[4 * 256 + 16];

	if (perfgen_resolve_info(c->name, NULL, &attr, &in) < 0) {
		/* It opened, so it resolves; say so rather than guess. */
		snprintf(event, sizeof(event), "(unresolved: %s)", perfgen_errmsg());
		in.pmu = in.uarch = in.json = in.note = in.approx = "";
	} else {
		event_string(&attr, &in, event, sizeof(event));
	}
	c->oneline = first_sentence(c->definition);
	if (!c->oneline)
		return -ENOMEM;
	if (render(&c->help, write_help, c, &in, event) < 0)
		return -ENOMEM;
	return render(&c->labels, write_labels, c, &in, event);
}
