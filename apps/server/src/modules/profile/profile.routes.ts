import type { Handlers } from "../../http/handlers.ts";
import { rotateToken } from "../auth/session.ts";
import * as service from "./profile.service.ts";

/** The profile calls of part 1 §7: the client info, the verified update, the declaration, the countries. */
export function profileRoutes(
  deps: service.ProfileDeps,
): Handlers<"client" | "updateClient" | "customData" | "countryList"> {
  return {
    client: ({ caller, query }) => service.clientInfo(deps, caller, query.clientNmbr, query.clntRltnshpNmbr),
    updateClient: async ({ caller, body, req, reply }) => {
      const answer = await service.updateClient(deps, caller, body);
      await rotateToken(deps, req, reply, caller.session);
      return answer;
    },
    customData: async ({ caller, body }) => {
      await service.declare(deps, caller, body);
      return undefined;
    },
    countryList: () => service.countryList(deps),
  };
}
