import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";

/** A fresh nonce for every response: scripts without it do not run. */
export function createNonce() {
  return randomBytes(16).toString("base64");
}

/**
 * The Content-Security-Policy of a page. Scripts only from this origin or with the nonce
 * (no 'unsafe-inline'); styles from files only; no framing; forms post to this origin only.
 */
export function contentSecurityPolicy(nonce: string, { secure, botCheck = [] }: { secure: boolean; botCheck?: string[] }) {
  const extra = botCheck.map((origin) => ` ${origin}`).join("");
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${extra}`,
    "style-src 'self'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    `frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com${extra}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
  ];
  if (secure) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/**
 * Origins the v2 checkbox bot check loads its script and frame from, when it is configured
 * (its script at `scriptUrl`, which pulls the rest from gstatic; the checkbox is a frame).
 */
export function botCheckOrigins(siteKey: string | undefined, scriptUrl = "https://www.google.com/recaptcha/api.js"): string[] {
  if (!siteKey) return [];
  const origin = new URL(scriptUrl).origin;
  return origin === "https://www.google.com" ? [origin, "https://www.gstatic.com"] : [origin];
}

/** Security headers on every response; the nonce is kept in res.locals for the Remix handler. */
export function securityHeaders({ forceHttps, botCheck = [] }: { forceHttps: boolean; botCheck?: string[] }) {
  return (req: Request, res: Response, next: NextFunction) => {
    const nonce = createNonce();
    res.locals.cspNonce = nonce;
    const secure = req.secure || forceHttps;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce, { secure, botCheck }));
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()");
    if (secure) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  };
}

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * CSRF defence (docs/decisions/0003-csrf-same-origin.md): a state-changing request from another
 * site is refused with 403. Browsers say where a request comes from in Sec-Fetch-Site (all
 * current ones) or Origin; requests with neither (curl, server-to-server) carry no ambient
 * browser credentials that could be abused, and SameSite=Lax cookies back this up.
 */
export function isCrossSiteRequest(req: Request, allowedOrigins: string[]): boolean {
  if (!UNSAFE_METHODS.has(req.method)) return false;
  const site = req.get("sec-fetch-site");
  const origin = req.get("origin");
  if (origin) {
    if (origin === "null") return true;
    return !allowedOrigins.includes(origin);
  }
  if (site) return !(site === "same-origin" || site === "none");
  return false;
}

/**
 * The one exception: RFC 8058 one-click unsubscribe, which mail programs POST from their own
 * servers. It uses no session; the signed token in the address authorises it (decision 0103).
 */
const ONE_CLICK_UNSUBSCRIBE = /^\/(hi\/)?unsubscribe$/;

export function sameOriginCheck(expectedOrigins: (req: Request) => string[]) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "POST" && ONE_CLICK_UNSUBSCRIBE.test(req.path)) {
      // Remix refuses an action whose Origin is another host; here the origin does not matter.
      delete req.headers.origin;
      return next();
    }
    if (isCrossSiteRequest(req, expectedOrigins(req))) {
      res.status(403).type("text/plain").send("Forbidden: cross-site request");
      return;
    }
    next();
  };
}
