import * as oidc from "openid-client";
import type { OidcSettings } from "../../config.ts";

/**
 * The staff portal as an OpenID Connect relying party (openid-client, OpenID-certified): it finds
 * the issuer's endpoints by discovery, and exchanges an authorisation code with its PKCE verifier
 * at the token endpoint, validating the ID token (signature against the issuer's keys, issuer,
 * audience, expiry, nonce) before anyone is let in. The same for the demo's built-in provider and
 * an external one.
 */
export interface RelyingParty {
  /** What the browser needs to send the staff user to sign in. */
  authorization(): Promise<{
    authorizationEndpoint: string;
    clientId: string;
    redirectUri: string;
    scope: string;
  }>;
  /** The staff user the code stands for, or a refusal (StaffSignInRefused). */
  exchange(input: CodeExchange): Promise<StaffIdentity>;
}

export interface CodeExchange {
  code: string;
  codeVerifier: string;
  /** The state the provider returned, and the one the page sent. */
  state: string;
  expectedState: string;
  nonce: string;
  /** The issuer the provider named in its answer (RFC 9207), if it did. */
  iss?: string;
}

export interface StaffIdentity {
  subject: string;
  name: string;
}

/** The provider refused the code, or its answer did not pass a check: no one is signed in. */
export class StaffSignInRefused extends Error {
  override name = "StaffSignInRefused";
}

export const STAFF_SCOPE = "openid profile";

export interface RelyingPartyOptions {
  /** Plain-HTTP issuers are allowed only for the demo's own provider on this machine. */
  allowHttp: boolean;
  /** How to reach the issuer; the platform's fetch unless a test routes it in-process. */
  fetch?: typeof fetch;
}

export function relyingParty(settings: OidcSettings, options: RelyingPartyOptions): RelyingParty {
  let discovered: Promise<oidc.Configuration> | null = null;
  // Found once and kept; a failure is tried again at the next request.
  const configuration = () => {
    discovered ??= oidc
      .discovery(
        new URL(settings.issuer),
        settings.clientId,
        { client_secret: settings.clientSecret },
        oidc.ClientSecretBasic(settings.clientSecret),
        {
          // The ID token's signature is checked against the issuer's published keys too, not
          // only trusted for having come over TLS from the token endpoint.
          execute: [
            oidc.enableNonRepudiationChecks,
            ...(options.allowHttp ? [oidc.allowInsecureRequests] : []),
          ],
          ...(options.fetch ? { [oidc.customFetch]: options.fetch } : {}),
        },
      )
      .catch((err: unknown) => {
        discovered = null;
        throw err;
      });
    return discovered;
  };

  return {
    async authorization() {
      const config = await configuration();
      const endpoint = config.serverMetadata().authorization_endpoint;
      if (!endpoint) throw new Error(`the issuer ${settings.issuer} names no authorization endpoint`);
      return {
        authorizationEndpoint: endpoint,
        clientId: settings.clientId,
        redirectUri: settings.redirectUri,
        scope: STAFF_SCOPE,
      };
    },

    async exchange(input) {
      const config = await configuration();
      // The answer as the provider gave it to the redirect URI (in the fragment; the library reads a query).
      const answer = new URL(settings.redirectUri);
      answer.searchParams.set("code", input.code);
      answer.searchParams.set("state", input.state);
      if (input.iss !== undefined) answer.searchParams.set("iss", input.iss);
      let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
      try {
        tokens = await oidc.authorizationCodeGrant(config, answer, {
          pkceCodeVerifier: input.codeVerifier,
          expectedState: input.expectedState,
          expectedNonce: input.nonce,
          idTokenExpected: true,
        });
      } catch (err) {
        throw new StaffSignInRefused((err as Error).message, { cause: err });
      }
      const claims = tokens.claims();
      if (!claims) throw new StaffSignInRefused("the provider returned no ID token");
      const name = typeof claims.name === "string" && claims.name ? claims.name : claims.sub;
      return { subject: claims.sub, name };
    },
  };
}
