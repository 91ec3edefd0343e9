import { localRedirect } from "~/accounts/local-redirect.server";
import type { Route } from "./+types/pages._index";

/** /pages has no page of its own: it is the list of the pages the user manages. */
export function loader({ request }: Route.LoaderArgs) {
  return localRedirect(request, "/pages/all");
}
