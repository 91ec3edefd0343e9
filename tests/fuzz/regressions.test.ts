/**
 * Inputs the fuzz suites found, pinned so they are checked on every run whatever the seed.
 * A form field named like an Object.prototype member (`toString`, `constructor`, …) crashed
 * Conform's handling of the submission (a 500 at random fuzz seeds); every action page must
 * answer such a form like any other invalid one.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPortalAt, startRealApi, type Portal, type RealApi } from "../faults/portal-harness";
import { FORM, rawRequest } from "../support/raw-http";

const PROTOTYPE_NAMES = [
  "toString",
  "constructor",
  "__proto__",
  "valueOf",
  "hasOwnProperty",
  "isPrototypeOf",
  "toString.x",
  "constructor.prototype",
  "__proto__[0]",
  "toString[]",
];
const ACTION_PAGES = [
  "/signin-email",
  "/signup-email",
  "/forgot-password",
  "/reset-password",
  "/newsletter",
  "/force-add-email",
  "/delete-account",
  "/profile/edit",
  "/user-contribution",
];

describe("fuzz findings, pinned", () => {
  let api: RealApi;
  let portal: Portal;

  beforeAll(async () => {
    api = await startRealApi();
    portal = await startPortalAt(api.url);
  });
  afterAll(async () => {
    await portal?.close(200);
    await api?.close();
  });

  // tests/fuzz/http.test.ts, seed 79517463 (counterexample ["/", "%5C", ""]): the router's URL parser
  // read `/\` as `//` and threw.
  it("a path made of an encoded backslash never answers 500", async () => {
    for (const path of ["/%5C", "/%5C%5C", "/%5Cevil.example", "/articles/all/%5C"]) {
      expect((await rawRequest(portal.url, "GET", path)).status, path).toBeLessThan(500);
    }
  });

  for (const name of PROTOTYPE_NAMES) {
    it(`a form with a field named ${JSON.stringify(name)} never answers 500`, async () => {
      const failures: string[] = [];
      for (const path of ACTION_PAGES) {
        // The second is docs/product/accounts.md#sign-in-limits-and-back-off's reported input (`toString=x&email=a%40b.co`) for each name.
        for (const body of [
          `${encodeURIComponent(name)}=x`,
          `${encodeURIComponent(name)}=x&email=a%40b.co`,
          `email=bad&${encodeURIComponent(name)}=x&${encodeURIComponent(name)}=y`,
        ]) {
          const r = await rawRequest(portal.url, "POST", path, { headers: FORM, body });
          if (r.status >= 500) failures.push(`POST ${path} ${body} → ${r.status}`);
        }
      }
      expect(failures).toEqual([]);
    });
  }
});
