import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CollectionDetailResponse } from "../../contract";
import { upsertItemTranslation } from "../../api/repo/translations";
import { addFixtures } from "./fixtures";
import { startTestApi, type TestApi } from "./harness";

/**
 * A video's captions and transcript in the API (docs/decisions/0094-visitor-content.md, migration 0012), on SQLite and on
 * PostgreSQL (TEST_DB): the English narration's captions, and a translation's transcript and
 * subtitles in its own language, each saying its language.
 */

let api: TestApi;

const detail = (lang?: string) =>
  api.get<CollectionDetailResponse>(`/api/web/collections/5/qa-subtitled-video${lang ? `?lang=${lang}` : ""}`);

beforeAll(async () => {
  api = await startTestApi({ seed: false });
  const ids = await addFixtures(
    api.db,
    [],
    [
      {
        collection_type: 5,
        title: "How a pest alert reaches a farmer",
        slug: "qa-subtitled-video",
        published_at: "2025-02-17T00:00:00Z",
        attributes: {
          video_url: "/sample/videos/qa.webm",
          captions_url: "/sample/videos/qa.vtt",
          transcript: "How a pest alert reaches a farmer.\nThis is a sample video.",
          video_duration_seconds: 12,
        },
      },
    ],
  );
  await upsertItemTranslation(api.db, {
    collection_id: ids["qa-subtitled-video"],
    lang: "hi",
    title: "कीट चेतावनी किसान तक कैसे पहुंचती है",
    body: "<p>नमूना।</p>",
    status: "published",
    transcript: "कीट चेतावनी किसान तक कैसे पहुंचती है।\nयह एक नमूना वीडियो है।",
    subtitles_url: "/sample/videos/qa.hi.vtt",
  });
}, 60_000);
afterAll(async () => {
  await api?.close();
});

describe("video captions, subtitles and transcript", () => {
  it("answers the English captions and transcript, each marked English", async () => {
    const res = await detail();
    expect(res.status).toBe(200);
    expect(res.body.data.item.attributes).toMatchObject({
      captions_url: "/sample/videos/qa.vtt",
      captions_lang: "en",
      transcript: "How a pest alert reaches a farmer.\nThis is a sample video.",
      transcript_lang: "en",
    });
    expect(res.body.data.item.attributes.subtitles_url).toBeUndefined();
  });

  it("answers a Hindi reader with the Hindi transcript and subtitles, keeping the narration's English captions", async () => {
    const { attributes } = (await detail("hi")).body.data.item;
    expect(attributes).toMatchObject({
      captions_url: "/sample/videos/qa.vtt",
      captions_lang: "en",
      transcript: "कीट चेतावनी किसान तक कैसे पहुंचती है।\nयह एक नमूना वीडियो है।",
      transcript_lang: "hi",
      subtitles_url: "/sample/videos/qa.hi.vtt",
      subtitles_lang: "hi",
    });
  });

  it("keeps the English transcript for a translation without one", async () => {
    await upsertItemTranslation(api.db, {
      collection_id: (
        await api.db.selectFrom("collections").select("id").where("slug", "=", "qa-subtitled-video").executeTakeFirstOrThrow()
      ).id,
      lang: "hi",
      title: "कीट चेतावनी",
      body: "<p>नमूना।</p>",
      status: "published",
    });
    const { attributes } = (await detail("hi")).body.data.item;
    expect(attributes).toMatchObject({ transcript_lang: "en", captions_lang: "en" });
    expect(attributes.subtitles_url).toBeUndefined();
  });
});
