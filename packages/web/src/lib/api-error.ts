/** A non-2xx answer from our API, with the server's `{error, field, code}` message. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
    /** What the server asks for, when a message is not enough (`confirm-required`). */
    readonly code?: string,
  ) {
    super(message);
  }
}
