// SPDX-License-Identifier: MIT
/*
 * Event strings:
 *   concept[:mods]            dram-remote, dram-remote:u
 *   rCONFIG[:CONFIG1][:mods]  r1b7:20ff (hex)
 *   pmu/terms/[mods]          cpu/event=0xb7,umask=0x1,offcore_rsp=0x20ff/u
 *   pmu/concept/[mods]        cpu_atom/dram/
 *   PAPI preset names[:mods]  PAPI_TOT_INS, PAPI_DP_OPS:u (data/papi.toml)
 *   native libpfm4 names      OFFCORE_RESPONSE_0:ANY_REQUEST:REMOTE_DRAM
 * mods: any of u (user), k (kernel), h (hypervisor), each at most once, and
 * p, pp or ppp (perf's precise_ip 1 to 3) anywhere among them.
 *
 * The term formats are the kernel's own format strings for the x86 core
 * PMUs (/sys/bus/event_source/devices/cpu/format/ on Linux 6.12:
 * arch/x86/events/intel/core.c and amd/core.c PMU_FORMAT_ATTR lines),
 * parsed by the same code that parses a sysfs format file.
 */
#include <errno.h>
#include <inttypes.h>
#include <linux/perf_event.h>
#include <perfgen/perfgen.h>
#include <stdio.h>
#include <string.h>

#include "parse.h"
#include "perfnames.h"
#include "table.h"
#include "terms.h"

static int hexval(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return -1;
}

/* Parse exactly len bytes of hex; -ERANGE past 64 bits, -EINVAL otherwise. */
static int parse_hex64(const char *s, size_t len, uint64_t *out)
{
	uint64_t v = 0;

	if (len == 0)
		return -EINVAL;
	for (size_t i = 0; i < len; i++) {
		int d = hexval(s[i]);

		if (d < 0)
			return -EINVAL;
		if (v >> 60)
			return -ERANGE;
		v = v << 4 | (uint64_t)d;
	}
	*out = v;
	return 0;
}

/* A term value: 0x-prefixed hex or decimal. */
static int parse_num(const char *s, size_t len, uint64_t *out)
{
	uint64_t v = 0;

	if (len > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X'))
		return parse_hex64(s + 2, len - 2, out);
	if (len == 0)
		return -EINVAL;
	for (size_t i = 0; i < len; i++) {
		if (s[i] < '0' || s[i] > '9')
			return -EINVAL;
		if (v > (UINT64_MAX - (uint64_t)(s[i] - '0')) / 10)
			return -ERANGE;
		v = v * 10 + (uint64_t)(s[i] - '0');
	}
	*out = v;
	return 0;
}

static int parse_mods(const char *event, const char *m, size_t len, struct pg_spec *spec)
{
	unsigned int *mods = &spec->mods;

	*mods = 0;
	spec->precise = 0;
	if (len == 0)
		return pg_err_syntax("empty modifier after ':' in '%s'", event);
	for (size_t i = 0; i < len; i++) {
		unsigned int bit;

		/* As perf's parser: each p raises precise_ip, up to 3. */
		if (m[i] == 'p') {
			if (++spec->precise > 3)
				return pg_err_syntax("more than three 'p' modifiers in '%s': "
						     "precise_ip goes up to 3", event);
			continue;
		}
		switch (m[i]) {
		case 'u':
			bit = PG_MOD_U;
			break;
		case 'k':
			bit = PG_MOD_K;
			break;
		case 'h':
			bit = PG_MOD_H;
			break;
		default:
			return pg_err_syntax("unknown modifier '%c' in '%s': libperfgen "
					     "takes u (user), k (kernel), h (hypervisor) and p (precise)",
					     m[i], event);
		}
		if (*mods & bit)
			return pg_err_syntax("modifier '%c' given twice in '%s'", m[i], event);
		*mods |= bit;
	}
	return 0;
}

static int parse_terms(const char *event, const char *body, size_t blen, int vendor,
		       struct pg_spec *spec)
{
	size_t ndefs;
	const struct pg_term *defs = pg_terms(vendor, &ndefs);
	uint64_t cfg[3] = { 0, 0, 0 }, written[3] = { 0, 0, 0 };
	const char *p = body, *end = body + blen;

	if (blen == 0)
		return pg_err_syntax("no terms between the slashes in '%s'", event);
	while (p < end) {
		const char *comma = memchr(p, ',', (size_t)(end - p));
		const char *tend = comma ? comma : end;
		const char *eq = memchr(p, '=', (size_t)(tend - p));
		size_t nlen = (size_t)((eq ? eq : tend) - p);
		const struct pg_term *def = NULL;
		struct pg_format fmt;
		uint64_t value = 1, mask[3] = { 0, 0, 0 };
		size_t di = 0;
		int err;

		if (nlen == 0)
			return pg_err_at(pg_err_syntax("empty term at offset %td in '%s'", p - event,
						       event), (size_t)(p - event));
		for (size_t i = 0; i < ndefs; i++)
			if (strlen(defs[i].name) == nlen && !memcmp(p, defs[i].name, nlen))
				def = &defs[i], di = i;
		if (!def) {
			char known[256];
			size_t used = 0;

			for (size_t i = 0; i < ndefs; i++)
				used += (size_t)snprintf(known + used, sizeof(known) - used, "%s%s",
							 i ? ", " : "", defs[i].name);
			return pg_err_syntax("unknown term '%.*s' in '%s': the %s core PMU "
					     "takes %s", (int)nlen, p, event,
					     vendor == PG_VENDOR_INTEL ? "Intel" :
					     vendor == PG_VENDOR_ARM ? "arm64" : "AMD", known);
		}
		if (spec->terms & (1u << di))
			return pg_err_syntax("term '%s' given twice in '%s'", def->name, event);
		spec->terms |= 1u << di;
		if (eq) {
			err = parse_num(eq + 1, (size_t)(tend - eq - 1), &value);
			if (err == -ERANGE)
				return pg_err_syntax("value of '%s' in '%s' overflows 64 bits",
						     def->name, event);
			if (err)
				return pg_err_syntax("value of '%s' in '%s' is not a number "
						     "(0x-hex or decimal)", def->name, event);
		}
		if (pg_format_parse(def->format, &fmt))
			return pg_err(-EINVAL, "internal: bad format '%s'", def->format);
		if (pg_format_apply(&fmt, value, cfg))
			return pg_err_syntax("value 0x%" PRIx64 " does not fit term '%s' (%s) "
					     "in '%s'", value, def->name, def->format, event);
		pg_format_apply(&fmt, ~0ULL, mask);
		for (int f = 0; f < 3; f++) {
			if (written[f] & mask[f])
				return pg_err_syntax("term '%s' sets bits of %s that an earlier "
						     "term already set, in '%s'", def->name,
						     f == 0 ? "config" : f == 1 ? "config1" : "config2",
						     event);
			written[f] |= mask[f];
		}
		p = comma ? comma + 1 : end;
		if (comma && p == end)
			return pg_err_syntax("trailing ',' in '%s'", event);
	}
	spec->config = cfg[0];
	spec->config1 = cfg[1];
	spec->config2 = cfg[2];
	return 0;
}

static int is_native(const char *s, size_t len)
{
	if (memmem(s, len, "::", 2))
		return 1;
	for (size_t i = 0; i < len && s[i] != ':'; i++)
		if (s[i] >= 'A' && s[i] <= 'Z')
			return 1;
	return 0;
}

/*
 * A PAPI preset's name: the concept of the same meaning (PG_SPEC_CONCEPT,
 * spec->papi saying how it was named), or a preset refused with its reason
 * (PG_SPEC_PAPI: resolve says why).  0 when name is no preset.
 */
static int papi_name(struct pg_spec *spec, const char *name, size_t len)
{
	int i = name[0] == 'P' ? pg_papi_find(name, len) : -1;

	if (i < 0)
		return 0;
	spec->papi = i;
	if (pg_papi[i].concept == PG_PAPI_REFUSED) {
		spec->kind = PG_SPEC_PAPI;
		spec->concept = -1;
	} else {
		spec->kind = PG_SPEC_CONCEPT;
		spec->concept = pg_papi[i].concept;
	}
	return 1;
}

/* "PAPI_" or "papi_" in any case: a name meant as a PAPI preset. */
static int is_papi_prefix(const char *s, size_t len)
{
	return len > 5 && (s[0] | 0x20) == 'p' && (s[1] | 0x20) == 'a' && (s[2] | 0x20) == 'p' &&
	       (s[3] | 0x20) == 'i' && s[4] == '_';
}

static int unknown_name(const char *event, const char *name, size_t len)
{
	char sugg[128];

	pg_suggest(name, len, sugg, sizeof(sugg));
	if (sugg[0])
		return pg_err_suggested(pg_err(-ENOENT, "unknown event '%.*s' in '%s'; did you "
					       "mean: %s? ('perfgen list' shows all)", (int)len,
					       name, event, sugg));
	return pg_err(-ENOENT, "unknown event '%.*s' in '%s': not a libperfgen concept, "
		      "raw rNNN[:NNN], PMU form cpu/.../ or libpfm4 native name "
		      "('perfgen list' shows the concepts)", (int)len, name, event);
}

int pg_parse(const char *event, int vendor, struct pg_spec *spec)
{
	size_t len;
	const char *colon;
	int err;

	memset(spec, 0, sizeof(*spec));
	spec->pmu = -1;
	spec->concept = -1;
	spec->papi = -1;
	if (!event)
		return pg_err(-EINVAL, "no event given (NULL)");
	/*
	 * One pass for the length, the first byte that is not printable and
	 * the first '/' and ':' (no strnlen/memchr calls: names are short and
	 * this runs on every resolve); a byte's class comes from a table, so
	 * a plain byte costs one load and one test.  The errors keep their
	 * order.
	 */
	enum { PLAIN, SLASH, COLON, BAD, END };
	static const unsigned char cls[256] = {
		[0] = END, [1 ... ' '] = BAD, ['/'] = SLASH, [':'] = COLON, [0x7f ... 0xff] = BAD,
	};
	const char *slash = NULL;
	size_t bad = PG_EVENT_MAX;

	colon = NULL;
	for (len = 0;; len++) {
		unsigned char k;

		/* Plain bytes: a load and a test each (the NUL ends the run). */
		while (!(k = cls[(unsigned char)event[len]]))
			len++;
		if (k == END || len >= PG_EVENT_MAX)
			break;
		if (k == SLASH) {
			if (!slash)
				slash = event + len;
		} else if (k == COLON) {
			if (!colon)
				colon = event + len;
		} else if (bad == PG_EVENT_MAX) {
			bad = len;
		}
	}
	if (len == 0)
		return pg_err_syntax("empty event name");
	if (len >= PG_EVENT_MAX)
		return pg_err_syntax("event string longer than %d bytes", PG_EVENT_MAX - 1);
	if (bad < len) {
		char what[PG_BYTE_NAME_MAX];

		return pg_err_at(pg_err_syntax("%s at offset %zu of the event string: an event "
					       "string is printable ASCII without spaces",
					       pg_byte_name((unsigned char)event[bad], what), bad), bad);
	}

	/* pmu/.../[mods] */
	if (slash) {
		const char *close = memchr(slash + 1, '/', len - (size_t)(slash + 1 - event));
		size_t plen = (size_t)(slash - event);
		const char *body = slash + 1;
		size_t blen;

		spec->pmu = pg_pmu_find(event, plen);
		if (vendor == PG_VENDOR_ARM) {
			/* The kernel's arm_pmu names: armv8_pmuv3[_N], armv8_cortex_a53, ... */
			if (plen > 6 && (!memcmp(event, "armv8_", 6) || !memcmp(event, "armv9_", 6))) {
				spec->pmu = PG_PMU_CPU;
				spec->arm_pmu = event;
				spec->arm_pmu_len = plen;
			} else {
				return pg_err(-ENOENT, "unknown PMU '%.*s' in '%s': an arm64 CPU's "
					      "core PMUs are named armv8_* or armv9_* (armv8_pmuv3, "
					      "armv8_cortex_a53: /sys/bus/event_source/devices)",
					      (int)plen, event, event);
			}
		}
		if (spec->pmu < 0)
			return pg_err(-ENOENT, "unknown PMU '%.*s' in '%s': libperfgen drives the "
				      "core PMUs cpu, cpu_core and cpu_atom", (int)plen, event, event);
		if (!close)
			return pg_err_syntax("missing closing '/' in '%s'", event);
		blen = (size_t)(close - body);
		if (close[1]) {
			err = parse_mods(event, close + 1, strlen(close + 1), spec);
			if (err)
				return err;
		}
		/* pmu/NAME/: a concept or perf's name, never a software one */
		if (blen && !memchr(body, '=', blen) && !memchr(body, ',', blen)) {
			int sw = -1;	/* -1: neither */

			if ((spec->concept = pg_concept_find(body, blen)) >= 0) {
				spec->kind = PG_SPEC_CONCEPT;
				sw = pg_concepts[spec->concept].kind == PG_KIND_SOFTWARE;
			} else if (papi_name(spec, body, blen)) {
				/* PAPI's presets are hardware events; a refusal is resolve's. */
				sw = spec->kind == PG_SPEC_CONCEPT &&
				     pg_concepts[spec->concept].kind == PG_KIND_SOFTWARE;
				if (spec->kind == PG_SPEC_PAPI)
					return 0;
			} else if (!pg_perf_name(body, blen, &spec->perf_type, &spec->config)) {
				spec->kind = PG_SPEC_PERF;
				sw = spec->perf_type == PERF_TYPE_SOFTWARE;
			}
			if (sw == 1)
				return pg_err_syntax("'%s': %.*s is a software event, counted by "
						     "the kernel, not by the %.*s PMU", event, (int)blen, body,
						     (int)plen, event);
			/*
			 * A concept on one arm64 core PMU (armv8_cortex_a53/cycles/,
			 * as cpu_core/cycles/): that PMU's CPU's row.  perf's other
			 * generic names have no meaning of libperfgen's there.
			 */
			if (sw == 0 && spec->arm_pmu && spec->kind != PG_SPEC_CONCEPT)
				return pg_err_syntax("'%s': name the event by its number "
						     "(%.*s/event=0x8/), or write '%.*s' alone for this "
						     "CPU's core PMUs", event, (int)plen, event, (int)blen,
						     body);
			if (sw == 0)
				return 0;
			if (spec->arm_pmu) {
				/* One of the PMU's sysfs events, read when resolving. */
				spec->kind = PG_SPEC_RAW;
				spec->arm_alias = body;
				spec->arm_alias_len = blen;
				return 0;
			}
		}
		spec->kind = PG_SPEC_RAW;
		return parse_terms(event, body, blen, vendor, spec);
	}

	size_t nlen = colon ? (size_t)(colon - event) : len;

	if ((spec->concept = pg_concept_find(event, nlen)) >= 0) {
		spec->kind = PG_SPEC_CONCEPT;
		return colon ? parse_mods(event, colon + 1, len - nlen - 1, spec) : 0;
	}

	/* PAPI_TOT_INS: its concept; a preset refused is resolve's to refuse. */
	if (papi_name(spec, event, nlen))
		return colon ? parse_mods(event, colon + 1, len - nlen - 1, spec) : 0;
	if (is_papi_prefix(event, nlen))
		return pg_err(-ENOENT, "unknown event '%.*s' in '%s': no PAPI 7.0 preset has this "
			      "name (PAPI writes them PAPI_ and the name, as PAPI_TOT_INS; "
			      "'perfgen list --papi' lists them)", (int)nlen, event, event);

	/* perf's names beyond the concepts: cs, bus-cycles, L1-dcache-load-misses */
	err = pg_perf_name(event, nlen, &spec->perf_type, &spec->config);
	if (err == -EINVAL)
		return pg_err_syntax("'%.*s' in '%s': perf allows this cache no such "
				     "operation (iTLB and branch: loads only; L1-icache: no stores)",
				     (int)nlen, event, event);
	if (!err) {
		spec->kind = PG_SPEC_PERF;
		return colon ? parse_mods(event, colon + 1, len - nlen - 1, spec) : 0;
	}

	/* rCONFIG[:CONFIG1][:mods] */
	if (event[0] == 'r' && nlen > 1) {
		err = parse_hex64(event + 1, nlen - 1, &spec->config);
		if (err == -ERANGE)
			return pg_err_syntax("raw config '%.*s' in '%s' overflows 64 bits",
					     (int)(nlen - 1), event + 1, event);
		if (!err) {
			spec->kind = PG_SPEC_RAW;
			if (!colon)
				return 0;
			const char *rest = colon + 1;
			const char *c2 = strchr(rest, ':');
			size_t rlen = c2 ? (size_t)(c2 - rest) : strlen(rest);
			uint64_t v;

			err = parse_hex64(rest, rlen, &v);
			if (err == -ERANGE)
				return pg_err_syntax("raw config1 '%.*s' in '%s' overflows 64 bits",
						     (int)rlen, rest, event);
			if (!err) {
				spec->config1 = v;
				if (!c2)
					return 0;
				rest = c2 + 1;
				rlen = strlen(rest);
			} else if (c2) {
				return pg_err_syntax("raw config1 '%.*s' in '%s' is not hex",
						     (int)rlen, rest, event);
			} else {
				rlen = strlen(rest);
			}
			return parse_mods(event, rest, rlen, spec);
		}
	}

	if (is_native(event, len)) {
		spec->kind = PG_SPEC_NATIVE;
		spec->native = event;
		return 0;
	}
	return unknown_name(event, event, nlen);
}

PERFGEN_API int perfgen_classify(const char *event)
{
	struct pg_spec spec;
	const char *slash, *close;
	int err;

	if (!event)
		return pg_err(-EINVAL, "perfgen_classify: event is NULL");
	slash = strchr(event, '/');
	if (slash && (size_t)(slash - event) < PG_EVENT_MAX) {
		/* Its terms are its CPU's (resolve reads them): the form only. */
		if (pg_pmu_find(event, (size_t)(slash - event)) < 0)
			return pg_err(-ENOENT, "unknown PMU '%.*s' in '%s': libperfgen drives the "
				      "core PMUs cpu, cpu_core and cpu_atom", (int)(slash - event),
				      event, event);
		close = strchr(slash + 1, '/');
		if (!close)
			return pg_err_syntax("missing closing '/' in '%s'", event);
		return PERFGEN_FORM_PMU;
	}
	/* Without a PMU the grammar is every CPU's: the parser's own answer. */
	err = pg_parse(event, PG_VENDOR_INTEL, &spec);
	if (err)
		return err;
	if (spec.papi >= 0)
		return PERFGEN_FORM_PAPI;
	switch (spec.kind) {
	case PG_SPEC_CONCEPT:
		return PERFGEN_FORM_CONCEPT;
	case PG_SPEC_PERF:
		return PERFGEN_FORM_PERF_NAME;
	case PG_SPEC_NATIVE:
		return PERFGEN_FORM_NATIVE;
	default:
		return PERFGEN_FORM_RAW;
	}
}
