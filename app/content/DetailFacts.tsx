import type { DetailView, FactView } from "~/content/view";
import { scriptLanguage } from "~/components/forms";
import { useT, type Language } from "~/i18n";

function FactValue({ fact }: { fact: FactView }) {
  if (fact.href) {
    return (
      <a href={fact.href} rel="noopener noreferrer" className="font-semibold text-blue-900 underline hover:text-blue-700">
        {fact.text}
      </a>
    );
  }
  if (fact.dateTime) return <time dateTime={fact.dateTime}>{fact.text}</time>;
  return <>{fact.text}</>;
}

/**
 * The type-specific facts of an item as a description list (app/content/view.ts factsOf). The
 * item's own words (venue, sector, place names…) are marked with their language, which their
 * script tells: a Hindi item's venue may still be a Latin-script name.
 */
export function DetailFacts({ facts }: { facts: FactView[] }) {
  if (facts.length === 0) return null;
  return (
    <dl className="detail-facts grid gap-x-6 gap-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:grid-cols-2">
      {facts.map((f) => (
        <div key={f.key} className="detail-facts__row" data-fact={f.key}>
          <dt className="text-sm font-semibold text-slate-600">{f.label}</dt>
          <dd className="text-slate-900" lang={f.fromContent ? scriptLanguage(f.text) : undefined}>
            <FactValue fact={f} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** People: a card with photo, designation, organisation and bio. */
export function PersonCard({ person, lang }: { person: NonNullable<DetailView["person"]>; lang: Language }) {
  const t = useT();
  return (
    <section
      className="person-card my-6 flex flex-col gap-4 rounded-lg border border-slate-200 p-4 sm:flex-row"
      aria-label={t("content.person.label")}
    >
      {person.image ? (
        <img
          src={person.image.src}
          alt={person.image.alt}
          lang={lang}
          width={140}
          height={140}
          className="person-card__photo size-[140px] shrink-0 rounded-full bg-slate-100 object-cover"
        />
      ) : null}
      <div lang={lang}>
        <p className="person-card__name text-xl font-bold">{person.name}</p>
        {person.designation ? <p className="person-card__designation font-semibold text-slate-800">{person.designation}</p> : null}
        {person.organisation ? <p className="person-card__organisation text-slate-700">{person.organisation}</p> : null}
        {person.location ? (
          <p lang={scriptLanguage(person.location)} className="person-card__location text-sm text-slate-600">
            {person.location}
          </p>
        ) : null}
        {person.bio ? <p className="person-card__bio mt-2 text-slate-800">{person.bio}</p> : null}
      </div>
    </section>
  );
}
