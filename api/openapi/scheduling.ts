import * as contract from "../../contract";
import { json, type OpenApiContext } from "./context";

/** Scheduled publication and unpublication on the desk (docs/product/editorial.md#scheduling, decision 0132). */
export function registerSchedulingPaths({ error, path, body, unauthorised, limited }: OpenApiContext): void {
  const editorOnly = { ...unauthorised, 403: json(error, "Not an editor or admin, or (publish) four eyes: you wrote it") };
  path(
    "post",
    "/editorial/items/{id}/schedule",
    "Schedule (or move) an approval to publish at `at` (the item becomes `scheduled`; four eyes applies; mails the contributor), or a published item to go offline at `at`; `at` within a year ahead (editors)",
    contract.AuthoringItemResponse,
    { params: contract.EditorialItemParams, body: body(contract.ScheduleRequest) },
    { ...editorOnly, ...limited, 409: json(error, "Not allowed from the item's status, or not online (unpublish)") },
    true,
  );
  path(
    "post",
    "/editorial/items/{id}/schedule/cancel",
    "Cancel a pending schedule: a publication goes back to in_review, an unpublication leaves the item online (editors)",
    contract.AuthoringItemResponse,
    { params: contract.EditorialItemParams, body: body(contract.ScheduleCancelRequest) },
    { ...editorOnly, ...limited, 409: json(error, "No such schedule") },
    true,
  );
}
