import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The signed purge a standalone API sends the portals when published content changes (decision
 * 0108): `POST /__purge` with `X-Purge-Signature: t=<unix seconds>,s=<hex HMAC-SHA256 of
 * "purge:<t>" with PORTAL_API_SECRET>`. A signature is good for five minutes either way; a
 * replayed one can only empty a cache again.
 */
export const PURGE_PATH = "/__purge";
export const PURGE_SIGNATURE_HEADER = "x-purge-signature";
const WINDOW_S = 300;

function mac(secret: string, t: number) {
  return createHmac("sha256", secret).update(`purge:${t}`).digest("hex");
}

export function signPurge(secret: string, nowMs = Date.now()): string {
  const t = Math.floor(nowMs / 1000);
  return `t=${t},s=${mac(secret, t)}`;
}

export function verifyPurge(header: string | undefined, secret: string, nowMs = Date.now()): boolean {
  const match = /^t=(\d{1,12}),s=([0-9a-f]{64})$/.exec(header ?? "");
  if (!match) return false;
  const t = Number(match[1]);
  if (Math.abs(nowMs / 1000 - t) > WINDOW_S) return false;
  return timingSafeEqual(Buffer.from(match[2], "hex"), Buffer.from(mac(secret, t), "hex"));
}
