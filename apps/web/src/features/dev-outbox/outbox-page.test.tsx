import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { calendarAnswer, renderApp } from "../../test/render-app.tsx";

const MESSAGES = [
  {
    to: "chan.taiman@example.com",
    channel: "EMAIL",
    subject: "Your one-time password / 一次性密碼",
    body: "Harbour Retirement: your one-time password is 482913.",
    otp: "482913",
    sentAt: "2026-03-02T02:00:05.000Z",
  },
  {
    to: "+852 9123 4567",
    channel: "SMS",
    subject: null,
    body: "…",
    otp: "105577",
    sentAt: "2026-03-02T01:58:00.000Z",
  },
  {
    to: "Flat A, 8/F, 1 Harbour Road",
    channel: "POST",
    subject: "PIN mailer",
    body: "…",
    otp: null,
    sentAt: "2026-03-02T01:50:00.000Z",
  },
];

describe("demo outbox", () => {
  it("lists the newest messages with their one-time passwords, and refreshes", async () => {
    const app = renderApp("/dev/outbox", { api: { "GET /api/dev/outbox": { body: MESSAGES } } });
    expect(await screen.findByRole("heading", { level: 1, name: /Demo outbox/ })).toBeDefined();
    expect(screen.getByText(/sends no real SMS or e-mail/)).toBeDefined();
    const table = await screen.findByRole("table", { name: /Messages kept by the demo server/ });
    // Its scroll box (a phone scrolls it sideways) is a region of the same name, for the keyboard.
    const region = screen.getByRole("region", { name: /Messages kept by the demo server/ });
    expect(region.contains(table)).toBe(true);
    const rows = within(table).getAllByRole("row");
    expect(rows.map((row) => row.textContent)).toEqual([
      "ToChannelSubjectOne-time passwordSent at (Hong Kong time)",
      "chan.taiman@example.comE-mailYour one-time password / 一次性密碼48291302/03/2026 10:00:05",
      "+852 9123 4567SMS—10557702/03/2026 09:58:00",
      "Flat A, 8/F, 1 Harbour RoadPostPIN mailer—02/03/2026 09:50:00",
    ]);
    fireEvent.click(screen.getByRole("button", { name: "Refresh" }));
    await waitFor(() => expect(app.callsTo("GET", "/api/dev/outbox")).toHaveLength(2));
    // The outbox is not a page of the access log.
    expect(app.callsTo("POST", "/api/record")).toHaveLength(0);
  });

  it("does not exist outside demo mode", async () => {
    const app = renderApp("/dev/outbox", { calendar: { ...calendarAnswer(), mode: "production" } });
    await waitFor(() => expect(app.pathname()).toBe("/"));
    expect(app.callsTo("GET", "/api/dev/outbox")).toHaveLength(0);
  });
});
