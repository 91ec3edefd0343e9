import { guidanceLoader } from "~/guidance/page.server";
import type { Route } from "./+types/responsible-ai.principle-point-of-focus";

export const loader = (args: Route.LoaderArgs) => guidanceLoader(args, "principles");

export { GuidancePage as default, guidanceMeta as meta, GuidanceError as ErrorBoundary } from "~/guidance/GuidancePage";
