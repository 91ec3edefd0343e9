import { localRedirect } from "~/accounts/local-redirect.server";
import type { Route } from "./+types/colleges-old";

/** docs/product/campaigns.md#the-blank-page-and-old-addresses's /colleges-old: the old colleges address, moved for good to /colleges (and /hi/…). */
export function loader({ request }: Route.LoaderArgs) {
  return localRedirect(request, "/colleges", 301);
}
