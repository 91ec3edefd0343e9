import { Link } from "react-router";
import { StandardLayout } from "~/chrome/Layouts";
import { pageTitleClass } from "~/content/styles";
import { pageMeta } from "~/forms/page-meta";
import { useLocalePath, useT } from "~/i18n";
import "~/campaigns/messages";
import type { Route } from "./+types/consultation.$slug.submitted";

const REFERENCE = /^PC-\d{4}-\d{6}$/;
const SLUG = /^[a-z0-9-]{1,200}$/;

/**
 * The confirmation after consultation feedback (post/redirect/get): the reference comes in the
 * address, so reloading or bookmarking the page keeps showing it. A quiet bot gets no reference.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const { slug } = params;
  if (!SLUG.test(slug)) throw new Response("Not Found", { status: 404 });
  const ref = new URL(request.url).searchParams.get("ref") ?? "";
  return { slug, reference: REFERENCE.test(ref) ? ref : null };
}

export default function ConsultationSubmitted({ loaderData }: Route.ComponentProps) {
  const { slug, reference } = loaderData;
  const t = useT();
  const lp = useLocalePath();
  return (
    <StandardLayout>
      <div className="mx-auto max-w-2xl">
        <div className="rounded border-4 border-green-800 bg-green-50 p-6" role="status">
          <h1 className={pageTitleClass}>{t("campaigns.submitted.title")}</h1>
          {reference ? (
            <p className="mt-4 text-lg">
              {t("campaigns.submitted.reference")}:{" "}
              <strong className="text-2xl" data-testid="reference">
                {reference}
              </strong>
            </p>
          ) : (
            <p className="mt-4 text-lg">{t("campaigns.submitted.noReference")}</p>
          )}
        </div>
        {reference ? <p className="mt-4">{t("campaigns.submitted.mailed")}</p> : null}
        <p className="mt-6">
          <Link to={lp(`/${slug}`)} className="font-semibold text-blue-800 underline">
            {t("campaigns.submitted.back")}
          </Link>
        </p>
      </div>
    </StandardLayout>
  );
}

export const meta = pageMeta("campaigns.submitted.title");
