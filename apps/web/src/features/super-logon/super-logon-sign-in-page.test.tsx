import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { sessionStore } from "../../lib/session-store.ts";
import { P1_STAFF_MEMBER, staffSessionAnswer } from "../../test/answers.ts";
import {
  type ApiAnswer,
  apiError,
  calendarAnswer,
  memberLoginInfo,
  renderApp,
} from "../../test/render-app.tsx";
import { SIGN_IN_ATTEMPT_KEY, type SignInAttempt } from "./sign-in-attempt.ts";

const STAFF_PORTAL = { ...calendarAnswer(), superLogon: true };

const ATTEMPT: SignInAttempt = {
  state: "s".repeat(43),
  nonce: "n".repeat(43),
  verifier: "v".repeat(43),
};

const NOT_AUTHORISED_EN =
  "You are not authorised to access this page. Please connect with your system administrator.";
const NOT_AUTHORISED_ZH = "您未獲授權存取此頁面。請聯絡您的系統管理員。";

const CHOSEN = staffSessionAnswer(P1_STAFF_MEMBER);

function signIn(path: string, api: Record<string, ApiAnswer> = {}, attempt: SignInAttempt | null = ATTEMPT) {
  if (attempt) sessionStorage.setItem(SIGN_IN_ATTEMPT_KEY, JSON.stringify(attempt));
  return renderApp(path, {
    calendar: STAFF_PORTAL,
    api: {
      "GET /api/auth/superLogon/session": apiError(401, "session-expired"),
      ...api,
    },
  });
}

async function notice() {
  return screen.findByText(NOT_AUTHORISED_EN);
}

function field(label: RegExp) {
  return screen.getByLabelText(label, { selector: "input" }) as HTMLInputElement;
}

function submit() {
  return screen.getByRole("button", { name: "Submit" }) as HTMLButtonElement;
}

async function choose(scheme: string, loginId: string) {
  await screen.findByRole("heading", { name: "Choose a member" });
  fireEvent.click(field(/^Scheme/));
  fireEvent.click(screen.getByRole("option", { name: scheme }));
  fireEvent.input(field(/^Member login ID/), { target: { value: loginId } });
}

/** The query string of the last call to a path. */
function lastQuery(path: string): URLSearchParams | null {
  const calls = (fetch as unknown as { mock: { calls: [RequestInfo | URL][] } }).mock.calls;
  const urls = calls
    .map(([input]) => new URL(String(input), "http://localhost"))
    .filter((u) => u.pathname === path);
  return urls.at(-1)?.searchParams ?? null;
}

describe("staff sign-in return (/superLogon/signIn)", () => {
  it("exchanges the code with what was kept, clears the fragment and the kept values, then shows the chooser", async () => {
    const app = signIn(
      `/superLogon/signIn#code=the-code&state=${ATTEMPT.state}&iss=http%3A%2F%2Flocalhost%3A8081%2Fidp`,
      {
        "POST /api/auth/superLogon/token": { body: staffSessionAnswer() },
      },
    );
    expect(await screen.findByText("Signed in as Demo Staff")).toBeDefined();
    expect(app.callsTo("POST", "/api/auth/superLogon/token").map((call) => call.body)).toEqual([
      {
        authorization_code: "the-code",
        code_verifier: ATTEMPT.verifier,
        state: ATTEMPT.state,
        expected_state: ATTEMPT.state,
        nonce: ATTEMPT.nonce,
        iss: "http://localhost:8081/idp",
      },
    ]);
    expect(app.pathname()).toBe("/superLogon/signIn");
    await waitFor(() => expect(app.hash()).toBe(""));
    expect(sessionStorage.getItem(SIGN_IN_ATTEMPT_KEY)).toBeNull();
    const scheme = field(/^Scheme/);
    expect(scheme.getAttribute("placeholder")).toBe("Select a scheme");
    fireEvent.click(scheme);
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "S800 & ORSO",
      "AIIB scheme",
      "Simple/Smart Plan",
    ]);
  });

  it("refuses a returned state that is not the one sent: the notice, no exchange", async () => {
    const app = signIn("/superLogon/signIn#code=the-code&state=someone-elses-state", {
      "POST /api/auth/superLogon/token": { body: staffSessionAnswer() },
    });
    expect(await notice()).toBeDefined();
    expect(app.callsTo("POST", "/api/auth/superLogon/token")).toHaveLength(0);
    expect(sessionStorage.getItem(SIGN_IN_ATTEMPT_KEY)).toBeNull();
  });

  it("shows the notice when the server refuses the exchange", async () => {
    signIn(`/superLogon/signIn#code=the-code&state=${ATTEMPT.state}`, {
      "POST /api/auth/superLogon/token": apiError(403, "not-authorised"),
    });
    expect(await notice()).toBeDefined();
    expect(screen.queryByText(/Something went wrong/)).toBeNull();
  });

  it("shows the something-went-wrong toast and the notice when the exchange fails otherwise", async () => {
    signIn(`/superLogon/signIn#code=the-code&state=${ATTEMPT.state}`, {
      "POST /api/auth/superLogon/token": apiError(500, "technical-error"),
    });
    expect(await notice()).toBeDefined();
    expect(
      await screen.findByText("Something went wrong on our side. Please try again in a moment."),
    ).toBeDefined();
  });

  it("without a code and without a staff session shows the notice, word for word, with a way back", async () => {
    signIn("/superLogon/signIn", {}, null);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(NOT_AUTHORISED_EN);
    expect(screen.getByRole("link", { name: "Back to staff sign-in" }).getAttribute("href")).toBe("/");
  });

  it("says so in Chinese too", async () => {
    signIn("/superLogon/signIn", {}, null);
    await notice();
    fireEvent.click(screen.getByRole("button", { name: "繁體中文" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(NOT_AUTHORISED_ZH));
  });

  it("without a code, a staff user already signed in gets the chooser (to choose another member)", async () => {
    signIn("/superLogon/signIn", { "GET /api/auth/superLogon/session": { body: CHOSEN } }, null);
    expect(await screen.findByText("Signed in as Demo Staff")).toBeDefined();
  });
});

describe("member chooser", () => {
  const SIGNED_IN = { "GET /api/auth/superLogon/session": { body: staffSessionAnswer() } };

  it("keeps Submit disabled until a scheme is chosen and a login id given", async () => {
    signIn("/superLogon/signIn", SIGNED_IN, null);
    await screen.findByRole("heading", { name: "Choose a member" });
    expect(submit().disabled).toBe(true);
    fireEvent.input(field(/^Member login ID/), { target: { value: "1000001" } });
    expect(submit().disabled).toBe(true);
    fireEvent.input(field(/^Member login ID/), { target: { value: "   " } });
    fireEvent.click(field(/^Scheme/));
    fireEvent.click(screen.getByRole("option", { name: "AIIB scheme" }));
    expect(submit().disabled).toBe(true);
    fireEvent.input(field(/^Member login ID/), { target: { value: "1000001" } });
    expect(submit().disabled).toBe(false);
  });

  it("S800: says so inline when the client search finds no member, and chooses nobody", async () => {
    const app = signIn(
      "/superLogon/signIn",
      { ...SIGNED_IN, "GET /api/multiclientsearch": { body: { clientNmbrList: [] } } },
      null,
    );
    await choose("S800 & ORSO", " 4242 ");
    fireEvent.click(submit());
    const message = await screen.findByRole("alert");
    expect(message.textContent).toBe("No member with login ID 4242 in S800 & ORSO.");
    expect(message.closest("[aria-live]")).not.toBeNull();
    expect(lastQuery("/api/multiclientsearch")?.get("loginID")).toBe("4242");
    expect(app.callsTo("POST", "/api/auth/superLogon/member")).toHaveLength(0);
    expect(app.pathname()).toBe("/superLogon/signIn");
  });

  it("S800: chooses the first client of the search, then goes to /account as that member", async () => {
    const app = renderApp("/superLogon/signIn", {
      calendar: STAFF_PORTAL,
      session: { superLogon: true },
      loginInfo: memberLoginInfo({ clientNmbr: 1000001, loginId: "1000001", staff: true }),
      api: {
        ...SIGNED_IN,
        "GET /api/multiclientsearch": { body: { clientNmbrList: [1000001, 1000002] } },
        "POST /api/auth/superLogon/member": { body: CHOSEN },
      },
    });
    await choose("S800 & ORSO", "1000001");
    fireEvent.click(submit());
    await waitFor(() => expect(app.pathname()).toBe("/account"));
    expect(app.callsTo("POST", "/api/auth/superLogon/member").map((call) => call.body)).toEqual([
      { scheme: "S800", loginId: "1000001", clientNmbr: 1000001 },
    ]);
    expect(sessionStore.get()).toMatchObject({
      authenticated: true,
      scheme: "S800",
      superLogon: true,
      account: null,
    });
  });

  it("another scheme: chooses by login id; an unknown one is named inline with its scheme", async () => {
    const app = signIn(
      "/superLogon/signIn",
      { ...SIGNED_IN, "POST /api/auth/superLogon/member": apiError(404, "member-not-found") },
      null,
    );
    await choose("AIIB scheme", "777");
    fireEvent.click(submit());
    expect((await screen.findByRole("alert")).textContent).toBe(
      "No member with login ID 777 in AIIB scheme.",
    );
    expect(app.callsTo("POST", "/api/auth/superLogon/member").map((call) => call.body)).toEqual([
      { scheme: "HKAIIB", loginId: "777" },
    ]);
    expect(app.callsTo("GET", "/api/multiclientsearch")).toHaveLength(0);
  });

  it("shows the something-went-wrong toast and stays when a call fails otherwise", async () => {
    const app = signIn(
      "/superLogon/signIn",
      { ...SIGNED_IN, "GET /api/multiclientsearch": apiError(500, "technical-error") },
      null,
    );
    await choose("S800 & ORSO", "1000001");
    fireEvent.click(submit());
    expect(
      await screen.findByText("Something went wrong on our side. Please try again in a moment."),
    ).toBeDefined();
    expect(app.pathname()).toBe("/superLogon/signIn");
    expect(within(screen.getByRole("main")).queryByRole("alert")).toBeNull();
  });
});
