import { NativeSelect } from "@mantine/core";
import { type FundDocumentItem, formatLongDate, type Language, RETENTION_MONTHS } from "@portal/domain";
import { type ReactNode, useState } from "react";
import { fundDisplayName } from "../../components/fund-name.ts";
import { showErrorToast } from "../../lib/toasts.tsx";
import { useDownloadFundDocument } from "./api/fund-document.ts";
import {
  DocumentList,
  DocumentRow,
  DocumentsSection,
  type DocumentsT,
  DownloadButton,
  EmptyState,
} from "./document-parts.tsx";
import type { FundDocumentsShown } from "./filters.ts";

/** The brochure and the disclaimer first, then the fact sheets in the list's order. */
const KIND_ORDER = { brochure: 0, disclaimer: 1, factsheet: 2 } as const;

function FundDocumentRow({
  item,
  asOfDate,
  t,
  language,
}: {
  item: FundDocumentItem;
  /** The month-end a fact sheet is made as at. */
  asOfDate: string | undefined;
  t: DocumentsT;
  language: Language;
}) {
  const download = useDownloadFundDocument();
  const factSheet = item.kind === "factsheet";
  const date = asOfDate ? formatLongDate(asOfDate, language) : "";
  const title = factSheet
    ? fundDisplayName({ legalNm: item.legalNm ?? "", othLegalNm: item.othLegalNm }, language)
    : t(`fundDocuments.kinds.${item.kind}`);
  let what = t("fundDocuments.downloadDisclaimer");
  if (factSheet) what = t("fundDocuments.downloadFactSheet", { fund: title, date });
  else if (item.kind === "brochure") what = t("fundDocuments.downloadBrochure");
  // Made on download: the format without a size.
  const facts = [
    t(`fundDocuments.kinds.${item.kind}`),
    factSheet ? t("fundDocuments.asOfDate", { date }) : t("fundDocuments.current"),
    t("pdf"),
  ];
  return (
    <DocumentRow
      title={title}
      facts={facts}
      action={
        <DownloadButton
          label={t("download")}
          what={what}
          loading={download.isPending}
          onClick={() =>
            download.mutate(
              {
                kind: item.kind,
                productTypeNmbr: item.productTypeNmbr,
                invTypeNmbr: item.invTypeNmbr ?? undefined,
                asOfDate: factSheet ? asOfDate : undefined,
                lang: language,
              },
              { onError: (error) => showErrorToast(error) },
            )
          }
        />
      }
    />
  );
}

/**
 * Part 2 §2.6, §2.9: the scheme's fund documents (24 months), made as PDFs in the page's language
 * when downloaded: the scheme brochure, the disclaimer, and each fund's fact sheet as at a
 * month-end the member chooses (the newest unless chosen).
 */
export function FundDocumentsSection({
  shown,
  hasAny,
  year,
  t,
  language,
}: {
  shown: FundDocumentsShown;
  hasAny: boolean;
  year: string | null;
  t: DocumentsT;
  language: Language;
}) {
  const [picked, setPicked] = useState<string | null>(null);
  const asOfDate = picked && shown.asOfDates.includes(picked) ? picked : shown.asOfDates[0];
  const items = [...shown.items].sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind]);
  const hasFactSheets = items.some((item) => item.kind === "factsheet");

  let body: ReactNode;
  if (items.length > 0)
    body = (
      <DocumentList label={t("fundDocuments.title")}>
        {items.map((item) => (
          <FundDocumentRow
            key={`${item.kind}-${item.invTypeNmbr ?? item.productTypeNmbr}`}
            item={item}
            asOfDate={asOfDate}
            t={t}
            language={language}
          />
        ))}
      </DocumentList>
    );
  else if (hasAny && year) body = <EmptyState>{t("fundDocuments.emptyYear", { year })}</EmptyState>;
  else body = <EmptyState>{t("fundDocuments.empty")}</EmptyState>;

  return (
    <DocumentsSection
      title={t("fundDocuments.title")}
      availability={t("fundDocuments.availability", { months: RETENTION_MONTHS.fundDocument })}
      controls={
        hasFactSheets &&
        asOfDate && (
          <NativeSelect
            label={t("fundDocuments.asOf")}
            value={asOfDate}
            onChange={(event) => setPicked(event.currentTarget.value)}
            data={shown.asOfDates.map((date) => ({ value: date, label: formatLongDate(date, language) }))}
            w={{ base: "100%", xs: 220 }}
          />
        )
      }
    >
      {body}
    </DocumentsSection>
  );
}
