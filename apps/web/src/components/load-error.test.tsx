import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { i18n } from "../app/i18n.ts";
import { Providers } from "../app/providers.tsx";
import { LoadError } from "./load-error.tsx";

function renderPanel(panel: React.ReactNode) {
  void i18n.changeLanguage("en");
  render(<Providers env="test">{panel}</Providers>);
}

describe("LoadError", () => {
  it("says the page could not be loaded, announced, with a Try again button", () => {
    const onRetry = vi.fn();
    renderPanel(<LoadError onRetry={onRetry} />);
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("We could not load this page");
    expect(alert.textContent).toContain("Please try again.");
    const button = screen.getByRole("button", { name: "Try again" });
    expect(button.tagName).toBe("BUTTON");
    fireEvent.click(button);
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("takes a page's own words, and has no button when asking again cannot help", () => {
    renderPanel(<LoadError title={null} message="The instruction was not found." />);
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toBe("The instruction was not found.");
    expect(screen.queryByRole("button")).toBeNull();
  });
});
