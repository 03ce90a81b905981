import { describe, expect, it, vi } from "vitest";
import { createSessionStore } from "../lib/session-store.ts";
import { carriedTexts, followSchemeLanguage } from "./i18n.ts";

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

describe("carriedTexts: the first page's texts, from the page", () => {
  const texts = { language: "zh-HK", namespaces: { common: { nav: { home: "主頁" } }, broken: "x" } };

  it("gives a namespace the page carries in the language asked for", () => {
    expect(carriedTexts(texts, "zh-HK", "common")).toEqual({ nav: { home: "主頁" } });
  });

  it("gives nothing (the chunk is fetched) for another language, another namespace, or no texts", () => {
    expect(carriedTexts(texts, "en", "common")).toBeUndefined();
    expect(carriedTexts(texts, "zh-HK", "dashboard")).toBeUndefined();
    expect(carriedTexts(texts, "zh-HK", "broken" as "common")).toBeUndefined();
    expect(carriedTexts(undefined, "zh-HK", "common")).toBeUndefined();
  });
});
