import type { LoginScheme } from "../features/auth/login-page.tsx";
import type { PageName } from "../lib/page-name.ts";
import type { GuardKind } from "./guards.ts";

/** Part 1 §2's route table: every path and its guard. */
export const PAGE_ROUTES: readonly { path: string; guard: GuardKind; page: PageName }[] = [
  { path: "/forgotpin", guard: "open", page: "forgotPin" },
  { path: "/verificationNeeded", guard: "open", page: "verificationNeeded" },
  { path: "/setnewpin", guard: "open", page: "setNewPin" },
  { path: "/authenticateOTP_forgotPin", guard: "open", page: "authenticateOtpForgotPin" },
  { path: "/employeelogin", guard: "login", page: "employeeLogin" },
  { path: "/aiib/employeelogin", guard: "login", page: "aiibLogin" },
  { path: "/aiib/employeelogintemp", guard: "login", page: "aiibLogin" },
  { path: "/selectChannel_forgotPin", guard: "login", page: "selectChannelForgotPin" },
  { path: "/cobrand/employeelogin", guard: "cobrandLogin", page: "cobrandLogin" },
  { path: "/authenticateOTP", guard: "otp", page: "authenticateOtp" },
  { path: "/superLogon/login", guard: "superLogon", page: "superLogonLogin" },
  { path: "/superLogon/signIn", guard: "superLogon", page: "superLogonSignIn" },
  { path: "/account", guard: "authenticated", page: "account" },
  { path: "/managerFund", guard: "authenticated", page: "managerFund" },
  { path: "/fundInfo", guard: "authenticated", page: "fundInfo" },
  { path: "/documents", guard: "authenticated", page: "documents" },
  { path: "/profile", guard: "authenticated", page: "profile" },
  { path: "/verify", guard: "authenticated", page: "verify" },
  { path: "/changePin", guard: "authenticated", page: "changePin" },
  { path: "/fundSwitch", guard: "authenticated", page: "fundSwitch" },
  { path: "/termsandconditions", guard: "authenticated", page: "termsAndConditions" },
  { path: "/reports", guard: "authenticated", page: "reports" },
  { path: "/generatereports", guard: "authenticated", page: "generateReports" },
  { path: "/changes", guard: "authenticated", page: "changes" },
  { path: "/dashboard", guard: "authenticated", page: "dashboard" },
  { path: "/feesAndCharges", guard: "authenticated", page: "feesAndCharges" },
  { path: "/transactionContributionHistory", guard: "authenticated", page: "transactionContributionHistory" },
  { path: "/fatca", guard: "authenticated", page: "fatca" },
  { path: "/accountBalanceByFund", guard: "authenticated", page: "accountBalanceByFund" },
  { path: "/contribution", guard: "authenticated", page: "contribution" },
  { path: "/portfolio", guard: "authenticated", page: "portfolio" },
  { path: "/selectChannel", guard: "mfa", page: "selectChannel" },
  { path: "/verifyInfo", guard: "authenticated", page: "verifyInfo" },
  { path: "/fundFactSheet", guard: "authenticated", page: "fundFactSheet" },
  { path: "/fundCompare", guard: "authenticated", page: "fundCompare" },
  { path: "/projection", guard: "authenticated", page: "projection" },
];

const PAGE_BY_PATH = new Map(PAGE_ROUTES.map((route) => [route.path, route.page]));

/** The login pages and the scheme each sends: a visitor's first page can be one (app.tsx). */
export const LOGIN_PAGE_SCHEMES = {
  employeeLogin: "S800",
  aiibLogin: "HKAIIB",
  cobrandLogin: "COBRAND",
} as const satisfies Partial<Record<PageName, LoginScheme>>;
export type LoginPageName = keyof typeof LOGIN_PAGE_SCHEMES;

/** The routes of the login pages, as the route table has them (their guards too: none a member's). */
export const LOGIN_ROUTES = PAGE_ROUTES.flatMap(({ path, guard, page }) =>
  page in LOGIN_PAGE_SCHEMES && guard !== "authenticated"
    ? [{ path, guard, page: page as LoginPageName }]
    : [],
);

/** The page a path shows, if it is one of the route table's. */
export function pageAt(pathname: string): PageName | undefined {
  return PAGE_BY_PATH.get(pathname);
}

/** A page's path: its first route (the AIIB login page has a second, older one). */
export function pathOf(page: PageName): string {
  const route = PAGE_ROUTES.find((candidate) => candidate.page === page);
  if (!route) throw new Error(`No route shows the page ${page}`);
  return route.path;
}
