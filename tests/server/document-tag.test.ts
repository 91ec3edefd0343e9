import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { documentTag } from "../../server/document-tag";
import { toCachedPage } from "../../server/page-cache";

const tagOfText = (text: string) => `W/"${createHash("sha1").update(text).digest("base64url")}"`;

describe("a document's ETag", () => {
  const nonce = "Gi12ssGIXiAVCxYNCBSGKg==";

  it("is the hash of the page with every copy of the nonce left out, wherever the copies are", () => {
    const html = `${nonce}<script nonce="${nonce}">x</script><p>हिन्दी — “quotes”</p><script nonce="${nonce}"></script>${nonce}${nonce}`;
    expect(documentTag(Buffer.from(html), nonce)).toBe(tagOfText(html.split(nonce).join("")));
  });

  it("is the same for one page rendered with two nonces, and differs when the page does", () => {
    const page = (n: string, text: string) => Buffer.from(`<script nonce="${n}"></script><p>${text}</p>`);
    expect(documentTag(page(nonce, "सूचना"), nonce)).toBe(documentTag(page("b3RoZXI=", "सूचना"), "b3RoZXI="));
    expect(documentTag(page(nonce, "सूचना"), nonce)).not.toBe(documentTag(page(nonce, "सूचनाएँ"), nonce));
  });

  it("hashes the whole page when there is no nonce, or when it does not occur", () => {
    expect(documentTag(Buffer.from("<p>a</p>"), "")).toBe(tagOfText("<p>a</p>"));
    expect(documentTag(Buffer.from("<p>a</p>"), nonce)).toBe(tagOfText("<p>a</p>"));
  });

  it("is the same whether the page is sent as rendered or from the page cache", async () => {
    const rendered = (n: string) =>
      Buffer.from(
        `<!DOCTYPE html><html><head><script nonce="${n}">document.documentElement.className="js"</script></head><body><p>सूचना</p></body></html>`,
      );
    const html = new Headers({ "content-type": "text/html; charset=utf-8" });
    const stored = await toCachedPage(rendered(nonce), html, nonce, 0);
    expect(stored?.etag).toBe(documentTag(rendered(nonce), nonce));
    expect(stored?.etag).toBe(documentTag(rendered("b3RoZXI="), "b3RoZXI="));
    const data = Buffer.from('[{"_1":2},"root"]');
    expect((await toCachedPage(data, new Headers({ "content-type": "text/x-script" }), nonce, 0))?.etag).toBe(documentTag(data, ""));
  });
});
