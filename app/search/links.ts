/**
 * Where a search result opens: the item's own page, in the page's language. A learning course
 * links to its page too (which asks for sign-in, ../content/course-access.server.ts); `gate` says
 * beforehand what it will ask (docs/product/browse.md#learning-courses).
 */
import { DEFAULT_LANGUAGE, localePath, type Language } from "~/i18n/languages";
import { itemPath } from "~/content/registry";
import { courseGate, type Viewer } from "~/content/course-access";

export { ANONYMOUS, LEARNING_TYPE_ID, type Viewer } from "~/content/course-access";
export const PEOPLE_TYPE_ID = 18;

export interface ResultRef {
  collection_type: number;
  slug: string;
  head_category?: string | null;
}

export interface ResultLink {
  href: string;
  gate: ReturnType<typeof courseGate>;
}

/** Link of a result for this viewer in the page's language `lang`, or null when the portal has no page for its type. */
export function resultLink(item: ResultRef, viewer: Viewer, lang: Language = DEFAULT_LANGUAGE): ResultLink | null {
  const bare = itemPath(item);
  if (!bare) return null;
  return { href: localePath(lang, bare), gate: courseGate(item.collection_type, viewer) };
}
