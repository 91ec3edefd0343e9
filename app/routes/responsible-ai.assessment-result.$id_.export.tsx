import { orNotFound } from "~/assessment/draft.server";
import { exportAssessment } from "~/upstream/assessment.server";
import "~/assessment/messages";
import type { Route } from "./+types/responsible-ai.assessment-result.$id_.export";

/** The answers as a JSON file to keep, and to import again to continue (the start page's form). */
export async function loader(args: Route.LoaderArgs) {
  const document = await orNotFound(args.params.id, (id) => exportAssessment(args, id));
  return new Response(JSON.stringify(document, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="responsible-ai-assessment-${document.version}.json"`,
      "Cache-Control": "private, no-store",
    },
  });
}
