import { RouteLink } from "~/chrome/route-links";
import type { ResultView } from "~/search/view";
import { useLanguage, useLocalePath, useT } from "~/i18n";
import { scriptLanguage } from "~/components/forms";
import { MetaLine } from "~/components/cards/MetaLine";

export const THUMB_SIZE = 140;
/** A video's length is how long it plays, not a read time. */
const VIDEO_TYPE_ID = 5;

/**
 * One search result (docs/product/search.md#results "Search result item"): 140×140 thumbnail, type, title (the only
 * link), read time and date, excerpt, and its tags as links to tag searches. Learning courses
 * say why their link goes to sign-in first.
 */
export function SearchResultCard({ item, headingId }: { item: ResultView; headingId?: string }) {
  const t = useT();
  const lp = useLocalePath();
  // The item's title and excerpt in their own language when not (yet) in the page's.
  const textLang = item.lang === useLanguage() ? undefined : item.lang;
  return (
    <article className="flex gap-4 rounded-md border border-slate-200 bg-white p-3" data-type={item.typeId}>
      <div className="shrink-0">
        {item.image ? (
          // An upload's 140×140 WebP rendition (a plain <img> keeps <picture> out of this page's bundle).
          <img
            src={item.image.picture?.src ?? item.image.src}
            alt={item.image.alt}
            lang={textLang}
            width={THUMB_SIZE}
            height={THUMB_SIZE}
            loading="lazy"
            decoding="async"
            className="h-[70px] w-[70px] rounded object-cover sm:h-[140px] sm:w-[140px]"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex h-[70px] w-[70px] items-center justify-center rounded bg-slate-200 text-2xl font-bold text-slate-700 sm:h-[140px] sm:w-[140px]"
          >
            {item.typeName.slice(0, 1)}
          </span>
        )}
      </div>
      <div className="min-w-0">
        <p className="text-xs font-semibold uppercase tracking-wide text-slate-700" data-testid="result-type">
          {item.typeName}
        </p>
        <h3 id={headingId} className="mt-0.5 text-lg font-bold leading-snug" lang={textLang}>
          {item.href ? (
            <RouteLink
              to={lp(item.href)}
              className="text-blue-800 underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-amber-500"
            >
              {item.title}
            </RouteLink>
          ) : (
            item.title
          )}
        </h3>
        {item.gate ? (
          <p className="text-sm text-slate-800">{t(item.gate === "sign-in" ? "search.result.signIn" : "search.result.addEmail")}</p>
        ) : null}
        <MetaLine className="mt-1 text-sm text-slate-700">
          {item.readTime ? (
            <span data-testid="result-read-time">
              {t(item.typeId === VIDEO_TYPE_ID ? "content.card.videoLength" : "search.result.readTime", { time: item.readTime })}
            </span>
          ) : null}
          {item.date ? <time dateTime={item.dateTime}>{item.date}</time> : null}
          {item.source ? <span lang={scriptLanguage(item.source)}>{item.source}</span> : null}
          {textLang ? <span className="rounded bg-slate-100 px-1.5 text-xs font-semibold">{t("content.card.englishOnly")}</span> : null}
        </MetaLine>
        {item.excerpt ? (
          <p className="mt-1 line-clamp-2 text-sm text-slate-800" lang={textLang}>
            {item.excerpt}
          </p>
        ) : null}
        {item.tags.length ? (
          <ul className="mt-2 flex flex-wrap gap-2" aria-label={t("search.result.tags")}>
            {item.tags.map((tag) => (
              <li key={tag.name}>
                <RouteLink
                  to={lp(tag.href)}
                  lang={tag.lang}
                  className="rounded-full border border-slate-400 px-2 py-0.5 text-xs text-slate-800 hover:bg-slate-100"
                >
                  {tag.name}
                </RouteLink>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
