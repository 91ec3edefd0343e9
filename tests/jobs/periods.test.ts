import { describe, expect, it } from "vitest";
import { dailyPeriod, retryDelayMs, weeklyPeriod } from "../../api/jobs";

describe("periods of recurring jobs, in India time", () => {
  it("a daily period at 07:00 IST begins at 01:30 UTC and is named by its Indian date", () => {
    expect(dailyPeriod(new Date("2026-11-24T01:30:00Z"), 7)).toEqual({ key: "2026-11-24", startsAt: new Date("2026-11-24T01:30:00Z") });
    // 06:59 IST on the 24th is still the 23rd's period.
    expect(dailyPeriod(new Date("2026-11-24T01:29:59Z"), 7)).toEqual({ key: "2026-11-23", startsAt: new Date("2026-11-23T01:30:00Z") });
    // 23:00 IST on the 24th (17:30 UTC) is the 24th's.
    expect(dailyPeriod(new Date("2026-11-24T17:30:00Z"), 7).key).toBe("2026-11-24");
  });

  it("a weekly period begins on Monday at 07:00 IST", () => {
    // 24 November 2026 is a Tuesday; its week began on Monday the 23rd.
    expect(weeklyPeriod(new Date("2026-11-24T10:00:00Z"), 7)).toEqual({
      key: "week-2026-11-23",
      startsAt: new Date("2026-11-23T01:30:00Z"),
    });
    // Monday before 07:00 IST still belongs to the week before.
    expect(weeklyPeriod(new Date("2026-11-23T01:00:00Z"), 7).key).toBe("week-2026-11-16");
    expect(weeklyPeriod(new Date("2026-11-29T18:00:00Z"), 7).key).toBe("week-2026-11-23");
  });

  it("retries back off exponentially, capped at six hours", () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n))).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(30)).toBe(6 * 3_600_000);
  });
});
