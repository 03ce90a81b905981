import { isLaterCycleDate } from "@portal/domain";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { accountKeys, accountSummaryQuery } from "./api/accounts.ts";
import { sessionQueryOptions } from "./api/session.ts";
import { hotlineFor } from "./links.ts";
import { sessionStore, useSession } from "./session-store.ts";
import { showToast } from "./toasts.tsx";
import { useTranslation } from "./use-translation.tsx";

/**
 * Part 2 §4.1: when an answer carries a later web cycle date than the one the account was loaded
 * at, the account data is reloaded: the stored cycle date moves on (the policy and gain/loss keys
 * carry it, so they load afresh), the other account answers are marked stale, and the account
 * summary is asked for again (once the member's client number is known). A failed reload shows
 * the report-error toast (§8). Any page whose answers carry a webCycleDate (the dashboard's policy,
 * the switching instructions' history, cancel and details) hands it in here.
 */
export function useCycleDateReload(incoming: string | undefined | null): void {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const { account, scheme } = useSession();
  const { data: info } = useQuery({ ...sessionQueryOptions, enabled: false });
  const clientId = info?.clientNmbr ?? null;
  const [summaryDue, setSummaryDue] = useState(false);

  const onFailure = useCallback(
    () =>
      showToast("report-error-message", {
        message: t("account.reloadFailed", { phone: hotlineFor(scheme).display }),
      }),
    [t, scheme],
  );

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
