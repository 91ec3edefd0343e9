import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { z } from "zod";
import { EditorialItemParams } from "../../contract/authoring";
import {
  AUTHORING_LIMITS,
  AUTHORING_MESSAGES,
  EDITORIAL_ACTIONS,
  type AuthoringStatus,
  type EditorialAction,
} from "../../contract/authoring-constants";
import { EDITION_LIMITS } from "../../contract/editions";
import { formatDateTime } from "~/content/format";
import { sanitizeBody } from "~/content/sanitize.server";
import { toDetailView } from "~/content/view";
import { requestLanguage, type MessageKey } from "~/i18n";
import { localRedirect } from "~/accounts/local-redirect.server";
import { UpstreamError, upstreamErrorResponse } from "~/upstream/core.server";
import { decide, getSubmission } from "~/upstream/editorial.server";
import { requireEditor } from "./access.server";
import { badDeskForm, deskActionFailure } from "./failure.server";
import { historyRow } from "./history.server";
import { scheduleData, scheduleFormAction, ScheduleDone, type ScheduleIntent } from "./schedule.server";

/** One submission in the desk (/editorial/items/{id}): as it will appear, who sent it, its history, the decisions. */

/** The decisions an editor can take from each status (the API refuses any other with a 409). */
export const OPEN_DECISIONS: Partial<Record<AuthoringStatus, EditorialAction[]>> = {
  submitted: ["start_review", "approve", "request_changes", "reject"],
  in_review: ["approve", "request_changes", "reject"],
};

const Done = z.enum(EDITORIAL_ACTIONS).optional().catch(undefined);

function itemId(params: LoaderFunctionArgs["params"]): number {
  const parsed = EditorialItemParams.safeParse(params);
  if (!parsed.success) throw new Response("Not Found", { status: 404 });
  return parsed.data.id;
}

export async function loadSubmission(args: LoaderFunctionArgs) {
  const id = itemId(args.params);
  await requireEditor(args);
  const lang = requestLanguage(args.request);
  const { item, author, preview, history, self_approval, schedules } = await getSubmission(args, id).catch(upstreamErrorResponse);
  const open = OPEN_DECISIONS[item.status] ?? [];
  // Four eyes (decision 0123): the API says whether this editor wrote it and may approve it.
  const selfApproval = open.includes("approve") ? self_approval : null;
  const search = new URL(args.request.url).searchParams;
  return {
    item: {
      id: item.id,
      kind: item.kind,
      status: item.status,
      reviewNote: item.review_note,
      publishedUrl: item.published_url,
      submittedAt: item.submitted_at ? formatDateTime(item.submitted_at, lang) : null,
    },
    author: { name: author.name, email: author.email },
    preview: toDetailView(preview, sanitizeBody(preview.body), lang),
    history: history.map((entry) => historyRow(entry, lang)),
    decisions: selfApproval === "refused" ? open.filter((action) => action !== "approve") : open,
    /** Said by the decisions: "refused" why there is no approve button, "allowed" that approving is recorded. */
    selfApproval,
    done: Done.parse(search.get("done") ?? undefined) ?? null,
    // Scheduling (docs/product/editorial.md#scheduling): approving for a time is an approval, open when approving is.
    schedule: scheduleData(schedules, lang, {
      canPublish: open.includes("approve") && selfApproval !== "refused",
      canUnpublish: item.published_url !== null,
    }),
    scheduleDone: ScheduleDone.parse(search.get("scheduled") ?? undefined) ?? null,
  };
}

const Decision = z.object({
  action: z.enum(EDITORIAL_ACTIONS),
  note: z.string().trim().optional().default(""),
  change_note: z.string().trim().optional().default(""),
  minor: z.literal("on").optional(),
});

/** What a failed decision shows: a message for the whole form, or one by the note of the form it came from. */
export interface DecisionFailure {
  action?: EditorialAction;
  formError?: MessageKey;
  noteError?: MessageKey;
  /** The readers' change note of an approval (docs/product/editorial.md#editions-and-history). */
  changeNoteError?: MessageKey;
  /** The schedule form it came from, and the message by its time (docs/product/editorial.md#scheduling). */
  scheduleForm?: ScheduleIntent;
  scheduleAt?: string;
  scheduleError?: MessageKey;
}

export async function decideAction(args: ActionFunctionArgs) {
  const id = itemId(args.params);
  await requireEditor(args);
  const fields = Object.fromEntries(await args.request.formData());
  if ("schedule" in fields) return scheduleFormAction(args, id, fields, isOwnSubmissionRefusal);
  const parsed = Decision.safeParse(fields);
  if (!parsed.success) return badDeskForm();
  const { action, note, change_note, minor } = parsed.data;
  const noteError = checkNote(action, note);
  if (noteError) return data({ action, noteError } satisfies DecisionFailure, { status: 400 });
  if (change_note.length > EDITION_LIMITS.note) {
    return data({ action, changeNoteError: "editorial.editions.noteLong" } satisfies DecisionFailure, { status: 400 });
  }
  try {
    await decide(args, id, { action, note: note || undefined, change_note: change_note || undefined, minor: minor === "on" || undefined });
  } catch (error) {
    // The editor wrote it and four eyes is on (a stale page, a hand-made form): said by the form, not the desk's 403 page.
    if (isOwnSubmissionRefusal(error)) return data({ formError: "editorial.decide.fourEyes" } satisfies DecisionFailure, { status: 403 });
    return deskActionFailure(error, { 409: "editorial.decide.conflict" });
  }
  return localRedirect(args.request, `/editorial/items/${id}?done=${action}`);
}

function isOwnSubmissionRefusal(error: unknown): boolean {
  return error instanceof UpstreamError && error.status === 403 && error.apiError?.message === AUTHORING_MESSAGES.ownSubmission;
}

/** The contributor is always told why: a note to request changes, a reason to reject. */
function checkNote(action: EditorialAction, note: string): MessageKey | null {
  if (note.length > AUTHORING_LIMITS.note) return "editorial.decide.noteLong";
  if (action === "request_changes" && !note) return "editorial.decide.noteRequired";
  if (action === "reject" && !note) return "editorial.decide.reasonRequired";
  return null;
}
