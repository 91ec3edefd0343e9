/**
 * Where a search result opens. Learning courses (type 24) open only for signed-in users with an
 * e-mail on file (SPEC §6): anyone else is sent to sign in, or to add an e-mail, with the course
 * as the return path.
 */
import { DEFAULT_LANGUAGE, localePath, type Language } from "~/i18n/languages";
import { itemPath } from "~/content/registry";
import { safeRedirect } from "~/session/safe-redirect";

export const LEARNING_TYPE_ID = 24;
export const PEOPLE_TYPE_ID = 18;
export const SIGN_IN_PATH = "/signin";
export const ADD_EMAIL_PATH = "/force-add-email";

export interface Viewer {
  signedIn: boolean;
  hasEmail: boolean;
}

export const ANONYMOUS: Viewer = { signedIn: false, hasEmail: false };

export interface ResultRef {
  collection_type: number;
  slug: string;
  head_category?: string | null;
}

export type ResultLink =
  | { href: string; gate: null }
  | { href: string; gate: "sign-in" | "add-email" };

/** Link of a result for this viewer, or null when the portal has no page for its type. */
/** Every link, and the return path through sign-in, in the page's language `lang`. */
export function resultLink(item: ResultRef, viewer: Viewer, lang: Language = DEFAULT_LANGUAGE): ResultLink | null {
  const bare = itemPath(item);
  if (!bare) return null;
  const path = localePath(lang, bare);
  if (item.collection_type !== LEARNING_TYPE_ID) return { href: path, gate: null };
  const back = new URLSearchParams({ redirectTo: safeRedirect(path, "/") }).toString();
  if (!viewer.signedIn) return { href: `${localePath(lang, SIGN_IN_PATH)}?${back}`, gate: "sign-in" };
  if (!viewer.hasEmail) return { href: `${localePath(lang, ADD_EMAIL_PATH)}?${back}`, gate: "add-email" };
  return { href: path, gate: null };
}
