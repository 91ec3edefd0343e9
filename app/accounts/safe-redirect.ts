/**
 * A redirect target is remembered only if it is a safe same-site path (docs/product/accounts.md#return-paths).
 *
 * Kept: "/profile", "/search?queryData=…", "/article/x#comments".
 * Refused (the fallback is used): anything not starting with exactly one "/", protocol-relative
 * "//host" and "/\host" (browsers read a backslash as a slash), schemes ("https:", "javascript:"),
 * control characters and whitespace at the start, and the same tricks percent-encoded once or
 * more ("/%2F%2Fevil", "%2F%5Cevil"), since a later hop may decode them. Auth pages themselves
 * are refused so a sign-in never returns to the sign-in form or to logout, in any language
 * ("/hi/signin" too; `authPages: true` keeps them: the cookie banner may be answered on the
 * sign-in page). Pages in another language ("/hi/article/x") are ordinary same-site paths.
 */
import { pathWithoutLanguage } from "~/i18n/languages";

const MAX_LENGTH = 2000;
const AUTH_PATHS = /^\/(?:(?:signin|signin-email|signup|signup-email|logout|callback|reset-password|forgot-password)(?:[/?#]|$)|auth\/)/i;

function unsafe(path: string): boolean {
  // eslint-disable-next-line no-control-regex -- control and invisible characters are refused in redirect targets
  if (/[\u0000-\u001f\u007f\u00a0\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff\\]/.test(path)) return true;
  if (!path.startsWith("/")) return true;
  if (path.startsWith("//")) return true;
  // "/hi//evil.example" is on-site, but without its language prefix it is "//evil.example".
  if (pathWithoutLanguage(path.toLowerCase()).startsWith("//")) return true;
  return false;
}

/** The path and every decoding of it ("/%2F%2Fevil" is "///evil" to a hop that decodes it) stay safe. */
function safeWhenDecoded(path: string): boolean {
  let current = path;
  for (let i = 0; i < 4; i++) {
    if (unsafe(current)) return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return false;
    }
    if (decoded === current) return true;
    current = decoded;
  }
  return !unsafe(current);
}

export function safeRedirect(target: unknown, fallback = "/", options: { authPages?: boolean } = {}): string {
  if (typeof target !== "string") return fallback;
  const raw = target.trim() === target ? target : "";
  if (raw === "" || raw.length > MAX_LENGTH || !safeWhenDecoded(raw)) return fallback;
  // Resolve against a dummy origin: the answer must stay on it.
  let url: URL;
  try {
    url = new URL(raw, "http://same-site.invalid");
  } catch {
    return fallback;
  }
  if (url.origin !== "http://same-site.invalid") return fallback;
  // Dot segments collapse: "/../%2f" resolves to "/%2f", which a decoding hop reads as "//".
  const path = url.pathname + url.search + url.hash;
  if (!safeWhenDecoded(path) || (!options.authPages && AUTH_PATHS.test(pathWithoutLanguage(url.pathname.toLowerCase())))) return fallback;
  return path;
}

/** Adds publish=true to a return path (docs/product/contributions.md#publishing-prompts-sign-in: back from a "publish" prompt). */
export function withPublishMarker(path: string): string {
  const url = new URL(path, "http://same-site.invalid");
  url.searchParams.set("publish", "true");
  return url.pathname + url.search + url.hash;
}
