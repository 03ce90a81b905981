import { encodePin, SESSION_HARD_LIMIT_MS, SESSION_IDLE_MS } from "@portal/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browser, PIN, type SecurityApp, securityApp } from "./harness.ts";

// ASVS 7.2.4, 7.3.1, 7.3.2, 7.4.1: the server's own session limits, at their boundaries, and the
// token's rotation. The figures: 20 minutes idle (SESSION_IDLE_MS), 59 minutes from the login at
// most (SESSION_HARD_LIMIT_MS), whatever the activity and however often the token rotates.
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const P11 = { scheme: "S800", loginId: "3000011" };
const P11_MOBILE = "7700900123";

let s: SecurityApp;
let ipCounter = 0;
const fresh = () => browser(s, `10.62.0.${++ipCounter}`);

beforeAll(async () => {
  s = await securityApp();
});
afterAll(() => s.close());

const session = (b: ReturnType<typeof fresh>) => b.get("/api/auth/session");
const status = async (res: Promise<{ statusCode: number; json(): { code?: string } }>) => {
  const r = await res;
  return r.statusCode === 200 ? 200 : `${r.statusCode} ${r.json().code}`;
};

describe("sessions (ASVS 7.3)", () => {
  it("end after 20 minutes idle: a request at 19:59 passes, one 20:00 after the last is refused", async () => {
    expect(SESSION_IDLE_MS).toBe(20 * MINUTE);
    const b = fresh();
    await b.login(P11, P11_MOBILE);
    const loggedIn = s.clock.now().getTime();
    s.clock.advance(20 * MINUTE - SECOND);
    expect(await status(session(b))).toBe(200);
    // That request was activity: the idle time counts again from it (39:59 after the login).
    s.clock.advance(20 * MINUTE);
    expect(s.clock.now().getTime() - loggedIn).toBe(40 * MINUTE - SECOND);
    expect(await status(session(b))).toBe("401 session-expired");
    // Ended at the server: the same token is refused from then on, even after activity elsewhere.
    expect(await status(session(b))).toBe("401 session-expired");
  });

  it("end 59 minutes after the login however active: 58:59 passes, 59:00 is refused", async () => {
    expect(SESSION_HARD_LIMIT_MS).toBe(59 * MINUTE);
    const b = fresh();
    await b.login(P11, P11_MOBILE);
    const loggedIn = s.clock.now().getTime();
    for (const m of [10, 20, 30, 40, 50]) {
      s.clock.advance(loggedIn + m * MINUTE - s.clock.now().getTime());
      expect(await status(session(b))).toBe(200);
    }
    s.clock.advance(loggedIn + 59 * MINUTE - SECOND - s.clock.now().getTime());
    expect(await status(session(b))).toBe(200);
    s.clock.advance(SECOND);
    expect(await status(session(b))).toBe("401 session-expired");
  });

  it("keep the login's 59-minute limit across a step-up's rotation: the new token ends when the old would have", async () => {
    const b = fresh();
    const info = (await b.login(P11, P11_MOBILE)).json();
    const loggedIn = s.clock.now().getTime();
    expect(new Date(info.sessionExpiresAt).getTime()).toBe(loggedIn + 59 * MINUTE);
    expect((await b.post("/api/auth/acceptTerms")).statusCode).toBe(204);
    s.clock.advance(15 * MINUTE);
    expect(await status(session(b))).toBe(200);
    s.clock.advance(15 * MINUTE);
    const before = b.cookie;
    const change = await b.post("/api/auth/changepin", {
      currentPassword: encodePin(PIN),
      newPassword: encodePin("Harbour#2027"),
      confirmPassword: encodePin("Harbour#2027"),
    });
    expect(change.statusCode).toBe(204);
    expect(b.cookie).not.toBe(before);
    expect(new Date((await session(b)).json().sessionExpiresAt).getTime()).toBe(loggedIn + 59 * MINUTE);
    for (const m of [40, 50]) {
      s.clock.advance(loggedIn + m * MINUTE - s.clock.now().getTime());
      expect(await status(session(b))).toBe(200);
    }
    s.clock.advance(loggedIn + 59 * MINUTE - SECOND - s.clock.now().getTime());
    expect(await status(session(b))).toBe(200);
    s.clock.advance(SECOND);
    expect(await status(session(b))).toBe("401 session-expired");
    // Put P11's PIN back for the other tests.
    const again = fresh();
    await again.login(P11, P11_MOBILE, "SMS", "Harbour#2027");
    await again.post("/api/auth/acceptTerms");
    expect(
      (
        await again.post("/api/auth/changepin", {
          currentPassword: encodePin("Harbour#2027"),
          newPassword: encodePin(PIN),
          confirmPassword: encodePin(PIN),
        })
      ).statusCode,
    ).toBe(204);
  });

  it("rotate the token at the first-time PIN change (chgPwd) too: the old one passes 30 s, then never", async () => {
    const b = fresh();
    const info = (await b.login({ scheme: "S800", loginId: "3000005" }, "95678901")).json();
    expect(info.isFirstTimeLogin).toBe(true);
    const before = b.cookie;
    const res = await b.post("/api/auth/chgPwd", {
      currentPassword: encodePin(PIN),
      newPassword: encodePin("Harbour#2027"),
      confirmPassword: encodePin("Harbour#2027"),
    });
    expect(res.statusCode).toBe(204);
    expect(b.cookie).not.toBe(before);
    const old = fresh();
    old.cookie = before;
    expect(await status(session(old))).toBe(200);
    s.clock.advance(30 * SECOND);
    expect(await status(session(old))).toBe("401 session-expired");
    expect(await status(session(b))).toBe(200);
  });

  it("end at logout at the server: the logged-out cookie is refused, sent again as it was", async () => {
    const b = fresh();
    await b.login(P11, P11_MOBILE);
    const token = b.cookie;
    const out = await b.post("/api/auth/logout");
    expect(out.statusCode).toBe(204);
    // The answer clears the cookie; an attacker who kept the value sends it again.
    expect(out.cookies.find((c) => c.name === "portal_session")?.value).toBe("");
    const replay = fresh();
    replay.cookie = token;
    expect(await status(session(replay))).toBe("401 session-expired");
    expect(await status(replay.get("/api/accounts/accountSummary?clientId=1000011"))).toBe(
      "401 session-expired",
    );
  });

  it("end at logout with every token of the login: the one a step-up replaced and the one it gave", async () => {
    // This test is the file's last: P11's PIN changes twice.
    const pins = [PIN, "Harbour#2027", "Harbour#2028"];
    for (const [i, logoutWith] of (["old", "new"] as const).entries()) {
      const b = fresh();
      await b.login(P11, P11_MOBILE, "SMS", pins[i]);
      expect((await b.post("/api/auth/acceptTerms")).statusCode).toBe(204);
      const before = b.cookie;
      const changed = await b.post("/api/auth/changepin", {
        currentPassword: encodePin(pins[i] ?? ""),
        newPassword: encodePin(pins[i + 1] ?? ""),
        confirmPassword: encodePin(pins[i + 1] ?? ""),
      });
      expect(changed.statusCode).toBe(204);
      const after = b.cookie;
      expect(after).not.toBe(before);
      const [old, next] = [fresh(), fresh()];
      old.cookie = before;
      next.cookie = after;
      // Within the old token's 30 s both pass; a logout with either ends both.
      expect(await status(session(old))).toBe(200);
      expect((await (logoutWith === "old" ? old : next).post("/api/auth/logout")).statusCode).toBe(204);
      expect(await status(session(old))).toBe("401 session-expired");
      expect(await status(session(next))).toBe("401 session-expired");
    }
  });
});
