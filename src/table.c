// SPDX-License-Identifier: MIT
/* Lookups in the generated tables: concepts, PMUs, whitelists. */
#include <errno.h>
#include <inttypes.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "table.h"

int pg_pmu_find(const char *name, size_t len)
{
	for (int i = 0; i < PG_PMU_NR; i++)
		if (strlen(pg_pmu_names[i]) == len && !memcmp(name, pg_pmu_names[i], len))
			return i;
	return -1;
}

/*
 * memcmp(a, b, len) == 0 without calling memcmp: the first resolve of a
 * process would pay its lazy binding (a symbol lookup through the hash
 * tables of every loaded object).  Eight bytes at a time, the last eight
 * overlapping, never a byte past len.
 */
static bool same_bytes(const char *a, const char *b, size_t len)
{
	uint64_t x, y;

	if (len < 8) {
		for (size_t i = 0; i < len; i++)
			if (a[i] != b[i])
				return false;
		return true;
	}
	for (size_t i = 0; i + 8 < len; i += 8) {
		memcpy(&x, a + i, 8);
		memcpy(&y, b + i, 8);
		if (x != y)
			return false;
	}
	memcpy(&x, a + len - 8, 8);
	memcpy(&y, b + len - 8, 8);
	return x == y;
}

/* The concept named by len bytes of name, by the perfect hash; -1 when none. */
int pg_concept_find(const char *name, size_t len)
{
	unsigned int slot = pg_name_hash(pg_concept_seed, name, len) >> (32 - PG_CONCEPT_SLOT_BITS);
	int idx = pg_concept_slots[slot] - 1;

	/* The one candidate: same length, same bytes. */
	if (idx < 0 || pg_concepts[idx].name_len != len ||
	    !same_bytes(pg_concepts[idx].name, name, len))
		return -1;
	return idx;
}

/* Bytes 8k..8k+7 of a 16-byte name as a number that orders as the bytes do. */
static uint64_t name_word(const char *name, int k)
{
	uint64_t w;

	memcpy(&w, name + 8 * k, 8);
	return __builtin_bswap64(w);
}

/*
 * PAPI's preset named by len bytes of name, or -1.  As PAPI's own
 * PAPI_event_name_to_code() (papi.c, PAPI 7.0) reads a name: the prefix
 * "PAPI_" byte for byte, the rest in any case ("PAPI_tot_ins").  A binary
 * search of the sorted names, each compared as two 8-byte words (the
 * names are NUL-padded to PG_PAPI_NAME_MAX), the input upper-cased into a
 * buffer of that size: no allocation.
 */
_Static_assert(PG_PAPI_NAME_MAX == 16, "pg_papi_find compares names as two words");
int pg_papi_find(const char *name, size_t len)
{
	char up[PG_PAPI_NAME_MAX] = { 0 };
	unsigned int lo = 0, hi = pg_nr_papi;
	uint64_t w0, w1;

	if (len < 6 || len >= PG_PAPI_NAME_MAX || !same_bytes(name, "PAPI_", 5))
		return -1;
	for (size_t i = 0; i < len; i++)
		up[i] = name[i] >= 'a' && name[i] <= 'z' ? (char)(name[i] - 'a' + 'A') : name[i];
	w0 = name_word(up, 0);
	w1 = name_word(up, 1);
	while (lo < hi) {
		unsigned int mid = lo + (hi - lo) / 2;
		uint64_t m0 = name_word(pg_papi[mid].name, 0), m1 = name_word(pg_papi[mid].name, 1);

		if (w0 == m0 && w1 == m1)
			return (int)mid;
		if (w0 < m0 || (w0 == m0 && w1 < m1))
			hi = mid;
		else
			lo = mid + 1;
	}
	return -1;
}

const struct pg_pmu_rows *pg_uarch_pmu(const struct pg_uarch *u, int pmu)
{
	for (unsigned int i = 0; i < u->nr_pmus; i++)
		if (u->pmus[i].pmu == pmu)
			return &u->pmus[i];
	return NULL;
}

/* Optimal string alignment distance, bounded to short names. */
static unsigned int distance(const char *a, size_t la, const char *b)
{
	unsigned int d[3][33];
	size_t lb = strlen(b);

	if (la > 32 || lb > 32)
		return 99;
	for (size_t j = 0; j <= lb; j++)
		d[0][j] = (unsigned int)j;
	for (size_t i = 1; i <= la; i++) {
		unsigned int *cur = d[i % 3], *prev = d[(i - 1) % 3], *pp = d[(i + 1) % 3];

		cur[0] = (unsigned int)i;
		for (size_t j = 1; j <= lb; j++) {
			unsigned int cost = a[i - 1] != b[j - 1];
			unsigned int v = prev[j] + 1;

			if (cur[j - 1] + 1 < v)
				v = cur[j - 1] + 1;
			if (prev[j - 1] + cost < v)
				v = prev[j - 1] + cost;
			if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] &&
			    pp[j - 2] + 1 < v)
				v = pp[j - 2] + 1;
			cur[j] = v;
		}
	}
	return d[la % 3][lb];
}

void pg_suggest(const char *name, size_t len, char *buf, size_t sz)
{
	unsigned int best[3] = { 99, 99, 99 };
	int idx[3] = { -1, -1, -1 };
	size_t used = 0;

	buf[0] = '\0';
	for (unsigned int i = 0; i < pg_nr_concepts; i++) {
		const char *cname = pg_concepts[i].name;
		unsigned int d = distance(name, len, cname);

		/* A name that contains what was typed is a good guess too. */
		if (len >= 3 && len < 32) {
			char tmp[32];

			memcpy(tmp, name, len);
			tmp[len] = '\0';
			if (strstr(cname, tmp) && d > 2)
				d = 2;
		}
		for (int k = 0; k < 3; k++) {
			if (d < best[k]) {
				for (int m = 2; m > k; m--) {
					best[m] = best[m - 1];
					idx[m] = idx[m - 1];
				}
				best[k] = d;
				idx[k] = (int)i;
				break;
			}
		}
	}
	for (int k = 0; k < 3; k++) {
		int n;

		if (idx[k] < 0 || best[k] > (len < 6 ? 2 : len / 2))
			continue;
		n = snprintf(buf + used, sz - used, "%s%s", used ? ", " : "",
			     pg_concepts[idx[k]].name);
		if (n < 0 || (size_t)n >= sz - used)
			break;
		used += (size_t)n;
	}
}

/* The entry whose event select and umask (config & 0xffff) match, or NULL. */
const struct pg_wl_entry *pg_wl_find(const struct pg_whitelist *wl, uint64_t config)
{
	for (unsigned int i = 0; i < wl->nr; i++) {
		const struct pg_wl_entry *e = pg_wl_entry_at(wl, i);

		if (e->event == (config & 0xffff))
			return e;
	}
	return NULL;
}
