import { Router, type Request } from "express";
import {
  NewsletterConfirmResponse,
  NewsletterRequest,
  NewsletterResponse,
  SignedLinkRequest,
  UnsubscribeResponse,
  type Lang,
} from "../../contract";
import { turnAlertOff } from "../alerts/saved-searches";
import { stopReviewDigest } from "../authoring/review-digest";
import type { ApiContext } from "../context";
import { BAD_INPUT, fieldErrors, handler, HttpError, noStore, queryLang, reply } from "../http";
import { assertNoControlCharacters } from "../input-guard";
import { newsletterConfirmationMail, newsletterWelcomeMail } from "../mail/newsletter-templates";
import { unsubscribeLink, verifyUnsubscribe, type UnsubscribeTarget } from "../mail/unsubscribe";
import { confirmSubscription, removeSubscriber, requestSubscription } from "../newsletter/subscribers";
import { turnTopicOff } from "../notifications/store";

type Text = "empty" | "invalid" | "check" | "robot" | "thanks" | "later" | "confirmed" | "badLink" | "unsubscribed";

/** What the form and the link pages show (docs/product/follow.md#newsletter: the first errors.email), in the `?lang=` of the call. */
const MESSAGES: Record<Lang, Record<Text, string>> = {
  en: {
    empty: "Please enter Email Address.",
    invalid: "Please enter a valid email.",
    check: "Please check the form.",
    robot: "Please confirm you are not a robot.",
    thanks: "Thank you for subscribing. Please check your inbox and open the link we sent to confirm.",
    later: "Please try again later",
    confirmed: "Your subscription is confirmed. Thank you!",
    badLink: "This link is not valid or has already been used.",
    unsubscribed: "You are unsubscribed. You will not receive these e-mails any more.",
  },
  hi: {
    empty: "कृपया ई-मेल पता दर्ज करें।",
    invalid: "कृपया मान्य ई-मेल पता दर्ज करें।",
    check: "कृपया फ़ॉर्म की जाँच करें।",
    robot: "कृपया पुष्टि करें कि आप रोबोट नहीं हैं।",
    thanks: "सदस्यता लेने के लिए धन्यवाद। पुष्टि के लिए कृपया अपना इनबॉक्स देखें और हमारे भेजे गए लिंक को खोलें।",
    later: "कृपया बाद में पुनः प्रयास करें",
    confirmed: "आपकी सदस्यता की पुष्टि हो गई है। धन्यवाद!",
    badLink: "यह लिंक मान्य नहीं है या इसका उपयोग पहले ही किया जा चुका है।",
    unsubscribed: "आपकी सदस्यता समाप्त कर दी गई है। अब आपको ये ई-मेल नहीं भेजे जाएँगे।",
  },
};

/** The token of a confirmation or unsubscribe call; a missing or malformed one is the same 400 as a forged one. */
function linkToken(req: Request, text: Record<Text, string>): string {
  assertNoControlCharacters(req.body, "body");
  const parsed = SignedLinkRequest.safeParse(req.body ?? {});
  if (!parsed.success) throw new HttpError(400, text.badLink, { token: [text.badLink] });
  return parsed.data.token;
}

export function newsletterRoutes(ctx: ApiContext): Router {
  const router = Router();
  const origin = ctx.accounts.config.publicOrigin;
  const now = () => new Date();

  router.post(
    "/newsletter/save",
    ctx.limitWrites("newsletter"),
    ctx.json,
    handler(async (req, res) => {
      noStore(res);
      const lang = queryLang(req);
      const text = MESSAGES[lang];
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
      const linkSecret = ctx.mail.linkSecret;
      const outcome = await requestSubscription(ctx.db, { email, pageUrl: page_url, lang, secret: linkSecret, now: now() });
      if (outcome.send) {
        const unsubscribe = unsubscribeLink(origin, lang, { kind: "newsletter", id: outcome.id }, linkSecret);
        try {
          await ctx.mail.mailer.send(
            newsletterConfirmationMail({ to: email, lang, origin, confirmToken: outcome.confirmToken, unsubscribeUrl: unsubscribe }),
          );
        } catch (error) {
          ctx.logger?.error({ err: error }, "newsletter confirmation mail failed");
          throw new HttpError(503, text.later, { email: [text.later] }, 60);
        }
      }
      // New, pending and confirmed addresses get the same answer: the form does not tell who is on the list.
      reply(res, NewsletterResponse, { message: text.thanks });
    }),
  );

  router.post(
    "/web/newsletter/confirm",
    ctx.limitWrites("newsletter"),
    ctx.json,
    handler(async (req, res) => {
      noStore(res);
      const lang = queryLang(req);
      const text = MESSAGES[lang];
      const confirmed = await confirmSubscription(ctx.db, linkToken(req, text), ctx.mail.linkSecret, now());
      if (!confirmed.ok) throw new HttpError(400, text.badLink, { token: [text.badLink] });
      const unsubscribe = unsubscribeLink(origin, confirmed.lang, { kind: "newsletter", id: confirmed.id }, ctx.mail.linkSecret);
      // Confirmed even when the welcome mail fails: it is a courtesy, not part of the opt-in, and
      // goes after the answer.
      ctx.mail.background.run(
        () => ctx.mail.mailer.send(newsletterWelcomeMail({ to: confirmed.email, lang: confirmed.lang, unsubscribeUrl: unsubscribe })),
        (error) => ctx.logger?.error({ err: error }, "newsletter welcome mail failed"),
      );
      reply(res, NewsletterConfirmResponse, { message: text.confirmed, lang });
    }),
  );

  router.post(
    "/web/unsubscribe",
    ctx.json,
    handler(async (req, res) => {
      noStore(res);
      const lang = queryLang(req);
      const text = MESSAGES[lang];
      const target = verifyUnsubscribe(linkToken(req, text), ctx.mail.linkSecret);
      if (!target) throw new HttpError(400, text.badLink, { token: [text.badLink] });
      await unsubscribe(ctx, target);
      // Also when it was already done: mail programs may send the one-click POST more than once.
      reply(res, UnsubscribeResponse, { kind: target.kind, message: text.unsubscribed, lang });
    }),
  );
  return router;
}

/** Stops what a verified token names. */
async function unsubscribe(ctx: ApiContext, target: UnsubscribeTarget): Promise<void> {
  switch (target.kind) {
    case "newsletter":
      await removeSubscriber(ctx.db, target.id);
      return;
    case "alert":
      // A deleted saved search has nothing left to stop: the answer is the same.
      await turnAlertOff(ctx.db, target.id);
      return;
    case "notify-decisions":
    case "notify-replies":
      // The user's e-mails of that kind stop; their profile still lists what happens.
      await turnTopicOff(ctx.db, target.id, target.kind === "notify-decisions" ? "decisions" : "replies", ctx.now());
      return;
    case "review-digest":
      // An owner's weekly digest of reviews due (docs/product/editorial.md#review-dates-and-owners).
      await stopReviewDigest(ctx.db, target.id, ctx.now());
      return;
  }
}
