import {
  AUTHORING_KINDS,
  AUTHORING_MESSAGES,
  AuthoringStatus,
  isAuthoringKind,
  mediaItemUrl,
  type AuthoringFields,
  type AuthoringItem,
  type AuthoringKind,
} from "../../contract";
import { contentTypeById } from "../../contract/content-types";
import type { Db } from "../db";
import type { ContributionsTable } from "../db/schema";
import type { Selectable } from "kysely";
import { HttpError } from "../http";
import { renderMarkdown } from "./markdown";

/** Reading contributed items: the row → the contract's AuthoringItem, and the owner-scoped lookups. */

export type ItemRow = Selectable<ContributionsTable>;

/** Statuses outside the contract (none are written, but old rows predate it) read as submitted. */
export function statusOf(value: string | null): AuthoringStatus {
  const parsed = AuthoringStatus.safeParse(value);
  return parsed.success ? parsed.data : "submitted";
}

export function kindOf(row: Pick<ItemRow, "kind">): AuthoringKind {
  return isAuthoringKind(row.kind) ? row.kind : "article";
}

export function fieldsOf(row: Pick<ItemRow, "fields">): AuthoringFields {
  try {
    const parsed: unknown = JSON.parse(row.fields);
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as AuthoringFields) : {};
  } catch {
    return {};
  }
}

export function bodyOf(fields: AuthoringFields): string {
  return typeof fields.body === "string" ? fields.body : "";
}

/**
 * The public address of a published item, by the type it was published as (a legacy news
 * contribution is an article kept in news); its slug is the collections row's.
 */
export function publicUrl(kind: AuthoringKind, collectionType: number, collectionSlug: string): string {
  const detail = contentTypeById(collectionType)?.detail ?? AUTHORING_KINDS[kind].publicPath;
  return `${detail}/${collectionSlug}`;
}

export async function toItem(db: Db, row: ItemRow): Promise<AuthoringItem> {
  const kind = kindOf(row);
  const fields = fieldsOf(row);
  let published: string | null = null;
  if (row.collection_id !== null) {
    const collection = await db.selectFrom("collections").select(["slug", "status"]).where("id", "=", row.collection_id).executeTakeFirst();
    published = collection?.status === "published" ? publicUrl(kind, Number(row.collection_type), collection.slug) : null;
  }
  return {
    id: Number(row.id),
    kind,
    group: AUTHORING_KINDS[kind].group,
    slug: row.slug,
    status: statusOf(row.status),
    fields,
    body_html: renderMarkdown(bodyOf(fields)),
    image: row.image_id ? { id: row.image_id, url: mediaItemUrl(row.image_id, "image") } : null,
    pdf: row.pdf_id ? { id: row.pdf_id, url: mediaItemUrl(row.pdf_id, "pdf") } : null,
    review_note: row.review_note,
    published_url: published,
    created_at: row.created_at,
    updated_at: row.updated_at,
    submitted_at: row.submitted_at,
  };
}

/** Someone else's item is "not found": its existence is not the caller's business. */
export async function findOwn(db: Db, userId: number, kind: AuthoringKind, slug: string): Promise<ItemRow> {
  const row = await db
    .selectFrom("contributions")
    .selectAll()
    .where("user_id", "=", userId)
    .where("kind", "=", kind)
    .where("slug", "=", slug)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, AUTHORING_MESSAGES.notFound);
  return row;
}

export async function findById(db: Db, id: number): Promise<ItemRow> {
  const row = await db.selectFrom("contributions").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw new HttpError(404, AUTHORING_MESSAGES.notFound);
  return row;
}

export function paged<T>(items: T[], page: number, perPage: number, total: number) {
  return { items, page, per_page: perPage, total, total_pages: Math.max(1, Math.ceil(total / perPage)) };
}

/** The contributor of an item as the desk and the e-mails name them. */
export async function authorOf(db: Db, userId: number) {
  const user = await db.selectFrom("users").select(["id", "name", "email"]).where("id", "=", userId).executeTakeFirst();
  return { id: Number(user?.id ?? userId), name: user?.name ?? "", email: user?.email ?? null };
}
