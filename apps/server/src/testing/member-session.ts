import { SESSION_HARD_LIMIT_MS } from "@portal/domain";
import type { LightMyRequestResponse } from "fastify";
import type { Db } from "../db/database.ts";
import { sessions } from "../db/schema.ts";
import { newToken, sha256 } from "../lib/tokens.ts";
import type { TestApp } from "./test-app.ts";

/**
 * An authenticated member session written straight into the database (what a PIN + OTP login
 * and the terms leave behind), for tests of the areas behind the login. Returns the cookie value.
 */
export async function memberSession(db: Db, clientNmbr: number, now: Date): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: sha256(token),
    kind: "MEMBER",
    stage: "AUTHENTICATED",
    clientNmbr,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_HARD_LIMIT_MS),
    termsAcceptedAt: now,
  });
  return token;
}

/** A GET or POST as the member of `token` (no token: anonymous). */
export function memberRequest(t: TestApp) {
  return {
    get: (url: string, token?: string): Promise<LightMyRequestResponse> =>
      t.app.inject({ method: "GET", url, cookies: token ? { portal_session: token } : {} }),
    post: (url: string, payload: object, token?: string): Promise<LightMyRequestResponse> =>
      t.app.inject({ method: "POST", url, payload, cookies: token ? { portal_session: token } : {} }),
  };
}
