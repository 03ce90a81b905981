/**
 * The page name recorded in the access log (accessLogEndpoints.record) for each route: the names of
 * part 1 §2 and the account pages of part 2 §2.1, kept in the domain (the server takes a visit
 * only of a known page under its name). Routes without a name are not recorded.
 */
import { ACCESS_LOG_PAGES } from "@portal/domain";

export const PAGE_NAMES: Readonly<Record<string, string>> = ACCESS_LOG_PAGES;
