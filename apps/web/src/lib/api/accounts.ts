import {
  type AccountSummaryResponse,
  accountEndpoints,
  type GainAndLossResponse,
  type PolicyResponse,
  wholePolicyRequest,
} from "@portal/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { type SelectedAccount, useSession } from "../session-store.ts";
import { call } from "./client.ts";

/**
 * The account data every account page shares (part 2 §7.1): the summary of the member's accounts,
 * one account's policy (details, holdings, history) and its gain/loss. One file because several
 * features read them; each feature's own calls live in the feature.
 */
export const accountKeys = {
  all: ["accounts"] as const,
  summary: (clientId: number) => ["accounts", "summary", clientId] as const,
  policy: (account: Pick<SelectedAccount, "clntRltnshpNmbr" | "webCycleDate">) =>
    ["accounts", "policy", account.clntRltnshpNmbr, account.webCycleDate] as const,
  gainAndLoss: (account: Pick<SelectedAccount, "clntRltnshpNmbr" | "webCycleDate">) =>
    ["accounts", "gainAndLoss", account.clntRltnshpNmbr, account.webCycleDate] as const,
};

/** accountEndpoints.accountSummary: the member's accounts, policy and filtered lists, cycle date. */
export function fetchAccountSummary(clientId: number, signal?: AbortSignal): Promise<AccountSummaryResponse> {
  return call(accountEndpoints.accountSummary, { query: { clientId } }, { signal });
}

export const accountSummaryQuery = (clientId: number) =>
  queryOptions({
    queryKey: accountKeys.summary(clientId),
    queryFn: ({ signal }) => fetchAccountSummary(clientId, signal),
    staleTime: 60_000,
  });

export function useAccountSummary(clientId: number | null) {
  return useQuery({ ...accountSummaryQuery(clientId ?? 0), enabled: clientId !== null });
}

/** accountEndpoints.policy: details, holdings and plan history of one account. */
export function fetchPolicy(account: SelectedAccount, signal?: AbortSignal): Promise<PolicyResponse> {
  return call(accountEndpoints.policy, { body: wholePolicyRequest(account) }, { signal });
}

export const policyQuery = (account: SelectedAccount) =>
  queryOptions({
    queryKey: accountKeys.policy(account),
    queryFn: ({ signal }) => fetchPolicy(account, signal),
    staleTime: 60_000,
  });

/**
 * Part 2 §4.1: while a later cycle date's answer loads, the previous answer of the same account
 * stays shown; another account's never does.
 */
function sameAccount(account: SelectedAccount | null, previousKey: readonly unknown[] | undefined): boolean {
  return account !== null && previousKey?.[2] === account.clntRltnshpNmbr;
}

/**
 * The selected account's policy; disabled until an account is chosen. When the web cycle date
 * moves on (part 2 §4.1) the key changes and the previous answer stays shown until the new one
 * arrives.
 */
export function usePolicy() {
  const { account } = useSession();
  return useQuery({
    ...policyQuery(
      account ?? {
        clientNmbr: 0,
        clntRltnshpNmbr: 0,
        contractNmbr: 0,
        productTypeNmbr: 0,
        isOrso: false,
        webCycleDate: "",
      },
    ),
    enabled: account !== null,
    placeholderData: (previous, previousQuery) =>
      sameAccount(account, previousQuery?.queryKey) ? previous : undefined,
  });
}

/** accountEndpoints.gainAndLoss: balance, net contribution and gain/loss of one account. */
export function fetchGainAndLoss(
  account: SelectedAccount,
  signal?: AbortSignal,
): Promise<GainAndLossResponse> {
  const query = { clientNmbr: account.clientNmbr, clntRltnshpNmbr: account.clntRltnshpNmbr };
  return call(accountEndpoints.gainAndLoss, { query }, { signal });
}

export const gainAndLossQuery = (account: SelectedAccount | null) =>
  queryOptions({
    queryKey: accountKeys.gainAndLoss(account ?? { clntRltnshpNmbr: 0, webCycleDate: "" }),
    queryFn: ({ signal }): Promise<GainAndLossResponse> =>
      account ? fetchGainAndLoss(account, signal) : Promise.resolve([]),
    staleTime: 60_000,
  });

export function useGainAndLoss() {
  const { account } = useSession();
  return useQuery({
    ...gainAndLossQuery(account),
    enabled: account !== null,
    placeholderData: (previous, previousQuery) =>
      sameAccount(account, previousQuery?.queryKey) ? previous : undefined,
  });
}
