// SPDX-License-Identifier: MIT
/*
 * perfgen: the command-line face of libperfgen.
 *
 *   perfgen cpu [--cpu ID]
 *   perfgen list [--papi] [--cpu ID]
 *   perfgen resolve [--cpu ID] EVENT...
 *   perfgen explain [--cpu ID] EVENT
 *   perfgen stat [-e EVENTS] [-a [-A] | -C CPUS [-A] | -p PID[,PID...]] [-I MS]
 *                [-x SEP | --json | --openmetrics | --openmetrics-file PATH]
 *                [--cpu ID] [--] [COMMAND [ARG...]]
 *   perfgen perf [--dry-run] [--cpu ID] [--perf PATH] PERF-COMMAND [PERF-ARGS...]
 *   perfgen validate [-e CONCEPT[,CONCEPT...]] [--json] [--repeat N] [--cpu ID] [--cpu-hz HZ]
 *
 * Uses the public API only: every encoding fact comes from the library.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "validate.h"

void usage(FILE *f)
{
	fputs("usage: perfgen cpu [--cpu ID]\n"
	      "       perfgen list [--papi] [--cpu ID]\n"
	      "       perfgen resolve [--cpu ID] EVENT...\n"
	      "       perfgen explain [--cpu ID] EVENT\n"
	      "       perfgen stat [-e EVENTS] [-a [-A] | -C CPUS [-A] | -p PID[,PID...]] [-I MS]\n"
	      "                    [-x SEP | --json | --openmetrics | --openmetrics-file PATH]\n"
	      "                    [--cpu ID] [--] [COMMAND [ARG...]]\n"
	      "       perfgen perf [--dry-run] [--cpu ID] [--perf PATH] PERF-COMMAND [PERF-ARGS...]\n"
	      "       perfgen validate [-e CONCEPT[,CONCEPT...]] [--json] [--repeat N] [--cpu ID]\n"
	      "                        [--cpu-hz HZ]\n"
	      "\n"
	      "ID is a CPU as VENDOR-FAMILY-MODEL[-STEPPING], e.g. GenuineIntel-6-1A\n"
	      "(family decimal, model and stepping hex), or an arm64 MIDR as perf's\n"
	      "mapfile writes it, e.g. 0x00000000410fd0c0; default: this machine, or\n"
	      "the PERFGEN_CPU environment variable.\n",
	      f);
}

int cpu_option(int argc, char **argv, int *i, const char **cpuid)
{
	if (!strcmp(argv[*i], "--cpu") && *i + 1 < argc) {
		*cpuid = argv[++*i];
		return 1;
	}
	if (!strncmp(argv[*i], "--cpu=", 6)) {
		*cpuid = argv[*i] + 6;
		return 1;
	}
	return 0;
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
		if (!cpu_option(argc, argv, &i, cpuid))
			argv[out++] = argv[i];
	}
	return out;
}

const char *table_core_pmus(const char *cpuid, int hybrid)
{
	struct perf_event_attr attr;

	if (!hybrid)
		return "cpu alone";
	/* Arrow Lake-H's table has a third core type; ask it, not a list. */
	if (!perfgen_resolve("cpu_lowpower/cycles/", cpuid, &attr))
		return "cpu_core + cpu_atom + cpu_lowpower";
	return "cpu_core + cpu_atom";
}

int cpu_refused(const char *cpuid)
{
	PERFGEN_OPTS(perfgen_cpu, cpu);
	int err = perfgen_cpu_identify(cpuid, &cpu);

	/* An id that does not parse fills nothing; an ambiguous one is -EINVAL. */
	if (err == -EINVAL || (err == -ENOENT && !cpu.family)) {
		fprintf(stderr, "perfgen: %s\n", perfgen_errmsg());
		return 1;
	}
	return 0;
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

const char *form_word(const struct perfgen_info *info, const struct perf_event_attr *a)
{
	if (info->concept_name)
		return avail_word(info);
	if (a->type == PERF_TYPE_SOFTWARE)
		return "software";
	if (a->type == PERF_TYPE_HARDWARE || a->type == PERF_TYPE_HW_CACHE)
		return "generic";	/* the kernel's own mapping of perf's name */
	return info->whitelist_checked ? "raw,whitelist-ok" : "raw";
}

/*
 * own_options: the command reads --cpu itself, because its options end
 * where the command it runs begins (whose own --cpu is not perfgen's).
 * held: the command's whole output is held until it ends (it prints a
 * bounded report, not measurements as they come), so that a write that
 * fails does so in output_written()'s fflush, where errno says why; a
 * failure in mid-output leaves only the stream's error flag.
 */
static const struct {
	const char *name;
	int (*run)(const char *cpuid, int argc, char **argv);
	int own_options;
	int held;
} commands[] = {
	{ "cpu", cmd_cpu, 0, 1 },
	{ "list", cmd_list, 0, 1 },
	{ "resolve", cmd_resolve, 0, 1 },
	{ "explain", cmd_explain, 0, 1 },
	{ "stat", cmd_stat, 1, 0 },
	{ "perf", cmd_perf, 1, 0 },
	{ "validate", cmd_validate, 0, 0 },
};

/*
 * Room for the longest held report (perfgen list of one CPU is some 45
 * KiB); glibc takes a buffer's size only with the buffer, which stays
 * stdout's until exit.
 */
#define HELD_OUTPUT (1u << 20)

/*
 * What the command printed must have arrived: a full disk or a closed
 * pipe is an error, said on stderr, with exit status 1.
 */
static int output_written(int status)
{
	int err = fflush(stdout) ? errno : 0;

	if (!ferror(stdout))
		return status;
	fprintf(stderr, "perfgen: cannot write to standard output: %s\n",
		strerror(err ? err : EIO));
	return 1;
}

int main(int argc, char **argv)
{
	const char *cpuid = NULL;

	if (argc < 2) {
		usage(stderr);
		return 2;
	}
	if (!strcmp(argv[1], "-h") || !strcmp(argv[1], "--help")) {
		usage(stdout);
		return output_written(0);
	}
	if (!strcmp(argv[1], "--version")) {
		printf("perfgen %s\n", perfgen_version());
		return output_written(0);
	}
	for (size_t i = 0; i < sizeof(commands) / sizeof(commands[0]); i++) {
		if (strcmp(argv[1], commands[i].name))
			continue;
		argc = commands[i].own_options ? argc - 2 : take_cpu_opt(argc - 2, argv + 2, &cpuid);
		/* The others read their --cpu themselves, and check it then. */
		if (!commands[i].own_options && cpu_refused(cpuid))
			return 1;
		if (commands[i].held) {
			char *held = malloc(HELD_OUTPUT);

			if (held)
				setvbuf(stdout, held, _IOFBF, HELD_OUTPUT);
		}
		return output_written(commands[i].run(cpuid, argc, argv + 2));
	}
	fprintf(stderr, "perfgen: unknown command '%s'\n", argv[1]);
	usage(stderr);
	return 2;
}
