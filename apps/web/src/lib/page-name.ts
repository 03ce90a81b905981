import type common from "../locales/en/common.json";

/** A page of the route table, named by its title's key under `pages` in common.json. */
export type PageName = keyof typeof common.pages;
