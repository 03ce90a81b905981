import { readFileSync } from "node:fs";
import { expect, type Page } from "@playwright/test";
import { logIn } from "./login.ts";
import { baseUrl } from "./playwright.config.ts";
import { expectAccessible, openFromNavigation, snap, test, VIEWPORTS } from "./support.ts";

/** Fund prices and performance (issue 5) on their own server: the list, a fund's page, its downloads. */
test.use({ baseURL: baseUrl("funds"), viewport: VIEWPORTS.desktop, acceptDownloads: true });

async function openFundInfo(page: Page, name: RegExp) {
  await openFromNavigation(page, /^(Investments|投資)$/, name);
  await expect(page).toHaveURL(/\/fundInfo/);
}

/** The 1-year returns of the cards, top to bottom, as numbers (N/A as null). */
async function oneYearReturns(page: Page): Promise<(number | null)[]> {
  const texts = await page.getByTestId("return-1y").allTextContents();
  return texts.map((t) => (/\d/.test(t) ? Number(t.replace(/[^\d.-]/g, "")) : null));
}

test("P1: the fund list filtered and sorted, a fund's chart, CSV, PNG and fact sheet", async ({ page }) => {
  await logIn(page, "/employeelogin", "3000001", /\*\*\*\*4567/, "91234567");
  await page.getByRole("button", { name: /^View account MF100231/ }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await openFundInfo(page, /^Fund prices and performance$/);
  await expect(page.getByRole("heading", { level: 1, name: "Fund prices and performance" })).toBeVisible();
  const count = page.getByText(/^\d+ funds? found$/);
  await expect(count).toBeVisible();
  const all = Number((await count.textContent())?.match(/\d+/)?.[0]);
  await expectAccessible(page);
  await snap(page, "fund-list-desktop-en");

  await page.getByRole("combobox", { name: "Risk level" }).selectOption({ label: "High" });
  await expect(count).not.toHaveText(`${all} funds found`);
  for (const card of await page.getByRole("article").all()) await expect(card).toContainText("High");
  await page.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "1-year return" });
  const returns = (await oneYearReturns(page)).filter((r): r is number => r !== null);
  expect(returns).toEqual([...returns].sort((a, b) => b - a));

  await page
    .getByRole("link", { name: /View fund details/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/fundFactSheet\?invTypeNmbr=\d+/);
  const sections = page.getByRole("navigation", { name: "Sections of the fund fact sheet" });
  await expect(sections).toBeVisible();
  // The performance section loads its price history and chart as it comes near the screen (issue 17).
  await sections.getByRole("link", { name: "Fund performance" }).click();
  const fiveYears = page.getByRole("button", { name: "5Y", exact: true });
  await expect(page.getByRole("button", { name: "1Y", exact: true })).toHaveAttribute("aria-pressed", "true");
  await fiveYears.click();
  await expect(fiveYears).toHaveAttribute("aria-pressed", "true");
  const allRange = page.getByRole("button", { name: "All", exact: true });
  await allRange.click();
  await expect(allRange).toHaveAttribute("aria-pressed", "true");
  await expectAccessible(page);
  await snap(page, "fund-detail-desktop-en");

  // Back to 1Y: the CSV has one row per price of that range, all within it.
  await page.getByRole("button", { name: "1Y", exact: true }).click();
  const [csv] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download price data (CSV)" }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/\.csv$/);
  const lines = readFileSync(await csv.path(), "utf8")
    .trim()
    .split(/\r\n/);
  const rows = lines.filter((l) => /^\d{4}-\d{2}-\d{2},/.test(l));
  expect(rows.length).toBeGreaterThan(200); // about 250 dealing days a year
  const dates = rows.map((r) => r.slice(0, 10));
  const [from, to] = [dates[0] ?? "", dates.at(-1) ?? ""];
  expect(Date.parse(to) - Date.parse(from)).toBeLessThanOrEqual(366 * 86_400_000);
  expect(dates).toEqual([...dates].sort());

  const [png] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export chart (PNG)" }).click(),
  ]);
  expect(png.suggestedFilename()).toMatch(/\.png$/);
  expect(
    readFileSync(await png.path())
      .subarray(1, 4)
      .toString(),
  ).toBe("PNG");

  const [sheet] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Fund fact sheet (PDF)" }).click(),
  ]);
  expect(sheet.suggestedFilename()).toMatch(/\.pdf$/);
  expect(
    readFileSync(await sheet.path())
      .subarray(0, 5)
      .toString(),
  ).toBe("%PDF-");

  await page.setViewportSize(VIEWPORTS.phone);
  await snap(page, "fund-detail-phone-en");
});

test("P3: Simple/Smart prices with 2 decimals, and the list in Chinese", async ({ page }) => {
  await logIn(page, "/cobrand/employeelogin", "1234", /\*\*\*\*6789/, "53456789");
  await expect(page).toHaveURL(/\/account$/);
  await page
    .getByRole("button", { name: /^View account/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await openFundInfo(page, /^Fund prices and performance$/);
  await expect(page.getByTestId("unit-price").first()).toBeVisible();
  const prices = await page.getByTestId("unit-price").allTextContents();
  expect(prices.length).toBeGreaterThan(0);
  for (const price of prices) expect(price).toMatch(/\d+\.\d{2}$/);

  await page.getByRole("button", { name: "繁體中文" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "基金價格及表現" })).toBeVisible();
  await expect(page.getByText(/^找到 \d+ 個基金$/)).toBeVisible();
  await expectAccessible(page);
  await snap(page, "fund-list-desktop-zh");
  await page.setViewportSize(VIEWPORTS.phone);
  await snap(page, "fund-list-phone-zh");
  await page
    .getByRole("link", { name: /查看基金詳情/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/fundFactSheet\?invTypeNmbr=\d+/);
  await snap(page, "fund-detail-phone-zh");
});
