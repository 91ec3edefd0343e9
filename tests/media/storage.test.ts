import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { text } from "node:stream/consumers";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "../../config/env";
import { DirectoryStorage } from "../../api/media/directory-storage";
import { assertSafeKey, UnsafeKeyError } from "../../api/media/keys";
import { S3Storage } from "../../api/media/s3-storage";
import type { MediaStorage } from "../../api/media/storage";
import { mediaStorageFrom } from "../../api/media/storage-from-env";
import { minimalPdf, startMediaApi } from "./fixtures";

const ID = "0f8fad5b-d9cb-469f-a165-70867728950e";
const BUCKET = "portal-media";
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "media-storage-"));
let s3: S3rver;
let s3Endpoint: string;

beforeAll(async () => {
  s3 = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory: path.join(tmp, "s3"), configureBuckets: [{ name: BUCKET }] });
  const { port } = await s3.run();
  s3Endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await s3?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const s3Env = () => ({
  S3_BUCKET: BUCKET,
  S3_ENDPOINT: s3Endpoint,
  S3_ACCESS_KEY_ID: "S3RVER",
  S3_SECRET_ACCESS_KEY: "S3RVER",
  S3_FORCE_PATH_STYLE: "true",
});

const storages: [string, () => MediaStorage][] = [
  ["a directory", () => new DirectoryStorage(path.join(tmp, "dir"))],
  ["a local S3-compatible server", () => mediaStorageFrom(parseEnv({ ...s3Env(), S3_PREFIX: "test/" }))],
];

describe.each(storages)("media storage in %s", (_name, make) => {
  it("keeps, streams and removes files by key", async () => {
    const storage = make();
    await storage.put(`${ID}/document.pdf`, minimalPdf, "application/pdf");
    const stored = await storage.get(`${ID}/document.pdf`);
    expect(stored?.bytes).toBe(minimalPdf.length);
    expect(await text(stored!.body)).toBe(minimalPdf.toString());
    expect(await storage.get(`${ID}/full.webp`)).toBeNull();
    await storage.remove([`${ID}/document.pdf`, `${ID}/full.webp`]);
    expect(await storage.get(`${ID}/document.pdf`)).toBeNull();
  });

  it("refuses keys that could leave the store", async () => {
    const storage = make();
    for (const key of [
      "../secret",
      `${ID}/../../secret`,
      "/etc/passwd",
      `${ID}/..`,
      `${ID}/a/b`,
      `${ID}\\..\\x`,
      "",
      `${ID}/.hidden`,
      `${ID}/File.PDF`,
    ]) {
      await expect(storage.get(key), key).rejects.toBeInstanceOf(UnsafeKeyError);
      await expect(storage.put(key, Buffer.from("x"), "text/plain"), key).rejects.toBeInstanceOf(UnsafeKeyError);
    }
  });
});

describe("media storage configuration", () => {
  it("is a directory under DATA_DIR by default and S3 when a bucket is set", () => {
    expect(mediaStorageFrom(parseEnv({ DATA_DIR: tmp })).kind).toBe("directory");
    const s3Storage = mediaStorageFrom(parseEnv(s3Env()));
    expect(s3Storage).toBeInstanceOf(S3Storage);
    (s3Storage as S3Storage).destroy();
  });

  it("accepts only the key shape the API makes", () => {
    expect(() => assertSafeKey(`${ID}/thumb-2x.avif`)).not.toThrow();
    expect(() => assertSafeKey(`${ID}/..x`)).toThrow(UnsafeKeyError);
  });
});

describe("uploads through the API into S3", () => {
  it("stores an upload in the bucket and streams it back", async () => {
    const ctx = await startMediaApi(s3Env());
    try {
      const res = await ctx.upload({ bytes: minimalPdf, name: "paper.pdf" }, "pdf");
      expect(res.status).toBe(201);
      expect(fs.existsSync(path.join(ctx.dataDir, "media"))).toBe(false);
      const file = await ctx.fetchFile(res.body.data.url);
      expect(file.status).toBe(200);
      expect(Buffer.from(await file.arrayBuffer())).toEqual(minimalPdf);
    } finally {
      await ctx.close();
    }
  });
});
