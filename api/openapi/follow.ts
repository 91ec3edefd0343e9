import * as contract from "../../contract";
import { json, type OpenApiContext } from "./context";

/** Sitemap blocks, signed mail links and saved searches (docs/decisions/0103, 0104). */
export function registerFollowPaths({ error, path, body, lang, unauthorised }: OpenApiContext): void {
  // docs/product/follow.md#confirming-and-unsubscribing (docs/decisions/0103): sitemap blocks and the signed links of newsletter and alert mail.
  path(
    "get",
    "/web/sitemap/ranges",
    "The blocks of item ids that hold published items, with their newest update (sitemap.xml's files)",
    contract.SitemapRangesResponse,
    { query: lang },
  );
  const badLink = { 400: json(error, "Forged, altered or used token") };
  path(
    "post",
    "/web/newsletter/confirm",
    "Confirm a newsletter address with the token of its confirmation mail (once)",
    contract.NewsletterConfirmResponse,
    { body: body(contract.SignedLinkRequest), query: lang },
    badLink,
  );
  path(
    "post",
    "/web/unsubscribe",
    "Stop the newsletter, a saved search's alerts or one kind of notification e-mail with the signed token of their mail (no sign-in)",
    contract.UnsubscribeResponse,
    { body: body(contract.SignedLinkRequest), query: lang },
    badLink,
  );
  // Saved searches and their e-mail alerts (docs/decisions/0104); digests are sent by the job runner.
  const savedId = { params: contract.SavedSearchIdParams };
  path(
    "get",
    "/web/saved-searches",
    "The signed-in user's saved searches, newest first",
    contract.SavedSearchListResponse,
    undefined,
    unauthorised,
    true,
  );
  path(
    "post",
    "/web/saved-searches",
    "Save a search (201); its alerts are written in the call's `lang`",
    contract.SavedSearchResponse,
    { query: lang, body: body(contract.SavedSearchCreate) },
    { ...unauthorised, 409: json(error, "Too many saved searches") },
    true,
  );
  path(
    "post",
    "/web/saved-searches/{id}",
    "Rename a saved search or change its alert",
    contract.SavedSearchResponse,
    { ...savedId, body: body(contract.SavedSearchUpdate) },
    unauthorised,
    true,
  );
  path("post", "/web/saved-searches/{id}/delete", "Delete a saved search", contract.Ok, savedId, unauthorised, true);
}
