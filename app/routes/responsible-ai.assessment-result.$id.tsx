import { data, redirect } from "react-router";
import { z } from "zod";
import { notFound, orNotFound } from "~/assessment/draft.server";
import { forgetAssessment, latestAssessmentId, rememberAssessment } from "~/assessment/latest.server";
import { AssessmentError, resultMeta } from "~/assessment/AssessmentError";
import { OwnerActions } from "~/assessment/OwnerActions";
import printStyles from "~/assessment/print.css?url";
import { ResultView } from "~/assessment/ResultView";
import { StandardLayout } from "~/chrome/Layouts";
import { isBot } from "~/forms/submission";
import { localePath, requestLanguage } from "~/i18n";
import { UpstreamError, upstreamErrorResponse } from "~/upstream/core.server";
import { changeSharing, deleteAssessment, getResult } from "~/upstream/assessment.server";
import "~/assessment/messages";
import { PERSONAL_PAGE } from "~/route-policy";
import type { Route } from "./+types/responsible-ai.assessment-result.$id";

/** The owner's result, like the draft's pages: never stored by a cache, whoever asks. */
export const handle = PERSONAL_PAGE;
const PRIVATE = { "Cache-Control": "private, no-store" };
export const headers: Route.HeadersFunction = () => PRIVATE;

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: printStyles }];

const Intent = z.enum(["share", "revoke", "delete"]);

/**
 * The owner's result (a signed-in owner's draft opens for them only; an anonymous one for
 * whoever holds its id): the report, and share, revoke, export, delete.
 */
export async function loader(args: Route.LoaderArgs) {
  const result = await orNotFound(args.params.id, (id) => getResult(args, id));
  const lang = requestLanguage(args.request);
  const shareUrl = result.share_id
    ? new URL(localePath(lang, `/responsible-ai/assessment-result/shared/${result.share_id}`), args.request.url).href
    : null;
  return data({ result, shareUrl }, { headers: { ...PRIVATE, "Set-Cookie": await rememberAssessment(args.request, result.id!) } });
}

export async function action(args: Route.ActionArgs) {
  const formData = await args.request.formData();
  const here = new URL(args.request.url).pathname;
  if (isBot(formData)) return redirect(here);
  const intent = Intent.safeParse(formData.get("intent"));
  if (!intent.success) throw new Response("Unknown action", { status: 400 });
  const id = await orNotFound(args.params.id, async (id) => id);
  const lang = requestLanguage(args.request);
  try {
    if (intent.data === "delete") {
      await deleteAssessment(args, id);
      const headers = (await latestAssessmentId(args.request)) === id ? { "Set-Cookie": await forgetAssessment(args.request) } : undefined;
      return redirect(`${localePath(lang, "/responsible-ai/assessment")}?deleted=1`, { headers });
    }
    await changeSharing(args, id, intent.data);
  } catch (error) {
    if (error instanceof UpstreamError && (error.status === 404 || error.status === 422)) throw notFound();
    return upstreamErrorResponse(error);
  }
  return redirect(`${here}#actions-heading`);
}

export default function AssessmentResultPage({ loaderData }: Route.ComponentProps) {
  const { result, shareUrl } = loaderData;
  return (
    <StandardLayout>
      <div className="mx-auto max-w-4xl">
        <ResultView result={result} />
        <OwnerActions id={result.id!} shareUrl={shareUrl} />
      </div>
    </StandardLayout>
  );
}

export { resultMeta as meta };

export function ErrorBoundary() {
  return <AssessmentError signInHint />;
}
