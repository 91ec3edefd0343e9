import { createContext, useCallback, useContext, useEffect, useRef, type MouseEvent, type ReactNode } from "react";
import { useNavigate, type FetcherWithComponents } from "react-router";
import { modeHref, type CommentActionResult, type CommentsData, type Mode, type ModeKind, type NoticeCode } from "./model";

/** What every part of the thread needs: the data, whether JS runs, the open mode, and notices. */
export interface ThreadState {
  data: CommentsData;
  hydrated: boolean;
  mode: Mode | null;
  setMode(next: Mode | null | ((current: Mode | null) => Mode | null)): void;
  isExpanded(commentId: number): boolean;
  expand(commentId: number): void;
  /** The message of the last action (from the URL without JavaScript). */
  notice: NoticeCode | null;
  notify(code: NoticeCode | null): void;
  /** Says politely what was added in place ("20 more comments shown."). */
  announce(message: string): void;
}

export const ThreadContext = createContext<ThreadState | null>(null);

export function useThread(): ThreadState {
  const state = useContext(ThreadContext);
  if (!state) throw new Error("useThread outside <CommentsSection>");
  return state;
}

/**
 * Goes to another view of the thread (another order, the first page) with JavaScript: the page's
 * loader reads it, the dialog stays open where it is, and the address says what is shown.
 */
export function useThreadNavigate() {
  const navigate = useNavigate();
  return useCallback((href: string) => navigate(href, { preventScrollReset: true, replace: true }), [navigate]);
}

/** The click of a plain link to another view of the thread: followed in place once hydrated. */
export function useThreadLink() {
  const { hydrated } = useThread();
  const go = useThreadNavigate();
  return useCallback(
    (event: MouseEvent<HTMLAnchorElement>, href: string) => {
      if (!hydrated || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      go(href);
    },
    [hydrated, go],
  );
}

/**
 * A link that opens a mode (edit, reply, delete, report): a real URL without JavaScript, a
 * state change in place with it. It also closes the actions menu it sits in.
 */
export function ModeLink({ kind, id, className, children }: { kind: ModeKind; id: number; className?: string; children: ReactNode }) {
  const { data, hydrated, setMode } = useThread();
  const href = data.viewer ? modeHref(data, kind, id) : data.signinHref;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!hydrated || !data.viewer) return;
    event.preventDefault();
    event.currentTarget.closest("details")?.removeAttribute("open");
    setMode({ kind, id });
  };
  return (
    <a href={href} onClick={onClick} className={className}>
      {children}
    </a>
  );
}

/**
 * When an enhanced form's action answers, say how it went and close the editor or dialog the
 * form belongs to (docs/product/comments.md#failures-and-limits: a failed action closes what it opened too). `closes` tells which
 * open mode is this form's; a like closes nothing. `onDone` runs once per answer.
 */
export function useFetcherOutcome(
  fetcher: FetcherWithComponents<CommentActionResult>,
  options: { closes?: (mode: Mode) => boolean; onDone?: (result: CommentActionResult) => void } = {},
) {
  const { setMode, notify } = useThread();
  const { closes, onDone } = options;
  const handled = useRef<CommentActionResult | undefined>(undefined);
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    if (result.intent !== "like" || !result.ok) notify(result.notice);
    if (closes) setMode((current) => (current && closes(current) ? null : current));
    onDone?.(result);
  }, [fetcher.state, fetcher.data, setMode, notify, closes, onDone]);
}
