import { describe, expect, it } from "vitest";
import { generateItems } from "../../api/seed/synthetic";

const DAY = 86_400_000;

describe("the generated corpus (bench and load tests)", () => {
  const started = Date.now();
  const items = [...generateItems(5000, 7)];
  const dates = items.map((i) => (i.published_at ? Date.parse(i.published_at) : null));
  const published = dates.filter((d): d is number => d !== null);

  it("comes in the order a portal gains items: each published at most a month before any earlier one", () => {
    let latest = -Infinity;
    for (const date of published) {
      expect(date).toBeGreaterThan(latest - 30 * DAY);
      latest = Math.max(latest, date);
    }
  });

  it("spreads its dates evenly over the last six years, none in the future", () => {
    const years = 6 * 365 * DAY;
    expect(Math.min(...published)).toBeGreaterThanOrEqual(started - years - 30 * DAY);
    expect(Math.max(...published)).toBeLessThanOrEqual(Date.now());
    // Each of the six years holds about a sixth of the items.
    for (let y = 0; y < 6; y++) {
      const from = started - years + y * 365 * DAY;
      const inYear = published.filter((d) => d >= from && d < from + 365 * DAY).length;
      expect(inYear / published.length).toBeGreaterThan(0.14);
      expect(inYear / published.length).toBeLessThan(0.19);
    }
  });

  it("is the same corpus for the same seed", () => {
    const again = [...generateItems(50, 7)].map((i) => [i.title, i.collection_type, i.tags]);
    expect(again).toEqual(items.slice(0, 50).map((i) => [i.title, i.collection_type, i.tags]));
  });
});
