import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { openDb } from "../api/db";
import { insertCollection } from "../api/repo";
import { E2E_DB, expect, test, ALSO_WITHOUT_JS } from "./fixtures";

/**
 * Saved searches and alert digests (docs/product/follow.md#e-mail-alerts, decision 0104), with JavaScript on and off: save a
 * search, turn daily alerts on, an item is published, the jobs run, the digest in the outbox
 * links the item and unsubscribes from the alert.
 */
const OUTBOX = path.join(path.dirname(E2E_DB), "outbox");

/** A published article with `word` in its title, straight through the API's repository. */
async function publishArticle(slug: string, title: string) {
  const { db } = openDb({ sqlitePath: E2E_DB, databaseUrl: "" });
  try {
    await insertCollection(db, { collection_type: 2, title, slug, body: `<p>${title}</p>`, published_at: new Date().toISOString() });
  } finally {
    await db.destroy();
  }
}

/**
 * `npm run moderate -- run-jobs` on the e2e server's database, as if it were `at` (a period of
 * its own, so every run sends its own digests); links point at the e2e server.
 */
function runJobs(at: Date, origin: string) {
  const tsx = path.resolve("node_modules/.bin/tsx");
  const env = {
    ...process.env,
    SQLITE_PATH: E2E_DB,
    DATABASE_URL: "",
    OUTBOX_DIR: OUTBOX,
    SMTP_URL: "",
    PUBLIC_ORIGIN: origin,
    LOG_LEVEL: "warn",
  };
  return execFileSync(tsx, ["api/main/moderate-cli.ts", "run-jobs", "--now", at.toISOString()], { env, encoding: "utf8", timeout: 60_000 });
}

function mailsTo(email: string) {
  if (!fs.existsSync(OUTBOX)) return [];
  return fs
    .readdirSync(OUTBOX)
    .filter((f) => f.endsWith(".json"))
    .map(
      (f) =>
        JSON.parse(fs.readFileSync(path.join(OUTBOX, f), "utf8")) as {
          to: string;
          subject: string;
          text: string;
          headers?: Record<string, string>;
        },
    )
    .filter((m) => m.to === email);
}

test(
  "a reader saves a search, turns daily alerts on, gets the new item by e-mail and unsubscribes from its link",
  ALSO_WITHOUT_JS,
  async ({ page, login, checkA11y, baseURL }) => {
    test.slow();
    const user = await login("Kavya Rao");
    const word = `zephyrine${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
    await page.goto(`/search?queryData=${encodeURIComponent(JSON.stringify({ searchText: word }))}`);
    const save = page.getByRole("region", { name: "Save this search" });
    await expect(save.getByLabel("Name")).toHaveValue(word);
    await save.getByRole("button", { name: "Save search" }).click();

    await expect(page).toHaveURL(/\/profile\?alerts=created/);
    await expect(page.getByText("Your search was saved.")).toBeVisible();
    const saved = page.getByRole("region", { name: "Saved searches" });
    await expect(saved.getByRole("link", { name: word })).toBeVisible();
    await expect(saved.getByText("E-mail alerts: No e-mails")).toBeVisible();
    await checkA11y();

    await saved.getByText("Change or delete").click();
    await saved.getByRole("radio", { name: "Daily" }).check();
    await saved.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Your saved search was changed.")).toBeVisible();
    await expect(saved.getByText("E-mail alerts: Daily")).toBeVisible();

    const slug = `${word}-in-schools`;
    await publishArticle(slug, `${word} in schools`);
    // A day far ahead: a daily period no other run has used.
    const days = 2 + Math.floor(Math.random() * 3000);
    runJobs(new Date(Date.now() + days * 86_400_000), baseURL!);

    const [digest] = mailsTo(user.email);
    expect(digest?.subject).toContain("1 new item");
    expect(digest.text).toContain(`${baseURL}/article/${slug}`);
    const unsubscribe = /https?:\/\/\S+\/unsubscribe\?token=\S+/.exec(digest.text)![0];
    expect(digest.headers?.["List-Unsubscribe"]).toBe(`<${unsubscribe}>`);

    await page.goto(unsubscribe);
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByText("You are unsubscribed.")).toBeVisible();
    await page.goto("/profile");
    await expect(page.getByRole("region", { name: "Saved searches" }).getByText("E-mail alerts: No e-mails")).toBeVisible();
  },
);

test("an anonymous visitor who saves a search is asked to sign in and brought back to it", ALSO_WITHOUT_JS, async ({ page }) => {
  const query = encodeURIComponent(JSON.stringify({ searchText: "health" }));
  await page.goto(`/search?queryData=${query}`);
  await page.getByRole("region", { name: "Save this search" }).getByRole("button", { name: "Save search" }).click();
  await expect(page).toHaveURL(/\/signin\?redirectTo=/);
  const back = new URL(page.url()).searchParams.get("redirectTo");
  expect(back).toBe(`/search?queryData=${query}`);
});

test(
  "a Hindi reader saves a search from a Hindi results page and manages it on the Hindi profile",
  ALSO_WITHOUT_JS,
  async ({ page, login, checkA11y }) => {
    await login("अनुराधा");
    await page.goto(`/hi/search?queryData=${encodeURIComponent(JSON.stringify({ searchText: "कृषि" }))}`);
    const save = page.getByRole("region", { name: "यह खोज सहेजें" });
    await save.getByRole("radio", { name: "साप्ताहिक, प्रत्येक सोमवार" }).check();
    await save.getByRole("button", { name: "खोज सहेजें" }).click();
    await expect(page).toHaveURL(/\/hi\/profile\?alerts=created/);
    const saved = page.getByRole("region", { name: "सहेजी गई खोजें" });
    await expect(saved.getByText("ई-मेल सूचनाएँ: साप्ताहिक, प्रत्येक सोमवार")).toBeVisible();
    await checkA11y();
    await saved.getByText("बदलें या हटाएँ").click();
    await saved.getByRole("button", { name: /यह सहेजी गई खोज हटाएँ/ }).click();
    await expect(page.getByText("आपकी सहेजी गई खोज हटा दी गई है।")).toBeVisible();
    await expect(saved.getByText("आपकी कोई सहेजी गई खोज नहीं है।", { exact: false })).toBeVisible();
  },
);
