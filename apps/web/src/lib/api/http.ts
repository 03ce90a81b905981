import { errorResponse } from "@portal/domain";

/**
 * The one way the web app calls the API: JSON, the session cookie sent (same origin only), every
 * answer parsed with its contract schema. Errors answer { code, message } (DESIGN.md); `code` is a
 * key of the toast or message catalogue.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** Anything with the `parse` of a zod schema. */
export interface Parser<T> {
  parse(data: unknown): T;
}

type Method = "GET" | "POST" | "PUT" | "DELETE";

interface RequestOptions<T> {
  method?: Method;
  body?: unknown;
  /** The response's schema; without one the answer's body is ignored. */
  schema?: Parser<T>;
  signal?: AbortSignal;
  /** Leave a 401 session-expired to the caller instead of telling the session listeners. */
  quietOnExpiry?: boolean;
}

/** The code of a network failure (no answer at all). */
export const NETWORK_ERROR = "technical-error";

const expiryListeners = new Set<() => void>();

/** Told whenever any call answers 401 session-expired; returns the unsubscribe function. */
export function onSessionExpired(listener: () => void): () => void {
  expiryListeners.add(listener);
  return () => expiryListeners.delete(listener);
}

async function errorOf(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // not JSON: keep the status alone
  }
  const parsed = errorResponse.safeParse(body);
  const code = parsed.success ? parsed.data.code : response.status >= 500 ? "technical-error" : "error";
  const message = parsed.success ? parsed.data.message : `HTTP ${response.status}`;
  return new ApiError(response.status, code, message);
}

export function apiRequest<T>(path: string, options: RequestOptions<T> & { schema: Parser<T> }): Promise<T>;
export function apiRequest(path: string, options?: RequestOptions<never>): Promise<void>;
export async function apiRequest<T>(
  path: string,
  { method = "GET", body, schema, signal, quietOnExpiry = false }: RequestOptions<T> = {},
): Promise<T | undefined> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: "same-origin",
      headers: {
        Accept: "application/json",
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
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
  if (!schema) return undefined;
  return schema.parse(await response.json());
}

/** The error's catalogue code, or null when it is not an API error. */
export function errorCode(error: unknown): string | null {
  return error instanceof ApiError ? error.code : null;
}
