import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../test/render-app.tsx";
import { LANGUAGE_STORAGE_KEY } from "./i18n.ts";

describe("header", () => {
  it("carries the brand and switches language both ways, keeping the choice", async () => {
    renderApp("/");
    const banner = screen.getByRole("banner");
    expect(banner.textContent).toContain("Harbour Retirement");
    fireEvent.click(screen.getByRole("button", { name: "繁體中文" }));
    expect(await screen.findByRole("link", { name: "港灣退休" })).toBeDefined();
    expect(document.documentElement.lang).toBe("zh-HK");
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("zh-HK");
    fireEvent.click(screen.getByRole("button", { name: "English" }));
    expect(await screen.findByRole("link", { name: "Harbour Retirement" })).toBeDefined();
    expect(document.documentElement.lang).toBe("en");
  });
});
