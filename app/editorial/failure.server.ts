import { data } from "react-router";
import type { MessageKey } from "~/i18n";
import { UpstreamError } from "~/upstream/core.server";

/**
 * A desk action's upstream call failed: the form error it shows (a dictionary key) and the
 * status it answers with. A 403 (the role was withdrawn) is the desk's 403 page, a 404 without
 * a message of its own the not-found page; other refusals keep their status with the message
 * `known` gives them; the upstream down is a 503.
 */
export function deskActionFailure(error: unknown, known: Partial<Record<number, MessageKey>> = {}) {
  if (!(error instanceof UpstreamError)) throw error;
  if (error.status === 403) throw new Response("Forbidden", { status: 403 });
  if (error.status === 404 && !known[404]) throw new Response("Not Found", { status: 404 });
  const refused = error.status >= 400 && error.status < 500;
  const formError: MessageKey = known[error.status] ?? (refused ? "editorial.error.badRequest" : "editorial.error.unavailable");
  return data({ formError }, { status: refused ? error.status : 503 });
}

/** A form the desk's own pages never send (edited by hand): a 400 with a message. */
export function badDeskForm() {
  return data({ formError: "editorial.error.badRequest" as MessageKey }, { status: 400 });
}
