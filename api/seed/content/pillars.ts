import { OTHER, TREND } from "./tags";

/** A home pillar; its hub page lists the items carrying `tag`. */
export interface SeedPillar {
  title: string;
  heading: string;
  name: string;
  slug: string;
  image_url: string;
  tag: string;
  body: string;
}

const p = (slug: string, title: string, name: string, tag: string, heading: string, body: string[]): SeedPillar => ({
  slug,
  title,
  name,
  tag,
  heading: `<p>${heading}</p>`,
  image_url: `/images/pillars/${slug}.svg`,
  body: body.map((b) => `<p>${b}</p>`).join("\n") + "\n<p><em>This is sample content for the portal’s demonstration.</em></p>",
});

export const pillars: SeedPillar[] = [
  p(
    "compute-capacity",
    "IndiaAI Compute Capacity",
    "Compute Capacity",
    TREND.compute,
    "Shared, subsidised GPU capacity for researchers, startups and public agencies.",
    [
      "Training and running modern AI models needs specialised hardware that few institutions can buy alone. This pillar brings together news, case studies and programmes about shared compute.",
      "Read how clusters are allocated, what users have built with them, and how to apply for capacity.",
    ],
  ),
  p(
    "innovation-centre",
    "IndiaAI Innovation Centre",
    "Innovation Centre",
    OTHER.foundation,
    "Foundation models and research built for Indian languages and needs.",
    [
      "The Innovation Centre pillar covers foundation models, evaluation sets and research that make AI work for India’s languages and contexts.",
      "Explore open models, benchmarks and the teams building them.",
    ],
  ),
  p(
    "datasets-platform",
    "IndiaAI Datasets Platform",
    "Datasets Platform",
    TREND.datasets,
    "Well-documented public datasets, with clear licences and privacy safeguards.",
    [
      "Good AI starts with good data. This pillar collects datasets, standards and stories about publishing data responsibly.",
      "Find datasets by sector and learn how departments prepare data for research use.",
    ],
  ),
  p(
    "application-development",
    "IndiaAI Application Development Initiative",
    "Application Development",
    OTHER.applications,
    "AI applications that solve real problems in agriculture, health, education and governance.",
    [
      "From crop advisories to diagnostic screening, this pillar shows AI applications in use and the evidence behind them.",
      "Case studies explain what worked, what did not, and what it took to scale.",
    ],
  ),
  p("future-skills", "IndiaAI FutureSkills", "FutureSkills", TREND.skilling, "Courses, scholarships and career paths in AI and data.", [
    "This pillar brings together learning resources for students, workers, teachers and officials.",
    "Browse courses by level, explore job roles and read about programmes that open AI careers to more people.",
  ]),
  p(
    "startup-financing",
    "IndiaAI Startup Financing",
    "Startup Financing",
    OTHER.financing,
    "Capital, compute credits and first customers for AI startups.",
    [
      "Early-stage AI companies need patient capital and a chance to prove their products. This pillar lists funds, incubators and financing news.",
      "Learn what investors look for and how public pilots can become first contracts.",
    ],
  ),
  p(
    "safe-and-trusted-ai",
    "Safe & Trusted AI",
    "Safe & Trusted AI",
    TREND.responsible,
    "Tools, standards and institutions for fair, safe and accountable AI.",
    [
      "Trust is earned through testing, documentation and accountability. This pillar covers responsible AI research, standards and practice.",
      "Read about fairness testing, impact assessment and how to raise concerns about an AI system.",
    ],
  ),
];
