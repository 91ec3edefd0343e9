import "./messages";
import { Form, Link, useNavigation } from "react-router";
import type { ModerationQueue } from "../../contract/comments";
import { Notice } from "~/components/forms/Notice";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { richText, scriptLanguage } from "~/components/forms";
import { useLocalePath, useT, type MessageKey } from "~/i18n";
import { DeskPager, DeskPage, deskLinkClass } from "./DeskPage";

const QUEUES: Array<{ id: ModerationQueue; label: MessageKey }> = [
  { id: "pending", label: "editorial.comments.queue.pending" },
  { id: "reported", label: "editorial.comments.queue.reported" },
  { id: "rejected", label: "editorial.comments.queue.rejected" },
  { id: "approved", label: "editorial.comments.queue.approved" },
];

const DONE: Record<"approve" | "reject" | "settings", MessageKey> = {
  approve: "editorial.comments.done.approve",
  reject: "editorial.comments.done.reject",
  settings: "editorial.comments.done.settings",
};

export interface CommentModerationProps {
  queue: ModerationQueue;
  page: number;
  pages: number;
  total: number;
  done: keyof typeof DONE | null;
  requireApproval: boolean;
  comments: Array<{ id: number; text: string; author: string; on: string; at: string; reports: number; status: number }>;
  formError?: MessageKey | null;
}

/** Comment moderation in the desk: one queue at a time, approve or reject each comment with a plain form. */
export function CommentModeration({ queue, page, pages, total, done, requireApproval, comments, formError }: CommentModerationProps) {
  const t = useT();
  const lp = useLocalePath();
  const busy = useNavigation().state === "submitting";
  return (
    <DeskPage title={t("editorial.comments.title")} notice={done && !formError ? t(DONE[done]) : null}>
      {formError ? <Notice tone="error">{t(formError)}</Notice> : null}
      <nav aria-label={t("editorial.comments.queues")} className="mb-4">
        <ul className="flex flex-wrap gap-4">
          {QUEUES.map((q) => (
            <li key={q.id}>
              <Link
                to={lp(`/editorial/comments?queue=${q.id}`)}
                aria-current={q.id === queue ? "page" : undefined}
                className={`${deskLinkClass} aria-[current=page]:no-underline aria-[current=page]:text-slate-900`}
              >
                {t(q.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <h2 className="mb-3 text-xl font-bold">
        {t(QUEUES.find((q) => q.id === queue)!.label)} <span className="font-normal">({total})</span>
      </h2>
      {comments.length === 0 ? <p>{t("editorial.comments.empty")}</p> : null}
      <ul className="space-y-4">
        {comments.map((c) => (
          <li key={c.id} className="rounded border border-slate-300 p-4">
            <p className="text-sm text-slate-700">
              {richText(t("editorial.comments.by", { date: c.at }), { name: <span lang={scriptLanguage(c.author)}>{c.author}</span> })}
              {" · "}
              {richText(t("editorial.comments.on"), { title: <span lang={scriptLanguage(c.on)}>{c.on}</span> })}
            </p>
            <p className="mt-2 whitespace-pre-line" lang={scriptLanguage(c.text)}>
              {c.text}
            </p>
            {c.reports > 0 ? (
              <p className="mt-2 font-semibold text-red-800">{t("editorial.comments.reports", { count: c.reports })}</p>
            ) : null}
            <div className="mt-3 flex flex-wrap gap-3">
              {queue === "approved" ? null : <DecisionButton id={c.id} queue={queue} intent="approve" author={c.author} busy={busy} />}
              {queue === "rejected" ? null : <DecisionButton id={c.id} queue={queue} intent="reject" author={c.author} busy={busy} />}
            </div>
          </li>
        ))}
      </ul>
      <DeskPager page={page} pages={pages} href={(p) => lp(`/editorial/comments?queue=${queue}&page=${p}`)} />
      <Form method="post" className="mt-8 border-t border-slate-300 pt-6">
        <h2 className="mb-2 text-xl font-bold">{t("editorial.comments.settings")}</h2>
        <input type="hidden" name="queue" value={queue} />
        <label className="mb-3 flex items-center gap-2">
          <input type="checkbox" name="require_approval" defaultChecked={requireApproval} className="h-5 w-5" />
          {t("editorial.comments.requireApproval")}
        </label>
        <SubmitButton name="intent" value="settings" variant="secondary" busy={busy}>
          {t("editorial.comments.saveSettings")}
        </SubmitButton>
      </Form>
    </DeskPage>
  );
}

function DecisionButton({
  id,
  queue,
  intent,
  author,
  busy,
}: {
  id: number;
  queue: ModerationQueue;
  intent: "approve" | "reject";
  author: string;
  busy: boolean;
}) {
  const t = useT();
  return (
    <Form method="post">
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="queue" value={queue} />
      <SubmitButton name="intent" value={intent} variant={intent === "reject" ? "danger" : "primary"} busy={busy}>
        {t(intent === "approve" ? "editorial.comments.approve" : "editorial.comments.reject")}
        <span className="sr-only">
          {" "}
          {richText(t("editorial.comments.commentBy"), { name: <span lang={scriptLanguage(author)}>{author}</span> })}
        </span>
      </SubmitButton>
    </Form>
  );
}
