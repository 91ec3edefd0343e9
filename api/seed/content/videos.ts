import type { CollectionInput } from "../../../contract";
import { VIDEO_MANIFEST } from "../media/video-manifest";
import { item, type Draft, type Theme } from "./helpers";
import { OTHER, SECTOR, TREND } from "./tags";

const VIDEO = 5;

export const videoFileUrl = (slug: string) => `/sample/videos/${slug}.webm`;
export const captionsUrl = (slug: string) => `/sample/videos/${slug}.vtt`;

const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).filter(Boolean);
/**
 * What a sample video says, one caption per line: its title, summary and description, then
 * the sample marker. api/seed/media/make-media.ts speaks these lines (espeak-ng) over the
 * item's illustration and writes the captions from the same lines.
 */
function script(d: Omit<Draft, "attributes">): string[] {
  const lines = [`${d.title.replace(/[.:]$/, "")}.`, ...sentences(d.excerpt), ...d.body.flatMap(sentences)];
  return [...lines.slice(0, 6), "This is a sample video, made for the portal’s demonstration."];
}

/**
 * Sample videos are real files served by the portal: a short narrated slide with WebVTT captions.
 * The duration comes from the generated file (api/seed/media/video-manifest.ts).
 */
const v = (d: Omit<Draft, "attributes">) => {
  const transcript = script(d);
  const seconds = VIDEO_MANIFEST[d.slug]?.seconds ?? Math.ceil(transcript.join(" ").split(/\s+/).length / 2.5);
  return item(VIDEO, {
    ...d,
    body: [
      ...d.body,
      "The player plays a short narrated sample with captions, made for the portal’s demonstration; the transcript below the player has the same words.",
    ],
    theme: d.theme ?? "video",
    read_time: Math.max(1, Math.round(seconds / 60)),
    attributes: {
      video_url: videoFileUrl(d.slug),
      captions_url: captionsUrl(d.slug),
      transcript: transcript.join("\n"),
      video_duration_seconds: seconds,
    },
  });
};

type NewVideo = [title: string, slug: string, excerpt: string, theme: Theme, tags: string[], authors: string[], date: string, body: string];

export const videos: CollectionInput[] = [
  v({
    title: "Explainer: how a crop advisory model decides what to tell a farmer",
    slug: "explainer-crop-advisory-model",
    excerpt: "A five-minute walk through the data, the model and the voice call that reaches the field.",
    theme: "agriculture",
    tags: [SECTOR.agriculture, OTHER.applications],
    authors: ["priyanka-nair", "nandini-deshpande"],
    date: "2025-02-17",
    featured: true,
    state: "Maharashtra",
    body: [
      "Follow a single pest alert from weather data to a farmer’s phone, and meet the extension worker who checks the messages each week.",
    ],
  }),
  v({
    title: "Inside a shared GPU cluster",
    slug: "inside-shared-gpu-cluster",
    excerpt: "A tour of the racks, the cooling and the help desk that keeps a research cluster running.",
    theme: "compute",
    tags: [TREND.compute, OTHER.research],
    authors: ["priyanka-nair"],
    date: "2024-09-23",
    brand: true,
    body: ["Engineers explain how jobs are scheduled, why checkpoints matter and what new users most often get wrong."],
  }),
  v({
    title: "Voices of Bharat: recording speech data with communities",
    slug: "voices-of-bharat-recording-speech-data",
    excerpt: "Volunteers in three states describe why they recorded their languages and how consent was explained.",
    theme: "language",
    tags: [TREND.language, TREND.datasets, OTHER.foundation],
    authors: ["priyanka-nair", "lalitha-subramanian"],
    date: "2025-06-02",
    featured: true,
    state: "Odisha",
    body: ["A short documentary on community speech-recording drives, from prompt design to transcript review."],
  }),
  v({
    title: "Panel: responsible AI in public services",
    slug: "panel-responsible-ai-public-services",
    excerpt: "Practitioners discuss audits, grievance redress and documentation for AI used by government.",
    theme: "responsible-ai",
    tags: [TREND.responsible, SECTOR.governance],
    authors: ["aparna-ghosh"],
    date: "2025-11-10",
    body: ["A recorded panel discussion with questions from the audience on procurement, testing and accountability."],
  }),
  v({
    title: "Two minutes on digital public infrastructure",
    slug: "two-minutes-digital-public-infrastructure",
    excerpt: "An animated explainer on identity, payments and consent layers, and what AI adds on top.",
    theme: "dpi",
    tags: [TREND.dpi, SECTOR.finance],
    authors: ["arjun-bhattacharya"],
    date: "2024-02-12",
    body: ["A short animation for general audiences on how shared digital rails let many services be built quickly."],
  }),
  v({
    title: "A day with a community health worker using an AI screening app",
    slug: "day-with-community-health-worker",
    excerpt: "How a screening aid fits into home visits, and where the worker’s judgement comes first.",
    theme: "healthcare",
    tags: [SECTOR.healthcare, OTHER.applications],
    authors: ["priyanka-nair", "farah-siddiqui"],
    date: "2026-03-09",
    state: "Rajasthan",
    featured: true,
    body: ["We follow a health worker through a day of visits and see how the app supports, rather than replaces, her decisions."],
  }),
  v({
    title: "Getting started with Python for data analysis",
    slug: "getting-started-python-data-analysis",
    excerpt: "The first lesson of a free beginner course: notebooks, tables and your first chart.",
    theme: "skilling",
    tags: [TREND.skilling, SECTOR.education],
    authors: ["devika-menon"],
    date: "2025-08-25",
    body: ["A beginner-friendly lesson that needs no prior programming experience."],
  }),
  v({
    title: "Founders’ stories: building an agritech startup outside a metro",
    slug: "founders-stories-agritech-outside-metro",
    excerpt: "Three founders talk about hiring, fundraising and selling to farmer producer organisations.",
    theme: "startups",
    tags: [TREND.startups, SECTOR.agriculture, OTHER.financing],
    authors: ["rohan-malhotra"],
    date: "2026-05-18",
    state: "Madhya Pradesh",
    body: ["An informal conversation about the realities of building an AI company in a tier-2 city."],
  }),
  v({
    title: "Spotting a deepfake: practical tips",
    slug: "spotting-a-deepfake-practical-tips",
    excerpt: "What to look and listen for, and why a call-back is still the best defence.",
    theme: "cybersecurity",
    tags: [TREND.cyber, TREND.genai],
    authors: ["sahil-qureshi"],
    date: "2026-07-27",
    body: ["A short public-awareness video with simple steps anyone can take before trusting an urgent call or clip."],
  }),
  v({
    title: "AI in the classroom: a teacher’s view",
    slug: "ai-in-the-classroom-teachers-view",
    excerpt: "A maths teacher shows how she uses an adaptive practice tool and what she would change.",
    theme: "education",
    tags: [SECTOR.education, OTHER.applications],
    authors: ["tenzin-norbu", "priyanka-nair"],
    date: "2024-11-04",
    state: "Himachal Pradesh",
    body: ["Filmed in a government school, this video shows adaptive practice in a real lesson."],
  }),
  v({
    title: "Webinar: publishing open government datasets",
    slug: "webinar-publishing-open-government-datasets",
    excerpt: "Licences, metadata and privacy checks for departments publishing data for AI research.",
    theme: "data",
    tags: [TREND.datasets, SECTOR.governance, OTHER.standards],
    authors: ["vikram-rathore"],
    date: "2025-04-07",
    body: ["A recorded webinar with a step-by-step checklist and questions from data officers."],
  }),
  v({
    title: "Fintech and fairness: explaining a credit decision",
    slug: "fintech-fairness-explaining-credit-decision",
    excerpt: "A lender walks through how a loan decision is explained to an applicant.",
    theme: "finance",
    tags: [SECTOR.finance, TREND.responsible],
    authors: ["harpreet-gill"],
    date: "2026-10-05",
    body: ["A short case walkthrough showing reason codes, appeals and monitoring for bias."],
  }),
  ...(
    [
      [
        "Explainer: how speech recognition handles code-mixed talk",
        "explainer-speech-recognition-code-mixed",
        "Why Hinglish and Tanglish trip up models, and how mixed-language data helps.",
        "language",
        [TREND.language, OTHER.research],
        ["lalitha-subramanian", "priyanka-nair"],
        "2024-04-15",
        "Most people mix languages in everyday speech. Models trained on one language at a time miss the switches. Mixed-language recordings and transcripts close part of the gap.",
      ],
      [
        "Checklist: cleaning a dataset before training",
        "checklist-cleaning-dataset-before-training",
        "Duplicates, leakage and label noise: five checks before the first training run.",
        "data",
        [TREND.datasets, TREND.skilling],
        ["vikram-rathore"],
        "2024-05-27",
        "Duplicate rows inflate test scores. Records that appear in both training and test sets give a false picture. A short review of labels often finds systematic mistakes.",
      ],
      [
        "Walkthrough: reading a model evaluation report",
        "walkthrough-reading-model-evaluation-report",
        "What accuracy, recall and confidence intervals tell a buyer, and what they hide.",
        "research",
        [TREND.responsible, OTHER.standards],
        ["aparna-ghosh"],
        "2024-07-08",
        "An evaluation report should say where and on whom a model was tested. Averages can hide poor results for smaller groups. Ask for results broken down by the groups you serve.",
      ],
      [
        "Field notes: soil moisture sensors and advisories",
        "field-notes-soil-moisture-advisories",
        "How low-cost sensors feed an irrigation advisory in a dry district.",
        "agriculture",
        [SECTOR.agriculture, TREND.climate],
        ["nandini-deshpande", "priyanka-nair"],
        "2024-08-19",
        "Sensors report moisture at two depths every hour. The advisory combines the readings with the weather forecast. Farmers receive a short voice message when irrigation can wait.",
      ],
      [
        "Explainer: what a GPU does in model training",
        "explainer-what-gpu-does-training",
        "Matrix multiplication, memory and why batch size matters, without equations.",
        "compute",
        [TREND.compute, TREND.skilling],
        ["karthik-venkatesan"],
        "2024-10-14",
        "Training a model repeats the same arithmetic billions of times. A graphics processor does many of these sums at once. Memory limits how much of the model and data fit at one time.",
      ],
      [
        "How consent works in a data-sharing framework",
        "how-consent-works-data-sharing",
        "A short animation on consent artefacts, purposes and revocation.",
        "dpi",
        [TREND.dpi, OTHER.privacy],
        ["arjun-bhattacharya"],
        "2024-12-16",
        "A consent artefact records who may use which data, for what purpose and for how long. The person can see and revoke it. Services receive only the data the consent allows.",
      ],
      [
        "Classroom demo: an adaptive reading assistant",
        "classroom-demo-adaptive-reading-assistant",
        "A reading assistant listens to a child read aloud and suggests the next passage.",
        "education",
        [SECTOR.education, TREND.language],
        ["tenzin-norbu"],
        "2025-01-20",
        "The assistant estimates reading fluency from a short passage. The teacher sees which children need help. Recordings stay on the school device.",
      ],
      [
        "Explainer: detecting fraud in digital payments",
        "explainer-detecting-fraud-digital-payments",
        "How transaction patterns reveal fraud, and why false alarms have a cost.",
        "finance",
        [SECTOR.finance, TREND.cyber],
        ["harpreet-gill", "sahil-qureshi"],
        "2025-03-10",
        "Fraud detection looks for transactions that break a customer's usual pattern. Every alert that blocks a genuine payment costs trust. Good systems tune thresholds with the people who handle complaints.",
      ],
      [
        "Career talk: becoming a data annotator",
        "career-talk-becoming-data-annotator",
        "What annotation work involves, how quality is checked and where it can lead.",
        "skilling",
        [TREND.skilling, OTHER.careers],
        ["devika-menon"],
        "2025-05-12",
        "Annotators label images, text and audio that models learn from. Quality is checked by comparing labels from several people. Experienced annotators move into review and data operations roles.",
      ],
      [
        "Explainer: flood forecasting with machine learning",
        "explainer-flood-forecasting-machine-learning",
        "River gauges, rainfall and terrain combined into earlier warnings.",
        "climate",
        [TREND.climate, SECTOR.governance],
        ["karthik-venkatesan", "priyanka-nair"],
        "2025-07-21",
        "Forecasts combine rainfall predictions with river level readings. Models learn how quickly water rises in each basin. Earlier warnings give families more time to move.",
      ],
      [
        "Startup diaries: selling AI to a municipal corporation",
        "startup-diaries-selling-ai-municipal",
        "A founder explains pilots, tenders and the paperwork nobody warned her about.",
        "startups",
        [TREND.startups, SECTOR.governance],
        ["rohan-malhotra"],
        "2025-09-29",
        "Pilots are easy to start and hard to convert into contracts. Tenders reward clear documentation of results. Patience and a local partner help more than a polished demo.",
      ],
      [
        "Explainer: what generative AI can and cannot do",
        "explainer-generative-ai-can-and-cannot",
        "Text and image generators explained for public servants, with their limits.",
        "responsible-ai",
        [TREND.genai, TREND.responsible],
        ["aparna-ghosh", "meera-krishnan"],
        "2026-01-26",
        "Generative models predict likely words or pixels from patterns in their training data. They can draft and summarise quickly. They can also state false things confidently, so people must check their output.",
      ],
      [
        "Tour: a language data annotation centre",
        "tour-language-data-annotation-centre",
        "Reviewers, guidelines and quality checks behind a speech dataset.",
        "language",
        [TREND.language, TREND.datasets],
        ["priyanka-nair"],
        "2026-09-07",
        "Each recording is transcribed by one person and checked by another. Disagreements go to a senior reviewer. Guidelines are updated every month from the questions reviewers raise.",
      ],
    ] as NewVideo[]
  ).map(([title, slug, excerpt, theme, tags, authors, date, body]) =>
    v({ title, slug, excerpt, theme, tags, authors, date, body: [body] }),
  ),
];
