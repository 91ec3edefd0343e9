import { Ok, SavedSearchListResponse, SavedSearchResponse, type AlertFrequency, type SavedQuery } from "../../contract";
import { upstreamCall, type UpstreamArgs } from "./core.server";

/**
 * The signed-in user's saved searches (decision 0104). Every call needs the session token; the
 * page's language goes with the call, and a new search's alerts are written in it.
 */

/** GET /api/web/saved-searches */
export async function listSavedSearches(args: UpstreamArgs) {
  return (await upstreamCall(args, { path: "/api/web/saved-searches", schema: SavedSearchListResponse, auth: "required" })).data;
}

/** POST /api/web/saved-searches */
export async function saveSearch(args: UpstreamArgs, input: { name: string; queryData: SavedQuery; alert: AlertFrequency }) {
  return (
    await upstreamCall(args, {
      method: "POST",
      path: "/api/web/saved-searches",
      body: input,
      schema: SavedSearchResponse,
      auth: "required",
    })
  ).data;
}

/** POST /api/web/saved-searches/{id}: a new name or alert. */
export async function updateSavedSearch(args: UpstreamArgs, id: number, changes: { name?: string; alert?: AlertFrequency }) {
  const path = `/api/web/saved-searches/${encodeURIComponent(id)}`;
  return (await upstreamCall(args, { method: "POST", path, body: changes, schema: SavedSearchResponse, auth: "required" })).data;
}

/** POST /api/web/saved-searches/{id}/delete */
export async function deleteSavedSearch(args: UpstreamArgs, id: number) {
  await upstreamCall(args, {
    method: "POST",
    path: `/api/web/saved-searches/${encodeURIComponent(id)}/delete`,
    body: {},
    schema: Ok,
    auth: "required",
  });
}
