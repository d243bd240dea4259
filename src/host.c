// SPDX-License-Identifier: MIT
/*
 * This machine's CPU: CPUID (through the seam) or PERFGEN_CPU, detected
 * once per process; a named CPU parsed once per thread; and the public
 * perfgen_cpu_identify().
 */
#include <errno.h>
#include <sched.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "armcpu.h"
#include "bounds.h"
#include "cpu.h"
#include "cpulist.h"
#include "host.h"
#include "opts.h"
#include "pmu.h"
#include "sys.h"
#include "table.h"

/* ---- this machine ---- */

enum { UNDETECTED, DETECTING, DETECTED };

struct detected {
	int state;		/* enum above; DETECTED read with acquire */
	int err;
	int reason;		/* the failure's enum perfgen_reason */
	struct pg_cpu cpu;
	char msg[512];
	bool named;		/* cpu is PERFGEN_CPU's, not this machine's */
	struct pg_arm_slot arm[PG_PMU_ARM_MAX];
};

/*
 * The CPU resolved for by default (PERFGEN_CPU honoured)...  Written on
 * every first call: in .data (PG_HOT_DATA), on the page the loader's
 * relocations have already copied, so that writing it takes no page fault.
 */
static struct detected host PG_HOT_DATA;
/* ...and the machine itself, detected only when PERFGEN_CPU names another. */
static struct detected machine;

/*
 * CPUID leaf 1 or 7 (subleaf 0): the C library's copy from process start
 * when it has one (no instruction, which is a VM exit in a guest), else the
 * instruction.  -ENOENT past max_leaf.
 */
static int leaf(uint32_t n, uint32_t max_leaf, uint32_t r[4])
{
	if (n > max_leaf)
		return -ENOENT;
	if (!pg_sys_cpuid_cached(n, r))
		return 0;
	return pg_sys_cpuid(n, 0, r);
}

static int read_cpuid(struct pg_cpuid_regs *r)
{
	/*
	 * Leaf 0, the vendor, is the one CPUID instruction the common path
	 * executes: the C library keeps no copy of it.  Every x86 CPU with
	 * CPUID has leaf 1.
	 */
	int err = pg_sys_cpuid(0, 0, r->leaf0);

	if (!err)
		err = leaf(1, r->leaf0[0] ? r->leaf0[0] : 1, r->leaf1);
	return err;
}

/*
 * The leaves only some CPUs need, read only for them: 7 when the model's
 * table is hybrid (is this part hybrid?), 0AH when the CPU is on Intel's
 * fallback table (which architectural events does it have?).
 */
static void read_more_cpuid(struct pg_cpu *cpu, uint32_t max_leaf)
{
	uint32_t r[4];

	if (cpu->uarch->nr_pmus > 1 && !leaf(7, max_leaf, r))
		pg_cpu_apply_leaf7(cpu, r[3]);
	if (cpu->arch && cpu->vendor == PG_VENDOR_INTEL) {
		if (max_leaf >= 0xa && !pg_sys_cpuid(0xa, 0, r))
			pg_cpu_apply_leafa(cpu, r[0], r[1], r[2], r[3]);
		else
			pg_cpu_apply_leafa(cpu, 0, 0, 0, 0);
	}
}

/* This machine's CPU from CPUID, or on arm64 from MIDR_EL1, into d. */
static void cpuid_detect(struct detected *d)
{
	struct pg_cpuid_regs regs;
	uint32_t midr;
	int from;

	if (read_cpuid(&regs)) {
		if (!pg_arm_midr(&midr, &from)) {
			pg_cpu_from_midr(midr, &d->cpu);
			d->err = pg_cpu_lookup(&d->cpu);
			if (d->err) {
				snprintf(d->msg, sizeof(d->msg), "%s", perfgen_errmsg());
				d->reason = pg_err_last_reason();
			} else {
				pg_arm_detect(&d->cpu, from, d->arm);
			}
			return;
		}
		d->err = -EOPNOTSUPP;
		d->reason = PERFGEN_ERR_UNKNOWN_CPU;
		snprintf(d->msg, sizeof(d->msg), "cannot identify this CPU: neither the x86 "
			 "CPUID instruction nor an arm64 MIDR_EL1 is at hand; set "
			 "PERFGEN_CPU=VENDOR-FAMILY-MODEL or an arm64 MIDR (0x00000000410fd0c0)");
		return;
	}
	d->err = pg_cpu_from_regs(&regs, &d->cpu);
	if (!d->err)
		d->err = pg_cpu_lookup(&d->cpu);
	if (!d->err)
		read_more_cpuid(&d->cpu, regs.leaf0[0]);
	if (d->err) {
		snprintf(d->msg, sizeof(d->msg), "%s", perfgen_errmsg());
		d->reason = pg_err_last_reason();
	}
}

static void host_detect(void)
{
	const char *env = getenv("PERFGEN_CPU");

	if (env && *env) {
		host.named = true;
		host.err = pg_cpu_parse(env, &host.cpu);
		if (!host.err)
			host.err = pg_cpu_lookup(&host.cpu);
		if (host.err) {
			snprintf(host.msg, sizeof(host.msg), "PERFGEN_CPU: %s", perfgen_errmsg());
			host.reason = pg_err_last_reason();
		}
		/*
		 * No CPUID for a named CPU, and no leaf of this machine read
		 * either (the C library's copy costs its lazy binding on the
		 * first call): what needs the hypervisor bit asks
		 * pg_host_hypervisor() when it needs it.
		 */
		__atomic_store_n(&host.state, DETECTED, __ATOMIC_RELEASE);
		return;
	}
	cpuid_detect(&host);
	__atomic_store_n(&host.state, DETECTED, __ATOMIC_RELEASE);
}

static void machine_detect(void)
{
	cpuid_detect(&machine);
	__atomic_store_n(&machine.state, DETECTED, __ATOMIC_RELEASE);
}

/*
 * Detect once per process.  Not pthread_once(): glibc's wakes possible
 * waiters with a futex system call every time it completes, a VM exit on
 * the first call of every process.  The first thread to claim the
 * detection runs it (no system call, a few microseconds at most); any
 * other waits for it, yielding.
 */
static void detect_once(struct detected *d, void (*detect)(void))
{
	int expected = UNDETECTED;

	if (__atomic_compare_exchange_n(&d->state, &expected, DETECTING, false,
					__ATOMIC_ACQUIRE, __ATOMIC_ACQUIRE)) {
		detect();
		return;
	}
	while (__atomic_load_n(&d->state, __ATOMIC_ACQUIRE) != DETECTED)
		sched_yield();
}

int pg_cpu_host(const struct pg_cpu **cpu)
{
	/* Once detected, a load: no call out of the library per resolve. */
	if (__atomic_load_n(&host.state, __ATOMIC_ACQUIRE) != DETECTED)
		detect_once(&host, host_detect);
	*cpu = &host.cpu;
	if (host.err)
		/* a copy, not a printf, with the reason it had */
		return pg_err_reason(pg_err_str(host.err, host.msg), host.reason);
	return 0;
}

/*
 * The last CPU string this thread resolved for, parsed and looked up: as
 * the host's CPU is detected once, a named CPU is parsed once per run of
 * calls for it (perfgen list, resolving many events for one CPU).  The
 * result depends only on the string and the read-only tables, so a hit
 * gives exactly what parsing would; failures are never kept.  Per thread:
 * no lock, no allocation.
 */
static __thread struct {
	char key[PERFGEN_CPUID_MAX];	/* "" when empty */
	size_t len;			/* strlen(key) */
	struct pg_cpu cpu;
} last_cpu;

int pg_cpu_get(const char *cpuid, struct pg_cpu *buf, const struct pg_cpu **cpu)
{
	__typeof__(last_cpu) *last;
	int err;

	if (!cpuid)
		return pg_cpu_host(cpu);
	*cpu = buf;
	/* One __tls_get_addr call: keep gcc from recomputing the address. */
	last = &last_cpu;
	__asm__("" : "+r"(last));
	/* The same string: as long (strnlen stops one past) and the same bytes. */
	if (last->len && strnlen(cpuid, last->len + 1) == last->len &&
	    !memcmp(cpuid, last->key, last->len)) {
		*buf = last->cpu;
		return 0;
	}
	err = pg_cpu_parse(cpuid, buf);
	if (!err)
		err = pg_cpu_lookup(buf);
	if (!err) {
		size_t len = strnlen(cpuid, PERFGEN_CPUID_MAX); /* < the max: it parsed */

		memcpy(last->key, cpuid, len + 1);
		last->len = len;
		last->cpu = *buf;
	}
	return err;
}

int pg_host_pmu_cpu(int pmu, const struct pg_cpu **cpu)
{
	const struct pg_arm_slot *s;

	if (__atomic_load_n(&host.state, __ATOMIC_ACQUIRE) != DETECTED)
		detect_once(&host, host_detect);
	/* PERFGEN_CPU names the CPU of every core PMU. */
	if (host.named || pmu < PG_PMU_ARM || pmu >= PG_PMU_SLOTS) {
		*cpu = &host.cpu;
		return 0;
	}
	s = &host.arm[pmu - PG_PMU_ARM];
	*cpu = &s->cpu;
	if (s->err)
		return pg_err_reason(pg_err_str(s->err, s->msg), s->reason);
	return 0;
}

int pg_cpu_check_here(const struct pg_cpu *cpu, const char *event)
{
	const struct detected *m = &host;
	const char *allow;

	/* This machine's own CPU, as detected: the common case, one compare. */
	if (cpu == &host.cpu && !host.named)
		return 0;
	/* The CPU of one of its arm64 core PMUs, as detected. */
	for (int i = 0; i < PG_PMU_ARM_MAX && !host.named; i++)
		if (cpu == &host.arm[i].cpu)
			return 0;
	if (__atomic_load_n(&host.state, __ATOMIC_ACQUIRE) != DETECTED)
		detect_once(&host, host_detect);
	if (host.named) {
		if (__atomic_load_n(&machine.state, __ATOMIC_ACQUIRE) != DETECTED)
			detect_once(&machine, machine_detect);
		m = &machine;
	}
	/*
	 * The same table of the same vendor gives the same encodings: a named
	 * CPU that differs only where the tables do not (another stepping or
	 * model of one table) is this machine's.  An identical table pointer
	 * covers the vendor's fallback table too.
	 */
	if (!m->err && m->cpu.vendor == cpu->vendor && m->cpu.uarch && m->cpu.uarch == cpu->uarch)
		return 0;
	allow = getenv("PERFGEN_ALLOW_FOREIGN_CPU");
	if (allow && !strcmp(allow, "1"))
		return 0;
	if (m->err)
		return pg_err(-EXDEV, "cannot open '%s' encoded for %s (%s) named by %s: this "
			      "machine's CPU cannot be identified (%s), so the encoding cannot be "
			      "shown to be its own; hardware events are refused, software events "
			      "still count; PERFGEN_ALLOW_FOREIGN_CPU=1 opens it anyway", event,
			      cpu->id, cpu->uarch ? pg_str(cpu->uarch->name) : "not in the tables",
			      cpu == &host.cpu ? "PERFGEN_CPU" : "the cpuid option", m->msg);
	return pg_err(-EXDEV, "cannot open '%s' encoded for %s (%s) named by %s on this machine, "
		      "%s (%s): another CPU's table counts something else here, so hardware "
		      "events are refused (software events still count); "
		      "PERFGEN_ALLOW_FOREIGN_CPU=1 opens it anyway", event, cpu->id,
		      cpu->uarch ? pg_str(cpu->uarch->name) : "not in the tables",
		      cpu == &host.cpu ? "PERFGEN_CPU" : "the cpuid option", m->cpu.id,
		      m->cpu.uarch ? pg_str(m->cpu.uarch->name) : "not in the tables");
}

int pg_host_hypervisor(void)
{
	uint32_t r[4];

	return !leaf(1, 1, r) && (r[2] >> 31 & 1);
}

int pg_host_core_pmu(void)
{
	uint32_t r[4];

	/*
	 * CPUID leaf 1AH EAX[31:24], SDM Vol.2A: 0x20 Atom, 0x40 Core.  Asked
	 * only on hybrid parts, which all have leaf 1AH.
	 */
	if (!pg_sys_cpuid(0x1a, 0, r) && (r[0] >> 24) == 0x20)
		return PG_PMU_CPU_ATOM;
	return PG_PMU_CPU_CORE;
}

PERFGEN_API int perfgen_cpu_identify(const char *cpuid, struct perfgen_cpu *out)
{
	struct pg_cpu buf;
	const struct pg_cpu *cpu;
	int err;

	/* A caller built against the first, shorter struct still works. */
	if (!out)
		return pg_err(-EINVAL, "perfgen_cpu_identify: out is NULL");
	err = pg_sz_valid(out, PG_SZ0_CPU, PG_END_CPU, sizeof(*out), "perfgen_cpu_identify");
	if (err)
		return err;
	if (cpuid) {
		/* A malformed string changes nothing; an unknown CPU is described. */
		err = pg_cpu_parse(cpuid, &buf);
		if (err)
			return err;
		err = pg_cpu_lookup(&buf);
		cpu = &buf;
	} else {
		err = pg_cpu_host(&cpu);
		if (err && (cpu->family == 0 || cpu->id_bad))
			return err;
	}
	{
		struct perfgen_cpu o;

		memset(&o, 0, sizeof(o));
		snprintf(o.id, sizeof(o.id), "%s", cpu->id);
		o.vendor = cpu->vendor < PG_VENDOR_NR ? pg_vendor_names[cpu->vendor] : "unknown";
		o.family = cpu->family;
		o.model = cpu->model;
		o.stepping = cpu->stepping;
		o.detected = !cpuid && !(getenv("PERFGEN_CPU") && *getenv("PERFGEN_CPU"));
		/* This machine's bit; a CPU named by PERFGEN_CPU carries none. */
		o.hypervisor = cpuid || o.detected ? cpu->hypervisor
						   : (uint8_t)pg_host_hypervisor();
		if (cpu->uarch) {
			o.uarch = pg_str(cpu->uarch->name);
			o.description = pg_str(cpu->uarch->description);
			/*
			 * This machine has the core PMUs its kernel registered,
			 * as counting does (pg_pmu_layout()): a hybrid kernel
			 * names them cpu_core, cpu_atom, ..., never 'cpu'.  A
			 * named CPU, the argument or PERFGEN_CPU, is assumed
			 * to have its table's.
			 */
			o.hybrid = o.detected ? (pg_pmu_layout(cpu, true) & ~(1u << PG_PMU_CPU)) != 0
					      : pg_cpu_hybrid(cpu);
			o.architectural = cpu->arch;
		}
		pg_out_copy(out, &o, sizeof(o));
	}
	return err;
}

PERFGEN_API int perfgen_cpu_pmu(int i, struct perfgen_pmu *out)
{
	const struct pg_cpu *cpu, *own;
	uint64_t mask[PG_CPUS_MAX / 64];
	unsigned int layout;
	int err, nr, pmu = -1;

	if (!out)
		return pg_err(-EINVAL, "perfgen_cpu_pmu: pmu is NULL");
	err = pg_sz_valid(out, PG_SZ0_PMU, PG_END_PMU, sizeof(*out), "perfgen_cpu_pmu");
	if (err)
		return err;
	err = pg_cpu_host(&cpu);
	if (err)
		return err;
	/* The PMUs counting opens on (pg_plan_make()), in the same order. */
	layout = pg_pmu_layout(cpu, true);
	nr = __builtin_popcount(layout);
	if (i < 0 || i >= nr)
		return pg_err_as(PERFGEN_ERR_BAD_ARGUMENT, -ENOENT, "perfgen_cpu_pmu: no core PMU "
				 "%d: this machine counts on %d", i, nr);
	{
		unsigned int m = layout;

		for (int k = 0; k < i; k++)
			m &= m - 1;	/* drop the lowest PMU */
		pmu = __builtin_ctz(m);
	}
	{
		struct perfgen_pmu o;
		char arm[64];
		int n;

		memset(&o, 0, sizeof(o));
		/* One arm64 core PMU is 'cpu' to the tables, armv8_pmuv3 to the kernel. */
		if (pmu == PG_PMU_CPU && cpu->vendor == PG_VENDOR_ARM &&
		    !pg_arm_core_pmu(-1, arm, sizeof(arm)))
			snprintf(o.name, sizeof(o.name), "%s", arm);
		else
			snprintf(o.name, sizeof(o.name), "%s", pg_pmu_name(pmu));
		o.type = pmu == PG_PMU_CPU && cpu->vendor == PG_VENDOR_ARM
				 ? pg_pmu_type_named(o.name, strlen(o.name))
				 : pg_pmu_type(pmu);
		if (pmu >= PG_PMU_ARM) {
			pg_pmu_cpus(pmu, mask);
			n = 0;
			for (int c = -1; pg_pmu_arm_listed(pmu) && (c = pg_cpulist_next(mask, c)) >= 0;)
				n++;
		} else {
			char path[160];

			snprintf(path, sizeof(path), "/sys/bus/event_source/devices/%s/cpus", o.name);
			n = pg_cpulist_read(path, mask);
		}
		o.nr_cpus = n > 0 ? n : 0;
		if (!pg_host_pmu_cpu(pmu, &own)) {
			snprintf(o.id, sizeof(o.id), "%s", own->id);
			o.uarch = own->uarch ? pg_str(own->uarch->name) : NULL;
		}
		pg_out_copy(out, &o, sizeof(o));
	}
	return nr;
}
