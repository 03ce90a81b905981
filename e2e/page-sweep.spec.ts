import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { agreeToTerms, enterCredentials, logIn, otpFor } from "./login.ts";
import { baseUrl } from "./playwright.config.ts";
import { test, VIEWPORTS } from "./support.ts";

/**
 * Every page of the route table, as a member meets it (issue 16): P1's, and the scheme-specific
 * pages of P2 (AIIB, USD), P3 (co-brand) and P4 (employer scheme, English only), in English and
 * Chinese, on a desktop and on 390 and 320 px phones. Each page is arrived at as a link arrives
 * (a client-side navigation), then must have:
 * - focus on its heading (or, for the US-tax declaration, in its dialog);
 * - a document title of its own, naming the page and the portal in the page's language;
 * - a document no wider than the screen;
 * - no axe violation of WCAG 2.0 to 2.2 A and AA, with the rules axe leaves off by default for
 *   these criteria switched on (target size, label in name).
 * Staff pages (/superLogon/*) are only on the staff portal: e2e/super-logon.spec.ts checks them.
 *
 * On a server of its own: one OTP challenge per member, so each member's logins here run one after
 * another and never meet another spec's.
 */
test.use({ baseURL: baseUrl("sweep") });

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];
const VIEWS = [
  { name: "desktop", ...VIEWPORTS.desktop },
  { name: "390 px", ...VIEWPORTS.phone },
  { name: "320 px", width: 320, height: 640 },
] as const;
type View = (typeof VIEWS)[number];
type Language = "en" | "zh-HK";
const PORTAL: Record<Language, string> = { en: "Harbour Retirement", "zh-HK": "港灣退休" };

/** The titles met so far in one language, each with the page it named: no two pages may share one. */
type Titles = Map<string, string>;

/** The pages that open a dialog on arrival, which takes the focus: the US-tax declaration. */
const DIALOG_PAGES = new Set(["/fatca"]);

/** Two addresses of one page (part 1 §2): one title between them is right. */
const SAME_PAGE: Readonly<Record<string, string>> = { "/aiib/employeelogintemp": "/aiib/employeelogin" };

/**
 * Goes to a path as a link in the portal does: no reload, the router takes the new address; and
 * waits for the page to be there, its heading (or its dialog) taking the focus, which nothing
 * holds meanwhile. Run in the page: the tests' own types know no DOM.
 */
async function arrive(page: Page, path: string): Promise<void> {
  // The old page's heading is marked: a late focus on it (its own arrival) is not the new page's.
  await page.evaluate(
    `document.querySelector("main h1")?.setAttribute("data-left", ""); document.activeElement?.blur(); window.history.pushState(null, "", ${JSON.stringify(path)}); window.dispatchEvent(new PopStateEvent("popstate"));`,
  );
  await page
    .waitForFunction(
      `(document.activeElement?.tagName === "H1" && !document.activeElement.hasAttribute("data-left")) || !!document.activeElement?.closest("[role=dialog]")`,
      undefined,
      { timeout: 15_000 },
    )
    .catch(() => undefined); // checkPage says what is wrong
}

/** Checks the page as it is now; `what` names it in failures. Soft, so one run lists every finding. */
async function checkPage(page: Page, what: string, language: Language, titles: Titles): Promise<void> {
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading, `${what}: one h1`).toHaveCount(1);
  await page.waitForLoadState("networkidle");
  const at = new URL(page.url()).pathname;
  const dialog = page.getByRole("dialog");
  if (DIALOG_PAGES.has(at)) {
    await expect(dialog, `${what}: its dialog`).toBeVisible();
    await expect.soft(dialog.locator(":focus"), `${what}: focus in its dialog`).toHaveCount(1);
  } else {
    await expect.soft(heading, `${what}: focus on the heading`).toBeFocused();
  }

  const path = SAME_PAGE[at] ?? at;
  const title = await page.title();
  expect.soft(title, `${what}: the title names the portal`).toContain(PORTAL[language]);
  const named = titles.get(title);
  expect
    .soft(named === undefined || named === path, `${what}: title "${title}" also names ${named}`)
    .toBe(true);
  titles.set(title, path);

  // The sweep resizes a page it has open (desktop, then phones): the first page after that is given
  // a moment to lay itself out again (a member's phone never changes from desktop width). What is
  // still wider than the screen is named in the failure.
  await expect.soft
    .poll(
      () =>
        page.evaluate<string[]>(`(() => {
          const width = document.documentElement.clientWidth;
          if (document.documentElement.scrollWidth <= width) return [];
          return [...document.querySelectorAll("body *")]
            .filter((element) => element.getBoundingClientRect().right > width + 1)
            .slice(0, 8)
            .map((element) => element.tagName + " " + element.className + " " + element.textContent?.slice(0, 30));
        })()`),
      { message: `${what}: nothing wider than the screen`, timeout: 3_000 },
    )
    .toEqual([]);

  const results = await new AxeBuilder({ page })
    // runOnly here, not withTags: options() would drop it and run the best-practice rules too.
    .options({
      runOnly: { type: "tag", values: TAGS },
      rules: { "target-size": { enabled: true }, "label-content-name-mismatch": { enabled: true } },
    })
    .analyze();
  expect
    .soft(
      results.violations.map(
        (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
      ),
      `${what}: axe`,
    )
    .toEqual([]);
}

/** Arrives at each path and checks it; a path that sends elsewhere is checked where it lands. */
async function sweep(page: Page, paths: readonly string[], view: View, language: Language, titles: Titles) {
  for (const path of paths) {
    await arrive(page, path);
    await checkPage(page, `${path} (${language}, ${view.name})`, language, titles);
  }
}

async function toChinese(page: Page): Promise<void> {
  await page.getByRole("button", { name: "繁體中文" }).click();
  await expect(page.getByRole("button", { name: "English" })).toBeVisible();
}

const VISITOR_PAGES = [
  "/employeelogin",
  "/aiib/employeelogin",
  "/aiib/employeelogintemp",
  "/cobrand/employeelogin",
  "/forgotpin",
  "/verificationNeeded",
  "/setnewpin",
  "/selectChannel_forgotPin",
  "/authenticateOTP_forgotPin",
] as const;

for (const view of VIEWS) {
  test(`a visitor's pages, ${view.name}, in both languages`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(view);
    for (const language of ["en", "zh-HK"] as const) {
      const titles: Titles = new Map();
      await page.goto(language === "en" ? "/?lang=en" : "/?lang=zh");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // The landing page last: arriving at it again moves focus, as a visit's first load does not.
      await sweep(page, [...VISITOR_PAGES, "/"], view, language, titles);
    }
  });
}

/** P1's pages of the route table once logged in, in the employee account MF100231. */
const P1_PAGES = [
  "/account",
  "/dashboard",
  "/portfolio",
  "/accountBalanceByFund",
  "/transactionContributionHistory",
  "/contribution",
  "/feesAndCharges",
  "/fundSwitch",
  "/changes",
  "/fundInfo",
  "/fundCompare",
  "/managerFund",
  "/documents",
  "/reports",
  "/generatereports",
  "/profile",
  "/verifyInfo",
  "/changePin",
  "/fatca",
] as const;

test.describe("P1, every member page", () => {
  // One member: the logins (one OTP challenge at a time) run one after another.
  test.describe.configure({ mode: "serial" });

  for (const view of VIEWS) {
    test(`P1, ${view.name}, in both languages`, async ({ page }) => {
      test.setTimeout(480_000);
      await page.setViewportSize(view);
      const titles = { en: new Map(), "zh-HK": new Map() } satisfies Record<Language, Titles>;

      // The login's own pages, each checked on arrival.
      await page.goto("/employeelogin");
      await enterCredentials(page, "login", "3000001");
      await expect(page).toHaveURL(/\/selectChannel$/);
      await checkPage(page, `/selectChannel (en, ${view.name})`, "en", titles.en);
      await page.getByRole("radio", { name: /\*\*\*\*4567/ }).check();
      await page.getByRole("button", { name: "Send one-time password" }).click();
      await expect(page).toHaveURL(/\/authenticateOTP$/);
      await checkPage(page, `/authenticateOTP (en, ${view.name})`, "en", titles.en);
      await page.getByRole("textbox", { name: /^One-time password/ }).fill(await otpFor(page, "91234567"));
      await page.getByRole("button", { name: "Verify" }).click();
      await expect(page).toHaveURL(/\/termsandconditions$/);
      await checkPage(page, `/termsandconditions (en, ${view.name})`, "en", titles.en);
      await agreeToTerms(page);
      await expect(page).toHaveURL(/\/account$/);
      await page.getByRole("button", { name: /^View account MF100231/ }).click();
      await expect(page).toHaveURL(/\/dashboard$/);

      const factSheet = await fundFactSheetPath(page);
      for (const language of ["en", "zh-HK"] as const) {
        if (language === "zh-HK") await toChinese(page);
        await sweep(page, [...P1_PAGES, factSheet], view, language, titles[language]);
        // /verify shows a change waiting for the PIN: made on /profile, as a member would.
        await arrive(page, "/profile");
        const mobile = page.getByRole("region", { name: /^(Mobile|手提電話)$/ });
        await mobile.getByRole("button", { name: /^(Edit Mobile|編輯手提電話)$/ }).click();
        const number = mobile.getByLabel(/^(Mobile number|手提電話號碼)/);
        await number.fill("61112222");
        // A text box in focus shows a 2 px ring, not only a border colour change (WCAG 2.4.7).
        await expect(number).toBeFocused();
        await expect(number).toHaveCSS("outline-style", "solid");
        await expect(number).toHaveCSS("outline-width", "2px");
        await mobile.getByRole("button", { name: /^(Update|更新)$/ }).click();
        await expect(page).toHaveURL(/\/verify$/);
        await checkPage(page, `/verify (${language}, ${view.name})`, language, titles[language]);
      }
    });
  }
});

/** The first fund's fact sheet, as the fund list links it. */
async function fundFactSheetPath(page: Page): Promise<string> {
  await arrive(page, "/fundInfo");
  const link = page.getByRole("link", { name: /View fund details/ }).first();
  const href = await link.getAttribute("href");
  if (!href?.startsWith("/fundFactSheet?")) throw new Error(`no fact sheet link on /fundInfo: ${href}`);
  return href;
}

/** The pages a scheme shows its own way. */
// The dashboard last: the login lands there, and arriving at the page one is on is no arrival.
const SCHEME_PAGES = ["/portfolio", "/accountBalanceByFund", "/fundInfo", "/profile", "/dashboard"] as const;

const PERSONAS = [
  {
    name: "P2 (AIIB, USD)",
    path: "/aiib/employeelogin",
    id: "4000001",
    channel: /\*\*\*\*5678/,
    to: "62345678",
  },
  {
    name: "P3 (co-brand)",
    path: "/cobrand/employeelogin",
    id: "1234",
    channel: /\*\*\*\*6789/,
    to: "53456789",
  },
  {
    name: "P4 (employer scheme)",
    path: "/employeelogin",
    id: "7000001",
    channel: /\*\*\*\*7890/,
    to: "64567890",
  },
] as const;

for (const persona of PERSONAS) {
  test(`${persona.name}: the scheme's pages on a desktop and phones`, async ({ page }) => {
    test.setTimeout(480_000);
    await logIn(page, persona.path, persona.id, persona.channel, persona.to);
    // One account goes straight to its dashboard; more are chosen from /account.
    const viewAccount = page.getByRole("button", { name: /^View account/ }).first();
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" }).or(viewAccount)).toBeVisible();
    if (await viewAccount.isVisible()) await viewAccount.click();
    await expect(page).toHaveURL(/\/dashboard$/);
    // The employer scheme has one language and no toggle (part 1).
    const languages = persona.id === "7000001" ? (["en"] as const) : (["en", "zh-HK"] as const);
    if (persona.id === "7000001") await expect(page.getByRole("button", { name: "繁體中文" })).toHaveCount(0);
    for (const language of languages) {
      if (language === "zh-HK") await toChinese(page);
      const titles: Titles = new Map();
      for (const view of VIEWS) {
        await page.setViewportSize(view);
        await sweep(page, SCHEME_PAGES, view, language, titles);
      }
    }
  });
}
