import { Router } from "express";
import { NewsletterRequest, NewsletterResponse, type Lang } from "../../contract";
import type { ApiContext } from "../context";
import { BAD_INPUT, fieldErrors, handler, HttpError, noStore, queryLang, reply } from "../http";
import { assertNoControlCharacters } from "../input-guard";
import { subscribe } from "../repo/visitors";

/** What the form shows (SPEC §8: the first errors.email), in the `?lang=` of the call. */
const MESSAGES: Record<Lang, Record<"empty" | "invalid" | "check" | "robot" | "thanks", string>> = {
  en: {
    empty: "Please enter Email Address.",
    invalid: "Please enter a valid email.",
    check: "Please check the form.",
    robot: "Please confirm you are not a robot.",
    thanks: "Thank you for subscribing.",
  },
  hi: {
    empty: "कृपया ई-मेल पता दर्ज करें।",
    invalid: "कृपया मान्य ई-मेल पता दर्ज करें।",
    check: "कृपया फ़ॉर्म की जाँच करें।",
    robot: "कृपया पुष्टि करें कि आप रोबोट नहीं हैं।",
    thanks: "सदस्यता लेने के लिए धन्यवाद।",
  },
};

export function newsletterRoutes(ctx: ApiContext): Router {
  const router = Router();
  router.post(
    "/newsletter/save",
    ctx.limitWrites("newsletter"),
    ctx.json,
    handler(async (req, res) => {
      noStore(res);
      const text = MESSAGES[queryLang(req)];
      assertNoControlCharacters(req.body, "body");
      const raw = (req.body ?? {}) as Record<string, unknown>;
      if (typeof raw.email !== "string" || raw.email.trim() === "") {
        throw new HttpError(BAD_INPUT, text.empty, { email: [text.empty] });
      }
      const parsed = NewsletterRequest.safeParse(raw);
      if (!parsed.success) {
        const errors = fieldErrors(parsed.error, "body");
        if (errors.email) errors.email = [text.invalid];
        throw new HttpError(BAD_INPUT, errors.email ? text.invalid : text.check, errors);
      }
      const { email, page_url, token } = parsed.data;
      const { secret, verify } = ctx.botCheck;
      if (secret) {
        const passed = token ? await verify(token, secret, req.clientAddress ?? undefined) : false;
        if (!passed) throw new HttpError(BAD_INPUT, text.robot, { token: [text.robot] });
      }
      // Already subscribed answers the same as new, so the form cannot tell who is on the list.
      await subscribe(ctx.db, email, page_url);
      reply(res, NewsletterResponse, { message: text.thanks });
    }),
  );
  return router;
}
