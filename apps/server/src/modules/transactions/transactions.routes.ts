import type { Handlers } from "../../http/handlers.ts";
import * as service from "./transactions.service.ts";

/** The history calls of part 2 §7.2; the session and every id are checked before they run. */
export function transactionsRoutes(
  deps: service.TransactionsDeps,
): Handlers<"transactionHistory" | "contributionHistory"> {
  return {
    transactionHistory: ({ caller, query }) => service.transactionHistory(deps, caller, query),
    contributionHistory: ({ caller, query }) => service.contributionHistory(deps, caller, query),
  };
}
