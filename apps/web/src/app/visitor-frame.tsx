import { type ReactNode, useSyncExternalStore } from "react";
import { LandingPage } from "../features/landing/landing-page.tsx";
import { fetchCalendar } from "../lib/api/calendar.ts";
import { pageReceivedAt, readBootstrap } from "../lib/bootstrap.ts";
import { type CalendarAnswer, type FrameSource, FrameSourceContext } from "../lib/frame-source.ts";
import { preloadable } from "../lib/preloadable.tsx";
import { useRoutes } from "../lib/router.tsx";
import { AppLayout } from "./app-layout.tsx";
import { withPageStyles } from "./mantine-styles.ts";
import { LOGIN_ROUTES } from "./page-routes.ts";

/**
 * The calendar on a visitor's first page: the answer the server put in the page, or, without one
 * (the development server's page), one call when the frame first shows. A failed call leaves no
 * answer (the portal then behaves as before the cut-over), as a failed query does.
 */
let answer: CalendarAnswer | null = null;
let asked = false;
const listeners = new Set<() => void>();

function currentAnswer(): CalendarAnswer {
  if (!answer) {
    const { calendar } = readBootstrap();
    answer = calendar
      ? { data: calendar, receivedAt: pageReceivedAt(), pending: false }
      : { data: undefined, receivedAt: 0, pending: true };
  }
  return answer;
}

function settle(next: CalendarAnswer): void {
  answer = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (currentAnswer().pending && !asked) {
    asked = true;
    fetchCalendar().then(
      (data) => settle({ data, receivedAt: Date.now(), pending: false }),
      () => settle({ data: undefined, receivedAt: 0, pending: false }),
    );
  }
  return () => listeners.delete(listener);
}

/**
 * Nobody is signed in on it: the landing page ends any member's state in the tab
 * (sessionStore), and the member frame is the shell's (app-shell.tsx).
 */
const VISITOR_SOURCE: FrameSource = {
  useCalendarAnswer: () => useSyncExternalStore(subscribe, currentAnswer),
  useLoginInfo: () => undefined,
};

/** A login page in the visitor's frame, loaded with its texts when first shown (visitor-login.tsx). */
export const VisitorLoginPage = preloadable(() =>
  withPageStyles(() => import("./visitor-login.tsx")).then(({ loadVisitorLogin }) => loadVisitorLogin()),
);

/** The paths the visitor's frame draws until the shell has loaded: the landing and login pages. */
export const VISITOR_PATHS: ReadonlySet<string> = new Set(["/", ...LOGIN_ROUTES.map(({ path }) => path)]);

/**
 * A visitor's first page, the landing page or a login page, in the frame, without the query
 * cache, the member frame or the route table (issue 17: the first load); app.tsx draws it until
 * the shell is loaded, and draws `content` in it on another page when the shell could not load.
 */
export function VisitorFrame({ content = null }: { content?: ReactNode }) {
  return (
    <FrameSourceContext.Provider value={VISITOR_SOURCE}>
      <VisitorRoutes content={content} />
    </FrameSourceContext.Provider>
  );
}

function VisitorRoutes({ content }: { content: ReactNode }) {
  return useRoutes([
    {
      element: <AppLayout />,
      children: [
        { path: "/", element: <LandingPage /> },
        ...LOGIN_ROUTES.map(({ path, guard, page }) => ({
          path,
          element: <VisitorLoginPage key={path} page={page} guard={guard} />,
        })),
        { path: "*", element: content },
      ],
    },
  ]);
}
