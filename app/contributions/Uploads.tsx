import { Form, Link, useLocation, useNavigation } from "react-router";
import type { ContributionSummary, PublicationListResponse } from "../../contract/contributions";
import { Notice } from "~/components/forms/Notice";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { UserContributionLayout } from "~/chrome/Layouts";
import { richText, scriptLanguage } from "~/components/forms";
import { useLocalePath, useT, type MessageKey } from "~/i18n";
import { STATUS_LABELS, TYPE_LABELS } from "./text";
import type { UploadsView } from "~/contributions/uploads.server";
import "~/authoring/messages";
import "./messages";

/** An item as the loader shapes it: with its date already formatted in the page's language (docs/product/browse.md#cards: MMM DD, YYYY in English). */
export type UploadItem = ContributionSummary & {
  created_label: string;
  /** The item's authoring form: the title links to it; on /pages/all trash and restore also post to it. */
  edit_path?: string;
  type_key?: MessageKey;
};
type List = Omit<PublicationListResponse["data"], "items"> & { items: UploadItem[] };

export interface UploadsPageProps {
  view: UploadsView;
  /** Posts (My Uploads, the default) or the organisation pages the user manages (/pages/all). */
  group?: "posts" | "pages";
  list: List | null;
  failed: boolean;
  notice: { submitted: boolean; trashed: number | null; restored: number | null };
}

const TITLES: Record<"posts" | "pages", Record<UploadsView, MessageKey>> = {
  posts: { all: "contributions.myUploads", trash: "contributions.trash.title" },
  pages: { all: "authoring.pages.title", trash: "authoring.pages.trash" },
};
const linkClass =
  "font-semibold text-blue-800 underline hover:text-blue-950 focus:outline-3 focus:outline-offset-2 focus:outline-amber-500";

/** My Uploads and the trash: the user's contributions with status, type and date, paged by links. */
export function UploadsPage({ view, group = "posts", list, failed, notice }: UploadsPageProps) {
  const { pathname, search } = useLocation();
  const t = useT();
  const lp = useLocalePath();
  const uploadsLink = (
    <Link to={lp("/posts/all")} className={linkClass}>
      {t("contributions.myUploads")}
    </Link>
  );
  const count = list
    ? t(
        view === "trash"
          ? list.total === 1
            ? "contributions.countTrash.one"
            : "contributions.countTrash.other"
          : list.total === 1
            ? "contributions.count.one"
            : "contributions.count.other",
        { count: list.total },
      )
    : "";
  return (
    <UserContributionLayout>
      <div className="mx-auto w-full max-w-3xl">
        <div className="mb-6 flex flex-wrap items-baseline justify-between gap-4">
          <h1 className="text-3xl font-bold">{t(TITLES[group][view])}</h1>
          <nav aria-label={t("contributions.nav")} className="flex flex-wrap gap-4">
            {view === "trash" ? (
              <Link to={lp(`/${group}/all`)} className={linkClass}>
                {t(group === "posts" ? "contributions.backToUploads" : "authoring.list.allLink")}
              </Link>
            ) : (
              <Link to={lp(`/${group}/trash`)} className={linkClass}>
                {t("contributions.viewTrash")}
              </Link>
            )}
            <Link to={lp("/user-contribution")} className={linkClass}>
              {t("contributions.title")}
            </Link>
          </nav>
        </div>

        {notice.submitted ? (
          <Notice tone="success">
            <p className="font-bold">{t("contributions.submitted.title")}</p>
            <p>{t("contributions.submitted.text")}</p>
          </Notice>
        ) : null}
        {notice.trashed ? (
          <Notice tone="success">
            <div className="flex flex-wrap items-center gap-4">
              <p>{t("contributions.trashed")}</p>
              <Form method="post" action={lp("/posts/all")}>
                <input type="hidden" name="intent" value="restore" />
                <input type="hidden" name="id" value={notice.trashed} />
                <button type="submit" className={`${linkClass} bg-transparent`}>
                  {t("contributions.undo")}
                </button>
              </Form>
            </div>
          </Notice>
        ) : null}
        {notice.restored ? (
          <Notice tone="success">
            <p>{view === "trash" ? richText(t("contributions.restoredTo"), { uploads: uploadsLink }) : t("contributions.restored")}</p>
          </Notice>
        ) : null}

        {failed || !list ? (
          <Notice tone="error">
            <p className="font-bold">{t("contributions.failed.title")}</p>
            <p>
              {t("contributions.failed.text")}{" "}
              <a href={pathname + search} className={linkClass}>
                {t("contributions.tryAgain")}
              </a>
            </p>
          </Notice>
        ) : list.items.length === 0 ? (
          <EmptyState view={view} />
        ) : (
          <>
            <p className="mb-4 text-slate-700">{count}</p>
            <ul className="space-y-4" aria-label={t(view === "trash" ? "contributions.list.trash" : "contributions.list.all")}>
              {list.items.map((item) => (
                <UploadCard key={item.id} item={item} view={view} page={list.page} moveOnForm={group === "pages"} />
              ))}
            </ul>
            <Pager pathname={pathname} page={list.page} totalPages={list.total_pages} />
          </>
        )}
      </div>
    </UserContributionLayout>
  );
}

function EmptyState({ view }: { view: UploadsView }) {
  const t = useT();
  const lp = useLocalePath();
  if (view === "trash") {
    return (
      <div className="rounded border-2 border-slate-300 p-6">
        <p className="text-lg font-semibold">{t("contributions.empty.trash")}</p>
        <p className="mt-2">
          <Link to={lp("/posts/all")} className={linkClass}>
            {t("contributions.backToUploads")}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div className="rounded border-2 border-slate-300 p-6">
      <p className="text-lg font-semibold">{t("contributions.empty.title")}</p>
      <p className="mt-2">{t("contributions.empty.text")}</p>
      <p className="mt-4">
        <Link
          to={lp("/user-contribution")}
          className="inline-block rounded bg-blue-800 px-5 py-2 font-bold text-white hover:bg-blue-900 focus:outline-3 focus:outline-offset-2 focus:outline-amber-500"
        >
          {t("contributions.title")}
        </Link>
      </p>
    </div>
  );
}

const STATUS_COLOURS: Record<string, string> = {
  submitted: "bg-blue-100 text-blue-950",
  in_review: "bg-amber-100 text-amber-950",
  published: "bg-green-100 text-green-950",
  rejected: "bg-red-100 text-red-950",
  trashed: "bg-slate-200 text-slate-900",
};

function UploadCard({ item, view, page, moveOnForm }: { item: UploadItem; view: UploadsView; page: number; moveOnForm: boolean }) {
  const navigation = useNavigation();
  const t = useT();
  const lp = useLocalePath();
  const busy = navigation.state === "submitting" && navigation.formData?.get("id") === String(item.id);
  const typeLabel = item.type_key ?? TYPE_LABELS[item.collection_type];
  const headingId = `contribution-${item.id}-title`;
  return (
    <li className="rounded border-2 border-slate-300 p-4">
      <h2 id={headingId} lang={scriptLanguage(item.title)} className="text-xl font-bold break-words">
        {item.edit_path ? (
          <Link to={lp(item.edit_path)} className={linkClass}>
            {item.title}
          </Link>
        ) : (
          item.title
        )}
      </h2>
      <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <div className="flex gap-1">
          <dt className="font-semibold">{t("contributions.card.status")}</dt>
          <dd>
            <span className={`rounded px-2 py-0.5 font-semibold ${STATUS_COLOURS[item.status] ?? ""}`}>
              {t(STATUS_LABELS[item.status])}
            </span>
          </dd>
        </div>
        <div className="flex gap-1">
          <dt className="font-semibold">{t("contributions.card.type")}</dt>
          <dd>{typeLabel ? t(typeLabel) : <span lang="en">{item.collection_type_name}</span>}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="font-semibold">{t("contributions.card.submitted")}</dt>
          <dd>
            <time dateTime={item.created_at}>{item.created_label}</time>
          </dd>
        </div>
      </dl>
      <p lang={scriptLanguage(item.summary)} className="mt-2 whitespace-pre-line break-words text-slate-800">
        {item.summary}
      </p>
      {item.source_url ? (
        <p className="mt-1 text-sm break-all">
          {t("contributions.card.source")}{" "}
          <a href={item.source_url} rel="noopener noreferrer nofollow ugc" className={linkClass}>
            {item.source_url}
          </a>
        </p>
      ) : null}
      <Form method="post" action={moveOnForm && item.edit_path ? lp(item.edit_path) : undefined} className="mt-3">
        <input type="hidden" name="intent" value={view === "trash" ? "restore" : "trash"} />
        <input type="hidden" name="id" value={item.id} />
        <input type="hidden" name="page" value={page} />
        <SubmitButton variant="secondary" busy={busy} busyLabel={t(view === "trash" ? "contributions.restoring" : "contributions.moving")}>
          {t(view === "trash" ? "contributions.restore" : "contributions.moveToTrash")}
          <span className="sr-only"> “{item.title}”</span>
        </SubmitButton>
      </Form>
    </li>
  );
}

function Pager({ pathname, page, totalPages }: { pathname: string; page: number; totalPages: number }) {
  const t = useT();
  if (totalPages <= 1) return null;
  const href = (p: number) => (p === 1 ? pathname : `${pathname}?page=${p}`);
  return (
    <nav aria-label={t("contributions.pager.label")} className="mt-6 flex flex-wrap items-center gap-6">
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev" className={linkClass}>
          {t("contributions.pager.previous")}
        </Link>
      ) : null}
      <p>{t("contributions.pager.position", { page, total: totalPages })}</p>
      {page < totalPages ? (
        <Link to={href(page + 1)} rel="next" className={linkClass}>
          {t("contributions.pager.next")}
        </Link>
      ) : null}
    </nav>
  );
}
