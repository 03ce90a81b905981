import { NativeSelect } from "@mantine/core";
import {
  formatLongDate,
  LANGUAGES,
  type Language,
  RETENTION_MONTHS,
  type StatementItem,
} from "@portal/domain";
import { type ReactNode, useState } from "react";
import { showErrorToast } from "../../lib/toasts.tsx";
import { useDownloadStatement } from "./api/benefit-statement.ts";
import { useDocumentList } from "./api/document-list.ts";
import {
  DocumentList,
  DocumentRow,
  DocumentsSection,
  type DocumentsT,
  DownloadButton,
  EmptyState,
  sizeText,
} from "./document-parts.tsx";

function StatementRow({
  statement,
  lang,
  sizeBytes,
  onLanguage,
  t,
  language,
}: {
  statement: StatementItem;
  /** The language the member chose for this statement's download. */
  lang: Language;
  /** The PDF's size in that language; null while it is being asked for. */
  sizeBytes: number | null;
  onLanguage: (lang: Language) => void;
  t: DocumentsT;
  language: Language;
}) {
  const download = useDownloadStatement();
  const year = statement.schemeYear;
  const facts = [t("statements.kind"), t("pdf")];
  if (sizeBytes !== null) facts.push(sizeText(sizeBytes, t, language));
  return (
    <DocumentRow
      title={t("statements.item", {
        year,
        from: formatLongDate(statement.periodFrom, language),
        to: formatLongDate(statement.periodTo, language),
      })}
      facts={facts}
      controls={
        <NativeSelect
          label={t("statements.language")}
          size="sm"
          value={lang}
          onChange={(event) => {
            const picked = LANGUAGES.find((l) => l === event.currentTarget.value);
            if (picked) onLanguage(picked);
          }}
          data={LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
          w={{ base: "100%", xs: 140 }}
        />
      }
      action={
        <DownloadButton
          label={t("download")}
          what={t("statements.downloadWhat", { year, language: t(`languages.${lang}`) })}
          loading={download.isPending}
          onClick={() =>
            download.mutate(
              { periodTo: statement.periodTo, schemeYear: year, lang },
              { onError: (error) => showErrorToast(error) },
            )
          }
        />
      }
    />
  );
}

/**
 * Part 2 §2.9, §5.2: the annual benefit statements (one per scheme year to 31 March, 48 months),
 * each downloaded in English or Chinese as the member chooses beside it (the page's language
 * unless chosen). The size is the PDF's in the chosen language: the list in the other language is
 * asked for only once a statement is set to it.
 */
export function StatementsSection({
  statements,
  hasAny,
  year,
  t,
  language,
}: {
  /** The statements the filter leaves. */
  statements: StatementItem[];
  /** Whether the account has any statement (the year filter may hide them all). */
  hasAny: boolean;
  year: string | null;
  t: DocumentsT;
  language: Language;
}) {
  const [chosen, setChosen] = useState<Readonly<Record<string, Language>>>({});
  const other: Language = language === "en" ? "zh-HK" : "en";
  const langOf = (statement: StatementItem) => chosen[statement.periodTo] ?? language;
  const otherList = useDocumentList(
    other,
    statements.some((statement) => langOf(statement) === other),
  );
  const sizeOf = (statement: StatementItem): number | null => {
    if (langOf(statement) === language) return statement.sizeBytes;
    const match = otherList.data?.statements.find((s) => s.periodTo === statement.periodTo);
    return match?.sizeBytes ?? null;
  };

  let body: ReactNode;
  if (statements.length > 0)
    body = (
      <DocumentList label={t("statements.title")}>
        {statements.map((statement) => (
          <StatementRow
            key={statement.periodTo}
            statement={statement}
            lang={langOf(statement)}
            sizeBytes={sizeOf(statement)}
            onLanguage={(lang) => setChosen((current) => ({ ...current, [statement.periodTo]: lang }))}
            t={t}
            language={language}
          />
        ))}
      </DocumentList>
    );
  else if (hasAny && year) body = <EmptyState>{t("statements.emptyYear", { year })}</EmptyState>;
  else body = <EmptyState>{t("statements.empty")}</EmptyState>;

  return (
    <DocumentsSection
      title={t("statements.title")}
      availability={t("statements.availability", { months: RETENTION_MONTHS.benefitStatement })}
    >
      {body}
    </DocumentsSection>
  );
}
