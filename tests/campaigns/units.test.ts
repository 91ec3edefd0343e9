import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "../../api/campaigns/csv";
import { referenceOf } from "../../api/campaigns/references";
import { byStatus, campaignStatus, closesOn, indiaDayStart, opensOn } from "../../api/campaigns/status";
import { sniffAttachment } from "../../contract/campaigns";

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(Buffer.concat(parts.map((p) => (typeof p === "string" ? Buffer.from(p, "latin1") : Buffer.from(p)))));
const zipHeader = (first: string) => bytes("PK\x03\x04", new Array(26).fill(0), first);

describe("attachment types are read from the bytes", () => {
  it("knows a PDF by its header, whatever it is called", () => {
    expect(sniffAttachment(bytes("%PDF-1.7\n..."))).toBe("pdf");
    expect(sniffAttachment(bytes(" %PDF-1.7"))).toBeNull();
  });

  it("knows an ODT by its stored mimetype entry and a DOCX by its parts", () => {
    expect(sniffAttachment(zipHeader("mimetypeapplication/vnd.oasis.opendocument.text"))).toBe("odt");
    expect(sniffAttachment(zipHeader("mimetypeapplication/vnd.oasis.opendocument.spreadsheet"))).toBeNull();
    expect(sniffAttachment(zipHeader("[Content_Types].xml word/document.xml"))).toBe("docx");
    expect(sniffAttachment(zipHeader("[Content_Types].xml xl/workbook.xml"))).toBeNull();
  });

  it("refuses anything else: images, plain text, an empty file", () => {
    expect(sniffAttachment(bytes([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    expect(sniffAttachment(bytes("hello"))).toBeNull();
    expect(sniffAttachment(new Uint8Array())).toBeNull();
  });
});

describe("CSV for spreadsheets", () => {
  it("quotes commas, quotes and line breaks, and defuses formulas", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell('say "hi", then go')).toBe('"say ""hi"", then go"');
    expect(csvCell("a\nb")).toBe('"a\nb"');
    for (const start of ["=1+1", "+91 98", "-2", "@SUM(A1)", "\tx"]) expect(csvCell(start)).toBe(`"'${start}"`);
    expect(csvCell(null)).toBe("");
    expect(toCsv(["a", "b"], [[1, "x,y"]])).toBe('a,b\r\n1,"x,y"\r\n');
  });
});

describe("campaign status and dates", () => {
  const opens = "2026-11-01T00:00:00.000Z";
  const closes = "2026-11-30T00:00:00.000Z";
  it("is upcoming, open, closing soon (7 days) and closed by the clock", () => {
    expect(campaignStatus(opens, closes, new Date("2026-10-31T23:59:59Z"))).toBe("upcoming");
    expect(campaignStatus(opens, closes, new Date("2026-11-22T23:59:59Z"))).toBe("open");
    expect(campaignStatus(opens, closes, new Date("2026-11-23T00:00:00Z"))).toBe("closing-soon");
    expect(campaignStatus(opens, closes, new Date("2026-11-30T00:00:01Z"))).toBe("closed");
  });

  it("orders open (closing first), then upcoming (opening first), then closed (latest first)", () => {
    const c = (slug: string, status: "open" | "closing-soon" | "upcoming" | "closed", o: string, cl: string) => ({
      slug,
      status,
      opens_at: o,
      closes_at: cl,
    });
    const list = [
      c("closed-old", "closed", "2026-01-01", "2026-02-01"),
      c("upcoming-late", "upcoming", "2027-03-01", "2027-04-01"),
      c("open-late", "open", "2026-01-01", "2027-01-01"),
      c("closed-new", "closed", "2026-01-01", "2026-06-01"),
      c("soon", "closing-soon", "2026-01-01", "2026-11-25"),
      c("upcoming-early", "upcoming", "2027-01-01", "2027-04-01"),
    ];
    expect([...list].sort(byStatus).map((x) => x.slug)).toEqual([
      "soon",
      "open-late",
      "upcoming-early",
      "upcoming-late",
      "closed-new",
      "closed-old",
    ]);
  });

  it("dates the sample from the India day: opening at 00:00 and closing at 23:59:59 India time", () => {
    // 20:00 UTC on 23 Nov is already 24 Nov in India.
    const day = indiaDayStart(new Date("2026-11-23T20:00:00Z"));
    expect(day.toISOString()).toBe("2026-11-23T18:30:00.000Z");
    expect(opensOn(day, 1)).toBe("2026-11-24T18:30:00.000Z");
    expect(closesOn(day, 0)).toBe("2026-11-24T18:29:59.000Z");
  });

  it("numbers references by year and row", () => {
    expect(referenceOf("PC", 123, "2026-11-24T10:00:00.000Z")).toBe("PC-2026-000123");
  });
});
