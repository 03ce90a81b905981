import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { sessionStore } from "../../lib/session-store.ts";
import { memberLoginInfo, renderApp } from "../../test/render-app.tsx";
import { scrolledToEnd } from "./terms-page.tsx";

const NOT_YET_AGREED = {
  session: { authenticated: true, scheme: "S800" as const },
  loginInfo: memberLoginInfo({ termsAccepted: false }),
};

/** Lays the scroll box out as a browser would: 1,200 px of text in a 300 px box. */
function layOut(box: HTMLElement) {
  Object.defineProperty(box, "scrollHeight", { configurable: true, value: 1200 });
  Object.defineProperty(box, "clientHeight", { configurable: true, value: 300 });
}

function scrollTo(box: HTMLElement, top: number) {
  box.scrollTop = top;
  fireEvent.scroll(box);
}

describe("terms and conditions", () => {
  it("enables Agree only once the text has been scrolled to its end", async () => {
    const app = renderApp("/termsandconditions", {
      ...NOT_YET_AGREED,
      api: { "POST /api/auth/acceptTerms": { status: 204 } },
    });
    const box = await screen.findByRole("region", { name: "Terms and conditions text" });
    layOut(box);
    const agree = screen.getByRole("button", { name: "Agree" });
    expect(agree.hasAttribute("disabled")).toBe(true);
    expect(screen.getByText("Scroll to the end of the text to continue.")).toBeDefined();
    expect(box.getAttribute("tabindex")).toBe("0");
    scrollTo(box, 500);
    expect(agree.hasAttribute("disabled")).toBe(true);
    scrollTo(box, 900);
    expect(agree.hasAttribute("disabled")).toBe(false);
    // Scrolling back up does not take the agreement away.
    scrollTo(box, 0);
    expect(agree.hasAttribute("disabled")).toBe(false);
    fireEvent.click(agree);
    await waitFor(() => expect(app.pathname()).toBe("/account"));
    expect(app.callsTo("POST", "/api/auth/acceptTerms")).toHaveLength(1);
  });

  it("logs out on I Disagree", async () => {
    const app = renderApp("/termsandconditions", NOT_YET_AGREED);
    fireEvent.click(await screen.findByRole("button", { name: "I Disagree" }));
    await waitFor(() => expect(app.pathname()).toBe("/employeelogin"));
    expect(app.callsTo("POST", "/api/auth/logout")).toHaveLength(1);
    expect(await screen.findByText(/You have logged out/)).toBeDefined();
    await waitFor(() => expect(sessionStore.get().authenticated).toBe(false));
  });

  it("is where member pages send a member who has not agreed yet", async () => {
    const app = renderApp("/dashboard", NOT_YET_AGREED);
    await waitFor(() => expect(app.pathname()).toBe("/termsandconditions"));
  });

  it("reads the scroll position", () => {
    const box = (scrollTop: number, scrollHeight = 1200, clientHeight = 300) =>
      ({ scrollTop, scrollHeight, clientHeight }) as HTMLElement;
    expect(scrolledToEnd(box(0))).toBe(false);
    expect(scrolledToEnd(box(897))).toBe(true);
    expect(scrolledToEnd(box(0, 300, 300))).toBe(true);
    expect(scrolledToEnd(box(0, 0, 0))).toBe(false);
  });
});
