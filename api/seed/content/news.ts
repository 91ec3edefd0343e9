import type { CollectionInput } from "../../../contract";
import { item } from "./helpers";
import { OTHER, SECTOR, TREND } from "./tags";

const NEWS = 3;

export const news: CollectionInput[] = [
  item(NEWS, {
    title: "Second round of subsidised GPU access opens to startups and universities",
    slug: "second-round-subsidised-gpu-access-opens",
    excerpt: "Applicants can request compute hours for training and fine-tuning, with a fast track for projects in Indian languages.",
    theme: "compute", tags: [TREND.compute, TREND.startups, OTHER.foundation],
    authors: ["karthik-venkatesan"], date: "2025-10-06", location: "New Delhi", state: "Delhi", featured: true, brand: true,
    body: [
      "A second application window for subsidised GPU hours opened this week for startups, academic groups and non-profit research labs. Applicants describe their project, expected compute need and data sources; small requests are approved within days.",
      "Projects that build or evaluate models for Indian languages, agriculture or public health get a fast-track review. Successful applicants must publish a short report on what they trained and what they learned.",
      "The window stays open for eight weeks. Organisers say they will publish anonymised utilisation figures every quarter.",
    ],
  }),
  item(NEWS, {
    title: "Open dataset of crop disease images crosses one lakh labelled photos",
    slug: "crop-disease-image-dataset-one-lakh-photos",
    excerpt: "Farmers and extension workers in nine states contributed photos of leaves, each checked by plant pathologists.",
    theme: "agriculture", tags: [SECTOR.agriculture, TREND.datasets],
    authors: ["nandini-deshpande"], date: "2025-01-28", state: "Punjab", location: "Ludhiana",
    body: [
      "A community-built dataset of crop disease images now holds more than one lakh labelled photographs of rice, wheat, cotton, tomato and chilli leaves. Each image was reviewed by at least two plant pathologists.",
      "The dataset is published under an open licence with metadata on location, crop stage and camera type, so that researchers can test whether models work across regions and phones.",
    ],
  }),
  item(NEWS, {
    title: "Pilot uses AI triage to cut waiting times at district hospital outpatient desks",
    slug: "ai-triage-pilot-district-hospital-outpatient",
    excerpt: "A symptom-intake assistant in three languages helped route patients to the right counter in a sample pilot.",
    theme: "healthcare", tags: [SECTOR.healthcare, TREND.language, OTHER.applications],
    authors: ["farah-siddiqui"], date: "2024-12-10", state: "Kerala", location: "Kozhikode",
    body: [
      "Patients at the outpatient desk of a district hospital answered a short set of questions in Malayalam, Tamil or English on a kiosk before registration. The assistant suggested a department and flagged urgent symptoms for a nurse.",
      "During the twelve-week pilot, average time from arrival to consultation fell, and nurses overruled about one suggestion in ten. The hospital plans to keep a nurse beside each kiosk.",
    ],
  }),
  item(NEWS, {
    title: "States sign memorandum to share AI models for land record digitisation",
    slug: "states-share-ai-models-land-records",
    excerpt: "Handwriting recognition models trained on old revenue records will be shared across participating states.",
    theme: "governance", tags: [SECTOR.governance, OTHER.stateGov, TREND.dpi],
    authors: ["arjun-bhattacharya"], date: "2025-05-19", state: "Rajasthan", location: "Jaipur",
    body: [
      "Four states agreed to share handwriting recognition models and annotation tools used to digitise decades-old land records. Each state keeps control of its own records; only models and tools are shared.",
      "Officials say the arrangement avoids paying four times for the same work and lets smaller states benefit from larger annotation efforts.",
    ],
  }),
  item(NEWS, {
    title: "FutureSkills scholarship applications open for final-year students",
    slug: "futureskills-scholarship-applications-open",
    excerpt: "Scholarships cover a year-long AI and data track, with mentoring and a capstone project from a public agency.",
    theme: "skilling", tags: [TREND.skilling, SECTOR.education],
    authors: ["devika-menon"], date: "2026-07-01", featured: true,
    body: [
      "Final-year undergraduate students in any discipline can apply for a scholarship covering a year-long track in AI and data skills. Selected students receive a monthly stipend, a mentor and a capstone project proposed by a public agency.",
      "Half the seats are reserved for students from colleges outside the largest cities. Applications close in six weeks.",
    ],
  }),
  item(NEWS, {
    title: "New guidelines ask lenders to explain automated credit decisions",
    slug: "guidelines-explain-automated-credit-decisions",
    excerpt: "Borrowers refused credit by an automated system should receive the main reasons in plain language.",
    theme: "finance", tags: [SECTOR.finance, TREND.responsible],
    authors: ["harpreet-gill"], date: "2024-04-15", location: "Mumbai", state: "Maharashtra",
    body: [
      "Draft guidelines published for comment ask lenders that use automated models to tell rejected applicants the main reasons for the decision, in plain language and in the applicant’s preferred language where possible.",
      "Lenders would also have to review approval rates across regions and customer groups every six months and report significant gaps to their boards.",
    ],
  }),
  item(NEWS, {
    title: "Translation service adds six more languages for government websites",
    slug: "translation-service-adds-six-languages",
    excerpt: "Departments can now offer machine-translated pages in eighteen languages, with human review for key notices.",
    theme: "language", tags: [TREND.language, SECTOR.governance, TREND.dpi],
    authors: ["lalitha-subramanian"], date: "2025-08-11", featured: true,
    body: [
      "A shared translation service used by department websites now supports six more languages, bringing the total to eighteen. Pages are translated on request and cached.",
      "Departments are encouraged to have human translators review notices that carry legal weight, such as tender documents and eligibility rules.",
    ],
  }),
  item(NEWS, {
    title: "Hackathon winners build tools to detect manipulated images in news",
    slug: "hackathon-winners-detect-manipulated-images",
    excerpt: "Student teams built browser tools that check images against known originals and flag signs of editing.",
    theme: "cybersecurity", tags: [TREND.cyber, TREND.genai, SECTOR.education],
    authors: ["sahil-qureshi"], date: "2026-02-23", state: "West Bengal", location: "Kolkata",
    body: [
      "Teams from twelve colleges competed to build tools that help readers and fact-checkers spot manipulated images. The winning entry combines reverse image search with a model that highlights regions likely to have been edited.",
      "Judges praised entries that explained their confidence honestly rather than giving a simple real-or-fake verdict.",
    ],
  }),
  item(NEWS, {
    title: "Seed fund for AI startups announces first cohort of investments",
    slug: "seed-fund-ai-startups-first-cohort",
    excerpt: "Fourteen early-stage companies working on agriculture, health and language tools received first cheques.",
    theme: "investment", tags: [OTHER.financing, TREND.startups, SECTOR.agriculture],
    authors: ["rohan-malhotra"], date: "2025-11-17", state: "Karnataka", location: "Bengaluru",
    body: [
      "A sample seed fund for AI startups announced its first fourteen investments. Half of the companies are based outside the largest metros, and five build tools for farmers and farm producer organisations.",
      "Founders will also receive compute credits and access to anonymised public datasets under data-sharing agreements.",
    ],
  }),
  item(NEWS, {
    title: "Weather-linked crop insurance claims processed faster with satellite checks",
    slug: "crop-insurance-claims-satellite-checks",
    excerpt: "Automated crop-loss estimates let insurers settle most claims within a month in sample districts.",
    theme: "geospatial", tags: [SECTOR.agriculture, SECTOR.finance, OTHER.geospatial],
    authors: ["nandini-deshpande", "harpreet-gill"], date: "2024-03-04", state: "Madhya Pradesh", location: "Bhopal",
    body: [
      "Insurers in sample districts used satellite imagery and weather data to estimate crop loss after an unseasonal hailstorm. Field visits were reserved for plots where the model was uncertain.",
      "Farmers’ groups welcomed faster payments but asked for a simple way to dispute estimates that look wrong.",
    ],
  }),
  item(NEWS, {
    title: "AI safety institute invites partners for evaluation research",
    slug: "ai-safety-institute-invites-partners",
    excerpt: "Universities and labs can join a network that builds shared tests for risks from advanced AI systems.",
    theme: "responsible-ai", tags: [TREND.responsible, OTHER.research, TREND.genai],
    authors: ["aparna-ghosh"], date: "2026-05-05", location: "New Delhi", state: "Delhi",
    body: [
      "A call for partners invites universities, research labs and civil-society groups to join a network that will develop shared evaluation methods for AI systems, from bias testing to misuse risks.",
      "Partners will contribute test sets in Indian languages and contexts. Details are on the call-for-partners page.",
    ],
  }),
  item(NEWS, {
    title: "Teacher training programme adds module on using AI tools responsibly",
    slug: "teacher-training-module-ai-tools",
    excerpt: "The module covers lesson planning with AI assistants, checking outputs and protecting student data.",
    theme: "education", tags: [SECTOR.education, TREND.responsible, TREND.skilling],
    authors: ["tenzin-norbu"], date: "2026-10-12", state: "Uttarakhand", location: "Dehradun",
    body: [
      "An in-service teacher training programme has added a six-hour module on using AI tools responsibly. Teachers practise drafting lesson plans with an assistant, then check facts and adapt the plan to their class.",
      "A session on student data explains what should never be typed into a public chatbot.",
    ],
  }),
];
