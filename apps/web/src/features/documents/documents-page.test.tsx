import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../app/i18n.ts";
import { apiError } from "../../test/render-app.tsx";
import { renderPage } from "../../test/render-page.tsx";
import { documentListAnswer, EMPTY_DOCUMENT_LIST } from "./documents-fixtures.ts";
import { DocumentsPage } from "./documents-page.tsx";

const LIST = "/api/documents";
const STATEMENT = "/api/documents/statement";
const FILES = /^\/api\/(documents\/statement|documents\/notices\/\d+|funds\/documents\/\w+)$/;

type Api = NonNullable<Parameters<typeof renderPage>[2]>["api"];

/**
 * Renders the page with the list answered; the file endpoints answer a small PDF (the page's
 * stubbed fetch answers JSON only, so their answers are swapped for a file here).
 */
function renderDocuments(api: Api = {}, language: "en" | "zh-HK" = "en") {
  const app = renderPage("/documents", <DocumentsPage />, {
    language,
    api: {
      [`GET ${LIST}`]: { body: documentListAnswer() },
      [`GET ${STATEMENT}`]: { body: {} },
      "GET /api/documents/notices/41": { body: {} },
      "GET /api/funds/documents/factsheet": { body: {} },
      "GET /api/funds/documents/brochure": { body: {} },
      ...api,
    },
  });
  const stubbed = globalThis.fetch;
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await stubbed(input, init);
    const { pathname } = new URL(String(input), "http://localhost");
    if (!response.ok || !FILES.test(pathname)) return response;
    return new Response(new TextEncoder().encode("%PDF-1.7 test"), {
      headers: { "Content-Type": "application/pdf" },
    });
  });
  return app;
}

const section = (name: string) => screen.getByRole("region", { name });

/** Each document of a section: its title and the line saying what it is, its date and size. */
function rows(name: string): string[][] {
  return within(section(name))
    .getAllByRole("listitem")
    .map((item) => {
      const [title, facts] = Array.from(item.querySelectorAll("p")).map((p) => p.textContent ?? "");
      return [title ?? "", facts ?? ""];
    });
}

describe("documents page (/documents)", () => {
  let blobs: Blob[];
  let downloads: string[];

  beforeEach(() => {
    blobs = [];
    downloads = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return `blob:test/${blobs.length}`;
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
  });

  afterEach(async () => {
    vi.restoreAllMocks();
    await act(() => i18n.changeLanguage("en"));
  });

  it("lists the statements, notices and fund documents: what each is, its date and its size", async () => {
    const app = renderDocuments();
    expect(await screen.findByRole("heading", { level: 1, name: "Documents" })).toBeDefined();
    await screen.findByRole("region", { name: "Benefit statements" });
    const query = app.callsTo("GET", LIST)[0]?.query;
    expect(query?.get("clntRltnshpNmbr")).toBe("5000001");
    expect(query?.get("lang")).toBe("en");

    expect(rows("Benefit statements")).toEqual([
      ["2024/25 — 1 Apr 2024 to 31 Mar 2025", "Annual benefit statement · PDF · 246 KB"],
      ["2023/24 — 1 Apr 2023 to 31 Mar 2024", "Annual benefit statement · PDF · 1.2 MB"],
    ]);
    expect(within(section("Benefit statements")).getByText(/available for 48 months/)).toBeDefined();

    expect(rows("Notices").map(([title, facts]) => [title, facts])).toEqual([
      [
        "We have received your switching instruction",
        "Instruction acknowledgement · Sent 1 Mar 2026 · PDF · Being prepared",
      ],
      ["Changes to the fees of the Balanced Fund", "Notice of fee change · Sent 10 Feb 2026 · PDF · 52 KB"],
      ["Annual scheme notice", "Scheme notice · Sent 30 Jun 2025 · PDF · 20 KB"],
    ]);
    expect(within(section("Notices")).getByText(/available for 12 months/)).toBeDefined();
    // A notice still being made cannot be downloaded yet.
    const preparing = within(section("Notices")).getByRole("button", {
      name: "Download the notice: We have received your switching instruction",
    }) as HTMLButtonElement;
    expect(preparing.disabled).toBe(true);
    expect(within(section("Notices")).getByText(/ready to download in a moment/)).toBeDefined();

    // Fund documents are made on download: the format, no size.
    expect(rows("Fund documents")).toEqual([
      ["Scheme brochure", "Scheme brochure · Current edition · PDF"],
      ["Disclaimer", "Disclaimer · Current edition · PDF"],
      ["Asia Equity Fund", "Fund fact sheet · As at 28 Feb 2026 · PDF"],
    ]);
    expect(within(section("Fund documents")).getByText(/available for 24 months/)).toBeDefined();

    const links = within(section("More on our website")).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      [
        "Forms and downloads (opens in a new tab)",
        "https://www.harbour-retirement.example/en/schemes/s800/downloads",
      ],
      [
        "Scheme brochures (opens in a new tab)",
        "https://www.harbour-retirement.example/en/schemes/s800/brochures",
      ],
      ["Key notes (opens in a new tab)", "https://www.harbour-retirement.example/en/schemes/s800/key-notes"],
      [
        "Frequently asked questions (opens in a new tab)",
        "https://www.harbour-retirement.example/en/schemes/s800/faqs",
      ],
    ]);
    expect(screen.getByText("Documents shown: 8.")).toBeDefined();
  });

  it("downloads a benefit statement in English, and in Chinese when chosen beside it", async () => {
    const app = renderDocuments();
    await screen.findByRole("region", { name: "Benefit statements" });
    const first = within(section("Benefit statements")).getAllByRole("listitem")[0] as HTMLElement;
    const language = within(first).getByRole("combobox", { name: "Language" }) as HTMLSelectElement;
    expect(language.value).toBe("en");

    fireEvent.click(
      within(first).getByRole("button", { name: "Download the 2024/25 benefit statement in English" }),
    );
    await waitFor(() => expect(downloads).toEqual(["benefit-statement-2024-25-en.pdf"]));
    const english = app.callsTo("GET", STATEMENT)[0]?.query;
    expect(english?.get("clntRltnshpNmbr")).toBe("5000001");
    expect(english?.get("periodTo")).toBe("2025-03-31");
    expect(english?.get("lang")).toBe("en");
    expect(blobs[0]?.type).toBe("application/pdf");

    fireEvent.change(language, { target: { value: "zh-HK" } });
    // The size is the Chinese PDF's: the list is asked for in Chinese too.
    await waitFor(() =>
      expect(app.callsTo("GET", LIST).some((call) => call.query.get("lang") === "zh-HK")).toBe(true),
    );
    fireEvent.click(
      within(first).getByRole("button", { name: "Download the 2024/25 benefit statement in Chinese" }),
    );
    await waitFor(() => expect(downloads).toHaveLength(2));
    expect(downloads[1]).toBe("benefit-statement-2024-25-zh-HK.pdf");
    expect(app.callsTo("GET", STATEMENT)[1]?.query.get("lang")).toBe("zh-HK");
  });

  it("downloads a notice, and a fund's fact sheet as at the month-end chosen", async () => {
    const app = renderDocuments();
    await screen.findByRole("region", { name: "Fund documents" });
    fireEvent.click(
      screen.getByRole("button", { name: "Download the notice: Changes to the fees of the Balanced Fund" }),
    );
    await waitFor(() => expect(downloads).toEqual(["notice-2026-02-10-41.pdf"]));
    expect(app.callsTo("GET", "/api/documents/notices/41")).toHaveLength(1);

    const asOf = screen.getByRole("combobox", { name: "Fact sheets as at" }) as HTMLSelectElement;
    expect(Array.from(asOf.options).map((option) => option.textContent)).toEqual([
      "28 Feb 2026",
      "31 Jan 2026",
      "31 Dec 2025",
    ]);
    fireEvent.change(asOf, { target: { value: "2026-01-31" } });
    expect(rows("Fund documents")[2]).toEqual([
      "Asia Equity Fund",
      "Fund fact sheet · As at 31 Jan 2026 · PDF",
    ]);
    fireEvent.click(
      screen.getByRole("button", { name: "Download the fact sheet of Asia Equity Fund as at 31 Jan 2026" }),
    );
    await waitFor(() => expect(downloads).toHaveLength(2));
    const sheet = app.callsTo("GET", "/api/funds/documents/factsheet")[0]?.query;
    expect(Object.fromEntries(sheet ?? [])).toEqual({
      productTypeNmbr: "112",
      invTypeNmbr: "311",
      asOfDate: "2026-01-31",
      lang: "en",
    });

    fireEvent.click(screen.getByRole("button", { name: "Download the scheme brochure" }));
    await waitFor(() => expect(downloads).toHaveLength(3));
    const brochure = app.callsTo("GET", "/api/funds/documents/brochure")[0]?.query;
    expect(Object.fromEntries(brochure ?? [])).toEqual({ productTypeNmbr: "112", lang: "en" });
  });

  it("tells the member when a download fails", async () => {
    renderDocuments({ [`GET ${STATEMENT}`]: apiError(500, "technical-error") });
    await screen.findByRole("region", { name: "Benefit statements" });
    fireEvent.click(
      screen.getByRole("button", { name: "Download the 2024/25 benefit statement in English" }),
    );
    expect(
      await screen.findByText("We are having a technical problem and could not reach our service."),
    ).toBeDefined();
    expect(downloads).toEqual([]);
  });

  it("filters by type and by year, and says when a filter leaves nothing", async () => {
    renderDocuments();
    await screen.findByRole("region", { name: "Benefit statements" });
    const type = screen.getByRole("combobox", { name: "Document type" });
    const year = screen.getByRole("combobox", { name: "Year" }) as HTMLSelectElement;
    expect(Array.from(year.options).map((option) => option.textContent)).toEqual([
      "All years",
      "2026",
      "2025",
      "2024",
    ]);

    fireEvent.change(type, { target: { value: "notices" } });
    expect(
      screen
        .getAllByRole("region")
        .map((region) => within(region).getByRole("heading", { level: 2 }).textContent),
    ).toEqual(["Notices", "More on our website"]);
    expect(screen.getByText("Documents shown: 3.")).toBeDefined();

    fireEvent.change(type, { target: { value: "all" } });
    fireEvent.change(year, { target: { value: "2025" } });
    expect(rows("Benefit statements").map(([title]) => title)).toEqual([
      "2024/25 — 1 Apr 2024 to 31 Mar 2025",
    ]);
    expect(rows("Notices").map(([title]) => title)).toEqual(["Annual scheme notice"]);
    // Fact sheets as at that year's month-ends only; the current brochure and disclaimer are 2026's.
    expect(rows("Fund documents").map(([title]) => title)).toEqual(["Asia Equity Fund"]);
    expect(
      Array.from(
        (screen.getByRole("combobox", { name: "Fact sheets as at" }) as HTMLSelectElement).options,
      ).map((option) => option.value),
    ).toEqual(["2025-12-31"]);
    expect(screen.getByText("Documents shown: 3.")).toBeDefined();

    fireEvent.change(year, { target: { value: "2024" } });
    expect(within(section("Notices")).getByText("No notices for 2024.")).toBeDefined();
    expect(within(section("Fund documents")).getByText("No fund documents for 2024.")).toBeDefined();
    expect(rows("Benefit statements").map(([title]) => title)).toEqual([
      "2023/24 — 1 Apr 2023 to 31 Mar 2024",
    ]);

    fireEvent.change(type, { target: { value: "notices" } });
    const none = screen.getByRole("status");
    expect(none.textContent).toContain("No documents match your filters.");
    fireEvent.click(within(none).getByRole("button", { name: "Show all documents" }));
    expect(screen.getByText("Documents shown: 8.")).toBeDefined();
    expect((screen.getByRole("combobox", { name: "Year" }) as HTMLSelectElement).value).toBe("all");
  });

  it("says plainly when the account has no documents of a kind", async () => {
    renderDocuments({ [`GET ${LIST}`]: { body: EMPTY_DOCUMENT_LIST } });
    await screen.findByRole("region", { name: "Benefit statements" });
    expect(
      within(section("Benefit statements")).getByText(/You have no benefit statements yet/),
    ).toBeDefined();
    expect(
      within(section("Notices")).getByText("You have no notices from the last 12 months."),
    ).toBeDefined();
    expect(
      within(section("Fund documents")).getByText("There are no fund documents for this account."),
    ).toBeDefined();
    expect(screen.queryByRole("button", { name: /^Download/ })).toBeNull();
    expect(screen.getByText("Documents shown: 0.")).toBeDefined();
  });

  it("shows the report-error-message text when the list cannot be fetched, and tries again", async () => {
    const app = renderDocuments({ [`GET ${LIST}`]: apiError(500, "technical-error") });
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(
      "We could not get your documents at the moment. Please try again later; if the problem continues, call our hotline on 2888 8800.",
    );
    fireEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(app.callsTo("GET", LIST)).toHaveLength(2));
  });

  it("speaks Chinese: titles, dates and sizes, the statements in Chinese unless chosen", async () => {
    const app = renderDocuments({}, "zh-HK");
    expect(await screen.findByRole("heading", { level: 1, name: "文件" })).toBeDefined();
    await screen.findByRole("region", { name: "權益報表" });
    expect(app.callsTo("GET", LIST).at(-1)?.query.get("lang")).toBe("zh-HK");
    expect(rows("權益報表")[0]).toEqual([
      "2024/25年度 — 2024年4月1日至2025年3月31日",
      "周年權益報表 · PDF · 246KB",
    ]);
    expect(rows("通知書")[1]).toEqual([
      "均衡基金收費變更",
      "收費變更通知 · 發出日期：2026年2月10日 · PDF · 52KB",
    ]);
    expect(rows("基金文件")[2]).toEqual(["亞洲股票基金", "基金概覽 · 截至2026年2月28日 · PDF"]);
    const first = within(section("權益報表")).getAllByRole("listitem")[0] as HTMLElement;
    expect((within(first).getByRole("combobox", { name: "語言" }) as HTMLSelectElement).value).toBe("zh-HK");
    expect(
      within(section("更多網上資料"))
        .getByRole("link", { name: "常見問題 （在新分頁開啟）" })
        .getAttribute("href"),
    ).toBe("https://www.harbour-retirement.example/tc/schemes/s800/faqs");
  });
});
