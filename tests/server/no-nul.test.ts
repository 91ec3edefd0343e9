/**
 * No NUL byte in any page the server sends (docs/decisions/0119-nul-bytes-taken-out.md, decision 0119). React 18's server renderer
 * writes its whole 2 kB buffer, unwritten zeros included, when a character of several bytes does
 * not fit its end; Hindi pages (three bytes a letter) met it on most long pages. The guard at the
 * end fails once React stops doing so, when the stripping in app/entry.server.tsx can go.
 */
import { Writable } from "node:stream";
import { createElement } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPortalAt, startRealApi, type Portal, type RealApi } from "../faults/portal-harness";
import { withoutNul } from "../../app/without-nul.server";

/** Pages whose text crosses many 2 kB boundaries, in both scripts. */
const PAGES = ["/", "/hi", "/articles/all", "/hi/articles/all", "/hi/news/all", "/hi/responsible-ai/homepage", "/hi/no-such-page"];

describe("the bytes of every page", () => {
  let api: RealApi;
  let portal: Portal;
  beforeAll(async () => {
    api = await startRealApi();
    portal = await startPortalAt(api.url);
  }, 180_000);
  afterAll(async () => {
    await portal?.close(100);
    await api?.close();
  });

  const bytes = async (path: string, headers: Record<string, string> = {}) =>
    Buffer.from(await (await fetch(portal.url + path, { headers })).arrayBuffer());

  it("hold no NUL, rendered, from the page cache, or for a visitor the cache does not serve", async () => {
    for (const path of PAGES) {
      const rendered = await bytes(path);
      const cached = await bytes(path);
      const uncached = await bytes(path, { cookie: "someone=else" });
      for (const [how, body] of [
        ["rendered", rendered],
        ["cached", cached],
        ["uncached", uncached],
      ] as const) {
        expect(body.length, `${path} ${how}`).toBeGreaterThan(2048);
        expect(body.indexOf(0), `${path} ${how}: NUL at`).toBe(-1);
      }
    }
  });
});

describe("taking NUL bytes out of a document", () => {
  it("keeps every other byte, characters of several bytes and emoji included", () => {
    const text = "एप्लिकेशन सदस्यता 🇮🇳 ok";
    const withZeros = Buffer.concat([Buffer.from("एप्लिके"), Buffer.from([0, 0]), Buffer.from("शन सदस्यता 🇮🇳 ok"), Buffer.from([0])]);
    expect(withoutNul(withZeros).toString("utf8")).toBe(text);
    const clean = Buffer.from(text);
    expect(withoutNul(clean)).toBe(clean);
  });
});

describe("why the bytes are cleaned (the guard of decision 0119)", () => {
  it("React's server renderer still writes NUL bytes into text that crosses its buffer", async () => {
    // Many short text pieces of three-byte letters: one of them ends up not fitting the buffer.
    const words = Array.from({ length: 60 }, (_, i) => createElement("span", { key: i }, "सदस्यता एप्लिकेशन ".repeat(5 + (i % 7))));
    const chunks: Buffer[] = [];
    await new Promise<void>((resolve, reject) => {
      const sink = new Writable({
        write(chunk: Buffer, _encoding, done) {
          chunks.push(chunk);
          done();
        },
      });
      sink.on("finish", resolve);
      const { pipe } = renderToPipeableStream(createElement("p", null, words), { onAllReady: () => pipe(sink), onShellError: reject });
    });
    // When this fails, React no longer does it (React 19 does not): drop withoutNul from
    // app/entry.server.tsx and retire decision 0119.
    expect(Buffer.concat(chunks).indexOf(0)).toBeGreaterThan(-1);
  });
});
