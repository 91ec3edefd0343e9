import type { SubmissionResult } from "@conform-to/react";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import {
  AUTHORING_KINDS,
  authoringSchema,
  formatDuration,
  kindOfSegment,
  type AuthoringItem,
  type AuthoringKind,
} from "../../contract/authoring";
import { sanitizeBody } from "~/content/sanitize.server";
import { toDetailView, type DetailView } from "~/content/view";
import { HONEYPOT_FILLED, isBot, parseSubmission } from "~/forms/submission";
import { upstreamFormFailure } from "~/upstream/form-failure.server";
import { pathWithoutLanguage, requestLanguage } from "~/i18n";
import { currentPath, requireEmail, signInPath } from "~/accounts/guards.server";
import { localRedirect } from "~/accounts/local-redirect.server";
import { getAuth } from "~/upstream/session.server";
import { createItem, getItem, moveItem, previewItem, updateItem } from "~/upstream/authoring.server";
import { UpstreamError, upstreamErrorResponse } from "~/upstream/core.server";
import { AUTHORING_HONEYPOT, typedValues, type FormValues } from "./fields";
import { formFields } from "./fields.server";
import { attachUploads } from "./uploads.server";

/**
 * The form of one kind (/posts/articles, /pages/events …): without a slug it creates, with one it
 * edits the contributor's own item (anyone else's is the API's 404). Preview, "Save draft",
 * "Submit for review" and the autosave are intents of one action.
 */

/** What the action answers when the page stays: the form again, a preview, or an autosave. */
export interface EditorAnswer {
  result: SubmissionResult<string[]>;
  values: FormValues;
  preview?: DetailView;
  saved?: { slug: string; at: string };
}

const ACTIONS = ["preview", "draft", "submit"] as const;
type EditorIntent = (typeof ACTIONS)[number];

/** The kind and item this address is for, or a 404 for an unknown kind. */
export function editorTarget(request: Request, params: { kind?: string; slug?: string }) {
  const group = pathWithoutLanguage(new URL(request.url).pathname).split("/")[1];
  const kind = (group === "posts" || group === "pages") && params.kind ? kindOfSegment(group, params.kind) : undefined;
  if (!kind) throw new Response("Not Found", { status: 404 });
  return { group: AUTHORING_KINDS[kind].group, kind, slug: params.slug };
}

/** Signed in, or off to sign-in that comes back to this very form with publish=true (docs/product/contributions.md#publishing-prompts-sign-in). */
export async function requireContributor(request: Request) {
  const auth = await getAuth(request);
  if (!auth) throw redirect(signInPath(currentPath(request), { publish: true }));
  requireEmail(request, auth.user);
  return auth;
}

/** The edit address of an item: /posts/articles/{slug}. */
export function itemFormPath(kind: AuthoringKind, slug: string) {
  const { group, segment } = AUTHORING_KINDS[kind];
  return `/${group}/${segment}/${slug}`;
}

/** An item's stored fields as the form shows them (tags and durations as typed). */
function formValuesOf(item: AuthoringItem): FormValues {
  const values: FormValues = {};
  for (const [name, value] of Object.entries(item.fields)) {
    if (value === null || value === undefined) continue;
    if (name === "tags" && Array.isArray(value)) values[name] = value.join(", ");
    else if (name === "duration" && typeof value === "number") values[name] = formatDuration(value);
    else if (Array.isArray(value)) values[name] = value.map(String);
    else values[name] = String(value);
  }
  return values;
}

/** What the page shows of the stored item besides its fields. */
function itemSummary(item: AuthoringItem) {
  const { status, slug, review_note, published_url, updated_at } = item;
  return { status, slug, review_note, published_url, updated_at };
}

/** The confirmation a redirect after saving asks for (?saved=draft|submitted, ?restored=1). */
function savedNotice(params: URLSearchParams): "draft" | "submitted" | "restored" | null {
  const saved = params.get("saved");
  if (saved === "draft" || saved === "submitted") return saved;
  return params.has("restored") ? "restored" : null;
}

export async function editorLoader({ request, params, context }: LoaderFunctionArgs) {
  const target = editorTarget(request, params);
  await requireContributor(request);
  const url = new URL(request.url);
  const base = {
    kind: target.kind,
    group: target.group,
    fields: formFields(target.kind),
    justSignedIn: url.searchParams.get("publish") === "true",
    saved: savedNotice(url.searchParams),
  };
  if (!target.slug) return { ...base, item: null, values: {} as FormValues };
  const item = await getItem({ request, context }, target.kind, target.slug).catch(upstreamErrorResponse);
  return { ...base, item: itemSummary(item), values: formValuesOf(item) };
}

export async function editorAction(args: ActionFunctionArgs) {
  const { request, params } = args;
  const target = editorTarget(request, params);
  await requireContributor(request);
  const formData = await request.formData();
  const move = String(formData.get("intent"));
  if (target.slug && (move === "trash" || move === "restore")) {
    const item = await moveItem(args, target.kind, target.slug, move).catch(upstreamErrorResponse);
    const { group } = AUTHORING_KINDS[target.kind];
    return localRedirect(
      request,
      move === "trash" ? `/${group}/trash?trashed=${item.slug}` : `${itemFormPath(target.kind, item.slug)}?restored=1`,
    );
  }
  const intent: EditorIntent = (ACTIONS as readonly string[]).includes(String(formData.get("intent")))
    ? (formData.get("intent") as EditorIntent)
    : "draft";
  const autosave = formData.get("autosave") === "1";
  // An item made by the first autosave of a new form is edited from then on, not made twice.
  const slug = target.slug ?? (String(formData.get("slug") ?? "") || undefined);

  const uploaded = await attachUploads(args, formData);
  const values = typedValues(uploaded.formData);
  const submission = parseSubmission(uploaded.formData, authoringSchema(target.kind, intent === "submit" ? "submit" : "draft"));
  const answer = (status: number, extra: Partial<EditorAnswer> = {}, fieldErrors: Record<string, string[]> = {}) =>
    data<EditorAnswer>(
      { result: submission.reply({ fieldErrors: { ...uploaded.fieldErrors, ...fieldErrors } }), values, ...extra },
      { status },
    );

  if (isBot(formData, AUTHORING_HONEYPOT)) return answer(400, {}, { "": [HONEYPOT_FILLED] });
  if (submission.status !== "success" || Object.keys(uploaded.fieldErrors).length > 0) return answer(400);

  try {
    if (intent === "preview") {
      const { preview } = await previewItem(args, target.kind, submission.value);
      const view = toDetailView(preview, sanitizeBody(preview.body), requestLanguage(request));
      return answer(200, { preview: view });
    }
    const item = slug
      ? await updateItem(args, target.kind, slug, submission.value, intent)
      : await createItem(args, target.kind, submission.value, intent);
    if (autosave) return answer(200, { saved: { slug: item.slug, at: item.updated_at } });
    return localRedirect(request, `${itemFormPath(target.kind, item.slug)}?saved=${intent === "submit" ? "submitted" : "draft"}`);
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    // Someone else's item (or none) is the same 404 as an unknown address.
    if (error.status === 404) throw new Response("Not Found", { status: 404 });
    args.context.logger.warn({ status: error.status, path: error.path }, "authoring item not accepted by the upstream");
    const failure = upstreamFormFailure(error, { unavailable: "authoring.unavailable" });
    return answer(failure.status, {}, failure.fieldErrors);
  }
}
