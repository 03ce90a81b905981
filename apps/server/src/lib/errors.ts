import type { ErrorCode } from "@portal/domain";

/**
 * An error a user can meet: `code` is one of the contract's error codes, `status` the HTTP status;
 * a `cause` (what went wrong underneath) is logged with a 5xx answer, never sent.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

export const unauthorized = () => new AppError(401, "session-expired", "Please log in again.");
export const notFound = () => new AppError(404, "not-found", "Not found");
