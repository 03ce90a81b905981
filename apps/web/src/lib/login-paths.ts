import type { Scheme } from "@portal/domain";

/** The login page of each scheme (part 1 §2); an unknown scheme goes to the landing page. */
export function loginPathFor(scheme: Scheme | null): string {
  switch (scheme) {
    case "S800":
    case "SMP":
      return "/employeelogin";
    case "HKAIIB":
      return "/aiib/employeelogin";
    case "COBRAND":
      return "/cobrand/employeelogin";
    default:
      return "/";
  }
}
