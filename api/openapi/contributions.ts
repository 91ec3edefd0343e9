import { z } from "zod";
import * as contract from "../../contract";
import { json, type OpenApiContext } from "./context";

/** Contributions (docs/decisions/0050). */
export function registerContributionPaths({ error, path, body, unauthorised }: OpenApiContext): void {
  // Contributions (docs/decisions/0050): only the caller's own.
  const idParam = { params: z.object({ id: z.number().int() }) };
  path(
    "post",
    "/web/user/publication",
    "The signed-in user's contributions",
    contract.PublicationListResponse,
    {
      body: body(contract.PublicationListRequest),
    },
    unauthorised,
    true,
  );
  path(
    "post",
    "/web/user/contribution",
    "Submit a contribution for review (201)",
    contract.ContributionResponse,
    {
      body: body(contract.ContributionInput),
    },
    unauthorised,
    true,
  );
  path("get", "/web/user/contribution/{id}", "One of one's contributions", contract.ContributionResponse, idParam, unauthorised, true);
  path(
    "post",
    "/web/user/contribution/{id}",
    "Edit a contribution while it is submitted",
    contract.ContributionResponse,
    {
      ...idParam,
      body: body(contract.ContributionInput),
    },
    { ...unauthorised, 422: json(error, "No longer editable (status)") },
    true,
  );
  path(
    "post",
    "/web/user/contribution/{id}/trash",
    "Move a contribution to the trash",
    contract.ContributionResponse,
    idParam,
    unauthorised,
    true,
  );
  path(
    "post",
    "/web/user/contribution/{id}/restore",
    "Restore a contribution from the trash",
    contract.ContributionResponse,
    idParam,
    unauthorised,
    true,
  );
}
