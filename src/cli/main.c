// SPDX-License-Identifier: MIT
/*
 * perfgen: the command-line face of libperfgen.
 *
 *   perfgen cpu [--cpu ID]
 *   perfgen list [--cpu ID]
 *   perfgen resolve [--cpu ID] EVENT...
 *   perfgen explain [--cpu ID] EVENT
 *   perfgen stat -e EVENT[,EVENT...] [-e ...] [-a | -C CPUS | -p PID] [-I MS]
 *                [-x SEP | --json] [--cpu ID] [--] [COMMAND [ARG...]]
 *   perfgen validate [-e CONCEPT[,CONCEPT...]] [--json] [--repeat N] [--cpu ID]
 *
 * Uses the public API only: every encoding fact comes from the library.
 */
#include <string.h>

#include "cli.h"
#include "validate.h"

void usage(FILE *f)
{
	fputs("usage: perfgen cpu [--cpu ID]\n"
	      "       perfgen list [--cpu ID]\n"
	      "       perfgen resolve [--cpu ID] EVENT...\n"
	      "       perfgen explain [--cpu ID] EVENT\n"
	      "       perfgen stat [-e EVENT[,EVENT...]] [-a | -C CPUS | -p PID] [-I MS]\n"
	      "                    [-x SEP | --json] [--cpu ID] [--] [COMMAND [ARG...]]\n"
	      "       perfgen validate [-e CONCEPT[,CONCEPT...]] [--json] [--repeat N] [--cpu ID]\n"
	      "\n"
	      "ID is a CPU as VENDOR-FAMILY-MODEL[-STEPPING], e.g. GenuineIntel-6-1A\n"
	      "(family decimal, model and stepping hex); default: this machine, or\n"
	      "the PERFGEN_CPU environment variable.\n",
	      f);
}

/* Take "--cpu ID" / "--cpu=ID" out of argv; returns the new argc. */
static int take_cpu_opt(int argc, char **argv, const char **cpuid)
{
	int out = 0;

	for (int i = 0; i < argc; i++) {
		if (!strcmp(argv[i], "--")) {
			while (i < argc)
				argv[out++] = argv[i++];
			break;
		}
		if (!strcmp(argv[i], "--cpu") && i + 1 < argc) {
			*cpuid = argv[++i];
			continue;
		}
		if (!strncmp(argv[i], "--cpu=", 6)) {
			*cpuid = argv[i] + 6;
			continue;
		}
		argv[out++] = argv[i];
	}
	return out;
}

const char *perf_string(const struct perf_event_attr *a, const char *cpuid, const char *pmu,
			char *buf, size_t sz)
{
	if (perfgen_format(a, cpuid, pmu, buf, sz) < 0)
		snprintf(buf, sz, "? (%s)", perfgen_errmsg());
	return buf;
}

const char *avail_word(const struct perfgen_info *info)
{
	if (info->avail == PERFGEN_AVAIL_ARCHITECTURAL)
		return "architectural";
	return info->exact ? "exact" : "approx";
}

static const struct {
	const char *name;
	int (*run)(const char *cpuid, int argc, char **argv);
} commands[] = {
	{ "cpu", cmd_cpu },
	{ "list", cmd_list },
	{ "resolve", cmd_resolve },
	{ "explain", cmd_explain },
	{ "stat", cmd_stat },
	{ "validate", cmd_validate },
};

int main(int argc, char **argv)
{
	const char *cpuid = NULL;

	if (argc < 2) {
		usage(stderr);
		return 2;
	}
	if (!strcmp(argv[1], "-h") || !strcmp(argv[1], "--help")) {
		usage(stdout);
		return 0;
	}
	if (!strcmp(argv[1], "--version")) {
		printf("perfgen %s\n", perfgen_version());
		return 0;
	}
	for (size_t i = 0; i < sizeof(commands) / sizeof(commands[0]); i++) {
		if (strcmp(argv[1], commands[i].name))
			continue;
		argc = take_cpu_opt(argc - 2, argv + 2, &cpuid);
		return commands[i].run(cpuid, argc, argv + 2);
	}
	fprintf(stderr, "perfgen: unknown command '%s'\n", argv[1]);
	usage(stderr);
	return 2;
}
