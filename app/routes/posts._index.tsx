import { redirect } from "@remix-run/node";

/** /posts has no page of its own: it is My Uploads. */
export function loader() {
  return redirect("/posts/all");
}
