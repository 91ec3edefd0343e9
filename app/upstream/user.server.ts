import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import { getEnv } from "../../config/env";
import { SinceLastVisitResponse } from "../../contract";
import { contentChanges, sessionEnds } from "../../contract/content-changes";
import { cacheBudget, registerCache } from "../../shared/memory-budget";
import { upstreamCall, type UpstreamArgs } from "./core.server";

/** GET /api/recommendations/since-last-visit: signed in only ("New" markers). */
async function askSinceLastVisit(args: UpstreamArgs) {
  const { data, role } = await upstreamCall(args, {
    path: "/api/recommendations/since-last-visit",
    schema: SinceLastVisitResponse,
    auth: "required",
  });
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
 * Bounded by bytes: the "since-last-visit" share of MEMORY_BUDGET_MB, an answer counted as
 * ENTRY_BYTES (a few counts and the key).
 */
const ENTRY_BYTES = 512;
type Kept = LRUCache<string, { userId: number; answer: Promise<SinceLastVisit> }>;
const keptLookups = { hits: 0, misses: 0 };
/** Made on first use, from the runtime environment (server.ts has completed it by then). */
let made: Kept | undefined;
function keptAnswers(): Kept {
  if (made) return made;
  const budget = cacheBudget("since-last-visit", getEnv().MEMORY_BUDGET_MB);
  const kept: Kept = new LRUCache({ maxSize: budget, sizeCalculation: () => ENTRY_BYTES, ttl: 60_000 });
  registerCache("since-last-visit", { budget, bytes: () => kept.calculatedSize, entries: () => kept.size, lookups: keptLookups });
  return (made = kept);
}
contentChanges.subscribe(() => made?.clear());
sessionEnds.subscribe(({ userId }) => {
  if (!made) return;
  // A relay that may have missed announcements says so without a user: drop everyone's.
  if (typeof userId !== "number") return made.clear();
  const ended = [...made.entries()].filter(([, entry]) => entry.userId === userId).map(([key]) => key);
  for (const key of ended) made.delete(key);
});

/** The "New" markers of the signed-in reader whose session carries `auth.token`, and their role now. */
export function getSinceLastVisit(args: UpstreamArgs, auth: { token: string; user: { id: number } }): Promise<SinceLastVisit> {
  if (!args.context.sessionEndsHeard) return askSinceLastVisit(args);
  const key = createHash("sha256").update(auth.token).digest("base64url");
  const kept = keptAnswers();
  const known = kept.get(key);
  if (known && known.userId === auth.user.id) {
    keptLookups.hits += 1;
    return known.answer;
  }
  keptLookups.misses += 1;
  const answer = askSinceLastVisit(args);
  kept.set(key, { userId: auth.user.id, answer });
  // A failure (a 401 among them) is not kept: the next page asks again.
  answer.catch(() => kept.get(key)?.answer === answer && kept.delete(key));
  return answer;
}
