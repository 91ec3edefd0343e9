/**
 * /search/suggest: JSON for the header dropdown, which exists only when JavaScript runs (without
 * it the header box is a plain GET form to /search). GET reads suggestions; POST saves a search
 * to the visitor's recent searches (docs/product/search.md#recent-searches: only text longer than 4 characters).
 */
import { z } from "zod";
import { shouldSaveSearch } from "~/search/constants";
import { SEARCH_TEXT_MAX, cleanText } from "~/search/query";
import { loadSuggestions } from "~/search/suggest.server";
import { searchOwnerFor } from "~/search/visitor.server";
import { getAuth } from "~/upstream/session.server";
import { UpstreamError, optional } from "~/upstream/core.server";
import { addSearch } from "~/upstream/search.server";
import type { Route } from "./+types/search_.suggest";

const SaveForm = z.object({ search_key: z.string().max(SEARCH_TEXT_MAX) });

const PRIVATE = { "Cache-Control": "private, no-store" };

export async function loader(args: Route.LoaderArgs) {
  try {
    const { status, body } = await loadSuggestions(args);
    return Response.json(body, { status, headers: PRIVATE });
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return Response.json({ message: "Search is not available right now." }, { status: 503, headers: PRIVATE });
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return Response.json({ message: "Method not allowed" }, { status: 405 });
  const parsed = SaveForm.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return Response.json({ message: "search_key is missing or too long." }, { status: 400, headers: PRIVATE });
  const key = cleanText(parsed.data.search_key);
  if (!shouldSaveSearch(key)) return Response.json({ saved: false }, { headers: PRIVATE });

  const headers = new Headers(PRIVATE);
  const auth = await getAuth(request);
  const owner = await searchOwnerFor(request, auth?.user ?? null, headers);
  // docs/product/search.md#recent-searches: errors of add/search are ignored.
  const saved = await optional(addSearch({ request, context }, { search_key: key, ...owner }), null);
  return Response.json({ saved: saved !== null }, { headers });
}
