import type { PageName } from "../lib/page-name.ts";

/** Where a page's code and texts are. */
export interface PageModule {
  /** Its module, under src/ (a features/<area>/<name>-page.tsx). */
  file: string;
  /** The component the module exports. */
  component: string;
  /** The text namespaces it reads, loaded together with its code. */
  namespaces: readonly string[];
}

/**
 * Every page's module, component and namespaces: plain data, read by the route table, which loads
 * a page's code and texts together when it is first shown, and by the build (vite.config.ts),
 * which lists the files each path loads so the server can name them in the page it sends and the
 * browser fetches them at once instead of one after the other (issue 17).
 */
export const PAGE_MODULES = {
  employeeLogin: { file: "features/auth/login-page.tsx", component: "LoginPage", namespaces: ["login"] },
  aiibLogin: { file: "features/auth/login-page.tsx", component: "LoginPage", namespaces: ["login"] },
  cobrandLogin: { file: "features/auth/login-page.tsx", component: "LoginPage", namespaces: ["login"] },
  selectChannel: {
    file: "features/auth/select-channel-page.tsx",
    component: "SelectChannelPage",
    namespaces: ["auth"],
  },
  selectChannelForgotPin: {
    file: "features/auth/select-channel-page.tsx",
    component: "SelectChannelPage",
    namespaces: ["auth"],
  },
  authenticateOtp: {
    file: "features/auth/authenticate-otp-page.tsx",
    component: "AuthenticateOtpPage",
    namespaces: ["auth", "dev"],
  },
  authenticateOtpForgotPin: {
    file: "features/auth/authenticate-otp-page.tsx",
    component: "AuthenticateOtpPage",
    namespaces: ["auth", "dev"],
  },
  forgotPin: { file: "features/auth/forgot-pin-page.tsx", component: "ForgotPinPage", namespaces: ["auth"] },
  verificationNeeded: {
    file: "features/auth/verification-needed-page.tsx",
    component: "VerificationNeededPage",
    namespaces: ["auth"],
  },
  setNewPin: { file: "features/auth/set-new-pin-page.tsx", component: "SetNewPinPage", namespaces: ["auth"] },
  termsAndConditions: { file: "features/auth/terms-page.tsx", component: "TermsPage", namespaces: ["auth"] },
  changePin: { file: "features/auth/change-pin-page.tsx", component: "ChangePinPage", namespaces: ["auth"] },
  account: {
    file: "features/select-account/select-account-page.tsx",
    component: "SelectAccountPage",
    namespaces: ["selectAccount"],
  },
  dashboard: {
    file: "features/dashboard/dashboard-page.tsx",
    component: "DashboardPage",
    namespaces: ["dashboard"],
  },
  portfolio: {
    file: "features/portfolio/portfolio-page.tsx",
    component: "PortfolioPage",
    namespaces: ["portfolio"],
  },
  accountBalanceByFund: {
    file: "features/balance-by-fund/balance-by-fund-page.tsx",
    component: "BalanceByFundPage",
    namespaces: ["balanceByFund"],
  },
  feesAndCharges: { file: "features/fees/fees-page.tsx", component: "FeesPage", namespaces: ["fees"] },
  transactionContributionHistory: {
    file: "features/history/history-page.tsx",
    component: "HistoryPage",
    namespaces: ["history", "monthRange"],
  },
  contribution: {
    file: "features/history/contribution-page.tsx",
    component: "ContributionPage",
    namespaces: ["history", "monthRange"],
  },
  profile: { file: "features/profile/profile-page.tsx", component: "ProfilePage", namespaces: ["profile"] },
  verify: { file: "features/profile/verify-page.tsx", component: "VerifyPage", namespaces: ["profile"] },
  fatca: { file: "features/fatca/fatca-page.tsx", component: "FatcaPage", namespaces: ["fatca"] },
  fundInfo: {
    file: "features/funds/fund-info-page.tsx",
    component: "FundInfoPage",
    namespaces: ["funds"],
  },
  fundFactSheet: {
    file: "features/funds/fund-fact-sheet-page.tsx",
    component: "FundFactSheetPage",
    namespaces: ["funds"],
  },
  fundCompare: {
    file: "features/funds/fund-compare-page.tsx",
    component: "FundComparePage",
    namespaces: ["funds"],
  },
  fundSwitch: {
    file: "features/fund-switch/fund-switch-page.tsx",
    component: "FundSwitchPage",
    namespaces: ["fundSwitch"],
  },
  projection: {
    file: "features/projection/projection-page.tsx",
    component: "ProjectionPage",
    namespaces: ["projection"],
  },
  changes: { file: "features/changes/changes-page.tsx", component: "ChangesPage", namespaces: ["changes"] },
  managerFund: {
    file: "features/manager-fund/manager-fund-page.tsx",
    component: "ManagerFundPage",
    namespaces: ["managerFund"],
  },
  documents: {
    file: "features/documents/documents-page.tsx",
    component: "DocumentsPage",
    namespaces: ["documents"],
  },
  reports: { file: "features/reports/reports-page.tsx", component: "ReportsPage", namespaces: ["reports"] },
  generateReports: {
    file: "features/reports/generate-report-page.tsx",
    component: "GenerateReportPage",
    namespaces: ["reports", "monthRange"],
  },
  verifyInfo: {
    file: "features/verify-info/verify-info-page.tsx",
    component: "VerifyInfoPage",
    namespaces: ["verifyInfo"],
  },
  superLogonLogin: {
    file: "features/super-logon/super-logon-login-page.tsx",
    component: "SuperLogonLoginPage",
    namespaces: ["superLogon"],
  },
  superLogonSignIn: {
    file: "features/super-logon/super-logon-sign-in-page.tsx",
    component: "SuperLogonSignInPage",
    namespaces: ["superLogon"],
  },
} as const satisfies Record<PageName, PageModule>;

/**
 * The frame's own lazily loaded parts that every member page shows (the member navigation, the
 * check of which pages the account has), fetched with a member page's own files.
 */
export const MEMBER_FRAME_FILES = ["app/top-navigation.tsx", "app/account-page-guard.tsx"] as const;

/**
 * What a member page's first load names besides its own files: the frame's parts above, and the
 * endpoint tables of the calls the frame makes on every page (the session, the access log), which
 * its first render would otherwise ask for only once it runs, one round trip late (issue 17).
 */
export const MEMBER_FRAME_PRELOADS = [...MEMBER_FRAME_FILES, "lib/api/frame-endpoints.ts"] as const;
