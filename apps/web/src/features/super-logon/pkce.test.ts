import { describe, expect, it } from "vitest";
import { base64Url, codeChallenge, randomToken } from "./pkce.ts";

describe("pkce", () => {
  it("makes 43-character base64url tokens, a new one each time", () => {
    const a = randomToken();
    const b = randomToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(b).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
  });

  it("encodes base64url without padding", () => {
    expect(base64Url(new Uint8Array([0xfb, 0xff]))).toBe("-_8");
    expect(base64Url(new Uint8Array([]))).toBe("");
  });

  it("derives the S256 challenge of RFC 7636's example verifier", async () => {
    expect(await codeChallenge("dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk")).toBe(
      "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
    );
  });
});
