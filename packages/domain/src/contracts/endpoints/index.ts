import { accessLogEndpoints } from "./access-log.ts";
import { accountEndpoints } from "./accounts.ts";
import { authEndpoints } from "./auth.ts";
import { configEndpoints } from "./config.ts";
import { devEndpoints } from "./dev.ts";
import { documentEndpoints } from "./documents.ts";
import { fundEndpoints } from "./funds.ts";
import { profileEndpoints } from "./profile.ts";
import { projectionEndpoints } from "./projection.ts";
import { superLogonEndpoints } from "./super-logon.ts";
import { switchingEndpoints } from "./switching.ts";
import { transactionEndpoints } from "./transactions.ts";

/**
 * Every call of the API, made of the area tables (one module each: the web imports the areas it
 * calls, so a page's first load carries only their schemas; the server registers them all).
 */
export const endpoints = {
  ...configEndpoints,
  ...authEndpoints,
  ...accessLogEndpoints,
  ...accountEndpoints,
  ...transactionEndpoints,
  ...fundEndpoints,
  ...profileEndpoints,
  ...projectionEndpoints,
  ...switchingEndpoints,
  ...documentEndpoints,
  ...superLogonEndpoints,
  ...devEndpoints,
};

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
