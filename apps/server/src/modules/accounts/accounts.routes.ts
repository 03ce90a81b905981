import type { Handlers } from "../../http/handlers.ts";
import * as service from "./accounts.service.ts";

/** The account calls of part 2 §7.1; the session and every id are checked before they run. */
export function accountsRoutes(
  deps: service.AccountsDeps,
): Handlers<
  | "accountSummary"
  | "policy"
  | "gainAndLoss"
  | "portfolioDetails"
  | "rateOfReturn"
  | "qualifyingBalance"
  | "feesAndCharges"
  | "customAttributes"
> {
  return {
    accountSummary: ({ caller, query }) => service.accountSummary(deps, caller, query.clientId),
    policy: ({ caller, body }) => service.policy(deps, caller, body),
    gainAndLoss: ({ caller, query }) => service.gainAndLoss(deps, caller, query),
    portfolioDetails: ({ caller, query }) => service.portfolioDetails(deps, caller, query.clntRltnshpNmbr),
    rateOfReturn: ({ caller, query }) => service.rateOfReturn(deps, caller, query.clntRltnshpNmbr),
    qualifyingBalance: ({ caller, query }) => service.qualifyingBalance(deps, caller, query.clntRltnshpNmbr),
    feesAndCharges: ({ caller, query }) => service.feesAndCharges(deps, caller, query.clntRltnshpNmbr),
    customAttributes: ({ query }) => service.customAttributes(deps, query.contractNmbr),
  };
}
