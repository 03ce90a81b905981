import { isLaterCycleDate } from "@portal/domain";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { accountKeys, accountSummaryQuery } from "../../lib/api/accounts.ts";
import { sessionQueryOptions } from "../../lib/api/session.ts";
import { sessionStore, useSession } from "../../lib/session-store.ts";

/**
 * Part 2 §4.1: when an answer carries a later web cycle date than the one the account was loaded
 * at, the account data is reloaded: the stored cycle date moves on (the policy and gain/loss keys
 * carry it, so they load afresh), the other account answers are marked stale, and the account
 * summary is asked for again (once the member's client number is known). `onFailure` is told
 * when that reload fails (the report-error toast).
 */
export function useCycleDateReload(incoming: string | undefined, onFailure: () => void): void {
  const queryClient = useQueryClient();
  const { account } = useSession();
  const { data: info } = useQuery({ ...sessionQueryOptions, enabled: false });
  const clientId = info?.clientNmbr ?? null;
  const [summaryDue, setSummaryDue] = useState(false);

  useEffect(() => {
    if (!account || !incoming || !isLaterCycleDate(account.webCycleDate, incoming)) return;
    sessionStore.update({ account: { ...account, webCycleDate: incoming } });
    void queryClient.invalidateQueries({ queryKey: accountKeys.all, refetchType: "none" });
    setSummaryDue(true);
  }, [account, incoming, queryClient]);

  useEffect(() => {
    if (!summaryDue || clientId === null) return;
    setSummaryDue(false);
    queryClient.fetchQuery({ ...accountSummaryQuery(clientId), staleTime: 0 }).catch(onFailure);
  }, [summaryDue, clientId, queryClient, onFailure]);
}
