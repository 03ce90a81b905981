import { expect, type Page } from "@playwright/test";
import { logIn, PIN } from "./login.ts";
import { baseUrl } from "./playwright.config.ts";
import { expectAccessible, openFromNavigation, snap, test, VIEWPORTS } from "./support.ts";

/**
 * Personal information, /verify and the US-tax declaration (issue 7) on their own server and
 * database: the changes made here never meet another spec's logins. P1 logs in by e-mail, so a
 * changed mobile number does not move P1's one-time passwords.
 */
test.use({ baseURL: baseUrl("profile"), viewport: VIEWPORTS.desktop });

async function logInP1(page: Page) {
  await logIn(page, "/employeelogin", "3000001", /ch\*\*\*\*\.com/, "chan.taiman@example.com");
  await expect(page).toHaveURL(/\/account$/);
  await page.getByRole("button", { name: /^View account MF100231/ }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function openProfile(page: Page) {
  await openFromNavigation(page, /^(Settings|設定)$/, /Personal information|個人資料/);
  await expect(page).toHaveURL(/\/profile$/);
}

const card = (page: Page, name: string | RegExp) => page.getByRole("region", { name });

async function verifyWithPin(page: Page, pin = PIN) {
  await expect(page).toHaveURL(/\/verify$/);
  const submit = page.getByRole("button", { name: /^(Submit|提交)$/ });
  await expect(submit).toBeDisabled();
  await page.getByLabel(/^(PIN|私人密碼)/).fill(pin);
  await submit.click();
}

test("P1 changes the mobile and the address with the PIN; a wrong PIN changes nothing", async ({ page }) => {
  await logInP1(page);
  await openProfile(page);
  await expect(page.getByRole("heading", { level: 1, name: "Personal information" })).toBeVisible();
  await expect(page.getByText("9123 4567")).toBeVisible();
  await expectAccessible(page);
  await snap(page, "profile-desktop-en");

  // The mobile: a wrong PIN first, then the right one.
  const mobile = card(page, "Mobile");
  await mobile.getByRole("button", { name: "Edit Mobile" }).click();
  await expect(card(page, "Email").getByRole("button", { name: "Edit Email" })).toBeDisabled();
  await mobile.getByLabel("Mobile number").fill("61112222");
  await mobile.getByRole("button", { name: "Update" }).click();
  await expect(page.getByText("61112222").or(page.getByText("6111 2222"))).toBeVisible();
  await expectAccessible(page);
  await snap(page, "verify-desktop-en");
  await verifyWithPin(page, "Wrong#2026");
  await expect(page.getByText("The PIN you entered is incorrect. Please try again.")).toBeVisible();
  await expect(page).toHaveURL(/\/verify$/);
  await page.getByLabel(/^PIN/).fill(PIN);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText("Your personal information has been updated.")).toBeVisible();

  // The address: Edit starts from empty fields in Hong Kong mode.
  const address = card(page, "Correspondence address");
  await address.getByRole("button", { name: "Edit Correspondence address" }).click();
  await address.getByLabel("Flat / room").fill("B");
  await address.getByLabel("Floor").fill("8");
  await address.getByLabel("Building name").fill("Harbour View Court");
  await address.getByLabel("Street number").fill("12");
  await address.getByLabel("Street name").fill("Hoi Wang Road");
  await address.getByLabel("District / city").fill("Yau Ma Tei");
  await address.getByRole("combobox", { name: "Territory" }).click();
  await page.getByRole("option", { name: "Kowloon" }).click();
  await expectAccessible(page);
  await snap(page, "profile-address-edit-desktop-en");
  await address.getByRole("button", { name: "Update" }).click();
  await verifyWithPin(page);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText("Your personal information has been updated.")).toBeVisible();

  // After a reload the new values come from the server.
  await page.reload();
  await expect(card(page, "Mobile").getByText("6111 2222")).toBeVisible();
  await expect(card(page, "Correspondence address").getByText("12 Hoi Wang Road")).toBeVisible();
  await expect(card(page, "Correspondence address").getByText("Harbour View Court")).toBeVisible();

  await page.setViewportSize(VIEWPORTS.phone);
  await snap(page, "profile-phone-en");
});

test("an invalid Hong Kong mobile keeps Update disabled, in English and in Chinese", async ({ page }) => {
  // P10 (one account, SMS only): another member than P1, so the two journeys never share an OTP.
  await logIn(page, "/employeelogin", "3000010", /\*\*\*\*4567/, "51234567");
  await expect(page).toHaveURL(/\/dashboard$/);
  await openProfile(page);
  const mobile = card(page, "Mobile");
  await mobile.getByRole("button", { name: "Edit Mobile" }).click();
  await mobile.getByLabel("Mobile number").fill("31234567");
  await mobile.getByLabel("Mobile number").blur();
  await expect(
    mobile.getByText("A Hong Kong mobile number must start with 4, 5, 6, 7, 8 or 9."),
  ).toBeVisible();
  await expect(mobile.getByRole("button", { name: "Update" })).toBeDisabled();
  await mobile.getByRole("button", { name: "Cancel" }).click();

  await page.getByRole("button", { name: "繁體中文" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "個人資料" })).toBeVisible();
  const mobileZh = card(page, "手提電話");
  await mobileZh.getByRole("button", { name: "編輯手提電話" }).click();
  await mobileZh.getByLabel("手提電話號碼").fill("9123456");
  await mobileZh.getByLabel("手提電話號碼").blur();
  await expect(mobileZh.getByText("香港電話號碼必須為8位數字。")).toBeVisible();
  await expect(mobileZh.getByRole("button", { name: "更新" })).toBeDisabled();
  await expectAccessible(page);
  await snap(page, "profile-mobile-error-desktop-zh");
  await page.setViewportSize(VIEWPORTS.phone);
  await snap(page, "profile-phone-zh");
});

test("P8 (self-employed, class 303): the address change reaches the related client too", async ({ page }) => {
  await logIn(page, "/employeelogin", "3000008", /\*\*\*\*1234/, "98901234");
  await expect(page).toHaveURL(/\/dashboard$/);
  await openProfile(page);
  const address = card(page, "Correspondence address");
  await address.getByRole("button", { name: "Edit Correspondence address" }).click();
  await address.getByLabel("Building name").fill("Ocean Centre");
  await address.getByLabel("Street number").fill("5");
  await address.getByLabel("Street name").fill("Canton Road");
  await address.getByLabel("District / city").fill("Tsim Sha Tsui");
  await address.getByRole("button", { name: "Update" }).click();
  await expect(page).toHaveURL(/\/verify$/);
  await page.getByLabel(/^PIN/).fill(PIN);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith("/api/client") && r.request().method() === "PUT"),
    page.getByRole("button", { name: "Submit" }).click(),
  ]);
  expect(response.status()).toBe(200);
  expect((await response.json()).updatedClients).toEqual([1000008, 1000013]);
  await expect(page.getByText("Your personal information has been updated.")).toBeVisible();
  await expect(card(page, "Correspondence address").getByText("5 Canton Road")).toBeVisible();
});

test("P6 is sent to the US-tax declaration after login and declares as a US person", async ({ page }) => {
  await logIn(page, "/employeelogin", "3000006", /\*\*\*\*9012/, "96789012");
  await expect(page).toHaveURL(/\/fatca$/);
  const dialog = page.getByRole("dialog", { name: "Terms & Condition" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("radio", { name: "I am not a US person" })).toBeChecked();
  // The same dialog in Chinese on a phone, for people to look at; then back to English.
  await page.setViewportSize(VIEWPORTS.phone);
  await page.evaluate(`localStorage.setItem("harbour-portal.language", "zh-HK")`);
  await page.reload();
  await expect(page.getByRole("dialog", { name: "條款及細則" })).toBeVisible();
  await expectAccessible(page);
  await snap(page, "fatca-phone-zh");
  await page.evaluate(`localStorage.setItem("harbour-portal.language", "en")`);
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.reload();
  await expect(dialog).toBeVisible();
  const agree = dialog.getByRole("button", { name: "Agree", exact: true });
  await expect(agree).toBeDisabled();
  await dialog.getByRole("radio", { name: "I am a US person" }).check();
  const tin = dialog.getByLabel("Taxpayer identification number");
  await tin.fill("12-AB");
  await tin.blur();
  await expect(dialog.getByText("The taxpayer identification number can contain digits only.")).toBeVisible();
  await tin.fill("123456789");
  await expectAccessible(page);
  await snap(page, "fatca-desktop-en");
  await expect(agree).toBeDisabled();
  const text = dialog.getByRole("region", { name: "US tax status declaration text" });
  await text.evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await expect(agree).toBeEnabled();
  await agree.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Your US tax status declaration has been saved.")).toBeVisible();

  // Declared: a new page load no longer sends P6 to /fatca.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});
