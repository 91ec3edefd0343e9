/**
 * Detail page of an item (/article/{slug}, /events/{slug}, /ministries/{slug} …) in the detail
 * layout: the type's own fields, the body, contributors and related items. One module for every
 * detail URL of the registry. Each visit is logged in the background (GET /api/log/{id}) by the
 * server, which answers some readers from its page cache without running this loader.
 */
import { data } from "react-router";
import { Link } from "react-router";
import { DetailLayout } from "~/chrome/Layouts";
import { CardList } from "~/content/ContentCard";
import { commentThread, CommentsLink, CommentsSection } from "~/comments/CommentsSection";
import type { CommentActionResult } from "~/comments/model";
import { handleCommentAction, loadComments } from "~/comments/comments.server";
import { answerOrLost } from "~/forms/lost-answer";
import { Breadcrumbs } from "~/content/Breadcrumbs";
import { BrowseError, errorMeta } from "~/content/BrowseError";
import { JsonLd } from "~/content/JsonLd";
import { DetailArticle } from "~/content/DetailArticle";
import { PageUpdates } from "~/content/PageUpdates";
import { sectionTitleClass } from "~/content/styles";
import { loadDetail } from "~/content/loaders/detail.server";
import { VISIT_LOG_HEADER } from "~/content/visit-header";
import { requireCourseAccess } from "~/content/course-access.server";
import { metaTags } from "~/content/meta";
import { languageOfPath, useLocalePath, useT } from "~/i18n";
import { isCommentableType } from "../../../contract/comments-constants";
import type { Route } from "./+types/detail";

export async function loader(args: Route.LoaderArgs) {
  await requireCourseAccess(args.request);
  const detail = await loadDetail(args);
  // Articles, news, case studies, videos and research reports carry a comment thread.
  // The thread's render code is loaded on demand (CommentsSection); the server has it before rendering.
  const [comments] = isCommentableType(detail.item.typeId)
    ? await Promise.all([loadComments({ ...args, collectionId: detail.item.id }), commentThread.load()])
    : [null];
  // The server logs the visit for each reader it answers with this page (app/content/visit-header.ts).
  return data({ ...detail, comments }, { headers: { [VISIT_LOG_HEADER]: String(detail.item.id) } });
}

/** The document answer carries the visit header too (the router applies loader headers to .data answers only). */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => {
  const visit = loaderHeaders.get(VISIT_LOG_HEADER);
  return visit ? { [VISIT_LOG_HEADER]: visit } : new Headers();
};

/** Comment forms (post, reply, edit, delete, like, report) post here. */
export async function action(args: Route.ActionArgs) {
  return handleCommentAction(args);
}

/**
 * With JavaScript the comment forms post through here: a lost answer fails the form, said in the
 * thread with the text kept (app/forms/lost-answer.ts). Sent again, a new comment is stored once
 * (its post_key).
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<CommentActionResult> {
  return answerOrLost(serverAction, () => ({ ok: false, intent: null, notice: "failed" }));
}

export default function DetailPage({ loaderData }: Route.ComponentProps) {
  const { item, updates, related, crumbs, listing, typeLabel, jsonLd, comments } = loaderData;
  const t = useT();
  const lp = useLocalePath();
  return (
    <DetailLayout>
      <Breadcrumbs crumbs={crumbs} />
      <DetailArticle item={item} meta={comments ? <CommentsLink data={comments} /> : null} />
      <PageUpdates updates={updates} />
      {comments ? <CommentsSection key={item.id} data={comments} /> : null}
      {related.length ? (
        <section aria-labelledby="related-heading" className="mx-auto mt-12 max-w-5xl border-t border-slate-200 pt-8">
          <h2 id="related-heading" className={`${sectionTitleClass} mb-4`}>
            {t("content.detail.related")}
          </h2>
          <CardList items={related} headingLevel={3} />
        </section>
      ) : null}
      <p className="mx-auto mt-8 max-w-5xl">
        <Link to={lp(listing)} className="font-semibold text-blue-900 underline">
          <span aria-hidden="true">← </span>
          {t("content.detail.more", { type: typeLabel })}
        </Link>
      </p>
      {jsonLd.map((data, i) => (
        <JsonLd key={i} data={data} />
      ))}
    </DetailLayout>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, error, location }) => {
  if (!loaderData) return errorMeta(error, languageOfPath(location.pathname));
  const tags = metaTags(loaderData.seo);
  if (loaderData.publishedIso) tags.push({ property: "article:published_time", content: loaderData.publishedIso });
  return tags;
};

export function ErrorBoundary() {
  return <BrowseError />;
}
