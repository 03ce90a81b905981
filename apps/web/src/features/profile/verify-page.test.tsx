import { encodePin, type ProfileChange } from "@portal/domain";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { i18n } from "../../app/i18n.ts";
import type { ApiAnswer } from "../../test/render-app.tsx";
import { apiError } from "../../test/render-app.tsx";
import { P1_ACCOUNT, renderPage } from "../../test/render-page.tsx";
import { readPendingChange, savePendingChange } from "./pending-change.ts";
import { COUNTRIES } from "./profile-fixtures.ts";
import { VerifyPage } from "./verify-page.tsx";

const MOBILE: ProfileChange = {
  kind: "mobile",
  mobile: { number: "98765432", pltcJrsdNmbr: 100 },
  smsSubscription: true,
  selectLangPref: "C",
};

function renderVerify(update: ApiAnswer, { language }: { language?: "en" | "zh-HK" } = {}) {
  return renderPage("/verify", <VerifyPage />, {
    language,
    api: {
      "GET /api/config/countrylist": { body: COUNTRIES },
      "PUT /api/client": update,
    },
  });
}

function pinField() {
  return screen.getByLabelText(/^PIN/, { selector: "input" }) as HTMLInputElement;
}

function submit() {
  return screen.getByRole("button", { name: "Submit" }) as HTMLButtonElement;
}

describe("verify page", () => {
  it("sends the member to /profile when nothing is staged", async () => {
    const app = renderVerify({ body: { updatedClients: [3000001] } });
    await waitFor(() => expect(app.pathname()).toBe("/profile"));
  });

  it("shows the staged change, keeps Submit disabled while the PIN is empty, and shows a wrong PIN inline", async () => {
    savePendingChange(P1_ACCOUNT, MOBILE, false);
    const app = renderVerify(apiError(400, "incorrect-pin"));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Verify updated information" }),
    ).toBeDefined();
    const change = within(screen.getByRole("region", { name: "Your change" }));
    expect(await change.findByText("+852 9876 5432")).toBeDefined();
    expect(change.getByText("Registered (Chinese)")).toBeDefined();
    const breadcrumb = within(screen.getByRole("navigation", { name: "Breadcrumb" }));
    expect(breadcrumb.getByRole("link", { name: "Personal information" }).getAttribute("href")).toBe(
      "/profile",
    );

    expect(submit().disabled).toBe(true);
    fireEvent.input(pinField(), { target: { value: "wrong-pin" } });
    expect(submit().disabled).toBe(false);
    // The show/hide toggle is a named button.
    expect(screen.getByRole("button", { name: "Show or hide the PIN" })).toBeDefined();
    fireEvent.click(submit());

    const error = await screen.findByText("The PIN you entered is incorrect. Please try again.");
    expect(error.getAttribute("role")).toBe("alert");
    expect(pinField().value).toBe("");
    expect(pinField().getAttribute("aria-invalid")).toBe("true");
    expect(pinField().getAttribute("aria-describedby")).toContain(error.id);
    expect(submit().disabled).toBe(true);
    expect(app.pathname()).toBe("/verify");
    expect(readPendingChange(P1_ACCOUNT)?.change).toEqual(MOBILE);
  });

  it("re-words the incorrect-PIN message when the language changes", async () => {
    savePendingChange(P1_ACCOUNT, MOBILE, false);
    renderVerify(apiError(400, "incorrect-pin"));
    fireEvent.input(await screen.findByLabelText(/^PIN/, { selector: "input" }), {
      target: { value: "wrong-pin" },
    });
    fireEvent.click(submit());
    const english = "The PIN you entered is incorrect. Please try again.";
    expect((await screen.findByRole("alert")).textContent).toBe(english);
    await act(() => i18n.changeLanguage("zh-HK"));
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe("您輸入的私人密碼不正確，請重試。"),
    );
    expect(screen.queryByText(english)).toBeNull();
    await act(() => i18n.changeLanguage("en"));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(english));
  });

  it("on success sends the change with the encoded PIN, forgets it, returns to /profile and says so", async () => {
    savePendingChange(P1_ACCOUNT, MOBILE, true);
    const app = renderVerify({ body: { updatedClients: [3000001, 3000002] } });
    fireEvent.input(await screen.findByLabelText(/^PIN/, { selector: "input" }), {
      target: { value: "Secret#123" },
    });
    fireEvent.click(submit());
    await waitFor(() => expect(app.pathname()).toBe("/profile"));
    expect(app.callsTo("PUT", "/api/client")[0]?.body).toEqual({
      clientNmbr: 3000001,
      clntRltnshpNmbr: 5000001,
      password: encodePin("Secret#123"),
      applyToAllClients: true,
      change: MOBILE,
    });
    expect(readPendingChange(P1_ACCOUNT)).toBeNull();
    expect(await screen.findByText("Your personal information has been updated.")).toBeDefined();
  });

  it("shows the no-valid-account toast for Operation Not Allowed and stays", async () => {
    savePendingChange(P1_ACCOUNT, MOBILE, false);
    const app = renderVerify({
      status: 403,
      body: { code: "operation-not-allowed", message: "Operation Not Allowed." },
    });
    fireEvent.input(await screen.findByLabelText(/^PIN/, { selector: "input" }), {
      target: { value: "1234" },
    });
    fireEvent.click(submit());
    expect(await screen.findByText(/This change is not allowed for your account/)).toBeDefined();
    expect(app.pathname()).toBe("/verify");
  });

  it("shows the invalid-phone toast for a refused number", async () => {
    savePendingChange(P1_ACCOUNT, MOBILE, false);
    renderVerify(apiError(400, "invalid-phone"));
    fireEvent.input(await screen.findByLabelText(/^PIN/, { selector: "input" }), {
      target: { value: "1234" },
    });
    fireEvent.click(submit());
    expect(await screen.findByText(/The phone number you entered is not valid/)).toBeDefined();
  });

  it("shows the generic error toast for any other failure and returns to /profile", async () => {
    savePendingChange(P1_ACCOUNT, MOBILE, false);
    const app = renderVerify(apiError(400, "validation"));
    fireEvent.input(await screen.findByLabelText(/^PIN/, { selector: "input" }), {
      target: { value: "1234" },
    });
    fireEvent.click(submit());
    await waitFor(() => expect(app.pathname()).toBe("/profile"));
    expect(await screen.findByText(/We could not complete your request/)).toBeDefined();
  });

  it("sets the verify-edit flag with its Edit link", async () => {
    savePendingChange(P1_ACCOUNT, MOBILE, false);
    const app = renderVerify({ body: { updatedClients: [3000001] } });
    fireEvent.click(await screen.findByRole("link", { name: "Edit this change" }));
    await waitFor(() => expect(app.pathname()).toBe("/profile"));
    expect(readPendingChange(P1_ACCOUNT)?.reopen).toBe(true);
  });

  it("ignores a change staged for another account", async () => {
    savePendingChange({ ...P1_ACCOUNT, clntRltnshpNmbr: 5000002 }, MOBILE, false);
    const app = renderVerify({ body: { updatedClients: [3000001] } });
    await waitFor(() => expect(app.pathname()).toBe("/profile"));
  });

  it("shows an HK address as it will be stored, the post/zip code its last line", async () => {
    savePendingChange(
      P1_ACCOUNT,
      {
        kind: "address",
        address: {
          room: "3A",
          floor: "15",
          block: "",
          nameOfBuilding: "Sunshine Court",
          streetNumber: "88",
          nameOfStreet: "Nathan Road",
          city: "Mong Kok",
          postOrZip: "12345",
          territory: "KLN",
          selectLangPref: "E",
          countryCode: 101,
          addressLine1: "",
          addressLine2: "",
          addressLine3: "",
        },
      },
      false,
    );
    renderVerify({ body: { updatedClients: [3000001] } });
    const change = within(await screen.findByRole("region", { name: "Your change" }));
    expect(change.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Flat 3A, 15/F",
      "Sunshine Court",
      "88 Nathan Road",
      "Mong Kok",
      "12345",
    ]);
    // Not a row of its own any more: the code is a line, as the server stores it.
    expect(change.queryByText("Post / ZIP code")).toBeNull();
  });

  it("is shown in Chinese", async () => {
    savePendingChange(
      P1_ACCOUNT,
      {
        kind: "otherContacts",
        home: { number: "", pltcJrsdNmbr: 100 },
        office: { number: "7700900123", pltcJrsdNmbr: 106 },
        fax: { number: "23456789", pltcJrsdNmbr: 100 },
      },
      false,
    );
    renderVerify(apiError(400, "incorrect-pin"), { language: "zh-HK" });
    expect(await screen.findByRole("heading", { level: 1, name: "核實更新資料" })).toBeDefined();
    const change = within(screen.getByRole("region", { name: "您的更改" }));
    // No home number stored: "None", whether there was one before or not.
    expect(change.getByText("住宅電話").nextElementSibling?.textContent).toBe("無");
    expect(await change.findByText("+44 7700900123")).toBeDefined();
    expect(change.getByText("+852 2345 6789")).toBeDefined();
    fireEvent.input(screen.getByLabelText(/^私人密碼/, { selector: "input" }), { target: { value: "1" } });
    fireEvent.click(screen.getByRole("button", { name: "提交" }));
    expect(await screen.findByText("您輸入的私人密碼不正確，請重試。")).toBeDefined();
  });
});
