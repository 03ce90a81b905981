import { Alert, Button, Stack, Text } from "@mantine/core";
import type { DocumentListResponse, Language } from "@portal/domain";
import { type ReactNode, useState } from "react";
import { AccountPage } from "../../components/account-page.tsx";
import { useFeatureTranslation } from "../../components/feature-translation.ts";
import { LoadError } from "../../components/load-error.tsx";
import { PageLoader } from "../../components/page-loader.tsx";
import { hotlineFor } from "../../lib/links.ts";
import { useSession } from "../../lib/session-store.ts";
import type en from "../../locales/en/documents.json";
import { useDocumentList } from "./api/document-list.ts";
import { DocumentFilters } from "./document-filters.tsx";
import type { DocumentsT } from "./document-parts.tsx";
import { documentYears, filterDocuments, NO_FILTER, shownCount } from "./filters.ts";
import { FundDocumentsSection } from "./fund-documents-section.tsx";
import { NoticesSection } from "./notices-section.tsx";
import { SchemeLinks } from "./scheme-links.tsx";
import { StatementsSection } from "./statements-section.tsx";

function DocumentSections({
  list,
  t,
  language,
}: {
  list: DocumentListResponse;
  t: DocumentsT;
  language: Language;
}) {
  const [filter, setFilter] = useState(NO_FILTER);
  const shown = filterDocuments(list, filter);
  const count = shownCount(shown);
  const filtering = filter.type !== NO_FILTER.type || filter.year !== NO_FILTER.year;
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <DocumentFilters value={filter} years={documentYears(list)} onChange={setFilter} t={t} />
        <Text size="sm" c="dimmed" aria-live="polite">
          {t("filters.shown", { count })}
        </Text>
        {filtering && count === 0 && (
          <Alert role="status" variant="light" color="navy">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t("filters.noMatch")}</Text>
              <Button size="compact-sm" variant="outline" onClick={() => setFilter(NO_FILTER)}>
                {t("filters.reset")}
              </Button>
            </Stack>
          </Alert>
        )}
      </Stack>
      {shown.statements && (
        <StatementsSection
          statements={shown.statements}
          hasAny={list.statements.length > 0}
          year={filter.year}
          t={t}
          language={language}
        />
      )}
      {shown.notices && (
        <NoticesSection
          notices={shown.notices}
          hasAny={list.notices.length > 0}
          year={filter.year}
          t={t}
          language={language}
        />
      )}
      {shown.fundDocuments && (
        <FundDocumentsSection
          shown={shown.fundDocuments}
          hasAny={list.fundDocuments.items.length > 0}
          year={filter.year}
          t={t}
          language={language}
        />
      )}
    </Stack>
  );
}

function DocumentsContent() {
  const { t, language } = useFeatureTranslation<typeof en>("documents");
  const { scheme } = useSession();
  const list = useDocumentList(language);
  let body: ReactNode;
  if (list.isPending) body = <PageLoader />;
  else if (list.isError)
    // Part 2 §8: a report (document) fetch failure shows the report-error-message text.
    body = (
      <LoadError
        title={t("loadFailedTitle")}
        message={t("loadFailed", { phone: hotlineFor(scheme).display })}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  else body = <DocumentSections list={list.data} t={t} language={language} />;
  return (
    <Stack gap="lg">
      <Text>{t("intro")}</Text>
      {body}
      <SchemeLinks scheme={scheme ?? "S800"} t={t} language={language} />
    </Stack>
  );
}

/**
 * /documents (part 2 §2.9): the chosen account's benefit statements, notices and fund documents to
 * download, filtered by type and year, and the provider's pages for the scheme.
 */
export function DocumentsPage() {
  return (
    <AccountPage page="documents">
      <DocumentsContent />
    </AccountPage>
  );
}
