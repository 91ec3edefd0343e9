/** Table types of background jobs, saved searches and alert digests (migration 0015, decision 0104); part of `Database` in ./schema.ts. */
import type { Generated } from "kysely";

export interface JobsTable {
  id: Generated<number>;
  kind: string;
  /** JSON. */
  payload: string;
  run_at: string;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  lease_until: string | null;
  locked_by: string | null;
  last_error: string | null;
  done_at: string | null;
  failed_at: string | null;
  unique_key: string | null;
  created_at: string;
}

export interface SavedSearchesTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  /** JSON: the search's queryData. */
  query_data: string;
  alert: string;
  lang: string;
  alerted_until: string;
  created_at: string;
  updated_at: string;
}

export interface AlertDigestsTable {
  id: Generated<number>;
  user_id: number;
  period_key: string;
  item_count: number;
  sent_at: string;
}

/** The job and alert tables, by name. */
export interface JobTables {
  jobs: JobsTable;
  saved_searches: SavedSearchesTable;
  alert_digests: AlertDigestsTable;
}
