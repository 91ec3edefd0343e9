import type { CollectionInput } from "../../../contract";
import { item, type Theme } from "./helpers";
import { OTHER, SECTOR, TREND } from "./tags";

const GOVERNMENT = 23;

type Offer = [
  title: string,
  slug: string,
  excerpt: string,
  body: string,
  tags: string[],
  theme: Theme,
  date: string,
  state?: string,
  featured?: boolean,
];

/** Central offerings (head_category "initiatives-and-offerings"); programme names are invented. */
const offerings: Offer[] = [
  [
    "AI Compute Portal",
    "ai-compute-portal",
    "One place to request subsidised GPU capacity for research and startups.",
    "Eligible applicants choose a capacity bundle, describe their project and receive an allocation with usage reports.",
    [TREND.compute, TREND.dpi],
    "compute",
    "2024-05-06",
    undefined,
    true,
  ],
  [
    "Open Government Data for AI",
    "open-government-data-for-ai",
    "Catalogue of public datasets ready for AI research.",
    "Datasets come with standard metadata, licences and, where needed, access through secure research environments.",
    [TREND.datasets, SECTOR.governance],
    "data",
    "2024-11-11",
  ],
  [
    "Language Translation Service for Departments",
    "language-translation-service-departments",
    "Shared translation and speech services for government websites and helplines.",
    "Departments integrate translation, transcription and text-to-speech through a common interface with usage-based limits.",
    [TREND.language, TREND.dpi, SECTOR.governance],
    "language",
    "2025-07-21",
  ],
  [
    "FutureSkills Learning Platform",
    "futureskills-learning-platform",
    "Free courses and certifications in AI and data skills.",
    "Learners choose from beginner to advanced tracks, with assessments and certificates recognised by partner employers.",
    [TREND.skilling, SECTOR.education],
    "skilling",
    "2026-04-27",
  ],
];

/** State initiatives (head_category "state-initiatives"); names are invented. */
const stateInitiatives: Offer[] = [
  [
    "Tamil Nadu Health AI Pilots",
    "tamil-nadu-health-ai-pilots",
    "Pilots of AI screening tools in primary health centres.",
    "The state health department runs prospective evaluations before any tool is scaled, with results published.",
    [SECTOR.healthcare, OTHER.stateGov],
    "healthcare",
    "2024-08-05",
    "Tamil Nadu",
  ],
  [
    "Telangana Agri Data Exchange",
    "telangana-agri-data-exchange",
    "A consent-based data exchange for agricultural services.",
    "Farmers can share land, crop and soil records with service providers of their choice.",
    [SECTOR.agriculture, TREND.dpi, OTHER.stateGov],
    "agriculture",
    "2025-03-17",
    "Telangana",
    true,
  ],
  [
    "Kerala Digital Literacy for AI",
    "kerala-digital-literacy-ai",
    "Community sessions on safe use of AI tools.",
    "Libraries and self-help groups host sessions on using chat assistants safely and spotting deepfakes.",
    [TREND.skilling, TREND.cyber, OTHER.stateGov],
    "skilling",
    "2025-11-03",
    "Kerala",
  ],
  [
    "Gujarat Grievance Analytics",
    "gujarat-grievance-analytics",
    "Analytics to route and track public grievances.",
    "Grievances are classified and routed automatically, with dashboards for officials on resolution times.",
    [SECTOR.governance, OTHER.stateGov],
    "governance",
    "2026-06-08",
    "Gujarat",
  ],
];

type Ministry = [name: string, logo: string, focus: string, tags: string[], date: string, featured?: boolean];

/** Real ministry names with generic, illustrative descriptions and invented roundels (not real emblems). */
const ministries: Ministry[] = [
  [
    "Ministry of Electronics and Information Technology",
    "electronics-it",
    "digital public infrastructure, AI compute, datasets and skilling programmes",
    [SECTOR.governance, TREND.compute, TREND.dpi],
    "2024-01-15",
    true,
  ],
  [
    "Ministry of Agriculture and Farmers Welfare",
    "agriculture",
    "crop advisories, crop insurance assessment and market information for farmers",
    [SECTOR.agriculture, SECTOR.governance],
    "2024-01-15",
    true,
  ],
  [
    "Ministry of Health and Family Welfare",
    "health",
    "screening tools, health records and disease surveillance",
    [SECTOR.healthcare, SECTOR.governance],
    "2024-01-15",
  ],
  [
    "Ministry of Education",
    "education",
    "adaptive learning, teacher training and AI curricula in schools and universities",
    [SECTOR.education, SECTOR.governance],
    "2024-01-15",
  ],
  [
    "Ministry of Skill Development and Entrepreneurship",
    "skill-development",
    "AI and data skilling, apprenticeships and job matching",
    [TREND.skilling, SECTOR.education],
    "2024-02-12",
  ],
  [
    "Ministry of Science and Technology",
    "science-technology",
    "research funding, supercomputing and AI research centres",
    [OTHER.research, TREND.compute],
    "2024-02-12",
  ],
  [
    "Ministry of Finance",
    "finance",
    "tax administration analytics, fraud detection and financial inclusion",
    [SECTOR.finance, SECTOR.governance],
    "2024-02-12",
  ],
  [
    "Ministry of Rural Development",
    "rural-development",
    "monitoring of rural works and livelihoods programmes with satellite imagery",
    [SECTOR.governance, OTHER.geospatial],
    "2024-03-11",
  ],
  [
    "Ministry of Jal Shakti",
    "jal-shakti",
    "water resource monitoring, flood forecasting and drinking water quality",
    [TREND.climate, SECTOR.governance],
    "2024-03-11",
  ],
  [
    "Ministry of Housing and Urban Affairs",
    "housing-urban-affairs",
    "urban planning, municipal services and grievance analytics",
    [SECTOR.governance, OTHER.mobility],
    "2024-03-11",
  ],
  [
    "Ministry of Road Transport and Highways",
    "road-transport",
    "road safety analytics, traffic management and vehicle services",
    [OTHER.mobility, SECTOR.governance],
    "2024-04-08",
  ],
  [
    "Ministry of Power",
    "power",
    "demand forecasting and grid management with renewable energy",
    [TREND.climate, SECTOR.governance],
    "2024-04-08",
  ],
  [
    "Ministry of Earth Sciences",
    "earth-sciences",
    "weather and monsoon forecasting, ocean and climate modelling",
    [TREND.climate, OTHER.research],
    "2024-04-08",
  ],
  [
    "Ministry of Commerce and Industry",
    "commerce-industry",
    "trade analytics, startup support and manufacturing competitiveness",
    [TREND.startups, OTHER.manufacturing, SECTOR.finance],
    "2024-05-13",
  ],
];

const slugify = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

export const government: CollectionInput[] = [
  ...offerings.map(([title, slug, excerpt, body, tags, theme, date, state, featured]) =>
    item(GOVERNMENT, {
      head: "initiatives-and-offerings",
      title,
      slug,
      excerpt,
      tags,
      theme,
      date,
      state: state ?? "Delhi",
      location: "New Delhi",
      featured,
      read_time: 2,
      body: [body, "The programme name and details are illustrative."],
    }),
  ),
  ...stateInitiatives.map(([title, slug, excerpt, body, tags, theme, date, state, featured]) =>
    item(GOVERNMENT, {
      head: "state-initiatives",
      title,
      slug,
      excerpt,
      tags,
      theme,
      date,
      state,
      featured,
      read_time: 2,
      body: [body, "The initiative and its details are illustrative."],
    }),
  ),
  ...ministries.map(([name, logo, focus, tags, date, featured]) =>
    item(GOVERNMENT, {
      head: "ministry",
      title: name,
      slug: slugify(name),
      date,
      featured,
      tags,
      state: "Delhi",
      location: "New Delhi",
      excerpt: `AI-related work and resources connected with the ${name}.`,
      image: { url: `/images/logos/${logo}.svg`, alt: `Generic roundel standing in for the ${name} logo` },
      read_time: 2,
      body: [
        `This page gathers portal content related to the ${name}, including work on ${focus}.`,
        "Descriptions here are illustrative summaries for the sample portal and are not official statements of the ministry.",
      ],
    }),
  ),
];

/** Logos shown in the site footer (see settings.ts). */
export const ministryLogoFiles = Object.fromEntries(ministries.map(([name, logo]) => [name, logo]));
