/**
 * Tag names used by the sample content. Items refer to these constants so a typo cannot
 * split one tag into two. The sector and trending groups are exported from index.ts.
 */
export const SECTOR = {
  agriculture: "Agriculture",
  healthcare: "Healthcare",
  education: "Education",
  governance: "Governance",
  finance: "Finance",
} as const;

export const TREND = {
  genai: "Generative AI",
  responsible: "Responsible AI",
  language: "Language Technology",
  compute: "AI Compute",
  dpi: "Digital Public Infrastructure",
  skilling: "Skilling",
  startups: "Startups",
  datasets: "Datasets",
  climate: "Climate",
  cyber: "Cybersecurity",
} as const;

/** Tags that only some items carry (not in a menu group). */
export const OTHER = {
  foundation: "Foundation Models",
  applications: "AI Applications",
  financing: "Startup Financing",
  research: "Research",
  manufacturing: "Manufacturing",
  mobility: "Mobility",
  geospatial: "Geospatial",
  standards: "Standards",
  international: "International Cooperation",
  careers: "Careers",
  stateGov: "State Government",
  privacy: "Data Privacy",
} as const;
