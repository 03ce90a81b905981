import { Alert, Box, Container, VisuallyHidden } from "@mantine/core";
import { type ReactNode, Suspense } from "react";
import { AfterFirstPaint, InTurn } from "../components/after-first-paint.tsx";
import { PageLoader } from "../components/page-loader.tsx";
import { useCalendar } from "../lib/api/calendar.ts";
import { Outlet, useLocation } from "../lib/router.tsx";
import { useSession } from "../lib/session-store.ts";
import { useTranslation } from "../lib/use-translation.tsx";
import { AppFooter } from "./app-footer.tsx";
import { AppHeader } from "./app-header.tsx";
import classes from "./layout.module.css";
import { RouteErrorBoundary } from "./route-error-boundary.tsx";
import { useAccessLog } from "./use-access-log.ts";
import { usePageArrival } from "./use-page-arrival.ts";

/** The member frame's parts, which the shell gives the frame (routes.tsx). */
export interface MemberParts {
  /** In the header, before the language toggle. */
  header: ReactNode;
  /** At the top of the main content. */
  main: ReactNode;
}

/**
 * The frame of every page: skip link, header, main content, footer. A page that fails to render
 * or to load shows the error panel in the main content, the frame staying usable. Each page has
 * its own document title, and arriving at one focuses its heading and announces it. A visitor's
 * first page has no member parts (visitor-frame.tsx).
 */
export function AppLayout({ member }: { member?: MemberParts }) {
  const { t } = useTranslation();
  const { authenticated } = useSession();
  const calendar = useCalendar();
  const { pathname } = useLocation();
  useAccessLog();
  const arrival = usePageArrival();
  return (
    <Box mih="100vh" style={{ display: "flex", flexDirection: "column" }}>
      <a href="#main" className={classes.skipLink}>
        {t("skipToContent")}
      </a>
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {arrival}
      </VisuallyHidden>
      <AppHeader memberActions={member?.header} />
      {/* At least a screen tall: the footer starts below the fold, so a page arriving after its
          loader (a lazy page, the calendar's answer) never moves it in view (layout shift). */}
      <Container component="main" id="main" tabIndex={-1} size="lg" w="100%" flex={1} pb="xl" mih="100vh">
        {/* On a page load, the page after the frame, in a task of its own; the footer, below the
            fold, after the first paint. */}
        <InTurn>
          {member?.main}
          {authenticated && calendar.maintenanceActive && (
            <Alert variant="outline" color="navy" title={t("maintenance.title")} mt="md">
              {t("maintenance.body")}
            </Alert>
          )}
          <RouteErrorBoundary resetKey={pathname}>
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </RouteErrorBoundary>
        </InTurn>
      </Container>
      <AfterFirstPaint>
        <AppFooter />
      </AfterFirstPaint>
    </Box>
  );
}
