import { redirect } from "react-router";
import { AUTH_ROUTE } from "~/route-policy";
import type { Route } from "./+types/auth.callback";

/** Sign-in and account recovery: their posts count against the auth rate tier. */
export const handle = AUTH_ROUTE;

/**
 * /auth/callback (docs/product/accounts.md#social-sign-in): an alias of /callback, the one redirect URI registered with the
 * providers. The query (code, state, error) is passed on unchanged.
 */
export async function loader({ request }: Route.LoaderArgs) {
  return redirect(`/callback${new URL(request.url).search}`);
}
