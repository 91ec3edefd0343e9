/** An expected failure with its HTTP status and, for bad input, the fields at fault. */
export class AccountError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 422 | 429 | 503,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "AccountError";
  }
}

/** The one message for an unknown e-mail and a wrong password (no account enumeration). */
export const BAD_CREDENTIALS = "The e-mail address or password is incorrect.";
export const TOO_MANY = "Too many attempts. Wait a few minutes and try again.";
export const RESET_SENT =
  "If an account exists for that e-mail address, we have sent it a link to reset the password. The link expires in 1 hour.";
export const RESET_LINK_INVALID = "This password reset link has expired or was already used. Ask for a new one.";

export function fieldError(field: string, message: string, status: 422 | 409 = 422) {
  return new AccountError(status, message, { [field]: [message] });
}
