import { describe, expect, it } from "vitest";
import { i18n } from "../app/i18n.ts";
import { assetsOfKind, contributionTypeLabel } from "./contribution-type-label.ts";

const MPF = { scheme: "S800" as const, isOrso: false };
const ORSO = { scheme: "S800" as const, isOrso: true };
const SMP = { scheme: "SMP" as const, isOrso: false };

describe("contributionTypeLabel (one label on the wizard and the instruction's details)", () => {
  it("labels by the account's split and the assets, in both languages", () => {
    const en = i18n.getFixedT("en");
    const zh = i18n.getFixedT("zh-HK");
    expect(contributionTypeLabel(en, "ALL", MPF, "existing")).toBe("Mandatory & Voluntary");
    expect(contributionTypeLabel(en, "ALL", MPF, assetsOfKind("FUTURE_ALLOCATION"))).toBe(
      "Mandatory & Voluntary",
    );
    expect(contributionTypeLabel(en, "ALL", ORSO, assetsOfKind("FUND_SWITCH"))).toBe(
      "Switch out ALL accrued benefits",
    );
    expect(contributionTypeLabel(en, "EMPLOYER", SMP, assetsOfKind("FUTURE_ALLOCATION"))).toBe("Company");
    expect(contributionTypeLabel(zh, "MANDATORY", MPF, "existing")).toBe("強制性供款");
    expect(contributionTypeLabel(zh, "MEMBER", ORSO, "future")).toBe("成員供款");
  });
});
