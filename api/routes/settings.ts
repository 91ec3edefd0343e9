import { Router } from "express";
import { z } from "zod";
import { MinistryLogo, SettingsConfigResponse, SettingsMetaResponse, type SettingsConfig } from "../../contract";
import type { ApiContext } from "../context";
import { BAD_INPUT, handler, HttpError, parseInput, queryLang, reply } from "../http";
import { getSettings } from "../repo";
import { settingTexts } from "../repo/localize";
import { PUBLIC_CACHE } from "./cache-control";

const SettingsQuery = z.object({
  config: z.enum(["true", "false"]).optional(),
  meta: z.enum(["true", "false"]).optional(),
});

const LINKS = ["facebook_link", "linkedin_link", "twitter_link", "insta_link", "youtube_link"] as const;
/**
 * The texts each answer shows, translated as one set: when any of a set lacks a translation the
 * whole set stays English, so an answer is never half in one language (its `lang` says which).
 */
const CONFIG_TEXTS = ["site_title", "site_description"];
const META_TEXTS = ["meta_title", "meta_description"];

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
      const lang = queryLang(req);
      const [english, translated] = await Promise.all([getSettings(ctx.db), settingTexts(ctx.db, lang)]);
      const setLang = (keys: string[]) => (lang !== "en" && keys.every((k) => translated.has(k)) ? lang : "en");
      const answerLang = setLang(query.config === "true" ? CONFIG_TEXTS : META_TEXTS);
      const s = answerLang === "en" ? english : new Map([...english, ...translated]);
      const tags = Object.fromEntries(LINKS.map((k) => [k, english.get(k) || null])) as SettingsConfig["tags"];
      const siteTitle = s.get("site_title") ?? "IndiaAI";
      const siteDescription = s.get("site_description") ?? "";
      res.setHeader("Cache-Control", PUBLIC_CACHE);
      if (query.config === "true") {
        reply(res, SettingsConfigResponse, {
          data: {
            product_name: s.get("product_name") ?? "IndiaAI",
            site_title: siteTitle,
            site_description: siteDescription,
            support_email: s.get("support_email") ?? "",
            tags,
            ministry_logos: logos(s.get("ministry_logos")),
            lang: answerLang,
          },
        });
        return;
      }
      reply(res, SettingsMetaResponse, {
        data: {
          title: s.get("meta_title") ?? siteTitle,
          description: s.get("meta_description") ?? siteDescription,
          tags,
          lang: answerLang,
        },
      });
    }),
  );
  return router;
}
