import { describe, expect, it } from "vitest";
import { SCHEMES } from "./identifiers.ts";
import { offersLanguageToggle, schemeLanguage } from "./scheme-language.ts";

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
