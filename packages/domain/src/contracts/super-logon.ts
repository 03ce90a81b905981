import { z } from "zod/mini";
import { scheme } from "./auth.ts";
import { bodyId, line } from "./primitives.ts";

/**
 * Staff Super Logon (part 1 §2 "Super Logon screens", §7): a staff user signs in at the
 * organisation's OpenID Connect identity provider (authorization code with PKCE, S256, the code
 * returned in the URL fragment), then chooses a scheme and a member login id and reads that
 * member's portal, changing nothing.
 */

/** The schemes the staff chooser offers: the login pages' schemes (S800 covers its employer plan). */
export const STAFF_SCHEMES = ["S800", "HKAIIB", "COBRAND"] as const;
export const staffScheme = z.enum(STAFF_SCHEMES);
export type StaffScheme = z.infer<typeof staffScheme>;

/** The scheme whose members the client search finds (part 1 §5: "for one scheme a client search returns a list"). */
export const CLIENT_SEARCH_SCHEME: StaffScheme = "S800";

/** GET /api/auth/superLogon/config: where the browser sends the staff user to sign in. */
export const superLogonConfigResponse = z.lazy(() =>
  z.object({
    authorizationEndpoint: z.string(),
    clientId: z.string(),
    redirectUri: z.string(),
    scope: z.string(),
    responseType: z.literal("code"),
    responseMode: z.literal("fragment"),
    codeChallengeMethod: z.literal("S256"),
  }),
);
export type SuperLogonConfigResponse = z.infer<typeof superLogonConfigResponse>;

/** A PKCE verifier, a state or a nonce: 43 to 128 characters of the URL-safe alphabet (RFC 7636). */
const opaque = z
  .string()
  .check(z.regex(/^[A-Za-z0-9._~-]{43,128}$/, "must be 43 to 128 URL-safe characters"));

/**
 * POST /api/auth/superLogon/token: the code the identity provider returned, with what the page
 * kept for the return (the verifier, the state it sent and the nonce). The server checks again
 * what the page checked (the state) and what only it can (the ID token).
 */
export const superLogonTokenRequest = z.object({
  authorization_code: line(1000).check(z.minLength(1)),
  code_verifier: opaque,
  /** The state the identity provider returned. */
  state: line(256).check(z.minLength(1)),
  /** The state the page sent. */
  expected_state: opaque,
  nonce: opaque,
  /** The issuer the identity provider named in its answer (RFC 9207), when it names one. */
  iss: z.optional(line(1000)),
});
export type SuperLogonTokenRequest = z.infer<typeof superLogonTokenRequest>;

/** Who is signed in at the staff portal, and whose portal they look at (none chosen yet: null). */
export const staffSessionResponse = z.lazy(() =>
  z.object({
    staffId: z.string(),
    staffName: z.string(),
    member: z.nullable(
      z.object({
        clientNmbr: z.int(),
        loginId: z.string(),
        nameEn: z.string(),
        nameZh: z.nullable(z.string()),
        scheme,
      }),
    ),
    sessionExpiresAt: z.string(),
    idleTimeoutMs: z.int(),
  }),
);
export type StaffSessionResponse = z.infer<typeof staffSessionResponse>;

/** GET /api/multiclientsearch: the clients of a login id in the client-search scheme. */
export const clientSearchQuery = z.object({
  loginID: line(20).check(z.trim(), z.minLength(1)),
});
export const clientSearchResponse = z.lazy(() =>
  z.object({
    clientNmbrList: z.array(z.int()),
  }),
);
export type ClientSearchResponse = z.infer<typeof clientSearchResponse>;

/** POST /api/auth/superLogon/member: the member whose portal the staff user reads. */
export const chooseMemberRequest = z.object({
  scheme: staffScheme,
  loginId: line(20).check(z.trim(), z.minLength(1)),
  /** From the client search (the first of its list); must be one of the login id's clients. */
  clientNmbr: z.optional(bodyId),
});
export type ChooseMemberRequest = z.infer<typeof chooseMemberRequest>;
