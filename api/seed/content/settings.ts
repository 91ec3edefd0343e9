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
  /** Footer roundels: generic sample artwork, each linked to the ministry's official website. */
  ministry_logos: [
    ["Ministry of Electronics and Information Technology", "electronics-it", "https://www.meity.gov.in/"],
    ["Ministry of Agriculture and Farmers Welfare", "agriculture", "https://agriwelfare.gov.in/"],
    ["Ministry of Health and Family Welfare", "health", "https://mohfw.gov.in/"],
    ["Ministry of Education", "education", "https://www.education.gov.in/"],
    ["Ministry of Skill Development and Entrepreneurship", "skill-development", "https://www.msde.gov.in/"],
    ["Ministry of Science and Technology", "science-technology", "https://dst.gov.in/"],
  ].map(([name, logo, link]) => ({ name, image_url: `/images/logos/${logo}.svg`, link })),
};
