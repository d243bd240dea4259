// SPDX-License-Identifier: MIT
/* perfgen validate's command line (validate-args.h). */
#include <errno.h>
#include <perfgen/perfgen.h>
#include <stdlib.h>
#include <string.h>

#include "validate-args.h"

void pv_usage(FILE *f)
{
	fputs("usage: perfgen validate [-e CONCEPT[,CONCEPT...]] [--json] [--repeat N] [--cpu ID]\n"
	      "                        [--cpu-hz HZ]\n", f);
}

/* -e LIST: every comma-separated name, none empty ("-e ''" is no list). */
static int add_only(struct pv_args *o, char *list)
{
	size_t len = strlen(list);

	if (!len || list[0] == ',' || list[len - 1] == ',' || strstr(list, ",,")) {
		fprintf(stderr, "perfgen validate: -e '%s': an empty concept name\n", list);
		return -1;
	}
	for (char *save = NULL, *t = strtok_r(list, ",", &save); t; t = strtok_r(NULL, ",", &save)) {
		if (o->nonly == MAX_CONCEPTS) {
			fprintf(stderr, "perfgen validate: at most %d concepts\n", MAX_CONCEPTS);
			return -1;
		}
		o->only[o->nonly++] = t;
	}
	return 0;
}

static int parse_repeat(const char *s, int *out)
{
	char *end;
	long v;

	errno = 0;
	v = strtol(s, &end, 10);
	if (errno || end == s || *end || v < 1 || v > MAX_REPEAT) {
		fprintf(stderr, "perfgen validate: --repeat wants a number from 1 to %d, not '%s'\n",
			MAX_REPEAT, s);
		return -1;
	}
	*out = (int)v;
	return 0;
}

/*
 * --cpu-hz HZ: the core clock, for a CPU whose frequency neither cpufreq
 * nor /proc/cpuinfo gives (arm64 without cpufreq, a guest).  Up to 100 GHz.
 */
static int parse_hz(const char *s, double *out)
{
	char *end;
	double v;

	errno = 0;
	v = strtod(s, &end);
	if (errno || end == s || *end || !(v >= 1e6 && v <= 1e11)) {
		fprintf(stderr, "perfgen validate: --cpu-hz wants a clock in Hz from 1e6 to 1e11, "
			"not '%s'\n", s);
		return -1;
	}
	*out = v;
	return 0;
}

int pv_parse_args(int argc, char **argv, struct pv_args *o)
{
	for (int i = 0; i < argc; i++) {
		const char *a = argv[i];

		if (!strcmp(a, "--json")) {
			o->json = 1;
		} else if (!strcmp(a, "-e") || !strcmp(a, "--repeat")) {
			if (i + 1 == argc) {
				fprintf(stderr, "perfgen validate: %s needs a value\n", a);
				return -1;
			}
			if (a[1] == 'e' ? add_only(o, argv[++i]) : parse_repeat(argv[++i], &o->repeat))
				return -1;
		} else if (!strcmp(a, "--cpu-hz")) {
			if (i + 1 == argc) {
				fprintf(stderr, "perfgen validate: %s needs a value\n", a);
				return -1;
			}
			if (parse_hz(argv[++i], &o->cpu_hz))
				return -1;
		} else if (!strncmp(a, "--cpu-hz=", 9)) {
			if (parse_hz(a + 9, &o->cpu_hz))
				return -1;
		} else if (!strncmp(a, "--repeat=", 9)) {
			if (parse_repeat(a + 9, &o->repeat))
				return -1;
		} else if (!strncmp(a, "-e", 2) && a[2]) {
			if (add_only(o, argv[i] + 2))
				return -1;
		} else {
			fprintf(stderr, "perfgen validate: unknown argument '%s'\n", a);
			return -1;
		}
	}
	return 0;
}


int pv_selected(const struct pv_args *o, const char *name)
{
	if (!o->nonly)
		return 1;
	for (int i = 0; i < o->nonly; i++)
		if (!strcmp(o->only[i], name))
			return 1;
	return 0;
}

/* Every -e name must be a concept; 0 or -1 (said why). */
int pv_check_names(const struct pv_args *o, int n)
{
	for (int i = 0; i < o->nonly; i++) {
		int found = 0;

		for (int j = 0; j < n && !found; j++) {
			PERFGEN_OPTS(perfgen_concept, c);

			perfgen_concept_get(j, NULL, &c);
			found = c.name && !strcmp(c.name, o->only[i]);
		}
		if (!found) {
			fprintf(stderr, "perfgen validate: '%s' is not a concept (perfgen list "
				"names them; modifiers and raw events are not validated)\n",
				o->only[i]);
			return -1;
		}
	}
	return 0;
}
