import "./app/mantine-styles.ts";
import "./app/focus.css";
import "./app/phone-numbers.css";
import "./app/chinese-fonts.css";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App, prepareFirstRender } from "./app/app.tsx";
import { i18n } from "./app/i18n.ts";
import { watchFailedStylesheets } from "./app/stylesheet-retry.ts";
import { afterPageDrawn, paintFrameFirst } from "./components/after-first-paint.tsx";
import { followAccountHint } from "./lib/account-hint.ts";
import { sessionStore } from "./lib/session-store.ts";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

followAccountHint(sessionStore);
watchFailedStylesheets();

// The first page's code and texts first (app.tsx), then the first render: the frame, then the
// page and each part below the fold in a task of its own (components/after-first-paint.tsx), not
// one long task that blocks a phone's main thread (Lighthouse's total blocking time). Preact
// renders a transition at once, as any render (decision 012).
void prepareFirstRender(new URL(window.location.href))
  // In a task of its own, not in the one that ran the page's code and read its first answers.
  .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
  .then(() => {
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
    // cannot be reached, when they could not load any more. Once the page is drawn, which does
    // not need them.
    void afterPageDrawn()
      .then(() => i18n.loadNamespaces(["toasts"]))
      .catch(() => {});
  });
