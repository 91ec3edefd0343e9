import express, { Router, type NextFunction, type Request, type RequestHandler, type Response } from "express";
import type { ZodTypeAny, z } from "zod";
import {
  AcceptCookieRequest,
  AddEmailRequest,
  ChangePasswordRequest,
  DeleteAccountRequest,
  Email,
  ForgotPasswordRequest,
  RegisterRequest,
  ResetPasswordRequest,
  SetRoleRequest,
  SocialTokenRequest,
  TokenRequest,
  UpdateProfileRequest,
  type Role,
} from "../../contract/accounts";
import type { Db } from "../db/connection";
import { AccountError, RESET_SENT, TOO_MANY } from "../accounts/errors";
import { resolveAccountsConfig, type AccountsConfig } from "../accounts/config";
import { RateCounter } from "../accounts/rate-limit";
import { safeEqual } from "../accounts/secrets";
import { AccountsService, type AccountsLogger, type UserRow } from "../accounts/service";
import { createMailer, type Mailer } from "../mail";

export interface AccountsRouterOptions {
  db: Db;
  mailer?: Mailer;
  config?: Parameters<typeof resolveAccountsConfig>[0];
  logger?: AccountsLogger;
  /** The bot check of sign-up: when a secret is set, POST /register needs a passing token. */
  botCheck?: { secret?: string; verify: (token: string, secret: string, remoteIp?: string) => Promise<boolean> };
}

/** Header carrying the secret shared by the portal and the API (PORTAL_API_SECRET). */
export const PORTAL_SECRET_HEADER = "x-portal-secret";
/** With a valid portal secret: the visitor's address as the portal saw it (for rate limits). */
export const CLIENT_IP_HEADER = "x-client-ip";

interface AuthedLocals {
  user: UserRow;
  token: string;
}

const BOT_CHECK_FAILED = "Please confirm you are not a robot.";
const noopLogger: AccountsLogger = { info() {}, warn() {}, error() {} };

type AsyncHandler = (req: Request, res: Response, next: NextFunction) => Promise<unknown>;
const handle =
  (fn: AsyncHandler): RequestHandler =>
  (req, res, next) => {
    fn(req, res, next).catch(next);
  };

function parse<S extends ZodTypeAny>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.length ? issue.path.join(".") : "form";
      (errors[key] ??= []).push(issue.message);
    }
    throw new AccountError(422, "The data given was not valid.", errors);
  }
  return result.data;
}

/**
 * Every account endpoint (SPEC §7 calls plus register, password reset, profile, delete and
 * the server-to-server social sign-in). Mounted at /api by api/app.ts.
 */
export function accountsRouter(options: AccountsRouterOptions): Router & { accounts: AccountsService } {
  const config: AccountsConfig = resolveAccountsConfig(options.config);
  const logger = options.logger ?? noopLogger;
  const mailer = options.mailer ?? createMailer({ logger });
  const service = new AccountsService(options.db, config, mailer, logger);
  const perIp = new RateCounter(config.rateLimit.perIp, config.rateLimit.windowMs);

  const router = Router() as Router & { accounts: AccountsService };
  router.accounts = service;

  const jsonBody = express.json({ limit: "16kb" });
  const formBody = express.urlencoded({ extended: false, limit: "16kb" });

  function portalSecretValid(req: Request) {
    const secret = config.socialSecret();
    const given = req.get(PORTAL_SECRET_HEADER);
    return !!secret && !!given && safeEqual(given, secret);
  }

  /** The address limits count against: the portal's view of the visitor, else the socket. */
  function clientKey(req: Request) {
    if (portalSecretValid(req)) {
      const forwarded = req.get(CLIENT_IP_HEADER);
      return forwarded ? `ip:${forwarded.slice(0, 64)}` : null;
    }
    return `ip:${req.ip ?? "unknown"}`;
  }

  const limitByIp: RequestHandler = (req, res, next) => {
    const key = clientKey(req);
    if (key && perIp.hit(key)) {
      next(new AccountError(429, TOO_MANY, undefined, perIp.retryAfter(key)));
      return;
    }
    next();
  };

  const optionalAuth = handle(async (req, res, next) => {
    const header = req.get("authorization") ?? "";
    const match = /^Bearer\s+([A-Za-z0-9_\-.~+/]+=*)\s*$/i.exec(header);
    if (match) {
      const user = await service.userForToken(match[1]);
      if (user) Object.assign(res.locals, { user, token: match[1] } satisfies AuthedLocals);
    }
    next();
  });

  const requireAuth: RequestHandler = (req, res, next) => {
    optionalAuth(req, res, (err?: unknown) => {
      if (err) return next(err);
      if (!res.locals.user) {
        res.set("WWW-Authenticate", 'Bearer realm="api"');
        return next(new AccountError(401, "Unauthenticated."));
      }
      next();
    });
  };

  const requireRole =
    (...roles: Role[]): RequestHandler =>
    (req, res, next) => {
      const user = (res.locals as AuthedLocals).user;
      if (!user || !roles.includes(user.role)) return next(new AccountError(403, "You do not have permission to do this."));
      next();
    };

  const locals = (res: Response) => res.locals as AuthedLocals;

  // ── sign-in, sign-up, tokens ─────────────────────────────────────────────────────────────
  router.post(
    "/oauth/token",
    limitByIp,
    jsonBody,
    formBody,
    handle(async (req, res) => {
      const input = parse(TokenRequest, req.body);
      const email = Email.safeParse(input.username ?? input.email ?? "");
      if (!email.success) throw new AccountError(422, "The data given was not valid.", { email: [email.error.issues[0].message] });
      res.set("Cache-Control", "no-store");
      res.json(await service.signIn(email.data, input.password));
    }),
  );

  router.post(
    "/oauth/social",
    jsonBody,
    handle(async (req, res) => {
      if (!config.socialSecret()) throw new AccountError(503, "Social sign-in is not configured on this server.");
      if (!portalSecretValid(req)) throw new AccountError(401, "Unauthenticated.");
      const input = parse(SocialTokenRequest, req.body);
      const issued = await service.socialSignIn({
        provider: input.provider,
        subject: input.subject,
        email: input.email ?? null,
        emailVerified: input.email_verified,
        name: input.name ?? null,
        picture: input.picture ?? null,
      });
      res.set("Cache-Control", "no-store");
      res.status(issued.created ? 201 : 200).json(issued);
    }),
  );

  router.post(
    "/register",
    limitByIp,
    jsonBody,
    formBody,
    handle(async (req, res) => {
      const input = parse(RegisterRequest, req.body);
      const bot = options.botCheck;
      if (bot?.secret) {
        const passed = input.token ? await bot.verify(input.token, bot.secret, req.get(CLIENT_IP_HEADER) ?? req.ip) : false;
        if (!passed) throw new AccountError(422, BOT_CHECK_FAILED, { token: [BOT_CHECK_FAILED] });
      }
      const consent = input.consent_accepted === true || input.consent_accepted === 1;
      const issued = await service.register({
        name: input.name,
        email: input.email,
        password: input.password,
        consentAccepted: consent,
        consentDate: consent && input.consent_date && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(input.consent_date) ? input.consent_date : undefined,
      });
      res.set("Cache-Control", "no-store");
      res.status(201).json(issued);
    }),
  );

  router.post(
    "/logout",
    requireAuth,
    handle(async (req, res) => {
      await service.revokeToken(locals(res).token);
      res.json({ ok: true });
    }),
  );

  router.get(
    "/user",
    requireAuth,
    handle(async (req, res) => {
      res.set("Cache-Control", "private, no-store");
      res.json({ data: await service.currentUser(locals(res).user) });
    }),
  );

  router.get("/web/check/user", requireAuth, (req, res) => {
    res.set("Cache-Control", "private, no-store");
    res.json({ data: { email_present: !!locals(res).user.email } });
  });

  router.get(
    "/user/:uuid/details",
    optionalAuth,
    handle(async (req, res) => {
      const uuid = String(req.params.uuid);
      if (!/^[0-9a-f-]{36}$/i.test(uuid)) throw new AccountError(404, "User not found.");
      res.set("Cache-Control", "private, no-store");
      res.json({ data: await service.userDetails(uuid, res.locals.user as UserRow | undefined) });
    }),
  );

  router.post(
    "/user/accept/cookie",
    requireAuth,
    jsonBody,
    formBody,
    handle(async (req, res) => {
      const input = parse(AcceptCookieRequest, req.body);
      const user = locals(res).user;
      if (input.user_id !== user.id) throw new AccountError(403, "You can only record your own consent.");
      res.json({ data: await service.acceptCookie(user, input.consent_accepted === 1, input.consent_date) });
    }),
  );

  // ── passwords ────────────────────────────────────────────────────────────────────────────
  router.post(
    "/password/forgot",
    limitByIp,
    jsonBody,
    formBody,
    handle(async (req, res) => {
      const input = parse(ForgotPasswordRequest, req.body);
      await service.forgotPassword(input.email);
      res.status(202).json({ message: RESET_SENT });
    }),
  );

  router.post(
    "/password/reset",
    limitByIp,
    jsonBody,
    formBody,
    handle(async (req, res) => {
      const input = parse(ResetPasswordRequest, req.body);
      await service.resetPassword(input.token, input.password);
      res.json({ message: "Your password has been changed. Sign in with your new password." });
    }),
  );

  router.post(
    "/user/password",
    requireAuth,
    jsonBody,
    formBody,
    handle(async (req, res) => {
      const input = parse(ChangePasswordRequest, req.body);
      await service.changePassword(locals(res).user, input.current_password, input.password, locals(res).token);
      res.json({ message: "Your password has been changed." });
    }),
  );

  // ── profile ──────────────────────────────────────────────────────────────────────────────
  router.post(
    "/user/email",
    requireAuth,
    jsonBody,
    formBody,
    handle(async (req, res) => {
      const input = parse(AddEmailRequest, req.body);
      res.json({ data: await service.addEmail(locals(res).user, input.email) });
    }),
  );

  router.post(
    "/user/profile",
    requireAuth,
    jsonBody,
    formBody,
    handle(async (req, res) => {
      const input = parse(UpdateProfileRequest, req.body);
      res.json({ data: await service.updateProfile(locals(res).user, input) });
    }),
  );

  router.post(
    "/user/delete",
    requireAuth,
    limitByIp,
    jsonBody,
    formBody,
    handle(async (req, res) => {
      const input = parse(DeleteAccountRequest, req.body);
      await service.deleteAccount(locals(res).user, input.password);
      res.json({ message: "Your account has been deleted." });
    }),
  );

  router.post(
    "/admin/users/:uuid/role",
    requireAuth,
    requireRole("admin"),
    jsonBody,
    handle(async (req, res) => {
      const input = parse(SetRoleRequest, req.body);
      res.json({ data: await service.setRole(String(req.params.uuid), input.role) });
    }),
  );

  // Errors of this router only: expected ones as ApiError JSON, the rest logged as 500.
  router.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    if (error instanceof AccountError) {
      if (error.retryAfterSeconds) res.set("Retry-After", String(error.retryAfterSeconds));
      res.status(error.status).json(error.errors ? { message: error.message, errors: error.errors } : { message: error.message });
      return;
    }
    const status = (error as { status?: number; type?: string })?.status;
    if (status === 400 || status === 413 || status === 415) {
      res.status(status).json({ message: status === 413 ? "The request is too large." : "The request body is not valid." });
      return;
    }
    logger.error({ err: error instanceof Error ? { message: error.message, stack: error.stack } : String(error), path: req.path }, "accounts route failed");
    res.status(500).json({ message: "Something went wrong. Please try again later." });
  });

  return router;
}
