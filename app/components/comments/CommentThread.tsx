/**
 * The comment thread itself: its state (open editor or dialog, expanded replies, last notice),
 * the new-comment form, the sort and the comments. Rendered inline by the server; in the
 * browser its code is downloaded only when the visitor opens the thread (see CommentsSection).
 */
import { useRevalidator } from "@remix-run/react";
import { useCallback, useMemo, useState, type MouseEvent } from "react";
import type { CommentSort } from "../../../contract";
import { COMMENT_MAX_LENGTH } from "../../../contract/comments-constants";
import { useT } from "~/i18n";
import { useFocusWhen } from "~/components/chrome/focus";
import { CommentCard } from "./CommentCard";
import { PanelOutcomes, TextForm } from "./forms";
import { FAILURE_NOTICES, NOTICES, sortComments, threadHref, type CommentsData, type Mode, type NoticeCode } from "./model";
import { commentCountLabel, linkClass } from "./basics";
import { ThreadContext, useThread, type ThreadState } from "./thread-context";

function SortToggle({ sort, onSort }: { sort: CommentSort; onSort: (sort: CommentSort) => void }) {
  const { data, hydrated } = useThread();
  const t = useT();
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
    <nav aria-label={t("comments.sort.label")} className="flex items-center gap-2">
      <span className="text-sm text-slate-700" aria-hidden="true">
        {t("comments.sort.prefix")}
      </span>
      <ul className="flex gap-2">
        {option("latest", t("comments.sort.latest"))}
        {option("oldest", t("comments.sort.oldest"))}
      </ul>
    </nav>
  );
}

function Notice({ code }: { code: NoticeCode | null }) {
  const t = useT();
  const failure = code !== null && FAILURE_NOTICES.has(code);
  const ref = useFocusWhen<HTMLParagraphElement>(code); // issue 21: the outcome takes focus
  return (
    // Always in the page, so screen readers announce a message that appears in it.
    <p ref={ref} tabIndex={-1} role="status" className={code ? `mt-3 rounded border-l-4 p-3 ${failure ? "border-red-700 bg-red-50 text-red-900" : "border-emerald-700 bg-emerald-50 text-emerald-900"}` : "sr-only"}>
      {code ? t(NOTICES[code], { max: COMMENT_MAX_LENGTH }) : ""}
    </p>
  );
}

function Thread({ headingId }: { headingId: string }) {
  const state = useThread();
  const { data, hydrated } = state;
  const t = useT();
  const revalidator = useRevalidator();
  const [sort, setSort] = useState<CommentSort>(data.sort);
  const comments = useMemo(() => (data.comments ? sortComments(data.comments, sort) : null), [data.comments, sort]);
  return (
    <>
      <h2 id={headingId} className="text-2xl font-bold text-slate-900">
        {data.comments ? commentCountLabel(t, data.count) : t("comments.heading")}
      </h2>
      <Notice code={state.notice} />
      <PanelOutcomes />
      {data.viewer ? (
        <TextForm intent="post" id="comment-new" label={t("comments.add")} submitLabel={t("comments.comment")} />
      ) : (
        <p className="mt-3">
          <a href={data.signinHref} className={linkClass}>
            {t("comments.signIn")}
          </a>
        </p>
      )}
      {comments === null ? (
        <p className="mt-4">
          {t("comments.loadFailed")}{" "}
          <a
            href={threadHref(data)}
            className={linkClass}
            onClick={(event) => {
              if (!hydrated) return;
              event.preventDefault();
              revalidator.revalidate();
            }}
          >
            {t("comments.tryAgain")}
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
            <ol className="mt-2" aria-label={t("comments.heading")}>
              {comments.map((comment) => (
                <CommentCard key={comment.id} comment={comment} />
              ))}
            </ol>
          ) : (
            <p className="mt-4 text-slate-700">{t("comments.none")}</p>
          )}
        </>
      )}
    </>
  );
}

/** The thread with its own state; `hydrated` says whether its links and forms act in place. */
export function CommentThread({ data, hydrated, headingId }: { data: CommentsData; hydrated: boolean; headingId: string }) {
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
  return (
    <ThreadContext.Provider value={state}>
      <Thread headingId={headingId} />
    </ThreadContext.Provider>
  );
}
