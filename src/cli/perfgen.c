// SPDX-License-Identifier: MIT
/*
 * perfgen: the command-line face of libperfgen.
 *
 *   perfgen cpu [--cpu ID]
 *   perfgen list [--cpu ID]
 *   perfgen resolve [--cpu ID] EVENT...
 *   perfgen stat -e EVENT[,EVENT...] [-e ...] [--cpu ID] -- COMMAND [ARG...]
 *
 * Uses the public API only.
 */
#include <errno.h>
#include <inttypes.h>
#include <perfgen/perfgen.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define MAX_EVENTS 64

static void usage(FILE *f)
{
	fputs("usage: perfgen cpu [--cpu ID]\n"
	      "       perfgen list [--cpu ID]\n"
	      "       perfgen resolve [--cpu ID] EVENT...\n"
	      "       perfgen stat -e EVENT[,EVENT...] [--cpu ID] -- COMMAND [ARG...]\n"
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

static const char *hw_names[] = {
	"cycles", "instructions", "cache-references", "cache-misses",
	"branch-instructions", "branch-misses", "bus-cycles",
	"stalled-cycles-frontend", "stalled-cycles-backend", "ref-cycles",
};
static const char *sw_names[] = {
	"cpu-clock", "task-clock", "page-faults", "context-switches",
	"cpu-migrations", "minor-faults", "major-faults",
};
static const char *cache_names[] = { "L1-dcache", "L1-icache", "LLC", "dTLB", "iTLB",
				     "branch", "node" };
static const char *cache_ops[] = { "load", "store", "prefetch" };
static const char *cache_res[] = { "s", "-misses" };

/* The equivalent perf(1) event term for an attr. */
static void perf_term(const struct perf_event_attr *a, const struct perfgen_info *info,
		      int amd, char *buf, size_t sz)
{
	uint64_t cfg = a->config & 0xffffffffULL;
	const char *pmu = info->pmu;
	int hybrid = !strcmp(pmu, "cpu_core") || !strcmp(pmu, "cpu_atom");

	if (a->type == PERF_TYPE_SOFTWARE && a->config < sizeof(sw_names) / sizeof(*sw_names)) {
		snprintf(buf, sz, "%s", sw_names[a->config]);
	} else if (a->type == PERF_TYPE_HARDWARE && cfg < sizeof(hw_names) / sizeof(*hw_names)) {
		snprintf(buf, sz, hybrid ? "%s/%s/" : "%s%s", hybrid ? pmu : "", hw_names[cfg]);
	} else if (a->type == PERF_TYPE_HW_CACHE && (cfg & 0xff) < 7 && ((cfg >> 8) & 0xff) < 3 &&
		   ((cfg >> 16) & 0xff) < 2) {
		char name[64];

		snprintf(name, sizeof(name), "%s-%s%s", cache_names[cfg & 0xff],
			 cache_ops[(cfg >> 8) & 0xff], cache_res[(cfg >> 16) & 0xff]);
		snprintf(buf, sz, hybrid ? "%s/%s/" : "%s%s", hybrid ? pmu : "", name);
	} else {
		uint64_t c = a->config;
		unsigned int event = (unsigned int)(c & 0xff);
		int n;

		if (amd)
			event |= (unsigned int)((c >> 32) & 0xf) << 8;
		n = snprintf(buf, sz, "%s/event=0x%x,umask=0x%x", pmu, event,
			     (unsigned int)((c >> 8) & 0xff));
		if (c & (1ULL << 18))
			n += snprintf(buf + n, sz - (size_t)n, ",edge=1");
		if (c & (1ULL << 23))
			n += snprintf(buf + n, sz - (size_t)n, ",inv=1");
		if ((c >> 24) & 0xff)
			n += snprintf(buf + n, sz - (size_t)n, ",cmask=0x%x",
				      (unsigned int)((c >> 24) & 0xff));
		if (a->config1) {
			const char *term = "offcore_rsp";

			if ((c & 0xffff) == 0x01cd || (c & 0xffff) == 0x05d0)
				term = "ldlat";
			else if ((c & 0xff) == 0xc6 || (c & 0xffff) == 0x40ad ||
				 (c & 0xffff) == 0x04c2)
				term = "frontend";
			n += snprintf(buf + n, sz - (size_t)n, ",%s=0x%" PRIx64, term,
				      (uint64_t)a->config1);
		}
		snprintf(buf + n, sz - (size_t)n, "/");
	}
	if (a->exclude_kernel || a->exclude_user) {
		size_t len = strlen(buf);

		snprintf(buf + len, sz - len, "%s%s%s", a->type == PERF_TYPE_RAW || hybrid ? "" : ":",
			 a->exclude_user ? "" : "u", a->exclude_kernel ? "" : "k");
	}
}

static int cmd_cpu(const char *cpuid)
{
	PERFGEN_OPTS(perfgen_cpu, cpu);
	int err = perfgen_cpu_identify(cpuid, &cpu);

	if (err && !cpu.family) {
		fprintf(stderr, "perfgen: %s\n", perfgen_errmsg());
		return 1;
	}
	printf("cpu=%s vendor=%s family=%u model=0x%X stepping=0x%X uarch=%s hybrid=%d "
	       "hypervisor=%d\n", cpu.id, cpu.vendor, cpu.family, cpu.model, cpu.stepping,
	       cpu.uarch ? cpu.uarch : "unknown", cpu.hybrid, cpu.hypervisor);
	if (cpu.description)
		printf("%s\n", cpu.description);
	if (err) {
		fprintf(stderr, "perfgen: %s\n", perfgen_errmsg());
		return 1;
	}
	return 0;
}

static int cmd_list(const char *cpuid)
{
	static const char *avail[] = { "exact", "approx", "unsupported" };
	PERFGEN_OPTS(perfgen_cpu, cpu);
	int n = perfgen_concept_count(), cpu_ok;

	cpu_ok = perfgen_cpu_identify(cpuid, &cpu) == 0;
	if (cpu_ok)
		printf("CPU %s: %s (%s)\n\n", cpu.id, cpu.uarch, cpu.description);
	else
		printf("CPU: %s\n(hardware availability unknown)\n\n", perfgen_errmsg());
	for (int i = 0; i < n; i++) {
		PERFGEN_OPTS(perfgen_concept, c);
		int err = perfgen_concept_get(i, cpuid, &c);

		if (err && err != -ENOENT) {
			fprintf(stderr, "perfgen: %s\n", perfgen_errmsg());
			return 1;
		}
		printf("  %-18s %-11s %s\n", c.name,
		       c.software ? "software" : cpu_ok ? avail[c.avail] : "?", c.definition);
		if (cpu_ok && c.note && c.note[0])
			printf("  %-18s %-11s (%s)\n", "", "", c.note);
	}
	return 0;
}

static int cmd_resolve(const char *cpuid, int argc, char **argv)
{
	PERFGEN_OPTS(perfgen_cpu, cpu);
	int amd, failed = 0;

	if (argc == 0) {
		usage(stderr);
		return 2;
	}
	perfgen_cpu_identify(cpuid, &cpu);
	amd = cpu.vendor && strcmp(cpu.vendor, "GenuineIntel") != 0;
	for (int i = 0; i < argc; i++) {
		PERFGEN_OPTS(perfgen_info, info);
		struct perf_event_attr attr;
		char term[256];

		if (perfgen_resolve_info(argv[i], cpuid, &attr, &info)) {
			fprintf(stderr, "perfgen: %s: %s\n", argv[i], perfgen_errmsg());
			failed = 1;
			continue;
		}
		perf_term(&attr, &info, amd, term, sizeof(term));
		printf("%s: cpu=%s uarch=%s pmu=%s type=%u config=0x%" PRIx64 " config1=0x%" PRIx64
		       " perf=%s %s", argv[i], info.cpuid, info.uarch ? info.uarch : "-", info.pmu,
		       attr.type, (uint64_t)attr.config, (uint64_t)attr.config1, term,
		       info.exact ? "exact" : "approx");
		if (info.json && info.json[0])
			printf(" json=%s", info.json);
		if (!info.exact)
			printf(" (%s)", info.approx);
		printf("\n");
	}
	return failed;
}

/* ---- stat ---- */

static int split_events(char *list, const char **ev, int n)
{
	for (char *save = NULL, *tok = strtok_r(list, ",", &save); tok;
	     tok = strtok_r(NULL, ",", &save)) {
		/* perf's PMU form has commas inside the slashes: glue them back. */
		if (n > 0 && strchr(ev[n - 1], '/') && strchr(ev[n - 1], '/') == strrchr(ev[n - 1], '/')) {
			tok[-1] = ',';
			continue;
		}
		if (n == MAX_EVENTS)
			return -1;
		ev[n++] = tok;
	}
	return n;
}

static void print_count(FILE *out, double v, const char *name, const char *unit)
{
	fprintf(out, "%20.2f %-3s %s\n", v, unit, name);
}

static int cmd_stat(const char *cpuid, int argc, char **argv)
{
	const char *ev[MAX_EVENTS];
	char reason[MAX_EVENTS][512];
	int fds[MAX_EVENTS];
	int nev = 0, cmd = -1, go[2], status = 0;
	struct timespec t0, t1;
	FILE *out = stderr;	/* as perf stat: the command keeps stdout */
	pid_t pid;

	for (int i = 0; i < argc; i++) {
		if (!strcmp(argv[i], "--")) {
			cmd = i + 1;
			break;
		}
		if (!strcmp(argv[i], "-e") && i + 1 < argc) {
			nev = split_events(argv[++i], ev, nev);
			if (nev < 0) {
				fprintf(stderr, "perfgen stat: at most %d events\n", MAX_EVENTS);
				return 2;
			}
			continue;
		}
		if (argv[i][0] != '-') {
			cmd = i;
			break;
		}
		fprintf(stderr, "perfgen stat: unknown option '%s'\n", argv[i]);
		usage(stderr);
		return 2;
	}
	if (cmd < 0 || cmd >= argc) {
		fprintf(stderr, "perfgen stat: no command to run\n");
		usage(stderr);
		return 2;
	}
	if (nev == 0) {
		static const char *defaults[] = { "task-clock", "context-switches", "cpu-migrations",
						  "page-faults", "cycles", "instructions" };

		for (unsigned int i = 0; i < sizeof(defaults) / sizeof(*defaults); i++)
			ev[nev++] = defaults[i];
	}
	if (pipe(go)) {
		perror("perfgen stat: pipe");
		return 2;
	}
	pid = fork();
	if (pid < 0) {
		perror("perfgen stat: fork");
		return 2;
	}
	if (pid == 0) {
		char c;

		close(go[1]);
		if (read(go[0], &c, 1) != 1)
			_exit(127);
		execvp(argv[cmd], argv + cmd);
		fprintf(stderr, "perfgen stat: cannot run '%s': %s\n", argv[cmd], strerror(errno));
		_exit(127);
	}
	close(go[0]);
	for (int i = 0; i < nev; i++) {
		PERFGEN_OPTS(perfgen_open_opts, o, .cpuid = cpuid, .disabled = 1,
			     .enable_on_exec = 1, .inherit = 1, .cloexec = 1);

		fds[i] = perfgen_open_ext(ev[i], pid, -1, -1, 0, &o);
		if (fds[i] < 0)
			snprintf(reason[i], sizeof(reason[i]), "%s", perfgen_errmsg());
	}
	clock_gettime(CLOCK_MONOTONIC, &t0);
	if (write(go[1], "x", 1) != 1) {
		perror("perfgen stat: write");
		kill(pid, SIGKILL);
	}
	close(go[1]);
	while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
		;
	clock_gettime(CLOCK_MONOTONIC, &t1);

	fprintf(out, "\n Performance counter stats for '%s':\n\n", argv[cmd]);
	for (int i = 0; i < nev; i++) {
		PERFGEN_OPTS(perfgen_count, c);

		if (fds[i] < 0) {
			fprintf(out, "%20s     %s\n%20s     (%s)\n", "<not counted>", ev[i], "", reason[i]);
			continue;
		}
		if (perfgen_read(fds[i], &c)) {
			fprintf(out, "%20s     %s\n%20s     (%s)\n", "<not counted>", ev[i], "",
			       perfgen_errmsg());
		} else if (c.time_running == 0 && c.time_enabled != 0) {
			fprintf(out, "%20s     %s\n", "<not counted>", ev[i]);
		} else if (!strncmp(ev[i], "task-clock", 10) || !strncmp(ev[i], "cpu-clock", 9)) {
			print_count(out, (double)c.scaled / 1e6, ev[i], "ms");
		} else {
			fprintf(out, "%20" PRIu64 "     %s\n", c.scaled, ev[i]);
			if (c.time_running < c.time_enabled)
				fprintf(out, "%20s     (counted %.1f%% of the time, scaled)\n", "",
				       100.0 * (double)c.time_running / (double)c.time_enabled);
		}
		close(fds[i]);
	}
	fprintf(out, "\n%20.6f seconds time elapsed\n\n",
	       (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) / 1e9);
	if (WIFEXITED(status))
		return WEXITSTATUS(status);
	if (WIFSIGNALED(status))
		return 128 + WTERMSIG(status);
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
		return 0;
	}
	if (!strcmp(argv[1], "--version")) {
		printf("perfgen %s\n", perfgen_version());
		return 0;
	}
	argc = take_cpu_opt(argc - 2, argv + 2, &cpuid);
	if (!strcmp(argv[1], "cpu"))
		return cmd_cpu(cpuid);
	if (!strcmp(argv[1], "list"))
		return cmd_list(cpuid);
	if (!strcmp(argv[1], "resolve"))
		return cmd_resolve(cpuid, argc, argv + 2);
	if (!strcmp(argv[1], "stat"))
		return cmd_stat(cpuid, argc, argv + 2);
	fprintf(stderr, "perfgen: unknown command '%s'\n", argv[1]);
	usage(stderr);
	return 2;
}
