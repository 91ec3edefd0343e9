import { data, type ActionFunctionArgs } from "react-router";
import { z } from "zod";
import { EDITION_LIMITS } from "../../contract/editions";
import {
  fromIndiaTime,
  scheduleTimeProblem,
  SCHEDULE_MAX_AHEAD_MS,
  SCHEDULE_MESSAGES,
  toIndiaTime,
  type ItemSchedule,
  type ScheduleAction,
} from "../../contract/scheduling";
import { formatDateTime } from "~/content/format";
import type { Language, MessageKey } from "~/i18n";
import { localRedirect } from "~/accounts/local-redirect.server";
import { UpstreamError } from "~/upstream/core.server";
import { cancelSchedule, scheduleItem } from "~/upstream/scheduling.server";
import { badDeskForm, deskActionFailure } from "./failure.server";

/**
 * The schedule forms of a submission (docs/product/editorial.md#scheduling): approve and schedule,
 * change the time, cancel; and for a published item, the time it goes offline. Times are typed
 * in India time (an `<input type="datetime-local">`, or text where there is no picker).
 */

export const SCHEDULE_INTENTS = ["publish", "unpublish", "cancel_publish", "cancel_unpublish"] as const;
export type ScheduleIntent = (typeof SCHEDULE_INTENTS)[number];

export const ScheduleDone = z.enum(SCHEDULE_INTENTS).optional().catch(undefined);

/** One pending schedule as the page shows it. */
export interface ScheduleView {
  /** "15 Mar 2027, 9:30 am", India time. */
  at: string;
  /** The datetime-local value that changes nothing. */
  value: string;
  editor: string | null;
}

export interface ScheduleData {
  publish: ScheduleView | null;
  unpublish: ScheduleView | null;
  /** "Approve and schedule" is open (the item waits for a decision, and four eyes allows this editor). */
  canPublish: boolean;
  /** The item is online: it can be given a time to go offline. */
  canUnpublish: boolean;
  /** The datetime-local bounds: now, and a year ahead. */
  min: string;
  max: string;
}

export function scheduleData(
  schedules: ItemSchedule[],
  lang: Language,
  open: { canPublish: boolean; canUnpublish: boolean },
): ScheduleData {
  const view = (action: ScheduleAction): ScheduleView | null => {
    const found = schedules.find((s) => s.action === action);
    if (!found) return null;
    return { at: formatDateTime(found.at, lang), value: toIndiaTime(new Date(found.at)), editor: found.editor?.name ?? null };
  };
  const now = new Date();
  return {
    publish: view("publish"),
    unpublish: view("unpublish"),
    ...open,
    min: toIndiaTime(now),
    max: toIndiaTime(new Date(now.getTime() + SCHEDULE_MAX_AHEAD_MS)),
  };
}

const ScheduleForm = z.object({
  schedule: z.enum(SCHEDULE_INTENTS),
  at: z.string().trim().optional().default(""),
  change_note: z.string().trim().optional().default(""),
  minor: z.literal("on").optional(),
});

/** What a failed schedule form shows: the message by its time field, or for the whole form. */
export interface ScheduleFailure {
  scheduleForm: ScheduleIntent;
  /** What was typed, shown again in the field. */
  scheduleAt?: string;
  scheduleError?: MessageKey;
  changeNoteError?: MessageKey;
}

const TIME_ERRORS: Record<"at" | "past" | "tooFar", MessageKey> = {
  at: "editorial.schedule.error.at",
  past: "editorial.schedule.error.past",
  tooFar: "editorial.schedule.error.tooFar",
};

/** The API's own refusal of the time (its clock decides at the edge), said the same way. */
function timeRefusal(error: unknown): MessageKey | null {
  if (!(error instanceof UpstreamError) || error.status !== 422) return null;
  const message = error.fieldError("at");
  const problem = (Object.keys(TIME_ERRORS) as (keyof typeof TIME_ERRORS)[]).find((key) => SCHEDULE_MESSAGES[key] === message);
  return problem ? TIME_ERRORS[problem] : null;
}

/**
 * A posted schedule form (its fields already read by the submission's action): checked here,
 * then sent; success goes back to the submission with a notice (post/redirect/get).
 */
export async function scheduleFormAction(
  args: ActionFunctionArgs,
  id: number,
  fields: Record<string, FormDataEntryValue>,
  ownSubmission: (error: unknown) => boolean,
) {
  const parsed = ScheduleForm.safeParse(fields);
  if (!parsed.success) return badDeskForm();
  const { schedule, change_note, minor } = parsed.data;
  const fail = (failure: Omit<ScheduleFailure, "scheduleForm">, status = 400) =>
    data({ scheduleForm: schedule, scheduleAt: parsed.data.at.slice(0, 40), ...failure }, { status });
  try {
    if (schedule === "cancel_publish" || schedule === "cancel_unpublish") {
      await cancelSchedule(args, id, schedule === "cancel_publish" ? "publish" : "unpublish");
    } else {
      const at = fromIndiaTime(parsed.data.at);
      const problem = at ? scheduleTimeProblem(at, new Date()) : "at";
      if (problem || !at) return fail({ scheduleError: TIME_ERRORS[problem ?? "at"] });
      if (change_note.length > EDITION_LIMITS.note) return fail({ changeNoteError: "editorial.editions.noteLong" });
      const note = schedule === "publish" ? { change_note: change_note || undefined, minor: minor === "on" || undefined } : {};
      await scheduleItem(args, id, { action: schedule, at: at.toISOString(), ...note });
    }
  } catch (error) {
    const refused = timeRefusal(error);
    if (refused) return fail({ scheduleError: refused });
    if (ownSubmission(error)) return data({ formError: "editorial.decide.fourEyes" as MessageKey }, { status: 403 });
    const conflict: MessageKey =
      schedule === "unpublish"
        ? "editorial.schedule.error.notOnline"
        : schedule === "publish"
          ? "editorial.decide.conflict"
          : "editorial.schedule.error.gone";
    return deskActionFailure(error, { 409: conflict });
  }
  return localRedirect(args.request, `/editorial/items/${id}?scheduled=${schedule}`);
}
