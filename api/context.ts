import type { Db, DialectName } from "./db";

/** Verifies a bot-check token against the secret; the accounts issue supplies the real one. */
export type BotTokenVerifier = (token: string, secret: string, remoteIp?: string) => Promise<boolean>;

export interface Logger {
  info(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}

export interface ApiContext {
  db: Db;
  dialect: DialectName;
  publicOrigin?: string;
  recaptchaSecret?: string;
  verifyBotToken: BotTokenVerifier;
  logger?: Logger;
}
