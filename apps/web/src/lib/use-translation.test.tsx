import { act, render, screen } from "@testing-library/react";
import { type ReactNode, Suspense } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "../app/i18n.ts";
import { Trans, useTranslation } from "./use-translation.tsx";

afterEach(async () => {
  await act(() => i18n.changeLanguage("en"));
});

function Welcome() {
  const { t } = useTranslation("dashboard");
  return <p>{t("welcome", { name: "Chan Tai Man" })}</p>;
}

describe("useTranslation", () => {
  it("waits in Suspense for a namespace not loaded yet, then renders its text", async () => {
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Welcome />
      </Suspense>,
    );
    expect((await screen.findByText("Welcome, Chan Tai Man")).tagName).toBe("P");
    expect(i18n.hasLoadedNamespace("dashboard")).toBe(true);
  });

  it("renders again in the other language when it changes", async () => {
    await act(() => i18n.loadNamespaces("dashboard"));
    render(<Welcome />);
    expect(screen.getByText("Welcome, Chan Tai Man").tagName).toBe("P");
    await act(() => i18n.changeLanguage("zh-HK"));
    expect(screen.getByText(/Chan Tai Man/).textContent).not.toContain("Welcome");
    expect(document.documentElement.lang).toBe("zh-HK");
  });
});

/** A phone link; Trans gives it the tagged text as its children. */
function Tel({ children }: { children?: ReactNode }) {
  return <a href="tel:+85221234567">{children}</a>;
}

function Missing() {
  const { t } = useTranslation("nowhere" as "dashboard");
  return <p>{t("welcome", { name: "Chan Tai Man" })}</p>;
}

describe("useTranslation when texts cannot load", () => {
  it("shows the keys instead of waiting for ever", async () => {
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Missing />
      </Suspense>,
    );
    expect((await screen.findByText("welcome")).tagName).toBe("P");
  });
});

describe("Trans", () => {
  it("puts the text's tagged part into the given element, with the values filled in", () => {
    render(
      <p data-testid="line">
        <Trans i18nKey="footer.hotline" values={{ phone: "2123 4567" }} components={{ tel: <Tel /> }} />
      </p>,
    );
    expect(screen.getByTestId("line").textContent).toBe("Member hotline: 2123 4567");
    expect(screen.getByRole("link", { name: "2123 4567" }).getAttribute("href")).toBe("tel:+85221234567");
  });

  it("leaves a tag without an element as its plain text", async () => {
    await act(() => i18n.changeLanguage("zh-HK"));
    render(
      <p data-testid="line">
        <Trans i18nKey="footer.hotline" values={{ phone: "2123 4567" }} components={{}} />
      </p>,
    );
    expect(screen.getByTestId("line").textContent).toBe("成員熱線：2123 4567");
    expect(screen.queryByRole("link")).toBeNull();
  });
});
