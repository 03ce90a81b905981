import { type EndpointSpec, endpointPath } from "@portal/domain";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";

/** An endpoint's input as a test sends it: the values as they go on the wire. */
export interface WireInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** The URL of a call, built from the endpoint table like the web's client builds it. */
export function urlOf(e: EndpointSpec, input: WireInput = {}): string {
  const query = new URLSearchParams(
    Object.entries(input.query ?? {}).flatMap(([key, value]): [string, string][] =>
      value === undefined ? [] : [[key, String(value)]],
    ),
  ).toString();
  return `/api${endpointPath(e, input.params)}${query ? `?${query}` : ""}`;
}

/** Sends one call of the table, as the member of `token` (none: anonymous). */
export function callEndpoint(
  app: FastifyInstance,
  e: EndpointSpec,
  input: WireInput = {},
  token?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: e.method,
    url: urlOf(e, input),
    ...(input.body === undefined ? {} : { payload: input.body as object }),
    cookies: token ? { portal_session: token } : {},
  });
}
