import "./app/mantine-styles.ts";
import "./app/focus.css";
import "./app/phone-numbers.css";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App, prepareFirstRender } from "./app/app.tsx";
import { i18n } from "./app/i18n.ts";
import { watchFailedStylesheets } from "./app/stylesheet-retry.ts";
import { afterFirstContentfulPaint, paintFrameFirst } from "./components/after-first-paint.tsx";
import { followAccountHint } from "./lib/account-hint.ts";
import { sessionStore } from "./lib/session-store.ts";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

followAccountHint(sessionStore);
watchFailedStylesheets();

// The first page's code and texts first (app.tsx), then the first render, as a transition: React
// renders it in slices and lets the browser in between, instead of one long task that blocks a
// phone's main thread (Lighthouse's total blocking time).
void prepareFirstRender(new URL(window.location.href)).then(() => {
  // The first screen paints first, the parts of a page held back for it right after
  // (components/after-first-paint.tsx).
  paintFrameFirst();
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
  // The toasts' texts, once the page is up: a toast must have them even when it says the server
  // cannot be reached, when they could not load any more. After the first paint, which
  // does not need them.
  void afterFirstContentfulPaint()
    .then(() => i18n.loadNamespaces(["toasts"]))
    .catch(() => {});
});
