import { Anchor, List, Stack, Text, Title } from "@mantine/core";
import {
  type ActivityFilter,
  type ActivityHistoryResponse,
  type ActivityRecordVo,
  activityPage,
  cutOffClockTime,
  DEFAULT_CUT_OFF_HOURS,
  formatLongDate,
  type Language,
} from "@portal/domain";
import type { UseQueryResult } from "@tanstack/react-query";
import { type ReactNode, type RefObject, useEffect, useId, useRef } from "react";
import { useFeatureTranslation } from "../../components/feature-translation.ts";
import { LoadError } from "../../components/load-error.tsx";
import { PageLoader } from "../../components/page-loader.tsx";
import { hkDateTime } from "../../lib/hk-date-time.ts";
import { hotlineFor } from "../../lib/links.ts";
import { useSession } from "../../lib/session-store.ts";
import { Trans, useTranslation } from "../../lib/use-translation.tsx";
import type en from "../../locales/en/changes.json";
import { ActivityFilterForm } from "./activity-filter.tsx";
import classes from "./changes.module.css";
import { type ChangesT, fundTypeLabel } from "./labels.ts";
import { ListPagination } from "./list-pagination.tsx";
import { StatusLabel } from "./status-label.tsx";

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <span className={classes.fact}>
      <Text span size="xs" c="dimmed">
        {label}
      </Text>
      <Text span size="sm" fw={500}>
        {value}
      </Text>
    </span>
  );
}

/**
 * One card (§2.8): the fund type title and the status; a Completed one shows its transaction
 * date, the others their transaction number (when there is one), instruction date and
 * transaction date. The whole card is the button that opens the details.
 */
function ActivityCard({
  activity,
  t,
  language,
  onOpen,
}: {
  activity: ActivityRecordVo;
  t: ChangesT;
  language: Language;
  onOpen: (activity: ActivityRecordVo) => void;
}) {
  const { t: common } = useTranslation();
  const transactionDate = formatLongDate(activity.transHistoryEffectiveDate, language);
  const facts =
    activity.statusType === "COMPLETED"
      ? [{ key: "transactionDate", label: t("fields.transactionDate"), value: transactionDate }]
      : [
          activity.refNumber
            ? { key: "transactionNumber", label: t("fields.transactionNumber"), value: activity.refNumber }
            : null,
          {
            key: "instructionDate",
            label: t("fields.instructionDate"),
            value: hkDateTime(activity.activityInputdate, language)?.date ?? common("notAvailable"),
          },
          { key: "transactionDate", label: t("fields.transactionDate"), value: transactionDate },
        ];
  return (
    <button
      type="button"
      className={`${classes.card} ${classes.tone}`}
      data-status={activity.statusType}
      data-ref={activity.refNumber}
      onClick={() => onOpen(activity)}
    >
      <span className={classes.cardHead}>
        <Text span fw={700} size="md" c="navy.9">
          {fundTypeLabel(t, activity.fundType)}
        </Text>
        <StatusLabel status={activity.statusType} />
      </span>
      <span className={classes.cardFacts}>
        {facts.map((fact) => fact && <Fact key={fact.key} label={fact.label} value={fact.value} />)}
      </span>
      <span className={classes.more}>
        {t("list.viewDetails")} <span aria-hidden="true">›</span>
      </span>
    </button>
  );
}

/** The three notes of §2.8: the cut-off time, what can be cancelled, and the scheme's hotline. */
function ChangesNotes({ cutOffHours, t }: { cutOffHours: number; t: ChangesT }) {
  const { scheme } = useSession();
  const titleId = useId();
  const line = hotlineFor(scheme);
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h5" id={titleId}>
        {t("notes.title")}
      </Title>
      <List type="ordered" size="sm" spacing={6}>
        <List.Item>{t("notes.cutOff", { time: cutOffClockTime(cutOffHours) })}</List.Item>
        <List.Item>{t("notes.cancel")}</List.Item>
        <List.Item>
          <Trans
            ns="changes"
            i18nKey="notes.contact"
            values={{ phone: line.display }}
            components={{ tel: <Anchor href={line.href} underline="always" fw={600} inherit /> }}
          />
        </List.Item>
      </List>
    </Stack>
  );
}

/**
 * The list state of /changes ('changes', §2.8): the filter, the cards of the page, the
 * pagination and the notes. A failed load is told by the page (technical-error toast) and here.
 */
export function ActivityListView({
  today,
  history,
  filter,
  page,
  onFilter,
  onPage,
  onOpen,
  focusRef,
  headingRef,
}: {
  today: string;
  history: UseQueryResult<ActivityHistoryResponse>;
  filter: ActivityFilter;
  page: number;
  onFilter: (filter: ActivityFilter) => void;
  onPage: (page: number) => void;
  onOpen: (activity: ActivityRecordVo) => void;
  /** The reference of the card to give the focus back to (coming back from its details). */
  focusRef: string | null;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const { t, language } = useFeatureTranslation<typeof en>("changes");
  const listRef = useRef<HTMLUListElement>(null);
  const titleId = useId();
  const shown = history.data ? activityPage(history.data.activities, filter, page) : null;

  useEffect(() => {
    if (!focusRef || !listRef.current) return;
    const card = [...listRef.current.querySelectorAll<HTMLElement>("[data-ref]")].find(
      (element) => element.dataset.ref === focusRef,
    );
    card?.focus();
  }, [focusRef]);

  const changePage = (next: number) => {
    onPage(next);
    headingRef.current?.focus();
  };

  let body: ReactNode;
  if (history.isPending) body = <PageLoader />;
  else if (history.isError && !history.data) {
    body = (
      <LoadError
        title={t("loadFailedTitle")}
        message={t("loadFailed")}
        onRetry={() => void history.refetch()}
      />
    );
  } else if (!shown || shown.total === 0) {
    body = (
      <Stack gap={4} role="status">
        <Text fw={600}>{t("list.empty")}</Text>
        <Text size="sm" c="dimmed">
          {t("list.emptyHint")}
        </Text>
      </Stack>
    );
  } else {
    body = (
      <Stack gap="md">
        <Text size="sm" c="dimmed" aria-live="polite">
          {t("list.showing", { first: shown.first, last: shown.last, total: shown.total })}
        </Text>
        <ul className={classes.cards} ref={listRef}>
          {shown.items.map((activity) => (
            <li key={activity.activityTableNmbr}>
              <ActivityCard activity={activity} t={t} language={language} onOpen={onOpen} />
            </li>
          ))}
        </ul>
        <ListPagination page={shown.page} pageCount={shown.pageCount} onChange={changePage} />
      </Stack>
    );
  }

  return (
    <Stack gap="xl">
      <Text c="dimmed" maw={760}>
        {t("intro")}
      </Text>
      <ActivityFilterForm
        today={today}
        value={filter}
        busy={history.isFetching}
        onSubmit={(next) => {
          onFilter(next);
          void history.refetch();
        }}
      />
      <Stack gap="md" component="section" aria-labelledby={titleId}>
        <Title order={2} size="h4" id={titleId} ref={headingRef} tabIndex={-1} className={classes.heading}>
          {t("list.title")}
        </Title>
        {body}
      </Stack>
      <ChangesNotes cutOffHours={history.data?.cutOffHours ?? DEFAULT_CUT_OFF_HOURS} t={t} />
    </Stack>
  );
}
