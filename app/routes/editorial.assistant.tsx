import { AssistantQuestions } from "~/editorial/AssistantQuestions";
import { DeskErrorBoundary } from "~/editorial/DeskPage";
import { loadAssistantQuestions } from "~/editorial/assistant.server";
import { pageMeta } from "~/forms/page-meta";
import { PERSONAL_PAGE } from "~/route-policy";
import type { Route } from "./+types/editorial.assistant";

/** One person's own page: never kept in the shared page cache. */
export const handle = PERSONAL_PAGE;

/** The desk's assistant questions: unanswered ones, and answers visitors said did not help (with reasons). */
export async function loader(args: Route.LoaderArgs) {
  return loadAssistantQuestions(args);
}

export default function EditorialAssistant({ loaderData }: Route.ComponentProps) {
  return <AssistantQuestions {...loaderData} />;
}

export const meta = pageMeta("editorial.assistant.title", [{ name: "robots", content: "noindex" }]);

export const ErrorBoundary = DeskErrorBoundary;
