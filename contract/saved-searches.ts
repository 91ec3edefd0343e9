import { z } from "zod";
import { Lang } from "./lang";
import { SearchQuery } from "./search";
import { ALERT_FREQUENCIES, SAVED_SEARCH_NAME_MAX } from "./saved-searches-constants";

export { ALERT_FREQUENCIES, SAVED_SEARCH_NAME_MAX } from "./saved-searches-constants";

/** How often a saved search sends its new items by e-mail (decision 0104). */
export const AlertFrequency = z.enum(ALERT_FREQUENCIES);
export type AlertFrequency = z.infer<typeof AlertFrequency>;

/** Saved searches one user may keep. */
export const SAVED_SEARCHES_MAX = 50;

const Name = z.string().trim().min(1).max(SAVED_SEARCH_NAME_MAX);

/**
 * The search exactly as the results page carries it in `queryData`, without the paging offset
 * (a saved search always starts from its first result).
 */
export const SavedQuery = SearchQuery.omit({ nextIndex: true, tagsSearched: true });
export type SavedQuery = z.infer<typeof SavedQuery>;

export const SavedSearch = z.object({
  id: z.number().int(),
  name: z.string(),
  queryData: SavedQuery,
  alert: AlertFrequency,
  /** The language the search was saved in: its alerts are written in it. */
  lang: Lang,
  created_at: z.string(),
  updated_at: z.string(),
});
export type SavedSearch = z.infer<typeof SavedSearch>;

/** POST /api/web/saved-searches (the language of saving is the call's `?lang=`). */
export const SavedSearchCreate = z.object({
  name: Name,
  queryData: SavedQuery,
  alert: AlertFrequency.default("none"),
});
export type SavedSearchCreate = z.input<typeof SavedSearchCreate>;

/** POST /api/web/saved-searches/:id: the name, the alert, or both. */
export const SavedSearchUpdate = z
  .object({ name: Name.optional(), alert: AlertFrequency.optional() })
  .refine((v) => v.name !== undefined || v.alert !== undefined, { message: "Give a name or an alert" });
export type SavedSearchUpdate = z.input<typeof SavedSearchUpdate>;

export const SavedSearchIdParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});

export const SavedSearchResponse = z.object({ data: SavedSearch });
export const SavedSearchListResponse = z.object({ data: z.array(SavedSearch) });
export type SavedSearchListResponse = z.infer<typeof SavedSearchListResponse>;
