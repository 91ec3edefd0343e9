import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../api/harness";
import { loadContext, routeArgs } from "../../support/load-context";
import { get, multipartPost, run, signedIn as signIn } from "../../support/portal-requests";

process.env.SESSION_SECRET ??= "test-secret-for-authoring-portal-tests";

/**
 * The authoring forms' loader and action (/posts/{kind}, /pages/{kind}) against the real API on
 * a fresh database, through real requests with a real session cookie.
 */
const editor = await import("~/authoring/routes/editor");
const myPages = await import("~/routes/pages.all");
const pagesTrash = await import("~/routes/pages.trash");

let api: TestApi;
const context = () => loadContext(api.baseUrl);
const signedIn = (name = "Author Tester") => signIn(api, name, (id) => `author${id}@example.test`);

beforeAll(async () => {
  api = await startTestApi({ seed: false, recaptchaSecret: "" });
});
afterAll(async () => {
  await api?.close();
});

interface Answer {
  data: {
    result: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> };
    values: Record<string, unknown>;
    preview?: { title: string; body: string };
    saved?: { slug: string };
  };
  init?: { status?: number } | null;
}

const params = (kind: string, slug?: string) => (slug ? { kind, slug } : { kind });
const act = (path: string, kind: string, fields: Record<string, string | string[] | File>, cookie?: string, slug?: string) =>
  run(() => editor.action(routeArgs(multipartPost(path, fields, cookie), context(), params(kind, slug))));
const load = (path: string, kind: string, cookie?: string, slug?: string) =>
  run(() => editor.loader(routeArgs(get(path, cookie), context(), params(kind, slug))));

const article = {
  title: "Monsoon forecasts for small farms",
  summary: "How district offices send AI weather advice by SMS.",
  body: "## What changed\n\nFarmers get a **daily** message.",
  tags: "agriculture, weather",
  sector: "agriculture",
  source_url: "https://example.org/monsoon",
};

function slugOf(res: unknown): string {
  const location = (res as Response).headers.get("Location") ?? "";
  const match = /^\/posts\/articles\/([a-z0-9-]+)\?saved=/.exec(location);
  if (!match) throw new Error(`not a redirect to the saved item: ${location}`);
  return match[1];
}

describe("an anonymous visitor", () => {
  it("is sent to sign-in, and back to the same form with the publish marker", async () => {
    const res = (await load("/posts/articles", "articles")) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/signin?redirectTo=%2Fposts%2Farticles&publish=true");
    const hindi = (await load("/hi/pages/events", "events")) as Response;
    expect(hindi.headers.get("Location")).toBe("/hi/signin?redirectTo=%2Fhi%2Fpages%2Fevents&publish=true");
  });
});

describe("the form of a kind", () => {
  it("is generated from the contract's schema: an article has its sector and source, an event its dates", async () => {
    const { cookie } = await signedIn();
    const articleForm = (await load("/posts/articles", "articles", cookie)) as {
      fields: Array<{ name: string; control: string; required: boolean }>;
    };
    const byName = Object.fromEntries(articleForm.fields.map((f) => [f.name, f]));
    expect(byName.title).toMatchObject({ control: "text", required: true });
    expect(byName.body).toMatchObject({ control: "markdown", required: true });
    expect(byName.sector.control).toBe("select");
    expect(byName.source_url).toMatchObject({ control: "url", required: false });
    expect(byName.image_id.control).toBe("image");
    const eventForm = (await load("/pages/events", "events", cookie)) as { fields: Array<{ name: string; control: string }> };
    expect(eventForm.fields.filter((f) => f.control === "date").map((f) => f.name)).toEqual(["start_date", "end_date"]);
    const startup = (await load("/pages/startup", "startup", cookie)) as { fields: Array<{ name: string; control: string }> };
    expect(startup.fields.find((f) => f.name === "sectors")?.control).toBe("checkboxes");
  });

  it("answers 404 for a kind that does not exist, or one of the other group", async () => {
    const { cookie } = await signedIn();
    expect(((await load("/posts/poems", "poems", cookie)) as Response).status).toBe(404);
    expect(((await load("/posts/events", "events", cookie)) as Response).status).toBe(404);
  });
});

describe("writing an article", () => {
  it("a draft needs only its title, is saved, and the contributor lands on its edit form", async () => {
    const user = await signedIn();
    const res = await act("/posts/articles", "articles", { title: "Only a title so far", intent: "draft" }, user.cookie);
    const slug = slugOf(res);
    expect((res as Response).headers.get("Location")).toBe(`/posts/articles/${slug}?saved=draft`);
    const form = (await load(`/posts/articles/${slug}?saved=draft`, "articles", user.cookie, slug)) as {
      item: { status: string };
      values: Record<string, unknown>;
      saved: string;
    };
    expect(form.item.status).toBe("draft");
    expect(form.values.title).toBe("Only a title so far");
    expect(form.saved).toBe("draft");
  });

  it("submitting with missing fields answers 400 with a message per field and keeps what was typed", async () => {
    const user = await signedIn();
    const res = (await act(
      "/posts/articles",
      "articles",
      { title: "A title", summary: "", body: "Typed body", intent: "submit" },
      user.cookie,
    )) as unknown as Answer;
    expect(res.init?.status).toBe(400);
    expect(Object.keys(res.data.result.error ?? {}).sort()).toEqual(["sector", "summary"]);
    // The contract's "Enter a summary", as a reference the page shows in its language.
    expect(res.data.result.error?.summary).toEqual(["contributions.error.summaryRequired"]);
    expect(res.data.values).toMatchObject({ title: "A title", body: "Typed body" });
  });

  it("previews the item rendered as its detail page would show it, saving nothing", async () => {
    const user = await signedIn();
    const res = (await act(
      "/posts/articles",
      "articles",
      { ...article, body: "Safe **text**<script>alert(1)</script>", intent: "preview" },
      user.cookie,
    )) as unknown as Answer;
    expect(res.init?.status).toBe(200);
    expect(res.data.preview?.title).toBe(article.title);
    expect(res.data.preview?.body).toContain("<strong>text</strong>");
    expect(res.data.preview?.body).not.toContain("<script");
    expect(res.data.values.title).toBe(article.title);
    const listed = await api.get("/api/web/authoring?group=posts", { token: user.token });
    expect(listed.body.data.total).toBe(0);
  });

  it("submits a whole article for review, and its status says so", async () => {
    const user = await signedIn();
    const slug = slugOf(await act("/posts/articles", "articles", { ...article, intent: "submit" }, user.cookie));
    const form = (await load(`/posts/articles/${slug}`, "articles", user.cookie, slug)) as {
      item: { status: string };
      values: Record<string, unknown>;
    };
    expect(form.item.status).toBe("submitted");
    expect(form.values).toMatchObject({ title: article.title, sector: "agriculture", tags: "agriculture, weather" });
  });

  it("autosave answers with the slug instead of a redirect, and later saves edit that same item", async () => {
    const user = await signedIn();
    const first = (await act(
      "/posts/articles",
      "articles",
      { title: "Typed so far", intent: "draft", autosave: "1" },
      user.cookie,
    )) as unknown as Answer;
    expect(first.init?.status).toBe(200);
    const slug = first.data.saved!.slug;
    const second = (await act(
      "/posts/articles",
      "articles",
      { title: "Typed a little more", slug, intent: "draft", autosave: "1" },
      user.cookie,
    )) as unknown as Answer;
    expect(second.data.saved?.slug).toBe(slug);
    const listed = await api.get("/api/web/authoring?group=posts", { token: user.token });
    expect(listed.body.data.items.map((i: { fields: { title: string } }) => i.fields.title)).toEqual(["Typed a little more"]);
  });

  it("edits its own item, and someone else's is a 404 to read and to write", async () => {
    const owner = await signedIn("Owner");
    const other = await signedIn("Someone Else");
    const slug = slugOf(await act("/posts/articles", "articles", { title: "Mine", intent: "draft" }, owner.cookie));
    const edited = await act(`/posts/articles/${slug}`, "articles", { title: "Mine, edited", intent: "draft" }, owner.cookie, slug);
    expect((edited as Response).headers.get("Location")).toBe(`/posts/articles/${slug}?saved=draft`);
    expect(((await load(`/posts/articles/${slug}`, "articles", other.cookie, slug)) as Response).status).toBe(404);
    expect(
      ((await act(`/posts/articles/${slug}`, "articles", { title: "Taken over", intent: "draft" }, other.cookie, slug)) as Response).status,
    ).toBe(404);
    const form = (await load(`/posts/articles/${slug}`, "articles", owner.cookie, slug)) as { values: Record<string, unknown> };
    expect(form.values.title).toBe("Mine, edited");
  });

  it("moves its own item to the trash and restores it", async () => {
    const user = await signedIn();
    const slug = slugOf(await act("/posts/articles", "articles", { title: "To be trashed", intent: "draft" }, user.cookie));
    const trashed = (await act(`/posts/articles/${slug}`, "articles", { intent: "trash" }, user.cookie, slug)) as Response;
    expect(trashed.headers.get("Location")).toBe(`/posts/trash?trashed=${slug}`);
    const restored = (await act(`/posts/articles/${slug}`, "articles", { intent: "restore" }, user.cookie, slug)) as Response;
    expect(restored.headers.get("Location")).toBe(`/posts/articles/${slug}?restored=1`);
    const form = (await load(`/posts/articles/${slug}`, "articles", user.cookie, slug)) as { item: { status: string } };
    expect(form.item.status).toBe("draft");
  });

  it("refuses a filled honeypot with the form again and stores nothing", async () => {
    const user = await signedIn();
    const res = (await act(
      "/posts/articles",
      "articles",
      { ...article, intent: "submit", homepage: "spam" },
      user.cookie,
    )) as unknown as Answer;
    expect(res.init?.status).toBe(400);
    expect(res.data.result.error?.[""]).toEqual(["form.honeypotFilled"]);
    expect(res.data.values.title).toBe(article.title);
    const listed = await api.get("/api/web/authoring?group=posts", { token: user.token });
    expect(listed.body.data.total).toBe(0);
  });
});

describe("pages and events", () => {
  it("an event needs a venue or an online link, and an end after its start", async () => {
    const user = await signedIn();
    const event = {
      title: "AI for district officers",
      summary: "A one-day workshop.",
      body: "Agenda to follow.",
      organiser: "IndiaAI",
      start_date: "2027-03-15",
      start_time: "10:00",
      end_date: "2027-03-15",
      end_time: "09:00",
      intent: "submit",
    };
    const res = (await act("/pages/events", "events", event, user.cookie)) as unknown as Answer;
    expect(res.init?.status).toBe(400);
    expect(res.data.result.error?.end_date).toEqual(["authoring.error.endBeforeStart"]); // "The end must be after the start"
    expect(res.data.result.error?.venue).toEqual(["authoring.error.venueOrOnline"]); // "Enter a venue or an online link"
    const fixed = (await act(
      "/pages/events",
      "events",
      { ...event, end_time: "17:00", venue: "Vigyan Bhawan, New Delhi" },
      user.cookie,
    )) as Response;
    expect(fixed.headers.get("Location")).toMatch(/^\/pages\/events\/[a-z0-9-]+\?saved=submitted$/);
  });

  it("a startup page takes several sectors from repeated checkboxes and a Hindi name", async () => {
    const user = await signedIn();
    const startup = {
      title: "कृषि मित्र एआई",
      summary: "किसानों के लिए फ़सल सलाह।",
      body: "हम छोटे किसानों के साथ काम करते हैं।",
      state: "Karnataka",
      city: "Bengaluru",
      website: "https://example.org",
      sectors: ["agriculture", "climate"],
      startup_stage: "early",
      founded_year: "2021",
      intent: "submit",
    };
    const res = (await act("/hi/pages/startup", "startup", startup, user.cookie)) as Response;
    expect(res.headers.get("Location")).toMatch(/^\/hi\/pages\/startup\/[a-z0-9-]+\?saved=submitted$/);
    const listed = await api.get("/api/web/authoring?group=pages", { token: user.token });
    expect(listed.body.data.items[0].fields).toMatchObject({
      title: startup.title,
      sectors: ["agriculture", "climate"],
      founded_year: 2021,
    });
  });
});

describe("writing in Hindi", () => {
  it("counts a Hindi title's length in characters: 200 Devanagari characters are allowed, 201 are not", async () => {
    const { cookie } = await signedIn();
    const at = "क".repeat(200);
    const ok = (await act("/hi/posts/articles", "articles", { title: at, intent: "draft" }, cookie)) as Response;
    expect(ok.headers.get("Location")).toMatch(/^\/hi\/posts\/articles\/[a-z0-9-]+\?saved=draft$/);
    const over = (await act("/hi/posts/articles", "articles", { title: `${at}क`, intent: "draft" }, cookie)) as unknown as Answer;
    expect(over.init?.status).toBe(400);
    expect(Object.keys(over.data.result.error ?? {})).toEqual(["title"]);
  });
});

describe("the item's status as the contributor sees it", () => {
  async function editor() {
    const user = await api.createUser({ name: "Desk Editor" });
    await api.db.updateTable("users").set({ role: "editor" }).where("id", "=", user.id).execute();
    return user;
  }
  const decide = (token: string, id: number, action: string, note?: string) =>
    fetch(`${api.baseUrl}/api/editorial/items/${id}/decision`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
      body: JSON.stringify({ action, ...(note ? { note } : {}) }),
    });

  it("shows the editor's note when changes are requested, and the published page's link once approved", async () => {
    const author = await signedIn();
    const desk = await editor();
    const slug = slugOf(await act("/posts/articles", "articles", { ...article, intent: "submit" }, author.cookie));
    const [row] = (await api.get("/api/web/authoring?group=posts", { token: author.token })).body.data.items;
    expect((await decide(desk.token, row.id, "request_changes", "Please cite the IMD bulletin.")).status).toBe(200);

    const asked = (await load(`/posts/articles/${slug}`, "articles", author.cookie, slug)) as {
      item: { status: string; review_note: string | null; published_url: string | null };
    };
    expect(asked.item).toMatchObject({ status: "changes_requested", review_note: "Please cite the IMD bulletin.", published_url: null });

    await act(
      `/posts/articles/${slug}`,
      "articles",
      { ...article, body: "Now citing the IMD bulletin.", intent: "submit" },
      author.cookie,
      slug,
    );
    expect((await decide(desk.token, row.id, "approve")).status).toBe(200);
    const published = (await load(`/posts/articles/${slug}`, "articles", author.cookie, slug)) as {
      item: { status: string; published_url: string | null };
    };
    expect(published.item.status).toBe("published");
    expect(published.item.published_url).toMatch(/^\/article\/[a-z0-9-]+$/);
  });
});

describe("the pages the user manages (/pages/all, /pages/trash)", () => {
  it("lists own organisation pages and events with a link to each form, and the trashed ones in the trash", async () => {
    const user = await signedIn();
    const other = await signedIn("Other Author");
    const slug = slugOf(
      (await act("/posts/articles", "articles", { title: "A post, not a page", intent: "draft" }, user.cookie)) as Response,
    );
    expect(slug).toBeTruthy();
    const created = (await act(
      "/pages/college",
      "college",
      { title: "Government College of AI", intent: "draft" },
      user.cookie,
    )) as Response;
    const collegeSlug = /\/pages\/college\/([a-z0-9-]+)\?/.exec(created.headers.get("Location") ?? "")![1];
    await act("/pages/events", "events", { title: "Someone else's event", intent: "draft" }, other.cookie);

    type Listed = { data: { group: string; list: { items: Array<{ title: string; edit_path: string; status: string }> } } };
    const listed = (await myPages.loader(routeArgs(get("/pages/all", user.cookie), context()))) as unknown as Listed;
    expect(listed.data.group).toBe("pages");
    expect(listed.data.list.items).toEqual([
      expect.objectContaining({ title: "Government College of AI", edit_path: `/pages/college/${collegeSlug}`, status: "draft" }),
    ]);

    await act(`/pages/college/${collegeSlug}`, "college", { intent: "trash" }, user.cookie, collegeSlug);
    const trash = (await pagesTrash.loader(routeArgs(get("/pages/trash", user.cookie), context()))) as unknown as Listed;
    expect(trash.data.list.items.map((i) => i.title)).toEqual(["Government College of AI"]);
    const anonymous = (await run(() => myPages.loader(routeArgs(get("/pages/all"), context())))) as Response;
    expect(anonymous.headers.get("Location")).toBe("/signin?redirectTo=%2Fpages%2Fall");
  });
});
