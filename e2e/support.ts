import { mkdirSync } from "node:fs";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/**
 * Every journey's test: fails if the browser refused anything under the portal's
 * Content-Security-Policy (an inline style element without the page's nonce, say), which would
 * otherwise only show as a page that looks wrong.
 */
export const test = base.extend<{ cspWatch: undefined }>({
  cspWatch: [
    async ({ page }, use) => {
      const refused: string[] = [];
      page.on("console", (message) => {
        if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
      });
      await use(undefined);
      expect(refused).toEqual([]);
    },
    { auto: true },
  ],
});

/** Fails on any serious or critical axe violation of the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
  ).toEqual([]);
}

/**
 * Opens a page from the member navigation as a member would: its group's menu on a wide screen,
 * the one menu on a phone; again if a page still arriving took the menu's place first.
 */
export async function openFromNavigation(page: Page, group: RegExp, link: RegExp): Promise<void> {
  const nav = page.getByRole("navigation", { name: /^(Main navigation|主要導覽)$/ });
  const menu = nav.getByRole("button", { name: /^(Menu|選單)$/ });
  const target = nav.getByRole("link", { name: link });
  await expect(async () => {
    if (!(await target.isVisible())) {
      const phone = await menu.isVisible();
      // Short, like the link's: just after a viewport change the navigation may still show the
      // other layout's button, which is gone by the time it would be clicked.
      await (phone ? menu : nav.getByRole("button", { name: group })).click({ timeout: 2_000 });
    }
    await target.click({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

export const VIEWPORTS = {
  desktop: { width: 1366, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

const SCREENSHOTS = join(import.meta.dirname, "screenshots");

/** Full-page screenshot under e2e/screenshots/, for people to look at (not compared). */
export async function snap(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}
