import { describe, expect, it } from "vitest";
import { formatAccountHint, parseAccountHint } from "./account-hint.ts";
import { callKey, endpointTarget, readsOnly } from "./endpoint-path.ts";
import { accountEndpoints } from "./endpoints/accounts.ts";
import { pageFirstCalls } from "./first-calls.ts";

const hint = { clientNmbr: 1000001, clntRltnshpNmbr: 50000001, contractNmbr: 100231, productTypeNmbr: 112 };
const context = { memberClientNmbr: 1000001, account: hint };

describe("the account hint cookie", () => {
  it("carries the four numbers, dot-separated, and reads them back", () => {
    expect(formatAccountHint(hint)).toBe("1000001.50000001.100231.112");
    expect(parseAccountHint("1000001.50000001.100231.112")).toEqual(hint);
  });

  it("gives nothing for anything but four positive whole numbers", () => {
    for (const value of [
      undefined,
      "",
      "1.2.3",
      "1.2.3.4.5",
      "0.2.3.4",
      "1.2.3.-4",
      "1.2.3.4e2",
      "a.b.c.d",
      "1.2.3.1234567890123456",
    ])
      expect({ value, hint: parseAccountHint(value) }).toEqual({ value, hint: null });
  });
});

describe("a call's key and target", () => {
  it("names the same call whatever the order of its query and body fields", () => {
    const a = callKey(accountEndpoints.gainAndLoss, { query: { clientNmbr: 1, clntRltnshpNmbr: 2 } });
    const b = callKey(accountEndpoints.gainAndLoss, { query: { clntRltnshpNmbr: "2", clientNmbr: 1 } });
    expect(a).toBe(b);
    const p = callKey(accountEndpoints.policy, {
      body: { contractNmbr: 3, clntRltnshpNmbr: 2, f: { y: true, x: false } },
    });
    const q = callKey(accountEndpoints.policy, {
      body: { clntRltnshpNmbr: 2, f: { x: false, y: true }, contractNmbr: 3 },
    });
    expect(p).toBe(q);
  });

  it("tells apart calls that ask for different things", () => {
    const key = (clntRltnshpNmbr: number) =>
      callKey(accountEndpoints.gainAndLoss, { query: { clientNmbr: 1, clntRltnshpNmbr } });
    expect(key(2)).not.toBe(key(3));
    expect(callKey(accountEndpoints.policy, { body: { contractNmbr: 3 } })).not.toBe(
      callKey(accountEndpoints.policy, { body: { contractNmbr: 4 } }),
    );
    expect(callKey(accountEndpoints.customAttributes, { query: { contractNmbr: 3 } })).not.toBe(
      callKey(accountEndpoints.accountSummary, { query: { clientId: 3 } }),
    );
  });

  it("targets the path with the query's defined values, in the order given", () => {
    expect(
      endpointTarget(accountEndpoints.gainAndLoss, {
        query: { clientNmbr: 1, clntRltnshpNmbr: 2, toDate: undefined },
      }),
    ).toBe("/accounts/gainAndLoss?clientNmbr=1&clntRltnshpNmbr=2");
    expect(endpointTarget(accountEndpoints.policy, { body: {} })).toBe("/accounts/policy");
  });
});

describe("a member page's first calls", () => {
  it("are the dashboard's four reads of the hinted account, and the fact sheet's fund", () => {
    const dashboard = pageFirstCalls("/dashboard", new URLSearchParams(), context);
    expect(dashboard.map(({ endpoint, input }) => endpointTarget(endpoint, input))).toEqual([
      "/accounts/accountSummary?clientId=1000001",
      "/accounts/policy",
      "/accounts/gainAndLoss?clientNmbr=1000001&clntRltnshpNmbr=50000001",
      "/contractinfoservice/customattributes?contractNmbr=100231",
    ]);
    const factSheet = pageFirstCalls("/fundFactSheet", new URLSearchParams("invTypeNmbr=298"), context);
    expect(factSheet.map(({ endpoint, input }) => endpointTarget(endpoint, input))).toEqual([
      "/funds/fundinfodetail?productTypeNmbr=112&invTypeNmbr=298",
    ]);
  });

  it("only read, and there are none for a fact sheet without a fund or for another page", () => {
    for (const path of ["/dashboard", "/fundFactSheet"])
      for (const { endpoint } of pageFirstCalls(path, new URLSearchParams("invTypeNmbr=1"), context))
        expect(readsOnly(endpoint)).toBe(true);
    for (const search of ["", "invTypeNmbr=abc", "invTypeNmbr=0", "invTypeNmbr=1.5"])
      expect(pageFirstCalls("/fundFactSheet", new URLSearchParams(search), context)).toEqual([]);
    for (const path of ["/", "/portfolio", "/fundSwitch", "/dashboard/"])
      expect(pageFirstCalls(path, new URLSearchParams(), context)).toEqual([]);
  });
});
