// SPDX-License-Identifier: MIT
/*
 * CPU identification, pure: a CPUID signature or a "GenuineIntel-6-1A[-5]"
 * string -> the line of the CPU map -> the microarchitecture table (or the
 * vendor's fallback), and what that CPU can count.  No I/O: this
 * machine's CPUID is read in host.c.
 */
#include <errno.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cpu.h"
#include "table.h"

/* CPUID leaf 0 spells the vendor in 12 bytes (EBX, EDX, ECX); so do these. */
#define PG_VENDOR_LEN 12

/* The x86 vendors, the ones CPUID leaf 0 spells in 12 bytes. */
#define PG_VENDOR_X86_NR (PG_VENDOR_HYGON + 1)

/*
 * The id by hand rather than with snprintf(): this runs on every resolve
 * for a named CPU, and printf's code would be most of its cost (and page
 * faults on the first call).  Same text as "%s-%u-%X[-%X]".
 */
static char *put_hex(char *p, unsigned int v)
{
	char t[8];
	int n = 0;

	do {
		t[n++] = "0123456789ABCDEF"[v & 0xf];
		v >>= 4;
	} while (v);
	while (n)
		*p++ = t[--n];
	return p;
}

static void format_id(struct pg_cpu *cpu)
{
	unsigned int fam = cpu->family;
	char *p = cpu->id, t[8];
	int n = 0;

	if (cpu->vendor == PG_VENDOR_ARM) {
		/* perf's mapfile and sysfs form: "0x" and 16 hex digits, lower case. */
		memcpy(p, "0x00000000", 10);
		p += 10;
		for (int i = 7; i >= 0; i--)
			*p++ = "0123456789abcdef"[cpu->midr >> (4 * i) & 0xf];
		*p = '\0';
		return;
	}
	/* At most 12 + 1 + 5 + 1 + 2 + 1 + 2 + 1 bytes: fits PERFGEN_CPUID_MAX. */
	if (cpu->vendor < PG_VENDOR_X86_NR) {
		memcpy(p, pg_vendor_names[cpu->vendor], PG_VENDOR_LEN);
		p += PG_VENDOR_LEN;
	} else {
		memcpy(p, "unknown", 7);
		p += 7;
	}
	*p++ = '-';
	do {
		t[n++] = (char)('0' + fam % 10);
		fam /= 10;
	} while (fam);
	while (n)
		*p++ = t[--n];
	*p++ = '-';
	p = put_hex(p, cpu->model);
	if (cpu->step_given) {
		*p++ = '-';
		p = put_hex(p, cpu->stepping);
	}
	*p = '\0';
}

int pg_cpu_from_regs(const struct pg_cpuid_regs *r, struct pg_cpu *cpu)
{
	char vendor[13];
	uint32_t eax = r->leaf1[0];
	unsigned int base_family = (eax >> 8) & 0xf;

	memset(cpu, 0, sizeof(*cpu));
	/* The vendor string is EBX, EDX, ECX of leaf 0. */
	memcpy(vendor, &r->leaf0[1], 4);
	memcpy(vendor + 4, &r->leaf0[3], 4);
	memcpy(vendor + 8, &r->leaf0[2], 4);
	vendor[12] = '\0';
	cpu->vendor = PG_VENDOR_NR;
	for (int i = 0; i < PG_VENDOR_X86_NR; i++)
		if (!memcmp(vendor, pg_vendor_names[i], PG_VENDOR_LEN + 1))
			cpu->vendor = (uint8_t)i;

	/* SDM Vol.2A CPUID leaf 01H: display family and model. */
	cpu->family = (uint16_t)base_family;
	if (base_family == 0xf)
		cpu->family = (uint16_t)(cpu->family + ((eax >> 20) & 0xff));
	cpu->model = (uint8_t)((eax >> 4) & 0xf);
	if (base_family == 0x6 || base_family == 0xf)
		cpu->model = (uint8_t)(cpu->model | ((eax >> 16) & 0xf) << 4);
	cpu->stepping = eax & 0xf;
	cpu->step_given = 1;
	cpu->hypervisor = (r->leaf1[2] >> 31) & 1;
	format_id(cpu);
	if (cpu->vendor == PG_VENDOR_NR)
		return pg_err_as(PERFGEN_ERR_UNKNOWN_CPU, -ENOENT,
				 "unknown CPU vendor '%s' (family %u model 0x%X): "
				 "libperfgen has tables for GenuineIntel and AuthenticAMD",
				 vendor, cpu->family, cpu->model);
	return 0;
}

static int parse_hex(const char *s, size_t len, unsigned int max, unsigned int *out)
{
	unsigned int v = 0;

	if (len == 0 || len > 2)
		return -1;
	for (size_t i = 0; i < len; i++) {
		char c = s[i];
		unsigned int d;

		if (c >= '0' && c <= '9')
			d = (unsigned int)(c - '0');
		else if (c >= 'a' && c <= 'f')
			d = (unsigned int)(c - 'a' + 10);
		else if (c >= 'A' && c <= 'F')
			d = (unsigned int)(c - 'A' + 10);
		else
			return -1;
		v = v * 16 + d;
	}
	if (v > max)
		return -1;
	*out = v;
	return 0;
}

void pg_cpu_from_midr(uint32_t midr, struct pg_cpu *cpu)
{
	memset(cpu, 0, sizeof(*cpu));
	cpu->vendor = PG_VENDOR_ARM;
	cpu->midr = midr;
	/* Arm ARM D23.2 MIDR_EL1: Implementer [31:24], Variant [23:20], PartNum [15:4]. */
	cpu->family = (uint16_t)(midr >> 24);
	cpu->variant = (uint8_t)(midr >> 20 & 0xf);
	cpu->model = (uint16_t)(midr >> 4 & 0xfff);
	cpu->stepping = (uint8_t)(midr & 0xf);	/* Revision [3:0] */
	cpu->step_given = 1;
	format_id(cpu);
}

/*
 * An arm64 CPU as perf's mapfile (tools/perf/pmu-events/arch/arm64/
 * mapfile.csv) and sysfs (regs/identification/midr_el1) write it: "0x"
 * and up to 16 hex digits, MIDR_EL1 in the low 32 bits (the upper half is
 * RES0).  The id is then written in their one form, 16 digits.
 */
static int parse_midr(const char *s, struct pg_cpu *cpu)
{
	static const char form[] = "an arm64 CPU is its MIDR_EL1 as perf's mapfile and sysfs "
				   "write it, e.g. 0x00000000410fd0c0";
	uint64_t v = 0;
	size_t i;

	for (i = 2; s[i] && i < PERFGEN_CPUID_MAX; i++) {
		char c = s[i];
		unsigned int d;

		if (c >= '0' && c <= '9')
			d = (unsigned int)(c - '0');
		else if (c >= 'a' && c <= 'f')
			d = (unsigned int)(c - 'a' + 10);
		else if (c >= 'A' && c <= 'F')
			d = (unsigned int)(c - 'A' + 10);
		else {
			char what[PG_BYTE_NAME_MAX];

			/* Not quoted: the id may hold the byte. */
			return pg_err_at(pg_err_syntax("malformed CPU id: %s at offset %zu is not "
						       "a hex digit; %s",
						       pg_byte_name((unsigned char)c, what), i, form),
					 i);
		}
		if (i >= 2 + 16)
			return pg_err_at(pg_err_syntax("malformed CPU id: more than 16 hex "
						       "digits; %s", form), i);
		v = v << 4 | d;
	}
	if (i == 2)
		return pg_err_syntax("malformed CPU id '%s': no hex digits; %s", s, form);
	if (v >> 32)
		return pg_err_syntax("malformed CPU id '%s': MIDR_EL1 bits 63:32 are RES0, "
			      "not 0x%X; %s", s, (unsigned int)(v >> 32), form);
	pg_cpu_from_midr((uint32_t)v, cpu);
	return 0;
}

int pg_cpu_parse(const char *s, struct pg_cpu *cpu)
{
	static const char form[] = "expected VENDOR-FAMILY-MODEL[-STEPPING] with the family "
				   "in decimal and model and stepping in hex, e.g. GenuineIntel-6-1A "
				   "or GenuineIntel-6-55-4";
	const char *p[4];
	size_t n[4];
	int parts = 0;
	unsigned int fam = 0, model, step = 0;
	size_t len;

	memset(cpu, 0, sizeof(*cpu));
	cpu->vendor = PG_VENDOR_NR;
	cpu->id_bad = 1;	/* until it parses */
	if (!s)
		return pg_err(-EINVAL, "no CPU id given");
	if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X'))
		return parse_midr(s, cpu);
	/*
	 * One pass, plain loops rather than strnlen/strchr: the length and
	 * where the first four '-' are (the string is short, and this runs on
	 * every resolve for a named CPU).
	 */
	{
		const char *dash[4];
		int ndash = 0;
		size_t bad = PERFGEN_CPUID_MAX;

		for (len = 0; len < PERFGEN_CPUID_MAX && s[len]; len++) {
			if (s[len] == '-' && ndash < 4)
				dash[ndash++] = s + len;
			else if ((unsigned char)(s[len] - 0x21) > 0x7e - 0x21 &&
				 bad == PERFGEN_CPUID_MAX)
				bad = len;	/* a space, a control byte, not ASCII */
		}
		if (len == 0)
			return pg_err_syntax("empty CPU id: %s", form);
		if (len >= PERFGEN_CPUID_MAX)
			return pg_err_syntax("CPU id longer than %d bytes: %s",
					     PERFGEN_CPUID_MAX - 1, form);
		if (bad < len) {
			char what[PG_BYTE_NAME_MAX];

			/* Not quoted: the id holds the byte. */
			return pg_err_at(pg_err_syntax("malformed CPU id: %s at offset %zu; a CPU id is "
						       "printable ASCII without spaces: %s",
						       pg_byte_name((unsigned char)s[bad], what), bad, form), bad);
		}
		if (ndash == 4)
			return pg_err_syntax("malformed CPU id '%s': too many fields; %s", s, form);
		parts = ndash + 1;
		for (int i = 0; i < parts; i++) {
			p[i] = i ? dash[i - 1] + 1 : s;
			n[i] = (size_t)((i < ndash ? dash[i] : s + len) - p[i]);
		}
	}
	if (parts < 3)
		return pg_err_syntax("malformed CPU id '%s': %s", s, form);
	for (int i = 0; i < PG_VENDOR_X86_NR; i++)
		if (n[0] == PG_VENDOR_LEN && !memcmp(p[0], pg_vendor_names[i], PG_VENDOR_LEN)) {
			cpu->vendor = (uint8_t)i;
			break;	/* the names differ: at most one matches */
		}
	for (size_t i = 0; i < n[1]; i++) {
		if (p[1][i] < '0' || p[1][i] > '9' || n[1] > 3)
			return pg_err_syntax("malformed CPU id '%s': family '%.*s' is not a "
					     "decimal number below 1000; %s", s, (int)n[1], p[1], form);
		fam = fam * 10 + (unsigned int)(p[1][i] - '0');
	}
	if (n[1] == 0 || fam == 0)
		return pg_err_syntax("malformed CPU id '%s': family must be 1-999; %s", s, form);
	if (parse_hex(p[2], n[2], 0xff, &model))
		return pg_err_syntax("malformed CPU id '%s': model '%.*s' is not 1-2 hex "
				     "digits; %s", s, (int)n[2], p[2], form);
	if (parts == 4) {
		if (parse_hex(p[3], n[3], 0xf, &step) || n[3] != 1)
			return pg_err_syntax("malformed CPU id '%s': stepping '%.*s' is not "
					     "one hex digit; %s", s, (int)n[3], p[3], form);
		cpu->step_given = 1;
	}
	cpu->family = (uint16_t)fam;
	cpu->model = (uint8_t)model;
	cpu->stepping = (uint8_t)step;
	format_id(cpu);
	if (cpu->vendor == PG_VENDOR_NR)
		return pg_err_as(PERFGEN_ERR_UNKNOWN_CPU, -ENOENT,
				 "unknown CPU vendor '%.*s' in '%s': known vendors are "
				 "GenuineIntel, AuthenticAMD and HygonGenuine (an arm64 CPU is its "
				 "MIDR, e.g. 0x00000000410fd0c0)", (int)n[0], p[0], s);
	cpu->id_bad = 0;
	return 0;
}

int pg_cpu_lookup(struct pg_cpu *cpu)
{
	const struct pg_cpumap *hit = NULL;

	unsigned int lo = 0, hi = pg_nr_cpumap;

	cpu->uarch = NULL;
	cpu->map = NULL;
	/*
	 * The map is sorted by vendor, family, model_lo, step_lo (gen.py):
	 * binary-search the first row of this vendor and family, then scan
	 * only while a row can still match.
	 */
	while (lo < hi) {
		unsigned int mid = (lo + hi) / 2;
		const struct pg_cpumap *m = &pg_cpumap[mid];

		if (m->vendor < cpu->vendor ||
		    (m->vendor == cpu->vendor && m->family < cpu->family))
			lo = mid + 1;
		else
			hi = mid;
	}
	for (unsigned int i = lo; i < pg_nr_cpumap; i++) {
		const struct pg_cpumap *m = &pg_cpumap[i];

		if (m->vendor != cpu->vendor || m->family != cpu->family ||
		    m->model_lo > cpu->model)
			break;
		if (cpu->model > m->model_hi)
			continue;
		if (cpu->step_given) {
			if (cpu->stepping < m->step_lo || cpu->stepping > m->step_hi)
				continue;
		} else if (hit && hit->uarch != m->uarch) {
			return pg_err(-EINVAL, "CPU %s is ambiguous: model 0x%X is %s for "
				      "steppings %X-%X and %s for steppings %X-%X; add the "
				      "stepping, e.g. %s-%X", cpu->id, cpu->model,
				      pg_str(pg_cpumap_uarch(hit)->name), hit->step_lo,
				      hit->step_hi, pg_str(pg_cpumap_uarch(m)->name), m->step_lo,
				      m->step_hi,
				      cpu->id, m->step_lo);
		}
		if (!hit)
			hit = m;
		if (cpu->step_given)
			break;
	}
	if (!hit) {
		/*
		 * No model table: the vendor's fallback, which encodes only what
		 * every CPU of the vendor counts alike (never a guess at a model).
		 */
		for (unsigned int i = 0; i < pg_nr_fallbacks; i++) {
			const struct pg_fallback *f = &pg_fallbacks[i];

			if (f->vendor == cpu->vendor && cpu->family >= f->family_lo &&
			    cpu->family <= f->family_hi) {
				cpu->uarch = &pg_uarchs[f->uarch];
				cpu->arch = 1;
				return 0;
			}
		}
		if (cpu->vendor == PG_VENDOR_ARM)
			return pg_err_as(PERFGEN_ERR_UNKNOWN_CPU, -ENOENT,
					 "unknown CPU %s: no table in libperfgen maps arm64 "
					 "implementer 0x%02X part 0x%03X (r%up%u); see data/README.md "
					 "to add it", cpu->id, cpu->family, cpu->model, cpu->variant,
					 cpu->stepping);
		return pg_err_as(PERFGEN_ERR_UNKNOWN_CPU, -ENOENT,
				 "unknown CPU %s: no table in libperfgen maps %s family %u "
				 "model 0x%X%s; see data/README.md to add it", cpu->id,
				 cpu->vendor < PG_VENDOR_NR ? pg_vendor_names[cpu->vendor] : "?",
				 cpu->family, cpu->model, cpu->step_given ? "" : " (any stepping)");
	}
	cpu->map = hit;
	cpu->uarch = pg_cpumap_uarch(hit);
	cpu->arch = cpu->uarch->fallback;
	return 0;
}

void pg_cpu_apply_leaf7(struct pg_cpu *cpu, uint32_t edx)
{
	/*
	 * CPUID.(EAX=07H,ECX=0):EDX[15] "Hybrid" (SDM Vol.2A): clear on a part
	 * of a hybrid model family sold with one core type (Alder Lake with
	 * P-cores only).  Counted as the one core type it has, on the 'cpu'
	 * PMU, with the table's big-core rows.
	 */
	if (cpu->uarch && cpu->uarch->nr_pmus > 1 && !(edx >> 15 & 1))
		cpu->nonhybrid = 1;
}

void pg_cpu_apply_leafa(struct pg_cpu *cpu, uint32_t eax, uint32_t ebx, uint32_t ecx,
			uint32_t edx)
{
	unsigned int version = eax & 0xff, fixed;

	/* SDM Vol.2A, CPUID leaf 0AH: EAX[7:0] version, EAX[31:24] EBX length. */
	if (version == 0)
		cpu->arch_state = PG_ARCH_NONE;
	else if ((eax >> 24) < 7)	/* Linux: ARCH_PERFMON_EVENTS_COUNT */
		cpu->arch_state = PG_ARCH_SHORT;
	else
		cpu->arch_state = PG_ARCH_READ;
	cpu->arch_absent = (uint8_t)(ebx & 0x7f);
	/*
	 * Fixed counter 2 (CPU_CLK_UNHALTED.REF_TSC), as Linux 6.12's
	 * intel_pmu_init() counts the fixed counters: none on version 1 (its
	 * empty constraint table would put ref-cycles' pseudo-encoding 0x0300
	 * on a general-purpose counter, an event select 0x00 that counts
	 * nothing defined); on versions 2-4 EDX[4:0] of them, at least 3 when
	 * not under a hypervisor; from version 5 the ECX bitmap.  Without it
	 * the kernel's generic ref-cycles is refused at open or counts garbage.
	 */
	if (version < 2)
		fixed = 0;
	else if (version < 5)
		fixed = (edx & 0x1f) < 3 && cpu->hypervisor ? (edx & 0x1f) : 3;
	else
		fixed = ecx >> 2 & 1 ? 3 : 0;
	if (fixed < 3)
		cpu->arch_absent |= (uint8_t)(1u << PG_ARCH_NO_FIXED_REF);
}

const struct pg_pmu_rows *pg_cpu_pmu(const struct pg_cpu *cpu, int pmu)
{
	if (cpu->nonhybrid)
		return pmu == PG_PMU_CPU ? &cpu->uarch->pmus[0] : NULL;
	/* An arm64 big.LITTLE slot: its own CPU's table, written for one PMU. */
	if (pmu >= PG_PMU_ARM && cpu->vendor == PG_VENDOR_ARM)
		pmu = PG_PMU_CPU;
	return pg_uarch_pmu(cpu->uarch, pmu);
}
