// Written by api/seed/media/make-media.ts from the generated files; do not edit by hand.
export const VIDEO_MANIFEST: Record<string, { seconds: number; bytes: number }> = {
  "ai-in-the-classroom-teachers-view": {
    seconds: 18,
    bytes: 72902,
  },
  "career-talk-becoming-data-annotator": {
    seconds: 26,
    bytes: 99777,
  },
  "checklist-cleaning-dataset-before-training": {
    seconds: 25,
    bytes: 102996,
  },
  "classroom-demo-adaptive-reading-assistant": {
    seconds: 23,
    bytes: 96942,
  },
  "day-with-community-health-worker": {
    seconds: 22,
    bytes: 92618,
  },
  "explainer-crop-advisory-model": {
    seconds: 23,
    bytes: 101564,
  },
  "explainer-detecting-fraud-digital-payments": {
    seconds: 26,
    bytes: 107781,
  },
  "explainer-flood-forecasting-machine-learning": {
    seconds: 23,
    bytes: 100409,
  },
  "explainer-generative-ai-can-and-cannot": {
    seconds: 27,
    bytes: 109045,
  },
  "explainer-speech-recognition-code-mixed": {
    seconds: 26,
    bytes: 105231,
  },
  "explainer-what-gpu-does-training": {
    seconds: 25,
    bytes: 103372,
  },
  "field-notes-soil-moisture-advisories": {
    seconds: 24,
    bytes: 102494,
  },
  "fintech-fairness-explaining-credit-decision": {
    seconds: 18,
    bytes: 71867,
  },
  "founders-stories-agritech-outside-metro": {
    seconds: 21,
    bytes: 91876,
  },
  "getting-started-python-data-analysis": {
    seconds: 17,
    bytes: 67858,
  },
  "how-consent-works-data-sharing": {
    seconds: 25,
    bytes: 106103,
  },
  "inside-shared-gpu-cluster": {
    seconds: 19,
    bytes: 74090,
  },
  "panel-responsible-ai-public-services": {
    seconds: 21,
    bytes: 87056,
  },
  "spotting-a-deepfake-practical-tips": {
    seconds: 19,
    bytes: 72216,
  },
  "startup-diaries-selling-ai-municipal": {
    seconds: 26,
    bytes: 104410,
  },
  "tour-language-data-annotation-centre": {
    seconds: 23,
    bytes: 94445,
  },
  "two-minutes-digital-public-infrastructure": {
    seconds: 20,
    bytes: 82379,
  },
  "voices-of-bharat-recording-speech-data": {
    seconds: 22,
    bytes: 93999,
  },
  "walkthrough-reading-model-evaluation-report": {
    seconds: 25,
    bytes: 104427,
  },
  "webinar-publishing-open-government-datasets": {
    seconds: 20,
    bytes: 79590,
  },
};
