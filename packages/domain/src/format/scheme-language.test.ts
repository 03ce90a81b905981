import { describe, expect, it } from "vitest";
import { SCHEMES } from "./identifiers.ts";
import { initialLanguage, offersLanguageToggle, schemeLanguage } from "./scheme-language.ts";

describe("the schemes' language rule (part 1 §1)", () => {
  it("serves the employer-sponsored scheme in English only, without the toggle", () => {
    expect(schemeLanguage("SMP")).toBe("en");
    expect(offersLanguageToggle("SMP")).toBe(false);
  });

  it("lets the members of every other scheme choose, with the toggle", () => {
    for (const scheme of SCHEMES.filter((s) => s !== "SMP")) {
      expect(schemeLanguage(scheme)).toBeNull();
      expect(offersLanguageToggle(scheme)).toBe(true);
    }
  });

  it("lets a visitor whose scheme is not known yet choose", () => {
    expect(schemeLanguage(null)).toBeNull();
    expect(offersLanguageToggle(null)).toBe(true);
  });
});

describe("initialLanguage", () => {
  it("follows ?lang= on the landing page (the page the server sends too): zh is Chinese, anything else English", () => {
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
