import { z } from "zod";
import { ALERT_FREQUENCIES, SAVED_SEARCH_NAME_MAX, SavedQuery } from "../../contract/saved-searches";

/** The default name of a saved search: its words, else its tag ("All results" is the action's). */
export { defaultName } from "../../contract/saved-searches-constants";

/**
 * The saved-search forms (the search page's "Save this search", /profile's change and delete),
 * one schema for the browser and the action. Messages are dictionary keys.
 */
const Alert = z.enum(ALERT_FREQUENCIES, { message: "alerts.error.alert" });
const Id = z.coerce
  .number({ message: "alerts.error.gone" })
  .int()
  .positive()
  .max(2 ** 31 - 1);
const Name = z.string({ message: "alerts.error.name" }).trim().min(1, "alerts.error.name").max(SAVED_SEARCH_NAME_MAX, "alerts.error.name");

/** The results page's query as the hidden field carries it (JSON), checked with the contract. */
const QueryData = z.string({ message: "alerts.error.query" }).transform((text, ctx) => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  const query = SavedQuery.safeParse(parsed);
  if (!query.success) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: "alerts.error.query" });
    return z.NEVER;
  }
  return query.data;
});

export const SavedSearchForm = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("create"),
    queryData: QueryData,
    // Empty: named after the search itself (the action fills it in).
    name: z.string().trim().max(SAVED_SEARCH_NAME_MAX, "alerts.error.name").optional(),
    alert: Alert,
  }),
  z.object({ intent: z.literal("update"), id: Id, name: Name, alert: Alert }),
  z.object({ intent: z.literal("delete"), id: Id }),
]);
export type SavedSearchForm = z.infer<typeof SavedSearchForm>;
