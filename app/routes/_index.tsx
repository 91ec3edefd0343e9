import { Link } from "react-router";
import { CardList } from "~/content/ContentCard";
import { HomeLayout } from "~/chrome/Layouts";
import { useProduct } from "~/chrome/use-chrome";
import { newestDate } from "~/chrome/last-updated";
import { stripHtml } from "~/content/text";
import { toCardView } from "~/content/view";
import { requestLanguage, textLanguage, useLocalePath, useT } from "~/i18n";
import { InLanguage } from "~/chrome/Language";
import { ogLocaleTags } from "~/content/meta";
import { optional } from "~/upstream/core.server";
import { getLatest } from "~/upstream/content.server";
import { getHomePillars } from "~/upstream/settings.server";
import type { Route } from "./+types/_index";

export async function loader(args: Route.LoaderArgs) {
  const lang = requestLanguage(args.request);
  const [pillars, latest] = await Promise.all([optional(getHomePillars(args), []), optional(getLatest(args, 8), null)]);
  return {
    pillars: pillars.map((p) => ({ id: p.id, title: p.title, slug: p.slug, description: stripHtml(p.heading), lang: textLanguage(p) })),
    // The shared card view: links from the registry, dates in India time, like every listing.
    latest: (latest?.items ?? []).map((item) => toCardView(item, lang)),
    lastUpdated: newestDate((latest?.items ?? []).map((item) => item.updated_at)),
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { pillars, latest } = loaderData;
  const t = useT();
  const lp = useLocalePath();
  const product = useProduct();
  return (
    <HomeLayout>
      <section className="bg-blue-950 text-white">
        <div className="mx-auto max-w-7xl px-4 py-12">
          <h1 className="text-4xl font-extrabold">{t("home.heading", { product })}</h1>
          <p className="mt-3 max-w-2xl text-lg text-blue-100">{t("home.lead")}</p>
        </div>
      </section>

      {pillars.length > 0 ? (
        <section aria-labelledby="home-pillars" className="mx-auto max-w-7xl px-4 py-10">
          <h2 id="home-pillars" className="text-2xl font-bold">
            {t("home.pillars")}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {pillars.map((p) => (
              <li key={p.id} className="rounded-lg border border-slate-200 p-4 hover:border-blue-800">
                <InLanguage lang={p.lang} note={false}>
                  <h3 className="text-lg font-bold">
                    <Link to={lp(`/hub/${p.slug}`)} className="text-blue-800 hover:underline">
                      {p.title}
                    </Link>
                  </h3>
                  {p.description ? <p className="mt-1 line-clamp-3 text-slate-700">{p.description}</p> : null}
                </InLanguage>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {latest.length > 0 ? (
        <section aria-labelledby="home-latest" className="mx-auto max-w-7xl px-4 pb-10">
          <h2 id="home-latest" className="mb-4 text-2xl font-bold">
            {t("home.latest")}
          </h2>
          <CardList items={latest} />
        </section>
      ) : null}
    </HomeLayout>
  );
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = matches.find((m) => m?.id === "root")?.loaderData as
    { settings?: { site_title?: string; site_description?: string } } | undefined;
  return [
    { title: root?.settings?.site_title ?? "IndiaAI" },
    { name: "description", content: root?.settings?.site_description ?? "" },
    ...ogLocaleTags(location.pathname),
  ];
};
