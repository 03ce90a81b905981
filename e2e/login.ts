import { expect, type Page } from "@playwright/test";

/** Logging in as a demo persona, as a member would: PIN, one-time password from the demo outbox, terms. */
export const PIN = "Portal#2026";

/** The newest OTP the demo server kept for a destination (the demo outbox stands in for the phone). */
export async function otpFor(page: Page, to: string): Promise<string> {
  for (let i = 0; i < 20; i++) {
    const messages = (await (await page.request.get("/api/dev/outbox?limit=50")).json()) as {
      to: string;
      otp: string | null;
    }[];
    const otp = messages.find((m) => m.to === to && m.otp)?.otp;
    if (otp) return otp;
    await page.waitForTimeout(250);
  }
  throw new Error(`no OTP for ${to}`);
}

export async function enterCredentials(page: Page, tab: "id" | "login", id: string, pin = PIN) {
  if (tab === "login") await page.getByRole("tab", { name: /^(Login ID|登入號碼)$/ }).click();
  await page
    .getByRole("textbox", { name: tab === "id" ? /^(ID number|身份證明文件號碼)/ : /^(Login ID|登入號碼)/ })
    .fill(id);
  await page.getByLabel(/^(PIN|私人密碼)\s*\*?$/).fill(pin);
  await page.getByRole("button", { name: /^Log in$|^登入$/ }).click();
}

export async function chooseChannelAndVerify(page: Page, channel: RegExp, to: string) {
  await expect(page).toHaveURL(/\/selectChannel$/);
  await page.getByRole("radio", { name: channel }).check();
  await page.getByRole("button", { name: /Send one-time password|發送一次性密碼/ }).click();
  await expect(page).toHaveURL(/\/authenticateOTP$/);
  await page.getByRole("textbox", { name: /^(One-time password|一次性密碼)/ }).fill(await otpFor(page, to));
  await page.getByRole("button", { name: /^Verify$|^驗證$/ }).click();
}

export async function agreeToTerms(page: Page) {
  await expect(page).toHaveURL(/\/termsandconditions$/);
  const agree = page.getByRole("button", { name: /^Agree$|^同意$/ });
  await expect(agree).toBeDisabled();
  const text = page.getByRole("region", { name: /Terms and conditions text|條款及細則內文/ });
  await text.evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await expect(agree).toBeEnabled();
  await agree.click();
  // Accepted once the portal moves on: a test going elsewhere before then (page.goto) could
  // abort the acceptance on its way, and the next page would ask for the terms again.
  await expect(page).not.toHaveURL(/\/termsandconditions$/);
}

/** The whole login of a member with a login id: credentials, OTP by the channel shown as `channel`, terms. */
export async function logIn(page: Page, loginPath: string, loginId: string, channel: RegExp, to: string) {
  await page.goto(loginPath);
  await enterCredentials(page, "login", loginId);
  await chooseChannelAndVerify(page, channel, to);
  await agreeToTerms(page);
}
