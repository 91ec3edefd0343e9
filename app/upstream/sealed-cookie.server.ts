/**
 * Sealing of the session cookie: AES-256-GCM with a key derived (HKDF-SHA256) from each
 * SESSION_SECRET. The cookie carries the upstream Bearer token, so signing alone would let
 * anyone who holds the cookie read the token; sealed, it is opaque and tamper-evident.
 * Rotation: the first secret seals, every secret unseals.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { createCookie, createSession, type SessionData, type SessionStorage } from "react-router";
import { LRUCache } from "lru-cache";
import { getEnv } from "../../config/env";
import { cacheBudget, registerCache } from "../../shared/memory-budget";

const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_INFO = "indiaai-portal session cookie v1";

const keys = new Map<string, Buffer>();
function keyFor(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", secret, "", KEY_INFO, 32));
    keys.set(secret, key);
  }
  return key;
}

/** base64url(iv ‖ tag ‖ ciphertext) of the JSON of `value`, sealed with the first secret. */
export function seal(value: unknown, secrets: readonly string[]): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", keyFor(secrets[0]), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

/** The JSON sealed by any of `secrets`, or null when it is not one of ours (tampered, old key). */
function unsealJson(sealed: string, secrets: readonly string[]): string | null {
  const raw = Buffer.from(sealed, "base64url");
  if (raw.length <= IV_BYTES + TAG_BYTES) return null;
  const iv = raw.subarray(0, IV_BYTES);
  const tag = raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES);
  const body = raw.subarray(IV_BYTES + TAG_BYTES);
  for (const secret of secrets) {
    try {
      const decipher = createDecipheriv("aes-256-gcm", keyFor(secret), iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
    } catch {
      // Not sealed with this secret: try the next one.
    }
  }
  return null;
}

/**
 * React Router's cookie session storage with the data sealed rather than signed. A cookie that does not
 * unseal is an empty session: a signed-out visitor. Tests build their visitors' cookies with it.
 *
 * What a sealed value holds never changes, so the session JSON of the Cookie headers opened lately
 * is kept (only those that opened: made-up cookies cannot push real ones out), and a page that
 * asks for its session several times parses and decrypts once. Each call still gets a session
 * object of its own.
 */
export function sealedSessionStorage<Data = SessionData, Flash = Data>(
  name: string,
  maxAgeSeconds: number,
  secrets: readonly string[],
): SessionStorage<Data, Flash> {
  const cookie = createCookie(name, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    maxAge: maxAgeSeconds,
    // Secure is decided per request (commitSession's options), so plain-HTTP development works.
    secure: false,
  });
  // Bytes of Cookie headers and their sessions' JSON kept opened: the "sessions" share of MEMORY_BUDGET_MB.
  const budget = cacheBudget("sessions", getEnv().MEMORY_BUDGET_MB);
  const opened = new LRUCache<string, string>({ maxSize: budget, sizeCalculation: (json, header) => json.length + header.length });
  const lookups = { hits: 0, misses: 0 };
  registerCache("sessions", { budget, bytes: () => opened.calculatedSize, entries: () => opened.size, lookups });
  const open = async (cookieHeader: string | null | undefined) => {
    if (!cookieHeader) return null;
    let json = opened.get(cookieHeader) ?? null;
    lookups[json === null ? "misses" : "hits"] += 1;
    if (json === null) {
      const sealed = await cookie.parse(cookieHeader);
      json = typeof sealed === "string" ? unsealJson(sealed, secrets) : null;
      if (json !== null) opened.set(cookieHeader, json);
    }
    return json === null ? null : (JSON.parse(json) as unknown);
  };
  return {
    async getSession(cookieHeader) {
      const data = await open(cookieHeader);
      return createSession<Data, Flash>(data && typeof data === "object" ? (data as Data) : undefined);
    },
    commitSession: async (session, options) => cookie.serialize(seal(session.data, secrets), options),
    destroySession: async (_session, options) => cookie.serialize("", { ...options, maxAge: undefined, expires: new Date(0) }),
  };
}
