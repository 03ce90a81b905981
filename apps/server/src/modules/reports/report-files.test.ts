import type {
  ContributionHistoryResponse,
  ContributionRecordVo,
  Language,
  TransactionHistoryResponse,
} from "@portal/domain";
import Decimal from "decimal.js";
import { describe, expect, it } from "vitest";
import { pdfText } from "../../testing/pdf-text.ts";
import {
  balanceStatementFile,
  contributionStatementFile,
  type ReportContext,
  type ReportFile,
  transactionStatementFile,
} from "./report-files.ts";

// ---------------------------------------------------------------- fixtures (worked by hand)

const INJECTION = '=HYPERLINK("http://evil.example","click")';

const CTX: ReportContext = {
  memberName: "CHAN Tai Man",
  clientNmbr: 100234,
  accountNumber: "8000-1234-5",
  schemeNameEn: "Harbour MPF Scheme Series 800",
  schemeNameZh: "港灣強積金計劃800系列",
  planNameEn: "Personal Account",
  planNameZh: "個人帳戶",
  currency: "HKD",
  unitPriceDecimals: 4,
  fromDate: "2026-05-01",
  toDate: "2026-10-31",
  generatedAt: new Date("2026-11-20T02:00:00Z"), // 10:00 in Hong Kong
};
const BALANCE_CTX: ReportContext = { ...CTX, fromDate: "2026-10-30", toDate: "2026-10-30" };

type Fund = TransactionHistoryResponse["funds"][number];
type Row = Fund["rows"][number];

const row = (
  seq: number,
  date: string,
  labelKey: string,
  moneyTypeNm: string,
  grossAmt: string,
  unitPrice: string,
  units: string,
): Row => ({
  trnsHstSeqNmbr: seq,
  trnsHstEfctvDt: date,
  activityTypeNmbr: labelKey === "txn2" ? 5 : labelKey === "txn5" ? 60 : 61,
  labelKey,
  subTrnsNm: null,
  moneyTypeNm,
  grossAmt,
  unitPrice,
  units,
});

/**
 * Growth: 1000 units at 12.3456 = 12,345.60; +120 +120 -153.8462 units = 1,086.1538 units, at
 * 13.2000 = 14,337.23. The injected fund: 0 + 200 units, at 10.1000 = 2,020.00. Conservative: 500
 * units, no transactions, at 1.0600 = 530.00. Transactions sum to 1,500 + 1,500 - 2,000 + 2,000 =
 * 3,000.00; the closing balances to 14,337.23 + 2,020.00 + 530.00 = 16,887.23.
 */
const GROWTH: Fund = {
  invTypeNmbr: 304,
  legalNm: "GROWTH FUND",
  othLegalNm: "增長基金",
  openingBalance: { date: "2026-04-30", amount: "12345.60", unitPrice: "12.3456", units: "1000.0000" },
  rows: [
    row(1, "2026-05-05", "txn2", "EE_MAN", "1500.00", "12.5000", "120.0000"),
    row(2, "2026-05-05", "txn2", "ER_MAN", "1500.00", "12.5000", "120.0000"),
    row(3, "2026-07-15", "txn5", "ER_MAN", "-2000.00", "13.0000", "-153.8462"),
  ],
  totalUnits: "1086.1538",
  closingBalance: { date: "2026-10-30", amount: "14337.23", unitPrice: "13.2000", units: "1086.1538" },
};
const INJECTED: Fund = {
  invTypeNmbr: 311,
  legalNm: INJECTION,
  othLegalNm: INJECTION,
  openingBalance: { date: "2026-04-30", amount: "0.00", unitPrice: "10.0000", units: "0.0000" },
  rows: [row(4, "2026-07-15", "txn6", "ER_MAN", "2000.00", "10.0000", "200.0000")],
  totalUnits: "200.0000",
  closingBalance: { date: "2026-10-30", amount: "2020.00", unitPrice: "10.1000", units: "200.0000" },
};
const CONSERVATIVE: Fund = {
  invTypeNmbr: 320,
  legalNm: "MPF CONSERVATIVE FUND",
  othLegalNm: "強積金保守基金",
  openingBalance: { date: "2026-04-30", amount: "525.00", unitPrice: "1.0500", units: "500.0000" },
  rows: [],
  totalUnits: "500.0000",
  closingBalance: { date: "2026-10-30", amount: "530.00", unitPrice: "1.0600", units: "500.0000" },
};

const HISTORY: TransactionHistoryResponse = {
  clntRltnshpNmbr: 5001,
  fromDate: CTX.fromDate,
  toDate: CTX.toDate,
  currency: "HKD",
  funds: [GROWTH, INJECTED, CONSERVATIVE],
};

/** The balance as at 30 Oct 2026: the closing balances of the day; a fund without units is left out. */
const closingOnly = (fund: Fund): Fund => ({
  ...fund,
  openingBalance: fund.closingBalance,
  rows: [],
  totalUnits: fund.closingBalance.units,
});
const EMPTY_FUND: Fund = {
  invTypeNmbr: 330,
  legalNm: "HONG KONG EQUITY FUND",
  othLegalNm: "香港股票基金",
  openingBalance: { date: "2026-10-30", amount: "0.00", unitPrice: "20.5000", units: "0.0000" },
  rows: [],
  totalUnits: "0.0000",
  closingBalance: { date: "2026-10-30", amount: "0.00", unitPrice: "20.5000", units: "0.0000" },
};
const BALANCE: TransactionHistoryResponse = {
  ...HISTORY,
  fromDate: "2026-10-30",
  toDate: "2026-10-30",
  funds: [closingOnly(GROWTH), closingOnly(INJECTED), EMPTY_FUND, closingOnly(CONSERVATIVE)],
};

const record = (
  r: Pick<ContributionRecordVo, "contributionId" | "periodStart" | "periodEnd" | "transactionDate"> &
    Partial<ContributionRecordVo>,
): ContributionRecordVo => ({
  currency: "HKD",
  exchangeRate: "1",
  relevantIncome: null,
  lines: [],
  mandatory: "0.00",
  voluntary: "0.00",
  employer: "0.00",
  member: "0.00",
  employerMandatory: "0.00",
  employerVoluntary: "0.00",
  memberMandatory: "0.00",
  memberVoluntary: "0.00",
  surcharge: "0.00",
  total: "0.00",
  fundAllocation: [],
  ...r,
});

/**
 * May: 1,500 + 1,500 + 500 = 3,500.00. June: 1,500 + 1,500 + 250.50 and a 75.25 surcharge =
 * 3,325.75. In all 6,825.75: employee mandatory 3,000.00, employer mandatory 3,000.00, employee
 * voluntary 500.00, employer voluntary 250.50, surcharge 75.25. Given newest first, as the service does.
 */
const MAY = record({
  contributionId: 1,
  periodStart: "2026-05-01",
  periodEnd: "2026-05-31",
  transactionDate: "2026-06-10",
  relevantIncome: "30000.00",
  lines: [
    { moneyTypeNm: "EE_MAN", amount: "1500.00" },
    { moneyTypeNm: "ER_MAN", amount: "1500.00" },
    { moneyTypeNm: "EE_VOL", amount: "500.00" },
  ],
  mandatory: "3000.00",
  voluntary: "500.00",
  employer: "1500.00",
  member: "2000.00",
  employerMandatory: "1500.00",
  memberMandatory: "1500.00",
  memberVoluntary: "500.00",
  total: "3500.00",
  fundAllocation: [
    { invTypeNmbr: 311, legalNm: INJECTION, othLegalNm: INJECTION, percent: 40 },
    { invTypeNmbr: 304, legalNm: "GROWTH FUND", othLegalNm: "增長基金", percent: 60 },
  ],
});
const JUNE = record({
  contributionId: 2,
  periodStart: "2026-06-01",
  periodEnd: "2026-06-30",
  transactionDate: "2026-07-10",
  lines: [
    { moneyTypeNm: "ER_MAN", amount: "1500.00" },
    { moneyTypeNm: "EE_MAN", amount: "1500.00" },
    { moneyTypeNm: "ER_VOL", amount: "250.50" },
  ],
  mandatory: "3000.00",
  voluntary: "250.50",
  employer: "1750.50",
  member: "1500.00",
  employerMandatory: "1500.00",
  employerVoluntary: "250.50",
  memberMandatory: "1500.00",
  surcharge: "75.25",
  total: "3325.75",
});
const CONTRIBUTIONS: ContributionHistoryResponse = {
  clntRltnshpNmbr: 5001,
  fromDate: CTX.fromDate,
  toDate: CTX.toDate,
  transactionHistoryResponseVos: [JUNE, MAY],
};

// ---------------------------------------------------------------- reading the files back

const BOM = "\uFEFF";

function textOf(file: ReportFile): string {
  return new TextDecoder("utf-8", { ignoreBOM: true }).decode(file.bytes);
}

/** RFC 4180: fields split by commas, records by CRLF, quoted fields with doubled quotes. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i++;
    } else field += c;
  }
  expect(field).toBe(""); // the file ends with CRLF
  expect(row).toEqual([]);
  return rows;
}

/** The CSV's rows after checking the BOM and the line ends. */
function csvRows(file: ReportFile): string[][] {
  expect(file.contentType).toBe("text/csv; charset=utf-8");
  expect(file.extension).toBe("csv");
  expect([...file.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = textOf(file);
  expect(text.startsWith(BOM)).toBe(true);
  expect(text.replaceAll("\r\n", "")).not.toMatch(/[\r\n]/); // no bare CR or LF: quoted fields have none here
  return parseCsv(text.slice(1));
}

/** The table of a CSV: from the row whose first cell is `firstHeader` to the next blank row. */
function table(rows: string[][], firstHeader: string): { header: string[]; body: string[][] } {
  const start = rows.findIndex((r) => r[0] === firstHeader);
  expect(start).toBeGreaterThan(0);
  const end = rows.findIndex((r, i) => i > start && r.length === 1 && r[0] === "");
  const header = rows[start] ?? [];
  return { header, body: rows.slice(start + 1, end < 0 ? undefined : end) };
}

const column = (t: { header: string[]; body: string[][] }, name: string) => {
  const i = t.header.indexOf(name);
  expect(i).toBeGreaterThanOrEqual(0);
  return t.body.map((r) => r[i] ?? "");
};

const total = (values: readonly string[]) =>
  values
    .filter((v) => v !== "")
    .reduce((acc, v) => acc.plus(v), new Decimal(0))
    .toFixed(2);

/** The label-value heading row of a CSV. */
const fact = (rows: string[][], label: string) => rows.find((r) => r[0] === label)?.[1];

/** The PDF's words through Debian's pdftotext (poppler-utils), white space removed. */
function pdfWords(file: ReportFile): string {
  expect(file.contentType).toBe("application/pdf");
  expect(file.extension).toBe("pdf");
  expect(Buffer.from(file.bytes.slice(0, 5)).toString("latin1")).toBe("%PDF-");
  return pdfText(file.bytes).replace(/\s+/g, "");
}

const squash = (text: string) => text.replace(/\s+/g, "");

// ---------------------------------------------------------------- the transaction statement

describe("the transaction statement", () => {
  it("as CSV in English: the heading, one row per line item, amounts that sum", async () => {
    const rows = csvRows(await transactionStatementFile(HISTORY, CTX, "CSV", "en"));
    expect(rows[0]).toEqual(["Transaction statement"]);
    expect(fact(rows, "Member name")).toBe("CHAN Tai Man");
    expect(fact(rows, "Account number")).toBe("8000-1234-5");
    expect(fact(rows, "Scheme name")).toBe("Harbour MPF Scheme Series 800");
    expect(fact(rows, "Plan name")).toBe("Personal Account");
    expect(fact(rows, "Period")).toBe("1 May 2026 to 31 Oct 2026");
    expect(fact(rows, "Currency")).toBe("HKD");
    expect(fact(rows, "Generated")).toBe("20 Nov 2026 10:00 (Hong Kong time)");
    expect(rows).toContainEqual(["Changes you request appear in reports 2 days later."]);

    const t = table(rows, "Fund code");
    expect(t.header).toEqual([
      "Fund code",
      "Fund",
      "Entry",
      "Date",
      "Transaction type",
      "Money type",
      "Amount",
      "Unit price",
      "Units",
    ]);
    // Growth: opening, 3 transactions, total units, closing; injected: 1 + 1 + 2; conservative: 0 + 3.
    expect(t.body).toHaveLength(13);
    const entries = column(t, "Entry");
    const amounts = column(t, "Amount");
    expect(total(amounts.filter((_, i) => entries[i] === "Transaction"))).toBe("3000.00");
    expect(total(amounts.filter((_, i) => entries[i] === "Closing balance"))).toBe("16887.23");
    expect(t.body[0]).toEqual([
      "304",
      "Growth Fund",
      "Opening balance",
      "2026-04-30",
      "",
      "",
      "12345.60",
      "12.3456",
      "1000.0000",
    ]);
    expect(t.body[3]).toEqual([
      "304",
      "Growth Fund",
      "Transaction",
      "2026-07-15",
      "Switch-out",
      "Employer mandatory",
      "-2000.00", // a number: no apostrophe
      "13.0000",
      "-153.8462",
    ]);
    expect(t.body[4]?.slice(2)).toEqual(["Total units", "", "", "", "", "", "1086.1538"]);
    expect(t.body[12]?.[4]).toBe("");
    expect(rows.at(-1)).toEqual(["Total closing balance of all funds", "16887.23"]);
  });

  it("as CSV: a fund name that is a formula comes out as text, quoted per RFC 4180", async () => {
    const file = await transactionStatementFile(HISTORY, CTX, "CSV", "en");
    const fund = column(table(csvRows(file), "Fund code"), "Fund");
    // English names are formatted as the portal shows them (§5.3); the formula is still neutralised.
    expect(fund[6]).toBe(`'=Hyperlink("Http://Evil.Example","Click")`);
    expect(textOf(file)).toContain(`"'=Hyperlink(""Http://Evil.Example"",""Click"")"`);
    const zh = column(
      table(csvRows(await transactionStatementFile(HISTORY, CTX, "CSV", "zh-HK")), "基金編號"),
      "基金",
    );
    expect(zh[6]).toBe(`'${INJECTION}`);
  });

  it("as CSV in Chinese: the header and the labels in Chinese", async () => {
    const rows = csvRows(await transactionStatementFile(HISTORY, CTX, "CSV", "zh-HK"));
    expect(rows[0]).toEqual(["交易結算表"]);
    expect(fact(rows, "期間")).toBe("2026年5月1日至2026年10月31日");
    expect(fact(rows, "計劃名稱")).toBe("港灣強積金計劃800系列");
    expect(fact(rows, "計劃類別名稱")).toBe("個人帳戶");
    expect(fact(rows, "編製時間")).toBe("2026年11月20日 10:00（香港時間）");
    expect(rows).toContainEqual(["您要求的更改會於2天後在報告中反映。"]);
    const t = table(rows, "基金編號");
    expect(t.header).toEqual([
      "基金編號",
      "基金",
      "項目",
      "日期",
      "交易類別",
      "款項類別",
      "金額",
      "單位價格",
      "單位數目",
    ]);
    expect(t.body).toHaveLength(13);
    expect(t.body[1]?.slice(1, 6)).toEqual(["增長基金", "交易", "2026-05-05", "供款投資", "成員強制性供款"]);
    const entries = column(t, "項目");
    expect(total(column(t, "金額").filter((_, i) => entries[i] === "交易"))).toBe("3000.00");
    expect(rows.at(-1)).toEqual(["所有基金的期末結餘總額", "16887.23"]);
  });

  it("as PDF in English and Chinese: the member, the period, the total", async () => {
    const en = pdfWords(await transactionStatementFile(HISTORY, CTX, "PDF", "en"));
    for (const words of [
      "Transaction statement",
      "CHAN Tai Man",
      "8000-1234-5",
      "1 May 2026 to 31 Oct 2026",
      "Harbour MPF Scheme Series 800",
      "Growth Fund",
      "Switch-out",
      "-2,000.00",
      "14,337.23",
      "Total closing balance of all funds",
      "HK$16,887.23",
      "20 Nov 2026 10:00 (Hong Kong time)",
      "Changes you request appear in reports 2 days later.",
      "1 / 1",
    ])
      expect(en).toContain(squash(words));
    const zh = pdfWords(await transactionStatementFile(HISTORY, CTX, "PDF", "zh-HK"));
    for (const words of [
      "交易結算表",
      "CHAN Tai Man",
      "2026年5月1日至2026年10月31日",
      "港灣強積金計劃800系列",
      "增長基金",
      "基金轉出",
      "期末結餘",
      "HK$16,887.23",
      "您要求的更改會於2天後在報告中反映。",
    ])
      expect(zh).toContain(squash(words));
  });

  it("as PDF: a long history breaks into pages that repeat the fund and the table header", async () => {
    const rows = Array.from({ length: 120 }, (_, i) =>
      row(100 + i, "2026-06-01", "txn2", "EE_MAN", "100.00", "12.5000", "8.0000"),
    );
    const long: TransactionHistoryResponse = { ...HISTORY, funds: [{ ...GROWTH, rows }, CONSERVATIVE] };
    const words = pdfWords(await transactionStatementFile(long, CTX, "PDF", "en"));
    const pages = Number(/1\/(\d+)/.exec(words)?.[1]);
    expect(pages).toBeGreaterThanOrEqual(3);
    expect(words).toContain(`${pages}/${pages}`);
    expect(words).toContain("GrowthFund(continued)");
    expect(words.split("Unitprice(HKD)").length - 1).toBeGreaterThanOrEqual(pages);
  });

  it("for a period without records says so, in both formats and languages", async () => {
    const empty = { ...HISTORY, funds: [] };
    const en = csvRows(await transactionStatementFile(empty, CTX, "CSV", "en"));
    expect(en[0]).toEqual(["Transaction statement"]);
    expect(en.at(-1)).toEqual(["There are no records for this period."]);
    const zh = csvRows(await transactionStatementFile(empty, CTX, "CSV", "zh-HK"));
    expect(zh.at(-1)).toEqual(["此期間沒有任何紀錄。"]);
    expect(pdfWords(await transactionStatementFile(empty, CTX, "PDF", "en"))).toContain(
      squash("There are no records for this period."),
    );
    expect(pdfWords(await transactionStatementFile(empty, CTX, "PDF", "zh-HK"))).toContain(
      "此期間沒有任何紀錄。",
    );
  });
});

// ---------------------------------------------------------------- the contribution statement

describe("the contribution statement", () => {
  it("as CSV in English: one row per money-type line, oldest record first, totals per money type", async () => {
    const rows = csvRows(await contributionStatementFile(CONTRIBUTIONS, CTX, "CSV", "en"));
    expect(rows[0]).toEqual(["Contribution statement"]);
    expect(fact(rows, "Period")).toBe("1 May 2026 to 31 Oct 2026");
    const t = table(rows, "Contribution period start");
    expect(t.header).toEqual([
      "Contribution period start",
      "Contribution period end",
      "Transaction date",
      "Currency",
      "Exchange rate",
      "Relevant income",
      "Money type",
      "Amount",
      "Record total",
      "Fund allocation",
    ]);
    expect(t.body).toHaveLength(7); // May: 3 lines; June: 3 lines and the surcharge
    expect(total(column(t, "Amount"))).toBe("6825.75");
    expect(column(t, "Money type")).toEqual([
      "Employer mandatory",
      "Member mandatory",
      "Member voluntary",
      "Employer mandatory",
      "Member mandatory",
      "Employer voluntary",
      "Surcharge",
    ]);
    expect(t.body[0]).toEqual([
      "2026-05-01",
      "2026-05-31",
      "2026-06-10",
      "HKD",
      "1",
      "30000.00",
      "Employer mandatory",
      "1500.00",
      "3500.00",
      `'=Hyperlink("Http://Evil.Example","Click") 40%; Growth Fund 60%`,
    ]);
    expect(t.body[6]?.slice(0, 9)).toEqual([
      "2026-06-01",
      "2026-06-30",
      "2026-07-10",
      "HKD",
      "1",
      "",
      "Surcharge",
      "75.25",
      "3325.75",
    ]);
    const totals = table(rows, "Money type");
    expect(totals.header).toEqual(["Money type", "Currency", "Total"]);
    expect(totals.body).toEqual([
      ["Employer mandatory", "HKD", "3000.00"],
      ["Member mandatory", "HKD", "3000.00"],
      ["Employer voluntary", "HKD", "250.50"],
      ["Member voluntary", "HKD", "500.00"],
      ["Surcharge", "HKD", "75.25"],
      ["Total contributions", "HKD", "6825.75"],
    ]);
  });

  it("as CSV in Chinese, with a member name that is a formula neutralised", async () => {
    const ctx = { ...CTX, memberName: "@SUM(1+1)" };
    const rows = csvRows(await contributionStatementFile(CONTRIBUTIONS, ctx, "CSV", "zh-HK"));
    expect(rows[0]).toEqual(["供款結算表"]);
    expect(fact(rows, "成員姓名")).toBe("'@SUM(1+1)");
    const t = table(rows, "供款期開始日期");
    expect(t.header).toEqual([
      "供款期開始日期",
      "供款期結束日期",
      "交易日期",
      "貨幣",
      "匯率",
      "有關入息",
      "款項類別",
      "金額",
      "紀錄總額",
      "基金分配",
    ]);
    expect(t.body).toHaveLength(7);
    expect(total(column(t, "金額"))).toBe("6825.75");
    expect(column(t, "基金分配")[0]).toBe(`'${INJECTION} 40%; 增長基金 60%`);
    expect(rows.at(-1)).toEqual(["供款總額", "HKD", "6825.75"]);
  });

  it("as PDF in English and Chinese", async () => {
    const en = pdfWords(await contributionStatementFile(CONTRIBUTIONS, CTX, "PDF", "en"));
    for (const words of [
      "Contribution statement",
      "CHAN Tai Man",
      "1 May 2026 to 31 Oct 2026",
      "1 May 2026 to 31 May 2026",
      "30,000.00",
      "Member voluntary",
      "Record total",
      "3,325.75",
      "Totals by money type",
      "Total contributions",
      "6,825.75",
      "Invested in:",
    ])
      expect(en).toContain(squash(words));
    const zh = pdfWords(await contributionStatementFile(CONTRIBUTIONS, CTX, "PDF", "zh-HK"));
    for (const words of [
      "供款結算表",
      "2026年5月1日至2026年10月31日",
      "成員強制性供款",
      "附加費",
      "供款總額",
      "6,825.75",
    ])
      expect(zh).toContain(squash(words));
  });

  it("for a period without records says so", async () => {
    const empty = { ...CONTRIBUTIONS, transactionHistoryResponseVos: [] };
    expect(csvRows(await contributionStatementFile(empty, CTX, "CSV", "en")).at(-1)).toEqual([
      "There are no records for this period.",
    ]);
    expect(pdfWords(await contributionStatementFile(empty, CTX, "PDF", "zh-HK"))).toContain(
      "此期間沒有任何紀錄。",
    );
  });
});

// ---------------------------------------------------------------- the balance statement

describe("the account balance statement", () => {
  it("as CSV in English: funds with units, their values summing to the total", async () => {
    const rows = csvRows(await balanceStatementFile(BALANCE, BALANCE_CTX, "CSV", "en"));
    expect(rows[0]).toEqual(["Account balance statement"]);
    expect(fact(rows, "Period")).toBe("As at 30 Oct 2026");
    const t = table(rows, "Fund code");
    expect(t.header).toEqual([
      "Fund code",
      "Fund",
      "Units",
      "Unit price",
      "Price date",
      "Value",
      "% of total",
    ]);
    expect(t.body).toHaveLength(3); // the Hong Kong equity fund has no units
    expect(t.body).toEqual([
      ["304", "Growth Fund", "1086.1538", "13.2000", "2026-10-30", "14337.23", "84.90"],
      [
        "311",
        `'=Hyperlink("Http://Evil.Example","Click")`,
        "200.0000",
        "10.1000",
        "2026-10-30",
        "2020.00",
        "11.96",
      ],
      ["320", "MPF Conservative Fund", "500.0000", "1.0600", "2026-10-30", "530.00", "3.14"],
    ]);
    expect(total(column(t, "Value"))).toBe("16887.23");
    expect(rows.at(-1)).toEqual(["Total account balance", "16887.23"]);
  });

  it("as CSV in Chinese", async () => {
    const rows = csvRows(await balanceStatementFile(BALANCE, BALANCE_CTX, "CSV", "zh-HK"));
    expect(rows[0]).toEqual(["帳戶結餘結算表"]);
    expect(fact(rows, "期間")).toBe("截至2026年10月30日");
    const t = table(rows, "基金編號");
    expect(t.header).toEqual(["基金編號", "基金", "單位數目", "單位價格", "價格日期", "價值", "所佔比例"]);
    expect(t.body).toHaveLength(3);
    expect(column(t, "基金")).toEqual(["增長基金", `'${INJECTION}`, "強積金保守基金"]);
    expect(total(column(t, "價值"))).toBe("16887.23");
    expect(rows.at(-1)).toEqual(["帳戶結餘總額", "16887.23"]);
  });

  it.each<[Language, string[]]>([
    ["en", ["Account balance statement", "As at 30 Oct 2026", "Growth Fund", "84.90", "16,887.23", "100.00"]],
    [
      "zh-HK",
      ["帳戶結餘結算表", "截至2026年10月30日", "強積金保守基金", "84.90", "16,887.23", "帳戶結餘總額"],
    ],
  ])("as PDF (%s)", async (lang, expected) => {
    const words = pdfWords(await balanceStatementFile(BALANCE, BALANCE_CTX, "PDF", lang));
    expect(words).toContain("CHANTaiMan");
    for (const text of expected) expect(words).toContain(squash(text));
    expect(words).not.toContain(lang === "en" ? "HongKongEquityFund" : "香港股票基金");
  });

  it("without units on the day says so", async () => {
    const empty = { ...BALANCE, funds: [EMPTY_FUND] };
    expect(csvRows(await balanceStatementFile(empty, BALANCE_CTX, "CSV", "en")).at(-1)).toEqual([
      "There are no fund holdings on this date.",
    ]);
    expect(pdfWords(await balanceStatementFile(empty, BALANCE_CTX, "PDF", "zh-HK"))).toContain(
      "此日期沒有持有任何基金。",
    );
  });
});
