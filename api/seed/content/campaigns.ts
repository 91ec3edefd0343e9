import type { CampaignKind, ConsultationSection } from "../../../contract";
import { SAMPLE_NOTE } from "./helpers";
import type { SeedPage } from "./pages";

/**
 * Campaign and call pages (docs/product/campaigns.md#campaigns-and-calls, decision 0097): each is a page of kind "campaign" plus its
 * dates and apply details. Dates are days from the day the sample is loaded (India time), so a
 * fresh installation always has calls that are open, closing soon, upcoming and closed.
 */
export interface SeedCampaign {
  slug: string;
  kind: CampaignKind;
  /** Days from the loading day: opens at 00:00 IST of that day, closes at 23:59:59 IST. */
  opensInDays: number;
  closesInDays: number;
  apply_url: string | null;
  eligibility: string;
  how_to_apply: string[];
  sections: ConsultationSection[];
}

const page = (slug: string, title: string, excerpt: string, updated: string, body: string[]): SeedPage => ({
  kind: "campaign",
  slug,
  title,
  excerpt,
  updated_at: `${updated}T04:30:00.000Z`,
  body: body.map((b) => (b.startsWith("<") ? b : `<p>${b}</p>`)).join("\n") + "\n" + SAMPLE_NOTE,
});

export const campaignPages: SeedPage[] = [
  page(
    "cyberguard-ai-hackathon",
    "CyberGuard AI Hackathon",
    "Build AI tools that help protect people from online fraud and manipulated media.",
    "2026-04-20",
    [
      "The CyberGuard AI Hackathon invites student and professional teams to build AI tools that detect fraud, phishing and manipulated media, with a focus on Indian languages.",
      "<h2>Problem statements</h2>",
      "<ol><li>Classify fraudulent SMS and chat messages in five Indian languages.</li><li>Flag manipulated images and videos shared in news and social media.</li><li>Help bank staff verify suspicious voice calls.</li></ol>",
      "<h2>How it works</h2>",
      "Teams of two to five register, receive sample datasets, submit a prototype and a short report, and finalists present at the finale event.",
    ],
  ),
  page(
    "indiaai-fellowship",
    "IndiaAI Fellowship",
    "Fellowships for students and early-career researchers working on AI for public good.",
    "2026-06-01",
    [
      "The fellowship supports undergraduate, postgraduate and doctoral students working on AI projects with clear public benefit.",
      "<h2>What fellows receive</h2>",
      "<ul><li>A monthly stipend for up to twelve months</li><li>Compute credits on a shared GPU cluster</li><li>A mentor from academia or industry</li></ul>",
    ],
  ),
  page(
    "ai-for-agriculture-hackathon",
    "AI for Agriculture Hackathon",
    "A hackathon to build tools that help smallholder farmers.",
    "2025-07-21",
    [
      "Teams build prototypes for pest detection, price forecasting or voice advisories using open agricultural datasets.",
      "Winning teams receive seed grants and a chance to pilot their tools with farmer producer organisations.",
    ],
  ),
  page(
    "expression-of-interest-ai-compute-providers",
    "Expression of Interest: AI Compute Providers",
    "Inviting providers to offer GPU capacity for subsidised access.",
    "2025-09-15",
    [
      "Providers of cloud and data-centre GPU capacity are invited to express interest in offering capacity to researchers and startups at subsidised rates.",
      "<h2>What to submit</h2>",
      "<ul><li>Available GPU types and quantities</li><li>Data-centre locations and certifications</li><li>Indicative pricing and support arrangements</li></ul>",
      "Submissions are evaluated on capacity, price, reliability and user support.",
    ],
  ),
  page(
    "ai-safety-institute-call-for-partners",
    "AI Safety Institute: Call for Partners",
    "Universities, labs and civil-society groups can join a network for AI safety evaluation.",
    "2026-05-05",
    [
      "The AI Safety Institute invites partners to co-develop evaluation methods, test sets and tools for assessing the risks of AI systems in Indian contexts.",
      "<h2>Areas of work</h2>",
      "<ul><li>Bias and fairness testing in Indian languages</li><li>Deepfake and synthetic media detection</li><li>Robustness and security of AI systems</li><li>Incident reporting and governance</li></ul>",
      "Partners contribute expertise and data, and receive access to shared tools and convenings.",
    ],
  ),
  page(
    "public-consultation-feedback",
    "Public Consultation: Draft Guidelines for AI in Public Services",
    "Comment on draft guidelines for the responsible use of AI in public services.",
    "2026-08-10",
    [
      "We welcome comments from citizens, experts and organisations on draft guidelines for using AI in public services. Read each section of the draft below and comment on as many as you wish.",
      "Comments will be summarised in a public report. Names of organisations may be published with their comments; personal e-mail addresses are never published.",
    ],
  ),
  page(
    "expression-of-interest-indian-language-datasets",
    "Expression of Interest: Indian Language Datasets",
    "Inviting institutions to build and share open speech and text datasets in Indian languages.",
    "2026-07-14",
    [
      "Universities, language institutes and non-profit organisations are invited to express interest in collecting, annotating and publishing open speech and text datasets in Indian languages.",
      "<h2>Priorities</h2>",
      "<ul><li>Languages and dialects with little digital text today</li><li>Conversational speech recorded with consent</li><li>Parallel text for translation between Indian languages</li></ul>",
    ],
  ),
  page(
    "consultation-non-personal-data-for-ai",
    "Public Consultation: Sharing Non-Personal Data for AI",
    "Comments on draft principles for sharing non-personal data held by public bodies.",
    "2026-03-02",
    [
      "This consultation asked how public bodies should share non-personal data, such as weather, traffic and crop statistics, with researchers and startups building AI.",
      "Comments are being summarised; the report will be published on this portal.",
    ],
  ),
];

export const campaigns: SeedCampaign[] = [
  {
    slug: "cyberguard-ai-hackathon",
    kind: "hackathon",
    opensInDays: -30,
    closesInDays: 3,
    apply_url: "https://apply.indiaai.example/cyberguard-ai-hackathon",
    eligibility:
      "Teams of two to five members: students of a recognised Indian institution, or professionals working in India. A person may join only one team.",
    how_to_apply: [
      "Form a team and choose one problem statement.",
      "Register the team on the application portal before the closing date.",
      "Submit a prototype and a two-page report within the hackathon weeks.",
    ],
    sections: [],
  },
  {
    slug: "indiaai-fellowship",
    kind: "fellowship",
    opensInDays: 10,
    closesInDays: 70,
    apply_url: "https://apply.indiaai.example/indiaai-fellowship",
    eligibility:
      "Students enrolled in a recognised Indian institution (undergraduate, postgraduate or doctoral). Applicants from colleges outside the largest cities and women applicants are particularly encouraged.",
    how_to_apply: [
      "Write a project proposal of up to three pages.",
      "Ask your supervisor for a letter of support.",
      "Apply online with both documents once applications open.",
    ],
    sections: [],
  },
  {
    slug: "ai-for-agriculture-hackathon",
    kind: "hackathon",
    opensInDays: -120,
    closesInDays: -60,
    apply_url: "https://apply.indiaai.example/ai-for-agriculture-hackathon",
    eligibility: "Teams of up to four members, including at least one student or researcher in agriculture.",
    how_to_apply: ["Register the team online.", "Submit a prototype built on the open agricultural datasets."],
    sections: [],
  },
  {
    slug: "expression-of-interest-ai-compute-providers",
    kind: "expression-of-interest",
    opensInDays: -20,
    closesInDays: 25,
    apply_url: "https://apply.indiaai.example/eoi-ai-compute",
    eligibility: "Companies registered in India that operate GPU capacity in data centres located in India.",
    how_to_apply: [
      "Download the expression-of-interest template.",
      "Fill in capacity, locations and indicative pricing.",
      "Send the signed template through the application portal before the closing date.",
    ],
    sections: [],
  },
  {
    slug: "expression-of-interest-indian-language-datasets",
    kind: "expression-of-interest",
    opensInDays: -5,
    closesInDays: 60,
    apply_url: "https://apply.indiaai.example/eoi-indian-language-datasets",
    eligibility: "Indian universities, language institutes and registered non-profit organisations with experience in language resources.",
    how_to_apply: [
      "Describe the languages, data types and volumes you propose.",
      "Explain how consent is taken and how the data will be licensed.",
      "Submit the expression of interest through the application portal.",
    ],
    sections: [],
  },
  {
    slug: "ai-safety-institute-call-for-partners",
    kind: "call-for-partners",
    opensInDays: -10,
    closesInDays: 45,
    apply_url: "https://apply.indiaai.example/ai-safety-institute-partners",
    eligibility:
      "Universities, research laboratories, standards bodies and civil-society organisations based in India with published work on AI evaluation or safety.",
    how_to_apply: [
      "Describe your organisation and its work on AI safety in two pages.",
      "Name the areas of work you wish to join and what you can contribute.",
      "Submit the note through the application portal.",
    ],
    sections: [],
  },
  {
    slug: "public-consultation-feedback",
    kind: "consultation",
    opensInDays: -14,
    closesInDays: 40,
    apply_url: null,
    eligibility: "Anyone: citizens, experts, companies, civil-society groups and government bodies.",
    how_to_apply: [
      "Read the draft, section by section.",
      "Comment on at least one section in the form on this page; you may attach a document (PDF, DOCX or ODT, up to 5 MB).",
      "Keep the reference number you receive: it is also sent to your e-mail address.",
    ],
    sections: [
      {
        id: "scope",
        title: "1. Scope",
        body: "The guidelines apply to every AI system a public authority uses to decide, recommend or inform a decision about a person, including systems bought from vendors.",
      },
      {
        id: "human-oversight",
        title: "2. Human oversight",
        body: "A decision that denies a benefit, a licence or a service is reviewed by an officer before it takes effect. The officer can see why the system recommended it and can overrule it.",
      },
      {
        id: "transparency",
        title: "3. Transparency",
        body: "People are told, in their language, when AI is used in a decision about them, what it was used for and whom to contact. Each authority publishes a register of the AI systems it uses.",
      },
      {
        id: "grievance-redress",
        title: "4. Grievance redress",
        body: "Anyone affected can ask for a human review within 30 days. Complaints are answered within 15 working days and summarised in a yearly public report.",
      },
    ],
  },
  {
    slug: "consultation-non-personal-data-for-ai",
    kind: "consultation",
    opensInDays: -90,
    closesInDays: -30,
    apply_url: null,
    eligibility: "Anyone: citizens, researchers, companies and public bodies.",
    how_to_apply: ["Read the draft principles.", "Comment on at least one section in the form on this page."],
    sections: [
      {
        id: "what-to-share",
        title: "1. What data to share",
        body: "Public bodies share non-personal data sets that others can use to build AI, unless sharing harms security or reveals people indirectly.",
      },
      {
        id: "licences",
        title: "2. Licences",
        body: "Shared data sets use an open licence by default; a restricted licence needs written reasons.",
      },
      {
        id: "quality",
        title: "3. Quality and updates",
        body: "Each data set names its source, date and known gaps, and is updated on a published schedule.",
      },
    ],
  },
];
