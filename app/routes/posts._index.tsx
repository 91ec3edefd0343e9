import type { LoaderFunctionArgs } from "@remix-run/node";
import { localRedirect } from "~/session/local-redirect.server";

/** /posts has no page of its own: it is My Uploads. */
export function loader({ request }: LoaderFunctionArgs) {
  return localRedirect(request, "/posts/all");
}
