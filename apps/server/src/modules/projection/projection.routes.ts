import type { Handlers } from "../../http/handlers.ts";
import * as service from "./projection.service.ts";

/** Where my savings are heading (issue 18); the session and the account's ids are checked before the answer. */
export function projectionRoutes(deps: service.ProjectionDeps): Handlers<"projection"> {
  // The funds' figures of the cycle date, computed once per fund until the cycle date moves.
  const cache = service.fundFiguresCache();
  return {
    projection: ({ caller, body }) => service.projection(deps, cache, caller, body),
  };
}
