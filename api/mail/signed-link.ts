import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Links in e-mails that act without a sign-in (unsubscribe, newsletter confirmation) carry an
 * HMAC of what they do, so nobody can make one for another address. The purpose is part of the
 * signed text: a token made for one purpose never verifies for another.
 */

function mac(secret: string, purpose: string, body: string): Buffer {
  return createHmac("sha256", secret).update(`${purpose}\n${body}`).digest();
}

/** `<body>.<signature>`; the body is made of URL-safe characters by the caller. */
export function signLink(secret: string, purpose: string, body: string): string {
  if (!secret) throw new Error("signLink needs a secret");
  return `${body}.${mac(secret, purpose, body).toString("base64url")}`;
}

/** The body of a token signed for `purpose`, or null when it was not (forged, altered, other purpose). */
export function verifyLink(secret: string, purpose: string, token: unknown): string | null {
  if (!secret || typeof token !== "string" || token.length > 512) return null;
  const dot = token.lastIndexOf(".");
  if (dot <= 0) return null;
  const body = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1), "base64url");
  const expected = mac(secret, purpose, body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return body;
}
