/**
 * Columns added to `contributions` by migration 0005_contributions, merged into the table type
 * of schema.ts (module augmentation keeps schema.ts untouched).
 */
declare module "./schema" {
  interface ContributionsTable {
    /** Plain text, trimmed. */
    summary: string;
    /** Plain text, stored exactly as typed. */
    body: string;
    /** An https link to the original, or null. */
    source_url: string | null;
    /** The status to go back to when a trashed contribution is restored. */
    status_before_trash: string | null;
  }
}

export {};
