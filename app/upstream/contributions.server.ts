import {
  ContributionInput,
  ContributionResponse,
  PublicationListRequest,
  PublicationListResponse,
  type ContributionStatus,
} from "../../contract";
import { upstreamCall, type UpstreamArgs } from "./core.server";

/**
 * The signed-in user's contributions (docs/product/contributions.md#my-uploads-and-my-pages "POST api/web/user/publication" and the
 * contribution calls). Every call needs the session token: without one it fails fast with an
 * UpstreamError 401, and an upstream 401 signs the visitor out (core policy).
 */

/** POST /api/web/user/publication: own contributions, newest first; status "trashed" for the trash. */
export async function listPublications(args: UpstreamArgs, query: { page?: number; status?: ContributionStatus } = {}) {
  const body = PublicationListRequest.parse(query);
  return (
    await upstreamCall(args, { method: "POST", path: "/api/web/user/publication", body, schema: PublicationListResponse, auth: "required" })
  ).data;
}

/** POST /api/web/user/contribution */
export async function createContribution(args: UpstreamArgs, input: ContributionInput) {
  // Sent as typed (the API trims and checks again); parsing here only rejects what cannot be valid.
  const parsed = ContributionInput.parse(input);
  const body = { ...parsed, source_url: parsed.source_url ?? null };
  return (
    await upstreamCall(args, { method: "POST", path: "/api/web/user/contribution", body, schema: ContributionResponse, auth: "required" })
  ).data;
}

/** GET /api/web/user/contribution/{id}: own only (404 otherwise). */
export async function getContribution(args: UpstreamArgs, id: number) {
  return (
    await upstreamCall(args, {
      path: `/api/web/user/contribution/${encodeURIComponent(id)}`,
      schema: ContributionResponse,
      auth: "required",
    })
  ).data;
}

/** POST /api/web/user/contribution/{id}/trash or …/restore */
export async function moveContribution(args: UpstreamArgs, id: number, to: "trash" | "restore") {
  return (
    await upstreamCall(args, {
      method: "POST",
      path: `/api/web/user/contribution/${encodeURIComponent(id)}/${to}`,
      body: {},
      schema: ContributionResponse,
      auth: "required",
    })
  ).data;
}
