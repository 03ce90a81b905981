export * from "./calendar/index.ts";
export * from "./contracts/auth.ts";
export * from "./contracts/config.ts";
export * from "./format/identifiers.ts";
export * from "./format/locale.ts";
export * from "./hkid.ts";
export * from "./time.ts";
