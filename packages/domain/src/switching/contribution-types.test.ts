import { describe, expect, it } from "vitest";
import {
  CONTRIBUTION_TYPE_KEYS,
  CONTRIBUTION_TYPE_LABELS,
  CONTRIBUTION_TYPES,
  contributionTypeLabelKey,
  directionFor,
  includesMoneyType,
  type MoneyTypeFlags,
  offeredContributionTypes,
  splitsByEmployer,
  storedContributionType,
} from "./contribution-types.ts";

// The demo's money types: member and employer mandatory, employer voluntary, ORSO member and employer.
const EE_MAN: MoneyTypeFlags = { code: "EE_MAN", isMandatory: true, isEmployer: false };
const ER_MAN: MoneyTypeFlags = { code: "ER_MAN", isMandatory: true, isEmployer: true };
const ER_VOL: MoneyTypeFlags = { code: "ER_VOL", isMandatory: false, isEmployer: true };
const TVC: MoneyTypeFlags = { code: "TVC", isMandatory: false, isEmployer: false };
const ORSO_EE: MoneyTypeFlags = { code: "ORSO_EE", isMandatory: false, isEmployer: false };
const ORSO_ER: MoneyTypeFlags = { code: "ORSO_ER", isMandatory: false, isEmployer: true };

const MPF = { scheme: "S800", isOrso: false } as const;
const ORSO = { scheme: "S800", isOrso: true } as const;
const SMP = { scheme: "SMP", isOrso: false } as const;
const AIIB = { scheme: "HKAIIB", isOrso: false } as const;
const COBRAND = { scheme: "COBRAND", isOrso: false } as const;

describe("the contribution type codes (part 2 §3.6)", () => {
  it("stores five codes, shown as fsContribution.type1 to type5", () => {
    expect(CONTRIBUTION_TYPES).toEqual(["MANDATORY", "VOLUNTARY", "ALL", "EMPLOYER", "MEMBER"]);
    expect(CONTRIBUTION_TYPES.map((t) => CONTRIBUTION_TYPE_KEYS[t])).toEqual([
      "fsContribution.type1",
      "fsContribution.type2",
      "fsContribution.type3",
      "fsContribution.type4",
      "fsContribution.type5",
    ]);
  });
});

describe("includesMoneyType", () => {
  it("puts each money type in the parts its flags say, and every one in ALL", () => {
    const parts = (m: MoneyTypeFlags) => CONTRIBUTION_TYPES.filter((t) => includesMoneyType(t, m));
    expect(parts(EE_MAN)).toEqual(["MANDATORY", "ALL", "MEMBER"]);
    expect(parts(ER_MAN)).toEqual(["MANDATORY", "ALL", "EMPLOYER"]);
    expect(parts(ER_VOL)).toEqual(["VOLUNTARY", "ALL", "EMPLOYER"]);
    expect(parts(TVC)).toEqual(["VOLUNTARY", "ALL", "MEMBER"]);
  });
});

describe("splitsByEmployer", () => {
  it("splits ORSO accounts, the employer scheme and the AIIB scheme by employer and member; MPF by mandatory and voluntary", () => {
    expect([MPF, ORSO, SMP, AIIB, COBRAND].map(splitsByEmployer)).toEqual([false, true, true, true, false]);
  });
});

describe("offeredContributionTypes (part 2 §2.7)", () => {
  it("offers an MPF employee account with mandatory and voluntary money both parts and the whole", () => {
    expect(offeredContributionTypes(MPF, [EE_MAN, ER_MAN, ER_VOL])).toEqual([
      "MANDATORY",
      "VOLUNTARY",
      "ALL",
    ]);
  });

  it("offers only the part there is money in, without the whole", () => {
    // A personal account of transfers-in (mandatory only), a TVC account (voluntary only).
    expect(offeredContributionTypes(MPF, [EE_MAN, ER_MAN])).toEqual(["MANDATORY"]);
    expect(offeredContributionTypes(MPF, [TVC])).toEqual(["VOLUNTARY"]);
  });

  it("offers an ORSO account employer, member and all", () => {
    expect(offeredContributionTypes(ORSO, [ORSO_EE, ORSO_ER])).toEqual(["EMPLOYER", "MEMBER", "ALL"]);
    expect(offeredContributionTypes(ORSO, [ORSO_EE])).toEqual(["MEMBER"]);
    // The same money in an MPF account splits the other way: both are voluntary.
    expect(offeredContributionTypes(MPF, [ORSO_EE, ORSO_ER])).toEqual(["VOLUNTARY"]);
  });

  it("splits the employer and AIIB schemes by payer, even for mandatory money", () => {
    expect(offeredContributionTypes(SMP, [EE_MAN, ER_MAN])).toEqual(["EMPLOYER", "MEMBER", "ALL"]);
    expect(offeredContributionTypes(AIIB, [ER_MAN, ER_VOL])).toEqual(["EMPLOYER"]);
  });

  it("offers nothing to an account without money", () => {
    expect(offeredContributionTypes(MPF, [])).toEqual([]);
    expect(offeredContributionTypes(ORSO, [])).toEqual([]);
  });
});

describe("contributionTypeLabelKey (part 2 §2.7's list)", () => {
  it("labels MPF types Mandatory, Voluntary, Mandatory & Voluntary for both steps", () => {
    for (const assets of ["existing", "future"] as const)
      expect(
        (["MANDATORY", "VOLUNTARY", "ALL"] as const).map((t) => contributionTypeLabelKey(t, MPF, assets)),
      ).toEqual(["mandatory", "voluntary", "mandatoryVoluntary"]);
  });

  it("labels the existing assets of an employer/member split as balances", () => {
    expect(
      (["EMPLOYER", "MEMBER", "ALL"] as const).map((t) => contributionTypeLabelKey(t, ORSO, "existing")),
    ).toEqual(["allEmployerBalance", "allMemberBalance", "allAccruedBenefits"]);
  });

  it("names the payer of future contributions: employer, company (employer scheme), bank (AIIB)", () => {
    const future = (account: { scheme: "S800" | "SMP" | "HKAIIB"; isOrso: boolean }) =>
      (["EMPLOYER", "MEMBER", "ALL"] as const).map((t) => contributionTypeLabelKey(t, account, "future"));
    expect(future(ORSO)).toEqual(["employer", "member", "employerAndMember"]);
    expect(future(SMP)).toEqual(["company", "member", "companyAndMember"]);
    expect(future(AIIB)).toEqual(["bank", "member", "employerAndMember"]);
  });

  it("gives a type of the other split its plain name, never nothing", () => {
    expect(contributionTypeLabelKey("EMPLOYER", MPF, "existing")).toBe("employer");
    expect(contributionTypeLabelKey("MEMBER", MPF, "future")).toBe("member");
    expect(contributionTypeLabelKey("MANDATORY", ORSO, "existing")).toBe("mandatory");
    expect(contributionTypeLabelKey("VOLUNTARY", SMP, "future")).toBe("voluntary");
    for (const type of CONTRIBUTION_TYPES)
      for (const account of [MPF, ORSO, SMP, AIIB])
        for (const assets of ["existing", "future"] as const)
          expect(CONTRIBUTION_TYPE_LABELS).toContain(contributionTypeLabelKey(type, account, assets));
  });
});

describe("directionFor", () => {
  const all = { contributionType: "ALL", effectiveDate: "2018-01-02", id: 7 };
  const voluntary = { contributionType: "VOLUNTARY", effectiveDate: "2020-05-04", id: 9 };
  const newerAll = { contributionType: "ALL", effectiveDate: "2021-03-01", id: 12 };

  it("takes the direction for ALL when a type has none of its own", () => {
    expect(directionFor([all], "MANDATORY")).toBe(all);
    expect(directionFor([all, voluntary], "MANDATORY")).toBe(all);
  });

  it("takes a type's own direction when it is newer than the one for ALL, and ALL's when that is newer", () => {
    expect(directionFor([all, voluntary], "VOLUNTARY")).toBe(voluntary);
    expect(directionFor([all, voluntary, newerAll], "VOLUNTARY")).toBe(newerAll);
  });

  it("breaks a same-day tie by the later record, and answers null with nothing on record", () => {
    const sameDay = { contributionType: "VOLUNTARY", effectiveDate: "2021-03-01", id: 13 };
    expect(directionFor([newerAll, sameDay], "VOLUNTARY")).toBe(sameDay);
    expect(directionFor([voluntary], "MANDATORY")).toBeNull();
  });
});

describe("storedContributionType", () => {
  it("reads a code, an fsContribution key, or nothing as the whole account", () => {
    expect(storedContributionType("MANDATORY")).toBe("MANDATORY");
    expect(storedContributionType("fsContribution.type5")).toBe("MEMBER");
    expect(storedContributionType(null)).toBe("ALL");
    expect(storedContributionType("")).toBe("ALL");
    expect(storedContributionType("BONUS")).toBeNull();
  });
});
