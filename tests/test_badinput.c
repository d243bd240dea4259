// SPDX-License-Identifier: MIT
/*
 * The bad-input catalogue: malformed and hostile input through the public
 * API, each asserted to return its specific errno and message, to change
 * no output, and to leave /proc/self/fd as it was.  The seam is wrapped
 * so that syscall and sysfs failures can be staged.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include <dirent.h>
#include <errno.h>
#include <sys/wait.h>
#include <unistd.h>

#include <perfgen/perfgen.h>

#include "error.h"
#include "mock-sys.h"

static int count_fds(void)
{
	DIR *d = opendir("/proc/self/fd");
	struct dirent *e;
	int n = 0;

	if (!d)
		return -1;
	while ((e = readdir(d)))
		n += e->d_name[0] != '.';
	closedir(d);
	return n;
}

enum op { RESOLVE, OPEN, CPU };

struct bcase {
	enum op op;
	const char *in;
	const char *cpu;	/* forced CPU, or NULL for the host */
	int sys_ret;		/* staged perf_event_open result (OPEN) */
	const char *paranoid;
	int sysfs_err;
	int err;
	const char *msg;
	int line;
};

#define NHM "GenuineIntel-6-1A"
#define R(in, cpu, err, msg) { RESOLVE, in, cpu, 0, NULL, 0, err, msg, __LINE__ }
#define O(in, cpu, ret, par, sfs, err, msg) { OPEN, in, cpu, ret, par, sfs, err, msg, __LINE__ }
#define C(in, err, msg) { CPU, in, NULL, 0, NULL, 0, err, msg, __LINE__ }

static char huge[64 * 1024 + 1];
static char huge_hex[200];

static const struct bcase cases[] = {
	R("", NHM, -EINVAL, "empty event name"),
	R(NULL, NHM, -EINVAL, "no event given"),
	R(huge, NHM, -EINVAL, "longer than 1023 bytes"),
	R("dram\x01remote", NHM, -EINVAL, "byte 0x01 at offset 4"),
	R("dram-r\xe9mote", NHM, -EINVAL, "byte 0xe9 at offset 6"),
	R("dram-remote\t", NHM, -EINVAL, "a tab at offset 11"),
	R("dram-remote\x7f", NHM, -EINVAL, "byte 0x7f"),
	R(" dram-remote", NHM, -EINVAL, "a space at offset 0"),
	R("DRAM-REMOTE", NHM, -EOPNOTSUPP, "libpfm4"),
	R("dram-remote:", NHM, -EINVAL, "empty modifier"),
	R("dram-remote:P", NHM, -EINVAL, "unknown modifier 'P'"),
	R("dram-remote:pppp", NHM, -EINVAL, "more than three 'p' modifiers"),
	R("dram-remote:ukk", NHM, -EINVAL, "modifier 'k' given twice"),
	R("dram-remote::u", NHM, -EINVAL, "unknown modifier ':'"),
	R("dram-rmote", NHM, -ENOENT, "did you mean: dram-remote"),
	R("llc-loads-misses", NHM, -ENOENT, "llc-load-misses"),
	R("cylces", NHM, -ENOENT, "did you mean: cycles"),
	R("qqqqqqqqqq", NHM, -ENOENT, "not a libperfgen concept"),
	R("r", NHM, -ENOENT, "unknown event 'r'"),
	R(huge_hex, NHM, -EINVAL, "overflows 64 bits"),
	R("r1b7:10000000000000000", NHM, -EINVAL, "overflows 64 bits"),
	R("r1b7:20ff:20ff", NHM, -EINVAL, "unknown modifier '2'"),
	R("r1b7:120ff", NHM, -EINVAL, "bits 0x10000 outside the mask 0xffff"),
	R("r1b7:ffffffffffffffff", NHM, -EINVAL, "bits 0xffffffffffff0000 outside"),
	R("r1b8:1", NHM, -EINVAL, "takes no config1"),
	R("r3c:1", "AuthenticAMD-25-1", -EINVAL, "has no extra registers"),
	R("cpu/event=0xb7,umask=0x1,offcore_rsp=0x10000/", NHM, -EINVAL, "outside the mask"),
	R("cpu/event=0x3c,config2=1/", NHM, -EINVAL, "config2 0x1 is used by no event"),
	R("cpu/event=0x3c,event=0x3c/", NHM, -EINVAL, "term 'event' given twice"),
	R("cpu/event=0x3c,bogus=1/", NHM, -EINVAL, "unknown term 'bogus'"),
	R("cpu/event=0x100/", NHM, -EINVAL, "does not fit term 'event'"),
	R("cpu/event=0x3c", NHM, -EINVAL, "missing closing '/'"),
	R("cpu//", NHM, -EINVAL, "no terms"),
	R("cpu/event=0x3c,/", NHM, -EINVAL, "trailing ','"),
	R("cpu/event=0xzz/", NHM, -EINVAL, "not a number"),
	R("cpu/event=0x3c/q", NHM, -EINVAL, "unknown modifier 'q'"),
	R("uncore/event=1/", NHM, -ENOENT, "unknown PMU 'uncore'"),
	R("cpu_core/cycles/", NHM, -ENOENT, "one core PMU"),
	R("cpu/task-clock/", NHM, -EINVAL, "software event"),
	R("cpu/cs/", NHM, -EINVAL, "cs is a software event"),
	R("dram-remote", "GenuineIntel-6-2A", -EOPNOTSUPP, "single-socket"),
	R("remote-hitm", "GenuineIntel-6-1E", -EOPNOTSUPP, "single-socket"),
	R("dram-remote", "GenuineIntel-15-2", -ENOENT, "unknown CPU GenuineIntel-15-2"),
	/* No model table: the architectural events only, never a guessed encoding. */
	R("dram-remote", "GenuineIntel-6-17", -EOPNOTSUPP, "no table in libperfgen"),
	R("llc-load-misses", "GenuineIntel-6-FF", -EOPNOTSUPP, "How to add a CPU"),
	R("r1b7:20ff", "GenuineIntel-6-FF", -EINVAL, "no extra registers"),
	R("cpu_core/cycles/", "GenuineIntel-6-FF", -ENOENT, "one core PMU"),
	R("cache-misses", "AuthenticAMD-30-1", -EOPNOTSUPP, "family to family"),
	R("remote-hitm", "HygonGenuine-25-1", -EOPNOTSUPP, "HygonGenuine-25-1"),
	R("cycles", "GenuineIntel-5-9", -ENOENT, "unknown CPU GenuineIntel-5-9"),
	R("dram-remote", "GenuineIntel-6-55", -EINVAL, "ambiguous"),
	R("dram-remote", "CyrixInstead-6-1A", -ENOENT, "unknown CPU vendor 'CyrixInstead'"),
	/* An id that does not parse is refused for software events too. */
	R("task-clock", "CyrixInstead-6-1A", -ENOENT, "unknown CPU vendor 'CyrixInstead'"),
	R("task-clock", "genuineintel-6-1a", -ENOENT, "unknown CPU vendor 'genuineintel'"),
	R("page-faults:u", "bogus", -EINVAL, "malformed CPU id 'bogus'"),
	R("dram-remote", "GenuineIntel-6-1A-G", -EINVAL, "stepping 'G'"),
	R("dram-remote", "GenuineIntel--1A", -EINVAL, "family must be"),
	R("dram-remote", "GenuineIntel-6-1A-5-5", -EINVAL, "too many fields"),
	R("dram-remote", "", -EINVAL, "empty CPU id"),
	R("dram-remote", "GenuineIntel-6-0x1A", -EINVAL, "model '0x1A'"),
	R("dram-remote", "GenuineIntel-6-1A\n", -EINVAL,
	  "malformed CPU id: a newline at offset 17"),
	R("task-clock", " GenuineIntel-6-1A", -EINVAL, "malformed CPU id: a space at offset 0"),
	R("task-clock", "GenuineIntel-6-1A\t", -EINVAL, "a tab at offset 17"),
	R("task-clock", "GenuineIntel-6-1\xff", -EINVAL, "byte 0xff at offset 16"),
	O("task-clock", NULL, -EMFILE, NULL, 0, -EMFILE, "Too many open files"),
	O("task-clock", NULL, -ENOENT, NULL, 0, -ENOENT, "No such file or directory"),
	O("cycles", NHM, -ENOENT, NULL, 0, -ENOENT, "no hardware PMU"),
	O("cycles", NHM, -ENOENT, NULL, -EACCES, -ENOENT, "no hardware PMU"),
	O("cycles", NHM, -EACCES, "2", 0, -EACCES, "perf_event_paranoid is 2"),
	O("cycles", NHM, -EACCES, "3", 0, -EACCES, "perf_event_paranoid is 3"),
	O("cycles", NHM, -EACCES, "4", 0, -EACCES, "level 3 and above"),
	O("task-clock", NULL, -EPERM, "2", 0, -EPERM, "add the :u modifier"),
	O("task-clock", NULL, -EACCES, NULL, -EACCES, -EACCES, "is unreadable"),
	O("cycles", NHM, -EOPNOTSUPP, NULL, 0, -EOPNOTSUPP, "no hardware PMU"),
	O("cycles", NHM, -EINVAL, NULL, 0, -EINVAL, "Invalid argument"),
	O("dram-remote", "GenuineIntel-6-2A", 5, NULL, 0, -EOPNOTSUPP, "single-socket"),
	C("", -EINVAL, "empty CPU id"),
	C("GenuineIntel-6", -EINVAL, "malformed"),
	C("x-y-z", -EINVAL, "family 'y'"),
	C("GenuineIntel-15-2", -ENOENT, "unknown CPU"),
};

static void test_catalogue(void **state)
{
	(void)state;
	memset(huge, 'a', sizeof(huge) - 1);
	huge_hex[0] = 'r';
	memset(huge_hex + 1, 'f', sizeof(huge_hex) - 2);
	assert_true(sizeof(cases) / sizeof(cases[0]) >= 50);
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		const struct bcase *c = &cases[i];
		struct perf_event_attr attr, before;
		PERFGEN_OPTS(perfgen_cpu, cpu);
		struct perfgen_cpu cpu_before;
		int fds = count_fds(), err;

		mock_reset();
		mock.open_ret = c->sys_ret;
		mock.file_err = c->sysfs_err ? c->sysfs_err : -ENOENT;
		if (c->paranoid)
			mock_file("/proc/sys/kernel/perf_event_paranoid", c->paranoid);
		memset(&attr, 0x5a, sizeof(attr));
		before = attr;
		pg_err_clear();
		switch (c->op) {
		case RESOLVE:
			err = perfgen_resolve(c->in, c->cpu, &attr);
			if (memcmp(&attr, &before, sizeof(attr)))
				fail_msg("line %d: attr changed on failure", c->line);
			break;
		case OPEN: {
			PERFGEN_OPTS(perfgen_open_opts, o, .cpuid = c->cpu);

			err = perfgen_open_ext(c->in, 0, -1, -1, 0, &o);
			break;
		}
		default:
			cpu_before = cpu;
			err = perfgen_cpu_identify(c->in, &cpu);
			if (err == -EINVAL && memcmp(&cpu, &cpu_before, sizeof(cpu)))
				fail_msg("line %d: cpu changed on a malformed id", c->line);
			break;
		}
		if (err != c->err)
			fail_msg("line %d: '%.40s': got %d (%s), want %d", c->line,
				 c->in ? c->in : "(null)", err, perfgen_errmsg(), c->err);
		if (!strstr(perfgen_errmsg(), c->msg))
			fail_msg("line %d: '%.40s': message '%s' lacks '%s'", c->line,
				 c->in ? c->in : "(null)", perfgen_errmsg(), c->msg);
		if (count_fds() != fds)
			fail_msg("line %d: fd count %d -> %d", c->line, fds, count_fds());
	}
}

/*
 * PERFGEN_CPU is read once per process (and a fork would inherit the
 * parent's detection): each value is tried in a fresh exec of this test.
 */
static int env_child(int bad_id)
{
	PERFGEN_OPTS(perfgen_cpu, cpu);
	struct perf_event_attr attr;
	int err = perfgen_resolve("dram-remote", NULL, &attr), id_err;
	char msg[800];

	fputs(perfgen_errmsg(), stdout);
	fflush(stdout);
	snprintf(msg, sizeof(msg), "%s", perfgen_errmsg());
	/*
	 * Software events resolve on any CPU a well-formed id names, known or
	 * not; an id that does not parse (malformed, an unknown vendor) is
	 * refused for them too, with the same errno and message, and
	 * perfgen_cpu_identify() describes nothing of it.
	 */
	if ((perfgen_resolve("task-clock", NULL, &attr) != 0) != bad_id)
		return 98;
	if (bad_id && strcmp(perfgen_errmsg(), msg))
		return 99;
	id_err = perfgen_cpu_identify(NULL, &cpu);
	if (bad_id && (id_err != err || cpu.family || cpu.id[0] || strcmp(perfgen_errmsg(), msg)))
		return 96;
	return -err;
}

/*
 * This program again, with argv: itself, or under the emulator meson
 * runs a cross build's tests with (MESON_EXE_WRAPPER, "qemu-aarch64-static
 * -L /"), which cannot run another architecture's binary by itself.
 * Returns only when the exec failed.
 */
static void exec_self(char **argv)
{
	const char *wrapper = getenv("MESON_EXE_WRAPPER");
	char self[4096], words[512], *wargv[16];
	ssize_t n = readlink("/proc/self/exe", self, sizeof(self) - 1);
	int k = 0;

	if (!wrapper || !*wrapper || n <= 0) {
		execv("/proc/self/exe", argv);
		return;
	}
	self[n] = '\0';
	snprintf(words, sizeof(words), "%s", wrapper);
	for (char *w = strtok(words, " "); w && k < 8; w = strtok(NULL, " "))
		wargv[k++] = w;
	wargv[k++] = self;
	for (int i = 1; argv[i] && k < 15; i++)
		wargv[k++] = argv[i];
	wargv[k] = NULL;
	execvp(wargv[0], wargv);
}

static void test_perfgen_cpu_env(void **state)
{
	static const struct {
		const char *env;
		int err;
		const char *msg;
		int bad_id;	/* the id does not parse */
	} envs[] = {
		{ "garbage", -EINVAL, "PERFGEN_CPU: malformed CPU id 'garbage'", 1 },
		{ "genuineintel-6-1a", -ENOENT, "PERFGEN_CPU: unknown CPU vendor 'genuineintel'",
		  1 },
		{ "CyrixInstead-6-1A", -ENOENT, "PERFGEN_CPU: unknown CPU vendor 'CyrixInstead'",
		  1 },
		{ "GenuineIntel-15-2", -ENOENT, "PERFGEN_CPU: unknown CPU GenuineIntel-15-2", 0 },
		{ "GenuineIntel-6-1A-5", 0, "", 0 },
		{ "GenuineIntel-6-1A-5\x01", -EINVAL,
		  "PERFGEN_CPU: malformed CPU id: control byte 0x01 at offset 19", 1 },
		{ "GenuineIntel-6-2A", -EOPNOTSUPP, "single-socket", 0 },
	};

	(void)state;
	for (size_t i = 0; i < sizeof(envs) / sizeof(envs[0]); i++) {
		int p[2], status;
		pid_t pid;
		char msg[800] = "";
		ssize_t n;

		assert_int_equal(pipe(p), 0);
		pid = fork();
		assert_true(pid >= 0);
		if (pid == 0) {
			char *argv[] = { "test-badinput", "--env-child", envs[i].bad_id ? "1" : "0",
					 NULL };

			dup2(p[1], 1);
			close(p[0]);
			setenv("PERFGEN_CPU", envs[i].env, 1);
			exec_self(argv);
			_exit(97);
		}
		close(p[1]);
		n = read(p[0], msg, sizeof(msg) - 1);
		msg[n > 0 ? n : 0] = '\0';
		close(p[0]);
		waitpid(pid, &status, 0);
		assert_true(WIFEXITED(status));
		if (WEXITSTATUS(status) != -envs[i].err || !strstr(msg, envs[i].msg))
			fail_msg("PERFGEN_CPU=%s: exit %d msg '%s'", envs[i].env, WEXITSTATUS(status),
				 msg);
	}
}

int main(int argc, char **argv)
{
	if (argc > 2 && !strcmp(argv[1], "--env-child"))
		return env_child(!strcmp(argv[2], "1"));

	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_catalogue),
		cmocka_unit_test(test_perfgen_cpu_env),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
