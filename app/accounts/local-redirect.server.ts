import { redirect } from "react-router";
import { localePath, requestLanguage } from "~/i18n";

/**
 * A redirect that keeps the visitor's language: `localRedirect(request, "/profile?saved=1")`
 * from a /hi/… page goes to /hi/profile?saved=1. Every redirect of an action or guard to one
 * of our pages goes through here (a page address without its prefix would drop Hindi readers
 * back into English).
 */
export function localRedirect(request: Request, to: string, init?: number | ResponseInit) {
  return redirect(localePath(requestLanguage(request), to), init);
}
