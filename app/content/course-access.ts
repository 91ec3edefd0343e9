/**
 * docs/product/browse.md#learning-courses: opening a learning course needs a signed-in user with an e-mail on file. This is the
 * one statement of that rule: the course page enforces it (course-access.server.ts), whichever
 * link led there (search, dropdown, listings, an address typed in), and result cards use it only
 * to say beforehand what opening the course will ask for.
 */
export const LEARNING_TYPE_ID = 24;

export interface Viewer {
  signedIn: boolean;
  hasEmail: boolean;
}

export const ANONYMOUS: Viewer = { signedIn: false, hasEmail: false };

/** What opening an item of `typeId` asks of this viewer first, or null when it opens directly. */
export function courseGate(typeId: number, viewer: Viewer): "sign-in" | "add-email" | null {
  if (typeId !== LEARNING_TYPE_ID) return null;
  if (!viewer.signedIn) return "sign-in";
  return viewer.hasEmail ? null : "add-email";
}
