import { describe, expect, it } from "vitest";
import type { CollectionDetail } from "../../contract";
import { itemJsonLd } from "../../app/content/jsonld";
import { factsOf, toDetailView } from "../../app/content/view";

const base: CollectionDetail = {
  id: 3,
  title: "Explainer",
  slug: "explainer",
  excerpt: "An explainer.",
  collection_type: 5,
  collection_type_name: "Videos",
  head_category: null,
  featured_image: null,
  read_time: 1,
  source: "Sample content",
  is_brand: false,
  published_at: "2025-02-17T04:30:00.000Z",
  updated_at: "2025-02-17T04:30:00.000Z",
  tags: [],
  authors: [],
  location: null,
  state: null,
  country: null,
  body: "<p>Body</p>",
  attributes: {},
  comment_count: 0,
  lang: "en",
};
const opts = { url: "https://portal.test/videos/explainer", origin: "https://portal.test", siteName: "IndiaAI" };

describe("video and dataset files on detail pages", () => {
  it("a video file carries its captions and its transcript, line by line, and its JSON-LD names the file and duration", () => {
    const item = {
      ...base,
      attributes: {
        video_url: "/sample/videos/explainer.webm",
        captions_url: "/sample/videos/explainer.vtt",
        transcript: "First line.\nSecond line.",
        video_duration_seconds: 24,
      },
    };
    expect(toDetailView(item, "").video).toMatchObject({
      kind: "video",
      src: "/sample/videos/explainer.webm",
      captions: { src: "/sample/videos/explainer.vtt", lang: "en" },
      transcript: ["First line.", "Second line."],
      transcriptLang: "en",
      subtitles: null,
    });
    expect(itemJsonLd(item, opts)).toMatchObject({
      "@type": "VideoObject",
      contentUrl: "https://portal.test/sample/videos/explainer.webm",
      duration: "PT24S",
      transcript: "First line. Second line.",
    });
  });

  it("captions are offered only with a playable file, never beside an embedded player", () => {
    const item = {
      ...base,
      attributes: { video_url: "https://www.youtube.com/watch?v=abcdefghijk", captions_url: "/sample/videos/x.vtt" },
    };
    expect(toDetailView(item, "").video).toMatchObject({ kind: "iframe", captions: null, transcript: [] });
  });

  it("a dataset shows its last-updated date beside format, size and licence, offers its dictionary, and lists its distribution", () => {
    const item = {
      ...base,
      collection_type: 30,
      attributes: {
        dataset_format: "CSV",
        dataset_licence: "CC BY 4.0",
        dataset_size: "9.8 kB",
        dataset_updated: "2024-03-04",
        download_url: "/sample/datasets/x.csv",
        dictionary_url: "/sample/datasets/x-dictionary.csv",
      },
    };
    expect(factsOf(item).map((f) => [f.key, f.text])).toEqual([
      ["format", "CSV"],
      ["licence", "CC BY 4.0"],
      ["size", "9.8 kB"],
      ["updated", "Mar 04, 2024"],
      ["source", "Sample content"],
    ]);
    expect(toDetailView(item, "").download).toEqual({
      kind: "dataset",
      href: "/sample/datasets/x.csv",
      details: "CSV, 9.8 kB",
      dictionary: "/sample/datasets/x-dictionary.csv",
    });
    expect(itemJsonLd(item, opts)).toMatchObject({
      "@type": "Dataset",
      dateModified: "2024-03-04",
      distribution: [
        { "@type": "DataDownload", encodingFormat: "CSV", contentSize: "9.8 kB", contentUrl: "https://portal.test/sample/datasets/x.csv" },
      ],
    });
  });
});
