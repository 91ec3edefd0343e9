export { createMailer, OutboxMailer, type Mailer, type MailMessage, type MailerOptions } from "./mailer";
export * from "./templates";
export {
  signUnsubscribe,
  verifyUnsubscribe,
  unsubscribeHeaders,
  unsubscribeUrl,
  type UnsubscribeKind,
  type UnsubscribeTarget,
} from "./unsubscribe";
