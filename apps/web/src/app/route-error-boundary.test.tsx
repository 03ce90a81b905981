import { QueryClient } from "@tanstack/react-query";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { lazy, Suspense } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MemoryRouter, useRoutes } from "../lib/router.tsx";
import { EMPTY_SESSION, sessionStore } from "../lib/session-store.ts";
import { apiError, calendarAnswer } from "../test/render-app.tsx";
import { AppLayout } from "./app-layout.tsx";
import { ShellProviders } from "./app-shell.tsx";
import { i18n } from "./i18n.ts";
import { Providers } from "./providers.tsx";
import { isChunkLoadError, RootErrorBoundary, RouteErrorBoundary } from "./route-error-boundary.tsx";

const chunkError = () =>
  new TypeError(
    "Failed to fetch dynamically imported module: http://localhost/assets/dashboard-page-1a2b3c.js",
  );

let broken = true;

function BrokenPage() {
  if (broken) throw new Error("Cannot read properties of undefined (reading 'holdings')");
  return <h1>Dashboard</h1>;
}

/** The layout and its route tree, as routes.tsx wires them, with one page that fails to render. */
function LayoutRoutes() {
  return useRoutes([
    {
      element: <AppLayout />,
      children: [
        { path: "/broken", element: <BrokenPage /> },
        { path: "/other", element: <h1>Other page</h1> },
      ],
    },
  ]);
}

function renderLayout(path: string) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const { pathname } = new URL(String(input), "http://localhost");
      if (pathname === "/api/config/calendar") return Response.json(calendarAnswer());
      if (pathname === "/api/record") return new Response(null, { status: 204 });
      const { status, body } = apiError(404, "not-found");
      return Response.json(body, { status });
    }),
  );
  sessionStore.update({ ...EMPTY_SESSION });
  void i18n.changeLanguage("en");
  render(
    <Providers env="test">
      <ShellProviders client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={[path]}>
          <LayoutRoutes />
        </MemoryRouter>
      </ShellProviders>
    </Providers>,
  );
}

beforeEach(() => {
  broken = true;
  // React reports every error a boundary catches on the console.
  vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("isChunkLoadError", () => {
  it("knows the browsers' and the bundlers' messages for a page's code that is gone", () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new TypeError("error loading dynamically imported module: /assets/x.js"))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(
      isChunkLoadError(Object.assign(new Error("Loading chunk 12 failed."), { name: "ChunkLoadError" })),
    ).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError("Failed to fetch dynamically imported module")).toBe(false);
  });
});

describe("the route tree's error boundary", () => {
  it("shows the could-not-load panel in the layout instead of a blank page, and Try again renders anew", async () => {
    renderLayout("/broken");
    const main = await screen.findByRole("main");
    const alert = await within(main).findByRole("alert");
    expect(alert.textContent).toContain("We could not load this page");
    expect(alert.textContent).toContain("Something went wrong while showing this page. Please try again.");
    // The frame stays: the header and its navigation are still there.
    expect(screen.getByRole("banner")).toBeDefined();

    broken = false;
    fireEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await within(main).findByRole("heading", { level: 1, name: "Dashboard" })).toBeDefined();
    expect(within(main).queryByRole("alert")).toBeNull();
  });

  it("speaks the member's language", async () => {
    renderLayout("/broken");
    await screen.findByRole("alert");
    await act(async () => {
      await i18n.changeLanguage("zh-HK");
    });
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("未能載入此頁");
    expect(within(alert).getByRole("button", { name: "再試一次" })).toBeDefined();
  });

  it("starts afresh on another page", async () => {
    const { rerender } = render(
      <Providers env="test">
        <ShellProviders client={new QueryClient()}>
          <RouteErrorBoundary resetKey="/broken">
            <BrokenPage />
          </RouteErrorBoundary>
        </ShellProviders>
      </Providers>,
    );
    expect(await screen.findByRole("alert")).toBeDefined();
    rerender(
      <Providers env="test">
        <ShellProviders client={new QueryClient()}>
          <RouteErrorBoundary resetKey="/other">
            <h1>Other page</h1>
          </RouteErrorBoundary>
        </ShellProviders>
      </Providers>,
    );
    expect(await screen.findByRole("heading", { name: "Other page" })).toBeDefined();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("offers a reload when a page's code could not be loaded after a deploy", async () => {
    const onReload = vi.fn();
    const GonePage = lazy(() => Promise.reject(chunkError()));
    void i18n.changeLanguage("en");
    render(
      <Providers env="test">
        <ShellProviders client={new QueryClient()}>
          <RouteErrorBoundary resetKey="/dashboard" onReload={onReload}>
            <Suspense fallback={<div role="status">loading</div>}>
              <GonePage />
            </Suspense>
          </RouteErrorBoundary>
        </ShellProviders>
      </Providers>,
    );
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("The portal has been updated");
    expect(alert.textContent).toContain("Please reload the page to continue.");
    expect(within(alert).queryByRole("button", { name: "Try again" })).toBeNull();
    fireEvent.click(within(alert).getByRole("button", { name: "Reload the page" }));
    expect(onReload).toHaveBeenCalledOnce();
  });

  it("says the device is offline when it is, with the same reload", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const onReload = vi.fn();
    const GonePage = lazy(() => Promise.reject(chunkError()));
    void i18n.changeLanguage("en");
    render(
      <Providers env="test">
        <RouteErrorBoundary resetKey="/employeelogin" onReload={onReload}>
          <Suspense fallback={<div role="status">loading</div>}>
            <GonePage />
          </Suspense>
        </RouteErrorBoundary>
      </Providers>,
    );
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("We could not load this page");
    expect(alert.textContent).toContain("your device seems to be offline");
    expect(alert.textContent).not.toContain("updated");
    fireEvent.click(within(alert).getByRole("button", { name: "Reload the page" }));
    expect(onReload).toHaveBeenCalledOnce();
  });

  it("catches outside a page too: the header's navigation gone after a deploy offers a reload, not a blank page", async () => {
    const onReload = vi.fn();
    const GoneNavigation = lazy(() => Promise.reject(chunkError()));
    void i18n.changeLanguage("en");
    render(
      <Providers env="test">
        <ShellProviders client={new QueryClient()}>
          <MemoryRouter initialEntries={["/dashboard"]}>
            <RootErrorBoundary onReload={onReload}>
              <header>
                <Suspense fallback={null}>
                  <GoneNavigation />
                </Suspense>
              </header>
              <main>Dashboard</main>
            </RootErrorBoundary>
          </MemoryRouter>
        </ShellProviders>
      </Providers>,
    );
    const alert = await screen.findByRole("alert");
    fireEvent.click(within(alert).getByRole("button", { name: "Reload the page" }));
    expect(onReload).toHaveBeenCalledOnce();
  });
});
