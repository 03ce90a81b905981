import { readFileSync } from "node:fs";
import { expect, type Page } from "@playwright/test";
import { logIn } from "./login.ts";
import { baseUrl } from "./playwright.config.ts";
import { expectAccessible, openFromNavigation, snap, test, VIEWPORTS } from "./support.ts";

/**
 * Compare funds side by side (issue 18, beyond the spec) on its own server: P1 ticks three funds
 * on the fund list, compares them, reloads (the choice is in the address), changes the chart's
 * period, removes one and downloads the table; then P1 again in Chinese on a 390 px phone, from
 * the navigation, adding funds on the page itself. Axe on the page each time. P1 logs in twice
 * here, so the tests run one after the other.
 */
test.use({ baseURL: baseUrl("fundCompare"), viewport: VIEWPORTS.desktop, acceptDownloads: true });
test.describe.configure({ mode: "serial" });

/** P1's MPF employee account, chosen after the login. */
async function logInP1(page: Page) {
  await logIn(page, "/employeelogin", "3000001", /\*\*\*\*4567/, "91234567");
  await expect(page).toHaveURL(/\/account$/);
  await page.getByRole("button", { name: /^View account MF100231/ }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The funds of the compare table, left to right: each column heading's name (its remove button aside). */
async function comparedNames(page: Page): Promise<string[]> {
  // Each fund's column has its Remove button, named by the fund ("Remove X from the comparison",
  // "從比較中移除X").
  const removes = page
    .getByTestId("compare-table")
    .getByRole("button", { name: /^(Remove .+ from the comparison|從比較中移除.+)$/ });
  const names = await Promise.all((await removes.all()).map((button) => button.getAttribute("aria-label")));
  return names.map((name) =>
    (name ?? "").replace(/^Remove (.+) from the comparison$|^從比較中移除(.+)$/, "$1$2"),
  );
}

/** The fund numbers of the address's ?funds=. */
function fundsOf(url: string): string[] {
  return (new URL(url).searchParams.get("funds") ?? "").split(",").filter(Boolean);
}

/** Expects the document to be no wider than the screen (wide tables scroll inside their own box). */
async function expectNoSidewaysScroll(page: Page) {
  await page.waitForLoadState("networkidle");
  const { scrollWidth, clientWidth } = await page
    .locator("html")
    .evaluate((html) => ({ scrollWidth: html.scrollWidth, clientWidth: html.clientWidth }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

test("P1 compares three funds from the fund list, reloads, removes one and downloads the CSV", async ({
  page,
}) => {
  await logInP1(page);
  await openFromNavigation(page, /^(Investments|投資)$/, /^Fund prices and performance$/);
  await expect(page).toHaveURL(/\/fundInfo/);
  await expect(page.getByText(/^\d+ funds? found$/)).toBeVisible();

  // Tick "Compare" on the first three cards.
  const cards = page.getByRole("list", { name: "Funds" }).getByRole("article");
  const chosen: string[] = [];
  for (let i = 0; i < 3; i++) {
    const card = cards.nth(i);
    chosen.push(((await card.getByRole("heading", { level: 2 }).textContent()) ?? "").trim());
    await card.getByRole("checkbox", { name: /^Compare / }).check();
  }
  await expect(page.getByTestId("compare-count")).toHaveText("3 funds chosen to compare (the most is 10)");
  await expect(page).toHaveURL(/[?&]compare=\d+,\d+,\d+/);
  await page.getByRole("link", { name: "Compare the chosen funds" }).click();

  await expect(page).toHaveURL(/\/fundCompare\?funds=\d+,\d+,\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Compare funds" })).toBeVisible();
  await expect(page.getByTestId("compare-table")).toBeVisible();
  expect(await comparedNames(page)).toEqual(chosen);
  // The table's region is named by its caption; the rows the issue lists are there.
  await expect(page.getByRole("region", { name: /^The chosen funds side by side, as at / })).toBeVisible();
  for (const row of [
    "Fund type",
    "Risk level (the scheme's)",
    "Risk class (1 to 7, from 3 years' volatility)",
    "Management fee (% a year)",
    "Fund expense ratio (% a year)",
    "Launch date",
    "Unit price",
  ])
    await expect(page.getByRole("rowheader", { name: row, exact: true })).toBeVisible();
  // Best and worst marked in words too (hidden, read out), not by colour alone.
  await expect(page.locator('[data-mark="best"]').first()).toContainText("(best in this row)");
  await expect(page.locator('[data-mark="worst"]').first()).toContainText("(worst in this row)");
  // The chart's text summary: every fund from 100 to where it ended.
  const summary = page.getByTestId("compare-chart-summary");
  await expect(summary).toContainText("Each fund rebased to 100 on");
  await expect(summary.getByRole("listitem")).toHaveCount(3);
  for (const item of await summary.getByRole("listitem").all())
    await expect(item).toHaveText(/: from 100 to [\d,]+\.\d$/);
  // The chart itself loads as it comes near the screen (issue 17).
  await summary.scrollIntoViewIfNeeded();
  await expect(page.getByTestId("compare-chart")).toBeVisible();
  await expectAccessible(page);
  await snap(page, "fund-compare-desktop-en");

  // The choice is in the address: a reload shows the same funds.
  const address = page.url();
  await page.reload();
  await expect(page.getByTestId("compare-table")).toBeVisible();
  expect(page.url()).toBe(address);
  expect(await comparedNames(page)).toEqual(chosen);

  // Another period: the chart is asked again and the address keeps it.
  const periods = page.getByRole("group", { name: "Chart period" });
  await periods.getByRole("button", { name: "10 years", exact: true }).click();
  await expect(periods.getByRole("button", { name: "10 years", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(page).toHaveURL(/[?&]period=10Y/);

  // Remove the second fund: its column goes, the address follows, the page says so.
  const removed = chosen[1] ?? "";
  await page.getByRole("button", { name: `Remove ${removed} from the comparison` }).click();
  await expect(page.getByTestId("compare-status")).toHaveText(`${removed} removed from the comparison.`);
  await expect.poll(() => comparedNames(page)).toEqual([chosen[0], chosen[2]]);
  expect(fundsOf(page.url())).toHaveLength(2);
  await expect(page.getByTestId("compare-chart-summary").getByRole("listitem")).toHaveCount(2);

  // The table as CSV: a byte-order mark for Excel, the two funds, a line per row.
  const [csv] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download the table (CSV)" }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/^fund-comparison-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = readFileSync(await csv.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString("utf8").split("\r\n");
  expect(lines[0]).toMatch(/^Fund comparison,As at,\d{1,2} \w{3} \d{4}$/);
  expect(lines[1]).toBe(`Figure,${chosen[0]},${chosen[2]}`);
  expect(lines.some((line) => /^Fund expense ratio \(% a year\),\d+\.\d{2},\d+\.\d{2}$/.test(line))).toBe(
    true,
  );
  expect(lines.some((line) => line.startsWith("Annualised return (% a year): Since launch,"))).toBe(true);
  expect(lines.filter((line) => line.startsWith("Calendar-year return (%): "))).toHaveLength(5);
  expect(lines.at(-1)).toBe("");
});

test("P1 compares funds in Chinese on a 390 px phone, from the navigation", async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await logInP1(page);
  await page.getByRole("button", { name: "繁體中文" }).click();
  await openFromNavigation(page, /^(Investments|投資)$/, /^比較基金$/);
  await expect(page).toHaveURL(/\/fundCompare$/);
  await expect(page.getByRole("heading", { level: 1, name: "比較基金" })).toBeVisible();
  await expect(
    page.getByText("尚未選擇基金。請在此加入基金，或在基金列表中剔選基金的「比較」。"),
  ).toBeVisible();

  // Two funds added on the page itself.
  const select = page.getByRole("combobox", { name: "加入基金" });
  const add = page.getByRole("button", { name: "加入比較" });
  for (let i = 0; i < 2; i++) {
    const option = select.locator("option").nth(1);
    await select.selectOption({ value: (await option.getAttribute("value")) ?? "" });
    await add.click();
    await expect.poll(() => fundsOf(page.url()).length).toBe(i + 1);
  }
  await expect(page.getByTestId("compare-table")).toBeVisible();
  // The table keeps the one-fund answer (marked busy) until the two-fund answer arrives.
  await expect.poll(() => comparedNames(page)).toHaveLength(2);
  await expect(
    page.getByRole("region", { name: /^所選基金並列比較，截至\d{4}年\d{1,2}月\d{1,2}日$/ }),
  ).toBeVisible();
  await expect(page.getByRole("rowheader", { name: "基金開支比率（每年%）" })).toBeVisible();
  await expect(page.getByTestId("compare-chart-summary")).toContainText("各基金於");
  await expect(page.getByTestId("compare-chart-summary").getByRole("listitem").first()).toHaveText(
    /：由 100 變為 [\d,]+\.\d$/,
  );
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await snap(page, "fund-compare-phone-zh");

  // A reload keeps the choice and the language.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "比較基金" })).toBeVisible();
  await expect(page.getByTestId("compare-table")).toBeVisible();
  expect(await comparedNames(page)).toHaveLength(2);
});
