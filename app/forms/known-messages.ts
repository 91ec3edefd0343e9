/**
 * Form errors that arrive as English sentences rather than dictionary keys: the contract's field
 * rules (shared with the API, so they stay English there) and the content API's refusals. The
 * server recognises each by its exact text and passes on a message reference instead (the key,
 * with its parameters: `messageRef`), which the page shows in its language; anything else is
 * shown as it came, marked with its language (see Message in app/components/forms). Only server
 * code imports this table, so it never weighs on a page's JavaScript.
 */
import { NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from "../../contract/accounts-constants";
import { COMMENT_MAX_LENGTH } from "../../contract/comments-constants";
import { CONTRIBUTION_LIMITS } from "../../contract/contributions-constants";
import type { MessageKey } from "~/i18n";
import { messageRef } from "~/i18n/message-ref";
import { AUTHORING_ERRORS } from "./authoring-errors.server";
import "~/comments/messages";
import "~/contributions/messages";

const IMAGE_MAX = 2000;

const entries: Array<[english: string, key: MessageKey, params?: Record<string, string | number>]> = [
  // contract/accounts.ts
  ["Enter your e-mail address.", "forms.error.emailRequired"],
  ["E-mail address must be 254 characters or fewer.", "forms.error.emailTooLong"],
  ["Enter an e-mail address in the correct format, like name@example.com.", "forms.error.emailFormat"],
  ["Enter a password.", "forms.error.passwordRequired"],
  [`Password must be at least ${PASSWORD_MIN} characters.`, "forms.error.passwordShort", { min: PASSWORD_MIN }],
  [`Password must be ${PASSWORD_MAX} characters or fewer.`, "forms.error.passwordLong", { max: PASSWORD_MAX }],
  ["Enter your password.", "forms.error.currentPasswordRequired"],
  ["Enter your name.", "forms.error.nameRequired"],
  [`Name must be ${NAME_MAX} characters or fewer.`, "forms.error.nameLong", { max: NAME_MAX }],
  ["Name must not contain < > or control characters.", "forms.error.nameCharacters"],
  ["Name must not contain invisible or text-direction characters.", "forms.error.nameInvisible"],
  [`Image address must be ${IMAGE_MAX} characters or fewer.`, "forms.error.imageLong", { max: IMAGE_MAX }],
  ["Enter an image address starting with https:// or /.", "forms.error.imageFormat"],
  // contract/contributions.ts
  ["Select the type of content", "contributions.error.type"],
  ["Enter a title", "contributions.error.titleRequired"],
  [`Title must be ${CONTRIBUTION_LIMITS.title} characters or fewer`, "contributions.error.titleLong", { max: CONTRIBUTION_LIMITS.title }],
  ["Title contains a character that is not allowed", "contributions.error.titleCharacter"],
  ["Enter a summary", "contributions.error.summaryRequired"],
  [
    `Summary must be ${CONTRIBUTION_LIMITS.summary} characters or fewer`,
    "contributions.error.summaryLong",
    { max: CONTRIBUTION_LIMITS.summary },
  ],
  ["Summary contains a character that is not allowed", "contributions.error.summaryCharacter"],
  ["Enter the content", "contributions.error.bodyRequired"],
  [
    `Content must be ${CONTRIBUTION_LIMITS.body.toLocaleString("en-IN")} characters or fewer`,
    "contributions.error.bodyLong",
    { max: CONTRIBUTION_LIMITS.body },
  ],
  ["Content contains a character that is not allowed", "contributions.error.bodyCharacter"],
  ["Enter a link starting with https://", "contributions.error.sourceType"],
  [
    `Link must be ${CONTRIBUTION_LIMITS.sourceUrl} characters or fewer`,
    "contributions.error.sourceLong",
    { max: CONTRIBUTION_LIMITS.sourceUrl },
  ],
  ["Enter a link starting with https://, like https://example.org/report", "contributions.error.sourceFormat"],
  // contract/comments.ts
  ["Please enter a comment.", "comments.notice.empty"],
  [`Comments can be at most ${COMMENT_MAX_LENGTH} characters.`, "comments.notice.tooLong", { max: COMMENT_MAX_LENGTH }],
  // The content API's refusals (api/accounts/errors.ts, api/routes/*, api/limits).
  ["The e-mail address or password is incorrect.", "forms.error.badCredentials"],
  ["Too many attempts. Wait a few minutes and try again.", "forms.error.tooManyAttempts"],
  ["Too many requests. Wait a moment and try again.", "forms.error.tooManyRequests"],
  ["This password reset link has expired or was already used. Ask for a new one.", "forms.error.resetLinkUsed"],
  ["Please confirm you are not a robot.", "forms.error.botCheck"],
  ["This e-mail address is used by another account.", "forms.error.emailUsed"],
  ["Your password is incorrect.", "forms.error.passwordIncorrect"],
  ["Your current password is incorrect.", "forms.error.currentPasswordIncorrect"],
  ["Your account already has an e-mail address.", "forms.error.hasEmail"],
  ["Sign in to continue.", "forms.error.signInToContinue"],
  ["Please check the form.", "forms.error.checkForm"],
  ["You are posting too quickly. Please wait a moment and try again.", "comments.notice.rateLimited"],
  ["Please enter Email Address.", "newsletter.error.required"],
  ["Please enter a valid email.", "newsletter.error.invalid"],
];

const KNOWN = new Map<string, string>(entries.map(([english, key, params]) => [english, messageRef(key, params)]));
// The authoring forms' messages (contract/authoring-constants.ts); a sentence already known above keeps its key.
for (const [english, key, params] of AUTHORING_ERRORS) if (!KNOWN.has(english)) KNOWN.set(english, messageRef(key, params));

/**
 * The API's sentences that carry a number: the sign-in back-off's wait (api/accounts/errors.ts
 * signInWait), in seconds, so the page says how long in its own language.
 */
const SIGN_IN_WAIT = /^Too many sign-in attempts for this e-mail address\. Wait (\d{1,6}) seconds? and try again\.$/;

/** A message the server knows becomes its reference; any other text stays as it is. */
export function knownMessageRef(text: string): string {
  const known = KNOWN.get(text);
  if (known) return known;
  const wait = SIGN_IN_WAIT.exec(text);
  if (wait) {
    const seconds = Number(wait[1]);
    return seconds === 1 ? messageRef("forms.error.signInWaitSecond") : messageRef("forms.error.signInWaitSeconds", { seconds });
  }
  return text;
}

/** Every message of a field-error map through knownMessageRef, in place. */
export function referKnownMessages(errors: Record<string, string[] | null | undefined> | null | undefined): void {
  for (const messages of Object.values(errors ?? {})) {
    messages?.forEach((text, i) => (messages[i] = knownMessageRef(text)));
  }
}
