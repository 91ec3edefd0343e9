import express from "express";
import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A stand-in for the upstream content API, answering the chrome calls with contract-shaped data.
 * Used where a test must control the upstream (take it down, make it answer 401).
 */
export const FAKE_PILLARS = [
  { id: 1, title: "Compute Pillar", heading: "<p>Shared <b>GPUs</b></p>", name: "compute", slug: "compute", image_url: null },
  { id: 2, title: "Datasets Pillar", heading: "<p>Open data</p>", name: "datasets", slug: "datasets", image_url: null },
];
export const FAKE_SECTORS = ["Agriculture", "Healthcare", "Education", "Finance", "Governance"].map((name, i) => ({ id: i + 1, name, slug: name.toLowerCase() }));

export interface FakeUpstream {
  url: string;
  calls: string[];
  /** Status to answer every request with (null: normal answers). */
  failWith: number | null;
  close(): Promise<void>;
}

export async function startFakeUpstream(): Promise<FakeUpstream> {
  const app = express();
  app.use(express.json());
  const state: FakeUpstream = { url: "", calls: [], failWith: null, close: async () => {} };
  app.use((req, res, next) => {
    state.calls.push(`${req.method} ${req.originalUrl}`);
    if (state.failWith) return void res.status(state.failWith).json({ message: "failure" });
    next();
  });
  app.get("/api/healthz", (_req, res) => void res.json({ ok: true }));
  app.get("/api/web/settings", (_req, res) =>
    void res.json({
      data: {
        product_name: "FakeAI",
        site_title: "FakeAI Portal",
        site_description: "Fake",
        support_email: "help@fake.example",
        tags: { facebook_link: "https://facebook.com/fake", linkedin_link: null, twitter_link: null, insta_link: null, youtube_link: null },
        ministry_logos: [],
      },
    }),
  );
  app.get("/api/web/page/home-pillar", (_req, res) => void res.json({ data: { sections: FAKE_PILLARS } }));
  app.get("/api/web/tag/group/:group", (_req, res) => void res.json({ groupTags: FAKE_SECTORS }));
  app.get("/api/web/collections", (_req, res) =>
    void res.json({
      data: { items: [], page: 1, per_page: 8, total: 0, total_pages: 0, facets: { tags: [], states: [], countries: [], years: [] } },
    }),
  );
  app.get("/api/recommendations/since-last-visit", (req, res) => {
    if (req.get("authorization") === "Bearer revoked-token") return void res.status(401).json({ message: "Unauthenticated" });
    res.json({ data: [{ collection_type_id: 2, is_new_item: true }] });
  });
  app.post("/api/newsletter/save", (req, res) => {
    const email = String(req.body?.email ?? "");
    if (email.startsWith("taken")) return void res.status(422).json({ message: "Invalid", errors: { email: ["This email is already subscribed."] } });
    if (email.startsWith("boom")) return void res.status(500).json({ message: "Server error" });
    res.json({ message: "Subscribed" });
  });
  app.post("/api/user/accept/cookie", (_req, res) => void res.json({ ok: true }));

  const server = http.createServer(app);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () =>
    new Promise<void>((r) => {
      server.closeAllConnections();
      server.close(() => r());
    });
  return state;
}
