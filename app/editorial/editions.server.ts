import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { z } from "zod";
import { EditorialItemParams } from "../../contract/authoring";
import { EDITION_LIMITS, type EditionDiffResponse, type EditionEntry } from "../../contract/editions";
import { localRedirect } from "~/accounts/local-redirect.server";
import { formatDateTime, isoDate } from "~/content/format";
import { isMessageKey, requestLanguage, translator, type Language, type MessageKey } from "~/i18n";
import { upstreamErrorResponse } from "~/upstream/core.server";
import { getEditionDiff, getEditions, restoreEdition } from "~/upstream/editions.server";
import { requireEditor } from "./access.server";
import { badDeskForm, deskActionFailure } from "./failure.server";

/**
 * An item's editions in the desk (/editorial/items/{id}/editions, docs/product/editorial.md#editions-and-history):
 * the list, the word-level difference of two (a GET form, so a comparison has an address), and
 * restoring one (a plain POST form, post/redirect/get).
 */

const EditionNumber = z.coerce.number().int().positive().max(1_000_000);
const Compare = z.object({ from: EditionNumber, to: EditionNumber });

function itemId(params: LoaderFunctionArgs["params"]): number {
  const parsed = EditorialItemParams.safeParse(params);
  if (!parsed.success) throw new Response("Not Found", { status: 404 });
  return parsed.data.id;
}

function editionRow(entry: EditionEntry, lang: Language) {
  return {
    number: entry.number,
    at: formatDateTime(entry.at, lang),
    atIso: isoDate(entry.at),
    editor: entry.editor?.name ?? null,
    note: entry.note,
    minor: entry.minor,
    restoredFrom: entry.restored_from,
    current: entry.current,
  };
}
export type EditionRow = ReturnType<typeof editionRow>;

/** A field's name as the authoring forms label it (the API names fields by their keys). */
function fieldLabel(field: string, lang: Language): string {
  const key = `authoring.field.${field}`;
  return isMessageKey(key) ? translator(lang)(key).replace(/ \(.*\)$/, "") : field;
}

function diffView(diff: EditionDiffResponse["data"], lang: Language) {
  return {
    from: diff.from.number,
    to: diff.to.number,
    fields: diff.fields.map((f) => ({ field: f.field, label: fieldLabel(f.field, lang), parts: f.parts })),
  };
}
export type DiffView = ReturnType<typeof diffView>;

export async function loadEditions(args: LoaderFunctionArgs) {
  const id = itemId(args.params);
  await requireEditor(args);
  const lang = requestLanguage(args.request);
  const search = new URL(args.request.url).searchParams;
  const asked = Compare.safeParse({ from: search.get("from"), to: search.get("to") });
  const [history, diff] = await Promise.all([
    getEditions(args, id),
    asked.success ? getEditionDiff(args, id, asked.data.from, asked.data.to) : null,
  ]).catch(upstreamErrorResponse);
  const editions = history.editions.map((entry) => editionRow(entry, lang));
  const restored = EditionNumber.safeParse(search.get("restored"));
  return {
    item: { id, title: history.title },
    editions,
    /** What the compare form shows: the pair asked for, or the latest change. */
    compare: asked.success ? asked.data : { from: editions[1]?.number ?? 0, to: editions[0]?.number ?? 0 },
    diff: diff ? diffView(diff, lang) : null,
    restored: restored.success ? restored.data : null,
  };
}

const Restore = z.object({
  number: EditionNumber,
  change_note: z.string().trim().optional().default(""),
  minor: z.literal("on").optional(),
});

/** What a failed restore shows: a message for the form, or one by the change note. */
export interface RestoreFailure {
  formError?: MessageKey;
  noteError?: MessageKey;
}

export async function restoreAction(args: ActionFunctionArgs) {
  const id = itemId(args.params);
  await requireEditor(args);
  const parsed = Restore.safeParse(Object.fromEntries(await args.request.formData()));
  if (!parsed.success) return badDeskForm();
  const { number, change_note, minor } = parsed.data;
  if (change_note.length > EDITION_LIMITS.note) {
    return data({ noteError: "editorial.editions.noteLong" } satisfies RestoreFailure, { status: 400 });
  }
  let created: EditionEntry;
  try {
    created = await restoreEdition(args, id, number, { change_note: change_note || undefined, minor: minor === "on" });
  } catch (error) {
    return deskActionFailure(error, { 409: "editorial.editions.restore.refused", 404: "editorial.editions.restore.missing" });
  }
  return localRedirect(args.request, `/editorial/items/${id}/editions?restored=${created.number}`);
}
