import { randomUUID } from "node:crypto";
import path from "node:path";
import {
  bytesLimitOf,
  IMAGE_FILE_NAMES,
  kindOfSniffed,
  MEDIA_FILE_NAMES,
  MEDIA_FORMATS,
  MediaId,
  mediaItemUrl,
  PDF_FILE,
  SNIFFED_TYPES,
  sniffMedia,
  type Lang,
  type Media,
  type MediaKind,
} from "../../contract";
import type { Selectable } from "kysely";
import type { Db } from "../db/connection";
import type { MediaTable } from "../db/schema";
import { fieldError, HttpError } from "../core/http-error";
import { imageQueue, QueueFull } from "./image-queue";
import { MEDIA_MESSAGES, type MediaMessage } from "./messages";
import { ImageRefused, renderImage } from "./renditions";
import type { MediaStorage, StoredFile } from "./storage";

/** What the service needs of the API's context (api/context.ts), named here so media does not import it. */
interface MediaDeps {
  db: Db;
  media: MediaStorage;
}

export interface UploadedFile {
  name: string;
  bytes: Buffer;
}

/** Seconds an upload refused for a full queue is asked to wait. */
const BUSY_RETRY_AFTER_S = 10;

const refuse = (lang: Lang, message: MediaMessage, status: number) => fieldError("file", MEDIA_MESSAGES[lang][message], status);

/** The sent name for display only: no folders, no control characters, not too long. */
function displayName(name: string): string {
  const base = path.posix
    .basename(name.replace(/\\/g, "/"))
    .replace(/\p{Cc}/gu, "")
    .trim();
  return base.slice(0, 200) || "file";
}

export function toMedia(row: Selectable<MediaTable>): Media {
  const kind = row.kind as MediaKind;
  return {
    id: row.id,
    kind,
    width: row.width,
    height: row.height,
    url: mediaItemUrl(row.id, kind),
    bytes: row.bytes,
    name: row.original_name,
  };
}

/**
 * Checks and stores one upload: the size for its purpose, its type by its bytes (the name and
 * the declared type are ignored), and for an image the pixel limit and a clean re-encode into
 * every rendition. Nothing is stored unless every check passes.
 */
export async function createMedia(deps: MediaDeps, ownerId: number, purpose: MediaKind, file: UploadedFile, lang: Lang): Promise<Media> {
  if (file.bytes.length === 0) throw refuse(lang, "empty", 422);
  if (file.bytes.length > bytesLimitOf(purpose)) throw refuse(lang, purpose === "image" ? "imageTooLarge" : "pdfTooLarge", 413);
  const sniffed = sniffMedia(file.bytes);
  if (!sniffed || kindOfSniffed(sniffed) !== purpose) throw refuse(lang, purpose === "image" ? "notImage" : "notPdf", 415);

  const id = randomUUID();
  let size: { width: number | null; height: number | null } = { width: null, height: null };
  if (purpose === "image") {
    // One image at a time (./image-queue.ts). A full queue is a fast 429, shown by the form as
    // the field's message (a 5xx would count against the portal's circuit breaker).
    const rendered = await imageQueue
      .run(() => renderImage(file.bytes))
      .catch((error: unknown) => {
        if (error instanceof QueueFull)
          throw new HttpError(429, MEDIA_MESSAGES[lang].busy, { file: [MEDIA_MESSAGES[lang].busy] }, BUSY_RETRY_AFTER_S);
        throw error instanceof ImageRefused ? refuse(lang, error.reason, 422) : error;
      });
    await Promise.all(rendered.files.map((f) => deps.media.put(`${id}/${f.name}`, f.body, f.type)));
    size = { width: rendered.width, height: rendered.height };
  } else {
    await deps.media.put(`${id}/${PDF_FILE}`, file.bytes, SNIFFED_TYPES.pdf);
  }
  const row = {
    id,
    owner_id: ownerId,
    kind: purpose,
    mime: SNIFFED_TYPES[sniffed],
    ...size,
    bytes: file.bytes.length,
    original_name: displayName(file.name),
    created_at: new Date().toISOString(),
  };
  await deps.db.insertInto("media").values(row).execute();
  return toMedia(row);
}

/** Media items by id (unknown and malformed ids are left out): what an authored item shows. */
export async function mediaByIds(deps: MediaDeps, ids: string[]): Promise<Map<string, Media & { owner_id: number | null }>> {
  const valid = ids.filter((id) => MediaId.safeParse(id).success);
  if (valid.length === 0) return new Map();
  const rows = await deps.db.selectFrom("media").selectAll().where("id", "in", valid).execute();
  return new Map(rows.map((row) => [row.id, { ...toMedia(row), owner_id: row.owner_id }]));
}

/**
 * The media item `id` if it is `ownerId`'s and of `kind`, else null: a form may only attach the
 * contributor's own uploads, and a PDF only where a PDF is asked for.
 */
export async function ownedMedia(deps: MediaDeps, ownerId: number, id: string, kind: MediaKind): Promise<Media | null> {
  const found = (await mediaByIds(deps, [id])).get(id);
  if (!found || found.owner_id !== ownerId || found.kind !== kind) return null;
  const { owner_id: _owner, ...media } = found;
  return media;
}

export const MEDIA_CONTENT_TYPES: Record<string, string> = {
  ...Object.fromEntries(MEDIA_FORMATS.map((f) => [f, `image/${f}`])),
  pdf: SNIFFED_TYPES.pdf,
};

/** One stored file of a media item, with its type; a 404 when there is none. */
export async function openMediaFile(deps: MediaDeps, id: string, file: string, lang: Lang): Promise<StoredFile & { type: string }> {
  const notFound = new HttpError(404, MEDIA_MESSAGES[lang].notFound);
  if (!MediaId.safeParse(id).success || !MEDIA_FILE_NAMES.includes(file)) throw notFound;
  const stored = await deps.media.get(`${id.toLowerCase()}/${file}`);
  if (!stored) throw notFound;
  return { ...stored, type: MEDIA_CONTENT_TYPES[file.slice(file.lastIndexOf(".") + 1)] };
}

/**
 * Deletes media items: their files, then their rows (the trash purge calls it for the items it
 * purges). Ids that are not media ids, or of media already gone, are skipped.
 */
export async function removeMedia(ctx: MediaDeps, ids: string[]): Promise<void> {
  const valid = ids.filter((id) => MediaId.safeParse(id).success);
  if (valid.length === 0) return;
  const rows = await ctx.db.selectFrom("media").select(["id", "kind"]).where("id", "in", valid).execute();
  for (const row of rows) {
    await ctx.media.remove((row.kind === "image" ? IMAGE_FILE_NAMES : [PDF_FILE]).map((file) => `${row.id}/${file}`));
    await ctx.db.deleteFrom("media").where("id", "=", row.id).execute();
  }
}
