import { stepUpErrors, switchRuleErrors, type Table } from "../endpoint-spec.ts";
import {
  activityDetailsQuery,
  activityDetailsResponse,
  activityHistoryQuery,
  activityHistoryResponse,
  cancelTransactionQuery,
  cancelTransactionResponse,
  submitInstructionRequest,
  submitInstructionResponse,
  switchOptionsQuery,
  switchOptionsResponse,
} from "../switching.ts";

/** Switching (part 2 §7.3, decision 002). */
export const switchingEndpoints = {
  switchOptions: {
    method: "GET",
    path: "/fundswitch/options",
    tag: "switching",
    summary:
      "What the fund switching wizard offers the account now: blocks, contribution types, funds, holdings, blocked funds, current allocation, dealing day",
    session: "member",
    query: switchOptionsQuery,
    response: switchOptionsResponse,
    owns: { clntRltnshpNmbr: "account" },
  },
  submitInstruction: {
    method: "POST",
    path: "/fundswitch/instructions",
    tag: "switching",
    summary:
      "Submits a fund switch or a change of future allocation, confirmed with the PIN; idempotent by the key",
    session: "memberWrite",
    body: submitInstructionRequest,
    response: submitInstructionResponse,
    owns: { clntRltnshpNmbr: "account" },
    errors: [
      ...stepUpErrors,
      ...switchRuleErrors,
      "fund-blocked",
      "auditor-declaration-required",
      "index-confirmation-required",
      "idempotency-key-reused",
    ],
  },
  activityHistory: {
    method: "GET",
    path: "/cycleactivities/history",
    tag: "switching",
    summary: "The account's fund switches and allocation changes with their status (part 2 §2.8, §4.2)",
    session: "member",
    query: activityHistoryQuery,
    response: activityHistoryResponse,
    owns: { clntRltnshpNmbr: "account" },
  },
  activityDetails: {
    method: "GET",
    path: "/cycleactivities/cycleActivityDetails",
    tag: "switching",
    summary: "One instruction by its reference number (without its prefix), with merged fund lines",
    session: "member",
    query: activityDetailsQuery,
    response: activityDetailsResponse,
    owns: { clntRltnshpNmbr: "account", referenceNmbr: "instruction" },
  },
  cancelTransaction: {
    method: "DELETE",
    path: "/cycleactivities/cancelTransaction",
    tag: "switching",
    summary: "Cancels a pending fund switch before the cut-off on its transaction date (part 2 §4.3)",
    session: "memberWrite",
    query: cancelTransactionQuery,
    response: cancelTransactionResponse,
    owns: { clntRltnshpNmbr: "account", contractNmbr: "contract", activityIds: "instruction" },
    errors: ["cancel-not-allowed"],
  },
} as const satisfies Table;
