/**
 * Table types of what anonymous visitors leave: recent searches, visits, newsletter subscriptions,
 * and the secret of the newsletter's mail links; part of `Database` in ./schema.ts.
 */
import type { Generated } from "kysely";

export interface RecentSearchesTable {
  id: Generated<number>;
  user_id: number | null;
  visitor_id: string | null;
  key: string;
  searched_at: string;
}

export interface VisitLogsTable {
  id: Generated<number>;
  collection_id: number;
  visited_at: string;
}

export interface NewsletterSubscribersTable {
  id: Generated<number>;
  email: string;
  page_url: string | null;
  created_at: string;
  /** docs/product/follow.md#confirming-and-unsubscribing (migration 0016): double opt-in. */
  status: Generated<"pending" | "confirmed">;
  lang: Generated<string>;
  confirm_nonce: string | null;
  confirm_sent_at: string | null;
  confirmed_at: string | null;
}

/** docs/product/follow.md#confirming-and-unsubscribing (migration 0016): secrets the server generated for itself (the mail-link secret). */
export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: Generated<string>;
}

/** The visitor tables, by name. */
export interface VisitorTables {
  recent_searches: RecentSearchesTable;
  visit_logs: VisitLogsTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  server_secrets: ServerSecretsTable;
}
