import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { calendarAnswer, renderApp } from "../test/render-app.tsx";

async function footer() {
  const contentinfo = screen.getByRole("contentinfo");
  await within(contentinfo).findByText(/©/);
  return contentinfo;
}

describe("footer", () => {
  it("takes the current year from the server's clock, in Hong Kong time", async () => {
    // 31 Dec 2031 16:30 UTC is already 1 Jan 2032 in Hong Kong.
    renderApp("/", { calendar: calendarAnswer("2031-12-31T16:30:00.000Z") });
    expect(
      await within(screen.getByRole("contentinfo")).findByText(
        "© 2032 Harbour Retirement Trustees Limited. All rights reserved.",
      ),
    ).toBeDefined();
  });

  it("shows the office, hours, contact links and app-store badges", async () => {
    renderApp("/");
    const contentinfo = await footer();
    const inFooter = within(contentinfo);
    expect(inFooter.getByText("Monday to Friday: 9 AM – 6 PM")).toBeDefined();
    expect(inFooter.getByText("Saturday: 9 AM – 1 PM")).toBeDefined();
    expect(inFooter.getByText("Lunch hour (Monday to Friday): 1 PM – 2 PM")).toBeDefined();
    expect(inFooter.getByText("Closed on Sundays and public holidays")).toBeDefined();
    expect(inFooter.getByRole("link", { name: "2888 8800" }).getAttribute("href")).toBe("tel:+85228888800");
    expect(inFooter.getByRole("link", { name: /^Contact us/ })).toBeDefined();
    expect(inFooter.getByRole("link", { name: /^Harbour Retirement on Facebook/ })).toBeDefined();
    expect(inFooter.getByRole("link", { name: /^Harbour Retirement on LinkedIn/ })).toBeDefined();
    expect(await inFooter.findByRole("link", { name: /^Download on the App Store/ })).toBeDefined();
    expect(inFooter.getByRole("link", { name: /^Get it on Google Play/ })).toBeDefined();
    const legal = inFooter.getByRole("navigation", { name: "Legal information" });
    expect(
      within(legal)
        .getByRole("link", { name: /^Privacy policy statement/ })
        .getAttribute("href"),
    ).toBe("https://www.harbour-retirement.example/en/privacy-policy");
  });

  it("hides the app-store badges when the type-2 termination check is on", async () => {
    renderApp("/", {
      calendar: calendarAnswer("2025-06-01T02:00:00.000Z", {
        mpfTerminationFlagsType2: "2025-05-07T01:00:00Z",
      }),
    });
    const inFooter = within(await footer());
    expect(inFooter.queryByRole("link", { name: /App Store/ })).toBeNull();
    expect(inFooter.queryByRole("link", { name: /Google Play/ })).toBeNull();
  });

  it("links the legal pages in Chinese when the page is in Chinese", async () => {
    renderApp("/?lang=zh");
    const legal = within(await footer()).getByRole("navigation", { name: "法律資訊" });
    expect(
      within(legal)
        .getByRole("link", { name: /^收集個人資料聲明/ })
        .getAttribute("href"),
    ).toBe("https://www.harbour-retirement.example/tc/personal-information-collection-statement");
  });

  it("is shorter, with the AIIB scheme's own contact line, on the AIIB login page", async () => {
    renderApp("/aiib/employeelogin");
    const inFooter = within(await footer());
    expect(inFooter.getByText(/^AIIB scheme enquiries:/)).toBeDefined();
    expect(inFooter.getByRole("link", { name: "2888 8811" })).toBeDefined();
    expect(inFooter.queryByText("Office hours")).toBeNull();
    expect(inFooter.queryByRole("link", { name: /App Store/ })).toBeNull();
    expect(inFooter.getByRole("navigation", { name: "Legal information" })).toBeDefined();
  });
});
