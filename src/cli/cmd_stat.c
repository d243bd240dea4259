// SPDX-License-Identifier: MIT
/*
 * perfgen stat: count a command (or a process, CPUs, the whole system)
 * with concepts, as perf stat does.
 */
#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "stat.h"

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

int cmd_stat(const char *cpuid, int argc, char **argv)
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
