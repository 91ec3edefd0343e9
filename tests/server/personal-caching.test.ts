/**
 * A signed-in visitor's answers are theirs alone (docs/product/limits.md#safety-of-pages-and-uploads): every page and every page's data
 * answered to a request with a session is `private` and revalidated or not stored, and says it
 * varies by cookie, so a shared cache in between never hands it to someone else.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPortalAt, startRealApi, type Portal, type RealApi } from "../faults/portal-harness";
import { editorCookie, routeAddresses } from "./helpers";

let api: RealApi;
let portal: Portal;
let cookie: string;
let paths: string[];

beforeAll(async () => {
  api = await startRealApi();
  portal = await startPortalAt(api.url);
  const editor = await editorCookie(api.db, "Esha Editor");
  cookie = editor.cookie;
  // The editor's own self-assessment draft: its pages have the draft's id in the address.
  const started = await fetch(`${api.url}/api/web/assessment`, {
    method: "POST",
    headers: { Authorization: `Bearer ${editor.token}`, "Content-Type": "application/json" },
    body: "{}",
  });
  const draftId = ((await started.json()) as { data: { id: string } }).data.id;
  // Every route's address without parameters; of the Hindi copies (the same modules) a few.
  paths = (await routeAddresses())
    .concat(["/hi", "/hi/profile", "/hi/editorial", "/hi/articles/all"])
    .concat([
      `/responsible-ai/assessment/${draftId}`,
      `/hi/responsible-ai/assessment/${draftId}`,
      `/responsible-ai/assessment-result/${draftId}`,
    ]);
}, 180_000);
afterAll(async () => {
  await portal?.close(100);
  await api?.close();
});

describe("what a signed-in visitor is sent", () => {
  it("every page and every page's data is private, revalidated or not stored, and varies by cookie", async () => {
    const addresses = paths.flatMap((path) => [path, path === "/" ? "/_root.data" : `${path}.data`]);
    let checked = 0;
    // A few at a time: the answers, not the order, are what is checked.
    for (let i = 0; i < addresses.length; i += 8) {
      await Promise.all(
        addresses.slice(i, i + 8).map(async (address) => {
          const response = await fetch(portal.url + address, { headers: { cookie }, redirect: "manual" });
          await response.arrayBuffer();
          const type = response.headers.get("content-type") ?? "";
          if (!/text\/html|text\/x-script/.test(type)) return;
          const cacheControl = response.headers.get("cache-control") ?? "";
          expect(cacheControl, address).toMatch(/\bprivate\b/);
          expect(cacheControl, address).toMatch(/\bno-(cache|store)\b/);
          expect(response.headers.get("vary") ?? "", address).toMatch(/\bCookie\b/i);
          checked++;
        }),
      );
    }
    expect(checked).toBeGreaterThan(100);
  });

  it("while an anonymous reader's pages stay shareable", async () => {
    const page = await fetch(`${portal.url}/articles/all`);
    await page.arrayBuffer();
    expect(page.headers.get("cache-control")).not.toMatch(/private/);
    expect(page.headers.get("vary") ?? "").toMatch(/\bCookie\b/i);
  });
});
