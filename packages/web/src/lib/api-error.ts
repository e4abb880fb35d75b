/** A non-2xx answer from our API, with the server's `{error, field}` message. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}
