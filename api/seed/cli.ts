/** npm run seed: empties the content tables and loads the hand-written sample content. */
import { migrateToLatest, openDb } from "../db";
import { resetContent, seedSample } from "./index";

const { db, dialect } = openDb();
try {
  await migrateToLatest(db);
  await resetContent(db);
  await seedSample(db);
  const { n } = await db
    .selectFrom("collections")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  console.log(`Seeded ${Number(n)} sample items (${dialect}).`);
} finally {
  await db.destroy();
}
