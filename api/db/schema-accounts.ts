/**
 * Tables added by migration 0003_accounts, merged into the Database interface of schema.ts
 * (module augmentation keeps schema.ts untouched).
 */
export interface PasswordResetTokensTable {
  id: import("kysely").Generated<number>;
  /** sha256 (hex) of the token mailed to the user; the token itself is never stored. */
  token_hash: string;
  user_id: number;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface UserIdentitiesTable {
  id: import("kysely").Generated<number>;
  user_id: number;
  provider: "google" | "facebook";
  /** The provider's stable subject id (Google "sub", Facebook user id). */
  subject: string;
  created_at: string;
}

declare module "./schema" {
  interface Database {
    password_reset_tokens: PasswordResetTokensTable;
    user_identities: UserIdentitiesTable;
  }
}
