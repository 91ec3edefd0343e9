import * as contract from "../../contract";
import { json, type OpenApiContext } from "./context";

/** Review dates, owners and assignment on the editorial desk (docs/decisions/0133-review-dates-and-assignment.md). */
export function registerReviewPaths({ error, path, body, unauthorised, limited }: OpenApiContext): void {
  const editorOnly = { ...unauthorised, 403: json(error, "Not an editor or admin") };
  const collection = { params: contract.ContentReviewParams };
  const item = { params: contract.EditorialItemParams };
  path(
    "get",
    "/editorial/people",
    "The desk's people, whom items can be owned by or assigned to (editors)",
    contract.DeskPeopleResponse,
    undefined,
    editorOnly,
    true,
  );
  path(
    "get",
    "/editorial/reviews",
    "Published items overdue or due for review within 14 days, oldest date first, of one owner or all (editors)",
    contract.ReviewsResponse,
    { query: contract.ReviewsRequest },
    editorOnly,
    true,
  );
  path(
    "get",
    "/editorial/content/{collectionId}/review",
    "A published item's owner and review date (editors)",
    contract.ContentReviewResponse,
    collection,
    editorOnly,
    true,
  );
  path(
    "put",
    "/editorial/content/{collectionId}/review",
    "Set, change or clear a published item's owner and review date (not in the past), audited (editors)",
    contract.ContentReviewResponse,
    { ...collection, body: body(contract.ContentReviewRequest) },
    { ...editorOnly, ...limited },
    true,
  );
  path(
    "post",
    "/editorial/content/{collectionId}/reviewed",
    "Mark a published item reviewed, with its next review date, audited (editors)",
    contract.ContentReviewResponse,
    { ...collection, body: body(contract.ReviewedRequest) },
    { ...editorOnly, ...limited },
    true,
  );
  path(
    "get",
    "/editorial/items/{id}/assignment",
    "A submission's assignee and its published item's review (editors)",
    contract.ItemStewardshipResponse,
    item,
    editorOnly,
    true,
  );
  path(
    "put",
    "/editorial/items/{id}/assignment",
    "Assign a submission to a colleague of the desk, or unassign it with null, audited (editors)",
    contract.ItemStewardshipResponse,
    { ...item, body: body(contract.AssignmentRequest) },
    { ...editorOnly, ...limited },
    true,
  );
}
