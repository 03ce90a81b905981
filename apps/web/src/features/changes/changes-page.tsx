import { type ActivityFilter, type ActivityRecordVo, defaultActivityFilter } from "@portal/domain";
import { useEffect, useRef, useState } from "react";
import { AccountPage } from "../../components/account-page.tsx";
import { useFeatureTranslation } from "../../components/feature-translation.ts";
import { PageLoader } from "../../components/page-loader.tsx";
import { useServerToday } from "../../lib/api/calendar.ts";
import { errorCode } from "../../lib/api/client.ts";
import { useLocation } from "../../lib/router.tsx";
import { showToast } from "../../lib/toasts.tsx";
import { useCycleDateReload } from "../../lib/use-cycle-date-reload.ts";
import type en from "../../locales/en/changes.json";
import { ActivityDetail } from "./activity-detail.tsx";
import { ActivityListView } from "./activity-list-view.tsx";
import { useActivityHistory } from "./api/activity-history.ts";
import { readNavigationState } from "./navigation-state.ts";

/** The page's two internal states (part 2 §2.8): the list and one instruction's details. */
export type ChangesView =
  | { name: "changes" }
  | {
      name: "changesDetails";
      refNumber: string;
      /** Opened from a card (the focus moves to the details), rather than by the navigation state. */
      fromCard: boolean;
    };

function viewOf(state: unknown): ChangesView {
  const { openRef } = readNavigationState(state);
  return openRef ? { name: "changesDetails", refNumber: openRef, fromCard: false } : { name: "changes" };
}

/**
 * Part 2 §8: a failed list load shows the technical-error toast once per failure (each failed call
 * is a new error; Try again asks again); a session that expired is left to the session watcher.
 */
function useLoadFailureToast(history: ReturnType<typeof useActivityHistory>) {
  const { error, refetch } = history;
  useEffect(() => {
    if (!error || errorCode(error) === "session-expired") return;
    showToast("technical-error", { onRetry: () => void refetch() });
  }, [error, refetch]);
}

function ChangesContent({
  today,
  view,
  setView,
}: {
  today: string;
  view: ChangesView;
  setView: (view: ChangesView) => void;
}) {
  const location = useLocation();
  const history = useActivityHistory();
  const [filter, setFilter] = useState<ActivityFilter>(() => defaultActivityFilter(today));
  const [page, setPage] = useState(() => readNavigationState(location.state).skipToPage ?? 1);
  const [focusRef, setFocusRef] = useState<string | null>(null);
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const seenKey = useRef(location.key);
  /** The web cycle date of the last cancel answer (§4.3). */
  const [cancelCycleDate, setCancelCycleDate] = useState<string | null>(null);
  useLoadFailureToast(history);
  // §4.1: a later cycle date in the history or a cancel answer reloads the account data.
  useCycleDateReload(history.data?.webCycleDate);
  useCycleDateReload(cancelCycleDate);

  // Arriving again at /changes (the navigation, a breadcrumb, another page's link): its state
  // decides, the filter is kept.
  useEffect(() => {
    if (seenKey.current === location.key) return;
    seenKey.current = location.key;
    const { skipToPage } = readNavigationState(location.state);
    if (skipToPage) setPage(skipToPage);
    setFocusRef(null);
  }, [location.key, location.state]);

  const open = (activity: ActivityRecordVo) => {
    setView({ name: "changesDetails", refNumber: activity.refNumber, fromCard: true });
  };

  const backToList = (refNumber: string | null) => {
    setFocusRef(refNumber);
    setView({ name: "changes" });
  };

  if (view.name === "changesDetails") {
    return (
      <ActivityDetail
        key={view.refNumber}
        refNumber={view.refNumber}
        focusOnOpen={view.fromCard}
        onBack={() => backToList(view.refNumber)}
        onCancelled={(webCycleDate) => {
          setCancelCycleDate(webCycleDate);
          backToList(null);
          requestAnimationFrame(() => listHeadingRef.current?.focus());
        }}
      />
    );
  }
  return (
    <ActivityListView
      today={today}
      history={history}
      filter={filter}
      page={page}
      onFilter={(next) => {
        setFilter(next);
        // §4.2: Generate records goes back to the first page.
        setPage(1);
      }}
      onPage={setPage}
      onOpen={open}
      focusRef={focusRef}
      headingRef={listHeadingRef}
    />
  );
}

/**
 * /changes: part 2 §2.8 switching instructions. The list ('changes': status and month filter,
 * Generate records, cards newest first, 10 a page, notes) and one instruction's details
 * ('changesDetails': lines, Back, Cancel). The navigation state may name the page to open the
 * list at (`skipToPage`) or an instruction to open at once (`openRef`, from the wizard).
 */
export function ChangesPage() {
  const { t } = useFeatureTranslation<typeof en>("changes");
  const location = useLocation();
  const today = useServerToday();
  const [view, setView] = useState<ChangesView>(() => viewOf(location.state));
  const seenKey = useRef(location.key);

  useEffect(() => {
    if (seenKey.current === location.key) return;
    seenKey.current = location.key;
    setView(viewOf(location.state));
  }, [location.key, location.state]);

  return (
    <AccountPage
      page="changes"
      parents={view.name === "changes" ? [] : ["changes"]}
      heading={view.name === "changes" ? undefined : t("detail.title")}
    >
      {today ? <ChangesContent today={today} view={view} setView={setView} /> : <PageLoader />}
    </AccountPage>
  );
}
