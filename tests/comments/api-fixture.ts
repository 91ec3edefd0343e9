import { startTestApi, type TestApi } from "../api/harness";
import type { Db } from "../../api/db";
import { insertCollection as insertItem } from "../../api/repo";

export interface TestUser {
  id: number;
  token: string;
  name: string;
}

export interface CommentsApi {
  db: Db;
  baseUrl: string;
  /** POST JSON (or GET without body) as `user` (anonymous when null). */
  call(
    path: string,
    body: unknown,
    user: TestUser | null,
    method?: "GET" | "POST",
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON from the wire, read loosely by the tests
  ): Promise<{ status: number; headers: Headers; body: any }>;
  user(name: string, role?: "user" | "moderator" | "admin"): Promise<TestUser>;
  /** A published item of the given type (default 2, an article). */
  collection(type?: number): Promise<number>;
  categories: { id: number; name: string }[];
  close(): Promise<void>;
}

let seq = 0;

/**
 * The whole API (the API test harness: SQLite, or PostgreSQL with TEST_DB=postgres) without sample
 * content, with the comments settings given as the environment the router reads at start.
 */
export async function startCommentsApi(env: Record<string, string> = {}): Promise<CommentsApi> {
  Object.assign(process.env, { COMMENTS_REQUIRE_APPROVAL: "false", COMMENT_RATE_LIMIT_MAX: "0", ...env });
  const api: TestApi = await startTestApi({ seed: false });
  const { db } = api;
  await db
    .insertInto("spam_categories")
    .values(["Spam", "Harassment", "Misinformation"].map((name) => ({ name })))
    .execute();
  const categories = await db.selectFrom("spam_categories").select(["id", "name"]).orderBy("id").execute();

  return {
    db,
    baseUrl: api.baseUrl,
    categories,
    async call(path, body, user, method = "POST") {
      const init = { token: user?.token };
      return method === "GET" ? api.get(path, init) : api.post(path, body ?? {}, init);
    },
    async user(name, role = "user") {
      const { id, token } = await api.createUser({ name });
      if (role !== "user") await db.updateTable("users").set({ role }).where("id", "=", id).execute();
      return { id, token, name };
    },
    collection: (type = 2) => insertCollection(db, type),
    close: () => api.close(),
  };
}

/** A published item of `type`, through the repository (the sample content is not loaded in these tests). */
export async function insertCollection(db: Db, type = 2): Promise<number> {
  const n = ++seq;
  return insertItem(db, {
    collection_type: type,
    title: `Sample item ${n}`,
    slug: `sample-item-${n}-${Date.now().toString(36)}`,
    body: "<p>Sample</p>",
    read_time: 3,
    published_at: new Date().toISOString(),
  });
}
