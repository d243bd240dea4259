// SPDX-License-Identifier: MIT
/*
 * The data flow in one place: name -> CPU -> table row -> attr.  Three
 * encoders (a concept's row, a raw encoding, a libpfm4 native name) and
 * one whitelist check.  Table lookups only: no allocation and no I/O on
 * this path (the host CPU and, on hybrid machines, the PMU types are read
 * once, elsewhere).
 */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "host.h"
#include "parse.h"
#include "pfm.h"
#include "pmu.h"
#include "resolve.h"
#include "table.h"
#include "uncore.h"
#include "whitelist.h"

static int pick_pmu(const char *event, const struct pg_cpu *cpu, bool host, int asked)
{
	const struct pg_uarch *u = cpu->uarch;
	unsigned int layout = pg_pmu_layout(cpu, host);
	char names[64];

	if (asked >= 0 && layout >> asked & 1)
		return asked;
	if (layout == 1u << PG_PMU_CPU) {
		if (asked < 0)
			return PG_PMU_CPU;
		return pg_err(-ENOENT, "'%s': %s (%s) has one core PMU, 'cpu'; %s exists only "
			      "on hybrid CPUs%s", event, cpu->id, pg_str(u->name), pg_pmu_name(asked),
			      cpu->nonhybrid ? " (CPUID leaf 7 says this part has one core type)" : "");
	}
	if (asked >= 0)
		return pg_err(-ENOENT, "'%s': %s (%s) is hybrid: its core PMUs are %s, not %s%s",
			      event, cpu->id, pg_str(u->name),
			      pg_pmu_layout_names(layout, names, sizeof(names)), pg_pmu_name(asked),
			      host ? " (as the running kernel registered them)" : "");
	/* arm64 big.LITTLE: the PMU of the CPU the caller runs on, as Intel's. */
	if (host && layout >= 1u << PG_PMU_ARM)
		return pg_pmu_arm_here(layout);
	if (host && layout >> pg_host_core_pmu() & 1)
		return pg_host_core_pmu();
	return __builtin_ctz(layout);
}

/*
 * The rows of PMU pmu on cpu.  A core PMU the running kernel registered
 * that the table has no rows for (cpu_lowpower under a two-PMU table;
 * cpu_core and cpu_atom under a table written for one 'cpu' PMU; 'cpu'
 * under a hybrid table, Linux 6.12 on Panther Lake) gets the vendor's architectural rows
 * (*arch set): those events encode alike on every core PMU of the vendor
 * (Intel: architectural performance monitoring, SDM Vol.3B 20.2); the
 * model-specific concepts are refused there, never guessed.
 */
static const struct pg_pmu_rows *pmu_rows(const struct pg_cpu *cpu, int pmu, bool *arch)
{
	const struct pg_pmu_rows *pr = pg_cpu_pmu(cpu, pmu);

	*arch = false;
	if (pr)
		return pr;
	for (unsigned int i = 0; i < pg_nr_fallbacks; i++) {
		const struct pg_fallback *f = &pg_fallbacks[i];

		if (f->vendor == cpu->vendor && cpu->family >= f->family_lo &&
		    cpu->family <= f->family_hi) {
			*arch = !cpu->uarch->fallback;
			return &pg_uarchs[f->uarch].pmus[0];
		}
	}
	return NULL;
}

/* The modifiers as perf reads them: the ones given count, the rest not. */
static void apply_mods(struct perf_event_attr *attr, unsigned int mods)
{
	if (!mods)
		return;
	attr->exclude_user = !(mods & PG_MOD_U);
	attr->exclude_kernel = !(mods & PG_MOD_K);
	attr->exclude_hv = !(mods & PG_MOD_H);
}

/* A kernel software event: no CPU, no PMU, no table. */
static int encode_software(struct pg_resolved *out, uint64_t config, unsigned int mods)
{
	out->attr.type = PERF_TYPE_SOFTWARE;
	out->attr.config = config;
	out->software = true;
	out->pmu = -1;
	apply_mods(&out->attr, mods);
	return 0;
}

/* A concept's row on PMU pr of cpu. */
static int encode_concept(struct pg_resolved *out, const struct pg_spec *spec,
			  const struct pg_pmu_rows *pr)
{
	const struct pg_cpu *cpu = out->cpu;
	const struct pg_row *row = pg_pmu_row(pr, (unsigned int)spec->concept);
	const char *name = pg_concepts[spec->concept].name;
	const char *absent;
	uint64_t event;

	out->row = row;
	switch (row->type) {
	case PG_ROW_HARDWARE:
		out->attr.type = PERF_TYPE_HARDWARE;
		break;
	case PG_ROW_HW_CACHE:
		out->attr.type = PERF_TYPE_HW_CACHE;
		break;
	case PG_ROW_RAW:
	case PG_ROW_SUM:	/* part 0; the handle API opens them all */
	case PG_ROW_WEIGHTED:
		out->attr.type = PERF_TYPE_RAW;
		break;
	case PG_ROW_UNSUPPORTED:
		if (out->arch_rows && out->pmu == PG_PMU_CPU && cpu->uarch->nr_pmus > 1)
			return pg_err(-EOPNOTSUPP, "'%s' cannot be counted on %s (%s) with the "
				      "running kernel: it registered one 'cpu' PMU over this hybrid "
				      "part's core types (it has no case for the model in "
				      "intel_pmu_init(), as Linux 6.12), and model-specific "
				      "encodings differ per core type; only the architectural "
				      "events count there", name, cpu->id,
				      pg_str(cpu->uarch->description));
		if (out->arch_rows)
			return pg_err(-EOPNOTSUPP, "'%s' cannot be counted on the %s PMU of %s "
				      "(%s): the table has no rows for that core type, and only the "
				      "architectural events encode alike on every core PMU; "
				      "model-specific events are not guessed", name,
				      pg_pmu_name(out->pmu), cpu->id,
				      pg_str(cpu->uarch->description));
		return pg_err(-EOPNOTSUPP, "'%s' cannot be counted on %s (%s, %s PMU): %s%s%s",
			      name, cpu->id, pg_str(cpu->uarch->description),
			      pg_pmu_name(out->pmu), pg_str(row->unsupported),
			      row->refused_part ? ": " : "",
			      row->refused_part ?
			      pg_str(pg_pmu_row(pr, row->refused_part - 1u)->unsupported) : "");
	default:
		return pg_err(-ENOENT, "internal: no row for '%s' on %s", name,
			      pg_str(cpu->uarch->name));
	}
	/*
	 * What this machine lacks: CPUID leaf 0AH's absent architectural
	 * events (Intel fallback), an arm64 PMU's unlisted common events.
	 */
	absent = pg_cpu_row_absent(cpu, row, &event);
	if (absent && event)
		return pg_err(-EOPNOTSUPP, "'%s' cannot be counted on %s (%s, %s PMU): event "
			      "0x%04" PRIx64 ": %s", name, cpu->id,
			      pg_str(cpu->uarch->description), pg_pmu_name(out->pmu), event,
			      absent);
	if (absent)
		return pg_err(-EOPNOTSUPP, "'%s' cannot be counted on %s (%s, %s PMU): %s", name,
			      cpu->id, pg_str(cpu->uarch->description), pg_pmu_name(out->pmu),
			      absent);
	out->attr.config = row->config;
	out->attr.config1 = row->config1;
	return 0;
}

/* rNNN[:NNN] or pmu/terms/: what was written, to be checked. */
static int encode_raw(struct pg_resolved *out, const char *event, const struct pg_spec *spec)
{
	if (spec->config2)
		return pg_err(-EINVAL, "'%s': config2 0x%" PRIx64 " is used by no event of the "
			      "x86 core PMUs; the kernel would silently ignore it", event,
			      spec->config2);
	out->attr.type = PERF_TYPE_RAW;
	out->attr.config = spec->config;
	out->attr.config1 = spec->config1;
	return 0;
}

/*
 * armv8_pmuv3/inst_retired/: the PMU's sysfs event alias, read on this
 * machine and parsed with the PMU's terms, as perf reads it.
 */
static int encode_arm_alias(struct pg_resolved *out, const char *event,
			    const struct pg_spec *spec, bool named_cpu)
{
	char text[128], form[PG_EVENT_MAX];
	struct pg_spec sub;

	if (named_cpu)
		return pg_err(-EOPNOTSUPP, "'%s': %.*s is an event of this machine's sysfs, and "
			      "the CPU is another's: name the event by its number", event,
			      (int)spec->arm_alias_len, spec->arm_alias);
	if (pg_pmu_alias(spec->arm_pmu, spec->arm_pmu_len, spec->arm_alias, spec->arm_alias_len,
			 text, sizeof(text)))
		return pg_err(-ENOENT, "'%s': the PMU %.*s lists no event %.*s in sysfs "
			      "(/sys/bus/event_source/devices/%.*s/events)", event,
			      (int)spec->arm_pmu_len, spec->arm_pmu, (int)spec->arm_alias_len,
			      spec->arm_alias, (int)spec->arm_pmu_len, spec->arm_pmu);
	snprintf(form, sizeof(form), "%.*s/%s/", (int)spec->arm_pmu_len, spec->arm_pmu, text);
	if (pg_parse(form, PG_VENDOR_ARM, &sub) || sub.kind != PG_SPEC_RAW || sub.arm_alias)
		return pg_err_syntax("'%s': sysfs event %.*s of %.*s reads '%s', which is not "
				     "an encoding libperfgen can read", event,
				     (int)spec->arm_alias_len, spec->arm_alias,
				     (int)spec->arm_pmu_len, spec->arm_pmu, text);
	return encode_raw(out, event, &sub);
}

/* A libpfm4 name, encoded by libpfm4 for this CPU's PMU. */
static int encode_native(struct pg_resolved *out, const struct pg_spec *spec)
{
	const struct pg_cpu *cpu = out->cpu;
	struct pg_pfm_out po;
	int err = pg_pfm_encode(spec->native, pg_str(cpu->uarch->libpfm4), cpu->id,
				pg_str(cpu->uarch->name), &po);

	if (err)
		return err;
	out->attr.type = po.type;
	out->attr.config = po.config;
	out->attr.config1 = po.config1;
	out->attr.exclude_user = po.exclude_user;
	out->attr.exclude_kernel = po.exclude_kernel;
	out->attr.exclude_hv = po.exclude_hv;
	return 0;
}

/*
 * On this machine, a config1 for the offcore-response registers (MSR
 * 0x1a6/0x1a7) counts only where the running kernel installed them: it
 * lists offcore_rsp in the PMU's sysfs format/ exactly then (pmu.c).  A
 * kernel without a case for the model (Linux 6.12 on Arrow Lake-H, Panther
 * Lake, Clearwater Forest) runs it with the architectural PMU alone and
 * would silently ignore config1: the event would count every request of
 * its event select instead of the ones asked for.
 */
static int host_offcore_check(const struct pg_resolved *out, const struct pg_pmu_rows *pr,
			      const char *event)
{
	const struct pg_row *row = out->row;
	unsigned int n = row && row->type == PG_ROW_SUM ? row->nr_parts : 1;

	for (unsigned int i = 0; i < n; i++) {
		uint64_t config = n > 1 ? pg_row_part(row, i)->config : out->attr.config;
		uint64_t config1 = n > 1 ? pg_row_part(row, i)->config1 : out->attr.config1;
		const struct pg_wl_entry *e = config1 ? pg_wl_find(pg_pmu_whitelist(pr), config)
						      : NULL;

		if (!e || (e->msr != 0x1a6 && e->msr != 0x1a7) || !pg_pmu_no_offcore(out->pmu))
			continue;
		pg_err(-EOPNOTSUPP, "'%s' cannot be counted on %s (%s, %s PMU) with the running "
		       "kernel: its config1 0x%" PRIx64 " goes to the offcore-response register "
		       "(MSR 0x%x), and the kernel lists no offcore_rsp in "
		       "/sys/bus/event_source/devices/%s/format, so it installed no such "
		       "register for this model (Linux 6.12's intel_pmu_init() has no case "
		       "for it) and would silently ignore config1", event, out->cpu->id,
		       pg_str(out->cpu->uarch->description), pg_pmu_name(out->pmu), config1,
		       e->msr, pg_pmu_name(out->pmu));
		return pg_err_config1(-EOPNOTSUPP, config1, 0, e->msr);
	}
	return 0;
}

/* On a hybrid host, name the PMU the way the kernel expects. */
static void hybrid_type(struct perf_event_attr *attr, int pmu)
{
	int type = pg_pmu_type(pmu);

	if (type <= 0)
		return;
	if (attr->type == PERF_TYPE_RAW)
		attr->type = (uint32_t)type;
	else if (attr->type == PERF_TYPE_HARDWARE || attr->type == PERF_TYPE_HW_CACHE)
		attr->config |= (uint64_t)type << 32; /* PERF_PMU_TYPE_SHIFT */
}

/*
 * An uncore concept: its row's first encoding, on the type sysfs gives
 * the first instance of its PMU here (host), after checking that the
 * running kernel encodes and scales it as the table does.  A CPU named by
 * a string has no sysfs to give the type: the message says the encoding.
 */
static int encode_uncore(struct pg_resolved *out, const char *event, const struct pg_spec *spec,
			 bool host)
{
	const struct pg_cpu *cpu = out->cpu;
	const char *name = pg_concepts[spec->concept].name;
	const struct pg_uncore_row *row = pg_uncore_find(cpu->uarch, spec->concept);
	struct pg_uncore_inst in;
	int err;

	if (spec->pmu >= 0 || spec->arm_pmu)
		return pg_err(-EINVAL, "'%s': %s is counted by the socket's uncore PMU, not by a "
			      "core PMU: name it alone", event, name);
	if (spec->mods || spec->precise)
		return pg_err_as(PERFGEN_ERR_SYSTEM_WIDE, -EINVAL, "'%s': %s is counted by the "
				 "socket's uncore PMU at every privilege level (the kernel refuses "
				 "exclude bits and precise_ip there): no modifier applies", event,
				 name);
	if (!row || row->type != PG_ROW_UNCORE)
		return pg_err(-EOPNOTSUPP, "'%s' cannot be counted on %s (%s): %s", name, cpu->id,
			      pg_str(cpu->uarch->description),
			      row ? pg_str(row->unsupported) : "the table has no uncore row");
	out->uncore = row;
	out->attr.config = pg_uncore_event(row, 0)->config;
	if (!host)
		return pg_err_as(PERFGEN_ERR_NO_PMU, -ENODEV, "'%s' on %s counts on every "
				 "instance of the uncore PMU %s (config 0x%" PRIx64 "%s, %g %s per "
				 "count, system-wide; %s): its attr.type is the one that machine's "
				 "sysfs gives the PMU, so it resolves only there", name,
				 pg_str(cpu->uarch->name), pg_str(row->pmu), (uint64_t)out->attr.config,
				 row->nr_events > 1 ? " and the other encodings of its sum" : "",
				 row->scale, pg_unit_name(pg_concepts[spec->concept].unit),
				 pg_str(row->ref));
	err = pg_uncore_first(row, name, &in);
	if (!err)
		err = pg_uncore_check(row, name, &in);
	if (err)
		return err;
	out->attr.type = (uint32_t)in.type;
	return 0;
}

int pg_resolve(const char *event, const char *cpuid, int want_pmu, struct pg_cpu *cpubuf,
	       struct pg_resolved *out)
{
	const struct pg_pmu_rows *pr;
	const struct pg_cpu *cpu;
	struct pg_spec spec;
	int cpu_err, err, pmu, asked;

	memset(out, 0, sizeof(*out));
	out->concept = -1;
	cpu_err = pg_cpu_get(cpuid, cpubuf, &cpu);
	out->cpu = cpu;
	/*
	 * A CPU id that does not parse (malformed, an unknown vendor) or names
	 * no one table is an error whatever the event; a well-formed one the
	 * tables lack still counts software events.
	 */
	if (cpu_err == -EINVAL || (cpu_err && cpu->id_bad))
		return cpu_err;
	/* Only the PMU term formats depend on the vendor. */
	err = pg_parse(event, cpu->vendor == PG_VENDOR_INTEL || cpu->vendor == PG_VENDOR_ARM ?
			      cpu->vendor : PG_VENDOR_AMD, &spec);
	if (err)
		return err;
	/* A PAPI preset no concept has the meaning of: the same on every CPU. */
	if (spec.kind == PG_SPEC_PAPI)
		return pg_err_as(PERFGEN_ERR_NO_EQUIVALENT, -EOPNOTSUPP, "'%s': PAPI's preset "
				 "\"%s\" has no libperfgen concept of the same meaning: %s "
				 "('perfgen list --papi' shows every preset)", event,
				 pg_str(pg_papi[spec.papi].papi), pg_str(pg_papi[spec.papi].refused));
	out->attr.size = sizeof(out->attr);
	out->mods = spec.mods;
	/* perf sets precise_ip for counting too; the kernel says what it takes. */
	out->attr.precise_ip = spec.precise;
	if (spec.kind == PG_SPEC_CONCEPT) {
		out->concept = spec.concept;
		if (pg_concepts[spec.concept].kind == PG_KIND_SOFTWARE)
			return encode_software(out, pg_concepts[spec.concept].sw_config, spec.mods);
	}
	if (spec.kind == PG_SPEC_PERF && spec.perf_type == PERF_TYPE_SOFTWARE)
		return encode_software(out, spec.config, spec.mods);
	if (cpu_err) {
		/* pg_cpu_get() left the reason; say what it was needed for. */
		if (spec.kind == PG_SPEC_CONCEPT)
			pg_err_append(" (needed to encode '%s')", event);
		return cpu_err;
	}
	if (spec.kind == PG_SPEC_CONCEPT && pg_concepts[spec.concept].kind == PG_KIND_UNCORE)
		return encode_uncore(out, event, &spec, cpuid == NULL);

	asked = spec.pmu >= 0 ? spec.pmu : want_pmu;
	/* An arm64 core PMU named on a big.LITTLE host: its slot. */
	if (spec.arm_pmu && cpuid == NULL && cpu->vendor == PG_VENDOR_ARM) {
		int slot = pg_pmu_arm_find(spec.arm_pmu, spec.arm_pmu_len);

		/* Not a slot: this machine's PMU, and no such PMU is said below. */
		asked = slot >= 0 ? slot : want_pmu;
	}
	pmu = pick_pmu(event, cpu, cpuid == NULL, asked);
	if (pmu < 0)
		return pmu;
	if (pmu >= PG_PMU_ARM) {
		/* Each arm64 core PMU counts with its own CPU's table. */
		err = pg_host_pmu_cpu(pmu, &cpu);
		/*
		 * An encoding written for a PMU named needs no knowledge of its
		 * cores: the machine's CPU checks it, as with one core PMU.
		 */
		if (err && spec.arm_pmu && spec.kind == PG_SPEC_RAW)
			err = pg_cpu_host(&cpu);
		out->cpu = cpu;
		if (err) {
			pg_err_append(" ('%s' on %s)", event, pg_pmu_name(pmu));
			return err;
		}
		if (pg_pmu_type(pmu) <= 0)
			return pg_err_as(PERFGEN_ERR_NO_PMU, -ENOENT, "'%s': the core PMU %s has no "
					 "type in sysfs (/sys/bus/event_source/devices/%s/type), so "
					 "nothing can be opened on it", event, pg_pmu_name(pmu),
					 pg_pmu_name(pmu));
	}
	out->pmu = pmu;
	out->hybrid_pmu = pmu != PG_PMU_CPU;
	pr = pmu_rows(cpu, pmu, &out->arch_rows);
	if (!pr)
		return pg_err(-ENOENT, "'%s': %s (%s) has no %s PMU", event, cpu->id,
			      pg_str(cpu->uarch->name), pg_pmu_name(pmu));
	if (spec.kind == PG_SPEC_CONCEPT) {
		err = encode_concept(out, &spec, pr);
		if (err && spec.papi >= 0)
			pg_err_append(" (%s is PAPI's name of '%s')", pg_papi[spec.papi].name,
				      pg_concepts[spec.concept].name);
	} else if (spec.kind == PG_SPEC_RAW && spec.arm_alias)
		err = encode_arm_alias(out, event, &spec, cpuid != NULL);
	else if (spec.kind == PG_SPEC_RAW)
		err = encode_raw(out, event, &spec);
	else if (spec.kind == PG_SPEC_PERF)
		out->attr.type = spec.perf_type, out->attr.config = spec.config;
	else
		err = encode_native(out, &spec);
	if (err)
		return err;
	/* arm64 big.LITTLE: a hardware event must name its PMU (see the reason). */
	if (cpuid == NULL && cpu->vendor == PG_VENDOR_ARM && cpu->arm_hetero && !spec.arm_pmu)
		return pg_err(-EOPNOTSUPP, "'%s' cannot be counted on %s: %s", event, cpu->id,
			      PG_ARM_HETERO_WHY);
	/* What the user wrote reaches the extra registers only under the whitelist. */
	if (spec.kind != PG_SPEC_CONCEPT && out->attr.type == PERF_TYPE_RAW) {
		err = pg_whitelist_check(pg_pmu_whitelist(pr), out->attr.config,
					 out->attr.config1, cpu, pg_pmu_name(pmu));
		if (err)
			return err;
		out->wl_checked = true;
	}
	if (cpuid == NULL && out->attr.type == PERF_TYPE_RAW && cpu->vendor == PG_VENDOR_INTEL) {
		err = host_offcore_check(out, pr, event);
		if (err)
			return err;
	}
	apply_mods(&out->attr, spec.mods);
	if (cpuid == NULL && out->hybrid_pmu)
		hybrid_type(&out->attr, pmu);
	if (spec.arm_pmu) {
		/*
		 * The arm64 PMU named: its own type, as perf opens it, so that
		 * on big.LITTLE the event counts on the cores of that PMU (the
		 * raw type goes to whichever PMU takes it first).  For a CPU
		 * named by a string, PERF_TYPE_RAW: no machine to ask.  A
		 * generic (hardware) encoding of a concept keeps its type: the
		 * PMU's goes in config bits 63:32 (hybrid_type()), or, with one
		 * core PMU, the generic event counts on it.
		 */
		int type = cpuid ? PERF_TYPE_RAW : pg_pmu_type_named(spec.arm_pmu,
								     spec.arm_pmu_len);

		if (type < 0)
			return pg_err_as(PERFGEN_ERR_NO_PMU, -ENOENT, "'%s': this machine has no "
					 "PMU %.*s (see /sys/bus/event_source/devices)", event,
					 (int)spec.arm_pmu_len, spec.arm_pmu);
		if (out->attr.type == PERF_TYPE_RAW)
			out->attr.type = (uint32_t)type;
	}
	return 0;
}

const struct pg_whitelist *pg_resolved_whitelist(const struct pg_resolved *r)
{
	const struct pg_pmu_rows *pr;

	/* Only raw encodings reach the extra registers (hybrid: the PMU's type). */
	if (r->software || !r->cpu->uarch ||
	    (r->attr.type != PERF_TYPE_RAW && r->attr.type < PERF_TYPE_MAX))
		return NULL;
	pr = pg_cpu_pmu(r->cpu, r->pmu);
	return pr ? pg_pmu_whitelist(pr) : NULL;
}
