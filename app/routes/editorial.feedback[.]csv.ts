import { feedbackCsv } from "~/feedback/csv.server";
import { PERSONAL_PAGE } from "~/route-policy";
import type { Route } from "./+types/editorial.feedback[.]csv";

/** One person's own file: never kept in the shared page cache. */
export const handle = PERSONAL_PAGE;

/** One list of the desk's "What readers tell us" as CSV (app/feedback/csv.server.ts). */
export async function loader(args: Route.LoaderArgs) {
  return feedbackCsv(args);
}
