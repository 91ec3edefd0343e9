import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UIMatch } from "react-router";
import { isPublicPage } from "~/chrome/page-feedback";
import { AUTH_ROUTE, PERSONAL_PAGE } from "~/route-policy";
import { routeArgs } from "../../support/load-context";
import { get, post, run, startDesk, unwrap, type Desk } from "../../editorial/portal/desk-support";

/**
 * "Was this page useful?" and the desk's "What readers tell us" (docs/product/editorial.md#what-readers-tell-us):
 * the portal's action, page and CSV file against the real API.
 */

const answerRoute = await import("~/routes/page-feedback");
const deskRoute = await import("~/routes/editorial.feedback");
const csvRoute = await import("~/routes/editorial.feedback[.]csv");

let desk: Desk;
beforeAll(async () => {
  desk = await startDesk();
});
afterAll(async () => {
  await desk?.close();
});

const args = (request: Request) => routeArgs(request, desk.context);
const answer = (path: string, fields: Record<string, string>) =>
  run(() => answerRoute.action(args(post(path, { website: "", ...fields }))));
const stored = (path: string) => desk.api.db.selectFrom("page_feedback").selectAll().where("path", "=", path).execute();

describe("a reader's answer", () => {
  it("without JavaScript, a no with a comment on a Hindi page is kept and the reader goes back to the page with the thanks", async () => {
    const res = (await answer("/hi/page-feedback", {
      path: "/hi/about-us",
      returnTo: "/hi/about-us?tab=2",
      helpful: "no",
      comment: "पता पुराना है",
    })) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/hi/about-us?tab=2&page-feedback=sent#page-feedback");
    expect(await stored("/about-us")).toMatchObject([{ lang: "hi", helpful: 0, comment: "पता पुराना है" }]);
  });

  it("sends a reader back only to a page of this site", async () => {
    const res = (await answer("/page-feedback", { path: "/help", returnTo: "//evil.test/x", helpful: "yes" })) as Response;
    expect(res.headers.get("Location")).toBe("/?page-feedback=sent#page-feedback");
  });

  it("with JavaScript, answers the fetcher itself", async () => {
    expect(unwrap(await answer("/page-feedback", { path: "/search", returnTo: "/search", helpful: "yes", js: "1" }))).toEqual({
      data: { sent: true },
      status: 200,
    });
  });

  it("refuses a filled spam trap and an over-long comment with 400 and the reason, keeping nothing", async () => {
    const bot = unwrap(await answer("/page-feedback", { path: "/campaigns", returnTo: "/campaigns", helpful: "no", website: "x" }));
    expect(bot).toMatchObject({ status: 400, data: { sent: false, error: "form.honeypotFilled" } });
    const long = unwrap(
      await answer("/page-feedback", { path: "/campaigns", returnTo: "/campaigns", helpful: "no", comment: "x".repeat(501) }),
    );
    expect(long).toMatchObject({ status: 400, data: { sent: false, error: "pageFeedback.error.long", page: "/campaigns" } });
    expect(await stored("/campaigns")).toEqual([]);
    // Its page shows the form again: the route's loader, which a document post runs after the action, sends no one away.
    expect(await answerRoute.loader()).toBeNull();
  });
});

describe("where the question is asked", () => {
  it("on public pages in both languages, not on personal, sign-in, desk or drafts pages", () => {
    const match = (handle?: unknown) =>
      [
        { id: "root", handle: undefined },
        { id: "page", handle },
      ] as unknown as UIMatch[];
    expect(isPublicPage("/help", match())).toBe(true);
    expect(isPublicPage("/hi/article/some-slug", match())).toBe(true);
    expect(isPublicPage("/saved-searches", match(PERSONAL_PAGE))).toBe(false);
    expect(isPublicPage("/hi/signin", match(AUTH_ROUTE))).toBe(false);
    for (const path of ["/hi/editorial/feedback", "/posts/article", "/page-feedback"]) expect(isPublicPage(path, match())).toBe(false);
  });
});

describe("the desk's page and its CSV files", () => {
  it("are for editors only", async () => {
    const reader = await desk.user("Curious Reader");
    expect(((await run(() => deskRoute.loader(args(get("/editorial/feedback", reader.cookie))))) as Response).status).toBe(403);
    expect(((await run(() => csvRoute.loader(args(get("/editorial/feedback.csv?list=pages", reader.cookie))))) as Response).status).toBe(
      403,
    );
  });

  it("shows each page's answers, and falls back to the last 30 days when the dates cannot be used", async () => {
    const editor = await desk.user("Page Editor", "editor");
    const data = (await deskRoute.loader(args(get("/editorial/feedback?lang=hi", editor.cookie)))) as Awaited<
      ReturnType<typeof deskRoute.loader>
    >;
    expect(data.badDates).toBe(false);
    expect(data.report.pages).toContainEqual({ path: "/about-us", views: 0, yes: 0, no: 1, comments: 1 });
    expect(data.report.pages.some((p) => p.path === "/help")).toBe(false);
    // The Hindi desk shows every language unless one is chosen.
    const hindiDesk = (await deskRoute.loader(args(get("/hi/editorial/feedback", editor.cookie)))) as typeof data;
    expect(hindiDesk.report.language).toBeNull();
    expect(hindiDesk.report.pages.map((p) => p.path)).toEqual(expect.arrayContaining(["/about-us", "/help"]));
    const bad = (await deskRoute.loader(args(get("/editorial/feedback?from=2026-05-01&to=2026-01-01", editor.cookie)))) as typeof data;
    expect(bad.badDates).toBe(true);
  });

  it("gives a list as CSV in the page's language, with formulas defused", async () => {
    const editor = await desk.user("Csv Editor", "editor");
    await answer("/page-feedback", { path: "/help", returnTo: "/help", helpful: "no", comment: '=HYPERLINK("http://evil.test","x")' });
    const res = (await csvRoute.loader(args(get("/editorial/feedback.csv?list=comments", editor.cookie)))) as Response;
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="page-feedback-comments-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await res.text()).trim().split("\r\n");
    expect(lines[0]).toBe("Day,Page,Language,Comment");
    expect(lines).toContainEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2},\/help,en,"'=HYPERLINK\(""http:\/\/evil.test"",""x""\)"$/));
    expect(lines).toContainEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2},\/about-us,hi,पता पुराना है$/));
    expect(lines).toHaveLength(3);
    const hindi = (await csvRoute.loader(args(get("/hi/editorial/feedback.csv?list=pages", editor.cookie)))) as Response;
    // A byte-order mark first, so spreadsheets read the Hindi as UTF-8.
    const bytes = new Uint8Array(await hindi.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes).split("\r\n")[0]).toBe("पृष्ठ,व्यू,हाँ,नहीं,टिप्पणियाँ");
    expect(
      ((await run(() => csvRoute.loader(args(get("/editorial/feedback.csv?list=everything", editor.cookie))))) as Response).status,
    ).toBe(400);
  });
});
