// SPDX-License-Identifier: MIT
/*
 * perfgen validate's hardware path end to end on a machine without a PMU:
 * the public API's handle calls are wrapped (--wrap=perfgen_counter_*) so
 * that hardware concepts open on a fake PMU, and pgk_run is wrapped so
 * that the fake counts what a model says the microkernel that just ran
 * produced.  Software concepts still count for real.  The CPU is forced
 * to Skylake-SP, whose tables count every concept.
 *
 * Models: a perfect PMU (every concept passes, exit 0); one that counts a
 * little too much (fail, exit 1); one multiplexed half the time (scaled,
 * passes); one never scheduled (cannot count, not-scheduled); an open
 * refused by perf_event_paranoid; one blind to where loads hit (the
 * control fails); a core clocked at 1 MHz, which only --cpu-hz can say;
 * for the floating-point concepts, one that counts each instruction once
 * whatever its width (fail), one whose per-precision events count both
 * precisions (the other precision's control fails), one whose scalar
 * events count the packed instructions and the other way (fail), a
 * machine without a PMU and an arm64 core whose table refuses them (cannot
 * count).  Branches by kind: a PMU that counts every branch as taken
 * (or not) fails.  The L1, L2, loads and stores concepts pass on a perfect PMU;
 * those no kernel can prove are skipped with why.
 */
#include <errno.h>
#include <perfgen/perfgen.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "validate-host.h"
#include "validate-run.h"
#include "validate.h"

#define CPU "GenuineIntel-6-55-4"

enum model { PERFECT, OVERCOUNT, MULTIPLEXED, NEVER, PARANOID, BLIND, MHZ, FP_ONCE, FP_BOTH,
	     FP_SWAPPED, FP_WIDTHS, HITM_LOADS, TAKEN_ALL, NOPMU, FEW_BYTES };

static enum model model;

struct fake {
	const char *concept;
	int enabled;
	uint64_t value, enabled_ns, running_ns;
};

static struct fake fakes[16];
static struct fake *active;

int __real_perfgen_counter_open(const char *const *events, int nr,
				const struct perfgen_counter_opts *opts,
				struct perfgen_counter **ev);
int __wrap_perfgen_counter_open(const char *const *events, int nr,
				const struct perfgen_counter_opts *opts,
				struct perfgen_counter **ev);
int __real_perfgen_counter_read(struct perfgen_counter *ev, struct perfgen_count *count, int nr);
int __wrap_perfgen_counter_read(struct perfgen_counter *ev, struct perfgen_count *count, int nr);
int __real_perfgen_counter_enable(struct perfgen_counter *ev);
int __wrap_perfgen_counter_enable(struct perfgen_counter *ev);
int __real_perfgen_counter_disable(struct perfgen_counter *ev);
int __wrap_perfgen_counter_disable(struct perfgen_counter *ev);
int __real_perfgen_counter_reset(struct perfgen_counter *ev);
int __wrap_perfgen_counter_reset(struct perfgen_counter *ev);
void __real_perfgen_counter_close(struct perfgen_counter *ev);
void __wrap_perfgen_counter_close(struct perfgen_counter *ev);
int __real_vh_have_pmu(void);
int __wrap_vh_have_pmu(void);
int __real_pgk_run(struct pgk_env *e, enum pgk_kernel k, const struct pgk_hooks *h,
		   struct pgk_shot *shot);
int __wrap_pgk_run(struct pgk_env *e, enum pgk_kernel k, const struct pgk_hooks *h,
		   struct pgk_shot *shot);

int __wrap_vh_have_pmu(void)
{
	return model == NOPMU ? 0 : __real_vh_have_pmu();
}

/*
 * A socket's DRAM bytes: an uncore PMU the forced CPU has (Skylake-SP's
 * IMC, 64 bytes a count), which resolves only on the machine itself (its
 * sysfs gives the type): resolved here as there, system-wide.
 */
static int dram_bytes(const char *event)
{
	return !strcmp(event, "dram-read-bytes") || !strcmp(event, "dram-write-bytes") ||
	       !strcmp(event, "dram-bytes");
}

int __real_perfgen_resolve_info(const char *event, const char *cpuid,
				struct perf_event_attr *attr, struct perfgen_info *info);
int __wrap_perfgen_resolve_info(const char *event, const char *cpuid,
				struct perf_event_attr *attr, struct perfgen_info *info);
int __wrap_perfgen_resolve_info(const char *event, const char *cpuid,
				struct perf_event_attr *attr, struct perfgen_info *info)
{
	if (!dram_bytes(event))
		return __real_perfgen_resolve_info(event, cpuid, attr, info);
	memset(attr, 0, sizeof(*attr));
	attr->type = 50;	/* uncore_imc_0's */
	attr->config = !strcmp(event, "dram-write-bytes") ? 0x0c04 : 0x0304;
	memset((char *)info + sizeof(info->sz), 0, info->sz - sizeof(info->sz));
	info->concept_name = event;
	info->pmu = "uncore_imc";
	info->json = info->pfm = info->ref = info->approx = info->note = info->formula = "";
	info->exact = 1;
	info->unit = "bytes";
	info->scale = 64.0;
	info->system_wide = 1;
	return 0;
}

int __real_perfgen_counter_scale(const struct perfgen_counter *c, int event, double *scale,
				 const char **unit);
int __wrap_perfgen_counter_scale(const struct perfgen_counter *c, int event, double *scale,
				 const char **unit);

/*
 * The caches of the Skylake-SP the CPU is forced to (32 KiB L1D, 1 MiB
 * L2, a 22 MiB L3 slice set), not the machine's: a virtual machine may
 * list none in /sys/devices/system/cpu/cpuN/cache, and the cache-level
 * kernels would then be skipped instead of judged.
 */
int __wrap_vh_caches(int cpu, struct vh_caches *c);
int __wrap_vh_caches(int cpu, struct vh_caches *c)
{
	(void)cpu;
	*c = (struct vh_caches){ .l1d = 32 << 10, .above_llc = (32 << 10) + (1 << 20),
				 .llc = 22 << 20, .llc_level = 3, .line = 64 };
	c->total = c->above_llc + c->llc;
	return 0;
}

static struct fake *fake_of(struct perfgen_counter *ev)
{
	for (unsigned int i = 0; i < sizeof(fakes) / sizeof(*fakes); i++)
		if ((void *)ev == (void *)&fakes[i])
			return &fakes[i];
	return NULL;
}

int __wrap_perfgen_counter_open(const char *const *events, int nr,
				const struct perfgen_counter_opts *opts,
				struct perfgen_counter **ev)
{
	PERFGEN_OPTS(perfgen_concept, c);
	const char *event = events[0];
	int software = 0;

	for (int i = 0; i < perfgen_concept_count(); i++) {
		int err = perfgen_concept_get(i, NULL, &c);

		if ((err == 0 || err == -ENOENT) && c.name && !strcmp(c.name, event))
			software = c.software;
	}
	if (software)
		return __real_perfgen_counter_open(events, nr, opts, ev);
	if (nr != 1)
		return -EINVAL;	/* validate counts one concept at a time */
	/* A socket's traffic: system-wide, every privilege level, as the library wants it. */
	if (dram_bytes(event) && (!opts || opts->pid != -1 || !opts->all_cpus ||
				  opts->exclude_kernel || opts->exclude_user || !opts->disabled))
		return -EINVAL;
	/* Hardware: user-only, as validate must ask for it. */
	if (!dram_bytes(event) &&
	    (!opts || !opts->exclude_kernel || !opts->exclude_hv || !opts->disabled))
		return -EINVAL;
	if (model == PARANOID)
		return -EACCES;	/* what perf_event_open(2) says, passed through */
	if (model == NOPMU)
		return -ENOENT;	/* no PMU of the encoding's type */
	for (unsigned int i = 0; i < sizeof(fakes) / sizeof(*fakes); i++)
		if (!fakes[i].concept) {
			fakes[i] = (struct fake){ .concept = event };
			*ev = (struct perfgen_counter *)(void *)&fakes[i];
			return 0;
		}
	return -EMFILE;
}

int __wrap_perfgen_counter_read(struct perfgen_counter *ev, struct perfgen_count *count, int nr)
{
	struct fake *f = fake_of(ev);

	if (!f)
		return __real_perfgen_counter_read(ev, count, nr);
	count->value = f->value;
	count->time_enabled = f->enabled_ns;
	count->time_running = f->running_ns;
	count->scaled = f->value;
	return 0;
}

int __wrap_perfgen_counter_enable(struct perfgen_counter *ev)
{
	struct fake *f = fake_of(ev);

	if (!f)
		return __real_perfgen_counter_enable(ev);
	f->enabled = 1;
	active = f;
	return 0;
}

int __wrap_perfgen_counter_disable(struct perfgen_counter *ev)
{
	struct fake *f = fake_of(ev);

	if (!f)
		return __real_perfgen_counter_disable(ev);
	f->enabled = 0;
	return 0;
}

int __wrap_perfgen_counter_reset(struct perfgen_counter *ev)
{
	struct fake *f = fake_of(ev);

	if (!f)
		return __real_perfgen_counter_reset(ev);
	f->value = f->enabled_ns = f->running_ns = 0;
	return 0;
}

int __wrap_perfgen_counter_scale(const struct perfgen_counter *c, int event, double *scale,
				 const char **unit)
{
	struct fake *f = fake_of((struct perfgen_counter *)(uintptr_t)c);

	if (!f)
		return __real_perfgen_counter_scale(c, event, scale, unit);
	if (scale)
		*scale = dram_bytes(f->concept) ? 64.0 : 1.0;
	if (unit)
		*unit = dram_bytes(f->concept) ? "bytes" : "";
	return 0;
}

void __wrap_perfgen_counter_close(struct perfgen_counter *ev)
{
	struct fake *f = fake_of(ev);

	if (!f) {
		__real_perfgen_counter_close(ev);
		return;
	}
	*f = (struct fake){ 0 };
}

/* What a PMU counting the concept right sees in a run of kernel k. */
static double perfect(const struct pgk_env *e, const char *concept, enum pgk_kernel k,
		      const struct pgk_shot *s)
{
	int big = k == PGK_CHASE_BIG || k == PGK_CHASE_LOCAL || k == PGK_CHASE_REMOTE ||
		  k == PGK_STORE_BIG;

	if (!strcmp(concept, "instructions"))
		return (double)s->counts.instructions + 300;	/* + the harness */
	if (!strcmp(concept, "branches"))
		return (double)s->counts.branches + 40;
	if (!strcmp(concept, "branches-taken"))
		return (double)(s->counts.taken + s->counts.branches - s->counts.cond_branches) + 30;
	if (!strcmp(concept, "branches-not-taken"))
		return (double)(s->counts.cond_branches - s->counts.taken) + 10;
	if (!strcmp(concept, "branches-uncond"))
		return (double)(s->counts.branches - s->counts.cond_branches) + 20;
	if (!strcmp(concept, "loads"))
		return (double)s->counts.loads + 60;	/* + the harness (the base's too) */
	if (!strcmp(concept, "stores"))
		return (double)s->counts.stores + 20;
	if (!strcmp(concept, "fp-insts-scalar-sp"))
		return (double)s->counts.fp_scalar_sp;
	if (!strcmp(concept, "fp-insts-scalar-dp"))
		return (double)s->counts.fp_scalar_dp;
	if (!strcmp(concept, "fp-insts-packed-sp"))
		return (double)s->counts.fp_packed_sp;
	if (!strcmp(concept, "fp-insts-packed-dp"))
		return (double)s->counts.fp_packed_dp;
	if (!strcmp(concept, "fp-insts-128b-sp"))
		return (double)pgk_fp_128b_sp(&s->counts);
	if (!strcmp(concept, "fp-insts-128b-dp"))
		return (double)pgk_fp_128b_dp(&s->counts);
	if (!strcmp(concept, "fp-insts-256b-sp"))
		return (double)s->counts.fp_256b_sp;
	if (!strcmp(concept, "fp-insts-256b-dp"))
		return (double)s->counts.fp_256b_dp;
	if (!strcmp(concept, "branch-misses"))
		return k == PGK_BRANCH_RANDOM ? (double)s->n / 2 + 3 : 3;
	if (!strcmp(concept, "cycles"))
		return k == PGK_SPIN_CYCLES ? s->inner_s * (e->fmin + e->fmax) / 2 : 5000;
	if (!strcmp(concept, "dram"))
		return big ? 1.2 * (double)s->n : 0;
	if (!strcmp(concept, "dram-local"))
		return k == PGK_CHASE_REMOTE ? 0 : big ? 1.1 * (double)s->n : 0;
	if (!strcmp(concept, "dram-remote"))
		return k == PGK_CHASE_REMOTE ? 1.1 * (double)s->n : 0;
	if (!strcmp(concept, "fp-ops"))
		return (double)(s->counts.flops_sp + s->counts.flops_dp);
	if (!strcmp(concept, "fp-ops-sp"))
		return (double)s->counts.flops_sp;
	if (!strcmp(concept, "fp-ops-dp"))
		return (double)s->counts.flops_dp;
	if (!strcmp(concept, "remote-hitm"))
		return k == PGK_HITM_REMOTE ? (double)s->n : 0;
	if (!strcmp(concept, "local-hitm"))
		return k == PGK_HITM_LOCAL ? (double)s->n : 0;
	/* A socket's controllers: every line the sweep missed, and the machine's own. */
	if (!strcmp(concept, "dram-read-bytes") || !strcmp(concept, "dram-bytes"))
		return big ? 1.3 * (double)s->n + 5000 : 5000;
	if (!strcmp(concept, "dram-write-bytes"))
		return k == PGK_STORE_BIG ? (double)s->n + 3000 : 3000;
	/* LLC and cache concepts: every access of the big sweep, few of the small. */
	return big ? (double)s->n : 7;
}

int __wrap_pgk_run(struct pgk_env *e, enum pgk_kernel k, const struct pgk_hooks *h,
		   struct pgk_shot *shot)
{
	int err;
	double v;

	active = NULL;
	err = __real_pgk_run(e, k, h, shot);
	if (err || !active)
		return err;
	v = perfect(e, active->concept, k, shot);
	active->enabled_ns = active->running_ns = 1000000;
	switch (model) {
	case OVERCOUNT:
		v *= 1.001;
		break;
	case MULTIPLEXED:
		v /= 2;
		active->running_ns /= 2;
		break;
	case NEVER:
		v = 0;
		active->running_ns = 0;
		break;
	case MHZ:
		if (!strcmp(active->concept, "cycles"))
			v = k == PGK_SPIN_CYCLES ? shot->inner_s * 1e6 : 5;
		break;
	case BLIND:
		if (k == PGK_CHASE_SMALL || k == PGK_STORE_SMALL)
			v = (double)shot->n;
		break;
	case FEW_BYTES:	/* a scale of 4 bytes a count read as 64 (a sixteenth) */
		if (dram_bytes(active->concept))
			v /= 16;
		break;
	case FP_ONCE:	/* every width weighed 1: instructions, not operations */
		if (!strcmp(active->concept, "fp-ops"))
			v = (double)(shot->counts.fp_sp + shot->counts.fp_dp);
		else if (!strcmp(active->concept, "fp-ops-sp"))
			v = (double)shot->counts.fp_sp;
		else if (!strcmp(active->concept, "fp-ops-dp"))
			v = (double)shot->counts.fp_dp;
		break;
	case FP_BOTH:	/* the precision's events count the other's too */
		if (!strncmp(active->concept, "fp-ops-", 7))
			v = (double)(shot->counts.flops_sp + shot->counts.flops_dp);
		break;
	case TAKEN_ALL:	/* taken and not-taken count every branch */
		if (!strcmp(active->concept, "branches-taken") ||
		    !strcmp(active->concept, "branches-not-taken"))
			v = (double)shot->counts.branches + 30;
		break;
	case FP_SWAPPED:	/* scalar for packed, packed for scalar */
		if (!strcmp(active->concept, "fp-insts-scalar-dp"))
			v = (double)shot->counts.fp_packed_dp;
		else if (!strcmp(active->concept, "fp-insts-packed-sp"))
			v = (double)shot->counts.fp_scalar_sp;
		break;
	case HITM_LOADS:	/* local-hitm counting every load besides */
		if (!strcmp(active->concept, "local-hitm"))
			v += (double)shot->counts.loads;
		break;
	case FP_WIDTHS:	/* the width's events count every width */
		if (!strncmp(active->concept, "fp-insts-", 9) && strstr(active->concept, "b-sp"))
			v = (double)shot->counts.fp_packed_sp;
		else if (!strncmp(active->concept, "fp-insts-", 9) && strstr(active->concept, "b-dp"))
			v = (double)shot->counts.fp_packed_dp;
		break;
	default:
		break;
	}
	active->value = (uint64_t)v;
	return 0;
}

/*
 * Run perfgen validate --json [extra...]; its objects by concept, the exit
 * status.
 */
static int run_validate_cpu(const char *cpu, const char *concepts, char *const *extra,
			    int nextra, char *out, size_t sz)
{
	char *argv[8] = { "--json", "-e", NULL };
	char list[512];
	FILE *f = tmpfile();
	int saved = dup(STDOUT_FILENO), status;
	size_t n;

	assert_non_null(f);
	snprintf(list, sizeof(list), "%s", concepts);
	argv[2] = list;
	for (int i = 0; i < nextra && i < 5; i++)
		argv[3 + i] = extra[i];
	fflush(stdout);
	dup2(fileno(f), STDOUT_FILENO);
	status = cmd_validate(cpu, 3 + nextra, argv);
	fflush(stdout);
	dup2(saved, STDOUT_FILENO);
	close(saved);
	rewind(f);
	n = fread(out, 1, sz - 1, f);
	out[n] = '\0';
	fclose(f);
	return status;
}

static int run_validate_with(const char *concepts, char *const *extra, int nextra, char *out,
			     size_t sz)
{
	return run_validate_cpu(CPU, concepts, extra, nextra, out, sz);
}

static int run_validate(const char *concepts, char *out, size_t sz)
{
	return run_validate_with(concepts, NULL, 0, out, sz);
}

/* The verdict (and reason code) of a concept in the JSON lines. */
static int verdict_is(const char *out, const char *concept, const char *verdict,
		      const char *reason_code)
{
	char key[96], want[96], code[96];
	const char *line, *end;

	snprintf(key, sizeof(key), "\"concept\": \"%s\",", concept);
	line = strstr(out, key);
	if (!line)
		return 0;
	end = strchr(line, '\n');
	snprintf(want, sizeof(want), "\"verdict\": \"%s\"", verdict);
	snprintf(code, sizeof(code), "\"reason_code\": \"%s\"", reason_code);
	return strstr(line, want) && strstr(line, want) < end && strstr(line, code) &&
	       strstr(line, code) < end;
}

#define OUT_SZ (64 * 1024)

static void expect(const char *out, const char *concept, const char *verdict, const char *code)
{
	if (!verdict_is(out, concept, verdict, code))
		fail_msg("%s: want %s (%s) in\n%s", concept, verdict, code, out);
}

static const char *const hardware[] = {
	"branch-misses", "branches", "cache-misses", "cache-references", "cycles", "dram",
	"dram-local", "instructions", "llc-load-misses", "llc-loads", "llc-store-misses",
	"llc-stores",
};

static void test_perfect(void **state)
{
	static char out[OUT_SZ];
	int status;

	(void)state;
	model = PERFECT;
	status = run_validate("branch-misses,branches,cache-misses,cache-references,cycles,dram,"
			      "dram-local,dram-remote,instructions,llc-load-misses,llc-loads,"
			      "llc-store-misses,llc-stores,remote-hitm,local-hitm,page-faults", out,
			      OUT_SZ);
	for (unsigned int i = 0; i < sizeof(hardware) / sizeof(*hardware); i++)
		expect(out, hardware[i], "pass", "");
	/* Placement and sockets depend on the machine: remote cases are skipped on one. */
	if (!strstr(out, "\"concept\": \"remote-hitm\"") ||
	    !(verdict_is(out, "remote-hitm", "pass", "") ||
	      verdict_is(out, "remote-hitm", "skipped", "skipped")))
		fail_msg("remote-hitm:\n%s", out);
	if (!(verdict_is(out, "local-hitm", "pass", "") ||
	      verdict_is(out, "local-hitm", "skipped", "skipped")))
		fail_msg("local-hitm:\n%s", out);
	if (!(verdict_is(out, "dram-remote", "pass", "")))
		fail_msg("dram-remote:\n%s", out);
	expect(out, "page-faults", "pass", "");
	assert_int_equal(status, 0);
	/* An encoding that counts every load fails the control's million. */
	model = HITM_LOADS;
	run_validate("local-hitm", out, OUT_SZ);
	if (!(verdict_is(out, "local-hitm", "fail", "") ||
	      verdict_is(out, "local-hitm", "skipped", "skipped")))
		fail_msg("local-hitm counting loads:\n%s", out);
}

/*
 * A socket's DRAM bytes under the big sweeps: at least the lines no cache
 * held (read, or dirtied and written back), whatever else the machine
 * adds; a PMU that counts a sixteenth of them fails.
 */
static void test_dram_bytes(void **state)
{
	static char out[OUT_SZ];

	(void)state;
	model = PERFECT;
	assert_int_equal(run_validate("dram-read-bytes,dram-write-bytes,dram-bytes", out, OUT_SZ),
			 0);
	expect(out, "dram-read-bytes", "pass", "");
	expect(out, "dram-write-bytes", "pass", "");
	expect(out, "dram-bytes", "pass", "");
	model = FEW_BYTES;
	assert_int_equal(run_validate("dram-read-bytes,dram-write-bytes", out, OUT_SZ), 1);
	expect(out, "dram-read-bytes", "fail", "");
	expect(out, "dram-write-bytes", "fail", "");
}

static void test_overcount(void **state)
{
	static char out[OUT_SZ];

	(void)state;
	model = OVERCOUNT;
	assert_int_equal(run_validate("instructions,branches,task-clock", out, OUT_SZ), 1);
	expect(out, "instructions", "fail", "");
	expect(out, "branches", "fail", "");
	expect(out, "task-clock", "pass", "");
	assert_non_null(strstr(out, "outside"));
}

static void test_multiplexed(void **state)
{
	static char out[OUT_SZ];

	(void)state;
	model = MULTIPLEXED;
	assert_int_equal(run_validate("instructions,llc-load-misses", out, OUT_SZ), 0);
	expect(out, "instructions", "pass", "");
	expect(out, "llc-load-misses", "pass", "");
	assert_non_null(strstr(out, "multiplexed: counted 50.0% of the time, scaled"));
	assert_non_null(strstr(out, "\"running\": 500000"));
}

static void test_never_scheduled(void **state)
{
	static char out[OUT_SZ];

	(void)state;
	model = NEVER;
	assert_int_equal(run_validate("instructions,page-faults", out, OUT_SZ), 3);
	expect(out, "instructions", "cannot count", "not-scheduled");
	expect(out, "page-faults", "pass", "");
}

static void test_paranoid(void **state)
{
	static char out[OUT_SZ];

	(void)state;
	model = PARANOID;
	assert_int_equal(run_validate("cycles,dram", out, OUT_SZ), 3);
	expect(out, "cycles", "cannot count", "paranoid");
	expect(out, "dram", "cannot count", "paranoid");
}

static void test_blind(void **state)
{
	static char out[OUT_SZ];

	(void)state;
	model = BLIND;
	assert_int_equal(run_validate("llc-load-misses,llc-stores", out, OUT_SZ), 1);
	expect(out, "llc-load-misses", "fail", "");
	expect(out, "llc-stores", "fail", "");
	assert_non_null(strstr(out, "the control counted"));
}

/*
 * A 1 MHz core: cycles is judged against the clock --cpu-hz gives (arm64
 * without cpufreq, a QEMU guest), not this machine's.
 */
static void test_cpu_hz(void **state)
{
	static char out[OUT_SZ];
	char *mhz[] = { "--cpu-hz", "1e6" }, *zero[] = { "--cpu-hz", "0" };

	(void)state;
	model = MHZ;
	assert_int_equal(run_validate_with("cycles", mhz, 2, out, OUT_SZ), 0);
	expect(out, "cycles", "pass", "");
	assert_int_equal(run_validate_with("cycles", zero, 2, out, OUT_SZ), 2);
}

#define FP_CONCEPTS "fp-ops,fp-ops-sp,fp-ops-dp"

/* Numbers of "measured": N, in a concept's JSON object. */
static double measured_of(const char *out, const char *concept)
{
	char key[96];
	const char *line, *m;

	snprintf(key, sizeof(key), "\"concept\": \"%s\",", concept);
	line = strstr(out, key);
	m = line ? strstr(line, "\"measured\": ") : NULL;
	return m ? strtod(m + strlen("\"measured\": "), NULL) : -1;
}

/*
 * Operations (or instructions, once) per loop iteration of the kernels a
 * precision's signal runs here: SSE 12 single and 8 double (6 instructions
 * each), and where this machine runs AVX/FMA 26 and 14 more (3 each).
 */
static double per_iteration(int sp, int insns)
{
	char why[96];
	int avx = pgk_flops_parts(PGK_FP_SP, why, sizeof(why)) & PGK_FP_AVX_SP;

	if (insns)
		return avx ? 9 : 6;
	return sp ? (avx ? 12 + 26 : 12) : (avx ? 8 + 14 : 8);
}

/*
 * The FLOP kernels: a PMU weighing each instruction by its elements (an
 * FMA two) passes, with the count of operations the kernels' formulas
 * give, PGK_FLOPS_N iterations.
 */
static void test_fp_perfect(void **state)
{
	static char out[OUT_SZ];
	double sp = per_iteration(1, 0) * PGK_FLOPS_N, dp = per_iteration(0, 0) * PGK_FLOPS_N;

	(void)state;
	model = PERFECT;
	assert_int_equal(run_validate(FP_CONCEPTS, out, OUT_SZ), 0);
	expect(out, "fp-ops", "pass", "");
	expect(out, "fp-ops-sp", "pass", "");
	expect(out, "fp-ops-dp", "pass", "");
	assert_true(measured_of(out, "fp-ops") == sp + dp);
	assert_true(measured_of(out, "fp-ops-sp") == sp);
	assert_true(measured_of(out, "fp-ops-dp") == dp);
}

/* Instructions counted once, packed or not: 12 operations read as 6, 8 as 6 (AVX: 3). */
static void test_fp_once(void **state)
{
	static char out[OUT_SZ];

	(void)state;
	model = FP_ONCE;
	assert_int_equal(run_validate(FP_CONCEPTS, out, OUT_SZ), 1);
	expect(out, "fp-ops", "fail", "");
	expect(out, "fp-ops-sp", "fail", "");
	expect(out, "fp-ops-dp", "fail", "");
	assert_non_null(strstr(out, "outside"));
	assert_true(measured_of(out, "fp-ops-dp") == per_iteration(0, 1) * PGK_FLOPS_N);
}

/* A precision's event that counts both: its signal is right, its control is not. */
static void test_fp_both(void **state)
{
	static char out[OUT_SZ];

	(void)state;
	model = FP_BOTH;
	assert_int_equal(run_validate(FP_CONCEPTS, out, OUT_SZ), 1);
	expect(out, "fp-ops", "pass", "");
	expect(out, "fp-ops-sp", "fail", "");
	expect(out, "fp-ops-dp", "fail", "");
	assert_non_null(strstr(out, "the control counted"));
}

#define FP_KINDS "fp-insts-scalar-sp,fp-insts-scalar-dp,fp-insts-packed-sp,fp-insts-packed-dp"

/*
 * Floating-point instructions by kind: right on a perfect PMU, with the
 * kernels' counts (SSE: 4 scalar, 2 packed an iteration; AVX/FMA: 2
 * scalar, 3 packed, an FMA two); scalar and packed swapped fail.
 */
static void test_fp_kinds(void **state)
{
	static char out[OUT_SZ];
	char why[96];
	int avx = pgk_flops_parts(PGK_FP_SP, why, sizeof(why)) & PGK_FP_AVX_SP;

	(void)state;
	model = PERFECT;
	assert_int_equal(run_validate(FP_KINDS, out, OUT_SZ), 0);
	expect(out, "fp-insts-scalar-sp", "pass", "");
	expect(out, "fp-insts-scalar-dp", "pass", "");
	expect(out, "fp-insts-packed-sp", "pass", "");
	expect(out, "fp-insts-packed-dp", "pass", "");
	assert_true(measured_of(out, "fp-insts-scalar-dp") == (avx ? 4 + 2 : 4) * PGK_FLOPS_N);
	assert_true(measured_of(out, "fp-insts-packed-sp") == (avx ? 2 + 3 : 2) * PGK_FLOPS_N);
	model = FP_SWAPPED;
	assert_int_equal(run_validate(FP_KINDS, out, OUT_SZ), 1);
	expect(out, "fp-insts-scalar-sp", "pass", "");
	expect(out, "fp-insts-scalar-dp", "fail", "");
	expect(out, "fp-insts-packed-sp", "fail", "");
	expect(out, "fp-insts-packed-dp", "pass", "");
}

#define FP_WIDTHS_ALL "fp-insts-128b-sp,fp-insts-128b-dp,fp-insts-256b-sp,fp-insts-256b-dp," \
	"fp-insts-512b-sp"

/*
 * The packed ones by width: right on a perfect PMU (SSE: 2 on 128 bits an
 * iteration; AVX/FMA: 3 on 256, an FMA two), the 256-bit ones skipped
 * where AVX does not run and the 512-bit ones for want of a kernel; a
 * width's event counting every width fails where AVX runs.
 */
static void test_fp_widths(void **state)
{
	static char out[OUT_SZ];
	char why[96];
	int avx = pgk_avx_fma(why, sizeof(why));

	(void)state;
	model = PERFECT;
	assert_int_equal(run_validate(FP_WIDTHS_ALL, out, OUT_SZ), 0);
	expect(out, "fp-insts-128b-sp", "pass", "");
	expect(out, "fp-insts-128b-dp", "pass", "");
	expect(out, "fp-insts-256b-sp", avx ? "pass" : "skipped", avx ? "" : "skipped");
	expect(out, "fp-insts-256b-dp", avx ? "pass" : "skipped", avx ? "" : "skipped");
	expect(out, "fp-insts-512b-sp", "skipped", "skipped");
	assert_non_null(strstr(out, "does not run AVX-512"));
	if (!avx)
		assert_non_null(strstr(out, why));
	assert_true(measured_of(out, "fp-insts-128b-sp") == 2 * PGK_FLOPS_N);
	if (avx)
		assert_true(measured_of(out, "fp-insts-256b-dp") == 3 * PGK_FLOPS_N);
	if (!avx)
		return;
	model = FP_WIDTHS;
	assert_int_equal(run_validate(FP_WIDTHS_ALL, out, OUT_SZ), 1);
	expect(out, "fp-insts-128b-sp", "fail", "");
	expect(out, "fp-insts-128b-dp", "fail", "");
	expect(out, "fp-insts-256b-sp", "fail", "");
	expect(out, "fp-insts-256b-dp", "fail", "");
}

/*
 * The L1 and L2 concepts by the sweeps, loads and stores by the kernels'
 * exact counts: a perfect PMU passes, one blind to where loads hit fails
 * the L2's controls; the concepts no kernel can prove are skipped, saying
 * why.
 */
static void test_levels(void **state)
{
	static const char *const pass[] = {
		"l1d-load-misses", "l1d-misses", "l2-references", "l2-misses", "l2-loads",
		"l2-load-misses", "l2-stores", "l2-store-misses", "loads", "stores",
		"l3-loads", "l3-store-misses",
	};
	static char out[OUT_SZ];

	(void)state;
	model = PERFECT;
	assert_int_equal(run_validate("l1d-load-misses,l1d-misses,l2-references,l2-misses,"
				      "l2-loads,l2-load-misses,l2-stores,l2-store-misses,loads,"
				      "stores,stalled-cycles-backend,dtlb-load-misses,l3-loads,"
				      "l3-store-misses,loads-stores,branches-cond-predicted", out,
				      OUT_SZ),
			 0);
	for (unsigned int i = 0; i < sizeof(pass) / sizeof(*pass); i++)
		expect(out, pass[i], "pass", "");
	expect(out, "stalled-cycles-backend", "skipped", "skipped");
	expect(out, "dtlb-load-misses", "skipped", "skipped");
	assert_non_null(strstr(out, "no known-count kernel: which cycles a core counts as stalled"));
	assert_non_null(strstr(out, "no known-count kernel: how many page walks"));
	/* Derived: validate proves the parts; the reason gives the formula. */
	expect(out, "loads-stores", "skipped", "skipped");
	expect(out, "branches-cond-predicted", "skipped", "skipped");
	assert_non_null(strstr(out, "no known-count kernel of its own: it is "
				    "MEM_INST_RETIRED.ALL_LOADS + MEM_INST_RETIRED.ALL_STORES here"));
	assert_non_null(strstr(out, "it is BR_INST_RETIRED.CONDITIONAL - "
				    "BR_MISP_RETIRED.CONDITIONAL here"));
	model = BLIND;
	assert_int_equal(run_validate("l2-loads,l2-store-misses", out, OUT_SZ), 1);
	expect(out, "l2-loads", "fail", "");
	expect(out, "l2-store-misses", "fail", "");
}

/*
 * Branches by kind, on the random bits (taken, not taken) and the jumps
 * (unconditional): a perfect PMU passes; events that count every branch
 * for taken or for not taken fail.
 */
static void test_branch_kinds(void **state)
{
	static char out[OUT_SZ];

	(void)state;
	model = PERFECT;
	assert_int_equal(run_validate("branches-taken,branches-not-taken,branches-uncond", out,
				      OUT_SZ), 0);
	expect(out, "branches-taken", "pass", "");
	expect(out, "branches-not-taken", "pass", "");
	expect(out, "branches-uncond", "pass", "");
	model = TAKEN_ALL;
	assert_int_equal(run_validate("branches-taken,branches-not-taken,branches-uncond", out,
				      OUT_SZ), 1);
	expect(out, "branches-taken", "fail", "");
	expect(out, "branches-not-taken", "fail", "");
	expect(out, "branches-uncond", "pass", "");
}

/* No PMU: cannot count, said so, nothing run. */
static void test_fp_no_pmu(void **state)
{
	static char out[OUT_SZ];

	(void)state;
	model = NOPMU;
	assert_int_equal(run_validate(FP_CONCEPTS, out, OUT_SZ), 3);
	expect(out, "fp-ops", "cannot count", "no-pmu");
	expect(out, "fp-ops-sp", "cannot count", "no-pmu");
	expect(out, "fp-ops-dp", "cannot count", "no-pmu");
}

/*
 * arm64: no core table counts floating-point operations (Arm's events
 * count them speculatively), so each cannot count with its table's
 * reason before anything is opened or run.
 */
static void test_fp_arm64(void **state)
{
	static char out[OUT_SZ];

	(void)state;
	model = PERFECT;
	assert_int_equal(run_validate_cpu("0x00000000410fd0c0", FP_CONCEPTS, NULL, 0, out, OUT_SZ),
			 3);
	expect(out, "fp-ops", "cannot count", "unsupported");
	expect(out, "fp-ops-sp", "cannot count", "unsupported");
	expect(out, "fp-ops-dp", "cannot count", "unsupported");
	assert_non_null(strstr(out, "neoverse-n1"));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_perfect),
		cmocka_unit_test(test_dram_bytes),
		cmocka_unit_test(test_overcount),
		cmocka_unit_test(test_multiplexed),
		cmocka_unit_test(test_never_scheduled),
		cmocka_unit_test(test_paranoid),
		cmocka_unit_test(test_blind),
		cmocka_unit_test(test_cpu_hz),
		cmocka_unit_test(test_fp_perfect),
		cmocka_unit_test(test_fp_once),
		cmocka_unit_test(test_fp_both),
		cmocka_unit_test(test_fp_kinds),
		cmocka_unit_test(test_fp_widths),
		cmocka_unit_test(test_branch_kinds),
		cmocka_unit_test(test_levels),
		cmocka_unit_test(test_fp_no_pmu),
		cmocka_unit_test(test_fp_arm64),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
