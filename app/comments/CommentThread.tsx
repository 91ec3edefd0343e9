/**
 * The comment thread itself: its state (open editor or dialog, expanded replies, last notice),
 * the new-comment form, the sort and the comments. Rendered inline by the server; in the
 * browser its code is downloaded only when the visitor opens the thread (see CommentsSection).
 */
import { useNavigation, useRevalidator } from "react-router";
import { useCallback, useEffect, useMemo, useState, type MouseEvent } from "react";
import type { CommentSort } from "../../contract";
import { COMMENT_MAX_LENGTH } from "../../contract/comments-constants";
import { useT } from "~/i18n";
import { useFocusWhen } from "~/chrome/focus";
import { CommentCard } from "./CommentCard";
import { TextForm } from "./forms";
import { PanelOutcomes } from "./panels";
import { useMorePages } from "./more";
import {
  FAILURE_NOTICES,
  NOTICES,
  PAGE_ANCHOR,
  PARAM,
  pageUrl,
  threadHref,
  type CommentsData,
  type Mode,
  type NoticeCode,
  type ShownComment,
  type ThreadPage,
} from "./model";
import { commentCountLabel, linkClass, secondaryButtonClass } from "./basics";
import { ThreadContext, useThread, useThreadLink, type ThreadState } from "./thread-context";
import "./messages";

function SortToggle({ sort }: { sort: CommentSort }) {
  const { data } = useThread();
  const t = useT();
  const go = useThreadLink();
  const option = (value: CommentSort, label: string) => {
    const active = sort === value;
    // Another order starts at its first page: the sort toggle leaves a later page behind.
    const href = threadHref({ path: data.path, sort: value });
    const onClick = (event: MouseEvent<HTMLAnchorElement>) => go(event, href);
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
  const ref = useFocusWhen<HTMLParagraphElement>(code); // docs/decisions/0093-visitor-chrome.md: the outcome takes focus
  return (
    // Always in the page, so screen readers announce a message that appears in it.
    <p
      ref={ref}
      tabIndex={-1}
      role="status"
      className={
        code
          ? `mt-3 rounded border-l-4 p-3 ${failure ? "border-red-700 bg-red-50 text-red-900" : "border-emerald-700 bg-emerald-50 text-emerald-900"}`
          : "sr-only"
      }
    >
      {code ? t(NOTICES[code], { max: COMMENT_MAX_LENGTH }) : ""}
    </p>
  );
}

/** What a later page of comments is read as, from the /comments/{id} route. */
function readThreadPage(json: unknown) {
  const page = json as ThreadPage;
  return { items: page.comments, next: page.next };
}

/**
 * The comments after those the page came with. "More comments" is a link to the next page
 * (`?comment_after=…#comment-page`), which without JavaScript shows that page; with it, the
 * next page is read in place and added to the list, focus moves to the first new comment and
 * the number shown is announced.
 */
function useMoreComments(data: CommentsData) {
  const url = useCallback((cursor: string, limit?: number) => pageUrl(data, cursor, limit), [data]);
  return useMorePages<ShownComment>({ scope: `${data.sort}:${data.after ?? ""}`, base: data, start: data.next, url, read: readThreadPage });
}

function MoreComments({ more, onShown }: { more: ReturnType<typeof useMoreComments>; onShown: (fresh: ShownComment[]) => void }) {
  const { data, hydrated } = useThread();
  const t = useT();
  if (!more.next) return null;
  const loading = more.status === "loading";
  return (
    <p className="mt-4">
      <a
        href={threadHref(data, { [PARAM.after]: more.next }, PAGE_ANCHOR)}
        className={secondaryButtonClass}
        aria-disabled={loading || undefined}
        onClick={(event) => {
          if (!hydrated) return;
          event.preventDefault();
          if (loading) return;
          void more.loadMore().then((fresh) => {
            if (fresh.length) onShown(fresh);
          });
        }}
      >
        {t(loading ? "comments.moreLoading" : "comments.moreComments")}
      </a>
      {more.status === "failed" ? <span className="ml-3 text-red-800">{t("comments.loadFailed")}</span> : null}
    </p>
  );
}

function Thread({ headingId, announcement }: { headingId: string; announcement: string }) {
  const state = useThread();
  const { data, hydrated } = state;
  const t = useT();
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const go = useThreadLink();
  const more = useMoreComments(data);
  const [firstNew, setFirstNew] = useState<{ id: number } | null>(null);
  const comments = useMemo(() => {
    if (!data.comments) return null;
    const known = new Set(data.comments.map((comment) => comment.id));
    return [...data.comments, ...more.items.filter((comment) => !known.has(comment.id))];
  }, [data.comments, more.items]);
  // The first new comment takes focus once it is on the page (it says whose it is).
  useEffect(() => {
    if (firstNew) document.getElementById(`comment-${firstNew.id}`)?.focus();
  }, [firstNew]);
  const onShown = (fresh: ShownComment[]) => {
    setFirstNew({ id: fresh[0].id });
    state.announce(t(fresh.length === 1 ? "comments.moreShown.one" : "comments.moreShown.other", { count: fresh.length }));
  };
  const busy = navigation.state === "loading" && navigation.location.pathname === data.path;
  const firstPage = threadHref({ path: data.path, sort: data.sort });
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
          {comments.length > 1 || data.after ? (
            <div className="mt-4">
              <SortToggle sort={data.sort} />
            </div>
          ) : null}
          {data.after ? (
            // A later page, reached by "More comments" without JavaScript: the visitor lands here.
            <p id={PAGE_ANCHOR} className="mt-3 scroll-mt-4">
              <a href={firstPage} onClick={(event) => go(event, firstPage)} className={linkClass}>
                {t("comments.firstPage")}
              </a>
            </p>
          ) : null}
          {comments.length ? (
            <ol className="mt-2" aria-label={t("comments.heading")} aria-busy={busy || undefined}>
              {comments.map((comment) => (
                <CommentCard key={comment.id} comment={comment} />
              ))}
            </ol>
          ) : (
            <p className="mt-4 text-slate-700">{t(data.after ? "comments.noMore" : "comments.none")}</p>
          )}
          <MoreComments more={more} onShown={onShown} />
        </>
      )}
      {/* In the page before anything is added in place, so additions are announced. (Not a second
          role=status: the notice above is the thread's status.) */}
      {hydrated ? (
        <p aria-live="polite" aria-atomic="true" className="sr-only">
          {announcement}
        </p>
      ) : null}
    </>
  );
}

/** The thread with its own state; `hydrated` says whether its links and forms act in place. */
export function CommentThread({ data, hydrated, headingId }: { data: CommentsData; hydrated: boolean; headingId: string }) {
  const [mode, setModeState] = useState<Mode | null>(data.mode);
  const [expanded, setExpanded] = useState<number[]>(data.expanded);
  const [notice, setNotice] = useState<NoticeCode | null>(data.notice);
  const [announcement, announce] = useState("");
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
      announce,
    }),
    [data, hydrated, mode, setMode, expanded, notice, notify],
  );
  return (
    <ThreadContext.Provider value={state}>
      <Thread headingId={headingId} announcement={announcement} />
    </ThreadContext.Provider>
  );
}
