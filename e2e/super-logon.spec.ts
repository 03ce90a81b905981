import { expect, type Page } from "@playwright/test";
import { baseUrl, STAFF_URL } from "./playwright.config.ts";
import { expectAccessible, openFromNavigation, snap, test, VIEWPORTS } from "./support.ts";

/**
 * Staff Super Logon (issue 13), through the real redirects: the staff portal beside the member
 * portal of the staff server, its built-in identity provider (oidc-provider) under /idp, the
 * authorisation code in the fragment, PKCE, and a read-only look at P1's portal.
 */
test.use({ baseURL: baseUrl("staff"), viewport: VIEWPORTS.desktop });

const NOTICE = {
  en: "You are not authorised to access this page. Please connect with your system administrator.",
  zh: "您未獲授權存取此頁面。請聯絡您的系統管理員。",
};

/** From the staff landing page through the identity provider's login page, back to the chooser. */
async function signIn(page: Page, login: RegExp) {
  await page.getByRole("link", { name: login }).click();
  await expect(page).toHaveURL(/\/idp\/interaction\//);
  await expectAccessible(page);
  await snap(page, `super-logon-identity-provider-${page.viewportSize()?.width ?? 0}`);
  await page.getByLabel(/Username/).fill("staff.demo");
  await page.getByLabel(/Password/).fill("Staff#2026");
  await page.getByRole("button", { name: /Sign in/ }).click();
  await expect(page).toHaveURL(/\/superLogon\/signIn$/);
}

async function chooseMember(
  page: Page,
  scheme: RegExp,
  loginId: string,
  names: { scheme: RegExp; login: RegExp; submit: RegExp },
) {
  const submit = page.getByRole("button", { name: names.submit });
  await expect(submit).toBeDisabled();
  await page.getByRole("combobox", { name: names.scheme }).click();
  await page.getByRole("option", { name: scheme }).click();
  await expect(submit).toBeDisabled();
  await page.getByRole("textbox", { name: names.login }).fill(loginId);
  await expect(submit).toBeEnabled();
  await submit.click();
}

test("staff.demo signs in at the staff portal, chooses S800 & ORSO and 3000001, reads P1's portal, and cannot switch funds", async ({
  page,
}) => {
  await page.goto(`${STAFF_URL}/`);
  await expect(page.getByRole("heading", { level: 1, name: "Staff Super Logon" })).toBeVisible();
  await expectAccessible(page);
  await snap(page, "super-logon-landing-desktop-en");
  await signIn(page, /^Log in$/);
  // The code came in the fragment and is gone from the address bar.
  expect(page.url()).not.toContain("code=");
  await expect(page.getByText(/Demo Staff|staff\.demo/).first()).toBeVisible();
  await expectAccessible(page);
  await snap(page, "super-logon-chooser-desktop-en");

  // An unknown login id: a clear message and nothing else.
  await chooseMember(page, /^S800 & ORSO$/, "9999999", {
    scheme: /^Scheme/,
    login: /^Member login ID/,
    submit: /^Submit$/,
  });
  await expect(page.getByRole("alert").filter({ hasText: "9999999" })).toBeVisible();
  await expect(page).toHaveURL(/\/superLogon\/signIn$/);

  await page.getByRole("textbox", { name: /^Member login ID/ }).fill("3000001");
  await page.getByRole("button", { name: /^Submit$/ }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText("Staff view: staff.demo — CHAN Tai Man, member 1000001")).toBeVisible();
  await expect(page.getByRole("button", { name: /^View account/ })).toHaveCount(4);
  await expectAccessible(page);
  await snap(page, "super-logon-account-desktop-en");

  await page.getByRole("button", { name: /^View account MF100231/ }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await snap(page, "super-logon-dashboard-desktop-en");

  await openFromNavigation(page, /^(Investments|投資)$/, /^Fund switching$/);
  await expect(page.getByRole("heading", { name: "View-only staff session" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Change existing assets" })).toHaveCount(0);
  await expectAccessible(page);
  await snap(page, "super-logon-fund-switch-desktop-en");

  // The profile shows no change buttons to staff, and the way back chooses another member.
  await page.goto(`${STAFF_URL}/profile`);
  await expect(page.getByText("View only: staff cannot change a member's details.").first()).toBeVisible();
  await page.getByRole("link", { name: "Choose another member" }).click();
  await expect(page).toHaveURL(/\/superLogon\/signIn$/);
  await expect(page.getByRole("button", { name: /^Submit$/ })).toBeVisible();
});

test("the same in Chinese, on a phone", async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto(`${STAFF_URL}/?lang=zh`);
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-HK");
  await expect(page.getByRole("heading", { level: 1, name: "職員特別登入" })).toBeVisible();
  await signIn(page, /^登入$/);
  await chooseMember(page, /^S800 及職業退休計劃$/, "3000001", {
    scheme: /^計劃/,
    login: /^成員登入編號/,
    submit: /^提交$/,
  });
  await expect(page).toHaveURL(/\/account$/);
  // The member by the Chinese name on a Chinese page, as the page's welcome names them.
  await expect(page.getByText("職員檢視：staff.demo — 陳大文，成員編號 1000001")).toBeVisible();
  await expect(page.getByRole("button", { name: /^查看帳戶/ })).toHaveCount(4);
  // Never wider than the phone's screen (the staff line wraps).
  const widths = await page.locator("html").evaluate((html) => [html.scrollWidth, html.clientWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1] ?? 0);
  await expectAccessible(page);
  await snap(page, "super-logon-account-phone-zh");
  await page.getByRole("button", { name: /^查看帳戶 MF100231/ }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`${STAFF_URL}/fundSwitch`);
  await expect(page.getByRole("heading", { name: /職員/ }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: /^更改現有資產/ })).toHaveCount(0);
  await snap(page, "super-logon-fund-switch-phone-zh");
});

test("/superLogon/signIn with no code shows the not-authorised notice, word for word, in both languages", async ({
  page,
}) => {
  await page.goto(`${STAFF_URL}/superLogon/signIn`);
  await expect(page.getByText(NOTICE.en)).toBeVisible();
  await expectAccessible(page);
  await snap(page, "super-logon-not-authorised-desktop-en");
  await page.getByRole("button", { name: "繁體中文" }).click();
  await expect(page.getByText(NOTICE.zh)).toBeVisible();
  await expectAccessible(page);
  await snap(page, "super-logon-not-authorised-desktop-zh");
  // A code the provider never issued (and a state the page never sent) is refused: the same notice.
  await page.goto(`${STAFF_URL}/`);
  await page.goto(`${STAFF_URL}/superLogon/signIn#code=forged&state=forged`);
  await expect(page.getByText(NOTICE.zh)).toBeVisible();
  expect(page.url()).not.toContain("code=");
});

test("the member portal's /superLogon pages redirect to its landing page", async ({ page }) => {
  await page.goto("/superLogon/login");
  await expect(page).toHaveURL(/127\.0\.0\.1:8198\/$/);
  await page.goto("/superLogon/signIn#code=abc");
  await expect(page).toHaveURL(/127\.0\.0\.1:8198\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome to the member portal" })).toBeVisible();
  // And the staff portal sends its member login routes to its own landing page.
  await page.goto(`${STAFF_URL}/employeelogin`);
  await expect(page.getByRole("heading", { level: 1, name: "Staff Super Logon" })).toBeVisible();
});
