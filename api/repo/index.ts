export { insertAuthor, insertCollection, insertPreparedCollections, prepareCollection, upsertTags } from "./content";
export { setSetting, getSettings, upsertPillar, upsertPage, setTagGroup, addSpamCategories } from "./site";
export type { PillarInput, PageInput } from "./site";
export { sanitizeBody, htmlToText } from "./html";
export { slugify } from "./slug";
export { nowIso, toIso } from "./time";
