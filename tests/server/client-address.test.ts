/**
 * The portal passes each visitor's address to the API, which limits sign-in attempts per
 * address: several failed sign-ins through the portal's own form from one address get the
 * limit, and another visitor's address is not affected. Two real source addresses on loopback
 * (127.0.0.1 and 127.0.0.2), no header set by hand.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPortalAt, startRealApi, type Portal, type RealApi } from "../faults/portal-harness";
import { FORM, rawRequest } from "../support/raw-http";

const LIMIT = 3;

describe("the API's per-address sign-in limit, through the portal", () => {
  let api: RealApi;
  let portal: Portal;

  beforeAll(async () => {
    process.env.AUTH_RATE_LIMIT_IP = String(LIMIT);
    api = await startRealApi();
    portal = await startPortalAt(api.url);
  });
  afterAll(async () => {
    delete process.env.AUTH_RATE_LIMIT_IP;
    await portal?.close(200);
    await api?.close();
  });

  const signIn = (from: string, n: number) =>
    rawRequest(portal.url, "POST", "/signin-email", {
      headers: FORM,
      body: `email=nobody${n}%40example.test&password=wrong-password-${n}`,
      localAddress: from,
    });

  it("a visitor who keeps failing to sign in gets the limit, and another visitor does not", async () => {
    for (let n = 0; n < LIMIT; n++) {
      const r = await signIn("127.0.0.2", n);
      expect(r.status, `attempt ${n + 1}`).toBe(400);
    }
    const limited = await signIn("127.0.0.2", LIMIT);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatch(/Too many attempts/);

    const other = await signIn("127.0.0.3", 0);
    expect(other.status).toBe(400);
    expect(other.body).not.toMatch(/Too many attempts/);
  });
});
