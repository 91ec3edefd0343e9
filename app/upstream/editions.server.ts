import { EditionDiffResponse, EditionRestoreResponse, EditionsResponse, type EditionRestoreRequest } from "../../contract/editions";
import { upstreamCall, type UpstreamArgs } from "./core.server";

/**
 * Editions on the desk (docs/product/editorial.md#editions-and-history): an item's history, the
 * difference of two editions, and restoring one. Each needs the session's token and an editorial role.
 */

/** GET /api/editorial/items/{id}/editions: newest first. */
export async function getEditions(args: UpstreamArgs, id: number) {
  return (await upstreamCall(args, { path: `/api/editorial/items/${id}/editions`, schema: EditionsResponse, auth: "required" })).data;
}

/** GET /api/editorial/items/{id}/editions/diff?from&to: the fields that differ, word by word. */
export async function getEditionDiff(args: UpstreamArgs, id: number, from: number, to: number) {
  const path = `/api/editorial/items/${id}/editions/diff?${new URLSearchParams({ from: String(from), to: String(to) })}`;
  return (await upstreamCall(args, { path, schema: EditionDiffResponse, auth: "required" })).data;
}

/** POST /api/editorial/items/{id}/editions/{number}/restore: answers the new edition; 409 when the item is not plainly published. */
export async function restoreEdition(args: UpstreamArgs, id: number, number: number, body: EditionRestoreRequest) {
  const path = `/api/editorial/items/${id}/editions/${number}/restore`;
  return (await upstreamCall(args, { method: "POST", path, body, schema: EditionRestoreResponse, auth: "required" })).data;
}
