import { describe, expect, it } from "vitest";
import {
  addressMode,
  chineseCountries,
  isHongKongJurisdiction,
  isNoNumberJurisdiction,
  visibleCountries,
} from "./jurisdictions.ts";

const list = [
  { pltcJrsdNmbr: 100, countryNm: "Hong Kong", phoneCd: "+852" },
  { pltcJrsdNmbr: 101, countryNm: "香港", phoneCd: "+852" },
  { pltcJrsdNmbr: 166, countryNm: "Unknown", phoneCd: null },
  { pltcJrsdNmbr: 167, countryNm: "不詳", phoneCd: null },
  { pltcJrsdNmbr: 168, countryNm: "United Kingdom", phoneCd: "+44" },
  { pltcJrsdNmbr: 169, countryNm: "Hidden 169", phoneCd: "+1" },
  { pltcJrsdNmbr: 175, countryNm: "Hidden 175", phoneCd: "+1" },
  { pltcJrsdNmbr: 177, countryNm: "英國", phoneCd: "+44" },
];

describe("jurisdictions (part 1 §3)", () => {
  it("treats 100 and 101 as Hong Kong, nothing else", () => {
    expect(isHongKongJurisdiction(100)).toBe(true);
    expect(isHongKongJurisdiction(101)).toBe(true);
    expect(isHongKongJurisdiction(102)).toBe(false);
    expect(isHongKongJurisdiction(99)).toBe(false);
    expect(isHongKongJurisdiction(null)).toBe(false);
  });

  it("treats 166 and 167 as no-number jurisdictions", () => {
    expect(isNoNumberJurisdiction(166)).toBe(true);
    expect(isNoNumberJurisdiction(167)).toBe(true);
    expect(isNoNumberJurisdiction(165)).toBe(false);
    expect(isNoNumberJurisdiction(168)).toBe(false);
    expect(isNoNumberJurisdiction(undefined)).toBe(false);
  });

  it("hides 167, 169 and 175 from dropdowns and keeps the order", () => {
    expect(visibleCountries(list).map((c) => c.pltcJrsdNmbr)).toEqual([100, 101, 166, 168, 177]);
  });

  it("filters the Chinese list to visible odd numbers", () => {
    expect(chineseCountries(list).map((c) => c.pltcJrsdNmbr)).toEqual([101, 177]);
  });

  it("chooses the address mode from the jurisdiction", () => {
    expect(addressMode(100)).toBe("HK");
    expect(addressMode(101)).toBe("HK");
    expect(addressMode(168)).toBe("NON_HK");
    expect(addressMode(null)).toBe("NON_HK");
  });
});
