import type { Handlers } from "../../http/handlers.ts";
import * as service from "./documents.service.ts";

/** Documents (part 2 §2.9): the session and every id are checked before they run. */
export function documentsRoutes(
  deps: service.DocumentsDeps,
): Handlers<"documentList" | "benefitStatement" | "noticeDocument"> {
  return {
    documentList: ({ caller, query }) => service.documentList(deps, caller, query),
    benefitStatement: ({ caller, query }) => service.benefitStatement(deps, caller, query),
    noticeDocument: ({ params }) => service.noticeDocument(deps, params.noticeId),
  };
}
