import { messageDateTime, t } from "../../i18n/i18n.ts";
import {
  COLOURS,
  CONTENT_WIDTH,
  drawHeader,
  drawSectionTitle,
  MARGIN,
  renderPdf,
} from "../funds/fund-documents.ts";

export interface NoticeContent {
  titleEn: string;
  titleZh: string;
  bodyEn: string;
  bodyZh: string;
  sentAt: Date;
}

/** An e-notice as the member keeps it: one PDF, English then Chinese, as the message was sent. */
export async function noticePdf(notice: NoticeContent): Promise<Uint8Array> {
  return renderPdf("en", notice.sentAt, {}, notice.titleEn, null, (page) => {
    const { doc } = page;
    let y = drawHeader(page, `${t("en", "notices:document.kind")} / ${t("zh-HK", "notices:document.kind")}`, [
      notice.titleEn,
      notice.titleZh,
    ]);
    for (const [lang, title, body] of [
      ["en", notice.titleEn, notice.bodyEn],
      ["zh-HK", notice.titleZh, notice.bodyZh],
    ] as const) {
      y = drawSectionTitle(doc, title, y);
      doc
        .font("regular")
        .fontSize(9)
        .fillColor(COLOURS.muted)
        .text(t(lang, "notices:document.sent", messageDateTime(notice.sentAt, lang)), MARGIN, y, {
          width: CONTENT_WIDTH,
        });
      doc
        .fontSize(10)
        .fillColor(COLOURS.text)
        .text(body, MARGIN, doc.y + 6, { width: CONTENT_WIDTH, lineGap: 2 });
      y = doc.y + 18;
    }
  });
}
