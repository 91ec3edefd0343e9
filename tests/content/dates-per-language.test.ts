import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatNumber } from "../../app/content/format";

describe("dates of the account and comment screens, per language", () => {
  const at = "2025-02-10T09:35:00Z"; // 15:05 in India

  it("keeps the product's English formats", () => {
    expect(formatDate(at, "en")).toBe("Feb 10, 2025");
    expect(formatDateTime(at, "en")).toBe("Feb 10, 2025, 3:05 pm");
  });

  it("writes Hindi dates with Hindi month names and a 24-hour clock, in India time", () => {
    expect(formatDate(at, "hi")).toBe("10 फ़रवरी 2025");
    expect(formatDateTime(at, "hi")).toBe("10 फ़रवरी 2025, 15:05");
    expect(formatDate("2025-01-31T20:00:00Z", "hi")).toBe("1 फ़रवरी 2025");
  });

  it("shows nothing for a missing or invalid date, in either language", () => {
    for (const lang of ["en", "hi"] as const) {
      expect(formatDate(null, lang)).toBe("");
      expect(formatDate("not a date", lang)).toBe("");
    }
    expect(formatDateTime("", "hi")).toBe("");
  });

  it("groups numbers the Indian way in both languages", () => {
    expect(formatNumber(100000, "en")).toBe("1,00,000");
    expect(formatNumber(50000, "hi")).toBe("50,000");
  });
});
