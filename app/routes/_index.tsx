import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { HomeLayout } from "~/components/chrome/Layouts";
import { useProduct } from "~/components/chrome/use-chrome";
import { useT } from "~/i18n";
import { optional } from "~/upstream/core.server";
import { getLatest } from "~/upstream/content.server";
import { getHomePillars } from "~/upstream/settings.server";
import { COLLECTION_TYPES } from "../../contract/collection-types";

/** Pillar headings are HTML: the description is their text only (SPEC §3). */
function stripHtml(html: string) {
  return html.replace(/<[^>]*>/g, " ").replace(/&nbsp;/g, " ").replace(/\s+/g, " ").trim();
}

/** Listing route of a type for the "view all" links (the browse registry has the full table). */
const DETAIL_ROUTES: Record<number, string> = {
  2: "article", 3: "news", 4: "case-study", 5: "videos", 9: "research-reports", 11: "events", 12: "startup",
  13: "college", 14: "incubator", 15: "investment-fund", 16: "company", 17: "product", 18: "people",
  23: "government", 24: "learning", 30: "dataset", 31: "countriesregions", 37: "missions", 40: "ai-standards", 41: "ai-standards",
};

export async function loader(args: LoaderFunctionArgs) {
  const [pillars, latest] = await Promise.all([
    optional(getHomePillars(args), []),
    optional(getLatest(args, 8), null),
  ]);
  return {
    pillars: pillars.map((p) => ({ id: p.id, title: p.title, slug: p.slug, description: stripHtml(p.heading), image: p.image_url })),
    latest: (latest?.items ?? []).map((item) => ({
      id: item.id,
      title: item.title,
      excerpt: item.excerpt,
      href: DETAIL_ROUTES[item.collection_type] ? `/${DETAIL_ROUTES[item.collection_type]}/${item.slug}` : null,
      typeName: item.collection_type_name || COLLECTION_TYPES.find((t) => t.id === item.collection_type)?.name || "",
      image: item.featured_image?.url ?? null,
      alt: item.featured_image?.alt_text ?? "",
      date: item.published_at ?? item.updated_at,
      readTime: item.read_time,
    })),
  };
}

function formatDate(iso: string) {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  // SPEC §9: MMM DD, YYYY
  const month = d.toLocaleString("en-US", { month: "short", timeZone: "UTC" });
  return `${month} ${String(d.getUTCDate()).padStart(2, "0")}, ${d.getUTCFullYear()}`;
}

export default function Home() {
  const { pillars, latest } = useLoaderData<typeof loader>();
  const t = useT();
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
          <h2 id="home-pillars" className="text-2xl font-bold">{t("home.pillars")}</h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {pillars.map((p) => (
              <li key={p.id} className="rounded-lg border border-slate-200 p-4 hover:border-blue-800">
                <h3 className="text-lg font-bold">
                  <Link to={`/hub/${p.slug}`} className="text-blue-800 hover:underline">{p.title}</Link>
                </h3>
                {p.description ? <p className="mt-1 line-clamp-3 text-slate-700">{p.description}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {latest.length > 0 ? (
        <section aria-labelledby="home-latest" className="mx-auto max-w-7xl px-4 pb-10">
          <h2 id="home-latest" className="text-2xl font-bold">{t("home.latest")}</h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {latest.map((item) => (
              <li key={item.id} className="flex flex-col overflow-hidden rounded-lg border border-slate-200">
                {item.image ? (
                  <img src={item.image} alt={item.alt ?? ""} width={320} height={180} loading="lazy" className="aspect-video w-full bg-slate-100 object-cover" />
                ) : null}
                <div className="flex flex-1 flex-col p-3">
                  <p className="text-sm font-semibold uppercase text-slate-700">{item.typeName}</p>
                  <h3 className="mt-1 font-bold">
                    {item.href ? (
                      <Link to={item.href} className="text-blue-800 hover:underline">{item.title}</Link>
                    ) : (
                      item.title
                    )}
                  </h3>
                  <p className="mt-auto pt-2 text-sm text-slate-700">
                    {formatDate(item.date)}
                    {item.readTime ? ` · ${t("home.readTime", { minutes: item.readTime })}` : ""}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </HomeLayout>
  );
}

export const meta: MetaFunction = ({ matches }) => {
  const root = matches.find((m) => m.id === "root")?.data as { settings?: { site_title?: string; site_description?: string } } | undefined;
  return [
    { title: root?.settings?.site_title ?? "IndiaAI" },
    { name: "description", content: root?.settings?.site_description ?? "" },
  ];
};
