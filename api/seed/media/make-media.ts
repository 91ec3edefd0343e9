/**
 * Writes the sample content's media under public/sample/ (committed, so neither CI nor a first
 * start needs these tools): one illustration per item, each dataset's CSV and dictionary, and
 * one narrated video per sample video, with WebVTT captions, made with espeak-ng and ffmpeg
 * (Debian: apt-get install -y ffmpeg espeak-ng), and the Hindi subtitles of the translated ones.
 *
 *   npm run seed:media              # illustrations and datasets; videos that are missing
 *   npm run seed:media -- --videos  # every video again
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { collections } from "../content";
import { datasetFiles } from "../content/datasets";
import { themeOf } from "../content/helpers";
import { illustrationSvg, motifOf, shareImageUrl } from "./illustration";
import { VIDEO_MANIFEST } from "./video-manifest";
import { translatedVtt } from "./subtitles";
import { videos as hindiVideos } from "../content/hindi/media";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const PUBLIC = path.join(ROOT, "public");
const fileOf = (url: string) => path.join(PUBLIC, url);

function write(url: string, content: string | Buffer) {
  mkdirSync(path.dirname(fileOf(url)), { recursive: true });
  writeFileSync(fileOf(url), content);
}

/** Deletes files under public/sample/<dir> that no item refers to any more. */
function prune(dir: string, keep: Set<string>) {
  const walk = (d: string): string[] =>
    existsSync(d)
      ? readdirSync(d).flatMap((f) => (statSync(path.join(d, f)).isDirectory() ? walk(path.join(d, f)) : [path.join(d, f)]))
      : [];
  for (const file of walk(path.join(PUBLIC, "sample", dir))) if (!keep.has(file)) rmSync(file);
}

const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { stdio: ["ignore", "pipe", "pipe"] }).toString();

function illustrations() {
  const written = new Set<string>();
  for (const c of collections) {
    const url = c.featured_image?.url;
    const theme = themeOf(c.collection_type, c.slug);
    if (!url?.startsWith("/sample/images/") || !theme) continue;
    const motif = motifOf(readFileSync(path.join(PUBLIC, "images/content", `${theme}.svg`), "utf8"));
    const svg = illustrationSvg({ typeId: c.collection_type, slug: c.slug, title: c.title, motif });
    const webp = shareImageUrl(c.collection_type, c.slug);
    const changed = !existsSync(fileOf(url)) || readFileSync(fileOf(url), "utf8") !== svg;
    write(url, svg);
    // Rasterising takes a moment; only what changed is drawn again.
    if (changed || !existsSync(fileOf(webp)))
      run("ffmpeg", ["-y", "-v", "error", "-i", fileOf(url), "-c:v", "libwebp", "-quality", "70", fileOf(webp)]);
    written.add(fileOf(url)).add(fileOf(webp));
  }
  prune("images", written);
  return written.size;
}

function datasets() {
  const files = datasetFiles();
  for (const f of files) write(f.url, f.text);
  prune("datasets", new Set(files.map((f) => fileOf(f.url))));
  return files.length;
}

const secondsOf = (file: string) =>
  Number(run("ffprobe", ["-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", file]).trim());
const vttTime = (s: number) => new Date(Math.round(s * 1000)).toISOString().slice(11, 23);

/** Speaks each line, puts the audio over the item's illustration, and times a caption per line. */
function makeVideo(slug: string, lines: string[], imageUrl: string, videoUrl: string, captionsUrl: string) {
  const tmp = mkdtempSync(path.join(os.tmpdir(), "sample-video-"));
  try {
    const cues: string[] = [];
    const list: string[] = [];
    let t = 0;
    lines.forEach((line, i) => {
      const wav = path.join(tmp, `${i}.wav`);
      run("espeak-ng", ["-v", "en-gb", "-s", "155", "-w", wav, line]);
      const d = secondsOf(wav);
      cues.push(`${i + 1}\n${vttTime(t)} --> ${vttTime(t + d)}\n${line}\n`);
      list.push(`file '${wav}'`);
      t += d;
    });
    writeFileSync(path.join(tmp, "list.txt"), list.join("\n"));
    const out = fileOf(videoUrl);
    mkdirSync(path.dirname(out), { recursive: true });
    run("ffmpeg", [
      "-y",
      "-v",
      "error",
      "-loop",
      "1",
      "-framerate",
      "2",
      "-i",
      fileOf(imageUrl),
      "-f",
      "concat",
      "-safe",
      "0",
      "-i",
      path.join(tmp, "list.txt"),
      "-vf",
      "scale=640:336,format=yuv420p",
      "-c:v",
      "libvpx-vp9",
      "-crf",
      "42",
      "-b:v",
      "0",
      "-g",
      "20",
      "-r",
      "2",
      "-c:a",
      "libopus",
      "-b:a",
      "24k",
      "-ac",
      "1",
      "-t",
      (t + 0.5).toFixed(2),
      out,
    ]);
    write(captionsUrl, `WEBVTT\nKind: captions\nLanguage: en\n\n${cues.join("\n")}`);
    return { seconds: Math.round(secondsOf(out)), bytes: statSync(out).size };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

function videos(force: boolean) {
  const manifest: Record<string, { seconds: number; bytes: number }> = {};
  const keep = new Set<string>();
  for (const c of collections.filter((c) => c.collection_type === 5)) {
    const a = c.attributes ?? {};
    if (!a.video_url?.startsWith("/sample/videos/") || !a.captions_url || !a.transcript || !c.featured_image) continue;
    keep.add(fileOf(a.video_url)).add(fileOf(a.captions_url));
    const known = VIDEO_MANIFEST[c.slug];
    manifest[c.slug] =
      !force && known && existsSync(fileOf(a.video_url)) && existsSync(fileOf(a.captions_url))
        ? known
        : makeVideo(c.slug, a.transcript.split("\n"), c.featured_image.url, a.video_url, a.captions_url);
    console.log(`video ${c.slug}: ${manifest[c.slug].seconds} s, ${manifest[c.slug].bytes} bytes`);
  }
  for (const h of hindiVideos) {
    const english = collections.find((c) => c.collection_type === 5 && c.slug === h.slug)?.attributes?.captions_url;
    if (!english || !h.subtitles_url || !h.transcript) continue;
    write(h.subtitles_url, translatedVtt(readFileSync(fileOf(english), "utf8"), h.transcript, "hi"));
    keep.add(fileOf(h.subtitles_url));
  }
  prune("videos", keep);
  const sorted = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(
    path.join(ROOT, "api/seed/media/video-manifest.ts"),
    "// Written by api/seed/media/make-media.ts from the generated files; do not edit by hand.\n" +
      `export const VIDEO_MANIFEST: Record<string, { seconds: number; bytes: number }> = ${JSON.stringify(sorted, null, 2)};\n`,
  );
  return Object.keys(manifest).length;
}

console.log(`illustration files (SVG and WebP): ${illustrations()}`);
console.log(`dataset files: ${datasets()}`);
console.log(`videos: ${videos(process.argv.includes("--videos"))}`);
