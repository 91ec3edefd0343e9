/** Table types of accounts: users, their tokens and social identities; part of `Database` in ./schema.ts. */
import type { Generated } from "kysely";
import type { Flag } from "./schema-content";

export interface UsersTable {
  id: Generated<number>;
  uuid: string;
  name: string;
  email: string | null;
  password_hash: string | null;
  profile_image: string | null;
  role: "user" | "editor" | "moderator" | "admin";
  consent_accepted: Flag;
  consent_date: string | null;
  last_visit_at: string | null;
  created_at: string;
  deleted_at: string | null;
}

export interface AccessTokensTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  expires_at: string;
  revoked_at: string | null;
  created_at: string;
}

export interface PasswordResetTokensTable {
  id: Generated<number>;
  /** sha256 (hex) of the token mailed to the user; the token itself is never stored. */
  token_hash: string;
  user_id: number;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface UserIdentitiesTable {
  id: Generated<number>;
  user_id: number;
  provider: "google" | "facebook";
  /** The provider's stable subject id (Google "sub", Facebook user id). */
  subject: string;
  created_at: string;
}

/** One grant or withdrawal of a role (decision 0135); actor_id null: from the command line. */
export interface RoleAuditTable {
  id: Generated<number>;
  actor_id: number | null;
  user_id: number;
  from_role: string;
  to_role: string;
  at: string;
}

/** The account tables, by name. */
export interface AccountTables {
  users: UsersTable;
  access_tokens: AccessTokensTable;
  password_reset_tokens: PasswordResetTokensTable;
  user_identities: UserIdentitiesTable;
  role_audit: RoleAuditTable;
}
