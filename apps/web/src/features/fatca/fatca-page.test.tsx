import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { i18n } from "../../app/i18n.ts";
import { apiError, memberLoginInfo, renderApp } from "../../test/render-app.tsx";
import { P1_ACCOUNT, renderPage } from "../../test/render-page.tsx";
import { consentRead } from "./consent-text.tsx";
import { FatcaPage } from "./fatca-page.tsx";

type Options = Parameters<typeof renderPage>[2];

function renderFatca(options: Options = {}) {
  return renderPage("/fatca", <FatcaPage />, {
    ...options,
    api: { "POST /api/client/customdata": { status: 204 }, ...options?.api },
  });
}

/** Lays the scroll box out as a browser would: 1,200 px of text in a 300 px box. */
function layOut(box: HTMLElement) {
  Object.defineProperty(box, "scrollHeight", { configurable: true, value: 1200 });
  Object.defineProperty(box, "clientHeight", { configurable: true, value: 300 });
}

function scrollTo(box: HTMLElement, top: number) {
  box.scrollTop = top;
  fireEvent.scroll(box);
}

async function readToEnd(name = "US tax status declaration text") {
  const box = await screen.findByRole("region", { name });
  layOut(box);
  scrollTo(box, 900);
}

function isDisabled(element: HTMLElement): boolean {
  return element.hasAttribute("disabled");
}

describe("US tax status declaration (/fatca)", () => {
  it("opens a modal with Not a US person chosen, Agree disabled until the text is scrolled to its end", async () => {
    renderFatca();
    const dialog = await screen.findByRole("dialog", { name: "Terms & Condition" });
    const status = within(dialog).getByRole("group", { name: "Your US tax status" });
    expect(
      (within(status).getByRole("radio", { name: "I am not a US person" }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(
      (within(status).getByRole("radio", { name: "I am a US person" }) as HTMLInputElement).checked,
    ).toBe(false);
    expect(within(dialog).queryByRole("textbox", { name: /Taxpayer identification number/ })).toBeNull();

    const box = within(dialog).getByRole("region", { name: "US tax status declaration text" });
    expect(box.getAttribute("tabindex")).toBe("0");
    layOut(box);
    const agree = within(dialog).getByRole("button", { name: "Agree" });
    expect(isDisabled(agree)).toBe(true);
    expect(within(dialog).getByText("Scroll to the end of the text to continue.")).toBeDefined();
    scrollTo(box, 500);
    expect(isDisabled(agree)).toBe(true);
    scrollTo(box, 898);
    expect(isDisabled(agree)).toBe(false);
    expect(within(dialog).queryByText("Scroll to the end of the text to continue.")).toBeNull();
    // Scrolling back up does not take the reading away.
    scrollTo(box, 0);
    expect(isDisabled(agree)).toBe(false);
    // No way out but the buttons.
    expect(within(dialog).queryByRole("button", { name: /close/i })).toBeNull();
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.getByRole("dialog", { name: "Terms & Condition" })).toBeDefined();
  });

  it("posts code 227 N for a member who is not a US person, then closes with a success toast and goes to the dashboard", async () => {
    const app = renderFatca();
    await readToEnd();
    fireEvent.click(screen.getByRole("button", { name: "Agree" }));
    await waitFor(() => expect(app.pathname()).toBe("/dashboard"));
    expect(screen.queryByRole("dialog", { name: "Terms & Condition" })).toBeNull();
    expect(await screen.findByText("Your US tax status declaration has been saved.")).toBeDefined();
    const posts = app.callsTo("POST", "/api/client/customdata");
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual([
      {
        chgDt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        clientNmbr: P1_ACCOUNT.clientNmbr,
        cstmAttrCd: 227,
        cstmAttrNm: expect.any(String),
        cstmAttrTxt: "N",
        efctvDt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        clntRltnshpNmbr: P1_ACCOUNT.clntRltnshpNmbr,
      },
    ]);
  });

  it("asks a US person for a numeric taxpayer identification number and posts 227 Y and 229", async () => {
    const app = renderFatca();
    const dialog = await screen.findByRole("dialog", { name: "Terms & Condition" });
    fireEvent.click(within(dialog).getByRole("radio", { name: "I am a US person" }));
    await readToEnd();
    const agree = within(dialog).getByRole("button", { name: "Agree" });
    const tin = within(dialog).getByRole("textbox", { name: /Taxpayer identification number/ });
    expect(tin.getAttribute("inputmode")).toBe("numeric");
    expect(isDisabled(agree)).toBe(true);

    fireEvent.focusOut(tin);
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "Please enter your US taxpayer identification number.",
    );
    expect(tin.getAttribute("aria-invalid")).toBe("true");
    expect(isDisabled(agree)).toBe(true);

    fireEvent.input(tin, { target: { value: "123-45-678A" } });
    expect(within(dialog).getByRole("alert").textContent).toBe(
      "The taxpayer identification number can contain digits only.",
    );
    expect(isDisabled(agree)).toBe(true);

    fireEvent.input(tin, { target: { value: "123456789" } });
    expect(within(dialog).queryByRole("alert")).toBeNull();
    expect(isDisabled(agree)).toBe(false);

    fireEvent.click(agree);
    await waitFor(() => expect(app.pathname()).toBe("/dashboard"));
    const body = app.callsTo("POST", "/api/client/customdata")[0]?.body as { cstmAttrCd: number }[];
    expect(body.map((record) => record.cstmAttrCd)).toEqual([227, 229]);
    expect(body).toEqual([
      expect.objectContaining({
        cstmAttrCd: 227,
        cstmAttrTxt: "Y",
        clientNmbr: 3000001,
        clntRltnshpNmbr: 5000001,
      }),
      expect.objectContaining({
        cstmAttrCd: 229,
        cstmAttrTxt: "123456789",
        clientNmbr: 3000001,
        clntRltnshpNmbr: 5000001,
      }),
    ]);
  });

  it("goes to the dashboard without posting on Disagree", async () => {
    const app = renderFatca();
    fireEvent.click(await screen.findByRole("button", { name: "Disagree" }));
    await waitFor(() => expect(app.pathname()).toBe("/dashboard"));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(app.callsTo("POST", "/api/client/customdata")).toHaveLength(0);
  });

  it("keeps Agree disabled while posting, and on failure shows the report-error toast and enables it again", async () => {
    const app = renderFatca({ api: { "POST /api/client/customdata": apiError(500, "technical-error") } });
    // The stub records the call; the test decides when the answer arrives, to see the pending state.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const stubbed = globalThis.fetch;
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      const response = await stubbed(input, init);
      if (String(input).includes("/api/client/customdata")) await released;
      return response;
    });

    await readToEnd();
    const agree = screen.getByRole("button", { name: "Agree" });
    fireEvent.click(agree);
    await waitFor(() => expect(app.callsTo("POST", "/api/client/customdata")).toHaveLength(1));
    await waitFor(() => expect(isDisabled(agree)).toBe(true));
    expect(isDisabled(screen.getByRole("button", { name: "Disagree" }))).toBe(true);

    await act(async () => release());
    expect(await screen.findByText(/We could not save your declaration/)).toBeDefined();
    await waitFor(() => expect(isDisabled(agree)).toBe(false));
    expect(screen.getByRole("dialog", { name: "Terms & Condition" })).toBeDefined();
    expect(app.pathname()).toBe("/fatca");
  });

  it("sends a member who has not chosen an account to /account first", async () => {
    const app = renderFatca({ session: { account: null } });
    await waitFor(() => expect(app.pathname()).toBe("/account"));
    expect(app.callsTo("POST", "/api/client/customdata")).toHaveLength(0);
  });

  it("speaks Chinese", async () => {
    const app = renderFatca({ language: "zh-HK" });
    const dialog = await screen.findByRole("dialog", { name: "條款及細則" });
    fireEvent.click(within(dialog).getByRole("radio", { name: "本人是美國人士" }));
    const tin = within(dialog).getByRole("textbox", { name: /納稅人識別號碼/ });
    fireEvent.input(tin, { target: { value: "12ab" } });
    expect(within(dialog).getByRole("alert").textContent).toBe("納稅人識別號碼只可包含數字。");
    fireEvent.input(tin, { target: { value: "987654321" } });
    await readToEnd("美國稅務身份聲明內容");
    fireEvent.click(within(dialog).getByRole("button", { name: "同意" }));
    await waitFor(() => expect(app.pathname()).toBe("/dashboard"));
    expect(await screen.findByText("您的美國稅務身份聲明已經儲存。")).toBeDefined();
    await act(() => i18n.changeLanguage("en"));
  });

  it("offers the language toggle inside the dialog (it covers the header's), keeping the answers given", async () => {
    const app = renderFatca();
    const dialog = await screen.findByRole("dialog", { name: "Terms & Condition" });
    // Focus still starts on the answer, not on the toggle in the dialog's header.
    const notUs = within(dialog).getByRole("radio", { name: "I am not a US person" });
    await waitFor(() => expect(document.activeElement).toBe(notUs));
    fireEvent.click(within(dialog).getByRole("radio", { name: "I am a US person" }));
    const tin = within(dialog).getByRole("textbox", { name: /Taxpayer identification number/ });
    fireEvent.input(tin, { target: { value: "987654321" } });
    await readToEnd();
    fireEvent.click(within(dialog).getByRole("button", { name: "繁體中文" }));

    const chinese = await screen.findByRole("dialog", { name: "條款及細則" });
    expect(within(chinese).getByRole("region", { name: "美國稅務身份聲明內容" }).textContent).toContain(
      "1. 關於本聲明",
    );
    expect(within(chinese).queryByText("1. About this declaration")).toBeNull();
    expect((within(chinese).getByRole("radio", { name: "本人是美國人士" }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect((within(chinese).getByRole("textbox", { name: /納稅人識別號碼/ }) as HTMLInputElement).value).toBe(
      "987654321",
    );
    expect(document.documentElement.lang).toBe("zh-HK");
    // And back: the toggle is labelled in the language it switches to.
    fireEvent.click(within(chinese).getByRole("button", { name: "English" }));
    const english = await screen.findByRole("dialog", { name: "Terms & Condition" });
    fireEvent.click(within(english).getByRole("button", { name: "Agree" }));
    await waitFor(() => expect(app.pathname()).toBe("/dashboard"));
  });

  it("offers no language toggle in the dialog for the employer-sponsored scheme", async () => {
    renderFatca({ session: { scheme: "SMP" } });
    const dialog = await screen.findByRole("dialog", { name: "Terms & Condition" });
    expect(within(dialog).getByRole("radio", { name: "I am not a US person" })).toBeDefined();
    expect(within(dialog).queryByRole("button", { name: "繁體中文" })).toBeNull();
  });

  it("reads the scroll position; a text that does not overflow is read as it is", () => {
    const box = (scrollTop: number, scrollHeight = 1200, clientHeight = 300) => ({
      scrollTop,
      scrollHeight,
      clientHeight,
    });
    expect(consentRead(box(0))).toBe(false);
    expect(consentRead(box(897))).toBe(false);
    expect(consentRead(box(898))).toBe(true);
    expect(consentRead(box(0, 250, 300))).toBe(true);
    expect(consentRead(box(0, 0, 0))).toBe(false);
  });
});

describe("US tax status declaration, staff session", () => {
  it("shows the view-only note instead of the declaration and its Agree/Disagree", async () => {
    const app = renderApp("/fatca", {
      session: { authenticated: true, scheme: "S800", account: P1_ACCOUNT },
      loginInfo: memberLoginInfo({ staff: true }),
    });
    const main = within(screen.getByRole("main"));
    await main.findByRole("heading", { level: 1, name: "US tax status declaration" });
    expect((await main.findByRole("status")).textContent).toBe(
      "View only: staff cannot change a member's details.",
    );
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.queryByRole("button", { name: "Agree" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Disagree" })).toBeNull();
    expect(app.callsTo("POST", "/api/client/customdata")).toHaveLength(0);
  });
});
