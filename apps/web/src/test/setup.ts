import { notifications } from "@mantine/notifications";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { i18n } from "../app/i18n.ts";

// The app loads its texts with the first page (no namespace is bundled): the tests render the
// frame, the landing page and toasts at once, in either language, as the app does once loaded.
await i18n.loadNamespaces(["common", "landing", "toasts"]);
await i18n.changeLanguage("zh-HK");
await i18n.changeLanguage("en");

// Whole-app renders load lazy pages; on a busy 2-core machine a page can take seconds to appear.
configure({ asyncUtilTimeout: 4000 });

// jsdom lacks the layout APIs Mantine asks for.
Object.defineProperty(window, "matchMedia", {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;

// Mantine's comboboxes scroll the selected option into view.
Element.prototype.scrollIntoView = () => {};

afterEach(() => {
  cleanup();
  // Toasts live in Mantine's global store: one test's toast must not be found by the next.
  notifications.clean();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});
