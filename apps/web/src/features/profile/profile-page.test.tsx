import type { ClientInfoResponse } from "@portal/domain";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { calendarAnswer } from "../../test/render-app.tsx";
import { P1_ACCOUNT, renderPage } from "../../test/render-page.tsx";
import { markPendingChangeForEdit, readPendingChange, savePendingChange } from "./pending-change.ts";
import { COUNTRIES, clientAnswer } from "./profile-fixtures.ts";
import { ProfilePage } from "./profile-page.tsx";

function renderProfile(
  options: {
    client?: Partial<ClientInfoResponse>;
    language?: "en" | "zh-HK";
    cutOff?: boolean;
    scheme?: "S800" | "HKAIIB" | "SMP";
  } = {},
) {
  return renderPage("/profile", <ProfilePage />, {
    language: options.language,
    session: { scheme: options.scheme ?? "S800" },
    api: {
      "GET /api/client": { body: clientAnswer(options.client) },
      "GET /api/config/countrylist": { body: COUNTRIES },
      ...(options.cutOff
        ? {
            "GET /api/config/calendar": {
              body: calendarAnswer(undefined, { profileCutOff: "2025-04-24T16:00:00+08:00" }),
            },
          }
        : {}),
    },
  });
}

function card(name: string | RegExp) {
  return within(screen.getByRole("region", { name }));
}

async function loaded() {
  await screen.findByRole("region", { name: "General" });
}

function field(label: RegExp | string) {
  return screen.getByLabelText(label, { selector: "input" }) as HTMLInputElement;
}

function button(name: string | RegExp) {
  return screen.getByRole("button", { name }) as HTMLButtonElement;
}

function chooseOption(label: RegExp, option: string) {
  fireEvent.click(field(label));
  fireEvent.click(screen.getByRole("option", { name: option }));
}

describe("profile page, view state", () => {
  it("shows P1's general details, contacts, the sub-navigation and the important note", async () => {
    const app = renderProfile();
    expect(await screen.findByRole("heading", { level: 1, name: "Personal information" })).toBeDefined();
    const breadcrumb = within(screen.getByRole("navigation", { name: "Breadcrumb" }));
    expect(breadcrumb.getByRole("link", { name: "Dashboard" }).getAttribute("href")).toBe("/dashboard");
    await loaded();

    const general = card("General");
    expect(general.getByText("CHAN Tai Man")).toBeDefined();
    expect(general.getByText("陳大文")).toBeDefined();
    expect(general.getByText("15 Mar 1978")).toBeDefined();
    // Normal retirement date: birth + 65 years.
    expect(general.getByText("15 Mar 2043")).toBeDefined();
    expect(general.getByText("3000001")).toBeDefined();
    expect(general.getByText("27 Feb 2026, 17:15 (Hong Kong time)")).toBeDefined();

    const address = card("Correspondence address");
    expect(address.getByText("Harbour View Garden")).toBeDefined();
    expect(address.getByText("Quarry Bay")).toBeDefined();
    // The territory (stored HONG KONG) and the country, both in the page's language.
    expect(address.getAllByText("Hong Kong")).toHaveLength(2);
    expect(card("Email").getByText("chan.taiman@example.com")).toBeDefined();
    expect(card("Mobile").getByText("+852 9123 4567")).toBeDefined();
    expect(card("Mobile").getByText("Registered (English)")).toBeDefined();
    const others = card("Other contacts");
    expect(others.getByText("+852 2345 6789")).toBeDefined();
    expect(others.getByText("N/A")).toBeDefined();

    // Only the h1 and the cards' h2s.
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "General",
      "Correspondence address",
      "Email",
      "Mobile",
      "Other contacts",
      "Important note",
    ]);
    const nav = within(screen.getByRole("navigation", { name: "Sections of this page" }));
    expect(nav.getAllByRole("link").map((link) => link.textContent)).toEqual([
      "General",
      "Correspondence address",
      "Email",
      "Mobile",
      "Other contacts",
    ]);
    expect(nav.getByRole("link", { name: "General" }).getAttribute("aria-current")).toBe("location");
    expect(nav.getByRole("link", { name: "Email" }).getAttribute("aria-current")).toBeNull();

    for (const name of ["Correspondence address", "Email", "Mobile", "Other contacts"]) {
      expect(button(`Edit ${name}`).disabled).toBe(false);
    }
    const mpfa = screen.getByRole("link", { name: /MPFA website/ });
    expect(mpfa.getAttribute("href")).toBe("https://www.mpfa.org.hk");
    expect(mpfa.getAttribute("target")).toBe("_blank");
    expect(mpfa.getAttribute("rel")).toContain("noopener");
    expect(app.callsTo("GET", "/api/client")[0]?.query.get("clntRltnshpNmbr")).toBe("5000001");
  });

  it("shows the district once when an address entered in the portal has it as a line", async () => {
    renderProfile({
      client: {
        mainAddress: {
          addressTypeNmbr: 1,
          addressLocationNm: "KOWLOON",
          addressPltcJrsdNmbr: 101,
          langPref: "E",
          addressLineTxt: [
            { addrLineSeqNmbr: 1, addrLineTxt: "Flat 3A, 15/F" },
            { addrLineSeqNmbr: 2, addrLineTxt: "Sunshine Court" },
            { addrLineSeqNmbr: 3, addrLineTxt: "88 Nathan Road" },
            { addrLineSeqNmbr: 4, addrLineTxt: "Mong Kok" },
            { addrLineSeqNmbr: 5, addrLineTxt: "12345" },
          ],
          cityNm: "Mong Kok",
        },
      },
    });
    await loaded();
    const address = card("Correspondence address");
    expect(address.getAllByText("Mong Kok")).toHaveLength(1);
    expect(address.getByText("12345")).toBeDefined();
    expect(address.queryByText("District / city")).toBeNull();
  });

  it("scrolls to a card from the sub-navigation, highlights its link and moves the focus to it", async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal("scrollTo", scrollTo);
    renderProfile();
    await loaded();
    const nav = within(screen.getByRole("navigation", { name: "Sections of this page" }));
    fireEvent.click(nav.getByRole("link", { name: "Mobile" }));
    expect(nav.getByRole("link", { name: "Mobile" }).getAttribute("aria-current")).toBe("location");
    expect(nav.getByRole("link", { name: "General" }).getAttribute("aria-current")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("region", { name: "Mobile" }));
    await waitFor(() => expect(scrollTo).toHaveBeenCalled());
  });

  it("shows the missing-contact messages, and the Member information title and Documents link by scheme", async () => {
    renderProfile({
      scheme: "HKAIIB",
      client: { scheme: "SMP", mainAddress: null, emailAddress: null, mobile: null, estatement: null },
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Member information" })).toBeDefined();
    await loaded();
    expect(
      card("Correspondence address").getByText(/do not have a valid correspondence address/),
    ).toBeDefined();
    expect(card("Email").getByText("We do not have your email address. Please add one.")).toBeDefined();
    expect(card("Mobile").getByText("We do not have your mobile number. Please add one.")).toBeDefined();
    expect(screen.getByRole("link", { name: "Download the form from Documents" }).getAttribute("href")).toBe(
      "/documents",
    );
  });

  it("is shown in Chinese", async () => {
    renderProfile({ language: "zh-HK" });
    expect(await screen.findByRole("heading", { level: 1, name: "個人資料" })).toBeDefined();
    await screen.findByRole("region", { name: "一般資料" });
    expect(card("一般資料").getByText("1978年3月15日")).toBeDefined();
    expect(card("一般資料").getByText("2026年2月27日 17:15（香港時間）")).toBeDefined();
    expect(card("通訊地址").getAllByText("香港")).toHaveLength(2);
    expect(card("其他聯絡電話").getByText("不適用")).toBeDefined();
    fireEvent.click(button("編輯手提電話"));
    const number = field(/^手提電話號碼/);
    fireEvent.input(number, { target: { value: "12345678" } });
    fireEvent.blur(number);
    expect(await screen.findByText("香港手提電話號碼必須以4、5、6、7、8或9開首。")).toBeDefined();
    expect(button("更新").disabled).toBe(true);
  });
});

describe("profile page, place of birth and nationality", () => {
  const shown = (key: string) => document.querySelector(`[data-field="${key}"]`)?.textContent ?? null;

  it("shows the record's English on the English page", async () => {
    renderProfile({
      client: {
        placeOfBirth: "Mumbai",
        placeOfBirthZh: "孟買",
        nationality: "Indian",
        nationalityZh: "印度",
      },
    });
    await loaded();
    expect(shown("placeOfBirth")).toBe("Mumbai");
    expect(shown("nationality")).toBe("Indian");
  });

  it("shows the record's Chinese on the Chinese page, and the English where it holds no Chinese", async () => {
    renderProfile({
      language: "zh-HK",
      client: { placeOfBirth: "Mumbai", placeOfBirthZh: "孟買", nationality: "Indian", nationalityZh: null },
    });
    await screen.findByRole("region", { name: "一般資料" });
    expect(shown("placeOfBirth")).toBe("孟買");
    expect(shown("nationality")).toBe("Indian");
  });

  it("says not available when the record holds neither", async () => {
    renderProfile({
      language: "zh-HK",
      client: { placeOfBirth: null, placeOfBirthZh: null, nationality: " ", nationalityZh: null },
    });
    await screen.findByRole("region", { name: "一般資料" });
    expect(shown("placeOfBirth")).toBe("不適用");
    expect(shown("nationality")).toBe("不適用");
  });
});

describe("profile page, staff session", () => {
  it("shows the view-only note and no Edit or Update on any card", async () => {
    renderPage("/profile", <ProfilePage />, {
      api: {
        "GET /api/config/calendar": { body: { ...calendarAnswer(), superLogon: true } },
        "GET /api/client": { body: clientAnswer() },
        "GET /api/config/countrylist": { body: COUNTRIES },
      },
    });
    await loaded();
    const note = screen.getByRole("status");
    expect(note.textContent).toBe("View only: staff cannot change a member's details.");
    expect(screen.queryByRole("button", { name: /^Edit/ })).toBeNull();
    expect(screen.queryByRole("button", { name: "Update" })).toBeNull();
    // The details are still shown.
    expect(card("Email").getByText(/@/)).toBeDefined();
  });
});

describe("profile page, editing", () => {
  it("keeps Update disabled for an invalid HK mobile, then stages a valid one and goes to /verify", async () => {
    const app = renderProfile();
    await loaded();
    fireEvent.click(button("Edit Mobile"));
    const number = field(/^Mobile number/);
    expect(number.value).toBe("91234567");
    expect(button("Update").disabled).toBe(true);

    fireEvent.input(number, { target: { value: "1234" } });
    fireEvent.blur(number);
    const error = await screen.findByText("A Hong Kong mobile number must start with 4, 5, 6, 7, 8 or 9.");
    expect(error.getAttribute("role")).toBe("alert");
    expect(number.getAttribute("aria-invalid")).toBe("true");
    expect(button("Update").disabled).toBe(true);

    fireEvent.input(number, { target: { value: "6123456" } });
    expect(screen.getByText("A Hong Kong number must have exactly 8 digits.")).toBeDefined();
    expect(button("Update").disabled).toBe(true);

    fireEvent.input(number, { target: { value: "98765432" } });
    expect(screen.queryByRole("alert")).toBeNull();
    expect(button("Update").disabled).toBe(false);
    fireEvent.click(button("Update"));
    await waitFor(() => expect(app.pathname()).toBe("/verify"));
    expect(readPendingChange(P1_ACCOUNT)).toEqual({
      clientNmbr: 3000001,
      clntRltnshpNmbr: 5000001,
      applyToAllClients: false,
      reopen: false,
      change: {
        kind: "mobile",
        mobile: { number: "98765432", pltcJrsdNmbr: 100 },
        smsSubscription: true,
        selectLangPref: "E",
      },
    });
  });

  it("offers the SMS registration for HK numbers only, and hides the language for the AIIB-type scheme", async () => {
    renderProfile({ client: { scheme: "HKAIIB", smsSubscription: false } });
    await loaded();
    fireEvent.click(button("Edit Mobile"));
    const sms = screen.getByRole("checkbox", { name: /Register for the SMS e-channel/ }) as HTMLInputElement;
    expect(sms.disabled).toBe(false);
    fireEvent.click(sms);
    expect(sms.checked).toBe(true);
    // AIIB-type: English is fixed, the language choice is not offered.
    expect(screen.queryByRole("radiogroup", { name: /SMS language/ })).toBeNull();

    chooseOption(/^Mobile country\/region code/, "United Kingdom (+44)");
    expect(sms.checked).toBe(false);
    expect(sms.disabled).toBe(true);
  });

  it("allows only one card in edit at a time, and Cancel restores the earlier values", async () => {
    renderProfile();
    await loaded();
    fireEvent.click(button("Edit Email"));
    for (const name of ["Correspondence address", "Mobile", "Other contacts"]) {
      expect(button(`Edit ${name}`).disabled).toBe(true);
    }
    expect(screen.queryByRole("button", { name: "Edit Email" })).toBeNull();
    const email = field(/^Email address/);
    expect(email.value).toBe("chan.taiman@example.com");
    fireEvent.input(email, { target: { value: "new@example.com" } });
    expect(button("Update").disabled).toBe(false);

    fireEvent.click(button("Cancel"));
    expect(card("Email").getByText("chan.taiman@example.com")).toBeDefined();
    expect(screen.queryByLabelText(/^Email address/)).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(button("Edit Email")));
    for (const name of ["Correspondence address", "Mobile", "Other contacts"]) {
      expect(button(`Edit ${name}`).disabled).toBe(false);
    }
    fireEvent.click(button("Edit Email"));
    expect(field(/^Email address/).value).toBe("chan.taiman@example.com");
  });

  it("switches the address between Hong Kong fields and three free lines by country", async () => {
    const app = renderProfile();
    await loaded();
    fireEvent.click(button("Edit Correspondence address"));
    // S800: Edit clears the fields and forces Hong Kong (101).
    expect(field(/^Country\/region/).value).toBe("Hong Kong SAR");
    expect(field(/^Street name/).value).toBe("");
    expect(field(/^Flat \/ room/).maxLength).toBe(4);
    expect(screen.getByRole("radio", { name: "English" })).toHaveProperty("checked", true);
    expect(button("Update").disabled).toBe(true);

    const streetNumber = field(/^Street number/);
    fireEvent.input(streetNumber, { target: { value: "12a" } });
    fireEvent.blur(streetNumber);
    expect(await screen.findByText("The street number can contain up to 4 digits only.")).toBeDefined();
    fireEvent.input(streetNumber, { target: { value: "12" } });
    fireEvent.input(field(/^Street name/), { target: { value: "King's Road" } });
    const city = field(/^District \/ city/);
    fireEvent.blur(city);
    expect(await screen.findByText("Please enter the district or city.")).toBeDefined();
    fireEvent.input(city, { target: { value: "North Point" } });
    expect(button("Update").disabled).toBe(false);

    chooseOption(/^Country\/region/, "United Kingdom");
    expect(screen.queryByLabelText(/^Street name/)).toBeNull();
    expect(field(/^Address line 1/).maxLength).toBe(45);
    expect(field(/^Address line 3/)).toBeDefined();
    expect(button("Update").disabled).toBe(true);
    fireEvent.input(field(/^Address line 1/), { target: { value: "10 Downing Street" } });
    fireEvent.input(field(/^Address line 2/), { target: { value: "London SW1A 2AA" } });
    fireEvent.click(button("Update"));
    await waitFor(() => expect(app.pathname()).toBe("/verify"));
    const pending = readPendingChange(P1_ACCOUNT);
    expect(pending?.change).toMatchObject({
      kind: "address",
      address: {
        countryCode: 106,
        addressLine1: "10 Downing Street",
        addressLine2: "London SW1A 2AA",
        addressLine3: "",
        nameOfStreet: "",
        territory: "",
      },
    });
  });

  it("blocks non-digit keys and paste in the other numbers, and lets a blank number remove it", async () => {
    const app = renderProfile();
    await loaded();
    fireEvent.click(button("Edit Other contacts"));
    const home = field(/^Home phone number/);
    expect(home.value).toBe("23456789");

    expect(fireEvent.keyDown(home, { key: "a" })).toBe(false);
    expect(await screen.findByText("Please enter digits (0-9) only.")).toBeDefined();
    expect(fireEvent.keyDown(home, { key: "5" })).toBe(true);
    expect(fireEvent.keyDown(home, { key: "Backspace" })).toBe(true);
    expect(fireEvent.keyDown(home, { key: "v", ctrlKey: true })).toBe(true);
    expect(fireEvent.paste(home, { clipboardData: { getData: () => "2345-6789" } })).toBe(false);
    expect(fireEvent.paste(home, { clipboardData: { getData: () => "23456780" } })).toBe(true);
    // Whatever else brings a non-digit in is refused too.
    fireEvent.input(home, { target: { value: "2345678x" } });
    expect(home.value).toBe("23456789");

    fireEvent.input(home, { target: { value: "0345678" } });
    fireEvent.blur(home);
    expect(await screen.findByText("A Hong Kong number cannot start with 0.")).toBeDefined();
    expect(button("Update").disabled).toBe(true);
    fireEvent.input(home, { target: { value: "" } });
    expect(button("Update").disabled).toBe(false);
    fireEvent.click(button("Update"));
    await waitFor(() => expect(app.pathname()).toBe("/verify"));
    expect(readPendingChange(P1_ACCOUNT)?.change).toEqual({
      kind: "otherContacts",
      home: { number: "", pltcJrsdNmbr: 100 },
      office: { number: "28765432", pltcJrsdNmbr: 100 },
      fax: { number: "", pltcJrsdNmbr: 100 },
    });
  });

  it("offers the cross-client save box for the employer scheme with more than one client", async () => {
    const app = renderProfile({ client: { scheme: "SMP", multipleClients: true } });
    await loaded();
    fireEvent.click(button("Edit Email"));
    fireEvent.input(field(/^Email address/), { target: { value: "chan@example.org" } });
    fireEvent.click(
      screen.getByRole("checkbox", { name: /apply this change to all my other member accounts/ }),
    );
    fireEvent.click(button("Update"));
    await waitFor(() => expect(app.pathname()).toBe("/verify"));
    expect(readPendingChange(P1_ACCOUNT)).toMatchObject({
      applyToAllClients: true,
      change: { kind: "email", emailAddress: "chan@example.org", estatement: true },
    });
  });

  it("does not enter edit during the profile cut-off and shows the restricted-access note", async () => {
    renderProfile({ cutOff: true });
    await loaded();
    // The calendar's answer may come after the client's.
    await waitFor(() => {
      fireEvent.click(button("Edit Mobile"));
      expect(screen.getByRole("alert")).toBeDefined();
    });
    const note = within(screen.getByRole("alert"));
    expect(note.getByText("Online updates are no longer available")).toBeDefined();
    expect(note.getByRole("link", { name: "2888 8800" }).getAttribute("href")).toBe("tel:+85228888800");
    expect(screen.queryByLabelText(/^Mobile number/)).toBeNull();
    expect(screen.queryByRole("button", { name: "Update" })).toBeNull();
  });

  it("reopens the card with the staged values when coming back from /verify's Edit link", async () => {
    savePendingChange(
      P1_ACCOUNT,
      {
        kind: "mobile",
        mobile: { number: "65432198", pltcJrsdNmbr: 100 },
        smsSubscription: true,
        selectLangPref: "C",
      },
      false,
    );
    markPendingChangeForEdit(P1_ACCOUNT);
    renderProfile();
    const number = await screen.findByLabelText(/^Mobile number/, { selector: "input" });
    expect((number as HTMLInputElement).value).toBe("65432198");
    expect(screen.getByRole("radio", { name: "Chinese" })).toHaveProperty("checked", true);
    expect(button("Update").disabled).toBe(false);
    // Shown /profile forgets the staged change: /verify has nothing left to show.
    expect(readPendingChange(P1_ACCOUNT)).toBeNull();
  });

  it("forgets a staged change when shown without the verify-edit flag (the browser's Back from /verify)", async () => {
    savePendingChange(P1_ACCOUNT, { kind: "email", emailAddress: "a@example.com", estatement: null }, false);
    renderProfile();
    await loaded();
    expect(readPendingChange(P1_ACCOUNT)).toBeNull();
    expect(screen.queryByRole("button", { name: "Update" })).toBeNull();
  });
});
