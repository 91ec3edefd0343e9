/**
 * `npm run test:scale`: deploy/compose.yaml's topology on one machine, without Docker, and the
 * four things docs/decisions/0109-deployment-and-scale-test.md asks of it (docs/decisions/0109):
 *
 *   redis-server (Debian's) · embedded PostgreSQL · the API alone (node build/api.js) on it ·
 *   two portal replicas (node build/server.js, API_BASE_URL, REDIS_URL, one SESSION_SECRET,
 *   TRUST_PROXY) · nginx with deploy/nginx.conf (tests/scale/gateway.ts), all on loopback;
 *   started and stopped by tests/scale/topology.ts, which bench/replicas.ts uses too.
 *
 *   a. a session made on one replica works on the other;
 *   b. a rate limit is shared: over the limit, whichever replica answers refuses;
 *   c. a page changed through one replica is fresh on both at once;
 *   d. killing a replica under load loses no request beyond those in flight, and no write;
 *   f. past saturation, refusals are fast and cached pages keep answering (tests/scale/worst-day.ts);
 *   f2. past each replica's share of reads, the gateway answers itself at once (the same);
 *   g. with the content API hanging, pages answer from the cache with the notice (the same).
 *
 * One PASS/FAIL line per property; exit 1 on any failure. Everything it starts is stopped at
 * the end, on failure too. The portals trust loopback proxies (TRUST_PROXY=loopback), so the
 * test speaks for many visitors by sending X-Forwarded-For: each phase, and each request of the
 * load, has its own visitor address, as real traffic would.
 */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { buildIfNeeded } from "../../scripts/build-if-needed.mjs";
import { readTail } from "./gateway";
import { missingTools, ROOT, startTopology, stopAllTopologies, type NodeService, type Topology } from "./topology";
import { answersFromCacheWhileApiHangs, gatewayAnswersPastItsShare, refusesEarlyUnderOverload, type Outcome } from "./worst-day";

const READ_LIMIT = 20; // RATE_LIMIT_READ of the replicas: requests per minute per visitor address
const FRESH_WITHIN_MS = 5000; // "at once": the page cache's own lifetime is 60 s
const started = Date.now();
const run = randomBytes(3).toString("hex");

// What it needs, before anything is started: the binaries, and a build no older than the sources
// (build-if-needed exits on a failed build).
const missing = missingTools();
if (missing.length) {
  console.error(`test:scale needs ${missing.join(" and ")}; .ci/run installs them.`);
  process.exit(1);
}
buildIfNeeded({ root: ROOT });
const builtAt = Date.now();

// ── HTTP as a browser without JavaScript, and as the portal's API client ─────────────────────
interface Answer {
  status: number;
  location: string;
  cookies: string[];
  text: string;
}

let visitor = 0;
/** A fresh visitor address (198.18.0.0/15, the benchmarking range). */
function newVisitor(): string {
  const n = ++visitor;
  return `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}`;
}

async function page(
  base: string,
  pathname: string,
  options: { client: string; cookie?: string; form?: Record<string, string> },
): Promise<Answer> {
  const headers: Record<string, string> = { "X-Forwarded-For": options.client, Accept: "text/html" };
  if (options.cookie) headers.Cookie = options.cookie;
  if (options.form) {
    headers["Content-Type"] = "application/x-www-form-urlencoded";
    headers.Origin = base; // a same-origin form post, as a browser sends it
  }
  const response = await fetch(`${base}${pathname}`, {
    method: options.form ? "POST" : "GET",
    headers,
    body: options.form ? new URLSearchParams(options.form) : undefined,
    redirect: "manual",
    signal: AbortSignal.timeout(30_000),
  });
  return {
    status: response.status,
    location: response.headers.get("location") ?? "",
    cookies: response.headers.getSetCookie(),
    text: await response.text(),
  };
}

/** The cookies a response set, as a Cookie header (removals left out). */
function cookieHeader(setCookies: string[]): string {
  return setCookies
    .filter((c) => !/;\s*max-age=0/i.test(c) && !/^[^=]+=;/.test(c))
    .map((c) => c.split(";")[0])
    .join("; ");
}

async function apiCall(apiUrl: string, method: string, pathname: string, body?: unknown, token?: string) {
  const response = await fetch(`${apiUrl}${pathname}`, {
    method,
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON: the text is in the error below
  }
  if (!response.ok) throw new Error(`${method} ${pathname} answered ${response.status}: ${text.slice(0, 300)}`);
  return json as Record<string, unknown>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

// ── the properties ───────────────────────────────────────────────────────────────────────
const results: Array<[string, Outcome]> = [];

function report(name: string, outcome: Outcome) {
  results.push([name, outcome]);
  console.log(`${outcome.ok ? "PASS" : "FAIL"} ${name}: ${outcome.detail}`);
}

async function property(name: string, body: () => Promise<Outcome>) {
  try {
    report(name, await body());
  } catch (error) {
    report(name, { ok: false, detail: error instanceof Error ? error.message : String(error) });
  }
}

/** What the properties are given: the two replicas by name, and the gateway's address. */
interface TwoReplicas {
  a: NodeService;
  b: NodeService;
  api: NodeService;
  gateway: string;
  accessLog: string;
  databaseUrl: string;
}

interface Person {
  name: string;
  email: string;
  password: string;
  cookie: string;
}

/** a. Signed up through the gateway, signed in on replica A; the cookie opens /profile on B. */
async function sessionAcrossReplicas(t: TwoReplicas, person: Person): Promise<Outcome> {
  const client = newVisitor();
  const signUp = await page(t.gateway, "/signup-email", {
    client,
    form: { name: person.name, email: person.email, password: person.password, website: "" },
  });
  if (signUp.status !== 303 && signUp.status !== 302) throw new Error(`sign-up through the gateway answered ${signUp.status}`);
  const signIn = await page(t.a.url, "/signin-email", { client, form: { email: person.email, password: person.password, website: "" } });
  person.cookie = cookieHeader(signIn.cookies);
  if (!(signIn.status === 302 || signIn.status === 303) || !person.cookie.includes("__session=")) {
    throw new Error(`sign-in on replica A answered ${signIn.status} without a session cookie`);
  }
  const onB = await page(t.b.url, "/profile", { client, cookie: person.cookie });
  const anonymousOnB = await page(t.b.url, "/profile", { client });
  const knowsThem = onB.status === 200 && onB.text.includes(escapeHtml(person.email));
  const refusesStranger = (anonymousOnB.status === 302 || anonymousOnB.status === 303) && anonymousOnB.location.includes("/signin");
  return {
    ok: knowsThem && refusesStranger,
    detail: `signed up through the gateway, signed in on A; B's /profile with that cookie: ${onB.status}${knowsThem ? " showing the account" : " NOT showing the account"}, without it: ${anonymousOnB.status} → ${anonymousOnB.location || "-"}`,
  };
}

/**
 * e. A second session of the same person: its pages on B keep the reader's "New" markers, then it
 * signs out on A. A copy of that cookie sent to B at once is signed out (the API's
 * sessions-ended announcement reached B through Redis), not shown signed in for a minute.
 */
async function signOutOnBoth(t: TwoReplicas, person: Person): Promise<Outcome> {
  const client = newVisitor();
  const signIn = await page(t.a.url, "/signin-email", { client, form: { email: person.email, password: person.password, website: "" } });
  const cookie = cookieHeader(signIn.cookies);
  if (!cookie.includes("__session=")) throw new Error(`sign-in on replica A answered ${signIn.status} without a session cookie`);
  const before = await page(t.b.url, "/", { client, cookie });
  const again = await page(t.b.url, "/articles/all", { client, cookie });
  const signedInOnB = before.status === 200 && again.status === 200 && again.text.includes("My Account");
  const signOut = await page(t.a.url, "/logout", { client, cookie, form: {} });
  const after = await page(t.b.url, "/", { client, cookie });
  const clears = after.cookies.some((c) => /^__session=;/.test(c) || (/^__session=/.test(c) && /max-age=0/i.test(c)));
  const signedOutOnB = (after.status === 302 || after.status === 303) && clears;
  return {
    ok: signedInOnB && signedOutOnB,
    detail: `second session, signed in on A; B's pages: ${before.status}, ${again.status}${signedInOnB ? " signed in" : " NOT signed in"}; signed out on A (${signOut.status}); the copied cookie on B at once: ${after.status}${clears ? " clearing the session" : " NOT clearing the session"}`,
  };
}

/** b. One visitor's requests alternate between the replicas: over the limit, both refuse. */
async function sharedRateLimit(t: TwoReplicas): Promise<Outcome> {
  const client = newVisitor();
  const statuses: Array<{ replica: "A" | "B"; status: number }> = [];
  for (let i = 0; i < READ_LIMIT + 10; i++) {
    const replica = i % 2 === 0 ? "A" : "B";
    const answer = await page(replica === "A" ? t.a.url : t.b.url, "/robots.txt", { client });
    statuses.push({ replica, status: answer.status });
  }
  const allowed = statuses.filter((s) => s.status === 200).length;
  const after = statuses.slice(READ_LIMIT);
  const refusedBy = (replica: "A" | "B") => after.filter((s) => s.replica === replica && s.status === 429).length;
  const ok = statuses.slice(0, READ_LIMIT).every((s) => s.status === 200) && after.every((s) => s.status === 429);
  return {
    ok,
    detail: `RATE_LIMIT_READ=${READ_LIMIT}, ${statuses.length} requests alternating A/B from one address: ${allowed} answered 200, then A refused ${refusedBy("A")} and B refused ${refusedBy("B")} of the ${after.length} over the limit (separate limits would have let all ${statuses.length} through)`,
  };
}

/** c. An editor approves an article on replica A's desk; the cached listing changes on A and B. */
async function freshOnBoth(t: TwoReplicas, editor: Person): Promise<Outcome> {
  const client = newVisitor();
  // The editor role, granted the way an operator does (npm run moderate -- grant-editor).
  const granted = spawnSync(path.join(ROOT, "node_modules/.bin/tsx"), ["api/main/moderate-cli.ts", "grant-editor", editor.email], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: t.databaseUrl, LOG_LEVEL: "warn" },
    encoding: "utf8",
  });
  if (granted.status !== 0) throw new Error(`grant-editor failed: ${granted.stdout}${granted.stderr}`);

  // A contributor writes and submits an article through the API, as the portal's forms do.
  const contributor = { name: "Kavya Contributor", email: `kavya-${run}@example.test`, password: "Monsoon-Ledger-2026" };
  await apiCall(t.api.url, "POST", "/api/register", { ...contributor, consent_accepted: true });
  const token = String(
    (await apiCall(t.api.url, "POST", "/api/oauth/token", { username: contributor.email, password: contributor.password })).access_token,
  );
  const title = `Soil moisture sensors across replicas ${run}`;
  const created = (
    await apiCall(
      t.api.url,
      "POST",
      "/api/web/authoring/article",
      {
        intent: "submit",
        title,
        summary: "Two replicas, one page.",
        body: "Sensors in **twelve** districts.",
        sector: "agriculture",
        tags: ["crops"],
      },
      token,
    )
  ).data as { id: number; slug: string };

  // Both replicas have the listing in their page cache (asked twice: the second is a hit).
  const listing = "/articles/all";
  const shows = async (replica: NodeService) => (await page(replica.url, listing, { client })).text.includes(escapeHtml(title));
  for (const replica of [t.a, t.b, t.a, t.b])
    if (await shows(replica)) throw new Error(`the listing on ${replica.name} shows the article before it is published`);

  const decided = await page(t.a.url, `/editorial/items/${created.id}`, {
    client,
    cookie: editor.cookie,
    form: { action: "approve", note: "" },
  });
  if (!(decided.status === 302 || decided.status === 303) || !decided.location.includes("done=approve")) {
    throw new Error(`the approval on A's desk answered ${decided.status} → ${decided.location || decided.text.slice(0, 200)}`);
  }
  const approvedAt = Date.now();
  /** When each replica's listing first showed (or no longer showed) the title, within the bound. */
  const whenBoth = async (want: boolean, from: number) => {
    const at: Record<"A" | "B", number | null> = { A: null, B: null };
    while (Date.now() - from < FRESH_WITHIN_MS && (at.A === null || at.B === null)) {
      for (const [key, replica] of [
        ["A", t.a],
        ["B", t.b],
      ] as const) {
        if (at[key] === null && (await shows(replica)) === want) at[key] = Date.now();
      }
      if (at.A === null || at.B === null) await sleep(25);
    }
    return at;
  };
  const published = await whenBoth(true, approvedAt);

  // Moved to the trash through the API itself (no replica involved): gone from both.
  await apiCall(t.api.url, "POST", `/api/web/authoring/article/${created.slug}/trash`, {}, token);
  const trashedAt = Date.now();
  const gone = await whenBoth(false, trashedAt);
  const ms = (at: number | null, from: number) => (at === null ? `not within ${FRESH_WITHIN_MS / 1000} s` : `${at - from} ms`);
  const ok = published.A !== null && published.B !== null && gone.A !== null && gone.B !== null;
  return {
    ok,
    detail: `approved on A's desk: on ${listing} of A after ${ms(published.A, approvedAt)}, of B after ${ms(published.B, approvedAt)}; trashed through the API: gone from A after ${ms(gone.A, trashedAt)}, from B after ${ms(gone.B, trashedAt)} (page cache TTL 60 s)`,
  };
}

/** d. GET load and a series of comment posts through the gateway; replica A is SIGKILLed midway. */
async function killUnderLoad(t: TwoReplicas, writer: Person): Promise<Outcome> {
  const client = newVisitor();
  const listing = await page(t.gateway, "/articles/all", { client });
  const detail = /href="(\/article\/[a-z0-9-]+)"/.exec(listing.text)?.[1];
  if (!detail) throw new Error("no article link on /articles/all");
  const item = await page(t.gateway, detail, { client, cookie: writer.cookie });
  const collectionId = /name="collection_id" value="(\d+)"/.exec(item.text)?.[1];
  if (!collectionId) throw new Error(`no comment form on ${detail} (status ${item.status})`);

  // Anonymous pages (mostly from the page cache) and a signed-in reader's page (always rendered).
  const pages = [
    { path: "/" },
    { path: "/articles/all" },
    { path: detail },
    { path: "/articles/all?page=2" },
    { path: detail, cookie: writer.cookie },
  ];
  const gets = { sent: 0, ok: 0, failed: [] as string[], inFlight: 0 };
  const writes = { sent: 0, ok: [] as string[], failed: [] as Array<{ text: string; why: string }>, resent: [] as string[], inFlight: 0 };
  let stop = false;
  let atKill = { gets: 0, writes: 0 };

  const getLoop = async () => {
    while (!stop) {
      const target = pages[gets.sent++ % pages.length];
      gets.inFlight++;
      try {
        const answer = await page(t.gateway, target.path, { client: newVisitor(), cookie: target.cookie });
        if (answer.status === 200) gets.ok++;
        else gets.failed.push(`${target.path} ${answer.status}`);
      } catch (error) {
        gets.failed.push(`${target.path} ${error instanceof Error ? error.message : error}`);
      } finally {
        gets.inFlight--;
      }
    }
  };
  // Each post is sent as the form sends it, named (post_key), and sent again when it fails, as its
  // reader would: a post whose answer the kill lost must then be stored once, not twice.
  const postOnce = async (text: string, postKey: string): Promise<{ ok: true } | { ok: false; why: string }> => {
    try {
      const form = { intent: "post", collection_id: collectionId, comment: text, post_key: postKey };
      const answer = await page(t.gateway, detail, { client: newVisitor(), cookie: writer.cookie, form });
      const notice = new URL(answer.location || "/", t.gateway).searchParams.get("comment_notice");
      if (answer.status === 303 && (notice === "posted" || notice === "pending")) return { ok: true };
      return {
        ok: false,
        why: `${answer.status} ${notice ?? /<title>([^<]*)<\/title>/i.exec(answer.text)?.[1] ?? answer.text.slice(0, 60)}`,
      };
    } catch (error) {
      return { ok: false, why: error instanceof Error ? error.message : String(error) };
    }
  };
  const writeLoop = async (lane: number) => {
    while (!stop) {
      const n = writes.sent++;
      const text = `scale ${run} write ${lane}-${n}`;
      writes.inFlight++;
      try {
        // A reader whose post failed waits a moment and sends it again, up to twice: the gateway
        // may still pick the dead replica for the first resend (each nginx worker learns it is
        // down on its own).
        let answer = await postOnce(text, `scale-${run}-${lane}-${n}`);
        for (let resend = 0; !answer.ok && resend < 2; resend++) {
          writes.resent.push(answer.why);
          await sleep(300);
          answer = await postOnce(text, `scale-${run}-${lane}-${n}`);
        }
        if (answer.ok) writes.ok.push(text);
        else writes.failed.push({ text, why: answer.why });
      } finally {
        writes.inFlight--;
      }
    }
  };

  const loops = [...Array.from({ length: 4 }, getLoop), writeLoop(1), writeLoop(2)];
  await sleep(3000);
  atKill = { gets: gets.inFlight, writes: writes.inFlight };
  const beforeKill = { gets: gets.sent, writes: writes.sent };
  await t.a.kill();
  await sleep(4000);
  stop = true;
  await Promise.all(loops);

  // Every write the client saw succeed is in the database exactly once; none is there twice.
  const db = new pg.Client({ connectionString: t.databaseUrl });
  await db.connect();
  const rows = await db.query<{ comment: string; n: string }>(
    "SELECT comment, count(*) AS n FROM comments WHERE comment LIKE $1 GROUP BY comment",
    [`scale ${run} write %`],
  );
  await db.end();
  const stored = new Map(rows.rows.map((r) => [r.comment, Number(r.n)]));
  const missing = writes.ok.filter((text) => stored.get(text) !== 1);
  const doubled = [...stored].filter(([, n]) => n > 1).map(([text]) => text);
  const failedButStored = writes.failed.filter((f) => stored.has(f.text)).length;

  // What nginx did: requests the dead replica could not answer, retried on the other.
  const entries = fs
    .readFileSync(t.accessLog, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { time: string; method: string; upstream: string; status: number });
  const aAddress = new URL(t.a.url).host;
  const retried = entries.filter((e) => e.upstream.includes(",") && e.upstream.startsWith(aAddress)).length;

  const okGets = gets.failed.length <= atKill.gets;
  // Sent again, every post went through: none is lost, even those in flight at the kill.
  const okWrites = missing.length === 0 && doubled.length === 0 && writes.failed.length === 0;
  const afterKill = { gets: gets.sent - beforeKill.gets, writes: writes.sent - beforeKill.writes };
  const enough = afterKill.gets > 0 && afterKill.writes > 0 && writes.ok.length > 0;
  return {
    ok: okGets && okWrites && enough,
    detail:
      `${gets.sent} GETs (${afterKill.gets} after the kill): ${gets.ok} answered 200, ${gets.failed.length} failed${gets.failed.length ? ` [${gets.failed.slice(0, 3).join("; ")}]` : ""} (${atKill.gets} in flight at the kill); ` +
      `${writes.sent} comment posts (${afterKill.writes} after; ${atKill.writes} in flight at the kill): ${writes.resent.length} resend(s) after a failed answer${writes.resent.length ? ` [${writes.resent.slice(0, 2).join("; ")}]` : ""}; ` +
      `${writes.ok.length} succeeded, all in the database once${missing.length ? ` EXCEPT ${missing.length} missing` : ""}, ` +
      `${doubled.length} stored twice, ${writes.failed.length} failed every time${
        writes.failed.length
          ? ` [${writes.failed
              .slice(0, 2)
              .map((f) => f.why)
              .join("; ")}] (${failedButStored} of them stored)`
          : ""
      }; ` +
      `nginx retried ${retried} request(s) from A on B`,
  };
}

// ── main ─────────────────────────────────────────────────────────────────────────────────
let topology: Topology | undefined;

async function main(): Promise<number> {
  topology = await startTopology({
    replicas: 2,
    apiEnv: {
      // The load's comments are one user's: the API's per-user limits would stop them.
      COMMENT_RATE_LIMIT_MAX: "100000",
      API_WRITE_RATE_LIMIT_USER: "0",
      API_WRITE_RATE_LIMIT_ADDRESS: "0",
    },
    // The overload guard off: the load here is the test's, on a machine it shares with the replicas.
    portalEnv: { RATE_LIMIT_READ: String(READ_LIMIT), OVERLOAD_EVENT_LOOP_DELAY_MS: "0", OVERLOAD_MAX_IN_FLIGHT: "0" },
  });
  const { api, gateway, redis, pgPort } = topology;
  const [a, b] = topology.replicas;
  console.log(
    `topology up in ${((Date.now() - builtAt) / 1000).toFixed(1)} s: nginx ${gateway.url} → replicas ${a.url}, ${b.url} → API ${api.url} → PostgreSQL :${pgPort}; Redis ${redis.url}`,
  );

  const t: TwoReplicas = { a, b, api, gateway: gateway.url, accessLog: topology.accessLog, databaseUrl: topology.databaseUrl };
  const person: Person = { name: "Esha Editor", email: `esha-${run}@example.test`, password: "Monsoon-Ledger-2026", cookie: "" };
  await property("a. a session made on one replica works on the other", () => sessionAcrossReplicas(t, person));
  await property("b. a rate limit is shared by the replicas", () => sharedRateLimit(t));
  // Before d, which kills a replica: both replicas answer behind the gateway.
  await property("f2. past each replica's share of reads, the gateway answers at once itself", () => gatewayAnswersPastItsShare(topology!));
  if (!person.cookie) {
    report("c. a page changed through one replica is fresh on both", { ok: false, detail: "not run: no signed-in editor (a failed)" });
    report("d. killing a replica under load loses no request beyond those in flight, and no write", {
      ok: false,
      detail: "not run: no signed-in writer (a failed)",
    });
    report("e. a session signed out on one replica is signed out on the other at once", {
      ok: false,
      detail: "not run: no account (a failed)",
    });
  } else {
    await property("c. a page changed through one replica is fresh on both", () => freshOnBoth(t, person));
    await property("e. a session signed out on one replica is signed out on the other at once", () => signOutOnBoth(t, person));
    await property("d. killing a replica under load loses no request beyond those in flight, and no write", () => killUnderLoad(t, person));
  }
  await property("f. past saturation, refusals are fast and cached pages keep answering", () => refusesEarlyUnderOverload(topology!));
  // Last: it stops the API for a while.
  await property("g. with the content API hanging, pages answer from the cache with the notice", () =>
    answersFromCacheWhileApiHangs(topology!, person.cookie),
  );
  const failed = results.filter(([, r]) => !r.ok);
  if (failed.length) {
    for (const service of [a, b, api]) console.log(`--- ${service.name}.log (last lines) ---\n${readTail(service.log, 15)}`);
    console.log(`--- nginx error.log ---\n${readTail(topology.errorLog, 10)}`);
  }
  return failed.length ? 1 : 0;
}

async function teardown() {
  // Also a topology still starting when a SIGINT comes (`topology` is not set yet).
  await stopAllTopologies();
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping everything`);
    void teardown().finally(() => process.exit(130));
  });
}

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error(`test:scale could not run: ${error instanceof Error ? error.message : error}`);
  code = 1;
} finally {
  await teardown();
}
const seconds = ((Date.now() - started) / 1000).toFixed(1);
const passed = results.filter(([, r]) => r.ok).length;
console.log(`${code === 0 ? "PASSED" : "FAILED"} test:scale: ${passed} of ${results.length} properties hold (${seconds} s)`);
process.exit(code);
