import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/**
 * Password hashing with Node's scrypt (memory-hard, no native add-on). Stored as
 * "scrypt$N$r$p$salt$hash" (base64url) so the cost can rise later without breaking old hashes:
 * verifyPassword reads the parameters from the stored string, needsRehash tells when to upgrade.
 */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** OWASP's scrypt minimum is N=2^17 with r=8; 2^15 keeps sign-in ~50 ms on a small core. */
export const DEFAULT_COST: ScryptCost = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 64;
const SALT_BYTES = 16;

function scryptAsync(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const options: ScryptOptions = { N: cost.N, r: cost.r, p: cost.p, maxmem: 256 * cost.N * cost.r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

export async function hashPassword(password: string, cost: ScryptCost = DEFAULT_COST): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scryptAsync(password, salt, cost);
  return ["scrypt", cost.N, cost.r, cost.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

function parse(stored: string): { cost: ScryptCost; salt: Buffer; key: Buffer } | null {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return null;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (![N, r, p].every((n) => Number.isSafeInteger(n) && n > 0) || N > 2 ** 20 || r > 32 || p > 16) return null;
  return { cost: { N, r, p }, salt: Buffer.from(parts[4], "base64url"), key: Buffer.from(parts[5], "base64url") };
}

/** Constant-time comparison; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parsed = stored ? parse(stored) : null;
  if (!parsed || parsed.key.length !== KEY_LENGTH) return false;
  const key = await scryptAsync(password, parsed.salt, parsed.cost);
  return timingSafeEqual(key, parsed.key);
}

export function needsRehash(stored: string, cost: ScryptCost = DEFAULT_COST): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.cost.N < cost.N || parsed.cost.r < cost.r || parsed.cost.p < cost.p;
}

let dummy: Promise<string> | undefined;
/**
 * Spend the same time as a real check when the account does not exist or has no password, so
 * response time does not tell whether an e-mail is registered.
 */
export async function verifyAgainstDummy(password: string, cost: ScryptCost = DEFAULT_COST): Promise<false> {
  dummy ??= hashPassword(randomBytes(12).toString("hex"), cost);
  await verifyPassword(password, await dummy);
  return false;
}
