import {
  benefitStatementPeriods,
  endpoints,
  formatMoney,
  formatNumber,
  hkDateOf,
  type Language,
  type StatementPeriod,
} from "@portal/domain";
import Decimal from "decimal.js";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/database.ts";
import { callEndpoint } from "../../testing/call.ts";
import { memberSession } from "../../testing/member-session.ts";
import { pdfText } from "../../testing/pdf-text.ts";
import { createTestApp, TEST_NOW, type TestApp } from "../../testing/test-app.ts";
import { createOwnershipRepository } from "../ownership/ownership.repository.ts";
import { type OwnedAccount, requireCycleDate } from "../ownership/ownership.service.ts";
import { createReferenceRepository } from "../reference/reference.repository.ts";
import { createReferenceSource } from "../reference/reference-data.ts";
import { createTransactionsRepository } from "../transactions/transactions.repository.ts";
import { createBenefitStatementRepository } from "./benefit-statement.repository.ts";
import {
  type BenefitStatementDeps,
  type BenefitStatementFigures,
  benefitStatementFigures,
  benefitStatementPdf,
} from "./benefit-statement.ts";

const P1 = 1000001;
const P4B = 1000012; // employer voluntary money vesting by service (70% at the cycle date)

let t: TestApp;
let deps: BenefitStatementDeps;
let p1Token: string;

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);

/** A member's account of a kind, as the ownership check hands it to the statement. */
async function accountOf(clientNmbr: number, accountType: string): Promise<OwnedAccount> {
  const [found] = await rows<{ rel: number }>(
    sql`select clnt_rltnshp_nmbr as rel from policies
        where client_nmbr = ${clientNmbr} and account_type_code = ${accountType}
        order by clnt_rltnshp_nmbr limit 1`,
  );
  if (!found) throw new Error(`no ${accountType} account for ${clientNmbr}`);
  const row = await createOwnershipRepository(t.database.db).findOwnedAccount(clientNmbr, found.rel);
  if (!row) throw new Error(`account ${found.rel} not owned by ${clientNmbr}`);
  return { ...row, cycleDate: requireCycleDate(row.cycleDate) };
}

/** The identity every statement keeps: opening + the flows + the gain = closing, to the cent. */
function expectBalanced(f: BenefitStatementFigures): void {
  const s = f.summary;
  const c = s.contributions;
  const parts = [
    c.employerMandatory,
    c.employerVoluntary,
    c.memberMandatory,
    c.memberVoluntary,
    c.formerEmployerMandatory,
    c.formerEmployerVoluntary,
  ];
  expect(parts.reduce((a, v) => a.plus(v), new Decimal(0)).toFixed(2)).toBe(c.total);
  const closing = new Decimal(s.openingBalance)
    .plus(c.total)
    .plus(s.transfersIn)
    .minus(s.transfersOut)
    .minus(s.withdrawals)
    .minus(s.feesAndCharges)
    .plus(s.otherAdjustments)
    .plus(s.investmentGainLoss);
  expect(closing.toFixed(2)).toBe(s.closingBalance);
  const held = f.holdings.reduce((a, h) => a.plus(h.value), new Decimal(0));
  expect(held.toFixed(2)).toBe(s.closingBalance);
}

const squeeze = (text: string) => text.replace(/\s+/g, "");

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  deps = {
    statements: createBenefitStatementRepository(t.database.db),
    transactions: createTransactionsRepository(t.database.db),
    reference: createReferenceSource(createReferenceRepository(t.database.db)),
  };
  p1Token = await memberSession(t.database.db, P1, TEST_NOW);
});
afterAll(() => t.close());

describe("benefitStatementFigures: P1's employee account", () => {
  it("agrees to the cent with the transaction history for each of the last two scheme years", async () => {
    const account = await accountOf(P1, "EE");
    expect(account.contract.contractNmbr).toBe(100231);
    const periods = benefitStatementPeriods(
      account.policy.effectiveDate,
      account.cycleDate,
      hkDateOf(TEST_NOW),
    );
    // Within the history's 36 months: 2025/26 and 2024/25.
    const years = periods.filter((p) => p.from >= "2024-04-01");
    expect(years.map((p) => p.schemeYear)).toEqual(["2025/26", "2024/25"]);

    for (const period of years) {
      const f = await benefitStatementFigures(deps, account, period);
      const res = await callEndpoint(
        t.app,
        endpoints.transactionHistory,
        {
          query: {
            clntRltnshpNmbr: account.policy.clntRltnshpNmbr,
            fromDate: period.from,
            toDate: period.to,
          },
        },
        p1Token,
      );
      expect(res.statusCode).toBe(200);
      const history = res.json() as {
        funds: {
          invTypeNmbr: number;
          openingBalance: { amount: string };
          closingBalance: { amount: string; units: string; unitPrice: string };
        }[];
      };
      const total = (pick: (fund: (typeof history.funds)[number]) => string) =>
        history.funds.reduce((a, fund) => a.plus(pick(fund)), new Decimal(0)).toFixed(2);

      expect(f.closingDate).toBe(period.to);
      expect(f.summary.openingBalance).toBe(total((fund) => fund.openingBalance.amount));
      expect(f.summary.closingBalance).toBe(total((fund) => fund.closingBalance.amount));
      expect(new Decimal(f.summary.closingBalance).isPositive()).toBe(true);

      // Every fund held at the period end, and only those, with the history's units, price and value.
      const heldInHistory = history.funds.filter((fund) => !new Decimal(fund.closingBalance.units).isZero());
      expect(f.holdings.map((h) => h.invTypeNmbr)).toEqual(heldInHistory.map((fund) => fund.invTypeNmbr));
      for (const h of f.holdings) {
        const fund = heldInHistory.find((x) => x.invTypeNmbr === h.invTypeNmbr);
        expect(h.units).toBe(fund?.closingBalance.units);
        expect(h.unitPrice).toBe(fund?.closingBalance.unitPrice);
        expect(h.value).toBe(fund?.closingBalance.amount);
        expect(h.priceDate <= period.to).toBe(true);
      }

      // Twelve monthly contributions dealt in the year: 1,500 + 1,500 mandatory and 2,250 employer voluntary.
      expect(f.summary.contributions).toEqual({
        employerMandatory: "18000.00",
        employerVoluntary: "27000.00",
        memberMandatory: "18000.00",
        memberVoluntary: "0.00",
        formerEmployerMandatory: "0.00",
        formerEmployerVoluntary: "0.00",
        total: "63000.00",
      });
      expect(f.summary.transfersIn).toBe("0.00");
      expect(f.summary.transfersOut).toBe("0.00");
      expect(f.summary.withdrawals).toBe("0.00");
      expect(f.summary.feesAndCharges).toBe("0.00");
      expectBalanced(f);

      // The direction in force at the period end: the one of 2 Jan 2018.
      expect(f.investmentDirections).toHaveLength(1);
      expect(f.investmentDirections[0]?.effectiveDate).toBe("2018-01-02");
      expect(f.investmentDirections[0]?.lines.map((l) => [l.invTypeNmbr, l.percent])).toEqual([
        [302, 30],
        [313, 30],
        [312, 20],
        [306, 10],
        [315, 10],
      ]);
      // Vesting is stored at the cycle date only; P1 is fully vested anyway.
      expect(f.vestedAmount).toBeNull();
      expect(f.member).toEqual({ clientNmbr: P1, nameEn: "CHAN Tai Man", nameZh: "陳大文" });
      expect(f.currency).toBe("HKD");
    }
  });

  it("chains: one year's closing balance is the next year's opening balance", async () => {
    const account = await accountOf(P1, "EE");
    const [later, earlier] = benefitStatementPeriods(
      account.policy.effectiveDate,
      account.cycleDate,
      hkDateOf(TEST_NOW),
    );
    if (!later || !earlier) throw new Error("two periods expected");
    const a = await benefitStatementFigures(deps, account, earlier);
    const b = await benefitStatementFigures(deps, account, later);
    expect(b.summary.openingBalance).toBe(a.summary.closingBalance);
    expect(b.openingDate).toBe(a.periodTo);
  });
});

describe("benefitStatementFigures: other flows", () => {
  it("counts a transfer-in (TFR money) as a transfer, not a contribution", async () => {
    const account = await accountOf(P1, "PA");
    const period: StatementPeriod = { schemeYear: "2012/13", from: "2012-05-01", to: "2013-03-31" };
    const f = await benefitStatementFigures(deps, account, period);
    expect(f.summary.openingBalance).toBe("0.00");
    expect(f.summary.transfersIn).toBe("186540.00");
    expect(f.summary.contributions.total).toBe("0.00");
    // The contract's own plan name in both languages, not the product's.
    expect(f.plan).toEqual({ nameEn: "Personal Account Plan", nameZh: "個人帳戶計劃" });
    expectBalanced(f);
  });

  it("leaves switches in the gain or loss: P1's switch of March 2021 is not a flow", async () => {
    const account = await accountOf(P1, "EE");
    const period: StatementPeriod = { schemeYear: "2020/21", from: "2020-04-01", to: "2021-03-31" };
    const [switched] = await rows<{ n: number }>(
      sql`select count(*)::int as n from transactions
          where clnt_rltnshp_nmbr = ${account.policy.clntRltnshpNmbr} and activity_type_nmbr in (60, 61)
            and effective_date between ${period.from} and ${period.to}`,
    );
    expect(switched?.n).toBeGreaterThan(0);
    const f = await benefitStatementFigures(deps, account, period);
    expect(f.summary.contributions.total).toBe("63000.00");
    expect(f.summary.transfersIn).toBe("0.00");
    expect(f.summary.otherAdjustments).toBe("0.00");
    expectBalanced(f);
  });

  it("counts a withdrawal of the whole account (P9, September 2020) and ends at zero", async () => {
    const account = await accountOf(1000009, "PA");
    const period: StatementPeriod = { schemeYear: "2020/21", from: "2020-04-01", to: "2021-03-31" };
    const [paid] = await rows<{ amount: string }>(
      sql`select (-sum(gross_amt))::text as amount from transactions
          where clnt_rltnshp_nmbr = ${account.policy.clntRltnshpNmbr} and activity_type_nmbr = 92`,
    );
    const f = await benefitStatementFigures(deps, account, period);
    expect(new Decimal(f.summary.openingBalance).isPositive()).toBe(true);
    expect(f.summary.withdrawals).toBe(new Decimal(paid?.amount ?? 0).toFixed(2));
    expect(new Decimal(f.summary.withdrawals).isPositive()).toBe(true);
    expect(f.summary.closingBalance).toBe("0.00");
    expect(f.holdings).toEqual([]);
    expectBalanced(f);
    const pdf = await benefitStatementPdf(deps, account, period, "en", TEST_NOW);
    expect(pdfText(pdf).replace(/\s+/g, " ")).toContain("You held no fund units at the end of the period.");
  });

  it("counts a transfer out (P11, August 2019) apart from withdrawals", async () => {
    const account = await accountOf(1000011, "EE");
    const period: StatementPeriod = { schemeYear: "2019/20", from: "2019-04-01", to: "2020-03-31" };
    const f = await benefitStatementFigures(deps, account, period);
    expect(new Decimal(f.summary.transfersOut).isPositive()).toBe(true);
    expect(f.summary.withdrawals).toBe("0.00");
    expect(f.summary.contributions.employerMandatory).toBe(f.summary.contributions.memberMandatory);
    expect(f.summary.closingBalance).toBe("0.00");
    expectBalanced(f);
  });

  it("shows the vested amount only where the data gives it: a period ending on the cycle date", async () => {
    const account = await accountOf(P4B, "ER");
    const past = await benefitStatementFigures(deps, account, {
      schemeYear: "2025/26",
      from: "2025-04-01",
      to: "2026-03-31",
    });
    expect(past.vestedAmount).toBeNull();
    expectBalanced(past);
    const current = await benefitStatementFigures(deps, account, {
      schemeYear: "2026/27",
      from: "2026-04-01",
      to: account.cycleDate,
    });
    expect(current.vestedAmount).not.toBeNull();
    expect(new Decimal(current.vestedAmount ?? 0).lessThan(current.summary.closingBalance)).toBe(true);
    expectBalanced(current);
  });
});

describe("benefitStatementPdf", () => {
  const period: StatementPeriod = { schemeYear: "2025/26", from: "2025-04-01", to: "2026-03-31" };

  async function render(lang: Language) {
    const account = await accountOf(P1, "EE");
    const figures = await benefitStatementFigures(deps, account, period);
    const pdf = await benefitStatementPdf(deps, account, period, lang, TEST_NOW);
    expect(Buffer.from(pdf.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    return { figures, text: pdfText(pdf) };
  }

  it("English: the member, the period and the closing balance as formatted", async () => {
    const { figures, text } = await render("en");
    const flat = text.replace(/\s+/g, " ");
    expect(flat).toContain("Annual Benefit Statement");
    expect(flat).toContain("CHAN Tai Man");
    expect(flat).toContain("1000001");
    expect(flat).toContain("1 Apr 2025 to 31 Mar 2026");
    expect(flat).toContain(formatMoney(figures.summary.closingBalance, "HKD"));
    expect(flat).toContain(formatMoney(figures.summary.openingBalance, "HKD"));
    expect(flat).toContain("Harbour MPF Scheme Series 800");
    expect(flat).toContain("2888 8800");
    // The funds' rounded percentages beside the total's 100.00%: said why they may not add up.
    expect(figures.holdings.length).toBeGreaterThan(1);
    expect(flat).toContain("Each fund's percentage is rounded to two decimal places, so they may not add up");
    // Units grouped in thousands, as the web pages show them (19,766.4825, not 19766.4825).
    for (const h of figures.holdings) expect(flat).toContain(formatNumber(h.units, 4));
    expect(figures.holdings.some((h) => new Decimal(h.units).greaterThanOrEqualTo(1000))).toBe(true);
    expect(text).not.toMatch(/[\u4e00-\u9fff]/); // no Chinese in the English statement
  });

  it("Chinese: the title, the member's Chinese name, the period and the Chinese fund names", async () => {
    const { figures, text } = await render("zh-HK");
    const flat = squeeze(text);
    expect(flat).toContain("周年權益報表");
    expect(flat).toContain("陳大文");
    expect(flat).toContain("2025年4月1日至2026年3月31日");
    expect(flat).toContain(squeeze(formatMoney(figures.summary.closingBalance, "HKD")));
    expect(flat).toContain("港灣強積金計劃800系列");
    expect(flat).toContain(squeeze("因此相加未必剛好等於100%"));
    expect(figures.holdings.length).toBeGreaterThan(0);
    for (const h of figures.holdings) expect(flat).toContain(squeeze(h.othLegalNm));
    for (const l of figures.investmentDirections[0]?.lines ?? [])
      expect(flat).toContain(squeeze(l.othLegalNm));
  });
});
