import type auth from "../locales/en/auth.json";
import type common from "../locales/en/common.json";
import type dev from "../locales/en/dev.json";
import type landing from "../locales/en/landing.json";
import type toasts from "../locales/en/toasts.json";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: {
      common: typeof common;
      landing: typeof landing;
      toasts: typeof toasts;
      auth: typeof auth;
      dev: typeof dev;
    };
  }
}
