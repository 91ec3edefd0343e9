import { extendZodWithOpenApi, OpenAPIRegistry, OpenApiGeneratorV3 } from "@asteasolutions/zod-to-openapi";
import { IDEMPOTENCY_KEY, IDEMPOTENCY_KEY_HEADER } from "../contract/comments-constants";
import { z, type ZodTypeAny } from "zod";
import * as contract from "../contract";

/**
 * The OpenAPI 3 document, generated from contract/. The zod extension is applied here, in the
 * API process only, so the contract files stay plain zod that the browser bundle can import.
 */
extendZodWithOpenApi(z);

type Method = "get" | "post" | "put";

const json = (schema: ZodTypeAny, description: string) => ({ description, content: { "application/json": { schema } } });

export function buildOpenApiDocument(): ReturnType<OpenApiGeneratorV3["generateDocument"]> {
  const registry = new OpenAPIRegistry();
  const error = registry.register("ApiError", contract.ApiError);
  const card = registry.register("CollectionCard", contract.CollectionCard);
  void card;
  registry.register("SearchQuery", contract.SearchQuery);
  registry.register("SearchResultItem", contract.SearchResultItem);
  registry.register("CollectionDetail", contract.CollectionDetail);
  registry.register("Tag", contract.Tag);
  registry.registerComponent("securitySchemes", "bearer", { type: "http", scheme: "bearer" });

  const errors = {
    422: json(error, "Bad input; `errors` names each field"),
    404: json(error, "Not found"),
  };
  const path = (
    method: Method,
    route: string,
    summary: string,
    response: ZodTypeAny,
    request: Parameters<OpenAPIRegistry["registerPath"]>[0]["request"] = undefined,
    extra: Record<number, ReturnType<typeof json>> = {},
    secured = false,
  ) =>
    registry.registerPath({
      method,
      path: `/api${route}`,
      summary,
      request,
      security: secured ? [{ bearer: [] }] : undefined,
      responses: { 200: json(response, "OK"), ...errors, ...extra },
    });
  const body = (schema: ZodTypeAny) => ({ content: { "application/json": { schema } } });
  const slugParam = z.object({ slug: z.string() });
  // Every content call and every call that mails takes ?lang=en|hi (default en; other values 422).
  const lang = contract.LangQuery;

  path(
    "get",
    "/web/settings",
    "Site settings (config=true) or meta (meta=true)",
    z.union([contract.SettingsConfigResponse, contract.SettingsMetaResponse]),
    {
      query: z.object({ config: z.enum(["true", "false"]).optional(), meta: z.enum(["true", "false"]).optional() }).merge(lang),
    },
  );
  path("get", "/web/page/home-pillar", "Home pillars", contract.HomePillarResponse, { query: lang });
  path("get", "/web/tag/group/{key}", "A tag group (sector, trending-tags)", contract.TagGroupResponse, {
    params: z.object({ key: z.enum(["sector", "trending-tags"]) }),
    query: lang,
  });
  path("get", "/search/recommendations", "Recommended items", contract.RecommendationsResponse, { query: lang });
  path("post", "/web/search/result", "Full-text search over both languages; answers in `lang`", contract.SearchResponse, {
    body: body(contract.SearchQuery),
    query: lang,
  });
  path(
    "post",
    "/web/recent/search",
    "Recent searches of a user or visitor",
    contract.RecentSearchResponse,
    { body: body(contract.RecentSearchRequest) },
    {
      401: json(error, "user_id without a token"),
      403: json(error, "user_id of another user"),
    },
  );
  path(
    "post",
    "/web/add/search",
    "Remember a search",
    contract.Ok,
    { body: body(contract.AddSearchRequest) },
    {
      401: json(error, "user_id without a token"),
      403: json(error, "user_id of another user"),
    },
  );
  path(
    "get",
    "/recommendations/since-last-visit",
    "Types with items new since the user's last visit",
    contract.SinceLastVisitResponse,
    undefined,
    {
      401: json(error, "No or invalid Bearer token"),
    },
    true,
  );
  path("get", "/log/{id}", "Count a visit", contract.Ok, { params: z.object({ id: z.number().int() }) });
  path(
    "post",
    "/log",
    "The portal's report of the visits it served (X-Portal-Secret)",
    contract.VisitReportResult,
    { body: body(contract.VisitReport) },
    {
      403: json(error, "Without the portal secret"),
    },
  );
  path("get", "/web/collections", "Paged listing with facets", contract.ListingResponse, { query: contract.ListingQuery });
  path("get", "/web/collections/{typeId}/{slug}", "An item and related items", contract.CollectionDetailResponse, {
    params: z.object({ typeId: z.number().int(), slug: z.string() }),
    query: lang,
  });
  path("get", "/web/hub/{slug}", "A pillar hub and its items", contract.HubResponse, { params: slugParam, query: lang });
  path("get", "/web/author/{slug}", "An author and their items", contract.AuthorResponse, { params: slugParam, query: lang });
  path("get", "/web/pages/{slug}", "A static, policy or campaign page", contract.PageResponse, { params: slugParam, query: lang });
  path(
    "get",
    "/web/sitemap",
    "Published items with after < id ≤ to (at most limit, by id; next_after continues) and the languages each exists in; static, policy, campaign, author and hub pages",
    contract.SitemapResponse,
    { query: lang.merge(contract.SitemapItemsQuery) },
  );
  path(
    "post",
    "/newsletter/save",
    "Subscribe to the newsletter (messages in `lang`)",
    contract.NewsletterResponse,
    { body: body(contract.NewsletterRequest), query: lang },
    {
      422: json(error, "Invalid e-mail (errors.email) or failed bot check (errors.token)"),
    },
  );
  // Accounts (docs/decisions/0010). Account answers that carry a user are `{ data: … }`.
  const unauthorised = { 401: json(error, "No or invalid Bearer token") };
  const data = z.object({ data: z.object({}).passthrough() });
  const message = contract.MessageResponse;
  path(
    "post",
    "/oauth/token",
    "Sign in with e-mail and password (password grant)",
    contract.TokenResponse,
    { body: body(contract.TokenRequest) },
    {
      401: json(error, "Wrong e-mail or password (the same answer for both)"),
      429: json(error, "Too many attempts"),
    },
  );
  path(
    "post",
    "/oauth/social",
    "Turn a verified Google or Facebook identity into a token (portal secret)",
    contract.TokenResponse,
    { body: body(contract.SocialTokenRequest) },
    {
      403: json(error, "Missing or wrong portal secret"),
    },
  );
  path(
    "post",
    "/register",
    "Create an account; 202 with the same message for a new and a registered address (the owner is mailed)",
    contract.RegisterResponse,
    { body: body(contract.RegisterRequest), query: lang },
    {
      422: json(error, "Invalid fields or failed bot check"),
      429: json(error, "Too many attempts"),
    },
  );
  path("post", "/logout", "Revoke the Bearer token", contract.Ok, undefined, unauthorised, true);
  path("get", "/user", "The signed-in user", contract.CurrentUserResponse, undefined, unauthorised, true);
  path("get", "/web/check/user", "Whether the signed-in user has an e-mail", contract.CheckUserResponse, undefined, unauthorised, true);
  path("get", "/user/{uuid}/details", "Public details of a user (e-mail to the owner and staff only)", contract.UserDetailsResponse, {
    params: z.object({ uuid: z.string().uuid() }),
  });
  path("post", "/user/accept/cookie", "Record cookie consent", data, { body: body(contract.AcceptCookieRequest) }, unauthorised, true);
  path(
    "post",
    "/password/forgot",
    "Send a one-time reset link (202, same answer for unknown e-mails)",
    contract.ForgotPasswordResponse,
    {
      body: body(contract.ForgotPasswordRequest),
      query: lang,
    },
    { 429: json(error, "Too many reset mails") },
  );
  path("post", "/password/reset", "Set a new password with a reset token", message, {
    body: body(contract.ResetPasswordRequest),
    query: lang,
  });
  path(
    "post",
    "/user/password",
    "Change the password",
    message,
    { body: body(contract.ChangePasswordRequest), query: lang },
    unauthorised,
    true,
  );
  path(
    "post",
    "/user/email",
    "Add an e-mail to an account without one",
    data,
    { body: body(contract.AddEmailRequest) },
    unauthorised,
    true,
  );
  path("post", "/user/profile", "Update name and profile image", data, { body: body(contract.UpdateProfileRequest) }, unauthorised, true);
  path(
    "post",
    "/user/delete",
    "Delete the account and its personal data",
    message,
    { body: body(contract.DeleteAccountRequest), query: lang },
    unauthorised,
    true,
  );
  path(
    "post",
    "/admin/users/{uuid}/role",
    "Set a user's role (admin)",
    data,
    {
      params: z.object({ uuid: z.string().uuid() }),
      body: body(contract.SetRoleRequest),
    },
    { ...unauthorised, 403: json(error, "Not an admin") },
    true,
  );

  // Comments (docs/decisions/0030).
  path("get", "/web/spam/category/list", "Spam categories", contract.SpamCategoryListResponse, { query: lang });
  path(
    "post",
    "/web/comment/all/listing",
    "One page of an item's comments: approved ones plus the viewer's own",
    contract.CommentListingResponse,
    {
      body: body(contract.CommentListingRequest),
    },
  );
  path(
    "post",
    "/web/comment/reply/listing",
    "One page of a comment's replies",
    contract.CommentRepliesResponse,
    {
      body: body(contract.CommentRepliesRequest),
    },
    { 404: json(error, "No such comment, or not visible to the caller") },
  );
  path(
    "post",
    "/web/collection/comment/submit",
    "Post, reply to or edit a comment; a new one posted again with the same Idempotency-Key and text is stored once",
    contract.CommentSubmitResponse,
    {
      body: body(contract.CommentSubmitRequest),
      headers: z.object({ [IDEMPOTENCY_KEY_HEADER]: z.string().regex(IDEMPOTENCY_KEY).optional() }),
    },
    {
      ...unauthorised,
      400: json(error, "A malformed Idempotency-Key"),
      403: json(error, "Editing another user's comment"),
      429: json(error, "Posting too fast"),
    },
    true,
  );
  path(
    "post",
    "/web/comment/like",
    "Like or unlike a comment",
    contract.CommentLikeResponse,
    { body: body(contract.CommentLikeRequest) },
    unauthorised,
    true,
  );
  path(
    "post",
    "/web/collection/comment/delete",
    "Delete one's own comment",
    contract.CommentOk,
    { body: body(contract.CommentDeleteRequest) },
    {
      ...unauthorised,
      403: json(error, "Another user's comment"),
    },
    true,
  );
  path(
    "post",
    "/web/comment/report/spam",
    "Report a comment",
    contract.CommentOk,
    { body: body(contract.CommentReportRequest) },
    unauthorised,
    true,
  );
  path(
    "post",
    "/block/content",
    "Block a user's comments for the viewer",
    contract.CommentOk,
    { body: body(contract.BlockContentRequest) },
    unauthorised,
    true,
  );
  const moderatorOnly = { ...unauthorised, 403: json(error, "Not a moderator") };
  path(
    "get",
    "/moderation/comments",
    "The moderation queue",
    contract.ModerationListResponse,
    { query: contract.ModerationListQuery },
    moderatorOnly,
    true,
  );
  for (const decision of ["approve", "reject"]) {
    path(
      "post",
      `/moderation/comments/{id}/${decision}`,
      `${decision === "approve" ? "Approve" : "Reject"} a comment`,
      contract.ModerationDecisionResponse,
      {
        params: z.object({ id: z.number().int() }),
      },
      moderatorOnly,
      true,
    );
  }
  path(
    "get",
    "/moderation/settings",
    "Whether new comments need approval",
    contract.ModerationSettingsResponse,
    undefined,
    moderatorOnly,
    true,
  );
  path(
    "post",
    "/moderation/settings",
    "Change whether new comments need approval",
    contract.ModerationSettingsResponse,
    {
      body: body(contract.ModerationSettings),
    },
    moderatorOnly,
    true,
  );

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

  // The Responsible-AI self-assessment (docs/decisions/0091): the draft id is the key to a draft.
  const draft = { params: z.object({ id: contract.AssessmentId }) };
  const limited = { 429: json(error, "Too many writes") };
  path("get", "/web/assessment/questions", "The questionnaire (a version, in a language)", contract.QuestionnaireResponse, {
    query: lang.extend({ version: z.string().optional() }),
  });
  path(
    "post",
    "/web/assessment",
    "Start a draft (201); owned by the caller when signed in",
    contract.AssessmentResponse,
    undefined,
    limited,
  );
  path(
    "post",
    "/web/assessment/import",
    "Start a draft from an exported document (201, at most 64 kB)",
    contract.AssessmentResponse,
    { body: body(contract.ExportDocument) },
    { ...limited, 413: json(error, "Too large") },
  );
  path("get", "/web/assessment/{id}", "A draft and its answers", contract.AssessmentResponse, draft);
  path(
    "post",
    "/web/assessment/{id}/answers",
    "Save answers (null clears one); submit finishes",
    contract.AssessmentResponse,
    { ...draft, body: body(contract.SaveAnswersRequest) },
    limited,
  );
  path("get", "/web/assessment/{id}/result", "The scored result", contract.AssessmentResultResponse, { ...draft, query: lang });
  path("get", "/web/assessment/{id}/export", "The answers as a document to import again", contract.ExportDocument, draft);
  path("post", "/web/assessment/{id}/share", "Make (or keep) a read-only share link", contract.AssessmentResponse, draft, limited);
  path("post", "/web/assessment/{id}/revoke", "Revoke the share link", contract.AssessmentResponse, draft, limited);
  path("post", "/web/assessment/{id}/delete", "Delete the assessment", contract.Ok, draft, limited);
  path("get", "/web/shared-assessment/{id}/result", "A result read through its share link", contract.AssessmentResultResponse, {
    ...draft,
    query: lang,
  });
  path("get", "/web/user/assessments", "The signed-in user's assessments", contract.AssessmentListResponse, undefined, unauthorised, true);

  // The assistant (docs/product/assistant.md#the-assistant, docs/decisions/0095): answers from the portal's own content.
  const assistantLimited = { 429: json(error, "Too many questions"), 413: json(error, "Too large") };
  path(
    "post",
    "/web/assistant/ask",
    "Answer a question from published content, with sources; `lang` from the query, else the body",
    contract.AskResponse,
    {
      body: body(contract.AskRequest),
      query: z.object({ lang: contract.Lang.optional() }),
    },
    { ...assistantLimited, 503: json(error, "Retrieval took too long: try again") },
  );
  path(
    "post",
    "/web/assistant/feedback",
    "Helpful / not helpful for an answer",
    contract.Ok,
    { body: body(contract.AnswerFeedbackRequest), query: lang },
    assistantLimited,
  );
  path(
    "get",
    "/moderation/assistant/unanswered",
    "Questions the assistant could not answer (last `days` days; editors)",
    contract.UnansweredResponse,
    {
      query: z.object({ days: z.number().int().min(1).max(contract.ASSISTANT_LIMITS.keepDays).optional() }),
    },
    moderatorOnly,
    true,
  );
  path(
    "get",
    "/moderation/assistant/unhelpful",
    "Questions whose answer visitors said did not help, with their reasons (last `days` days; editors)",
    contract.UnhelpfulResponse,
    {
      query: z.object({ days: z.number().int().min(1).max(contract.ASSISTANT_LIMITS.keepDays).optional() }),
    },
    moderatorOnly,
    true,
  );
  // Campaigns and feedback (docs/decisions/0097): status computed per request; CSV for editors.
  const campaignSlug = { params: z.object({ slug: z.string() }) };
  path("get", "/web/campaigns", "Campaigns and calls: open first, then upcoming, then closed", contract.CampaignListResponse, {
    query: lang,
  });
  path("get", "/web/campaigns/{slug}", "A campaign with dates, status, eligibility, steps and sections", contract.CampaignResponse, {
    ...campaignSlug,
    query: lang,
  });
  path(
    "post",
    "/web/campaigns/{slug}/feedback",
    "Comment on an open consultation (201, a PC reference; attachment ≤ 5 MB PDF/DOCX/ODT)",
    contract.ReferenceResponse,
    {
      ...campaignSlug,
      query: lang,
      body: body(contract.ConsultationFeedbackRequest),
    },
    {
      ...limited,
      409: json(error, "Not open for feedback"),
      413: json(error, "Attachment too large"),
      415: json(error, "Attachment type refused"),
    },
  );
  registry.registerPath({
    method: "get",
    path: "/api/moderation/campaigns/{slug}/feedback.csv",
    summary: "A consultation's feedback as CSV (moderators)",
    request: campaignSlug,
    security: [{ bearer: [] }],
    responses: {
      200: { description: "CSV, one row per submission", content: { "text/csv": { schema: z.string() } } },
      ...moderatorOnly,
      404: json(error, "Not a consultation"),
    },
  });
  path(
    "post",
    "/web/feedback",
    "Site feedback (201, an FB reference; acknowledged by e-mail when one is given)",
    contract.ReferenceResponse,
    { query: lang, body: body(contract.SiteFeedbackRequest) },
    limited,
  );
  path(
    "get",
    "/moderation/feedback",
    "Site feedback, newest first (moderators)",
    contract.SiteFeedbackListResponse,
    undefined,
    moderatorOnly,
    true,
  );

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
  const editorOnly = { ...unauthorised, 403: json(error, "Not an editor, moderator or admin") };
  path(
    "get",
    "/editorial/queue",
    "Items waiting for a decision, newest submission first (editors)",
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
  // ---- media (docs/product/contributions.md#images-and-pdfs, decision 0100) ----
  registry.registerPath({
    method: "post",
    path: "/api/web/media",
    summary: "Upload an image (≤ 5 MB, JPEG/PNG/WebP/AVIF, ≤ 40 megapixels) or a PDF (≤ 20 MB) as multipart; 201 with its Media",
    request: {
      query: lang,
      body: {
        content: {
          "multipart/form-data": { schema: z.object({ purpose: contract.MediaKind, file: z.string().openapi({ format: "binary" }) }) },
        },
      },
    },
    security: [{ bearer: [] }],
    responses: {
      201: json(contract.MediaResponse, "Stored; images re-encoded into every rendition"),
      ...unauthorised,
      413: json(error, "Over the size limit"),
      415: json(error, "Not an allowed type (sniffed from the bytes), or not multipart"),
      422: json(error, "Over the pixel limit, undecodable, empty, or no purpose"),
      ...limited,
    },
  });
  registry.registerPath({
    method: "get",
    path: "/api/media/{id}/{file}",
    summary: "A stored file: {thumb|thumb-2x|card|full}.{webp|avif} of an image, document.pdf of a PDF; cached immutably",
    request: { params: z.object({ id: contract.MediaId, file: z.enum(contract.MEDIA_FILE_NAMES as [string, ...string[]]) }) },
    responses: {
      200: {
        description: "The file",
        content: { "image/avif": { schema: z.string() }, "image/webp": { schema: z.string() }, "application/pdf": { schema: z.string() } },
      },
      404: json(error, "No such file"),
    },
  });
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
    "Stop the newsletter or a saved search's alerts with the signed token of their mail (no sign-in)",
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

  path("get", "/openapi.json", "This document", z.object({ openapi: z.string() }).passthrough());
  path("get", "/healthz", "Liveness and database check", contract.Ok);

  return new OpenApiGeneratorV3(registry.definitions).generateDocument({
    openapi: "3.0.3",
    info: {
      title: "IndiaAI content API",
      version: "1.0.0",
      description: "The content API of the IndiaAI portal, generated from contract/.",
    },
    servers: [{ url: "/" }],
  });
}
