import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderPage } from "../../test/render-page.tsx";
import { ContributionPage } from "./contribution-page.tsx";
import { contributionAnswer, contributionRecord } from "./history-fixtures.ts";

const CONTRIBUTIONS = "/api/transactions/transactioncontributionhistoryservice";

function renderContributions(body = contributionAnswer()) {
  return renderPage("/contribution", <ContributionPage />, {
    api: { [`GET ${CONTRIBUTIONS}`]: { body } },
  });
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
    // No surcharge in the range: no surcharge column.
    expect(rowTexts(table)).toEqual([
      "Contribution period startTransaction dateEmployerMemberMandatoryVoluntaryTotalActions",
      "1 Jan 202610 Feb 2026HK$2,000.00HK$1,500.00HK$3,000.00HK$500.00HK$3,500.00Details",
      "1 Dec 20259 Jan 2026HK$2,000.00HK$1,500.00HK$3,000.00HK$500.00HK$3,500.00Details",
    ]);
    const query = app.callsTo("GET", CONTRIBUTIONS)[0]?.query;
    expect(query?.get("fromDate")).toBe("2025-09-01");
    expect(query?.get("toDate")).toBe("2026-03-31");
    // The picker of §5.2 is there too.
    expect(screen.getByRole("button", { name: "From month" }).textContent).toBe("September 2025");
    expect(screen.getByRole("button", { name: "To month" }).textContent).toBe("March 2026");
  });

  it("shows a record's details with every split, money type, currency, exchange rate and fund allocation, and logs /details", async () => {
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
    expect(rowTexts(within(details).getByRole("table", { name: "Amounts by contribution type" }))).toEqual([
      "Contribution typeAmount",
      "MandatoryHK$3,000.00",
      "VoluntaryHK$500.00",
      "EmployerHK$2,000.00",
      "MemberHK$1,500.00",
      "Employer mandatoryHK$1,500.00",
      "Employer voluntaryHK$500.00",
      "Member mandatoryHK$1,500.00",
      "TotalHK$3,500.00",
    ]);
    expect(rowTexts(within(details).getByRole("table", { name: "Amounts by money type" }))).toEqual([
      "Money typeAmount",
      "Employee mandatoryHK$1,500.00",
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
      "Contribution period startTransaction dateEmployerMemberMandatoryVoluntarySurchargeTotalExchange rateActions",
      "1 Jan 202610 Feb 2026US$2,000.00US$1,500.00US$3,000.00US$500.00US$50.00US$3,550.00USD 7.8123Details",
    ]);
  });

  it("says when the period has no record", async () => {
    renderContributions(contributionAnswer([]));
    expect(
      (await screen.findByText("There are no contribution records in this period.")).getAttribute("role"),
    ).toBe("status");
  });
});
