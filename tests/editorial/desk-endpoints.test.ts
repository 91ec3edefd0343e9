/**
 * Every desk endpoint refuses whoever may not use it, by the API itself (docs/product/editorial.md#roles).
 * The endpoints come from the OpenAPI document, so a desk endpoint added later is walked too:
 * anything under /api/editorial/ or /api/moderation/ is for editors and admins unless a rule
 * below says otherwise, and /api/admin/ is for admins.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAuthoringApi, submit, type AuthoringApi } from "../authoring/api/helpers";
import { insertCollection } from "../comments/api-fixture";
import { COMMENT_STATUS } from "../../contract/comments-constants";

type Caller = "anonymous" | "user" | "moderator" | "editor" | "admin";

/** Who may call which endpoints; the first rule that matches a path decides, the first role allowed must get a 2xx. */
const RULES: Array<{ paths: RegExp; allowed: Caller[]; notFoundAllowed?: boolean }> = [
  // Comment moderation: moderators too.
  { paths: /^\/api\/moderation\/(comments|settings)(\/|$)/, allowed: ["moderator", "editor", "admin"] },
  // Staff calls outside the desk (consultation export, site feedback: docs/product/accounts.md#roles-and-permissions).
  // No consultation exists in this database: its export may answer its roles 404.
  { paths: /^\/api\/moderation\/(feedback$|campaigns\/)/, allowed: ["moderator", "admin"], notFoundAllowed: true },
  { paths: /^\/api\/admin\//, allowed: ["admin"] },
  // Everything else of the desk: submissions, decisions, editions, audit, reports, assistant questions…
  { paths: /^\/api\/(editorial|moderation)\//, allowed: ["editor", "admin"] },
];

let t: AuthoringApi;
let tokens: Record<Exclude<Caller, "anonymous">, string>;
let endpoints: Array<{ method: string; path: string }>;
const fixtures = { item: 0, published: 0, comment: 0, uuid: "", email: "", slug: "no-such-campaign" };

beforeAll(async () => {
  t = await startAuthoringApi();
  const [user, moderator, editor, admin, author, target] = await Promise.all(
    (["user", "moderator", "editor", "admin", "user", "user"] as const).map((role, i) => t.user(role, `Caller ${i}`)),
  );
  tokens = { user: user.token, moderator: moderator.token, editor: editor.token, admin: admin.token };
  const item = await t.create(author.token, "article", submit("article", "Rainfall sensors in Kerala"));
  const published = await t.create(author.token, "article", submit("article", "Soil moisture maps"));
  expect((await t.decide(editor.token, published.id, "approve")).status).toBe(200);
  const collectionId = await insertCollection(t.api.db);
  const comment = await t.call(
    "POST",
    "/api/web/collection/comment/submit",
    { collection_id: collectionId, comment: "Useful." },
    author.token,
  );
  await t.api.db.updateTable("comments").set({ status: COMMENT_STATUS.pending }).where("id", "=", comment.body.data.id).execute();
  const targetRow = await t.api.db.selectFrom("users").select("uuid").where("id", "=", target.id).executeTakeFirstOrThrow();
  Object.assign(fixtures, {
    item: item.id,
    published: published.id,
    comment: comment.body.data.id,
    uuid: targetRow.uuid,
    email: target.email,
  });
  const doc = await t.call("GET", "/api/openapi.json");
  endpoints = Object.entries(doc.body.paths as Record<string, Record<string, unknown>>)
    .filter(([path]) => RULES.some((rule) => rule.paths.test(path)))
    .flatMap(([path, operations]) => Object.keys(operations).map((method) => ({ method: method.toUpperCase(), path })));
});
afterAll(async () => {
  await t?.close();
});

/** The address with fixtures for its parameters, and the query and body a desk page would send. */
function request(method: string, path: string): { url: string; body?: unknown } {
  const url = path
    .replace(
      "{id}",
      String(
        path.startsWith("/api/moderation/comments") ? fixtures.comment : path.includes("/editions") ? fixtures.published : fixtures.item,
      ),
    )
    .replace("{number}", "1")
    .replace("{uuid}", fixtures.uuid)
    .replace("{slug}", fixtures.slug)
    .replace(/\{\w+\}/g, "1");
  const query: Record<string, string> = {
    "/api/editorial/items/{id}/editions/diff": "?from=1&to=1",
    "/api/moderation/comments": "?status=pending",
  };
  const bodies: Record<string, unknown> = {
    "/api/editorial/items/{id}/decision": { action: "start_review" },
    "/api/editorial/items/{id}/schedule": { action: "publish", at: new Date(Date.now() + 3_600_000).toISOString() },
    "/api/editorial/items/{id}/schedule/cancel": { action: "publish" },
    "/api/moderation/settings": { comments_require_approval: true },
    "/api/admin/roles": { email: fixtures.email, role: "moderator" },
    "/api/admin/users/{uuid}/role": { role: "user" },
  };
  return { url: url + (query[path] ?? ""), body: method === "GET" ? undefined : (bodies[path] ?? {}) };
}

/** Anonymous 401; a role the endpoint is not for 403; its first role a 2xx; its other roles anything but a refusal or a failure. */
function answersAsExpected(caller: Caller, status: number, rule: (typeof RULES)[number]): boolean {
  if (caller === "anonymous") return status === 401;
  if (!rule.allowed.includes(caller)) return status === 403;
  if (caller === rule.allowed[0]) return (status >= 200 && status < 300) || (rule.notFoundAllowed === true && status === 404);
  return status !== 401 && status !== 403 && status < 500;
}

describe("every desk endpoint of the OpenAPI document checks the caller's role", () => {
  it("walks the desk's endpoints, those added since included", () => {
    const paths = endpoints.map((e) => `${e.method} ${e.path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        "GET /api/editorial/queue",
        "POST /api/editorial/items/{id}/decision",
        "POST /api/editorial/items/{id}/editions/{number}/restore",
        "GET /api/editorial/audit",
        "GET /api/moderation/page-feedback",
        "GET /api/moderation/assistant/unanswered",
        "POST /api/moderation/comments/{id}/approve",
        "GET /api/admin/roles",
        "POST /api/admin/roles",
      ]),
    );
  });

  it("answers anonymous 401, a plain user 403, the roles it is not for 403, and the roles it is for without refusing", async () => {
    const failures: string[] = [];
    for (const { method, path } of endpoints) {
      const rule = RULES.find((r) => r.paths.test(path))!;
      const allowed = rule.allowed;
      const { url, body } = request(method, path);
      // The refused first (nothing changes for them), then the allowed, the first of them with a 2xx.
      const callers: Caller[] = [
        "anonymous",
        "user",
        ...(["moderator", "editor", "admin"] as const).filter((c) => !allowed.includes(c)),
        ...allowed,
      ];
      for (const caller of callers) {
        const res = await t.call(method, url, body, caller === "anonymous" ? undefined : tokens[caller]);
        if (!answersAsExpected(caller, res.status, rule))
          failures.push(`${method} ${path} as ${caller}: ${res.status} ${JSON.stringify(res.body)?.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
