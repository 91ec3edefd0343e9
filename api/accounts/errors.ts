/** The one message for an unknown e-mail and a wrong password (no account enumeration). */
export const BAD_CREDENTIALS = "The e-mail address or password is incorrect.";
export const TOO_MANY = "Too many attempts. Wait a few minutes and try again.";
/**
 * The account back-off's refusal (sign-in-throttle.ts), with the seconds of its Retry-After. The
 * portal recognises it by this shape (app/forms/known-messages.ts) and shows it in the page's
 * language. Said of the e-mail address, not of an account: an unknown address gets it too.
 */
export function signInWait(seconds: number): string {
  return `Too many sign-in attempts for this e-mail address. Wait ${seconds} ${seconds === 1 ? "second" : "seconds"} and try again.`;
}
export const RESET_SENT =
  "If an account exists for that e-mail address, we have sent it a link to reset the password. The link expires in 1 hour.";
export const RESET_LINK_INVALID = "This password reset link has expired or was already used. Ask for a new one.";
/** The one answer to a sign-up, for a new and a registered address alike. */
export const SIGNUP_CHECK_EMAIL = "Check your e-mail: we have sent a message to that address about your account.";
