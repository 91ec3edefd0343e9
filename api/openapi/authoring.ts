import * as contract from "../../contract";
import { json, type OpenApiContext } from "./context";

/** Authoring and the editorial desk (docs/decisions/0099). */
export function registerAuthoringPaths({ error, path, body, lang, unauthorised, limited }: OpenApiContext): void {
  // Authoring and the editorial desk (docs/decisions/0099): the fields of each kind are contract AUTHORING_SCHEMAS.
  const kindParam = { params: contract.AuthoringKindParams };
  const itemParams = { params: contract.AuthoringItemParams };
  const writeExtra = { ...unauthorised, ...limited, 409: json(error, "Not editable in its status"), 413: json(error, "Body too large") };
  path(
    "post",
    "/web/authoring/{kind}",
    "Create a post or page: a draft (title only) or a submission (201)",
    contract.AuthoringItemResponse,
    {
      ...kindParam,
      query: lang,
      body: body(contract.AuthoringWriteRequest),
    },
    writeExtra,
    true,
  );
  path("get", "/web/authoring/{kind}/{slug}", "One of one's items", contract.AuthoringItemResponse, itemParams, unauthorised, true);
  path(
    "put",
    "/web/authoring/{kind}/{slug}",
    "Edit one's item (a published one stays online until re-approved)",
    contract.AuthoringItemResponse,
    {
      ...itemParams,
      body: body(contract.AuthoringWriteRequest),
    },
    writeExtra,
    true,
  );
  path(
    "post",
    "/web/authoring/{kind}/{slug}/trash",
    "Move one's item to the trash (purged after 30 days)",
    contract.AuthoringItemResponse,
    itemParams,
    unauthorised,
    true,
  );
  path(
    "post",
    "/web/authoring/{kind}/{slug}/restore",
    "Restore one's item to the status it had",
    contract.AuthoringItemResponse,
    itemParams,
    unauthorised,
    true,
  );
  path(
    "post",
    "/web/authoring/preview",
    "The detail page's shape of unsaved fields (a draft's rules)",
    contract.AuthoringPreviewResponse,
    {
      body: body(contract.AuthoringPreviewRequest),
    },
    { ...unauthorised, 413: json(error, "Body too large") },
    true,
  );
  path(
    "get",
    "/web/authoring",
    "One's items, newest first (status=trashed: the trash)",
    contract.AuthoringListResponse,
    { query: contract.AuthoringListRequest },
    unauthorised,
    true,
  );
  const editorOnly = { ...unauthorised, 403: json(error, "Not an editor or admin") };
  path(
    "get",
    "/editorial/queue",
    "Items of one status, newest submission first; `scheduled`: what goes online or offline by itself, soonest first (editors)",
    contract.EditorialQueueResponse,
    { query: contract.EditorialQueueRequest },
    editorOnly,
    true,
  );
  path(
    "get",
    "/editorial/items/{id}",
    "An item with its author, preview and history (editors)",
    contract.EditorialItemResponse,
    { params: contract.EditorialItemParams },
    editorOnly,
    true,
  );
  path(
    "post",
    "/editorial/items/{id}/decision",
    "Start review, approve (publishes), request changes or reject; mails the contributor",
    contract.AuthoringItemResponse,
    {
      params: contract.EditorialItemParams,
      body: body(contract.EditorialDecisionRequest),
    },
    { ...editorOnly, 409: json(error, "Not allowed from the item's status") },
    true,
  );
  path(
    "get",
    "/editorial/audit",
    "The editorial audit log, newest first (editors)",
    contract.EditorialAuditResponse,
    { query: contract.EditorialAuditRequest },
    editorOnly,
    true,
  );
  // Editions (docs/decisions/0128): every version that went online, compared and restored.
  path(
    "get",
    "/editorial/items/{id}/editions",
    "An item's editions, newest first, with editor, time, change note and whether minor (editors)",
    contract.EditionsResponse,
    { params: contract.EditorialItemParams },
    editorOnly,
    true,
  );
  path(
    "get",
    "/editorial/items/{id}/editions/diff",
    "The word-level difference between two editions, field by field (editors)",
    contract.EditionDiffResponse,
    { params: contract.EditorialItemParams, query: contract.EditionDiffRequest },
    editorOnly,
    true,
  );
  path(
    "post",
    "/editorial/items/{id}/editions/{number}/restore",
    "Put an earlier edition back online as a new edition, audited (editors)",
    contract.EditionRestoreResponse,
    { params: contract.EditionParams, body: body(contract.EditionRestoreRequest) },
    { ...editorOnly, ...limited, 409: json(error, "Not published, or an edit is waiting for review") },
    true,
  );
}
