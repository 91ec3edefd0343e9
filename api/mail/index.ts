export { createMailer, OutboxMailer, type Mailer, type MailMessage, type MailerOptions } from "./mailer";
export * from "./templates";
