/** npm run seed:synthetic -- --count 100000: adds generated items for load tests. */
import { parseArgs } from "node:util";
import { migrateToLatest, openDb } from "../db";
import { seedIfEmpty } from "./index";
import { loadSynthetic } from "./synthetic";

const { values } = parseArgs({
  options: { count: { type: "string", default: "1000" }, seed: { type: "string", default: "42" } },
});
const count = Number(values.count);
if (!Number.isInteger(count) || count < 1) {
  console.error("--count must be a positive whole number");
  process.exit(2);
}
const { db, dialect } = openDb();
try {
  await migrateToLatest(db);
  await seedIfEmpty(db);
  const started = performance.now();
  let lastReport = 0;
  await loadSynthetic(db, {
    count,
    seed: Number(values.seed),
    onProgress: (done) => {
      if (done - lastReport >= 10_000 || done === count) {
        lastReport = done;
        console.log(`${done}/${count} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
      }
    },
  });
  console.log(`Added ${count} synthetic items to ${dialect} in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
} finally {
  await db.destroy();
}
