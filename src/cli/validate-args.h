/* SPDX-License-Identifier: MIT */
/* perfgen validate's command line: what to run and how (validate.c). */
#ifndef PERFGEN_CLI_VALIDATE_ARGS_H
#define PERFGEN_CLI_VALIDATE_ARGS_H

#include <stdio.h>

#define MAX_REPEAT 100
#define MAX_CONCEPTS 64

struct pv_args {
	const char *cpuid;
	const char *only[MAX_CONCEPTS];
	int nonly;
	int json;
	int repeat;
	double cpu_hz;		/* --cpu-hz, 0 when not given */
};

void pv_usage(FILE *f);
/* argv: the arguments after "validate".  0, or -1 having said why. */
int pv_parse_args(int argc, char **argv, struct pv_args *o);
/* Whether concept name was asked for (every one without -e). */
int pv_selected(const struct pv_args *o, const char *name);
/* Every -e name must be one of the n concepts: 0, or -1 having said why. */
int pv_check_names(const struct pv_args *o, int n);

#endif /* PERFGEN_CLI_VALIDATE_ARGS_H */
