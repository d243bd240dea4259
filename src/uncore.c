// SPDX-License-Identifier: MIT
/* Uncore rows, their PMU instances in sysfs, the kernel's check (uncore.h). */
#include <errno.h>
#include <perfgen/perfgen.h>
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bounds.h"
#include "cpulist.h"
#include "sys.h"
#include "uncore.h"

#define PMU_DIR "/sys/bus/event_source/devices"

const struct pg_uncore_row *pg_uncore_find(const struct pg_uarch *u, int concept)
{
	unsigned int uarch = (unsigned int)(u - pg_uarchs), lo = 0, hi = pg_nr_uncore_rows;

	/* Sorted by uarch, then concept (data/gen.py). */
	while (lo < hi) {
		unsigned int mid = lo + (hi - lo) / 2;
		const struct pg_uncore_row *r = &pg_uncore_rows[mid];

		if (r->uarch < uarch || (r->uarch == uarch && r->concept < concept))
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo < pg_nr_uncore_rows && pg_uncore_rows[lo].uarch == uarch &&
	    pg_uncore_rows[lo].concept == concept)
		return &pg_uncore_rows[lo];
	return NULL;
}

const char *pg_unit_name(int unit)
{
	return unit == PG_UNIT_BYTES ? "bytes" : unit == PG_UNIT_JOULES ? "joules" : "";
}

void pg_cpu_topology(int cpu, int *socket, int *die)
{
	char path[96], buf[32];

	*socket = *die = -1;
	snprintf(path, sizeof(path), "/sys/devices/system/cpu/cpu%d/topology/physical_package_id",
		 cpu);
	if (!pg_sys_read_file(path, buf, sizeof(buf)))
		*socket = atoi(buf);
	snprintf(path, sizeof(path), "/sys/devices/system/cpu/cpu%d/topology/die_id", cpu);
	if (!pg_sys_read_file(path, buf, sizeof(buf)))
		*die = atoi(buf);
	else if (*socket >= 0)
		*die = 0;	/* kernels before die_id (5.2): one die per package */
}

/* Is name the PMU base itself, or base "_" digits?  The digits, or -1 for base. */
static int instance_of(const char *name, const char *base, long *n)
{
	size_t len = strlen(base);
	char *end;

	if (strncmp(name, base, len))
		return 0;
	if (!name[len]) {
		*n = -1;
		return 1;
	}
	if (name[len] != '_' || name[len + 1] < '0' || name[len + 1] > '9')
		return 0;
	*n = strtol(name + len + 1, &end, 10);
	return !*end;
}

bool pg_uncore_pmu_is(const struct pg_uncore_row *r, const char *name)
{
	long n;

	return instance_of(name, pg_str(r->pmu), &n);
}

static int no_pmu(const char *concept, const char *base)
{
	return pg_err_as(PERFGEN_ERR_NO_PMU, -ENODEV, "'%s' counts on the %s PMU, and this "
			 "machine has none (no %s/%s or %s_<n>): the kernel has no driver for it "
			 "here, or it is not loaded (a virtual machine has none)", concept, base,
			 PMU_DIR, base, base);
}

/*
 * The type of PMU name and its cpumask into mask (PG_CPUS_MAX bits,
 * zeroed by the caller): 0, or -errno with the message.
 */
static int pmu_read(const char *concept, const char *name, int *type, uint64_t *mask)
{
	char path[160], buf[32], list[2048];

	snprintf(path, sizeof(path), PMU_DIR "/%s/type", name);
	if (pg_sys_read_file(path, buf, sizeof(buf)) || (*type = atoi(buf)) <= 0)
		return pg_err_as(PERFGEN_ERR_NO_PMU, -ENODEV, "'%s': the PMU %s has no type in "
				 "sysfs (%s)", concept, name, path);
	/*
	 * cpumask: one CPU per socket or die the PMU counts for (the driver
	 * moves it when that CPU goes offline).  Without one the CPU to open
	 * on is unknown, and opening on every CPU would count the socket once
	 * per CPU.
	 */
	snprintf(path, sizeof(path), PMU_DIR "/%s/cpumask", name);
	/* On the stack, not pg_cpulist_read()'s buffer: resolve allocates nothing. */
	if (pg_sys_read_file(path, list, sizeof(list)) || strlen(list) >= sizeof(list) - 1 ||
	    pg_cpulist_parse(list, PERFGEN_CPUSET_SYSFS, mask) <= 0)
		return pg_err_as(PERFGEN_ERR_NO_PMU, -ENODEV, "'%s': the PMU %s lists no CPU in "
				 "%s, so the CPU that counts for its socket is unknown", concept, name,
				 path);
	return 0;
}

int pg_uncore_first(const struct pg_uncore_row *r, const char *concept,
		    struct pg_uncore_inst *out)
{
	const char *base = pg_str(r->pmu);
	char name[PG_UNCORE_NAME_MAX], after[PG_UNCORE_NAME_MAX] = "";
	uint64_t mask[PG_CPUS_MAX / 64] = { 0 };
	long best = 0, n;
	int found = 0, err;

	/* The lowest instance (the PMU itself before any _<n>), without a list. */
	while (!(err = pg_sys_dir_next(PMU_DIR, base, after, name, sizeof(name)))) {
		snprintf(after, sizeof(after), "%s", name);
		if (!instance_of(name, base, &n) || (found && n >= best))
			continue;
		best = n;
		found = 1;
		snprintf(out->name, sizeof(out->name), "%s", name);
	}
	if (err != -ENOENT)
		return pg_err(err, "'%s': cannot list the %s PMUs in %s: %s", concept, base,
			      PMU_DIR, strerror(-err));
	if (!found)
		return no_pmu(concept, base);
	err = pmu_read(concept, out->name, &out->type, mask);
	if (err)
		return err;
	out->cpu = pg_cpulist_next(mask, -1);
	pg_cpu_topology(out->cpu, &out->socket, &out->die);
	return 0;
}

struct pmu_name {
	char name[PG_UNCORE_NAME_MAX];
	long n;
};

static int by_instance(const void *a, const void *b)
{
	const struct pmu_name *x = a, *y = b;

	return (x->n > y->n) - (x->n < y->n);
}

/* The PMUs named base or base_<n>, in instance order: their count or -errno. */
static int list_pmus(const char *base, struct pmu_name *out, int max)
{
	char name[PG_UNCORE_NAME_MAX], after[PG_UNCORE_NAME_MAX] = "";
	int nr = 0, err;

	while (!(err = pg_sys_dir_next(PMU_DIR, base, after, name, sizeof(name)))) {
		long n;

		snprintf(after, sizeof(after), "%s", name);
		if (!instance_of(name, base, &n))
			continue;	/* uncore_imc_free_running_0 is not an uncore_imc */
		if (nr == max)
			return -E2BIG;
		snprintf(out[nr].name, sizeof(out[nr].name), "%s", name);
		out[nr++].n = n;
	}
	if (err != -ENOENT)
		return err;
	qsort(out, (size_t)nr, sizeof(*out), by_instance);
	return nr;
}

/* Most instances of one uncore PMU (uncore_imc_0 ..) a machine may have. */
#define PMUS_MAX 256

int pg_uncore_instances(const struct pg_uncore_row *r, const char *concept,
			struct pg_uncore_inst *out, int max)
{
	const char *base = pg_str(r->pmu);
	struct pmu_name *pmus = calloc(PMUS_MAX, sizeof(*pmus));
	uint64_t *mask = calloc(PG_CPUS_MAX / 64, sizeof(*mask));
	int nr = 0, np, err = 0;

	if (!pmus || !mask) {
		err = pg_err(-ENOMEM, "out of memory");
		goto out;
	}
	np = list_pmus(base, pmus, PMUS_MAX);
	if (np < 0) {
		err = pg_err(np, "'%s': cannot list the %s PMUs in %s: %s", concept, base, PMU_DIR,
			     strerror(-np));
		goto out;
	}
	if (!np) {
		err = no_pmu(concept, base);
		goto out;
	}
	for (int i = 0; i < np && !err; i++) {
		int type;

		memset(mask, 0, PG_CPUS_MAX / 8);
		err = pmu_read(concept, pmus[i].name, &type, mask);
		for (int cpu = -1; !err && (cpu = pg_cpulist_next(mask, cpu)) >= 0;) {
			struct pg_uncore_inst *in = &out[nr];

			if (nr == max) {
				err = pg_err(-E2BIG, "'%s': more than %d instances of %s", concept,
					     max, base);
				break;
			}
			snprintf(in->name, sizeof(in->name), "%s", pmus[i].name);
			in->type = type;
			in->cpu = cpu;
			pg_cpu_topology(cpu, &in->socket, &in->die);
			nr++;
		}
	}
out:
	free(pmus);
	free(mask);
	return err ? err : nr;
}

/*
 * The value of term=value scattered into the bits a format file names
 * ("config:0-7", "config:8-15,24-27", "config1:0-31"): into *cfg[which].
 */
static int put_term(const char *fmt, uint64_t value, uint64_t cfg[3])
{
	const char *p = strchr(fmt, ':');
	int which = !strncmp(fmt, "config1:", 8) ? 1 : !strncmp(fmt, "config2:", 8) ? 2 :
		    !strncmp(fmt, "config:", 7) ? 0 : -1;

	if (which < 0 || !p)
		return -EINVAL;
	for (p++; *p;) {
		char *end;
		long lo = strtol(p, &end, 10), hi = lo;

		if (end == p || lo < 0 || lo > 63)
			return -EINVAL;
		p = end;
		if (*p == '-') {
			hi = strtol(p + 1, &end, 10);
			if (end == p + 1 || hi < lo || hi > 63)
				return -EINVAL;
			p = end;
		}
		for (long b = lo; b <= hi; b++, value >>= 1)
			cfg[which] |= (value & 1) << b;
		if (*p == ',')
			p++;
		else if (*p)
			return -EINVAL;
	}
	return value ? -ERANGE : 0;	/* bits left over: the value does not fit */
}

/* The kernel's events/<alias> of PMU name, through its format/: config[3]. */
static int alias_config(const char *name, const char *alias, uint64_t cfg[3], char *text,
			size_t sz)
{
	char path[256], fmt[128];
	char *save = NULL, *tok;
	int err;

	snprintf(path, sizeof(path), PMU_DIR "/%s/events/%s", name, alias);
	err = pg_sys_read_file(path, text, sz);
	if (err)
		return err;
	char copy[256];

	snprintf(copy, sizeof(copy), "%s", text);
	for (tok = strtok_r(copy, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
		char *eq = strchr(tok, '=');
		uint64_t v = 1;

		while (*tok == ' ')
			tok++;
		if (eq) {
			*eq = '\0';
			v = strtoull(eq + 1, NULL, 0);
		}
		snprintf(path, sizeof(path), PMU_DIR "/%s/format/%s", name, tok);
		if (pg_sys_read_file(path, fmt, sizeof(fmt)) || put_term(fmt, v, cfg))
			return -EPROTO;
	}
	return 0;
}

/* sysfs .unit strings and what one of them is in bytes or joules. */
static double unit_factor(const char *unit)
{
	if (!strcmp(unit, "MiB"))
		return 1048576.0;
	if (!strcmp(unit, "Joules") || !strcmp(unit, "B") || !strcmp(unit, "Bytes"))
		return 1.0;
	return 0.0;
}

int pg_uncore_check(const struct pg_uncore_row *r, const char *concept,
		    const struct pg_uncore_inst *in)
{
	for (unsigned int i = 0; i < r->nr_events; i++) {
		const struct pg_uncore_event *e = pg_uncore_event(r, i);
		const char *alias = pg_str(e->alias);
		char path[256], text[256], sbuf[64], ubuf[32];
		uint64_t cfg[3] = { 0 };
		double k;
		int err;

		if (!*alias)
			continue;
		err = alias_config(in->name, alias, cfg, text, sizeof(text));
		/*
		 * A PMU of the same name without the event is another model's
		 * (Xeon D's uncore_imc_0 beside a client's uncore_imc): the
		 * table's encoding would count something else there.  Or the
		 * driver hid it here: rapl.c lists no domain whose register
		 * reads 0.
		 */
		if (err == -ENOENT)
			return pg_err_as(PERFGEN_ERR_KERNEL_MISMATCH, -EPROTO, "'%s': the running "
					 "kernel's %s has no event %s (%s/%s/events/%s), which the "
					 "table's encoding is (%s): this PMU is not the one the table "
					 "describes, or the kernel hid the event on this machine (a "
					 "RAPL domain whose register reads 0), and the encoding is not "
					 "counted without it", concept, in->name, alias, PMU_DIR,
					 in->name, alias, pg_str(r->ref));
		if (err || cfg[0] != e->config || cfg[1] || cfg[2])
			return pg_err_as(PERFGEN_ERR_KERNEL_MISMATCH, -EPROTO, "'%s': the running "
					 "kernel's %s/%s is \"%s\", which is not the table's "
					 "config 0x%" PRIx64 " (%s): not counted, since its counts "
					 "would mean something else", concept, in->name, alias,
					 text, e->config, pg_str(r->ref));
		snprintf(path, sizeof(path), PMU_DIR "/%s/events/%s.scale", in->name, alias);
		if (pg_sys_read_file(path, sbuf, sizeof(sbuf)))
			continue;	/* no scale: the table's */
		snprintf(path, sizeof(path), PMU_DIR "/%s/events/%s.unit", in->name, alias);
		if (pg_sys_read_file(path, ubuf, sizeof(ubuf)))
			ubuf[0] = '\0';
		k = strtod(sbuf, NULL) * unit_factor(ubuf);
		if (!(fabs(k - r->scale) <= 1e-9 * r->scale))
			return pg_err_as(PERFGEN_ERR_KERNEL_MISMATCH, -EPROTO, "'%s': the running "
					 "kernel scales %s/%s by %s %s, and the table by %g %s per "
					 "count (%s): not counted, since one of them is wrong",
					 concept, in->name, alias, sbuf, ubuf, r->scale,
					 pg_unit_name(pg_concepts[r->concept].unit),
					 pg_str(r->ref));
	}
	return 0;
}
