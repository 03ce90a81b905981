import { describe, expect, it } from "vitest";
import { calendarAnswer } from "../test/render-app.tsx";
import { readBootstrap } from "./bootstrap.ts";

function page(json: string): Document {
  const doc = document.implementation.createHTMLDocument("page");
  const script = doc.createElement("script");
  script.id = "portal-bootstrap";
  script.type = "application/json";
  script.textContent = json;
  doc.head.append(script);
  return doc;
}

describe("the page's first answers", () => {
  it("reads what the server put in the page, and nothing from a page that carries none or a placeholder", () => {
    const calendar = calendarAnswer();
    expect(readBootstrap(page(JSON.stringify({ calendar, session: null })))).toEqual({
      calendar,
      session: null,
    });
    expect(readBootstrap(page('"__PORTAL_BOOTSTRAP__"'))).toEqual({});
    expect(readBootstrap(document.implementation.createHTMLDocument("none"))).toEqual({});
  });
});
