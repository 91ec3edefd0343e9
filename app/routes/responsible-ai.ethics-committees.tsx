import { guidanceLoader } from "~/guidance/page.server";
import type { Route } from "./+types/responsible-ai.ethics-committees";

export const loader = (args: Route.LoaderArgs) => guidanceLoader(args, "committees");

export { GuidancePage as default, guidanceMeta as meta, GuidanceError as ErrorBoundary } from "~/guidance/GuidancePage";
