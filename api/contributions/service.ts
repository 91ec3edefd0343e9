import {
  contributionTypeName,
  ContributionStatus,
  type Contribution,
  type ContributionInput,
  type ContributionSummary,
  type Lang,
} from "../../contract";
import type { z } from "zod";
import type { Db } from "../db";
import { BAD_INPUT, HttpError } from "../http";
import { itemSlug } from "../authoring/slug";
import { columnsOf } from "../authoring/store";
import { restoreRow, trashRow } from "../authoring/service";

/**
 * A contributor's own submissions. Every query is scoped to the owner: another user's id is a 404.
 * These are the authoring items of api/authoring (decision 0099) seen through the first, plain
 * text calls: the six types map to kinds, and the text is the item's fields.
 */

const KIND_OF_TYPE: Record<number, "article" | "case-study" | "video" | "research-report" | "event"> = {
  2: "article",
  3: "article",
  4: "case-study",
  5: "video",
  9: "research-report",
  11: "event",
};

function fieldsOf(input: Input) {
  return columnsOf({
    title: input.title,
    summary: input.summary,
    body: input.body,
    ...(input.source_url ? { source_url: input.source_url } : {}),
  });
}

type Input = z.output<typeof ContributionInput>;

const SUMMARY_COLUMNS = [
  "id",
  "collection_type",
  "title",
  "summary",
  "source_url",
  "status",
  "created_at",
  "updated_at",
  "kind",
  "slug",
] as const;

interface SummaryRow {
  id: number;
  collection_type: number;
  title: string;
  summary: string;
  source_url: string | null;
  status: string;
  created_at: string;
  updated_at: string;
  kind: string;
  slug: string | null;
}

/** A status outside the contract (the table's old default "draft") reads as submitted. */
function statusOf(value: string): ContributionStatus {
  const parsed = ContributionStatus.safeParse(value);
  return parsed.success ? parsed.data : "submitted";
}

function toSummary(row: SummaryRow): ContributionSummary {
  return {
    id: Number(row.id),
    collection_type: Number(row.collection_type),
    collection_type_name: contributionTypeName(Number(row.collection_type)),
    title: row.title,
    summary: row.summary,
    source_url: row.source_url,
    status: statusOf(row.status),
    created_at: row.created_at,
    updated_at: row.updated_at,
    kind: row.kind,
    slug: row.slug,
  };
}

export async function listContributions(db: Db, userId: number, query: { page: number; per_page: number; status?: ContributionStatus }) {
  let base = db.selectFrom("contributions").where("user_id", "=", userId);
  base = query.status ? base.where("status", "=", query.status) : base.where("status", "!=", "trashed");
  const { count } = await base.select((eb) => eb.fn.countAll<number | string>().as("count")).executeTakeFirstOrThrow();
  const total = Number(count);
  const rows = await base
    .select(SUMMARY_COLUMNS)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page)
    .execute();
  return {
    items: rows.map(toSummary),
    page: query.page,
    per_page: query.per_page,
    total,
    total_pages: Math.max(1, Math.ceil(total / query.per_page)),
  };
}

async function findOwn(db: Db, userId: number, id: number) {
  const row = await db.selectFrom("contributions").selectAll().where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
  // Someone else's contribution is "not found": its existence is not the caller's business.
  if (!row) throw new HttpError(404, "Contribution not found");
  return row;
}

function toContribution(row: SummaryRow & { body: string }): Contribution {
  return { ...toSummary(row), body: row.body };
}

export async function getContribution(db: Db, userId: number, id: number): Promise<Contribution> {
  return toContribution(await findOwn(db, userId, id));
}

/** `lang`: the language of the call, which the editors' decision e-mails are written in. */
export async function createContribution(db: Db, userId: number, input: Input, lang: Lang = "en"): Promise<Contribution> {
  const now = new Date().toISOString();
  const kind = KIND_OF_TYPE[input.collection_type] ?? "article";
  const { id } = await db
    .insertInto("contributions")
    .values({
      user_id: userId,
      collection_id: null,
      collection_type: input.collection_type,
      kind,
      slug: await itemSlug(db, kind, input.title),
      ...fieldsOf(input),
      submitted_at: now,
      lang,
      payload: "{}",
      status: "submitted",
      status_before_trash: null,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return getContribution(db, userId, Number(id));
}

/** Editors take over once a contribution leaves "submitted"; the author can only change it before. */
export async function updateContribution(db: Db, userId: number, id: number, input: Input): Promise<Contribution> {
  const row = await findOwn(db, userId, id);
  if (statusOf(row.status) !== "submitted") {
    throw new HttpError(BAD_INPUT, "Only a contribution waiting for review can be edited", {
      status: ["This contribution can no longer be edited"],
    });
  }
  const kind = KIND_OF_TYPE[input.collection_type] ?? "article";
  // A slug is unique per kind: one that moves to another kind may need a new one.
  const slug = kind === row.kind ? row.slug : await itemSlug(db, kind, input.title);
  await db
    .updateTable("contributions")
    .set({
      collection_type: input.collection_type,
      kind,
      slug,
      ...fieldsOf(input),
      updated_at: new Date().toISOString(),
    })
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .where("status", "=", "submitted")
    .execute();
  return getContribution(db, userId, id);
}

/** Moves to the trash like the authoring forms do (api/authoring/service.ts): a published one goes offline. */
export async function trashContribution(db: Db, userId: number, id: number): Promise<Contribution> {
  await trashRow(db, await findOwn(db, userId, id), userId, new Date().toISOString());
  return getContribution(db, userId, id);
}

/** Back out of the trash to the status it had, a published one back online. */
export async function restoreContribution(db: Db, userId: number, id: number): Promise<Contribution> {
  await restoreRow(db, await findOwn(db, userId, id), userId, new Date().toISOString(), "submitted");
  return getContribution(db, userId, id);
}
