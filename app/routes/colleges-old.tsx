import type { LoaderFunctionArgs } from "@remix-run/node";
import { localRedirect } from "~/session/local-redirect.server";

/** SPEC §2's /colleges-old: the old colleges address, moved for good to /colleges (and /hi/…). */
export function loader({ request }: LoaderFunctionArgs) {
  return localRedirect(request, "/colleges", 301);
}
