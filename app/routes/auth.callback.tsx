import { redirect, type LoaderFunctionArgs } from "@remix-run/node";

/**
 * /auth/callback (SPEC §2): an alias of /callback, the one redirect URI registered with the
 * providers. The query (code, state, error) is passed on unchanged.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  return redirect(`/callback${new URL(request.url).search}`);
}
