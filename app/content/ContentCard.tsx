import { RouteLink } from "~/chrome/route-links";
import type { CardView } from "./view";
import { useLanguage, useLocalePath, useT } from "~/i18n";
import { scriptLanguage } from "~/components/forms";
import { Picture } from "~/components/media/Picture";
import { MetaLine } from "~/components/cards/MetaLine";

export const THUMB_SIZE = 140;

/**
 * One item in a listing: 140×140 thumbnail, type, title (the one link of the card), date,
 * location and read time. Everything is formatted by the loader (app/content/view.ts); one link
 * per card keeps screen-reader link lists short.
 */
export function ContentCard({ card, headingLevel = 3 }: { card: CardView; headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as "h2" | "h3" | "h4";
  const t = useT();
  const lp = useLocalePath();
  // An item not yet in the page's language: its texts say which language they are in, and a
  // short marker tells sighted readers (the detail page carries the full note). Place names are
  // not translated with the item: their script says their language.
  const foreign = card.lang !== useLanguage();
  const textLang = foreign ? card.lang : undefined;
  return (
    <article className="content-card flex h-full gap-4 rounded-lg border border-slate-200 bg-white p-3 shadow-sm" data-type={card.typeId}>
      {card.image ? (
        <Picture
          image={card.image}
          lang={textLang}
          width={THUMB_SIZE}
          height={THUMB_SIZE}
          className="size-24 shrink-0 rounded bg-slate-100 object-cover sm:size-[140px]"
        />
      ) : (
        <span
          className="flex size-24 shrink-0 items-center justify-center rounded bg-blue-50 text-3xl font-bold text-blue-900 sm:size-[140px]"
          aria-hidden="true"
        >
          {card.type.slice(0, 1)}
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p className="content-card__type text-xs font-bold uppercase tracking-wide text-emerald-800">{card.type}</p>
        <Heading className="content-card__title mt-1 text-lg font-semibold leading-snug text-slate-900" lang={textLang}>
          {card.href ? (
            <RouteLink to={lp(card.href)} className="text-blue-900 hover:underline">
              {card.title}
            </RouteLink>
          ) : (
            card.title
          )}
        </Heading>
        {card.excerpt ? (
          <p className="mt-1 hidden text-sm text-slate-700 sm:block" lang={textLang}>
            {card.excerpt}
          </p>
        ) : null}
        <MetaLine className="content-card__meta mt-2 text-sm text-slate-600">
          {card.date ? <time dateTime={card.dateIso}>{card.date}</time> : null}
          {card.location ? (
            <span className="content-card__location" lang={scriptLanguage(card.location)}>
              {card.location}
            </span>
          ) : null}
          {card.length ? <span>{card.length}</span> : null}
          {foreign ? (
            <span className="content-card__lang rounded bg-slate-100 px-1.5 text-xs font-semibold text-slate-700">
              {t("content.card.englishOnly")}
            </span>
          ) : null}
        </MetaLine>
      </div>
    </article>
  );
}

/** Cards as a semantic list, in a responsive grid. */
export function CardList({ items, headingLevel = 3, label }: { items: CardView[]; headingLevel?: 2 | 3 | 4; label?: string }) {
  return (
    <ul className="card-list grid gap-4 lg:grid-cols-2" aria-label={label}>
      {items.map((card) => (
        <li key={card.id}>
          <ContentCard card={card} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
