import { Text } from "@mantine/core";
import { formatLongDate, type Language, type NoticeItem, RETENTION_MONTHS } from "@portal/domain";
import type { ReactNode } from "react";
import { localised } from "../../components/fund-name.ts";
import { showErrorToast } from "../../lib/toasts.tsx";
import { useDownloadNotice } from "./api/notice-document.ts";
import {
  DocumentList,
  DocumentRow,
  DocumentsSection,
  type DocumentsT,
  DownloadButton,
  EmptyState,
  sizeText,
} from "./document-parts.tsx";

function NoticeRow({ notice, t, language }: { notice: NoticeItem; t: DocumentsT; language: Language }) {
  const download = useDownloadNotice();
  const title = localised(notice.titleEn, notice.titleZh, language);
  const preparing = notice.sizeBytes === null;
  const facts = [
    t(`notices.kinds.${notice.kind}`),
    t("notices.sent", { date: formatLongDate(notice.sentOn, language) }),
    t("pdf"),
    notice.sizeBytes === null ? t("notices.preparing") : sizeText(notice.sizeBytes, t, language),
  ];
  return (
    <DocumentRow
      title={title}
      facts={facts}
      note={
        <Text size="xs" c="dimmed">
          {preparing ? t("notices.preparingHint") : t("notices.bilingual")}
        </Text>
      }
      action={
        <DownloadButton
          label={t("download")}
          what={t("notices.downloadWhat", { title })}
          loading={download.isPending}
          disabled={preparing}
          onClick={() =>
            download.mutate(
              { noticeId: notice.noticeId, sentOn: notice.sentOn },
              { onError: (error) => showErrorToast(error) },
            )
          }
        />
      }
    />
  );
}

/**
 * Part 1 §9, part 2 §2.9: the e-notices the member was sent (12 months), titled in the page's
 * language, each one PDF in English and Chinese. A notice sent a moment ago is still being made:
 * it says so (no size yet) and cannot be downloaded until it is ready.
 */
export function NoticesSection({
  notices,
  hasAny,
  year,
  t,
  language,
}: {
  notices: NoticeItem[];
  hasAny: boolean;
  year: string | null;
  t: DocumentsT;
  language: Language;
}) {
  let body: ReactNode;
  if (notices.length > 0)
    body = (
      <DocumentList label={t("notices.title")}>
        {notices.map((notice) => (
          <NoticeRow key={notice.noticeId} notice={notice} t={t} language={language} />
        ))}
      </DocumentList>
    );
  else if (hasAny && year) body = <EmptyState>{t("notices.emptyYear", { year })}</EmptyState>;
  else body = <EmptyState>{t("notices.empty", { months: RETENTION_MONTHS.notice })}</EmptyState>;
  return (
    <DocumentsSection
      title={t("notices.title")}
      availability={t("notices.availability", { months: RETENTION_MONTHS.notice })}
    >
      {body}
    </DocumentsSection>
  );
}
