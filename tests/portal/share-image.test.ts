import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DEFAULT_SHARE_IMAGE, metaTags } from "~/content/meta";

const page = { title: "Articles", description: "All the articles", url: "https://x.test/hi/articles", siteName: "IndiaAI" };
const content = (tags: Array<Record<string, string>>, key: string) => tags.find((t) => t.property === key || t.name === key)?.content;

describe("share image (docs/decisions/0094-visitor-content.md: social networks ignore SVG)", () => {
  it("a page with an SVG image shares the site's PNG instead, on the page's origin", () => {
    const tags = metaTags({ ...page, image: "https://x.test/images/content/a.svg", imageAlt: "Abstract shapes" });
    expect(content(tags, "og:image")).toBe("https://x.test/images/share.png");
    expect(content(tags, "twitter:image")).toBe("https://x.test/images/share.png");
    expect(content(tags, "og:image:alt")).toBe("IndiaAI");
  });

  it("a page without an image shares the site's PNG as a large card", () => {
    const tags = metaTags({ ...page, image: null });
    expect(content(tags, "og:image")).toBe("https://x.test/images/share.png");
    expect(content(tags, "twitter:card")).toBe("summary_large_image");
  });

  it("a page's own raster image is kept", () => {
    const tags = metaTags({ ...page, image: "https://cdn.x.test/photo.jpg?w=1200", imageAlt: "A lab" });
    expect(content(tags, "og:image")).toBe("https://cdn.x.test/photo.jpg?w=1200");
    expect(content(tags, "og:image:alt")).toBe("A lab");
  });

  it("the default share image is a real 1200×630 PNG", () => {
    const png = readFileSync(`public${DEFAULT_SHARE_IMAGE}`);
    expect(png.subarray(1, 4).toString("ascii")).toBe("PNG");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});
