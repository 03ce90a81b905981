import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { P1_STAFF_MEMBER, staffSessionAnswer } from "../test/answers.ts";
import { calendarAnswer, memberLoginInfo, renderApp } from "../test/render-app.tsx";

const STAFF_SESSION = staffSessionAnswer(P1_STAFF_MEMBER);

function renderStaff(path = "/changePin") {
  return renderApp(path, {
    calendar: { ...calendarAnswer(), superLogon: true },
    session: { authenticated: true, scheme: "S800", superLogon: true },
    loginInfo: memberLoginInfo({ staff: true, clientNmbr: 1000001, name: "CHAN Tai Man" }),
    api: { "GET /api/auth/superLogon/session": { body: STAFF_SESSION } },
  });
}

describe("staff view line", () => {
  it("names the staff user and the member read, with the way back to the chooser", async () => {
    renderStaff();
    const line = await screen.findByRole("complementary", { name: "Staff view" });
    expect(within(screen.getByRole("main")).getByRole("complementary")).toBe(line);
    expect(line.textContent).toContain("Staff view: staff.demo — CHAN Tai Man, member 1000001");
    expect(within(line).getByRole("link", { name: "Choose another member" }).getAttribute("href")).toBe(
      "/superLogon/signIn",
    );
  });

  it("pads the member number to 7 digits, and says it in Chinese", async () => {
    renderApp("/changePin", {
      calendar: { ...calendarAnswer(), superLogon: true },
      session: { authenticated: true, scheme: "S800", superLogon: true },
      loginInfo: memberLoginInfo({ staff: true }),
      api: {
        "GET /api/auth/superLogon/session": {
          body: staffSessionAnswer({ ...P1_STAFF_MEMBER, clientNmbr: 4201 }),
        },
      },
    });
    const line = await screen.findByRole("complementary", { name: "Staff view" });
    expect(line.textContent).toContain("member 0004201");
    fireEvent.click(screen.getByRole("button", { name: "繁體中文" }));
    await waitFor(() =>
      expect(screen.getByRole("complementary", { name: "職員檢視" }).textContent).toContain(
        // The member's Chinese name on a Chinese page, as the page's welcome says it.
        "職員檢視：staff.demo — 陳大文，成員編號 0004201",
      ),
    );
    expect(screen.getByRole("link", { name: "選擇另一位成員" })).toBeDefined();
  });

  it("is shown for a staff session on the member portal too (the login info says staff)", async () => {
    renderApp("/changePin", {
      session: { authenticated: true, scheme: "S800" },
      loginInfo: memberLoginInfo({ staff: true }),
      api: { "GET /api/auth/superLogon/session": { body: STAFF_SESSION } },
    });
    expect(await screen.findByRole("complementary", { name: "Staff view" })).toBeDefined();
  });

  it("is not shown to a member", async () => {
    const app = renderApp("/changePin", { session: { authenticated: true, scheme: "S800" } });
    expect(await screen.findByRole("heading", { level: 1, name: "Change PIN" })).toBeDefined();
    expect(screen.queryByRole("complementary", { name: "Staff view" })).toBeNull();
    expect(app.callsTo("GET", "/api/auth/superLogon/session")).toHaveLength(0);
  });
});
