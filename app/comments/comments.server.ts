/**
 * The server half of the comments section, for a route's loader and action:
 *
 *   loader: const comments = await loadComments({ request, context, collectionId: item.id });
 *   action: export const action = (args) => handleCommentAction(args);
 *
 * Every action is an ordinary form post (an `intent` names it) that redirects back to the thread
 * (post/redirect/get), so it all works without JavaScript; the enhanced forms send `js=1` and get
 * a small data answer instead, and the router revalidates the page's loaders.
 */
export { cursorOf, loadComments, loadRepliesPage, loadThreadPage, signinHref } from "./thread-loader.server";
export { handleCommentAction } from "./thread-action.server";
