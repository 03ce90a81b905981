import { encodePin, type UpdateClientRequest } from "@portal/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { queryRows } from "../../db/database.ts";
import { pinnedClock } from "../../lib/clock.ts";
import { HK_ADDRESS } from "../../testing/hk-address.ts";
import { memberRequest, memberSession } from "../../testing/member-session.ts";
import { createTestApp, recordUndeclared, TEST_NOW, type TestApp } from "../../testing/test-app.ts";

const PIN = encodePin("Portal#2026");
const P1 = 1000001;
const P4 = 1000004;
const P4B = 1000012;
const P6 = 1000006;
const P8 = 1000008;
const P8_RELATED = 1000013;

let t: TestApp;
let http: ReturnType<typeof memberRequest>;
const tokens: Record<number, string> = {};
const rels: Record<number, number[]> = {};

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);
const put = (payload: object, token: string) =>
  t.app.inject({ method: "PUT", url: "/api/client", payload, cookies: { portal_session: token } });

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  http = memberRequest(t);
  for (const clientNmbr of [P1, 1000002, P4, P6, P8, 1000011])
    tokens[clientNmbr] = await memberSession(t.database.db, clientNmbr, TEST_NOW);
  for (const r of await rows<{ client_nmbr: number; rel: number }>(
    sql`select client_nmbr, clnt_rltnshp_nmbr as rel from policies order by clnt_rltnshp_nmbr`,
  ))
    rels[r.client_nmbr] = [...(rels[r.client_nmbr] ?? []), r.rel];
});
afterAll(() => t.close());

const token = (clientNmbr: number) => tokens[clientNmbr] ?? "";
const rel = (clientNmbr: number) => rels[clientNmbr]?.[0] ?? 0;

function request(clientNmbr: number, change: UpdateClientRequest["change"], extra: object = {}) {
  return { clientNmbr, clntRltnShpNmbr: rel(clientNmbr), password: PIN, change, ...extra };
}

async function addressOf(clientNmbr: number) {
  const [row] = await rows<{ lines: string[]; city_nm: string | null; address_location_nm: string | null }>(
    sql`select lines, city_nm, address_location_nm from client_addresses where client_nmbr = ${clientNmbr}`,
  );
  return row;
}

async function customData(clientNmbr: number, code: number): Promise<string | undefined> {
  const [row] = await rows<{ text: string }>(sql`
    select cstm_attr_txt as text from client_custom_data where client_nmbr = ${clientNmbr} and cstm_attr_cd = ${code}
    order by efctv_dt desc, id desc limit 1`);
  return row?.text;
}

async function foreignLogCount(): Promise<number> {
  const [row] = await rows<{ n: number }>(
    sql`select count(*)::int as n from access_log where event = 'FOREIGN_ID'`,
  );
  return row?.n ?? 0;
}

describe("GET /api/client", () => {
  it("gives P1's details, address, phones, e-mail and flags for the chosen account", async () => {
    const res = await http.get(`/api/client?clientNmbr=${P1}&clntRltnShpNmbr=${rel(P1)}`, token(P1));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      clientNmbr: P1,
      scheme: "S800",
      primaryLastName: "CHAN",
      birthDate: "1978-03-15",
      govtIdMasked: "A1*****(3)",
      govtIdType: "HKID",
      placeOfBirth: "Hong Kong",
      placeOfBirthZh: "香港",
      nationality: "Chinese",
      nationalityZh: "中國",
      emailAddress: "chan.taiman@example.com",
      mobile: { number: "91234567", pltcJrsdNmbr: 100 },
      estatement: true,
      smsSubscription: true,
      multipleClients: false,
      usDeclared: true,
    });
    expect(body.mainAddress.addressLineTxt.length).toBeGreaterThan(0);
  });

  it("gives the place of birth and nationality in both languages (P2)", async () => {
    const res = await http.get("/api/client?clientNmbr=1000002", token(1000002));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      placeOfBirth: "Mumbai",
      placeOfBirthZh: "孟買",
      nationality: "Indian",
      nationalityZh: "印度",
    });
  });

  it("sets the cross-client box for the employer scheme's member with two clients", async () => {
    const res = await http.get(`/api/client?clientNmbr=${P4B}`, token(P4));
    expect(res.statusCode).toBe(200);
    expect(res.json().multipleClients).toBe(true);
  });

  it("refuses another member's client or account with 404 and logs it", async () => {
    for (const url of [
      `/api/client?clientNmbr=${P8}`,
      `/api/client?clientNmbr=${P1}&clntRltnShpNmbr=${rel(P8)}`,
    ]) {
      const before = await foreignLogCount();
      const res = await http.get(url, token(P1));
      expect(res.statusCode).toBe(404);
      expect(await foreignLogCount()).toBe(before + 1);
    }
  });

  it("answers 401 without a session", async () => {
    expect((await http.get(`/api/client?clientNmbr=${P1}`)).statusCode).toBe(401);
  });
});

describe("GET /api/config/countrylist", () => {
  it("lists the countries with dial codes, without the hidden jurisdictions 167, 169 and 175", async () => {
    const list: { pltcJrsdNmbr: number; phoneCd: string | null }[] = (
      await http.get("/api/config/countrylist")
    ).json();
    const ids = list.map((c) => c.pltcJrsdNmbr);
    expect(ids).toContain(100);
    expect(ids).toContain(166);
    for (const hidden of [167, 169, 175]) expect(ids).not.toContain(hidden);
    expect(list.find((c) => c.pltcJrsdNmbr === 100)?.phoneCd).toBe("+852");
  });
});

describe("the forced declaration in the session info", () => {
  it("is required for P6 (no declaration, units held) and not for P1 (declared) or P2 (AIIB-type)", async () => {
    const required = async (clientNmbr: number) =>
      (await http.get("/api/auth/session", token(clientNmbr))).json().declarationRequired;
    expect(await required(P6)).toBe(true);
    expect(await required(P1)).toBe(false);
    expect(await required(1000002)).toBe(false);
  });
});

describe("PUT /api/client", () => {
  it("refuses an update without the PIN, and a wrong PIN, changing nothing", async () => {
    const change = { kind: "email" as const, emailAddress: "new.chan@example.com", estatement: true };
    const { password: _, ...withoutPin } = request(P1, change);
    expect((await put(withoutPin, token(P1))).statusCode).toBe(400);
    const wrong = await put({ ...request(P1, change), password: encodePin("Wrong#2026") }, token(P1));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe("incorrect-pin");
    expect(await customData(P1, 102)).toBe("chan.taiman@example.com");
  });

  it("refuses another member's client with 404", async () => {
    const res = await put(
      { ...request(P1, { kind: "email", emailAddress: "x@example.com", estatement: null }), clientNmbr: P8 },
      token(P1),
    );
    expect(res.statusCode).toBe(404);
  });

  it("applies a new mobile with its SMS flags and OTP destination, and tells the old contacts", async () => {
    const res = await put(
      request(P1, {
        kind: "mobile",
        mobile: { number: "61112222", pltcJrsdNmbr: 100 },
        smsSubscription: true,
        selectLangPref: "C",
      }),
      token(P1),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().updatedClients).toEqual([P1]);
    // The PIN confirmed the change: the session goes on under a new token.
    const rotated = res.cookies.find((c) => c.name === "portal_session")?.value;
    expect(rotated).toBeTruthy();
    expect(rotated).not.toBe(token(P1));
    const [phone] = await rows<{ phone_txt: string }>(
      sql`select phone_txt from client_phones where client_nmbr = ${P1} and phone_type_cd = 100`,
    );
    expect(phone?.phone_txt).toBe("61112222");
    expect(await customData(P1, 173)).toBe("Y");
    expect(await customData(P1, 174)).toBe("C");
    const [factor] = await rows<{ destination: string }>(
      sql`select destination from mfa_factors where client_nmbr = ${P1} and channel = 'SMS'`,
    );
    expect(factor?.destination).toBe("61112222");
    const notices = await rows<{ channel: string; recipient: string; body: string }>(
      sql`select channel, recipient, body from outbox where body like '%mobile number%' order by id`,
    );
    expect(notices.map((n) => [n.channel, n.recipient])).toEqual([
      ["EMAIL", "chan.taiman@example.com"],
      ["SMS", "91234567"],
    ]);
  });

  it("refuses an invalid HK mobile with invalid-phone and an invalid address with validation", async () => {
    const mobile = await put(
      request(P1, {
        kind: "mobile",
        mobile: { number: "31234567", pltcJrsdNmbr: 100 },
        smsSubscription: false,
        selectLangPref: null,
      }),
      token(P1),
    );
    expect(mobile.statusCode).toBe(400);
    expect(mobile.json().code).toBe("invalid-phone");
    const address = await put(
      request(P1, { kind: "address", address: { ...HK_ADDRESS, city: "" } }),
      token(P1),
    );
    expect(address.statusCode).toBe(400);
    expect(address.json().code).toBe("validation");
    const hidden = await put(
      request(P1, { kind: "address", address: { ...HK_ADDRESS, countryCode: 169 } }),
      token(P1),
    );
    expect(hidden.statusCode).toBe(400);
  });

  it("applies a self-employed (class 303) member's address to the related client too", async () => {
    const res = await put(request(P8, { kind: "address", address: HK_ADDRESS }), token(P8));
    expect(res.statusCode).toBe(200);
    expect(res.json().updatedClients).toEqual([P8, P8_RELATED]);
    for (const clientNmbr of [P8, P8_RELATED])
      expect(await addressOf(clientNmbr)).toEqual({
        lines: ["Flat B, 8/F, Block 2", "Harbour View Court", "12 Hoi Wang Road", "Yau Ma Tei"],
        city_nm: "Yau Ma Tei",
        address_location_nm: "KOWLOON",
      });
  });

  it("saves to all the employer-scheme member's clients with the cross-client box, and refuses the box elsewhere", async () => {
    const home = {
      home: { number: "23450001", pltcJrsdNmbr: 100 },
      office: { number: "", pltcJrsdNmbr: 100 },
    };
    const change = { kind: "otherContacts" as const, ...home, fax: { number: "", pltcJrsdNmbr: 100 } };
    const res = await put(request(P4, change, { applyToAllClients: true }), token(P4));
    expect(res.statusCode).toBe(200);
    expect(res.json().updatedClients).toEqual([P4, P4B]);
    const homes = await rows<{ client_nmbr: number }>(
      sql`select client_nmbr from client_phones where phone_type_cd = 102 and phone_txt = '23450001' order by client_nmbr`,
    );
    expect(homes.map((h) => h.client_nmbr)).toEqual([P4, P4B]);
    const refused = await put(request(P1, change, { applyToAllClients: true }), token(P1));
    expect(refused.statusCode).toBe(400);
  });

  it("rolls the whole change back when one of its writes fails", async () => {
    const before = await addressOf(P8);
    await t.database.db.execute(sql`
      create function fail_related_address() returns trigger language plpgsql as $$
      begin
        if new.client_nmbr = ${sql.raw(String(P8_RELATED))} then raise exception 'disk full'; end if;
        return new;
      end $$`);
    await t.database.db.execute(sql`
      create trigger fail_related_address before insert or update on client_addresses
      for each row execute function fail_related_address()`);
    try {
      const res = await put(
        request(P8, { kind: "address", address: { ...HK_ADDRESS, nameOfBuilding: "Other Court" } }),
        token(P8),
      );
      expect(res.statusCode).toBe(500);
      // P8's own address was written first in the transaction; it is back as it was.
      expect(await addressOf(P8)).toEqual(before);
    } finally {
      await t.database.db.execute(sql`drop trigger fail_related_address on client_addresses`);
      await t.database.db.execute(sql`drop function fail_related_address()`);
    }
  });

  it("refuses every change once the profile cut-off has passed (Operation Not Allowed.)", async () => {
    const config = loadConfig(
      { PGLITE_DATA_DIR: "memory", WEB_DIST: "/nonexistent-web-dist", PORTAL_CALENDAR: "empf-2025" },
      process.cwd(),
    );
    const app = await buildApp({
      config,
      database: t.database,
      clock: pinnedClock(TEST_NOW),
      onUndeclaredError: recordUndeclared,
    });
    try {
      const res = await app.inject({
        method: "PUT",
        url: "/api/client",
        payload: request(P1, { kind: "email", emailAddress: "late@example.com", estatement: null }),
        cookies: { portal_session: token(P1) },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: "operation-not-allowed", message: "Operation Not Allowed." });
    } finally {
      await app.close();
    }
  });

  it("locks the account and ends the session after the fifth wrong PIN", async () => {
    const session = await memberSession(t.database.db, 1000011, TEST_NOW);
    const change = { kind: "email" as const, emailAddress: "x@example.com", estatement: null };
    const wrong = { ...request(1000011, change), password: encodePin("Wrong#2026") };
    for (let i = 0; i < 4; i++) expect((await put(wrong, session)).json().code).toBe("incorrect-pin");
    const fifth = await put(wrong, session);
    expect(fifth.statusCode).toBe(401);
    expect(fifth.json().code).toBe("account-locked");
    expect((await http.get("/api/auth/session", session)).statusCode).toBe(401);
  });
});

describe("POST /api/client/customdata (the declaration)", () => {
  const record = (code: 227 | 229, text: string, clientNmbr = P6) => ({
    chgDt: "2026-11-20",
    clientNmbr,
    cstmAttrCd: code,
    cstmAttrNm: code === 227 ? "US ACCOUNT DECLARATION" : "US TAXPAYER IDENTIFICATION NUMBER",
    cstmAttrTxt: text,
    efctvDt: "2026-11-20",
    clntRltnShpNmbr: rel(clientNmbr),
  });

  it("refuses a US person without a numeric taxpayer number, and another member's account", async () => {
    expect((await http.post("/api/client/customdata", [record(227, "Y")], token(P6))).statusCode).toBe(400);
    expect(
      (await http.post("/api/client/customdata", [record(227, "Y"), record(229, "12-AB")], token(P6)))
        .statusCode,
    ).toBe(400);
    expect((await http.post("/api/client/customdata", [record(227, "N", P1)], token(P6))).statusCode).toBe(
      404,
    );
    expect(await customData(P6, 227)).toBeUndefined();
  });

  it("stores 227 and 229 for a US person, after which the declaration is no longer forced", async () => {
    const res = await http.post(
      "/api/client/customdata",
      [record(227, "Y"), record(229, "123450001")],
      token(P6),
    );
    expect(res.statusCode).toBe(204);
    expect(await customData(P6, 227)).toBe("Y");
    expect(await customData(P6, 229)).toBe("123450001");
    expect((await http.get("/api/auth/session", token(P6))).json().declarationRequired).toBe(false);
  });
});
