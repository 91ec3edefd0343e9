import type { ApiError } from "../../contract";

/*
 * The API's error answers, apart from the rest of ./http.ts (which re-exports them) so that the
 * modules http.ts itself uses (./input-guard.ts) can throw them without importing it back.
 */

/**
 * The one status for input the API refuses (a field of the wrong shape, a control character,
 * a body that is not JSON). See docs/decisions/0071-api-plumbing.md.
 */
export const BAD_INPUT = 422;

/** An answer with a status and an ApiError body, thrown from handlers and services. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    /** For 429 and 503: sent as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "HttpError";
  }

  toJSON(): ApiError {
    return this.errors ? { message: this.message, errors: this.errors } : { message: this.message };
  }
}

export function notFound(what: string): HttpError {
  return new HttpError(404, `${what} not found`);
}

/** Bad input in one field, with the message shown next to it. */
export function fieldError(field: string, message: string, status: number = BAD_INPUT): HttpError {
  return new HttpError(status, message, { [field]: [message] });
}
