import { z } from "zod";
import { AUTHORING_MESSAGES } from "./authoring-constants";
import { noNul } from "./authoring-fields";
import { Timestamp } from "./common";

/**
 * Editions of published content (docs/product/editorial.md#editions-and-history, decision 0128):
 * every version of an item that went online, its history on the desk, the word-level difference
 * between two of them, restoring one, and the public change notes of a detail page.
 */

export const EDITION_LIMITS = { note: 500, listed: 200 } as const;

export const EDITION_MESSAGES = {
  noteLong: `A change note can be at most ${EDITION_LIMITS.note} characters`,
  notPublished: "Only a published item with no edit waiting for review can go back to an earlier edition.",
  noEdition: "There is no such edition of this item.",
} as const;

/** The public change note of an edition and whether it is minor (no note for readers); on an approval and a restore. */
export const ChangeNoteFields = {
  change_note: z
    .string()
    .trim()
    .max(EDITION_LIMITS.note, EDITION_MESSAGES.noteLong)
    .refine(noNul, AUTHORING_MESSAGES.characters)
    .optional(),
  minor: z.boolean().optional(),
};

const EditionNumber = z.coerce.number().int().positive().max(1_000_000);

export const EditionEntry = z.object({
  number: z.number().int(),
  at: Timestamp,
  editor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  note: z.string().nullable(),
  minor: z.boolean(),
  /** The edition this one put back online. */
  restored_from: z.number().int().nullable(),
  /** The edition readers see now. */
  current: z.boolean(),
});
export type EditionEntry = z.infer<typeof EditionEntry>;

/** Newest first, at most EDITION_LIMITS.listed. */
export const EditionsResponse = z.object({
  data: z.object({ item_id: z.number().int(), title: z.string(), editions: z.array(EditionEntry) }),
});
export type EditionsResponse = z.infer<typeof EditionsResponse>;

export const EditionDiffRequest = z.object({ from: EditionNumber, to: EditionNumber });

export const DIFF_CHANGES = ["same", "added", "removed"] as const;
export const DiffPart = z.object({ change: z.enum(DIFF_CHANGES), text: z.string() });
export type DiffPart = z.infer<typeof DiffPart>;

/** The fields that differ, each as runs of words kept, added and removed; none: the two editions are the same. */
export const EditionDiffResponse = z.object({
  data: z.object({
    from: EditionEntry,
    to: EditionEntry,
    fields: z.array(z.object({ field: z.string(), parts: z.array(DiffPart) })),
  }),
});
export type EditionDiffResponse = z.infer<typeof EditionDiffResponse>;

export const EditionParams = z.object({ id: EditionNumber, number: EditionNumber });

export const EditionRestoreRequest = z.object(ChangeNoteFields);
export type EditionRestoreRequest = z.input<typeof EditionRestoreRequest>;
export const EditionRestoreResponse = z.object({ data: EditionEntry });

/**
 * What a detail page says of its changes (GOV.UK's "Updates to this page"): when it last changed
 * in a way worth telling, and the notes, newest first, minor changes left out. Content that never
 * went through the desk has none.
 */
export const PageUpdates = z.object({
  last_updated: Timestamp.nullable(),
  notes: z.array(z.object({ at: Timestamp, note: z.string().nullable(), first: z.boolean() })),
});
export type PageUpdates = z.infer<typeof PageUpdates>;
