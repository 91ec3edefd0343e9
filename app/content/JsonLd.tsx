import { jsonLdString } from "~/content/meta";

/**
 * schema.org data; `<` is escaped so no value can end the script element. A data block is never
 * executed, so the CSP needs no nonce for it (and a nonce would differ between server and client).
 */
export function JsonLd({ data }: { data: unknown }) {
  if (!data) return null;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdString(data) }} />;
}
