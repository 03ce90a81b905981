import { type ComponentType, Fragment, lazy, type ReactNode } from "react";
import { LandingPage } from "../features/landing/landing-page.tsx";
import type { PageName } from "../lib/page-name.ts";
import { type Preloadable, preloadable } from "../lib/preloadable.tsx";
import { Navigate, type RouteObject, useRoutes } from "../lib/router.tsx";
import { AppLayout, type MemberParts } from "./app-layout.tsx";
import { FirstStepsLogout } from "./first-steps-logout.tsx";
import type { GuardKind } from "./guards.ts";
import { HIDEABLE_PAGES } from "./hideable-pages.ts";
import { i18n } from "./i18n.ts";
import { withPageStyles } from "./mantine-styles.ts";
import { PAGE_MODULES } from "./page-modules.ts";
import { LOGIN_PAGE_SCHEMES, PAGE_ROUTES } from "./page-routes.ts";
import { RouteGuard } from "./route-guard.tsx";
import { SessionWatch } from "./session-watch.tsx";
import { StaffViewLine } from "./staff-view-line.tsx";

// biome-ignore lint/suspicious/noExplicitAny: a page of whatever props; pageComponent types it as its export.
type AnyComponent = ComponentType<any>;
// biome-ignore lint/suspicious/noExplicitAny: as above.
type AnyPage = Preloadable<any>;

/** Every page's module, loaded on demand (all but the landing page): keyed by "../features/…". */
const PAGE_CODE = import.meta.glob<Record<string, unknown>>([
  "../features/*/*-page.tsx",
  "!../features/landing/landing-page.tsx",
]);

/**
 * A page's component, loaded with its texts when it is first shown (or ahead, see
 * prepare-first-page.ts): the code and the namespaces at once, so the page does not render,
 * suspend for its texts and render again. The server names the same files in the page it sends
 * when it is the first one (page-modules.ts).
 */
function lazyPage(page: PageName): AnyPage {
  const { component, namespaces } = PAGE_MODULES[page];
  return preloadable(async () => {
    const [module] = await withPageStyles(() =>
      Promise.all([pageModule(page), i18n.loadNamespaces([...namespaces])]),
    );
    return module[component] as ComponentType;
  });
}

/** A page's module (loaded once: later calls get the same module). */
export function pageModule(page: PageName): Promise<Record<string, unknown>> {
  const { file } = PAGE_MODULES[page];
  const load = PAGE_CODE[`../${file}`];
  if (!load) throw new Error(`No page module ${file} for ${page}`);
  return load();
}

/**
 * One component per module and export, whatever the number of pages that show it; typed as the
 * module's export (`C`), so a page's props are checked where the table gives them.
 */
const components = new Map<string, AnyPage>();
export function pageComponent<C extends AnyComponent = ComponentType>(page: PageName): C & AnyPage {
  const { file, component } = PAGE_MODULES[page];
  const key = `${file}#${component}`;
  const made = components.get(key) ?? lazyPage(page);
  components.set(key, made);
  return made as C & AnyPage;
}

const LoginPage = pageComponent<typeof import("../features/auth/login-page.tsx").LoginPage>("employeeLogin");
const SelectChannelPage =
  pageComponent<typeof import("../features/auth/select-channel-page.tsx").SelectChannelPage>("selectChannel");
const AuthenticateOtpPage =
  pageComponent<typeof import("../features/auth/authenticate-otp-page.tsx").AuthenticateOtpPage>(
    "authenticateOtp",
  );

// The rule of which pages a scheme has lives in the domain's account rules (decimal arithmetic and
// all): it loads with the member pages, never with the landing page.
export const AccountPageGuard = preloadable(() =>
  import("./account-page-guard.tsx").then(({ AccountPageGuard }) => AccountPageGuard),
);
const OutboxPage = lazy(() =>
  withPageStyles(() => import("../features/dev-outbox/outbox-page.tsx")).then(({ OutboxPage }) => ({
    default: OutboxPage,
  })),
);

/** A page shown as its module exports it, without props. */
function plain(page: PageName): ReactNode {
  const Page = pageComponent(page);
  return <Page />;
}

/** Every page of the route table: the type makes a route without its page fail the type check. */
export const PAGES: Readonly<Record<PageName, ReactNode>> = {
  employeeLogin: <LoginPage scheme={LOGIN_PAGE_SCHEMES.employeeLogin} />,
  aiibLogin: <LoginPage scheme={LOGIN_PAGE_SCHEMES.aiibLogin} />,
  cobrandLogin: <LoginPage scheme={LOGIN_PAGE_SCHEMES.cobrandLogin} />,
  selectChannel: <SelectChannelPage flow="login" />,
  selectChannelForgotPin: <SelectChannelPage flow="forgotPin" />,
  authenticateOtp: <AuthenticateOtpPage flow="login" />,
  authenticateOtpForgotPin: <AuthenticateOtpPage flow="forgotPin" />,
  forgotPin: plain("forgotPin"),
  verificationNeeded: plain("verificationNeeded"),
  setNewPin: plain("setNewPin"),
  termsAndConditions: plain("termsAndConditions"),
  changePin: plain("changePin"),
  account: plain("account"),
  dashboard: plain("dashboard"),
  portfolio: plain("portfolio"),
  accountBalanceByFund: plain("accountBalanceByFund"),
  feesAndCharges: plain("feesAndCharges"),
  transactionContributionHistory: plain("transactionContributionHistory"),
  contribution: plain("contribution"),
  profile: plain("profile"),
  verify: plain("verify"),
  fatca: plain("fatca"),
  fundInfo: plain("fundInfo"),
  fundFactSheet: plain("fundFactSheet"),
  fundCompare: plain("fundCompare"),
  fundSwitch: plain("fundSwitch"),
  projection: plain("projection"),
  changes: plain("changes"),
  managerFund: plain("managerFund"),
  documents: plain("documents"),
  reports: plain("reports"),
  generateReports: plain("generateReports"),
  verifyInfo: plain("verifyInfo"),
  superLogonLogin: plain("superLogonLogin"),
  superLogonSignIn: plain("superLogonSignIn"),
};

/** A route's page; those that some schemes and accounts lack send to the dashboard (part 2 §2.1). */
function pageElement(page: PageName): ReactNode {
  const element = PAGES[page];
  const hideable = HIDEABLE_PAGES[page];
  return hideable ? <AccountPageGuard page={hideable}>{element}</AccountPageGuard> : element;
}

/** Keyed by path, so two routes showing the same page (the two OTP flows) never share its state. */
function guarded(path: string, kind: GuardKind, page: ReactNode): ReactNode {
  return kind === "open" ? (
    <Fragment key={path}>{page}</Fragment>
  ) : (
    <RouteGuard key={path} kind={kind}>
      {page}
    </RouteGuard>
  );
}

/** The frame's member parts: the session's watch, the staff line, the first-steps logout. */
const MEMBER_PARTS: MemberParts = {
  header: <FirstStepsLogout />,
  main: (
    <>
      <SessionWatch />
      <StaffViewLine />
    </>
  ),
};

export const routes: RouteObject[] = [
  {
    element: <AppLayout member={MEMBER_PARTS} />,
    children: [
      { path: "/", element: <LandingPage /> },
      ...PAGE_ROUTES.map(({ path, guard, page }) => ({
        path,
        element: guarded(path, guard, pageElement(page)),
      })),
      // Demo mode only: the messages the demo server kept instead of sending.
      { path: "/dev/outbox", element: guarded("/dev/outbox", "demo", <OutboxPage />) },
      { path: "*", element: <Navigate to="/" replace /> },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
