/**
 * The portal's request guard lets the authoring forms (/posts/…, /pages/…, in both languages,
 * with or without JavaScript) carry an image and a PDF up to the limits their route declares
 * (app/route-policy.ts); other forms still refuse files.
 */
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageRequestGuard, type GuardedLocals } from "../../server/request-guards";
import { routeMatcher } from "../../server/route-policies";
import { getBuild } from "../server/helpers";
import { rawRequest } from "../support/raw-http";

let url: string;
let close: () => Promise<void>;

beforeAll(async () => {
  const routes = routeMatcher(await getBuild());
  const app = express();
  app.use(pageRequestGuard((req) => routes.policyOf(req.path)));
  app.use((_req, res) => {
    const locals = res.locals as GuardedLocals;
    res.json(locals.refusedWith ?? { accepted: locals.formBody?.length ?? 0 });
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((r) => server.once("listening", () => r()));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise<void>((r) => server.close(() => r()));
}, 180_000);
afterAll(async () => {
  await close?.();
});

function multipart(files: { field: string; bytes: number }[]) {
  const parts: Buffer[] = [Buffer.from(`--b\r\nContent-Disposition: form-data; name="title"\r\n\r\nA title\r\n`)];
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--b\r\nContent-Disposition: form-data; name="${file.field}"; filename="x.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      Buffer.alloc(file.bytes, 1),
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from("--b--\r\n"));
  return { headers: { "Content-Type": "multipart/form-data; boundary=b" }, body: Buffer.concat(parts) };
}

const MB = 1024 * 1024;

describe("authoring forms through the request guard", () => {
  it("carry a featured image and a research report's PDF at their limits, in both languages and as single-fetch posts", async () => {
    const body = multipart([
      { field: "image", bytes: 5 * MB },
      { field: "pdf", bytes: 20 * MB },
    ]);
    for (const path of [
      "/posts/articles",
      "/posts/research-report/my-report",
      "/hi/pages/startup/acme",
      "/posts/articles.data",
      "/pages/events/launch-day.data",
    ]) {
      const answer = JSON.parse((await rawRequest(url, "POST", path, body)).body);
      expect(answer.accepted, path).toBeGreaterThan(25 * MB);
    }
  });

  it("still refuse a body far over the limits, and files on other forms", async () => {
    expect(
      JSON.parse((await rawRequest(url, "POST", "/posts/articles", multipart([{ field: "image", bytes: 40 * MB }]))).body),
    ).toMatchObject({ status: 413 });
    expect(JSON.parse((await rawRequest(url, "POST", "/profile", multipart([{ field: "image", bytes: 10 }]))).body)).toMatchObject({
      status: 400,
      reason: "file fields are not accepted",
    });
    expect(JSON.parse((await rawRequest(url, "POST", "/postsx/articles", multipart([{ field: "image", bytes: 10 }]))).body)).toMatchObject({
      status: 400,
    });
  });
});
