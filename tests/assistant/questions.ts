/**
 * The assistant's quality set (docs/product/assistant.md#the-assistant): questions a visitor might ask, written against the
 * sample content (api/seed/content/*, Hindi in api/seed/content/hindi/*), each with the item
 * (collection key + slug) its answer should cite among the first three sources; and off-topic
 * questions the portal cannot answer, which must come back "not found". Used by
 * tests/assistant/api/quality.test.ts and bench/assistant.ts.
 */
import type { Lang } from "../../contract";

export interface QualityQuestion {
  question: string;
  lang: Lang;
  /** The item the answer should cite: its collection key and slug. */
  expect: { type: string; slug: string };
}

const en = (question: string, type: string, slug: string): QualityQuestion => ({ question, lang: "en", expect: { type, slug } });
const hi = (question: string, type: string, slug: string): QualityQuestion => ({ question, lang: "hi", expect: { type, slug } });

export const QUESTIONS: QualityQuestion[] = [
  en("Which startup offers speech recognition APIs for Indian languages?", "startups", "vaanibridge-ai"),
  en("Is there a startup doing AI eye screening for diabetic retinopathy?", "startups", "netrascan-health"),
  en("startups in Bengaluru", "startups", "vaanibridge-ai"),
  en("Which startup detects defects in handloom fabric?", "startups", "bunkarvision"),
  en("Who monitors groundwater and floods with satellite data?", "startups", "jaldrishti"),
  en("livestock health alerts for dairy farmers", "startups", "pashucare-ai"),
  en("How do I request subsidised GPU capacity?", "government", "ai-compute-portal"),
  en("When does the second round of subsidised GPU access open?", "news", "second-round-subsidised-gpu-access-opens"),
  en("Why do shared GPU clusters need fair queues?", "articles", "shared-gpu-clusters-need-fair-queues"),
  en("What is the hidden cost of idle GPUs?", "articles", "hidden-cost-of-idle-gpus"),
  en("How do AI crop advisories reach farmers without smartphones?", "articles", "ai-crop-advisories-reach-farmers-without-apps"),
  en("datasets on crop disease", "datasets", "crop-disease-leaf-images"),
  en("Is there a speech corpus for Indian languages?", "datasets", "indic-read-speech-corpus"),
  en("dataset of district rainfall and temperature", "datasets", "district-weather-observations-2000-2024"),
  en("Where can I find phishing SMS samples?", "datasets", "phishing-fraud-sms-samples"),
  en("Is there bus ridership data for researchers?", "datasets", "urban-bus-ridership-aggregated"),
  en("courses on Python for data analysis", "learning", "python-for-data-analysis"),
  en("Is there a course on responsible AI for public officials?", "learning", "responsible-ai-for-public-officials"),
  en("How can I learn to build speech applications for Indian languages?", "learning", "speech-applications-indian-languages"),
  en("course on clinical AI evaluation", "learning", "clinical-ai-evaluation"),
  en("When is the Bhasha AI Summit?", "events", "bhasha-ai-summit-2027"),
  en("upcoming events on agriculture", "events", "agri-ai-field-day-2027"),
  en("Is there a hackathon on climate data?", "events", "climate-data-hackathon-2025"),
  en("events for women in AI", "events", "women-in-ai-meetup-2024"),
  en("research reports on speech recognition benchmarks", "research-reports", "benchmarking-speech-recognition-indian-languages"),
  en("What does the evidence say about AI for smallholder agriculture?", "research-reports", "ai-smallholder-agriculture-evidence-review"),
  en("How should AI diagnostic tools be clinically validated?", "research-reports", "clinical-validation-ai-diagnostic-tools-guide"),
  en("compute needs of Indian AI startups", "research-reports", "compute-needs-indian-ai-startups"),
  en("How do fraudsters use generative AI?", "articles", "how-fraudsters-use-generative-ai"),
  en("case study on flood early warnings in Assam", "case-studies", "flood-early-warnings-village-committees-assam"),
  en(
    "How was diabetic retinopathy screened in primary health centres?",
    "case-studies",
    "diabetic-retinopathy-screening-primary-health-centres",
  ),
  en("route optimisation for milk collection", "case-studies", "route-optimisation-milk-collection"),
  en("video explaining what a GPU does in model training", "videos", "explainer-what-gpu-does-training"),
  en("How can I spot a deepfake?", "videos", "spotting-a-deepfake-practical-tips"),
  en("Which fund invests in climate adaptation?", "investment-funds", "climate-resilience-venture-fund"),
  en("incubator for agritech startups", "incubators", "agrinext-incubation-centre"),
  en("Which company provides GPU cloud?", "companies", "indus-cloud-compute"),
  en("What does a data annotator do?", "job-roles", "data-annotator"),
  en("What is ISO/IEC 42001?", "ai-standards", "iso-iec-42001-ai-management-systems"),
  en("metadata standard for ML datasets", "data-standards", "croissant-ml-dataset-metadata"),
  en("What are the FAIR guiding principles?", "data-standards", "fair-guiding-principles"),
  en("Kisan AI helpline", "initiatives", "kisan-ai-helpline"),
  en("Is there a public datasets platform?", "initiatives", "public-datasets-platform"),
  en("AI cooperation between India and Japan", "countries", "japan"),
  en("Which college has a clinical AI validation unit?", "colleges", "kaveri-institute-health-sciences"),
  hi("भारतीय भाषाओं के लिए वाक् पहचान वाला स्टार्टअप कौन सा है?", "startups", "vaanibridge-ai"),
  hi("फसल रोगों की तस्वीरों का डेटासेट", "datasets", "crop-disease-leaf-images"),
  hi("भाषा एआई शिखर सम्मेलन कब है?", "events", "bhasha-ai-summit-2027"),
  hi("किसान एआई हेल्पलाइन क्या है?", "initiatives", "kisan-ai-helpline"),
  hi("डायबिटिक रेटिनोपैथी की जांच", "case-studies", "diabetic-retinopathy-screening-primary-health-centres"),
  hi("रियायती जीपीयू सुविधा का दूसरा चरण", "news", "second-round-subsidised-gpu-access-opens"),
];

/** Questions the portal has nothing on: the answer must be "not found", never an invention. */
export const OFF_TOPIC: { question: string; lang: Lang }[] = [
  { question: "What is the price of onions in Delhi?", lang: "en" },
  { question: "Who won the cricket world cup?", lang: "en" },
  { question: "How do I renew my passport?", lang: "en" },
  { question: "What is the weather in Mumbai tomorrow?", lang: "en" },
  { question: "Best biryani restaurants in Hyderabad", lang: "en" },
  { question: "How many goals did Messi score?", lang: "en" },
  { question: "train tickets from Pune to Goa", lang: "en" },
  { question: "What is my PAN card status?", lang: "en" },
  { question: "recipe for masala chai", lang: "en" },
  { question: "Bollywood movies releasing on Friday", lang: "en" },
  { question: "How to apply for a gas cylinder subsidy?", lang: "en" },
  { question: "दिल्ली में प्याज़ का भाव क्या है?", lang: "hi" },
  { question: "क्रिकेट विश्व कप किसने जीता?", lang: "hi" },
];
