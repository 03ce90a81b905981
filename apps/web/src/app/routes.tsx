import { Fragment, lazy, type ReactNode } from "react";
import { Navigate, type RouteObject, useRoutes } from "react-router";
import { LandingPage } from "../features/landing/landing-page.tsx";
import type { PageName } from "../lib/page-name.ts";
import { AppLayout } from "./app-layout.tsx";
import type { GuardKind } from "./guards.ts";
import { HIDEABLE_PAGES } from "./hideable-pages.ts";
import { PAGE_ROUTES } from "./page-routes.ts";
import { RouteGuard } from "./route-guard.tsx";

// Every page but the landing page is loaded on demand.
const LoginPage = lazy(() =>
  import("../features/auth/login-page.tsx").then(({ LoginPage }) => ({ default: LoginPage })),
);
const SelectChannelPage = lazy(() =>
  import("../features/auth/select-channel-page.tsx").then(({ SelectChannelPage }) => ({
    default: SelectChannelPage,
  })),
);
const AuthenticateOtpPage = lazy(() =>
  import("../features/auth/authenticate-otp-page.tsx").then(({ AuthenticateOtpPage }) => ({
    default: AuthenticateOtpPage,
  })),
);
const ForgotPinPage = lazy(() =>
  import("../features/auth/forgot-pin-page.tsx").then(({ ForgotPinPage }) => ({ default: ForgotPinPage })),
);
const VerificationNeededPage = lazy(() =>
  import("../features/auth/verification-needed-page.tsx").then(({ VerificationNeededPage }) => ({
    default: VerificationNeededPage,
  })),
);
const SetNewPinPage = lazy(() =>
  import("../features/auth/set-new-pin-page.tsx").then(({ SetNewPinPage }) => ({ default: SetNewPinPage })),
);
const TermsPage = lazy(() =>
  import("../features/auth/terms-page.tsx").then(({ TermsPage }) => ({ default: TermsPage })),
);
const ChangePinPage = lazy(() =>
  import("../features/auth/change-pin-page.tsx").then(({ ChangePinPage }) => ({ default: ChangePinPage })),
);
const SelectAccountPage = lazy(() =>
  import("../features/select-account/select-account-page.tsx").then(({ SelectAccountPage }) => ({
    default: SelectAccountPage,
  })),
);
const DashboardPage = lazy(() =>
  import("../features/dashboard/dashboard-page.tsx").then(({ DashboardPage }) => ({
    default: DashboardPage,
  })),
);
const PortfolioPage = lazy(() =>
  import("../features/portfolio/portfolio-page.tsx").then(({ PortfolioPage }) => ({
    default: PortfolioPage,
  })),
);
const BalanceByFundPage = lazy(() =>
  import("../features/balance-by-fund/balance-by-fund-page.tsx").then(({ BalanceByFundPage }) => ({
    default: BalanceByFundPage,
  })),
);
const FeesPage = lazy(() =>
  import("../features/fees/fees-page.tsx").then(({ FeesPage }) => ({ default: FeesPage })),
);
const HistoryPage = lazy(() =>
  import("../features/history/history-page.tsx").then(({ HistoryPage }) => ({ default: HistoryPage })),
);
const ContributionPage = lazy(() =>
  import("../features/history/contribution-page.tsx").then(({ ContributionPage }) => ({
    default: ContributionPage,
  })),
);
const ProfilePage = lazy(() =>
  import("../features/profile/profile-page.tsx").then(({ ProfilePage }) => ({ default: ProfilePage })),
);
const VerifyPage = lazy(() =>
  import("../features/profile/verify-page.tsx").then(({ VerifyPage }) => ({ default: VerifyPage })),
);
const FatcaPage = lazy(() =>
  import("../features/fatca/fatca-page.tsx").then(({ FatcaPage }) => ({ default: FatcaPage })),
);
const FundInfoPage = lazy(() =>
  import("../features/funds/fund-info-page.tsx").then(({ FundInfoPage }) => ({ default: FundInfoPage })),
);
const FundFactSheetPage = lazy(() =>
  import("../features/funds/fund-fact-sheet-page.tsx").then(({ FundFactSheetPage }) => ({
    default: FundFactSheetPage,
  })),
);
const FundComparePage = lazy(() =>
  import("../features/funds/fund-compare-page.tsx").then(({ FundComparePage }) => ({
    default: FundComparePage,
  })),
);
const FundSwitchPage = lazy(() =>
  import("../features/fund-switch/fund-switch-page.tsx").then(({ FundSwitchPage }) => ({
    default: FundSwitchPage,
  })),
);
const ChangesPage = lazy(() =>
  import("../features/changes/changes-page.tsx").then(({ ChangesPage }) => ({ default: ChangesPage })),
);
const ManagerFundPage = lazy(() =>
  import("../features/manager-fund/manager-fund-page.tsx").then(({ ManagerFundPage }) => ({
    default: ManagerFundPage,
  })),
);
const DocumentsPage = lazy(() =>
  import("../features/documents/documents-page.tsx").then(({ DocumentsPage }) => ({
    default: DocumentsPage,
  })),
);
const ReportsPage = lazy(() =>
  import("../features/reports/reports-page.tsx").then(({ ReportsPage }) => ({ default: ReportsPage })),
);
const GenerateReportPage = lazy(() =>
  import("../features/reports/generate-report-page.tsx").then(({ GenerateReportPage }) => ({
    default: GenerateReportPage,
  })),
);
const VerifyInfoPage = lazy(() =>
  import("../features/verify-info/verify-info-page.tsx").then(({ VerifyInfoPage }) => ({
    default: VerifyInfoPage,
  })),
);
const SuperLogonLoginPage = lazy(() =>
  import("../features/super-logon/super-logon-login-page.tsx").then(({ SuperLogonLoginPage }) => ({
    default: SuperLogonLoginPage,
  })),
);
const SuperLogonSignInPage = lazy(() =>
  import("../features/super-logon/super-logon-sign-in-page.tsx").then(({ SuperLogonSignInPage }) => ({
    default: SuperLogonSignInPage,
  })),
);
// The rule of which pages a scheme has lives in the domain's account rules (decimal arithmetic and
// all): it loads with the member pages, never with the landing page.
const AccountPageGuard = lazy(() =>
  import("./account-page-guard.tsx").then(({ AccountPageGuard }) => ({ default: AccountPageGuard })),
);
const ProjectionPage = lazy(() =>
  import("../features/projection/projection-page.tsx").then(({ ProjectionPage }) => ({
    default: ProjectionPage,
  })),
);
const OutboxPage = lazy(() =>
  import("../features/dev-outbox/outbox-page.tsx").then(({ OutboxPage }) => ({ default: OutboxPage })),
);

/** Every page of the route table: the type makes a route without its page fail the type check. */
export const PAGES: Readonly<Record<PageName, ReactNode>> = {
  employeeLogin: <LoginPage scheme="S800" />,
  aiibLogin: <LoginPage scheme="HKAIIB" />,
  cobrandLogin: <LoginPage scheme="COBRAND" />,
  selectChannel: <SelectChannelPage flow="login" />,
  selectChannelForgotPin: <SelectChannelPage flow="forgotPin" />,
  authenticateOtp: <AuthenticateOtpPage flow="login" />,
  authenticateOtpForgotPin: <AuthenticateOtpPage flow="forgotPin" />,
  forgotPin: <ForgotPinPage />,
  verificationNeeded: <VerificationNeededPage />,
  setNewPin: <SetNewPinPage />,
  termsAndConditions: <TermsPage />,
  changePin: <ChangePinPage />,
  account: <SelectAccountPage />,
  dashboard: <DashboardPage />,
  portfolio: <PortfolioPage />,
  accountBalanceByFund: <BalanceByFundPage />,
  feesAndCharges: <FeesPage />,
  transactionContributionHistory: <HistoryPage />,
  contribution: <ContributionPage />,
  profile: <ProfilePage />,
  verify: <VerifyPage />,
  fatca: <FatcaPage />,
  fundInfo: <FundInfoPage />,
  fundFactSheet: <FundFactSheetPage />,
  fundCompare: <FundComparePage />,
  fundSwitch: <FundSwitchPage />,
  projection: <ProjectionPage />,
  changes: <ChangesPage />,
  managerFund: <ManagerFundPage />,
  documents: <DocumentsPage />,
  reports: <ReportsPage />,
  generateReports: <GenerateReportPage />,
  verifyInfo: <VerifyInfoPage />,
  superLogonLogin: <SuperLogonLoginPage />,
  superLogonSignIn: <SuperLogonSignInPage />,
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

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
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
