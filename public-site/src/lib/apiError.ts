/** An API answer that was not 2xx: the server's translated `message`, its status, and `errors` per field (400). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** Reads the `{ message, errors? }` of a failed answer. */
export async function errorFrom(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => ({}))) as { message?: string; errors?: Record<string, string> };
  return new ApiError(body.message ?? response.statusText, response.status, body.errors ?? {});
}
