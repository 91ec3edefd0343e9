import { Link } from "react-router";
import { z } from "zod";
import { consultationAction, loadConsultation } from "~/campaigns/consultation.server";
import { isOpen } from "~/campaigns/present";
import { StandardLayout } from "~/chrome/Layouts";
import { InLanguage } from "~/chrome/Language";
import { BrowseError } from "~/content/BrowseError";
import { pageTitleClass } from "~/content/styles";
import { ConsultationForm } from "~/campaigns/ConsultationForm";
import { pageMeta } from "~/forms/page-meta";
import { useLocalePath, useT, type Language } from "~/i18n";
import "~/campaigns/messages";
import type { PolicyHandle } from "~/route-policy";
import type { Route } from "./+types/consultation.$slug.feedback";

/** Feedback may carry one attachment of up to 5 MB; the body may be larger, so an oversize file gets the form's own message with the typing kept. */
export const handle = { policy: { upload: { files: true, maxBytes: 12 * 1024 * 1024 } } } satisfies PolicyHandle;

const Params = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,200}$/) });

function slugOf(params: unknown): string {
  const parsed = Params.safeParse(params);
  if (!parsed.success) throw new Response("Not Found", { status: 404 });
  return parsed.data.slug;
}

/**
 * The consultation feedback form on its own page: where the consultation page's form posts
 * (multipart, JavaScript or not) and comes back to with errors and what was typed.
 */
export async function loader(args: Route.LoaderArgs) {
  const campaign = await loadConsultation(args, slugOf(args.params));
  return { campaign };
}

export async function action(args: Route.ActionArgs) {
  return consultationAction(args, slugOf(args.params));
}

export default function ConsultationFeedback({ loaderData, actionData }: Route.ComponentProps) {
  const { campaign } = loaderData;
  const t = useT();
  const lp = useLocalePath();
  return (
    <StandardLayout>
      <div className="mx-auto max-w-3xl">
        <InLanguage lang={campaign.lang as Language}>
          <h1 className={pageTitleClass}>{t("campaigns.form.titleOn", { title: campaign.title })}</h1>
        </InLanguage>
        <p className="mt-3">
          <Link to={lp(`/${campaign.slug}`)} className="font-semibold text-blue-800 underline">
            {t("campaigns.submitted.back")}
          </Link>
        </p>
        <div className="mt-6">
          {isOpen(campaign.status) ? (
            <ConsultationForm slug={campaign.slug} sections={campaign.sections} result={actionData?.result} />
          ) : (
            <p className="text-lg font-semibold" role="status">
              {t("campaigns.consultation.closed")}
            </p>
          )}
        </div>
      </div>
    </StandardLayout>
  );
}

export const meta = pageMeta("campaigns.form.title");

export function ErrorBoundary() {
  return <BrowseError />;
}
