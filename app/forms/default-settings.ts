import type { SettingsConfig } from "../../contract";

/**
 * The site settings used when the upstream is down and nothing is cached yet (the root loader)
 * and on error screens the root loader did not reach (useChrome): the page still renders.
 */
export const DEFAULT_SETTINGS: SettingsConfig = {
  product_name: "IndiaAI",
  site_title: "IndiaAI",
  site_description: "The national AI portal of India.",
  support_email: "support@indiaai.example",
  tags: { facebook_link: null, linkedin_link: null, twitter_link: null, insta_link: null, youtube_link: null },
  ministry_logos: [],
  lang: "en",
};
