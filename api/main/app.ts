import express, { type Express } from "express";
import { parseEnv, type Env } from "../../config/env";
import { accountsConfigFrom, type AccountsConfig } from "../accounts/config";
import { assistantConfigFrom, type AssistantConfig } from "../assistant/config";
import { recaptchaVerifier, type BotTokenVerifier } from "../accounts/bot-check";
import { AccountsService } from "../accounts/service";
import { bearerAuth } from "../auth/bearer";
import { commentsConfigFrom, type CommentsConfig } from "../comments/config";
import type { ApiContext, Logger } from "../context";
import { migrateToLatest, openDb, type Db } from "../db";
import { errorHandler, HttpError } from "../http";
import { refuseControlCharacters } from "../input-guard";
import { clientAddress } from "../limits/client-address";
import { SharedRateStore } from "../limits/redis-store";
import { RedisConnection } from "../../shared/redis";
import { writeLimiter, writeLimitsFrom, type WriteLimitConfig } from "../limits/write-limit";
import { createMailer, type Mailer } from "../mail";
import { loadLinkSecret } from "../mail/link-secret";
import { accountRoutes } from "../routes/accounts";
import { assessmentRoutes } from "../routes/assessment";
import { assistantRoutes } from "../routes/assistant";
import { DEFAULT_BODY_LIMIT, jsonBody } from "../routes/body";
import { collectionRoutes } from "../routes/collections";
import { commentRoutes } from "../routes/comments";
import { contributionRoutes } from "../routes/contributions";
import { logRoutes } from "../routes/log";
import { metaRoutes } from "../routes/meta";
import { newsletterRoutes } from "../routes/newsletter";
import { pageRoutes } from "../routes/pages";
import { pillarRoutes } from "../routes/pillars";
import { recentRoutes } from "../routes/recent";
import { searchRoutes } from "../routes/search";
import { settingsRoutes } from "../routes/settings";
import { tagRoutes } from "../routes/tags";
import { campaignRoutes } from "../routes/campaigns";
import { submissionRoutes } from "../routes/submissions";
import { mediaRoutes } from "../routes/media";
import { mediaStorageFrom } from "../media/storage-from-env";
import { systemClock } from "../campaigns/status";
import { authoringRoutes } from "../routes/authoring";
import { editorialRoutes } from "../routes/editorial";
import { schedulingRoutes } from "../routes/scheduling";
import { editionRoutes } from "../routes/editions";
import { reviewRoutes } from "../routes/reviews";
import { roleRoutes } from "../routes/roles";
import { seedIfEmpty } from "../seed";
import { startJobRunner, type JobRunner } from "../jobs";
import { registerAllJobs } from "./all-jobs";
import { savedSearchRoutes } from "../routes/saved-searches";
import { notificationRoutes } from "../routes/notifications";
import { pageFeedbackRoutes } from "../feedback/routes";
import { BackgroundWork } from "../core/background";

export interface ApiOptions {
  /**
   * The configuration, parsed from config/env.ts once; server.ts hands its own (with the
   * generated portal secret). Default: process.env parsed when the API is created.
   */
  env?: Env;
  /** postgres://… for PostgreSQL; default DATABASE_URL, else SQLite. */
  databaseUrl?: string;
  /** SQLite file; default SQLITE_PATH or data/portal.sqlite. */
  sqlitePath?: string;
  /** Load the sample content into an empty database at start (default SEED_ON_START). */
  seed?: boolean;
  logger?: Logger;
  /** Public origin for absolute image URLs. */
  publicOrigin?: string;
  /** Bot-check secret; default RECAPTCHA_SECRET. When set, the newsletter needs a valid token. */
  recaptchaSecret?: string;
  verifyBotToken?: BotTokenVerifier;
  /** The secret the portal sends in X-Portal-Secret; default env.PORTAL_API_SECRET. */
  portalSecret?: string;
  /** Largest JSON body of routes without a limit of their own (default 100kb). */
  bodyLimit?: string;
  /** Overrides of the environment defaults. */
  comments?: Partial<CommentsConfig>;
  /** The sign-in, sign-up and reset limits (tests: a back-off whose waits outlast a slow machine). */
  accountLimits?: Partial<AccountsConfig["rateLimit"]>;
  /** "Four eyes" on the editorial desk; default EDITORIAL_FOUR_EYES (decision 0123). */
  editorialFourEyes?: boolean;
  writeLimits?: Partial<WriteLimitConfig>;
  mailer?: Mailer;
  /** Overrides of the assistant's settings (tests: a mock model, a slow search). */
  assistant?: Partial<AssistantConfig>;
  /** Signs unsubscribe and confirmation links; default MAIL_LINK_SECRET, else one kept in the database. */
  mailLinkSecret?: string;
  /**
   * The clock campaign statuses and the sign-in throttle (its windows and back-off) go by
   * (tests); default the system clock. With Redis, Redis's own clock still ends the windows.
   */
  now?: () => Date;
  /**
   * Counters shared by replicas (decision 0107): default a connection to REDIS_URL when set,
   * closed by close(); without one every counter stays in this process.
   */
  redis?: RedisConnection;
}

export interface ApiApp {
  /** Routes without the /api prefix: mount with `server.use("/api", app)`. */
  app: Express;
  db: Db;
  /** Resolves once migrations (and the first-start seed) are done; requests wait for it. */
  ready: Promise<void>;
  /** Starts the background job runner in this process, once `ready` (server.ts; tests that want it); close() stops it. */
  startJobs(options?: { intervalMs?: number }): void;
  /** Waits for the mail sent after its answer (tests, before they say that no mail was sent). */
  settle(): Promise<void>;
  close(): Promise<void>;
}

export function createApiApp(options: ApiOptions = {}): ApiApp {
  const env = options.env ?? parseEnv(process.env);
  const { db, dialect } = openDb({
    databaseUrl: options.databaseUrl ?? env.DATABASE_URL ?? "",
    sqlitePath: options.sqlitePath ?? env.SQLITE_PATH ?? `${env.DATA_DIR}/portal.sqlite`,
    poolMax: env.PG_POOL_MAX,
    memoryBudgetMb: env.MEMORY_BUDGET_MB,
  });
  const logger = options.logger;
  const quiet = { info() {}, warn() {}, error() {} };
  const publicOrigin = options.publicOrigin ?? env.PUBLIC_ORIGIN;
  const accountsConfig = accountsConfigFrom(env, { publicOrigin, rateLimit: options.accountLimits });
  const mailer = options.mailer ?? createMailer({ logger: logger ?? quiet }, env);
  const portalSecret = options.portalSecret ?? env.PORTAL_API_SECRET;
  const ownRedis =
    !options.redis && env.REDIS_URL ? new RedisConnection(env.REDIS_URL, { logger: logger ?? quiet, name: "api" }) : undefined;
  const redis = options.redis ?? ownRedis;
  const rateStore = redis ? new SharedRateStore(redis) : undefined;
  // Mail sent after its answer (sign-up, replies, decisions, acknowledgements): one queue, settled on close.
  const background = new BackgroundWork();
  const ctx: ApiContext = {
    db,
    dialect,
    publicOrigin,
    logger,
    botCheck: {
      secret: options.recaptchaSecret ?? env.RECAPTCHA_SECRET,
      verify: options.verifyBotToken ?? recaptchaVerifier(env.RECAPTCHA_VERIFY_URL),
    },
    portalSecret,
    json: jsonBody(options.bodyLimit ?? DEFAULT_BODY_LIMIT),
    limitWrites: writeLimiter(writeLimitsFrom(env, options.writeLimits), rateStore),
    rateStore,
    now: options.now ?? systemClock,
    comments: commentsConfigFrom(env, options.comments),
    accounts: { service: new AccountsService(db, accountsConfig, mailer, logger ?? quiet, background, rateStore), config: accountsConfig },
    media: mediaStorageFrom(env),
    mail: { mailer, linkSecret: "", background },
  };
  const ready = (async () => {
    await migrateToLatest(db);
    ctx.mail.linkSecret = await loadLinkSecret(db, options.mailLinkSecret ?? env.MAIL_LINK_SECRET);
    if ((options.seed ?? env.SEED_ON_START) && (await seedIfEmpty(db))) logger?.info({ dialect }, "seeded sample content");
  })();
  ready.catch((error) => logger?.error({ err: error }, "database start-up failed"));

  const app = express();
  app.disable("x-powered-by");
  app.set("etag", false);
  app.use((_req, _res, next) => {
    ready.then(
      () => next(),
      () => next(new HttpError(503, "The content database is not available")),
    );
  });
  if (logger) {
    app.use((req, res, next) => {
      const started = performance.now();
      res.on("finish", () =>
        logger.info(
          { method: req.method, url: req.originalUrl, status: res.statusCode, ms: Math.round(performance.now() - started) },
          "api request",
        ),
      );
      next();
    });
  }
  // No app-wide body parser: each route brings its own with its own limit (routes/body.ts).
  app.use(refuseControlCharacters);
  app.use(clientAddress(portalSecret));
  app.use(bearerAuth(db));

  for (const routes of [
    settingsRoutes,
    tagRoutes,
    pillarRoutes,
    searchRoutes,
    recentRoutes,
    collectionRoutes,
    pageRoutes,
    newsletterRoutes,
    logRoutes,
    metaRoutes,
    commentRoutes,
    accountRoutes,
    contributionRoutes,
    assessmentRoutes,
  ]) {
    app.use(routes(ctx));
  }
  app.use(assistantRoutes(ctx, assistantConfigFrom(env, options.assistant)));
  // Campaigns and feedback also need the mailer, DATA_DIR and the clock (decision 0097).
  const campaignDeps = { mailer, dataDir: env.DATA_DIR, now: ctx.now, origin: accountsConfig.publicOrigin, background };
  app.use(campaignRoutes(ctx, campaignDeps));
  app.use(submissionRoutes(ctx, campaignDeps));
  // Authoring and the editorial desk (decision 0099): the clock, and the mailer for decisions.
  app.use(authoringRoutes(ctx, campaignDeps));
  // Four eyes (decision 0123): said once at start, so a one-person desk is a visible choice.
  const editorialFourEyes = options.editorialFourEyes ?? env.EDITORIAL_FOUR_EYES;
  if (editorialFourEyes) logger?.info({ editorialFourEyes }, "EDITORIAL_FOUR_EYES on: editors cannot approve their own submissions");
  else logger?.warn({ editorialFourEyes }, "EDITORIAL_FOUR_EYES off: editors may approve their own submissions (marked in the audit log)");
  app.use(editorialRoutes(ctx, { ...campaignDeps, logger, fourEyes: editorialFourEyes }));
  app.use(schedulingRoutes(ctx, { ...campaignDeps, logger, fourEyes: editorialFourEyes }));
  app.use(editionRoutes(ctx));
  // Review dates, owners and assignment on the desk (decision 0133).
  app.use(reviewRoutes(ctx));
  // Desk roles, granted and withdrawn by admins (decision 0135).
  app.use(roleRoutes(ctx));
  app.use(mediaRoutes(ctx));
  // Saved searches and their alert digests, sent by the job runner (decision 0104).
  app.use(savedSearchRoutes(ctx));
  // A user's notifications and which of them come by e-mail (decision 0134).
  app.use(notificationRoutes(ctx));
  // "Was this page useful?" and the desk's report of what readers tell us.
  app.use(pageFeedbackRoutes(ctx));
  registerAllJobs(() => ctx.media);
  let jobs: JobRunner | undefined;

  app.use((req, res) => {
    res.status(404).json({ message: `No API route for ${req.method} ${req.path}` });
  });
  app.use(errorHandler(logger));

  return {
    app,
    db,
    ready,
    settle: () => background.settle(),
    startJobs(runner = {}) {
      if (jobs) return;
      const log = logger ?? quiet;
      // The digests' links: said once at start, as `run-jobs` says it (docs/product/follow.md#e-mail-alerts).
      const where = { origin: accountsConfig.publicOrigin };
      if (env.PUBLIC_ORIGIN) log.info(where, "links in e-mails go to PUBLIC_ORIGIN");
      else log.warn(where, "links in e-mails go to this address: set PUBLIC_ORIGIN to the portal's public address");
      jobs = startJobRunner({ db, mailer, origin: accountsConfig.publicOrigin, linkSecret: ctx.mail.linkSecret, logger: log, ...runner });
    },
    async close() {
      await jobs?.stop();
      await ready.catch(() => undefined);
      await background.settle();
      await db.destroy();
      await ownRedis?.close();
    },
  };
}
