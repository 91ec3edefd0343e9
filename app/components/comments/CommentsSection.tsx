/**
 * The comments of an article, news item, case study, video or research report (SPEC §2
 * "Comments popup"). Without JavaScript it is a section of the page and every action is a form
 * or a link; with JavaScript the same thread opens in a modal dialog and acts in place.
 */
import { useRevalidator } from "@remix-run/react";
import { useCallback, useEffect, useMemo, useRef, useState, type MouseEvent } from "react";
import type { CommentSort } from "../../../contract";
import { useHydrated } from "~/components/chrome/use-hydrated";
import { CommentCard } from "./CommentCard";
import { linkClass, PanelOutcomes, secondaryButtonClass, TextForm } from "./forms";
import { FAILURE_NOTICES, NOTICES, sortComments, THREAD_ANCHOR, threadHref, type CommentsData, type Mode, type NoticeCode } from "./model";
import { ThreadContext, useThread, type ThreadState } from "./thread-context";

function countLabel(count: number) {
  return `${count} ${count === 1 ? "Comment" : "Comments"}`;
}

function SortToggle({ sort, onSort }: { sort: CommentSort; onSort: (sort: CommentSort) => void }) {
  const { data, hydrated } = useThread();
  const option = (value: CommentSort, label: string) => {
    const active = sort === value;
    const href = threadHref({ path: data.path, sort: value });
    const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
      if (!hydrated) return;
      event.preventDefault();
      onSort(value);
    };
    return (
      <li>
        <a
          href={href}
          onClick={onClick}
          aria-current={active ? "true" : undefined}
          className={`inline-block rounded-full border-2 px-3 py-0.5 font-semibold ${
            active ? "border-blue-900 bg-blue-900 text-white" : "border-slate-500 bg-white text-slate-900 hover:bg-slate-100"
          }`}
        >
          {label}
        </a>
      </li>
    );
  };
  return (
    <nav aria-label="Sort comments" className="flex items-center gap-2">
      <span className="text-sm text-slate-700" aria-hidden="true">
        Sort:
      </span>
      <ul className="flex gap-2">
        {option("latest", "Latest")}
        {option("oldest", "Older")}
      </ul>
    </nav>
  );
}

function Notice({ code }: { code: NoticeCode | null }) {
  const failure = code !== null && FAILURE_NOTICES.has(code);
  return (
    // Always in the page, so screen readers announce a message that appears in it.
    <p role="status" className={code ? `mt-3 rounded border-l-4 p-3 ${failure ? "border-red-700 bg-red-50 text-red-900" : "border-emerald-700 bg-emerald-50 text-emerald-900"}` : "sr-only"}>
      {code ? NOTICES[code] : ""}
    </p>
  );
}

function Thread({ headingId }: { headingId: string }) {
  const state = useThread();
  const { data, hydrated } = state;
  const revalidator = useRevalidator();
  const [sort, setSort] = useState<CommentSort>(data.sort);
  const comments = useMemo(() => (data.comments ? sortComments(data.comments, sort) : null), [data.comments, sort]);
  return (
    <>
      <h2 id={headingId} className="text-2xl font-bold text-slate-900">
        {data.comments ? countLabel(data.count) : "Comments"}
      </h2>
      <Notice code={state.notice} />
      <PanelOutcomes />
      {data.viewer ? (
        <TextForm intent="post" id="comment-new" label="Add a comment" submitLabel="Comment" />
      ) : (
        <p className="mt-3">
          <a href={data.signinHref} className={linkClass}>
            Sign in to comment
          </a>
        </p>
      )}
      {comments === null ? (
        <p className="mt-4">
          Comments could not be loaded.{" "}
          <a
            href={threadHref(data)}
            className={linkClass}
            onClick={(event) => {
              if (!hydrated) return;
              event.preventDefault();
              revalidator.revalidate();
            }}
          >
            Try again
          </a>
        </p>
      ) : (
        <>
          {comments.length > 1 ? (
            <div className="mt-4">
              <SortToggle sort={sort} onSort={setSort} />
            </div>
          ) : null}
          {comments.length ? (
            <ol className="mt-2" aria-label="Comments">
              {comments.map((comment) => (
                <CommentCard key={comment.id} comment={comment} />
              ))}
            </ol>
          ) : (
            <p className="mt-4 text-slate-700">No comments yet. Be the first to share your thoughts.</p>
          )}
        </>
      )}
    </>
  );
}

export function CommentsSection({ data }: { data: CommentsData }) {
  const hydrated = useHydrated();
  const [mode, setModeState] = useState<Mode | null>(data.mode);
  const [expanded, setExpanded] = useState<number[]>(data.expanded);
  const [notice, setNotice] = useState<NoticeCode | null>(data.notice);
  const setMode = useCallback<ThreadState["setMode"]>((next) => {
    setModeState(next);
    // Opening an editor or dialog clears the last message.
    if (next !== null && typeof next !== "function") setNotice(null);
  }, []);
  const notify = useCallback((code: NoticeCode | null) => setNotice(code), []);
  const state = useMemo<ThreadState>(
    () => ({
      data,
      hydrated,
      mode,
      setMode,
      isExpanded: (id) => expanded.includes(id),
      expand: (id) => setExpanded((list) => (list.includes(id) ? list : [...list, id])),
      notice,
      notify,
    }),
    [data, hydrated, mode, setMode, expanded, notice, notify],
  );

  const dialogRef = useRef<HTMLDialogElement>(null);
  const open = () => dialogRef.current?.showModal();
  useEffect(() => {
    if (!hydrated) return;
    // Opened by a link to the thread (#comments, #comment-…), the way back from sign-in, or a mode URL.
    const hash = window.location.hash;
    const wanted = hash === `#${THREAD_ANCHOR}` || hash.startsWith("#comment-") || data.mode !== null || data.notice !== null;
    if (wanted && !dialogRef.current?.open) dialogRef.current?.showModal();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated]);

  return (
    <ThreadContext.Provider value={state}>
      <section id={THREAD_ANCHOR} aria-labelledby={hydrated ? "comments-launcher-title" : "comments-title"} className="mx-auto mt-12 max-w-3xl scroll-mt-4 border-t border-slate-200 pt-8">
        {hydrated ? (
          <>
            <h2 id="comments-launcher-title" className="text-2xl font-bold text-slate-900">
              Comments
            </h2>
            <p className="mt-2">
              <button type="button" onClick={open} className={secondaryButtonClass} aria-haspopup="dialog">
                {data.comments ? `View ${countLabel(data.count).toLowerCase()}` : "View comments"}
                {data.viewer ? " and join the discussion" : ""}
              </button>
            </p>
            <dialog
              ref={dialogRef}
              aria-labelledby="comments-title"
              className="m-auto w-[min(48rem,calc(100vw-2rem))] max-h-[90vh] rounded-lg bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/60"
            >
              <div className="flex justify-end p-2">
                <button type="button" onClick={() => dialogRef.current?.close()} className={secondaryButtonClass}>
                  Close<span className="sr-only"> comments</span>
                </button>
              </div>
              <div className="px-4 pb-6 sm:px-6">
                <Thread headingId="comments-title" />
              </div>
            </dialog>
          </>
        ) : (
          <Thread headingId="comments-title" />
        )}
      </section>
    </ThreadContext.Provider>
  );
}

export type { CommentsData };
