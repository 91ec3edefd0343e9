import { z } from "zod";

/**
 * Every configuration variable, validated once at start-up (server.ts) and read by the app
 * through getEnv(). Listed with safe development values in .env.example.
 */
const booleanish = z
  .enum(["true", "false", "1", "0", "yes", "no", ""])
  .optional()
  .transform((v) => v === "true" || v === "1" || v === "yes");

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== "" ? v.trim() : undefined));

export const EnvSchema = z.object({
  NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
  HOST: z.string().default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** The Remix build to serve (client/ and server/ inside). */
  BUILD_DIR: z.string().default("build"),
  /** Where data files live: the SQLite database and a generated session secret. */
  DATA_DIR: z.string().default("data"),
  /** The upstream content API's origin (paths /api/… are appended). Unset: embed api/ at /api. */
  API_BASE_URL: optionalString.pipe(z.string().url().optional()),
  /** Embedded API only: PostgreSQL instead of SQLite. */
  DATABASE_URL: optionalString,
  /** Embedded API only: the SQLite file (default DATA_DIR/portal.sqlite). */
  SQLITE_PATH: optionalString,
  /** Comma-separated; the first signs, all verify (rotation). Generated into DATA_DIR when unset. */
  SESSION_SECRET: optionalString,
  /** Express "trust proxy": false, true, a hop count, or a list of addresses/subnets. */
  TRUST_PROXY: optionalString,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /** Requests per minute per client address; 0 turns a tier off. */
  RATE_LIMIT_READ: z.coerce.number().int().min(0).default(600),
  RATE_LIMIT_WRITE: z.coerce.number().int().min(0).default(60),
  RATE_LIMIT_AUTH: z.coerce.number().int().min(0).default(10),
  /** Seconds to drain in-flight requests on SIGTERM before closing connections. */
  SHUTDOWN_TIMEOUT_S: z.coerce.number().int().min(0).max(120).default(10),
  /** Sample content on first start of the embedded API (default on). */
  SEED_ON_START: optionalString.transform((v) => v !== "false" && v !== "0"),
  // Later issues (accounts, bot check, mail): optional now, validated when set.
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  FACEBOOK_CLIENT_ID: optionalString,
  FACEBOOK_CLIENT_SECRET: optionalString,
  SMTP_URL: optionalString,
  RECAPTCHA_SITE_KEY: optionalString,
  RECAPTCHA_SECRET: optionalString,
  /** Secret shared by the portal and the API for server-to-server account calls. */
  PORTAL_API_SECRET: optionalString,
  /** Bot-check verification endpoint (tests point it at a loopback fake). */
  RECAPTCHA_VERIFY_URL: optionalString,
  /** PostgreSQL connection pool size of the API. */
  PG_POOL_MAX: z.coerce.number().int().min(1).max(1000).optional(),
  /** `npm run api` (the API alone) listens here. */
  API_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** Public origin of the site (https://indiaai.example); used in absolute links. */
  PUBLIC_ORIGIN: optionalString.pipe(z.string().url().optional()),
  /** Serve HSTS and mark cookies Secure even without TRUST_PROXY (TLS terminates here). */
  FORCE_HTTPS: booleanish,
});

export type Env = z.infer<typeof EnvSchema>;

/** Parse an environment; throws a readable error listing every bad variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}

let cached: Env | undefined;
/** The validated environment of this process (server.ts has already checked it at start). */
export function getEnv(): Env {
  cached ??= parseEnv();
  return cached;
}

/** The session secrets, first one signs. */
export function sessionSecrets(env: Env = getEnv()): string[] {
  const secrets = (env.SESSION_SECRET ?? "").split(",").map((s) => s.trim()).filter(Boolean);
  if (secrets.length === 0) throw new Error("SESSION_SECRET is not set (server.ts generates one at start)");
  return secrets;
}
