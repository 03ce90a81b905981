import { expect } from "@playwright/test";
import { agreeToTerms, chooseChannelAndVerify, enterCredentials, otpFor, PIN } from "./login.ts";
import { expectAccessible, snap, test, VIEWPORTS } from "./support.ts";

test.describe("member access (calendar live)", () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test("P1 logs in by HKID with the e-mail OTP, agrees to the terms and reaches the account page", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("link", { name: /MPF Series 800 or the retirement scheme/ }).click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectAccessible(page);
    await snap(page, "login-desktop-en");
    await enterCredentials(page, "id", "A123456(3)");
    await expect(page.getByRole("radio", { name: /ch\*\*\*\*\.com/ })).toBeVisible();
    await expect(page.getByRole("radio", { name: /\*\*\*\*4567/ })).toBeVisible();
    await expectAccessible(page);
    await snap(page, "select-channel-desktop-en");
    await page.getByRole("radio", { name: /E-mail/ }).check();
    await page.getByRole("button", { name: /Send one-time password/ }).click();
    await expect(page).toHaveURL(/\/authenticateOTP$/);
    await expectAccessible(page);
    await snap(page, "authenticate-otp-desktop-en");
    await page
      .getByRole("textbox", { name: /^One-time password/ })
      .fill(await otpFor(page, "chan.taiman@example.com"));
    await page.getByRole("button", { name: /^Verify$/ }).click();
    await expectAccessible(page);
    await snap(page, "terms-desktop-en");
    await agreeToTerms(page);
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole("heading", { level: 1, name: "My accounts" })).toBeVisible();
  });

  test("the same login in Chinese, by login ID and SMS", async ({ page }) => {
    await page.goto("/?lang=zh");
    await page.getByRole("link", { name: /強積金計劃800系列/ }).click();
    await enterCredentials(page, "login", "3000011");
    await expect(page).toHaveURL(/\/selectChannel$/);
    await expect(page.getByRole("radio", { name: /\*\*\*\*0123/ })).toBeVisible();
    await snap(page, "select-channel-desktop-zh");
    await chooseChannelAndVerify(page, /\*\*\*\*0123/, "7700900123");
    await agreeToTerms(page);
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-HK");
  });

  test("P3's co-brand login id 1234 is normalised to 800001234", async ({ page }) => {
    await page.goto("/cobrand/employeelogin");
    await enterCredentials(page, "login", "1234");
    await chooseChannelAndVerify(page, /\*\*\*\*6789/, "53456789");
    await agreeToTerms(page);
    await expect(page).toHaveURL(/\/account$/);
  });

  test("P5 must set a new PIN at first login", async ({ page }) => {
    await page.goto("/employeelogin");
    await enterCredentials(page, "login", "3000005");
    await chooseChannelAndVerify(page, /\*\*\*\*8901/, "95678901");
    await expect(page).toHaveURL(/\/setnewpin$/);
    await page.getByLabel(/^Current PIN/).fill(PIN);
    await page.getByLabel(/^New PIN/).fill("short");
    await page.getByLabel(/^Re-enter new PIN/).fill("short");
    await page.getByRole("button", { name: "Set new PIN" }).click();
    await expect(page.getByText("Invalid Password format").first()).toBeVisible();
    await expectAccessible(page);
    await snap(page, "set-new-pin-desktop-en");
    await page.getByLabel(/^New PIN/).fill("Harbour#2027");
    await page.getByLabel(/^Re-enter new PIN/).fill("Harbour#2027");
    await page.getByRole("button", { name: "Set new PIN" }).click();
    await agreeToTerms(page);
    // One account: the account choice is skipped (part 2 §2.2).
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("P7 is locked: the account-locked toast", async ({ page }) => {
    await page.goto("/employeelogin");
    await enterCredentials(page, "login", "3000007");
    await expect(page.getByText("Account locked")).toBeVisible();
    await expect(page).toHaveURL(/\/employeelogin$/);
    await snap(page, "login-locked-desktop-en");
  });

  test("a wrong PIN shows invalid login, in the user's language", async ({ page }) => {
    await page.goto("/?lang=zh");
    await page.goto("/employeelogin");
    await enterCredentials(page, "login", "3000008", "Wrong#2026");
    await expect(
      page.getByRole("alert").or(page.getByRole("status")).filter({ hasText: /登入/ }).first(),
    ).toBeVisible();
  });

  test("forgot PIN for P10: the new PIN goes by post", async ({ page }) => {
    await page.goto("/employeelogin");
    await page.getByRole("link", { name: /Forgot your PIN/ }).click();
    await expect(page).toHaveURL(/\/forgotpin$/);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("This field is required").first()).toBeVisible();
    await expectAccessible(page);
    await snap(page, "forgot-pin-desktop-en");
    await page.getByRole("textbox", { name: /^ID number/ }).fill("K777777(9)");
    await page.getByRole("textbox", { name: /^Date of birth/ }).fill("09/10/1995");
    await page.getByRole("textbox", { name: /^Date of birth/ }).press("Tab");
    await page.getByLabel(/^Scheme/).click();
    await page.getByRole("option", { name: /S800/ }).click();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/verificationNeeded$/);
    // The router keeps the previous page on screen while the next page's code loads, so wait for
    // this page's own heading before pressing its Continue link (not the form's Continue button).
    await expect(page.getByRole("heading", { name: "Verification needed" })).toBeVisible();
    await page.getByRole("link", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/selectChannel_forgotPin$/);
    await page.getByRole("radio", { name: /\*\*\*\*4567/ }).check();
    await page.getByRole("button", { name: /Send one-time password/ }).click();
    await expect(page).toHaveURL(/\/authenticateOTP_forgotPin$/);
    await page.getByRole("textbox", { name: /^One-time password/ }).fill(await otpFor(page, "51234567"));
    await page.getByRole("button", { name: /^Verify$/ }).click();
    await expect(page.getByText(/by post/i).first()).toBeVisible();
    await expect(page.getByText(/5 working days/).first()).toBeVisible();
    await snap(page, "forgot-pin-post-desktop-en");
  });

  test("change PIN: a wrong current PIN shows the toast; then the change succeeds", async ({ page }) => {
    await page.goto("/employeelogin");
    await enterCredentials(page, "login", "3000008");
    await chooseChannelAndVerify(page, /\*\*\*\*1234/, "98901234");
    await agreeToTerms(page);
    await page.goto("/changePin");
    await page.getByLabel(/^Current PIN/).fill("Wrong#2026");
    await page.getByLabel(/^New PIN/).fill("Harbour#2027");
    await page.getByLabel(/^Re-enter new PIN/).fill("Harbour#2027");
    await page.getByRole("button", { name: "Change PIN" }).click();
    await expect(page.getByText("PIN not changed")).toBeVisible();
    await expectAccessible(page);
    await snap(page, "change-pin-desktop-en");
    await page.getByLabel(/^Current PIN/).fill(PIN);
    await page.getByRole("button", { name: "Change PIN" }).click();
    await expect(page.getByText(/Your PIN has been changed/).first()).toBeVisible();
  });

  test("logout returns P2 to the AIIB login page with the logged-out toast", async ({ page }) => {
    await page.goto("/aiib/employeelogin");
    await enterCredentials(page, "id", "K2345678");
    await chooseChannelAndVerify(page, /\*\*\*\*5678/, "62345678");
    await agreeToTerms(page);
    await page
      .getByRole("button", { name: "Log out" })
      .or(page.getByRole("link", { name: "Log out" }))
      .first()
      .click();
    await expect(page).toHaveURL(/\/aiib\/employeelogin$/);
    await expect(page.getByText("Logged out", { exact: true }).first()).toBeVisible();
    const session = await page.request.get("/api/auth/session");
    expect(session.status()).toBe(401);
  });

  test("after 20 minutes idle the page logs out with the session-expired toast", async ({ page }) => {
    await page.clock.install();
    await page.goto("/employeelogin");
    await enterCredentials(page, "login", "3000006");
    await chooseChannelAndVerify(page, /\*\*\*\*9012/, "96789012");
    await agreeToTerms(page);
    // The idle timer is armed once the member page has confirmed the session with the server.
    // P6 has one account, so the account choice is skipped (part 2 §2.2), and the pending US-tax
    // declaration sends the dashboard on to /fatca (part 1 §4): the member idles there.
    await expect(page).toHaveURL(/\/fatca$/);
    await expect(page.getByRole("dialog", { name: "Terms & Condition" })).toBeVisible();
    // Stop the page's clock where it is (it ran on in real time while the pages loaded), then move
    // it by hand: 20 idle minutes, then a second at a time until the 5-second grace has passed, so
    // the toast's own 4-second timer cannot run out before it is looked for.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await page.clock.runFor(19 * 60 * 1000);
    await expect(page).toHaveURL(/\/fatca$/);
    await page.clock.runFor(60 * 1000);
    for (let second = 0; second < 10 && !page.url().endsWith("/employeelogin"); second++) {
      await page.clock.runFor(1000);
      await page.waitForTimeout(100);
    }
    await expect(page).toHaveURL(/\/employeelogin$/);
    // The toast's host loads with the first toast, and React reveals a page that waited for code
    // on a timer: the paused clock moves on a little at a time (well inside the toast's 4 seconds).
    await expect
      .poll(async () => {
        await page.clock.runFor(100);
        return page.getByText("Session expired").isVisible();
      })
      .toBe(true);
  });

  test("the demo outbox page shows the codes the server kept instead of sending", async ({ page }) => {
    await page.goto("/employeelogin");
    await enterCredentials(page, "login", "3000009");
    await page.getByRole("radio", { name: /\*\*\*\*3456/ }).check();
    await page.getByRole("button", { name: /Send one-time password/ }).click();
    await expect(page).toHaveURL(/\/authenticateOTP$/);
    const otp = await otpFor(page, "90123456");
    await page.goto("/dev/outbox");
    await expect(page.getByRole("heading", { level: 1, name: "Demo outbox" })).toBeVisible();
    await expect(page.getByRole("table")).toContainText(otp);
    await expectAccessible(page);
    await snap(page, "dev-outbox-desktop-en");
  });

  test("on a phone the login page stacks and stays usable", async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto("/employeelogin");
    // The login page itself, not its loader, is what is judged and shown.
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectAccessible(page);
    await snap(page, "login-phone-en");
    await page.goto("/?lang=zh");
    await page.goto("/employeelogin");
    await expect(page.getByRole("button", { name: "登入" })).toBeVisible();
    await expectAccessible(page);
    await snap(page, "login-phone-zh");
  });
});
