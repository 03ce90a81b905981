import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import Decimal from "decimal.js";
import { describe, expect, it } from "vitest";
import { i18n } from "../../app/i18n.ts";
import { renderPage } from "../../test/render-page.tsx";
import { ContributionPage } from "./contribution-page.tsx";
import { contributionAnswer, contributionRecord } from "./history-fixtures.ts";

const CONTRIBUTIONS = "/api/transactions/transactioncontributionhistoryservice";

function renderContributions(body = contributionAnswer()) {
  return renderPage("/contribution", <ContributionPage />, {
    api: { [`GET ${CONTRIBUTIONS}`]: { body } },
  });
}

/** Each breakdown's item amounts, added with decimals, make its total row and the record's total. */
function expectEachBreakdownAddsUp(details: HTMLElement, total: string) {
  const amount = (cell: Element | null | undefined) =>
    new Decimal((cell?.textContent ?? "").replace(/[^0-9.-]/g, ""));
  const tables = details.querySelectorAll("table[data-breakdown]");
  expect(tables).toHaveLength(3);
  for (const table of tables) {
    const items = [...table.querySelectorAll("tbody tr")].map((row) => amount(row.querySelector("td")));
    const added = items.reduce((sum, value) => sum.plus(value), new Decimal(0));
    const shown = amount(table.querySelector("tfoot td"));
    const name = table.getAttribute("data-breakdown") ?? "";
    expect(added.toFixed(2), name).toBe(total);
    expect(shown.toFixed(2), name).toBe(total);
  }
}

function rowTexts(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole("row")
    .map((row) => row.textContent ?? "");
}

describe("contribution records page", () => {
  it("lists the records of the default range with the splits that have money", async () => {
    const app = renderContributions();
    expect(await screen.findByRole("heading", { level: 1, name: "Contribution records" })).toBeDefined();
    const table = await screen.findByRole("table", { name: "Contribution records" });
    // No surcharge in the range: no surcharge column. The payers and the types are headed as two
    // groupings of the same money, so nobody adds across them.
    expect(rowTexts(table)).toEqual([
      "Contribution period startTransaction dateBy sourceBy typeTotalActions",
      "EmployerMemberMandatoryVoluntary",
      "1 Jan 202610 Feb 2026HK$2,000.00HK$1,500.00HK$3,000.00HK$500.00HK$3,500.00Details",
      "1 Dec 20259 Jan 2026HK$2,000.00HK$1,500.00HK$3,000.00HK$500.00HK$3,500.00Details",
    ]);
    const bySource = within(table).getByRole("columnheader", { name: "By source" });
    expect([bySource.getAttribute("scope"), bySource.getAttribute("colspan")]).toEqual(["colgroup", "2"]);
    expect(within(table).getByRole("columnheader", { name: "By type" }).getAttribute("colspan")).toBe("2");
    expect(screen.getByTestId("records-groups-note").textContent).toBe(
      "Employer plus member equals the total, and so does mandatory plus voluntary: the same money shown two ways.",
    );
    const query = app.callsTo("GET", CONTRIBUTIONS)[0]?.query;
    expect(query?.get("fromDate")).toBe("2025-09-01");
    expect(query?.get("toDate")).toBe("2026-03-31");
    // The picker of §5.2 is there too.
    expect(screen.getByRole("button", { name: "From month" }).textContent).toBe("September 2025");
    expect(screen.getByRole("button", { name: "To month" }).textContent).toBe("March 2026");
  });

  it("shows a record's details: three breakdowns adding up to the total, money types, currency, exchange rate, fund allocation; logs /details", async () => {
    const app = renderContributions();
    await screen.findByRole("table", { name: "Contribution records" });
    expect(screen.queryByTestId("contribution-details")).toBeNull();
    const button = screen.getByRole("button", {
      name: "Details of the contribution for the period starting 1 Jan 2026",
    });
    expect(button.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(button);
    const details = await screen.findByTestId("contribution-details");
    const heading = within(details).getByRole("heading", {
      name: "Contribution details: 1 Jan 2026 to 31 Jan 2026",
    });
    expect(document.activeElement).toBe(heading);
    expect(button.getAttribute("aria-pressed")).toBe("true");
    const field = (key: string) => details.querySelector(`[data-field="${key}"]`)?.textContent;
    expect(field("periodStart")).toBe("1 Jan 2026");
    expect(field("transactionDate")).toBe("10 Feb 2026");
    expect(field("currency")).toBe("HKD");
    expect(field("exchangeRate")).toBe("1.0000");
    expect(field("relevantIncome")).toBe("HK$30,000.00");
    // The overlapping groupings are three breakdowns, each adding up to the total of 3,500.00
    // (one flat list of them added to 10,500.00).
    expect(within(details).getByTestId("breakdowns-intro").textContent).toBe(
      "The total of HK$3,500.00 in three ways; each adds up to the total.",
    );
    expect(rowTexts(within(details).getByRole("table", { name: "By source" }))).toEqual([
      "ItemAmount",
      "EmployerHK$2,000.00",
      "MemberHK$1,500.00",
      "TotalHK$3,500.00",
    ]);
    expect(rowTexts(within(details).getByRole("table", { name: "By type" }))).toEqual([
      "ItemAmount",
      "MandatoryHK$3,000.00",
      "VoluntaryHK$500.00",
      "TotalHK$3,500.00",
    ]);
    expect(rowTexts(within(details).getByRole("table", { name: "By source and type" }))).toEqual([
      "ItemAmount",
      "Employer mandatoryHK$1,500.00",
      "Employer voluntaryHK$500.00",
      "Member mandatoryHK$1,500.00",
      "Member voluntaryHK$0.00",
      "TotalHK$3,500.00",
    ]);
    expectEachBreakdownAddsUp(details, "3500.00");
    expect(rowTexts(within(details).getByRole("table", { name: "Amounts by money type" }))).toEqual([
      "Money typeAmount",
      "Member mandatoryHK$1,500.00",
      "Employer mandatoryHK$1,500.00",
      "Employer voluntaryHK$500.00",
    ]);
    expect(
      rowTexts(within(details).getByRole("table", { name: "How the contribution was invested" })),
    ).toEqual(["FundAllocation", "Harbour Asia Equity Fund70.00%", "Harbour MPF Conservative Fund30.00%"]);
    await waitFor(() => expect(app.callsTo("POST", "/api/record")).toHaveLength(1));
    expect(app.callsTo("POST", "/api/record")[0]?.body).toMatchObject({
      pageName: "Contribution Details",
      pageLink: "/contribution/details",
      policyId: 5000001,
      contractId: 1001,
    });
    fireEvent.click(within(details).getByRole("button", { name: "Close details" }));
    expect(screen.queryByTestId("contribution-details")).toBeNull();
  });

  it("shows the surcharge and the exchange rate of a foreign-currency record", async () => {
    renderContributions(
      contributionAnswer([
        contributionRecord({ currency: "USD", exchangeRate: "7.8123", surcharge: "50.00", total: "3550.00" }),
      ]),
    );
    const table = await screen.findByRole("table", { name: "Contribution records" });
    expect(rowTexts(table)).toEqual([
      "Contribution period startTransaction dateBy sourceBy typeSurchargeTotalExchange rateActions",
      "EmployerMemberMandatoryVoluntary",
      "1 Jan 202610 Feb 2026US$2,000.00US$1,500.00US$3,000.00US$500.00US$50.00US$3,550.00USD 7.8123Details",
    ]);
    // 2,000 + 1,500 + 50 = 3,000 + 500 + 50 = 3,550: the note says the surcharge counts in both.
    expect(screen.getByTestId("records-groups-note").textContent).toBe(
      "Employer plus member plus surcharge equals the total, and so does mandatory plus voluntary plus surcharge: the same money shown two ways.",
    );
    await act(() => i18n.changeLanguage("zh-HK"));
    expect(rowTexts(table).slice(0, 2)).toEqual([
      "供款期開始日期交易日期按來源劃分按類別劃分附加費總額匯率操作",
      "僱主成員強制性自願性",
    ]);
    expect(screen.getByTestId("records-groups-note").textContent).toBe(
      "僱主加成員加附加費等於總額，強制性加自願性加附加費亦等於總額：同一筆款項以兩種方式劃分。",
    );
    await act(() => i18n.changeLanguage("en"));
  });

  it("breaks a record with former-employer money and a surcharge down three ways, in Chinese too", async () => {
    // ER_MAN 1,500 + ER_VOL 750.50 + RO 10,000 + PS 333.33 + EE_MAN 1,500 + EE_VOL 200.25, surcharge 75.05:
    // total 14,359.13 = employer 12,583.83 + member 1,700.25 + 75.05 = mandatory 13,000 + voluntary 1,284.08 + 75.05.
    renderContributions(
      contributionAnswer([
        contributionRecord({
          lines: [
            { moneyTypeNm: "ER_MAN", amount: "1500.00" },
            { moneyTypeNm: "ER_VOL", amount: "750.50" },
            { moneyTypeNm: "RO", amount: "10000.00" },
            { moneyTypeNm: "PS", amount: "333.33" },
            { moneyTypeNm: "EE_MAN", amount: "1500.00" },
            { moneyTypeNm: "EE_VOL", amount: "200.25" },
          ],
          mandatory: "13000.00",
          voluntary: "1284.08",
          employer: "12583.83",
          member: "1700.25",
          employerMandatory: "1500.00",
          employerVoluntary: "750.50",
          memberMandatory: "1500.00",
          memberVoluntary: "200.25",
          surcharge: "75.05",
          total: "14359.13",
        }),
      ]),
    );
    await screen.findByRole("table", { name: "Contribution records" });
    fireEvent.click(
      screen.getByRole("button", { name: "Details of the contribution for the period starting 1 Jan 2026" }),
    );
    const details = await screen.findByTestId("contribution-details");
    expect(rowTexts(within(details).getByRole("table", { name: "By source" }))).toEqual([
      "ItemAmount",
      "EmployerHK$12,583.83",
      "MemberHK$1,700.25",
      "SurchargeHK$75.05",
      "TotalHK$14,359.13",
    ]);
    expect(rowTexts(within(details).getByRole("table", { name: "By type" }))).toEqual([
      "ItemAmount",
      "MandatoryHK$13,000.00",
      "VoluntaryHK$1,284.08",
      "SurchargeHK$75.05",
      "TotalHK$14,359.13",
    ]);
    expect(rowTexts(within(details).getByRole("table", { name: "By source and type" }))).toEqual([
      "ItemAmount",
      "Employer mandatoryHK$1,500.00",
      "Employer voluntaryHK$750.50",
      "Former employer mandatoryHK$10,000.00",
      "Former employer voluntaryHK$333.33",
      "Member mandatoryHK$1,500.00",
      "Member voluntaryHK$200.25",
      "SurchargeHK$75.05",
      "TotalHK$14,359.13",
    ]);
    expectEachBreakdownAddsUp(details, "14359.13");

    await act(() => i18n.changeLanguage("zh-HK"));
    expect(await within(details).findByRole("table", { name: "按來源劃分" })).toBeDefined();
    expect(within(details).getByRole("table", { name: "按類別劃分" })).toBeDefined();
    expect(rowTexts(within(details).getByRole("table", { name: "按來源及類別劃分" }))).toContain(
      "前僱主強制性HK$10,000.00",
    );
    await act(() => i18n.changeLanguage("en"));
  });

  it("says when the period has no record", async () => {
    renderContributions(contributionAnswer([]));
    expect(
      (await screen.findByText("There are no contribution records in this period.")).getAttribute("role"),
    ).toBe("status");
  });
});
