/**
 * The access log's pages (part 1 §2 and §7, part 2 §2.1 and §7.4): every path the portal records
 * a visit of, with the name the log keeps. The web records these and only these; the server takes
 * a visit only of a known path under its own name.
 */

/** The pages of the route table, by path. */
export const ACCESS_LOG_PAGES = {
  "/": "Landing Page",
  "/employeelogin": "S800 2FA Login Page",
  "/aiib/employeelogin": "AIIB 2FA Login Page",
  "/aiib/employeelogintemp": "AIIB 2FA Login Page",
  "/cobrand/employeelogin": "Cobrand 2FA Login Page",
  "/selectChannel": "Select Channel OTP",
  "/selectChannel_forgotPin": "Select Channel OTP Forgot PIN",
  "/authenticateOTP": "Authenticate OTP",
  "/authenticateOTP_forgotPin": "Authenticate OTP Forgot PIN",
  "/forgotpin": "Forgot PIN",
  "/verificationNeeded": "Verification Needed",
  "/setnewpin": "Set New PIN",
  "/termsandconditions": "Terms and Conditions",
  "/superLogon/login": "Super Logon Login",
  "/superLogon/signIn": "Super Logon Sign In",
  "/account": "Select Account Page",
  "/dashboard": "Dashboard",
  "/portfolio": "Portfolio",
  "/accountBalanceByFund": "Balance by Fund",
  "/transactionContributionHistory": "Transaction and Contribution History",
  "/contribution": "Contribution Records",
  "/feesAndCharges": "Fees and Charges",
  "/fundSwitch": "Fund Switching",
  "/changes": "Switching Instructions",
  "/fundInfo": "Fund Prices and Performance",
  "/fundFactSheet": "Fund Fact Sheet",
  "/managerFund": "Fund Manager Information",
  "/documents": "Documents",
  "/reports": "Reports",
  "/generatereports": "Generate Report",
  "/profile": "Personal Information",
  "/verify": "Verify Updated Information",
  "/verifyInfo": "Verify Contact Details",
  "/fatca": "US Tax Status Declaration",
  "/changePin": "Change PIN",
  "/fundCompare": "Fund Comparison",
  "/projection": "Savings Projection",
} as const satisfies Record<string, string>;

/** A part of a page recorded as a page of its own: its name and the path below its page. */
export interface AccessLogSubPage {
  pageName: string;
  subPath: string;
}

/** The fund switching wizard's steps (part 2 §2.1), under /fundSwitch. */
export const FUND_SWITCH_STEP_PAGES = {
  assetTypes: { pageName: "Select Asset", subPath: "/selectAsset" },
  contributionTypes: { pageName: "Select Contribution", subPath: "/selectContribution" },
  fundsProcessing: { pageName: "Fund Processing", subPath: "/fundProcessing" },
  switchOut: { pageName: "Switch Out", subPath: "/switchOut" },
  switchIn: { pageName: "Switch In", subPath: "/switchIn" },
  confirmation: { pageName: "Confirmation", subPath: "/confirmation" },
  transaction: { pageName: "Transaction Accepted Existing", subPath: "/existingTransactionAccepted" },
  futureContributionTypes: { pageName: "Select Future Contribution", subPath: "/selectFutureContribution" },
  futureAssetTypes: { pageName: "Future % Allocation", subPath: "/futurePercentageAllocation" },
  futureConfirmation: { pageName: "Confirmation", subPath: "/confirmation" },
  futureTransaction: { pageName: "Future Transaction Accepted", subPath: "/futureTransactionAccepted" },
} as const satisfies Record<string, AccessLogSubPage>;

/** The switch-out step once a specified percentage is chosen (§2.1 "Switch Out % allocation"). */
export const SWITCH_OUT_PERCENT_PAGE = {
  pageName: "Switch Out % allocation",
  subPath: "/switchOutPercentAllocation",
} as const satisfies AccessLogSubPage;

/** A contribution record opened on /contribution or /transactionContributionHistory. */
export const CONTRIBUTION_DETAILS_PAGE = {
  pageName: "Contribution Details",
  subPath: "/details",
} as const satisfies AccessLogSubPage;

/** An instruction opened on /changes. */
export const CHANGES_DETAILS_PAGE = {
  pageName: "Changes Details",
  subPath: "/details",
} as const satisfies AccessLogSubPage;

/** The personalised rate of return opened on /portfolio. */
export const RATE_OF_RETURN_PAGE = {
  pageName: "Simplified Page",
  subPath: "/rateOfReturn",
} as const satisfies AccessLogSubPage;

const SUB_PAGES: readonly [string, AccessLogSubPage][] = [
  ...Object.values(FUND_SWITCH_STEP_PAGES).map((page): [string, AccessLogSubPage] => ["/fundSwitch", page]),
  ["/fundSwitch", SWITCH_OUT_PERCENT_PAGE],
  ["/contribution", CONTRIBUTION_DETAILS_PAGE],
  ["/transactionContributionHistory", CONTRIBUTION_DETAILS_PAGE],
  ["/changes", CHANGES_DETAILS_PAGE],
  ["/portfolio", RATE_OF_RETURN_PAGE],
];

const NAMES: ReadonlyMap<string, string> = new Map([
  ...Object.entries(ACCESS_LOG_PAGES),
  ...SUB_PAGES.map(([base, page]): [string, string] => [`${base}${page.subPath}`, page.pageName]),
]);

/** The access log's name of a recorded path, or undefined for a path the portal does not record. */
export function accessLogPageName(pageLink: string): string | undefined {
  return NAMES.get(pageLink);
}
