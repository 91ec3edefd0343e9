import { Router, type Request } from "express";
import {
  AcceptCookieRequest,
  AddEmailRequest,
  ChangePasswordRequest,
  CONSENT_DATE,
  DeleteAccountRequest,
  Email,
  ForgotPasswordRequest,
  RegisterRequest,
  ResetPasswordRequest,
  SetRoleRequest,
  SocialTokenRequest,
  TokenRequest,
  UpdateProfileRequest,
} from "../../contract/accounts";
import { requireRole, requireUser } from "../auth/bearer";
import { RESET_SENT, SIGNUP_CHECK_EMAIL, TOO_MANY } from "../accounts/errors";
import { BOT_CHECK_FAILED, PasswordCheckThrottle, SignInThrottle } from "../accounts/sign-in-throttle";
import type { ApiContext } from "../context";
import { fieldError, handler, HttpError, noStore, parseInput, queryLang } from "../http";
import { RateCounter } from "../limits/rate-counter";
import { jsonOrForm } from "./body";

/** Account calls are small: a larger body is refused before it is read (413). */
const ACCOUNT_BODY_LIMIT = "16kb";

/** A failure of `work` with a field error on `field` counts as a wrong password. */
async function countingWrongPassword<T>(field: string, work: () => Promise<T>, onWrong: () => Promise<void>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpError && error.errors?.[field]) await onWrong();
    throw error;
  }
}

/**
 * Every account endpoint (docs/product/accounts.md#accounts calls plus register, password reset, profile, delete and
 * the server-to-server social sign-in). Mounted at /api by api/main/app.ts, behind bearerAuth and
 * clientAddress.
 */
export function accountRoutes(ctx: ApiContext): Router {
  const { service, config } = ctx.accounts;
  const { botCheck, portalSecret, limitWrites, rateStore, now } = ctx;
  const perAddress = new RateCounter(config.rateLimit.perIp, config.rateLimit.windowMs, Date.now, rateStore);
  const signIns = new SignInThrottle(config.rateLimit, botCheck, rateStore, () => now().getTime());
  const passwordChecks = new PasswordCheckThrottle(config.rateLimit, rateStore);
  const router = Router();
  const body = jsonOrForm(ACCOUNT_BODY_LIMIT);
  const address = (req: Request) => req.clientAddress ?? null;

  /** Sign-in, sign-up and reset calls per client address; the portal's own calls are not counted. */
  const limitByAddress = handler(async (req, _res, next) => {
    const key = req.clientAddress === null ? null : `auth:addr:${req.clientAddress}`;
    if (key && (await perAddress.hit(key))) throw new HttpError(429, TOO_MANY, undefined, await perAddress.retryAfter(key));
    next();
  });

  // ── sign-in, sign-up, tokens ─────────────────────────────────────────────────────────────
  router.post(
    "/oauth/token",
    limitByAddress,
    body,
    handler(async (req, res) => {
      const input = parseInput(TokenRequest, req.body, "body");
      const email = Email.safeParse(input.username ?? input.email ?? "");
      if (!email.success) throw fieldError("email", email.error.issues[0].message);
      const turn = await signIns.allow(email.data, address(req), input.token ?? undefined);
      const issued = await service.signIn(email.data, input.password).catch(async (error) => {
        if (error instanceof HttpError && error.status === 401) await signIns.failed(email.data, address(req));
        throw error;
      });
      await signIns.succeeded(email.data, address(req), turn);
      noStore(res);
      res.json(issued);
    }),
  );

  router.post(
    "/oauth/social",
    body,
    handler(async (req, res) => {
      if (!portalSecret) throw new HttpError(503, "Social sign-in is not configured on this server.");
      if (!req.fromPortal) throw new HttpError(401, "Unauthenticated.");
      const input = parseInput(SocialTokenRequest, req.body, "body");
      const issued = await service.socialSignIn({
        provider: input.provider,
        subject: input.subject,
        email: input.email ?? null,
        emailVerified: input.email_verified,
        name: input.name ?? null,
        picture: input.picture ?? null,
      });
      noStore(res);
      res.status(issued.created ? 201 : 200).json(issued);
    }),
  );

  router.post(
    "/register",
    limitByAddress,
    body,
    handler(async (req, res) => {
      const input = parseInput(RegisterRequest, req.body, "body");
      const lang = queryLang(req);
      if (botCheck?.secret) {
        const passed = input.token ? await botCheck.verify(input.token, botCheck.secret, address(req) ?? undefined) : false;
        if (!passed) throw fieldError("token", BOT_CHECK_FAILED);
      }
      const consent = input.consent_accepted === true || input.consent_accepted === 1;
      await service.register({
        name: input.name,
        email: input.email,
        password: input.password,
        consentAccepted: consent,
        consentDate: consent && input.consent_date && CONSENT_DATE.test(input.consent_date) ? input.consent_date : undefined,
        lang,
      });
      noStore(res);
      res.status(202).json({ message: SIGNUP_CHECK_EMAIL });
    }),
  );

  router.post(
    "/logout",
    limitWrites("account"),
    handler(async (req, res) => {
      requireUser(req);
      await service.revokeToken(req.apiToken!);
      res.json({ ok: true });
    }),
  );

  router.get(
    "/user",
    handler(async (req, res) => {
      const user = requireUser(req);
      res.set("Cache-Control", "private, no-store");
      res.json({ data: await service.currentUser(user) });
    }),
  );

  router.get(
    "/web/check/user",
    handler(async (req, res) => {
      const user = requireUser(req);
      res.set("Cache-Control", "private, no-store");
      res.json({ data: { email_present: !!user.email } });
    }),
  );

  router.get(
    "/user/:uuid/details",
    handler(async (req, res) => {
      const uuid = String(req.params.uuid);
      if (!/^[0-9a-f-]{36}$/i.test(uuid)) throw new HttpError(404, "User not found.");
      res.set("Cache-Control", "private, no-store");
      res.json({ data: await service.userDetails(uuid, req.apiUser ?? undefined) });
    }),
  );

  router.post(
    "/user/accept/cookie",
    limitWrites("account"),
    body,
    handler(async (req, res) => {
      const user = requireUser(req);
      const input = parseInput(AcceptCookieRequest, req.body, "body");
      if (input.user_id !== user.id) throw new HttpError(403, "You can only record your own consent.");
      res.json({ data: await service.acceptCookie(user, input.consent_accepted === 1, input.consent_date) });
    }),
  );

  // ── passwords ────────────────────────────────────────────────────────────────────────────
  router.post(
    "/password/forgot",
    limitByAddress,
    body,
    handler(async (req, res) => {
      const input = parseInput(ForgotPasswordRequest, req.body, "body");
      await service.forgotPassword(input.email, queryLang(req));
      res.status(202).json({ message: RESET_SENT });
    }),
  );

  router.post(
    "/password/reset",
    limitByAddress,
    body,
    handler(async (req, res) => {
      const input = parseInput(ResetPasswordRequest, req.body, "body");
      await service.resetPassword(input.token, input.password, queryLang(req));
      res.json({ message: "Your password has been changed. Sign in with your new password." });
    }),
  );

  router.post(
    "/user/password",
    limitWrites("account"),
    body,
    handler(async (req, res) => {
      const user = requireUser(req);
      const input = parseInput(ChangePasswordRequest, req.body, "body");
      const lang = queryLang(req);
      await passwordChecks.allow(user.id, address(req));
      await countingWrongPassword(
        "current_password",
        () => service.changePassword(user, input.current_password, input.password, req.apiToken!, lang),
        () => passwordChecks.failed(user.id, address(req)),
      );
      res.json({ message: "Your password has been changed." });
    }),
  );

  // ── profile ──────────────────────────────────────────────────────────────────────────────
  router.post(
    "/user/email",
    limitWrites("account"),
    body,
    handler(async (req, res) => {
      const user = requireUser(req);
      const input = parseInput(AddEmailRequest, req.body, "body");
      res.json({ data: await service.addEmail(user, input.email) });
    }),
  );

  router.post(
    "/user/profile",
    limitWrites("account"),
    body,
    handler(async (req, res) => {
      const user = requireUser(req);
      res.json({ data: await service.updateProfile(user, parseInput(UpdateProfileRequest, req.body, "body")) });
    }),
  );

  router.post(
    "/user/delete",
    limitByAddress,
    body,
    handler(async (req, res) => {
      const user = requireUser(req);
      const input = parseInput(DeleteAccountRequest, req.body, "body");
      const lang = queryLang(req);
      await passwordChecks.allow(user.id, address(req));
      await countingWrongPassword(
        "password",
        () => service.deleteAccount(user, input.password, lang),
        () => passwordChecks.failed(user.id, address(req)),
      );
      res.json({ message: "Your account has been deleted." });
    }),
  );

  router.post(
    "/admin/users/:uuid/role",
    body,
    handler(async (req, res) => {
      const admin = requireRole(req, "admin");
      const input = parseInput(SetRoleRequest, req.body, "body");
      res.json({ data: await service.setRole(String(req.params.uuid), input.role, admin.id) });
    }),
  );

  return router;
}
