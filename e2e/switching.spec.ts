import { expect, type Page } from "@playwright/test";
import { agreeToTerms, chooseChannelAndVerify, enterCredentials } from "./login.ts";
import { baseUrl } from "./playwright.config.ts";
import { expectAccessible, openFromNavigation, snap, test, VIEWPORTS } from "./support.ts";

/**
 * Fund switching and switching instructions (issue 6) on their own server, whose clock starts at
 * Friday 20 Nov 2026 10:00 HKT: P1's instructions are dealt that day, and the dealing cycle (the
 * demo hook POST /api/dev/cycle) settles them at that day's prices. The tests share P1 and the
 * server's data, so they run one after another, in this order.
 */
test.use({ baseURL: baseUrl("switching"), viewport: VIEWPORTS.desktop });
test.describe.configure({ mode: "serial" });

const DEALING_DAY = "2026-11-20";

async function logInAsP1(page: Page) {
  await page.goto("/employeelogin");
  await enterCredentials(page, "login", "3000001");
  await chooseChannelAndVerify(page, /\*\*\*\*4567/, "91234567");
  await agreeToTerms(page);
}

async function openAccount(page: Page, contract: RegExp) {
  await page.getByRole("button", { name: contract }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The dashboard's amount of one fund (the funds table's last column), as a number. */
async function dashboardAmount(page: Page, fund: string): Promise<number> {
  const row = page.getByRole("row", { name: new RegExp(`^${fund} Risk level`) });
  const text = (await row.getByRole("cell").last().textContent()) ?? "";
  return Number(text.replace(/[^\d.]/g, ""));
}

async function confirmWithPin(page: Page, disclaimer: RegExp, pin: RegExp, submit: RegExp) {
  await page.getByRole("checkbox", { name: disclaimer }).check();
  await page.getByRole("textbox", { name: pin }).fill("Portal#2026");
  await page.getByRole("button", { name: submit }).click();
}

test("P1 switches 50% of a fund into two, cancels another switch, and the dealing cycle moves the holdings", async ({
  page,
}) => {
  await logInAsP1(page);
  await openAccount(page, /^View account MF100231/);
  const balancedBefore = await dashboardAmount(page, "Balanced Fund");
  const bondBefore = await dashboardAmount(page, "Global Bond Fund");
  expect(balancedBefore).toBeGreaterThan(0);

  await openFromNavigation(page, /^(Investments|投資)$/, /^Fund switching$/);
  await expect(page.getByRole("heading", { level: 1, name: "Fund switching" })).toBeVisible();
  await expectAccessible(page);
  await snap(page, "fund-switch-asset-type-desktop-en");
  await page.getByRole("button", { name: "Change existing assets" }).click();

  await page.getByRole("radio", { name: "Mandatory & Voluntary" }).check();
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page.getByRole("heading", { name: "Choose the funds to switch out" })).toBeVisible();
  // The pending switch of the demo data (Global Equity Fund to Asian Equity Fund) blocks both funds.
  await expect(
    page.getByRole("combobox", { name: "How much of Global Equity Fund to switch out" }),
  ).toBeDisabled();
  await page
    .getByRole("combobox", { name: "How much of Balanced Fund to switch out" })
    .selectOption({ label: "A specified %" });
  await page.getByRole("textbox", { name: "Switch-out percentage for Balanced Fund" }).fill("50");
  await expectAccessible(page);
  await snap(page, "fund-switch-switch-out-desktop-en");
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page.getByRole("heading", { name: "Choose the funds to switch in" })).toBeVisible();
  await page.getByRole("textbox", { name: "Switch-in percentage for Global Bond Fund" }).fill("60");
  await page.getByRole("textbox", { name: "Switch-in percentage for Growth Fund" }).fill("40");
  await expect(page.getByTestId("allocation-total")).toHaveText("100%");
  await expectAccessible(page);
  await snap(page, "fund-switch-switch-in-desktop-en");
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page.getByRole("heading", { name: "Confirm your instruction" })).toBeVisible();
  await expect(page.getByText("20 Nov 2026").first()).toBeVisible();
  await expectAccessible(page);
  await snap(page, "fund-switch-confirmation-desktop-en");
  // A wrong PIN first: the message, and nothing accepted.
  await page.getByRole("checkbox", { name: /^I have read and understood/ }).check();
  await page.getByRole("textbox", { name: /^PIN/ }).fill("Wrong#2026");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("The PIN you entered is incorrect. Please try again.")).toBeVisible();
  await confirmWithPin(page, /^I have read and understood/, /^PIN/, /^Submit$/);

  await expect(page.getByRole("heading", { name: "Instruction accepted" })).toBeVisible();
  const reference = (await page.getByText(/^IW\d{8}$/).textContent()) ?? "";
  expect(reference).toMatch(/^IW\d{8}$/);
  await expectAccessible(page);
  await snap(page, "fund-switch-accepted-desktop-en");

  // View transaction opens its detail in the switching instructions: Pending, dealt today.
  await page.getByRole("button", { name: "View transaction" }).click();
  await expect(page).toHaveURL(/\/changes$/);
  await expect(page.getByRole("heading", { name: "Instruction details" })).toBeVisible();
  await expect(page.getByText(reference).first()).toBeVisible();
  await expect(page.getByText("Pending", { exact: true }).first()).toBeVisible();
  await expectAccessible(page);
  await snap(page, "changes-detail-desktop-en");
  await page.getByRole("button", { name: "Back to instructions" }).click();

  // The list: both switches Pending; the other one (the demo data's) is cancelled.
  await expect(page.getByRole("heading", { name: "Your instructions" })).toBeVisible();
  await expectAccessible(page);
  await snap(page, "changes-list-desktop-en");
  const other = page
    .getByRole("button")
    .filter({ hasText: "Fund switch" })
    .filter({ hasText: "Pending" })
    .filter({ hasNotText: reference })
    .first();
  const otherReference = ((await other.textContent()) ?? "").match(/IW\d{8}/)?.[0] ?? "";
  expect(otherReference).toMatch(/^IW\d{8}$/);
  await other.click();
  await page.getByRole("button", { name: "Cancel this instruction" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel this instruction?" });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await snap(page, "changes-cancel-dialog-desktop-en");
  await dialog.getByRole("button", { name: "Yes, cancel it" }).click();
  await expect(
    page.getByText(`Your fund switch instruction ${otherReference} has been cancelled.`),
  ).toBeVisible();

  // The dealing cycle settles Friday: the new switch is Completed, the cancelled one stays cancelled.
  const cycle = await page.request.post("/api/dev/cycle", { data: { until: DEALING_DAY } });
  expect(cycle.ok()).toBe(true);
  expect(await cycle.json()).toMatchObject({ settledDays: [DEALING_DAY], webCycleDate: DEALING_DAY });
  // The page opened from View transaction shows that instruction again: Completed, with its prices.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Instruction details" })).toBeVisible();
  await expect(page.getByText("Completed", { exact: true })).toBeVisible();
  const out = page.getByRole("table", { name: "Switch out" }).getByRole("row", { name: /^Balanced Fund/ });
  await expect(out).toContainText("50%");
  await expect(out).toContainText(/HK\$\d+\.\d{4}/);
  await expectAccessible(page);
  await snap(page, "changes-detail-settled-desktop-en");
  await page.getByRole("button", { name: "Back to instructions" }).click();
  await expect(
    page.getByRole("button").filter({ hasText: otherReference }).filter({ hasText: "Cancelled" }),
  ).toBeVisible();

  await openFromNavigation(page, /^(My account|帳戶)$/, /^My accounts$/);
  await openAccount(page, /^View account MF100231/);
  await expect(page.getByText(/as at 20 Nov 2026/).first()).toBeVisible();
  const balancedAfter = await dashboardAmount(page, "Balanced Fund");
  const bondAfter = await dashboardAmount(page, "Global Bond Fund");
  // Half the Balanced Fund's units left it (its price moved a day too); the Global Bond Fund got 60% of them.
  expect(balancedAfter).toBeLessThan(balancedBefore * 0.55);
  expect(balancedAfter).toBeGreaterThan(balancedBefore * 0.45);
  expect(bondAfter - bondBefore).toBeGreaterThan(balancedBefore * 0.25);
});

test("P1 changes the allocation of future contributions of the TVC account", async ({ page }) => {
  await logInAsP1(page);
  await openAccount(page, /^View account MF200002/);
  await openFromNavigation(page, /^(Investments|投資)$/, /^Fund switching$/);
  await page.getByRole("button", { name: "Change future assets" }).click();
  await page.getByRole("radio", { name: "Voluntary" }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(
    page.getByRole("heading", { name: "Choose the allocation of your future contributions" }),
  ).toBeVisible();
  await page
    .getByRole("textbox", { name: "New allocation percentage for Core Accumulation Fund" })
    .fill("70");
  await page.getByRole("textbox", { name: "New allocation percentage for MPF Conservative Fund" }).fill("30");
  await expectAccessible(page);
  await snap(page, "fund-switch-future-desktop-en");
  await page.getByRole("button", { name: "Continue" }).click();
  await confirmWithPin(page, /^I have read and understood/, /^PIN/, /^Submit$/);
  await expect(page.getByRole("heading", { name: "Instruction accepted" })).toBeVisible();
  const reference = (await page.getByText(/^IA\d{8}$/).textContent()) ?? "";
  await page.getByRole("button", { name: "View transaction" }).click();
  await expect(page.getByRole("heading", { name: "Instruction details" })).toBeVisible();
  await expect(page.getByText(reference).first()).toBeVisible();
  // §4.2: a change of future allocation always shows as Completed.
  await expect(page.getByText("Completed", { exact: true }).first()).toBeVisible();
  // §3.6: the old investment direction beside the new one.
  const change = page.getByRole("table", { name: "Allocation of future contributions: previous and new" });
  await expect(change.getByRole("row", { name: /^Core Accumulation Fund .* 70%$/ })).toBeVisible();
  await expect(change.getByRole("row", { name: /^MPF Conservative Fund .* 30%$/ })).toBeVisible();
  await expectAccessible(page);
  await snap(page, "changes-detail-allocation-desktop-en");
});

test("the wizard's draft survives a reload and is gone after logging out", async ({ page }) => {
  await logInAsP1(page);
  await openAccount(page, /^View account MF100231/);
  await openFromNavigation(page, /^(Investments|投資)$/, /^Fund switching$/);
  await page.getByRole("button", { name: "Change existing assets" }).click();
  await page.getByRole("radio", { name: "Mandatory & Voluntary" }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  const switchOut = page.getByRole("heading", { name: "Choose the funds to switch out" });
  await expect(switchOut).toBeVisible();
  await page.reload();
  await expect(switchOut).toBeVisible();
  // The breadcrumb trail goes back a step.
  await page
    .getByRole("navigation", { name: "Fund switching steps" })
    .getByRole("button", { name: /Contribution type/ })
    .click();
  await expect(page.getByRole("radio", { name: "Mandatory & Voluntary" })).toBeChecked();
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  await nav
    .getByRole("button", { name: "Log out" })
    .or(nav.getByRole("link", { name: "Log out" }))
    .click();
  await expect(page).toHaveURL(/\/employeelogin$/);
  await logInAsP1(page);
  await openAccount(page, /^View account MF100231/);
  await openFromNavigation(page, /^(Investments|投資)$/, /^Fund switching$/);
  await expect(page.getByRole("heading", { name: "What would you like to change?" })).toBeVisible();
});

test("P10's withdrawal in progress: the fund-processing page after the contribution type, in Chinese", async ({
  page,
}) => {
  await page.goto("/employeelogin");
  await enterCredentials(page, "login", "3000010");
  await chooseChannelAndVerify(page, /\*\*\*\*4567/, "51234567");
  await agreeToTerms(page);
  // One account: straight to its dashboard.
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole("button", { name: "繁體中文" }).click();
  await expect(page.getByRole("button", { name: "English" })).toBeVisible();
  await page.goto("/fundSwitch");
  await page.getByRole("button", { name: /更改現有資產/ }).click();
  await page.getByRole("radio").first().check();
  await page.getByRole("button", { name: "繼續" }).click();
  await expect(page.getByRole("heading", { name: "交易正在處理中" })).toBeVisible();
  await expectAccessible(page);
  await snap(page, "fund-switch-processing-desktop-zh");
  await page.setViewportSize(VIEWPORTS.phone);
  await snap(page, "fund-switch-processing-phone-zh");
  // A change of future allocation moves no money: it goes on.
  await page.getByRole("button", { name: "改為更改未來供款投資分配" }).click();
  await expect(page.getByRole("heading", { name: "選擇供款類別" })).toBeVisible();
});

test("P1 meets the same-fund rule in the page, and the server refuses 20 funds and the same fund", async ({
  page,
}) => {
  await logInAsP1(page);
  await openAccount(page, /^View account MF100231/);
  const optionsCall = page.waitForRequest(/\/api\/fundswitch\/options\?/);
  await openFromNavigation(page, /^(Investments|投資)$/, /^Fund switching$/);
  const rel = Number(new URL((await optionsCall).url()).searchParams.get("clntRltnshpNmbr"));
  await page.getByRole("button", { name: "Change existing assets" }).click();
  await page.getByRole("radio", { name: "Mandatory & Voluntary" }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await page
    .getByRole("combobox", { name: "How much of Core Accumulation Fund to switch out" })
    .selectOption({ label: "All (100%)" });
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("textbox", { name: "Switch-in percentage for Hong Kong Equity Fund" }).fill("100");
  // Back to switch out by the step trail, where the Hong Kong Equity Fund is switched out too.
  await page.getByRole("button", { name: /^Switch out \(completed/ }).click();
  await page
    .getByRole("combobox", { name: "How much of Hong Kong Equity Fund to switch out" })
    .selectOption({ label: "All (100%)" });
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("You are switching out of this fund.")).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(
    page.getByText("You cannot switch into a fund you are switching out of.", { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Choose the funds to switch in" })).toBeVisible();

  // The server checks again what the page checks. 20 funds cannot be chosen in the page (the plan
  // offers 14), so the refusal is asked of the server directly, as a script would.
  const options = await (await page.request.get(`/api/fundswitch/options?clntRltnshpNmbr=${rel}`)).json();
  const offered: number[] = options.funds.map((f: { invTypeNmbr: number }) => f.invTypeNmbr);
  const instruction = (switchOut: object[], switchIn: object[]) => ({
    data: {
      kind: "FUND_SWITCH",
      clntRltnshpNmbr: rel,
      contributionType: "ALL",
      password: Buffer.from("Portal#2026").toString("base64"),
      disclaimerAccepted: true,
      idempotencyKey: crypto.randomUUID(),
      switchOut,
      switchIn,
    },
  });
  const twenty = Array.from({ length: 20 }, (_, i) => ({ invTypeNmbr: 9000 + i, percent: "5" }));
  const tooMany = await page.request.post(
    "/api/fundswitch/instructions",
    instruction([{ invTypeNmbr: 313, percent: "10" }], twenty),
  );
  expect([tooMany.status(), (await tooMany.json()).code]).toEqual([400, "funds-exceeded"]);
  const same = await page.request.post(
    "/api/fundswitch/instructions",
    instruction([{ invTypeNmbr: 313, percent: "10" }], [{ invTypeNmbr: 313, percent: "100" }]),
  );
  expect([same.status(), (await same.json()).code]).toEqual([400, "same-fund-switch-in"]);
  expect(offered.length).toBeLessThan(20);
});

test("the wizard and the instructions in Chinese, on a phone", async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await logInAsP1(page);
  await openAccount(page, /^View account MF100231/);
  await page.getByRole("button", { name: "繁體中文" }).click();
  // The choice is remembered once the Chinese texts have loaded: wait for them before leaving.
  await expect(page.getByRole("button", { name: "English" })).toBeVisible();
  await page.goto("/fundSwitch");
  await expect(page.getByRole("heading", { level: 1, name: "基金轉換" })).toBeVisible();
  await expectAccessible(page);
  await snap(page, "fund-switch-asset-type-phone-zh");
  await page.getByRole("button", { name: /現有資產/ }).click();
  await page.getByRole("radio", { name: "強制性及自願性供款" }).check();
  await page.getByRole("button", { name: "繼續" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "選擇轉出基金" })).toBeVisible();
  await expectAccessible(page);
  await snap(page, "fund-switch-switch-out-phone-zh");
  await page.goto("/changes");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("轉換指示");
  await expectAccessible(page);
  await snap(page, "changes-list-phone-zh");
  await page.setViewportSize(VIEWPORTS.desktop);
  await snap(page, "changes-list-desktop-zh");
  await page.goto("/fundSwitch");
  await snap(page, "fund-switch-asset-type-desktop-zh");
});
