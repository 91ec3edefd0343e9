import type { AuthorInput } from "../../../contract";

/** Fictional contributors; names, roles and organisations are invented for the sample. */
const a = (slug: string, name: string, designation: string, organisation: string, bio: string): AuthorInput => ({
  slug,
  name,
  designation,
  organisation,
  bio: `${bio} A fictional contributor created for the portal’s sample content.`,
  image_url: `/images/people/author-${slug}.svg`,
});

export const authors: AuthorInput[] = [
  a(
    "meera-krishnan",
    "Meera Krishnan",
    "Senior Editor",
    "IndiaAI Editorial Desk (sample)",
    "Meera edits long-form features on how public institutions adopt AI, with a focus on plain-language explainers.",
  ),
  a(
    "arjun-bhattacharya",
    "Arjun Bhattacharya",
    "Policy Analyst",
    "Centre for Digital Public Policy (fictional)",
    "Arjun writes about AI governance, procurement rules and the design of digital public infrastructure.",
  ),
  a(
    "farah-siddiqui",
    "Farah Siddiqui",
    "Health Technology Correspondent",
    "IndiaAI Editorial Desk (sample)",
    "Farah reports on diagnostics, telemedicine and the evidence needed before health AI reaches clinics.",
  ),
  a(
    "karthik-venkatesan",
    "Karthik Venkatesan",
    "Research Fellow, AI Systems",
    "Institute of Applied Computing (fictional)",
    "Karthik studies GPU clusters, scheduling and the economics of shared AI compute for researchers.",
  ),
  a(
    "nandini-deshpande",
    "Nandini Deshpande",
    "Rural Technology Writer",
    "Krishi Futures Forum (fictional)",
    "Nandini has spent a decade covering farm extension services and now follows AI crop advisories in the field.",
  ),
  a(
    "rohan-malhotra",
    "Rohan Malhotra",
    "Startups Correspondent",
    "IndiaAI Editorial Desk (sample)",
    "Rohan tracks early-stage AI companies, accelerator cohorts and the funds that back them.",
  ),
  a(
    "lalitha-subramanian",
    "Lalitha Subramanian",
    "Principal Scientist, Speech and Language",
    "Bharat Language Lab (fictional)",
    "Lalitha works on speech recognition and translation for low-resource Indian languages.",
  ),
  a(
    "vikram-rathore",
    "Vikram Rathore",
    "Data Governance Lead",
    "Open Data Guild (fictional)",
    "Vikram helps departments publish datasets with clear licences, metadata and privacy safeguards.",
  ),
  a(
    "priyanka-nair",
    "Priyanka Nair",
    "Video Producer",
    "IndiaAI Studio (sample)",
    "Priyanka produces short documentaries and explainers about people using AI in their daily work.",
  ),
  a(
    "tenzin-norbu",
    "Tenzin Norbu",
    "Education Technology Writer",
    "Himalayan Learning Network (fictional)",
    "Tenzin writes about classrooms, teacher training and adaptive learning tools in schools and colleges.",
  ),
  a(
    "sahil-qureshi",
    "Sahil Qureshi",
    "Cybersecurity Analyst",
    "SecureStack Research (fictional)",
    "Sahil covers threats to AI systems, from data poisoning to deepfake fraud, and the defences against them.",
  ),
  a(
    "aparna-ghosh",
    "Aparna Ghosh",
    "Responsible AI Researcher",
    "Centre for Trustworthy Technology (fictional)",
    "Aparna researches fairness testing, model documentation and the audits that make AI accountable.",
  ),
  a(
    "harpreet-gill",
    "Harpreet Gill",
    "Fintech Reporter",
    "IndiaAI Editorial Desk (sample)",
    "Harpreet reports on credit, payments and insurance products that use machine learning.",
  ),
  a(
    "devika-menon",
    "Devika Menon",
    "Skilling Programmes Writer",
    "FutureWork Collective (fictional)",
    "Devika follows courses, apprenticeships and certification routes into AI and data careers.",
  ),
];
