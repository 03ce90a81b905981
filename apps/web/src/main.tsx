import "./app/mantine-styles.ts";
import "./app/focus.css";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app.tsx";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// The first render as a transition: React renders it in slices and lets the browser in between,
// instead of one long task that blocks a phone's main thread (Lighthouse's total blocking time).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
