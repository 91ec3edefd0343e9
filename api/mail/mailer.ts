import { DEFAULT_SMTP_TIMEOUT_MS, type Env } from "../../config/env";
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

/** One outgoing message. Plain text always; HTML optional. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe (api/mail/unsubscribe.ts). */
  headers?: Record<string, string>;
}

export interface Mailer {
  readonly kind: "smtp" | "outbox";
  send(message: MailMessage): Promise<void>;
}

export interface MailLogger {
  info(obj: object | string, msg?: string): void;
  error(obj: object | string, msg?: string): void;
}

export interface MailerOptions {
  /** smtp://user:pass@host:587 or smtps://…; unset: write to the outbox folder. */
  smtpUrl?: string;
  /** SMTP_TIMEOUT_MS: connecting, the greeting and each answer of the SMTP server. */
  smtpTimeoutMs?: number;
  /** Where the outbox mailer writes (OUTBOX_DIR, default DATA_DIR/outbox). */
  outboxDir?: string;
  /** From address (MAIL_FROM). */
  from?: string;
  logger?: MailLogger;
}

const consoleLogger: MailLogger = {
  info: (obj, msg) => console.log(JSON.stringify({ level: "info", msg, ...(typeof obj === "string" ? { text: obj } : obj) })),
  error: (obj, msg) => console.error(JSON.stringify({ level: "error", msg, ...(typeof obj === "string" ? { text: obj } : obj) })),
};

/**
 * SMTP when SMTP_URL is set, otherwise files in the outbox folder: password reset works on a
 * fresh machine, and tests read the mail from there.
 */
export function createMailer(
  options: MailerOptions = {},
  env: Partial<Pick<Env, "SMTP_URL" | "SMTP_TIMEOUT_MS" | "MAIL_FROM" | "OUTBOX_DIR" | "DATA_DIR">> = {},
): Mailer {
  const smtpUrl = options.smtpUrl ?? env.SMTP_URL;
  const from = options.from ?? (env.MAIL_FROM || "IndiaAI <no-reply@indiaai.localhost>");
  const logger = options.logger ?? consoleLogger;
  if (smtpUrl) return new SmtpMailer(smtpUrl, from, logger, options.smtpTimeoutMs ?? env.SMTP_TIMEOUT_MS ?? DEFAULT_SMTP_TIMEOUT_MS);
  // Under the instance's own data directory: two instances with different ones never share it.
  const dir = options.outboxDir ?? (env.OUTBOX_DIR || path.join(env.DATA_DIR || "data", "outbox"));
  return new OutboxMailer(dir, from, logger);
}

const TIMEOUTS = ["connectionTimeout", "greetingTimeout", "socketTimeout"];

/**
 * The SMTP URL with the timeouts nodemailer reads from its query (an option beside a URL is
 * dropped), those the URL sets itself kept. Appended as text: the user and password stay as written.
 */
export function withTimeouts(url: string, ms: number): string {
  const at = url.indexOf("?");
  const query = at < 0 ? "" : url.slice(at + 1);
  const added = TIMEOUTS.filter((key) => !new URLSearchParams(query).has(key)).map((key) => `${key}=${ms}`);
  if (!added.length) return url;
  return `${url}${at < 0 ? "?" : query ? "&" : ""}${added.join("&")}`;
}

class SmtpMailer implements Mailer {
  readonly kind = "smtp" as const;
  private transport: Promise<import("nodemailer").Transporter> | undefined;

  constructor(
    private readonly url: string,
    private readonly from: string,
    private readonly logger: MailLogger,
    private readonly timeoutMs: number,
  ) {}

  async send(message: MailMessage) {
    // Loaded on first use: the outbox configuration never needs nodemailer.
    this.transport ??= import("nodemailer").then((m) => m.default.createTransport(withTimeouts(this.url, this.timeoutMs)));
    const transport = await this.transport;
    const info = await transport.sendMail({ from: this.from, ...message });
    this.logger.info({ mail: { to: redact(message.to), subject: message.subject, id: info.messageId } }, "mail sent");
  }
}

export class OutboxMailer implements Mailer {
  readonly kind = "outbox" as const;

  constructor(
    readonly dir: string,
    private readonly from: string,
    private readonly logger: MailLogger,
  ) {}

  async send(message: MailMessage) {
    await fs.mkdir(this.dir, { recursive: true });
    const date = new Date();
    const base = `${date.toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}`;
    const file = path.join(this.dir, `${base}.eml`);
    await writeAtomically(
      path.join(this.dir, `${base}.json`),
      JSON.stringify({ from: this.from, date: date.toISOString(), ...message }, null, 2),
    );
    await writeAtomically(file, toEml(this.from, date, message));
    // The path, not the body: the body holds one-time links.
    this.logger.info({ mail: { to: redact(message.to), subject: message.subject, file } }, "mail written to outbox (SMTP_URL is not set)");
  }
}

/**
 * Written under a temporary name and renamed: a reader of the outbox (tests poll it) never sees
 * a half-written message (a partly written .json failed as "Unexpected end of JSON input").
 */
async function writeAtomically(file: string, content: string) {
  const partial = `${file}.partial`;
  await fs.writeFile(partial, content);
  await fs.rename(partial, file);
}

function redact(address: string) {
  const [local, domain] = address.split("@");
  return `${local.slice(0, 1)}***@${domain ?? ""}`;
}

function header(value: string) {
  // No header injection through names or subjects.
  return value.replace(/[\r\n]+/g, " ");
}

function toEml(from: string, date: Date, message: MailMessage) {
  const boundary = `b-${randomBytes(8).toString("hex")}`;
  const lines = [
    `From: ${header(from)}`,
    `To: ${header(message.to)}`,
    `Subject: ${header(message.subject)}`,
    `Date: ${date.toUTCString()}`,
    "MIME-Version: 1.0",
    ...Object.entries(message.headers ?? {}).map(([name, value]) => `${header(name)}: ${header(value)}`),
  ];
  if (!message.html) {
    return [...lines, "Content-Type: text/plain; charset=utf-8", "", message.text, ""].join("\r\n");
  }
  return [
    ...lines,
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    "",
    `--${boundary}`,
    "Content-Type: text/plain; charset=utf-8",
    "",
    message.text,
    `--${boundary}`,
    "Content-Type: text/html; charset=utf-8",
    "",
    message.html,
    `--${boundary}--`,
    "",
  ].join("\r\n");
}
