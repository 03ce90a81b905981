import { afterEach, describe, expect, it } from "vitest";
import { retryFailedStylesheets, watchFailedStylesheets } from "./stylesheet-retry.ts";

/** What Vite's preload helper dispatches when a file of a lazy load fails. */
function viteFailure(message: string): void {
  window.dispatchEvent(
    Object.assign(new Event("vite:preloadError", { cancelable: true }), { payload: new Error(message) }),
  );
}

/** The stylesheet links in the document with this address. */
function links(href: string): HTMLLinkElement[] {
  return [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter(
    (link) => link.href === href,
  );
}

/** Vite's own link, left in the document when its file failed. */
function brokenLink(href: string): void {
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = href;
  document.head.append(link);
}

describe("stylesheets a lazy load could not get", () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    document.head.replaceChildren();
  });

  it("are inserted again with the next load, with the page's nonce, until one arrives", async () => {
    stop = watchFailedStylesheets();
    const meta = Object.assign(document.createElement("meta"), { nonce: "n0nce" });
    meta.setAttribute("property", "csp-nonce");
    document.head.append(meta);
    const href = "http://localhost:3000/assets/mantine-page-styles-a1.css";
    brokenLink(href);
    viteFailure(`Unable to preload CSS for ${href}`);

    // Still unreachable: the retry fails, its link goes, the file stays remembered.
    const first = retryFailedStylesheets();
    const [, retried] = links(href);
    expect(retried?.nonce).toBe("n0nce");
    retried?.dispatchEvent(new Event("error"));
    await expect(first).rejects.toThrow(href);
    expect(links(href)).toHaveLength(1);

    // Back: two loads at once share one link; once it arrives the broken one goes.
    const second = Promise.all([retryFailedStylesheets(), retryFailedStylesheets()]);
    expect(links(href)).toHaveLength(2);
    links(href)[1]?.dispatchEvent(new Event("load"));
    await second;
    expect(links(href)).toHaveLength(1);

    // Nothing is asked again afterwards.
    await retryFailedStylesheets();
    expect(links(href)).toHaveLength(1);
  });

  it("leave a failed script alone, and nothing is remembered when no one watches", async () => {
    stop = watchFailedStylesheets();
    viteFailure("Failed to fetch dynamically imported module: http://localhost:3000/assets/toast-host-b2.js");
    stop();
    const href = "http://localhost:3000/assets/notifications-c3.css";
    viteFailure(`Unable to preload CSS for ${href}`);
    await retryFailedStylesheets();
    expect(document.querySelectorAll("link")).toHaveLength(0);
  });
});
