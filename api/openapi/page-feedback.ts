import * as contract from "../../contract";
import { json, type OpenApiContext } from "./context";

/** What readers tell us (docs/product/editorial.md#what-readers-tell-us). */
export function registerPageFeedbackPaths({ error, path, body, lang, moderatorOnly }: OpenApiContext): void {
  path(
    "post",
    "/web/page-feedback",
    "Was this page useful? Yes or no, with an optional comment on a no (no visitor data is kept); the page's language from `lang`",
    contract.Ok,
    { body: body(contract.PageFeedbackRequest), query: lang },
    { 429: json(error, "Too many answers"), 413: json(error, "Too large") },
  );
  path(
    "get",
    "/moderation/page-feedback",
    "For editors: per page views and yes/no answers, the newest comments, and per day the searches that found nothing and the questions the assistant could not answer (India days `from` to `to`, default the last 30; optionally one `language`)",
    contract.PageFeedbackReport,
    { query: contract.PageFeedbackQuery },
    moderatorOnly,
    true,
  );
}
