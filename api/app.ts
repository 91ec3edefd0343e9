import express, { type ErrorRequestHandler, type Express } from "express";
import { bearerAuth } from "./auth/bearer";
import type { ApiContext, BotTokenVerifier, Logger } from "./context";
import { migrateToLatest, openDb, type Db } from "./db";
import { HttpError } from "./http";
import { collectionRoutes } from "./routes/collections";
import { commentsRouter } from "./routes/comments";
import { contributionsRouter } from "./routes/contributions";
import { logRoutes } from "./routes/log";
import { metaRoutes } from "./routes/meta";
import { newsletterRoutes } from "./routes/newsletter";
import { pageRoutes } from "./routes/pages";
import { pillarRoutes } from "./routes/pillars";
import { recentRoutes } from "./routes/recent";
import { searchRoutes } from "./routes/search";
import { settingsRoutes } from "./routes/settings";
import { tagRoutes } from "./routes/tags";
import { accountsRouter } from "./routes/accounts";
import { verifyRecaptchaToken } from "./accounts/bot-check";
import { seedIfEmpty } from "./seed";

export interface ApiOptions {
  /** postgres://… for PostgreSQL; default DATABASE_URL, else SQLite. */
  databaseUrl?: string;
  /** SQLite file; default SQLITE_PATH or data/portal.sqlite. */
  sqlitePath?: string;
  /** Load the sample content into an empty database at start (default true). */
  seed?: boolean;
  logger?: Logger;
  /** Public origin for absolute image URLs. */
  publicOrigin?: string;
  /** Bot-check secret; default RECAPTCHA_SECRET. When set, the newsletter needs a valid token. */
  recaptchaSecret?: string;
  verifyBotToken?: BotTokenVerifier;
  /** Largest JSON body accepted (default 100kb). */
  bodyLimit?: string;
}

export interface ApiApp {
  /** Routes without the /api prefix: mount with `server.use("/api", app)`. */
  app: Express;
  db: Db;
  /** Resolves once migrations (and the first-start seed) are done; requests wait for it. */
  ready: Promise<void>;
  close(): Promise<void>;
}

/** Until the accounts issue brings the real check, a configured bot check fails closed. */
const refuseBotTokens: BotTokenVerifier = async () => false;

export function createApiApp(options: ApiOptions = {}): ApiApp {
  const { db, dialect } = openDb({ databaseUrl: options.databaseUrl, sqlitePath: options.sqlitePath });
  const ctx: ApiContext = {
    db,
    dialect,
    publicOrigin: options.publicOrigin ?? process.env.PUBLIC_ORIGIN,
    recaptchaSecret: options.recaptchaSecret ?? (process.env.RECAPTCHA_SECRET || undefined),
    verifyBotToken: options.verifyBotToken ?? verifyRecaptchaToken,
    logger: options.logger,
  };
  const ready = (async () => {
    await migrateToLatest(db);
    if (options.seed !== false && (await seedIfEmpty(db))) ctx.logger?.info({ dialect }, "seeded sample content");
  })();
  ready.catch((error) => ctx.logger?.error({ err: error }, "database start-up failed"));

  const app = express();
  app.disable("x-powered-by");
  app.set("etag", false);
  app.use((_req, _res, next) => {
    ready.then(() => next(), () => next(new HttpError(503, "The content database is not available")));
  });
  if (ctx.logger) {
    const logger = ctx.logger;
    app.use((req, res, next) => {
      const started = performance.now();
      res.on("finish", () =>
        logger.info({ method: req.method, url: req.originalUrl, status: res.statusCode, ms: Math.round(performance.now() - started) }, "api request"),
      );
      next();
    });
  }
  app.use(express.json({ limit: options.bodyLimit ?? "100kb" }));
  app.use(bearerAuth(db));

  app.use(settingsRoutes(ctx));
  app.use(tagRoutes(ctx));
  app.use(pillarRoutes(ctx));
  app.use(searchRoutes(ctx));
  app.use(recentRoutes(ctx));
  app.use(collectionRoutes(ctx));
  app.use(pageRoutes(ctx));
  app.use(newsletterRoutes(ctx));
  app.use(logRoutes(ctx));
  app.use(metaRoutes(ctx));
  app.use(commentsRouter({ db }));
  app.use(accountsRouter({ db, logger: ctx.logger, config: { publicOrigin: ctx.publicOrigin }, botCheck: { secret: ctx.recaptchaSecret, verify: ctx.verifyBotToken } }));
  app.use(contributionsRouter({ db }));

  app.use((req, res) => {
    res.status(404).json({ message: `No API route for ${req.method} ${req.path}` });
  });

  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    if (res.headersSent) return;
    if (error instanceof HttpError) {
      res.status(error.status).json(error.toJSON());
      return;
    }
    // body-parser errors carry a type and a status; none of them may leak a stack.
    const type = (error as { type?: string }).type;
    if (type === "entity.parse.failed") {
      res.status(400).json({ message: "The request body is not valid JSON", errors: { body: ["Malformed JSON"] } });
      return;
    }
    if (type === "entity.too.large") {
      res.status(413).json({ message: "The request body is too large", errors: { body: ["Too large"] } });
      return;
    }
    const status = Number((error as { status?: number }).status);
    if (status >= 400 && status < 500) {
      res.status(status).json({ message: "The request could not be read", errors: { body: [String(type ?? "Bad request")] } });
      return;
    }
    ctx.logger?.error({ err: error, method: req.method, url: req.originalUrl }, "api error");
    if (!ctx.logger) console.error(error);
    res.status(500).json({ message: "Something went wrong on our side" });
  };
  app.use(onError);

  return {
    app,
    db,
    ready,
    async close() {
      await ready.catch(() => undefined);
      await db.destroy();
    },
  };
}
