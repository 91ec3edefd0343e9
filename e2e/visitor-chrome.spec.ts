import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { spawnSync } from "node:child_process";
import { expect, test, ALSO_WITHOUT_JS } from "./fixtures";

/**
 * What visitors tripped over in the site chrome (docs/decisions/0093-visitor-chrome.md, part 1), at the widths people use:
 * small phones (320, 360), tablets and zoomed desktops (768, 1024, 853 = 1280 at 150 %) and a
 * desktop (1280); the journeys that differ without JavaScript run with it off too (ALSO_WITHOUT_JS).
 */
const WIDTHS = [320, 360, 768, 1024, 1280];
const MENU_WIDTHS = [768, 853, 1024, 1280];
const LEGAL = ["Privacy Policy", "Terms of Use", "Cookie Policy"];

async function articlePath(request: APIRequestContext) {
  const items = (await (await request.get("/api/web/collections?type=2&per_page=24")).json()).data.items as { slug: string }[];
  return `/article/${items[0].slug}`;
}

/** What a person sees at the element's centre is the element itself (or inside it). */
async function coveredBy(locator: Locator): Promise<string | null> {
  return locator.evaluate(hitAtCentre);
}

/**
 * In the page: null when the element is what the point at its centre hits (or something inside
 * it), else what is there instead. A link that wraps onto two lines has two boxes: any of them.
 */
function hitAtCentre(el: Element): string | null {
  let other = "nothing (off-screen)";
  for (const box of Array.from(el.getClientRects())) {
    if (box.width === 0 || box.height === 0) continue;
    const top = Math.max(box.top, 0);
    const bottom = Math.min(box.bottom, window.innerHeight);
    const hit = document.elementFromPoint(box.left + box.width / 2, top + (bottom - top) / 2);
    if (hit && (hit === el || el.contains(hit))) return null;
    if (hit) other = `${hit.tagName.toLowerCase()}.${String(hit.className).slice(0, 60)}`;
  }
  return other;
}

interface FocusedFacts {
  key: string;
  name: string;
  inside: boolean;
  coveredBy: string | null;
  inFooter: boolean;
}

/** In the page, in one round trip: the focused element's name, place and what covers it (null: nothing focused). */
const FOCUSED_FACTS = `(() => {
  const el = document.activeElement;
  if (!el || el === document.body) return null;
  const box = el.getBoundingClientRect();
  const name = el.tagName.toLowerCase() + ' "' + (el.textContent || el.getAttribute("aria-label") || el.id || "").trim().slice(0, 40) + '"';
  return {
    key: name + "@" + Math.round(box.left) + "," + Math.round(box.top + window.scrollY),
    name,
    inside: box.left >= -1 && box.right <= document.documentElement.clientWidth + 1,
    coveredBy: (${hitAtCentre.toString()})(el),
    inFooter: Boolean(el.closest("footer")),
  };
})()`;

async function expectUncovered(locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  expect(await coveredBy(locator), "covered by").toBeNull();
}

function banner(page: Page) {
  return page.getByRole("region", { name: "Cookie consent" });
}

test.describe("cookie banner", () => {
  for (const width of WIDTHS) {
    test(`at ${width} px the cookie banner covers neither "Submit for review" nor the footer's policy links`, async ({ page, login }) => {
      await page.setViewportSize({ width, height: 640 });
      await login();
      await page.goto("/posts/articles");
      await expect(banner(page)).toBeVisible();
      await expectUncovered(page.getByRole("button", { name: "Submit for review" }));

      await page.goto("/about-us");
      await expect(banner(page)).toBeVisible();
      const footer = page.getByRole("contentinfo");
      for (const name of LEGAL) await expectUncovered(footer.getByRole("link", { name, exact: true }));
      await footer.getByRole("link", { name: "Terms of Use", exact: true }).click();
      await expect(page).toHaveURL(/\/terms$/);
    });
  }

  test("the cookie banner is reached right after the skip link", async ({ hydrated, page }) => {
    await page.goto("/articles");
    await hydrated();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(banner(page).getByRole("link", { name: "Read our cookie policy" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(banner(page).getByRole("button", { name: "Accept" })).toBeFocused();
  });

  test("after accepting cookies, focus is on the confirmation, not lost", ALSO_WITHOUT_JS, async ({ hydrated, page, jsEnabled }) => {
    await page.goto("/articles");
    await hydrated();
    await banner(page).getByRole("button", { name: "Accept" }).focus();
    await page.keyboard.press("Enter");
    if (jsEnabled) {
      await expect(page.getByRole("status").filter({ hasText: "Your cookie choice is saved" })).toBeFocused();
    } else {
      // A full page load: the visitor is back on the page, the banner gone, at the top of the page.
      await expect(page).toHaveURL(/\/articles$/);
      await expect(banner(page)).toHaveCount(0);
    }
  });
});

test.describe("header", () => {
  for (const signedIn of [false, true]) {
    test(`no sideways scrolling at 320 px on pages with the header (${signedIn ? "signed in" : "signed out"})`, async ({
      page,
      login,
      request,
    }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      if (signedIn) await login("Aparajita Venkataraman-Subramaniam");
      const paths = [
        "/",
        "/hi",
        "/articles",
        await articlePath(request),
        "/search?q=health",
        "/hi/search",
        "/cookie-policy",
        "/no-such-page",
        "/public-consultation-feedback",
        "/feedback",
        "/responsible-ai/assessment",
      ];
      if (signedIn) paths.push("/user-contribution", "/profile");
      for (const path of paths) {
        await page.goto(path);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${path} scrolls sideways by`).toBeLessThanOrEqual(0);
        const account = signedIn
          ? page.getByRole("banner").locator("summary").last()
          : page.getByRole("banner").getByRole("link", { name: /^(Sign in|साइन इन)/ });
        if (path === "/cookie-policy") continue; // the policies bar has no account control
        const box = (await account.boundingBox())!;
        expect(box.x, `${path}: account control starts on screen`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${path}: account control ends on screen`).toBeLessThanOrEqual(320);
      }
    });
  }

  for (const width of MENU_WIDTHS) {
    test(`at ${width} px every header menu opens inside the viewport, one at a time`, ALSO_WITHOUT_JS, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/");
      const nav = page.getByRole("navigation", { name: "Main" });
      for (const name of ["Pillars", "Resources", "Ecosystem", "Sectors"]) {
        await nav.locator("summary", { hasText: name }).click();
        const panel = nav.locator("details[open] > .menu-panel");
        await expect(panel).toHaveCount(1);
        const box = (await panel.boundingBox())!;
        expect(box.x, `${name} panel starts on screen`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${name} panel ends on screen`).toBeLessThanOrEqual(width);
        // The last link of the menu can be clicked: nothing of it is cut off or covered.
        await expectUncovered(panel.getByRole("link").last());
      }
      await expect(page.locator("header details[open]")).toHaveCount(1);
    });
  }

  test("the account menu opens inside the viewport and closes the open menu", ALSO_WITHOUT_JS, async ({ page, login }) => {
    await page.setViewportSize({ width: 853, height: 800 });
    await login("Asha Verma");
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).locator("summary", { hasText: "Resources" }).click();
    await page.getByRole("banner").locator("summary").last().click();
    await expect(page.locator("header details[open]")).toHaveCount(1);
    const box = (await page.getByRole("button", { name: "Logout" }).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(853);
  });
});

test.describe("sign-out", ALSO_WITHOUT_JS, () => {
  test("GET /logout asks before signing out; the button signs out", async ({ page, login }) => {
    await login("Asha Verma");
    await page.goto("/hi/logout");
    await expect(page.getByRole("heading", { level: 1, name: "साइन आउट करें" })).toBeVisible();
    await expect(page).toHaveTitle(/^साइन आउट करें/);
    await page.goto("/logout");
    await expect(page.getByRole("heading", { level: 1, name: "Sign out" })).toBeVisible();
    // Still signed in: a GET (a link, an image on another site) signs no one out.
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toHaveCount(0);
    await page.getByRole("main").getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
  });

  test("a visitor who is not signed in is sent home from /logout", async ({ page }) => {
    await page.goto("/hi/logout");
    await expect(page).toHaveURL(/\/hi$/);
  });

  test("a sign-out from another site is refused", async ({ request }) => {
    const response = await request.post("/logout", {
      form: { intent: "logout" },
      headers: { Origin: "https://evil.example" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(403);
  });
});

test.describe("focus and announcements", () => {
  test("after a client-side navigation, focus is on the new page's heading and its title is announced", async ({ hydrated, page }) => {
    await page.goto("/");
    await hydrated();
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.locator("summary", { hasText: "Resources" }).click();
    await nav.getByRole("link", { name: "Articles" }).click();
    await expect(page).toHaveURL(/\/articles$/);
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeFocused();
    const title = await page.title();
    await expect(page.locator("[aria-live='polite']").filter({ hasText: title })).toHaveCount(1);
  });

  test("after subscribing to the newsletter, focus is on the thank-you message", ALSO_WITHOUT_JS, async ({ page, jsEnabled }) => {
    await page.goto("/about-us");
    const footer = page.getByRole("contentinfo");
    await footer.getByLabel("Email Address").fill(`focus-${Date.now().toString(36)}@example.test`);
    await footer.getByRole("button", { name: "Subscribe" }).click();
    const thanks = page.getByRole("status").filter({ hasText: "Thank you for subscribing" });
    await expect(thanks).toBeVisible();
    if (jsEnabled) await expect(thanks).toBeFocused();
  });

  test("the reading-progress bar is hidden from screen readers", async ({ page, request }) => {
    await page.goto(await articlePath(request));
    await expect(page.getByRole("progressbar")).toHaveCount(0);
    await expect(page.locator("[aria-hidden='true'].sticky")).toHaveCount(1);
  });
});

test.describe("focus ring", () => {
  /** WCAG relative luminance contrast of two [r, g, b] colours. */
  function contrast(a: number[], b: number[]) {
    const lum = (c: number[]) => {
      const [r, g, bl] = c.map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
    };
    const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
    return (hi + 0.05) / (lo + 0.05);
  }

  test("the focus ring contrasts at least 3:1 with every background it appears on", async ({ page }) => {
    await page.goto("/about-us");
    // Focus in the header's search box downloads its dropdown, which then replaces the box and
    // its button (SearchBox): let that happen first, or the button measured below can be swapped
    // out from under the measurement (its computed style is then empty).
    await page.getByRole("banner").getByRole("combobox").focus();
    await expect(page.getByRole("banner").locator("[data-search-dropdown='on']")).toHaveCount(1);
    const targets: Array<[string, Locator]> = [
      ["skip link (amber)", page.getByRole("link", { name: "Skip to main content" })],
      ["cookie banner link (dark)", banner(page).getByRole("link", { name: "Read our cookie policy" })],
      ["cookie banner button (amber on dark)", banner(page).getByRole("button", { name: "Accept" })],
      ["header link (white)", page.getByRole("navigation", { name: "Main" }).getByRole("link").first()],
      ["search button (blue)", page.getByRole("banner").getByRole("button", { name: "Search" })],
      ["footer link", page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" })],
      ["newsletter button (amber)", page.getByRole("contentinfo").getByRole("button", { name: "Subscribe" })],
    ];
    for (const [label, target] of targets) {
      await target.focus();
      await page.keyboard.press("Shift+Tab");
      await page.keyboard.press("Tab"); // keyboard focus, so :focus-visible applies
      await expect(target, label).toBeFocused();
      const colours = await target.evaluate((el) => {
        const canvas = document.createElement("canvas").getContext("2d")!;
        const rgb = (css: string) => {
          canvas.clearRect(0, 0, 1, 1);
          canvas.fillStyle = css;
          canvas.fillRect(0, 0, 1, 1);
          return Array.from(canvas.getImageData(0, 0, 1, 1).data.slice(0, 3));
        };
        const background = (from: Element | null) => {
          for (let node = from; node; node = node.parentElement) {
            const bg = getComputedStyle(node).backgroundColor;
            if (bg !== "rgba(0, 0, 0, 0)" && bg !== "transparent") return rgb(bg);
          }
          return [255, 255, 255];
        };
        const style = getComputedStyle(el);
        const shadow = style.boxShadow.match(/^(rgba?\([^)]*\)|oklch\([^)]*\)|#[0-9a-f]+)/i)?.[1] ?? "transparent";
        return {
          outer: rgb(style.outlineColor),
          outerStyle: style.outlineStyle,
          inner: rgb(shadow),
          own: background(el),
          around: background(el.parentElement),
        };
      });
      expect(colours.outerStyle, label).toBe("solid");
      expect(contrast(colours.outer, colours.inner), `${label}: the two tones`).toBeGreaterThanOrEqual(3);
      for (const [where, bg] of [
        ["around it", colours.around],
        ["its own background", colours.own],
      ] as const) {
        const best = Math.max(contrast(colours.outer, bg), contrast(colours.inner, bg));
        expect(best, `${label}: ring against ${where} rgb(${bg.join(",")})`).toBeGreaterThanOrEqual(3);
      }
    }
  });
});

test.describe("keyboard only", ALSO_WITHOUT_JS, () => {
  for (const width of [360, 1280]) {
    test(`at ${width} px no focused element is covered or off-screen sideways, with the cookie banner showing`, async ({
      hydrated,
      page,
      login,
      request,
    }) => {
      test.setTimeout(240_000);
      await page.setViewportSize({ width, height: 700 });
      await login();
      const pages = ["/", "/articles", await articlePath(request), "/search?q=health", "/user-contribution"];
      for (const [index, path] of pages.entries()) {
        await page.goto(path);
        await hydrated();
        await expect(banner(page)).toBeVisible();
        // The banner, header and footer are the same on every page: the first page walks them
        // all, the others only their own content, from the main landmark to the footer.
        const contentOnly = index > 0;
        if (contentOnly) await page.locator("#main-content").focus();
        const seen = new Set<string>();
        for (let i = 0; i < 200; i++) {
          await page.keyboard.press("Tab");
          const state = (await page.evaluate(FOCUSED_FACTS)) as FocusedFacts | null;
          if (!state) break;
          if (seen.has(state.key) || (contentOnly && state.inFooter)) break;
          seen.add(state.key);
          // Asked again while covered: focusing the header search loads its dropdown, which takes the plain box's place.
          if (state.coveredBy)
            await expect
              .poll(() => page.locator(":focus").evaluate(hitAtCentre), { message: `${path}: ${state.name} is covered by` })
              .toBeNull();
          expect(state.inside, `${path}: ${state.name} is within the viewport horizontally`).toBe(true);
        }
        expect(seen.size, `${path}: focusable elements reached`).toBeGreaterThan(contentOnly ? 0 : 5);
      }
    });
  }
});

test.describe("smaller things", () => {
  test("the not-found page says so in a heading and keeps the product's text, in both languages", async ({ page }) => {
    expect((await page.goto("/no-such-page-here"))?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Something’s went wrong here..." })).toBeVisible();
    expect((await page.goto("/hi/no-such-page-here"))?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "पृष्ठ नहीं मिला" })).toBeVisible();
  });

  test("after a failed form submit the page title starts with Error:, in both languages", ALSO_WITHOUT_JS, async ({ page }) => {
    await page.goto("/forgot-password");
    const title = await page.title();
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByRole("alert")).toBeVisible();
    await expect(page).toHaveTitle(`Error: ${title}`);
    await page.goto("/hi/forgot-password");
    const hindi = await page.title();
    await page.locator("main form button[type=submit]").click();
    await expect(page.getByRole("alert")).toBeVisible();
    await expect(page).toHaveTitle(`त्रुटि: ${hindi}`);
  });

  test("the policy pages have a way home, the language switch and the skip link", async ({ page }) => {
    await page.goto("/cookie-policy");
    await expect(page.getByRole("link", { name: "Skip to main content" })).toHaveAttribute("href", "#main-content");
    await expect(page.getByRole("banner").getByRole("link", { name: "IndiaAI home" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toBeVisible();
  });

  test("w3m can follow the skip link: the page has a target it knows", async ({ baseURL }) => {
    const run = spawnSync("w3m", ["-halfdump", `${baseURL}/articles`], { encoding: "utf8", timeout: 30_000 });
    expect(run.error, "w3m is installed (apt-get install -y w3m; .ci/run does this)").toBeUndefined();
    // w3m's own parse of the page: the skip link, and an anchor it can jump to by that name.
    expect(run.stdout).toMatch(/<a [^>]*href="#main-content"/);
    expect(run.stdout).toMatch(/<a name="main-content"|<_id id="main-content"/);
  });
});
