/**
 * Atom (RFC 4287) documents of the portal's feeds. Every text is escaped and sent as plain text
 * (type="text"): no markup from titles or summaries reaches a feed reader.
 */
import type { Language } from "~/i18n/languages";

export interface FeedEntry {
  /** Absolute URL of the item's page; also its id (RFC 4287 §4.2.6: an IRI that never changes). */
  url: string;
  title: string;
  summary: string | null;
  /** ISO timestamps. */
  updated: string;
  published: string | null;
  authors: string[];
  lang: Language;
}

export interface Feed {
  /** Absolute URL of the feed itself (rel="self") and its id. */
  selfUrl: string;
  /** Absolute URL of the page the feed follows (rel="alternate"). */
  pageUrl: string;
  title: string;
  lang: Language;
  /** Used when an entry names no author (Atom requires one per entry or feed). */
  siteName: string;
  entries: FeedEntry[];
}

// Characters XML 1.0 cannot carry at all are dropped; the rest is escaped.
// eslint-disable-next-line no-control-regex -- exactly those characters
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export function escapeXml(text: string): string {
  return text
    .replace(NOT_XML, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** The newest `updated` of the entries; the epoch for an empty feed (it has not changed since). */
export function feedUpdated(entries: FeedEntry[]): string {
  const newest = entries.reduce((max, e) => (Date.parse(e.updated) > max ? Date.parse(e.updated) : max), 0);
  return new Date(newest).toISOString();
}

function entryXml(entry: FeedEntry, fallbackAuthor: string): string {
  const authors = entry.authors.length ? entry.authors : [fallbackAuthor];
  return [
    `  <entry xml:lang="${entry.lang}">`,
    `    <id>${escapeXml(entry.url)}</id>`,
    `    <title type="text">${escapeXml(entry.title)}</title>`,
    `    <link rel="alternate" type="text/html" hreflang="${entry.lang}" href="${escapeXml(entry.url)}"/>`,
    `    <updated>${new Date(entry.updated).toISOString()}</updated>`,
    ...(entry.published ? [`    <published>${new Date(entry.published).toISOString()}</published>`] : []),
    ...authors.map((name) => `    <author><name>${escapeXml(name)}</name></author>`),
    ...(entry.summary ? [`    <summary type="text">${escapeXml(entry.summary)}</summary>`] : []),
    `  </entry>`,
  ].join("\n");
}

export function buildAtomFeed(feed: Feed): string {
  return [
    `<?xml version="1.0" encoding="utf-8"?>`,
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${feed.lang}">`,
    `  <id>${escapeXml(feed.selfUrl)}</id>`,
    `  <title type="text">${escapeXml(feed.title)}</title>`,
    `  <updated>${feedUpdated(feed.entries)}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(feed.selfUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(feed.pageUrl)}"/>`,
    `  <author><name>${escapeXml(feed.siteName)}</name></author>`,
    ...feed.entries.map((e) => entryXml(e, feed.siteName)),
    `</feed>`,
    "",
  ].join("\n");
}
