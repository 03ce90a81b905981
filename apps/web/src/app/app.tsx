import { Suspense, useEffect, useState } from "react";
import { firstRenderCommitted } from "../components/after-first-paint.tsx";
import { PageLoader } from "../components/page-loader.tsx";
import { preloadable } from "../lib/preloadable.tsx";
import { BrowserRouter, useLocation } from "../lib/router.tsx";
import { withinLimit } from "../lib/within-limit.ts";
import { firstRenderNamespaces } from "./first-render-namespaces.ts";
import { type AppNamespace, i18n } from "./i18n.ts";
import { Providers } from "./providers.tsx";
import { RootErrorBoundary, RouteErrorBoundary } from "./route-error-boundary.tsx";
import { PageBeforeFrame } from "./use-page-arrival.ts";
import { VISITOR_PATHS, VisitorFrame, VisitorLoginPage } from "./visitor-frame.tsx";

/** Whether the shell has loaded: from then on it draws every page, the landing page too. */
let shellLoaded = false;
function loadShell() {
  return import("./app-shell.tsx").then((shell) => {
    shellLoaded = true;
    return shell;
  });
}
const AppShell = preloadable(() => loadShell().then(({ AppShell }) => AppShell));

/**
 * Readies the first page before the first render, never waiting longer than 3 seconds: on / the
 * frame's and the landing page's texts; on a login page the frame's texts and the page with its
 * own; on any other page the shell, and the page through it (prepare-first-page.ts).
 */
export function prepareFirstRender(url: URL): Promise<void> {
  const texts = () => i18n.loadNamespaces(firstRenderNamespaces(url.pathname) as AppNamespace[]);
  if (url.pathname === "/") return withinLimit(texts());
  if (VISITOR_PATHS.has(url.pathname)) return withinLimit(Promise.all([texts(), VisitorLoginPage.preload()]));
  return withinLimit(
    Promise.all([AppShell.preload(), loadShell().then((shell) => shell.prepareFirstPage(url))]),
  );
}

/**
 * A visitor's first page, the landing page or a login page, is drawn without the shell
 * (visitor-frame.tsx): many visitors go no further, and its first load leaves out the query cache,
 * the member frame and the route table (issue 17). Leaving them loads the shell, which then draws
 * every page: its frame is the one that ends a session and forgets a member's answers when the
 * member arrives back at /.
 */
function Pages() {
  const { pathname } = useLocation();
  const [firstPath] = useState(pathname);
  if (VISITOR_PATHS.has(pathname) && !shellLoaded) return <VisitorFrame />;
  return (
    // The shell that could not load (the network gone as the visitor leaves the visitor's pages):
    // the panel in the visitor's frame, not alone on the page.
    <RouteErrorBoundary resetKey={pathname} frame={(panel) => <VisitorFrame content={panel} />}>
      {/* Shown only when a first page other than / renders before the shell has loaded (after
          the 3 seconds): leaving the landing page is a transition, which keeps it until then. */}
      <Suspense fallback={<PageLoader />}>
        {/* After the visitor's frame, the shell's first page is one the visitor arrives at. */}
        <PageBeforeFrame.Provider value={VISITOR_PATHS.has(firstPath) ? firstPath : null}>
          <AppShell />
        </PageBeforeFrame.Provider>
      </Suspense>
    </RouteErrorBoundary>
  );
}

export function App() {
  // Runs after the effects of the pages in the first commit, which hold back their content.
  useEffect(firstRenderCommitted, []);
  return (
    <Providers>
      <BrowserRouter>
        <RootErrorBoundary>
          <Pages />
        </RootErrorBoundary>
      </BrowserRouter>
    </Providers>
  );
}
