import { encodePin } from "@portal/domain";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { sessionStore } from "../../lib/session-store.ts";
import { apiError, renderApp } from "../../test/render-app.tsx";

const FACTORS = [
  { channel: "SMS", masked: "****4567" },
  { channel: "EMAIL", masked: "ch****.com" },
];

function authenticated(scheme = "S800") {
  return { body: { userName: "3000001", scheme, isFirstTimeLogin: false, factors: FACTORS } };
}

async function loginForm(heading: string) {
  await screen.findByRole("heading", { level: 1, name: heading });
  return screen.getByRole("main");
}

function type(label: string, value: string) {
  fireEvent.input(screen.getByLabelText(label, { exact: false, selector: "input" }), { target: { value } });
}

describe("login page", () => {
  it("asks for the ID number and the PIN, in messages announced as alerts", async () => {
    const app = renderApp("/employeelogin");
    const main = await loginForm("MPF Series 800 and retirement scheme login");
    fireEvent.click(within(main).getByRole("button", { name: "Log in" }));
    const alerts = await within(main).findAllByRole("alert");
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      "Please enter your ID number.",
      "Please enter your PIN.",
    ]);
    expect(document.activeElement).toBe(
      screen.getByLabelText("ID number", { exact: false, selector: "input" }),
    );
    // Both fields are flagged invalid, not only described by their message.
    for (const label of ["ID number", "PIN"]) {
      expect(
        screen.getByLabelText(label, { exact: false, selector: "input" }).getAttribute("aria-invalid"),
      ).toBe("true");
    }
    expect(app.callsTo("POST", "/api/auth/authenticateMFA")).toHaveLength(0);
  });

  it("logs in by ID number with the PIN encoded, keeps the factors and goes to /selectChannel", async () => {
    const app = renderApp("/employeelogin", { api: { "POST /api/auth/authenticateMFA": authenticated() } });
    await loginForm("MPF Series 800 and retirement scheme login");
    type("ID number", " a123456(3) ");
    type("PIN", "Portal#2026");
    fireEvent.click(screen.getByRole("button", { name: "Log in" }));
    await waitFor(() => expect(app.pathname()).toBe("/selectChannel"));
    expect(app.callsTo("POST", "/api/auth/authenticateMFA")[0]?.body).toEqual({
      scheme: "S800",
      govtId: "A123456(3)",
      password: encodePin("Portal#2026"),
    });
    expect(sessionStore.get()).toMatchObject({
      scheme: "S800",
      loginType: "employee",
      authenticated: true,
      factors: FACTORS,
    });
    // Nothing secret is kept in the browser.
    expect(JSON.stringify(sessionStorage)).not.toContain("Portal#2026");
    expect(JSON.stringify(sessionStorage)).not.toContain(encodePin("Portal#2026"));
    expect(await screen.findByRole("heading", { level: 1, name: /Choose where to receive/ })).toBeDefined();
  });

  it("checks an HKID's format and check digit on the page, in its own message, before any call", async () => {
    const app = renderApp("/employeelogin");
    const main = await loginForm("MPF Series 800 and retirement scheme login");
    const id = screen.getByLabelText("ID number", { exact: false, selector: "input" });
    type("PIN", "Portal#2026");
    for (const wrong of ["A123456(4)", "a123456 (4)", "A12345(3)", "AB123456(3)"]) {
      type("ID number", wrong);
      fireEvent.click(within(main).getByRole("button", { name: "Log in" }));
      const alert = await within(main).findByRole("alert");
      expect(alert.textContent).toBe("Please enter a valid HKID number, e.g. A123456(3).");
      expect(id.getAttribute("aria-describedby")).toContain(alert.id);
      expect(document.activeElement).toBe(id);
    }
    expect(app.callsTo("POST", "/api/auth/authenticateMFA")).toHaveLength(0);

    fireEvent.click(screen.getByRole("button", { name: "繁體中文" }));
    expect(await within(main).findByText("請輸入有效的香港身份證號碼，例如 A123456(3)。")).toBeDefined();
    expect(within(main).queryByText(/valid HKID/)).toBeNull();
    expect(app.callsTo("POST", "/api/auth/authenticateMFA")).toHaveLength(0);
  });

  it("takes a passport number (no bracketed check digit) as it is: the server matches it", async () => {
    const app = renderApp("/aiib/employeelogin", {
      api: { "POST /api/auth/authenticateMFA": authenticated("HKAIIB") },
    });
    await loginForm("AIIB scheme member login");
    type("ID number", "k2345678");
    type("PIN", "Portal#2026");
    fireEvent.click(screen.getByRole("button", { name: "Log in" }));
    await waitFor(() => expect(app.pathname()).toBe("/selectChannel"));
    expect(app.callsTo("POST", "/api/auth/authenticateMFA")[0]?.body).toMatchObject({
      scheme: "HKAIIB",
      govtId: "K2345678",
    });
  });

  it("re-words the messages already shown when the language changes", async () => {
    const app = renderApp("/employeelogin");
    const main = await loginForm("MPF Series 800 and retirement scheme login");
    type("ID number", "A123456(3)");
    fireEvent.click(within(main).getByRole("button", { name: "Log in" }));
    expect((await within(main).findByRole("alert")).textContent).toBe("Please enter your PIN.");
    fireEvent.click(screen.getByRole("button", { name: "繁體中文" }));
    await waitFor(() =>
      expect(
        within(main)
          .getAllByRole("alert")
          .map((alert) => alert.textContent),
      ).toEqual(["請輸入私人密碼。"]),
    );
    expect(within(main).queryByText("Please enter your PIN.")).toBeNull();
    expect(app.callsTo("POST", "/api/auth/authenticateMFA")).toHaveLength(0);
  });

  it("logs in on the Login ID tab, normalising the co-brand login id", async () => {
    const app = renderApp("/cobrand/employeelogin", {
      api: { "POST /api/auth/authenticateMFA": authenticated("COBRAND") },
    });
    await loginForm("Smart/Simple Plan member login");
    fireEvent.click(screen.getByRole("tab", { name: "Login ID" }));
    expect(screen.getByRole("tab", { name: "Login ID" }).getAttribute("aria-selected")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "Log in" }));
    expect(await screen.findByText("Please enter your login ID.")).toBeDefined();
    type("Login ID", "1234");
    type("PIN", "Portal#2026");
    fireEvent.click(screen.getByRole("button", { name: "Log in" }));
    await waitFor(() => expect(app.pathname()).toBe("/selectChannel"));
    expect(app.callsTo("POST", "/api/auth/authenticateMFA")[0]?.body).toEqual({
      scheme: "COBRAND",
      loginId: "800001234",
      password: encodePin("Portal#2026"),
    });
    expect(sessionStore.get().loginType).toBe("cobrand");
  });

  it("strips the leading zeros of other schemes' login ids", async () => {
    const app = renderApp("/aiib/employeelogin", {
      api: { "POST /api/auth/authenticateMFA": authenticated("HKAIIB") },
    });
    await loginForm("AIIB scheme member login");
    fireEvent.click(screen.getByRole("tab", { name: "Login ID" }));
    type("Login ID", "0004000001");
    type("PIN", "Portal#2026");
    fireEvent.click(screen.getByRole("button", { name: "Log in" }));
    await waitFor(() => expect(app.callsTo("POST", "/api/auth/authenticateMFA")).toHaveLength(1));
    expect(app.callsTo("POST", "/api/auth/authenticateMFA")[0]?.body).toMatchObject({
      scheme: "HKAIIB",
      loginId: "4000001",
    });
  });

  it("shows the invalid-login toast, clears the PIN and stays", async () => {
    const app = renderApp("/employeelogin", {
      api: { "POST /api/auth/authenticateMFA": apiError(401, "invalid-login-box") },
    });
    await loginForm("MPF Series 800 and retirement scheme login");
    type("ID number", "A123456(3)");
    type("PIN", "wrong");
    fireEvent.click(screen.getByRole("button", { name: "Log in" }));
    expect(await screen.findByText(/Your login ID, password or both are incorrect/)).toBeDefined();
    expect(
      (screen.getByLabelText("PIN", { exact: false, selector: "input" }) as HTMLInputElement).value,
    ).toBe("");
    expect(app.pathname()).toBe("/employeelogin");
    expect(sessionStore.get().authenticated).toBe(false);
  });

  it("shows the account-locked toast", async () => {
    renderApp("/employeelogin", {
      api: { "POST /api/auth/authenticateMFA": apiError(423, "account-locked-box") },
    });
    await loginForm("MPF Series 800 and retirement scheme login");
    type("ID number", "G444444(1)");
    type("PIN", "Portal#2026");
    fireEvent.click(screen.getByRole("button", { name: "Log in" }));
    const toast = await screen.findByText(/Your account has been locked/);
    expect(toast.closest("[role=alert]")).not.toBeNull();
    expect(screen.getByText("Account locked")).toBeDefined();
  });

  it("says when there were too many attempts", async () => {
    renderApp("/employeelogin", {
      api: { "POST /api/auth/authenticateMFA": apiError(429, "too-many-requests") },
    });
    await loginForm("MPF Series 800 and retirement scheme login");
    type("ID number", "A123456(3)");
    type("PIN", "x");
    fireEvent.click(screen.getByRole("button", { name: "Log in" }));
    expect(await screen.findByText(/too many attempts in a short time/)).toBeDefined();
  });

  it("offers Forgot PIN and a PIN show/hide toggle, and speaks Chinese", async () => {
    renderApp("/employeelogin");
    await loginForm("MPF Series 800 and retirement scheme login");
    expect(screen.getByRole("link", { name: "Forgot your PIN?" }).getAttribute("href")).toBe("/forgotpin");
    const pin = screen.getByLabelText("PIN", { exact: false, selector: "input" });
    expect(pin.getAttribute("type")).toBe("password");
    fireEvent.keyDown(screen.getByRole("button", { name: "Show PIN" }), { key: "Enter" });
    expect(pin.getAttribute("type")).toBe("text");
    fireEvent.click(screen.getByRole("button", { name: "繁體中文" }));
    expect(await screen.findByRole("tab", { name: "登入號碼" })).toBeDefined();
    fireEvent.click(screen.getByRole("button", { name: "登入" }));
    expect(await screen.findByText("請輸入身份證明文件號碼。")).toBeDefined();
  });
});
