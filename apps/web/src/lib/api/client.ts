import {
  type CallInput,
  callKey,
  type EndpointInput,
  type EndpointResponse,
  type EndpointSpec,
  type ErrorCode,
  endpointTarget,
  isErrorCode,
  readsOnly,
} from "@portal/domain";

/**
 * The one way the web app calls the API, built from the contract's endpoint table (the area tables
 * of @portal/domain, such as accountEndpoints): the table gives each call's method, path, input
 * and answer schema, so a fetcher
 * names its endpoint and passes typed input, and its answer comes back parsed. The session cookie
 * is sent (same origin only). Errors answer { code, message } (errorResponse), `code` being a code
 * of the catalogue (lib/toasts.tsx).
 */

/** Where the API lives: every endpoint's path is under it. */
const API_ROOT = "/api";

/**
 * The code of a failed call: the server's code of the catalogue; for an answer without one, "error"
 * (a 4xx), "too-many-requests" (a 429) or "technical-error" (5xx, or no answer at all).
 */
export type ApiErrorCode = ErrorCode | "error";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** The code of a network failure (no answer at all). */
const NETWORK_ERROR = "technical-error" satisfies ErrorCode;

export interface CallOptions {
  signal?: AbortSignal;
  /** Leave a 401 session-expired to the caller instead of telling the session listeners. */
  quietOnExpiry?: boolean;
  /** The request may outlive the page (the access log sent as the member leaves). */
  keepalive?: boolean;
}

const expiryListeners = new Set<() => void>();

/** Told whenever any call answers 401 session-expired; returns the unsubscribe function. */
export function onSessionExpired(listener: () => void): () => void {
  expiryListeners.add(listener);
  return () => expiryListeners.delete(listener);
}

/** The URL of a call, for a link (a document the browser downloads) or a request. */
export function endpointUrl<E extends EndpointSpec>(endpoint: E, input: EndpointInput<E>): string {
  return `${API_ROOT}${endpointTarget(endpoint, input as CallInput)}`;
}

async function errorOf(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // not JSON: keep the status alone
  }
  // The error body of the contract (errorResponse), checked by hand: the first page calls the API
  // before, or without, loading the contract's schemas.
  const answer = (typeof body === "object" && body !== null ? body : {}) as Record<string, unknown>;
  if (isErrorCode(answer.code) && typeof answer.message === "string")
    return new ApiError(response.status, answer.code, answer.message);
  const code: ApiErrorCode =
    response.status >= 500 ? "technical-error" : response.status === 429 ? "too-many-requests" : "error";
  return new ApiError(response.status, code, `HTTP ${response.status}`);
}

/** A file's answer as a Blob of this page's own Blob (what the schema and the download expect). */
async function blobOf(response: Response): Promise<Blob> {
  const type = response.headers.get("Content-Type") ?? "application/pdf";
  return new Blob([await response.arrayBuffer()], { type });
}

/**
 * The answers of the first page's first calls that the server put in the page (lib/bootstrap.ts,
 * issue 17), by call (callKey): each answers its call once, while the first page is prepared.
 */
let earlyAnswers = new Map<string, unknown>();

/** Keeps the page's early answers for their calls. */
export function keepEarlyAnswers(answers: Readonly<Record<string, unknown>>): void {
  earlyAnswers = new Map(Object.entries(answers));
}

/**
 * Forgets those not asked for once the first page is ready: a later call asks the server, as an
 * answer of the page's moment would be old by then.
 */
export function dropEarlyAnswers(): void {
  earlyAnswers.clear();
}

/** The early answer of a call that only reads, taken (once), or undefined. */
function takeEarlyAnswer(endpoint: EndpointSpec, input: CallInput): unknown {
  if (earlyAnswers.size === 0 || !readsOnly(endpoint)) return undefined;
  const key = callKey(endpoint, input);
  const answer = earlyAnswers.get(key);
  earlyAnswers.delete(key);
  return answer;
}

/**
 * Calls an endpoint of the table with its input (path parameters, query, body) and answers what
 * its response schema parses: undefined for 204 No Content, a Blob for a file. A failure throws an
 * ApiError; a 401 session-expired also tells the session listeners (unless `quietOnExpiry`).
 */
export async function call<E extends EndpointSpec>(
  endpoint: E,
  input: EndpointInput<E>,
  { signal, quietOnExpiry = false, keepalive }: CallOptions = {},
): Promise<EndpointResponse<E>> {
  const { body } = input as { body?: unknown };
  const file = endpoint.produces === "file";
  const early = file ? undefined : takeEarlyAnswer(endpoint, input as CallInput);
  if (early !== undefined) return parseAnswer(endpoint, early);
  let response: Response;
  try {
    response = await fetch(endpointUrl(endpoint, input), {
      method: endpoint.method,
      credentials: "same-origin",
      headers: {
        Accept: file ? "application/pdf, text/csv" : "application/json",
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
      keepalive,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, NETWORK_ERROR, "The server could not be reached");
  }
  if (!response.ok) {
    const error = await errorOf(response);
    if (error.status === 401 && error.code === "session-expired" && !quietOnExpiry) {
      for (const listener of expiryListeners) listener();
    }
    throw error;
  }
  if (endpoint.response === null) return undefined as EndpointResponse<E>;
  return parseAnswer(endpoint, file ? await blobOf(response) : await response.json());
}

/** An answer as the endpoint's response schema parses it. */
function parseAnswer<E extends EndpointSpec>(endpoint: E, answer: unknown): EndpointResponse<E> {
  return (endpoint.response === null ? undefined : endpoint.response.parse(answer)) as EndpointResponse<E>;
}

/** The error's catalogue code, or null when it is not an API error. */
export function errorCode(error: unknown): ApiErrorCode | null {
  return error instanceof ApiError ? error.code : null;
}
