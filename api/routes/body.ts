import express, { type RequestHandler } from "express";

/**
 * Body parsers for one route. They are put on each route, never app-wide: the first parser to
 * run reads the body and the others skip it, so an app-wide parser would impose its own limit on
 * every route (the accounts routes' 16 kB limit never applied while one existed).
 */
export function jsonBody(limit: string): RequestHandler {
  return express.json({ limit });
}

/** JSON or an HTML form post (the account calls accept both, like the original API). */
export function jsonOrForm(limit: string): RequestHandler[] {
  return [express.json({ limit }), express.urlencoded({ extended: false, limit })];
}

/** The limit of every other route (ApiOptions.bodyLimit). */
export const DEFAULT_BODY_LIMIT = "100kb";
