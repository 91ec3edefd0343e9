import {
  HomePillarResponse,
  SettingsConfigResponse,
  TagGroupResponse,
  type PillarSection,
  type SettingsConfig,
  type Tag,
} from "../../contract";
import { cached } from "./cache.server";
import { upstreamCall, type UpstreamArgs, upstreamScope } from "./core.server";

/** Chrome data changes rarely: fresh for a minute, then served stale while it refreshes. */
export const CHROME_TTL_MS = 60_000;

function chromeCached<T>(args: UpstreamArgs, path: string, load: () => Promise<T>) {
  return cached({
    key: `${upstreamScope(args)}${path}`,
    shortfall: args.context.shortfall,
    ttlMs: CHROME_TTL_MS,
    getFresh: load,
    onRefreshError: (error) => args.context.logger.warn({ path, err: String(error) }, "serving stale chrome data"),
  });
}

/** GET /api/web/settings?config=true: stored as the settings tags, on every layout. */
export function getSettingsConfig(args: UpstreamArgs): Promise<SettingsConfig> {
  const path = "/api/web/settings?config=true";
  return chromeCached(args, path, async () => (await upstreamCall(args, { path, schema: SettingsConfigResponse, auth: "none" })).data);
}

/** GET /api/web/page/home-pillar: data.sections (the Pillars menu and the home page). */
export function getHomePillars(args: UpstreamArgs): Promise<PillarSection[]> {
  const path = "/api/web/page/home-pillar";
  return chromeCached(args, path, async () => (await upstreamCall(args, { path, schema: HomePillarResponse, auth: "none" })).data.sections);
}

/** GET /api/web/tag/group/sector: the 5 tags of the Sectors menu. */
export function getSectorTags(args: UpstreamArgs): Promise<Tag[]> {
  const path = "/api/web/tag/group/sector";
  return chromeCached(args, path, async () => (await upstreamCall(args, { path, schema: TagGroupResponse, auth: "none" })).groupTags);
}

/** GET /api/web/tag/group/trending-tags. */
export function getTrendingTags(args: UpstreamArgs): Promise<Tag[]> {
  const path = "/api/web/tag/group/trending-tags";
  return chromeCached(args, path, async () => (await upstreamCall(args, { path, schema: TagGroupResponse, auth: "none" })).groupTags);
}
