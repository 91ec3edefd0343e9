import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MediaResponse } from "../../contract";
import { mediaByIds, ownedMedia, removeMedia } from "../../api/media/service";
import { DirectoryStorage } from "../../api/media/directory-storage";
import { hundredMegapixelPng, minimalPdf, picture, rotatedJpegWithExif, startMediaApi } from "./fixtures";

let ctx: Awaited<ReturnType<typeof startMediaApi>>;

beforeAll(async () => {
  ctx = await startMediaApi();
});
afterAll(async () => {
  await ctx?.close();
});

const metaOf = async (res: Response) => sharp(Buffer.from(await res.arrayBuffer())).metadata();

describe("uploading an image", () => {
  it("re-encodes every rendition upright, in WebP and AVIF, with no EXIF left", async () => {
    const sent = await rotatedJpegWithExif();
    const sentMeta = await sharp(sent).metadata();
    expect([sentMeta.width, sentMeta.height, sentMeta.orientation]).toEqual([300, 200, 6]);
    expect(sentMeta.exif?.toString("latin1")).toContain("Secret Owner");
    const res = await ctx.upload({ bytes: sent, name: "C:\\photos\\holiday.jpg", type: "image/jpeg" }, "image");
    expect(res.status).toBe(201);
    const media = MediaResponse.parse(res.body).data;
    expect(media).toMatchObject({ kind: "image", width: 200, height: 300, name: "holiday.jpg", url: `/media/${media.id}/full.webp` });

    const expected = { thumb: [140, 140], "thumb-2x": [280, 280], card: [200, 300], full: [200, 300] } as const;
    for (const [rendition, [width, height]] of Object.entries(expected)) {
      for (const format of ["webp", "avif"]) {
        const file = await ctx.fetchFile(`/media/${media.id}/${rendition}.${format}`);
        expect(file.status, `${rendition}.${format}`).toBe(200);
        const meta = await metaOf(file);
        expect([meta.width, meta.height], `${rendition}.${format}`).toEqual([width, height]);
        expect(meta.format).toBe(format === "webp" ? "webp" : "heif");
        expect(meta.exif, `${rendition}.${format} keeps no EXIF`).toBeUndefined();
        expect(meta.orientation ?? 1).toBe(1);
      }
    }
    const row = await ctx.api.db.selectFrom("media").selectAll().where("id", "=", media.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: "image", mime: "image/jpeg", width: 200, height: 300 });
  });

  it("scales a large picture to a 640 px card and a full size of at most 1600 px", async () => {
    const res = await ctx.upload({ bytes: await picture(2400, 1200).png().toBuffer(), name: "wide.png" }, "image");
    expect(res.status).toBe(201);
    const { id } = res.body.data;
    expect([res.body.data.width, res.body.data.height]).toEqual([1600, 800]);
    const card = await metaOf(await ctx.fetchFile(`/media/${id}/card.avif`));
    expect([card.width, card.height]).toEqual([640, 320]);
    const full = await metaOf(await ctx.fetchFile(`/media/${id}/full.webp`));
    expect([full.width, full.height]).toEqual([1600, 800]);
  });

  it("serves renditions with their type, immutable caching and nosniff", async () => {
    const { body } = await ctx.upload({ bytes: await picture(50, 50).webp().toBuffer(), name: "small.webp" }, "image");
    const res = await ctx.fetchFile(`/media/${body.data.id}/thumb.avif`);
    expect(res.headers.get("content-type")).toBe("image/avif");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Number(res.headers.get("content-length"))).toBeGreaterThan(0);
  });
});

describe("bad uploads get a clear 4xx", () => {
  it("refuses a text file renamed .jpg with 415", async () => {
    const res = await ctx.upload(
      { bytes: Buffer.from("just some notes, not a picture\n"), name: "notes.jpg", type: "image/jpeg" },
      "image",
    );
    expect(res.status).toBe(415);
    expect(res.body.errors.file[0]).toMatch(/JPEG, PNG, WebP or AVIF/);
  });

  it("refuses a 100-megapixel image with 422 from its header, in Hindi on a Hindi page", async () => {
    const bomb = await hundredMegapixelPng();
    expect((await sharp(bomb).metadata()).width).toBe(10_000);
    const res = await ctx.upload({ bytes: bomb, name: "huge.png" }, "image");
    expect(res.status).toBe(422);
    expect(res.body.errors.file[0]).toMatch(/40 megapixels/);
    const hindi = await ctx.upload({ bytes: bomb, name: "huge.png" }, "image", { lang: "hi" });
    expect(hindi.status).toBe(422);
    expect(hindi.body.errors.file[0]).toMatch(/पिक्सेल/);
  });

  it("refuses an image over 5 MB with 413, and any body over the PDF limit before reading it all", async () => {
    const jpegHeader = (await picture(8, 8).jpeg().toBuffer()).subarray(0, 20);
    const big = await ctx.upload({ bytes: Buffer.concat([jpegHeader, Buffer.alloc(5 * 1024 * 1024)]), name: "big.jpg" }, "image");
    expect(big.status).toBe(413);
    expect(big.body.errors.file[0]).toMatch(/5 MB/);
    const huge = await ctx.upload({ bytes: Buffer.alloc(21 * 1024 * 1024), name: "huge.pdf" }, "pdf");
    expect(huge.status).toBe(413);
    expect(huge.body.errors.file[0]).toMatch(/20 MB/);
  });

  it("refuses a PDF that is not a PDF with 415, and takes a real one", async () => {
    const noTrailer = await ctx.upload({ bytes: Buffer.from("%PDF-1.7\nthen nothing a PDF needs"), name: "report.pdf" }, "pdf");
    expect(noTrailer.status).toBe(415);
    expect(noTrailer.body.errors.file[0]).toMatch(/PDF document/);
    const png = await ctx.upload({ bytes: await picture(8, 8).png().toBuffer(), name: "report.pdf" }, "pdf");
    expect(png.status).toBe(415);

    const ok = await ctx.upload({ bytes: minimalPdf, name: "report.pdf" }, "pdf");
    expect(ok.status).toBe(201);
    expect(ok.body.data).toMatchObject({
      kind: "pdf",
      width: null,
      height: null,
      bytes: minimalPdf.length,
      url: `/media/${ok.body.data.id}/document.pdf`,
    });
    const file = await ctx.fetchFile(ok.body.data.url);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await file.arrayBuffer())).toEqual(minimalPdf);
  });

  it("refuses a damaged image with 422, an empty file, a missing purpose and a visitor without a token", async () => {
    const damaged = Buffer.concat([(await picture(64, 64).jpeg().toBuffer()).subarray(0, 40), Buffer.alloc(200, 7)]);
    const res = await ctx.upload({ bytes: damaged, name: "broken.jpg" }, "image");
    expect(res.status).toBe(422);
    expect(res.body.errors.file[0]).toMatch(/could not be read/);
    expect((await ctx.upload({ bytes: Buffer.alloc(0), name: "empty.png" }, "image")).status).toBe(422);
    const noPurpose = await ctx.upload({ bytes: minimalPdf, name: "a.pdf" }, "document");
    expect(noPurpose.status).toBe(422);
    expect(noPurpose.body.errors.purpose).toBeDefined();
    expect((await ctx.upload({ bytes: minimalPdf, name: "a.pdf" }, "pdf", { token: null })).status).toBe(401);
    const json = await ctx.api.post("/api/web/media", { file: "x" }, { token: ctx.token });
    expect(json.status).toBe(415);
  });

  it("answers 404 for a file that is not there and refuses paths that leave the media folder", async () => {
    const { body } = await ctx.upload({ bytes: minimalPdf, name: "a.pdf" }, "pdf");
    fs.writeFileSync(path.join(ctx.dataDir, "secret.txt"), "secret");
    for (const url of [
      `/media/${body.data.id}/full.webp`,
      `/media/${body.data.id}/..%2F..%2Fsecret.txt`,
      "/media/..%2F..%2Fsecret.txt/document.pdf",
      `/media/${body.data.id}/%2e%2e`,
    ]) {
      const res = await ctx.fetchFile(url);
      expect(res.status, url).toBe(404);
      expect(await res.text()).not.toContain("secret");
    }
  });
});

describe("media for authored items", () => {
  it("finds a contributor's own upload of the asked kind, and nobody else's", async () => {
    const image = (await ctx.upload({ bytes: await picture(40, 30).png().toBuffer(), name: "logo.png" }, "image")).body.data;
    const deps = { db: ctx.api.db, media: new DirectoryStorage(path.join(ctx.dataDir, "media")) };
    const owner = (await ctx.api.db.selectFrom("media").select("owner_id").where("id", "=", image.id).executeTakeFirstOrThrow()).owner_id!;
    expect(await ownedMedia(deps, owner, image.id, "image")).toEqual(image);
    expect(await ownedMedia(deps, owner, image.id, "pdf")).toBeNull();
    expect(await ownedMedia(deps, owner + 1000, image.id, "image")).toBeNull();
    expect(await ownedMedia(deps, owner, "../etc/passwd", "image")).toBeNull();
    expect([...(await mediaByIds(deps, [image.id, "nope"])).keys()]).toEqual([image.id]);
  });
});

describe("removeMedia", () => {
  it("deletes the rows and every file of the items, skipping unknown ids", async () => {
    const image = (await ctx.upload({ bytes: await picture(40, 30).png().toBuffer(), name: "a.png" }, "image")).body.data;
    const pdf = (await ctx.upload({ bytes: minimalPdf, name: "a.pdf" }, "pdf")).body.data;
    const storage = new DirectoryStorage(path.join(ctx.dataDir, "media"));
    await removeMedia({ db: ctx.api.db, media: storage }, [image.id, pdf.id, "not-an-id", "00000000-0000-4000-8000-000000000000"]);
    expect(await ctx.api.db.selectFrom("media").select("id").where("id", "in", [image.id, pdf.id]).execute()).toEqual([]);
    expect(fs.existsSync(path.join(ctx.dataDir, "media", image.id))).toBe(false);
    expect(fs.existsSync(path.join(ctx.dataDir, "media", pdf.id))).toBe(false);
    expect((await ctx.fetchFile(image.url)).status).toBe(404);
  });
});

describe("the OpenAPI document", () => {
  it("lists the upload and the file endpoints", async () => {
    const res = await ctx.api.get("/api/openapi.json");
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(["/api/web/media", "/api/media/{id}/{file}"]));
    expect(Object.keys(res.body.paths["/api/web/media"].post.requestBody.content)).toEqual(["multipart/form-data"]);
  });
});
