import { z } from "zod";
import { AnswerLang } from "./lang";

/** Issue 20: the signed links in newsletter and alert mail (docs/decisions/0103). */

/** A token from a mail link (confirmation or unsubscribe); its signature is checked by the API. */
export const SignedLinkRequest = z.object({ token: z.string().min(1).max(512) });

export const NewsletterConfirmResponse = z.object({ message: z.string(), lang: AnswerLang });

export const UnsubscribeKind = z.enum(["newsletter", "alert"]);
export const UnsubscribeResponse = z.object({ kind: UnsubscribeKind, message: z.string(), lang: AnswerLang });
