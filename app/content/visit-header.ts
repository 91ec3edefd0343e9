/**
 * The detail loader names the item a page shows in this response header; the server logs the
 * visit (GET /api/log/{id}) for every reader it answers, from a fresh render or the page cache,
 * and takes the header off (server/app.ts). A page served from the page cache runs no loader,
 * so the loader cannot count it itself.
 */
export const VISIT_LOG_HEADER = "x-visit-log";
