import { localRedirect } from "~/accounts/local-redirect.server";
import type { Route } from "./+types/posts._index";

/** /posts has no page of its own: it is My Uploads. */
export function loader({ request }: Route.LoaderArgs) {
  return localRedirect(request, "/posts/all");
}
