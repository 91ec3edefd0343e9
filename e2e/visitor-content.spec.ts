/**
 * What visitors tripped over in content and search (docs/decisions/0094-visitor-content.md, part 2): card alt texts, video
 * captions and transcripts, the search page's order on phones, /search without a query, course
 * sign-in, the honeypot in text browsers, run-together words, and the smaller fixes. Each
 * journey that differs without JavaScript also runs with it off (ALSO_WITHOUT_JS).
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, storedRow, test, ALSO_WITHOUT_JS } from "./fixtures";

const WIDTHS = [320, 360, 768, 1024, 1280] as const;
const VIDEO = "/videos/explainer-crop-advisory-model";
const HINDI_VIDEO = "/hi/videos/voices-of-bharat-recording-speech-data";

function searchUrl(query: Record<string, unknown>) {
  return `/search?${new URLSearchParams({ queryData: JSON.stringify(query) })}`;
}

/** lynx, as a person without a graphical browser reads the page (Debian's package). */
const LYNX = ["/usr/bin/lynx", "/bin/lynx"].find((p) => existsSync(p));
function lynxDump(baseURL: string, path: string): string {
  return execFileSync(LYNX!, ["-dump", "-nolist", "-width=100", "-display_charset=utf-8", baseURL + path], {
    encoding: "utf8",
    timeout: 20_000,
  });
}

test.beforeEach(async ({ context, baseURL }) => {
  // The cookie banner is another helper's; keep it out of these journeys.
  await context.addCookies([{ name: "cookie_consent", value: "1", url: baseURL! }]);
});

test.describe("card images", () => {
  test("generated illustrations on cards are decorative and no alt text breaks off inside a word", async ({ page }) => {
    for (const path of ["/videos/all", "/articles/all", searchUrl({ searchText: "health" })]) {
      await page.goto(path);
      const images = page.locator("main article img");
      expect(await images.count(), path).toBeGreaterThan(0);
      for (const { src, alt } of await images.evaluateAll((imgs) =>
        imgs.map((i) => ({ src: i.getAttribute("src")!, alt: i.getAttribute("alt") })),
      )) {
        expect(alt, `${path} ${src}`).not.toBeNull();
        if (src.startsWith("/sample/images/")) expect(alt, src).toBe("");
        // No screen reader hears "Abstract illustratio…" before a title (cutting: tests/content/format.test.ts).
        expect(alt, src).not.toMatch(/Abstract illustration|illustratio…/);
      }
    }
  });
});

test.describe("videos", () => {
  test("a video page says how long it plays, offers its transcript and captions, and no read time", async ({ page }) => {
    await page.goto(VIDEO);
    const header = page.locator("main article header");
    await expect(header.getByText(/^\d+ sec video$/)).toBeVisible();
    await expect(header).not.toContainText(/min read/);
    const track = page.locator("video track[kind=captions]");
    await expect(track).toHaveAttribute("src", /\.vtt$/);
    await expect(track).toHaveAttribute("srclang", "en");
    const transcript = page.locator("details.video-transcript");
    await expect(transcript.getByText("This is a sample video, made for the portal’s demonstration.")).toBeHidden();
    await transcript.getByText("Transcript", { exact: true }).click();
    await expect(transcript.getByText("This is a sample video, made for the portal’s demonstration.")).toBeVisible();
    // The captions file is served and is WebVTT.
    const vtt = await page.request.get((await track.getAttribute("src"))!);
    expect(vtt.status()).toBe(200);
    expect(await vtt.text()).toMatch(/^WEBVTT/);
  });

  test("a Hindi video page offers Hindi subtitles and a Hindi transcript beside the English captions", async ({ page }) => {
    await page.goto(HINDI_VIDEO);
    await expect(page.locator("main article header")).toContainText("वीडियो");
    await expect(page.locator("main article header")).not.toContainText("में पढ़ें");
    await expect(page.locator("video track[kind=captions]")).toHaveAttribute("srclang", "en");
    const subtitles = page.locator("video track[kind=subtitles]");
    await expect(subtitles).toHaveAttribute("srclang", "hi");
    await expect(subtitles).toHaveAttribute("label", "हिन्दी");
    const vtt = await page.request.get((await subtitles.getAttribute("src"))!);
    expect(await vtt.text()).toContain("यह पोर्टल के प्रदर्शन के लिए बनाया गया एक नमूना वीडियो है।");
    const transcript = page.locator("details.video-transcript");
    await transcript.locator("summary").click();
    await expect(transcript.locator("div")).toHaveAttribute("lang", "hi");
    await expect(transcript.getByText("यह पोर्टल के प्रदर्शन के लिए बनाया गया एक नमूना वीडियो है।")).toBeVisible();
  });
});

/** The headings before an element, in document order, and whether it comes before another. */
async function layoutFacts(page: Page) {
  return page.evaluate(() => {
    const list = document.querySelector('ol[aria-label="Results"]')!;
    const filters = document.querySelector("details.search-filters")!;
    const headings = [...document.querySelectorAll("h1, h2, h3, h4, h5, h6")].filter(
      (h) => h.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING,
    );
    const first = list.querySelector("li")!.getBoundingClientRect();
    return {
      resultsBeforeFilters: Boolean(list.compareDocumentPosition(filters) & Node.DOCUMENT_POSITION_FOLLOWING),
      headingAboveResults: headings.at(-1)?.textContent?.trim(),
      firstResultTop: first.top + window.scrollY,
      filtersOpen: (filters as HTMLDetailsElement).open,
      filtersLeftOfResults: filters.getBoundingClientRect().right <= list.getBoundingClientRect().left,
    };
  });
}

test.describe("search page layout", () => {
  for (const width of WIDTHS) {
    test(
      `at ${width} px results come first, under their own heading, with the filters behind "Filter results"`,
      ALSO_WITHOUT_JS,
      async ({ page, jsEnabled }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(searchUrl({ searchText: "health" }));
        if (jsEnabled) await expect(page.locator("html.js")).toBeAttached();
        const wide = width >= 1024;
        if (wide && jsEnabled) await expect(page.locator("details.search-filters")).toHaveAttribute("open", "");
        const facts = await layoutFacts(page);
        expect(facts.resultsBeforeFilters).toBe(true);
        expect(facts.headingAboveResults).toBe("Results");
        expect(facts.filtersOpen).toBe(wide && jsEnabled);
        if (wide) expect(facts.filtersLeftOfResults).toBe(true);
        // On a phone the first result shows on the first screen, under the header and the count.
        else expect(facts.firstResultTop).toBeLessThan(600);
        // The disclosure opens the whole filter form.
        const summary = page.locator("details.search-filters > summary");
        await expect(summary).toHaveText("Filter results");
        if (!facts.filtersOpen) await summary.click();
        await expect(page.getByRole("form", { name: "Filter results" }).getByRole("button", { name: "Apply filters" })).toBeVisible();
      },
    );
  }

  test("in a text browser the results come before the filters", async ({ baseURL }) => {
    test.skip(!LYNX, "lynx is not installed (apt-get install lynx)");
    const text = lynxDump(baseURL!, searchUrl({ searchText: "health" }));
    const firstResult = text.indexOf("Tamil Nadu Health AI Pilots");
    expect(firstResult).toBeGreaterThan(0);
    expect(text.indexOf("Apply filters")).toBeGreaterThan(firstResult);
    expect(text.indexOf("Author name")).toBeGreaterThan(firstResult);
  });
});

test.describe("/search without a query", () => {
  test("shows the visitor's recent searches, trending topics and recommendations as links", async ({ page }) => {
    // Searched as the header's box does: its ?q= address gives a new browser the visitor id that
    // keeps its recent searches (a results address opened cold saves nothing: decision 0130).
    await page.goto(`/search?q=${encodeURIComponent("monsoon forecasting")}`);
    await page.goto("/search");
    const recent = page.getByRole("navigation", { name: "Recently Searched" });
    await expect(recent.getByRole("link", { name: "monsoon forecasting" })).toBeVisible();
    const trending = page.getByRole("navigation", { name: "Trending" }).getByRole("link");
    expect(await trending.count()).toBeGreaterThan(0);
    const recommends = page.getByRole("region", { name: "Recommends" }).getByRole("article");
    expect(await recommends.count()).toBe(2);
    const topic = (await trending.first().textContent())!;
    await trending.first().click();
    await expect(page.getByRole("heading", { level: 1, name: topic })).toBeVisible();
  });
});

test.describe("learning courses (docs/product/browse.md#learning-courses)", ALSO_WITHOUT_JS, () => {
  async function firstCourse(page: Page) {
    await page.goto("/learning/all");
    const link = page.locator("main article").first().getByRole("heading").getByRole("link");
    return (await link.getAttribute("href"))!;
  }

  test("opening a course from a listing or by its address asks an anonymous visitor to sign in, and remembers the way back", async ({
    page,
    context,
  }) => {
    const course = await firstCourse(page);
    expect(course).toMatch(/^\/learning\/[a-z0-9-]+$/);
    await page.locator("main article").first().getByRole("heading").getByRole("link").click();
    await expect(page).toHaveURL((url) => url.pathname === "/signin" && url.searchParams.get("redirectTo") === course);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === "__return_to")?.httpOnly).toBe(true);
    await page.goto(course);
    await expect(page).toHaveURL((url) => url.pathname === "/signin");
  });

  test("a signed-in visitor opens the course", async ({ page, login }) => {
    await login();
    const course = await firstCourse(page);
    await page.goto(course);
    await expect(page).toHaveURL(course);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test.describe("the honeypot", () => {
  test("comes after the button, out of the accessibility tree, on every public form", async ({ page }) => {
    for (const path of [
      "/signup-email",
      "/signin-email",
      "/forgot-password",
      "/newsletter",
      "/feedback",
      "/public-consultation-feedback",
    ]) {
      await page.goto(path);
      const forms = page.locator("main form:has(input[name=website])");
      expect(await forms.count(), path).toBeGreaterThan(0);
      for (const form of await forms.all()) {
        const last = await form.evaluate((f) => {
          const fields = [...f.querySelectorAll("input:not([type=hidden]), button, select, textarea")];
          return fields.at(-1)?.getAttribute("name");
        });
        expect(last, path).toBe("website");
        await expect(form.locator("input[name=website]")).toBeHidden();
      }
    }
  });

  test("in a text browser it comes last, with a label a person understands", async ({ baseURL }) => {
    test.skip(!LYNX, "lynx is not installed (apt-get install lynx)");
    const text = lynxDump(baseURL!, "/signup-email");
    expect(text).toContain("if you are a person, leave this field empty");
    expect(text.indexOf("Spam check")).toBeGreaterThan(text.indexOf("Create account"));
    expect(text).not.toContain("Leave this field empty");
  });

  test("a filled honeypot on sign-up creates nothing and says so, with the form again", ALSO_WITHOUT_JS, async ({ page }) => {
    const email = `honeypot-${Date.now()}@example.test`;
    await page.goto("/signup-email");
    await page.getByLabel("Full name").fill("Real Person");
    await page.getByLabel("E-mail address").fill(email);
    await page.getByLabel("Password").fill("a long enough password 42");
    await page.locator("input[name=website]").evaluate((input: HTMLInputElement) => (input.value = "filled by a person"));
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByText("this looked like an automated submission and nothing was saved").first()).toBeVisible();
    await expect(page.getByLabel("E-mail address")).toHaveValue(email);
    await expect(page.locator("input[name=website]")).toHaveValue("");
    expect(storedRow("SELECT id FROM users WHERE email = ?", email)).toBeUndefined();
  });

  test("a honeypot filled before the scripts run is still filled after hydration, and the post stores nothing", async ({
    hydrated,
    page,
  }) => {
    // A bot fills every field as soon as the HTML arrives; the scripts are held until it has.
    let release!: () => void;
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.js(\?|$)/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    const message = `Early honeypot ${Date.now()}: filled before hydration.`;
    await page.goto("/feedback", { waitUntil: "commit" });
    await page.getByLabel("Your feedback").fill(message);
    await page.locator("main input[name=website]").evaluate((input: HTMLInputElement) => (input.value = "filled by a bot"));
    release();
    await hydrated();
    await expect(page.locator("main input[name=website]")).toHaveValue("filled by a bot");
    await page.getByRole("button", { name: "Send feedback" }).click();
    await expect(page.getByText("this looked like an automated submission and nothing was saved").first()).toBeVisible();
    await expect(page.locator("main input[name=website]")).toHaveValue("");
    expect(storedRow("SELECT id FROM site_feedback WHERE message = ?", message)).toBeUndefined();
  });

  test("a filled honeypot on site feedback stores nothing and says so, with the message kept", ALSO_WITHOUT_JS, async ({ page }) => {
    const message = `Honeypot check ${Date.now()}: the search page is hard to use.`;
    await page.goto("/feedback");
    await page.getByLabel("Your feedback").fill(message);
    await page.locator("main input[name=website]").evaluate((input: HTMLInputElement) => (input.value = "filled by a person"));
    await page.getByRole("button", { name: "Send feedback" }).click();
    await expect(page.getByText("this looked like an automated submission and nothing was saved").first()).toBeVisible();
    await expect(page.getByLabel("Your feedback")).toHaveValue(message);
    expect(storedRow("SELECT id FROM site_feedback WHERE message = ?", message)).toBeUndefined();
  });
});

test.describe("words in text browsers", () => {
  test("card and result facts are separated in the text itself", async ({ page, baseURL }) => {
    await page.goto("/videos/all");
    const meta = (await page.locator("main .content-card__meta").first().textContent())!;
    expect(meta).toMatch(/\d{4} · /);
    await page.goto(searchUrl({ searchText: "health" }));
    const result = (await page.getByRole("list", { name: "Results" }).locator("article").first().textContent())!;
    expect(result).toMatch(/read · [A-Z][a-z]{2} \d{2}, \d{4} · /);
    if (LYNX) {
      const text = lynxDump(baseURL!, "/videos/all");
      expect(text).not.toMatch(/\d{4}[A-Z]/);
      expect(text).not.toMatch(/(read|video)[A-Z]/);
    }
  });
});

test.describe("smaller fixes", () => {
  test('"Member since" reads MMM DD, YYYY in English and a Hindi date in Hindi', async ({ page, login }) => {
    await login();
    await page.goto("/profile");
    await expect(page.locator("dt", { hasText: "Member since" }).locator("+ dd")).toHaveText(/^[A-Z][a-z]{2} \d{2}, \d{4}$/);
    await page.goto("/hi/profile");
    await expect(page.locator("dt", { hasText: "सदस्यता की तिथि" }).locator("+ dd")).toHaveText(/^\d{1,2} [\u0900-\u097F]+ \d{4}$/);
  });

  test('job roles are called "Job opening", as docs/product/browse.md#content-types names them', async ({ page }) => {
    await page.goto("/job-roles/all");
    await expect(page.locator("main .content-card__type").first()).toHaveText("Job opening");
    await expect(page.locator("main")).not.toContainText("Job Role");
  });

  test("/raise links to its video library, in English and Hindi", async ({ page }) => {
    await page.goto("/raise");
    await page.getByRole("link", { name: "RAISE video library" }).click();
    await expect(page).toHaveURL(/\/raise\/video-library$/);
    await page.goto("/hi/raise");
    await expect(page.getByRole("link", { name: "रेज वीडियो लाइब्रेरी" })).toHaveAttribute("href", "/hi/raise/video-library");
  });

  test("sitemap.xml lists policy, static and campaign pages, hubs and authors", async ({ request }) => {
    const xml = await (await request.get("/sitemap/pages.xml")).text(); // a file of the sitemap index (decision 0103)
    for (const path of ["/privacy-policy", "/terms", "/about-us", "/raise", "/cyberguard-ai-hackathon"])
      expect(xml).toContain(`${path}</loc>`);
    expect(xml).toMatch(/\/hub\/[a-z0-9-]+<\/loc>/);
    expect(xml).toMatch(/\/author\/[a-z0-9-]+<\/loc>/);
    expect(xml).toMatch(/\/hi\/raise<\/loc>/);
  });
});
