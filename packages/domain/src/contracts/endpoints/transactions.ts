import {
  contributionHistoryQuery,
  contributionHistoryResponse,
  historyQuery,
  transactionHistoryResponse,
} from "../accounts.ts";
import { monthRangeErrors, type Table } from "../endpoint-spec.ts";

/** History (part 2 §7.2). */
export const transactionEndpoints = {
  transactionHistory: {
    method: "GET",
    path: "/transactions/transactionhistory",
    tag: "transactions",
    summary: "Transaction history per fund: opening balance, rows, total units, closing balance",
    session: "member",
    query: historyQuery,
    response: transactionHistoryResponse,
    owns: { clntRltnshpNmbr: "account" },
    errors: [...monthRangeErrors],
  },
  contributionHistory: {
    method: "GET",
    path: "/transactions/transactioncontributionhistoryservice",
    tag: "transactions",
    summary: "Contribution records with every money-type split and the fund allocation",
    session: "member",
    query: contributionHistoryQuery,
    response: contributionHistoryResponse,
    owns: { clntRltnshpNmbr: "account", contractNmbr: "contract" },
    errors: [...monthRangeErrors],
  },
} as const satisfies Table;
