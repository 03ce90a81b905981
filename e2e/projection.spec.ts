import { expect, type Page } from "@playwright/test";
import { logIn } from "./login.ts";
import { baseUrl } from "./playwright.config.ts";
import { expectAccessible, openFromNavigation, snap, test, VIEWPORTS } from "./support.ts";

/**
 * Where my savings are heading (issue 18, beyond the spec) on its own server: P1 projects the
 * employee account, changes the contribution and sees the median move, compares a what-if and
 * starts a switch from it; P2's account in US dollars; P1 again in Chinese on a 390 px phone; axe
 * on the page each time. P1 logs in twice here, so the tests run one after another.
 */
test.use({ baseURL: baseUrl("projection"), viewport: VIEWPORTS.desktop });
test.describe.configure({ mode: "serial" });

/** The median at retirement: the last row's median cell of the yearly table. */
async function medianAtRetirement(page: Page): Promise<string> {
  const table = page.getByTestId("projection-table");
  return ((await table.getByRole("row").last().getByRole("cell").nth(3).textContent()) ?? "").trim();
}

test("P1 projects the employee account, changes the contribution, and starts a switch from a what-if", async ({
  page,
}) => {
  await logIn(page, "/employeelogin", "3000001", /\*\*\*\*4567/, "91234567");
  await expect(page).toHaveURL(/\/account$/);
  await page.getByRole("button", { name: /^View account MF100231/ }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await openFromNavigation(page, /^(My account|帳戶)$/, /^Where my savings are heading$/);
  await expect(page).toHaveURL(/\/projection$/);
  await expect(page.getByRole("heading", { level: 1, name: "Where my savings are heading" })).toBeVisible();
  await expect(page.getByText("An illustration, not a forecast or advice")).toBeVisible();
  // The account today: born 15 Mar 1978, the normal retirement date at 65.
  const today = page.getByRole("region", { name: "Your account today" });
  await expect(today.getByText("15 Mar 2043 (age 65)")).toBeVisible();
  await expect(page.getByTestId("projection-balance")).toHaveText(/^HK\$[\d,]+\.\d{2}$/);
  const contribution = page.getByRole("textbox", { name: /^Monthly contribution \(HKD\)/ });
  await expect(contribution).toHaveValue("5250");
  const summary = page.getByTestId("projection-summary");
  // To the normal retirement date itself, not the last month-end before it.
  await expect(summary).toContainText(
    "By 15 Mar 2043, at age 65, the median projection for this account is HK$",
  );
  const before = await medianAtRetirement(page);
  expect(before).toMatch(/^HK\$[\d,]+\.\d{2}$/);
  await expectAccessible(page);
  await snap(page, "projection-desktop-en");

  // More a month: the median at retirement moves up.
  await contribution.fill("9000");
  await page.getByRole("button", { name: "Update projection" }).click();
  await expect.poll(() => medianAtRetirement(page)).not.toBe(before);
  const after = await medianAtRetirement(page);
  expect(Number(after.replace(/[^\d.]/g, ""))).toBeGreaterThan(Number(before.replace(/[^\d.]/g, "")));

  // An out-of-bounds assumption is refused at its field.
  const wage = page.getByRole("textbox", { name: /^Yearly rise in contributions/ });
  await wage.fill("12");
  await page.getByRole("button", { name: "Update projection" }).click();
  await expect(page.getByText("Enter a rise from 0% to 10% a year.")).toBeVisible();
  await expect(wage).toHaveAttribute("aria-invalid", "true");
  await wage.fill("2");

  // Today's money.
  await page.getByRole("button", { name: "Today's money" }).click();
  await expect(summary).toContainText("in today's money");

  // What if: 60% MPF Conservative Fund and 40% Balanced Fund, beside staying as I am.
  await page.getByRole("button", { name: "Clear" }).click();
  await page.getByRole("textbox", { name: "What-if percentage for MPF Conservative Fund" }).fill("60");
  await page.getByRole("textbox", { name: "What-if percentage for Balanced Fund" }).fill("30");
  await page.getByRole("button", { name: "Compare" }).click();
  await expect(page.getByText("The percentages must add up to 100%.")).toBeVisible();
  await page.getByRole("textbox", { name: "What-if percentage for Balanced Fund" }).fill("40");
  // Enter in a percentage compares, as the button does.
  await page.getByRole("textbox", { name: "What-if percentage for Balanced Fund" }).press("Enter");
  await expect(page.getByTestId("outcome-what-if-median")).toHaveText(/^HK\$[\d,]+\.\d{2}$/);
  await expect(page.getByTestId("outcome-stay-median")).toHaveText(/^HK\$[\d,]+\.\d{2}$/);
  await expect(page.getByRole("columnheader", { name: "What if: median" })).toBeVisible();
  await expectAccessible(page);
  await snap(page, "projection-what-if-desktop-en");

  // The link starts the fund switch with the allocation filled in.
  await page.getByRole("link", { name: "Switch to this allocation" }).click();
  await expect(page).toHaveURL(/\/fundSwitch\?to=298:60,302:40$/);
  await expect(page.getByRole("heading", { level: 1, name: "Fund switching" })).toBeVisible();
  await page.getByRole("button", { name: "Change future assets" }).click();
  await page.getByRole("radio", { name: "Mandatory & Voluntary" }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(
    page.getByRole("heading", { name: "Choose the allocation of your future contributions" }),
  ).toBeVisible();
  await expect(
    page.getByRole("textbox", { name: "New allocation percentage for MPF Conservative Fund" }),
  ).toHaveValue("60");
  await expect(
    page.getByRole("textbox", { name: "New allocation percentage for Balanced Fund" }),
  ).toHaveValue("40");
  await expect(page.getByTestId("allocation-total")).toHaveText("100%");
});

test("P2 (AIIB): the account projected in US dollars to the plan's retirement age of 62", async ({
  page,
}) => {
  await logIn(page, "/aiib/employeelogin", "4000001", /\*\*\*\*5678/, "62345678");
  await expect(page).toHaveURL(/\/dashboard$/);
  await openFromNavigation(page, /^My account$/, /^Where my savings are heading$/);
  await expect(page.getByRole("heading", { level: 1, name: "Where my savings are heading" })).toBeVisible();
  await expect(page.getByTestId("projection-balance")).toHaveText(/^US\$[\d,]+\.\d{2}$/);
  await expect(page.getByText("2 Sep 2046 (age 62)")).toBeVisible();
  await expect(page.getByRole("textbox", { name: /^Monthly contribution \(USD\)/ })).toBeVisible();
  await expect(page.getByTestId("projection-summary")).toContainText("By 2 Sep 2046, at age 62,");
  await expect(page.getByTestId("projection-summary")).toContainText("US$");
  expect(await medianAtRetirement(page)).toMatch(/^US\$[\d,]+\.\d{2}$/);
  await expectAccessible(page);
  await snap(page, "projection-usd-desktop-en");
});

test("P1 in Chinese on a 390 px phone", async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto("/?lang=zh");
  await logIn(page, "/employeelogin", "3000001", /\*\*\*\*4567/, "91234567");
  await expect(page).toHaveURL(/\/account$/);
  await page.getByRole("button", { name: /^查看帳戶 MF100231/ }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await openFromNavigation(page, /^(My account|帳戶)$/, /^我的儲蓄走向$/);
  await expect(page.getByRole("heading", { level: 1, name: "我的儲蓄走向" })).toBeVisible();
  await expect(page.getByText("僅作說明，並非預測或建議")).toBeVisible();
  await expect(page.getByTestId("projection-summary")).toContainText(
    "到2043年3月15日（65歲）時，此帳戶推算的中位數為HK$",
  );
  await expect(page.getByRole("textbox", { name: /^每月供款（HKD）/ })).toHaveValue("5250");
  await expect(page.getByRole("textbox", { name: "強積金保守基金的假設百分比" })).toBeVisible();
  // No sideways scrolling of the page itself: wide tables scroll inside their own box.
  const width = Number(await page.evaluate("document.documentElement.scrollWidth"));
  expect(width).toBeLessThanOrEqual(VIEWPORTS.phone.width);
  await expectAccessible(page);
  await snap(page, "projection-phone-zh");
});
