import { useCallback, useEffect, useState } from "react";
import { COMMENT_STATUS, DELETED_USER_NAME, INITIAL_REPLIES, REPLIES_PER_COMMENT } from "../../contract/comments-constants";
import { initials, isPlaceholderImage } from "~/accounts/Avatar";
import { richText, scriptLanguage } from "~/components/forms";
import { useT } from "~/i18n";
import { LikeControl, TextForm } from "./forms";
import { DeletePanel, ReportPanel } from "./panels";
import { linkClass } from "./basics";
import { useMorePages } from "./more";
import { PARAM, repliesAnchor, repliesUrl, threadHref, type RepliesPage, type ShownComment, type ShownReply } from "./model";
import { ModeLink, useThread } from "./thread-context";
import "./messages";

function Avatar({ name, url }: { name: string; url: string | null }) {
  // The thread's own size and colours; which image and which initials are the account Avatar's rules.
  if (!isPlaceholderImage(url)) {
    return <img src={url!} alt="" width={32} height={32} className="h-8 w-8 shrink-0 rounded-full bg-slate-200 object-cover" />;
  }
  return (
    <span
      aria-hidden="true"
      className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-blue-900 text-xs font-bold text-white"
    >
      {initials(name)}
    </span>
  );
}

function StatusBadge({ status }: { status: number }) {
  const t = useT();
  if (status === COMMENT_STATUS.approved) return null;
  const text = t(status === COMMENT_STATUS.rejected ? "comments.status.rejected" : "comments.status.pending");
  return <span className="rounded bg-amber-100 px-2 py-0.5 text-sm font-semibold text-amber-900">{text}</span>;
}

/** The author's name as shown: "You" for the viewer, the interface's name for a deleted account. */
function useAuthorName(comment: ShownReply): { name: string; own: boolean; lang?: string } {
  const { data } = useThread();
  const t = useT();
  const own = data.viewer?.id === comment.comment_user_id;
  if (own) return { name: t("comments.you"), own };
  if (comment.created_by === DELETED_USER_NAME) return { name: t("comments.deletedUser"), own };
  return { name: comment.created_by, own, lang: scriptLanguage(comment.created_by) };
}

const menuItemClass = "block w-full px-3 py-2 text-left text-slate-900 underline hover:bg-slate-100";

/** Own comments: Edit and Delete. Others': "Report this response" (docs/product/comments.md#writing-editing-and-replying). */
function ActionsMenu({ comment, own }: { comment: ShownReply; own: boolean }) {
  const t = useT();
  const { name, lang } = useAuthorName(comment);
  return (
    <details data-menu className="relative">
      <summary className="cursor-pointer list-none rounded px-2 py-1 font-semibold text-blue-900 hover:bg-slate-100">
        <span aria-hidden="true">⋯ {t("comments.more")}</span>
        <span className="sr-only">
          {own ? t("comments.moreForOwn") : richText(t("comments.moreFor"), { name: <span lang={lang}>{name}</span> })}
        </span>
      </summary>
      <ul className="menu-panel absolute right-0 z-10 mt-1 min-w-48 rounded border border-slate-300 bg-white py-1 shadow-lg">
        {own ? (
          <>
            <li>
              <ModeLink kind="edit" id={comment.id} className={menuItemClass}>
                {t("comments.edit")}
              </ModeLink>
            </li>
            <li>
              <ModeLink kind="delete" id={comment.id} className={menuItemClass}>
                {t("comments.delete")}
              </ModeLink>
            </li>
          </>
        ) : (
          <li>
            <ModeLink kind="report" id={comment.id} className={menuItemClass}>
              {t("comments.report")}
            </ModeLink>
          </li>
        )}
      </ul>
    </details>
  );
}

function CommentBody({ comment, isReply }: { comment: ShownReply; isReply: boolean }) {
  const { data, mode } = useThread();
  const t = useT();
  const { name, own, lang } = useAuthorName(comment);
  const open = mode?.id === comment.id ? mode.kind : null;
  const Heading = isReply ? "h4" : "h3";
  return (
    <div className="flex gap-3">
      <Avatar name={comment.created_by} url={comment.avatar_url} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Heading lang={lang} className="font-bold text-slate-900">
            {name}
          </Heading>
          <time dateTime={comment.created_at} className="text-sm text-slate-700">
            {comment.created_label}
          </time>
          <StatusBadge status={comment.status} />
          {comment.updated_at !== comment.created_at ? <span className="text-sm text-slate-700">{t("comments.edited")}</span> : null}
        </div>
        {open === "edit" ? (
          <TextForm
            intent="edit"
            id={`edit-${comment.id}`}
            label={t("comments.editLabel")}
            submitLabel={t("comments.update")}
            initial={comment.comment}
            extra={{ comment_id: comment.id }}
            cancelAnchor={`comment-${comment.id}`}
            focusOnMount
          />
        ) : (
          // Plain text, exactly as typed: React escapes it; never rendered as HTML or markdown.
          <p lang={scriptLanguage(comment.comment)} className="mt-1 whitespace-pre-wrap break-words text-slate-900">
            {comment.comment}
          </p>
        )}
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1">
          <LikeControl comment={comment} />
          <ModeLink kind="reply" id={comment.id} className={linkClass}>
            <span aria-hidden="true">{t("comments.reply")}</span>
            <span className="sr-only">{richText(t("comments.replyTo"), { name: <span lang={lang}>{name}</span> })}</span>
          </ModeLink>
          {data.viewer ? (
            <ActionsMenu comment={comment} own={own} />
          ) : (
            <a href={data.signinHref} className={linkClass}>
              {t("comments.report")}
            </a>
          )}
        </div>
        {open === "delete" && own ? <DeletePanel comment={comment} /> : null}
        {open === "report" && !own ? <ReportPanel comment={comment} /> : null}
        {open === "reply" ? (
          <TextForm
            intent="reply"
            id={`reply-${comment.id}`}
            label={t("comments.replyTo", { name })}
            submitLabel={t("comments.reply")}
            extra={{ parent_id: comment.id }}
            cancelAnchor={`comment-${comment.id}`}
            focusOnMount
          />
        ) : null}
      </div>
    </div>
  );
}

function readRepliesPage(json: unknown) {
  const page = json as RepliesPage;
  return { items: page.replies, next: page.next };
}

/**
 * A comment's replies beyond those that came with the thread's page. "More replies" is a link to
 * the next page of them (`?comment_replies=…&comment_replies_after=…`); with JavaScript they are
 * read in place, focus moves to the first new one and the number shown is announced.
 */
function useMoreReplies(comment: ShownComment) {
  const { data } = useThread();
  const url = useCallback((cursor: string, limit?: number) => repliesUrl(data, comment.id, cursor, limit), [data, comment.id]);
  // New replies come last: reading again after an action asks for a few more than were shown, so a new one shows too.
  return useMorePages<ShownReply>({
    scope: String(comment.id),
    base: comment,
    start: comment.replies_next_cursor,
    url,
    read: readRepliesPage,
    slack: REPLIES_PER_COMMENT,
  });
}

function MoreReplies({
  comment,
  more,
  name,
  onShown,
}: {
  comment: ShownComment;
  more: ReturnType<typeof useMoreReplies>;
  name: string;
  onShown: (fresh: ShownReply[]) => void;
}) {
  const { data, hydrated } = useThread();
  const t = useT();
  if (!more.next) return null;
  const loading = more.status === "loading";
  return (
    <p className="mt-2 sm:ml-11">
      <a
        href={threadHref(data, { [PARAM.replies]: comment.id, [PARAM.repliesAfter]: more.next }, repliesAnchor(comment.id))}
        className={linkClass}
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
        {loading ? (
          t("comments.moreRepliesLoading")
        ) : (
          <>
            <span aria-hidden="true">{t("comments.moreReplies")}</span>
            <span className="sr-only">{t("comments.moreRepliesTo", { name })}</span>
          </>
        )}
      </a>
      {more.status === "failed" ? <span className="ml-3 text-red-800">{t("comments.loadFailed")}</span> : null}
    </p>
  );
}

/**
 * A comment with its replies: the first 2 shown, "View All" reveals the rest (docs/product/comments.md#reading-a-thread). A
 * page of the thread brings a comment's first replies; further ones come with "More replies".
 */
export function CommentCard({ comment }: { comment: ShownComment }) {
  const { data, hydrated, mode, isExpanded, expand, announce } = useThread();
  const t = useT();
  const { name, own } = useAuthorName(comment);
  const more = useMoreReplies(comment);
  const [firstNew, setFirstNew] = useState<{ id: number } | null>(null);
  // The first new reply takes focus once it is on the page.
  useEffect(() => {
    if (firstNew) document.getElementById(`comment-${firstNew.id}`)?.focus();
  }, [firstNew]);
  const onShown = (fresh: ShownReply[]) => {
    setFirstNew({ id: fresh[0].id });
    announce(t(fresh.length === 1 ? "comments.moreRepliesShown.one" : "comments.moreRepliesShown.other", { count: fresh.length }));
  };
  const known = new Set(comment.reply_comment.map((reply) => reply.id));
  const replies = [...comment.reply_comment, ...more.items.filter((reply) => !known.has(reply.id))];
  const total = Math.max(comment.reply_count, replies.length);
  // A later page of this comment's replies, reached without JavaScript.
  const windowed = data.repliesAfter !== null && data.expanded[0] === comment.id;
  // A mode opened on a reply beyond the first two shows them all, so its form is visible.
  const modeOnHidden = mode !== null && replies.slice(INITIAL_REPLIES).some((r) => r.id === mode.id);
  const showAll = windowed || isExpanded(comment.id) || modeOnHidden || total <= INITIAL_REPLIES;
  const shown = showAll ? replies : replies.slice(0, INITIAL_REPLIES);
  const hidden = showAll ? 0 : total - shown.length;
  return (
    <li id={`comment-${comment.id}`} tabIndex={-1} className="scroll-mt-4 border-b border-slate-200 py-4 last:border-b-0">
      <article aria-label={own ? t("comments.byYou") : t("comments.by", { name })}>
        <CommentBody comment={comment} isReply={false} />
        {windowed ? (
          // A later page of replies, reached by "More replies" without JavaScript: the visitor lands here.
          <p id={repliesAnchor(comment.id)} className="mt-3 scroll-mt-4 sm:ml-11">
            <a href={threadHref(data, { [PARAM.replies]: comment.id }, repliesAnchor(comment.id))} className={linkClass}>
              {t("comments.firstReplies")}
            </a>
          </p>
        ) : null}
        {shown.length ? (
          <ul className="mt-3 space-y-3 border-l-4 border-slate-200 pl-4 sm:ml-11" aria-label={t("comments.replies", { count: total })}>
            {shown.map((reply) => (
              <li key={reply.id} id={`comment-${reply.id}`} tabIndex={-1} className="scroll-mt-4">
                <CommentBody comment={reply} isReply />
              </li>
            ))}
          </ul>
        ) : null}
        {hidden > 0 ? (
          <p className="mt-2 sm:ml-11">
            <a
              href={threadHref(data, { [PARAM.replies]: comment.id }, `comment-${comment.id}`)}
              className={linkClass}
              onClick={(event) => {
                if (!hydrated) return;
                event.preventDefault();
                expand(comment.id);
              }}
            >
              <span aria-hidden="true">{t("comments.viewAll", { hidden })}</span>
              <span className="sr-only">{t("comments.viewAllFull", { count: total, hidden })}</span>
            </a>
          </p>
        ) : showAll ? (
          <MoreReplies comment={comment} more={more} name={name} onShown={onShown} />
        ) : null}
      </article>
    </li>
  );
}
