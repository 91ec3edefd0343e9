import type { MediaPurpose } from "../../contract/media";
import { chosenFile, uploadMedia } from "~/upstream/media.server";
import type { UpstreamArgs } from "~/upstream/core.server";

/**
 * The files of an authoring form (multipart, so uploads work without JavaScript): each chosen
 * file is uploaded first and replaced by the media id in its hidden field, so the form can come
 * back with another field's error and nothing uploaded is lost.
 */

const UPLOADS: Record<string, { idField: string; purpose: MediaPurpose }> = {
  image_file: { idField: "image_id", purpose: "image" },
  pdf_file: { idField: "pdf_id", purpose: "pdf" },
};
const FILE_FIELDS = new Set(Object.keys(UPLOADS));
/** A ticked "Remove image" drops the image and its description. */
export const REMOVE_IMAGE_FIELD = "image_remove";

export interface AttachedUploads {
  /** The form as the schema reads it: ids instead of files. */
  formData: FormData;
  fieldErrors: Record<string, string[]>;
}

export async function attachUploads(args: UpstreamArgs, submitted: FormData): Promise<AttachedUploads> {
  const formData = new FormData();
  for (const [name, value] of submitted.entries()) {
    if (!FILE_FIELDS.has(name) && name !== REMOVE_IMAGE_FIELD) formData.append(name, value);
  }
  if (submitted.get(REMOVE_IMAGE_FIELD)) {
    formData.delete("image_id");
    formData.delete("image_alt");
  }
  const fieldErrors: Record<string, string[]> = {};
  for (const [name, { idField, purpose }] of Object.entries(UPLOADS)) {
    const file = chosenFile(submitted, name);
    if (!file) continue;
    const uploaded = await uploadMedia(args, file, purpose);
    if (uploaded.ok) formData.set(idField, uploaded.media.id);
    else fieldErrors[idField] = [uploaded.error];
  }
  return { formData, fieldErrors };
}
