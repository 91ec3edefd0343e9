import { Link } from "react-router";
import type { ReactNode } from "react";
import { InLanguage } from "~/chrome/Language";
import { AuthorList } from "~/content/AuthorPopup";
import { DatasetDownload } from "~/content/DatasetDownload";
import { DetailFacts, PersonCard } from "~/content/DetailFacts";
import { RichText } from "~/content/RichText";
import { VideoPlayer } from "~/content/VideoPlayer";
import { pageTitleClass } from "~/content/styles";
import type { DetailView } from "~/content/view";
import { useLocalePath, useT } from "~/i18n";
import { tagSearchHref } from "~/chrome/search-href";
import { Picture } from "~/components/media/Picture";

/**
 * An item as its detail page shows it: header, image or video, facts, body and topics. The detail
 * page and the editorial desk's preview (docs/product/editorial.md#a-submission-and-its-decisions) render the same component, so a submission is
 * reviewed exactly as it will appear. `meta` adds to the byline (the comments link); a preview
 * inside another page gives its title a lower heading level.
 */
export function DetailArticle({ item, meta, titleLevel = 1 }: { item: DetailView; meta?: ReactNode; titleLevel?: 1 | 2 | 3 }) {
  const t = useT();
  const lp = useLocalePath();
  const Title = `h${titleLevel}` as "h1";
  const Sub = `h${Math.min(titleLevel + 1, 6)}` as "h2";
  return (
    <article className="mx-auto max-w-3xl" data-type={item.typeId}>
      <header className="mb-6">
        <p className="text-sm font-bold uppercase tracking-wide text-emerald-800">{item.type}</p>
        <InLanguage lang={item.lang}>
          <Title className={`${pageTitleClass} mt-2`}>{item.title}</Title>
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
          {meta}
        </div>
      </header>
      {item.person ? (
        <PersonCard person={item.person} lang={item.lang} />
      ) : item.video ? (
        <VideoPlayer video={item.video} title={item.title} />
      ) : item.image ? (
        <Picture
          image={item.image}
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
          <RichText html={item.body} headingOffset={titleLevel - 1} />
        </InLanguage>
      </div>
      {item.tags.length ? (
        <section aria-labelledby="tags-heading" className="mt-8">
          <Sub id="tags-heading" className="text-sm font-bold uppercase tracking-wide text-slate-600">
            {t("content.detail.topics")}
          </Sub>
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
  );
}
