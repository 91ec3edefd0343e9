import { z } from "zod";
import { EDITOR_ROLES, REVIEW_LIMITS } from "../../contract";
import { enqueueJob, registerJob, registerSchedule, weeklyPeriod, type JobContext } from "../jobs";
import { unsubscribeHeaders, unsubscribeLink } from "../mail/unsubscribe";
import { reviewDigestMail } from "./review-mail";
import { addDays, dueReviews, indiaDay } from "./reviews";

/**
 * The weekly digest of reviews due (docs/product/editorial.md#review-dates-and-owners, decision
 * 0133): on Monday morning each owner with something overdue or due within two weeks gets one
 * e-mail. The schedule's period key makes one fan-out a week; the fan-out makes one job per owner,
 * unique per week, so one owner's failing mail retries alone; and the digest row, written once the
 * mail is sent, keeps a retried or re-run job from sending the same week twice.
 */

/** Monday 07:00 India time, as the weekly alerts. */
const DIGEST_HOUR_IST = 7;
/** Items listed in one mail; the rest are counted, and the desk lists them all. */
const LISTED = 50;

const PeriodPayload = z.object({ period: z.string().min(1).max(40) });
const DigestPayload = z.object({ userId: z.number().int().positive(), period: z.string().min(1).max(40) });

export function registerReviewJobs(): void {
  registerJob("review-digest-weekly", fanOut);
  registerJob("review-digest", sendReviewDigest, { maxAttempts: 8 });
  registerSchedule({ kind: "review-digest-weekly", period: (now) => weeklyPeriod(now, DIGEST_HOUR_IST) });
}

/** Owners still on the desk with something due and an e-mail address, who have not stopped the digest. */
async function fanOut(payload: unknown, ctx: JobContext): Promise<void> {
  const { period } = PeriodPayload.parse(payload);
  const until = addDays(indiaDay(ctx.now), REVIEW_LIMITS.dueWithinDays);
  const owners = await ctx.db
    .selectFrom("content_reviews as r")
    .innerJoin("collections as c", "c.id", "r.collection_id")
    .innerJoin("users as u", "u.id", "r.owner_id")
    .leftJoin("review_digest_stops as s", "s.user_id", "u.id")
    .select("u.id")
    .distinct()
    .where("c.status", "=", "published")
    .where("r.review_by", "<=", until)
    .where("u.deleted_at", "is", null)
    .where("u.email", "is not", null)
    .where("u.role", "in", [...EDITOR_ROLES])
    .where("s.user_id", "is", null)
    .execute();
  for (const { id } of owners) {
    const job = { userId: Number(id), period };
    await enqueueJob(
      ctx.db,
      { kind: "review-digest", payload: job, runAt: ctx.now, uniqueKey: `review-digest:${period}:${job.userId}` },
      ctx.now,
    );
  }
}

/** One owner's digest of one week: sent once, then recorded; nothing due by now, nothing sent. */
export async function sendReviewDigest(payload: unknown, ctx: JobContext): Promise<void> {
  const job = DigestPayload.parse(payload);
  const { db, now } = ctx;
  const sent = await db
    .selectFrom("review_digests")
    .select("id")
    .where("user_id", "=", job.userId)
    .where("period_key", "=", job.period)
    .executeTakeFirst();
  if (sent) return;
  const [user, stopped] = await Promise.all([
    db.selectFrom("users").select(["name", "email"]).where("id", "=", job.userId).where("deleted_at", "is", null).executeTakeFirst(),
    db.selectFrom("review_digest_stops").select("user_id").where("user_id", "=", job.userId).executeTakeFirst(),
  ]);
  if (!user?.email || stopped) return;
  const due = await dueReviews(db, { ownerId: job.userId, page: 1, perPage: LISTED }, indiaDay(now));
  if (!due.total) return;
  const unsubscribeUrl = unsubscribeLink(ctx.origin, "en", { kind: "review-digest", id: job.userId }, ctx.linkSecret);
  const mail = reviewDigestMail({
    to: user.email,
    name: user.name,
    origin: ctx.origin,
    items: due.items,
    total: due.total,
    unsubscribeUrl,
  });
  await ctx.mailer.send({ ...mail, headers: unsubscribeHeaders(unsubscribeUrl) });
  await db
    .insertInto("review_digests")
    .values({ user_id: job.userId, period_key: job.period, item_count: due.total, sent_at: now.toISOString() })
    .onConflict((oc) => oc.columns(["user_id", "period_key"]).doNothing())
    .execute();
  ctx.logger.info({ reviews: { user: job.userId, period: job.period, items: due.total } }, "review digest sent");
}

/** The owner's "Stop this weekly e-mail" link, verified by the unsubscribe endpoint. */
export async function stopReviewDigest(db: JobContext["db"], userId: number, at: Date): Promise<void> {
  await db
    .insertInto("review_digest_stops")
    .values({ user_id: userId, at: at.toISOString() })
    .onConflict((oc) => oc.column("user_id").doNothing())
    .execute();
}
