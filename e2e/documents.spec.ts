import { readFileSync } from "node:fs";
import { expect, type Locator, type Page } from "@playwright/test";
import { logIn } from "./login.ts";
import { baseUrl } from "./playwright.config.ts";
import { expectAccessible, openFromNavigation, snap, test, VIEWPORTS } from "./support.ts";

/**
 * Documents and reports (part 2 §2.9, §5.2) on their own server, whose clock starts at Friday
 * 20 Nov 2026 10:00 HKT: P1 downloads benefit statements in both languages and has a report made
 * in the background; P2 (the AIIB scheme, USD) downloads a statement. P1's requests change the
 * server's data, so the tests run one after another and no other spec logs in there.
 */
test.use({ baseURL: baseUrl("documents"), viewport: VIEWPORTS.desktop, acceptDownloads: true });
test.describe.configure({ mode: "serial" });

/** The server's today (its clock started on 20 Nov 2026). */
const TODAY = "2026-11-20";

/** The file a click downloads: the name it is saved under and its bytes. */
async function downloadFrom(page: Page, button: Locator): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
  return { name: download.suggestedFilename(), bytes: readFileSync(await download.path()) };
}

/** A real PDF of a sensible size: the header, more than a kilobyte, less than 10 MB. */
function expectPdf(bytes: Buffer) {
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  expect(bytes.length).toBeGreaterThan(1_000);
  expect(bytes.length).toBeLessThan(10 * 1024 * 1024);
}

/**
 * Neither the page nor its main content is wider than a 320 px phone: no sideways scrolling. The
 * navigation swaps its row of menus for the phone menu on the resize's media-query event, a render
 * after the resize itself, so the widths are asked until that render has happened.
 */
async function expectFitsSmallPhone(page: Page) {
  const viewport = page.viewportSize() ?? VIEWPORTS.desktop;
  await page.setViewportSize({ width: 320, height: 800 });
  const main = page.getByRole("main");
  await expect
    .poll(() => main.evaluate((element) => element.scrollWidth - element.clientWidth))
    .toBeLessThanOrEqual(0);
  await expect
    .poll(() => page.locator("html").evaluate((html) => html.scrollWidth - html.clientWidth))
    .toBeLessThanOrEqual(0);
  await page.setViewportSize(viewport);
}

test("P1 downloads a benefit statement in English and Chinese, and has a 6-month transaction statement made", async ({
  page,
}) => {
  // Three downloads, a statement the server's job makes and seven accessibility checks: 2.1 min on
  // a loaded machine (the clean-clone CI of 2c8fc1b), past the two minutes a journey gets.
  test.setTimeout(240_000);
  await logIn(page, "/employeelogin", "3000001", /\*\*\*\*4567/, "91234567");
  await expect(page).toHaveURL(/\/account$/);
  await page.getByRole("button", { name: /^View account MF100231/ }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Documents: each section says how long its documents stay, each statement its year, period and size.
  await openFromNavigation(page, /^(Documents and reports|文件及報告)$/, /^Documents$/);
  await expect(page).toHaveURL(/\/documents$/);
  await expect(page.getByRole("heading", { level: 1, name: "Documents" })).toBeVisible();
  const statements = page.getByRole("region", { name: "Benefit statements" });
  await expect(statements.getByText(/available for 48 months/)).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Notices" }).getByText(/available for 12 months/),
  ).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Fund documents" }).getByText(/available for 24 months/),
  ).toBeVisible();
  const first = statements.getByRole("listitem").first();
  await expect(first).toContainText("2025/26 — 1 Apr 2025 to 31 Mar 2026");
  await expect(first).toContainText(/Annual benefit statement · PDF · [\d.,]+ (KB|MB)/);
  await expectAccessible(page);
  await snap(page, "documents-desktop-en");

  const language = first.getByRole("combobox", { name: "Language" });
  await expect(language).toHaveValue("en");
  const english = await downloadFrom(
    page,
    first.getByRole("button", { name: "Download the 2025/26 benefit statement in English" }),
  );
  expect(english.name).toBe("benefit-statement-2025-26-en.pdf");
  expectPdf(english.bytes);

  await language.selectOption({ label: "Chinese" });
  const chinese = await downloadFrom(
    page,
    first.getByRole("button", { name: "Download the 2025/26 benefit statement in Chinese" }),
  );
  expect(chinese.name).toBe("benefit-statement-2025-26-zh-HK.pdf");
  expectPdf(chinese.bytes);
  expect(chinese.bytes.equals(english.bytes)).toBe(false);

  // The type filter leaves one section.
  const type = page.getByRole("combobox", { name: "Document type" });
  await type.selectOption({ label: "Benefit statements" });
  await expect(page.getByRole("region", { name: "Notices" })).toHaveCount(0);
  await expect(statements).toBeVisible();
  await type.selectOption({ label: "All documents" });
  await expectFitsSmallPhone(page);

  // Reports: the note on updates, then the request page.
  await openFromNavigation(page, /^(Documents and reports|文件及報告)$/, /^Reports$/);
  await expect(page).toHaveURL(/\/reports$/);
  await expect(page.getByRole("heading", { level: 1, name: "Reports" })).toBeVisible();
  await expect(
    page.getByText("A change you request shows in your reports 2 days after you make it."),
  ).toBeVisible();
  await page.getByRole("link", { name: "Generate a report" }).click();
  await expect(page).toHaveURL(/\/generatereports$/);
  await expect(page.getByRole("heading", { level: 1, name: "Generate a report" })).toBeVisible();
  await expect(page.getByRole("radio", { name: "Transaction statement" })).toBeChecked();
  await expect(page.getByRole("radio", { name: "PDF" })).toBeChecked();
  await expect(page.getByRole("radio", { name: "English" })).toBeChecked();
  await expectAccessible(page);
  await snap(page, "generate-report-desktop-en");

  // 14 months (October 2025 to November 2026) are refused on the page: nothing is sent.
  const requests: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/reports")
      requests.push(request.url());
  });
  await page.getByRole("button", { name: "From month" }).click();
  await page.getByRole("button", { name: "Previous year" }).click();
  await page.getByRole("button", { name: "October 2025" }).click();
  await page.getByRole("button", { name: "Generate report" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "A report can cover at most 13 months" }),
  ).toBeVisible();
  expect(requests).toHaveLength(0);
  await expectAccessible(page);
  await snap(page, "generate-report-range-error-desktop-en");

  // Six months: June to November 2026 (to today).
  await page.getByRole("button", { name: "From month" }).click();
  await page.getByRole("button", { name: "Next year" }).click();
  await page.getByRole("button", { name: "June 2026" }).click();
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(page.getByText(/Period: 1 Jun 2026 to 20 Nov 2026\./)).toBeVisible();
  const [answer] = await Promise.all([
    page.waitForResponse(
      (response) =>
        response.request().method() === "POST" && new URL(response.url()).pathname === "/api/reports",
    ),
    page.getByRole("button", { name: "Generate report" }).click(),
  ]);
  expect(answer.ok()).toBe(true);
  expect(await answer.json()).toMatchObject({
    reportType: "TRANSACTION",
    fromDate: "2026-06-01",
    toDate: TODAY,
    format: "PDF",
    language: "en",
    status: "PROCESSING",
  });
  expect(requests).toHaveLength(1);

  // Back on the list: Processing (the page asks every 3 s), then Ready with its size.
  await expect(page).toHaveURL(/\/reports$/);
  await expect(page.getByRole("status").filter({ hasText: "Your report has been requested" })).toBeVisible();
  const report = page
    .getByRole("article", { name: "Transaction statement 1 Jun 2026 to 20 Nov 2026" })
    .first();
  const processing = report.getByText("Processing", { exact: true });
  const ready = report.getByText("Ready", { exact: true });
  // The server may finish before the list is first shown: Processing is seen unless it was that quick.
  await expect(processing.or(ready)).toBeVisible();
  if (await processing.isVisible()) await snap(page, "reports-processing-desktop-en");
  await expect(ready).toBeVisible({ timeout: 60_000 });
  await expect(processing).toHaveCount(0);
  await expect(report.getByText(/^[\d.,]+ (KB|MB)$/)).toBeVisible();
  const file = await downloadFrom(page, report.getByRole("button", { name: /^Download/ }));
  expect(file.name).toBe(`transaction-statement-2026-06-01-${TODAY}-en.pdf`);
  expectPdf(file.bytes);
  await expectAccessible(page);
  await snap(page, "reports-desktop-en");
  await expectFitsSmallPhone(page);

  // The three pages in Chinese.
  await page.getByRole("button", { name: "繁體中文" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-HK");
  await expect(page.getByRole("heading", { level: 1, name: "報告" })).toBeVisible();
  await expect(
    page
      .getByRole("article", { name: "交易結算表 2026年6月1日至2026年11月20日" })
      .first()
      .getByText("已完成"),
  ).toBeVisible();
  await expectAccessible(page);
  await snap(page, "reports-desktop-zh");

  await page.getByRole("link", { name: "製作報告" }).click();
  await expect(page).toHaveURL(/\/generatereports$/);
  await expect(page.getByRole("heading", { level: 1, name: "製作報告" })).toBeVisible();
  await expect(page.getByRole("radio", { name: "中文" })).toBeChecked();
  await page.getByRole("button", { name: "由（月份）" }).click();
  await page.getByRole("button", { name: "上一年" }).click();
  await page.getByRole("button", { name: "2025年10月" }).click();
  await page.getByRole("button", { name: "提交報告要求" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "每份報告最多只可涵蓋 13 個月" })).toBeVisible();
  await expectAccessible(page);
  await snap(page, "generate-report-range-error-desktop-zh");

  await openFromNavigation(page, /^(Documents and reports|文件及報告)$/, /^文件$/);
  await expect(page.getByRole("heading", { level: 1, name: "文件" })).toBeVisible();
  const statementsZh = page.getByRole("region", { name: "權益報表" });
  const firstZh = statementsZh.getByRole("listitem").first();
  await expect(firstZh).toContainText("2025/26年度 — 2025年4月1日至2026年3月31日");
  await expect(firstZh.getByRole("combobox", { name: "語言" })).toHaveValue("zh-HK");
  await expectAccessible(page);
  await snap(page, "documents-desktop-zh");
  await page.setViewportSize(VIEWPORTS.phone);
  await snap(page, "documents-phone-zh");
  await expectFitsSmallPhone(page);
});

test("P2 (AIIB, USD): the benefit statement downloads", async ({ page }) => {
  await logIn(page, "/aiib/employeelogin", "4000001", /\*\*\*\*5678/, "62345678");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId("currency")).toContainText("USD");
  await openFromNavigation(page, /^(Documents and reports|文件及報告)$/, /^Documents$/);
  await expect(page).toHaveURL(/\/documents$/);
  const first = page.getByRole("region", { name: "Benefit statements" }).getByRole("listitem").first();
  await expect(first).toContainText("2025/26 — 1 Apr 2025 to 31 Mar 2026");
  const statement = await downloadFrom(
    page,
    first.getByRole("button", { name: "Download the 2025/26 benefit statement in English" }),
  );
  expect(statement.name).toBe("benefit-statement-2025-26-en.pdf");
  expectPdf(statement.bytes);
  await expectAccessible(page);
  await snap(page, "documents-usd-desktop-en");

  await openFromNavigation(page, /^(Documents and reports|文件及報告)$/, /^Reports$/);
  await expect(page.getByRole("heading", { level: 1, name: "Reports" })).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize(VIEWPORTS.phone);
  await snap(page, "reports-phone-en");
  await expectFitsSmallPhone(page);
});

test("P3: the fund managers and the details the portal verifies, in English and Chinese", async ({
  page,
}) => {
  await logIn(page, "/cobrand/employeelogin", "1234", /\*\*\*\*6789/, "53456789");
  await expect(page).toHaveURL(/\/account$/);
  await page
    .getByRole("button", { name: /^View account/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // From the fund list's notes to the managers, each with its funds, fees and fact sheets.
  await openFromNavigation(page, /^(Investments|投資)$/, /^Fund prices and performance$/);
  await page.getByRole("link", { name: /^Fund manager information/ }).click();
  await expect(page).toHaveURL(/\/managerFund$/);
  await expect(page.getByRole("heading", { level: 1, name: "Fund manager information" })).toBeVisible();
  await expect(page.getByText(/% a year/).first()).toBeVisible();
  await expect(page.getByRole("link", { name: /View fact sheet/ }).first()).toBeVisible();
  await expectAccessible(page);
  await snap(page, "manager-fund-desktop-en");
  await page.getByRole("button", { name: "繁體中文" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "基金經理資料" })).toBeVisible();
  await expect(page.getByText(/每年/).first()).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize(VIEWPORTS.phone);
  await snap(page, "manager-fund-phone-zh");
  await expectFitsSmallPhone(page);
  await page.setViewportSize(VIEWPORTS.desktop);

  // From the profile's note to what the portal holds to verify the member: masked, never whole.
  await page.goto("/profile");
  await page.getByRole("link", { name: "查看我們用以核實您身份的資料" }).click();
  await expect(page).toHaveURL(/\/verifyInfo$/);
  await expect(page.getByRole("heading", { level: 1, name: "核實聯絡資料" })).toBeVisible();
  await expect(page.getByText(/\*{4}/).first()).toBeVisible();
  await expectAccessible(page);
  await snap(page, "verify-info-desktop-zh");
  await page.getByRole("button", { name: "English" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Verify your contact details" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Update them in Personal information" })).toHaveAttribute(
    "href",
    "/profile",
  );
  await expectAccessible(page);
  await page.setViewportSize(VIEWPORTS.phone);
  await snap(page, "verify-info-phone-en");
  await expectFitsSmallPhone(page);
});
