import type { AuthoringFields } from "../../contract";

/**
 * The columns an item's fields are kept in: all of them as JSON in `fields`, and the ones the
 * legacy contribution calls (My Uploads, POST /api/web/user/publication) read mirrored into
 * their own columns, so both sets of endpoints see the same item.
 */
export function columnsOf(fields: AuthoringFields) {
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  return {
    fields: JSON.stringify(fields),
    title: text(fields.title),
    summary: text(fields.summary),
    body: text(fields.body),
    source_url: typeof fields.source_url === "string" ? fields.source_url : null,
    image_id: typeof fields.image_id === "string" ? fields.image_id : null,
    pdf_id: typeof fields.pdf_id === "string" ? fields.pdf_id : null,
  };
}
