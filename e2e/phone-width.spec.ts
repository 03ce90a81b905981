import { expect, type Page } from "@playwright/test";
import { logIn } from "./login.ts";
import { baseUrl } from "./playwright.config.ts";
import { test } from "./support.ts";

/**
 * No page of the account area is wider than a phone's screen (issue 11): at 320 and 390 px, in
 * English and Chinese, the document never scrolls sideways; wide tables scroll inside their own box.
 *
 * On a server of its own: a member's OTP challenge is one per member, so P1's logins here must not
 * meet another spec's; the two languages run one after the other for the same reason.
 */
test.use({ baseURL: baseUrl("phone"), viewport: { width: 390, height: 844 } });
test.describe.configure({ mode: "serial" });

const WIDTHS = [320, 390] as const;

const PAGES = [
  "/dashboard",
  "/portfolio",
  "/accountBalanceByFund",
  "/transactionContributionHistory",
  "/contribution",
  "/feesAndCharges",
  "/changes",
  "/fundInfo",
  "/documents",
  "/reports",
] as const;

type Path = (typeof PAGES)[number];

/** Expects the document to be no wider than the screen, naming the page and state when it is. */
async function expectNoSidewaysScroll(page: Page, what: string) {
  // Every answer in, and half a second without a request: the page has laid itself out.
  await page.waitForLoadState("networkidle");
  const { scrollWidth, clientWidth } = await page
    .locator("html")
    .evaluate((html) => ({ scrollWidth: html.scrollWidth, clientWidth: html.clientWidth }));
  expect.soft(scrollWidth, `document width of ${what}`).toBeLessThanOrEqual(clientWidth);
}

/** Opens a page and brings it to the state the walkthrough looked at, checking each state shown. */
async function checkPage(page: Page, path: Path, what: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  if (path === "/transactionContributionHistory") {
    // Contribution records first (the default), then the transaction history per fund.
    await expect(page.getByTestId("contribution-records")).toBeVisible();
    await expectNoSidewaysScroll(page, `${what}, contribution records`);
    await page
      .getByRole("combobox", { name: /^(Record type|紀錄類別)/ })
      .selectOption({ value: "transaction" });
    await expect(page.getByText(/^(Opening balance|期初結餘)$/).first()).toBeVisible();
    await expectNoSidewaysScroll(page, `${what}, transaction history`);
    return;
  }
  if (path === "/contribution") {
    const records = page.getByTestId("contribution-records");
    await expect(records).toBeVisible();
    await expectNoSidewaysScroll(page, `${what}, records`);
    await records.getByRole("button", { pressed: false }).first().click();
    await expect(page.getByTestId("contribution-details")).toBeVisible();
    await expectNoSidewaysScroll(page, `${what}, a record's details`);
    return;
  }
  if (path === "/feesAndCharges") await expect(page.getByTestId("fees")).toBeVisible();
  await expectNoSidewaysScroll(page, what);
}

for (const language of ["en", "zh-HK"] as const) {
  test(`P1: no account page is wider than a 320 or 390 px phone (${language})`, async ({ page }) => {
    test.setTimeout(300_000);
    await logIn(page, "/employeelogin", "3000001", /\*\*\*\*4567/, "91234567");
    await expect(page).toHaveURL(/\/account$/);
    await page.getByRole("button", { name: /^View account MF100231/ }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    if (language === "zh-HK") {
      // The choice is remembered, so every page below opens in Chinese.
      await page.getByRole("button", { name: "繁體中文" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "概覽" })).toBeVisible();
    }
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 844 });
      for (const path of PAGES) await checkPage(page, path, `${path} at ${width} px (${language})`);
    }
  });
}
