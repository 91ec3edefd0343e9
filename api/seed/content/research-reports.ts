import type { CollectionInput } from "../../../contract";
import { item } from "./helpers";
import { OTHER, SECTOR, TREND } from "./tags";

const REPORT = 9;

export const researchReports: CollectionInput[] = [
  item(REPORT, {
    title: "State of AI compute access in Indian research institutions, 2025",
    slug: "state-of-ai-compute-access-2025",
    excerpt: "A survey of 300 sample research groups on the compute they use, the compute they need and what stands in the way.",
    theme: "compute", tags: [TREND.compute, OTHER.research, SECTOR.education],
    authors: ["karthik-venkatesan"], date: "2025-05-26", featured: true, brand: true,
    body: [
      "This report summarises a survey of research groups in universities and public labs on their use of GPU compute over the previous year.",
      "Most groups relied on a few shared servers or short cloud credits. Groups outside large cities reported the longest waits and the least technical support.",
      "<h2>Recommendations</h2><ul><li>Guarantee small starter allocations to every applicant.</li><li>Fund support engineers alongside hardware.</li><li>Publish utilisation and waiting times openly.</li></ul>",
    ],
  }),
  item(REPORT, {
    title: "Benchmarking speech recognition across twenty-two Indian languages",
    slug: "benchmarking-speech-recognition-indian-languages",
    excerpt: "A comparison of open and commercial speech models on a held-out, natively recorded test set.",
    theme: "language", tags: [TREND.language, TREND.datasets, OTHER.foundation],
    authors: ["lalitha-subramanian"], date: "2024-08-12", featured: true,
    body: [
      "We evaluated speech recognition systems on a test set recorded natively in twenty-two languages, with speakers balanced by gender, age band and region.",
      "Error rates varied widely across languages and were consistently higher for older speakers and for recordings made on low-cost phones.",
      "We release the evaluation scripts and a subset of the test set under an open licence, and withhold the rest to limit contamination.",
    ],
  }),
  item(REPORT, {
    title: "AI for smallholder agriculture: evidence review",
    slug: "ai-smallholder-agriculture-evidence-review",
    excerpt: "What rigorous studies say about advisories, price forecasts and pest detection for small farms.",
    theme: "agriculture", tags: [SECTOR.agriculture, OTHER.research, OTHER.applications],
    authors: ["nandini-deshpande", "meera-krishnan"], date: "2025-09-15",
    body: [
      "This review covers published evaluations of AI tools for smallholder farmers, including advisories, price forecasting and image-based pest detection.",
      "Evidence is strongest for timely, specific advisories delivered by voice. Evidence on yield effects is mixed, and few studies follow farmers beyond one season.",
      "We suggest common outcome measures and longer follow-up for future pilots.",
    ],
  }),
  item(REPORT, {
    title: "Clinical validation of AI diagnostic tools: a practical guide",
    slug: "clinical-validation-ai-diagnostic-tools-guide",
    excerpt: "Study designs, sample sizes and reporting standards for testing diagnostic AI in Indian hospitals.",
    theme: "healthcare", tags: [SECTOR.healthcare, TREND.responsible, OTHER.standards],
    authors: ["farah-siddiqui", "aparna-ghosh"], date: "2024-06-03", featured: true,
    body: [
      "Diagnostic AI tools are often evaluated on retrospective data from a single hospital. That tells us little about performance in other settings.",
      "This guide explains prospective study designs, how to size a validation study and which results to report, including subgroup performance and failure cases.",
      "A checklist at the end helps hospital ethics committees review proposals.",
    ],
  }),
  item(REPORT, {
    title: "Public attitudes to AI in government services",
    slug: "public-attitudes-ai-government-services",
    excerpt: "A sample survey of 10,000 adults on where they welcome AI in public services and where they want a human.",
    theme: "governance", tags: [SECTOR.governance, TREND.responsible],
    authors: ["arjun-bhattacharya"], date: "2026-02-09",
    body: [
      "Respondents were broadly comfortable with AI for translation, form-filling help and scheduling, and far less comfortable with AI deciding welfare eligibility.",
      "Trust rose sharply when respondents were told a human would review any refusal and that they could appeal.",
      "The report recommends human review of adverse decisions and clear labelling of AI assistance.",
    ],
  }),
  item(REPORT, {
    title: "AI talent pipeline: supply and demand to 2030",
    slug: "ai-talent-pipeline-2030",
    excerpt: "Projections of AI and data roles, and the training capacity needed to fill them.",
    theme: "skilling", tags: [TREND.skilling, OTHER.careers, SECTOR.education],
    authors: ["devika-menon"], date: "2025-12-08",
    body: [
      "We estimate demand for AI and data roles from job postings and industry interviews, and supply from graduate numbers and course completions.",
      "Shortages are sharpest for data engineers and MLOps roles rather than researchers. Many roles require domain knowledge that general courses do not teach.",
      "We recommend sector-linked apprenticeships and faculty development in colleges outside large cities.",
    ],
  }),
  item(REPORT, {
    title: "Alternative data and financial inclusion",
    slug: "alternative-data-financial-inclusion",
    excerpt: "How consented cash-flow data changes credit access for small businesses, with risks and safeguards.",
    theme: "finance", tags: [SECTOR.finance, TREND.dpi, TREND.responsible],
    authors: ["harpreet-gill"], date: "2024-10-21",
    body: [
      "Consent-based data sharing lets lenders assess businesses on their real cash flows. Early evidence suggests more first-time borrowers are approved.",
      "Risks include exclusion of cash-heavy businesses and opaque models. We propose monitoring and explanation standards.",
    ],
  }),
  item(REPORT, {
    title: "Securing machine learning pipelines: threat landscape",
    slug: "securing-ml-pipelines-threat-landscape",
    excerpt: "Data poisoning, model theft and prompt injection, and controls that organisations can adopt today.",
    theme: "cybersecurity", tags: [TREND.cyber, TREND.genai, OTHER.standards],
    authors: ["sahil-qureshi"], date: "2026-04-27",
    body: [
      "Machine learning systems add new attack surfaces: training data, model files, and the prompts and tools of generative systems.",
      "We map common threats to practical controls such as dataset provenance, signed model artefacts, least-privilege tool access and red-team exercises.",
      "A maturity checklist helps teams decide where to start.",
    ],
  }),
  item(REPORT, {
    title: "Open datasets for Indian AI: an inventory",
    slug: "open-datasets-indian-ai-inventory",
    excerpt: "An inventory of 400 sample datasets by sector, licence and metadata quality.",
    theme: "data", tags: [TREND.datasets, SECTOR.governance, OTHER.standards],
    authors: ["vikram-rathore"], date: "2025-07-07",
    body: [
      "We catalogued openly available datasets relevant to AI in India and scored their documentation.",
      "Fewer than half had a clear licence, and many lacked basic metadata such as collection dates and geographic coverage.",
      "We recommend a common metadata profile and a simple licence chooser for publishers.",
    ],
  }),
  item(REPORT, {
    title: "Climate risk modelling for Indian districts",
    slug: "climate-risk-modelling-districts",
    excerpt: "Combining climate projections with machine learning to estimate heat and flood risk at district level.",
    theme: "climate", tags: [TREND.climate, OTHER.geospatial, SECTOR.agriculture],
    authors: ["meera-krishnan"], date: "2026-08-17",
    body: [
      "District planners need risk estimates at a finer scale than global climate models provide.",
      "We downscale projections with machine learning and validate against observed heatwaves and floods. Uncertainty ranges are reported for every district.",
    ],
  }),
  item(REPORT, {
    title: "Generative AI adoption among Indian small businesses",
    slug: "generative-ai-adoption-small-businesses",
    excerpt: "How small firms use chat assistants for marketing, customer service and accounts.",
    theme: "startups", tags: [TREND.genai, TREND.startups, SECTOR.finance],
    authors: ["rohan-malhotra"], date: "2026-10-19",
    body: [
      "A sample survey of small businesses found that most generative AI use is for writing product descriptions, replying to customers and drafting documents.",
      "Owners valued tools that work in their own language and on a phone. Concerns centred on accuracy and data privacy.",
    ],
  }),
  item(REPORT, {
    title: "Fairness testing of large language models in Indian contexts",
    slug: "fairness-testing-llms-indian-contexts",
    excerpt: "Test suites for caste, religion, gender and regional bias in generated text.",
    theme: "responsible-ai", tags: [TREND.responsible, OTHER.foundation, TREND.genai],
    authors: ["aparna-ghosh", "lalitha-subramanian"], date: "2025-03-03",
    body: [
      "Most bias benchmarks reflect Western social categories. We built test suites for stereotypes and unequal treatment relevant to Indian society, in English and four Indian languages.",
      "All models tested showed measurable bias on some dimensions. Mitigations reduced but did not remove it.",
      "We release the test suites for research use with guidance on responsible reporting.",
    ],
  }),
];
