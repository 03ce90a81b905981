import { expect, type Page } from "@playwright/test";
import { logIn } from "./login.ts";
import { baseUrl } from "./playwright.config.ts";
import { expectAccessible, openFromNavigation, snap, test, VIEWPORTS } from "./support.ts";

/**
 * The account area (issue 4) on its own server and database: select account, dashboard,
 * portfolio, balance by fund, fees, history. Each persona logs in once, as a member would.
 */
test.use({ baseURL: baseUrl("accounts"), viewport: VIEWPORTS.desktop });

/** The funds table's figures in one column, top to bottom, as numbers for comparing order. */
async function column(page: Page, index: 1 | 2): Promise<number[]> {
  const table = page.getByRole("table").filter({ has: page.getByRole("columnheader", { name: /Holding/ }) });
  const cells = await table
    .getByRole("row")
    .evaluateAll((rows, i) => rows.slice(1).map((row) => row.children[i]?.textContent ?? ""), index);
  return cells.map((text) => Number(text.replace(/[^\d.-]/g, "")));
}

const ascending = (values: number[]) => values.every((v, i) => i === 0 || (values[i - 1] ?? v) <= v);
const descending = (values: number[]) => values.every((v, i) => i === 0 || (values[i - 1] ?? v) >= v);

test("P1: select account, dashboard sorting, donut to balance by fund, portfolio gain/loss, history range", async ({
  page,
}) => {
  await logIn(page, "/employeelogin", "3000001", /\*\*\*\*4567/, "91234567");
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { level: 2, name: "Choose an account" })).toBeVisible();
  const views = page.getByRole("button", { name: /^View account/ });
  await expect(views).toHaveCount(4);
  await expect(page.getByText("OR018123")).toBeVisible();
  // The previous login (the demo data's, three days before), not this one.
  await expect(page.getByTestId("last-login")).toHaveText(/17 Nov 2026, 20:15/);
  await expectAccessible(page);
  await snap(page, "select-account-desktop-en");

  await page.getByRole("button", { name: /^View account MF100231/ }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page.getByTestId("balance")).toContainText("HK$");
  await expect(page.getByTestId("gain-loss-rate")).toHaveText(/%/);
  await expectAccessible(page);
  await snap(page, "dashboard-desktop-en");

  // The net-contribution explanation: its popover's code comes with the first click (issue 17).
  await page.getByRole("button", { name: "What is net contribution?" }).click();
  await expect(page.getByText(/^Net contribution is the total of the contributions/)).toBeVisible();
  await expect(page.getByRole("button", { name: "What is net contribution?" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page.getByText(/^Net contribution is the total of the contributions/)).toBeHidden();

  // The funds list: by holding %, largest first; each click on a heading alternates.
  const percent = page.getByRole("columnheader", { name: /Holding/ });
  const value = page.getByRole("columnheader", { name: /Current value/ });
  await expect(percent).toHaveAttribute("aria-sort", "descending");
  expect(descending(await column(page, 1))).toBe(true);
  await percent.getByRole("button").click();
  await expect(percent).toHaveAttribute("aria-sort", "ascending");
  expect(ascending(await column(page, 1))).toBe(true);
  await value.getByRole("button").click();
  await expect(value).toHaveAttribute("aria-sort", "descending");
  expect(descending(await column(page, 2))).toBe(true);
  await value.getByRole("button").click();
  await expect(value).toHaveAttribute("aria-sort", "ascending");
  expect(ascending(await column(page, 2))).toBe(true);

  // The donut's title goes to balance by fund.
  await page.getByRole("link", { name: "Fund distribution" }).click();
  await expect(page).toHaveURL(/\/accountBalanceByFund$/);
  await expect(page.getByRole("heading", { level: 1, name: "Balance by fund" })).toBeVisible();
  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(crumbs.getByRole("link", { name: "Dashboard" })).toBeVisible();
  await expect(crumbs.getByRole("link", { name: "Account details" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Guaranteed fund: qualifying balances" })).toBeVisible();
  await expectAccessible(page);
  await snap(page, "balance-by-fund-desktop-en");

  // Portfolio with the gain/loss explanation.
  await crumbs.getByRole("link", { name: "Account details" }).click();
  await expect(page).toHaveURL(/\/portfolio$/);
  await page.getByRole("button", { name: "How is gain/loss calculated?" }).click();
  const modal = page.getByRole("dialog", { name: "How your gain/loss is calculated" });
  await expect(modal.getByText("Gain/loss = account balance − net contribution")).toBeVisible();
  await expect(
    modal.getByText(/Rate = \(account balance − net contribution\) ÷ total contribution/),
  ).toBeVisible();
  await expectAccessible(page);
  await snap(page, "portfolio-gain-loss-desktop-en");
  await page.keyboard.press("Escape");
  await expect(modal).toBeHidden();
  await page.getByRole("tab", { name: "Rate of return" }).click();
  await expect(page.getByText("Your account's rate of return")).toBeVisible();

  // The browser's Back and Forward walk the pages the member went through (the portal's own
  // router over the browser's history, decision 013), each page drawn again with its figures.
  await page.goBack();
  await expect(page).toHaveURL(/\/accountBalanceByFund$/);
  await expect(page.getByRole("heading", { level: 1, name: "Balance by fund" })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page.getByTestId("balance")).toContainText("HK$");
  await page.goForward();
  await expect(page).toHaveURL(/\/accountBalanceByFund$/);
  await expect(page.getByRole("heading", { name: "Guaranteed fund: qualifying balances" })).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL(/\/portfolio$/);
  await expect(page.getByRole("button", { name: "How is gain/loss calculated?" })).toBeVisible();

  // History: more than 13 months is refused before any call, and by the server too.
  await openFromNavigation(page, /^(My account|帳戶)$/, /^Transaction/);
  await expect(page).toHaveURL(/\/transactionContributionHistory$/);
  await page.getByRole("button", { name: "From month" }).click();
  await page.getByRole("button", { name: "Previous year" }).click();
  await page.getByRole("button", { name: "May 2025" }).click();
  await page.getByRole("button", { name: "Show records" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "The date range cannot exceed 13 months" }),
  ).toBeVisible();
  await expectAccessible(page);
  await snap(page, "history-range-error-desktop-en");
  const refused = await page.request.get(
    "/api/transactions/transactionhistory?clntRltnshpNmbr=50000001&fromDate=2025-05-01&toDate=2026-11-30",
  );
  expect(refused.status()).toBe(400);
  expect((await refused.json()).code).toBe("history-range-too-long");

  // A range that is allowed shows the records per fund.
  await page.getByRole("button", { name: "From month" }).click();
  await page.getByRole("button", { name: "Next year" }).click();
  await page.getByRole("button", { name: "June 2026" }).click();
  await page.getByRole("combobox", { name: "Record type" }).selectOption({ label: "Transaction history" });
  await page.getByRole("button", { name: "Show records" }).click();
  await expect(page.getByText(/Opening balance/).first()).toBeVisible();
  await snap(page, "history-transactions-desktop-en");
});

test("P2 (AIIB): one account, so straight to a USD dashboard without fees", async ({ page }) => {
  await logIn(page, "/aiib/employeelogin", "4000001", /\*\*\*\*5678/, "62345678");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId("currency")).toContainText("USD");
  await expect(page.getByTestId("balance")).toContainText("US$");
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  await nav.getByRole("button", { name: "My account" }).click();
  await expect(nav.getByRole("link", { name: "Balance by fund" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Fees and charges" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expectAccessible(page);
  await snap(page, "dashboard-usd-desktop-en");
  await page.setViewportSize(VIEWPORTS.phone);
  // Loaded on a phone, the folded card's content is built only once the member opens it.
  await page.reload();
  const toggle = page.getByRole("button", { name: "Show fund distribution" });
  await expect(toggle).toBeVisible();
  const legend = page.getByRole("list", { name: "Fund distribution by value", includeHidden: true });
  await expect(legend).toHaveCount(0);
  await toggle.click();
  await expect(legend).toBeVisible();
  await snap(page, "dashboard-usd-phone-en");
});

test("P4 (employer scheme): no fees entry or route, and a 5-segment risk spectrum", async ({ page }) => {
  await logIn(page, "/employeelogin", "7000001", /\*\*\*\*7890/, "64567890");
  await expect(page).toHaveURL(/\/(account|dashboard)$/);
  if (page.url().endsWith("/account"))
    await page
      .getByRole("button", { name: /^View account/ })
      .first()
      .click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  await nav.getByRole("button", { name: "My account" }).click();
  await expect(nav.getByRole("link", { name: "Balance by fund" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Fees and charges" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  const spectrum = page.getByRole("group", { name: "Risk spectrum" });
  await expect(spectrum.getByRole("listitem")).toHaveCount(5);
  await expectAccessible(page);
  await snap(page, "dashboard-smp-desktop-en");
  await page.goto("/feesAndCharges");
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("P9: only a capital-guaranteed fund with zero value gives no-valid-policy", async ({ page }) => {
  await logIn(page, "/employeelogin", "3000009", /\*\*\*\*3456/, "90123456");
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("alert", { name: "No account to show" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^View account/ })).toHaveCount(0);
  await expectAccessible(page);
  await snap(page, "select-account-no-valid-policy-desktop-en");
});

test("P3 in Chinese: two co-brand accounts, unit prices with 2 decimals", async ({ page }) => {
  await page.goto("/?lang=zh");
  await logIn(page, "/cobrand/employeelogin", "1234", /\*\*\*\*6789/, "53456789");
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-HK");
  await expect(page.getByRole("button", { name: /^查看帳戶/ })).toHaveCount(2);
  await expectAccessible(page);
  await snap(page, "select-account-desktop-zh");
  await page
    .getByRole("button", { name: /^查看帳戶/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "概覽" })).toBeVisible();
  await expectAccessible(page);
  await snap(page, "dashboard-desktop-zh");
  await page.goto("/accountBalanceByFund");
  await expect(page.getByRole("heading", { level: 1, name: "按基金劃分的結餘" })).toBeVisible();
  await expect(page.getByRole("table").first().getByRole("row").nth(1)).toBeVisible();
  const prices = await page
    .getByRole("table")
    .first()
    .getByRole("row")
    .evaluateAll((rows) => rows.slice(1, -1).map((row) => row.lastElementChild?.textContent ?? ""));
  expect(prices.length).toBeGreaterThan(0);
  for (const price of prices) expect(price).toMatch(/\$\d[\d,]*\.\d{2}$/);
  await snap(page, "balance-by-fund-desktop-zh");
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "概覽" })).toBeVisible();
  // A page load paints the first screen first (components/after-first-paint.tsx): the parts below
  // it come right after, and nothing in view moves when they do.
  await expect(page.getByRole("heading", { name: "您的基金" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "快速連結" })).toBeVisible();
  // The layout shifts of this load, in the browser (a string: this package has Node's types only).
  const shift = await page.evaluate<number>(`new Promise((resolve) => {
    let total = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) total += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
    setTimeout(() => resolve(total), 100);
  })`);
  expect(shift).toBeLessThanOrEqual(0.02);
  await expectAccessible(page);
  await snap(page, "dashboard-phone-zh");
});
