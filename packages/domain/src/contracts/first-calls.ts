import type { AccountHint } from "./account-hint.ts";
import { wholePolicyRequest } from "./accounts.ts";
import type { CallInput } from "./endpoint-path.ts";
import type { EndpointSpec } from "./endpoint-spec.ts";
import { accountEndpoints } from "./endpoints/accounts.ts";
import { fundEndpoints } from "./endpoints/funds.ts";

/** One call a page makes before its first render: the endpoint and its input. */
export interface FirstCall {
  endpoint: EndpointSpec;
  input: CallInput;
}

/** Who asks: the session's member (its login info's client) and the account the tab shows. */
export interface FirstCallContext {
  memberClientNmbr: number;
  account: AccountHint;
}

/** The fund a fact sheet's address names (`?invTypeNmbr=`), or null when it names none. */
export function factSheetFund(search: URLSearchParams): number | null {
  const invTypeNmbr = Number(search.get("invTypeNmbr") ?? "");
  return Number.isInteger(invTypeNmbr) && invTypeNmbr > 0 ? invTypeNmbr : null;
}

/**
 * The calls a member page makes before its first render, the same the web app's page asks for
 * then (its `prefetchPage`; a test of each page holds the two equal): the server makes them
 * while it builds the page and puts their answers in it, so the page does not wait a round trip
 * for them after its code has run (issue 17). Reads only; none for any other page.
 */
export function pageFirstCalls(
  pathname: string,
  search: URLSearchParams,
  context: FirstCallContext,
): FirstCall[] {
  const { memberClientNmbr, account } = context;
  switch (pathname) {
    case "/dashboard":
      return [
        { endpoint: accountEndpoints.accountSummary, input: { query: { clientId: memberClientNmbr } } },
        {
          endpoint: accountEndpoints.policy,
          input: { body: wholePolicyRequest(account) },
        },
        {
          endpoint: accountEndpoints.gainAndLoss,
          input: { query: { clientNmbr: account.clientNmbr, clntRltnshpNmbr: account.clntRltnshpNmbr } },
        },
        {
          endpoint: accountEndpoints.customAttributes,
          input: { query: { contractNmbr: account.contractNmbr } },
        },
      ];
    case "/fundFactSheet": {
      const invTypeNmbr = factSheetFund(search);
      if (invTypeNmbr === null) return [];
      return [
        {
          endpoint: fundEndpoints.fundInfoDetail,
          input: { query: { productTypeNmbr: account.productTypeNmbr, invTypeNmbr } },
        },
      ];
    }
    default:
      return [];
  }
}
