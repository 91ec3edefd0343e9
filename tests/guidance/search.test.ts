import { describe, expect, it } from "vitest";
import { matchGuidance, type GuidanceEntry } from "../../app/guidance/search.server";

const entry = (href: string, title: string, excerpt: string, headings: string[] = []): GuidanceEntry => ({
  href,
  title,
  excerpt,
  headings,
  lang: "en",
});
const ENTRIES = [
  entry("/a", "AI ethics committees", "Who sits on a committee.", ["Membership", "When review is required"]),
  entry("/b", "Governance framework", "Roles and approvals; ethics committee review at level III.", ["Grievances"]),
  entry("/c", "उत्तरदायी एआई के सात सिद्धांत", "नीति आयोग के सिद्धांत", ["पारदर्शिता", "जवाबदेही"]),
];

describe("matching guidance pages to a search", () => {
  it("needs every word, each as the start of a word in the title, summary or headings", () => {
    expect(matchGuidance(ENTRIES, "grievance").map((m) => m.href)).toEqual(["/b"]);
    expect(matchGuidance(ENTRIES, "membership review").map((m) => m.href)).toEqual(["/a"]);
    expect(matchGuidance(ENTRIES, "membership grievances")).toEqual([]);
    expect(matchGuidance(ENTRIES, "ship")).toEqual([]);
  });

  it("puts pages with the words in their title first, whatever the case", () => {
    expect(matchGuidance(ENTRIES, "Ethics COMMITTEE").map((m) => m.href)).toEqual(["/a", "/b"]);
  });

  it("matches Hindi words, and finds nothing for punctuation or one letter", () => {
    expect(matchGuidance(ENTRIES, "जवाबदेही").map((m) => m.href)).toEqual(["/c"]);
    expect(matchGuidance(ENTRIES, "सिद्धांत").map((m) => m.href)).toEqual(["/c"]);
    expect(matchGuidance(ENTRIES, " ?! a ")).toEqual([]);
  });
});
