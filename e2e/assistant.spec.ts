import type { BrowserContext, Page } from "@playwright/test";
import { translator } from "../app/i18n";
import { ALLOWED_NAMES, findUntranslated } from "../tests/support/untranslated";
import { expect, test, ALSO_WITHOUT_JS } from "./fixtures";

/**
 * The assistant in the portal (docs/product/assistant.md#the-assistant), with JavaScript on and off: the /assistant page and
 * its feedback form, and with JavaScript the widget behind the launcher in the site chrome.
 * Answers come from the real embedded API over the sample content.
 */

const hi = translator("hi");
const QUESTION = "How do AI crop advisories reach farmers?";
const ARTICLE_TITLE = "How AI crop advisories reach farmers who have never used an app";
const ARTICLE_PATH = "/article/ai-crop-advisories-reach-farmers-without-apps";
const HINDI_QUESTION = hi("assistant.suggest.one");
const PANEL_CHUNK = /\/assets\/AssistantPanel-[^/]+\.js$/;

const ask = (q: string, prefix = "") => `${prefix}/assistant?${new URLSearchParams({ q })}`;

// `page` is asked for so that its fixture (which sets the cookie cleared here) has run first.
test.beforeEach(async ({ context, baseURL, page: _page }) => {
  await context.addCookies([{ name: "cookie_consent", value: "1", url: baseURL! }]);
  // The fixtures start every journey with the panel closed before; here the visitor is new.
  await context.clearCookies({ name: "assistant" });
});

function closeAssistantBefore(context: BrowserContext, baseURL: string) {
  return context.addCookies([{ name: "assistant", value: "closed", url: baseURL }]);
}

const launcher = (page: Page, name = "Ask the assistant") => page.getByRole("button", { name, exact: true });
const panel = (page: Page, name = "Ask the assistant") => page.getByRole("dialog", { name });

test.describe("the /assistant page (with and without JavaScript)", ALSO_WITHOUT_JS, () => {
  test("a question in the address gets an answer whose source link leads to the item", async ({ page }) => {
    const response = await page.goto(ask(QUESTION));
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Ask the assistant | IndiaAI Portal");
    await expect(page.getByLabel("Your question")).toHaveValue(QUESTION);
    await expect(page.getByRole("heading", { level: 2, name: "Answer" })).toBeVisible();
    // Each sentence cites its source by number.
    await expect(page.getByRole("link", { name: "source 1", exact: true }).first()).toHaveAttribute("href", ARTICLE_PATH);
    const sources = page.getByRole("list").filter({ has: page.getByRole("link", { name: ARTICLE_TITLE }) });
    // Its type and the date it was published: every source says how old it is.
    await expect(sources.getByText(/^\(Article, published [A-Z][a-z]{2} \d{2}, \d{4}\)$/)).toBeVisible();
    await page.getByRole("link", { name: ARTICLE_TITLE }).click();
    await expect(page).toHaveURL(ARTICLE_PATH);
    await expect(page.getByRole("heading", { level: 1, name: ARTICLE_TITLE })).toBeVisible();
  });

  test("the form asks with a plain GET and suggested questions are links", async ({ page, checkA11y }) => {
    await page.goto("/assistant");
    await expect(page).toHaveTitle("Ask the assistant | IndiaAI Portal");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /answer from the IndiaAI portal/);
    const suggestion = page.getByRole("link", { name: "Datasets on agriculture" });
    await expect(suggestion).toHaveAttribute("href", ask("Datasets on agriculture"));
    await checkA11y();
    await page.getByLabel("Your question").fill(QUESTION);
    await page.getByRole("button", { name: "Ask", exact: true }).click();
    await expect(page).toHaveURL(ask(QUESTION));
    await expect(page.getByRole("link", { name: ARTICLE_TITLE })).toBeVisible();
    await checkA11y();
  });

  test("an off-topic question is answered plainly as not found, with a search link and topics", async ({ page }) => {
    await page.goto(ask("What is the price of onions in Delhi?"));
    await expect(page.getByRole("heading", { level: 2, name: "No answer found" })).toBeVisible();
    const search = page.getByRole("link", { name: /^Search the portal for “/ });
    await expect(search).toHaveAttribute("href", /^\/search\?queryData=/);
    const query = JSON.parse(new URL(await search.evaluate((a: HTMLAnchorElement) => a.href)).searchParams.get("queryData")!);
    expect(query.searchText).toMatch(/onion/);
    await expect(page.getByRole("heading", { level: 3, name: "Topics you could try" })).toBeVisible();
    // Every answer asks whether it helped, "not found" too: editors read the ones that did not.
    await expect(page.getByRole("group", { name: "Did this answer help?" })).toBeVisible();
  });

  for (const [name, q, message] of [
    ["an empty question", "   ", "Type a question"],
    ["a question over 300 characters", "why ".repeat(80).trim(), "Questions are limited to 300 characters"],
    ["markup", "<b>datasets</b> on agriculture", "This question cannot be read. Use plain words, without markup or special characters."],
  ] as const) {
    test(`${name} gets a 400 with a clear message and keeps what was typed`, async ({ page }) => {
      const response = await page.goto(ask(q));
      expect(response?.status()).toBe(400);
      await expect(page).toHaveTitle("Error: Ask the assistant | IndiaAI Portal");
      await expect(page.getByRole("alert").getByRole("link", { name: message })).toHaveAttribute("href", "#assistant-q");
      const field = page.getByLabel("Your question");
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveValue(q.trim());
    });
  }

  test("feedback on an answer is a form post that says thank you", async ({ page, jsEnabled }) => {
    await page.goto(ask(QUESTION));
    // Hydrated: the form says it posts from a script (a click before that is a plain post, tested without JS).
    if (jsEnabled) await expect(page.locator('main form:has(input[name=answer_id]) input[name="js"]')).toHaveCount(1);
    await page.getByRole("group", { name: "Did this answer help?" }).getByRole("button", { name: "Yes", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Thank you for your feedback." })).toBeVisible();
    if (jsEnabled) {
      // In place: still the same page, the answer still there.
      await expect(page).toHaveURL(ask(QUESTION));
    } else {
      // Post/redirect/get back to the answer.
      await expect(page).toHaveURL(`${ask(QUESTION)}&feedback=sent`);
    }
    await expect(page.getByRole("link", { name: ARTICLE_TITLE })).toBeVisible();
  });

  test("feedback with a filled spam-check field is not recorded, and the page says so", async ({ page, jsEnabled }) => {
    await page.goto(ask(QUESTION));
    if (jsEnabled) await expect(page.locator('main form:has(input[name=answer_id]) input[name="js"]')).toHaveCount(1);
    await page
      .locator("main form:has(input[name=answer_id]) input[name=website]")
      .evaluate((input: HTMLInputElement) => (input.value = "filled by a person"));
    await page.getByRole("group", { name: "Did this answer help?" }).getByRole("button", { name: "Yes", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: "nothing was saved" })).toBeVisible();
    await expect(page.getByText("Thank you for your feedback.")).toHaveCount(0);
  });

  test("the Hindi page answers in Hindi and leaves nothing untranslated", async ({ page, checkA11y }) => {
    await page.goto(ask(HINDI_QUESTION, "/hi"));
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page).toHaveTitle(`${hi("assistant.title")} | इंडियाएआई पोर्टल`);
    await expect(page.getByRole("heading", { level: 2, name: hi("assistant.answer.heading") })).toBeVisible();
    const firstSource = page.getByRole("link", { name: hi("assistant.answer.source", { n: 1 }), exact: true }).first();
    await expect(firstSource).toHaveAttribute("href", /^\/hi\//);
    expect(await page.evaluate(findUntranslated, ALLOWED_NAMES)).toEqual([]);
    await checkA11y();
    await page.goto("/hi/assistant");
    expect(await page.evaluate(findUntranslated, ALLOWED_NAMES)).toEqual([]);
    await checkA11y();
  });
});

test.describe("the launcher without JavaScript", ALSO_WITHOUT_JS, () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled !== false, "the link is what no-JS browsers get");

  test("is a link to the assistant page in the page's language", async ({ page }) => {
    await page.goto("/articles");
    // In a landmark of its own, like everything on the page.
    await expect(page.getByRole("complementary", { name: "Assistant" }).getByRole("link", { name: "Ask the assistant" })).toHaveAttribute(
      "href",
      "/assistant",
    );
    await page.goto("/hi/articles");
    await page.getByRole("link", { name: hi("assistant.launcher") }).click();
    await expect(page).toHaveURL("/hi/assistant");
    await expect(page.getByRole("heading", { level: 1, name: hi("assistant.title") })).toBeVisible();
  });
});

test.describe("the widget (JavaScript)", () => {
  test("its code is not part of the first visit and is fetched once the page is idle", async ({ page }) => {
    const chunk = page.waitForRequest((r) => PANEL_CHUNK.test(new URL(r.url()).pathname));
    const response = await page.goto("/");
    const html = (await response?.text()) ?? "";
    expect(html).not.toMatch(/AssistantPanel-[^"]+\.js"/);
    await chunk;
  });

  test("opens by itself 1.5 s after its code arrives, without taking focus; closing is remembered", async ({ hydrated, page }) => {
    // When the panel first appears, on the page's own clock (the code's arrival is on the same clock).
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.getElementById("assistant-panel")) return;
        (window as unknown as { panelShownAt: number }).panelShownAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto("/articles");
    await expect(panel(page)).toBeVisible({ timeout: 10_000 });
    const { shownAt, codeAt } = await page.evaluate(() => ({
      shownAt: (window as unknown as { panelShownAt: number }).panelShownAt,
      codeAt: (performance.getEntriesByType("resource").find((e) => /AssistantPanel-[^/]+\.js$/.test(e.name)) as PerformanceResourceTiming)
        .responseEnd,
    }));
    expect(shownAt - codeAt).toBeGreaterThanOrEqual(1500);
    await expect(launcher(page)).toHaveAttribute("aria-expanded", "true");
    expect(await page.evaluate(() => document.activeElement?.closest("#assistant-panel") ?? null)).toBeNull();
    // A dialog that leaves the page usable: labelled, not modal.
    await expect(panel(page)).not.toHaveAttribute("aria-modal", /.*/);

    // Still open on the next page of the visit, again without taking focus …
    await page.goto("/events");
    await expect(panel(page)).toBeVisible();
    expect(await page.evaluate(() => document.activeElement?.closest("#assistant-panel") ?? null)).toBeNull();
    // … until closed: then not on the next page, nor after a reload, where its code is not even fetched.
    await panel(page).getByRole("button", { name: "Close the assistant" }).click();
    await expect(panel(page)).toHaveCount(0);
    await expect(launcher(page)).toBeFocused();
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === "assistant")).toMatchObject({ value: "closed", sameSite: "Lax" });
    expect((cookies.find((c) => c.name === "assistant")?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
    const fetched: string[] = [];
    page.on("request", (r) => PANEL_CHUNK.test(new URL(r.url()).pathname) && fetched.push(r.url()));
    for (const go of [() => page.goto("/news"), () => page.reload()]) {
      await go();
      await expect(launcher(page)).toHaveAttribute("aria-expanded", "false");
      await hydrated({ idle: true });
      expect(fetched).toEqual([]);
      await expect(panel(page)).toHaveCount(0);
    }
  });

  test("a question gets an answer with a source link that leads to the right page", async ({ page, context, baseURL }) => {
    await closeAssistantBefore(context, baseURL!);
    await page.goto("/articles");
    // Closed before: the code comes at the first click, and the panel takes focus for a visitor who opened it.
    await launcher(page).click();
    await expect(panel(page)).toBeVisible();
    await expect(panel(page).getByLabel("Your question")).toBeFocused();
    await panel(page).getByLabel("Your question").fill(QUESTION);
    await panel(page).getByLabel("Your question").press("Enter");
    const log = panel(page).getByRole("log");
    await expect(log.getByText(`You asked: ${QUESTION}`)).toBeVisible();
    await expect(log.getByRole("link", { name: ARTICLE_TITLE })).toBeVisible();
    // The conversation lasts for the visit: the panel, left open, is open on the next page with it.
    await page.goto("/news");
    await expect(panel(page).getByRole("log").getByText(`You asked: ${QUESTION}`)).toBeVisible();
    await panel(page).getByRole("log").getByRole("link", { name: ARTICLE_TITLE }).click();
    await expect(page).toHaveURL(ARTICLE_PATH);
    await expect(page.getByRole("heading", { level: 1, name: ARTICLE_TITLE })).toBeVisible();
  });

  test("suggested questions are buttons, feedback stays in place, Escape returns focus to the launcher", async ({
    page,
    context,
    baseURL,
    checkA11y,
  }) => {
    await closeAssistantBefore(context, baseURL!);
    await page.goto("/");
    await launcher(page).click();
    await checkA11y();
    await panel(page).getByRole("button", { name: "Datasets on agriculture" }).click();
    const log = panel(page).getByRole("log");
    await expect(log.getByText("You asked: Datasets on agriculture")).toBeVisible();
    // The clicked suggestion is gone: focus went to the answer, not to the page's <body>.
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest("[role=log]")))).toBe(true);
    await expect(log.getByText("Sources")).toBeVisible();
    await log.getByLabel("Why? (optional)").fill("It listed the datasets I needed.");
    await log.getByRole("button", { name: "No", exact: true }).click();
    await expect(log.getByRole("status").filter({ hasText: "Thank you for your feedback." })).toBeVisible();
    await expect(page).toHaveURL("/");
    await checkA11y();
    await panel(page).getByLabel("Your question").press("Escape");
    await expect(panel(page)).toHaveCount(0);
    await expect(launcher(page)).toBeFocused();
  });

  test("an open panel never hides the focused element, and Escape anywhere closes it", async ({ page }) => {
    await page.goto("/articles");
    await expect(panel(page)).toBeVisible({ timeout: 10_000 });
    // Tabbing through the page: each stop outside the panel is scrolled out from under it.
    const hidden: string[] = [];
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press("Tab");
      const covered = await page.evaluate(() => {
        const el = document.activeElement;
        const box = document.getElementById("assistant-panel")?.getBoundingClientRect();
        if (!el || !box || el.closest("aside")) return null;
        const r = el.getBoundingClientRect();
        return r.bottom > box.top && r.top < box.bottom && r.right > box.left && r.left < box.right ? el.outerHTML.slice(0, 80) : null;
      });
      if (covered) hidden.push(covered);
    }
    expect(hidden).toEqual([]);
    // Escape with focus on the page closes the panel and leaves focus where it was.
    const focused = await page.evaluate(() => document.activeElement?.outerHTML);
    await page.keyboard.press("Escape");
    await expect(panel(page)).toHaveCount(0);
    expect(await page.evaluate(() => document.activeElement?.outerHTML)).toBe(focused);
  });

  test("on a 360 px screen the panel does not open by itself over the page", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/articles");
    // Half a second past the moment it opens on a wide screen (1.5 s after its code), on the page's own clock.
    await page.waitForFunction(
      () => {
        const code = performance.getEntriesByType("resource").find((e) => /AssistantPanel-[^/]+\.js$/.test(e.name)) as
          PerformanceResourceTiming | undefined;
        return code !== undefined && code.responseEnd > 0 && performance.now() - code.responseEnd > 2000;
      },
      undefined,
      { timeout: 15_000 },
    );
    await expect(panel(page)).toHaveCount(0);
    await expect(launcher(page)).toHaveAttribute("aria-expanded", "false");
    // Asked for, it opens.
    await launcher(page).click();
    await expect(panel(page)).toBeVisible();
  });

  test("a typed follow-up goes with the last answer, as the page's hidden fields send it", async ({ page, context, baseURL }) => {
    await closeAssistantBefore(context, baseURL!);
    await page.goto("/articles");
    await launcher(page).click();
    const question = panel(page).getByLabel("Your question");
    await question.fill("events for women in AI");
    await question.press("Enter");
    const log = panel(page).getByRole("log");
    await expect(log.getByRole("link", { name: "Women in AI Meetup" })).toBeVisible();
    await question.fill("and in Pune?");
    await question.press("Enter");
    await expect(log.getByText("Read together with your previous question, as: “events for women in AI in Pune?”")).toBeVisible();
    await expect(log.getByRole("link", { name: "Women in AI Meetup" })).toHaveCount(2);
  });

  test("an empty question is refused in the panel with a message", async ({ page, context, baseURL }) => {
    await closeAssistantBefore(context, baseURL!);
    await page.goto("/");
    await launcher(page).click();
    await panel(page).getByRole("button", { name: "Ask", exact: true }).click();
    await expect(panel(page).getByText("Type a question")).toBeVisible();
    await expect(panel(page).getByLabel("Your question")).toHaveAttribute("aria-invalid", "true");
  });

  test("the Hindi widget asks in Hindi and passes axe", async ({ page, context, baseURL, checkA11y }) => {
    await closeAssistantBefore(context, baseURL!);
    await page.goto("/hi/articles");
    await launcher(page, hi("assistant.launcher")).click();
    const dialog = panel(page, hi("assistant.title"));
    await dialog.getByRole("button", { name: HINDI_QUESTION }).click();
    await expect(
      dialog
        .getByRole("log")
        .getByRole("link", { name: hi("assistant.answer.source", { n: 1 }), exact: true })
        .first(),
    ).toHaveAttribute("href", /^\/hi\//);
    await checkA11y();
    expect(await page.evaluate(findUntranslated, ALLOWED_NAMES)).toEqual([]);
  });

  test("at 320 px the panel fits and the launcher does not cover the cookie banner's button", async ({ page, context, baseURL }) => {
    await context.clearCookies({ name: "cookie_consent" });
    await closeAssistantBefore(context, baseURL!);
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto("/");
    // The banner sits above the launcher: its button takes the click.
    await page.getByRole("button", { name: "Accept" }).click();
    await expect(page.getByRole("region", { name: "Cookie consent" })).toHaveCount(0);
    await launcher(page).click();
    const box = await panel(page).boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(320);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});
