/**
 * The comments of an article, news item, case study, video or research report (docs/product/comments.md#where-comments-appear
 * "Comments popup"). Without JavaScript the server renders the thread as a section of the page
 * and every action is a form or a link. With JavaScript the section becomes a link that opens
 * the same thread in a modal dialog, and the thread's code (CommentThread: forms, cards, likes)
 * is downloaded only then, or as soon as the visitor points at or focuses the link. Pages
 * that are only read never download it.
 *
 * Every control that leads to the thread is a plain link to #comments (CommentsLink, the
 * launcher): before the page has hydrated it scrolls to the server-rendered thread, so it is
 * never a dead button; once hydrated, the section takes over every such link and opens the dialog.
 */
import { Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useHydrated } from "~/chrome/use-hydrated";
import { onDemand, useOnDemand } from "~/components/on-demand";
import { useT } from "~/i18n";
import { commentCountLabel, linkClass, secondaryButtonClass, THREAD_ANCHOR } from "./basics";
import type { CommentsData } from "./model";

type ThreadModule = typeof import("./CommentThread");

/**
 * The thread's code. The browser loads it on demand; on the server the detail page's loader
 * awaits it, so the thread renders in the first byte of HTML (readers without JavaScript get it
 * in full). It is never imported statically, or the browser bundle would hold it again.
 */
export const commentThread = onDemand<ThreadModule>(() => import("./CommentThread"));

const never = new Promise<never>(() => undefined);

/**
 * The thread as the server renders it. In the browser this only ever renders while the page
 * hydrates, and the launcher replaces it right after, so instead of downloading the thread's
 * code to hydrate HTML about to be removed it suspends: React keeps the server's HTML of a
 * suspended boundary as it is until the boundary goes away.
 */
function ServerRenderedThread({ data }: { data: CommentsData }) {
  const loaded = commentThread.loaded();
  if (import.meta.env.SSR && loaded) return <loaded.CommentThread data={data} hydrated={false} headingId="comments-title" />;
  throw import.meta.env.SSR ? commentThread.load() : never;
}

/** What the dialog shows until the thread's code has arrived (or when it could not). */
function ThreadLoading({ data, failed, onRetry }: { data: CommentsData; failed: boolean; onRetry: () => void }) {
  const t = useT();
  return (
    <>
      <h2 id="comments-title" className="text-2xl font-bold text-slate-900">
        {data.comments ? commentCountLabel(t, data.count) : t("comments.heading")}
      </h2>
      <p role="status" className="mt-3 text-slate-700">
        {failed ? (
          <>
            {t("comments.loadFailed")}{" "}
            <button type="button" onClick={onRetry} className={linkClass}>
              {t("comments.tryAgain")}
            </button>
          </>
        ) : (
          t("comments.loading")
        )}
      </p>
    </>
  );
}

export function CommentsSection({ data }: { data: CommentsData }) {
  const hydrated = useHydrated();
  const t = useT();
  const shownComments = data.comments ? commentCountLabel(t, data.count).toLowerCase() : t("comments.heading").toLowerCase();
  const dialogRef = useRef<HTMLDialogElement>(null);
  // The thread mounts on the first opening and stays, so its state survives closing the dialog.
  const [opened, setOpened] = useState(false);
  const { module: thread, failed, load } = useOnDemand(commentThread);
  const open = useCallback(() => {
    void load();
    setOpened(true);
    if (!dialogRef.current?.open) dialogRef.current?.showModal();
  }, [load]);

  useEffect(() => {
    if (!hydrated) return;
    const takeOver = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest(`a[href="#${THREAD_ANCHOR}"]`) : null;
      if (!link) return;
      event.preventDefault();
      open();
    };
    document.addEventListener("click", takeOver);
    return () => document.removeEventListener("click", takeOver);
  }, [hydrated, open]);

  useEffect(() => {
    if (!hydrated) return;
    // Opened by a link to the thread (#comments, #comment-…), the way back from sign-in, or a mode URL.
    const hash = window.location.hash;
    const wanted = hash === `#${THREAD_ANCHOR}` || hash.startsWith("#comment-") || data.mode !== null || data.notice !== null;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- location.hash is known only after hydration
    if (wanted) open();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once, when hydration is done; open is stable in intent
  }, [hydrated]);

  return (
    <section
      id={THREAD_ANCHOR}
      aria-labelledby={hydrated ? "comments-launcher-title" : "comments-title"}
      className="mx-auto mt-12 max-w-3xl scroll-mt-4 border-t border-slate-200 pt-8"
    >
      {hydrated ? (
        <>
          <h2 id="comments-launcher-title" className="text-2xl font-bold text-slate-900">
            {t("comments.heading")}
          </h2>
          <p className="mt-2">
            <a href={`#${THREAD_ANCHOR}`} onPointerEnter={load} onFocus={load} className={secondaryButtonClass} aria-haspopup="dialog">
              {t(data.viewer ? "comments.launcher.viewJoin" : "comments.launcher.view", { comments: shownComments })}
            </a>
          </p>
          <dialog
            ref={dialogRef}
            aria-labelledby="comments-title"
            className="m-auto w-[min(48rem,calc(100vw-2rem))] max-h-[90vh] rounded-lg bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/60"
          >
            <div className="flex justify-end p-2">
              <button type="button" onClick={() => dialogRef.current?.close()} className={secondaryButtonClass}>
                <span aria-hidden="true">{t("comments.close")}</span>
                <span className="sr-only">{t("comments.closeFull")}</span>
              </button>
            </div>
            <div className="px-4 pb-6 sm:px-6">
              {!opened ? null : thread ? (
                <thread.CommentThread data={data} hydrated headingId="comments-title" />
              ) : (
                <ThreadLoading data={data} failed={failed} onRetry={load} />
              )}
            </div>
          </dialog>
        </>
      ) : (
        <Suspense fallback={null}>
          <ServerRenderedThread data={data} />
        </Suspense>
      )}
    </section>
  );
}

/** The "Comment" control at the top of a detail page: a link to the thread (see above). */
export function CommentsLink({ data }: { data: CommentsData }) {
  const t = useT();
  return (
    <a href={`#${THREAD_ANCHOR}`} className={linkClass} aria-haspopup="dialog">
      {data.comments && data.count > 0 ? commentCountLabel(t, data.count) : t("comments.comment")}
    </a>
  );
}

export type { CommentsData };
