import { expect, type Page } from "@playwright/test";
import { baseUrl } from "./playwright.config.ts";
import { expectAccessible, snap, test, VIEWPORTS } from "./support.ts";

const cardList = (page: Page) => page.getByRole("list", { name: /Choose your login type|選擇登入類別/ });
const cards = (page: Page) => cardList(page).getByRole("listitem");

async function cardWidths(page: Page): Promise<number[]> {
  const items = await cards(page).all();
  return Promise.all(items.map(async (item) => (await item.boundingBox())?.width ?? 0));
}

test.describe("landing page before the cut-over (07/05/2025 08:00 HKT, calendar empf-2025)", () => {
  test.use({ baseURL: baseUrl("beforeCutOver"), viewport: VIEWPORTS.desktop });

  test("shows the four login-type cards, 3 of 12 columns each, without the important notes", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome to the member portal" })).toBeVisible();
    await expect(cards(page)).toHaveCount(4);
    await expect(page.getByRole("link", { name: /MPF Series 800 or the retirement scheme/ })).toBeVisible();
    await expect(page.getByRole("link", { name: /Smart\/Simple Plan/ })).toBeVisible();
    await expect(page.getByRole("link", { name: /Employers\/Agents.*opens in a new tab/ })).toHaveAttribute(
      "target",
      "_blank",
    );
    await expect(page.getByRole("link", { name: /Other ORSO.*opens in a new tab/ })).toHaveAttribute(
      "rel",
      "noopener noreferrer",
    );
    await expect(page.getByRole("heading", { name: "Important notes" })).toHaveCount(0);
    const widths = await cardWidths(page);
    const row = (await cardList(page).boundingBox())?.width ?? 1;
    for (const w of widths) expect(w / row).toBeCloseTo(3 / 12, 1);
    await expect(page.getByRole("contentinfo")).toContainText("© 2025");
    await expectAccessible(page);
    await snap(page, "landing-before-cutover-desktop-en");
  });

  test("the employee card goes to /employeelogin; the co-brand card to /cobrand/employeelogin", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("link", { name: /MPF Series 800 or the retirement scheme/ }).click();
    await expect(page).toHaveURL(/\/employeelogin$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "MPF Series 800 and retirement scheme login" }),
    ).toBeVisible();
    await snap(page, "placeholder-employeelogin-desktop-en");
    await page.goto("/");
    await page.getByRole("link", { name: /Smart\/Simple Plan/ }).click();
    await expect(page).toHaveURL(/\/cobrand\/employeelogin$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Smart/Simple Plan member login" }),
    ).toBeVisible();
  });

  test("?lang=zh shows Chinese, the choice is kept, and the toggle switches back", async ({ page }) => {
    await page.goto("/?lang=zh");
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-HK");
    await expect(cards(page)).toHaveCount(4);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Welcome to the member portal");
    await expectAccessible(page);
    await snap(page, "landing-before-cutover-desktop-zh");
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-HK");
    await page.getByRole("button", { name: "English" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Welcome to the member portal" })).toBeVisible();
    await page.goto("/?lang=fr");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("what could not load while the server was unreachable comes styled once it is back", async ({
    page,
    context,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto("/");
    const toggle = page.getByRole("banner").getByRole("button", { name: "繁體中文" });
    await expect(page.getByRole("heading", { level: 1, name: "Welcome to the member portal" })).toBeVisible();
    // Offline, the Chinese texts fail, and so do the toast saying so and its stylesheets.
    await context.setOffline(true);
    const stylesheetFailed = page.waitForEvent("requestfailed", (request) => request.url().endsWith(".css"));
    await toggle.click();
    await stylesheetFailed;
    await context.setOffline(false);
    // Back, but the Chinese texts fail once more (only their files): the toast shows, styled.
    await page.route(/\/assets\/(common|landing)-[\w-]+\.js$/, (route) => route.abort());
    await toggle.click();
    const toast = page.getByRole("alert").filter({ hasText: "Technical problem" });
    await expect(toast).toBeVisible();
    await expect(toast).toHaveCSS("background-color", "rgb(255, 255, 255)");
    // The toast's code is its own: not the member pages' common chunk (76 KB compressed), nor the
    // login page's (12 KB), nor the shell.
    expect(scripts.filter((path) => /^\/assets\/(pages|login-page|app-shell)-/.test(path))).toEqual([]);
    // The login form, drawn with the stylesheets that failed first, is styled too.
    await page.unrouteAll();
    await page.getByRole("link", { name: /MPF Series 800 or the retirement scheme/ }).click();
    await expect(page.getByRole("tab", { name: "ID number (HKID / passport)" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.getByRole("textbox", { name: /^ID number/ })).toHaveCSS("height", "36px");
    // The login page is drawn in the visitor's frame: the shell (query cache, route table, member
    // frame) comes only with the page after it.
    expect(scripts.filter((path) => /^\/assets\/login-page-/.test(path)).length).toBeGreaterThan(0);
    expect(scripts.filter((path) => /^\/assets\/app-shell-/.test(path))).toEqual([]);
    await expectAccessible(page);
  });

  test("leaving / without a network says so in the frame, and the reload brings the login page", async ({
    page,
    context,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome to the member portal" })).toBeVisible();
    // What / does not carry (the shell, the login page) cannot come now.
    await context.setOffline(true);
    await page.getByRole("link", { name: /MPF Series 800 or the retirement scheme/ }).click();
    const alert = page.getByRole("main").getByRole("alert");
    await expect(alert).toContainText("your device seems to be offline");
    await expect(page.getByRole("banner").getByRole("link", { name: "Harbour Retirement" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeAttached();
    await expectAccessible(page);
    await context.setOffline(false);
    await alert.getByRole("button", { name: "Reload the page" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "MPF Series 800 and retirement scheme login" }),
    ).toBeVisible();
  });

  test("on a phone the cards stack in one column", async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto("/");
    await expect(cards(page)).toHaveCount(4);
    const row = (await cardList(page).boundingBox())?.width ?? 1;
    for (const w of await cardWidths(page)) expect(w / row).toBeGreaterThan(0.9);
    await expectAccessible(page);
    await snap(page, "landing-before-cutover-phone-en");
    await page.goto("/?lang=zh");
    await expect(cards(page)).toHaveCount(4);
    await snap(page, "landing-before-cutover-phone-zh");
  });
});

test.describe("landing page after the cut-over (07/05/2025 09:00:00 HKT)", () => {
  test.use({ baseURL: baseUrl("afterCutOver"), viewport: VIEWPORTS.desktop });

  test("shows the important notes and three cards with the new labels, 4 of 12 columns each", async ({
    page,
  }) => {
    await page.goto("/");
    const notes = page.getByRole("region", { name: "Important notes" });
    await expect(notes).toBeVisible();
    await expect(notes.getByRole("listitem")).toHaveCount(3);
    await expect(notes).toContainText("7 May 2025");
    await expect(cards(page)).toHaveCount(3);
    await expect(page.getByRole("link", { name: /Smart\/Simple Plan/ })).toHaveCount(0);
    await expect(
      page.getByRole("link", { name: /View my MPF Series 800 or retirement scheme records/ }),
    ).toBeVisible();
    const row = (await cardList(page).boundingBox())?.width ?? 1;
    for (const w of await cardWidths(page)) expect(w / row).toBeCloseTo(4 / 12, 1);
    await expectAccessible(page);
    await snap(page, "landing-after-cutover-desktop-en");
  });

  test("in Chinese too, and the co-brand login route now redirects to the landing page", async ({ page }) => {
    await page.goto("/?lang=zh");
    await expect(page.getByRole("region", { name: "重要事項" })).toBeVisible();
    await expect(page.getByRole("region", { name: "重要事項" })).toContainText("2025年5月7日");
    await expect(cards(page)).toHaveCount(3);
    await expectAccessible(page);
    await snap(page, "landing-after-cutover-desktop-zh");
    await page.setViewportSize(VIEWPORTS.phone);
    await snap(page, "landing-after-cutover-phone-zh");
    await page.goto("/cobrand/employeelogin");
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("routes and guards (calendar live)", () => {
  test("unknown paths go to the landing page", async ({ page }) => {
    await page.goto("/no/such/page");
    await expect(page).toHaveURL(`${baseUrl("live")}/`);
    await expect(cards(page)).toHaveCount(4);
  });

  test("a member page sends a visitor to the login page of the chosen scheme, or to / without one", async ({
    page,
  }) => {
    await page.goto("/dashboard");
    await expect(page).toHaveURL(`${baseUrl("live")}/`);
    await page.getByRole("link", { name: /MPF Series 800 or the retirement scheme/ }).click();
    await expect(page).toHaveURL(/\/employeelogin$/);
  });

  test("the footer shows the server's year, the office hours and the legal links", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText("© 2026");
    await expect(footer).toContainText(/Monday to Friday/);
    await expect(footer.getByRole("link", { name: /Terms of use/i })).toBeVisible();
    await expect(footer.getByRole("link", { name: /Privacy/i }).first()).toBeVisible();
  });
});
