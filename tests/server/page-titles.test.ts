/**
 * Every page's title ends with the site's name in the page's language (docs/product/gigw.md#accessibility: Hindi titles
 * mixed "IndiaAI", "IndiaAI पोर्टल" and "इंडियाएआई पोर्टल"): the settings' site title, as the content
 * pages use it, and the Hindi settings name the product in Devanagari.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hindiSettings } from "../../api/seed/content/hindi/settings";
import { settings } from "../../api/seed/content/settings";
import { startPortalAt, startRealApi, type Portal, type RealApi } from "../faults/portal-harness";
import { editorCookie, routeAddresses } from "./helpers";

let api: RealApi;
let portal: Portal;
let cookie: string;
let paths: string[];

beforeAll(async () => {
  api = await startRealApi();
  portal = await startPortalAt(api.url);
  ({ cookie } = await editorCookie(api.db, "Tara Titles"));
  paths = (await routeAddresses())
    // Landing pages named after the product (content.portal.title: "{product} पोर्टल").
    .concat(["/indiaaiportal", "/articles/all"]);
}, 180_000);
afterAll(async () => {
  await portal?.close(100);
  await api?.close();
});

describe("page titles", () => {
  it("end with the site's name in the page's language, in English and Hindi", async () => {
    const wrong: string[] = [];
    let checked = 0;
    const addresses = paths.flatMap((path) => [
      { address: path, site: settings.site_title },
      { address: path === "/" ? "/hi" : `/hi${path}`, site: hindiSettings.site_title },
    ]);
    for (let i = 0; i < addresses.length; i += 8) {
      await Promise.all(
        addresses.slice(i, i + 8).map(async ({ address, site }) => {
          const response = await fetch(portal.url + address, { headers: { cookie }, redirect: "manual" });
          const html = await response.text();
          if (response.status !== 200 || !(response.headers.get("content-type") ?? "").includes("text/html")) return;
          const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
          // A Hindi title names the portal in Devanagari only.
          if ((title !== site && !title.endsWith(` | ${site}`)) || (address.startsWith("/hi") && title.includes("IndiaAI")))
            wrong.push(`${address}: ${title}`);
          checked++;
        }),
      );
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });
});
