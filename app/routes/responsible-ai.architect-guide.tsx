import { guidanceLoader } from "~/guidance/page.server";
import type { Route } from "./+types/responsible-ai.architect-guide";

export const loader = (args: Route.LoaderArgs) => guidanceLoader(args, "architect");

export { GuidancePage as default, guidanceMeta as meta, GuidanceError as ErrorBoundary } from "~/guidance/GuidancePage";
