import { createContext, useContext, useEffect, useRef, useState } from "react";
import { usePageName } from "../components/use-page-name.ts";
import { useLocation } from "../lib/router.tsx";
import { useTranslation } from "../lib/use-translation.tsx";
import { pageAt } from "./page-routes.ts";

/**
 * Whether focus is still where the navigation left it, for the heading to take: nowhere (the
 * link used is gone or hidden, as a menu's is), or still on the link used or in the old page.
 * Focus the member has since put elsewhere (a menu button, while a slow page arrives) stays.
 */
function focusLost(active: Element | null, from: Element | null, main: HTMLElement): boolean {
  if (active === null || active === document.body || !active.isConnected) return true;
  if (active.getClientRects().length === 0) return true;
  return active === from && (active.tagName === "A" || main.contains(active));
}

/**
 * The page shown by the frame drawn before this one, if any: the visitor's frame on /, which the
 * shell's replaces when the visitor leaves it (app.tsx). The first page the new frame draws is then
 * an arrival, not a first load.
 */
export const PageBeforeFrame = createContext<string | null>(null);

/** How long a page may take to show its heading (a lazy page, a guard asking the server). */
const HEADING_WAIT_MS = 10_000;

/**
 * Each page's own document title ("Dashboard | Harbour Retirement", in the page's language), and
 * on arriving at another page (not on the first load) focus on its heading, with the new title
 * announced (WCAG 2.4.2, 2.4.3): the screen-reader and keyboard user starts at the new page, not
 * on the link they used. Focus that the page moved into a dialog, or that the member moved
 * meanwhile, stays.
 * Answers the announcement, for a polite live region.
 */
export function usePageArrival(): string {
  const { t } = useTranslation();
  const pageName = usePageName();
  const { pathname } = useLocation();
  const page = pageAt(pathname);
  const title = page ? t("pageTitle", { page: pageName(page) }) : t("documentTitle");
  // The page arrived at, whose title is announced: in the page's language, so a language switch
  // after it re-words the announcement too.
  const [arrivedAt, setArrivedAt] = useState<string | null>(null);
  const firstPath = useRef(useContext(PageBeforeFrame) ?? pathname);

  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = "";
    setArrivedAt(pathname);
    const main = document.getElementById("main");
    if (!main) return;
    const from = document.activeElement;
    const focusHeading = (): boolean => {
      const heading = main.querySelector("h1");
      if (!heading) return false;
      if (focusLost(document.activeElement, from, main)) {
        if (!heading.hasAttribute("tabindex")) heading.tabIndex = -1;
        heading.focus();
      }
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    const giveUp = setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(giveUp);
    };
  }, [pathname]);

  return arrivedAt === pathname ? title : "";
}
