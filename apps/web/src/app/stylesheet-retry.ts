/**
 * Stylesheets a lazy load could not get, asked for again by the next one. Vite's preload helper
 * asks for each file once per page: after a stylesheet failed (the server unreachable at that
 * moment) it never inserts it again, so a part loaded later with it (the toast host, Mantine's
 * second list with the login form) drew unstyled until the page was reloaded (issue 17). Vite
 * reports each failure as a `vite:preloadError` event, whose error names the file.
 */
const failed = new Set<string>();
const retrying = new Map<string, Promise<void>>();
const CSS_FAILURE = /^Unable to preload CSS for (.+)$/;

/** Remembers every stylesheet Vite fails to load; returns the unsubscribe. */
export function watchFailedStylesheets(target: Window = window): () => void {
  const listener = (event: Event) => {
    const payload = (event as Event & { payload?: unknown }).payload;
    const href = payload instanceof Error ? CSS_FAILURE.exec(payload.message)?.[1] : undefined;
    if (href) failed.add(href);
  };
  target.addEventListener("vite:preloadError", listener);
  return () => target.removeEventListener("vite:preloadError", listener);
}

/**
 * Inserts each failed stylesheet again, with the page's CSP nonce as Vite does. Resolves when all
 * have loaded (the broken links removed); rejects when one fails again, which stays remembered for
 * the next load. Loads already under way are shared, never inserted twice.
 */
export async function retryFailedStylesheets(doc: Document = document): Promise<void> {
  await Promise.all([...failed].map((href) => retrying.get(href) ?? retry(doc, href)));
}

function retry(doc: Document, href: string): Promise<void> {
  const link = doc.createElement("link");
  link.rel = "stylesheet";
  link.crossOrigin = "";
  link.href = href;
  const nonce = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
  if (nonce) link.nonce = nonce;
  const loading = new Promise<void>((resolve, reject) => {
    link.addEventListener("load", () => {
      failed.delete(href);
      for (const old of doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
        if (old !== link && old.href === link.href) old.remove();
      }
      resolve();
    });
    link.addEventListener("error", () => {
      link.remove();
      reject(new Error(`Unable to load CSS ${href}`));
    });
  }).finally(() => retrying.delete(href));
  retrying.set(href, loading);
  doc.head.append(link);
  return loading;
}
