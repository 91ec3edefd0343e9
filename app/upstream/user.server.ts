import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import { SinceLastVisitResponse } from "../../contract";
import { onContentChange } from "../../contract/content-changes";
import { upstreamCall, type UpstreamArgs } from "./core.server";

/** GET /api/recommendations/since-last-visit: signed in only ("New" markers). */
async function askSinceLastVisit(args: UpstreamArgs) {
  return (await upstreamCall(args, { path: "/api/recommendations/since-last-visit", schema: SinceLastVisitResponse, auth: "required" })).data;
}

type SinceLastVisit = Awaited<ReturnType<typeof askSinceLastVisit>>;

/**
 * A reader's answers, kept a minute per session (the token's hash is the key). Every signed-in
 * page shows the "New" markers, and asking on each page cost a round trip per page (issue 23).
 * The answer changes only when content is published (the cache is emptied then, on every
 * replica through the change relay) or when the API moves the reader's last visit, which it does
 * at most every five minutes.
 */
const answers = new LRUCache<string, Promise<SinceLastVisit>>({ max: 10_000, ttl: 60_000 });
onContentChange(() => answers.clear());

/** The "New" markers of the signed-in reader whose session carries `token`. */
export function getSinceLastVisit(args: UpstreamArgs, token: string): Promise<SinceLastVisit> {
  const key = createHash("sha256").update(token).digest("base64url");
  const known = answers.get(key);
  if (known) return known;
  const answer = askSinceLastVisit(args);
  answers.set(key, answer);
  // A failure is not kept: the next page asks again.
  answer.catch(() => answers.get(key) === answer && answers.delete(key));
  return answer;
}
