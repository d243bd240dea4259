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
 * Uses the public API only.
 */
#include <errno.h>
#include <inttypes.h>
#include <perfgen/perfgen.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <poll.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "validate.h"

#define MAX_EVENTS 64

static void usage(FILE *f)
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
		if (info.nr_parts) {
			/* A sum: every part, as perfgen_event_open() opens them. */
			printf("%s: cpu=%s uarch=%s pmu=%s sum of %d:", argv[i], info.cpuid,
			       info.uarch ? info.uarch : "-", info.pmu, info.nr_parts);
			for (int j = 0; j < info.nr_parts; j++) {
				attr.config = info.parts[j].config;
				attr.config1 = info.parts[j].config1;
				perf_term(&attr, &info, amd, term, sizeof(term));
				printf("%s type=%u config=0x%" PRIx64 " config1=0x%" PRIx64
				       " perf=%s json=%s", j ? " +" : "", attr.type,
				       (uint64_t)attr.config, (uint64_t)attr.config1, term,
				       info.parts[j].json[0] ? info.parts[j].json : "-");
			}
			printf(" %s", info.exact ? "exact" : "approx");
			if (!info.exact)
				printf(" (%s)", info.approx);
			printf("\n");
			continue;
		}
		perf_term(&attr, &info, amd, term, sizeof(term));
		printf("%s: cpu=%s uarch=%s pmu=%s type=%u config=0x%" PRIx64 " config1=0x%" PRIx64
		       " perf=%s %s", argv[i], info.cpuid, info.uarch ? info.uarch : "-", info.pmu,
		       attr.type, (uint64_t)attr.config, (uint64_t)attr.config1, term,
		       /* raw and native forms are what the user wrote, not a concept */
		       !info.concept ? (info.whitelist_checked ? "raw,whitelist-ok" : "raw")
		       : info.exact ? "exact" : "approx");
		if (info.json && info.json[0])
			printf(" json=%s", info.json);
		if (!info.exact)
			printf(" (%s)", info.approx);
		printf("\n");
	}
	return failed;
}

/* ---- explain ---- */

static void explain_whitelist(const struct perf_event_attr *a, const struct perfgen_info *info,
			      const char *indent)
{
	printf("%s", indent);
	if (!info->whitelist || !info->whitelist[0]) {
		printf("whitelist: none applies (%s)\n", a->type == PERF_TYPE_SOFTWARE ?
		       "a software event" : "a generic event: the kernel encodes it");
		return;
	}
	if (!info->wl_msr) {
		printf("whitelist: %s: no entry takes event 0x%04x%s\n", info->whitelist,
		       (unsigned int)(a->config & 0xffff),
		       a->config1 ? "; config1 would be ignored" : "; no config1, nothing to check");
		return;
	}
	printf("whitelist: %s: event 0x%04x -> extra register MSR 0x%x, config1 mask 0x%" PRIx64
	       ": 0x%" PRIx64 " %s\n", info->whitelist, (unsigned int)(a->config & 0xffff),
	       info->wl_msr, info->wl_valid, (uint64_t)a->config1,
	       (a->config1 & ~info->wl_valid) ? "has bits outside it" : "fits");
}

static int cmd_explain(const char *cpuid, int argc, char **argv)
{
	PERFGEN_OPTS(perfgen_cpu, cpu);
	PERFGEN_OPTS(perfgen_info, info);
	struct perf_event_attr a;
	char term[256];
	int err;

	if (argc != 1) {
		usage(stderr);
		return 2;
	}
	err = perfgen_cpu_identify(cpuid, &cpu);
	printf("event:     %s\n", argv[0]);
	printf("cpu:       %s (%s%s%s)%s\n", cpu.id[0] ? cpu.id : "?",
	       cpu.uarch ? cpu.uarch : "not in the tables", cpu.description ? ": " : "",
	       cpu.description ? cpu.description : "", cpuid ? " [forced]" : "");
	if (perfgen_resolve_info(argv[0], cpuid, &a, &info)) {
		printf("table:     %s\n", perfgen_errmsg());
		return 1;
	}
	(void)err;
	printf("table:     %s, pmu %s, %s\n", info.uarch ? info.uarch : "-", info.pmu,
	       info.concept ? info.concept : "raw/native encoding");
	if (info.json && info.json[0] && !info.nr_parts)	/* a sum: per part, below */
		printf("  json:    %s\n", info.json);
	if (info.pfm && info.pfm[0] && !info.nr_parts)
		printf("  pfm:     %s\n", info.pfm);
	if (info.ref && info.ref[0])
		printf("  ref:     %s\n", info.ref);
	if (info.exact)
		printf("  exact\n");
	else
		printf("  approx:  %s\n", info.approx);
	if (info.nr_parts) {
		int amd = cpu.vendor && strcmp(cpu.vendor, "GenuineIntel") != 0;
		char terms[PERFGEN_PARTS_MAX * 256] = "";

		printf("sum:       of %d events, counted side by side and added "
		       "(perfgen_event_open(), perfgen stat; perfgen_open() refuses it)\n",
		       info.nr_parts);
		for (int j = 0; j < info.nr_parts; j++) {
			struct perfgen_info pi = info;

			a.config = info.parts[j].config;
			a.config1 = info.parts[j].config1;
			pi.wl_msr = info.parts[j].wl_msr;
			pi.wl_valid = info.parts[j].wl_valid;
			printf("part %d:    type=%u config=0x%" PRIx64 " config1=0x%" PRIx64 "\n", j,
			       a.type, (uint64_t)a.config, (uint64_t)a.config1);
			if (info.parts[j].json[0])
				printf("  json:    %s\n", info.parts[j].json);
			if (info.parts[j].pfm[0])
				printf("  pfm:     %s\n", info.parts[j].pfm);
			explain_whitelist(&a, &pi, "  ");
			perf_term(&a, &info, amd, term, sizeof(term));
			snprintf(terms + strlen(terms), sizeof(terms) - strlen(terms), "%s%s",
				 j ? "," : "", term);
		}
		for (int j = 1; j < info.nr_parts; j++)
			if (info.parts[j].wl_msr == info.parts[0].wl_msr &&
			    (info.parts[0].wl_msr == 0x1a6 || info.parts[0].wl_msr == 0x1a7))
				printf("note:      parts 0 and %d both take OFFCORE_RSP MSR 0x%x; the "
				       "kernel moves one to the other OFFCORE_RSP MSR when both are "
				       "scheduled (intel_alt_er)\n", j, info.parts[0].wl_msr);
		printf("attr:      exclude_user=%d exclude_kernel=%d exclude_hv=%d\n",
		       (int)a.exclude_user, (int)a.exclude_kernel, (int)a.exclude_hv);
		printf("perf:      perf stat -e %s -- COMMAND   (add the %d counts)\n", terms,
		       info.nr_parts);
		return 0;
	}
	printf("attr:      type=%u config=0x%" PRIx64 " config1=0x%" PRIx64
	       " exclude_user=%d exclude_kernel=%d exclude_hv=%d\n", a.type, (uint64_t)a.config,
	       (uint64_t)a.config1, (int)a.exclude_user, (int)a.exclude_kernel, (int)a.exclude_hv);
	explain_whitelist(&a, &info, "");
	perf_term(&a, &info, cpu.vendor && strcmp(cpu.vendor, "GenuineIntel") != 0, term,
		  sizeof(term));
	printf("perf:      perf stat -e %s -- COMMAND\n", term);
	return 0;
}

/* ---- stat ---- */

enum out_mode { OUT_HUMAN, OUT_CSV, OUT_JSON };

struct stat_cfg {
	const char *ev[MAX_EVENTS];
	int nev;
	int all_cpus;
	const char *cpus;
	pid_t pid;		/* -p, 0 when not given */
	long interval_ms;
	enum out_mode mode;
	const char *sep;
	int cmd;		/* argv index of the command, -1 none */
};

struct stat_ev {
	struct perfgen_event *h;
	char reason[512];
	struct perfgen_count last;
};

static volatile sig_atomic_t interrupted;

static void on_sigint(int sig)
{
	(void)sig;
	interrupted = 1;
}

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

static int stat_args(int argc, char **argv, struct stat_cfg *c)
{
	for (int i = 0; i < argc; i++) {
		const char *a = argv[i], *val = i + 1 < argc ? argv[i + 1] : NULL;

		if (!strcmp(a, "--")) {
			c->cmd = i + 1 < argc ? i + 1 : -1;
			return 0;
		}
		if (a[0] != '-') {
			c->cmd = i;
			return 0;
		}
		if (!strcmp(a, "-a")) {
			c->all_cpus = 1;
		} else if (!strncmp(a, "-x", 2) && a[2]) {
			c->mode = OUT_CSV;
			c->sep = a + 2;
		} else if (!strcmp(a, "--json")) {
			c->mode = OUT_JSON;
		} else if (!val) {
			fprintf(stderr, "perfgen stat: %s needs a value\n", a);
			return 2;
		} else if (!strcmp(a, "-e")) {
			c->nev = split_events(argv[++i], c->ev, c->nev);
			if (c->nev < 0) {
				fprintf(stderr, "perfgen stat: at most %d events\n", MAX_EVENTS);
				return 2;
			}
		} else if (!strcmp(a, "-C")) {
			c->cpus = argv[++i];
		} else if (!strcmp(a, "-p")) {
			c->pid = (pid_t)atoi(argv[++i]);
			if (c->pid <= 0) {
				fprintf(stderr, "perfgen stat: -p wants a process id\n");
				return 2;
			}
		} else if (!strcmp(a, "-I")) {
			c->interval_ms = atol(argv[++i]);
			if (c->interval_ms < 10) {
				fprintf(stderr, "perfgen stat: -I wants milliseconds, 10 or more\n");
				return 2;
			}
		} else if (!strcmp(a, "-x")) {
			c->mode = OUT_CSV;
			c->sep = argv[++i];
		} else {
			fprintf(stderr, "perfgen stat: unknown option '%s'\n", a);
			return 2;
		}
	}
	return 0;
}

static void json_str(FILE *out, const char *s)
{
	fputc('"', out);
	for (; *s; s++) {
		if (*s == '"' || *s == '\\')
			fprintf(out, "\\%c", *s);
		else if ((unsigned char)*s < 0x20)
			fprintf(out, "\\u%04x", (unsigned char)*s);
		else
			fputc(*s, out);
	}
	fputc('"', out);
}

static int is_clock(const char *ev)
{
	return !strncmp(ev, "task-clock", 10) || !strncmp(ev, "cpu-clock", 9);
}

/* One line for event name, reading c (NULL: not counted, reason). */
static void print_event(FILE *out, const struct stat_cfg *cfg, double t, const char *name,
			const struct perfgen_count *c, const char *reason)
{
	double pct = c && c->time_enabled ? 100.0 * (double)c->time_running /
		(double)c->time_enabled : 100.0;
	int clock = is_clock(name), counted = c && !(c->time_running == 0 && c->time_enabled);
	const char *unit = clock ? "msec" : "";
	char val[64] = "<not counted>";

	if (counted && clock)
		snprintf(val, sizeof(val), "%.2f", (double)c->scaled / 1e6);
	else if (counted)
		snprintf(val, sizeof(val), "%" PRIu64, c->scaled);
	if (!reason)
		reason = counted ? "" : "not scheduled on a counter while enabled";
	if (cfg->mode == OUT_CSV) {
		if (cfg->interval_ms)
			fprintf(out, "%.3f%s", t, cfg->sep);
		fprintf(out, "%s%s%s%s%s%s%" PRIu64 "%s%.2f%s%s\n", val, cfg->sep, unit, cfg->sep,
			name, cfg->sep, c ? c->time_running : 0, cfg->sep, c ? pct : 0.0,
			cfg->sep, reason);
		return;
	}
	if (cfg->mode == OUT_JSON) {
		fputc('{', out);
		if (cfg->interval_ms)
			fprintf(out, "\"interval\" : %.3f, ", t);
		fprintf(out, "\"counter-value\" : ");
		json_str(out, val);
		fprintf(out, ", \"unit\" : \"%s\", \"event\" : ", unit);
		json_str(out, name);
		fprintf(out, ", \"event-runtime\" : %" PRIu64 ", \"pcnt-running\" : %.2f",
			c ? c->time_running : 0, c ? pct : 0.0);
		if (reason[0]) {
			fprintf(out, ", \"reason\" : ");
			json_str(out, reason);
		}
		fprintf(out, "}\n");
		return;
	}
	if (cfg->interval_ms)
		fprintf(out, "%14.6f ", t);
	fprintf(out, "%20s %-4s %s", val, unit, name);
	if (counted && pct < 100.0)
		fprintf(out, "    (%.2f%%, scaled)", pct);
	fputc('\n', out);
	if (reason[0])
		fprintf(out, "%20s      (%s)\n", "", reason);
}

static void stat_print(FILE *out, const struct stat_cfg *cfg, struct stat_ev *se, double t,
		       int delta)
{
	for (int i = 0; i < cfg->nev; i++) {
		PERFGEN_OPTS(perfgen_count, c);
		struct perfgen_count d;

		if (!se[i].h) {
			print_event(out, cfg, t, cfg->ev[i], NULL, se[i].reason);
			continue;
		}
		if (perfgen_event_read(se[i].h, &c)) {
			print_event(out, cfg, t, cfg->ev[i], NULL, perfgen_errmsg());
			continue;
		}
		d = c;
		if (delta) {
			d.value -= se[i].last.value;
			d.scaled -= se[i].last.scaled;
			d.time_enabled -= se[i].last.time_enabled;
			d.time_running -= se[i].last.time_running;
		}
		se[i].last = c;
		print_event(out, cfg, t, cfg->ev[i], &d, NULL);
	}
}

static void stat_open(const struct stat_cfg *cfg, const char *cpuid, pid_t pid,
		      struct stat_ev *se)
{
	int task = cfg->cmd >= 0 && !cfg->all_cpus && !cfg->cpus;
	/* -p: every thread of the process, as perf stat -p (not just its main thread). */
	int process = cfg->pid > 0 && pid == cfg->pid;

	for (int i = 0; i < cfg->nev; i++) {
		PERFGEN_OPTS(perfgen_event_opts, o, .cpuid = cpuid, .pid = pid,
			     .all_cpus = cfg->all_cpus, .cpus = cfg->all_cpus ? NULL : cfg->cpus,
			     .inherit = pid > 0, .disabled = task, .enable_on_exec = task,
			     .process = process);

		if (perfgen_event_open(cfg->ev[i], &o, &se[i].h))
			snprintf(se[i].reason, sizeof(se[i].reason), "%s", perfgen_errmsg());
	}
}

static pid_t start_child(char **argv, int *go)
{
	int p[2];
	pid_t pid;

	if (pipe(p)) {
		perror("perfgen stat: pipe");
		return -1;
	}
	pid = fork();
	if (pid < 0) {
		perror("perfgen stat: fork");
		return -1;
	}
	if (pid == 0) {
		char c;

		close(p[1]);
		if (read(p[0], &c, 1) != 1)
			_exit(127);
		execvp(argv[0], argv);
		fprintf(stderr, "perfgen stat: cannot run '%s': %s\n", argv[0], strerror(errno));
		_exit(127);
	}
	close(p[0]);
	*go = p[1];
	return pid;
}

static double since(const struct timespec *t0)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)(t.tv_sec - t0->tv_sec) + (double)(t.tv_nsec - t0->tv_nsec) / 1e9;
}

/*
 * Whether -p's process has exited: its pidfd polls readable then, even
 * while it is a zombie nobody reaped (kill(pid, 0) still succeeds).
 */
static int target_gone(pid_t target)
{
	static int pidfd = -2;
	struct pollfd p;

	if (pidfd == -2)
		pidfd = (int)syscall(SYS_pidfd_open, target, 0);
	if (pidfd < 0)
		return kill(target, 0) < 0 && errno == ESRCH;
	p = (struct pollfd){ .fd = pidfd, .events = POLLIN };
	return poll(&p, 1, 0) == 1;
}

/* Whether what we count is over: the child exited, -p's process died, ^C. */
static int stat_done(pid_t child, pid_t target, int *status)
{
	if (interrupted)
		return 1;
	if (child > 0)
		return waitpid(child, status, WNOHANG) == child;
	if (target > 0)
		return target_gone(target);
	return 0;
}

static void stat_wait(const struct stat_cfg *cfg, FILE *out, struct stat_ev *se, pid_t child,
		      const struct timespec *t0, int *status)
{
	long step = cfg->interval_ms ? cfg->interval_ms : 100;
	double next = (double)step / 1e3;

	if (child > 0 && !cfg->interval_ms) {
		while (waitpid(child, status, 0) < 0 && errno == EINTR)
			if (interrupted)
				kill(child, SIGINT);
		return;
	}
	while (!stat_done(child, cfg->pid, status)) {
		struct timespec ts = { 0, 10 * 1000 * 1000 };

		nanosleep(&ts, NULL);
		if (cfg->interval_ms && since(t0) >= next) {
			stat_print(out, cfg, se, since(t0), 1);
			next += (double)step / 1e3;
		}
	}
	if (cfg->interval_ms)
		stat_print(out, cfg, se, since(t0), 1);	/* the last, partial interval */
}

static int cmd_stat(const char *cpuid, int argc, char **argv)
{
	struct stat_cfg cfg = { .cmd = -1, .sep = "," };
	struct stat_ev se[MAX_EVENTS];
	int go = -1, status = 0, err;
	struct timespec t0;
	FILE *out = stderr;	/* as perf stat: the command keeps stdout */
	pid_t child = 0, pid;

	err = stat_args(argc, argv, &cfg);
	if (err) {
		usage(stderr);
		return err;
	}
	if (cfg.cmd < 0 && !cfg.pid && !cfg.all_cpus && !cfg.cpus) {
		fprintf(stderr, "perfgen stat: no command to run (or -p, -a, -C)\n");
		usage(stderr);
		return 2;
	}
	if (cfg.nev == 0) {
		static const char *defaults[] = { "task-clock", "context-switches", "cpu-migrations",
						  "page-faults", "cycles", "instructions" };

		for (unsigned int i = 0; i < sizeof(defaults) / sizeof(*defaults); i++)
			cfg.ev[cfg.nev++] = defaults[i];
	}
	memset(se, 0, sizeof(se));
	if (cfg.cmd >= 0) {
		child = start_child(argv + cfg.cmd, &go);
		if (child < 0)
			return 2;
	}
	pid = cfg.all_cpus || cfg.cpus ? -1 : cfg.pid ? cfg.pid : child;
	stat_open(&cfg, cpuid, pid, se);
	signal(SIGINT, on_sigint);
	clock_gettime(CLOCK_MONOTONIC, &t0);
	if (go >= 0) {
		if (write(go, "x", 1) != 1) {
			perror("perfgen stat: write");
			kill(child, SIGKILL);
		}
		close(go);
	}
	stat_wait(&cfg, out, se, child, &t0, &status);
	if (cfg.mode == OUT_HUMAN && !cfg.interval_ms) {
		if (cfg.cmd >= 0)
			fprintf(out, "\n Performance counter stats for '%s':\n\n", argv[cfg.cmd]);
		else if (cfg.all_cpus)
			fprintf(out, "\n Performance counter stats for 'system wide':\n\n");
		else if (cfg.cpus)
			fprintf(out, "\n Performance counter stats for 'CPU(s) %s':\n\n", cfg.cpus);
		else
			fprintf(out, "\n Performance counter stats for process id '%d':\n\n",
				(int)cfg.pid);
	}
	if (!cfg.interval_ms)
		stat_print(out, &cfg, se, since(&t0), 0);
	if (cfg.mode == OUT_HUMAN && !cfg.interval_ms)
		fprintf(out, "\n%20.6f seconds time elapsed\n\n", since(&t0));
	for (int i = 0; i < cfg.nev; i++)
		perfgen_event_close(se[i].h);
	if (!child || interrupted)
		return 0;
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
	if (!strcmp(argv[1], "explain"))
		return cmd_explain(cpuid, argc, argv + 2);
	if (!strcmp(argv[1], "stat"))
		return cmd_stat(cpuid, argc, argv + 2);
	if (!strcmp(argv[1], "validate"))
		return cmd_validate(cpuid, argc, argv + 2);
	fprintf(stderr, "perfgen: unknown command '%s'\n", argv[1]);
	usage(stderr);
	return 2;
}
