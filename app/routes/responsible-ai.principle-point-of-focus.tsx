import type { LoaderFunctionArgs } from "@remix-run/node";
import { guidanceLoader } from "~/responsible-ai/page.server";

export const loader = (args: LoaderFunctionArgs) => guidanceLoader(args, "principles");

export { GuidancePage as default, guidanceMeta as meta, GuidanceError as ErrorBoundary } from "~/components/guidance/GuidancePage";
