import {
  AuthoringItemResponse,
  AuthoringListResponse,
  AuthoringPreviewResponse,
  type AuthoringIntent,
  type AuthoringKind,
} from "../../contract/authoring";
import type { AuthoringGroup, AuthoringStatus } from "../../contract/authoring-constants";
import { upstreamCall, type UpstreamArgs } from "./core.server";

/**
 * The contributor's side of authoring (contract/authoring.ts): own items only, every call with
 * the session token. The fields go as the form typed them; the API holds them to the kind's
 * schema for the intent and answers 422 with field errors.
 */

type Fields = Record<string, unknown>;
const path = (kind: AuthoringKind, slug?: string) =>
  `/api/web/authoring/${encodeURIComponent(kind)}${slug ? `/${encodeURIComponent(slug)}` : ""}`;

export async function createItem(args: UpstreamArgs, kind: AuthoringKind, fields: Fields, intent: AuthoringIntent) {
  const body = { ...fields, intent };
  return (await upstreamCall(args, { method: "POST", path: path(kind), body, schema: AuthoringItemResponse, auth: "required" })).data;
}

export async function getItem(args: UpstreamArgs, kind: AuthoringKind, slug: string) {
  return (await upstreamCall(args, { path: path(kind, slug), schema: AuthoringItemResponse, auth: "required" })).data;
}

export async function updateItem(args: UpstreamArgs, kind: AuthoringKind, slug: string, fields: Fields, intent: AuthoringIntent) {
  const body = { ...fields, intent };
  return (await upstreamCall(args, { method: "PUT", path: path(kind, slug), body, schema: AuthoringItemResponse, auth: "required" })).data;
}

export async function moveItem(args: UpstreamArgs, kind: AuthoringKind, slug: string, to: "trash" | "restore") {
  return (
    await upstreamCall(args, {
      method: "POST",
      path: `${path(kind, slug)}/${to}`,
      body: {},
      schema: AuthoringItemResponse,
      auth: "required",
    })
  ).data;
}

export async function previewItem(args: UpstreamArgs, kind: AuthoringKind, fields: Fields) {
  const body = { ...fields, kind };
  return (
    await upstreamCall(args, {
      method: "POST",
      path: "/api/web/authoring/preview",
      body,
      schema: AuthoringPreviewResponse,
      auth: "required",
    })
  ).data;
}

export async function listItems(args: UpstreamArgs, query: { group: AuthoringGroup; status?: AuthoringStatus; page: number }) {
  const params = new URLSearchParams({ group: query.group, page: String(query.page) });
  if (query.status) params.set("status", query.status);
  return (await upstreamCall(args, { path: `/api/web/authoring?${params}`, schema: AuthoringListResponse, auth: "required" })).data;
}
