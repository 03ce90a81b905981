import { describe, expect, it, vi } from "vitest";
import { createTranslator, interpolate, type Texts } from "./translator.ts";

const en = {
  common: {
    hello: "Hello, {{name}}",
    nested: { deeper: { text: "Deep" } },
    items_one: "{{count}} item",
    items_other: "{{count}} items",
    items_zero: "No items",
    list: ["a", "b"],
  },
  feature: { title: "Feature", sections: [{ heading: "One" }] },
};
type Resources = typeof en;

const zh = {
  common: {
    hello: "你好，{{name}}",
    nested: { deeper: { text: "深" } },
    items_one: "{{count}} 項",
    items_other: "{{count}} 項",
    items_zero: "沒有項目",
    list: ["甲", "乙"],
  },
  feature: { title: "功能", sections: [{ heading: "一" }] },
};

function translator(
  load = vi.fn((language: "en" | "zh-HK", namespace: keyof Resources): Promise<Texts> => {
    return Promise.resolve((language === "en" ? en : zh)[namespace]);
  }),
) {
  const i18n = createTranslator<Resources, "en" | "zh-HK", "common">({
    language: "en",
    resources: { en: { common: en.common }, "zh-HK": { common: zh.common } },
    load,
    defaultNamespace: "common",
  });
  return { i18n, load };
}

describe("interpolate", () => {
  it("fills each {{name}} from the values and leaves a name without a value to be seen", () => {
    expect(interpolate("{{a}} and {{ b }} and {{c}}", { a: 1, b: "two" })).toBe("1 and two and {{c}}");
  });
});

describe("createTranslator", () => {
  it("finds nested keys, fills values, and picks the plural form by the language's rules", () => {
    const { i18n } = translator();
    expect(i18n.t("hello", { name: "Chan Tai Man" })).toBe("Hello, Chan Tai Man");
    expect(i18n.t("nested.deeper.text")).toBe("Deep");
    expect(i18n.t("items", { count: 1 })).toBe("1 item");
    expect(i18n.t("items", { count: 3 })).toBe("3 items");
    expect(i18n.t("items", { count: 0 })).toBe("No items");
    expect(i18n.t("common:list", { returnObjects: true })).toEqual(["a", "b"]);
  });

  it("answers a missing key, or an object not asked for as one, with the key itself", () => {
    const { i18n } = translator();
    expect(i18n.t("nested" as "hello")).toBe("nested");
    expect(i18n.t("feature:title")).toBe("feature:title");
    expect(i18n.exists("feature:title")).toBe(false);
    expect(i18n.exists("hello")).toBe(true);
  });

  it("loads a namespace once, however many ask while it loads, and then knows it", async () => {
    const { i18n, load } = translator();
    expect(i18n.hasLoadedNamespace("feature")).toBe(false);
    const first = i18n.loadNamespaces(["feature"]);
    expect(i18n.loadNamespaces("feature")).toBe(first);
    await first;
    expect(load).toHaveBeenCalledOnce();
    expect(i18n.hasLoadedNamespace("feature")).toBe(true);
    const t = i18n.getFixedT("en", ["feature", "common"]);
    expect(t("title")).toBe("Feature");
    expect(t("hello", { name: "A" })).toBe("Hello, A");
    expect(t("sections", { returnObjects: true })[0]?.heading).toBe("One");
    expect(i18n.getFixedT("en", ["feature", "common"])).toBe(t);
  });

  it("switches language at once when the namespaces in use are there, and tells its listeners", async () => {
    const { i18n, load } = translator();
    const heard = vi.fn();
    i18n.subscribe(heard);
    void i18n.changeLanguage("zh-HK");
    expect(i18n.language).toBe("zh-HK");
    expect(heard).toHaveBeenCalledExactlyOnceWith("zh-HK");
    expect(i18n.t("items", { count: 1 })).toBe("1 項");
    expect(load).not.toHaveBeenCalled();
  });

  it("loads the namespaces in use in the new language before it switches", async () => {
    const { i18n, load } = translator();
    await i18n.loadNamespaces(["feature"]);
    const switching = i18n.changeLanguage("zh-HK");
    expect(i18n.language).toBe("en");
    await switching;
    expect(load).toHaveBeenLastCalledWith("zh-HK", "feature");
    expect(i18n.language).toBe("zh-HK");
    expect(i18n.getFixedT("zh-HK", "feature")("title")).toBe("功能");
  });

  it("keeps the language asked for last when an earlier change is still loading", async () => {
    const { i18n } = translator();
    await i18n.loadNamespaces(["feature"]);
    const toChinese = i18n.changeLanguage("zh-HK");
    await i18n.changeLanguage("en");
    await toChinese;
    expect(i18n.language).toBe("en");
  });

  it("remembers a failed load, so a render need not wait on it, and tries again when asked", async () => {
    let fail = true;
    const { i18n } = translator(
      vi.fn((language: "en" | "zh-HK", namespace: keyof Resources) =>
        fail
          ? Promise.reject(new Error("offline"))
          : Promise.resolve((language === "en" ? en : zh)[namespace]),
      ),
    );
    await expect(i18n.loadNamespaces("feature")).rejects.toThrow("offline");
    expect(i18n.hasFailedNamespace("feature")).toBe(true);
    expect(i18n.hasLoadedNamespace("feature")).toBe(false);
    fail = false;
    await i18n.loadNamespaces("feature");
    expect(i18n.hasFailedNamespace("feature")).toBe(false);
    expect(i18n.getFixedT("en", "feature")("title")).toBe("Feature");
  });

  it("keeps its language when the new one's texts cannot load, and says so", async () => {
    const { i18n } = translator(
      vi.fn((language: "en" | "zh-HK", namespace: keyof Resources) =>
        language === "zh-HK" ? Promise.reject(new Error("offline")) : Promise.resolve(en[namespace]),
      ),
    );
    await i18n.loadNamespaces("feature");
    await expect(i18n.changeLanguage("zh-HK")).rejects.toThrow("offline");
    expect(i18n.language).toBe("en");
  });

  it("checks keys when compiled", () => {
    const { i18n } = translator();
    // @ts-expect-error: a list is not a text; it is asked for with returnObjects
    expect(i18n.t("list")).toBe("list");
    // @ts-expect-error: no such key
    expect(i18n.t("missing")).toBe("missing");
    // @ts-expect-error: another namespace's key needs its prefix
    expect(i18n.t("title")).toBe("title");
    // @ts-expect-error: no such namespace
    expect(i18n.t("other:hello")).toBe("other:hello");
  });
});
