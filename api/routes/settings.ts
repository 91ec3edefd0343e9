import { Router } from "express";
import { z } from "zod";
import { MinistryLogo, SettingsConfigResponse, SettingsMetaResponse, type SettingsConfig } from "../../contract";
import type { ApiContext } from "../context";
import { BAD_INPUT, handler, HttpError, parseInput, reply } from "../http";
import { getSettings } from "../repo";

const SettingsQuery = z.object({
  config: z.enum(["true", "false"]).optional(),
  meta: z.enum(["true", "false"]).optional(),
});

const LINKS = ["facebook_link", "linkedin_link", "twitter_link", "insta_link", "youtube_link"] as const;

function logos(text: string | undefined) {
  if (!text) return [];
  try {
    return z.array(MinistryLogo).parse(JSON.parse(text));
  } catch {
    return [];
  }
}

export function settingsRoutes(ctx: ApiContext): Router {
  const router = Router();
  router.get(
    "/web/settings",
    handler(async (req, res) => {
      const query = parseInput(SettingsQuery, req.query, "query");
      if (query.config !== "true" && query.meta !== "true") {
        throw new HttpError(BAD_INPUT, "Ask for config=true or meta=true", { config: ["Expected config=true or meta=true"] });
      }
      const s = await getSettings(ctx.db);
      const tags = Object.fromEntries(LINKS.map((k) => [k, s.get(k) || null])) as SettingsConfig["tags"];
      const siteTitle = s.get("site_title") ?? "IndiaAI";
      const siteDescription = s.get("site_description") ?? "";
      res.setHeader("Cache-Control", "public, max-age=60, stale-while-revalidate=600");
      if (query.config === "true") {
        reply(res, SettingsConfigResponse, {
          data: {
            product_name: s.get("product_name") ?? "IndiaAI",
            site_title: siteTitle,
            site_description: siteDescription,
            support_email: s.get("support_email") ?? "",
            tags,
            ministry_logos: logos(s.get("ministry_logos")),
          },
        });
        return;
      }
      reply(res, SettingsMetaResponse, {
        data: { title: s.get("meta_title") ?? siteTitle, description: s.get("meta_description") ?? siteDescription, tags },
      });
    }),
  );
  return router;
}
