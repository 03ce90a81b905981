import type { Handlers } from "../../http/handlers.ts";
import { rotateToken } from "../auth/session.ts";
import * as service from "./switching.service.ts";

/**
 * The switching calls: the wizard's lookups and submit (ours, decision 002) and the instruction
 * calls of part 2 §7.3; the session and every id are checked before they run.
 */
export function switchingRoutes(
  deps: service.SwitchingDeps,
): Handlers<
  "switchOptions" | "submitInstruction" | "activityHistory" | "activityDetails" | "cancelTransaction"
> {
  return {
    switchOptions: ({ caller, query }) => service.switchOptions(deps, caller, query.clntRltnshpNmbr),
    submitInstruction: async ({ caller, body, req, reply }) => {
      const answer = await service.submitInstruction(deps, caller, body);
      await rotateToken(deps, req, reply, caller.session);
      return answer;
    },
    activityHistory: ({ caller, query }) => service.activityHistory(deps, caller, query.clntRltnshpNmbr),
    activityDetails: ({ caller, query }) =>
      service.activityDetails(deps, caller, query.clntRltnshpNmbr, query.referenceNmbr),
    cancelTransaction: ({ caller, query }) => service.cancelTransaction(deps, caller, query),
  };
}
