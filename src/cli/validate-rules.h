/* SPDX-License-Identifier: MIT */
#ifndef PERFGEN_CLI_VALIDATE_RULES_H
#define PERFGEN_CLI_VALIDATE_RULES_H

#include "validate-run.h"
#include "verdict.h"

/*
 * The band rule gives the signal of a shot s (less the base shot's counts,
 * when the plan has a base); env's frequency range bounds the rate rule.
 */
void pgk_signal_band(const struct pgk_env *env, enum pgk_rule rule,
		     const struct pgk_shot *s, const struct pgk_shot *base,
		     struct pv_band *b);

#endif
