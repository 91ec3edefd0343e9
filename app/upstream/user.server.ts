import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import { SinceLastVisitResponse } from "../../contract";
import { contentChanges, sessionEnds } from "../../contract/content-changes";
import { upstreamCall, type UpstreamArgs } from "./core.server";

/** GET /api/recommendations/since-last-visit: signed in only ("New" markers). */
async function askSinceLastVisit(args: UpstreamArgs) {
  const { data, role } = await upstreamCall(args, { path: "/api/recommendations/since-last-visit", schema: SinceLastVisitResponse, auth: "required" });
  return { items: data, role };
}

type SinceLastVisit = Awaited<ReturnType<typeof askSinceLastVisit>>;

/**
 * A session's answers, kept a minute (the key is the token's hash). Every signed-in page shows
 * the "New" markers, and asking on each page cost an upstream call per page (docs/decisions/0113-new-markers-kept-per-session.md).
 *
 * That call is also how a page notices a session the API no longer accepts (a 401 signs the
 * cookie out), so an answer is kept only where the API's announcements reach this process (the
 * embedded API, or the Redis relay: `context.sessionEndsHeard`), and dropped when they say:
 * - the reader's sessions ended (sign-out, password changed or reset, account deleted): the next
 *   page asks again and gets the 401 at once;
 * - content was published: the answer itself changed.
 * The API moves the reader's last visit at most every five minutes, so a minute is never late.
 */
const kept = new LRUCache<string, { userId: number; answer: Promise<SinceLastVisit> }>({ max: 10_000, ttl: 60_000 });
contentChanges.subscribe(() => kept.clear());
sessionEnds.subscribe(({ userId }) => {
  // A relay that may have missed announcements says so without a user: drop everyone's.
  if (typeof userId !== "number") return kept.clear();
  const ended = [...kept.entries()].filter(([, entry]) => entry.userId === userId).map(([key]) => key);
  for (const key of ended) kept.delete(key);
});

/** The "New" markers of the signed-in reader whose session carries `auth.token`, and their role now. */
export function getSinceLastVisit(args: UpstreamArgs, auth: { token: string; user: { id: number } }): Promise<SinceLastVisit> {
  if (!args.context.sessionEndsHeard) return askSinceLastVisit(args);
  const key = createHash("sha256").update(auth.token).digest("base64url");
  const known = kept.get(key);
  if (known && known.userId === auth.user.id) return known.answer;
  const answer = askSinceLastVisit(args);
  kept.set(key, { userId: auth.user.id, answer });
  // A failure (a 401 among them) is not kept: the next page asks again.
  answer.catch(() => kept.get(key)?.answer === answer && kept.delete(key));
  return answer;
}
