/**
 * Detail page of an item (/article/{slug}, /events/{slug}, /ministries/{slug} …) in the detail
 * layout: the type's own fields, the body, contributors and related items. One module for every
 * detail URL of the registry. Each visit is logged in the background (GET /api/log/{id}).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { DetailLayout } from "~/components/chrome/Layouts";
import { CardList } from "~/components/cards/ContentCard";
import { commentThread, CommentsLink, CommentsSection } from "~/components/comments/CommentsSection";
import { handleCommentAction, loadComments } from "~/comments/comments.server";
import { AuthorList } from "~/components/content/AuthorPopup";
import { Breadcrumbs } from "~/components/content/Breadcrumbs";
import { BrowseError, errorMeta } from "~/components/content/BrowseError";
import { DatasetDownload } from "~/components/content/DatasetDownload";
import { DetailFacts, PersonCard } from "~/components/content/DetailFacts";
import { JsonLd } from "~/components/content/JsonLd";
import { Picture } from "~/components/media/Picture";
import { RichText } from "~/components/content/RichText";
import { VideoPlayer } from "~/components/content/VideoPlayer";
import { pageTitleClass, sectionTitleClass } from "~/components/content/styles";
import { loadDetail } from "~/content/loaders/detail.server";
import { requireCourseAccess } from "~/content/course-access.server";
import { metaTags } from "~/content/meta";
import { languageOfPath, useLocalePath, useT } from "~/i18n";
import { InLanguage } from "~/components/chrome/Language";
import { tagSearchHref } from "~/search/href";
import { isCommentableType } from "../../../contract/comments-constants";


export async function loader(args: LoaderFunctionArgs) {
  await requireCourseAccess(args.request);
  const detail = await loadDetail(args);
  // Articles, news, case studies, videos and research reports carry a comment thread.
  // The thread's render code is loaded on demand (CommentsSection); the server has it before rendering.
  const [comments] = isCommentableType(detail.item.typeId)
    ? await Promise.all([loadComments({ ...args, collectionId: detail.item.id }), commentThread.load()])
    : [null];
  return { ...detail, comments };
}

/** Comment forms (post, reply, edit, delete, like, report) post here. */
export async function action(args: ActionFunctionArgs) {
  return handleCommentAction(args);
}

export default function DetailPage() {
  const { item, related, crumbs, listing, typeLabel, jsonLd, comments } = useLoaderData<typeof loader>();
  const t = useT();
  const lp = useLocalePath();
  return (
    <DetailLayout>
      <Breadcrumbs crumbs={crumbs} />
      <article className="mx-auto max-w-3xl" data-type={item.typeId}>
        <header className="mb-6">
          <p className="text-sm font-bold uppercase tracking-wide text-emerald-800">{item.type}</p>
          <InLanguage lang={item.lang}>
            <h1 className={`${pageTitleClass} mt-2`}>{item.title}</h1>
            {item.excerpt ? <p className="mt-3 text-xl text-slate-700">{item.excerpt}</p> : null}
          </InLanguage>
          <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-slate-600">
            <AuthorList authors={item.authors} />
            {item.date ? (
              <p>
                <time dateTime={item.dateIso}>{item.date}</time>
              </p>
            ) : null}
            {item.length ? <p>{item.length}</p> : null}
            {comments ? <CommentsLink data={comments} /> : null}
          </div>
        </header>
        {item.person ? (
          <PersonCard person={item.person} lang={item.lang} />
        ) : item.video ? (
          <VideoPlayer video={item.video} title={item.title} />
        ) : item.image ? (
          <Picture
            src={item.image.src}
            alt={item.image.alt}
            size="responsive"
            sizes="(min-width: 48rem) 48rem, 100vw"
            loading="eager"
            lang={item.lang}
            width={1200}
            height={630}
            className="mb-6 aspect-[1200/630] h-auto w-full rounded-lg bg-slate-100 object-cover"
          />
        ) : null}
        <DetailFacts facts={item.facts} />
        {item.download ? <DatasetDownload download={item.download} lang={item.lang} /> : null}
        {/* The note that the text is in English only is given once, with the title. */}
        <div className="mt-6">
          <InLanguage lang={item.lang} note={false}>
            <RichText html={item.body} />
          </InLanguage>
        </div>
        {item.tags.length ? (
          <section aria-labelledby="tags-heading" className="mt-8">
            <h2 id="tags-heading" className="text-sm font-bold uppercase tracking-wide text-slate-600">
              {t("content.detail.topics")}
            </h2>
            <ul className="mt-2 flex flex-wrap gap-2">
              {item.tags.map((tag) => (
                <li key={tag.id}>
                  <Link
                    to={lp(tagSearchHref(tag.name))}
                    lang={tag.lang}
                    className="inline-block rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800 hover:bg-slate-200"
                  >
                    {tag.name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </article>
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
          <span aria-hidden="true">← </span>{t("content.detail.more", { type: typeLabel })}
        </Link>
      </p>
      {jsonLd.map((data, i) => (
        <JsonLd key={i} data={data} />
      ))}
    </DetailLayout>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, error, location }) => {
  if (!data) return errorMeta(error, languageOfPath(location.pathname));
  const tags = metaTags(data.seo);
  if (data.publishedIso) tags.push({ property: "article:published_time", content: data.publishedIso });
  return tags;
};

export function ErrorBoundary() {
  return <BrowseError />;
}
