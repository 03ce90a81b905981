/** An error a user can meet: `code` is a key of the toast/message catalogue, `status` the HTTP status. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const unauthorized = (code = "session-expired", message = "Please log in again.") =>
  new AppError(401, code, message);
export const notFound = () => new AppError(404, "not-found", "Not found");
