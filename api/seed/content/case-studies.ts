import type { CollectionInput } from "../../../contract";
import { item } from "./helpers";
import { OTHER, SECTOR, TREND } from "./tags";

const CASE_STUDY = 4;

export const caseStudies: CollectionInput[] = [
  item(CASE_STUDY, {
    title: "Soil moisture advisories for a farmer producer organisation in Vidarbha",
    slug: "soil-moisture-advisories-vidarbha-fpo",
    excerpt: "How a producer organisation of 2,400 cotton farmers used sensor data and forecasts to time irrigation.",
    theme: "agriculture", tags: [SECTOR.agriculture, TREND.climate, OTHER.applications],
    authors: ["nandini-deshpande"], date: "2025-03-18", state: "Maharashtra", location: "Yavatmal", featured: true,
    body: [
      "<h2>The challenge</h2>",
      "Cotton farmers in a rain-fed part of Vidarbha lose yield both to dry spells and to over-irrigation when water is available. The producer organisation wanted advice that fit members’ limited pumping hours.",
      "<h2>What was built</h2>",
      "Forty low-cost soil moisture sensors were installed across representative plots. A model combined readings with a five-day rainfall forecast to send weekly irrigation advice by voice call in Marathi.",
      "<h2>Results</h2>",
      "Over two seasons, members who followed the advice reported fewer irrigation rounds with similar yields. The organisation now pays for sensor maintenance from member fees.",
    ],
  }),
  item(CASE_STUDY, {
    title: "Screening for diabetic retinopathy in primary health centres",
    slug: "diabetic-retinopathy-screening-primary-health-centres",
    excerpt: "A handheld fundus camera and an AI grading tool brought eye screening to patients who had never seen an ophthalmologist.",
    theme: "healthcare", tags: [SECTOR.healthcare, OTHER.applications, TREND.responsible],
    authors: ["farah-siddiqui"], date: "2024-10-07", state: "Tamil Nadu", location: "Madurai", featured: true,
    body: [
      "<h2>The challenge</h2>",
      "Diabetic retinopathy is treatable if caught early, but many patients with diabetes in rural areas are never screened.",
      "<h2>What was built</h2>",
      "Nurses at primary health centres photographed the retina with a handheld camera. An AI tool graded images on the spot and referred likely cases to the district eye hospital; every referral and a random sample of negatives were reviewed by an ophthalmologist.",
      "<h2>Results</h2>",
      "The sample programme screened thousands of patients in its first year. The most important change was organisational: a referral slot reserved for screened patients each week.",
    ],
  }),
  item(CASE_STUDY, {
    title: "A multilingual grievance helpline for a state welfare department",
    slug: "multilingual-grievance-helpline-welfare-department",
    excerpt: "Speech recognition and classification routed citizens’ complaints to the right office in minutes.",
    theme: "language", tags: [TREND.language, SECTOR.governance, OTHER.stateGov],
    authors: ["lalitha-subramanian", "arjun-bhattacharya"], date: "2025-06-30", state: "Karnataka", location: "Mysuru", brand: true,
    body: [
      "Callers to the welfare department’s helpline spoke Kannada, Telugu, Urdu and English. Operators transcribed complaints by hand and routing took days.",
      "The department introduced speech recognition to draft a transcript and a classifier to suggest the responsible office. Operators confirm or correct both before submitting.",
      "Routing time fell from days to minutes, and corrections from operators are fed back to improve the models each month.",
    ],
  }),
  item(CASE_STUDY, {
    title: "Predicting school dropout risk without labelling children",
    slug: "predicting-school-dropout-risk-responsibly",
    excerpt: "A district used attendance patterns to target support visits while keeping risk scores away from classrooms.",
    theme: "education", tags: [SECTOR.education, TREND.responsible, TREND.datasets],
    authors: ["tenzin-norbu", "aparna-ghosh"], date: "2025-12-02", state: "Jharkhand", location: "Ranchi",
    body: [
      "Education officers wanted to reach students at risk of dropping out before they left school. They worried, rightly, that a visible risk score could stigmatise children.",
      "The model used only attendance and enrolment patterns. Scores went to a small team of counsellors who planned home visits; teachers never saw individual scores.",
      "An external review checked that visits were spread fairly across villages and social groups. Re-enrolment improved in the schools visited.",
    ],
  }),
  item(CASE_STUDY, {
    title: "Invoice-based credit for women-led micro enterprises",
    slug: "invoice-based-credit-women-led-enterprises",
    excerpt: "A cooperative bank used consented invoice data to approve working capital loans for first-time borrowers.",
    theme: "finance", tags: [SECTOR.finance, TREND.dpi, OTHER.applications],
    authors: ["harpreet-gill"], date: "2024-07-22", state: "Gujarat", location: "Ahmedabad",
    body: [
      "Many women-led micro enterprises supply goods to larger firms but wait months for payment. Without collateral they struggled to borrow.",
      "With the borrower’s consent, the cooperative bank read verified invoices and payment histories, and a simple, explainable model set credit limits. Loan officers could override the model with a written reason.",
      "Repayment rates were high, and borrowers said the biggest benefit was predictable working capital during festival seasons.",
    ],
  }),
  item(CASE_STUDY, {
    title: "Computer vision for quality checks on a small auto parts line",
    slug: "computer-vision-quality-checks-auto-parts",
    excerpt: "A small manufacturer in Pune added camera-based inspection without replacing its existing line.",
    theme: "manufacturing", tags: [OTHER.manufacturing, OTHER.applications, TREND.startups],
    authors: ["rohan-malhotra"], date: "2026-04-14", state: "Maharashtra", location: "Pune",
    body: [
      "A small supplier of brake components relied on manual inspection at the end of the line. Defects that reached customers led to costly returns.",
      "A local startup fitted two cameras and a compact edge computer. The model was trained on a few thousand images labelled by the firm’s own inspectors.",
      "Inspectors now review only flagged parts. The firm reports fewer returns and has trained two staff to retrain the model when a new part is introduced.",
    ],
  }),
  item(CASE_STUDY, {
    title: "Flood early warnings reach village committees in Assam",
    slug: "flood-early-warnings-village-committees-assam",
    excerpt: "Combining river gauges, rainfall estimates and local knowledge gave villages hours of extra warning.",
    theme: "climate", tags: [TREND.climate, SECTOR.governance, OTHER.geospatial],
    authors: ["meera-krishnan"], date: "2024-05-13", state: "Assam", location: "Dhemaji",
    body: [
      "Tributaries in the district can flood within hours of heavy rain upstream. Village disaster committees had little warning.",
      "A forecasting model trained on past floods used satellite rainfall and water-level sensors. Warnings went out by SMS and were relayed by committee members on foot.",
      "In the following monsoon, committees moved livestock and grain stores earlier, and asked for the same warnings in the Mising language.",
    ],
  }),
  item(CASE_STUDY, {
    title: "Answering tax helpdesk queries with a retrieval-based assistant",
    slug: "tax-helpdesk-retrieval-assistant",
    excerpt: "A retrieval assistant grounded in official circulars helped staff answer routine questions with citations.",
    theme: "governance", tags: [SECTOR.governance, TREND.genai, SECTOR.finance],
    authors: ["arjun-bhattacharya"], date: "2026-08-03", state: "Delhi", location: "New Delhi",
    body: [
      "Helpdesk staff spent hours searching circulars to answer routine questions from small taxpayers.",
      "An assistant retrieves the relevant passages and drafts an answer with citations. Staff must open the cited circular before sending a reply, and the assistant refuses to answer when no source is found.",
      "Average handling time fell, and an audit of sample replies found that citations made errors easy to spot and correct.",
    ],
  }),
  item(CASE_STUDY, {
    title: "Detecting fraudulent loan apps before they reach users",
    slug: "detecting-fraudulent-loan-apps",
    excerpt: "A classifier trained on app metadata and user complaints helped flag predatory lending apps earlier.",
    theme: "cybersecurity", tags: [TREND.cyber, SECTOR.finance],
    authors: ["sahil-qureshi"], date: "2025-09-29", state: "Telangana", location: "Hyderabad",
    body: [
      "Predatory loan apps harvest contacts and harass borrowers. By the time complaints pile up, many users have been harmed.",
      "Analysts built a classifier using app permissions, developer history and early complaint text. Flagged apps were reviewed by a human team before any action.",
      "The approach shortened the time from first complaint to review, and the team publishes a quarterly summary of patterns it sees.",
    ],
  }),
  item(CASE_STUDY, {
    title: "Route optimisation for milk collection in a dairy cooperative",
    slug: "route-optimisation-milk-collection",
    excerpt: "Smarter collection routes cut fuel use and kept milk colder on the way to the chilling centre.",
    theme: "mobility", tags: [SECTOR.agriculture, OTHER.mobility, OTHER.applications],
    authors: ["nandini-deshpande"], date: "2026-01-26", state: "Gujarat", location: "Anand",
    body: [
      "A dairy cooperative collects milk twice a day from hundreds of village centres. Routes had grown piecemeal over years.",
      "An optimisation model used GPS traces and collection volumes to propose new routes, which drivers reviewed and adjusted.",
      "Fuel use fell and average time to the chilling centre dropped, improving milk quality payments for members.",
    ],
  }),
  item(CASE_STUDY, {
    title: "A shared GPU cluster for twelve state universities",
    slug: "shared-gpu-cluster-state-universities",
    excerpt: "Pooling compute across universities gave researchers access they could not afford alone.",
    theme: "compute", tags: [TREND.compute, SECTOR.education, OTHER.research],
    authors: ["karthik-venkatesan"], date: "2024-12-16", state: "Uttar Pradesh", location: "Lucknow", featured: true,
    body: [
      "Individual state universities could not justify buying GPU servers that would sit idle between projects.",
      "A consortium of twelve universities pooled funds for a shared cluster with a common scheduler, a small support team and a weekly office hour for new users.",
      "In the first year, more than two hundred students and faculty ran jobs, many for the first time. The consortium now runs a winter school on efficient training.",
    ],
  }),
  item(CASE_STUDY, {
    title: "Digitising handwritten health records in a tribal district",
    slug: "digitising-handwritten-health-records",
    excerpt: "Handwriting recognition and careful consent turned paper registers into usable records for frontline workers.",
    theme: "data", tags: [SECTOR.healthcare, TREND.datasets, TREND.dpi],
    authors: ["farah-siddiqui", "vikram-rathore"], date: "2026-06-22", state: "Chhattisgarh", location: "Bastar",
    body: [
      "Health workers kept maternal and child health records in paper registers, which made follow-up visits hard to plan.",
      "Registers were scanned and a handwriting model produced drafts that workers corrected on a tablet. Records were linked only with the family’s consent.",
      "Workers now receive a weekly list of due check-ups, and the district publishes anonymised coverage figures.",
    ],
  }),
];
