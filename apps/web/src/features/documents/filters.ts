import type { DocumentListResponse, FundDocumentItem, NoticeItem, StatementItem } from "@portal/domain";

/** The document type filter's choices, in the order offered. */
export const DOCUMENT_TYPES = ["all", "statements", "notices", "fundDocuments"] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export type DocumentSection = Exclude<DocumentType, "all">;

export function isDocumentType(value: string): value is DocumentType {
  return DOCUMENT_TYPES.some((type) => type === value);
}

export interface DocumentFilter {
  type: DocumentType;
  /** "2026", or null for every year. */
  year: string | null;
}

export const NO_FILTER: DocumentFilter = { type: "all", year: null };

const yearOf = (isoDate: string) => isoDate.slice(0, 4);

/**
 * The years the filter offers, newest first: the years of the statements' period ends, of the
 * notices' sent dates and of the fund documents' month-ends.
 */
export function documentYears(list: DocumentListResponse): string[] {
  const years = new Set([
    ...list.statements.map((statement) => yearOf(statement.periodTo)),
    ...list.notices.map((notice) => yearOf(notice.sentOn)),
    ...list.fundDocuments.asOfDates.map(yearOf),
  ]);
  return [...years].sort().reverse();
}

/** The fund documents a filter leaves: the month-ends fact sheets are offered as at, and the items. */
export interface FundDocumentsShown {
  asOfDates: string[];
  /** The brochure and the disclaimer (current editions) and the fact sheets. */
  items: FundDocumentItem[];
}

/** What the page shows under a filter: null for a section the type filter hides. */
export interface FilteredDocuments {
  statements: StatementItem[] | null;
  notices: NoticeItem[] | null;
  fundDocuments: FundDocumentsShown | null;
}

/**
 * Applies the filter. A statement is dated by the end of its period (31 March), a notice by the
 * day it was sent, a fact sheet by its month-end: a year leaves the fact sheets of that year's
 * month-ends, and the brochure and the disclaimer (current editions, made as at the newest
 * month-end) only in the newest month-end's year.
 */
export function filterDocuments(list: DocumentListResponse, filter: DocumentFilter): FilteredDocuments {
  const shows = (section: DocumentSection) => filter.type === "all" || filter.type === section;
  const inYear = (isoDate: string) => filter.year === null || yearOf(isoDate) === filter.year;
  const { asOfDates, items } = list.fundDocuments;
  const newest = asOfDates[0];
  const currentShown = filter.year === null || (newest !== undefined && inYear(newest));
  const datesShown = asOfDates.filter(inYear);
  const fundItems = items.filter((item) =>
    item.kind === "factsheet" ? datesShown.length > 0 : currentShown,
  );
  return {
    statements: shows("statements") ? list.statements.filter((s) => inYear(s.periodTo)) : null,
    notices: shows("notices") ? list.notices.filter((n) => inYear(n.sentOn)) : null,
    fundDocuments: shows("fundDocuments") ? { asOfDates: datesShown, items: fundItems } : null,
  };
}

/** How many documents a filtered list shows. */
export function shownCount(shown: FilteredDocuments): number {
  return (
    (shown.statements?.length ?? 0) + (shown.notices?.length ?? 0) + (shown.fundDocuments?.items.length ?? 0)
  );
}
