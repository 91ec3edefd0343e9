import { describe, expect, it } from "vitest";
import { formatDateIn, formatDateTimeIn, formatNumberIn } from "../../app/forms/dates";

describe("dates of the account and comment screens, per language", () => {
  const at = "2025-02-10T09:35:00Z"; // 15:05 in India

  it("keeps the SPEC's English formats", () => {
    expect(formatDateIn("en", at)).toBe("Feb 10, 2025");
    expect(formatDateTimeIn("en", at)).toBe("Feb 10, 2025, 3:05 pm");
  });

  it("writes Hindi dates with Hindi month names and a 24-hour clock, in India time", () => {
    expect(formatDateIn("hi", at)).toBe("10 फ़रवरी 2025");
    expect(formatDateTimeIn("hi", at)).toBe("10 फ़रवरी 2025, 15:05");
    expect(formatDateIn("hi", "2025-01-31T20:00:00Z")).toBe("1 फ़रवरी 2025");
  });

  it("shows nothing for a missing or invalid date, in either language", () => {
    for (const lang of ["en", "hi"] as const) {
      expect(formatDateIn(lang, null)).toBe("");
      expect(formatDateIn(lang, "not a date")).toBe("");
    }
    expect(formatDateTimeIn("hi", "")).toBe("");
  });

  it("groups numbers the Indian way in both languages", () => {
    expect(formatNumberIn("en", 100000)).toBe("1,00,000");
    expect(formatNumberIn("hi", 50000)).toBe("50,000");
  });
});
