// SPDX-License-Identifier: MIT
/*
 * What each rule of perfgen validate expects of a concept's count, from the
 * exact counts of a microkernel's run (validate-kernels.h) and the
 * geometry of its sweep: the band verdict.c judges a reading against.
 */
#include <stdint.h>

#include "validate-rules.h"

/* The floating-point operations a FLOPs rule counts in a kernel's counts. */
static double flops(enum pgk_rule rule, const struct pgk_counts *c)
{
	return (double)((rule != PGK_RULE_FLOPS_DP ? c->flops_sp : 0) +
			(rule != PGK_RULE_FLOPS_SP ? c->flops_dp : 0));
}

/*
 * What a rule judged exactly counts (the loads, stores and branch kinds
 * give or take the bodies' glue).
 */
static double exact_count(enum pgk_rule rule, const struct pgk_counts *c)
{
	uint64_t uncond = c->branches - c->cond_branches;

	switch (rule) {
	case PGK_RULE_INSTRUCTIONS:
		return (double)c->instructions;
	case PGK_RULE_BRANCHES:
		return (double)c->branches;
	case PGK_RULE_COND_BRANCHES:
		return (double)c->cond_branches;
	case PGK_RULE_BARRIERS:
		return (double)c->barriers;
	case PGK_RULE_FMA:
		return (double)c->fma;
	case PGK_RULE_SIMD:
		return (double)c->simd;
	case PGK_RULE_LOADS:
		return (double)c->loads;
	case PGK_RULE_STORES:
		return (double)c->stores;
	case PGK_RULE_TAKEN:
		return (double)(c->taken + uncond);
	case PGK_RULE_NOT_TAKEN:
		return (double)(c->cond_branches - c->taken);
	default:
		return (double)uncond;
	}
}

/* The floating-point instructions of one kind a rule counts (an FMA two). */
static double fp_kind(enum pgk_rule rule, const struct pgk_counts *c)
{
	switch (rule) {
	case PGK_RULE_FP_SCALAR_SP:
		return (double)c->fp_scalar_sp;
	case PGK_RULE_FP_SCALAR_DP:
		return (double)c->fp_scalar_dp;
	case PGK_RULE_FP_PACKED_SP:
		return (double)c->fp_packed_sp;
	case PGK_RULE_FP_PACKED_DP:
		return (double)c->fp_packed_dp;
	case PGK_RULE_FP_128B_SP:
		return (double)pgk_fp_128b_sp(c);
	case PGK_RULE_FP_128B_DP:
		return (double)pgk_fp_128b_dp(c);
	case PGK_RULE_FP_256B_SP:
		return (double)c->fp_256b_sp;
	case PGK_RULE_FP_256B_DP:
		return (double)c->fp_256b_dp;
	default:
		return (double)(c->fp_scalar_sp + c->fp_scalar_dp + c->fp_packed_sp +
				c->fp_packed_dp);
	}
}

void pgk_signal_band(const struct pgk_env *env, enum pgk_rule rule,
		     const struct pgk_shot *s, const struct pgk_shot *base,
		     struct pv_band *b)
{
	uint64_t dist = s->disturbances + (base ? base->disturbances : 0);

	switch (rule) {
	case PGK_RULE_INSTRUCTIONS:
	case PGK_RULE_BRANCHES:
	case PGK_RULE_COND_BRANCHES:
	case PGK_RULE_BARRIERS:
	case PGK_RULE_FMA:
	case PGK_RULE_SIMD:
		pv_band_exact(b, exact_count(rule, &s->counts) -
			      (base ? exact_count(rule, &base->counts) : 0), dist);
		break;
	case PGK_RULE_LOADS:
	case PGK_RULE_STORES:
	case PGK_RULE_TAKEN:
	case PGK_RULE_NOT_TAKEN:
	case PGK_RULE_UNCOND:
		pv_band_exact(b, exact_count(rule, &s->counts) -
			      (base ? exact_count(rule, &base->counts) : 0), dist);
		b->lo -= PGK_BODY_GLUE;
		b->hi += PGK_BODY_GLUE;
		break;
	case PGK_RULE_FP_SCALAR_SP:
	case PGK_RULE_FP_SCALAR_DP:
	case PGK_RULE_FP_PACKED_SP:
	case PGK_RULE_FP_PACKED_DP:
	case PGK_RULE_FP_INSTS:
	case PGK_RULE_FP_128B_SP:
	case PGK_RULE_FP_128B_DP:
	case PGK_RULE_FP_256B_SP:
	case PGK_RULE_FP_256B_DP:
		/* An FMA counts two: a disturbance may add that much per instruction. */
		pv_band_flops(b, fp_kind(rule, &s->counts) - (base ? fp_kind(rule, &base->counts) : 0),
			      dist, 2);
		break;
	case PGK_RULE_FLOPS:
	case PGK_RULE_FLOPS_SP:
	case PGK_RULE_FLOPS_DP:
		/* The base computes nothing: the signal's widest instruction bounds it. */
		pv_band_flops(b, flops(rule, &s->counts) - (base ? flops(rule, &base->counts) : 0),
			      dist, s->counts.fp_widest);
		break;
	case PGK_RULE_CHANCE:
		pv_band_chance(b, s->n);
		break;
	case PGK_RULE_RATE:
		pv_band_rate(b, s->inner_s, env->fmin, env->fmax);
		break;
	case PGK_RULE_LOOKUP:
		pv_band_sweep(b, s->n, s->lines, s->cached_above, 1.0);
		break;
	case PGK_RULE_MISS:
		pv_band_sweep(b, s->n, s->lines, s->cached, 1.0);
		break;
	case PGK_RULE_DRAM:
	case PGK_RULE_FILLS:
		pv_band_sweep(b, s->n, s->lines, s->cached, 2.0);
		break;
	case PGK_RULE_DRAM_READ_BYTES:
		pv_band_sweep(b, s->n, s->lines, s->cached, 1.0);
		b->hi = PV_DRAM_BYTES_HI * b->expected;
		break;
	case PGK_RULE_DRAM_WRITE_BYTES:
		pv_band_sweep(b, s->n, s->lines, s->cached, 1.0);
		b->lo = (double)(s->n < s->lines ? s->n : s->lines) - (double)s->cached;
		b->lo = b->lo > 0 ? b->lo : 0;
		b->hi = PV_DRAM_BYTES_HI * b->expected;
		break;
	case PGK_RULE_ROUNDS:
		pv_band_rounds(b, s->n);
		break;
	case PGK_RULE_KERNEL:
		pv_band_kernel(b, s->expected, s->extra);
		break;
	case PGK_RULE_TIME:
		pv_band_time(b, s->inner_s * 1e9, s->expected, s->wall_s * 1e9);
		break;
	}
}
