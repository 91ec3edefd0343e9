import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../api/harness";
import { errorRecorder, loadContext, routeArgs } from "../support/load-context";
import { get, post, run, signedIn as signIn } from "../support/portal-requests";

process.env.SESSION_SECRET ??= "test-secret-for-contributions-tests";

/**
 * The contributions pages' loaders and actions against the real API on a fresh database (and
 * against an upstream that is down), through real requests with a real session cookie.
 */
const { loadUploads, moveUpload } = await import("~/contributions/uploads.server");
const contribute = await import("~/routes/user-contribution");
const { FETCH_FAILED_LOG } = await import("~/contributions/text");

let api: TestApi;
const { logged, logger } = errorRecorder();

beforeAll(async () => {
  api = await startTestApi({ seed: false, recaptchaSecret: "" });
});
afterAll(async () => {
  await api?.close();
});

const signedIn = () => signIn(api, "Page Tester", () => "page@example.test");

function context(origin = api.baseUrl) {
  return loadContext(origin, { logger });
}

interface Wrapped<T> {
  data: T;
  init?: { status?: number } | null;
}
const unwrap = <T>(value: unknown) => value as Wrapped<T>;

/** A contribution of the legacy kind, sent to the API as the former Contribute form did. */
async function contributeThroughApi(user: { token: string }, fields: typeof valid) {
  const body = { ...fields, collection_type: Number(fields.collection_type), source_url: fields.source_url || null };
  const res = await api.post("/api/web/user/contribution", body, { token: user.token });
  if (res.status !== 201 && res.status !== 200) throw new Error(`contribution refused: ${res.status} ${JSON.stringify(res.body)}`);
}

const valid = {
  collection_type: "5",
  title: "Explainer video on AI safety",
  summary: "Ten minutes on evaluations.",
  body: "Script text.",
  source_url: "",
};

describe("Contribute (/user-contribution)", () => {
  // Writing moved to the forms of each kind (tests/authoring/portal/editor.server.test.ts):
  // required fields, the honeypot and Hindi lengths are checked there.
  it("sends an anonymous visitor to sign-in with the way back and the publish marker", async () => {
    const res = (await run(() => contribute.loader(routeArgs(get("/user-contribution"), context())))) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/signin?redirectTo=%2Fuser-contribution&publish=true");
  });
});

describe("My Uploads (/posts/all) and the trash", () => {
  it("sends an anonymous visitor to sign-in", async () => {
    const res = (await run(() => loadUploads(routeArgs(get("/posts/all"), context()), "all"))) as Response;
    expect(res.headers.get("Location")).toBe("/signin?redirectTo=%2Fposts%2Fall");
  });

  it("lists, trashes and restores through POST/redirect/GET", async () => {
    const user = await signedIn();
    await contributeThroughApi(user, valid);
    const listed = unwrap<{ list: { items: Array<{ id: number; title: string; edit_path?: string }> }; failed: boolean }>(
      await loadUploads(routeArgs(get("/posts/all?submitted=1", user.cookie), context()), "all"),
    );
    expect(listed.data.failed).toBe(false);
    const [item] = listed.data.list.items;
    expect(item.title).toBe(valid.title);
    // Its title links to its own form, where it is edited and resubmitted.
    expect(item.edit_path).toMatch(/^\/posts\/[a-z-]+\/[a-z0-9-]+$/);

    const trashed = (await run(() =>
      moveUpload(routeArgs(post("/posts/all", { intent: "trash", id: String(item.id) }, user.cookie), context()), "all"),
    )) as Response;
    expect(trashed.headers.get("Location")).toBe(`/posts/all?trashed=${item.id}`);
    const trash = unwrap<{ list: { items: Array<{ id: number }> } }>(
      await loadUploads(routeArgs(get("/posts/trash", user.cookie), context()), "trash"),
    );
    expect(trash.data.list.items.map((i) => i.id)).toEqual([item.id]);

    const restored = (await run(() =>
      moveUpload(routeArgs(post("/posts/trash", { intent: "restore", id: String(item.id) }, user.cookie), context()), "trash"),
    )) as Response;
    expect(restored.headers.get("Location")).toBe(`/posts/trash?restored=${item.id}`);
  });

  it("refuses a move form without a valid intent or id with 400", async () => {
    const user = await signedIn();
    const res = (await run(() =>
      moveUpload(routeArgs(post("/posts/all", { intent: "delete", id: "x" }, user.cookie), context()), "all"),
    )) as Response;
    expect(res.status).toBe(400);
  });

  it("answers 404 when moving someone else's contribution", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    await contributeThroughApi(owner, valid);
    const [row] = await api.db.selectFrom("contributions").select("id").where("user_id", "=", owner.id).execute();
    const res = (await run(() =>
      moveUpload(routeArgs(post("/posts/all", { intent: "trash", id: String(row.id) }, other.cookie), context()), "all"),
    )) as Response;
    expect(res.status).toBe(404);
  });

  it("sends a page number past the end back to the last page", async () => {
    const user = await signedIn();
    await contributeThroughApi(user, valid);
    const res = (await run(() => loadUploads(routeArgs(get("/posts/all?page=7&trashed=3", user.cookie), context()), "all"))) as Response;
    expect(res.headers.get("Location")).toBe("/posts/all?page=1&trashed=3");
  });

  it("logs the docs/product/contributions.md#my-uploads-and-my-pages message and shows a retry page when the upstream is down", async () => {
    const user = await signedIn();
    // A port that was just free: nothing listens there.
    const server = http.createServer().listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    const port = (server.address() as AddressInfo).port;
    await new Promise((r) => server.close(r));
    logged.length = 0;
    const res = unwrap<{ failed: boolean; list: unknown }>(
      await loadUploads(routeArgs(get("/posts/all", user.cookie), context(`http://127.0.0.1:${port}`)), "all"),
    );
    expect(res.init?.status).toBe(503);
    expect(res.data).toMatchObject({ failed: true, list: null });
    expect(logged).toContain(FETCH_FAILED_LOG);
    expect(FETCH_FAILED_LOG).toBe("Something went wrong while fetching the publications");
  });
});

describe("contributing in Hindi", () => {
  const hindi = {
    collection_type: "2",
    title: "कृषि में कृत्रिम बुद्धिमत्ता: किसानों के लिए मौसम सलाह",
    summary: "छोटे किसानों तक एसएमएस से पहुँचने वाली एआई आधारित मौसम सलाह का अनुभव।",
    body: "पहला अनुच्छेद।\n\nदूसरा अनुच्छेद, जिसमें संयुक्ताक्षर (क्ष, त्र, ज्ञ) और मात्राएँ हैं।",
    source_url: "",
  };

  it("a Hindi reader is sent to the Hindi sign-in page, back to the Hindi form with the publish marker", async () => {
    const res = (await run(() => contribute.loader(routeArgs(get("/hi/user-contribution"), context())))) as Response;
    expect(res.headers.get("Location")).toBe("/hi/signin?redirectTo=%2Fhi%2Fuser-contribution&publish=true");
  });

  it("shows Hindi contributions in the Hindi My Uploads with a Hindi date", async () => {
    const user = await signedIn();
    await contributeThroughApi(user, hindi);
    const listed = unwrap<{ list: { items: Array<{ id: number; title: string; summary: string; created_label: string }> } }>(
      await loadUploads(routeArgs(get("/hi/posts/all?submitted=1", user.cookie), context()), "all"),
    );
    const [item] = listed.data.list.items;
    expect(item.title).toBe(hindi.title);
    expect(item.summary).toBe(hindi.summary);
    expect(item.created_label).toMatch(/^\d{1,2} [\u0900-\u097F]+ \d{4}$/);

    const trashed = (await run(() =>
      moveUpload(routeArgs(post("/hi/posts/all", { intent: "trash", id: String(item.id) }, user.cookie), context()), "all"),
    )) as Response;
    expect(trashed.headers.get("Location")).toBe(`/hi/posts/all?trashed=${item.id}`);
  });
});
