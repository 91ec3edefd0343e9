import { Form, Link, useLocation, useNavigation } from "@remix-run/react";
import type { ContributionSummary, PublicationListResponse } from "../../../contract/contributions";
import { Notice, SubmitButton } from "~/components/account/AccountPage";
import { UserContributionLayout } from "~/components/chrome/Layouts";
import { STATUS_LABELS, TYPE_LABELS } from "./text";
import type { UploadsView } from "~/contributions/uploads.server";

/** An item as the loader shapes it: with its date already formatted (SPEC §9: MMM DD, YYYY). */
export type UploadItem = ContributionSummary & { created_label: string };
type List = Omit<PublicationListResponse["data"], "items"> & { items: UploadItem[] };

export interface UploadsPageProps {
  view: UploadsView;
  list: List | null;
  failed: boolean;
  notice: { submitted: boolean; trashed: number | null; restored: number | null };
}

const TITLES: Record<UploadsView, string> = { all: "My Uploads", trash: "Trash" };
const linkClass = "font-semibold text-blue-800 underline hover:text-blue-950 focus:outline-3 focus:outline-offset-2 focus:outline-amber-500";

/** My Uploads and the trash: the user's contributions with status, type and date, paged by links. */
export function UploadsPage({ view, list, failed, notice }: UploadsPageProps) {
  const { pathname, search } = useLocation();
  return (
    <UserContributionLayout>
      <div className="mx-auto w-full max-w-3xl">
        <div className="mb-6 flex flex-wrap items-baseline justify-between gap-4">
          <h1 className="text-3xl font-bold">{TITLES[view]}</h1>
          <nav aria-label="Contributions" className="flex flex-wrap gap-4">
            {view === "trash" ? <Link to="/posts/all" className={linkClass}>Back to My Uploads</Link> : <Link to="/posts/trash" className={linkClass}>View trash</Link>}
            <Link to="/user-contribution" className={linkClass}>Contribute</Link>
          </nav>
        </div>

        {notice.submitted ? (
          <Notice tone="success">
            <p className="font-bold">Thank you. Your contribution has been submitted.</p>
            <p>Our editors will review it before it is published. You can follow its status here.</p>
          </Notice>
        ) : null}
        {notice.trashed ? (
          <Notice tone="success">
            <div className="flex flex-wrap items-center gap-4">
              <p>The contribution was moved to the trash.</p>
              <Form method="post" action="/posts/all">
                <input type="hidden" name="intent" value="restore" />
                <input type="hidden" name="id" value={notice.trashed} />
                <button type="submit" className={`${linkClass} bg-transparent`}>Undo</button>
              </Form>
            </div>
          </Notice>
        ) : null}
        {notice.restored ? (
          <Notice tone="success">
            <p>
              The contribution was restored{view === "trash" ? <> to <Link to="/posts/all" className={linkClass}>My Uploads</Link></> : null}.
            </p>
          </Notice>
        ) : null}

        {failed || !list ? (
          <Notice tone="error">
            <p className="font-bold">Something went wrong while fetching your contributions.</p>
            <p>
              Please try again in a moment. <a href={pathname + search} className={linkClass}>Try again</a>
            </p>
          </Notice>
        ) : list.items.length === 0 ? (
          <EmptyState view={view} />
        ) : (
          <>
            <p className="mb-4 text-slate-700">
              {list.total === 1 ? "1 contribution" : `${list.total} contributions`}
              {view === "trash" ? " in the trash" : ""}
            </p>
            <ul className="space-y-4" aria-label={view === "trash" ? "Contributions in the trash" : "Your contributions"}>
              {list.items.map((item) => (
                <UploadCard key={item.id} item={item} view={view} page={list.page} />
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
  if (view === "trash") {
    return (
      <div className="rounded border-2 border-slate-300 p-6">
        <p className="text-lg font-semibold">The trash is empty.</p>
        <p className="mt-2"><Link to="/posts/all" className={linkClass}>Back to My Uploads</Link></p>
      </div>
    );
  }
  return (
    <div className="rounded border-2 border-slate-300 p-6">
      <p className="text-lg font-semibold">You have not contributed anything yet.</p>
      <p className="mt-2">Share an article, news, a case study, a video, a research report or an event with the community.</p>
      <p className="mt-4">
        <Link to="/user-contribution" className="inline-block rounded bg-blue-800 px-5 py-2 font-bold text-white hover:bg-blue-900 focus:outline-3 focus:outline-offset-2 focus:outline-amber-500">
          Contribute
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

function UploadCard({ item, view, page }: { item: UploadItem; view: UploadsView; page: number }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("id") === String(item.id);
  const headingId = `contribution-${item.id}-title`;
  return (
    <li className="rounded border-2 border-slate-300 p-4">
      <h2 id={headingId} className="text-xl font-bold break-words">{item.title}</h2>
      <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <div className="flex gap-1">
          <dt className="font-semibold">Status:</dt>
          <dd><span className={`rounded px-2 py-0.5 font-semibold ${STATUS_COLOURS[item.status] ?? ""}`}>{STATUS_LABELS[item.status]}</span></dd>
        </div>
        <div className="flex gap-1">
          <dt className="font-semibold">Type:</dt>
          <dd>{TYPE_LABELS[item.collection_type] ?? item.collection_type_name}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="font-semibold">Submitted:</dt>
          <dd><time dateTime={item.created_at}>{item.created_label}</time></dd>
        </div>
      </dl>
      <p className="mt-2 whitespace-pre-line break-words text-slate-800">{item.summary}</p>
      {item.source_url ? (
        <p className="mt-1 text-sm break-all">
          Source: <a href={item.source_url} rel="noopener noreferrer nofollow ugc" className={linkClass}>{item.source_url}</a>
        </p>
      ) : null}
      <Form method="post" className="mt-3">
        <input type="hidden" name="intent" value={view === "trash" ? "restore" : "trash"} />
        <input type="hidden" name="id" value={item.id} />
        <input type="hidden" name="page" value={page} />
        <SubmitButton variant="secondary" busy={busy} busyLabel={view === "trash" ? "Restoring…" : "Moving…"}>
          {view === "trash" ? "Restore" : "Move to trash"}
          <span className="sr-only"> “{item.title}”</span>
        </SubmitButton>
      </Form>
    </li>
  );
}

function Pager({ pathname, page, totalPages }: { pathname: string; page: number; totalPages: number }) {
  if (totalPages <= 1) return null;
  const href = (p: number) => (p === 1 ? pathname : `${pathname}?page=${p}`);
  return (
    <nav aria-label="Pagination" className="mt-6 flex flex-wrap items-center gap-6">
      {page > 1 ? <Link to={href(page - 1)} rel="prev" className={linkClass}>Previous page</Link> : null}
      <p>Page {page} of {totalPages}</p>
      {page < totalPages ? <Link to={href(page + 1)} rel="next" className={linkClass}>Next page</Link> : null}
    </nav>
  );
}
