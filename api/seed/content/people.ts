import type { CollectionInput } from "../../../contract";
import { item } from "./helpers";
import { OTHER, SECTOR, TREND } from "./tags";

const PEOPLE = 18;

type Pe = [name: string, slug: string, designation: string, organisation: string, bio: string, location: string, state: string, tags: string[], date: string, featured?: boolean];

/** Fictional people; organisations are the sample directory’s invented ones. */
const rows: Pe[] = [
  ["Ishita Banerjee", "ishita-banerjee", "Head of Research", "Hooghly College of Computational Sciences",
    "Ishita leads work on Bengali language processing and mentors student open-source contributors.",
    "Kolkata", "West Bengal", [TREND.language, OTHER.research], "2024-03-18", true],
  ["Raghav Pillai", "raghav-pillai", "Chief Technology Officer", "Indus Cloud Compute",
    "Raghav designs large GPU clusters and writes about making compute accessible to small research groups.",
    "Navi Mumbai", "Maharashtra", [TREND.compute, TREND.startups], "2024-06-10"],
  ["Dr. Sunita Hembrom", "sunita-hembrom", "Public Health Specialist", "Kaveri Institute of Health Sciences",
    "Sunita designs evaluations of digital health tools in tribal districts and trains health workers.",
    "Ranchi", "Jharkhand", [SECTOR.healthcare, TREND.responsible], "2024-09-16", true],
  ["Mohit Agarwal", "mohit-agarwal", "Founding Partner", "Regional Founders Fund",
    "Mohit invests in first-time founders in smaller cities and has backed several agritech startups.",
    "Lucknow", "Uttar Pradesh", [OTHER.financing, TREND.startups], "2024-12-09"],
  ["Anjali Verma", "anjali-verma", "Director, Digital Agriculture", "Vindhya Agricultural University",
    "Anjali runs field trials of AI advisories and trains extension officers in using model outputs.",
    "Rewa", "Madhya Pradesh", [SECTOR.agriculture, OTHER.research], "2025-02-17"],
  ["Yusuf Khan", "yusuf-khan", "Security Researcher", "Malabar Institute of Cybersecurity",
    "Yusuf studies attacks on machine learning systems and leads an annual AI red-teaming exercise.",
    "Kochi", "Kerala", [TREND.cyber, TREND.genai], "2025-05-26"],
  ["Lakshmi Narayanan", "lakshmi-narayanan", "Programme Lead, Teacher Development", "Himalayan Learning Network (fictional)",
    "Lakshmi designs teacher training on classroom technology and student data protection.",
    "Chennai", "Tamil Nadu", [SECTOR.education, TREND.skilling], "2025-08-11"],
  ["Gaurav Chaudhary", "gaurav-chaudhary", "Data Protection Officer", "Sample State Data Authority",
    "Gaurav advises departments on anonymisation, consent and publishing open datasets.",
    "Jaipur", "Rajasthan", [TREND.datasets, SECTOR.governance, OTHER.privacy], "2025-10-20"],
  ["Nivedita Rao", "nivedita-rao", "Chief Risk Officer", "Samavesh Fintech Fund",
    "Nivedita works on fair lending practices and monitoring of automated credit decisions.",
    "Bengaluru", "Karnataka", [SECTOR.finance, TREND.responsible], "2026-01-26", true],
  ["Tashi Wangmo", "tashi-wangmo", "Community Data Coordinator", "Bharat Language Lab (fictional)",
    "Tashi organises community speech recording drives and consent sessions in the Himalayan region.",
    "Gangtok", "Sikkim", [TREND.language, TREND.datasets], "2026-04-06"],
  ["Siddharth Joshi", "siddharth-joshi", "Climate Data Scientist", "Prithvi Geospatial",
    "Siddharth builds flood and heat risk models from satellite and weather data.",
    "Ahmedabad", "Gujarat", [TREND.climate, OTHER.geospatial], "2026-06-29"],
  ["Rukhsana Begum", "rukhsana-begum", "Founder", "Women in AI Founders Programme",
    "Rukhsana mentors women founders and previously built a language learning startup.",
    "Hyderabad", "Telangana", [TREND.startups, TREND.skilling], "2026-09-14"],
];

const topicsOf = (tags: string[]) => tags.map((t) => t.toLowerCase()).join(" and ");

/** A short biography from the directory fields; every person here is fictional. */
function biography(name: string, designation: string, organisation: string, bio: string, location: string, state: string, tags: string[]): string[] {
  const first = name.replace(/^Dr\. /, "").split(" ")[0];
  return [
    "<h2>Biography</h2>",
    `${name} is ${designation} at ${organisation}, based in ${location}, ${state}. ${bio}`,
    `${first}’s work touches ${topicsOf(tags)}; the topics below lead to the portal’s articles, events and reports on the same subjects.`,
    `${name} is a fictional person created for the portal’s sample directory; the organisation named is fictional too.`,
  ];
}

export const people: CollectionInput[] = rows.map(([name, slug, designation, organisation, bio, location, state, tags, date, featured]) =>
  item(PEOPLE, {
    title: name, slug, location, state, tags, date, featured,
    excerpt: `${designation}, ${organisation}.`,
    image: { url: `/images/people/${slug}.svg`, alt: `Avatar with the initials of ${name}` },
    read_time: 1,
    body: biography(name, designation, organisation, bio, location, state, tags),
    attributes: { designation, organisation, bio },
  }),
);
