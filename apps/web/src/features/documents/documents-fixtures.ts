import type { DocumentListResponse } from "@portal/domain";

/** A GET /api/documents answer for P1's account (today 2 Mar 2026 in the tests' calendar). */
export function documentListAnswer(overrides: Partial<DocumentListResponse> = {}): DocumentListResponse {
  return {
    clntRltnshpNmbr: 5000001,
    currency: "HKD",
    statements: [
      { schemeYear: "2024/25", periodFrom: "2024-04-01", periodTo: "2025-03-31", sizeBytes: 251_904 },
      { schemeYear: "2023/24", periodFrom: "2023-04-01", periodTo: "2024-03-31", sizeBytes: 1_258_291 },
    ],
    notices: [
      {
        noticeId: 42,
        kind: "INSTRUCTION_RECEIVED",
        titleEn: "We have received your switching instruction",
        titleZh: "我們已收到您的轉換指示",
        sentOn: "2026-03-01",
        sizeBytes: null,
      },
      {
        noticeId: 41,
        kind: "FEE_CHANGE",
        titleEn: "Changes to the fees of the Balanced Fund",
        titleZh: "均衡基金收費變更",
        sentOn: "2026-02-10",
        sizeBytes: 53_248,
      },
      {
        noticeId: 40,
        kind: "SCHEME_NOTICE",
        titleEn: "Annual scheme notice",
        titleZh: "計劃周年通告",
        sentOn: "2025-06-30",
        sizeBytes: 20_000,
      },
    ],
    fundDocuments: {
      asOfDates: ["2026-02-28", "2026-01-31", "2025-12-31"],
      items: [
        {
          kind: "factsheet",
          productTypeNmbr: 112,
          invTypeNmbr: 311,
          legalNm: "Asia Equity Fund",
          othLegalNm: "亞洲股票基金",
        },
        { kind: "brochure", productTypeNmbr: 112, invTypeNmbr: null, legalNm: null, othLegalNm: null },
        { kind: "disclaimer", productTypeNmbr: 112, invTypeNmbr: null, legalNm: null, othLegalNm: null },
      ],
    },
    ...overrides,
  };
}

/** The same account with nothing to list. */
export const EMPTY_DOCUMENT_LIST: DocumentListResponse = documentListAnswer({
  statements: [],
  notices: [],
  fundDocuments: { asOfDates: [], items: [] },
});
