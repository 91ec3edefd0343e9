/** Site settings (GET /api/web/settings). Links and addresses are clearly sample values. */
export const settings = {
  product_name: "IndiaAI",
  site_title: "IndiaAI Portal",
  site_description:
    "News, research, datasets, courses and the people and organisations of India’s national AI programme. This installation shows sample content for demonstration.",
  meta_title: "IndiaAI Portal — sample content",
  meta_description: "Explore articles, research, datasets, events and the AI ecosystem of India (sample content).",
  support_email: "support@indiaai.example",
  tags: {
    facebook_link: "https://www.facebook.com/IndiaAI.sample",
    linkedin_link: "https://www.linkedin.com/company/indiaai-sample",
    twitter_link: "https://x.com/IndiaAI_sample",
    insta_link: "https://www.instagram.com/indiaai.sample",
    youtube_link: "https://www.youtube.com/@IndiaAI-sample",
  },
  /** Footer roundels; generic sample artwork, linked to the portal's own ministry pages. */
  ministry_logos: [
    ["Ministry of Electronics and Information Technology", "electronics-it"],
    ["Ministry of Agriculture and Farmers Welfare", "agriculture"],
    ["Ministry of Health and Family Welfare", "health"],
    ["Ministry of Education", "education"],
    ["Ministry of Skill Development and Entrepreneurship", "skill-development"],
    ["Ministry of Science and Technology", "science-technology"],
  ].map(([name, logo]) => ({
    name,
    image_url: `/images/logos/${logo}.svg`,
    link: `/ministries/${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`,
  })),
};
