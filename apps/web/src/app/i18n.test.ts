import { describe, expect, it, vi } from "vitest";
import { createSessionStore } from "../lib/session-store.ts";
import { followSchemeLanguage, initialLanguage } from "./i18n.ts";

describe("initialLanguage", () => {
  it("follows ?lang= on the landing page: zh is Chinese, anything else English", () => {
    expect(initialLanguage({ pathname: "/", search: "?lang=zh" }, "en")).toBe("zh-HK");
    expect(initialLanguage({ pathname: "/", search: "?lang=en" }, "zh-HK")).toBe("en");
    expect(initialLanguage({ pathname: "/", search: "?lang=" }, "zh-HK")).toBe("en");
  });

  it("otherwise keeps the remembered choice, else English", () => {
    expect(initialLanguage({ pathname: "/", search: "" }, "zh-HK")).toBe("zh-HK");
    expect(initialLanguage({ pathname: "/forgotpin", search: "?lang=zh" }, null)).toBe("en");
    expect(initialLanguage({ pathname: "/", search: "" }, "fr")).toBe("en");
  });

  it("gives a reloaded page of the employer-sponsored scheme its one language, English", () => {
    expect(initialLanguage({ pathname: "/dashboard", search: "" }, "zh-HK", "SMP")).toBe("en");
    expect(initialLanguage({ pathname: "/dashboard", search: "" }, "zh-HK", "S800")).toBe("zh-HK");
  });
});

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
