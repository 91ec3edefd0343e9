import { guidanceLoader } from "~/guidance/page.server";
import type { Route } from "./+types/responsible-ai.goverance-framework";

export const loader = (args: Route.LoaderArgs) => guidanceLoader(args, "governance");

export { GuidancePage as default, guidanceMeta as meta, GuidanceError as ErrorBoundary } from "~/guidance/GuidancePage";
