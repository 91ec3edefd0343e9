/**
 * Decision 0115: app/entry.client.tsx keeps the visitor's keys and clicks from React until the
 * document has hydrated (app/chrome/hydration-hold.ts), because React Router's
 * HydratedRouter suspends the root while it decodes the page's data and a discrete event then
 * fails the root (React error #345). When this test fails, the router no longer suspends there
 * and the hold can go. e2e/chrome.spec.ts presses keys while a slowed page hydrates.
 */
import { afterEach, describe, expect, it } from "vitest";
import { HydratedRouter } from "react-router/dom";

const globals = globalThis as Record<string, unknown>;

afterEach(() => {
  for (const name of ["window", "__reactRouterContext", "__reactRouterManifest", "__reactRouterRouteModules"]) delete globals[name];
});

describe("React Router's hydration", () => {
  it("still suspends the root while the page's data is being decoded", () => {
    // The page's data arrives as a stream the inline scripts feed; here it has not ended yet.
    const stream = new ReadableStream<Uint8Array>({ start() {} });
    Object.assign(globals, {
      window: globalThis,
      __reactRouterContext: {
        stream,
        future: {},
        ssr: true,
        isSpaMode: false,
        routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
      },
      __reactRouterManifest: { routes: {}, entry: { module: "", imports: [] }, url: "", version: "test" },
      __reactRouterRouteModules: {},
    });
    let thrown: unknown;
    try {
      HydratedRouter({});
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Promise);
  });
});
