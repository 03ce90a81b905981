import { encodePin, type UpdateClientRequest } from "@portal/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../db/database.ts";
import { HK_ADDRESS } from "../testing/hk-address.ts";
import { memberSession } from "../testing/member-session.ts";
import { browser, PIN, type SecurityApp, securityApp } from "./harness.ts";

// ASVS 7.5.1: a change of the contact details (address, other phones, e-mail, mobile: the e-mail
// and mobile are also where the OTP goes) needs the PIN again, whoever holds the session; a missing
// or wrong PIN changes nothing and tells no one; a change is told to the e-mail AND the mobile on
// file before it, so a change the member did not make does not go unnoticed.
const P1 = 1000001;
const OLD_EMAIL = "chan.taiman@example.com";
const OLD_MOBILE = "91234567";

let s: SecurityApp;
let rel = 0;

beforeAll(async () => {
  s = await securityApp();
  const [row] = await queryRows<{ rel: number }>(
    s.database.db,
    sql`select min(clnt_rltnshp_nmbr) as rel from policies where client_nmbr = ${P1}`,
  );
  rel = row?.rel ?? 0;
});
afterAll(() => s.close());

/** Everything of P1's a contact change could touch, as the database holds it. */
async function contactsOf(clientNmbr: number): Promise<unknown> {
  const [row] = await queryRows<{ state: unknown }>(
    s.database.db,
    sql`select json_build_object(
          'address', (select json_agg(a order by a.id) from client_addresses a where a.client_nmbr = ${clientNmbr}),
          'phones', (select json_agg(p order by p.id) from client_phones p where p.client_nmbr = ${clientNmbr}),
          'data', (select json_agg(d order by d.id) from client_custom_data d where d.client_nmbr = ${clientNmbr}),
          'factors', (select json_agg(f order by f.id) from mfa_factors f where f.client_nmbr = ${clientNmbr})
        ) as state`,
  );
  return row?.state;
}

const changes: { kind: string; change: UpdateClientRequest["change"]; told: [string, string][] }[] = [
  {
    kind: "address",
    change: { kind: "address", address: HK_ADDRESS },
    told: [
      ["EMAIL", OLD_EMAIL],
      ["SMS", OLD_MOBILE],
    ],
  },
  {
    kind: "otherContacts",
    change: {
      kind: "otherContacts",
      home: { number: "23450001", pltcJrsdNmbr: 100 },
      office: { number: "", pltcJrsdNmbr: 100 },
      fax: { number: "", pltcJrsdNmbr: 100 },
    },
    told: [
      ["EMAIL", OLD_EMAIL],
      ["SMS", OLD_MOBILE],
    ],
  },
  {
    // The notice goes to the address being replaced, not (only) to the new one.
    kind: "email",
    change: { kind: "email", emailAddress: "new.chan@example.com", estatement: null },
    told: [
      ["EMAIL", OLD_EMAIL],
      ["SMS", OLD_MOBILE],
    ],
  },
  {
    kind: "mobile",
    change: {
      kind: "mobile",
      mobile: { number: "61112222", pltcJrsdNmbr: 100 },
      smsSubscription: false,
      selectLangPref: null,
    },
    told: [
      ["EMAIL", "new.chan@example.com"],
      ["SMS", OLD_MOBILE],
    ],
  },
];

describe("re-authentication before a contact change (ASVS 7.5.1)", () => {
  it.each(changes)(
    "$kind: refused without the PIN and with a wrong one, nothing changed and no one told; with the PIN, applied and told to the e-mail and mobile on file before it",
    async ({ change, told }) => {
      const b = browser(s, "10.65.0.1");
      b.cookie = await memberSession(s.database.db, P1, s.clock.now());
      const request = { clientNmbr: P1, clntRltnShpNmbr: rel, change };
      const before = await contactsOf(P1);
      const sentBefore = s.delivered.length;

      const withoutPin = await b.put("/api/client", request);
      expect({ status: withoutPin.statusCode, code: withoutPin.json().code }).toEqual({
        status: 400,
        code: "validation",
      });
      const wrong = await b.put("/api/client", { ...request, password: encodePin("Wrong#2026") });
      expect({ status: wrong.statusCode, code: wrong.json().code }).toEqual({
        status: 400,
        code: "incorrect-pin",
      });
      expect(await contactsOf(P1)).toEqual(before);
      expect(s.delivered.length).toBe(sentBefore);

      const token = b.cookie;
      const done = await b.put("/api/client", { ...request, password: encodePin(PIN) });
      expect(done.statusCode).toBe(200);
      expect(b.cookie).not.toBe(token);
      expect(await contactsOf(P1)).not.toEqual(before);
      const notices = s.delivered.slice(sentBefore);
      expect(notices.map((m) => [m.channel, m.to])).toEqual(told);
      for (const m of notices) expect(m.body).toMatch(/changed|更改/);
    },
  );
});
