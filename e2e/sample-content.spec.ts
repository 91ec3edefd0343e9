/**
 * Sample content that works like the real thing (docs/decisions/0070-sample-content.md): every published sample item's
 * links, images, video and dataset files answer 200 with the right content type; a sample
 * video plays in the browser's own player with captions; a dataset file downloads.
 */
import type { APIRequestContext } from "@playwright/test";
import { ListingResponse, LISTED_TYPE_IDS, type CollectionCard } from "../contract";
import { itemPath } from "../app/content/registry";
import { collections } from "../api/seed/content";
import { expect, test } from "./fixtures";

const VIDEO_SLUG = "explainer-crop-advisory-model";
const DATASET_SLUG = "crop-disease-leaf-images";

/** The content type a file must be served with, by what the address names. */
function expectedType(url: URL): RegExp {
  const ext = /\.([a-z0-9]+)$/i.exec(url.pathname)?.[1]?.toLowerCase();
  const byExt: Record<string, RegExp> = {
    svg: /^image\/svg\+xml/,
    png: /^image\/png/,
    webp: /^image\/webp/,
    jpg: /^image\/jpeg/,
    webm: /^video\/webm/,
    mp4: /^video\/mp4/,
    vtt: /^text\/vtt/,
    csv: /^text\/csv/,
  };
  return (ext && byExt[ext]) || /^text\/html/;
}

async function publishedItems(request: APIRequestContext): Promise<CollectionCard[]> {
  const items: CollectionCard[] = [];
  for (const type of LISTED_TYPE_IDS) {
    for (let page = 1; ; page++) {
      const res = await request.get(`/api/web/collections?type=${type}&per_page=48&page=${page}`);
      expect(res.status(), `listing of type ${type}`).toBe(200);
      const { data } = ListingResponse.parse(await res.json());
      items.push(...data.items);
      if (page >= data.total_pages) break;
    }
  }
  return items;
}

/** Addresses an item's own content points at: links, images, video sources, captions, posters, og:image. */
function addressesIn(html: string, base: string): URL[] {
  const article = /<article[\s\S]*?<\/article>/.exec(html)?.[0] ?? "";
  const ogImage = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
  return [...[...article.matchAll(/\s(?:href|src|poster)="([^"]+)"/g)].map((m) => m[1]), ...(ogImage ? [ogImage] : [])].map(
    (address) => new URL(address.replace(/&amp;/g, "&"), base),
  );
}

/** Runs `work` over `list` with at most `limit` at a time (the machine is shared). */
async function inBatches<T>(list: T[], limit: number, work: (x: T) => Promise<void>) {
  for (let i = 0; i < list.length; i += limit) await Promise.all(list.slice(i, i + limit).map(work));
}

test("every published sample item's links, images, video and dataset files answer 200 with the right content type", async ({
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const origin = new URL(baseURL!).origin;
  // Other journeys publish items of their own into the same database: the sample ones are checked here.
  const published = collections.filter((c) => (c.status ?? "published") === "published");
  const sample = new Set(published.map((c) => c.slug));
  const items = (await publishedItems(request)).filter((item) => sample.has(item.slug));
  expect(items.length).toBe(published.length);
  const failures: string[] = [];
  const targets = new Map<string, string>(); // address → first page that names it
  await inBatches(items, 6, async (item) => {
    const path = itemPath(item);
    if (!path) return void failures.push(`${item.slug}: no detail page`);
    const res = await request.get(path);
    if (res.status() !== 200) return void failures.push(`${path} → ${res.status()}`);
    for (const url of addressesIn(await res.text(), `${origin}${path}`)) {
      if (url.origin !== origin) failures.push(`${path} links off-site: ${url.href}`);
      else if (!targets.has(url.pathname + url.search)) targets.set(url.pathname + url.search, path);
    }
    if (item.featured_image && !targets.has(item.featured_image.url)) targets.set(item.featured_image.url, path);
  });
  expect([...targets.keys()].filter((t) => t.endsWith(".webm")).length).toBeGreaterThanOrEqual(25);
  expect([...targets.keys()].filter((t) => t.endsWith(".csv")).length).toBeGreaterThanOrEqual(12);
  expect([...targets.keys()].filter((t) => t.endsWith(".webp")).length).toBeGreaterThan(300);
  await inBatches([...targets.entries()], 8, async ([address, from]) => {
    const url = new URL(address, origin);
    const res = await request.get(address, { maxRedirects: 5 });
    const type = res.headers()["content-type"] ?? "";
    if (res.status() !== 200) failures.push(`${address} (from ${from}) → ${res.status()}`);
    else if (!expectedType(url).test(type)) failures.push(`${address} (from ${from}) served as ${type}`);
    await res.dispose();
  });
  expect(failures).toEqual([]);
});

test("a sample video plays in the browser's own player and shows its captions", async ({ page }) => {
  await page.goto(`/videos/${VIDEO_SLUG}`);
  const video = page.locator("video");
  await expect(video).toHaveAttribute("controls", "");
  await expect(page.locator("video track[kind=captions]")).toHaveAttribute("default", "");
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true; // autoplay policy: a muted video may start without a click
    return v.play();
  });
  await page.waitForFunction(() => (document.querySelector("video")?.currentTime ?? 0) > 1);
  const caption = await page.waitForFunction(() => {
    const track = document.querySelector("video")?.textTracks[0];
    const cue = track?.mode === "showing" ? (track.activeCues?.[0] as VTTCue | undefined) : undefined;
    return cue?.text ?? null;
  });
  const text = (await caption.jsonValue()) as string;
  await page.getByText("Transcript", { exact: true }).click();
  await expect(page.locator(".video-transcript")).toContainText(text);
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  const videoLd = ld.map((t) => JSON.parse(t)).find((d) => d["@type"] === "VideoObject");
  expect(videoLd.contentUrl).toMatch(new RegExp(`/sample/videos/${VIDEO_SLUG}\\.webm$`));
  expect(videoLd.duration).toMatch(/^PT\d+S$|^PT\d+M\d*S?$/);
});

test("a visitor downloads a sample dataset and sees its size, format, licence and date", async ({ page }) => {
  await page.goto(`/dataset/${DATASET_SLUG}`);
  for (const fact of ["format", "size", "licence", "updated"]) await expect(page.locator(`[data-fact=${fact}] dd`)).not.toBeEmpty();
  await expect(page.locator("[data-fact=format] dd")).toHaveText("CSV");
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: /Download dataset/ }).click()]);
  expect(download.suggestedFilename()).toBe(`${DATASET_SLUG}.csv`);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const csv = Buffer.concat(chunks).toString("utf8");
  expect(csv.split("\n")[0]).toBe("image_id,crop,label,district,crop_stage");
  expect(csv.trim().split("\n").length).toBeGreaterThan(100);
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  const dataset = ld.map((t) => JSON.parse(t)).find((d) => d["@type"] === "Dataset");
  expect(dataset.distribution[0].contentUrl).toMatch(new RegExp(`/sample/datasets/${DATASET_SLUG}\\.csv$`));
});
