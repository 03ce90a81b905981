import { formatLongDate, placeholdersOf } from "@portal/domain";
import { describe, expect, it } from "vitest";
import { bilingual, isTranslationKey, messageDateTime, t, translator } from "./i18n.ts";

describe("t", () => {
  it("finds a nested key of a namespace in each language and fills in the placeholders", () => {
    expect(t("en", "documents:factSheet.keyFacts")).toBe("Key facts");
    expect(t("zh-HK", "documents:factSheet.keyFacts")).toBe("重要資料");
    expect(t("en", "documents:fund.perYear", { pct: "1.40" })).toBe("1.40% p.a.");
    expect(t("zh-HK", "documents:fund.perYear", { pct: "1.40" })).toBe("每年1.40%");
    expect(t("en", "documents:fund.riskClassOnScale", { riskClass: 5 })).toBe("5 (1 lowest – 7 highest)");
    expect(t("en", "notices:otp.body", { code: "123456", unused: "x" })).toContain("password is 123456.");
  });

  it("throws on a placeholder without a value rather than send '{{code}}'", () => {
    expect(() => t("en", "notices:otp.body")).toThrow(/no value for \{\{code\}\} in notices:otp.body/);
  });

  it("checks keys at compile time, and run-time keys with isTranslationKey", () => {
    // @ts-expect-error: a key the locale files do not have is a type error
    expect(() => t("en", "documents:factSheet.nope")).toThrow(/no message/);
    // @ts-expect-error: so is a branch that is not a message
    expect(() => t("en", "documents:factSheet")).toThrow(/no message/);
    const fundType = (code: string) => {
      const key = `documents:categories.${code}`;
      return isTranslationKey(key) ? t("zh-HK", key) : code;
    };
    expect(fundType("BOND")).toBe("債券基金");
    expect(fundType("toString")).toBe("toString");
    expect(fundType("OTHER")).toBe("OTHER");
    expect(isTranslationKey("documents:categories")).toBe(false);
    expect(isTranslationKey("categories.BOND")).toBe(false);
  });

  it("binds a language and a namespace with translator", () => {
    const zh = translator("zh-HK", "documents");
    expect(zh("asAt", { date: "2026年11月19日" })).toBe("截至2026年11月19日");
    // @ts-expect-error: the key of another namespace
    expect(() => zh("otp.body", { code: "1" })).toThrow(/no message/);
  });
});

describe("bilingual", () => {
  it("joins the English and the Chinese message, with per-language values", () => {
    expect(bilingual("notices:newPin.emailSubject", {}, " / ")).toBe("Your new PIN / 您的新密碼");
    expect(bilingual("notices:otp.body", { code: "654321" }, " ")).toBe(
      "Harbour Retirement: your one-time password is 654321. It expires in 5 minutes. Never share it with anyone. 港灣退休：您的一次性密碼為 654321，5分鐘內有效。",
    );
    expect(
      bilingual(
        "notices:profileChanged.emailSubject",
        (lang) => ({ what: t(lang, "notices:profileChanged.what.mobile") }),
        " / ",
      ),
    ).toBe("Your mobile number was changed / 您的手提電話號碼已更改");
  });
});

describe("the notices read as they did before they moved here", () => {
  const at = new Date("2026-11-20T08:00:00Z"); // 16:00 in Hong Kong
  const received = (kind: "FUND_SWITCH" | "FUTURE_ALLOCATION") =>
    bilingual(
      "notices:instructionReceived.body",
      (lang) => ({
        ...messageDateTime(at, lang),
        instruction: t(lang, `notices:instructionReceived.kinds.${kind}`),
        referenceNmbr: "IA0000042",
        dealingDate: formatLongDate("2026-11-23", lang),
        hotline: "2888 8800",
      }),
      "\n\n",
    );

  it("the instruction-received confirmation, for both kinds", () => {
    expect(received("FUND_SWITCH")).toBe(
      "We received your fund switching instruction IA0000042 on 20 Nov 2026 at 16:00 (Hong Kong time). " +
        "It is expected to be dealt on 23 Nov 2026. If you did not give this instruction, please call our hotline 2888 8800 at once." +
        "\n\n我們已於2026年11月20日16:00（香港時間）收到閣下的基金轉換指示（參考編號 IA0000042），預計於2026年11月23日處理。" +
        "如非閣下本人發出此指示，請立即致電熱線 2888 8800。",
    );
    expect(received("FUTURE_ALLOCATION")).toContain(
      "We received your change of investment allocation for future contributions IA0000042 on 20 Nov 2026",
    );
    expect(received("FUTURE_ALLOCATION")).toContain(
      "收到閣下的未來供款投資分配更改指示（參考編號 IA0000042）",
    );
  });

  it("the new-PIN message", () => {
    expect(bilingual("notices:newPin.body", { pin: "482915" }, " ")).toBe(
      "Harbour Retirement: your new PIN is 482915. You will be asked to change it when you next log in. 港灣退休：您的新密碼為 482915，下次登入時須更改。",
    );
    expect(bilingual("notices:newPin.letterSubject", {}, " / ")).toBe("PIN mailer / 密碼函件");
  });

  it("the profile-change notice, now in Chinese too", () => {
    const body = bilingual(
      "notices:profileChanged.body",
      (lang) => ({ what: t(lang, "notices:profileChanged.what.email"), ...messageDateTime(at, lang) }),
      "\n\n",
    );
    expect(body).toBe(
      "Your e-mail address for Harbour Retirement was changed on 20 Nov 2026, 16:00 (Hong Kong time). If you did not make this change, please call our hotline at once." +
        "\n\n您在港灣退休的電郵地址已於2026年11月20日16:00（香港時間）更改。如非您本人作出此更改，請立即致電我們的熱線。",
    );
  });
});

describe("the PIN-change notice", () => {
  it("says when, in both languages, and what to do if the member did not change it", () => {
    const at = new Date("2026-11-20T08:00:00Z"); // 16:00 in Hong Kong
    expect(bilingual("notices:pinChanged.body", (lang) => messageDateTime(at, lang), "\n\n")).toBe(
      "Your PIN for Harbour Retirement was changed on 20 Nov 2026, 16:00 (Hong Kong time). If you did not make this change, please call our hotline at once." +
        "\n\n您在港灣退休的密碼已於2026年11月20日16:00（香港時間）更改。如非您本人作出此更改，請立即致電我們的熱線。",
    );
    expect(bilingual("notices:pinChanged.emailSubject", {}, " / ")).toBe(
      "Your PIN was changed / 您的密碼已更改",
    );
    expect(bilingual("notices:pinChanged.smsSubject", {}, " / ")).toBe("PIN change / 密碼更改");
  });
});

describe("messageDateTime and the placeholders", () => {
  it("prints an instant in Hong Kong time, the date as formatLongDate", () => {
    const at = new Date("2026-09-04T16:05:00Z"); // 00:05 on 5 Sep in Hong Kong
    expect(messageDateTime(at, "en")).toEqual({ date: "5 Sep 2026", time: "00:05" });
    expect(messageDateTime(at, "zh-HK")).toEqual({ date: "2026年9月5日", time: "00:05" });
  });

  it("lists a message's placeholders once each", () => {
    expect(placeholdersOf("{{a}} and {{ b }} and {{a}}")).toEqual(["a", "b"]);
    expect(placeholdersOf("none")).toEqual([]);
  });
});
