import { data } from "react-router";
import { orNotFound } from "~/assessment/draft.server";
import { AssessmentError, resultMeta } from "~/assessment/AssessmentError";
import printStyles from "~/assessment/print.css?url";
import { ResultView } from "~/assessment/ResultView";
import { StandardLayout } from "~/chrome/Layouts";
import { useT } from "~/i18n";
import { getSharedResult } from "~/upstream/assessment.server";
import "~/assessment/messages";
import type { Route } from "./+types/responsible-ai.assessment-result.shared.$shareId";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: printStyles }];

/**
 * A result read through its share link: read-only; a revoked or tampered link is a 404 at once.
 * So never kept by the page cache or a gateway: its owner can revoke it at any moment.
 */
const NOT_SHARED_CACHE = { "Cache-Control": "private, no-cache" };

export async function loader(args: Route.LoaderArgs) {
  return data(
    { result: await orNotFound(args.params.shareId, (shareId) => getSharedResult(args, shareId)) },
    { headers: NOT_SHARED_CACHE },
  );
}

export const headers: Route.HeadersFunction = () => NOT_SHARED_CACHE;

export default function SharedAssessmentResult({ loaderData }: Route.ComponentProps) {
  const { result } = loaderData;
  const t = useT();
  return (
    <StandardLayout>
      <div className="mx-auto max-w-4xl">
        <p role="note" className="mb-4 border-l-4 border-blue-800 bg-blue-50 p-3">
          {t("assessment.result.shared")}
        </p>
        <ResultView result={result} />
      </div>
    </StandardLayout>
  );
}

export { resultMeta as meta };

export function ErrorBoundary() {
  return <AssessmentError />;
}
