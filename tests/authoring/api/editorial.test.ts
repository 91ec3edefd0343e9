import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  AUTHORING_MESSAGES,
  AuthoringItemResponse,
  EditorialAuditResponse,
  EditorialItemResponse,
  EditorialQueueResponse,
  type AuthoringKind,
  type EditorialAction,
} from "../../../contract";
import { startAuthoringApi, submit, type AuthoringApi } from "./helpers";

let t: AuthoringApi;
let editor: Awaited<ReturnType<AuthoringApi["user"]>>;

beforeAll(async () => {
  t = await startAuthoringApi();
  editor = await t.user("editor", "Editor Ekta");
});
afterAll(async () => {
  await t?.close();
});

async function submitted(kind: AuthoringKind = "article", title = "Monsoon forecasting with AI", query = "") {
  const author = await t.user("user", "Ravi Kumar");
  const item = await t.create(author.token, kind, submit(kind, title), query);
  return { author, item };
}

async function decideOk(id: number, action: EditorialAction, note?: string) {
  const res = await t.decide(editor.token, id, action, note);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return AuthoringItemResponse.parse(res.body).data;
}

describe("who may decide", () => {
  it("a contributor calling editor endpoints is 403, anonymous 401", async () => {
    const { author, item } = await submitted();
    for (const [url, body] of [
      ["/api/editorial/queue", undefined],
      [`/api/editorial/items/${item.id}`, undefined],
      ["/api/editorial/audit", undefined],
      [`/api/editorial/items/${item.id}/decision`, { action: "approve" }],
    ] as const) {
      const method = body ? "POST" : "GET";
      const asAuthor = await t.call(method, url, body, author.token);
      expect(asAuthor.status, url).toBe(403);
      expect(asAuthor.body.message).toBe("You do not have permission to do this.");
      expect((await t.call(method, url, body)).status, url).toBe(401);
    }
    const read = await t.call("GET", `/api/web/authoring/article/${item.slug}`, undefined, author.token);
    expect(read.body.data.status).toBe("submitted");
  });

  it.each(["editor", "admin"] as const)("a %s may decide", async (role) => {
    const decider = await t.user(role);
    const { item } = await submitted();
    const res = await t.decide(decider.token, item.id, "start_review");
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe("in_review");
  });

  it("an editor moderates comments too", async () => {
    const res = await t.call("GET", "/api/moderation/comments", undefined, editor.token);
    expect(res.status).toBe(200);
  });
});

describe("status transitions", () => {
  /** Puts a fresh item into the status; answers it. */
  async function inStatus(status: string) {
    const { author, item } = await submitted();
    if (status === "in_review") await decideOk(item.id, "start_review");
    if (status === "published") await decideOk(item.id, "approve");
    if (status === "changes_requested") await decideOk(item.id, "request_changes", "Add sources.");
    if (status === "rejected") await decideOk(item.id, "reject", "Off topic.");
    if (status === "draft")
      await t.call("PUT", `/api/web/authoring/article/${item.slug}`, { title: "Back to draft", intent: "draft" }, author.token);
    if (status === "trashed") await t.call("POST", `/api/web/authoring/article/${item.slug}/trash`, {}, author.token);
    return { author, item };
  }

  const ALLOWED: Record<EditorialAction, string[]> = {
    start_review: ["submitted"],
    approve: ["submitted", "in_review"],
    request_changes: ["submitted", "in_review"],
    reject: ["submitted", "in_review"],
  };
  const TO: Record<EditorialAction, string> = {
    start_review: "in_review",
    approve: "published",
    request_changes: "changes_requested",
    reject: "rejected",
  };
  const STATUSES = ["draft", "submitted", "in_review", "changes_requested", "published", "rejected", "trashed"];

  for (const [action, allowed] of Object.entries(ALLOWED) as Array<[EditorialAction, string[]]>) {
    for (const from of STATUSES) {
      const ok = allowed.includes(from);
      it(`${action} from ${from} is ${ok ? "allowed" : "409"}`, async () => {
        const { item } = await inStatus(from);
        const res = await t.decide(editor.token, item.id, action, "A note for the contributor.");
        if (ok) {
          expect(res.status, JSON.stringify(res.body)).toBe(200);
          expect(res.body.data.status).toBe(TO[action]);
        } else {
          expect(res.status).toBe(409);
          expect(res.body.message).toBe(AUTHORING_MESSAGES.decisionNotAllowed);
        }
      });
    }
  }

  it("request_changes and reject need a note (422)", async () => {
    const { item } = await submitted();
    for (const action of ["request_changes", "reject"]) {
      const res = await t.decide(editor.token, item.id, action);
      expect(res.status).toBe(422);
      expect(res.body.errors.note).toEqual(["Write a note for the contributor"]);
    }
    expect((await t.decide(editor.token, item.id, "publish")).status).toBe(422);
    expect((await t.decide(editor.token, 987654, "approve")).status).toBe(404);
    expect((await t.call("GET", "/api/editorial/items/abc", undefined, editor.token)).status).toBe(422);
  });

  it("the contributor cannot edit an item in review (409) but can after changes are requested, and resubmits", async () => {
    const { author, item } = await submitted();
    await decideOk(item.id, "start_review");
    const url = `/api/web/authoring/article/${item.slug}`;
    const blocked = await t.call("PUT", url, submit("article", "Sneaky edit"), author.token);
    expect(blocked.status).toBe(409);
    expect(blocked.body.message).toBe(AUTHORING_MESSAGES.inReview);
    await decideOk(item.id, "request_changes", "Please cite the IMD data.");
    const seen = await t.call("GET", url, undefined, author.token);
    expect(seen.body.data).toMatchObject({ status: "changes_requested", review_note: "Please cite the IMD data." });
    const resubmitted = await t.call("PUT", url, submit("article", "Monsoon forecasting, with sources"), author.token);
    expect(resubmitted.body.data.status).toBe("submitted");
  });

  it("a rejected item cannot be edited, only trashed", async () => {
    const { author, item } = await inStatus("rejected");
    const url = `/api/web/authoring/article/${item.slug}`;
    expect((await t.call("PUT", url, submit("article", "Try again"), author.token)).status).toBe(409);
    expect((await t.call("POST", `${url}/trash`, {}, author.token)).body.data.status).toBe("trashed");
  });
});

describe("the queue, the item view and the audit log", () => {
  it("the queue lists submissions newest first with their authors, filtered by status and kind", async () => {
    const { item: older } = await submitted("video", "Earlier queue video");
    const { item: video } = await submitted("video", "Queue video");
    const res = await t.call("GET", "/api/editorial/queue?status=submitted&kind=video", undefined, editor.token);
    const queue = EditorialQueueResponse.parse(res.body).data;
    expect(queue.items.map((i) => i.id)).toContain(video.id);
    expect(queue.items.findIndex((i) => i.id === video.id)).toBeLessThan(queue.items.findIndex((i) => i.id === older.id));
    expect(queue.items.every((i) => i.kind === "video" && i.status === "submitted")).toBe(true);
    expect(queue.items.find((i) => i.id === video.id)?.author.name).toBe("Ravi Kumar");
    expect((await t.call("GET", "/api/editorial/queue?status=nonsense", undefined, editor.token)).status).toBe(422);
  });

  it("every step is in the audit log, with who, from, to and the note", async () => {
    const { author, item } = await submitted();
    await decideOk(item.id, "start_review");
    await decideOk(item.id, "request_changes", "Shorter summary, please.");
    await t.call("PUT", `/api/web/authoring/article/${item.slug}`, submit("article", "Monsoon, shorter"), author.token);
    await decideOk(item.id, "approve");
    const res = await t.call("GET", `/api/editorial/audit?item_id=${item.id}`, undefined, editor.token);
    const log = EditorialAuditResponse.parse(res.body).data.items.reverse();
    expect(log.map((e) => [e.action, e.from_status, e.to_status, e.actor?.id])).toEqual([
      ["submit", null, "submitted", author.id],
      ["start_review", "submitted", "in_review", editor.id],
      ["request_changes", "in_review", "changes_requested", editor.id],
      ["submit", "changes_requested", "submitted", author.id],
      ["approve", "submitted", "published", editor.id],
    ]);
    expect(log[2].note).toBe("Shorter summary, please.");
    const view = EditorialItemResponse.parse((await t.call("GET", `/api/editorial/items/${item.id}`, undefined, editor.token)).body).data;
    expect(view.history).toHaveLength(5);
    expect(view.author).toMatchObject({ name: "Ravi Kumar", email: author.email });
    expect(view.preview.title).toBe("Monsoon, shorter");
  });
});

describe("approval publishes", () => {
  it("an approved article is in its listing, its detail page, search and the sitemap", async () => {
    const { item } = await submitted("article", "Paddy yield estimation from satellites");
    const published = await decideOk(item.id, "approve");
    expect(published.published_url).toBe("/article/paddy-yield-estimation-from-satellites");
    const listing = await t.api.get("/api/web/collections?type=2");
    expect(listing.body.data.items.map((i: { slug: string }) => i.slug)).toContain("paddy-yield-estimation-from-satellites");
    const detail = await t.api.get("/api/web/collections/2/paddy-yield-estimation-from-satellites");
    expect(detail.status).toBe(200);
    expect(detail.body.data.item).toMatchObject({
      title: "Paddy yield estimation from satellites",
      excerpt: "A short summary of Paddy yield estimation from satellites.",
    });
    expect(detail.body.data.item.body).toContain("<strong>Markdown</strong>");
    expect(detail.body.data.item.tags.map((tag: { name: string }) => tag.name).sort()).toEqual(["agritech", "open data"]);
    const search = await t.api.post("/api/web/search/result", { searchText: "paddy satellites" });
    expect(search.status).toBe(200);
    expect(JSON.stringify(search.body)).toContain("paddy-yield-estimation-from-satellites");
    const sitemap = await t.api.get("/api/web/sitemap");
    expect(sitemap.body.data).toContainEqual(
      expect.objectContaining({ collection_type: 2, slug: "paddy-yield-estimation-from-satellites" }),
    );
  });

  it("an article written in Hindi is published as Hindi (its cards and page say lang hi), one in English as English", async () => {
    const author = await t.user("user", "Meera Iyer");
    const hindi = await t.create(author.token, "article", {
      ...submit("article", "धान की पैदावार का अनुमान"),
      summary: "उपग्रह चित्रों से ज़िलेवार अनुमान।",
      body: "## तरीका\n\nबारह ज़िलों के आँकड़े, तीन मॉडल (NDVI)।",
    });
    const published = await decideOk(hindi.id, "approve");
    const slug = published.published_url!.split("/").pop();
    const detail = await t.api.get(`/api/web/collections/2/${slug}`);
    expect(detail.body.data.item).toMatchObject({ title: "धान की पैदावार का अनुमान", lang: "hi" });
    const listing = await t.api.get("/api/web/collections?type=2");
    expect(listing.body.data.items.find((i: { slug: string }) => i.slug === slug)).toMatchObject({ lang: "hi" });
    const english = await t.api.get("/api/web/collections/2/paddy-yield-estimation-from-satellites");
    expect(english.body.data.item.lang).toBe("en");
  });

  it("an approved event and video keep their attributes on the detail page", async () => {
    const { item: event } = await submitted("event", "Agri AI field day");
    await decideOk(event.id, "approve");
    const e = await t.api.get("/api/web/collections/11/agri-ai-field-day");
    expect(e.body.data.item.attributes).toMatchObject({
      event_start: "2027-03-15T09:30:00+05:30",
      venue: "Sample Hall, Bengaluru",
      registration_url: "https://example.org/register",
    });
    const { item: video } = await submitted("video", "Speech models explained");
    await decideOk(video.id, "approve");
    const v = await t.api.get("/api/web/collections/5/speech-models-explained");
    expect(v.body.data.item.attributes).toMatchObject({
      video_url: "https://www.youtube.com/watch?v=abc123",
      video_duration_seconds: 245,
      transcript: "Hello and welcome.",
    });
  });

  it("editing a published item keeps the published version online until it is approved again", async () => {
    const { author, item } = await submitted("article", "Weather stations network");
    await decideOk(item.id, "approve");
    const url = `/api/web/authoring/article/${item.slug}`;
    const edited = await t.call(
      "PUT",
      url,
      { ...submit("article", "Weather stations network"), summary: "A better summary." },
      author.token,
    );
    expect(edited.body.data).toMatchObject({ status: "submitted", published_url: "/article/weather-stations-network" });
    const before = await t.api.get("/api/web/collections/2/weather-stations-network");
    expect(before.body.data.item.excerpt).toBe("A short summary of Weather stations network.");
    await decideOk(item.id, "approve");
    const after = await t.api.get("/api/web/collections/2/weather-stations-network");
    expect(after.body.data.item.excerpt).toBe("A better summary.");
    expect(after.body.data.item.published_at).toBe(before.body.data.item.published_at);
  });

  it("an item whose slug is taken in collections gets a free one", async () => {
    const first = await submitted("investment-fund", "Seed fund for health");
    const second = await submitted("investor", "Seed fund for health");
    expect((await decideOk(first.item.id, "approve")).published_url).toBe("/investment-fund/seed-fund-for-health");
    expect((await decideOk(second.item.id, "approve")).published_url).toBe("/investment-fund/seed-fund-for-health-2");
  });

  it("trashing a published item takes it offline; restoring brings it back", async () => {
    const { author, item } = await submitted("article", "Offline and back");
    await decideOk(item.id, "approve");
    const url = `/api/web/authoring/article/${item.slug}`;
    await t.call("POST", `${url}/trash`, {}, author.token);
    expect((await t.api.get("/api/web/collections/2/offline-and-back")).status).toBe(404);
    const restored = await t.call("POST", `${url}/restore`, {}, author.token);
    expect(restored.body.data).toMatchObject({ status: "published", published_url: "/article/offline-and-back" });
    expect((await t.api.get("/api/web/collections/2/offline-and-back")).status).toBe(200);
  });

  it("trashing a published item from My Uploads takes it offline too; restoring brings it back", async () => {
    const { author, item } = await submitted("article", "Trashed from my uploads");
    await decideOk(item.id, "approve");
    const page = "/api/web/collections/2/trashed-from-my-uploads";
    const listed = async () => (await t.api.get("/api/web/collections?type=2")).body.data.items.map((i: { slug: string }) => i.slug);
    expect(await listed()).toContain("trashed-from-my-uploads");
    const trashed = await t.call("POST", `/api/web/user/contribution/${item.id}/trash`, {}, author.token);
    expect(trashed.body.data.status).toBe("trashed");
    expect((await t.api.get(page)).status).toBe(404);
    expect(await listed()).not.toContain("trashed-from-my-uploads");
    const restored = await t.call("POST", `/api/web/user/contribution/${item.id}/restore`, {}, author.token);
    expect(restored.body.data.status).toBe("published");
    expect((await t.api.get(page)).status).toBe(200);
  });
});

describe("decision e-mails", () => {
  it("the contributor is mailed at each decision, with the editor's note and a link", async () => {
    const { author, item } = await submitted("article", "Mail me the decision");
    await decideOk(item.id, "request_changes", "Add a chart.");
    const mail = await t.mailed(() => t.mails().find((m) => m.to === author.email && m.subject.startsWith("Changes requested")));
    expect(mail.subject).toBe("Changes requested: Mail me the decision");
    expect(mail.text).toContain("Add a chart.");
    expect(mail.text).toContain(`http://portal.test/posts/articles/${item.slug}`);
    await t.call("PUT", `/api/web/authoring/article/${item.slug}`, submit("article", "Mail me the decision"), author.token);
    await decideOk(item.id, "approve");
    const approved = await t.mailed(() => t.mails().find((m) => m.to === author.email && m.subject.startsWith("Published")));
    expect(approved.text).toContain("http://portal.test/article/mail-me-the-decision");
  });

  it("an item written in Hindi gets its decision in Hindi, whatever the editor's language", async () => {
    const { author, item } = await submitted("event", "कृषि एआई दिवस", "?lang=hi");
    const res = await t.call(
      "POST",
      `/api/editorial/items/${item.id}/decision?lang=en`,
      { action: "reject", note: "विषय से बाहर।" },
      editor.token,
    );
    expect(res.status).toBe(200);
    const mail = await t.mailed(() => t.mails().find((m) => m.to === author.email));
    expect(mail.subject).toBe("स्वीकार नहीं हुआ: कृषि एआई दिवस");
    expect(mail.text).toContain("नमस्ते Ravi Kumar,");
    expect(mail.text).toContain("विषय से बाहर।");
    expect(mail.text).toContain(`http://portal.test/hi/pages/events/${item.slug}`);
  });

  it("a contribution sent through the first contribution call is decided like any item, mailed in its language", async () => {
    const author = await t.user("user", "Meera");
    const sent = await t.call(
      "POST",
      "/api/web/user/contribution?lang=hi",
      {
        collection_type: 3,
        title: "ज़िला स्तर पर एआई",
        summary: "सारांश",
        body: "पाठ",
      },
      author.token,
    );
    expect(sent.status).toBe(201);
    const queued = EditorialQueueResponse.parse((await t.call("GET", "/api/editorial/queue", undefined, editor.token)).body).data.items;
    const item = queued.find((i) => i.id === sent.body.data.id);
    expect(item).toMatchObject({ kind: "article", status: "submitted" });
    const published = await decideOk(sent.body.data.id, "approve");
    expect(published.published_url).toMatch(/^\/news\//);
    expect((await t.api.get(`/api/web/collections/3/${published.published_url!.slice("/news/".length)}`)).status).toBe(200);
    const mail = await t.mailed(() => t.mails().find((m) => m.to === author.email));
    expect(mail.subject).toBe("प्रकाशित: ज़िला स्तर पर एआई");
  });

  it("starting a review mails no one", async () => {
    const { author, item } = await submitted("article", "Quiet review");
    await decideOk(item.id, "start_review");
    await decideOk(item.id, "reject", "Duplicate.");
    await t.mailed(() => t.mails().find((m) => m.to === author.email));
    await t.api.settle();
    expect(t.mails().filter((m) => m.to === author.email)).toHaveLength(1);
  });
});
