import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { ATTACHMENT_LIMITS, sniffAttachment, type AttachmentType } from "../../contract";
import { fieldError } from "../http";

/** Consultation attachments live under DATA_DIR, named by random ids (never by what was sent). */
export const ATTACHMENTS_FOLDER = "consultation-attachments";

export interface CheckedAttachment {
  bytes: Buffer;
  type: AttachmentType;
  /** The sent name, kept only for the editors' export. */
  name: string;
}

/** Decodes and checks an attachment: at most 5 MB, and a PDF, DOCX or ODT by its bytes. */
export function checkAttachment(input: { filename: string; content_base64: string }): CheckedAttachment {
  const bytes = Buffer.from(input.content_base64, "base64");
  if (bytes.length === 0) throw fieldError("attachment", "The attachment is empty");
  if (bytes.length > ATTACHMENT_LIMITS.bytes) throw fieldError("attachment", "The attachment must be 5 MB or smaller", 413);
  const type = sniffAttachment(bytes);
  if (!type) throw fieldError("attachment", "The attachment must be a PDF, DOCX or ODT file", 415);
  return { bytes, type, name: path.basename(input.filename.replace(/\\/g, "/")) };
}

/** Writes the file and answers its path relative to DATA_DIR. */
export async function storeAttachment(dataDir: string, file: CheckedAttachment): Promise<string> {
  const relative = path.join(ATTACHMENTS_FOLDER, `${randomBytes(12).toString("hex")}.${file.type}`);
  await fs.mkdir(path.join(dataDir, ATTACHMENTS_FOLDER), { recursive: true });
  await fs.writeFile(path.join(dataDir, relative), file.bytes, { flag: "wx" });
  return relative;
}
