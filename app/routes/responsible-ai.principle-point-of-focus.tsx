import { guidanceLoader } from "~/responsible-ai/page.server";
import type { Route } from "./+types/responsible-ai.principle-point-of-focus";

export const loader = (args: Route.LoaderArgs) => guidanceLoader(args, "principles");

export { GuidancePage as default, guidanceMeta as meta, GuidanceError as ErrorBoundary } from "~/components/guidance/GuidancePage";
