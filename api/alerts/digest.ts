import { z } from "zod";
import { AlertFrequency, SavedQuery, type Lang } from "../../contract";
import { enqueueJob, type JobContext } from "../jobs";
import { unsubscribeHeaders, unsubscribeLink } from "../mail/unsubscribe";
import { digestMail, type DigestSection } from "./mail";
import { newItemsFor, searchUrl } from "./new-items";

const PeriodPayload = z.object({ period: z.string().min(1).max(40) });
const DigestPayload = z.object({
  userId: z.number().int().positive(),
  frequency: AlertFrequency.exclude(["none"]),
  period: z.string().min(1).max(40),
});
export type DigestPayload = z.infer<typeof DigestPayload>;

/** The idempotency key of one user's digest of one period: enqueued once, sent once. */
export const digestKey = (p: DigestPayload) => `alert-digest:${p.frequency}:${p.period}:${p.userId}`;

/**
 * A period's schedule job ("alerts-daily", "alerts-weekly") fans out into one digest job per user
 * with alerts at that frequency, so one user's failing mail retries alone.
 */
export function fanOut(frequency: DigestPayload["frequency"]) {
  return async (payload: unknown, ctx: JobContext) => {
    const { period } = PeriodPayload.parse(payload);
    const users = await ctx.db
      .selectFrom("saved_searches as s")
      .innerJoin("users as u", "u.id", "s.user_id")
      .select("s.user_id")
      .distinct()
      .where("s.alert", "=", frequency)
      .where("u.deleted_at", "is", null)
      .where("u.email", "is not", null)
      .execute();
    for (const { user_id } of users) {
      const job = { userId: user_id, frequency, period };
      await enqueueJob(ctx.db, { kind: "alert-digest", payload: job, runAt: ctx.now, uniqueKey: digestKey(job) }, ctx.now);
    }
  };
}

/**
 * One user's digest: the new items of each of their saved searches at this frequency since that
 * search's last digest. Sent before anything is marked: a failed send leaves every search's
 * window open, and the retry sends the same items (and any newer). The digest row, unique per
 * user and period, and the advanced windows are written together after the mailer succeeds.
 */
export async function sendDigest(payload: unknown, ctx: JobContext): Promise<void> {
  const job = DigestPayload.parse(payload);
  const periodKey = `${job.frequency}:${job.period}`;
  const { db, now } = ctx;
  const sent = await db
    .selectFrom("alert_digests")
    .select("id")
    .where("user_id", "=", job.userId)
    .where("period_key", "=", periodKey)
    .executeTakeFirst();
  if (sent) return;
  const user = await db
    .selectFrom("users")
    .select(["name", "email"])
    .where("id", "=", job.userId)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  const searches = await db
    .selectFrom("saved_searches")
    .selectAll()
    .where("user_id", "=", job.userId)
    .where("alert", "=", job.frequency)
    .orderBy("updated_at", "desc")
    .orderBy("id", "desc")
    .execute();
  if (!user?.email || !searches.length) return;

  const sections: DigestSection[] = [];
  for (const saved of searches) {
    const { items, total } = await newItemsFor(db, saved, now, ctx.origin);
    if (!total) continue;
    const lang = saved.lang as Lang;
    sections.push({
      name: saved.name,
      items,
      total,
      searchUrl: searchUrl(ctx.origin, lang, SavedQuery.parse(JSON.parse(saved.query_data))),
      unsubscribeUrl: unsubscribeLink(ctx.origin, lang, { kind: "alert", id: saved.id }, ctx.linkSecret),
    });
  }
  const count = sections.reduce((sum, s) => sum + s.total, 0);
  if (sections.length) {
    // The language the user last saved or changed an alerting search in.
    const lang = searches[0].lang as Lang;
    const mail = digestMail({ to: user.email, name: user.name, lang, frequency: job.frequency, sections });
    await ctx.mailer.send({ ...mail, headers: unsubscribeHeaders(sections[0].unsubscribeUrl) });
  }
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("alert_digests")
      .values({ user_id: job.userId, period_key: periodKey, item_count: count, sent_at: now.toISOString() })
      .execute();
    await trx
      .updateTable("saved_searches")
      .set({ alerted_until: now.toISOString() })
      .where(
        "id",
        "in",
        searches.map((s) => s.id),
      )
      .where("alerted_until", "<", now.toISOString())
      .execute();
  });
  ctx.logger.info(
    { alert: { user: job.userId, period: periodKey, items: count } },
    count ? "alert digest sent" : "alert digest: nothing new",
  );
}
