/* SPDX-License-Identifier: MIT */
/*
 * The agent's Performance Metrics Domain.  PCP keeps 385-510 for agents
 * outside its own packages (the table at the top of
 * $PCP_VAR_DIR/pmns/stdpmid), handed out from the top down.  Install reads
 * the first number defined here; change it if another local agent has it.
 */
#define PERFGEN 510
