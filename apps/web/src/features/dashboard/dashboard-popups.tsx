import type { CalendarResponse, PolicyInfoVo, Scheme } from "@portal/domain";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { calendarQueryOptions } from "../../lib/api/calendar-query.ts";

/** The dashboard's dated popups (part 2 §2.3), in the order they are shown. */
export const POPUP_IDS = [
  "product125Warning",
  "mainSchemeTerminationNotice",
  "occupationalTerminationNotice",
  "schemeClosure",
] as const;
export type PopupId = (typeof POPUP_IDS)[number];

/** The product the popups' conditions read. */
export interface PopupAccount {
  scheme: Scheme;
  productTypeNmbr: number;
  productAcronym: string;
  isOrso: boolean;
}

/** The marker of the main scheme in a product acronym. */
const MAIN_SCHEME_MARKER = "S800";

/**
 * Which popups apply now: each needs its calendar window open (Hong Kong time, on the server's
 * clock) and the account's product to match. The closure notice follows the scheme's own
 * termination window: AIIB's for the AIIB scheme, the MPF termination flags for the other MPF
 * products (ORSO schemes do not move to the eMPF platform).
 */
export function duePopups(windows: CalendarResponse["windows"], account: PopupAccount): PopupId[] {
  const open = (id: keyof CalendarResponse["windows"]) => windows[id].active;
  const due: Record<PopupId, boolean> = {
    product125Warning: open("product125Warning") && account.productTypeNmbr === 125,
    mainSchemeTerminationNotice:
      open("mainSchemeTerminationNotice") &&
      account.productAcronym.toUpperCase().includes(MAIN_SCHEME_MARKER),
    occupationalTerminationNotice: open("occupationalTerminationNotice") && account.isOrso,
    schemeClosure:
      account.scheme === "HKAIIB" ? open("aiibTermination") : !account.isOrso && open("mpfTerminationFlags"),
  };
  return POPUP_IDS.filter((id) => due[id]);
}

/** Where an acknowledged popup is remembered: per popup and client, in this browser. */
export function popupStorageKey(id: PopupId, clientNmbr: number): string {
  return `harbour-portal.popup.${id}.${clientNmbr}`;
}

function isAcknowledged(id: PopupId, clientNmbr: number): boolean {
  try {
    return localStorage.getItem(popupStorageKey(id, clientNmbr)) !== null;
  } catch {
    return false;
  }
}

function remember(id: PopupId, clientNmbr: number): void {
  try {
    localStorage.setItem(popupStorageKey(id, clientNmbr), new Date().toISOString());
  } catch {
    // Storage full or refused: the popup shows again next time, which is harmless.
  }
}

/** The dialog's code, loaded when a popup is due (popup-dialog.tsx). */
const PopupDialog = lazy(() =>
  import("./popup-dialog.tsx").then((module) => ({ default: module.PopupDialog })),
);

/**
 * Shows the first due popup not yet acknowledged. OK acknowledges it for good (this browser,
 * this client); Escape only puts it away for this visit to the page.
 */
export function DashboardPopups({ policy, clientNmbr }: { policy: PolicyInfoVo; clientNmbr: number }) {
  const { data: calendar } = useQuery(calendarQueryOptions);
  const [putAway, setPutAway] = useState<readonly PopupId[]>([]);

  if (!calendar) return null;
  const current = duePopups(calendar.windows, {
    scheme: policy.scheme,
    productTypeNmbr: policy.product.productTypeNmbr,
    productAcronym: policy.product.productAcronym,
    isOrso: policy.product.isOrso,
  }).find((id) => !putAway.includes(id) && !isAcknowledged(id, clientNmbr));
  if (!current) return null;

  const next = () => setPutAway((ids) => [...ids, current]);
  return (
    <Suspense fallback={null}>
      <PopupDialog
        key={current}
        popup={current}
        scheme={policy.scheme}
        onClose={next}
        onAcknowledge={() => {
          remember(current, clientNmbr);
          next();
        }}
      />
    </Suspense>
  );
}
