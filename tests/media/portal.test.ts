/**
 * Uploaded media through the portal: the production server over the real API on SQLite, media
 * files in a temporary DATA_DIR. The portal streams `/media/…` from the API and uploads for the
 * signed-in visitor with uploadMedia.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pino } from "pino";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppLoadContext } from "react-router";
import { chosenFile, uploadMedia } from "../../app/upstream/media.server";
import { startPortalAt, startRealApi, signedInCookie, type Portal, type RealApi } from "../faults/portal-harness";
import { rawRequest } from "../support/raw-http";
import { minimalPdf, picture } from "./fixtures";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "media-portal-"));
let api: RealApi;
let portal: Portal;
let cookie: string;

beforeAll(async () => {
  process.env.DATA_DIR = dataDir;
  api = await startRealApi();
  portal = await startPortalAt(api.url);
  cookie = await signedInCookie(api.db, "Uploader");
}, 240_000);
afterAll(async () => {
  await portal?.close(200);
  await api?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** What a route action hands uploadMedia: the visitor's request (session cookie) and context. */
function actionArgs(lang: "en" | "hi" = "en") {
  const request = new Request(`${portal.url}${lang === "hi" ? "/hi" : ""}/posts/articles`, { method: "POST", headers: { Cookie: cookie } });
  const context = {
    cspNonce: "",
    requestId: "media-test",
    upstreamOrigin: api.url,
    upstreamTimeoutMs: 20_000,
    logger: pino({ level: "silent" }),
  } as AppLoadContext;
  return { request, context };
}

describe("uploads from a portal form (uploadMedia)", () => {
  it("gives the Media of an accepted image, and the API's message for a refused file in the page's language", async () => {
    const image = new File([new Uint8Array(await picture(320, 240).jpeg().toBuffer())], "team.jpg", { type: "image/jpeg" });
    const ok = await uploadMedia(actionArgs(), image, "image");
    expect(ok.ok && ok.media).toMatchObject({ kind: "image", width: 320, height: 240, name: "team.jpg" });

    const text = new File(["not an image"], "notes.jpg", { type: "image/jpeg" });
    expect(await uploadMedia(actionArgs(), text, "image")).toEqual({ ok: false, error: expect.stringMatching(/JPEG, PNG, WebP or AVIF/) });
    const hindi = await uploadMedia(actionArgs("hi"), text, "image");
    expect(!hindi.ok && hindi.error).toMatch(/[\u0900-\u097F]/);
  });

  it("tells a chosen file from a file input left empty", () => {
    const form = new FormData();
    form.append("image", new File([], ""));
    form.append("pdf", new File([new Uint8Array(minimalPdf)], "a.pdf"));
    expect(chosenFile(form, "image")).toBeNull();
    expect(chosenFile(form, "pdf")?.name).toBe("a.pdf");
    expect(chosenFile(form, "missing")).toBeNull();
  });
});

describe("/media/… on the portal", () => {
  it("streams a rendition with its type, immutable caching and nosniff", async () => {
    const upload = await uploadMedia(actionArgs(), new File([new Uint8Array(await picture(600, 400).png().toBuffer())], "a.png"), "image");
    if (!upload.ok) throw new Error(upload.error);
    const res = await fetch(`${portal.url}/media/${upload.media.id}/thumb-2x.avif`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/avif");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([280, 280]);

    const pdf = await uploadMedia(actionArgs(), new File([new Uint8Array(minimalPdf)], "paper.pdf"), "pdf");
    if (!pdf.ok) throw new Error(pdf.error);
    const doc = await fetch(portal.url + pdf.media.url);
    expect(doc.headers.get("content-type")).toBe("application/pdf");
    // Downloaded, never opened as a page of the portal's origin (docs/product/limits.md#safety-of-pages-and-uploads: a PDF with
    // /OpenAction JavaScript and trailing HTML was served inline).
    expect(doc.headers.get("content-disposition")).toBe('attachment; filename="document.pdf"');
    expect(doc.headers.get("content-security-policy")).toBe("sandbox; default-src 'none'");
    expect(res.headers.get("content-security-policy")).toBe("sandbox; default-src 'none'");
    expect(Buffer.from(await doc.arrayBuffer())).toEqual(minimalPdf);
  });

  it("is one address for every language: /hi/media/… does not exist", async () => {
    const upload = await uploadMedia(actionArgs(), new File([new Uint8Array(await picture(60, 60).png().toBuffer())], "a.png"), "image");
    if (!upload.ok) throw new Error(upload.error);
    expect((await fetch(`${portal.url}/hi${upload.media.url}`)).status).toBe(404);
  });

  it("answers 404 for a file that is not there and for paths that try to leave the folder", async () => {
    fs.writeFileSync(path.join(dataDir, "secret.txt"), "secret");
    for (const url of [
      "/media/0f8fad5b-d9cb-469f-a165-70867728950e/full.webp",
      "/media/0f8fad5b-d9cb-469f-a165-70867728950e/..%2F..%2Fsecret.txt",
      "/media/..%2Fsecret.txt/full.webp",
    ]) {
      const res = await rawRequest(portal.url, "GET", url);
      expect(res.status, url).toBe(404);
      expect(res.body).not.toContain("secret\n");
    }
  });
});
