/**
 * What the thread's launcher (CommentsSection, in every detail page's bundle) and the thread
 * itself (CommentThread, loaded on demand) both use. Kept apart from model.ts so the launcher
 * does not carry the thread's notices and links.
 */
import type { Translate } from "~/i18n";

export const THREAD_ANCHOR = "comments";

export function commentCountLabel(t: Translate, count: number) {
  return t(count === 1 ? "comments.count.one" : "comments.count.other", { count });
}

// Class lists (Tailwind).
export const buttonClass =
  "inline-flex items-center justify-center rounded border-2 border-blue-900 bg-blue-900 px-4 py-1.5 font-semibold text-white hover:bg-blue-800 disabled:cursor-not-allowed disabled:border-slate-400 disabled:bg-slate-400";
export const secondaryButtonClass =
  "inline-flex items-center justify-center rounded border-2 border-slate-600 bg-white px-4 py-1.5 font-semibold text-slate-900 hover:bg-slate-100";
export const linkClass = "font-semibold text-blue-900 underline hover:text-blue-700";
