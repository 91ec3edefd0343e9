import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import sharp from "sharp";
import { parseEnv } from "../../config/env";
import { startTestApi, type TestApi } from "../api/harness";

/** The API over a fresh database, with DATA_DIR (and so the media directory) in a temp folder. */
export async function startMediaApi(env: Record<string, string> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "media-data-"));
  const api: TestApi = await startTestApi({
    env: parseEnv({ ...process.env, DATA_DIR: dataDir, ...env }),
    writeLimits: { perAddress: 1000, perUser: 1000, windowMs: 60_000 },
  });
  const { token } = await api.createUser({ name: "Contributor" });
  return {
    api,
    token,
    dataDir,
    /** POST /api/web/media as a browser's form would send it. */
    async upload(
      file: { bytes: Uint8Array; name: string; type?: string },
      purpose: string,
      init: { token?: string | null; lang?: string } = {},
    ) {
      const form = new FormData();
      form.append("purpose", purpose);
      form.append("file", new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "application/octet-stream" }), file.name);
      const auth: Record<string, string> = init.token === null ? {} : { Authorization: `Bearer ${init.token ?? token}` };
      const res = await fetch(`${api.baseUrl}/api/web/media${init.lang ? `?lang=${init.lang}` : ""}`, {
        method: "POST",
        body: form,
        headers: auth,
      });
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON from the wire
      return { status: res.status, body: (await res.json()) as any };
    },
    async fetchFile(url: string) {
      return fetch(`${api.baseUrl}/api${url}`);
    },
    async close() {
      await api.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A plain picture of the given size (a gradient, so encoders have something to do). */
export function picture(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } });
}

/**
 * A JPEG stored 300×200 whose EXIF says "rotate 90° clockwise" (it shows 200×300), carrying a
 * copyright line and a camera make that must not survive the re-encode.
 */
export function rotatedJpegWithExif(): Promise<Buffer> {
  return picture(300, 200)
    .jpeg()
    .withExif({ IFD0: { Copyright: "Secret Owner", Make: "PhoneCo" } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/**
 * A PNG whose header claims 10 000 × 10 000 pixels (100 megapixels) in a few hundred bytes:
 * what a decompression bomb looks like to the header check.
 */
export async function hundredMegapixelPng(): Promise<Buffer> {
  const png = Buffer.from(await picture(8, 8).png().toBuffer());
  // IHDR: length (4) + "IHDR" (4) at offset 8, then width and height, then its CRC at 29.
  png.writeUInt32BE(10_000, 16);
  png.writeUInt32BE(10_000, 20);
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29);
  return png;
}

export const minimalPdf = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
