import { describe, expect, it } from "vitest";
import { followAccountHint } from "./account-hint.ts";
import { createSessionStore, type SelectedAccount } from "./session-store.ts";

const account: SelectedAccount = {
  clientNmbr: 1000001,
  clntRltnshpNmbr: 50000001,
  contractNmbr: 100231,
  productTypeNmbr: 112,
  isOrso: false,
  webCycleDate: "2026-11-27",
};

describe("the account hint cookie", () => {
  it("is written when the tab has an account, rewritten when it changes, removed when it goes", () => {
    const store = createSessionStore(window.sessionStorage);
    store.reset();
    const written: string[] = [];
    const stop = followAccountHint(store, (cookie) => written.push(cookie));
    expect(written).toEqual([]);
    store.update({ authenticated: true });
    expect(written).toEqual([]);
    store.update({ account });
    store.update({ account: { ...account, clntRltnshpNmbr: 50000002 } });
    store.update({ account: { ...account, clntRltnshpNmbr: 50000002, webCycleDate: "2026-11-28" } });
    store.reset();
    expect(written).toEqual([
      "portal_account=1000001.50000001.100231.112; Path=/; SameSite=Strict",
      "portal_account=1000001.50000002.100231.112; Path=/; SameSite=Strict",
      "portal_account=; Path=/; SameSite=Strict; Max-Age=0",
    ]);
    stop();
  });

  it("is written at once by a tab that starts with an account", () => {
    const store = createSessionStore(window.sessionStorage);
    store.update({ account });
    const written: string[] = [];
    followAccountHint(store, (cookie) => written.push(cookie))();
    expect(written).toEqual(["portal_account=1000001.50000001.100231.112; Path=/; SameSite=Strict"]);
    store.reset();
  });
});
