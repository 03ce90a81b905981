import { randomBytes } from "node:crypto";

/**
 * The Content-Security-Policy of every answer. Scripts only from the portal itself, never inline.
 * Style elements only from the portal or carrying the page's nonce (Mantine writes its CSS
 * variables into a <style> element and takes the nonce from the page); style attributes stay
 * allowed, because Mantine's style props are written as attributes and an attribute cannot read
 * the page or send anything anywhere. Without a nonce (API answers, files), no inline style
 * element at all.
 */
export function contentSecurityPolicy(options: {
  upgradeInsecureRequests: boolean;
  styleNonce?: string;
}): string {
  const styleElements = ["'self'", ...(options.styleNonce ? [`'nonce-${options.styleNonce}'`] : [])].join(
    " ",
  );
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src ${styleElements}`,
    `style-src-elem ${styleElements}`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    ...(options.upgradeInsecureRequests ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/** A fresh nonce for one page: 128 random bits. */
export const newNonce = (): string => randomBytes(16).toString("base64");

/** What Vite writes where the page's nonce goes (apps/web/vite.config.ts, html.cspNonce). */
export const NONCE_PLACEHOLDER = "__CSP_NONCE__";
