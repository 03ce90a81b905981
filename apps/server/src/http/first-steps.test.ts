import { encodePin, endpoints, SESSION_HARD_LIMIT_MS } from "@portal/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../db/database.ts";
import { sessions } from "../db/schema.ts";
import { newToken, sha256 } from "../lib/tokens.ts";
import { callEndpoint } from "../testing/call.ts";
import { createTestApp, TEST_NOW, type TestApp } from "../testing/test-app.ts";

// The server, not only the pages, keeps a member's first steps first: a new PIN (first login, or
// after a forgot-PIN reset), then the terms; until then only those steps' calls answer.
const P5 = 1000005; // first login: must replace the PIN
const P6 = 1000006; // an ordinary member

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

/** A full session as the OTP leaves it: the terms not yet accepted. */
async function freshLogin(clientNmbr: number): Promise<string> {
  const token = newToken();
  await t.database.db.insert(sessions).values({
    tokenHash: sha256(token),
    kind: "MEMBER",
    stage: "AUTHENTICATED",
    clientNmbr,
    createdAt: TEST_NOW,
    lastSeenAt: TEST_NOW,
    expiresAt: new Date(TEST_NOW.getTime() + SESSION_HARD_LIMIT_MS),
  });
  return token;
}

async function firstAccount(clientNmbr: number): Promise<number> {
  const [row] = await queryRows<{ rel: number }>(
    t.database.db,
    sql`select min(clnt_rltnshp_nmbr) as rel from policies where client_nmbr = ${clientNmbr}`,
  );
  return row?.rel ?? 0;
}

const refusal = async (res: Promise<{ statusCode: number; json(): { code: string } }>) => {
  const r = await res;
  return { status: r.statusCode, code: r.json().code };
};

describe("a member's first steps after login", () => {
  it("P5 reads nothing until the PIN is replaced, then nothing until the terms are accepted", async () => {
    const token = await freshLogin(P5);
    const rel = await firstAccount(P5);
    const data = () => [
      callEndpoint(t.app, endpoints.accountSummary, { query: { clientId: P5 } }, token),
      callEndpoint(
        t.app,
        endpoints.transactionHistory,
        { query: { clntRltnshpNmbr: rel, fromDate: "2026-06-01", toDate: "2026-10-31" } },
        token,
      ),
      callEndpoint(t.app, endpoints.switchOptions, { query: { clntRltnshpNmbr: rel } }, token),
    ];
    for (const res of data())
      expect(await refusal(res)).toEqual({ status: 403, code: "pin-change-required" });

    // The steps' own calls answer meanwhile.
    const info = await callEndpoint(t.app, endpoints.session, {}, token);
    expect(info.json()).toMatchObject({ isFirstTimeLogin: true, termsAccepted: false });
    const changed = await callEndpoint(
      t.app,
      endpoints.chgPwd,
      {
        body: {
          currentPassword: encodePin("Portal#2026"),
          newPassword: encodePin("Harbour#2027"),
          confirmPassword: encodePin("Harbour#2027"),
        },
      },
      token,
    );
    expect(changed.statusCode).toBe(204);
    for (const res of data()) expect(await refusal(res)).toEqual({ status: 403, code: "terms-required" });

    expect((await callEndpoint(t.app, endpoints.acceptTerms, {}, token)).statusCode).toBe(204);
    for (const res of data()) expect((await res).statusCode).toBe(200);
  });

  it("P6 is refused every data call until the terms are accepted", async () => {
    const token = await freshLogin(P6);
    const rel = await firstAccount(P6);
    expect(
      await refusal(
        callEndpoint(t.app, endpoints.portfolioDetails, { query: { clntRltnshpNmbr: rel } }, token),
      ),
    ).toEqual({ status: 403, code: "terms-required" });
    expect(
      await refusal(
        callEndpoint(
          t.app,
          endpoints.updateClient,
          {
            body: {
              clientNmbr: P6,
              clntRltnshpNmbr: rel,
              password: encodePin("Portal#2026"),
              change: { kind: "email", emailAddress: "early@example.com", estatement: null },
            },
          },
          token,
        ),
      ),
    ).toEqual({ status: 403, code: "terms-required" });
  });
});
