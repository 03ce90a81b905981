import type auth from "../locales/en/auth.json";
import type balanceByFund from "../locales/en/balanceByFund.json";
import type changes from "../locales/en/changes.json";
import type common from "../locales/en/common.json";
import type dashboard from "../locales/en/dashboard.json";
import type dev from "../locales/en/dev.json";
import type documents from "../locales/en/documents.json";
import type fatca from "../locales/en/fatca.json";
import type fees from "../locales/en/fees.json";
import type fundSwitch from "../locales/en/fundSwitch.json";
import type funds from "../locales/en/funds.json";
import type history from "../locales/en/history.json";
import type landing from "../locales/en/landing.json";
import type managerFund from "../locales/en/managerFund.json";
import type monthRange from "../locales/en/monthRange.json";
import type portfolio from "../locales/en/portfolio.json";
import type profile from "../locales/en/profile.json";
import type projection from "../locales/en/projection.json";
import type reports from "../locales/en/reports.json";
import type selectAccount from "../locales/en/selectAccount.json";
import type superLogon from "../locales/en/superLogon.json";
import type toasts from "../locales/en/toasts.json";
import type verifyInfo from "../locales/en/verifyInfo.json";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: {
      auth: typeof auth;
      balanceByFund: typeof balanceByFund;
      changes: typeof changes;
      common: typeof common;
      dashboard: typeof dashboard;
      dev: typeof dev;
      documents: typeof documents;
      fatca: typeof fatca;
      fees: typeof fees;
      fundSwitch: typeof fundSwitch;
      funds: typeof funds;
      history: typeof history;
      landing: typeof landing;
      managerFund: typeof managerFund;
      monthRange: typeof monthRange;
      portfolio: typeof portfolio;
      profile: typeof profile;
      projection: typeof projection;
      reports: typeof reports;
      selectAccount: typeof selectAccount;
      superLogon: typeof superLogon;
      toasts: typeof toasts;
      verifyInfo: typeof verifyInfo;
    };
  }
}
