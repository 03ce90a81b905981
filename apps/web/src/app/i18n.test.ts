import { describe, expect, it } from "vitest";
import { initialLanguage } from "./i18n.ts";

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
});
