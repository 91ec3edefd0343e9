import { z } from "zod";

/**
 * Every configuration variable of the server, the portal (app/) and the API (api/), validated
 * once at start-up. Each is listed with a safe development value in .env.example and described
 * in the README's configuration table (tests/config/env.test.ts checks both).
 */
const booleanish = z
  .enum(["true", "false", "1", "0", "yes", "no", ""])
  .optional()
  .transform((v) => v === "true" || v === "1" || v === "yes");

/** The same values, but on when unset or empty: only "false", "0" or "no" turns it off. */
const booleanishOn = z
  .enum(["true", "false", "1", "0", "yes", "no", ""])
  .optional()
  .transform((v) => v !== "false" && v !== "0" && v !== "no");

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== "" ? v.trim() : undefined));

const optionalUrl = optionalString.pipe(z.string().url().optional());

/** A whole number ≥ min, with a default when unset or empty. */
const count = (fallback: number, min = 0) =>
  z.preprocess(
    (v) => (v === undefined || (typeof v === "string" && v.trim() === "") ? undefined : v),
    z.coerce.number().int().min(min).default(fallback),
  );

/** A whole number ≥ 0, or undefined when unset or empty. */
const optionalCount = z.preprocess(
  (v) => (v === undefined || (typeof v === "string" && v.trim() === "") ? undefined : v),
  z.coerce.number().int().min(0).optional(),
);

/** nodemailer's own limits are two minutes to connect and ten of silence: a request would wait them out. */
export const DEFAULT_SMTP_TIMEOUT_MS = 10_000;

export const EnvSchema = z.object({
  // ── server ──────────────────────────────────────────────────────────────────────────────
  NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
  HOST: z.string().default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** The React Router build to serve (client/ and server/ inside). */
  BUILD_DIR: z.string().default("build"),
  /** Where data files live: the SQLite database, the outbox and a generated session secret. */
  DATA_DIR: z.string().default("data"),
  /** Comma-separated; the first signs, all verify (rotation). Generated into DATA_DIR when unset. */
  SESSION_SECRET: optionalString,
  /** Express "trust proxy": false, a hop count, or a list of addresses/subnets (`true` trusts any client). */
  TRUST_PROXY: optionalString,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Requests per minute per client address at the portal; 0 turns a tier off. */
  RATE_LIMIT_READ: count(600),
  RATE_LIMIT_WRITE: count(60),
  RATE_LIMIT_AUTH: count(10),
  /** Seconds to drain in-flight requests on SIGTERM before closing connections. */
  SHUTDOWN_TIMEOUT_S: z.coerce.number().int().min(0).max(120).default(10),
  /** Prometheus metrics at GET /metrics on this port (0: off). Keep it away from the gateway. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  /** Address the metrics port listens on; default HOST. */
  METRICS_HOST: optionalString,
  /**
   * The memory the process is sized for, in MB (a container's limit): each in-process cache is
   * bounded by bytes, by its fixed share of this (shared/memory-budget.ts, the one split).
   */
  MEMORY_BUDGET_MB: count(512, 64),
  /** Memory for rendered pages kept for anonymous readers (decision 0108); unset: its share of MEMORY_BUDGET_MB; 0 turns the page cache off. */
  PAGE_CACHE_MB: optionalCount,
  /** Seconds a cached page is served as fresh (also its s-maxage for a gateway or CDN). */
  PAGE_CACHE_TTL_S: count(60, 1),
  /** Seconds after that it may still be served while one re-render runs (stale-while-revalidate). */
  PAGE_CACHE_STALE_S: count(600),
  /**
   * Seconds after it is fresh that a page is still served, with a notice, when its re-render fails
   * (the content API down, slow or answering 5xx): stale-if-error, decision 0125.
   */
  PAGE_CACHE_STALE_IF_ERROR_S: count(24 * 60 * 60),
  /**
   * Overload (server/overload.ts): pages that must be rendered, and calls to the embedded API from
   * outside, are refused at once (503, Retry-After) while the event loop's mean delay over the
   * last half second passes this many milliseconds with two or more of them running; cached
   * pages, files and health checks are still served. 0: never by delay.
   */
  OVERLOAD_EVENT_LOOP_DELAY_MS: count(20),
  /**
   * The same refusal while this many pages and outside API calls are already being answered; 0:
   * no limit. With the API elsewhere (API_BASE_URL) a render spends longer waiting: raise it.
   */
  OVERLOAD_MAX_IN_FLIGHT: count(8),
  /** Serve HSTS and mark cookies Secure even without TRUST_PROXY (TLS terminates here). */
  FORCE_HTTPS: booleanish,
  /** Public origin of the site (https://indiaai.example); used in absolute links and mails. */
  PUBLIC_ORIGIN: optionalUrl,

  // ── portal ↔ API ────────────────────────────────────────────────────────────────────────
  /** The upstream content API's origin (paths /api/… are appended). Unset: embed api/ at /api. */
  API_BASE_URL: optionalUrl,
  /** Secret shared by the portal and the API; generated per process for the embedded API. */
  PORTAL_API_SECRET: optionalString,
  /**
   * The API alone (`npm run api`) and `npm run moderate`: comma-separated portal addresses they
   * POST a signed purge to (/__purge) when published content changes, so cached pages go.
   */
  PORTAL_PURGE_URL: optionalString,
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /** Consecutive failed upstream calls (timeout, no connection, 5xx) that open the circuit breaker; 0: never. */
  UPSTREAM_BREAKER_FAILURES: count(5),
  /** Milliseconds the breaker stays open (calls fail at once) before one trial call may close it. */
  UPSTREAM_BREAKER_OPEN_MS: count(10_000, 1),
  /** Shown in the header and the product portal's path; fixed at build time for the browser. */
  PRODUCT_NAME: optionalString,

  // ── API: database ───────────────────────────────────────────────────────────────────────
  /** postgres://… selects PostgreSQL; unset: SQLite. */
  DATABASE_URL: optionalString,
  /** The SQLite file (default DATA_DIR/portal.sqlite). */
  SQLITE_PATH: optionalString,
  /** PostgreSQL connection pool size of the API. */
  PG_POOL_MAX: count(10, 1),
  /** Sample content on first start of the embedded API (default on). */
  SEED_ON_START: optionalString.transform((v) => v !== "false" && v !== "0"),
  /** `npm run api` (the API alone) listens here. */
  API_PORT: count(4000),

  // ── API: accounts and limits ────────────────────────────────────────────────────────────
  ACCESS_TOKEN_TTL_S: count(60 * 60 * 24 * 30, 1),
  RESET_TOKEN_TTL_S: count(60 * 60, 1),
  AUTH_RATE_LIMIT_WINDOW_S: count(900, 1),
  AUTH_RATE_LIMIT_IP: count(30),
  AUTH_RATE_LIMIT_ACCOUNT: count(10),
  AUTH_RATE_LIMIT_RESET: count(3),
  /** Failed sign-ins on one account in the window before its back-off starts (decision 0122). */
  AUTH_RATE_LIMIT_BACKOFF_FREE: count(5),
  /** The back-off's longest wait between attempts on one account; 0 turns the back-off off. */
  AUTH_RATE_LIMIT_BACKOFF_MAX_S: count(60),
  API_WRITE_RATE_LIMIT_ADDRESS: count(60),
  API_WRITE_RATE_LIMIT_USER: count(60),
  API_WRITE_RATE_LIMIT_WINDOW_S: count(60, 1),

  // ── API: comments ───────────────────────────────────────────────────────────────────────
  COMMENTS_REQUIRE_APPROVAL: booleanish,
  COMMENT_REPORT_REVIEW_THRESHOLD: count(3, 1),
  COMMENT_RATE_LIMIT_MAX: count(30),
  COMMENT_RATE_LIMIT_WINDOW_MS: count(60_000, 1),

  // ── API: the editorial desk (docs/decisions/0123) ───────────────────────────────────────
  /**
   * "Four eyes": an editor cannot approve (publish) a submission they wrote; another editor must.
   * Off for a one-person desk: self-approval works and its audit entry says so.
   */
  EDITORIAL_FOUR_EYES: booleanishOn,

  // ── API: the assistant (docs/product/assistant.md#the-assistant, docs/decisions/0095) ──────────────────────────────────
  /** An OpenAI-compatible chat endpoint (base URL) that may rephrase retrieved passages; unset = off. */
  ASSISTANT_LLM_URL: optionalUrl,
  ASSISTANT_LLM_MODEL: optionalString,
  /** After this the extractive answer is sent instead of the model's. */
  ASSISTANT_LLM_TIMEOUT_MS: count(4000, 1),

  // ── mail ────────────────────────────────────────────────────────────────────────────────
  /** smtp://user:pass@host:587 or smtps://…; unset: mail is written to OUTBOX_DIR. */
  SMTP_URL: optionalString,
  /**
   * How long the SMTP server may take to accept the connection, to greet, and to answer each
   * command: past it the mail fails (and is logged) instead of holding the request that sends it.
   */
  SMTP_TIMEOUT_MS: count(DEFAULT_SMTP_TIMEOUT_MS, 1),
  MAIL_FROM: optionalString,
  OUTBOX_DIR: optionalString,
  /** Signs unsubscribe and newsletter-confirmation links (docs/product/follow.md#confirming-and-unsubscribing); unset: generated once, kept in the database. */
  MAIL_LINK_SECRET: optionalString,

  // ── sign-in with Google / Facebook ──────────────────────────────────────────────────────
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  FACEBOOK_CLIENT_ID: optionalString,
  FACEBOOK_CLIENT_SECRET: optionalString,
  /** Test-only overrides: the strategies then talk to oauth2-mock-server on loopback. */
  OAUTH_GOOGLE_AUTHORIZATION_URL: optionalUrl,
  OAUTH_GOOGLE_TOKEN_URL: optionalUrl,
  OAUTH_GOOGLE_USERINFO_URL: optionalUrl,
  OAUTH_FACEBOOK_AUTHORIZATION_URL: optionalUrl,
  OAUTH_FACEBOOK_TOKEN_URL: optionalUrl,
  OAUTH_FACEBOOK_USERINFO_URL: optionalUrl,

  // ── bot check (reCAPTCHA v2 compatible) ─────────────────────────────────────────────────
  RECAPTCHA_SITE_KEY: optionalString,
  RECAPTCHA_SECRET: optionalString,
  /** Verification endpoint and widget script (tests point them at loopback fakes). */
  RECAPTCHA_VERIFY_URL: optionalUrl,
  RECAPTCHA_SCRIPT_URL: optionalUrl,

  // ── API: uploaded media (docs/product/contributions.md#images-and-pdfs, docs/decisions/0100) ─────────────────────────────────
  /** With a bucket, uploads go to S3-compatible storage; unset: a directory under DATA_DIR. */
  S3_BUCKET: optionalString,
  /** Endpoint of an S3-compatible service (unset: AWS's own for S3_REGION). */
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().default("us-east-1"),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** Bucket in the path, not the host name (most self-hosted services need it). */
  S3_FORCE_PATH_STYLE: booleanish,
  /** Key prefix inside the bucket. */
  S3_PREFIX: z.string().default("media/"),
  // ── replicas (docs/decisions/0107-redis-for-replicas.md, docs/decisions/0107) ────────────────────────────────────────────
  /**
   * Shared state of several replicas: redis://[user:password@]host:port[/db], rediss://… (TLS) or
   * unix:///path/to/redis.sock[?db=N]. Unset: rate limits and change signals stay in-process.
   */
  REDIS_URL: optionalString.pipe(
    z
      .string()
      .url()
      .refine(
        (v) => /^(rediss?:\/\/[^/]|unix:\/\/\/.)/i.test(v),
        "Expected redis://host:port, rediss://host:port or unix:///path/to/redis.sock",
      )
      .optional(),
  ),
  // ── background jobs (docs/product/follow.md#e-mail-alerts, docs/decisions/0104) ─────────────────────────────────────
  /** "off": this process runs no jobs (another replica does, or `npm run moderate -- run-jobs`). */
  JOBS: z.enum(["on", "off"]).default("on"),
});

export type Env = z.infer<typeof EnvSchema>;

/** Every variable name of the schema (the docs test checks .env.example and README against it). */
export const ENV_NAMES = Object.keys(EnvSchema.shape) as Array<keyof Env>;

/** Parses an environment; throws a readable error naming every bad variable and why. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message} (got ${JSON.stringify(source[String(i.path[0])])})`);
    throw new Error(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}

/*
 * The environment server.ts completed at start (generated secrets included), shared through a
 * global because the React Router build bundles its own copy of this module: server.ts and the build
 * must see the same values, and nothing writes process.env at run time.
 */
const RUNTIME = Symbol.for("indiaai.runtime-env");
type Holder = { [RUNTIME]?: Env };

/** server.ts, once: the values every part reads from now on. */
export function useRuntimeEnv(env: Env): void {
  (globalThis as Holder)[RUNTIME] = env;
}

/** The environment of this process: the one server.ts completed, else process.env parsed once. */
export function getEnv(): Env {
  const holder = globalThis as Holder;
  holder[RUNTIME] ??= parseEnv(process.env);
  return holder[RUNTIME];
}

/** The session secrets, first one signs. */
export function sessionSecrets(env: Env = getEnv()): string[] {
  const secrets = (env.SESSION_SECRET ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (secrets.length === 0) throw new Error("SESSION_SECRET is not set (server.ts generates one at start)");
  return secrets;
}
