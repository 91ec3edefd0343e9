import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  AUTHORING_KIND_IDS,
  AUTHORING_KINDS,
  AUTHORING_MESSAGES,
  AUTHORING_SCHEMAS,
  AuthoringListResponse,
  AuthoringPreviewResponse,
  PublicationListResponse,
} from "../../../contract";
import { startAuthoringApi, submit, VALID, type AuthoringApi } from "./helpers";

let t: AuthoringApi;

beforeAll(async () => {
  t = await startAuthoringApi();
});
afterAll(async () => {
  await t?.close();
});

describe("a contributor writes posts and pages", () => {
  it.each(AUTHORING_KIND_IDS)("a complete %s can be submitted and read back as stored", async (kind) => {
    const { token } = await t.user();
    const item = await t.create(token, kind, submit(kind, `A ${kind} about crops`));
    expect(item).toMatchObject({ kind, group: AUTHORING_KINDS[kind].group, status: "submitted", published_url: null, review_note: null });
    expect(item.slug).toMatch(/^a-.*-about-crops/);
    expect(item.submitted_at).not.toBeNull();
    expect(item.fields.tags).toEqual(["agritech", "open data"]);
    expect(item.body_html).toContain("<strong>Markdown</strong>");
    const read = await t.call("GET", `/api/web/authoring/${kind}/${item.slug}`, undefined, token);
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual(item);
  });

  it("a draft needs only a title, and blank fields are left out", async () => {
    const { token } = await t.user();
    const item = await t.create(token, "event", { title: "Half-written event", summary: "", venue: "  ", intent: "draft" });
    expect(item.status).toBe("draft");
    expect(item.submitted_at).toBeNull();
    expect(item.fields).toEqual({ title: "Half-written event" });
  });

  it("submitting an incomplete item is refused field by field, with the contract's messages", async () => {
    const { token } = await t.user();
    const res = await t.call(
      "POST",
      "/api/web/authoring/video",
      { title: "Talk", video_url: "https://evil.example/v", duration: "four minutes", intent: "submit" },
      token,
    );
    expect(res.status).toBe(422);
    expect(res.body.errors.summary).toEqual([AUTHORING_MESSAGES.summaryRequired]);
    expect(res.body.errors.video_url).toEqual([AUTHORING_MESSAGES.videoHost]);
    expect(res.body.errors.duration).toEqual([AUTHORING_MESSAGES.durationFormat]);
  });

  it("a video's duration is stored in seconds", async () => {
    const { token } = await t.user();
    const item = await t.create(token, "video", { ...submit("video", "Long talk"), duration: "1:02:30" });
    expect(item.fields.duration).toBe(3750);
  });

  it("an event must end after it starts and needs a venue or an online link", async () => {
    const { token } = await t.user();
    const { venue: _venue, ...noVenue } = submit("event", "Backwards");
    const res = await t.call("POST", "/api/web/authoring/event", { ...noVenue, end_time: "08:00" }, token);
    expect(res.status).toBe(422);
    expect(res.body.errors.end_date).toEqual([AUTHORING_MESSAGES.endBeforeStart]);
    expect(res.body.errors.venue).toEqual([AUTHORING_MESSAGES.venueOrOnline]);
  });

  it("an image needs its description", async () => {
    const { token } = await t.user();
    const res = await t.call(
      "POST",
      "/api/web/authoring/article",
      { ...submit("article", "Pictured"), image_id: "3f1c8a4e-1b2c-4d3e-8f9a-0b1c2d3e4f50" },
      token,
    );
    expect(res.status).toBe(422);
    expect(res.body.errors.image_alt).toEqual([AUTHORING_MESSAGES.imageAltRequired]);
  });

  it("an item may carry only its contributor's own uploads, of the right kind (a purge deletes its files)", async () => {
    const owner = await t.user();
    const other = await t.user();
    const image = "5a1c8a4e-1b2c-4d3e-8f9a-0b1c2d3e4f51";
    await t.api.db
      .insertInto("media")
      .values({
        id: image,
        owner_id: owner.id,
        kind: "image",
        mime: "image/png",
        width: 10,
        height: 10,
        bytes: 1,
        original_name: "a.png",
        created_at: new Date().toISOString(),
      })
      .execute();
    const fields = { ...submit("article", "Borrowed picture"), image_id: image, image_alt: "A chart" };
    const borrowed = await t.call("POST", "/api/web/authoring/article", fields, other.token);
    expect(borrowed.status).toBe(422);
    expect(borrowed.body.errors.image_id).toEqual([AUTHORING_MESSAGES.imageId]);
    const asPdf = await t.call(
      "POST",
      "/api/web/authoring/research-report",
      { ...submit("research-report", "Not a PDF"), pdf_id: image },
      owner.token,
    );
    expect(asPdf.body.errors.pdf_id).toEqual([AUTHORING_MESSAGES.pdfId]);
    expect((await t.call("POST", "/api/web/authoring/article", fields, owner.token)).status).toBe(201);
  });

  it("script in Markdown is rendered inert", async () => {
    const { token } = await t.user();
    const body = "<script>alert(1)</script>\n\n[click](javascript:alert(2)) <img src=x onerror=alert(3)>\n\nSee https://example.org";
    const item = await t.create(token, "article", { ...submit("article", "Sneaky"), body });
    expect(item.body_html).not.toMatch(/<script|<img|href="javascript/i);
    expect(item.body_html).toContain("&lt;script&gt;");
    expect(item.body_html).toContain('<a href="https://example.org">');
    const preview = await t.call("POST", "/api/web/authoring/preview", { kind: "article", title: "Sneaky", body }, token);
    expect(preview.status).toBe(200);
    expect(AuthoringPreviewResponse.parse(preview.body).data.body_html).toBe(item.body_html);
  });

  it("the preview is the detail page's shape, with the kind's attributes", async () => {
    const { token } = await t.user();
    const res = await t.call("POST", "/api/web/authoring/preview", { kind: "event", ...VALID.event("Preview day") }, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { preview } = AuthoringPreviewResponse.parse(res.body).data;
    expect(preview).toMatchObject({ title: "Preview day", collection_type: 11, excerpt: "A short summary of Preview day." });
    expect(preview.attributes).toMatchObject({
      event_start: "2027-03-15T09:30:00+05:30",
      event_end: "2027-03-15T17:00:00+05:30",
      venue: "Sample Hall, Bengaluru",
    });
    expect(preview.tags.map((tag) => tag.name)).toEqual(["agritech", "open data"]);
  });

  it("an edit of someone else's item is 404, and so is reading it", async () => {
    const owner = await t.user();
    const other = await t.user();
    const item = await t.create(owner.token, "article", submit("article", "Mine only"));
    const url = `/api/web/authoring/article/${item.slug}`;
    expect((await t.call("GET", url, undefined, other.token)).status).toBe(404);
    expect((await t.call("PUT", url, submit("article", "Taken over"), other.token)).status).toBe(404);
    expect((await t.call("POST", `${url}/trash`, {}, other.token)).status).toBe(404);
    expect((await t.call("GET", url, undefined, owner.token)).body.data.fields.title).toBe("Mine only");
  });

  it("without a token every call is 401", async () => {
    expect((await t.call("POST", "/api/web/authoring/article", submit("article", "Anon"))).status).toBe(401);
    expect((await t.call("GET", "/api/web/authoring")).status).toBe(401);
  });

  it("an unknown kind is 404 and a bad slug 422, never 500", async () => {
    const { token } = await t.user();
    expect((await t.call("POST", "/api/web/authoring/poem", submit("article", "x"), token)).status).toBe(404);
    expect((await t.call("GET", "/api/web/authoring/article/NOT%20A%20SLUG", undefined, token)).status).toBe(422);
    expect((await t.call("POST", "/api/web/authoring/article", "{not json", token)).status).toBe(422);
    expect((await t.call("POST", "/api/web/authoring/article", { title: ["array"], intent: "submit" }, token)).status).toBe(422);
    expect((await t.call("POST", "/api/web/authoring/article", { title: "x", intent: "publish" }, token)).status).toBe(422);
  });

  const ODD: unknown[] = [42, -1, true, ["a", 3], { nested: "x" }, "x".repeat(3000), "2027-02-30", "25:99", "__proto__"];
  const fieldsOf = (valid: Record<string, unknown>) => [...Object.keys(valid), "image_id", "pdf_id", "image_alt", "online_url"];

  it("every schema answers odd values in any field with issues, never by throwing", () => {
    for (const kind of AUTHORING_KIND_IDS) {
      const valid = submit(kind, `Odd ${kind}`);
      for (const field of fieldsOf(valid)) {
        for (const value of ODD) {
          for (const intent of ["draft", "submit"] as const) {
            expect(() => AUTHORING_SCHEMAS[kind][intent].safeParse({ ...valid, [field]: value })).not.toThrow();
          }
        }
      }
    }
  });

  it("odd values in the fields that convert (numbers, lists, durations) are 422 over HTTP, never 500", async () => {
    const { token } = await t.user();
    for (const kind of ["video", "investment-fund", "startup"] as const) {
      const valid = submit(kind, `Odd ${kind}`);
      for (const field of fieldsOf(valid)) {
        for (const value of [42, ["a", 3], { nested: "x" }]) {
          const res = await t.call("POST", `/api/web/authoring/${kind}`, { ...valid, [field]: value }, token);
          expect([201, 422], `${kind}.${field} = ${JSON.stringify(value)}: ${JSON.stringify(res.body).slice(0, 200)}`).toContain(
            res.status,
          );
        }
      }
    }
  });

  it("a body over the size limit is 413, one over the character limit 422", async () => {
    const { token } = await t.user();
    const huge = await t.call("POST", "/api/web/authoring/article", { ...submit("article", "Huge"), body: "x".repeat(500_000) }, token);
    expect(huge.status).toBe(413);
    const long = await t.call("POST", "/api/web/authoring/article", { ...submit("article", "Long"), body: "x".repeat(50_001) }, token);
    expect(long.status).toBe(422);
    expect(long.body.errors.body).toEqual([AUTHORING_MESSAGES.bodyLong]);
  });

  it("an edit saves a new working copy; the slug stays", async () => {
    const { token } = await t.user();
    const item = await t.create(token, "article", { title: "First title", intent: "draft" });
    const res = await t.call("PUT", `/api/web/authoring/article/${item.slug}`, submit("article", "Second title"), token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ slug: item.slug, status: "submitted", fields: { title: "Second title" } });
  });

  it("trash and restore bring an item back to the status it had, and the list shows each side", async () => {
    const { token } = await t.user();
    const post = await t.create(token, "case-study", submit("case-study", "Binned"));
    const page = await t.create(token, "startup", { title: "A startup page", intent: "draft" });
    const trashed = await t.call("POST", `/api/web/authoring/case-study/${post.slug}/trash`, {}, token);
    expect(trashed.body.data.status).toBe("trashed");
    const list = async (query: string) =>
      AuthoringListResponse.parse((await t.call("GET", `/api/web/authoring${query}`, undefined, token)).body).data;
    expect((await list("?status=trashed")).items.map((i) => i.slug)).toEqual([post.slug]);
    expect((await list("")).items.map((i) => i.slug)).toEqual([page.slug]);
    expect((await list("?group=posts")).items).toEqual([]);
    expect((await list("?group=pages")).items.map((i) => i.kind)).toEqual(["startup"]);
    const restored = await t.call("POST", `/api/web/authoring/case-study/${post.slug}/restore`, {}, token);
    expect(restored.body.data.status).toBe("submitted");
    expect((await list("?group=posts")).items.map((i) => i.slug)).toEqual([post.slug]);
  });

  it("items written here are in My Uploads (POST /api/web/user/publication) with their new statuses", async () => {
    const { token } = await t.user();
    await t.create(token, "article", { title: "Draft in uploads", intent: "draft" });
    const res = await t.call("POST", "/api/web/user/publication", {}, token);
    expect(res.status).toBe(200);
    expect(PublicationListResponse.parse(res.body).data.items).toMatchObject([
      { title: "Draft in uploads", status: "draft", collection_type: 2 },
    ]);
  });

  it("every authoring and editorial endpoint is in the OpenAPI document", async () => {
    const paths = Object.keys((await t.call("GET", "/api/openapi.json")).body.paths);
    for (const route of [
      "/api/web/authoring/{kind}",
      "/api/web/authoring/{kind}/{slug}",
      "/api/web/authoring/{kind}/{slug}/trash",
      "/api/web/authoring/{kind}/{slug}/restore",
      "/api/web/authoring/preview",
      "/api/web/authoring",
      "/api/editorial/queue",
      "/api/editorial/items/{id}",
      "/api/editorial/items/{id}/decision",
      "/api/editorial/audit",
    ]) {
      expect(paths).toContain(route);
    }
  });

  it("a first-call contribution moved to another type keeps a slug unique in its new kind", async () => {
    const { token } = await t.user();
    await t.create(token, "case-study", { title: "Moving type", intent: "draft" });
    const sent = await t.call(
      "POST",
      "/api/web/user/contribution",
      { collection_type: 2, title: "Moving type", summary: "s", body: "b" },
      token,
    );
    const moved = await t.call(
      "POST",
      `/api/web/user/contribution/${sent.body.data.id}`,
      { collection_type: 4, title: "Moving type", summary: "s", body: "b" },
      token,
    );
    expect(moved.status).toBe(200);
    const mine = (await t.call("GET", "/api/web/authoring?group=posts", undefined, token)).body.data.items;
    expect(mine.map((i: { kind: string; slug: string }) => `${i.kind}/${i.slug}`).sort()).toEqual([
      "case-study/moving-type",
      "case-study/moving-type-2",
    ]);
  });

  it("two items with the same title get distinct slugs", async () => {
    const { token } = await t.user();
    const a = await t.create(token, "article", { title: "Same title", intent: "draft" });
    const b = await t.create(token, "article", { title: "Same title", intent: "draft" });
    expect(a.slug).toBe("same-title");
    expect(b.slug).toBe("same-title-2");
  });

  it("items created at the same moment with one title all get created, each with its own slug", async () => {
    const { token } = await t.user();
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => t.call("POST", "/api/web/authoring/company", { title: "Simultaneous", intent: "draft" }, token)),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.data.slug)).size).toBe(4);
  });
});
