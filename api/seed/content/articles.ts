import type { CollectionInput } from "../../../contract";
import { item } from "./helpers";
import { OTHER, SECTOR, TREND } from "./tags";

const ARTICLE = 2;

export const articles: CollectionInput[] = [
  item(ARTICLE, {
    title: "How AI crop advisories reach farmers who have never used an app",
    slug: "ai-crop-advisories-reach-farmers-without-apps",
    excerpt: "Voice calls, village kiosks and WhatsApp forwards carry machine-generated advice further than any smartphone app.",
    theme: "agriculture", tags: [SECTOR.agriculture, TREND.language, OTHER.applications],
    authors: ["nandini-deshpande"], date: "2025-07-14", state: "Maharashtra", location: "Nashik", featured: true,
    body: [
      "When a pest alert for the cotton pink bollworm goes out in a district of Maharashtra, most of the farmers who act on it never open an app. They hear it in a two-minute recorded call in Marathi, see it on a poster at the cooperative, or get it from a neighbour who forwarded a voice note.",
      "Advisory teams have learned to design for that reality. The model that combines weather forecasts, soil moisture estimates and pest trap counts produces a short structured message; a language pipeline turns it into speech in the farmer’s dialect; and extension workers check a sample of messages each week for tone and accuracy.",
      "The results are uneven but encouraging. Plots whose owners received timely spray advisories in the sample districts used fewer pesticide rounds, and farmers say the calls are most useful when they explain why an action matters, not only what to do.",
      "The lesson for anyone building agricultural AI is simple: the channel is part of the product. Accuracy matters, but so do the time of day a call arrives, the voice that speaks, and whether there is a human to call back.",
    ],
  }),
  item(ARTICLE, {
    title: "Why shared GPU clusters need fair queues, not just more hardware",
    slug: "shared-gpu-clusters-need-fair-queues",
    excerpt: "Subsidised compute helps researchers only if scheduling, quotas and support are designed with the same care as procurement.",
    theme: "compute", tags: [TREND.compute, OTHER.research, SECTOR.education],
    authors: ["karthik-venkatesan"], date: "2025-02-03", state: "Karnataka", location: "Bengaluru",
    body: [
      "Announcing thousands of GPUs is the easy part of building national AI compute. The hard part begins when a doctoral student in Guwahati, a startup in Pune and a government lab in Delhi all submit training jobs on the same Monday morning.",
      "Clusters that work well for many users share three habits. They publish a transparent queue policy, so that a single large job cannot starve dozens of small ones. They give new users small, immediate allocations to experiment before asking for large grants. And they fund support engineers who help people port code, fix out-of-memory errors and checkpoint long runs.",
      "Metering matters too. When users see the real cost of idle reservations, utilisation improves without any new rules. Several sample clusters reported that a weekly usage email did more for efficiency than a new scheduler.",
      "Compute access is infrastructure, and like roads or power it is judged by who can actually use it. Queues, documentation and help desks deserve a line in every budget.",
    ],
  }),
  item(ARTICLE, {
    title: "Building speech recognition for languages with little written text",
    slug: "speech-recognition-for-low-resource-languages",
    excerpt: "Community recordings, careful consent and small specialised models are closing the gap for India’s less-resourced languages.",
    theme: "language", tags: [TREND.language, TREND.datasets, OTHER.foundation],
    authors: ["lalitha-subramanian"], date: "2024-11-20", state: "Odisha", location: "Bhubaneswar", featured: true, brand: true,
    body: [
      "Many Indian languages are spoken by millions yet have only a thin layer of digitised text. For speech recognition that is a double problem: there is little audio with transcripts, and little text to train the language model that corrects acoustic guesses.",
      "Teams working on Santali, Tulu and Bhili have turned to community recording drives. Volunteers read prompts on a phone, local reviewers check the transcripts, and every contributor signs a consent form in their own language that explains how recordings will be used and shared.",
      "Small models fine-tuned from multilingual speech encoders now reach usable accuracy with a few hundred hours of audio. They will not win leaderboards, but they are good enough to caption a panchayat meeting or let a farmer dictate a grievance.",
      "The open question is maintenance. Languages change, and datasets need custodians. Projects that plan for a local institution to own the data after the grant ends are the ones most likely to last.",
    ],
  }),
  item(ARTICLE, {
    title: "What a model card should tell a district health officer",
    slug: "model-card-for-district-health-officer",
    excerpt: "Documentation written for engineers rarely answers the questions of the people who deploy diagnostic tools.",
    theme: "healthcare", tags: [SECTOR.healthcare, TREND.responsible, OTHER.standards],
    authors: ["aparna-ghosh", "farah-siddiqui"], date: "2025-09-08", state: "Tamil Nadu", location: "Chennai",
    body: [
      "A district health officer deciding whether to deploy an AI tool for reading chest X-rays does not need the learning rate. She needs to know where the model was tested, on which machines, for which patients, and how often it misses disease that a radiologist would catch.",
      "We suggest a one-page deployment card alongside the technical model card. It lists the intended setting, the populations in the validation data, sensitivity and specificity with confidence intervals, known failure cases such as portable X-ray images, and who to call when results look wrong.",
      "The card should also state what the tool is not for. A screening aid for tuberculosis triage is not a replacement for a sputum test, and the card should say so in plain words.",
      "Good documentation is not bureaucracy. It is how a tool built in one city can be used safely in a district hospital three states away.",
    ],
  }),
  item(ARTICLE, {
    title: "Digital public infrastructure as a platform for AI services",
    slug: "digital-public-infrastructure-platform-for-ai",
    excerpt: "Identity, payments and consent layers give AI services a foundation that no single company could build alone.",
    theme: "dpi", tags: [TREND.dpi, SECTOR.governance, SECTOR.finance],
    authors: ["arjun-bhattacharya"], date: "2024-06-17", featured: true,
    body: [
      "India’s experience with digital public infrastructure shows what happens when shared rails are built once and opened to many builders. Identity verification, instant payments and consent-based data sharing turned into platforms on which thousands of services grew.",
      "AI services can build on the same rails. A credit model can use consented cash-flow data instead of collateral; a health assistant can read records the patient chooses to share; a scheme-eligibility bot can verify identity without storing it.",
      "The design principles carry over: minimal data, open interfaces, clear liability and a public grievance route. What is new is the need to document models and test them for bias before they plug into public rails.",
      "If AI becomes another layer of digital public infrastructure, its success will be measured the same way: by how many small builders and ordinary citizens can use it, not by the size of any one model.",
    ],
  }),
  item(ARTICLE, {
    title: "Five questions to ask before buying an AI system for a government department",
    slug: "five-questions-before-buying-government-ai",
    excerpt: "A practical checklist for procurement officers evaluating AI proposals from vendors.",
    theme: "governance", tags: [SECTOR.governance, TREND.responsible, OTHER.applications],
    authors: ["arjun-bhattacharya"], date: "2026-01-12", state: "Delhi", location: "New Delhi",
    body: [
      "Procurement officers are increasingly asked to evaluate proposals that promise AI-driven efficiency. The following questions help separate robust systems from polished demonstrations.",
      "<ol><li>What problem does it solve, and how is it solved today?</li><li>On what data was it trained and tested, and does that data resemble ours?</li><li>Who owns the data and the model after the contract ends?</li><li>How will errors be detected, reported and corrected?</li><li>What happens to citizens if the system is unavailable?</li></ol>",
      "Vendors who answer these questions clearly, with evidence from pilots, are usually the ones worth a second meeting. Those who cannot are asking the department to carry risks it has not priced.",
    ],
  }),
  item(ARTICLE, {
    title: "Adaptive practice tools in government schools: early lessons",
    slug: "adaptive-practice-tools-government-schools",
    excerpt: "Teachers in sample schools found adaptive maths practice most useful when it freed time for small-group teaching.",
    theme: "education", tags: [SECTOR.education, TREND.skilling, OTHER.applications],
    authors: ["tenzin-norbu"], date: "2025-04-22", state: "Himachal Pradesh", location: "Shimla",
    body: [
      "Adaptive practice software adjusts the difficulty of questions to each learner. In a group of sample government schools, teachers used it for twenty minutes a day on shared tablets.",
      "The biggest gains were not from the algorithm alone. Teachers used the weekly dashboard to form small groups of students stuck on the same concept, and spent the freed time teaching those groups directly.",
      "Connectivity was the main obstacle. Tools that synced once a day and worked offline were used far more than those that needed a constant connection.",
    ],
  }),
  item(ARTICLE, {
    title: "Cash-flow lending and the limits of alternative data",
    slug: "cash-flow-lending-limits-of-alternative-data",
    excerpt: "Machine learning can widen access to credit for small businesses, but only with consent, explanation and a route to appeal.",
    theme: "finance", tags: [SECTOR.finance, TREND.dpi, TREND.responsible],
    authors: ["harpreet-gill"], date: "2024-09-05", state: "Gujarat", location: "Surat",
    body: [
      "For a textile trader in Surat with no audited accounts, a loan used to depend on collateral or a personal guarantee. Cash-flow lending offers another route: with the trader’s consent, a lender reads months of digital payments and GST filings and scores the business on its actual trade.",
      "Models trained on such data can be accurate, but they inherit the blind spots of digital records. Businesses that deal mostly in cash, or whose sales are seasonal, can look riskier than they are.",
      "Lenders who do this well explain decisions in simple terms, let applicants add context, and monitor approval rates across regions and business types. Alternative data widens the door only if someone is watching who still gets left outside.",
    ],
  }),
  item(ARTICLE, {
    title: "Deepfake fraud calls: what banks and telecom operators are learning",
    slug: "deepfake-fraud-calls-lessons",
    excerpt: "Voice cloning has made impersonation scams cheaper; layered verification and public awareness are the first lines of defence.",
    theme: "cybersecurity", tags: [TREND.cyber, SECTOR.finance, TREND.genai],
    authors: ["sahil-qureshi"], date: "2026-03-30", state: "Telangana", location: "Hyderabad",
    body: [
      "A cloned voice needs only a few seconds of audio. Fraudsters use it to impersonate relatives in distress or company executives approving urgent transfers.",
      "Banks in the sample study have responded with call-back verification for unusual transfers, cooling-off periods for new payees and staff training to treat urgency itself as a warning sign. Telecom operators are testing network-level signals that flag calls from spoofed numbers.",
      "Detection models help but are not enough on their own; they lag behind new generation techniques. Simple family code words and public awareness campaigns remain surprisingly effective.",
    ],
  }),
  item(ARTICLE, {
    title: "The case for open evaluation sets in Indian languages",
    slug: "open-evaluation-sets-indian-languages",
    excerpt: "Without shared benchmarks, claims about multilingual models cannot be compared or trusted.",
    theme: "research", tags: [TREND.language, TREND.datasets, OTHER.foundation, OTHER.research],
    authors: ["lalitha-subramanian", "meera-krishnan"], date: "2026-06-09", state: "Karnataka", location: "Bengaluru",
    body: [
      "Every new multilingual model claims strong performance in Indian languages. Few of those claims can be checked, because the test sets are private, translated from English, or leaked into training data.",
      "Open evaluation sets written natively in each language, refreshed regularly and held out from public crawls would change that. They should cover everyday tasks: reading a government notice, summarising a news report, answering a farmer’s question.",
      "Building them is slow, skilled work that deserves public funding and credit for the annotators who do it. The payoff is a common yardstick that rewards genuine progress.",
    ],
  }),
  item(ARTICLE, {
    title: "Flood forecasting with satellite data and local gauges",
    slug: "flood-forecasting-satellite-local-gauges",
    excerpt: "Combining satellite rainfall estimates with river gauges is extending flood warnings to smaller catchments.",
    theme: "climate", tags: [TREND.climate, OTHER.geospatial, SECTOR.governance],
    authors: ["meera-krishnan"], date: "2024-08-26", state: "Assam", location: "Guwahati", featured: true,
    body: [
      "Large rivers have had flood forecasts for decades. Smaller tributaries, which can rise within hours, have often had none.",
      "Sample projects in Assam combine satellite rainfall estimates with low-cost water-level sensors and a machine-learning model trained on past floods. Warnings reach village disaster committees by SMS and loudspeaker.",
      "Forecasts are only as useful as the response plans behind them. Districts that rehearse evacuations and keep contact lists current get far more value from the same warning.",
    ],
  }),
  item(ARTICLE, {
    title: "From classroom to career: mapping the AI skills employers ask for",
    slug: "mapping-ai-skills-employers-ask-for",
    excerpt: "An analysis of sample job postings shows demand for data engineering and domain knowledge alongside model building.",
    theme: "skilling", tags: [TREND.skilling, OTHER.careers, SECTOR.education],
    authors: ["devika-menon"], date: "2026-09-15",
    body: [
      "Job postings for AI roles often list a long wish-list of tools. Read closely, a sample of two thousand postings shows a clearer pattern: employers most often ask for data cleaning, SQL, cloud deployment and the ability to explain results to non-specialists.",
      "Domain knowledge is the under-rated skill. Agritech and health companies repeatedly ask for candidates who understand crops or clinical workflows, not only models.",
      "Courses that pair technical modules with a real project from a sector partner are the ones whose graduates find work fastest.",
    ],
  }),
];
