import { describe, expect, it } from "vitest";
import { PAGE_NAMES } from "./page-names.ts";
import { PAGE_ROUTES } from "./page-routes.ts";

describe("access-log page names", () => {
  it("names the landing page and every route of the table", () => {
    for (const path of ["/", ...PAGE_ROUTES.map((route) => route.path)]) {
      expect(PAGE_NAMES[path], path).toBeTruthy();
    }
  });

  it("uses the specs' names", () => {
    expect(PAGE_NAMES["/"]).toBe("Landing Page");
    expect(PAGE_NAMES["/employeelogin"]).toBe("S800 2FA Login Page");
    expect(PAGE_NAMES["/aiib/employeelogin"]).toBe("AIIB 2FA Login Page");
    expect(PAGE_NAMES["/selectChannel"]).toBe("Select Channel OTP");
    expect(PAGE_NAMES["/authenticateOTP"]).toBe("Authenticate OTP");
    expect(PAGE_NAMES["/account"]).toBe("Select Account Page");
  });
});
