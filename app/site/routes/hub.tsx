/**
 * A pillar hub (/hub/{slug}): the pillar's text and the items tagged with it. /hub alone lists
 * the pillars.
 */
import { Link } from "react-router";
import { StandardLayout } from "~/chrome/Layouts";
import { CardList } from "~/content/ContentCard";
import { Breadcrumbs } from "~/content/Breadcrumbs";
import { BrowseError, errorMeta } from "~/content/BrowseError";
import { EmptyState } from "~/content/EmptyState";
import { RichText } from "~/content/RichText";
import { pageTitleClass, sectionTitleClass } from "~/content/styles";
import { loadHub } from "~/content/loaders/hub.server";
import { metaTags } from "~/content/meta";
import { FeedLink } from "~/follow/FeedLink";
import { feedMeta } from "~/follow/href";
import { languageOfPath, useLocalePath, useT } from "~/i18n";
import { InLanguage } from "~/chrome/Language";
import { richText } from "~/components/forms";
import type { Route } from "./+types/hub";

export async function loader(args: Route.LoaderArgs) {
  return loadHub(args);
}

export default function HubPage({ loaderData: data }: Route.ComponentProps) {
  const t = useT();
  const lp = useLocalePath();
  if (data.kind === "index") {
    return (
      <StandardLayout>
        <Breadcrumbs crumbs={[{ label: t("content.crumb.home"), to: "/" }, { label: t("home.pillars") }]} />
        <h1 className={`${pageTitleClass} mb-6`}>{t("home.pillars")}</h1>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {data.pillars.map((p) => (
            <li key={p.slug} className="rounded-lg border border-slate-200 p-4">
              <InLanguage lang={p.lang} note={false}>
                <h2 className="text-lg font-semibold">
                  <Link to={lp(`/hub/${p.slug}`)} className="text-blue-900 hover:underline">
                    {p.title}
                  </Link>
                </h2>
                <p className="mt-2 text-slate-700">{p.summary}</p>
              </InLanguage>
            </li>
          ))}
        </ul>
      </StandardLayout>
    );
  }
  const { pillar, items } = data;
  return (
    <StandardLayout>
      <Breadcrumbs
        crumbs={[
          { label: t("content.crumb.home"), to: "/" },
          { label: t("home.pillars"), to: "/hub" },
          { label: pillar.title, lang: pillar.lang },
        ]}
      />
      <InLanguage lang={pillar.lang}>
        <header className="mb-8 flex flex-col gap-6 sm:flex-row sm:items-center">
          {pillar.image_url ? (
            <img src={pillar.image_url} alt="" width={140} height={140} className="size-[140px] rounded bg-slate-100 object-cover" />
          ) : null}
          <div>
            <h1 className={pageTitleClass}>{pillar.title}</h1>
            <p className="mt-2 max-w-3xl text-lg text-slate-700">{pillar.heading}</p>
          </div>
        </header>
        <div className="mb-10 max-w-3xl">
          <RichText html={pillar.body} />
        </div>
      </InLanguage>
      <section aria-labelledby="hub-items">
        <h2 id="hub-items" className={`${sectionTitleClass} mb-4`}>
          {richText(t("content.hub.explore"), { title: <span lang={pillar.lang}>{pillar.title}</span> })}
        </h2>
        {items.length ? <CardList items={items} headingLevel={3} /> : <EmptyState title={t("content.hub.empty")} />}
      </section>
      <FeedLink />
    </StandardLayout>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, error, location }) => {
  if (!loaderData) return errorMeta(error, languageOfPath(location.pathname));
  // The hub index has no items of its own, so no feed.
  return loaderData.kind === "hub" ? [...metaTags(loaderData.seo), feedMeta(location, loaderData.seo.title)] : metaTags(loaderData.seo);
};

export function ErrorBoundary() {
  return <BrowseError />;
}
