import { encodePin } from "@portal/domain";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { i18n } from "../../app/i18n.ts";
import { apiError, memberLoginInfo, renderApp } from "../../test/render-app.tsx";
import { P1_ACCOUNT } from "../../test/render-page.tsx";

function field(label: string) {
  return screen.getByLabelText(new RegExp(`^${label}`), { selector: "input" }) as HTMLInputElement;
}

function fill(current: string, next: string, confirm: string) {
  for (const [label, value] of [
    ["Current PIN", current],
    ["New PIN", next],
    ["Re-enter new PIN", confirm],
  ] as const) {
    fireEvent.input(field(label), { target: { value } });
    fireEvent.blur(field(label));
  }
}

/** The error shown for a field (Mantine links it with aria-describedby). */
function errorOf(label: string): string | null {
  const ids = field(label).getAttribute("aria-describedby")?.split(" ") ?? [];
  const errors = ids
    .map((id) => document.getElementById(id))
    .filter((el) => el?.getAttribute("role") === "alert");
  return errors[0]?.textContent ?? null;
}

const FIRST_TIME = {
  session: { authenticated: true, scheme: "S800" as const },
  loginInfo: memberLoginInfo({ isFirstTimeLogin: true, termsAccepted: false }),
};

describe("set a new PIN (first-time login)", () => {
  it("requires every field", async () => {
    renderApp("/setnewpin", FIRST_TIME);
    fireEvent.click(await screen.findByRole("button", { name: "Set new PIN" }));
    expect(errorOf("Current PIN")).toBe("This field is required");
    expect(errorOf("New PIN")).toBe("This field is required");
    expect(errorOf("Re-enter new PIN")).toBe("This field is required");
  });

  it("checks the §5 rules as the member leaves each field, in the specs' messages", async () => {
    const app = renderApp("/setnewpin", FIRST_TIME);
    await screen.findByRole("button", { name: "Set new PIN" });
    fill("Portal#2026", "short", "");
    expect(errorOf("New PIN")).toBe("Invalid Password format");
    fill("Portal#2026", "Harbour#2027", "Harbour#2028");
    expect(errorOf("New PIN")).toBeNull();
    expect(errorOf("Re-enter new PIN")).toBe("Password does not match with new Password");
    fill("Portal#2026", "Portal#2026", "Portal#2026");
    expect(errorOf("New PIN")).toBe("New Password can't be equal to current Password");
    fireEvent.click(screen.getByRole("button", { name: "Set new PIN" }));
    expect(app.callsTo("POST", "/api/auth/chgPwd")).toHaveLength(0);
    expect(document.activeElement).toBe(field("New PIN"));
  });

  it("shows Invalid old Password from the server on the current PIN", async () => {
    renderApp("/setnewpin", {
      ...FIRST_TIME,
      api: { "POST /api/auth/chgPwd": apiError(400, "invalid-old-password") },
    });
    await screen.findByRole("button", { name: "Set new PIN" });
    fill("Wrong#2026", "Harbour#2027", "Harbour#2027");
    fireEvent.click(screen.getByRole("button", { name: "Set new PIN" }));
    await waitFor(() => expect(errorOf("Current PIN")).toBe("Invalid old Password"));
    fireEvent.input(field("Current PIN"), { target: { value: "Portal#2026" } });
    expect(errorOf("Current PIN")).toBeNull();
  });

  it("re-words the server's message and the rules' when the language changes", async () => {
    renderApp("/setnewpin", {
      ...FIRST_TIME,
      api: { "POST /api/auth/chgPwd": apiError(400, "invalid-old-password") },
    });
    await screen.findByRole("button", { name: "Set new PIN" });
    fill("Wrong#2026", "Harbour#2027", "");
    fireEvent.click(screen.getByRole("button", { name: "Set new PIN" }));
    expect(errorOf("Re-enter new PIN")).toBe("This field is required");
    fill("Wrong#2026", "Harbour#2027", "Harbour#2027");
    fireEvent.click(screen.getByRole("button", { name: "Set new PIN" }));
    await waitFor(() => expect(errorOf("Current PIN")).toBe("Invalid old Password"));
    fireEvent.input(field("Re-enter new PIN"), { target: { value: "" } });
    expect(errorOf("Re-enter new PIN")).toBe("This field is required");
    const alerts = () => screen.getAllByRole("alert").map((alert) => alert.textContent);
    fireEvent.click(screen.getByRole("button", { name: "繁體中文" }));
    await waitFor(() => expect(alerts()).toEqual(["舊密碼無效", "此欄必須填寫"]));
  });

  it("sends the PINs encoded, then goes on to the terms", async () => {
    let mustChange = true;
    const app = renderApp("/setnewpin", {
      session: FIRST_TIME.session,
      api: {
        "GET /api/auth/session": () => ({
          body: memberLoginInfo({ isFirstTimeLogin: mustChange, termsAccepted: false }),
        }),
        "POST /api/auth/chgPwd": () => {
          mustChange = false;
          return { status: 204 };
        },
      },
    });
    await screen.findByRole("button", { name: "Set new PIN" });
    fill("Portal#2026", "Harbour#2027", "Harbour#2027");
    fireEvent.click(screen.getByRole("button", { name: "Set new PIN" }));
    await waitFor(() => expect(app.pathname()).toBe("/termsandconditions"));
    expect(app.callsTo("POST", "/api/auth/chgPwd")[0]?.body).toEqual({
      currentPassword: encodePin("Portal#2026"),
      newPassword: encodePin("Harbour#2027"),
      confirmPassword: encodePin("Harbour#2027"),
    });
    expect(
      await screen.findByText("Your new PIN has been set. Please use it the next time you log in."),
    ).toBeDefined();
    expect(await screen.findByRole("heading", { level: 1, name: "Terms and conditions" })).toBeDefined();
  });

  it("is where member pages send a member who must still change the PIN", async () => {
    const app = renderApp("/account", FIRST_TIME);
    await waitFor(() => expect(app.pathname()).toBe("/setnewpin"));
    expect(await screen.findByRole("heading", { level: 1, name: "Set a new PIN" })).toBeDefined();
  });

  it("asks a visitor to log in first", async () => {
    renderApp("/setnewpin", { session: { scheme: "HKAIIB" } });
    expect(await screen.findByText(/Please log in first/)).toBeDefined();
    expect(screen.getByRole("link", { name: "Back to login" }).getAttribute("href")).toBe(
      "/aiib/employeelogin",
    );
  });
});

describe("change PIN", () => {
  const MEMBER = { session: { authenticated: true, scheme: "S800" as const } };

  it("has the same rules and messages", async () => {
    const app = renderApp("/changePin", MEMBER);
    const main = screen.getByRole("main");
    await within(main).findByRole("heading", { level: 1, name: "Change PIN" });
    fill("Portal#2026", "harbour2027", "");
    expect(errorOf("New PIN")).toBe("Invalid Password format");
    expect(field("New PIN").getAttribute("aria-invalid")).toBe("true");
    expect(field("Current PIN").getAttribute("aria-invalid")).toBe("false");
    fill("Portal#2026", "Portal#2026", "Portal#2026");
    expect(errorOf("New PIN")).toBe("New Password can't be equal to current Password");
    fill("Portal#2026", "Harbour#2027", "Harbour#2026");
    expect(errorOf("Re-enter new PIN")).toBe("Password does not match with new Password");
    fireEvent.click(within(main).getByRole("button", { name: "Change PIN" }));
    expect(app.callsTo("POST", "/api/auth/changepin")).toHaveLength(0);
  });

  it("names the way back to the dashboard once an account is chosen, in both languages", async () => {
    renderApp("/changePin", { session: { ...MEMBER.session, account: P1_ACCOUNT } });
    const main = screen.getByRole("main");
    await within(main).findByRole("heading", { level: 1, name: "Change PIN" });
    const breadcrumb = within(screen.getByRole("navigation", { name: "Breadcrumb" }));
    expect(breadcrumb.getByRole("link", { name: "Dashboard" }).getAttribute("href")).toBe("/dashboard");
    expect(breadcrumb.getByText("Change PIN").getAttribute("aria-current")).toBe("page");
    await act(() => i18n.changeLanguage("zh-HK"));
    expect(await within(main).findByRole("heading", { level: 1, name: "更改私人密碼" })).toBeDefined();
    expect(screen.getByRole("navigation", { name: "導覽路徑" })).toBeDefined();
    await act(() => i18n.changeLanguage("en"));
  });

  it("has no breadcrumb before an account is chosen", async () => {
    renderApp("/changePin", MEMBER);
    await within(screen.getByRole("main")).findByRole("heading", { level: 1, name: "Change PIN" });
    expect(screen.queryByRole("navigation", { name: "Breadcrumb" })).toBeNull();
  });

  it("shows the incorrect-old-password toast", async () => {
    renderApp("/changePin", {
      ...MEMBER,
      api: { "POST /api/auth/changepin": apiError(403, "incorrect-old-password") },
    });
    const main = screen.getByRole("main");
    await within(main).findByRole("heading", { level: 1, name: "Change PIN" });
    fill("Wrong#2026", "Harbour#2027", "Harbour#2027");
    fireEvent.click(within(main).getByRole("button", { name: "Change PIN" }));
    expect(
      await screen.findByText("The current PIN you entered is incorrect. Please enter it again."),
    ).toBeDefined();
    expect(field("New PIN").value).toBe("Harbour#2027");
  });

  it("takes the last answer's incorrect-current-PIN toast away when the PINs are sent again", async () => {
    let calls = 0;
    renderApp("/changePin", {
      ...MEMBER,
      api: {
        "POST /api/auth/changepin": () =>
          ++calls === 1 ? apiError(403, "incorrect-old-password") : apiError(400, "same-password"),
      },
    });
    const main = screen.getByRole("main");
    await within(main).findByRole("heading", { level: 1, name: "Change PIN" });
    fill("Wrong#2026", "Harbour#2027", "Harbour#2027");
    fireEvent.click(within(main).getByRole("button", { name: "Change PIN" }));
    const toast = "The current PIN you entered is incorrect. Please enter it again.";
    expect(await screen.findByText(toast)).toBeDefined();
    fill("Portal#2026", "Harbour#2027", "Harbour#2027");
    fireEvent.click(within(main).getByRole("button", { name: "Change PIN" }));
    await waitFor(() => expect(errorOf("New PIN")).toBe("New Password can't be equal to current Password"));
    // Gone well before the toast's own 4 s.
    await waitFor(() => expect(screen.queryByText(toast)).toBeNull(), { timeout: 1500 });
    expect(calls).toBe(2);
  });

  it("when the wrong current PIN locks the account shows the locked toast and goes to the login page", async () => {
    const app = renderApp("/changePin", {
      ...MEMBER,
      api: { "POST /api/auth/changepin": apiError(401, "account-locked") },
    });
    const main = screen.getByRole("main");
    await within(main).findByRole("heading", { level: 1, name: "Change PIN" });
    fill("Wrong#2026", "Harbour#2027", "Harbour#2027");
    fireEvent.click(within(main).getByRole("button", { name: "Change PIN" }));
    await waitFor(() => expect(app.pathname()).toBe("/employeelogin"));
    expect(await screen.findByText("Account locked")).toBeDefined();
  });

  it("changes the PIN with a success toast and clears the form", async () => {
    const app = renderApp("/changePin", { ...MEMBER, api: { "POST /api/auth/changepin": { status: 204 } } });
    const main = screen.getByRole("main");
    await within(main).findByRole("heading", { level: 1, name: "Change PIN" });
    fill("Portal#2026", "Harbour#2027", "Harbour#2027");
    fireEvent.click(within(main).getByRole("button", { name: "Change PIN" }));
    expect(await screen.findByText(/Your PIN has been changed/)).toBeDefined();
    expect(app.callsTo("POST", "/api/auth/changepin")[0]?.body).toEqual({
      currentPassword: encodePin("Portal#2026"),
      newPassword: encodePin("Harbour#2027"),
      confirmPassword: encodePin("Harbour#2027"),
    });
    await waitFor(() => expect(field("Current PIN").value).toBe(""));
    expect(errorOf("Current PIN")).toBeNull();
  });
});

describe("change PIN, staff session", () => {
  it("shows the view-only note instead of the form", async () => {
    const app = renderApp("/changePin", {
      session: { authenticated: true, scheme: "S800" },
      loginInfo: memberLoginInfo({ staff: true }),
    });
    const main = screen.getByRole("main");
    await within(main).findByRole("heading", { level: 1, name: "Change PIN" });
    const note = await within(main).findByRole("status");
    expect(note.textContent).toBe("View only: staff cannot change a member's details.");
    expect(within(main).queryByLabelText(/^Current PIN/)).toBeNull();
    expect(within(main).queryByRole("button", { name: "Change PIN" })).toBeNull();
    expect(app.callsTo("POST", "/api/auth/changepin")).toHaveLength(0);
  });
});
