import type { LoaderFunctionArgs } from "@remix-run/node";
import { localRedirect } from "~/session/local-redirect.server";

/** /pages has no page of its own: it is the list of the pages the user manages. */
export function loader({ request }: LoaderFunctionArgs) {
  return localRedirect(request, "/pages/all");
}
