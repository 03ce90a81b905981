export * from "./reports.ts";
export * from "./retention.ts";
export * from "./statements.ts";
