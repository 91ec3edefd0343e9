/**
 * The Responsible-AI guidance pages (docs/product/guidance.md#guidance-pages): address, the API page that holds their text, and
 * the anchor of each <h2> of that text, in order. Client-safe: the section navigation, the footer
 * link and the sitemap read it too.
 *
 * Anchors go by position because both sanitisers (the API's and the portal's) drop `id`
 * attributes from upstream HTML; the English and Hindi texts keep their <h2>s in this order
 * (tests/guidance/content.test.ts), so #safety or #design lead to the same section in both
 * languages, and the self-assessment can link to them.
 */
import "~/guidance/messages";

export const GUIDANCE_PAGES = [
  {
    key: "homepage",
    path: "/responsible-ai/homepage",
    slug: "responsible-ai-homepage",
    label: "guidance.nav.homepage",
    anchors: ["guidance", "assessment", "how-to-use"],
  },
  {
    key: "principles",
    path: "/responsible-ai/principle-point-of-focus",
    slug: "responsible-ai-principle-point-of-focus",
    label: "guidance.nav.principles",
    anchors: ["safety", "equality", "inclusivity", "privacy", "transparency", "accountability", "human-values", "together"],
  },
  {
    key: "architect",
    path: "/responsible-ai/architect-guide",
    slug: "responsible-ai-architect-guide",
    label: "guidance.nav.architect",
    anchors: ["design", "data", "build", "test", "deploy", "monitor", "retire"],
  },
  {
    key: "committees",
    path: "/responsible-ai/ethics-committees",
    slug: "responsible-ai-ethics-committees",
    label: "guidance.nav.committees",
    anchors: ["models", "membership", "when-review", "how-review-works", "records"],
  },
  {
    key: "governance",
    // docs/product/guidance.md#guidance-pages spells the address this way; it is kept so existing links keep working.
    path: "/responsible-ai/goverance-framework",
    slug: "responsible-ai-goverance-framework",
    label: "guidance.nav.governance",
    anchors: ["roles", "impact-levels", "approvals", "grievances", "incidents", "review"],
  },
] as const;

export type GuidancePage = (typeof GUIDANCE_PAGES)[number];
export type GuidanceKey = GuidancePage["key"];

export const GUIDANCE_HOME = GUIDANCE_PAGES[0].path;
/** The self-assessment (built beside these pages); the section navigation links to it. */
export const ASSESSMENT_PATH = "/responsible-ai/assessment";

export const GUIDANCE_PATHS: string[] = GUIDANCE_PAGES.map((p) => p.path);

export function guidancePage(key: GuidanceKey): GuidancePage {
  return GUIDANCE_PAGES.find((p) => p.key === key)!;
}
