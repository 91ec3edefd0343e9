import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../api/harness";
import { loadContext, routeArgs } from "../support/load-context";
import { get, post, run, signedIn as signIn } from "../support/portal-requests";

process.env.SESSION_SECRET ??= "test-secret-for-saved-search-tests";

/**
 * The saved-search action (/saved-searches) and /profile's list against the real API on a fresh
 * database, through real requests with a real session cookie.
 */
const savedSearches = await import("~/routes/saved-searches");
const profile = await import("~/routes/profile");

let api: TestApi;
const context = () => loadContext(api.baseUrl, { upstreamTimeoutMs: 3000 });
const signedIn = () => signIn(api, "Alert Tester", () => "alerts@example.test");

beforeAll(async () => {
  api = await startTestApi({ seed: false });
});
afterAll(async () => {
  await api?.close();
});

const act = (path: string, fields: Record<string, string>, cookie?: string) =>
  run(() => savedSearches.action(routeArgs(post(path, fields, cookie), context())));

type Failed = { data: { result: { error?: Record<string, string[]> } }; init?: { status?: number } };

async function profileData(cookie: string, query = "") {
  return (await profile.loader(routeArgs(get(`/profile${query}`, cookie), context()))) as Awaited<ReturnType<typeof profile.loader>>;
}

const queryData = JSON.stringify({ searchText: "crop insurance", collectionTypes: [2] });

describe("saving a search from the results page", () => {
  it("an anonymous visitor is sent to sign in and back to the results", async () => {
    const res = (await act("/saved-searches", {
      intent: "create",
      queryData,
      name: "",
      alert: "daily",
      returnTo: "/search?queryData=%7B%7D",
    })) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/signin?redirectTo=${encodeURIComponent("/search?queryData=%7B%7D")}`);
  });

  it("a Hindi visitor is sent to the Hindi sign-in, and a foreign return address is dropped", async () => {
    const res = (await act("/hi/saved-searches", {
      intent: "create",
      queryData,
      alert: "none",
      returnTo: "https://evil.example/",
    })) as Response;
    expect(res.headers.get("Location")).toBe(`/hi/signin?redirectTo=${encodeURIComponent("/hi/search")}`);
  });

  it("a signed-in user saves it named after the search, with daily alerts, and sees it on /profile", async () => {
    const { cookie } = await signedIn();
    const res = (await act(
      "/saved-searches",
      { intent: "create", queryData, name: "", alert: "daily", returnTo: "/search" },
      cookie,
    )) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/profile?alerts=created#saved-searches");
    const page = await profileData(cookie, "?alerts=created");
    expect(page.alertNotice).toBe("created");
    expect(page.savedSearches).toMatchObject([
      { name: "crop insurance", alert: "daily", lang: "en", queryData: { searchText: "crop insurance", collectionTypes: [2] } },
    ]);
  });

  it("saved from a Hindi page, the search remembers Hindi and the redirect stays in Hindi", async () => {
    const { cookie } = await signedIn();
    const res = (await act("/hi/saved-searches", { intent: "create", queryData, name: "फसल बीमा", alert: "weekly" }, cookie)) as Response;
    expect(res.headers.get("Location")).toBe("/hi/profile?alerts=created#saved-searches");
    const [saved] = (await profileData(cookie)).savedSearches ?? [];
    expect(saved).toMatchObject({ name: "फसल बीमा", alert: "weekly", lang: "hi" });
  });

  it("a broken queryData or alert is refused with a 400 and a message by each field", async () => {
    const { cookie } = await signedIn();
    const res = (await act(
      "/saved-searches",
      { intent: "create", queryData: "{not json", name: "x".repeat(121), alert: "hourly" },
      cookie,
    )) as Failed;
    expect(res.init?.status).toBe(400);
    expect(res.data.result.error).toMatchObject({
      queryData: ["alerts.error.query"],
      name: ["alerts.error.name"],
      alert: ["alerts.error.alert"],
    });
  });
});

describe("changing and deleting saved searches on /profile", () => {
  it("turns alerts on and renames, then deletes", async () => {
    const { cookie } = await signedIn();
    await act("/saved-searches", { intent: "create", queryData, name: "Crops", alert: "none" }, cookie);
    const [saved] = (await profileData(cookie)).savedSearches ?? [];
    const updated = (await act(
      "/saved-searches",
      { intent: "update", id: String(saved.id), name: "Crop insurance news", alert: "daily" },
      cookie,
    )) as Response;
    expect(updated.headers.get("Location")).toBe("/profile?alerts=updated#saved-searches");
    expect((await profileData(cookie)).savedSearches).toMatchObject([{ id: saved.id, name: "Crop insurance news", alert: "daily" }]);
    const deleted = (await act("/saved-searches", { intent: "delete", id: String(saved.id) }, cookie)) as Response;
    expect(deleted.headers.get("Location")).toBe("/profile?alerts=deleted#saved-searches");
    expect((await profileData(cookie)).savedSearches).toEqual([]);
  });

  it("an empty name is refused, and someone else's search is 'no longer exists'", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    await act("/saved-searches", { intent: "create", queryData, name: "Mine", alert: "none" }, owner.cookie);
    const [saved] = (await profileData(owner.cookie)).savedSearches ?? [];
    const empty = (await act(
      "/saved-searches",
      { intent: "update", id: String(saved.id), name: "  ", alert: "daily" },
      owner.cookie,
    )) as Failed;
    expect(empty.init?.status).toBe(400);
    expect(empty.data.result.error?.name).toEqual(["alerts.error.name"]);
    const foreign = (await act("/saved-searches", { intent: "delete", id: String(saved.id) }, other.cookie)) as Failed;
    expect(foreign.init?.status).toBe(400);
    expect(foreign.data.result.error?.[""]).toEqual(["alerts.error.gone"]);
    expect((await profileData(owner.cookie)).savedSearches).toHaveLength(1);
  });

  it("an unknown intent is a 400, not a 500", async () => {
    const { cookie } = await signedIn();
    const res = (await act("/saved-searches", { intent: "explode" }, cookie)) as Failed;
    expect(res.init?.status).toBe(400);
  });
});
