import type { MetaFunction } from "@remix-run/node";
import { NotFound } from "~/components/chrome/ErrorScreens";
import { StandardLayout } from "~/components/chrome/Layouts";

/**
 * Every URL no other route claims: 404 with the not-found page. Throwing from a loader (rather
 * than letting Remix find no match) keeps the root loader, so the header and footer render.
 */
export async function loader() {
  throw new Response("Not Found", { status: 404 });
}

export default function CatchAll() {
  return null;
}

export function ErrorBoundary() {
  return (
    <StandardLayout>
      <NotFound />
    </StandardLayout>
  );
}

export const meta: MetaFunction = () => [{ title: "404: This page could not be found" }];
