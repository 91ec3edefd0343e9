/**
 * Sentences the Hindi content shares: the sample-content note every English body ends with
 * (../helpers.ts SAMPLE_NOTE) and the alt texts of the theme illustrations (../helpers.ts THEMES).
 */
import type { Theme } from "../helpers";
import type { HindiItem } from "./types";

export const SAMPLE_NOTE = "<p><em>यह पोर्टल के प्रदर्शन के लिए तैयार की गई नमूना सामग्री है।</em></p>";

/** Every English body ends with the note (../helpers.ts html()), so every Hindi body does too. */
export const withSampleNote = (body: string[]) => [...body, SAMPLE_NOTE];

export const THEME_ALT: Partial<Record<Theme, string>> = {
  agriculture: "केसरिया सूरज के नीचे हरी फसलों की कतारें और एक नन्हा अंकुर दिखाता अमूर्त चित्र",
  healthcare: "केसरिया धड़कन-रेखा के पास हरा चिकित्सा क्रॉस दिखाता अमूर्त चित्र",
  education: "रेखांकित पन्नों वाली खुली किताब दिखाता अमूर्त चित्र",
  governance: "नीले और सफेद रंग में खंभों वाला सार्वजनिक भवन दिखाता अमूर्त चित्र",
  language: "नीले और हरे रंग के दो एक-दूसरे पर चढ़े संवाद-बुलबुले दिखाता अमूर्त चित्र",
  compute: "नीली पृष्ठभूमि पर प्रोसेसर चिपों का ग्रिड दिखाता अमूर्त चित्र",
  data: "डेटा बिंदुओं से घिरा डेटाबेस सिलिंडर दिखाता अमूर्त चित्र",
  "responsible-ai": "केसरिया सही के निशान वाली नीली ढाल दिखाता अमूर्त चित्र",
  startups: "ऊपर उठते वक्र के ऊपर उड़ान भरता छोटा रॉकेट दिखाता अमूर्त चित्र",
  research: "बिखरे बिंदुओं वाले आलेख पर रखा आवर्धक लेंस दिखाता अमूर्त चित्र",
  events: "एक दिन हरे रंग में चिह्नित कैलेंडर दिखाता अमूर्त चित्र",
  video: "केसरिया प्ले बटन वाला वीडियो प्लेयर दिखाता अमूर्त चित्र",
  skilling: "ऊपर की ओर जाती सीढ़ियां और शिखर पर खड़ी एक आकृति दिखाता अमूर्त चित्र",
  mission: "केंद्र के पास लगे तीर वाला लक्ष्य दिखाता अमूर्त चित्र",
};

/** The alt text of a theme's illustration; throws so a missing translation fails the seed, not a page. */
export function themeAlt(theme: Theme): string {
  const alt = THEME_ALT[theme];
  if (!alt) throw new Error(`no Hindi alt text for the ${theme} illustration`);
  return alt;
}

/** One translated item: its body ends with the sample note, its alt text is its theme's. */
export const translated = (
  collection_type: number, slug: string, updated: string, theme: Theme, title: string, excerpt: string, body: string[],
): HindiItem => ({ collection_type, slug, title, excerpt, body: withSampleNote(body), featured_image_alt: themeAlt(theme), updated });
