import { z } from "zod";
import { AUTHORING_LIMITS, AUTHORING_MESSAGES } from "./authoring-constants";
import { noNul } from "./authoring-fields";
import { Timestamp } from "./common";
import { ChangeNoteFields } from "./editions";
import { SCHEDULE_ACTIONS, SCHEDULE_MESSAGES } from "./scheduling-constants";

/**
 * Scheduled publication and unpublication (docs/product/editorial.md#scheduling, decision 0132):
 * the requests of the desk's schedule endpoints and the schedules an item carries.
 */

export * from "./scheduling-constants";

export const ScheduleAction = z.enum(SCHEDULE_ACTIONS);
export type ScheduleAction = z.infer<typeof ScheduleAction>;

/** One pending schedule of an item: when it goes online (publish) or offline (unpublish), set by whom. */
export const ItemSchedule = z.object({
  action: ScheduleAction,
  at: Timestamp,
  editor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type ItemSchedule = z.infer<typeof ItemSchedule>;

/**
 * POST /api/editorial/items/{id}/schedule: `at` is an instant with its offset (the desk sends
 * India time as +05:30). Publishing carries the approval's note and the edition's change note.
 */
export const ScheduleRequest = z.object({
  action: ScheduleAction,
  at: z.string().datetime({ offset: true, message: SCHEDULE_MESSAGES.at }),
  note: z.string().trim().max(AUTHORING_LIMITS.note, AUTHORING_MESSAGES.noteLong).refine(noNul, AUTHORING_MESSAGES.characters).optional(),
  ...ChangeNoteFields,
});
export type ScheduleRequest = z.input<typeof ScheduleRequest>;

/** POST /api/editorial/items/{id}/schedule/cancel */
export const ScheduleCancelRequest = z.object({ action: ScheduleAction });
