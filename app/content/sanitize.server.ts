/**
 * Rich HTML from the upstream is sanitised again here, on the server only: the embedded API
 * sanitises what it stores, but in production the upstream is someone else's service. The page
 * policy (shared/sanitize.ts) adds this portal's rules: one h1, its own images only, link targets.
 */
import { sanitizeBody as sanitize } from "../../shared/sanitize";

export function sanitizeBody(html: string | null | undefined): string {
  return sanitize(html, { page: true });
}
