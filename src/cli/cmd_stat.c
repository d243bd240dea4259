// SPDX-License-Identifier: MIT
/*
 * perfgen stat: count a command (or processes, CPUs, the whole system)
 * with concepts, following perf stat where its users expect it: the
 * counts printed, then death by the signal that ended the count
 * (SIGINT, SIGTERM); user-space counting when perf_event_paranoid forbids
 * more; no fd of perfgen's reaches the command.  Unlike perf (255, and 0
 * for a killed command), the shell's statuses: 127 or 126 and no count
 * block when the command cannot be run, 128 + n when signal n killed it.
 */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "evlist.h"
#include "stat.h"

static volatile sig_atomic_t got_signal;
/* The command's CPU times (wait4), printed after the elapsed time as perf. */
static struct rusage child_ru;

static void on_signal(int sig)
{
	got_signal = sig;
}

/*
 * The event counted in user space only, as perf falls back when
 * perf_event_paranoid forbids the kernel: u added to its modifiers (after
 * a PMU form's closing slash, else after ':'), which include no privilege
 * modifier (evlist_priv_mods()).
 */
static void user_only(struct stat_ev *ev)
{
	if (!evlist_mods(ev->spec))
		strncat(ev->spec, ":", sizeof(ev->spec) - strlen(ev->spec) - 1);
	strncat(ev->spec, "u", sizeof(ev->spec) - strlen(ev->spec) - 1);
	snprintf(ev->name, sizeof(ev->name), "%s", ev->spec);
}

/*
 * Out of fds: as perf (evsel__increase_rlimit), the soft limit is raised
 * to the hard one, once, and the open tried again.  The command, started
 * before, keeps the limit it was given.  1 when raised.
 */
static int raise_nofile(void)
{
	static int tried;
	struct rlimit r;

	if (tried || getrlimit(RLIMIT_NOFILE, &r) || r.rlim_cur >= r.rlim_max)
		return 0;
	tried = 1;
	r.rlim_cur = r.rlim_max;
	return setrlimit(RLIMIT_NOFILE, &r) == 0;
}

static int out_of_fds(const char *what)
{
	struct rlimit r;

	getrlimit(RLIMIT_NOFILE, &r);
	fprintf(stderr, "perfgen stat: out of file descriptors opening '%s' (ulimit -n is %llu): "
		"the hard limit is %llu, and every event takes one per CPU or process counted: "
		"%s\n", what, (unsigned long long)r.rlim_cur, (unsigned long long)r.rlim_max,
		perfgen_errmsg());
	return 1;
}

/* The events opened together with ev: itself alone, or its group. */
static int opened_with(const struct stat_cfg *c, const struct stat_ev *ev)
{
	return ev->group < 0 ? 1 : c->grp[ev->group].nr;
}

/*
 * Open one event alone or one group for target k: one counter over every
 * CPU asked for (its units are read CPU by CPU for -A).
 */
static int open_one(struct stat_cfg *c, int first, pid_t pid, int k)
{
	struct stat_ev *ev = &c->ev[first];
	int nr = opened_with(c, ev);
	/* The command's own task: counting starts at its exec. */
	bool task = c->cmd >= 0 && !c->all_cpus && !c->cpus;
	int err;

	for (int attempt = 0;; attempt++) {
		PERFGEN_OPTS(perfgen_counter_opts, o, .cpuid = c->cpuid, .pid = pid,
			     .all_cpus = c->all_cpus,
			     .cpus = c->cpus && !c->all_cpus ? c->cpu_nums : NULL,
			     .nr_cpus = c->cpus && !c->all_cpus ? c->ncpu_nums : 0,
			     .inherit = pid > 0, .disabled = task, .enable_on_exec = task,
			     .process = c->npids > 0, .group = ev->group >= 0);
		const char *specs[MAX_EVENTS];

		for (int m = 0; m < nr; m++)
			specs[m] = ev[m].spec;
		err = perfgen_counter_open(specs, nr, &o,
					   ev->group < 0 ? &ev->h[k] : &c->grp[ev->group].g[k]);
		if (!err && attempt)
			c->user_only = 1;
		/* CPU-wide is refused from level 1 on: user space would not help. */
		if (!(err == -EACCES || err == -EPERM) || attempt || c->paranoid < 2 || pid == -1)
			return err;
		/*
		 * perf's fallback: the kernel is what is forbidden; count user
		 * space.  Not for a privilege modifier written (:u already, :k,
		 * :uk): a modifier the user wrote is never changed.
		 */
		for (int m = 0; m < nr; m++) {
			if (evlist_priv_mods(ev[m].spec))
				return err;
		}
		for (int m = 0; m < nr; m++)
			user_only(&ev[m]);
	}
}

/*
 * Open every event on every target.  An event that cannot count keeps the
 * reason; out of fds stops everything (status 1).
 */
static int open_all(struct stat_cfg *c, pid_t child)
{
	int np = c->npids ? c->npids : 1;

	if (c->aggr && !c->nunits && stat_aggr_units(c))
		return 1;

	c->paranoid = paranoid_level();
	for (int i = 0; i < c->nev; i++) {
		struct stat_ev *ev = &c->ev[i];

		ev->last = calloc((size_t)c->nunits, sizeof(*ev->last));
		if (ev->tool)
			ev->h = NULL;	/* nothing to open: the wall time */
		else if (ev->group < 0)
			ev->h = calloc((size_t)np, sizeof(*ev->h));
		else if (ev->member == 0)
			c->grp[ev->group].g = calloc((size_t)np, sizeof(*c->grp[ev->group].g));
		if (!ev->last || (ev->tool ? 0 : ev->group < 0 ? !ev->h : !c->grp[ev->group].g)) {
			fprintf(stderr, "perfgen stat: out of memory\n");
			return 1;
		}
	}
	for (int i = 0; i < c->nev; i++) {
		struct stat_ev *ev = &c->ev[i];
		int err = 0;

		if ((ev->group >= 0 && ev->member) || ev->tool)
			continue;	/* opened with its leader, or nothing to open */
		for (int k = 0; k < np && !err; k++) {
			pid_t pid = c->npids ? c->pids[k] : c->all_cpus || c->cpus ? -1 : child;

			err = open_one(c, i, pid, k);
			if (err == -EMFILE && raise_nofile())
				err = open_one(c, i, pid, k);
		}
		if (err == -EMFILE || err == -ENFILE)
			return out_of_fds(ev->spec);
		for (int m = 0; !err && m < opened_with(c, ev); m++) {
			const char *unit = "";
			struct perfgen_counter *h = ev->group < 0 ? ev->h[0] : c->grp[ev->group].g[0];

			/* Bytes, joules: what one count of an uncore concept is worth. */
			perfgen_counter_scale(h, m, &ev[m].scale, &unit);
			snprintf(ev[m].sunit, sizeof(ev[m].sunit), "%s", unit);
		}
		if (err) {
			for (int m = 0; m < opened_with(c, ev); m++)
				snprintf(ev[m].reason, sizeof(ev[m].reason), "%s", perfgen_errmsg());
			c->denied |= err == -EACCES || err == -EPERM;
		}
	}
	return 0;
}

static void close_all(struct stat_cfg *c)
{
	int np = c->npids ? c->npids : 1;

	for (int i = 0; i < c->nev; i++) {
		struct stat_ev *ev = &c->ev[i];

		for (int k = 0; k < np; k++) {
			if (ev->group < 0 && ev->h)
				perfgen_counter_close(ev->h[k]);
			else if (ev->group >= 0 && !ev->member && c->grp[ev->group].g)
				perfgen_counter_close(c->grp[ev->group].g[k]);
		}
		free(ev->h);
		free(ev->last);
		if (ev->group >= 0 && !ev->member)
			free(c->grp[ev->group].g);
	}
}

/*
 * The command, stopped before exec until *go is written; *err_r reads the
 * errno of a failed exec (end of file: it ran).  Both pipes close on exec:
 * no fd of perfgen's reaches the command.
 */
static pid_t start_child(char **argv, int *go_w, int *err_r)
{
	int go[2], er[2];
	pid_t pid;

	if (pipe2(go, O_CLOEXEC) || pipe2(er, O_CLOEXEC)) {
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
		int e;

		close(go[1]);
		close(er[0]);
		signal(SIGINT, SIG_DFL);
		signal(SIGTERM, SIG_DFL);
		if (read(go[0], &c, 1) != 1)
			_exit(127);	/* perfgen gave up before the start */
		execvp(argv[0], argv);
		e = errno;
		if (write(er[1], &e, sizeof(e)) != sizeof(e))
			_exit(127);
		_exit(e == ENOENT ? 127 : 126);
	}
	close(go[0]);
	close(er[1]);
	*go_w = go[1];
	*err_r = er[0];
	return pid;
}

static double since(const struct timespec *t0)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)(t.tv_sec - t0->tv_sec) + (double)(t.tv_nsec - t0->tv_nsec) / 1e9;
}

/* Has every process of -p exited?  A pidfd polls readable then, zombie or not. */
static int targets_gone(const struct stat_cfg *c, int *pidfd)
{
	for (int k = 0; k < c->npids; k++) {
		struct pollfd p = { .fd = pidfd[k], .events = POLLIN };

		if (pidfd[k] < 0 ? !(kill(c->pids[k], 0) < 0 && errno == ESRCH)
				 : poll(&p, 1, 0) != 1)
			return 0;
	}
	return c->npids > 0;
}

/* Count until the command exits, -p's processes are gone, or a signal. */
static int wait_done(struct stat_cfg *c, FILE *out, pid_t child, const struct timespec *t0,
		     int *status, int *reaped)
{
	long step = c->interval_ms ? c->interval_ms : 100;
	double next = (double)step / 1e3;
	int pidfd[MAX_PIDS], err = 0;

	for (int k = 0; k < c->npids; k++)
		pidfd[k] = (int)syscall(SYS_pidfd_open, c->pids[k], 0);
	for (;;) {
		struct timespec ts = { 0, 10 * 1000 * 1000 };

		if (child > 0 &&
		    wait4(child, status, c->interval_ms ? WNOHANG : 0, &child_ru) == child) {
			*reaped = 1;
			break;
		}
		if (got_signal) {
			/*
			 * A Ctrl-C reached the command too; a kill aimed at
			 * perfgen alone is passed on.  A command that shrugs
			 * the signal off gets 200 ms, then the counts are
			 * printed anyway and it is ended with SIGTERM, as perf
			 * ends it at exit.
			 */
			if (child > 0) {
				kill(child, got_signal);
				for (int t = 0; t < 20; t++) {
					if (wait4(child, status, WNOHANG, &child_ru) == child) {
						*reaped = 1;
						break;
					}
					nanosleep(&ts, NULL);
				}
			}
			break;
		}
		if (targets_gone(c, pidfd))
			break;
		if (child <= 0 || c->interval_ms)
			nanosleep(&ts, NULL);
		if (c->interval_ms && since(t0) >= next) {
			int e = stat_print(out, c, since(t0), 1);

			if (e == STAT_OUT_REFUSED) {
				/* Nothing more is written; a command runs to its end. */
				if (child > 0 && waitpid(child, status, 0) == child)
					*reaped = 1;
				err = -1;
				goto out;
			}
			err |= e;
			next += (double)step / 1e3;
		}
	}
	if (c->interval_ms)
		err |= stat_print(out, c, since(t0), 1);	/* the last, partial interval */
out:
	for (int k = 0; k < c->npids; k++)
		if (pidfd[k] >= 0)
			close(pidfd[k]);
	return err;
}

/* One run of the command (or of the count without one). */
struct run {
	pid_t child;
	int status, reaped, err;
};

/*
 * One run: start the command, open every event, count until it is done,
 * then print the counts (one run) or add them to -r's (cfg->repeat > 1).
 * -1 when all went as it should, else the exit status to return now.
 */
static int run_once(struct stat_cfg *cfg, char **argv, FILE *out, struct run *r)
{
	int go = -1, exec_err = -1, err, e, opened = 0;
	struct timespec t0;
	double t;

	*r = (struct run){ 0 };
	if (cfg->cmd >= 0) {
		r->child = start_child(argv + cfg->cmd, &go, &exec_err);
		if (r->child < 0)
			return 1;
	}
	err = open_all(cfg, r->child);
	if (!err)
		err = stat_metrics_unique(cfg);	/* the :u fallback renames */
	if (err) {
		if (r->child > 0) {
			kill(r->child, SIGKILL);
			waitpid(r->child, NULL, 0);
		}
		close_all(cfg);
		return err;
	}
	for (int i = 0; i < cfg->nev; i++)
		opened |= !cfg->ev[i].reason[0] && !cfg->ev[i].tool;
	/*
	 * Nothing to count: with -p, -a or -C there is no point in waiting.
	 * An event refused by permission (after the fallback to user space,
	 * which a modifier written never gets) stops the run as it stops
	 * perf's: the reason, exit 255, the command not run.  (No PMU is
	 * different: perf runs it and prints <not supported>.)
	 */
	if (cfg->denied || (!opened && cfg->cmd < 0)) {
		for (int i = 0; i < cfg->nev; i++)
			if (cfg->ev[i].reason[0] || (cfg->ev[i].tool && !opened))
				fprintf(stderr, "perfgen stat: %s: %s\n", cfg->ev[i].name,
					cfg->ev[i].tool ? "the wall time: nothing to count beside it"
							: cfg->ev[i].reason);
		if (!cfg->denied)
			fprintf(stderr, "perfgen stat: no event could be opened: nothing to "
				"count\n");
		close_all(cfg);
		return cfg->denied ? 255 : 1;
	}
	/* The metrics have no place for a reason: it goes where messages go. */
	for (int i = 0; cfg->mode == OUT_OPENMETRICS && i < cfg->nev; i++)
		if (cfg->ev[i].reason[0])
			fprintf(stderr, "perfgen stat: %s is not counted: %s\n", cfg->ev[i].name,
				cfg->ev[i].reason);
	clock_gettime(CLOCK_MONOTONIC, &t0);
	if (go >= 0) {
		if (write(go, "x", 1) != 1)
			kill(r->child, SIGKILL);
		close(go);
		/* The exec's errno, or end of file when the command runs. */
		if (read(exec_err, &e, sizeof(e)) == sizeof(e)) {
			waitpid(r->child, NULL, 0);
			fprintf(stderr, "perfgen stat: cannot run '%s': %s\n", argv[cfg->cmd],
				strerror(e));
			close_all(cfg);
			return e == ENOENT ? 127 : 126;
		}
		close(exec_err);
	}
	r->err = wait_done(cfg, out, r->child, &t0, &r->status, &r->reaped);
	t = since(&t0);
	if (cfg->repeat > 1) {
		if (stat_accumulate(cfg, t)) {
			fprintf(stderr, "perfgen stat: out of memory\n");
			r->err = 1;
		}
	} else if (!cfg->interval_ms) {
		stat_header(out, cfg);
		r->err |= stat_print(out, cfg, t, 0);
		/* as perf: the command's CPU times when it alone was counted */
		if (cfg->mode == OUT_HUMAN)
			stat_footer(out, cfg, t, cfg->cmd >= 0 && !cfg->all_cpus && !cfg->cpus &&
				    !cfg->forever && r->reaped ? &child_ru : NULL);
	}
	close_all(cfg);
	if (r->child > 0 && !r->reaped) {
		kill(r->child, SIGTERM);
		waitpid(r->child, &r->status, 0);
	}
	return -1;
}

int cmd_stat(const char *cpuid, int argc, char **argv)
{
	static struct stat_cfg cfg;
	struct sigaction sa = { .sa_handler = on_signal };
	FILE *out = stderr;	/* as perf stat: the command keeps stdout */
	struct run r = { 0 };
	int err = 0, ret;

	cfg.cpuid = cpuid;
	ret = stat_args(argc, argv, &cfg);
	if (ret)
		return ret == STAT_HELP ? 0 : ret;
	if (cfg.mode == OUT_OPENMETRICS && !cfg.om_file)
		out = stdout;	/* metrics are data: a collector reads them there */
	stat_describe(&cfg);
	if (cfg.om_stdout)
		out = stdout;	/* with --openmetrics-file too */
	/* No SA_RESTART: the wait returns, the counts are printed. */
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
	/* -r: run after run; a signal ends the series, the runs done are printed */
	for (int run = 0; (cfg.forever || run < cfg.repeat) && !got_signal; run++) {
		ret = run_once(&cfg, argv, out, &r);
		if (ret >= 0)
			return ret;
		err |= r.err;
		if (r.child > 0 && WIFSIGNALED(r.status) && WTERMSIG(r.status) != got_signal)
			fprintf(stderr, "perfgen stat: '%s' was killed by signal %d (%s)\n",
				argv[cfg.cmd], WTERMSIG(r.status), strsignal(WTERMSIG(r.status)));
	}
	if (cfg.repeat > 1 && !cfg.interval_ms && cfg.runs) {
		/* as perf: the mean of each count, its deviation, the runs' time */
		stat_header(out, &cfg);
		err |= stat_print(out, &cfg, cfg.elapsed.mean / 1e9, 0);
		if (cfg.mode == OUT_HUMAN)
			stat_footer(out, &cfg, cfg.elapsed.mean / 1e9, NULL);
	}
	if (fflush(out) || ferror(out)) {
		fprintf(stderr, "perfgen stat: cannot write the counts: %s\n", strerror(errno));
		clearerr(out);	/* said once */
		return 1;
	}
	if (err)
		return 1;	/* --openmetrics-file: said where it failed */
	if (got_signal) {
		/* As perf: the counts are out, now end the way the signal asked. */
		signal(got_signal, SIG_DFL);
		raise(got_signal);
	}
	if (r.child > 0 && WIFEXITED(r.status))
		return WEXITSTATUS(r.status);
	if (r.child > 0 && WIFSIGNALED(r.status))
		return 128 + WTERMSIG(r.status);
	return 0;
}
