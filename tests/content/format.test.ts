import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  altText,
  cardImageAlt,
  formatDate,
  formatDuration,
  formatReadTime,
  formatTime,
  isoDate,
  isoDuration,
  stripHtml,
  truncateText,
  yearOf,
} from "../../app/content/format";
import { formatLocation } from "../../app/content/location";

describe("formatDate shows dates as MMM DD, YYYY", () => {
  it("formats a UTC timestamp in India time", () => {
    expect(formatDate("2025-01-05T10:00:00Z")).toBe("Jan 05, 2025");
    // 20:00 UTC is already the next day in India (UTC+5:30).
    expect(formatDate("2025-03-31T20:00:00Z")).toBe("Apr 01, 2025");
  });
  it("shows a bare calendar date as written", () => {
    expect(formatDate("2024-12-31")).toBe("Dec 31, 2024");
    expect(formatDate("2024-02-29")).toBe("Feb 29, 2024");
  });
  it("accepts Date objects", () => {
    expect(formatDate(new Date(Date.UTC(2023, 6, 4, 0, 0)))).toBe("Jul 04, 2023");
  });
  it("gives an empty string for missing or invalid dates", () => {
    expect(formatDate(null)).toBe("");
    expect(formatDate(undefined)).toBe("");
    expect(formatDate("")).toBe("");
    expect(formatDate("not a date")).toBe("");
  });
  it("always matches the MMM DD, YYYY shape for any valid instant", () => {
    fc.assert(
      fc.property(fc.date({ min: new Date("1970-01-01"), max: new Date("2099-12-31"), noInvalidDate: true }), (d) => {
        expect(formatDate(d)).toMatch(/^[A-Z][a-z]{2} \d{2}, \d{4}$/);
      }),
    );
  });
});

describe("formatTime shows a 12-hour clock with am/pm", () => {
  it("formats morning, afternoon, noon and midnight in India time", () => {
    expect(formatTime("2025-01-05T03:30:00Z")).toBe("9:00 am");
    expect(formatTime("2025-01-05T09:35:00Z")).toBe("3:05 pm");
    expect(formatTime("2025-01-05T06:30:00Z")).toBe("12:00 pm");
    expect(formatTime("2025-01-04T18:30:00Z")).toBe("12:00 am");
  });
  it("reads a date and time without a zone (SQLite's format) as UTC, and one with an offset as that offset", () => {
    expect(formatTime("2025-01-05 10:00:00")).toBe("3:30 pm");
    expect(formatTime("2025-01-05T10:00:00.250")).toBe("3:30 pm");
    expect(formatDate("2025-01-05 20:00:00")).toBe("Jan 06, 2025");
    expect(formatTime("2025-01-05T10:00:00+05:30")).toBe("10:00 am");
    expect(isoDate("2025-01-05 10:00:00")).toBe("2025-01-05T10:00:00.000Z");
  });
  it("has no time for a bare date or an invalid value", () => {
    expect(formatTime("2025-01-05")).toBe("");
    expect(formatTime(null)).toBe("");
    expect(formatTime("garbage")).toBe("");
  });
});

describe("isoDate and yearOf", () => {
  it("keeps a bare date and gives ISO for instants", () => {
    expect(isoDate("2025-01-05")).toBe("2025-01-05");
    expect(isoDate("2025-01-05T10:00:00Z")).toBe("2025-01-05T10:00:00.000Z");
    expect(isoDate("nope")).toBe("");
  });
  it("reads the year", () => {
    expect(yearOf("2021-06-01T00:00:00Z")).toBe(2021);
    expect(yearOf(null)).toBeNull();
  });
});

describe("formatDuration shows video durations in hr/min/sec", () => {
  it.each([
    [0, "0 sec"],
    [5, "5 sec"],
    [60, "1 min"],
    [65, "1 min 5 sec"],
    [3600, "1 hr"],
    [3605, "1 hr 5 sec"],
    [3725, "1 hr 2 min 5 sec"],
    [90061, "25 hr 1 min 1 sec"],
    [59.6, "1 min"],
  ])("%s seconds → %s", (s, text) => {
    expect(formatDuration(s)).toBe(text);
  });
  it("is empty for unknown or negative durations", () => {
    expect(formatDuration(null)).toBe("");
    expect(formatDuration(undefined)).toBe("");
    expect(formatDuration(-1)).toBe("");
    expect(formatDuration(Number.NaN)).toBe("");
  });
  it("adds back up to the same number of seconds", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 * 24 * 3600 }), (s) => {
        const text = formatDuration(s);
        const h = Number(/(\d+) hr/.exec(text)?.[1] ?? 0);
        const m = Number(/(\d+) min/.exec(text)?.[1] ?? 0);
        const sec = Number(/(\d+) sec/.exec(text)?.[1] ?? 0);
        expect(h * 3600 + m * 60 + sec).toBe(s);
        expect(m).toBeLessThan(60);
        expect(sec).toBeLessThan(60);
      }),
    );
  });
  it("has an ISO 8601 form", () => {
    expect(isoDuration(3725)).toBe("PT1H2M5S");
    expect(isoDuration(0)).toBe("PT0S");
    expect(isoDuration(3600)).toBe("PT1H");
    expect(isoDuration(null)).toBe("");
  });
});

describe("formatReadTime converts minutes to hours and minutes", () => {
  it.each([
    [1, "1 min"],
    [45, "45 min"],
    [60, "1 hr"],
    [61, "1 hr 1 min"],
    [135, "2 hr 15 min"],
    [0.4, "1 min"],
  ])("%s minutes → %s", (m, text) => {
    expect(formatReadTime(m)).toBe(text);
  });
  it("is empty when unknown or zero", () => {
    expect(formatReadTime(null)).toBe("");
    expect(formatReadTime(0)).toBe("");
    expect(formatReadTime(-3)).toBe("");
  });
});

describe("truncateText cuts at a word boundary with an ellipsis", () => {
  it("leaves short text alone", () => {
    expect(truncateText("Short text", 20)).toBe("Short text");
    expect(truncateText("Exactly ten", 11)).toBe("Exactly ten");
  });
  it("cuts at the last whole word", () => {
    expect(truncateText("The quick brown fox jumps over the lazy dog", 20)).toBe("The quick brown fox…");
    expect(truncateText("The quick brown fox jumps", 12)).toBe("The quick…");
  });
  it("keeps a word that ends exactly at the limit", () => {
    expect(truncateText("alpha beta gamma", 10)).toBe("alpha beta…");
  });
  it("drops trailing punctuation before the ellipsis", () => {
    expect(truncateText("Hello, world and more", 6)).toBe("Hello…");
  });
  it("cuts a single long word inside the word", () => {
    expect(truncateText("Supercalifragilistic", 5)).toBe("Super…");
  });
  it("collapses whitespace and handles empty input", () => {
    expect(truncateText("  a \n b  ", 10)).toBe("a b");
    expect(truncateText(null, 10)).toBe("");
  });
  it("never exceeds the limit plus the ellipsis and never splits a word when spaces allow", () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-z]{1,8}$/), { minLength: 1, maxLength: 30 }),
        fc.integer({ min: 8, max: 80 }),
        (words, max) => {
          const text = words.join(" ");
          const out = truncateText(text, max);
          if (text.length <= max) {
            expect(out).toBe(text);
          } else {
            expect(out.endsWith("…")).toBe(true);
            const body = out.slice(0, -1);
            expect(body.length).toBeLessThanOrEqual(max);
            expect(text.startsWith(body)).toBe(true);
            expect(text[body.length]).toBe(" ");
          }
        },
      ),
    );
  });
});

describe("altText", () => {
  it("defaults to Image Alt", () => {
    expect(altText(null)).toBe("Image Alt");
    expect(altText(undefined)).toBe("Image Alt");
    expect(altText("   ")).toBe("Image Alt");
  });
  it("keeps text up to 20 characters", () => {
    expect(altText("Short alt")).toBe("Short alt");
    expect(altText("12345678901234567890")).toBe("12345678901234567890");
  });
  it("cuts longer text within 20 characters at a word boundary, never inside a word", () => {
    expect(altText("Students at a hackathon in Bengaluru")).toBe("Students at a…");
    expect(altText("Abstract illustration of an open book")).toBe("Abstract…");
    // One word longer than the limit stays whole: a broken word is worse than a long alt.
    expect(altText("123456789012345678901")).toBe("123456789012345678901");
    expect(altText("Photosynthesisresearchers at work")).toBe("Photosynthesisresearchers…");
  });
});

describe("cardImageAlt (the thumbnail beside a card's title link)", () => {
  it("is empty for the generated illustrations, in English and Hindi, so a screen reader goes straight to the title", () => {
    expect(cardImageAlt("Abstract illustration of an open book with ruled pages", "Teaching with AI")).toBe("");
    expect(cardImageAlt("अमूर्त चित्र: रेखांकित पन्नों वाली खुली किताब", "एआई से पढ़ाई")).toBe("");
    expect(cardImageAlt("Generic roundel standing in for the Ministry of Health logo", "Ministry of Health")).toBe("");
    expect(cardImageAlt("Avatar with the initials of Priyanka Nair", "Priyanka Nair")).toBe("");
  });
  it("is empty when the image has no alt text or only repeats the title", () => {
    expect(cardImageAlt(null, "Teaching with AI")).toBe("");
    expect(cardImageAlt("  ", "Teaching with AI")).toBe("");
    expect(cardImageAlt("Teaching  with AI", "Teaching with AI")).toBe("");
  });
  it("keeps a meaningful alt text in whole words", () => {
    expect(cardImageAlt("Portrait of Priyanka Nair", "Priyanka Nair")).toBe("Portrait of Priyanka…");
    expect(cardImageAlt("Dr Anil Rao", "Anil Rao")).toBe("Dr Anil Rao");
    for (const alt of ["Students at a hackathon in Bengaluru", "Farmers reading a pest alert on a phone"]) {
      const cut = cardImageAlt(alt, "x").replace(/…$/, "");
      expect(alt.split(" ")).toEqual(expect.arrayContaining(cut.split(" ")));
    }
  });
});

describe("formatLocation (the location helper)", () => {
  it("joins location, state and country names", () => {
    expect(formatLocation({ location: "Koramangala", state: { name: "Karnataka" }, country: { name: "India" } })).toBe(
      "Koramangala, Karnataka, India",
    );
  });
  it("reads a list of countries", () => {
    expect(formatLocation({ location: null, state: null, country: [{ name: "India" }, { name: "Japan" }] })).toBe("India, Japan");
  });
  it("accepts plain strings and drops blanks and repeats", () => {
    expect(formatLocation({ location: " ", state: "Delhi", country: "India" })).toBe("Delhi, India");
    expect(formatLocation({ location: "Delhi", state: { name: "delhi" }, country: null })).toBe("Delhi");
  });
  it("is empty when nothing is known", () => {
    expect(formatLocation({ location: null, state: null, country: null })).toBe("");
    expect(formatLocation(null)).toBe("");
  });

  it("names states, union territories, cities and countries in Hindi on Hindi pages, and keeps what it does not know", () => {
    expect(formatLocation({ location: "Bengaluru", state: { name: "Karnataka" }, country: { name: "India" } }, "hi")).toBe(
      "बेंगलुरु, कर्नाटक, भारत",
    );
    expect(formatLocation({ location: "New Delhi", state: "Delhi", country: "India" }, "hi")).toBe("नई दिल्ली, दिल्ली, भारत");
    expect(
      formatLocation(
        { location: "Koramangala", state: { name: "Jammu and Kashmir" }, country: [{ name: "India" }, { name: "Kenya" }] },
        "hi",
      ),
    ).toBe("Koramangala, जम्मू और कश्मीर, भारत, केन्या");
    expect(formatLocation({ location: "Bengaluru", state: { name: "Karnataka" }, country: { name: "India" } }, "en")).toBe(
      "Bengaluru, Karnataka, India",
    );
  });
});

describe("stripHtml", () => {
  it("turns HTML into plain text", () => {
    expect(stripHtml("<p>Hello <b>world</b></p><script>x()</script>&amp; more")).toBe("Hello world & more");
  });
  it("decodes each entity once: an escaped entity stays the text the reader sees", () => {
    expect(stripHtml("<p>Write &amp;lt;b&amp;gt; for bold, &lt;i&gt; for italics</p>")).toBe("Write &lt;b&gt; for bold, <i> for italics");
    expect(stripHtml("Tom&#39;s &quot;AI&quot;&nbsp;lab")).toBe(`Tom's "AI" lab`);
  });
});
