import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";

/** A fresh nonce for every response: scripts without it do not run. */
export function createNonce() {
  return randomBytes(16).toString("base64");
}

/** What lets a page's inline scripts run: this response's nonce, or (a cached page) their hashes. */
export type InlineScripts = { nonce: string } | { hashes: string[] };

/**
 * The Content-Security-Policy of a page. Scripts only from this origin, and inline ones only
 * with the nonce or a listed hash (no 'unsafe-inline'); styles from files only; no framing;
 * forms post to this origin only.
 */
export function contentSecurityPolicy(inline: InlineScripts, { secure, botCheck = [] }: { secure: boolean; botCheck?: string[] }) {
  const extra = botCheck.map((origin) => ` ${origin}`).join("");
  const allowed = "nonce" in inline ? ` 'nonce-${inline.nonce}'` : inline.hashes.map((hash) => ` ${hash}`).join("");
  const directives = [
    "default-src 'self'",
    `script-src 'self'${allowed}${extra}`,
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

/**
 * Security headers on every response. The nonce is kept in res.locals for the router's handler, and
 * `cspFor` for a page served from the page cache, whose policy lists its scripts' hashes instead.
 */
export function securityHeaders({ forceHttps, botCheck = [] }: { forceHttps: boolean; botCheck?: string[] }) {
  return (req: Request, res: Response, next: NextFunction) => {
    const nonce = createNonce();
    const secure = req.secure || forceHttps;
    const locals = res.locals as SecurityLocals;
    locals.cspNonce = nonce;
    locals.cspFor = (inline) => contentSecurityPolicy(inline, { secure, botCheck });
    res.setHeader("Content-Security-Policy", locals.cspFor({ nonce }));
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

export interface SecurityLocals {
  cspNonce: string;
  cspFor: (inline: InlineScripts) => string;
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
      // The router refuses an action whose Origin is another host; here the origin does not matter.
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
