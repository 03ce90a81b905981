import type { QueryClient } from "@tanstack/react-query";
import { dropEarlyAnswers } from "../lib/api/client.ts";
import { sessionStore } from "../lib/session-store.ts";
import { withinLimit } from "../lib/within-limit.ts";
import { TopNavigation } from "./app-header.tsx";
import { firstRenderNamespaces } from "./first-render-namespaces.ts";
import { HIDEABLE_PAGES } from "./hideable-pages.ts";
import { type AppNamespace, i18n } from "./i18n.ts";
import { PAGE_ROUTES } from "./page-routes.ts";
import { AccountPageGuard, pageComponent, pageModule } from "./routes.tsx";

/** What a page module may export: the answers its first render needs, asked into the cache. */
type PagePrefetch = (client: QueryClient, url: URL) => Promise<unknown>;

/**
 * Readies the page at `url` before the app first renders: the frame's texts in the visitor's
 * language (no texts are bundled), the page's code and texts (and, for a
 * signed-in member's page, the member navigation's), then the answers it shows, when its module
 * names them (`prefetchPage`). The first render then shows the page itself, not its loader, and
 * renders it once: the files are already on their way (the server names them in the page it
 * sends), their code runs and the page renders before the first paint instead of interrupting the
 * member after it (issue 17); the answers come from the page itself when the server put them
 * there. Never fails, and never waits longer than 3 seconds (withinLimit): what is not ready by
 * then loads as on any later page, behind its loader.
 */
export async function prepareFirstPage(url: URL, client: QueryClient): Promise<void> {
  try {
    await prepare(url, client);
  } finally {
    // The page's answers are for its first render only (lib/api/client.ts).
    dropEarlyAnswers();
  }
}

async function prepare(url: URL, client: QueryClient): Promise<void> {
  const texts = i18n.loadNamespaces(firstRenderNamespaces(url.pathname) as AppNamespace[]);
  const route = PAGE_ROUTES.find((candidate) => candidate.path === url.pathname);
  const member = route?.guard === "authenticated" && sessionStore.get().authenticated;
  const page = async () => {
    if (!route) return;
    const frame: Promise<void>[] = [];
    if (member) {
      frame.push(TopNavigation.preload());
      if (HIDEABLE_PAGES[route.page]) frame.push(AccountPageGuard.preload());
    }
    const [module] = await Promise.all([
      pageModule(route.page),
      pageComponent(route.page).preload(),
      ...frame,
    ]);
    const prefetch = module.prefetchPage as PagePrefetch | undefined;
    if (member && prefetch) await prefetch(client, url);
  };
  await withinLimit(Promise.all([texts, page()]));
}
