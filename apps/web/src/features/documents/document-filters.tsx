import { Group, NativeSelect } from "@mantine/core";
import type { DocumentsT } from "./document-parts.tsx";
import { DOCUMENT_TYPES, type DocumentFilter, isDocumentType } from "./filters.ts";

const ALL_YEARS = "all";

/** The filters of the documents page: a type and a year; each applies as soon as it is chosen. */
export function DocumentFilters({
  value,
  years,
  onChange,
  t,
}: {
  value: DocumentFilter;
  /** The years the documents are dated in, newest first. */
  years: readonly string[];
  onChange: (filter: DocumentFilter) => void;
  t: DocumentsT;
}) {
  return (
    <form aria-label={t("filters.label")} onSubmit={(event) => event.preventDefault()}>
      <Group gap="md" align="flex-end" wrap="wrap">
        <NativeSelect
          label={t("filters.type")}
          value={value.type}
          onChange={(event) => {
            const type = event.currentTarget.value;
            onChange({ ...value, type: isDocumentType(type) ? type : "all" });
          }}
          data={DOCUMENT_TYPES.map((type) => ({ value: type, label: t(`filters.types.${type}`) }))}
          w={{ base: "100%", xs: 220 }}
        />
        <NativeSelect
          label={t("filters.year")}
          value={value.year ?? ALL_YEARS}
          onChange={(event) => {
            const year = event.currentTarget.value;
            onChange({ ...value, year: year === ALL_YEARS ? null : year });
          }}
          data={[
            { value: ALL_YEARS, label: t("filters.allYears") },
            ...years.map((year) => ({ value: year, label: year })),
          ]}
          w={{ base: "100%", xs: 160 }}
        />
      </Group>
    </form>
  );
}
