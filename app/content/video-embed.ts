import { isHttpUrl } from "./http-url";

/** Hosts whose players may be embedded; server/security.ts admits exactly these in frame-src. */
const YOUTUBE_HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com", "youtu.be"]);
const VIMEO_HOSTS = new Set(["vimeo.com", "www.vimeo.com", "player.vimeo.com"]);

/**
 * YouTube and Vimeo links (by exact host) become privacy-friendly embeds; a video file on the
 * portal itself plays in a <video>; anything else is a plain link, never played from an unknown host.
 */
export function videoEmbed(url: string): { kind: "iframe" | "video" | "link"; src: string } | null {
  if (!isHttpUrl(url)) return null;
  if (url.startsWith("/"))
    return /\.(mp4|webm|ogg)$/i.test(url.split(/[?#]/)[0]) ? { kind: "video", src: url } : { kind: "link", src: url };
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const host = parsed.hostname.toLowerCase();
  if (YOUTUBE_HOSTS.has(host)) {
    const id =
      host === "youtu.be" ? parsed.pathname.slice(1) : (parsed.searchParams.get("v") ?? /^\/embed\/([^/]+)/.exec(parsed.pathname)?.[1]);
    if (id && /^[A-Za-z0-9_-]{6,20}$/.test(id)) return { kind: "iframe", src: `https://www.youtube-nocookie.com/embed/${id}` };
  }
  if (VIMEO_HOSTS.has(host)) {
    const id = /^\/(?:video\/)?(\d+)/.exec(parsed.pathname)?.[1];
    if (id) return { kind: "iframe", src: `https://player.vimeo.com/video/${id}` };
  }
  return { kind: "link", src: url };
}
