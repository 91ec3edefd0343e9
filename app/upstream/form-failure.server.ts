/**
 * An upstream call of a form action failed: what the form shows and the status it answers
 * with (CONVENTIONS: an upstream 4xx becomes a field or form error, not an exception).
 *
 * - 4xx naming fields (the API's `errors`): those field errors, status 400 (429 stays 429).
 * - Other 4xx: the API's message as a form error.
 * - Unreachable, timed out or 5xx: `unavailable` (a dictionary key) as a form error, status 503.
 *
 * The API's messages are English sentences; the forms show the ones they know in the page's
 * language and any other marked as English (Message in app/components/forms).
 */
import type { MessageKey } from "~/i18n";
import { UpstreamError } from "./core.server";

export interface FormFailure {
  status: 400 | 429 | 503;
  fieldErrors: Record<string, string[]>;
}

export function upstreamFormFailure(
  error: unknown,
  options: { unavailable: MessageKey; renameFields?: Record<string, string> },
): FormFailure {
  if (!(error instanceof UpstreamError)) throw error;
  const refused = error.status >= 400 && error.status < 500;
  const status = error.status === 429 ? 429 : refused ? 400 : 503;
  if (refused && error.apiError?.errors) {
    const fieldErrors: Record<string, string[]> = {};
    for (const [field, messages] of Object.entries(error.apiError.errors)) fieldErrors[options.renameFields?.[field] ?? field] = messages;
    return { status, fieldErrors };
  }
  // Conform's key for errors of the whole form.
  return { status, fieldErrors: { "": [refused && error.apiError?.message ? error.apiError.message : options.unavailable] } };
}
