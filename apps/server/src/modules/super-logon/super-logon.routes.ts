import type { Handlers } from "../../http/handlers.ts";
import type { AuthDeps } from "../auth/auth.service.ts";
import { setSessionCookie } from "../auth/session.ts";
import * as superLogon from "./super-logon.service.ts";

/** Staff Super Logon (part 1 §2, §7): served by the staff portal only (the endpoint table's portal). */
export function superLogonRoutes(
  deps: superLogon.SuperLogonDeps & AuthDeps,
): Handlers<"superLogonConfig" | "superLogonToken" | "staffSession" | "multiClientSearch" | "chooseMember"> {
  return {
    superLogonConfig: () => superLogon.superLogonConfig(deps),
    superLogonToken: async ({ body, req, reply }) => {
      const { token, view } = await superLogon.signIn(
        deps,
        body,
        { ip: req.ip, userAgent: req.headers["user-agent"] },
        req.log,
      );
      setSessionCookie(reply, token, deps);
      return view;
    },
    staffSession: ({ caller }) => superLogon.staffSessionView(deps, caller.staff),
    multiClientSearch: ({ caller, query }) =>
      superLogon.searchClients(deps, caller.staff, query.loginID, caller),
    chooseMember: ({ caller, body }) => superLogon.chooseMember(deps, caller.staff, body, caller),
  };
}
