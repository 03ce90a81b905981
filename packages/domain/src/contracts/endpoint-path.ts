import type { EndpointSpec } from "./endpoint-spec.ts";

// Apart from the endpoint table's schemas: the web app builds its URLs with it before it has loaded them.

/** Whether a call only reads: a GET, or a POST the table marks readOnly (the account's policy). */
export function readsOnly(e: Pick<EndpointSpec, "method" | "readOnly">): boolean {
  return e.method === "GET" || e.readOnly === true;
}

/** The path with its `:name` parameters filled in (encoded). */
export function endpointPath(e: EndpointSpec, params?: Readonly<Record<string, unknown>>): string {
  return e.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null)
      throw new Error(`${e.path}: the path parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}

/** A call's input as the web app and the server give it: path parameters, query, body. */
export interface CallInput {
  params?: Readonly<Record<string, unknown>>;
  query?: Readonly<Record<string, unknown>>;
  body?: unknown;
}

/** A query's defined values as text, in the order given. */
function queryEntries(query: CallInput["query"]): [string, string][] {
  return Object.entries(query ?? {}).flatMap(([name, value]) =>
    value === undefined || value === null ? [] : [[name, String(value)] as [string, string]],
  );
}

/** A call's target under /api: the path with its parameters, and the query string ("" without one). */
export function endpointTarget(e: EndpointSpec, input: CallInput): string {
  const search = new URLSearchParams(queryEntries(input.query)).toString();
  return `${endpointPath(e, input.params)}${search === "" ? "" : `?${search}`}`;
}

/** JSON with every object's keys sorted: equal values give equal text, whatever their keys' order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (typeof value === "object" && value !== null) {
    const fields = Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${fields.map(([name, field]) => `${JSON.stringify(name)}:${canonicalJson(field)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/**
 * Names a call by what it asks (method, path, query and body; query and body fields in any
 * order): the key under which the server puts a page's first answers in the page it sends, and
 * under which the web app finds them (issue 17).
 */
export function callKey(e: EndpointSpec, input: CallInput): string {
  const query = queryEntries(input.query).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const body = input.body === undefined ? "" : canonicalJson(input.body);
  return `${e.method} ${endpointPath(e, input.params)} ${canonicalJson(query)} ${body}`;
}
