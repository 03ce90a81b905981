import { describe, expect, it, vi } from "vitest";
import { createSessionStore } from "../lib/session-store.ts";
import { followSchemeLanguage } from "./i18n.ts";

describe("followSchemeLanguage", () => {
  it("switches to the scheme's one language once the session's scheme is known, and only then", () => {
    sessionStorage.clear();
    const store = createSessionStore(sessionStorage);
    let language = "zh-HK";
    const change = vi.fn((next: string) => {
      language = next;
    });
    const stop = followSchemeLanguage(store, change, () => language);
    store.update({ loginType: "employee" });
    store.update({ scheme: "S800", authenticated: true });
    expect(change).not.toHaveBeenCalled();
    store.update({ scheme: "SMP" });
    expect(change).toHaveBeenCalledExactlyOnceWith("en");
    // Already English: nothing more to do.
    store.update({ authenticated: false });
    expect(change).toHaveBeenCalledOnce();
    stop();
  });
});
