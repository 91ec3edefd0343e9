import { describe, expect, it } from "vitest";
import { formatUpdated } from "../../app/guidance/page.server";

describe("a guidance page's last-updated date", () => {
  it("is the calendar day in India, written out in the page's language", () => {
    // 20:00 UTC is already the next day in India.
    expect(formatUpdated("2026-10-19T20:00:00.000Z", "en")).toBe("20 October 2026");
    expect(formatUpdated("2026-10-19T20:00:00.000Z", "hi")).toBe("20 अक्टूबर 2026");
  });

  it("is left out rather than shown as nonsense when the API's date cannot be read", () => {
    expect(formatUpdated("not a date", "en")).toBe("");
  });
});
