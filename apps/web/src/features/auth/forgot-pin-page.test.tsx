import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { sessionStore } from "../../lib/session-store.ts";
import { apiError, renderApp } from "../../test/render-app.tsx";

function field(label: RegExp) {
  return screen.getByLabelText(label, { selector: "input" }) as HTMLInputElement;
}

function chooseScheme(name: string) {
  fireEvent.click(field(/^Scheme/));
  fireEvent.click(screen.getByRole("option", { name }));
}

function fill(govtId: string, birthDate: string, scheme: string) {
  fireEvent.input(field(/^ID number/), { target: { value: govtId } });
  fireEvent.input(field(/^Date of birth/), { target: { value: birthDate } });
  chooseScheme(scheme);
}

async function form() {
  await screen.findByRole("heading", { level: 1, name: "Forgot PIN" });
  return within(screen.getByRole("main"));
}

describe("forgot PIN", () => {
  it("requires the ID number, date of birth and scheme, and says it is for members only", async () => {
    const app = renderApp("/forgotpin");
    const main = await form();
    expect(main.getByText(/for scheme members only/)).toBeDefined();
    fireEvent.click(field(/^Scheme/));
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "S800 & ORSO",
      "AIIB scheme",
      "Simple/Smart Plan",
      "Employer-sponsored plan",
    ]);
    fireEvent.click(field(/^Scheme/));
    fireEvent.click(main.getByRole("button", { name: "Continue" }));
    const alerts = await main.findAllByRole("alert");
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      "This field is required",
      "This field is required",
      "This field is required",
    ]);
    expect(document.activeElement).toBe(field(/^ID number/));
    expect(app.callsTo("POST", "/api/auth/forgotPin")).toHaveLength(0);
  });

  it("rejects an HKID with the wrong check digit and an impossible date of birth", async () => {
    const app = renderApp("/forgotpin");
    const main = await form();
    fill("A123456(4)", "31/02/1980", "S800 & ORSO");
    fireEvent.click(main.getByRole("button", { name: "Continue" }));
    const alerts = await main.findAllByRole("alert");
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      "Please enter a valid ID number: an HKID such as A123456(3), or your passport number.",
      "Please enter a valid date of birth as DD/MM/YYYY.",
    ]);
    expect(app.callsTo("POST", "/api/auth/forgotPin")).toHaveLength(0);
  });

  it("on a match explains the verification, then goes to the channel choice", async () => {
    const app = renderApp("/forgotpin", {
      api: {
        "POST /api/auth/forgotPin": {
          body: { delivery: "POST", factors: [{ channel: "SMS", masked: "****1010" }] },
        },
      },
    });
    const main = await form();
    fill("k777777(9)", "15/08/1975", "S800 & ORSO");
    fireEvent.click(main.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(app.pathname()).toBe("/verificationNeeded"));
    expect(app.callsTo("POST", "/api/auth/forgotPin")[0]?.body).toEqual({
      govtId: "K777777(9)",
      birthDate: "1975-08-15",
      scheme: "S800",
    });
    expect(sessionStore.get()).toMatchObject({
      scheme: "S800",
      factors: [{ channel: "SMS", masked: "****1010" }],
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Verification needed" })).toBeDefined();
    fireEvent.click(screen.getByRole("link", { name: "Continue" }));
    await waitFor(() => expect(app.pathname()).toBe("/selectChannel_forgotPin"));
    expect(await screen.findByRole("radio", { name: "SMS to the mobile number ****1010" })).toBeDefined();
  });

  it("takes a passport number for the AIIB scheme", async () => {
    const app = renderApp("/forgotpin", {
      api: { "POST /api/auth/forgotPin": { body: { delivery: "EMAIL", factors: [] } } },
    });
    const main = await form();
    fill("K2345678", "01/01/1980", "AIIB scheme");
    fireEvent.click(main.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(app.pathname()).toBe("/verificationNeeded"));
    expect(app.callsTo("POST", "/api/auth/forgotPin")[0]?.body).toMatchObject({
      govtId: "K2345678",
      scheme: "HKAIIB",
    });
  });

  it("says when the details do not match our records", async () => {
    const app = renderApp("/forgotpin", {
      api: { "POST /api/auth/forgotPin": apiError(404, "forgot-pin-error") },
    });
    const main = await form();
    fill("A123456(3)", "01/01/1980", "S800 & ORSO");
    fireEvent.click(main.getByRole("button", { name: "Continue" }));
    expect(
      await screen.findByText(
        "The information you entered does not match our records. Please check it and try again, or call our hotline on 2888 8800.",
      ),
    ).toBeDefined();
    expect(app.pathname()).toBe("/forgotpin");
  });

  it("sends a visitor who skipped the form back to it", async () => {
    renderApp("/verificationNeeded");
    expect(await screen.findByText("Please enter your details first.")).toBeDefined();
    expect(screen.getByRole("link", { name: "Go to Forgot PIN" }).getAttribute("href")).toBe("/forgotpin");
  });
});
