import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CollectionInput } from "../../contract";
import { collections } from "../../api/seed/content";
import { datasetFiles } from "../../api/seed/content/datasets";
import { themeOf } from "../../api/seed/content/helpers";
import { formatBytes } from "../../api/seed/media/dataset-csv";
import { illustrationSvg, motifOf } from "../../api/seed/media/illustration";
import { VIDEO_MANIFEST } from "../../api/seed/media/video-manifest";

const publicDir = path.resolve(__dirname, "../../public");
const parsed = collections.map((c) => CollectionInput.parse(c));
const byType = (type: number) => parsed.filter((c) => c.collection_type === type);
const fileOf = (url: string) => path.join(publicDir, url);

/** Cue texts and end times of a WebVTT file. */
function cues(vtt: string) {
  return [...vtt.matchAll(/(\d\d):(\d\d):(\d\d)\.(\d{3}) --> (\d\d):(\d\d):(\d\d)\.(\d{3})\n([^\n]+)/g)].map((m) => ({
    end: Number(m[5]) * 3600 + Number(m[6]) * 60 + Number(m[7]) + Number(m[8]) / 1000,
    text: m[9],
  }));
}

describe("sample media", () => {
  it("gives no two items of a type the same image file", () => {
    const types = new Set(parsed.map((c) => c.collection_type));
    for (const type of types) {
      const urls = byType(type).map((c) => c.featured_image!.url);
      const repeated = urls.filter((u, i) => urls.indexOf(u) !== i);
      expect(repeated, `type ${type}`).toEqual([]);
    }
  });

  it("draws each item's illustration with its own title, and a WebP rendition for sharing", () => {
    const illustrated = parsed.filter((c) => c.featured_image!.url.startsWith("/sample/images/"));
    expect(illustrated.length).toBeGreaterThan(250);
    for (const c of illustrated) {
      const svg = readFileSync(fileOf(c.featured_image!.url), "utf8");
      const title = c.title.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
      expect(svg, c.slug).toContain(`<title>${title} (sample illustration)</title>`);
      expect(svg, c.slug).not.toMatch(/&(?!(amp|lt|gt|quot);)/); // an unknown entity breaks the whole image
      const webp = readFileSync(fileOf(c.attributes.share_image_url!));
      expect([webp.subarray(0, 4).toString(), webp.subarray(8, 12).toString()], c.slug).toEqual(["RIFF", "WEBP"]);
    }
  });

  it("commits exactly the illustrations the generator draws, so a fresh seed and the files agree", () => {
    for (const c of parsed.filter((c) => c.featured_image!.url.startsWith("/sample/images/"))) {
      const theme = themeOf(c.collection_type, c.slug)!;
      const motif = motifOf(readFileSync(path.join(publicDir, "images/content", `${theme}.svg`), "utf8"));
      expect(readFileSync(fileOf(c.featured_image!.url), "utf8"), c.slug).toBe(
        illustrationSvg({ typeId: c.collection_type, slug: c.slug, title: c.title, motif }),
      );
    }
  });

  it("makes every sample video a small WebM file whose captions speak its transcript and whose duration is the file's", () => {
    const videos = byType(5);
    expect(videos.length).toBeGreaterThanOrEqual(25);
    for (const v of videos) {
      const a = v.attributes;
      const file = readFileSync(fileOf(a.video_url!));
      expect(file.subarray(0, 4).toString("hex"), v.slug).toBe("1a45dfa3"); // EBML, the WebM container
      expect(file.length, v.slug).toBeLessThan(500_000);
      expect(VIDEO_MANIFEST[v.slug], v.slug).toEqual({ seconds: a.video_duration_seconds, bytes: file.length });
      const vtt = readFileSync(fileOf(a.captions_url!), "utf8");
      expect(vtt.startsWith("WEBVTT\n"), v.slug).toBe(true);
      const list = cues(vtt);
      expect(
        list.map((c) => c.text),
        v.slug,
      ).toEqual(a.transcript!.split("\n"));
      expect(list.at(-1)!.end, v.slug).toBeLessThanOrEqual(a.video_duration_seconds! + 1);
    }
  });

  it("serves every sample dataset as the CSV the seed describes, with its size and a dictionary of its columns", () => {
    const files = datasetFiles();
    for (const f of files) expect(readFileSync(fileOf(f.url), "utf8"), f.url).toBe(f.text);
    for (const d of byType(30)) {
      const a = d.attributes;
      expect(a.dataset_format).toBe("CSV");
      expect(a.dataset_size, d.slug).toBe(formatBytes(statSync(fileOf(a.download_url!)).size));
      const header = readFileSync(fileOf(a.download_url!), "utf8").split("\n")[0].split(",");
      const dictionary = readFileSync(fileOf(a.dictionary_url!), "utf8")
        .trim()
        .split("\n")
        .slice(1)
        .map((l) => l.split(",")[0]);
      expect(dictionary, d.slug).toEqual(header);
      for (const column of header) expect(d.body, d.slug).toContain(`<code>${column}</code>`);
    }
  });
});
