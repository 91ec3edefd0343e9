import { Link } from "react-router";
import type { NotificationKind } from "../../contract";
import { scriptLanguage } from "~/components/forms";
import { useLocalePath, useT, type MessageKey } from "~/i18n";
import "./messages";

/** What happened, in the reader's language: the notification keeps the facts, not a text. */
const WHAT: Record<NotificationKind, MessageKey> = {
  approve: "account.notifications.kind.approve",
  scheduled: "account.notifications.kind.scheduled",
  published: "account.notifications.kind.published",
  request_changes: "account.notifications.kind.request_changes",
  reject: "account.notifications.kind.reject",
  reply: "account.notifications.kind.reply",
};

export interface ShownNotification {
  id: number;
  kind: NotificationKind;
  title: string;
  path: string;
  note: string | null;
  /** The date and time, already written in the page's language. */
  at: string;
}

/** The profile's notifications, newest first (docs/product/notifications.md). */
export function NotificationList({ notifications }: { notifications: ShownNotification[] }) {
  const t = useT();
  const lp = useLocalePath();
  if (notifications.length === 0) return <p className="mb-6">{t("account.notifications.empty")}</p>;
  return (
    <ol className="mb-8 divide-y divide-slate-300 border-y border-slate-300">
      {notifications.map((n) => (
        <li key={n.id} className="py-3">
          <p className="text-sm text-slate-700">{n.at}</p>
          <p className="font-semibold">{t(WHAT[n.kind])}</p>
          <p>
            <Link to={lp(n.path)} className="text-blue-800 underline" lang={scriptLanguage(n.title)}>
              {n.title}
            </Link>
          </p>
          {n.note ? (
            <div className="mt-1">
              <p className="text-sm font-semibold">{t("account.notifications.note")}</p>
              <p className="whitespace-pre-line" lang={scriptLanguage(n.note)}>
                {n.note}
              </p>
            </div>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
