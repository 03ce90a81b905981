import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, calendarAnswer } from "../../test/render-app.tsx";
import { renderPage } from "../../test/render-page.tsx";
import { clientAnswer } from "../profile/profile-fixtures.ts";
import { VerifyInfoPage } from "./verify-info-page.tsx";

const CLIENT = "GET /api/client";

function section(name: string): HTMLElement {
  return screen.getByRole("region", { name });
}

/** The value a details list shows for a label. */
function shownValue(container: HTMLElement, label: string): string {
  const term = within(container).getByText(label, { selector: "dt" });
  return term.nextElementSibling?.textContent ?? "";
}

function channels(): string[] {
  const list = screen.getByRole("list", { name: "One-time password channels" });
  return within(list)
    .getAllByRole("listitem")
    .map((item) => item.textContent ?? "");
}

describe("verify your contact details (/verifyInfo)", () => {
  it("shows only masked contacts, the date of birth, the OTP channels and how to correct each", async () => {
    const app = renderPage("/verifyInfo", <VerifyInfoPage />, {
      api: { [CLIENT]: { body: clientAnswer() } },
    });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Verify your contact details" }),
    ).toBeDefined();
    const crumbs = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(within(crumbs).getByRole("link", { name: "Dashboard" }).getAttribute("href")).toBe("/dashboard");

    const identity = await screen.findByRole("region", { name: "Your identity" });
    expect(shownValue(identity, "HKID number (partly hidden)")).toBe("A1*****(3)");
    expect(shownValue(identity, "Date of birth")).toBe("15 Mar 1978");
    const hotline = within(identity).getByRole("link", { name: "2888 8800" });
    expect(hotline.getAttribute("href")).toBe("tel:+85228888800");
    expect(
      within(identity).getByText(/Only the trustee can change your ID number or date of birth/),
    ).toBeDefined();

    const contact = section("Your mobile number and e-mail address");
    expect(shownValue(contact, "Registered mobile number")).toBe("****4567");
    expect(shownValue(contact, "Registered e-mail address")).toBe("ch****.com");
    const profile = within(contact).getByRole("link", { name: "Update them in Personal information" });
    expect(profile.getAttribute("href")).toBe("/profile");

    expect(channels()).toEqual(["AvailableBy SMS to ****4567", "AvailableBy e-mail to ch****.com"]);

    // Masked values only: the full mobile and e-mail never reach the page, not even an attribute.
    const html = document.body.innerHTML;
    expect(html).not.toContain("91234567");
    expect(html).not.toContain("chan.taiman@example.com");
    expect(screen.queryByText(/@/)).toBeNull();

    const query = app.callsTo("GET", "/api/client")[0]?.query;
    expect(query?.get("clientNmbr")).toBe("3000001");
    expect(query?.get("clntRltnshpNmbr")).toBe("5000001");
  });

  it("says which channel is missing, and warns when there is none", async () => {
    renderPage("/verifyInfo", <VerifyInfoPage />, {
      api: { [CLIENT]: { body: clientAnswer({ mobile: null }) } },
    });
    await screen.findByRole("list", { name: "One-time password channels" });
    expect(channels()).toEqual([
      "Not availableNot by SMS: there is no mobile number on file",
      "AvailableBy e-mail to ch****.com",
    ]);
    expect(shownValue(section("Your mobile number and e-mail address"), "Registered mobile number")).toBe(
      "None on file",
    );
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("warns that no one-time password can be sent without a mobile or an e-mail", async () => {
    renderPage("/verifyInfo", <VerifyInfoPage />, {
      api: { [CLIENT]: { body: clientAnswer({ mobile: null, emailAddress: null }) } },
    });
    const alert = await screen.findByRole("alert", { name: "We cannot send you a one-time password" });
    expect(within(alert).getByText(/call our member hotline on 2888 8800/)).toBeDefined();
    expect(channels()).toHaveLength(2);
  });

  it("gives the AIIB scheme's own hotline", async () => {
    renderPage("/verifyInfo", <VerifyInfoPage />, {
      session: { scheme: "HKAIIB" },
      api: { [CLIENT]: { body: clientAnswer({ scheme: "HKAIIB" }) } },
    });
    const identity = await screen.findByRole("region", { name: "Your identity" });
    expect(within(identity).getByRole("link", { name: "2888 8811" }).getAttribute("href")).toBe(
      "tel:+85228888811",
    );
  });

  it("speaks Chinese: labels, date of birth and channels", async () => {
    renderPage("/verifyInfo", <VerifyInfoPage />, {
      language: "zh-HK",
      api: { [CLIENT]: { body: clientAnswer({ govtIdMasked: "K1*****89", govtIdType: "PASSPORT" }) } },
    });
    expect(await screen.findByRole("heading", { level: 1, name: "核實聯絡資料" })).toBeDefined();
    const identity = await screen.findByRole("region", { name: "您的身份資料" });
    expect(shownValue(identity, "護照號碼（部分隱藏）")).toBe("K1*****89");
    expect(shownValue(identity, "出生日期")).toBe("1978年3月15日");
    expect(within(identity).getByRole("link", { name: "2888 8800" })).toBeDefined();
    const contact = section("您的手提電話號碼及電郵地址");
    expect(shownValue(contact, "已登記的手提電話號碼")).toBe("****4567");
    expect(within(contact).getByRole("link", { name: "前往「個人資料」更新" }).getAttribute("href")).toBe(
      "/profile",
    );
    const list = screen.getByRole("list", { name: "一次性密碼接收渠道" });
    expect(within(list).getByText("以短訊發送至 ****4567")).toBeDefined();
    expect(within(list).getByText("以電郵發送至 ch****.com")).toBeDefined();
  });

  it("still links a staff session (Super Logon) to the profile, which is view-only there", async () => {
    renderPage("/verifyInfo", <VerifyInfoPage />, {
      session: { superLogon: true },
      api: {
        "GET /api/config/calendar": { body: { ...calendarAnswer(), superLogon: true } },
        [CLIENT]: { body: clientAnswer() },
      },
    });
    const contact = await screen.findByRole("region", { name: "Your mobile number and e-mail address" });
    expect(
      within(contact).getByRole("link", { name: "Update them in Personal information" }).getAttribute("href"),
    ).toBe("/profile");
    expect(document.body.innerHTML).not.toContain("chan.taiman@example.com");
  });

  it("shows a failure with a toast and a retry", async () => {
    let fail = true;
    const app = renderPage("/verifyInfo", <VerifyInfoPage />, {
      api: { [CLIENT]: () => (fail ? apiError(503, "technical-error") : { body: clientAnswer() }) },
    });
    const alert = await screen.findByRole("alert", { name: /We could not load your details/ });
    await waitFor(() => expect(document.querySelector('[data-toast="technical-error"]')).not.toBeNull());
    fail = false;
    fireEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("region", { name: "Your identity" })).toBeDefined();
    expect(app.callsTo("GET", "/api/client")).toHaveLength(2);
  });
});
