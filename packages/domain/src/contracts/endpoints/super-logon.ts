import type { Table } from "../endpoint-spec.ts";
import {
  chooseMemberRequest,
  clientSearchQuery,
  clientSearchResponse,
  staffSessionResponse,
  superLogonConfigResponse,
  superLogonTokenRequest,
} from "../super-logon.ts";

/** Staff Super Logon (part 1 §2, §7): only on a staff portal (SUPER_LOGON=on). */
export const superLogonEndpoints = {
  superLogonConfig: {
    method: "GET",
    path: "/auth/superLogon/config",
    tag: "super logon",
    summary: "Where to sign in: the identity provider's authorisation endpoint and the staff portal's client",
    session: "none",
    portal: "staff",
    response: superLogonConfigResponse,
  },
  superLogonToken: {
    method: "POST",
    path: "/auth/superLogon/token",
    tag: "super logon",
    summary:
      "Exchanges the authorisation code (with the PKCE verifier) at the identity provider, validates the ID token and starts a staff session",
    session: "none",
    portal: "staff",
    body: superLogonTokenRequest,
    response: staffSessionResponse,
    errors: ["not-authorised", "too-many-requests"],
  },
  staffSession: {
    method: "GET",
    path: "/auth/superLogon/session",
    tag: "super logon",
    summary: "The staff user signed in, and the member whose portal they read",
    session: "staff",
    portal: "staff",
    response: staffSessionResponse,
  },
  multiClientSearch: {
    method: "GET",
    path: "/multiclientsearch",
    tag: "super logon",
    summary: "The client numbers of a member login id in the S800 & ORSO scheme",
    session: "staff",
    portal: "staff",
    query: clientSearchQuery,
    response: clientSearchResponse,
  },
  chooseMember: {
    method: "POST",
    path: "/auth/superLogon/member",
    tag: "super logon",
    summary: "Chooses the member whose portal the staff user reads (again to choose another)",
    session: "staff",
    portal: "staff",
    body: chooseMemberRequest,
    response: staffSessionResponse,
    errors: ["member-not-found"],
  },
} as const satisfies Table;
