import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import helmet, { type HelmetOptions } from "helmet";
import { describe, expect, it } from "vitest";
import { helmetHeaders } from "./security-headers.ts";

const OPTIONS: HelmetOptions = {
  contentSecurityPolicy: false,
  hsts: { maxAge: 31_536_000, includeSubDomains: true },
  frameguard: { action: "deny" },
  referrerPolicy: { policy: "same-origin" },
};

/** The headers helmet's own middleware puts on a real answer, per request as the plugin did. */
async function helmetOnAnAnswer(options: HelmetOptions): Promise<Record<string, string>> {
  const server = createServer((req, res) => {
    res.setHeader("X-Powered-By", "something");
    helmet(options)(req, res, () => res.end("ok"));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    await res.text();
    const ignored = new Set(["date", "connection", "keep-alive", "content-length", "transfer-encoding"]);
    return Object.fromEntries([...res.headers].filter(([name]) => !ignored.has(name)));
  } finally {
    server.close();
  }
}

describe("helmetHeaders", () => {
  it("gives exactly the headers helmet sets on an answer for the portal's options", async () => {
    const once = helmetHeaders(OPTIONS);
    expect(once).toEqual(await helmetOnAnAnswer(OPTIONS));
    expect(once).toMatchObject({
      "strict-transport-security": "max-age=31536000; includeSubDomains",
      "x-frame-options": "DENY",
      "referrer-policy": "same-origin",
      "x-content-type-options": "nosniff",
    });
    expect(once).not.toHaveProperty("x-powered-by");
    expect(once).not.toHaveProperty("content-security-policy");
  });

  it("follows the options (another frame rule, no HSTS)", async () => {
    const options: HelmetOptions = { frameguard: { action: "sameorigin" }, strictTransportSecurity: false };
    const once = helmetHeaders(options);
    expect(once).toEqual(await helmetOnAnAnswer(options));
    expect(once["x-frame-options"]).toBe("SAMEORIGIN");
    expect(once).not.toHaveProperty("strict-transport-security");
  });
});
