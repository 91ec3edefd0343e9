import { Router } from "express";
import { NewsletterRequest, NewsletterResponse } from "../../contract";
import type { ApiContext } from "../context";
import { BAD_INPUT, fieldErrors, handler, HttpError, noStore, reply } from "../http";
import { assertNoControlCharacters } from "../input-guard";
import { subscribe } from "../repo/visitors";

const MESSAGES = { empty: "Please enter Email Address.", invalid: "Please enter a valid email." };

export function newsletterRoutes(ctx: ApiContext): Router {
  const router = Router();
  router.post(
    "/newsletter/save",
    ctx.limitWrites("newsletter"),
    ctx.json,
    handler(async (req, res) => {
      noStore(res);
      assertNoControlCharacters(req.body, "body");
      const raw = (req.body ?? {}) as Record<string, unknown>;
      if (typeof raw.email !== "string" || raw.email.trim() === "") {
        throw new HttpError(BAD_INPUT, MESSAGES.empty, { email: [MESSAGES.empty] });
      }
      const parsed = NewsletterRequest.safeParse(raw);
      if (!parsed.success) {
        const errors = fieldErrors(parsed.error, "body");
        if (errors.email) errors.email = [MESSAGES.invalid];
        throw new HttpError(BAD_INPUT, errors.email ? MESSAGES.invalid : "Please check the form.", errors);
      }
      const { email, page_url, token } = parsed.data;
      const { secret, verify } = ctx.botCheck;
      if (secret) {
        const passed = token ? await verify(token, secret, req.clientAddress ?? undefined) : false;
        if (!passed) throw new HttpError(BAD_INPUT, "Please confirm you are not a robot.", { token: ["Please confirm you are not a robot."] });
      }
      // Already subscribed answers the same as new, so the form cannot tell who is on the list.
      await subscribe(ctx.db, email, page_url);
      reply(res, NewsletterResponse, { message: "Thank you for subscribing." });
    }),
  );
  return router;
}
