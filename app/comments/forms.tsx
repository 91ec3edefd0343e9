/** The forms of the thread: a comment's text (new, reply, edit) and its like; the panels of a comment are in ./panels.tsx. */
import { useFetcher } from "react-router";
import { useCallback, useEffect, useRef, useState } from "react";
import type { CommentReply } from "../../contract";
import { COMMENT_MAX_LENGTH } from "../../contract/comments-constants";
import { useT } from "~/i18n";
import { JS_FIELD, threadHref, type CommentActionResult, type Intent, type Mode } from "./model";
import { buttonClass, secondaryButtonClass } from "./basics";
import { useFetcherOutcome, useThread, useThreadNavigate } from "./thread-context";
import "./messages";

/** The fields every comment form carries: intent, the item, and the marker of an enhanced post. */
export function Hidden({ intent, extra = {} }: { intent: Intent; extra?: Record<string, string | number> }) {
  const { data, hydrated } = useThread();
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="collection_id" value={data.collectionId} />
      {Object.entries(extra).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {hydrated ? <input type="hidden" name={JS_FIELD} value="1" /> : null}
    </>
  );
}

/** A new random name for a post (any browser: getRandomValues needs no secure context). */
function freshPostKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * The name of a new comment's or reply's next post: the same while it is sent again (a refused
 * or lost post: the API then stores it once), a new one after it went through. A form the server
 * rendered is named from the render (unique to it); a form opened later in the browser (a reply
 * box opened again) gets a random name of its own.
 */
function usePostKey(id: string, names: boolean): [string | null, () => void] {
  const { data, hydrated } = useThread();
  const pageKey = data.viewer?.postKey;
  const [key, setKey] = useState(() => (!names || !pageKey ? null : hydrated ? freshPostKey() : `${pageKey}.${id}`));
  return [key, useCallback(() => setKey((current) => (current ? freshPostKey() : current)), [])];
}

/** A link back to the plain thread that, with JavaScript, just closes the open mode. */
export function CancelLink({ anchor }: { anchor: string }) {
  const { data, hydrated, setMode } = useThread();
  const t = useT();
  return (
    <a
      href={threadHref(data, {}, anchor)}
      className={secondaryButtonClass}
      onClick={(event) => {
        if (!hydrated) return;
        event.preventDefault();
        setMode(null);
      }}
    >
      {t("comments.cancel")}
    </a>
  );
}

interface TextFormProps {
  intent: "post" | "reply" | "edit";
  id: string;
  label: string;
  submitLabel: string;
  initial?: string;
  extra?: Record<string, string | number>;
  /** Where Cancel goes (reply and edit); the composer has none. */
  cancelAnchor?: string;
  /** Focus the text box once hydrated (edit and reply forms opened by the visitor). */
  focusOnMount?: boolean;
}

/**
 * The composer, the reply box and the editor. The button is disabled while the text is empty
 * and while posting (docs/product/comments.md#writing-editing-and-replying); without JavaScript the browser's `required` stops an empty
 * post and the server refuses a blank one. Length is not limited.
 */
export function TextForm({ intent, id, label, submitLabel, initial = "", extra, cancelAnchor, focusOnMount }: TextFormProps) {
  const { data, hydrated } = useThread();
  const t = useT();
  const fetcher = useFetcher<CommentActionResult>();
  const [text, setText] = useState(initial);
  const busy = fetcher.state !== "idle";
  const ref = useRef<HTMLTextAreaElement>(null);
  const go = useThreadNavigate();
  const elsewhere = data.sort !== "latest" || data.after !== null;
  const [postKey, posted] = usePostKey(id, intent !== "edit");
  const onDone = useCallback(
    (result: CommentActionResult) => {
      if (!result.ok) return;
      posted();
      if (intent !== "post") return;
      setText("");
      // A new comment is the newest: shown first on the first page of the latest order (as without JavaScript).
      if (elsewhere) go(threadHref({ path: data.path, sort: "latest" }));
    },
    [intent, elsewhere, go, data.path, posted],
  );
  const ownId = extra?.comment_id ?? extra?.parent_id;
  const closes = useCallback((mode: Mode) => mode.kind === intent && mode.id === Number(ownId), [intent, ownId]);
  useFetcherOutcome(fetcher, { closes: intent === "post" ? undefined : closes, onDone });
  useEffect(() => {
    if (focusOnMount && hydrated) ref.current?.focus();
  }, [focusOnMount, hydrated]);
  return (
    <fetcher.Form method="post" preventScrollReset className="mt-3" aria-busy={busy || undefined}>
      <Hidden intent={intent} extra={postKey ? { ...extra, post_key: postKey } : extra} />
      <label htmlFor={id} className="block font-semibold text-slate-900">
        {label}
      </label>
      <textarea
        ref={ref}
        id={id}
        name="comment"
        required
        maxLength={COMMENT_MAX_LENGTH}
        aria-describedby={`${id}-hint`}
        rows={intent === "post" ? 3 : 2}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="mt-1 w-full rounded border-2 border-slate-600 px-3 py-2 text-slate-900"
      />
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-700">
        {hydrated
          ? t("comments.lengthCount", { count: text.length, max: COMMENT_MAX_LENGTH })
          : t("comments.lengthMax", { max: COMMENT_MAX_LENGTH })}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonClass} disabled={hydrated && (busy || text.trim() === "")}>
          {busy ? `${submitLabel}…` : submitLabel}
        </button>
        {cancelAnchor ? <CancelLink anchor={cancelAnchor} /> : null}
      </div>
    </fetcher.Form>
  );
}

/** Like toggle with an optimistic count; a link to sign-in for anonymous visitors. */
export function LikeControl({ comment }: { comment: CommentReply }) {
  const { data, hydrated } = useThread();
  const t = useT();
  const fetcher = useFetcher<CommentActionResult>();
  useFetcherOutcome(fetcher);
  const pending = fetcher.formData?.get("intent") === "like";
  // The answer to this reader's last like is the newest word on it: a comment read with "More
  // comments" is read again only after the page's own data, so it would show the old count a moment.
  const answered = fetcher.data?.like?.comment_id === comment.id ? fetcher.data.like : null;
  const known = answered ?? comment;
  const liked = pending ? !known.is_liked : known.is_liked;
  const count = Math.max(0, known.like_count + (pending ? (liked ? 1 : -1) : 0));
  const countText = t(count === 1 ? "comments.likes.one" : "comments.likes.other", { count });
  const icon = (
    <span aria-hidden="true" className="mr-1">
      {liked ? "♥" : "♡"}
    </span>
  );
  const likeClass = "inline-flex items-center rounded px-2 py-1 font-semibold text-blue-900 hover:bg-slate-100";
  return (
    <div className="flex items-center gap-1">
      {data.viewer ? (
        <fetcher.Form method="post" preventScrollReset>
          <Hidden intent="like" extra={{ comment_id: comment.id }} />
          <button type="submit" aria-pressed={liked} className={`${likeClass} aria-pressed:text-rose-800`} disabled={hydrated && pending}>
            {icon}
            {t("comments.like")}
          </button>
        </fetcher.Form>
      ) : (
        <a href={data.signinHref} className={likeClass}>
          {icon}
          {t("comments.like")}
        </a>
      )}
      <span className="text-sm text-slate-700">{countText}</span>
    </div>
  );
}
